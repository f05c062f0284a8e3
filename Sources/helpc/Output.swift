import Foundation
import HelpCore
import HelpReport

/// Where helpc's words go: results to standard output, everything about the
/// run (summaries, failures, usage) to standard error.
enum Output {
    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// What helpc says about a run quotes ids, keys and paths from the
    /// files it read: their control characters are written out.
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(PrintableText.escaped(text, keepingLineBreaks: true).utf8))
    }

    /// Colour only for a person at a terminal, and never with NO_COLOR set.
    static var standardOutputIsTerminal: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    static func failure(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            if diagnostic.location.line == 0 {
                standardError("helpc: error: \(diagnostic.message)\n")
            } else if diagnostic.ruleID == "io" && diagnostic.location == .file(diagnostic.location.file) {
                // A problem with a whole file (missing, unreadable) is shown by its name alone.
                standardError("\(diagnostic.location.file): error: \(diagnostic.message)\n")
            } else {
                standardError(TextReporter.line(diagnostic) + "\n")
            }
        }
    }
}
