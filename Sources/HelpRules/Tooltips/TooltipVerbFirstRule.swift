import HelpCore

public struct TooltipVerbFirstRule: TextRule {
    public static let description = RuleDescription(
        id: "tooltip.verb-first",
        summary: "An English tooltip begins with a verb",
        rationale: """
            A tooltip explains what the control does, and starting with the verb says it in the fewest \
            words: Restore default settings, Add or remove a language from the list. A tooltip that is only \
            its control's name (Brush) is tooltip.repeats-control's finding. The verb list \
            ships with helpc (tooltip-verbs.en) and a project extends it in content/words/.
            """,
        severity: .warning,
        languages: .only(["en"]),
        triggering: [
            Example(#"""
                <tooltip id="library.sort" control="Sort"><text xml:lang="en">↓The order of recipes in the list</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.share" control="Share"><text xml:lang="en">↓Recipe sharing with friends</text><text xml:lang="ko">친구와 레시피 공유</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="ledger.filter" control="Filter"><text xml:lang="en">↓Click to show only this month’s payments</text><text xml:lang="ko">이번 달 결제만 보기</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="canvas.eyedropper" control="Eyedropper"><text xml:lang="en">↓Click anywhere on the canvas to pick up its color</text><text xml:lang="ko">캔버스에서 색상 가져오기</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="canvas.zoom" control="Zoom"><text xml:lang="en">↓Double-click for a closer look</text><text xml:lang="ko">확대해서 보기</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.count" control="Count"><text xml:lang="en">↓Number of recipes in this collection</text><text xml:lang="ko">이 모음의 레시피 수</text></tooltip>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tooltip id="library.sort" control="Sort"><text xml:lang="en">Change the order of recipes in the list</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.favorite" control="Favorite">
                  <state name="off"><text xml:lang="en">Add this recipe to your starred list</text><text xml:lang="ko">별표 목록에 추가</text></state>
                  <state name="on"><text xml:lang="en">Removes this recipe from your starred list</text><text xml:lang="ko">별표 목록에서 제거</text></state>
                </tooltip>
                """#),
            Example(#"""
                <tooltip id="library.star" control="Favorite"><text xml:lang="en">Star this recipe to keep it at the top</text><text xml:lang="ko">이 레시피를 맨 위에 고정</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="notes.lock" control="Lock"><text xml:lang="en">Require your password to open this note</text><text xml:lang="ko">이 메모를 열 때 암호 요구</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="ledger.split" control="Split"><text xml:lang="en">Divide this payment among several categories</text><text xml:lang="ko">이 결제를 여러 카테고리로 나누기</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="pantry.match" control="Pantry"><text xml:lang="en">Match ingredients with what’s in your pantry</text><text xml:lang="ko">재료를 식료품 저장실과 맞춰 보기</text></tooltip>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.tooltip]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .tooltip else { return [] }
        let words = TextSegments.words(item.value)
        guard let first = words.first, !first.text.hasPrefix("%") else { return [] }
        let word = first.text.lowercased()
        let verbs = context.lexicon.tooltipVerbs
        // "Click to filter transactions", "Click anywhere on the canvas to
        // pick up its color": how to use the control, which the pointer over
        // it already knows, before what it does.
        if Self.usingVerbs.contains(word) {
            let purpose = words.indices.dropFirst().first { index in
                index + 1 < words.count && words[index].text.lowercased() == "to"
                    && (index == 1 || Self.isVerb(words[index + 1].text.lowercased(), in: verbs))
            }
            guard let purpose else {
                return [context.diagnostic(
                    "a tooltip says what the control does, not how to use it; begin with what “\(first.text) …” does",
                    about: item, offset: first.offset)]
            }
            let rest = TextSegments.text(of: item.value, characters: words[purpose + 1].offset..<item.value.count)
            let advice = (rest.first.map { String($0).uppercased() } ?? "") + rest.dropFirst()
            let usage = purpose == 1 ? "\(first.text) to …" : "\(first.text) … to …"
            return [context.diagnostic(
                "a tooltip says what the control does, not how to use it: write “\(advice)”, not “\(usage)”",
                about: item, offset: first.offset)]
        }
        if Self.isVerb(word, in: verbs) { return [] }
        if Self.isOnlyTheControlsName(item, in: context) { return [] }
        return [context.diagnostic(
            "a tooltip reads best starting with a verb (“Change…”, “Add or remove…”); “\(first.text)” isn’t one helpc knows",
            about: item, offset: first.offset)]
    }

    /// Whether the tooltip is its control's name and nothing else (Brush for
    /// the Brush button), which tooltip.repeats-control reports when it
    /// runs: one finding for one mistake.
    private static func isOnlyTheControlsName(_ item: CopyItem, in context: RuleContext) -> Bool {
        guard case .tooltip(let tooltip) = item.entry.kind, let control = tooltip.control,
              context.runningRuleIDs.contains(TooltipRepeatsControlRule.description.id),
              !item.text.suppressions.contains(where: { $0.covers(TooltipRepeatsControlRule.description.id) })
        else { return false }
        var text = item.value.trimmingWhitespace
        if let last = text.last, ".:;".contains(last) { text.removeLast() }
        return text.lowercased() == control.lowercased()
    }

    /// Verbs that say how to use a control rather than what it does.
    private static let usingVerbs: Set<String> = ["click", "tap", "press", "double-click", "double-tap", "hover"]

    private static func isVerb(_ word: String, in verbs: Set<String>) -> Bool {
        verbs.contains(word) || baseForms(of: word).contains(where: verbs.contains)
    }

    /// Removes, Copies, Searches → remove, copy, search (descriptive third person).
    static func baseForms(of word: String) -> [String] {
        var forms: [String] = []
        if word.hasSuffix("ies") { forms.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("s") { forms.append(String(word.dropLast())) }
        return forms
    }
}
