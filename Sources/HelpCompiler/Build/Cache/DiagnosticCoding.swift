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
            var fixMembers: [(String, JSONValue)] = [
                ("start", .number(fix.range.lowerBound)), ("end", .number(fix.range.upperBound)),
                ("original", .string(fix.original)), ("replacement", .string(fix.replacement)),
            ]
            if let text = fix.text {
                fixMembers.append(("text", .object([
                    ("start", .number(text.bytes.lowerBound)), ("end", .number(text.bytes.upperBound)),
                    ("value", .string(text.value)),
                    ("from", .number(text.characters.lowerBound)), ("to", .number(text.characters.upperBound)),
                    ("markup", .number(text.replacementIsMarkup ? 1 : 0)),
                ])))
            }
            members.append(("fix", .object(fixMembers)))
        }
        return JSONWriter.compact.string(.object(members))
    }

    /// The diagnostic a line holds, or nil if it is not one `encode` wrote
    /// (read with `CompactJSONReader`, members in the order `encode` writes them).
    static func decode(_ line: String) -> Diagnostic? {
        CompactJSONReader.whole(line, read)
    }

    private static func read(_ reader: inout CompactJSONReader) -> Diagnostic? {
        guard reader.skip("{"), reader.member("rule"), let rule = reader.string(), reader.skip(","),
              reader.member("severity"), let severity = reader.string().flatMap(Severity.init(rawValue:)), reader.skip(","),
              reader.member("location"), let location = location(&reader), reader.skip(","),
              reader.member("message"), let message = reader.string() else { return nil }
        var entry: String?
        var language: String?
        var suppressions: [Suppression] = []
        var fix: Fix?
        while reader.skip(",") {
            guard let name = reader.string(), reader.skip(":") else { return nil }
            switch name {
            case "entry":
                guard let value = reader.string() else { return nil }
                entry = value
            case "language":
                guard let value = reader.string() else { return nil }
                language = value
            case "suppressions":
                guard let list = reader.array(suppression) else { return nil }
                suppressions = list
            case "fix":
                guard reader.skip("{"), reader.member("start"), let start = reader.integer(), reader.skip(","),
                      reader.member("end"), let end = reader.integer(), start <= end, reader.skip(","),
                      reader.member("original"), let original = reader.string(), reader.skip(","),
                      reader.member("replacement"), let replacement = reader.string() else { return nil }
                var text: Fix.TextPlace?
                if reader.skip(",") {
                    guard reader.member("text"), reader.skip("{"), reader.member("start"), let textStart = reader.integer(),
                          reader.skip(","), reader.member("end"), let textEnd = reader.integer(), textStart <= textEnd,
                          reader.skip(","), reader.member("value"), let value = reader.string(), reader.skip(","),
                          reader.member("from"), let from = reader.integer(), reader.skip(","),
                          reader.member("to"), let to = reader.integer(), from <= to, reader.skip(","),
                          reader.member("markup"), let markup = reader.integer(), markup == 0 || markup == 1,
                          reader.skip("}") else { return nil }
                    text = Fix.TextPlace(bytes: textStart..<textEnd, value: value, characters: from..<to,
                                         replacementIsMarkup: markup == 1)
                }
                guard reader.skip("}") else { return nil }
                fix = Fix(range: start..<end, original: original, replacement: replacement, text: text)
            default:
                return nil
            }
        }
        guard reader.skip("}") else { return nil }
        var diagnostic = Diagnostic(rule, severity, at: location, message, entry: entry, language: language, suppressions: suppressions)
        diagnostic.fix = fix
        return diagnostic
    }

    private static func suppression(_ reader: inout CompactJSONReader) -> Suppression? {
        guard reader.skip("{"), reader.member("rules"), let rules = reader.array({ $0.string() }), reader.skip(","),
              reader.member("location"), let at = location(&reader) else { return nil }
        var reason: String?
        if reader.skip(",") {
            guard reader.member("reason"), let text = reader.string() else { return nil }
            reason = text
        }
        guard reader.skip("}") else { return nil }
        return Suppression(ruleIDs: rules, reason: reason, location: at)
    }

    private static func location(_ reader: inout CompactJSONReader) -> SourceLocation? {
        guard reader.skip("["), let file = reader.string(), reader.skip(","), let line = reader.integer(), reader.skip(","),
              let column = reader.integer(), reader.skip("]") else { return nil }
        return SourceLocation(file: file, line: line, column: column)
    }

    static func suppression(_ suppression: Suppression) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("rules", .array(suppression.ruleIDs.map(JSONValue.string))), ("location", location(suppression.location)),
        ]
        if let reason = suppression.reason { fields.append(("reason", .string(reason))) }
        return .object(fields)
    }

    static func location(_ location: SourceLocation) -> JSONValue {
        .array([.string(location.file), .number(location.line), .number(location.column)])
    }
}
