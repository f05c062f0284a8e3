import HelpCore

public struct UndoWordsRule: TextRule {
    public static let description = RuleDescription(
        id: "undo.words",
        summary: "Undo and redo action names are one or two words",
        rationale: """
            The system shows the action name after Undo and Redo in the Edit menu and in alerts (Undo \
            Rename, Redo Delete Recipe). A long name makes a long menu item; one or two words say what \
            will be undone.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <undo id="edit.move">↓<text xml:lang="en">Move Recipe to Collection</text><text xml:lang="ko">레시피 이동</text></undo>
                """#),
            Example(#"""
                <undo id="edit.move"><text xml:lang="en">Move Recipe</text>↓<text xml:lang="ko">레시피를 다른 모음으로 이동</text></undo>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <undo id="edit.move"><text xml:lang="en">Move Recipe</text><text xml:lang="ko">레시피 이동</text></undo>
                """#),
            Example(#"""
                <string id="edit.move"><text xml:lang="en">Move Recipe to Collection</text><text xml:lang="ko">레시피를 다른 모음으로 이동</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .undo else { return [] }
        let words = TextSegments.blankSeparatedCount(item.value)
        guard words > 2 else { return [] }
        return [context.diagnostic(
            "\(item.language): \(words) words; an undo action name has one or two",
            at: item.text.location, entry: item.entry.id, language: item.language, suppressions: item.text.suppressions)]
    }
}
