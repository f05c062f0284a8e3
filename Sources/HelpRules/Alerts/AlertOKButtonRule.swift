import HelpCore

public struct AlertOKButtonRule: EntryRule {
    public static let description = RuleDescription(
        id: "alert.buttons.ok",
        summary: "OK belongs only on informational alerts",
        rationale: """
            OK only acknowledges. When an alert asks people to decide something, a button named for \
            the result (Delete, Replace, Try Again) tells them what will happen; OK makes them reread the \
            message. Keep OK (확인) for alerts that just inform; an alert whose title asks a question \
            (Delete this photo?) asks for a decision whatever its kind.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <alert id="replace" kind="confirmation">
                  <title><text xml:lang="en">Replace your shopping list?</text><text xml:lang="ko">장보기 목록을 대체하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="ok" role="default">↓<text xml:lang="en">OK</text>↓<text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete</text>↓<text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="delete" kind="informational">
                  <title><text xml:lang="en">Delete this photo?</text><text xml:lang="ko">이 사진을 삭제하겠습니까?</text></title>
                  <button id="ok" role="default">↓<text xml:lang="en">OK</text>↓<text xml:lang="ko">확인</text></button>
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
                <alert id="replace" kind="confirmation">
                  <title><text xml:lang="en">Replace your shopping list?</text><text xml:lang="ko">장보기 목록을 대체하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="replace" role="default"><text xml:lang="en">Replace</text><text xml:lang="ko">대체</text></button>
                </alert>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .alert(let alert) = entry.kind else { return [] }
        // An alert without a kind and a single button only informs, unless
        // its title asks a question ("Delete this photo?" with OK alone
        // gives no way to say no, whatever its kind says).
        let asks = Self.titleAsks(alert)
        let informs = alert.kind == .informational || (alert.kind == nil && alert.buttons.count == 1)
        guard !informs || asks else { return [] }
        let decision = informs ? "an alert whose title asks a question; name the button for its answer, and offer Cancel"
            : "an alert that asks for a decision; name the button for its result"
        return alert.buttons.flatMap { button in
            button.copy.texts.compactMap { text -> Diagnostic? in
                let ok = context.lexicon.forms("ok", language: text.language)
                guard text.strings.contains(where: { WordMatch.equalsAny($0, ok) }) else { return nil }
                return context.diagnostic("“\(text.strings.joined())” on \(decision)", about: text, of: entry)
            }
        }
    }

    /// Whether a text of the alert's title ends in a question mark.
    static func titleAsks(_ alert: Alert) -> Bool {
        alert.title?.texts.contains { $0.strings.contains(where: CopyForm.asksQuestion) } ?? false
    }
}
