import HelpCore
import HelpRules

/// What a report is made from: the findings, the files checked, and the
/// rules that ran, so every format says the same thing.
public struct Report: Sendable {
    public var outcome: RuleEngine.Outcome
    /// The files checked, in order, for formats that list every file.
    public var files: [String]
    public var toolVersion: String

    public init(outcome: RuleEngine.Outcome, files: [String], toolVersion: String) {
        self.outcome = outcome
        self.files = files
        self.toolVersion = toolVersion
    }
}

/// The output formats of `helpc check` and `helpc build`, all rendered from
/// the same diagnostics.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// clang-style `file:line:col: severity: message [rule.id]`, what Xcode,
    /// editors and CI log parsers read.
    case text
    /// `{"diagnostics":[…],"suppressed":[…]}` for tools.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers.
    case sarif
    /// JUnit XML, for CI systems that show test results.
    case junit
    /// GitHub Actions workflow commands (`::error file=…::message`).
    case github

    public func render(_ report: Report, colored: Bool = false) -> String {
        switch self {
        case .text: TextReporter.render(report.outcome.diagnostics, colored: colored)
        case .json: JSONReporter.render(report.outcome)
        case .sarif: SARIFReporter.render(report)
        case .junit: JUnitReporter.render(report)
        case .github: GitHubReporter.render(report.outcome.diagnostics)
        }
    }
}
