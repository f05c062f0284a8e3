import HelpCore

/// Exclamation marks in alerts and tooltips.
public struct ExclamationRule: TextRule {
    public static let description = RuleDescription(
        id: "punct.exclamation",
        summary: "Alerts and tooltips keep a neutral tone: no exclamation marks",
        rationale: """
            An alert interrupts people with something they need to know, and a tooltip answers a \
            question they asked; both should stay direct and neutral. An exclamation mark makes an alert \
            sound alarmed or a tooltip sound like a sales pitch. This applies to Korean copy too.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <tooltip id="library.sort"><text xml:lang="en">Sort your recipes↓!</text><text xml:lang="ko">레시피 정렬</text></tooltip>
                """#),
            Example(#"""
                <alert id="saved" kind="informational">
                  <title><text xml:lang="en">Recipe saved</text><text xml:lang="ko">레시피가 저장되었습니다↓!</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tooltip id="library.sort"><text xml:lang="en">Sort your recipes</text><text xml:lang="ko">레시피 정렬</text></tooltip>
                """#),
            Example(#"""
                <string id="welcome"><text xml:lang="en">Welcome!</text><text xml:lang="ko">환영합니다!</text></string>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.tooltip, .alertTitle, .alertMessage, .alertButton]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        switch item.role {
        case .tooltip, .alertTitle, .alertMessage, .alertButton: break
        default: return []
        }
        // Most copy has neither mark: its bytes say so without comparing characters.
        guard item.value.containsByte(UInt8(ascii: "!")) || item.value.unicodeScalars.contains("！"),
              let offset = item.value.firstIndex(where: { $0.isScalar("!") || $0 == "！" })
            .map({ item.value.distance(from: item.value.startIndex, to: $0) }) else { return [] }
        return [context.diagnostic("an exclamation mark in \(item.role == .tooltip ? "a tooltip" : "an alert"); keep the tone neutral", about: item, offset: offset)]
    }
}
