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
        ("Click the arrow", ["a tooltip reads best starting with a verb (“Change…”, “Add or remove…”); “Click” isn’t one helpc knows"]),
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
