import HelpCore

public struct TipFrequencyRule: ProjectRule {
    public static let description = RuleDescription(
        id: "tip.frequency",
        summary: "A project with several tips sets a display frequency",
        rationale: """
            Without a display frequency, TipKit may show every eligible tip at once, and people who see \
            tips in a row stop reading them. With more than one tip, set tips.displayFrequency in \
            helpc.json (immediate, hourly, daily, weekly or monthly); the generated Tips.configure call \
            uses it.
            """,
        severity: .warning,
        languages: .independent,
        triggering: [
            Example(#"""
                <tip id="tips.favorite"><title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title></tip>
                ↓<tip id="tips.timer"><title><text xml:lang="en">Start a Timer</text><text xml:lang="ko">타이머 시작</text></title></tip>
                """#),
            Example(#"""
                <tip id="tips.favorite"><title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title></tip>
                ↓<tip id="tips.timer"><title><text xml:lang="en">Start a Timer</text><text xml:lang="ko">타이머 시작</text></title></tip>
                <tip id="tips.share"><title><text xml:lang="en">Share a Collection</text><text xml:lang="ko">모음 공유</text></title></tip>
                """#, config: #"{ "tips": {} }"#),
        ],
        nonTriggering: [
            Example(#"""
                <tip id="tips.favorite"><title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title></tip>
                <tip id="tips.timer"><title><text xml:lang="en">Start a Timer</text><text xml:lang="ko">타이머 시작</text></title></tip>
                """#, config: #"{ "tips": { "displayFrequency": "daily" } }"#),
            Example(#"""
                <tip id="tips.favorite"><title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title></tip>
                """#),
        ])

    public init() {}

    public func check(_ project: ProjectIndex, in context: RuleContext) -> [Diagnostic] {
        guard context.config.tipDisplayFrequency == nil else { return [] }
        let tips = project.entries.filter { $0.kind == .tip }
        guard tips.count > 1 else { return [] }
        let second = tips[1]
        return [context.diagnostic(
            "\(tips.count) tips and no tips.displayFrequency in helpc.json; set one so tips don’t all appear at once",
            at: second.location, entry: second.id, suppressions: second.suppressions)]
    }
}
