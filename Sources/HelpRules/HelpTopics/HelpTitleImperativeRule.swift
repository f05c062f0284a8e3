import HelpCore

/// A help page or section titled with a gerund rather than an instruction.
public struct HelpTitleImperativeRule: TextRule, EntryRule {
    public static let description = RuleDescription(
        id: "help.title-imperative",
        summary: "A help page's task title is an instruction: Work with layers, not Working with layers",
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
            subject, not a task, and is left alone. helpc fix writes the imperative. A warning, as a team's help site may keep a house \
            style.
            """,
        severity: .warning,
        languages: .only(["en"]),
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
        ])

    public static let copyRoles: Set<CopyRole> = [.topicTitle]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .topicTitle, let found = Self.gerund(in: item.value, verbs: context.lexicon.tooltipVerbs) else { return [] }
        return [context.diagnostic(Self.message(found, in: item.value), about: item, offset: 0,
                                   fix: item.fix(replacing: 0..<found.word.count, with: found.imperative))]
    }

    /// Section titles, at any depth, as a topic's title.
    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        SectionTitles.forEach(in: entry, languages: Self.description.languages) { title, section, language in
            let text = title.plainText
            guard let found = Self.gerund(in: text, verbs: context.lexicon.tooltipVerbs) else { return }
            var diagnostic = context.diagnostic(Self.message(found, in: text), at: title.first?.location ?? section.location,
                                                entry: entry.id, language: language, suppressions: section.suppressions)
            // A title of one run of text is rewritten in place.
            if title.count == 1, case .text(let value) = title[0].kind {
                diagnostic.fix = Fix.replacing(0..<found.word.count, of: value, at: title[0].sourceBytes, with: found.imperative)
            }
            result.append(diagnostic)
        }
        return result
    }

    private static func message(_ found: (word: String, imperative: String), in title: String) -> String {
        "a task’s title is an instruction, as Apple’s help writes it: “\(found.imperative + title.dropFirst(found.word.count))”, not “\(title)”"
    }

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
