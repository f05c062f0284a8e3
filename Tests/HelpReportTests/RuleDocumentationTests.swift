import Foundation
import HelpReport
import HelpRules
import Testing

struct RuleDocumentationTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/rules.md")

    /// docs/rules.md is the catalog as the code has it; regenerate with
    /// `UPDATE_GOLDEN=1 swift test --filter RuleDocumentationTests`.
    @Test func docsMatchTheCode() throws {
        let generated = RuleDocumentation.markdown(RuleCatalog.all)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try Data(generated.utf8).write(to: Self.page)
        }
        let current = try String(contentsOf: Self.page, encoding: .utf8)
        #expect(current == generated, "docs/rules.md is out of date; regenerate it")
    }

    @Test func listShowsEveryRule() {
        let list = RuleDocumentation.list(RuleCatalog.all)
        #expect(list.split(separator: "\n").count == RuleCatalog.all.count)
        #expect(list.range(of: #"(?m)^length\.limit +error +Copy must fit its kind's width budget in every language$"#,
                           options: .regularExpression) != nil)
    }
}
