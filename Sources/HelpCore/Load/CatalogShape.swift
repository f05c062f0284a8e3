/// What a string catalog must hold for helpc to read its copy whole: the
/// fields Xcode writes, of the types Xcode writes them, with localizations
/// named by language tags and variations by the plural categories and
/// devices Xcode knows. Fields helpc does not read are left alone.
///
/// Without it a unit whose value was a number, or was missing, was read as
/// empty copy; a device Xcode does not know dropped its text; a misplaced
/// `"stringUnit"` among the localizations was taken for a language. An
/// import made a content file of what was left, and a check saw nothing.
public enum CatalogShape {
    /// Device variation keys: helpc's platforms' (`CatalogLoader.devices`),
    /// `ipod`, which Xcode offers and no helpc platform matches, and `other`.
    static let deviceKeys = Set(CatalogLoader.devices.keys).union(["ipod", "other"])

    /// Each mistake, at the value or key it is about (rule `xml.schema`,
    /// as for a content file that breaks the format).
    public static func problems(in catalog: JSONValue, file: String) -> [Diagnostic] {
        var problems = Problems(file: file)
        guard catalog.objectValue != nil, let strings = catalog["strings"] else {
            problems.add(catalog.location, "a string catalog is an object with \"strings\"; is this an .xcstrings file?")
            return problems.found
        }
        if let sourceLanguage = catalog["sourceLanguage"] {
            if let tag = sourceLanguage.stringValue {
                if !LanguageTag.isValid(tag) {
                    problems.add(sourceLanguage.location, "\"sourceLanguage\" is \"\(tag)\", not a language tag such as \"en\"")
                }
            } else {
                problems.add(sourceLanguage.location, "\"sourceLanguage\" must be a string, not \(sourceLanguage.typeName)")
            }
        }
        guard let keys = problems.members(of: strings, "\"strings\"", as: "an object of keys") else { return problems.found }
        for key in keys {
            let subject = "key “\(key.key)”"
            guard let fields = problems.members(of: key.value, subject) else { continue }
            for field in fields {
                switch field.key {
                case "comment", "extractionState":
                    problems.expectString(field.value, "\(subject): \"\(field.key)\"")
                case "shouldTranslate":
                    if field.value.boolValue == nil {
                        problems.add(field.value.location, "\(subject): \"shouldTranslate\" must be true or false, not \(field.value.typeName)")
                    }
                case "localizations":
                    guard let localizations = problems.members(of: field.value, "\(subject): \"localizations\"",
                                                               as: "an object of languages") else { continue }
                    for localization in localizations {
                        guard LanguageTag.isValid(localization.key) else {
                            problems.add(localization.keyLocation ?? localization.value.location,
                                         "\(subject): \"\(localization.key)\" is not a language tag (such as en, ko or pt-BR); a localization goes under its language inside \"localizations\"")
                            continue
                        }
                        problems.unit(localization.value, "\(subject), \(localization.key)", devices: true)
                    }
                default:
                    continue
                }
            }
        }
        return problems.found
    }

    private struct Problems {
        let file: String
        var found: [Diagnostic] = []

        mutating func add(_ location: SourceLocation?, _ message: String) {
            found.append(Diagnostic("xml.schema", .error, at: location ?? .file(file), message))
        }

        /// The members of `value`, or nil when it is not an object (a
        /// problem: `what` must be `shape`).
        mutating func members(of value: JSONValue, _ what: String, as shape: String = "an object") -> [JSONMember]? {
            if let members = value.objectValue { return members }
            add(value.location, "\(what) must be \(shape), not \(value.typeName)")
            return nil
        }

        mutating func expectString(_ value: JSONValue, _ what: String) {
            if value.stringValue == nil { add(value.location, "\(what) must be a string, not \(value.typeName)") }
        }

        /// A localization, a device's or a plural form's unit: a
        /// `stringUnit`, `variations`, `substitutions`.
        mutating func unit(_ value: JSONValue, _ what: String, devices: Bool) {
            guard let fields = members(of: value, what) else { return }
            for field in fields {
                switch field.key {
                case "stringUnit":
                    stringUnit(field.value, what)
                case "variations":
                    variations(field.value, what, devices: devices)
                case "substitutions":
                    substitutions(field.value, what)
                default:
                    continue
                }
            }
        }

        mutating func stringUnit(_ value: JSONValue, _ what: String) {
            guard members(of: value, "\(what): \"stringUnit\"", as: "an object with \"state\" and \"value\"") != nil else { return }
            if let state = value["state"] { expectString(state, "\(what): \"state\"") }
            if let text = value["value"] {
                expectString(text, "\(what): \"value\"")
            } else {
                add(value.location, "\(what): \"stringUnit\" has no \"value\"; give it the copy, or remove the unit")
            }
        }

        mutating func variations(_ value: JSONValue, _ what: String, devices: Bool) {
            guard let kinds = members(of: value, "\(what): \"variations\"") else { return }
            for kind in kinds {
                switch kind.key {
                case "plural":
                    guard let forms = members(of: kind.value, "\(what): \"plural\"", as: "an object of plural categories") else { continue }
                    for form in forms {
                        guard PluralCategory(rawValue: form.key) != nil else {
                            add(form.keyLocation ?? form.value.location,
                                "\(what): “\(form.key)” is not a plural category; use \(PluralCategory.allCases.map(\.rawValue).joined(separator: ", "))")
                            continue
                        }
                        unit(form.value, "\(what), \(form.key)", devices: false)
                    }
                case "device" where devices:
                    guard let variants = members(of: kind.value, "\(what): \"device\"", as: "an object of devices") else { continue }
                    for variant in variants {
                        guard CatalogShape.deviceKeys.contains(variant.key) else {
                            add(variant.keyLocation ?? variant.value.location,
                                "\(what): “\(variant.key)” is not a device Xcode knows; use \(CatalogShape.deviceKeys.sorted().joined(separator: ", "))")
                            continue
                        }
                        unit(variant.value, "\(what), \(variant.key)", devices: false)
                    }
                default:
                    continue
                }
            }
        }

        mutating func substitutions(_ value: JSONValue, _ what: String) {
            guard let substitutions = members(of: value, "\(what): \"substitutions\"", as: "an object of names") else { return }
            for member in substitutions {
                let name = "\(what), substitution “\(member.key)”"
                guard members(of: member.value, name) != nil else { continue }
                if let argument = member.value["argNum"], argument.intValue == nil {
                    add(argument.location, "\(name): \"argNum\" must be a whole number, not \(argument.typeName)")
                }
                if let specifier = member.value["formatSpecifier"] { expectString(specifier, "\(name): \"formatSpecifier\"") }
                if let variations = member.value["variations"] { self.variations(variations, name, devices: false) }
            }
        }
    }
}
