import Foundation
import HelpCore

/// Words that no dictionary knows.
public struct SpellingRule: TextRule, TopicTextRule, ProjectRule {
    public static let description = RuleDescription(
        id: "spelling",
        summary: "Words are in the Hunspell dictionary, the termbase or the project's word list",
        rationale: """
            A typo in a button or a help page is the first thing people notice and the last thing a \
            review catches. helpc checks every word against Hunspell's en_US and ko dictionaries \
            (Debian's hunspell-en-us and hunspell-ko), skipping placeholders, URLs, numbers, names in \
            <ui>, <menu> and <kbd>, termbase terms, and the words of content/words.txt (one per line: \
            product names, Korean nouns the dictionary lacks; a Korean noun listed there is accepted with \
            any particle or ending). When Hunspell or a dictionary is missing, helpc says once that \
            spelling was not checked, rather than passing in silence.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <string id="save.hint"><text xml:lang="en">Save the ↓receipe to your list.</text><text xml:lang="ko">목록에 저장하세요.</text></string>
                """#),
            Example(#"""
                <string id="save.hint"><text xml:lang="en">Save it to your list.</text><text xml:lang="ko">목록에 ↓저장합니닥.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="save.hint"><text xml:lang="en">Save %@ to your list at https://www.example.com/lists, then tap Done.</text><text xml:lang="ko">%@을(를) 목록에 저장하세요.</text></string>
                """#),
            Example(#"""
                <topic id="help.sync">
                  <title><text xml:lang="en">Sync with iCloud</text><text xml:lang="ko">iCloud와 동기화</text></title>
                  <body xml:lang="en"><p>Choose <ui>Syncronize Now</ui> or press <kbd>Cmd-Shft-S</kbd> on your Mac.</p></body>
                  <body xml:lang="ko"><p>게임 컨트롤러의 버튼을 누르세요.</p></body>
                </topic>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        misspellings(item.value, item.language, context).map { word, offset in
            context.diagnostic(Self.message(word, item.language), about: item, offset: offset)
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return misspellings(text.value, text.language, context).map { word, offset in
            context.diagnostic(Self.message(word, text.language), about: text, offset: offset)
        }
    }

    /// Says once per language that spelling was not checked, and why.
    public func check(_ project: ProjectIndex, in context: RuleContext) -> [Diagnostic] {
        guard let first = project.files.first else { return [] }
        return context.config.languages.filter(project.textLanguages.contains).compactMap { language in
            context.speller.unavailability(language).map {
                context.diagnostic("spelling was not checked in \(language): \($0)", at: .file(first), language: language)
            }
        }
    }

    private static func message(_ word: String, _ language: String) -> String {
        "“\(word)” is not in the \(language) dictionary, the termbase or content/words.txt"
    }

    private func misspellings(_ value: String, _ language: String, _ context: RuleContext) -> [(String, Int)] {
        let characters = TextSegments.characters(value)
        let skipped = Self.mayHoldSkippedText(value) ? Self.skippedRanges(in: characters) : []
        var found: [(String, Int)] = []
        for segment in TextSegments.words(value) {
            if skipped.contains(where: { $0.contains(segment.offset) }) { continue }
            for (word, offset) in Self.checkableParts(of: segment, in: characters) where !context.speller.isCorrect(word, language: language) {
                found.append((word, offset))
            }
        }
        return found
    }

    /// Whether the text has a byte that starts or marks what
    /// `skippedRanges` skips (`%`, `@`, `:`, `www.`); most copy has none,
    /// and no other character equals these.
    static func mayHoldSkippedText(_ value: String) -> Bool {
        var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
        for byte in value.utf8 {
            if byte == UInt8(ascii: "%") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: ":") { return true }
            if byte == UInt8(ascii: "."), previous == (0x77, 0x77, 0x77) { return true }
            previous = (previous.1, previous.2, byte)
        }
        return false
    }

    /// URLs, email addresses and placeholders, as character ranges.
    static func skippedRanges(in characters: [Character]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < characters.count {
            guard !characters[index].isBlankSpace else { index += 1; continue }
            var end = index
            while end < characters.count, !characters[end].isBlankSpace { end += 1 }
            let chunk = characters[index..<end]
            if chunk.contains("%") || chunk.contains("@") && chunk.contains(".") || chunk.starts(with: "www.")
                || chunk.contains(":") && String(chunk).contains("://") {
                ranges.append(index..<end)
            }
            index = end
        }
        return ranges
    }

    /// The parts of a word worth a dictionary: not numbers, not acronyms,
    /// and in a mix of scripts (iCloud와, %lld개) only the leading run —
    /// a Hangul run after Latin letters or digits is a particle or counter.
    static func checkableParts(of segment: TextSegments.Segment, in characters: [Character]) -> [(String, Int)] {
        let word = segment.text
        if let part = asciiOrHangulPart(of: segment, in: characters) { return part }
        guard word.first?.isScalar("%") != true, word.contains(where: \.isLetter), !word.contains(where: \.isNumber) else { return [] }
        if word.allSatisfy({ $0.isUppercase || !$0.isLetter }) { return [] }
        var run = ""
        var isHangulRun: Bool?
        for character in word {
            let hangul = character.unicodeScalars.contains(where: TermIndex.isHangul)
            if let current = isHangulRun, current != hangul { break }
            isHangulRun = hangul
            run.append(character)
        }
        // Hangul right after a placeholder or a digit is a particle or counter.
        if isHangulRun == true, segment.offset > 0 {
            let before = characters[segment.offset - 1]
            if before.isNumber || before == "@" || (before.isLetter && !before.unicodeScalars.contains(where: TermIndex.isHangul)) {
                return []
            }
        }
        let trimmed = run.trimmingCharacters(in: CharacterSet(charactersIn: "-'’"))
        return trimmed.isEmpty ? [] : [(trimmed, segment.offset)]
    }

    /// `checkableParts` for a word of ASCII and Hangul syllables only (nearly
    /// every word), without `Character` properties; nil for any other word.
    private static func asciiOrHangulPart(of segment: TextSegments.Segment, in characters: [Character]) -> [(String, Int)]? {
        var hasLetter = false, hasDigit = false, hasLowercase = false
        var runEnd = 0
        var runIsHangul: Bool?
        var index = 0
        for scalar in segment.text.unicodeScalars {
            let value = scalar.value
            let hangul = (0xAC00...0xD7A3).contains(value)
            switch value {
            case 0x61...0x7A: hasLetter = true; hasLowercase = true
            case 0x41...0x5A: hasLetter = true
            case 0x30...0x39: hasDigit = true
            case 0xAC00...0xD7A3: hasLetter = true; hasLowercase = true
            case 0x27, 0x2D, 0x2019: break
            default: return nil
            }
            if runIsHangul == nil { runIsHangul = hangul }
            if runIsHangul == hangul && runEnd == index { runEnd = index + 1 }
            index += 1
        }
        guard hasLetter, !hasDigit, hasLowercase, segment.text.first?.isScalar("%") != true else { return [] }
        if runIsHangul == true, segment.offset > 0 {
            let before = characters[segment.offset - 1]
            if before.isNumber || before == "@" || (before.isLetter && !before.unicodeScalars.contains(where: TermIndex.isHangul)) {
                return []
            }
        }
        func isJoiner(_ scalar: Unicode.Scalar) -> Bool { scalar == "-" || scalar == "'" || scalar == "’" }
        let run = segment.text.unicodeScalars.prefix(runEnd)
        guard let first = run.firstIndex(where: { !isJoiner($0) }),
              let last = run.lastIndex(where: { !isJoiner($0) }) else { return [] }
        // Nearly always the whole word, with nothing to trim: no copy then.
        if first == segment.text.unicodeScalars.startIndex, run.index(after: last) == segment.text.unicodeScalars.endIndex {
            return [(segment.text, segment.offset)]
        }
        var trimmed = ""
        trimmed.unicodeScalars.append(contentsOf: run[first...last])
        return [(trimmed, segment.offset)]
    }
}
