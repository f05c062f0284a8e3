import HelpCore

public struct AlertCancelButtonRule: EntryRule {
    public static let description = RuleDescription(
        id: "alert.buttons.cancel",
        summary: "Destructive alerts offer Cancel, and a cancel button is titled Cancel",
        rationale: """
            An alert that can destroy data must let people back out, with a button whose role is cancel. \
            That button is titled Cancel (취소 in Korean), which people recognize at a glance; a cancel \
            button titled Keep or Don't Delete makes them read every button to find the safe one. An \
            alert that offers something rather than destroying it may decline it as Apple's own prompts \
            do: Not Now (나중에, or 다음에 as Korean apps write it) beside Turn On, Later or Remind Me Later (나중에 알림) beside Update (the not-now list). Where another button cancels \
            something itself — Cancel Subscription, 구독 취소 — a second Cancel beside it would say the \
            opposite with the same word, and the cancel button may name what it keeps (Keep Subscription).
            """,
        severity: .error,
        triggering: [
            Example(#"""
                ↓<alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <button id="keep" role="cancel"><text xml:lang="en">Cancel</text>↓<text xml:lang="ko">유지</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="discard" kind="confirmation">
                  <title><text xml:lang="en">Discard changes?</text><text xml:lang="ko">변경 사항을 버리겠습니까?</text></title>
                  <button id="keep" role="cancel">↓<text xml:lang="en">Keep Editing</text><text xml:lang="ko">취소</text></button>
                  <button id="discard" role="destructive"><text xml:lang="en">Discard</text><text xml:lang="ko">버리기</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="offline" kind="informational">
                  <title><text xml:lang="en">You’re offline</text><text xml:lang="ko">오프라인 상태임</text></title>
                  <button id="ok" role="cancel">↓<text xml:lang="en">OK</text>↓<text xml:lang="ko">확인</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="saved" kind="informational">
                  <title><text xml:lang="en">Recipe saved</text><text xml:lang="ko">레시피가 저장됨</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="plan" kind="destructive">
                  <title><text xml:lang="en">Cancel your plan?</text><text xml:lang="ko">플랜을 취소하겠습니까?</text></title>
                  <button id="keep" role="cancel"><text xml:lang="en">Keep Plan</text><text xml:lang="ko">플랜 유지</text></button>
                  <button id="end" role="destructive"><text xml:lang="en">Cancel Plan</text><text xml:lang="ko">플랜 취소</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="timers" kind="confirmation">
                  <title><text xml:lang="en">Turn on timer alerts?</text><text xml:lang="ko">타이머 알림을 켜겠습니까?</text></title>
                  <button id="later" role="cancel"><text xml:lang="en">Not Now</text><text xml:lang="ko">나중에</text></button>
                  <button id="on" role="default"><text xml:lang="en">Turn On</text><text xml:lang="ko">켜기</text></button>
                </alert>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .alert(let alert) = entry.kind else { return [] }
        var found: [Diagnostic] = []
        let cancelButtons = alert.buttons.filter { $0.role == .cancel }
        if alert.kind == .destructive && cancelButtons.isEmpty {
            found.append(context.diagnostic(
                "a destructive alert needs a button with role=\"cancel\" so people can back out",
                at: entry.location, entry: entry.id, suppressions: entry.suppressions))
        }
        for button in cancelButtons {
            for text in button.copy.texts {
                let expected = context.lexicon.list("cancel", language: text.language)
                let forms = context.lexicon.forms("cancel", language: text.language)
                guard !expected.isEmpty, !text.strings.allSatisfy({ WordMatch.equalsAny($0, forms) }) else { continue }
                if alert.kind != .destructive,
                   text.strings.allSatisfy({ WordMatch.equalsAny($0, context.lexicon.forms("not-now", language: text.language)) }) {
                    continue
                }
                // Cancel Subscription?: where another button cancels
                // something itself (Cancel Subscription, 구독 취소), a
                // second Cancel beside it would say the opposite with the
                // same word; the safe button may name what it keeps.
                let othersCancel = alert.buttons.contains { other in
                    other.role != .cancel && other.copy.texts.contains { otherText in
                        otherText.language == text.language && otherText.strings.contains { string in
                            TextSegments.words(string).contains { WordMatch.equalsAny($0.text, forms) }
                        }
                    }
                }
                if othersCancel { continue }
                // An alert's only button, OK, is an informational alert's
                // acknowledgement given the cancel role (as SwiftUI code
                // often does): the role is what to change, not the title.
                let acknowledges = alert.buttons.count == 1
                    && text.strings.allSatisfy { WordMatch.equalsAny($0, context.lexicon.forms("ok", language: text.language)) }
                let advice = acknowledges ? "; an informational alert's only OK button takes role=\"default\"" : ""
                found.append(context.diagnostic(
                    "a cancel button is titled \(expected.map { "“\($0)”" }.joined(separator: " or ")), not “\(text.strings.joined())”\(advice)",
                    about: text, of: entry))
            }
        }
        return found
    }
}
