import HelpCore

/// An alert whose button roles leave a key or a choice ambiguous.
public struct AlertButtonRolesRule: EntryRule {
    public static let description = RuleDescription(
        id: "alert.buttons.roles",
        summary: "An alert has at most one default and one cancel button, and more than Cancel alone",
        rationale: """
            The roles say what the keyboard and the system do: Return presses the default button, \
            Escape and Command-period the cancel button, and the system places each where people \
            expect it. Two buttons with the same role leave the key to one of them by chance and the \
            layout to guesswork. An alert whose only button is Cancel cancels nothing: an alert that \
            only informs is acknowledged with OK (role="default"), and one that asks something offers \
            the action too.
            """,
        severity: .error,
        languages: .independent,
        triggering: [
            Example(#"""
                ↓<alert id="signout" kind="confirmation">
                  <title><text xml:lang="en">Sign out of your account?</text><text xml:lang="ko">계정에서 로그아웃하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="later" role="default"><text xml:lang="en">Later</text><text xml:lang="ko">나중에</text></button>
                  <button id="signout" role="default"><text xml:lang="en">Sign Out</text><text xml:lang="ko">로그아웃</text></button>
                </alert>
                """#),
            Example(#"""
                ↓<alert id="exported" kind="informational">
                  <title><text xml:lang="en">Export Complete</text><text xml:lang="ko">내보내기 완료</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <alert id="signout" kind="confirmation">
                  <title><text xml:lang="en">Sign out of your account?</text><text xml:lang="ko">계정에서 로그아웃하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="later"><text xml:lang="en">Later</text><text xml:lang="ko">나중에</text></button>
                  <button id="signout" role="default"><text xml:lang="en">Sign Out</text><text xml:lang="ko">로그아웃</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="exported" kind="informational">
                  <title><text xml:lang="en">Export Complete</text><text xml:lang="ko">내보내기 완료</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .alert(let alert) = entry.kind else { return [] }
        func report(_ message: String) -> Diagnostic {
            context.diagnostic(message, at: entry.location, entry: entry.id, suppressions: entry.suppressions)
        }
        var found: [Diagnostic] = []
        for (role, key) in [(AlertButton.Role.default, "Return"), (.cancel, "Escape")] {
            let ids = alert.buttons.filter { $0.role == role }.map(\.id)
            if ids.count > 1 {
                found.append(report(
                    "buttons \(ids.map { "“\($0)”" }.joinedAsList("and")) \(ids.count == 2 ? "both" : "all") have role=\"\(role.rawValue)\"; \(key) presses only one: give the role to one button"))
            }
        }
        if alert.buttons.count == 1, let only = alert.buttons.first, only.role == .cancel,
           only.copy.texts.allSatisfy({ text in
               text.strings.allSatisfy { WordMatch.equalsAny($0, context.lexicon.forms("cancel", language: text.language)) }
           }) {
            found.append(report(
                "the alert's only button is Cancel, which cancels nothing; acknowledge an alert that informs with OK (role=\"default\"), or offer the action it asks about"))
        }
        return found
    }
}
