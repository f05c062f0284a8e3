import HelpCore
import HelpRules

/// One file's `ProjectIndex` as a line of compact JSON and back, so a build
/// can run the project-wide rules over files it did not parse again.
enum ProjectIndexCoding {
    static func encode(_ index: ProjectIndex) -> String {
        JSONWriter.compact.string(.object([
            ("files", .array(index.files.map(JSONValue.string))),
            ("entries", .array(index.entries.map { entry in .object([
                ("id", .string(entry.id)), ("table", .string(entry.table)), ("kind", .string(kindName(entry.kind))),
                ("location", DiagnosticCoding.location(entry.location)),
                ("suppressions", .array(entry.suppressions.map(DiagnosticCoding.suppression))),
                ("keys", .array(entry.keys.map { .array([.string($0.key), DiagnosticCoding.location($0.location)]) })),
                ("links", .array(entry.links.map { link in .object([
                    ("target", target(link.target)), ("language", .string(link.language)),
                    ("location", DiagnosticCoding.location(link.location)),
                    ("suppressions", .array(link.suppressions.map(DiagnosticCoding.suppression))),
                ]) })),
            ]) })),
            ("suppressions", .array(index.declaredSuppressions.map(DiagnosticCoding.suppression))),
            ("languages", .array(index.textLanguages.sorted().map(JSONValue.string))),
        ]))
    }

    static func decode(_ line: String) -> ProjectIndex? {
        guard let value = try? JSONParser.parse(Array(line.utf8), file: ".helpc-cache", locations: false),
              let files = value["files"]?.arrayValue?.compactMap(\.stringValue),
              let entryValues = value["entries"]?.arrayValue,
              let suppressions = value["suppressions"]?.arrayValue.flatMap(suppressions),
              let languages = value["languages"]?.arrayValue?.compactMap(\.stringValue) else { return nil }
        var entries: [ProjectIndex.EntryFacts] = []
        for item in entryValues {
            guard let id = item["id"]?.stringValue, let table = item["table"]?.stringValue,
                  let kind = item["kind"]?.stringValue.flatMap(kind), let location = item["location"].flatMap(DiagnosticCoding.location),
                  let entrySuppressions = item["suppressions"]?.arrayValue.flatMap(Self.suppressions),
                  let keyValues = item["keys"]?.arrayValue, let linkValues = item["links"]?.arrayValue else { return nil }
            var keys: [(key: String, location: SourceLocation)] = []
            for pair in keyValues {
                guard let parts = pair.arrayValue, parts.count == 2, let key = parts[0].stringValue,
                      let at = DiagnosticCoding.location(parts[1]) else { return nil }
                keys.append((key, at))
            }
            var links: [ProjectIndex.Link] = []
            for link in linkValues {
                guard let target = link["target"].flatMap(target), let language = link["language"]?.stringValue,
                      let at = link["location"].flatMap(DiagnosticCoding.location),
                      let linkSuppressions = link["suppressions"]?.arrayValue.flatMap(Self.suppressions) else { return nil }
                links.append(ProjectIndex.Link(target: target, language: language, location: at, suppressions: linkSuppressions))
            }
            entries.append(ProjectIndex.EntryFacts(id: id, table: table, kind: kind, location: location,
                                                   suppressions: entrySuppressions, keys: keys, links: links))
        }
        return ProjectIndex(files: files, entries: entries, declaredSuppressions: suppressions, textLanguages: Set(languages))
    }

    private static func kindName(_ kind: ProjectIndex.EntryFacts.Kind) -> String {
        switch kind {
        case .topic: "topic"
        case .tip: "tip"
        case .other: "other"
        }
    }

    private static func kind(_ name: String) -> ProjectIndex.EntryFacts.Kind? {
        switch name {
        case "topic": .topic
        case "tip": .tip
        case "other": .other
        default: nil
        }
    }

    private static func target(_ target: LinkTarget) -> JSONValue {
        switch target {
        case .topic(let id): .object([("topic", .string(id))])
        case .href(let href): .object([("href", .string(href))])
        }
    }

    private static func target(_ value: JSONValue) -> LinkTarget? {
        if let id = value["topic"]?.stringValue { return .topic(id) }
        if let href = value["href"]?.stringValue { return .href(href) }
        return nil
    }

    private static func suppressions(_ values: [JSONValue]) -> [Suppression]? {
        var result: [Suppression] = []
        for value in values {
            guard let suppression = DiagnosticCoding.suppression(value) else { return nil }
            result.append(suppression)
        }
        return result
    }
}
