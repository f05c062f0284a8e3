import HelpCore

/// A diagnostic as one line of compact JSON and back, with every field
/// (fix and suppressions included), so a finding kept in the build cache is
/// reported exactly as the rule made it.
enum DiagnosticCoding {
    static func encode(_ diagnostic: Diagnostic) -> String {
        var members: [(String, JSONValue)] = [
            ("rule", .string(diagnostic.ruleID)), ("severity", .string(diagnostic.severity.rawValue)),
            ("location", location(diagnostic.location)), ("message", .string(diagnostic.message)),
        ]
        if let entry = diagnostic.entry { members.append(("entry", .string(entry))) }
        if let language = diagnostic.language { members.append(("language", .string(language))) }
        if !diagnostic.suppressions.isEmpty {
            members.append(("suppressions", .array(diagnostic.suppressions.map(suppression))))
        }
        if let fix = diagnostic.fix {
            members.append(("fix", .object([
                ("start", .number(fix.range.lowerBound)), ("end", .number(fix.range.upperBound)),
                ("original", .string(fix.original)), ("replacement", .string(fix.replacement)),
            ])))
        }
        return JSONWriter.compact.string(.object(members))
    }

    static func decode(_ line: String) -> Diagnostic? {
        guard let value = try? JSONParser.parse(Array(line.utf8), file: ".helpc-cache", locations: false),
              let rule = value["rule"]?.stringValue,
              let severity = value["severity"]?.stringValue.flatMap(Severity.init(rawValue:)),
              let location = value["location"].flatMap(location),
              let message = value["message"]?.stringValue else { return nil }
        var diagnostic = Diagnostic(rule, severity, at: location, message,
                                    entry: value["entry"]?.stringValue, language: value["language"]?.stringValue)
        if let suppressions = value["suppressions"] {
            guard let list = suppressions.arrayValue else { return nil }
            for item in list {
                guard let suppression = suppression(item) else { return nil }
                diagnostic.suppressions.append(suppression)
            }
        }
        if let fix = value["fix"] {
            guard let start = fix["start"]?.intValue, let end = fix["end"]?.intValue, start <= end,
                  let original = fix["original"]?.stringValue, let replacement = fix["replacement"]?.stringValue else { return nil }
            diagnostic.fix = Fix(range: start..<end, original: original, replacement: replacement)
        }
        return diagnostic
    }

    static func suppression(_ suppression: Suppression) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("rules", .array(suppression.ruleIDs.map(JSONValue.string))), ("location", location(suppression.location)),
        ]
        if let reason = suppression.reason { fields.append(("reason", .string(reason))) }
        return .object(fields)
    }

    static func suppression(_ value: JSONValue) -> Suppression? {
        guard let rules = value["rules"]?.arrayValue?.compactMap(\.stringValue),
              let at = value["location"].flatMap(location) else { return nil }
        return Suppression(ruleIDs: rules, reason: value["reason"]?.stringValue, location: at)
    }

    static func location(_ location: SourceLocation) -> JSONValue {
        .array([.string(location.file), .number(location.line), .number(location.column)])
    }

    static func location(_ value: JSONValue) -> SourceLocation? {
        guard let parts = value.arrayValue, parts.count == 3, let file = parts[0].stringValue,
              let line = parts[1].intValue, let column = parts[2].intValue else { return nil }
        return SourceLocation(file: file, line: line, column: column)
    }
}
