import HelpCore

public struct AlertButtonCountRule: EntryRule {
    public static let description = RuleDescription(
        id: "alert.buttons.count",
        summary: "An alert has one to three buttons",
        rationale: """
            An alert people cannot dismiss traps them; one with more than three buttons asks for a \
            decision too complex for an alert. Two buttons is the common case: the action and Cancel. \
            With more choices, use an action sheet or a view of its own.
            """,
        severity: .error,
        languages: .independent,
        triggering: [
            Example(#"""
                ↓<alert id="saved" kind="informational">
                  <title><text xml:lang="en">Recipe saved</text><text xml:lang="ko">레시피가 저장됨</text></title>
                </alert>
                """#),
            Example(#"""
                ↓<alert id="export" kind="confirmation">
                  <title><text xml:lang="en">Export this recipe?</text><text xml:lang="ko">이 레시피를 내보내겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="pdf"><text xml:lang="en">PDF</text><text xml:lang="ko">PDF</text></button>
                  <button id="text"><text xml:lang="en">Text</text><text xml:lang="ko">텍스트</text></button>
                  <button id="image"><text xml:lang="en">Image</text><text xml:lang="ko">이미지</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <alert id="saved" kind="informational">
                  <title><text xml:lang="en">Recipe saved</text><text xml:lang="ko">레시피가 저장됨</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="export" kind="confirmation">
                  <title><text xml:lang="en">Export this recipe?</text><text xml:lang="ko">이 레시피를 내보내겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="pdf"><text xml:lang="en">PDF</text><text xml:lang="ko">PDF</text></button>
                  <button id="text" role="default"><text xml:lang="en">Text</text><text xml:lang="ko">텍스트</text></button>
                </alert>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .alert(let alert) = entry.kind else { return [] }
        let count = alert.buttons.count
        guard count == 0 || count > 3 else { return [] }
        let message = count == 0
            ? "an alert needs at least one button, or people cannot dismiss it"
            : "\(count) buttons; an alert has at most three (use an action sheet for more choices)"
        return [context.diagnostic(message, at: entry.location, entry: entry.id, suppressions: entry.suppressions)]
    }
}
