import HelpCore
import HelpRules

/// One file's `ProjectIndex` as a line of compact JSON and back, so a build
/// can run the project-wide rules over files it did not parse again.
///
/// Positional arrays rather than objects, and locations that name their
/// file by its place in the index's `files`: a large project's cache holds
/// every entry and catalog key of every file, and a rebuild decodes them all.
///
///     [files, entries, declared suppressions, languages]
///     entry:       [id, table, kind, location, suppressions, [[key, location]…], links]
///     location:    [file, line, column]  (file: index into files, or a path)
///     suppression: [[rule…], location] or [[rule…], location, reason]
///     link:        [["topic" or "href", target], language, location, suppressions]
enum ProjectIndexCoding {
    static func encode(_ index: ProjectIndex) -> String {
        let positions = Dictionary(index.files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func location(_ location: SourceLocation) -> JSONValue {
            .array([positions[location.file].map(JSONValue.number) ?? .string(location.file),
                    .number(location.line), .number(location.column)])
        }
        func suppressions(_ list: [Suppression]) -> JSONValue {
            .array(list.map { suppression in
                .array([.array(suppression.ruleIDs.map(JSONValue.string)), location(suppression.location)]
                       + (suppression.reason.map { [JSONValue.string($0)] } ?? []))
            })
        }
        return JSONWriter.compact.string(.array([
            .array(index.files.map(JSONValue.string)),
            .array(index.entries.map { entry in .array([
                .string(entry.id), .string(entry.table), .string(kindName(entry.kind)), location(entry.location),
                suppressions(entry.suppressions),
                .array(entry.keys.map { .array([.string($0.key), location($0.location)]) }),
                .array(entry.links.map { link in .array([
                    target(link.target), .string(link.language), location(link.location), suppressions(link.suppressions),
                ]) }),
            ]) }),
            suppressions(index.declaredSuppressions),
            .array(index.textLanguages.sorted().map(JSONValue.string)),
        ]))
    }

    static func decode(_ line: String) -> ProjectIndex? {
        guard let value = try? JSONParser.parse(Array(line.utf8), file: ".helpc-cache", locations: false),
              let parts = value.arrayValue, parts.count == 4,
              let fileValues = parts[0].arrayValue, let entryValues = parts[1].arrayValue,
              let languageValues = parts[3].arrayValue else { return nil }
        var files: [String] = []
        for file in fileValues {
            guard let path = file.stringValue else { return nil }
            files.append(path)
        }
        func location(_ value: JSONValue) -> SourceLocation? {
            guard let parts = value.arrayValue, parts.count == 3, let line = parts[1].intValue,
                  let column = parts[2].intValue else { return nil }
            if let position = parts[0].intValue {
                guard files.indices.contains(position) else { return nil }
                return SourceLocation(file: files[position], line: line, column: column)
            }
            return parts[0].stringValue.map { SourceLocation(file: $0, line: line, column: column) }
        }
        func suppressions(_ value: JSONValue) -> [Suppression]? {
            guard let items = value.arrayValue else { return nil }
            var result: [Suppression] = []
            for item in items {
                guard let parts = item.arrayValue, parts.count == 2 || parts.count == 3, let ruleValues = parts[0].arrayValue,
                      let at = location(parts[1]) else { return nil }
                let rules = ruleValues.compactMap(\.stringValue)
                guard rules.count == ruleValues.count else { return nil }
                let reason = parts.count == 3 ? parts[2].stringValue : nil
                if parts.count == 3 && reason == nil { return nil }
                result.append(Suppression(ruleIDs: rules, reason: reason, location: at))
            }
            return result
        }
        guard let declared = suppressions(parts[2]) else { return nil }
        let languages = languageValues.compactMap(\.stringValue)
        guard languages.count == languageValues.count else { return nil }
        var entries: [ProjectIndex.EntryFacts] = []
        entries.reserveCapacity(entryValues.count)
        for item in entryValues {
            guard let fields = item.arrayValue, fields.count == 7, let id = fields[0].stringValue, let table = fields[1].stringValue,
                  let kind = fields[2].stringValue.flatMap(kind), let at = location(fields[3]),
                  let entrySuppressions = suppressions(fields[4]), let keyValues = fields[5].arrayValue,
                  let linkValues = fields[6].arrayValue else { return nil }
            var keys: [(key: String, location: SourceLocation)] = []
            keys.reserveCapacity(keyValues.count)
            for pair in keyValues {
                guard let parts = pair.arrayValue, parts.count == 2, let key = parts[0].stringValue,
                      let keyAt = location(parts[1]) else { return nil }
                keys.append((key, keyAt))
            }
            var links: [ProjectIndex.Link] = []
            for link in linkValues {
                guard let parts = link.arrayValue, parts.count == 4, let target = target(parts[0]),
                      let language = parts[1].stringValue, let linkAt = location(parts[2]),
                      let linkSuppressions = suppressions(parts[3]) else { return nil }
                links.append(ProjectIndex.Link(target: target, language: language, location: linkAt, suppressions: linkSuppressions))
            }
            entries.append(ProjectIndex.EntryFacts(id: id, table: table, kind: kind, location: at,
                                                   suppressions: entrySuppressions, keys: keys, links: links))
        }
        return ProjectIndex(files: files, entries: entries, declaredSuppressions: declared, textLanguages: Set(languages))
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
        case .topic(let id): .array([.string("topic"), .string(id)])
        case .href(let href): .array([.string("href"), .string(href)])
        }
    }

    private static func target(_ value: JSONValue) -> LinkTarget? {
        guard let parts = value.arrayValue, parts.count == 2, let kind = parts[0].stringValue,
              let target = parts[1].stringValue else { return nil }
        switch kind {
        case "topic": return .topic(target)
        case "href": return .href(target)
        default: return nil
        }
    }
}
