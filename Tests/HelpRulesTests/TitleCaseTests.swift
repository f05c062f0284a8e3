import HelpCore
@testable import HelpRules
import Testing

/// A title out of title case is one finding, naming each word that breaks
/// it, and `helpc fix` writes the title as the finding gives it.
struct TitleCaseTests {
    @Test func aTitleIsOneFindingWithItsFix() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <tip id="t"><title><text xml:lang="en">Split a payment between categories</text><text xml:lang="ko">결제 나누기</text></title></tip>
              <undo id="u"><text xml:lang="en">Add ingredient </text><text xml:lang="ko">재료 추가</text></undo>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TitleCaseRule.self])
        #expect(found.map(\.message) == [
            "“payment”, “between” and “categories” break title case; write “Split a Payment Between Categories”",
            "“ingredient” breaks title case; write “Add Ingredient”",
        ])
        let (bytes, _) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains(">Split a Payment Between Categories<") && fixed.contains(">Add Ingredient <"))
        #expect(try RuleExampleRunner.diagnostics(of: fixed, config: Config(), rules: [TitleCaseRule.self]).isEmpty)
    }
}
