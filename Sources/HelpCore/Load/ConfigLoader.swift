/// Reads helpc.json. Unknown keys and wrong types are errors that name the
/// key's path and point at it, because a misspelt key silently ignored is a
/// setting the writer thinks they have and do not.
public enum ConfigLoader {
    public static let ruleID = "config"

    /// `knownRules` lets the loader reject severities for rules that do not
    /// exist; the rule catalog lives in another module.
    public static func load(_ bytes: [UInt8], file: String, knownRules: Set<String>) -> (Config, [Diagnostic]) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes, file: file)
        } catch {
            return (Config(), [Diagnostic(ruleID, .error, at: error.location,
                                          "helpc.json is not valid JSON: \(error.message)")])
        }
        return load(root, file: file, knownRules: knownRules)
    }

    /// The configuration a parsed helpc.json object gives (one inside
    /// another file: a translator's check settings, `TranslatorSettings`).
    public static func load(_ root: JSONValue, file: String, knownRules: Set<String>) -> (Config, [Diagnostic]) {
        var reader = Reader(file: file, knownRules: knownRules)
        let config = reader.read(root)
        return (config, reader.diagnostics)
    }

    private struct Reader {
        let file: String
        let knownRules: Set<String>
        var diagnostics: [Diagnostic] = []

        mutating func fail(_ value: JSONValue?, _ message: String) {
            diagnostics.append(Diagnostic(ConfigLoader.ruleID, .error,
                                          at: value?.location ?? .file(file), message))
        }

        /// Visits an object's members, reporting keys it does not know.
        mutating func members(
            of value: JSONValue, path: String, known: [String],
            _ visit: (inout Reader, JSONMember) -> Void
        ) {
            guard let members = value.objectValue else {
                fail(value, "'\(path.isEmpty ? "(top level)" : path)' must be an object, not \(value.typeName)")
                return
            }
            var seen: Set<String> = []
            for member in members {
                let memberPath = path.isEmpty ? member.key : "\(path).\(member.key)"
                let keyValue = JSONValue(.string(member.key), location: member.keyLocation)
                if !seen.insert(member.key).inserted {
                    fail(keyValue, "'\(memberPath)' is given twice; keep one")
                    continue
                }
                if !known.contains(member.key) {
                    fail(keyValue, "unknown key '\(memberPath)'\(ClosestName.hint(member.key, among: known)); known keys here: \(known.joined(separator: ", "))")
                    continue
                }
                visit(&self, member)
            }
        }

        mutating func string(_ value: JSONValue, _ path: String) -> String? {
            guard let string = value.stringValue else {
                fail(value, "'\(path)' must be a string, not \(value.typeName)")
                return nil
            }
            return string
        }

        mutating func choice<T: RawRepresentable & CaseIterable>(
            _ value: JSONValue, _ path: String, _ type: T.Type
        ) -> T? where T.RawValue == String {
            guard let string = string(value, path) else { return nil }
            guard let result = T(rawValue: string) else {
                fail(value, "'\(path)' must be one of \(T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), not \"\(string)\"")
                return nil
            }
            return result
        }

        mutating func strings(_ value: JSONValue, _ path: String) -> [String]? {
            guard let array = value.arrayValue else {
                fail(value, "'\(path)' must be an array of strings, not \(value.typeName)")
                return nil
            }
            var result: [String] = []
            for (index, element) in array.enumerated() {
                guard let string = string(element, "\(path)[\(index)]") else { return nil }
                if result.contains(string) {
                    fail(element, "'\(path)' lists \"\(string)\" twice")
                    return nil
                }
                result.append(string)
            }
            return result
        }

        mutating func read(_ root: JSONValue) -> Config {
            var config = Config()
            let keys = ["sourceLanguage", "languages", "platforms", "tips", "korean", "rules",
                        "budgets", "site", "content", "output", "legacyStrings"]
            var languagesValue: JSONValue?
            // A title per language: every language needs one, and no other.
            var siteTitlesValue: JSONValue?
            // Where the folders are set, for a problem with where they are.
            var folderValues: [String: JSONValue] = [:]
            members(of: root, path: "", known: keys) { reader, member in
                let value = member.value
                switch member.key {
                case "sourceLanguage":
                    if let language = reader.string(value, "sourceLanguage") {
                        if let mistake = reader.mistakenTag(language) {
                            reader.fail(value, "'sourceLanguage' is \(mistake)")
                        } else if reader.isLanguageTag(language) {
                            config.sourceLanguage = language
                        } else {
                            reader.fail(value, "'sourceLanguage' must be a language tag such as \"en\", not \"\(language)\"")
                        }
                    }
                case "languages":
                    languagesValue = value
                    if let languages = reader.strings(value, "languages") {
                        if languages.isEmpty {
                            reader.fail(value, "'languages' must list at least the source language")
                        } else if let mistake = languages.compactMap({ reader.mistakenTag($0) }).first {
                            reader.fail(value, "'languages' holds \(mistake)")
                        } else if let bad = languages.first(where: { !reader.isLanguageTag($0) }) {
                            reader.fail(value, "'languages' must hold language tags such as \"ko\", not \"\(bad)\"")
                        } else {
                            config.languages = languages
                        }
                    }
                case "platforms":
                    if let names = reader.strings(value, "platforms") {
                        let platforms = names.compactMap(Platform.init(rawValue:))
                        if platforms.count != names.count || platforms.isEmpty {
                            let wrong = names.first { Platform(rawValue: $0) == nil }
                            // The wrong name is said, with the one meant when it is near one.
                            let meant = wrong.map { wrong in
                                Platform.meant(by: wrong).map { "; '\(wrong)' is none (did you mean '\($0.rawValue)'?)" } ?? "; '\(wrong)' is none"
                            } ?? ""
                            reader.fail(value, "'platforms' must list one or more of \(Platform.allCases.map(\.rawValue).joined(separator: ", "))\(meant)")
                        } else {
                            config.platforms = platforms
                        }
                    }
                case "tips":
                    reader.members(of: value, path: "tips", known: ["displayFrequency"]) { reader, member in
                        config.tipDisplayFrequency = reader.choice(member.value, "tips.displayFrequency", Config.DisplayFrequency.self)
                    }
                case "korean":
                    reader.members(of: value, path: "korean", known: ["register"]) { reader, member in
                        if let register = reader.choice(member.value, "korean.register", Config.KoreanRegister.self) {
                            config.koreanRegister = register
                        }
                    }
                case "rules":
                    reader.readRules(value, into: &config)
                case "budgets":
                    reader.members(of: value, path: "budgets", known: Config.Budgets.keys) { reader, member in
                        guard let number = member.value.intValue, number > 0 else {
                            reader.fail(member.value, "'budgets.\(member.key)' must be a positive whole number of columns")
                            return
                        }
                        config.budgets[member.key] = number
                    }
                case "site":
                    reader.members(of: value, path: "site", known: ["title", "templates", "helpBookIdentifier"]) { reader, member in
                        if member.key == "title", member.value.objectValue != nil {
                            siteTitlesValue = member.value
                            for title in member.value.objectValue ?? [] {
                                let value = JSONValue(.string(title.key), location: title.keyLocation)
                                if config.site.titles[title.key] != nil {
                                    reader.fail(value, "'site.title.\(title.key)' is given twice; keep one")
                                } else if let string = reader.string(title.value, "site.title.\(title.key)") {
                                    config.site.titles[title.key] = string
                                }
                            }
                            return
                        }
                        guard let string = reader.string(member.value, "site.\(member.key)") else { return }
                        switch member.key {
                        case "title": config.site.title = string
                        case "templates":
                            folderValues["templates"] = member.value
                            config.site.templates = string
                            config.site.templatesSetting = member.value.location ?? .file(reader.file)
                        default: config.site.helpBookIdentifier = string
                        }
                    }
                case "content":
                    folderValues["content"] = value
                    if let path = reader.string(value, "content") {
                        if path.isEmpty {
                            reader.fail(value, "'content' must name a folder (\"content\" by default), not be empty")
                        } else {
                            config.contentDirectory = path
                        }
                    }
                case "output":
                    folderValues["output"] = value
                    if let path = reader.string(value, "output") { config.outputDirectory = path }
                case "legacyStrings":
                    if let flag = value.boolValue {
                        config.legacyStrings = flag
                    } else {
                        reader.fail(value, "'legacyStrings' must be true or false, not \(value.typeName)")
                    }
                default:
                    break
                }
            }
            if let problem = Self.misplacedOutput(config, outputIsSet: folderValues["output"] != nil) {
                fail(folderValues["output"] ?? folderValues["content"] ?? folderValues["templates"] ?? root, problem)
            }
            if let siteTitlesValue {
                if let missing = config.languages.first(where: { config.site.titles[$0] == nil }) {
                    fail(siteTitlesValue, "'site.title' has no title for \"\(missing)\"; give one for every language of 'languages' (\(config.languages.joined(separator: ", "))), or one string for all")
                }
                for title in siteTitlesValue.objectValue ?? [] where !config.languages.contains(title.key) {
                    fail(JSONValue(.string(title.key), location: title.keyLocation),
                         "'site.title.\(title.key)' names a language not in 'languages' (\(config.languages.joined(separator: ", "))); remove it or add the language")
                }
            }
            if !config.languages.contains(config.sourceLanguage) {
                fail(languagesValue ?? root[("sourceLanguage")] ?? root,
                     "'languages' must include the source language \"\(config.sourceLanguage)\"")
            }
            return config
        }

        /// Why the output folder cannot be where `config` puts it: at or
        /// inside the content or templates folder, a build would write its
        /// pages and catalogs among the files writers edit, and read them
        /// back as templates. (Content inside the output folder is the
        /// writer's choice.) Paths are compared as written, relative to the
        /// project folder.
        static func misplacedOutput(_ config: Config, outputIsSet: Bool) -> String? {
            let output = folder(config.outputDirectory)
            guard !config.outputDirectory.isEmpty else {
                return "'output' must name a folder (\"build\" by default; \".\" for the project folder itself), not be empty"
            }
            let shown = "the output folder (\"\(config.outputDirectory)\")"
            let elsewhere = outputIsSet ? "such as \"build\"" : "with \"output\" (\"build\" by default)"
            for (name, path) in [("content", config.contentDirectory), ("templates", config.site.templates)] {
                let other = folder(path)
                if output == other {
                    return "\(shown) is the \(name) folder: a build would write its pages and catalogs among the \(name); "
                        + "give the output a folder of its own, \(elsewhere)"
                }
                if output.starts(with: other) {
                    return "\(shown) is inside the \(name) folder (\"\(path)\"): a build would write its pages and catalogs among the \(name); "
                        + "give the output a folder outside it, \(elsewhere)"
                }
            }
            return nil
        }

        /// A folder path's parts with `.` and `..` resolved; relative paths
        /// start from a stand-in for the project folder.
        private static func folder(_ path: String) -> [Substring] {
            var parts: [Substring] = path.hasPrefix("/") ? [] : ["\u{0}project"]
            for part in path.split(separator: "/") where part != "." {
                if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(part) }
            }
            return parts
        }

        mutating func readRules(_ value: JSONValue, into config: inout Config) {
            guard let members = value.objectValue else {
                fail(value, "'rules' must be an object of rule ids to \"error\", \"warning\" or \"off\"")
                return
            }
            for member in members {
                let keyValue = JSONValue(.string(member.key), location: member.keyLocation)
                guard knownRules.contains(member.key) else {
                    fail(keyValue, "unknown rule id '\(member.key)' in 'rules'\(ClosestName.hint(member.key, among: knownRules.sorted())); `helpc rules` lists every rule id")
                    continue
                }
                if let severity = choice(member.value, "rules.\(member.key)", Severity.self) {
                    config.ruleSeverities[member.key] = severity
                }
            }
        }

        /// What is wrong with a code written for English or Korean that is
        /// not theirs: a country's code (kr is Korea's, and names Kanuri
        /// as a language) or a three-letter one. Left as it is, such a
        /// project would get none of the Korean rules, which go by "ko".
        func mistakenTag(_ string: String) -> String? {
            let countries = ["kr": ("Korea", "ko", "Korean"), "us": ("the United States", "en", "English"),
                             "gb": ("the United Kingdom", "en-GB", "British English")]
            let threeLetter = ["kor": ("ko", "Korean"), "eng": ("en", "English")]
            let lowered = string.lowercased()
            if let (country, tag, language) = countries[lowered] {
                return "\"\(string)\", the country code of \(country): \(language) is \"\(tag)\", as Xcode names its localization"
            }
            if let (tag, language) = threeLetter[lowered] {
                return "\"\(string)\": \(language) is \"\(tag)\" (language tags use the two-letter code where there is one, as Xcode does)"
            }
            return nil
        }

        func isLanguageTag(_ string: String) -> Bool {
            LanguageTag.isValid(string)
        }
    }
}
