import HelpCore

public struct TooltipRepeatsControlRule: TextRule {
    public static let description = RuleDescription(
        id: "tooltip.repeats-control",
        summary: "A tooltip doesn't repeat its control's name",
        rationale: """
            The control's name is already on screen next to the tooltip; repeating it as a label ("Sort: \
            sorts the list", "Click the Sort button to…", a tooltip that is only the name) takes room and \
            adds nothing. Describe what the control does. A name inside that description passes: a Sidebar \
            button's "Show or hide the sidebar" and an Add button's "Add a budget" say what the control does, \
            as tooltip.verb-first asks, and the verb a control is named for is the one that says it. A \
            translation that names the control where its source text doesn't (AirDrop으로 근처 기기에 \
            보내기 for "Send to a nearby device") is reported too, since a Latin name often stays \
            untranslated in Korean copy. Set control= on the tooltip to the control's visible name.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <tooltip id="library.sort" control="Sort"><text xml:lang="en">↓Sort: sorts the recipes in the list</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.airdrop" control="AirDrop"><text xml:lang="en">Send this recipe to a nearby device</text><text xml:lang="ko">↓AirDrop으로 근처 기기에 레시피 보내기</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.share" control="Share"><text xml:lang="en">Click the ↓Share button to send this recipe</text><text xml:lang="ko">↓Share 버튼을 클릭하여 레시피 보내기</text></tooltip>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tooltip id="library.sort" control="Sort"><text xml:lang="en">Change the order of recipes in the list</text><text xml:lang="ko">목록의 레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.sort" control="Sort"><text xml:lang="en">Change the order, resorting by date</text><text xml:lang="ko">날짜순으로 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.sidebar" control="Sidebar"><text xml:lang="en">Show or hide the sidebar</text><text xml:lang="ko">사이드바 보기 또는 가리기</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="budgets.add" control="Add"><text xml:lang="en">Add a budget for this month</text><text xml:lang="ko">이번 달 예산 추가</text></tooltip>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.tooltip]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        // The tooltip is lowered for the search only when it holds the name's start.
        guard item.role == .tooltip, case .tooltip(let tooltip) = item.entry.kind,
              let control = tooltip.control, !control.isEmpty
        else { return [] }
        // Most tooltips don't name their control: those are told by their
        // bytes before a needle is made. One needle, not a `NeedleList`,
        // whose tables cost more to make than the one search they serve.
        guard !TextSearch.surelyLacks(asciiNeedle: control, in: item.value) else { return [] }
        let name = TextSearch.Needle(control)
        let korean = LanguageTag.isKorean(item.language)
        guard name.mayOccur(in: item.value),
              let offset = TextSearch.Haystack(item.value, ignoringCase: true).offsets(of: name, wholeWords: !korean).first
        else { return [] }
        if Self.namesItsControl(item.value, at: offset, length: control.count) {
            return [context.diagnostic(
                "the tooltip repeats its control’s name “\(control)”; describe what the control does instead",
                about: item, offset: offset)]
        }
        let sourceLanguage = context.config.sourceLanguage
        guard item.language != sourceLanguage else { return [] }
        let sources = item.string.copy.texts.filter {
            $0.language == sourceLanguage && $0.scope.overlaps(item.text.scope, within: item.entry.platforms)
        }
        let sourceNamesIt = sources.contains { source in
            guard case .single(let value) = source.value else { return true }
            return !TextSearch.Haystack(value, ignoringCase: true).offsets(of: name, wholeWords: true).isEmpty
        }
        guard !sources.isEmpty, !sourceNamesIt else { return [] }
        return [context.diagnostic(
            "the tooltip repeats its control’s name “\(control)”, which the \(sourceLanguage) text doesn’t; describe what the control does, as it does",
            about: item, offset: offset)]
    }

    /// Whether the name at `offset` labels the control rather than naming
    /// what it acts on: the whole tooltip, or its start before a colon or a
    /// dash ("Sort: sorts the list"), or a name the next word calls a
    /// control (the Sort button, Sort 버튼). A name inside a description
    /// ("Show or hide the sidebar", "Add a note to this payment") says
    /// what the control does, as a tooltip should.
    static func namesItsControl(_ value: String, at offset: Int, length: Int) -> Bool {
        let characters = TextSegments.characters(value)
        let end = offset + length
        guard end <= characters.count else { return false }
        let before = characters[..<offset].filter { !$0.isWhitespace && !CopyForm.closingQuotes.contains($0) && !"“‘\"'".contains($0) }
        let after = String(characters[end...]).trimmingWhitespace
        let trailing = String(after.drop { "”’\"'".contains($0) }).trimmingWhitespace
        if before.isEmpty && (trailing.isEmpty || trailing.allSatisfy { ".:…!".contains($0) }) { return true }
        if before.isEmpty, let mark = trailing.first, ":-–—".contains(mark) { return true }
        return controlWords.contains { trailing.lowercased().hasPrefix($0) }
    }

    /// Words after a name that make it the control's: the Sort button.
    private static let controlWords = ["button", "menu", "icon", "control", "버튼", "메뉴", "아이콘"]
}
