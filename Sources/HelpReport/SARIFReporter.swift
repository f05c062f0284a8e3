import HelpCore
import HelpRules

/// SARIF 2.1.0 (OASIS), as GitHub code scanning accepts it: one run, the
/// rule catalog in `tool.driver.rules`, each finding with its physical
/// location, suppressed findings with an in-source suppression and its reason.
public enum SARIFReporter {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public static func render(_ report: Report) -> String {
        let rules = RuleCatalog.all.map { $0.description }
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driverRules: [JSONValue] = rules.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("name", .string(ruleName(rule.id))),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.rationale))])),
                ("help", .object([("text", .string("\(rule.rationale)\n\nRun `helpc rules \(rule.id)` for examples."))])),
                ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
                ("properties", .object([("tags", .array([.string("helpc"), .string(rule.id.split(separator: ".").first.map(String.init) ?? rule.id)]))])),
            ])
        }
        var results = report.outcome.diagnostics.map { result($0, index: index, suppression: nil) }
        results += report.outcome.suppressed.map { diagnostic in
            result(diagnostic, index: index,
                   suppression: diagnostic.suppressions.first { $0.covers(diagnostic.ruleID) })
        }
        let run: JSONValue = .object([
            ("tool", .object([("driver", .object([
                ("name", .string("helpc")),
                ("version", .string(report.toolVersion)),
                ("semanticVersion", .string(report.toolVersion)),
                ("rules", .array(driverRules)),
            ]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("artifacts", .array(report.files.map { .object([("location", .object([("uri", .string(uri($0)))]))]) })),
            ("results", .array(results)),
        ])
        return JSONWriter.indented.string(.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]))
    }

    private static func result(_ diagnostic: Diagnostic, index: [String: Int], suppression: Suppression?) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.ruleID))]
        if let ruleIndex = index[diagnostic.ruleID] { members.append(("ruleIndex", .number(ruleIndex))) }
        members.append(("level", .string(level(diagnostic.severity))))
        members.append(("message", .object([("text", .string(diagnostic.message))])))
        let line = max(1, diagnostic.location.line)
        let column = max(1, diagnostic.location.column)
        members.append(("locations", .array([.object([
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uri(diagnostic.location.file)))])),
                ("region", .object([("startLine", .number(line)), ("startColumn", .number(column))])),
            ])),
        ])])))
        var properties: [(String, JSONValue)] = []
        if let entry = diagnostic.entry { properties.append(("entry", .string(entry))) }
        if let language = diagnostic.language { properties.append(("language", .string(language))) }
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        if let suppression {
            var details: [(String, JSONValue)] = [("kind", .string("inSource"))]
            if let reason = suppression.reason { details.append(("justification", .string(reason))) }
            members.append(("suppressions", .array([.object(details)])))
        }
        return .object(members)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .off: "none"
        }
    }

    /// `punct.ending` → `PunctEnding`, the PascalCase name SARIF viewers show.
    static func ruleName(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "." || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A relative path as a URI reference: segments percent-encoded.
    static func uri(_ path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")
        return path.unicodeScalars.map { scalar -> String in
            if scalar.isASCII, allowed.contains(Character(scalar)) { return String(scalar) }
            return String(scalar).utf8.map { String(format: "%%%02X", $0) }.joined()
        }.joined()
    }
}
