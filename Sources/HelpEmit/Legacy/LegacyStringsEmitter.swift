import HelpCore

/// `.strings` and `.stringsdict` for deployment targets older than string
/// catalogs (helpc.json `"legacyStrings": true`): `<lang>.lproj/<Table>.strings`
/// for plain keys and `<lang>.lproj/<Table>.stringsdict` for plural and
/// device-specific ones, with `NSStringLocalizedFormatKey` and
/// `NSStringDeviceSpecificRuleType` as Apple documents them.
public enum LegacyStringsEmitter {
    /// Path (`ko.lproj/Library.strings`) → contents.
    public static func emit(_ project: Project) -> [String: [UInt8]] {
        var outputs: [String: [UInt8]] = [:]
        let languages = project.config.languages
        for table in project.tables {
            // Every language's strings and rules from one walk of the table.
            var plain = [[(key: String, comment: String?, value: String)]](repeating: [], count: languages.count)
            var rules = [[(key: String, rule: XMLElement)]](repeating: [], count: languages.count)
            project.forEachEntry(inTable: table) { entry in
                for string in entry.localizableStrings {
                    for (key, texts) in StringCatalogEmitter.keyedByInput(string) {
                        for (index, language) in languages.enumerated() {
                            let inLanguage = texts.filter { $0.language == language }
                            guard !inLanguage.isEmpty else { continue }
                            if inLanguage.count == 1, inLanguage[0].scope.platforms == nil,
                               case .single(let value) = inLanguage[0].value {
                                plain[index].append((key, string.comment, value))
                            } else {
                                rules[index].append((key, rule(for: inLanguage)))
                            }
                        }
                    }
                }
            }
            for (index, language) in languages.enumerated() {
                let folder = "\(language).lproj"
                if !plain[index].isEmpty {
                    outputs["\(folder)/\(table).strings"] = strings(plain[index])
                }
                if !rules[index].isEmpty {
                    outputs["\(folder)/\(table).stringsdict"] = stringsdict(rules[index])
                }
            }
        }
        return outputs
    }

    /// `"key" = "value";` lines, each under its comment, keys in Xcode's order.
    static func strings(_ entries: [(key: String, comment: String?, value: String)]) -> [UInt8] {
        var text = ""
        for entry in XcodeKeyOrder.sorted(entries, by: \.key) {
            if let comment = entry.comment, !comment.isEmpty {
                text += "/* \(closesComment(comment) ? comment.replacingOccurrences(of: "*/", with: "* /") : comment) */\n"
            }
            text += "\"\(escape(entry.key))\" = \"\(escape(entry.value))\";\n\n"
        }
        return Array(text.utf8)
    }

    /// Whether `comment` holds `*/`, told from its bytes: Foundation's
    /// replacing, asked of every comment, was a fifth of writing the file.
    private static func closesComment(_ comment: String) -> Bool {
        var previous: UInt8 = 0
        for byte in comment.utf8 {
            if previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/") { return true }
            previous = byte
        }
        return false
    }

    /// The escapes of Apple's .strings format.
    public static func escape(_ string: String) -> String {
        // Read where the bytes lie: `utf8.contains` stepped through every
        // string of every table index by index.
        guard string.withUTF8Bytes({ bytes in
            bytes.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
        }) else { return string }
        var result = ""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func key(_ name: String) -> XMLNode { .element(.make("key", [], [.text(name)])) }
    private static func string(_ value: String) -> XMLNode { .element(.make("string", [], [.text(value)])) }

    /// A plural rule, or a device-specific rule whose devices hold strings.
    /// (A .stringsdict device rule can't hold plural forms; a device's plural
    /// text is written as its `other` form — string catalogs keep them all.)
    private static func rule(for texts: [LocalizedText]) -> XMLElement {
        if texts.count == 1, texts[0].scope.platforms == nil, case .plural(let plural) = texts[0].value {
            return pluralRule(plural)
        }
        var devices: [XMLNode] = []
        for text in texts {
            let value: String
            switch text.value {
            case .single(let single): value = single
            case .plural(let plural): value = (plural.form(.other) ?? plural.forms.last)?.value ?? ""
            }
            let names = text.scope.platforms.map { $0.sorted().map(\.catalogDevice) } ?? ["other"]
            for name in names { devices += [key(name), string(value)] }
        }
        return .make("dict", [], [key("NSStringDeviceSpecificRuleType"), .element(.make("dict", [], devices))])
    }

    private static func pluralRule(_ plural: PluralText) -> XMLElement {
        let valueType = Placeholder.all(in: plural.specifier).first?.conversion ?? "lld"
        var forms: [XMLNode] = [
            key("NSStringFormatSpecTypeKey"), string("NSStringPluralRuleType"),
            key("NSStringFormatValueTypeKey"), string(valueType),
        ]
        for form in plural.forms.sorted(by: { $0.category < $1.category }) {
            forms += [key(form.category.rawValue), string(form.value)]
        }
        return .make("dict", [], [
            key("NSStringLocalizedFormatKey"), string("%#@value@"),
            key("value"), .element(.make("dict", [], forms)),
        ])
    }

    static func stringsdict(_ rules: [(key: String, rule: XMLElement)]) -> [UInt8] {
        var children: [XMLNode] = []
        for (name, rule) in XcodeKeyOrder.sorted(rules, by: \.key) {
            children += [key(name), .element(rule)]
        }
        let plist = XMLElement.make("plist", [("version", "1.0")], [.element(.make("dict", [], children))])
        return XMLWriter.bytes(plist, indent: "\t", doctype: XMLWriter.Doctype(
            name: "plist", publicID: "-//Apple//DTD PLIST 1.0//EN",
            systemID: "http://www.apple.com/DTDs/PropertyList-1.0.dtd"))
    }
}
