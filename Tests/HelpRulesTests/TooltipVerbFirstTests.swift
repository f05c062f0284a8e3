import HelpCore
@testable import HelpRules
import Testing

/// What tooltip.verb-first says about a tooltip's first word.
struct TooltipVerbFirstTests {
    static func messages(_ english: String) throws -> [String] {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><tooltip id="t" control="Filter"><text xml:lang="en">\(english)</text><text xml:lang="ko">거래 필터링</text></tooltip></help>
            """
        return try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TooltipVerbFirstRule.self]).map(\.message)
    }

    @Test(arguments: [
        // How to use the control, before what it does: the advice drops it.
        ("Click to filter transactions", ["a tooltip says what the control does, not how to use it: write “Filter transactions”, not “Click to …”"]),
        ("Double-click to open this month’s report", ["a tooltip says what the control does, not how to use it: write “Open this month’s report”, not “Double-click to …”"]),
        // Verbs of the shipped list, in their descriptive forms too.
        ("Divide this payment among categories", []), ("Estimates what you’ll spend", []), ("Plan next month’s budget", []),
        // A noun phrase is no verb, however common.
        ("Number of transactions in this category", ["a tooltip reads best starting with a verb (“Change…”, “Add or remove…”); “Number” isn’t one helpc knows"]),
        // A using verb further from its purpose; or with none: click is a
        // verb, but the wrong one to begin with.
        ("Click anywhere on the canvas to pick up its color", ["a tooltip says what the control does, not how to use it: write “Pick up its color”, not “Click … to …”"]),
        ("Tap twice to zoom", ["a tooltip says what the control does, not how to use it: write “Zoom”, not “Tap … to …”"]),
        ("Click the arrow", ["a tooltip says what the control does, not how to use it; begin with what “Click …” does"]),
        ("Press and hold to see more options", ["a tooltip says what the control does, not how to use it: write “See more options”, not “Press … to …”"]),
        // "to" before no verb is no purpose.
        ("Click next to a layer", ["a tooltip says what the control does, not how to use it; begin with what “Click …” does"]),
    ])
    func firstWords(_ english: String, _ expected: [String]) throws {
        #expect(try Self.messages(english) == expected)
    }

    /// A tooltip that is only its control's name is one mistake, reported by
    /// tooltip.repeats-control; without that rule, by this one.
    @Test func aTooltipThatIsTheControlsNameIsReportedOnce() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><tooltip id="t" control="Brush"><text xml:lang="en">Brush.</text><text xml:lang="ko">브러시</text></tooltip></help>
            """
        let both = try RuleExampleRunner.diagnostics(of: xml, config: Config(),
                                                     rules: [TooltipVerbFirstRule.self, TooltipRepeatsControlRule.self])
        #expect(both.map(\.ruleID) == ["tooltip.repeats-control"])
        let alone = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TooltipVerbFirstRule.self])
        #expect(alone.map(\.ruleID) == ["tooltip.verb-first"])
    }
}

/// A tooltip repeats its control's name when it labels the control with
/// it; a name inside a description of what the control does passes, and a
/// translation that adds the name its source leaves out is reported.
struct TooltipRepeatsControlTests {
    static func findings(_ control: String, _ english: String, _ korean: String) throws -> [String] {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><tooltip id="t" control="\(control)"><text xml:lang="en">\(english)</text><text xml:lang="ko">\(korean)</text></tooltip></help>
            """
        return try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TooltipRepeatsControlRule.self]).map { $0.language ?? "" }
    }

    @Test(arguments: [
        ("Sidebar", "Show or hide the sidebar", "사이드바 보기 또는 가리기", [String]()),
        ("Add", "Add a new budget", "새 예산 추가", []),
        ("Export", "Export as PDF", "PDF로 내보내기", []),
        ("Reconcile", "Reconcile this account with your bank statement", "이 계좌를 은행 내역서와 대조", []),
        ("Notes", "Add a note to this transaction", "이 거래에 메모 추가", []),
        ("Sort", "Sort: sorts the list", "정렬: 목록 정렬", ["en"]),
        ("Sort", "Sort", "정렬", ["en"]),
        ("Sort", "Click the Sort button to change the order", "순서 변경", ["en"]),
        ("AirDrop", "Send to a nearby device", "AirDrop으로 근처 기기에 보내기", ["ko"]),
        ("AirDrop", "Send with AirDrop to a nearby device", "AirDrop으로 근처 기기에 보내기", []),
        ("Share", "Send this recipe", "Share 버튼으로 레시피 보내기", ["ko"]),
    ])
    func labelsAreReportedAndDescriptionsPass(_ control: String, _ english: String, _ korean: String, _ expected: [String]) throws {
        #expect(try Self.findings(control, english, korean) == expected)
    }
}
