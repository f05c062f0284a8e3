import HelpCore

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`,
/// escaped as the runner expects, so findings appear as annotations on the diff.
public enum GitHubReporter {
    public static func line(_ diagnostic: Diagnostic) -> String {
        let command = diagnostic.severity == .error ? "error" : "warning"
        let properties = [
            "file=\(escapeProperty(diagnostic.location.file))",
            "line=\(diagnostic.location.line)",
            "col=\(diagnostic.location.column)",
            "title=\(escapeProperty(diagnostic.ruleID))",
        ].joined(separator: ",")
        return "::\(command) \(properties)::\(escapeData(diagnostic.message + " [\(diagnostic.ruleID)]"))"
    }

    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { line($0) + "\n" }.joined()
    }

    /// Line breaks as the runner reads them; other control characters
    /// (an escape sequence would reach the log) written out.
    static func escapeData(_ value: String) -> String {
        PrintableText.escaped(value, keepingLineBreaks: true).replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ value: String) -> String {
        escapeData(value).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
