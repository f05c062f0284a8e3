import HelpCore

public struct TipTitleRule: EntryRule {
    public static let description = RuleDescription(
        id: "tip.title",
        summary: "Every tip has a title",
        rationale: """
            A tip's title names the feature in a few words (Save as a Favorite) so people can decide at \
            a glance whether to read on; TipKit shows it in bold above the message. A tip without one \
            is a paragraph floating over the interface.
            """,
        severity: .error,
        languages: .independent,
        triggering: [
            Example(#"""
                ↓<tip id="tips.favorite">
                  <message><text xml:lang="en">Tap the star to save a recipe.</text><text xml:lang="ko">별표를 탭하여 레시피를 저장하세요.</text></message>
                </tip>
                """#),
            Example(#"""
                ↓<tip id="tips.timer" style="inline"/>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tip id="tips.favorite">
                  <title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title>
                  <message><text xml:lang="en">Tap the star to save a recipe.</text><text xml:lang="ko">별표를 탭하여 레시피를 저장하세요.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.timer">
                  <title><text xml:lang="en">Start a Timer</text><text xml:lang="ko">타이머 시작</text></title>
                </tip>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .tip(let tip) = entry.kind, tip.title == nil else { return [] }
        return [context.diagnostic("a tip needs a <title> naming the feature", at: entry.location,
                                   entry: entry.id, suppressions: entry.suppressions)]
    }
}
