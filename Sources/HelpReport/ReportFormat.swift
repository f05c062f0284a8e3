import HelpCore
import HelpRules

/// The output formats of `helpc check` and `helpc build`, all rendered from
/// the same diagnostics.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// clang-style `file:line:col: severity: message [rule.id]`, what Xcode,
    /// editors and CI log parsers read.
    case text
    /// `{"diagnostics":[…],"suppressed":[…]}` for tools.
    case json

    public func render(_ outcome: RuleEngine.Outcome) -> String {
        switch self {
        case .text: TextReporter.render(outcome.diagnostics)
        case .json: JSONReporter.render(outcome)
        }
    }
}
