import HelpCore

/// A help page or section titled with a gerund or "How to" rather than an
/// instruction.
public struct HelpTitleImperativeRule: TextRule, EntryRule {
    public static let description = RuleDescription(
        id: "help.title-imperative",
        summary: "A help page's task title is an instruction: Work with layers, not Working with layers or How to work with layers",
        rationale: """
            Apple's help titles a task as what to do, in the imperative: Use Split View on iPad, Back up \
            your iPhone, Get started. Readers scan a list of titles for the thing they want to do, and a \
            title that starts with its verb matches the words they have in mind; a gerund (Working with \
            layers, Getting started) reads as a chapter of a manual and puts an extra syllable before \
            the word they look for. A topic's or a section's English title that starts with a verb's -ing \
            form followed by its object's article or possessive, a preposition or a particle (Adding a \
            layer, Working with layers, Backing up your drawings) is reported with the verb's base form, \
            found among the verbs helpc knows (tooltip-verbs.en, which a project extends); a gerund alone, \
            joined by and, or before a noun (Printing, Sharing and privacy, Drawing tools) names a \
            subject, not a task, and is left alone. A title that starts How to (How to export your data) \
            is the same task with two words more: Export your data. Apple's Korean help titles a task with \
            the verb's 기 form (데이터 내보내기), so a Korean title that ends in a verb's 는 form and 방법 or \
            법 (데이터를 내보내는 방법) is reported with it, and so is one that tells the reader as a \
            sentence does (레이어를 추가하십시오, 메모를 백업하세요: 레이어를 추가하기). helpc fix writes the imperative, and the 기 form \
            where the dictionary tells the verb (만드는 is 만들다's). A warning, as a team's help site may \
            keep a house style.
            """,
        severity: .warning,
        languages: .only(["en", "ko"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <topic id="layers.about">
                  <title><text xml:lang="en">↓Working with layers</text><text xml:lang="ko">레이어로 작업하기</text></title>
                  <body xml:lang="en"><p>Each drawing starts with one layer.</p></body>
                  <body xml:lang="ko"><p>각 드로잉은 레이어 하나로 시작합니다.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="start">
                  <title><text xml:lang="en">Get started</text><text xml:lang="ko">시작하기</text></title>
                  <body xml:lang="en"><section><title>↓Adding a layer</title><p>Tap Add.</p></section></body>
                  <body xml:lang="ko"><section><title>레이어 추가하기</title><p>추가를 탭하십시오.</p></section></body>
                </topic>
                """#),
            Example(#"""
                <topic id="export">
                  <title><text xml:lang="en">↓How to export your drawings</text><text xml:lang="ko">드로잉을 ↓내보내는 방법</text></title>
                  <body xml:lang="en"><section><title>↓How to make a copy</title><p>Choose File &gt; Duplicate.</p></section></body>
                  <body xml:lang="ko"><section><title>사본을 ↓만드는 법</title><p>파일 &gt; 복제를 선택하십시오.</p></section></body>
                </topic>
                """#),
            Example(#"""
                <topic id="start">
                  <title><text xml:lang="en">↓Getting started with Inkwell</text><text xml:lang="ko">Inkwell 시작하기</text></title>
                  <body xml:lang="en"><p>Draw.</p></body>
                  <body xml:lang="ko"><p>그리십시오.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <topic id="layers.about">
                  <title><text xml:lang="en">Work with layers</text><text xml:lang="ko">레이어로 작업하기</text></title>
                  <body xml:lang="en"><section><title>Add a layer</title><p>Tap Add.</p></section></body>
                  <body xml:lang="ko"><section><title>레이어 추가하기</title><p>추가를 탭하십시오.</p></section></body>
                </topic>
                """#),
            Example(#"""
                <topic id="privacy">
                  <title><text xml:lang="en">Sharing and privacy</text><text xml:lang="ko">공유 및 개인 정보 보호</text></title>
                  <body xml:lang="en"><section><title>Printing</title><p>Choose File &gt; Print.</p></section><section><title>Something to try</title><p>Draw.</p></section><section><title>Drawing tools</title><p>Pick one.</p></section></body>
                  <body xml:lang="ko"><section><title>프린트</title><p>파일 &gt; 프린트를 선택하십시오.</p></section><section><title>해 볼 만한 것</title><p>그리십시오.</p></section><section><title>그리기 도구</title><p>하나를 고르십시오.</p></section></body>
                </topic>
                """#),
            Example(#"""
                <topic id="export">
                  <title><text xml:lang="en">Export your drawings</text><text xml:lang="ko">드로잉 내보내기</text></title>
                  <body xml:lang="en"><section><title>Know how to draw</title><p>Draw.</p></section></body>
                  <body xml:lang="ko"><section><title>새로운 방법</title><p>그리십시오.</p></section><section><title>그리는 방법과 도구</title><p>그리십시오.</p></section></body>
                </topic>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.topicTitle]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .topicTitle, let found = Self.instruction(for: item.value, item.language, context) else { return [] }
        return [context.diagnostic(found.message, about: item, offset: found.range.lowerBound,
                                   fix: found.replacement.flatMap { item.fix(replacing: found.range, with: $0) })]
    }

    /// Section titles, at any depth, as a topic's title.
    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        SectionTitles.forEach(in: entry, languages: Self.description.languages) { title, section, language in
            let text = title.plainText
            guard let found = Self.instruction(for: text, language, context) else { return }
            // A title of one run of text is reported where the words to
            // change start, and rewritten in place.
            let run: String? = if title.count == 1, case .text(let value) = title[0].kind { value } else { nil }
            let location = run.map { CharacterPositions.location(of: found.range.lowerBound, in: $0, startingAt: title[0].location) }
            var diagnostic = context.diagnostic(found.message, at: location ?? title.first?.location ?? section.location,
                                                entry: entry.id, language: language, suppressions: section.suppressions)
            if let run, let replacement = found.replacement {
                diagnostic.fix = Fix.replacing(found.range, of: run, at: title[0].sourceBytes, with: replacement)
            }
            result.append(diagnostic)
        }
        return result
    }

    /// What a title that is no instruction should say instead: the
    /// characters to replace, and the instruction when helpc can write it.
    struct Instruction {
        var message: String
        var range: Range<Int>
        var replacement: String?
    }

    static func instruction(for title: String, _ language: String, _ context: RuleContext) -> Instruction? {
        if LanguageTag.isKorean(language) {
            return koreanHowTo(in: title) { context.speller.dictionaryAccepts($0, language: "ko") == true }
                ?? koreanImperative(in: title)
        }
        guard let found = howTo(in: title) ?? gerund(in: title, verbs: context.lexicon.tooltipVerbs) else { return nil }
        let rest = withMinorWordsLowered(title.dropFirst(found.word.count), minorWords: context.lexicon.englishCase.minorWords)
        return Instruction(
            message: "a task’s title is an instruction, as Apple’s help writes it: “\(found.imperative + rest)”, not “\(title)”",
            range: 0..<found.word.count, replacement: found.imperative)
    }

    /// The rest of a title with its capitalized minor words in lower case
    /// (How To Share An Album → Share an album), so the title advised is
    /// in sentence case; other capitals may be names and stay.
    static func withMinorWordsLowered(_ rest: Substring, minorWords: Set<String>) -> String {
        var result = ""
        for (index, word) in rest.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { result += " " }
            let lowered = word.lowercased()
            result += word.first?.isUppercase == true && word.count > 1 && minorWords.contains(lowered) ? lowered : String(word)
        }
        return result
    }

    /// "How to" and the verb after it, and the verb capitalized as How
    /// was: How to export your data → Export your data.
    static func howTo(in title: String) -> (word: String, imperative: String)? {
        let words = TextSegments.words(title)
        guard words.count >= 3, words[0].offset == 0, words[0].text.lowercased() == "how", words[1].text.lowercased() == "to",
              words[2].text.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let verb = words[2].text
        let imperative = title.first?.isUppercase == true ? verb.prefix(1).uppercased() + verb.dropFirst() : verb
        return (String(title.prefix(words[2].offset + verb.count)), imperative)
    }

    /// A Korean title ending in a verb's 는 form and 방법 or 법 (내보내는
    /// 방법, 만드는 법): the verb's 기 form ends Apple's Korean task titles
    /// (내보내기, 만들기). The 는 form drops a stem's final ㄹ (만들다:
    /// 만드는), so a stem without a final consonant is asked of the
    /// dictionary with and without it; when it takes both or neither
    /// (파는: 파다, 팔다) the title is reported without a fix.
    static func koreanHowTo(in title: String, accepts: (String) -> Bool) -> Instruction? {
        let words = TextSegments.words(title)
        guard words.count >= 2, let last = words.last, last.text == "방법" || last.text == "법" else { return nil }
        let verb = words[words.count - 2]
        let syllables = Array(verb.text)
        // A period after the title is punct.ending's: the words before it are read.
        guard syllables.count >= 2, syllables.last!.isScalar("는"), syllables.allSatisfy(Hangul.isHangul),
              last.offset + last.text.count == Self.withoutEndingMark(title).count else { return nil }
        let form = String(syllables.dropLast())
        var stem: String?
        let end = syllables[syllables.count - 2]
        if end.isScalar("하") || Hangul.final(of: end) != Hangul.Final.none {
            stem = form
        } else if let value = end.unicodeScalars.first?.value {
            let withRieul = String(syllables.dropLast(2)) + String(Unicode.Scalar(value + 8)!)
            switch (accepts(form + "다"), accepts(withRieul + "다")) {
            case (true, false): stem = form
            case (false, true): stem = withRieul
            default: stem = nil
            }
        }
        let range = verb.offset..<(last.offset + last.text.count)
        let written = String(title.dropFirst(verb.offset))
        guard let stem else {
            return Instruction(message: "a task’s title is an instruction, as Apple’s Korean help writes it: end it in the verb’s 기 form, not “\(written)”",
                               range: range, replacement: nil)
        }
        let instruction = String(title.prefix(verb.offset)) + stem + "기"
        return Instruction(message: "a task’s title is an instruction, as Apple’s Korean help writes it: “\(instruction)”, not “\(title)”",
                           range: range, replacement: stem + "기")
    }

    /// `title` without a period, question or exclamation mark at its end.
    static func withoutEndingMark(_ title: String) -> String {
        var trimmed = Substring(title)
        while let last = trimmed.last, ".?!".contains(last) { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// A Korean title that tells the reader as a sentence does (레이어를
    /// 추가하십시오, 메모를 백업하세요): Apple's Korean help titles the task
    /// with the verb's 기 form, written for a 하다 verb (추가하기); another
    /// verb's is left to the writer (여세요: 열기).
    static func koreanImperative(in title: String) -> Instruction? {
        // Every ending ends in 오 or 요, perhaps with a period after it:
        // most titles are ruled out by their last scalar, and a question
        // (도움이 필요하세요?) is no task.
        guard let end = title.unicodeScalars.last, end == "오" || end == "요" || end == "." || end == "!" else { return nil }
        let trimmed = withoutEndingMark(title)
        guard let lastScalar = trimmed.unicodeScalars.last, lastScalar == "오" || lastScalar == "요",
              let last = TextSegments.words(trimmed).last, last.offset + last.text.count == trimmed.count,
              let ending = imperativeEndings.first(where: { last.text.hasSuffix($0) }) else { return nil }
        let stemEnd = last.text.dropLast(ending.count)
        guard !stemEnd.isEmpty, stemEnd.allSatisfy(Hangul.isSyllable) else { return nil }
        let range = last.offset..<trimmed.count
        if ending.hasPrefix("하") {
            let rewritten = stemEnd + "하기"
            let instruction = String(trimmed.prefix(last.offset)) + rewritten
            return Instruction(message: "a task’s title is an instruction, as Apple’s Korean help writes it: “\(instruction)”, not “\(title)”",
                               range: range, replacement: String(rewritten))
        }
        return Instruction(message: "a task’s title is an instruction, as Apple’s Korean help writes it: end it in the verb’s 기 form, not “\(title)”",
                           range: range, replacement: nil)
    }

    /// Endings of a sentence that asks the reader to act, 하다's first.
    private static let imperativeEndings = ["하십시오", "하세요", "하시오", "십시오", "세요"]

    /// Words after an -ing word that make it a task's verb: an article or
    /// a possessive before its object, a preposition or a verb's particle
    /// (Adding a layer, Working with layers, Backing up, Getting started).
    /// A noun after it makes the -ing word its modifier (Drawing tools,
    /// Sharing options), and and or a list of subjects (Sharing and privacy).
    static let taskStarts: Set<String> = [
        "a", "an", "the", "your", "my", "our", "their", "his", "her", "its", "this", "that", "these", "those", "it", "them",
        "with", "to", "from", "in", "into", "on", "onto", "for", "by", "up", "down", "out", "off", "over", "back", "around",
        "started", "more", "multiple", "several", "all", "every", "each", "other", "another", "one", "two",
    ]

    /// The -ing word a title starts with and its imperative, capitalized as
    /// the word was, when a word of `taskStarts` follows it and the verb is
    /// one helpc knows: Working → Work, Adding → Add, Sharing → Share,
    /// Getting → Get.
    static func gerund(in title: String, verbs: Set<String>) -> (word: String, imperative: String)? {
        let words = TextSegments.words(title)
        guard words.count >= 2, words[0].offset == 0 else { return nil }
        let word = words[0].text
        let lower = word.lowercased()
        guard lower.count >= 5, lower.hasSuffix("ing"), lower.allSatisfy({ $0.isASCII && $0.isLetter }),
              taskStarts.contains(words[1].text.lowercased()) else { return nil }
        let stem = String(lower.dropLast(3))
        var candidates = [stem, stem + "e"]
        if let last = stem.last, stem.dropLast().last == last { candidates.append(String(stem.dropLast())) }
        guard let base = candidates.first(where: verbs.contains) else { return nil }
        let imperative = word.first?.isUppercase == true ? base.prefix(1).uppercased() + base.dropFirst() : base
        return (word, imperative)
    }
}
