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
        for file in files(of: project) {
            outputs[file.path] = OutputChunk.collected { file.write(to: $0) }
        }
        return outputs
    }

    /// One `.strings` or `.stringsdict` file: its keys gathered, its bytes
    /// made only as it is written, a chunk at a time (`OutputChunk`).
    public struct File {
        /// Relative to the legacy folder: `ko.lproj/Library.strings`.
        public let path: String
        fileprivate let content: Content

        fileprivate enum Content {
            case strings([(key: String, comment: String?, value: String)])
            /// Each key with its texts in the file's language.
            case stringsdict([(key: String, texts: [LocalizedText])])
        }

        public func write(chunkSize: Int = OutputChunk.size, to write: ([UInt8]) -> Void) {
            switch content {
            case .strings(let entries): LegacyStringsEmitter.writeStrings(entries, chunkSize: chunkSize, to: write)
            case .stringsdict(let rules): LegacyStringsEmitter.writeStringsdict(rules, chunkSize: chunkSize, to: write)
            }
        }
    }

    /// The files of every table of `project`, in table and language order:
    /// each table walked once for all its languages.
    public static func files(of project: Project) -> [File] {
        var files: [File] = []
        let languages = project.config.languages
        for table in project.tables {
            var plain = [[(key: String, comment: String?, value: String)]](repeating: [], count: languages.count)
            var rules = [[(key: String, texts: [LocalizedText])]](repeating: [], count: languages.count)
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
                                rules[index].append((key, inLanguage))
                            }
                        }
                    }
                }
            }
            for (index, language) in languages.enumerated() {
                let folder = "\(language).lproj"
                if !plain[index].isEmpty {
                    files.append(File(path: "\(folder)/\(table).strings", content: .strings(plain[index])))
                }
                if !rules[index].isEmpty {
                    files.append(File(path: "\(folder)/\(table).stringsdict", content: .stringsdict(rules[index])))
                }
            }
        }
        return files
    }

    /// `"key" = "value";` lines, each under its comment, keys in Xcode's
    /// order.
    static func strings(_ entries: [(key: String, comment: String?, value: String)]) -> [UInt8] {
        OutputChunk.collected { writeStrings(entries, chunkSize: OutputChunk.size, to: $0) }
    }

    /// `strings`, written as bytes a chunk at a time: built up as a
    /// `String` piece by piece, the file was half of the legacy output's time.
    static func writeStrings(_ entries: [(key: String, comment: String?, value: String)], chunkSize: Int,
                             to write: ([UInt8]) -> Void) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(entries.count * 96, chunkSize + 4096))
        for entry in XcodeKeyOrder.sorted(entries, by: \.key) {
            if let comment = entry.comment, !comment.isEmpty {
                bytes.append(contentsOf: "/* ".utf8)
                appendComment(comment, to: &bytes)
                bytes.append(contentsOf: " */\n".utf8)
            }
            bytes.append(UInt8(ascii: "\""))
            appendEscaped(entry.key, to: &bytes)
            bytes.append(contentsOf: "\" = \"".utf8)
            appendEscaped(entry.value, to: &bytes)
            bytes.append(contentsOf: "\";\n\n".utf8)
            OutputChunk.handOnWhenFull(&bytes, size: chunkSize, to: write)
        }
        OutputChunk.handOnRest(&bytes, to: write)
    }

    /// A comment's bytes with each `*/`, which would end the comment early,
    /// written `* /`.
    private static func appendComment(_ comment: String, to bytes: inout [UInt8]) {
        var previous: UInt8 = 0
        for byte in comment.utf8 {
            if previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/") { bytes.append(UInt8(ascii: " ")) }
            bytes.append(byte)
            previous = byte
        }
    }

    /// The escapes of Apple's .strings format.
    public static func escape(_ string: String) -> String {
        var bytes: [UInt8] = []
        appendEscaped(string, to: &bytes)
        return bytes.count == string.utf8.count ? string : String(decoding: bytes, as: UTF8.self)
    }

    /// `string`'s bytes with the escapes of Apple's .strings format; every
    /// character escaped is ASCII, so the rest are copied as they are.
    private static func appendEscaped(_ string: String, to bytes: inout [UInt8]) {
        string.withUTF8Bytes { source in
            var start = 0
            for (index, byte) in source.enumerated() {
                let escaped: StaticString
                switch byte {
                case UInt8(ascii: "\""): escaped = "\\\""
                case UInt8(ascii: "\\"): escaped = "\\\\"
                case 0x0A: escaped = "\\n"
                case 0x0D: escaped = "\\r"
                case 0x09: escaped = "\\t"
                default: continue
                }
                bytes.append(contentsOf: source[start..<index])
                escaped.withUTF8Buffer { bytes.append(contentsOf: $0) }
                start = index + 1
            }
            bytes.append(contentsOf: source[start...])
        }
    }

    private static func key(_ name: String) -> XMLNode { .element(keyElement(name)) }
    private static func keyElement(_ name: String) -> XMLElement { .make("key", [], [.text(name)]) }
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

    /// The plist of `rules`, each key's rule made only as it is written.
    static func writeStringsdict(_ rules: [(key: String, texts: [LocalizedText])], chunkSize: Int,
                                 to write: ([UInt8]) -> Void) {
        guard let plist = XMLWriter.Stream(indent: "\t", doctype: XMLWriter.Doctype(
            name: "plist", publicID: "-//Apple//DTD PLIST 1.0//EN",
            systemID: "http://www.apple.com/DTDs/PropertyList-1.0.dtd")) else { return }
        plist.open("plist", [("version", "1.0")])
        plist.open("dict")
        for (name, texts) in XcodeKeyOrder.sorted(rules, by: \.key) {
            plist.write(keyElement(name))
            plist.write(rule(for: texts))
            plist.handOnWhenFull(size: chunkSize, to: write)
        }
        plist.finish(to: write)
    }
}
