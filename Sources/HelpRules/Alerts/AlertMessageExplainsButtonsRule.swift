import Foundation
import HelpCore

public struct AlertMessageExplainsButtonsRule: TextRule {
    public static let description = RuleDescription(
        id: "alert.message.explains-buttons",
        summary: "An alert message doesn't explain which button to press",
        rationale: """
            If the buttons are named for their results, the message doesn't need to say "Click OK to \
            continue" or "확인을 누르면 삭제됩니다"; such sentences add reading and break when a button is \
            renamed or the platform says tap instead of click. Use the message for what people need to \
            know to decide.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <message><text xml:lang="en">↓Click Delete to remove it from all your devices.</text><text xml:lang="ko">모든 기기에서 제거됩니다.</text></message>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="saved" kind="informational">
                  <title><text xml:lang="en">Recipe saved</text><text xml:lang="ko">레시피가 저장됨</text></title>
                  <message><text xml:lang="en">You can find it in your library.</text><text xml:lang="ko">↓확인을 누르면 보관함으로 돌아갑니다.</text></message>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <message><text xml:lang="en">It will be removed from all your devices.</text><text xml:lang="ko">모든 기기에서 제거됩니다.</text></message>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="sync" kind="informational">
                  <title><text xml:lang="en">Unable to Sync Recipes</text><text xml:lang="ko">레시피를 동기화할 수 없음</text></title>
                  <message><text xml:lang="en">Choose a network in Settings, then try again.</text><text xml:lang="ko">설정에서 네트워크를 선택한 다음 다시 시도하세요.</text></message>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.alertMessage]

    public init() {}

    private static let englishVerbs = ["click", "tap", "press", "choose", "select", "hit", "push"]
    private static let koreanVerbs = ["누르", "눌러", "클릭", "탭", "선택"]
    /// The verbs looked for together, in one reading of the message.
    private static let englishVerbList = TextSearch.NeedleList(englishVerbs)
    private static let koreanVerbList = TextSearch.NeedleList(koreanVerbs)

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .alertMessage, case .alert(let alert) = item.entry.kind else { return [] }
        // The message read once for all the phrases looked for in it.
        let value = item.value
        let isKorean = LanguageTag.isKorean(item.language)
        let haystack = TextSearch.Haystack(value, ignoringCase: !isKorean)
        if isKorean {
            guard Self.koreanVerbList.occurs(in: haystack, wholeWords: false) else { return [] }
        } else {
            guard Self.englishVerbList.occurs(in: haystack, wholeWords: true) else { return [] }
        }
        // In button order, each once: a set's order changes from run to run,
        // and with two buttons explained the finding named either.
        var seen: Set<String> = []
        let titles = (alert.buttonTitles(in: item.language)
            + context.lexicon.list("ok", language: item.language)
            + context.lexicon.list("cancel", language: item.language)).filter { seen.insert($0).inserted }
        if isKorean {
            for title in titles {
                for suffix in ["을 ", "를 ", " 버튼을 ", " 버튼을", " 버튼", "을", "를", " "] {
                    for verb in Self.koreanVerbs {
                        if let offset = haystack.offsets(of: title + suffix + verb).first {
                            return [finding(item, context, at: offset, title)]
                        }
                    }
                }
            }
            return []
        }
        for verb in Self.englishVerbs where !haystack.offsets(of: verb, wholeWords: true).isEmpty {
            for title in titles {
                for quote in [("", ""), ("“", "”"), ("\"", "\"")] {
                    let phrase = "\(verb) \(quote.0)\(title.lowercased())\(quote.1)"
                    if let offset = haystack.offsets(of: phrase, wholeWords: true).first {
                        return [finding(item, context, at: offset, title)]
                    }
                }
            }
        }
        return []
    }

    private func finding(_ item: CopyItem, _ context: RuleContext, at offset: Int, _ title: String) -> Diagnostic {
        context.diagnostic(
            "the message explains the \(title) button; name buttons for their results and use the message for what people need to decide",
            about: item, offset: offset)
    }
}
