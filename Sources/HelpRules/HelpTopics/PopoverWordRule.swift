import HelpCore

public struct PopoverWordRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "help.popover-word",
        summary: "Help copy doesn't say popover",
        rationale: """
            Popover is a developer's word for a kind of view; readers don't know it and don't need to. \
            Name what they do or choose instead: "choose a color", not "use the color popover". The \
            same goes for 팝오버 in Korean.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <string id="hint.color"><text xml:lang="en">Pick a color in the ↓popover.</text><text xml:lang="ko">↓팝오버에서 색상을 고르세요.</text></string>
                """#),
            Example(#"""
                <topic id="help.color">
                  <title><text xml:lang="en">Color a label</text><text xml:lang="ko">레이블 색상 지정</text></title>
                  <body xml:lang="en"><p>Open the ↓popover and choose a color.</p></body>
                  <body xml:lang="ko"><p>색상을 선택하세요.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="hint.color"><text xml:lang="en">Choose a color for the label.</text><text xml:lang="ko">레이블 색상을 선택하세요.</text></string>
                """#),
            Example(#"""
                <string id="hint.pop"><text xml:lang="en">Pop over to the shopping list.</text><text xml:lang="ko">장보기 목록으로 이동하세요.</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        find(item.value, context).map { context.diagnostic(message($0.0), about: item, offset: $0.1) }.map { [$0] } ?? []
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        find(text.value, context).map { context.diagnostic(message($0.0), about: text, offset: $0.1) }.map { [$0] } ?? []
    }

    private func find(_ string: String, _ context: RuleContext) -> (String, Int)? {
        // The list is read through the context rather than held in a
        // variable of its own, which retained and released it, shared by
        // every thread, for every text.
        guard context.lexicon.popoverWords.mayOccur(in: string) else { return nil }
        let haystack = TextSearch.Haystack(string, ignoringCase: true)
        // An English word as a whole word, before any Korean one.
        return context.lexicon.popoverWords.firstMatch(in: haystack, wholeWords: true,
                                                       including: { context.lexicon.popoverWords.startsWithASCII[$0] })
            ?? context.lexicon.popoverWords.firstMatch(in: haystack, wholeWords: false,
                                                       including: { !context.lexicon.popoverWords.startsWithASCII[$0] })
    }

    private func message(_ word: String) -> String {
        "“\(word)” is a developer’s word; name the action or choice instead"
    }
}
