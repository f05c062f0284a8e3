import HelpCore

/// A translation that is its source as written: a translation tool's "copy
/// source to target" left in place, or a string no one translated. Copy of
/// nothing but names (iCloud, Siri Remote, PDF, %@) stays the same in every
/// language, so only a text with an ordinary word left counts.
public enum CopiedSource {
    /// Whether `target` is `source` word for word, and `source` says more
    /// than names: once placeholders, the termbase's terms and the proper
    /// nouns are taken out, a word of two letters or more is left that is
    /// neither all capitals (PDF, OK) nor capitalized inside (iCloud,
    /// AirDrop) nor has a digit (A17).
    public static func isUntranslated(_ target: String, source: String, sourceLanguage: String,
                                      targetLanguage: String, lexicon: Lexicon) -> Bool {
        guard sameIgnoringWhiteSpace(target, source),
              primarySubtag(targetLanguage) != primarySubtag(sourceLanguage) else { return false }
        let original = Array(source)
        var characters = original
        func blank(_ range: Range<Int>) {
            for index in range.clamped(to: characters.indices) { characters[index] = " " }
        }
        for placeholder in Placeholder.all(in: source) {
            blank(placeholder.offset..<placeholder.offset + placeholder.text.count)
        }
        for match in lexicon.terms.matches(in: source, language: sourceLanguage) {
            blank(match.range)
        }
        for name in lexicon.list("proper-nouns") {
            let name = Array(name)
            guard !name.isEmpty, name.count <= original.count else { continue }
            for start in 0...(original.count - name.count) where original[start] == name[0] {
                if original[start..<start + name.count].elementsEqual(name) { blank(start..<start + name.count) }
            }
        }
        return String(characters).split { !$0.isLetter && !$0.isNumber && $0 != "’" && $0 != "'" }.contains { word in
            let letters = word.filter(\.isLetter)
            guard letters.count >= 2, !word.contains(where: \.isNumber), !unitSymbols.contains(String(word)) else { return false }
            let isAllCapitals = letters.allSatisfy(\.isUppercase)
            let isCapitalizedInside = letters.dropFirst().contains(where: \.isUppercase)
            return !isAllCapitals && !isCapitalizedInside
        }
    }

    /// Symbols of units that a translation writes as the source does
    /// (%lld kcal, %@ km): SI symbols and the few others every language
    /// keeps. Capitalized ones (GB, kWh) pass as capitals already; units
    /// Korean writes in words (min, sec, hr: 분, 초, 시간) are not here.
    static let unitSymbols: Set<String> = [
        "km", "cm", "mm", "nm", "kg", "mg", "kcal", "cal", "kj", "ml", "bpm", "kph", "mph", "rpm",
        "fps", "px", "pt", "dpi", "ppi", "mi", "ft", "yd", "lb", "lbs", "oz", "ms", "lx",
    ]

    /// The first ordinary word of the source left in it as written inside a
    /// translation that is otherwise translated: "Export" in 사본을 저장하려면
    /// Export를 탭하세요, a button's name no one translated. A word counts when
    /// it is capitalized and otherwise lower case (not PDF, not iPhone), is
    /// a word of the source too, is no name (the termbase's terms in either
    /// language, the proper nouns, the words the speller lists besides its
    /// dictionaries: Finder, Siri), is no key's name (Return 키), and is an
    /// ordinary word of the source language's dictionary (`isWord`).
    public static func wordLeftAsWritten(_ target: String, source: String, sourceLanguage: String, targetLanguage: String,
                                         lexicon: Lexicon, isListed: (String) -> Bool,
                                         isWord: (String) -> Bool) -> (word: String, offset: Int)? {
        // Every translated string is asked: most are ruled out by their
        // bytes, and the few words left by the source's bytes and by the
        // lists, before the text is read as characters.
        guard mayHoldCapitalizedWord(target), target.utf8.contains(where: { $0 >= 0xC0 }) else { return nil }
        let bytes = Array(target.utf8)
        var candidates: [(word: String, byte: Int)] = []
        for run in bytes.maximalRuns(where: isASCIILetterOrDigit) {
            let index = run.lowerBound, end = run.upperBound
            let joined = end < bytes.count && (bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: ".") || bytes[end] == UInt8(ascii: "@"))
                || index > 0 && (bytes[index - 1] == UInt8(ascii: "-") || bytes[index - 1] == UInt8(ascii: ".") || bytes[index - 1] == UInt8(ascii: "%"))
            if !joined, end - index >= 3, bytes[index] &- 0x41 < 26, bytes[(index + 1)..<end].allSatisfy({ $0 &- 0x61 < 26 }),
               !isBeforeKeyWord(bytes, end), containsWord(source, bytes[index..<end]) {
                candidates.append((String(decoding: bytes[index..<end], as: UTF8.self), index))
            }
        }
        candidates.removeAll { isListed($0.word) || !isWord($0.word.lowercased()) }
        guard !candidates.isEmpty, primarySubtag(targetLanguage) != primarySubtag(sourceLanguage) else { return nil }
        let named = namedCharacters(of: target, languages: [targetLanguage, sourceLanguage], lexicon: lexicon)
        for candidate in candidates {
            let offset = target.distance(from: target.startIndex, to: target.utf8.index(target.startIndex, offsetBy: candidate.byte))
            if !named.contains(offset) { return (candidate.word, offset) }
        }
        return nil
    }

    /// The character offsets of `text` inside a name: a termbase term of
    /// one of `languages`, or a proper noun.
    private static func namedCharacters(of text: String, languages: [String], lexicon: Lexicon) -> Set<Int> {
        var named: Set<Int> = []
        for language in languages {
            for match in lexicon.terms.matches(in: text, language: language) { named.formUnion(match.range) }
        }
        let characters = Array(text)
        for name in lexicon.list("proper-nouns") {
            let name = Array(name)
            guard !name.isEmpty, name.count <= characters.count else { continue }
            for start in 0...(characters.count - name.count) where characters[start] == name[0]
                && characters[start..<start + name.count].elementsEqual(name) {
                named.formUnion(start..<start + name.count)
            }
        }
        return named
    }

    /// Whether `string` has an ASCII capital followed by two lower-case
    /// ASCII letters, told from its bytes: nearly no translated text does
    /// but for a name.
    private static func mayHoldCapitalizedWord(_ string: String) -> Bool {
        var run = 0
        for byte in string.utf8 {
            if byte &- 0x41 < 26 {
                run = 1
            } else if run > 0, byte &- 0x61 < 26 {
                run += 1
                if run >= 3 { return true }
            } else {
                run = 0
            }
        }
        return false
    }

    @inline(__always) private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
    }

    /// Whether the word ending at `end` is followed by 키 (key), with or
    /// without a space: a key's name (Return 키) stays in English.
    private static func isBeforeKeyWord(_ bytes: [UInt8], _ end: Int) -> Bool {
        var next = end
        while next < bytes.count, bytes[next] == 0x20 { next += 1 }
        return bytes[next...].starts(with: [0xED, 0x82, 0xA4])
    }

    /// Whether `string` has `word` as a whole word of ASCII letters, by bytes.
    private static func containsWord(_ string: String, _ word: ArraySlice<UInt8>) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = word.first, bytes.count >= word.count else { return false }
            var index = 0
            while index + word.count <= bytes.count {
                if bytes[index] == first, bytes[index..<index + word.count].elementsEqual(word),
                   index == 0 || !isASCIILetterOrDigit(bytes[index - 1]),
                   index + word.count == bytes.count || !isASCIILetterOrDigit(bytes[index + word.count]) {
                    return true
                }
                index += 1
            }
            return false
        } ?? containsWord(String(decoding: Array(string.utf8), as: UTF8.self), word)
    }

    /// Whether the two are the same but for ASCII white space (a page's
    /// lines are indented as its file's are), told by byte: a translation
    /// differs from its source in its first bytes, as a rule, and every
    /// text of a project is asked.
    static func sameIgnoringWhiteSpace(_ a: String, _ b: String) -> Bool {
        var first = a.utf8.makeIterator(), second = b.utf8.makeIterator()
        func next(_ iterator: inout String.UTF8View.Iterator) -> UInt8? {
            while let byte = iterator.next() {
                if byte != 0x20 && byte != 0x0A && byte != 0x09 && byte != 0x0D { return byte }
            }
            return nil
        }
        while true {
            let x = next(&first), y = next(&second)
            if x != y { return false }
            if x == nil { return true }
        }
    }

    /// Whether two runs of copy may be the same, told by the first byte of
    /// their first text that is not white space: a translation differs
    /// from its source there, as a rule, and every block of every page is
    /// asked.
    static func mayBeSame(_ a: [Inline], _ b: [Inline]) -> Bool {
        firstByte(a) == firstByte(b)
    }

    /// Whether some block of one page may be the same as the block in the
    /// same place of the other (`mayBeSame`), asked before the pages are cut
    /// into units.
    static func mayHoldSameBlock(_ a: [Block], _ b: [Block]) -> Bool {
        zip(a, b).contains { first, second in
            switch (first.kind, second.kind) {
            case (.paragraph(let x), .paragraph(let y)), (.note(let x), .note(let y)), (.step(let x), .step(let y)),
                 (.item(let x), .item(let y)):
                mayBeSame(x, y)
            case (.steps(let x), .steps(let y)), (.list(let x), .list(let y)):
                mayHoldSameBlock(x, y)
            case (.section(let t1, let x), .section(let t2, let y)):
                mayBeSame(t1, t2) || mayHoldSameBlock(x, y)
            case (.image(_, let x), .image(_, let y)):
                x != nil && x == y
            default:
                false
            }
        }
    }

    private static func firstByte(_ inlines: [Inline]) -> UInt8? {
        for inline in inlines {
            switch inline.kind {
            case .text(let text):
                if let byte = text.utf8.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }) { return byte }
            case .ui(let children), .menu(let children), .kbd(let children), .term(let children), .emphasis(let children),
                 .link(_, let children):
                if let byte = firstByte(children) { return byte }
            }
        }
        return nil
    }

    private static func primarySubtag(_ language: String) -> Substring {
        language.split(separator: "-").first ?? Substring(language)
    }
}
