import HelpCore

/// clang-style lines, one per diagnostic.
public enum TextReporter {
    public static func line(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"
    }

    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { line($0) + "\n" }.joined()
    }

    /// "2 errors and 1 warning", for the summary on standard error.
    public static func summary(errors: Int, warnings: Int, suppressed: Int) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        var text = "\(count(errors, "error")) and \(count(warnings, "warning"))"
        if suppressed > 0 { text += " (\(suppressed) suppressed)" }
        return text
    }
}
