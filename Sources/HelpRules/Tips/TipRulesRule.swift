import HelpCore

public struct TipRulesRule: EntryRule {
    public static let description = RuleDescription(
        id: "tip.rules",
        summary: "A tip says who it is for with eligibility rules",
        rationale: """
            Apple's guidance asks for rules that bring a tip to the people it helps: someone who already \
            stars recipes gains nothing from a tip about the star, and a tip shown to everyone at the first \
            launch is one of many that teach people to close tips unread. A tip without <rules> is \
            eligible for everyone from the start (TipKit's tip with no #Rule). Give it a <parameter> \
            (the app's state: signed in, has a collection) or an <event> (the person opened a recipe three \
            times, never used the star), or, for a tip that is shown on purpose to everyone, write why in \
            ignore="tip.rules" because="…".
            """,
        severity: .warning,
        languages: .independent,
        triggering: [
            Example(#"""
                ↓<tip id="tips.favorite">
                  <title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title>
                  <message><text xml:lang="en">Tap the star to save a recipe.</text><text xml:lang="ko">별표를 탭하여 레시피를 저장하세요.</text></message>
                </tip>
                """#),
            Example(#"""
                ↓<tip id="tips.timer" style="popover">
                  <title><text xml:lang="en">Start a Timer</text><text xml:lang="ko">타이머 시작</text></title>
                  <options max-display-count="3"/>
                </tip>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tip id="tips.favorite">
                  <title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title>
                  <rules><event name="recipeViewed" min-count="3"/></rules>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.welcome" ignore="tip.rules" because="the first tip every new reader sees">
                  <title><text xml:lang="en">Find Recipes Fast</text><text xml:lang="ko">레시피 빠르게 찾기</text></title>
                </tip>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .tip(let tip) = entry.kind, tip.rules.isEmpty else { return [] }
        return [context.diagnostic(
            "this tip has no <rules>, so TipKit shows it to everyone, people who already use the feature too; "
                + "add a <parameter> or <event> for the people it helps",
            at: entry.location, entry: entry.id, suppressions: entry.suppressions)]
    }
}
