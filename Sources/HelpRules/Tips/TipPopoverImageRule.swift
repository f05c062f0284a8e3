import HelpCore

public struct TipPopoverImageRule: EntryRule {
    public static let description = RuleDescription(
        id: "tip.popover-image",
        summary: "A popover tip needs no image",
        rationale: """
            A popover tip already points at the feature it describes, so an image beside the text \
            repeats what the arrow shows and takes room from the message. Keep images for inline tips, \
            where nothing else connects the tip to the feature.
            """,
        severity: .warning,
        languages: .independent,
        triggering: [
            Example(#"""
                <tip id="tips.favorite" style="popover" ↓image="star">
                  <title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.timer" ↓image="timer" style="popover">
                  <title><text xml:lang="en">Start a Timer</text><text xml:lang="ko">타이머 시작</text></title>
                </tip>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tip id="tips.favorite" style="inline" image="star">
                  <title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.favorite" style="popover">
                  <title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title>
                </tip>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .tip(let tip) = entry.kind, tip.style == .popover, let image = tip.image else { return [] }
        return [context.diagnostic(
            "a popover tip with image=\"\(image)\"; the popover’s arrow already points at the feature",
            at: entry.location(ofAttribute: "image"), entry: entry.id, suppressions: entry.suppressions)]
    }
}
