import HelpCore

/// Copy wider than its kind's budget once translated.
public struct LengthLimitRule: TextRule {
    public static let description = RuleDescription(
        id: "length.limit",
        summary: "Copy must fit its kind's width budget in every language",
        rationale: """
            Tooltips should stay within 60 to 75 characters, tip titles and button titles must fit on \
            one line, alert titles on two, and localization often makes copy longer. helpc measures the \
            room copy takes, not its letter count: one column per grapheme cluster, two for East Asian \
            Wide and Fullwidth characters (UAX #11), so a Korean string is held to the space it takes on \
            screen. Budgets: tooltip 75 (warning above 60), tip title 40, tip message 150, alert title \
            80 (two lines of about 40), alert message 240 (about six lines: a warning, as an alert that \
            scrolls hides its buttons below what people must read first), button title 20 and at most two words (in Korean a negation \
            counts with its verb, and the head of a spaced compound noun — 사항, 공간, 화면, 센터, 목록, \
            정보 — with the noun before it: 저장 안 함, 변경 사항 폐기 and 저장 공간 관리 are two, as \
            Don't Save, Discard Changes and Manage Storage are). Change them in \
            helpc.json (budgets) or per tooltip with max-length. Undo names are undo.words' concern.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <tooltip id="library.sort">↓<text xml:lang="en">Change the order in which the recipes in this collection are listed, by name or by date</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.sort"><text xml:lang="en">Change the order of recipes</text>↓<text xml:lang="ko">이 모음에 있는 레시피가 목록에 표시되는 순서를 이름이나 날짜 기준으로 변경</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.sort" max-length="20">↓<text xml:lang="en">Change the order of recipes</text><text xml:lang="ko">순서 변경</text></tooltip>
                """#),
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive">↓<text xml:lang="en">Delete Recipe Forever</text><text xml:lang="ko">삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="open" kind="informational">
                  <title><text xml:lang="en">Can’t Open Recipe</text><text xml:lang="ko">레시피를 열 수 없음</text></title>
                  <message>↓<text xml:lang="en">This recipe was made with a newer version of Recipes, which keeps ingredients, steps, timers, photos and notes in a format this version can’t read. Update Recipes from the App Store on this device, or ask the person who sent it to share it again from an older version, then open it here.</text><text xml:lang="ko">새로운 버전의 레시피에서 만든 레시피입니다. 앱을 업데이트하십시오.</text></message>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <alert id="open" kind="informational">
                  <title><text xml:lang="en">Can’t Open Recipe</text><text xml:lang="ko">레시피를 열 수 없음</text></title>
                  <message><text xml:lang="en">This recipe was made with a newer version of Recipes. Update Recipes from the App Store, then try again.</text><text xml:lang="ko">새로운 버전의 레시피 앱에서 만든 레시피입니다. App Store에서 레시피 앱을 업데이트한 다음 다시 시도하십시오.</text></message>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <tooltip id="library.sort"><text xml:lang="en">Change the order of recipes in the list</text><text xml:lang="ko">목록의 레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.sort" max-length="120"><text xml:lang="en">Change the order in which the recipes in this collection are listed, by name or by date</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.sort"><text xml:lang="en">Change the order of the recipes in this collection by name or date</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#, config: #"{ "rules": { "length.limit": "error" }, "budgets": { "tooltipWarning": 70 } }"#),
            Example(#"""
                <alert id="save" kind="confirmation">
                  <title><text xml:lang="en">Save changes to this recipe?</text><text xml:lang="ko">이 레시피의 변경 사항을 저장하겠습니까?</text></title>
                  <button id="dont" role="destructive"><text xml:lang="en">Don’t Save</text><text xml:lang="ko">저장 안 함</text></button>
                  <button id="discard" role="destructive"><text xml:lang="en">Discard Changes</text><text xml:lang="ko">변경 사항 폐기</text></button>
                  <button id="save" role="default"><text xml:lang="en">Save</text><text xml:lang="ko">저장</text></button>
                </alert>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        let budgets = context.config.budgets
        let budget: Int
        var softLimit: Int?
        var wordLimit: Int?
        var scrolls = false
        switch item.role {
        case _ where item.string.copy.widthBudget != nil:
            budget = item.string.copy.widthBudget!
        case .tooltip:
            if case .tooltip(let tooltip) = item.entry.kind, let maxLength = tooltip.maxLength {
                budget = maxLength
            } else {
                budget = budgets.tooltip
                softLimit = budgets.tooltipWarning
            }
        case .tipTitle: budget = budgets.tipTitle
        case .tipMessage: budget = budgets.tipMessage
        case .alertTitle: budget = budgets.alertTitle
        case .alertMessage:
            budget = budgets.alertMessage
            scrolls = true
        case .alertButton:
            budget = budgets.alertButton
            wordLimit = 2
        default: return []
        }
        let columns = context.width.columns(item.value)
        var location: SourceLocation { item.text.location }
        var found: [Diagnostic] = []
        if columns > budget, scrolls {
            found.append(context.diagnostic(
                "\(item.language): \(columns) columns, budget \(budget) (about \(budget / 40) lines); a longer alert message scrolls: keep what people need to decide and move the rest to a help topic",
                at: location, entry: item.entry.id, language: item.language, suppressions: item.text.suppressions,
                severity: .warning))
        } else if columns > budget {
            found.append(context.diagnostic(
                "\(item.language): \(columns) columns, budget \(budget); shorten the copy",
                at: location, entry: item.entry.id, language: item.language, suppressions: item.text.suppressions))
        } else if let softLimit, columns > softLimit {
            found.append(context.diagnostic(
                "\(item.language): \(columns) columns, more than \(softLimit) (budget \(budget)); tooltips read best short",
                at: location, entry: item.entry.id, language: item.language, suppressions: item.text.suppressions,
                severity: .warning))
        }
        if let wordLimit, case let words = CopyWordCount.count(item.value, language: item.language), words > wordLimit {
            found.append(context.diagnostic(
                "\(item.language): \(words) words; a button title has at most \(wordLimit)",
                at: location, entry: item.entry.id, language: item.language, suppressions: item.text.suppressions))
        }
        return found
    }
}
