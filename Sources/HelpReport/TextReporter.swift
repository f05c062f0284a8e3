import HelpCore

/// clang-style lines, one per diagnostic (control characters in a message
/// written out, `PrintableText`); bold and coloured like clang's when
/// writing to a terminal.
public enum TextReporter {
    public static func line(_ diagnostic: Diagnostic, colored: Bool = false) -> String {
        let location = PrintableText.escaped("\(diagnostic.location)")
        let message = PrintableText.escaped(diagnostic.message)
        guard colored else {
            return "\(location): \(diagnostic.severity.rawValue): \(message) [\(diagnostic.ruleID)]"
        }
        let bold = "\u{1B}[1m"
        let reset = "\u{1B}[0m"
        let color = diagnostic.severity == .error ? "\u{1B}[1;31m" : "\u{1B}[1;35m"
        return "\(bold)\(location): \(color)\(diagnostic.severity.rawValue):\(reset)\(bold) \(message)\(reset) [\(diagnostic.ruleID)]"
    }

    public static func render(_ diagnostics: [Diagnostic], colored: Bool = false) -> String {
        diagnostics.map { line($0, colored: colored) + "\n" }.joined()
    }

    /// "2 errors and 1 warning", for the summary on standard error.
    public static func summary(errors: Int, warnings: Int, suppressed: Int) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        var text = "\(count(errors, "error")) and \(count(warnings, "warning"))"
        if suppressed > 0 { text += " (\(suppressed) suppressed)" }
        return text
    }
}
