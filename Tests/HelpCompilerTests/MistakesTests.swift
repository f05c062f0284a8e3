import Foundation
import HelpCompiler
import HelpCore
import HelpRules
import Testing

/// A project written the way writers make mistakes: every rule fires, each
/// at the line where the mistake is, and nothing else fires.
struct MistakesTests {
    @Test func everyRuleFiresAtTheExpectedPlace() throws {
        let folder = Helpc.fixtures.appendingPathComponent("projects/mistakes")
        let workspace = try Workspace.open(directory: folder, configPath: nil)
        let result = try Compiler(workspace: workspace).checkedProject()
        let found = result.outcome.diagnostics.map {
            "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID)"
        }
        let expectedText = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        let expected = expectedText.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        #expect(found == expected)
        let fired = Set(result.outcome.diagnostics.map(\.ruleID))
        let missing = RuleCatalog.ids.subtracting(fired).sorted()
        #expect(missing.isEmpty, "no mistake triggers \(missing)")
        #expect(result.outcome.suppressed.map(\.ruleID) == ["translation.missing"])
    }
}
