import HelpCore

/// An undo action name for platforms that have no undo.
public struct UndoPlatformRule: EntryRule {
    public static let description = RuleDescription(
        id: "undo.platform",
        summary: "Undo action names are written for platforms that have undo",
        rationale: """
            The system shows an undo action name in the Edit menu (Undo Rename), in the alert iPhone \
            shows when it is shaken, and in the bar iPad shows for the undo gesture. Apple TV and Apple \
            Watch have no undo and redo, so an <undo> entry, or one of its texts, written only for tvOS or \
            watchOS is never read: translated and shipped for nothing. Remove it, or let those readers undo \
            the action in the app's own way (a Cancel or Delete button).
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <help version="1" platforms="tvos watchos">↓<undo id="edit.rename"><text xml:lang="en">Rename</text><text xml:lang="ko">이름 변경</text></undo></help>
                """#),
            Example(#"""
                <undo id="edit.rename">
                  <text xml:lang="en" platform="macos ios">Rename</text>
                  ↓<text xml:lang="en" platform="watchos">Rename Workout</text>
                  <text xml:lang="ko" platform="macos ios">이름 변경</text>
                  ↓<text xml:lang="ko" platform="watchos">운동 이름 변경</text>
                </undo>
                """#, config: #"{ "platforms": ["ios", "macos", "watchos"] }"#),
        ],
        nonTriggering: [
            Example(#"""
                <help version="1" platforms="ios ipados macos visionos">
                  <undo id="edit.rename"><text xml:lang="en">Rename</text><text xml:lang="ko">이름 변경</text></undo>
                </help>
                """#),
            Example(#"""
                <help version="1" platforms="tvos watchos">
                  <string id="edit.rename"><text xml:lang="en">Rename</text><text xml:lang="ko">이름 변경</text></string>
                </help>
                """#),
        ])

    public init() {}

    /// Where undo and redo exist: a Mac, iPhone, iPad and Apple Vision Pro.
    static let undoing: PlatformSet = [.macos, .ios, .ipados, .visionos]

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .undo = entry.kind else { return [] }
        return UnshownPlatforms.findings(
            of: entry, shownOn: Self.undoing, in: context,
            whole: { "this undo name is for \($0) only, where there is no undo (a Mac, iPhone, iPad and Apple Vision Pro have it); remove it" },
            text: { "this text is for \($0) only, where there is no undo; remove it" })
    }
}
