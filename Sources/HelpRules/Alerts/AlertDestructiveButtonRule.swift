import HelpCore

public struct AlertDestructiveButtonRule: EntryRule {
    public static let description = RuleDescription(
        id: "alert.buttons.destructive",
        summary: "A destructive alert marks its destructive button, and an alert with one is destructive",
        rationale: """
            The system shows a button with the destructive role in red, so people see which choice \
            deletes before they read it. A destructive alert whose delete button has the default role \
            looks as safe as any other; an alert of another kind with a destructive button is one \
            that can destroy data, and must offer Cancel as destructive alerts do (alert.buttons.cancel), \
            so it is kind="destructive".
            """,
        severity: .warning,
        languages: .independent,
        triggering: [
            Example(#"""
                ↓<alert id="clear" kind="destructive">
                  <title><text xml:lang="en">Clear the shopping list?</text><text xml:lang="ko">장보기 목록을 지우겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="clear" role="default"><text xml:lang="en">Clear List</text><text xml:lang="ko">목록 지우기</text></button>
                </alert>
                """#),
            Example(#"""
                ↓<alert id="discard" kind="confirmation">
                  <title><text xml:lang="en">Discard your changes?</text><text xml:lang="ko">변경 사항을 버리겠습니까?</text></title>
                  <button id="keep" role="default"><text xml:lang="en">Keep Editing</text><text xml:lang="ko">계속 편집</text></button>
                  <button id="discard" role="destructive"><text xml:lang="en">Discard</text><text xml:lang="ko">버리기</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <alert id="clear" kind="destructive">
                  <title><text xml:lang="en">Clear the shopping list?</text><text xml:lang="ko">장보기 목록을 지우겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="clear" role="destructive"><text xml:lang="en">Clear List</text><text xml:lang="ko">목록 지우기</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="archive" kind="confirmation">
                  <title><text xml:lang="en">Archive last year’s budgets?</text><text xml:lang="ko">작년 예산을 보관하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="archive" role="default"><text xml:lang="en">Archive</text><text xml:lang="ko">보관</text></button>
                </alert>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .alert(let alert) = entry.kind, !alert.buttons.isEmpty else { return [] }
        let marked = alert.buttons.contains { $0.role == .destructive }
        let message: String
        switch (alert.kind == .destructive, marked) {
        case (true, false):
            message = "a destructive alert marks the button that destroys data role=\"destructive\", so the system shows it as one"
        case (false, true):
            message = "an alert with a destructive button is kind=\"destructive\", so it offers Cancel as destructive alerts do"
        default:
            return []
        }
        return [context.diagnostic(message, at: entry.location, entry: entry.id, suppressions: entry.suppressions)]
    }
}
