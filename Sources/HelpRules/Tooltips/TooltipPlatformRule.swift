import HelpCore

/// A tooltip for platforms where no tooltip is ever shown.
public struct TooltipPlatformRule: EntryRule {
    public static let description = RuleDescription(
        id: "tooltip.platform",
        summary: "Tooltips are written for platforms that show them",
        rationale: """
            A tooltip appears where a person holds the pointer over a control: on a Mac (iPhone and iPad \
            apps running there included) and in visionOS, where looking at a control shows it too. Apple \
            TV and Apple Watch have no pointer and show none, so a tooltip, or a tooltip's text, written \
            only for tvOS or watchOS is never read: translated, measured and shipped for nothing. Remove \
            it, or say what the control does where those platforms' readers see it (a help page, a tip). \
            Copy for iOS and iPadOS is kept: those apps show tooltips on a Mac.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <help version="1" platforms="tvos watchos">↓<tooltip id="player.restart" control="Restart"><text xml:lang="en">Play the episode from the start</text><text xml:lang="ko">에피소드를 처음부터 재생</text></tooltip></help>
                """#),
            Example(#"""
                <tooltip id="player.restart" control="Restart">
                  <text xml:lang="en" platform="macos ios">Play the episode from the start</text>
                  ↓<text xml:lang="en" platform="tvos">Press Play to start the episode over</text>
                  <text xml:lang="ko" platform="macos ios">에피소드를 처음부터 재생</text>
                  ↓<text xml:lang="ko" platform="tvos">재생 버튼을 눌러 에피소드를 처음부터 재생</text>
                </tooltip>
                """#, config: #"{ "platforms": ["ios", "macos", "tvos"] }"#),
        ],
        nonTriggering: [
            Example(#"""
                <help version="1" platforms="ios ipados">
                  <tooltip id="player.restart" control="Restart"><text xml:lang="en">Play the episode from the start</text><text xml:lang="ko">에피소드를 처음부터 재생</text></tooltip>
                </help>
                """#),
            Example(#"""
                <help version="1" platforms="tvos watchos">
                  <string id="player.restart"><text xml:lang="en">Press Play to start over</text><text xml:lang="ko">재생 버튼을 눌러 처음부터 재생</text></string>
                </help>
                """#),
        ])

    public init() {}

    /// Where tooltips are shown: a Mac, where iPhone and iPad apps run too, and visionOS.
    static let showing: PlatformSet = [.macos, .ios, .ipados, .visionos]

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .tooltip = entry.kind else { return [] }
        return UnshownPlatforms.findings(
            of: entry, shownOn: Self.showing, in: context,
            whole: { "this tooltip is for \($0) only, where no tooltip is shown (a Mac, with iPhone and iPad apps on it, and visionOS show them); remove it, or tell those readers in a help page or a tip" },
            text: { "this text is for \($0) only, where no tooltip is shown; remove it" })
    }
}
