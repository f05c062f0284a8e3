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
            <ui>, <menu> and <kbd>, termbase terms, the Apple names and Korean UI words the dictionaries \
            lack that ship with helpc (macOS, VoiceOver, 앱, 동기화), and the words of content/words.txt \
            (one per line: product names, Korean nouns the dictionary lacks; a Korean noun listed there is \
            accepted with any particle or ending, and a Korean verb listed in its dictionary form with \
            the endings of the verb it ends in: 쓸어넘기다, 쓸어넘기면). A hyphenated word is known when each \
            part is (Fn-Q, Option-Command-Esc, iCloud-enabled), and an abbreviation's plural when the \
            abbreviation is (PDFs, URLs). Eight regular Korean shapes hunspell-ko rejects are \
            accepted when Hunspell accepts their parts: a particle followed by 의 (지금까지의, 기기에서의), \
            a particle followed by 든, 나, 도 or another auxiliary particle (어디서든, 이메일로든), \
            a verb joined to 지다 (채워집니다, 만들어진), a noun that takes 하다 joined to the passive \
            suffix 받다 or 당하다, the causative suffix 시키다 or the humble suffix 드리다 (승인받으려면, 해킹당한, \
            연결시키면, 안내드립니다, 연락드릴게요; 당하다 after any noun: 피싱당할), a noun joined to the suffix 별, \
            씩, 순, 님 or 식 or \
            to 길 or 팀 (날짜별로, 하나씩, 최신순, 출퇴근길, 지원팀), a name of two syllables or more joined to 행 \
            (bound for: 도쿄행, 서울행 항공편), a verb joined to the auxiliary verb 주다, 드리다, 보다, 두다 or \
            놓다 (확인해주세요, 기다려주십시오), a noun joined to a form of 하다 or 되다 (플레이하려면, \
            스트리밍됩니다), and a Sino-Korean prefix 미, 재, 비, 무 or 불 joined to a noun (미분류, \
            재시도하세요); a double passive is still reported, with the \
            form meant, whether Hunspell knows it or not (저장되어지므로: 저장되므로; 보여지는: 보이는; \
            잠겨져, 열려진, 닫혀졌습니다, 바뀌어지는: 잠겨, 열린, 닫혔습니다, 바뀌는). A Korean compound run together that the dictionary knows as two words is reported \
            with the two written apart, as Apple's Korean writes them (잠금화면: 잠금 화면). A word that \
            is only a bound noun run together with the word before it (삭제할수) is left to ko.spacing, \
            a verb's -ㄹ form run into 거예요 (시작될거에요) to ko.future-tense, \
            and one whose particle disagrees with the sound before it (목록를) to ko.particle, \
            which reports it with the space to add, and a shortcut with another system's key names \
            (Cmd-F) to help.shortcut, and a noun written for its verb (Please signup) to \
            text.phrasal-verb, unless that rule is off or ignored there. When \
            Hunspell or a dictionary is missing, helpc says once that spelling was not \
            checked, rather than passing in silence. A misspelling people make often (occured, 갯수를, \
            저장되요, 확인할께요) is reported with the word meant and a fix: the pairs ship as \
            words/misspellings.<lang>.txt, which a project extends, and 되요, 되서, 됬, 되있, ㄹ께, 십시요, 슴 for 음 or 습 (완료했슴, 있슴니다), ㄹ려면 (할려면), 않 before 되다 (않되는) or alone (않 보내고) the copula's 에요 after a vowel (상태에요) and 데로 for 대로 after a noun (순서데로) are \
            read by their shape. A file's extension after its period (.ofx, report.pdf) is no word and is skipped. A word written twice in a row (the the, \
            파일을 파일을), each spelt right, is reported too, in English with a fix that deletes the \
            second (that that and had had are English, and a capitalized second word is a name: Walla \
            Walla); a Korean word written twice may be a doubled word written apart (하나 하나 for \
            하나하나), so it has no fix.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <string id="save.hint"><text xml:lang="en">Save the ↓receipe to your list.</text><text xml:lang="ko">목록에 저장하세요.</text></string>
                """#),
            Example(#"""
                <string id="save.hint"><text xml:lang="en">Save it to your list.</text><text xml:lang="ko">목록에 ↓저장합니닥.</text></string>
                """#),
            Example(#"""
                <string id="save.hint"><text xml:lang="en">The recipe ↓occured twice.</text><text xml:lang="ko">레시피가 ↓저장되요.</text></string>
                """#),
            Example(#"""
                <string id="save.hint"><text xml:lang="en">Save the ↓the recipe to your list.</text><text xml:lang="ko">레시피를 ↓레시피를 목록에 저장하세요.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="save.hint"><text xml:lang="en">Save %@ %@ to your list at https://www.example.com/lists, then tap Done. Done.</text><text xml:lang="ko">%@을(를) 목록에 저장하세요.</text></string>
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
        findings(in: item.value, item.language, suppressions: item.text.suppressions, context).map { found in
            context.diagnostic(found.message, about: item, offset: found.offset,
                               fix: found.fix.flatMap { item.fix(replacing: $0.range, with: $0.replacement) })
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return findings(in: text.value, text.language, suppressions: text.suppressions, context).map { found in
            context.diagnostic(found.message, about: text, offset: found.offset,
                               fix: found.fix.flatMap { text.fix(replacing: $0.range, with: $0.replacement) })
        }
    }

    /// A finding in one text's value, told the same way for a string and a
    /// topic's text.
    struct Finding {
        var message: String
        var offset: Int
        var fix: (range: Range<Int>, replacement: String)?
    }

    private func findings(in value: String, _ language: String, suppressions: [Suppression],
                          _ context: RuleContext) -> [Finding] {
        let words = TextSegments.words(value)
        let doubled = DoubledWord.repeats(in: value, words: words).map { word, offset in
            Finding(message: Self.doubledMessage(word, language), offset: offset,
                    fix: DoubledWord.isFixable(in: language) ? ((offset - 1)..<(offset + word.count), "") : nil)
        }
        let found = misspellings(value, words, language, context)
        // Nearly every text is spelt right: its shortcuts are looked for only when one is not.
        guard !found.isEmpty else { return doubled }
        let shortcuts = Self.shortcutsLeftToTheirRule(in: value, context, suppressions: suppressions)
        let phrasalVerbs = Self.phrasalVerbsLeftToTheirRule(in: value, language, context, suppressions: suppressions)
        return doubled + found.compactMap { word, offset in
            guard !Self.leftToSpacing(word, at: offset, in: value, language, context, suppressions: suppressions),
                  !Self.leftToParticles(word, at: offset, in: value, language, context, suppressions: suppressions),
                  !Self.leftToFutureTense(word, language, context, suppressions: suppressions),
                  !Self.leftToKoreanPunctuation(word, language, context, suppressions: suppressions),
                  !shortcuts.contains(where: { $0.contains(offset) }),
                  !phrasalVerbs.contains(offset) else { return nil }
            if let meant = Self.meant(word, at: offset, in: value, language, context) {
                return Finding(message: Self.misspelledMessage(word, meant), offset: offset,
                               fix: (offset..<offset + word.count, meant))
            }
            return Finding(message: Self.message(word, language, context.speller), offset: offset)
        }
    }

    /// The word a known misspelling meant, when the copy holds the word as
    /// found at `offset` (a fix replaces exactly it).
    private static func meant(_ word: String, at offset: Int, in value: String, _ language: String,
                              _ context: RuleContext) -> String? {
        let checker = context.speller.checker(for: language)
        guard let meant = context.lexicon.misspellings(language).correction(of: word, accepts: checker.isCorrect) else { return nil }
        let characters = TextSegments.characters(value)
        guard offset + word.count <= characters.count,
              characters[offset..<offset + word.count].elementsEqual(word) else { return nil }
        return meant
    }

    private static func misspelledMessage(_ word: String, _ meant: String) -> String {
        if KnownMisspellings.withoutDoublePassive(word) != nil {
            return "“\(word)” is passive twice (되어지다, 보여지다); write “\(meant)”"
        }
        return "“\(word)” is misspelled; write “\(meant)”"
    }

    private static func doubledMessage(_ word: String, _ language: String) -> String {
        DoubledWord.isFixable(in: language)
            ? "“\(word)” is written twice in a row; delete one"
            : "“\(word)” is written twice in a row; delete one, or write a doubled word as one (하나하나)"
    }

    /// The character ranges of shortcuts written with another system's key
    /// names (Cmd-F, Ctrl+C) that `help.shortcut`, running on this text,
    /// reports with Apple's writing: a second finding that Cmd is no word
    /// would only repeat it.
    static func shortcutsLeftToTheirRule(in value: String, _ context: RuleContext,
                                         suppressions: [Suppression]) -> [Range<Int>] {
        let shortcut = KeyboardShortcutRule.description.id
        guard context.runningRuleIDs.contains(shortcut), !suppressions.contains(where: { $0.covers(shortcut) }) else { return [] }
        return KeyboardShortcutRule.proseShortcuts(in: value).map(\.range)
    }

    /// Where `text.phrasal-verb`, running on this text, reports a noun
    /// written for its verb that the dictionary lacks too (Please signup,
    /// Signin to sync): it names the verb to write, which a finding that
    /// signup is no word would only repeat.
    static func phrasalVerbsLeftToTheirRule(in value: String, _ language: String, _ context: RuleContext,
                                            suppressions: [Suppression]) -> Set<Int> {
        let phrasal = PhrasalVerbRule.description.id
        guard PhrasalVerbRule.description.languages.covers(language), context.runningRuleIDs.contains(phrasal),
              !suppressions.contains(where: { $0.covers(phrasal) }) else { return [] }
        return Set(PhrasalVerbRule.findings(in: value, verbs: context.lexicon.phrasalVerbs).map(\.range.lowerBound))
    }

    /// Whether `rule`, a Korean rule, runs on this text: the language is
    /// Korean, the rule is on, and no suppression covers it; a word it
    /// reports is left to it.
    private static func koreanRuleRuns(_ rule: String, _ language: String, _ context: RuleContext,
                                       suppressions: [Suppression]) -> Bool {
        LanguageTag.isKorean(language) && context.runningRuleIDs.contains(rule)
            && !suppressions.contains(where: { $0.covers(rule) })
    }

    /// Whether a Korean word is only a bound noun run together with the word
    /// before it (삭제할수, 저장한것, 사용한지 before a span of time) or -지
    /// and 않다 (하지않습니다): every part `ko.spacing` cuts it into
    /// is spelt right, and that rule, running on this text, reports the
    /// word with the space to add; a second finding about the same word
    /// would only repeat it.
    static func leftToSpacing(_ word: String, at offset: Int, in value: String, _ language: String, _ context: RuleContext,
                              suppressions: [Suppression]) -> Bool {
        guard koreanRuleRuns(KoreanSpacingRule.description.id, language, context, suppressions: suppressions) else { return false }
        // 사용한지 1년: the bound noun 지 (since), told by the span after it.
        if word.unicodeScalars.last == "지", KoreanSpacingRule.endsInTimeSince(word, endingAt: offset + word.count, in: value),
           context.speller.checker(for: language).isCorrect(String(word.dropLast())) {
            return true
        }
        // 몇 분후에: a span counted by a Korean numeral and 후, 전 or 뒤 run together.
        if KoreanSpacingRule.followsKoreanNumeral(offset, in: value),
           KoreanSpacingRule.timeNounRunTogether(TextSegments.Segment(text: word, offset: 0), placeholder: "") != nil {
            return true
        }
        // 안함: the adverb 안 and a form of 하다 run together.
        if KoreanSpacingRule.negatedHadaRunTogether(TextSegments.Segment(text: word, offset: 0), context.speller) != nil { return true }
        // 하지않습니다: -지 and 않다 run together, each spelt right.
        if KoreanSpacingRule.negatedAuxiliaryRunTogether(TextSegments.Segment(text: word, offset: 0), context.speller) != nil { return true }
        let cuts = KoreanSpacingRule.boundNouns(in: TextSegments.Segment(text: word, offset: 0)).map(\.range.lowerBound)
        guard !cuts.isEmpty else { return false }
        let characters = Array(word)
        let bounds = [0] + Set(cuts).sorted() + [characters.count]
        let checker = context.speller.checker(for: language)
        return zip(bounds, bounds.dropFirst()).allSatisfy { start, end in
            start < end && checker.isCorrect(String(characters[start..<end]))
        }
    }

    /// Whether a Korean word is words joined by the letter ㆍ (araea) for
    /// a middle dot (사진ㆍ동영상), each spelt right: `ko.punct`, running
    /// on this text, reports the mark with the · to write, after which
    /// the words stand apart.
    static func leftToKoreanPunctuation(_ word: String, _ language: String, _ context: RuleContext,
                                        suppressions: [Suppression]) -> Bool {
        guard word.unicodeScalars.contains("\u{318D}"),
              koreanRuleRuns(KoreanPunctuationRule.description.id, language, context, suppressions: suppressions) else { return false }
        let checker = context.speller.checker(for: language)
        let parts = word.split(separator: "\u{318D}").map(String.init)
        return !parts.isEmpty && parts.allSatisfy { checker.isCorrect($0) }
    }

    /// Whether a Korean word is a verb's -ㄹ form run together with 거예요,
    /// 것입니다 and the like (시작될거에요): `ko.future-tense`, running on
    /// this text, reports it with the present tense to write, when the
    /// verb's form is spelt right; a second finding would only repeat it.
    static func leftToFutureTense(_ word: String, _ language: String, _ context: RuleContext,
                                  suppressions: [Suppression]) -> Bool {
        guard koreanRuleRuns(KoreanFutureTenseRule.description.id, language, context, suppressions: suppressions),
              let verb = KoreanFutureTenseRule.verbRunTogether(in: word) else { return false }
        return context.speller.checker(for: language).isCorrect(verb)
    }

    /// Whether a Korean word ends in a particle that disagrees with the
    /// sound before it (목록를, 연필으로): `ko.particle`, running on this
    /// text, reports the particle with the one to write, which the
    /// dictionary accepts; a second finding about the same word would only
    /// repeat it.
    static func leftToParticles(_ word: String, at offset: Int, in value: String, _ language: String, _ context: RuleContext,
                                suppressions: [Suppression]) -> Bool {
        guard koreanRuleRuns(ParticleAgreementRule.description.id, language, context, suppressions: suppressions) else { return false }
        let segment = TextSegments.Segment(text: word, offset: offset)
        guard let finding = ParticleAgreementRule.withinHangulWord(segment, scalars: nil, context.speller) else { return false }
        // 지정해아 합니다: a vowel's 아 that calls no one is ko.particle's only before a comma or "!".
        return !finding.isVocative || ParticleAgreementRule.isAddressed(segment, value)
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

    private static func message(_ word: String, _ language: String, _ speller: Speller) -> String {
        let unknown = "“\(word)” is not in the \(language) dictionary, the termbase or content/words.txt"
        guard let apart = speller.writtenApart(word, language: language) else { return unknown }
        return unknown + "; written apart, “\(apart)” is"
    }

    /// `words`: the value's `TextSegments.words`, which the doubled words
    /// were read from too.
    private func misspellings(_ value: String, _ words: [TextSegments.Segment], _ language: String,
                              _ context: RuleContext) -> [(String, Int)] {
        // Characters are made only when a character is more than one scalar
        // or the text may hold a URL or placeholder: scalars answer the rest.
        // Both are constants, not a lazily filled variable, which the
        // closures below would capture in a box of its own for every text.
        let scalars = TextSegments.scalars(value)
        let mayHoldSkipped = Self.mayHoldSkippedText(value)
        let characters = scalars == nil || mayHoldSkipped ? TextSegments.characters(value) : []
        let skipped = mayHoldSkipped ? Self.skippedRanges(in: characters) : []
        let speller = context.speller.checker(for: language)
        let koreanMisspellings = LanguageTag.isKorean(language) ? context.lexicon.misspellings(language) : nil
        let listedMisspellings = koreanMisspellings == nil ? context.lexicon.misspellings(language) : nil
        var found: [(String, Int)] = []
        for segment in words {
            if !skipped.isEmpty, skipped.contains(where: { $0.contains(segment.offset) }) { continue }
            // Told for every word rather than in a closure reading the
            // arrays when asked: the closure's captures were retained and
            // released around each word.
            let afterAttaching = segment.offset > 0
                && (scalars.map { Self.attachesParticle($0[segment.offset - 1]) } ?? Self.attachesParticle(characters[segment.offset - 1]))
            let part = Self.checkablePart(of: segment) { _ in afterAttaching }
            if let (word, offset) = part,
               !speller.isCorrect(word) || koreanMisspellings?.isMisspelling(acceptedWord: word) == true
                   || listedMisspellings?.isListed(acceptedWord: word) == true,
               !Self.isFileExtension(word, at: offset, scalars: scalars, characters: characters) {
                found.append((word, offset))
            }
        }
        return found
    }

    /// Whether an unknown word is a file's extension, right after a period
    /// (.ofx, report.pdf, photo.heic): up to six ASCII letters and digits,
    /// which no dictionary holds and copy about files writes all the time.
    static func isFileExtension(_ word: String, at offset: Int, scalars: [Unicode.Scalar]?, characters: [Character]) -> Bool {
        guard offset > 0, (1...6).contains(word.utf8.count),
              word.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
        else { return false }
        if let scalars { return scalars[offset - 1] == "." }
        return characters[offset - 1] == "."
    }

    /// Whether the text has a byte that starts or marks what
    /// `skippedRanges` skips (`%`, `@`, `:`, `www.`); most copy has none,
    /// and no other character equals these.
    static func mayHoldSkippedText(_ value: String) -> Bool {
        value.withUTF8Bytes { bytes in
            var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
            for byte in bytes {
                if byte == UInt8(ascii: "%") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: ":") { return true }
                if byte == UInt8(ascii: "."), previous == (0x77, 0x77, 0x77) { return true }
                previous = (previous.1, previous.2, byte)
            }
            return false
        }
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
    static func checkablePart(of segment: TextSegments.Segment, attachesParticle: (Int) -> Bool) -> (String, Int)? {
        asciiOrHangulPart(of: segment, attachesParticle: attachesParticle)
            ?? partByCharacter(of: segment, attachesParticle: attachesParticle)
    }

    /// `checkablePart` through `Character`s alone, for any word.
    static func partByCharacter(of segment: TextSegments.Segment, attachesParticle: (Int) -> Bool) -> (String, Int)? {
        let word = segment.text
        guard word.first?.isScalar("%") != true, word.contains(where: \.isLetter), !word.contains(where: \.isNumber) else { return nil }
        if word.allSatisfy({ $0.isUppercase || !$0.isLetter }) { return nil }
        var run = ""
        var isHangulRun: Bool?
        for character in word {
            let hangul = character.unicodeScalars.contains(where: TermIndex.isHangul)
            if let current = isHangulRun, current != hangul { break }
            isHangulRun = hangul
            run.append(character)
        }
        // Hangul right after a placeholder or a digit is a particle or counter.
        if isHangulRun == true, segment.offset > 0, attachesParticle(segment.offset - 1) { return nil }
        let trimmed = run.trimmingCharacters(in: CharacterSet(charactersIn: "-'’"))
        return trimmed.isEmpty ? nil : (trimmed, segment.offset)
    }

    /// Whether a Hangul run right after this character is a particle or
    /// counter: a digit, a placeholder's `@`, a Latin letter.
    static func attachesParticle(_ before: Character) -> Bool {
        before.isNumber || before == "@" || (before.isLetter && !before.unicodeScalars.contains(where: TermIndex.isHangul))
    }

    /// `attachesParticle` for a character that is one scalar, ASCII told
    /// without `Character` properties.
    static func attachesParticle(_ before: Unicode.Scalar) -> Bool {
        switch before.value {
        case 0x30...0x39, 0x40, 0x41...0x5A, 0x61...0x7A: true
        case 0..<0x80: false
        default: attachesParticle(Character(before))
        }
    }

    /// `checkablePart` for a word of ASCII and Hangul syllables only (nearly
    /// every word), read from its UTF-8 bytes; nil for any other word, and
    /// `.some(nil)` for a word with nothing to check.
    static func asciiOrHangulPart(of segment: TextSegments.Segment, attachesParticle: (Int) -> Bool) -> (String, Int)?? {
        segment.text.withUTF8Bytes { bytes -> (String, Int)?? in
            var hasLetter = false, hasDigit = false, hasLowercase = false
            var runIsHangul: Bool?
            var inRun = true
            // Where the run's first and last characters that are not joiners
            // (- ' ’) start and end, in bytes.
            var keptStart: Int?
            var keptEnd = 0
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                let value: UInt32
                let width: Int
                if lead < 0x80 {
                    value = UInt32(lead)
                    width = 1
                } else if lead & 0xF0 == 0xE0 {
                    value = bytes.threeByteScalar(at: index)
                    width = 3
                } else {
                    return nil
                }
                let isJoiner: Bool
                switch value {
                case 0x61...0x7A, 0xAC00...0xD7A3: hasLetter = true; hasLowercase = true; isJoiner = false
                case 0x41...0x5A: hasLetter = true; isJoiner = false
                case 0x30...0x39: hasDigit = true; isJoiner = false
                case 0x27, 0x2D, 0x2019: isJoiner = true
                default: return nil
                }
                let hangul = (0xAC00...0xD7A3).contains(value)
                if runIsHangul == nil { runIsHangul = hangul }
                if inRun && runIsHangul == hangul {
                    if !isJoiner {
                        if keptStart == nil { keptStart = index }
                        keptEnd = index + width
                    }
                } else {
                    inRun = false
                }
                index += width
            }
            guard hasLetter, !hasDigit, hasLowercase else { return .some(nil) }
            if runIsHangul == true, segment.offset > 0, attachesParticle(segment.offset - 1) { return .some(nil) }
            guard let keptStart else { return .some(nil) }
            // Nearly always the whole word, with nothing to trim: no copy then.
            if keptStart == 0 && keptEnd == bytes.count { return (segment.text, segment.offset) }
            return (String(decoding: UnsafeBufferPointer(rebasing: bytes[keptStart..<keptEnd]), as: UTF8.self), segment.offset)
        }
    }
}
