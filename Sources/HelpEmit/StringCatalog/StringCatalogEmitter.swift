import HelpCore

/// Builds one Xcode string catalog (`<Table>.xcstrings`) per table.
///
/// Mapping (docs/catalogs.md): every localizable piece of an entry is a key
/// with `extractionState` `manual`; platform scopes become `device`
/// variations; plural texts become `plural` variations; input scopes become
/// separate keys `<key>#<input>`, since catalogs have no input variation. A
/// translation whose `source` fingerprint no longer matches is `needs_review`;
/// a language without text gets no unit.
public enum StringCatalogEmitter {
    /// File name → contents, for every table in the project.
    public static func emit(_ project: Project) -> [String: [UInt8]] {
        var outputs: [String: [UInt8]] = [:]
        for table in project.tables {
            outputs["\(table).xcstrings"] = catalogBytes(table: table, project: project)
        }
        return outputs
    }

    /// The `.xcstrings` file of `catalog(table:project:)`, each key's unit
    /// made as it is written: the catalogs of a million entries made whole
    /// as values first were 0.7 GB of the build's peak memory.
    public static func catalogBytes(table: String, project: Project) -> [UInt8] {
        OutputChunk.collected { write(table: table, project: project, to: $0) }
    }

    /// `catalogBytes`, handed to `write` a chunk at a time (`OutputChunk`)
    /// as it is made: a build writes each chunk to disk as it comes.
    public static func write(table: String, project: Project, chunkSize: Int = OutputChunk.size,
                             to write: ([UInt8]) -> Void) {
        JSONWriter.xcode.write(streaming: members(table: table, project: project), chunkSize: chunkSize, to: write)
    }

    /// The catalog of `table` as one value, for reading back in a program
    /// (the importer's round trip); builds write `catalogBytes`.
    public static func catalog(table: String, project: Project) -> JSONValue {
        .object(members(table: table, project: project).map { ($0.key, $0.value.whole) })
    }

    /// The catalog's members, its strings' units made only when asked for.
    private static func members(table: String, project: Project) -> [(key: String, value: JSONWriter.StreamedMember)] {
        let config = project.config
        var keys: [(key: String, texts: [LocalizedText], comment: String?)] = []
        project.forEachEntry(inTable: table) { entry in
            for string in entry.localizableStrings {
                for (key, texts) in keyedByInput(string) {
                    keys.append((key, texts, string.comment))
                }
            }
        }
        return [
            ("sourceLanguage", .value(.string(config.sourceLanguage))),
            ("strings", .object(count: keys.count, key: { keys[$0].key },
                                value: { unit(texts: keys[$0].texts, comment: keys[$0].comment, config: config) })),
            ("version", .value(.string("1.0"))),
        ]
    }

    /// Texts without an input scope stay under the key; each input a text is
    /// scoped to gets a key of its own.
    public static func keyedByInput(_ string: LocalizableString) -> [(String, [LocalizedText])] {
        var keys: [(String, [LocalizedText])] = [(string.key, [])]
        func append(_ text: LocalizedText, to key: String) {
            if let index = keys.firstIndex(where: { $0.0 == key }) {
                keys[index].1.append(text)
            } else {
                keys.append((key, [text]))
            }
        }
        for text in string.copy.texts {
            if let inputs = text.scope.inputs {
                for input in inputs.sorted() { append(text, to: "\(string.key)#\(input.rawValue)") }
            } else {
                append(text, to: string.key)
            }
        }
        return keys.filter { !$0.1.isEmpty }
    }

    /// One key's catalog entry: comment, extraction state, localizations.
    public static func unit(texts: [LocalizedText], comment: String?, config: Config) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let comment, !comment.isEmpty { members.append(("comment", .string(comment))) }
        members.append(("extractionState", .string("manual")))
        let sources = texts.filter { $0.language == config.sourceLanguage }
        var localizations: [(String, JSONValue)] = []
        for language in config.languages {
            let inLanguage = texts.filter { $0.language == language }
            guard !inLanguage.isEmpty else { continue }
            localizations.append((language, localization(inLanguage, sources: sources, config: config)))
        }
        if !localizations.isEmpty { members.append(("localizations", .object(localizations))) }
        return .object(members)
    }

    private static func localization(_ texts: [LocalizedText], sources: [LocalizedText], config: Config) -> JSONValue {
        if texts.count == 1, texts[0].scope.platforms == nil {
            return value(texts[0], state: state(of: texts[0], sources: sources, config: config))
        }
        var devices: [(String, JSONValue)] = []
        for text in texts {
            let state = state(of: text, sources: sources, config: config)
            if let platforms = text.scope.platforms {
                for platform in platforms.sorted() {
                    devices.append((platform.catalogDevice, value(text, state: state)))
                }
            } else {
                devices.append(("other", value(text, state: state)))
            }
        }
        return .object([("variations", .object([("device", .object(devices))]))])
    }

    private static func value(_ text: LocalizedText, state: String) -> JSONValue {
        switch text.value {
        case .single(let string):
            guard !text.substitutions.isEmpty else { return stringUnit(string, state: state) }
            let specifiers = Placeholder.all(in: string).filter { $0.isValid && $0.conversion != "arg" }
            let substitutions = text.substitutions.map { substitution -> (String, JSONValue) in
                let argument = substitution.argument
                    ?? (specifiers.firstIndex { $0.text == "%#@\(substitution.name)@" }).map { $0 + 1 } ?? 1
                let specifier = Placeholder.all(in: substitution.specifier).first?.conversion ?? "lld"
                let forms = substitution.forms.sorted { $0.category < $1.category }
                    .map { ($0.category.rawValue, stringUnit($0.value, state: state)) }
                return (substitution.name, .object([
                    ("argNum", .number(argument)),
                    ("formatSpecifier", .string(specifier)),
                    ("variations", .object([("plural", .object(forms))])),
                ]))
            }
            return .object([
                ("stringUnit", .object([("state", .string(state)), ("value", .string(string))])),
                ("substitutions", .object(substitutions)),
            ])
        case .plural(let plural):
            let forms = plural.forms.sorted { $0.category < $1.category }
                .map { ($0.category.rawValue, stringUnit($0.value, state: state)) }
            return .object([("variations", .object([("plural", .object(forms))]))])
        }
    }

    private static func stringUnit(_ value: String, state: String) -> JSONValue {
        .object([("stringUnit", .object([("state", .string(state)), ("value", .string(value))]))])
    }

    /// `needs_review` when the translation records a source that has since
    /// changed (compared with the source text covering the same platforms).
    private static func state(of text: LocalizedText, sources: [LocalizedText], config: Config) -> String {
        guard text.language != config.sourceLanguage else { return "translated" }
        return text.staleness(among: sources, within: PlatformSet.all).isEmpty ? "translated" : "needs_review"
    }
}
