import HelpCore

public struct TooltipRepeatsControlRule: TextRule {
    public static let description = RuleDescription(
        id: "tooltip.repeats-control",
        summary: "A tooltip doesn't repeat its control's name",
        rationale: """
            The control's name is already on screen next to the tooltip; repeating it ("Sort: sorts the \
            list") takes room and adds nothing. Describe what the control does. Set control= on the \
            tooltip to the control's visible name; it is looked for in every language's text, since a \
            Latin name often stays untranslated in Korean copy.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <tooltip id="library.sort" control="Sort"><text xml:lang="en">↓Sort the recipes in the list</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.airdrop" control="AirDrop"><text xml:lang="en">Send this recipe to a nearby device</text><text xml:lang="ko">↓AirDrop으로 근처 기기에 레시피 보내기</text></tooltip>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tooltip id="library.sort" control="Sort"><text xml:lang="en">Change the order of recipes in the list</text><text xml:lang="ko">목록의 레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.sort" control="Sort"><text xml:lang="en">Change the order, resorting by date</text><text xml:lang="ko">날짜순으로 순서 변경</text></tooltip>
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
        guard name.mayOccur(in: item.value),
              let offset = TextSearch.Haystack(item.value, ignoringCase: true)
                .offsets(of: name, wholeWords: item.language != "ko").first
        else { return [] }
        return [context.diagnostic(
            "the tooltip repeats its control’s name “\(control)”; describe what the control does instead",
            about: item, offset: offset)]
    }
}
