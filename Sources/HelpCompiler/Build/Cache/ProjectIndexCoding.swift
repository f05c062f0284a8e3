import HelpCore
import HelpRules

/// One file's `ProjectIndex` as a line of compact JSON and back, so a build
/// can run the project-wide rules over files it did not parse again.
///
/// Positional arrays rather than objects, and locations that name their
/// file by its place in the index's `files`: a large project's cache holds
/// every entry and catalog key of every file, and a rebuild decodes them all.
///
///     [files, entries, declared suppressions, languages, translations]
///     entry:       [id, table, kind, location, suppressions, [[key, location]…], links, [[language, title]…]]
///                  or, for a topic with a parent, [… [[language, title]…], parent]
///     translation: [entry, source hash, text hash, language, line, column] or [… column, suppressions]
///     location:    [file, line, column]  (file: index into files, or a path)
///     suppression: [[rule…], location] or [[rule…], location, reason]
///     link:        [["topic" or "href", target], language, location, suppressions]
///                  or, with the particle after a link without text, [… suppressions, [particle, location, [start, end]?]]
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
                ] + (link.particleAfter.map { particle in
                    [.array([.string(particle.form), location(particle.location)]
                            + (particle.bytes.map { [.array([.number($0.lowerBound), .number($0.upperBound)])] } ?? []))]
                } ?? [])) }),
                .array(entry.titles.map { .array([.string($0.language), .string($0.text)]) }),
            ] + (entry.parent.map { [JSONValue.string($0)] } ?? [])) }),
            suppressions(index.declaredSuppressions),
            .array(index.textLanguages.sorted().map(JSONValue.string)),
            .array(index.translations.map { translation in .array([
                .number(Int(translation.entry)), .number(Int(translation.source)), .number(Int(translation.text)),
                .string(translation.language), .number(Int(translation.line)), .number(Int(translation.column)),
            ] + (translation.suppressions.isEmpty ? [] : [suppressions(translation.suppressions)])) }),
        ]))
    }

    /// The index a line holds, or nil if it is not one `encode` wrote.
    /// Read with `CompactJSONReader`: a rebuild of a large project decodes
    /// every file it did not parse, and a JSON tree of each cost a tenth of
    /// the rebuild.
    static func decode(_ line: String) -> ProjectIndex? {
        CompactJSONReader.whole(line, read)
    }

    /// The ids of the entries a line holds, in order, read without the
    /// rest of the facts; nil if it is not a line `encode` wrote. What a
    /// rebuild needs of a file it did not parse when the project-wide
    /// rules need not run again: decoding every file's facts whole was a
    /// twentieth of a one-file rebuild.
    static func entryIDs(_ line: String) -> [String]? {
        CompactJSONReader.whole(line) { reader -> [String]? in
            guard reader.skip("["), reader.skipValue(), reader.skip(","),
                  let ids = reader.array({ reader -> String? in
                      guard reader.skip("["), let id = reader.string() else { return nil }
                      while reader.skip(",") {
                          guard reader.skipValue() else { return nil }
                      }
                      return reader.skip("]") ? id : nil
                  }),
                  reader.skip(","), reader.skipValue(), reader.skip(","), reader.skipValue(), reader.skip(","), reader.skipValue(),
                  reader.skip("]") else { return nil }
            return ids
        }
    }

    private static func read(_ reader: inout CompactJSONReader) -> ProjectIndex? {
        guard reader.skip("["), let files = reader.array({ $0.string() }), reader.skip(",") else { return nil }
        func location(_ reader: inout CompactJSONReader) -> SourceLocation? {
            guard reader.skip("[") else { return nil }
            let file: String
            if reader.peek("\"") {
                guard let path = reader.string() else { return nil }
                file = path
            } else {
                guard let position = reader.integer(), files.indices.contains(position) else { return nil }
                file = files[position]
            }
            guard reader.skip(","), let line = reader.integer(), reader.skip(","), let column = reader.integer(),
                  reader.skip("]") else { return nil }
            return SourceLocation(file: file, line: line, column: column)
        }
        func suppression(_ reader: inout CompactJSONReader) -> Suppression? {
            guard reader.skip("["), let rules = reader.array({ $0.string() }), reader.skip(","),
                  let at = location(&reader) else { return nil }
            var reason: String?
            if reader.skip(",") {
                guard let text = reader.string() else { return nil }
                reason = text
            }
            guard reader.skip("]") else { return nil }
            return Suppression(ruleIDs: rules, reason: reason, location: at)
        }
        func key(_ reader: inout CompactJSONReader) -> (key: String, location: SourceLocation)? {
            guard reader.skip("["), let key = reader.string(), reader.skip(","), let at = location(&reader),
                  reader.skip("]") else { return nil }
            return (key, at)
        }
        func link(_ reader: inout CompactJSONReader) -> ProjectIndex.Link? {
            guard reader.skip("["), reader.skip("["), let kind = reader.string(), reader.skip(","), let target = reader.string(),
                  reader.skip("]"), reader.skip(","), let language = reader.string(), reader.skip(","),
                  let at = location(&reader), reader.skip(","), let suppressions = reader.array(suppression) else { return nil }
            var particle: ProjectIndex.ParticleAfterLink?
            if reader.skip(",") {
                guard reader.skip("["), let form = reader.string(), reader.skip(","), let particleAt = location(&reader) else { return nil }
                var bytes: Range<Int>?
                if reader.skip(",") {
                    guard reader.skip("["), let start = reader.integer(), reader.skip(","), let end = reader.integer(),
                          start <= end, reader.skip("]") else { return nil }
                    bytes = start..<end
                }
                guard reader.skip("]") else { return nil }
                particle = ProjectIndex.ParticleAfterLink(form: form, location: particleAt, bytes: bytes)
            }
            guard reader.skip("]") else { return nil }
            switch kind {
            case "topic": return ProjectIndex.Link(target: .topic(target), language: language, location: at, suppressions: suppressions,
                                                   particleAfter: particle)
            case "href": return ProjectIndex.Link(target: .href(target), language: language, location: at, suppressions: suppressions,
                                                  particleAfter: particle)
            default: return nil
            }
        }
        func title(_ reader: inout CompactJSONReader) -> (language: String, text: String)? {
            guard reader.skip("["), let language = reader.string(), reader.skip(","), let text = reader.string(),
                  reader.skip("]") else { return nil }
            return (language, text)
        }
        func translation(_ reader: inout CompactJSONReader) -> ProjectIndex.Translation? {
            guard reader.skip("["), let entry = reader.integer(), entry >= 0, reader.skip(","),
                  let source = reader.integer(), source >= 0, reader.skip(","), let text = reader.integer(), text >= 0,
                  reader.skip(","), let language = reader.string(), reader.skip(","), let line = reader.integer(),
                  reader.skip(","), let column = reader.integer() else { return nil }
            var suppressions: [Suppression] = []
            if reader.skip(",") {
                guard let list = reader.array(suppression) else { return nil }
                suppressions = list
            }
            guard reader.skip("]") else { return nil }
            return ProjectIndex.Translation(source: UInt64(source), text: UInt64(text), entry: entry, line: line, column: column,
                                            language: language, suppressions: suppressions)
        }
        func entry(_ reader: inout CompactJSONReader) -> ProjectIndex.EntryFacts? {
            guard reader.skip("["), let id = reader.string(), reader.skip(","), let table = reader.string(), reader.skip(","),
                  let kind = reader.string().flatMap(Self.kind), reader.skip(","), let at = location(&reader), reader.skip(","),
                  let suppressions = reader.array(suppression), reader.skip(","), let keys = reader.array(key), reader.skip(","),
                  let links = reader.array(link), reader.skip(","), let titles = reader.array(title) else { return nil }
            var parent: String?
            if reader.skip(",") {
                guard let id = reader.string() else { return nil }
                parent = id
            }
            guard reader.skip("]") else { return nil }
            return ProjectIndex.EntryFacts(id: id, table: table, kind: kind, location: at, suppressions: suppressions,
                                           keys: keys, links: links, titles: titles, parent: parent)
        }
        guard let entries = reader.array(entry), reader.skip(","), let declared = reader.array(suppression), reader.skip(","),
              let languages = reader.array({ $0.string() }), reader.skip(","), let translations = reader.array(translation),
              translations.allSatisfy({ Int($0.entry) < entries.count }), reader.skip("]") else { return nil }
        return ProjectIndex(files: files, entries: entries, declaredSuppressions: declared, textLanguages: Set(languages),
                            translations: translations)
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
}
