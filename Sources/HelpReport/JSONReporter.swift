import HelpCore
import HelpRules

/// The JSON report: a stable shape other tools and later helpc commands rely
/// on. Keys are written in a fixed order; absent entry or language is null.
public enum JSONReporter {
    public static func render(_ outcome: RuleEngine.Outcome) -> String {
        JSONWriter.indented.string(.object([
            ("diagnostics", .array(outcome.diagnostics.map { value($0) })),
            ("suppressed", .array(outcome.suppressed.map { diagnostic in
                var object = value(diagnostic)
                let reason = diagnostic.suppressions.first { $0.covers(diagnostic.ruleID) }?.reason
                if case .object(var members) = object.kind {
                    members.append(JSONMember(key: "reason", value: reason.map(JSONValue.string) ?? .null))
                    object = JSONValue(.object(members))
                }
                return object
            })),
        ]))
    }

    static func value(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("file", .string(diagnostic.location.file)),
            ("line", .number(diagnostic.location.line)),
            ("column", .number(diagnostic.location.column)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("rule", .string(diagnostic.ruleID)),
            ("message", .string(diagnostic.message)),
            ("entry", diagnostic.entry.map(JSONValue.string) ?? .null),
            ("language", diagnostic.language.map(JSONValue.string) ?? .null),
        ])
    }
}
