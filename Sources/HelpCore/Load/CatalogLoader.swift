/// Reads any project's `.xcstrings` as helpc content, so the copy rules can
/// check it: each key becomes a `<string>` entry, each localization its
/// texts — `device` variations as platform scopes (`other` as the platforms
/// no variation names), `plural` variations as plural forms — located at the
/// line and column of each value in the JSON. A key without a source-language
/// localization is its source text, located at the key.
public enum CatalogLoader {
    public struct Result: Sendable {
        public var file: ContentFile?
        /// The catalog's source language and languages, for the check's config.
        public var sourceLanguage: String
        public var languages: [String]
        public var diagnostics: [Diagnostic]
    }

    static let devices: [String: Platform] = [
        "iphone": .ios, "ipad": .ipados, "mac": .macos, "appletv": .tvos, "applewatch": .watchos,
        "applevision": .visionos, "vision": .visionos,
    ]

    /// `platforms` are those the project ships on: a `device` variation
    /// `other` covers the ones no variation of its key names.
    public static func load(_ bytes: [UInt8], path: String, platforms: PlatformSet = PlatformSet.all) -> Result {
        let catalog: JSONValue
        let escapedStrings: [EscapedRun]
        do {
            (catalog, escapedStrings) = try JSONParser.parseNotingEscapes(bytes, file: path)
        } catch {
            return Result(file: nil, sourceLanguage: "en", languages: ["en"], diagnostics: [
                Diagnostic("xml.syntax", .error, at: error.location, "the catalog is not valid JSON: \(error.message)"),
            ])
        }
        // A catalog that breaks Xcode's format contributes no entries, as a
        // content file that breaks the schema: no rule sees half of it.
        let problems = CatalogShape.problems(in: catalog, file: path)
        guard problems.isEmpty, let strings = catalog["strings"]?.objectValue else {
            return Result(file: nil, sourceLanguage: "en", languages: ["en"], diagnostics: problems)
        }
        let sourceLanguage = catalog["sourceLanguage"]?.stringValue ?? "en"
        var languages = [sourceLanguage]
        let stem = path.split(separator: "/").last.map(String.init) ?? path
        let table = stem.hasSuffix(".xcstrings") ? String(stem.dropLast(10)) : stem
        var entries: [Entry] = []
        for member in strings {
            let value = member.value
            let location = member.keyLocation ?? value.location ?? .file(path)
            let translatable = value["shouldTranslate"]?.boolValue ?? true
            var texts: [LocalizedText] = []
            for localization in localizations(of: member, sourceLanguage: sourceLanguage, table: table) {
                let language = localization.key
                guard translatable || language == sourceLanguage else { continue }
                if !languages.contains(language) { languages.append(language) }
                texts += self.texts(localization.value, language: language, fallback: location, platforms: platforms)
            }
            let copy = Copy(texts: texts, comment: value["comment"]?.stringValue, location: location)
            entries.append(Entry(id: member.key, table: table, kind: .string(copy), comment: copy.comment,
                                 location: location, platforms: platforms))
        }
        let file = ContentFile(path: path, table: table, platforms: platforms, entries: entries, escapedRuns: escapedStrings)
        return Result(file: file, sourceLanguage: sourceLanguage, languages: languages, diagnostics: [])
    }

    /// A key's localizations, with the one Xcode leaves implicit: a key
    /// without a source-language localization (as Xcode extracts
    /// `Text("Tap to start")`) is its own source text, located at the key.
    /// Not in `InfoPlist.xcstrings`, whose keys are Info.plist's
    /// (`CFBundleDisplayName`, `NSCameraUsageDescription`): there a key with
    /// no source-language value takes it from Info.plist, and the key is
    /// never copy.
    public static func localizations(of member: JSONMember, sourceLanguage: String, table: String) -> [JSONMember] {
        var localizations = member.value["localizations"]?.objectValue ?? []
        guard !member.key.isEmpty, !keysAreInfoPlistKeys(table),
              !localizations.contains(where: { $0.key == sourceLanguage }) else { return localizations }
        let value = JSONValue(.string(member.key), location: member.keyLocation)
        let unit = JSONValue.object([("stringUnit", .object([("state", .string("translated")), ("value", value)]))])
        localizations.insert(JSONMember(key: sourceLanguage, value: unit), at: 0)
        return localizations
    }

    /// Whether a catalog's keys are Info.plist keys rather than copy.
    public static func keysAreInfoPlistKeys(_ table: String) -> Bool {
        table == "InfoPlist"
    }

    /// The texts of one localization: a unit, plural forms, or device variations.
    private static func texts(_ localization: JSONValue, language: String, fallback: SourceLocation,
                              platforms universe: PlatformSet) -> [LocalizedText] {
        if let devices = localization["variations"]?["device"]?.objectValue {
            let named = PlatformSet(devices.compactMap { self.devices[$0.key] })
            return devices.compactMap { device -> LocalizedText? in
                let platforms: PlatformSet
                if device.key == "other" {
                    platforms = universe.subtracting(named)
                } else if let platform = self.devices[device.key] {
                    platforms = [platform]
                } else {
                    return nil
                }
                guard !platforms.isEmpty else { return nil }
                return text(device.value, language: language, scope: Scope(platforms: platforms), fallback: fallback)
            }
        }
        return text(localization, language: language, scope: .everywhere, fallback: fallback).map { [$0] } ?? []
    }

    private static func text(_ unit: JSONValue, language: String, scope: Scope, fallback: SourceLocation) -> LocalizedText? {
        if let plural = unit["variations"]?["plural"]?.objectValue {
            let forms = plural.compactMap { member -> PluralForm? in
                guard let category = PluralCategory(rawValue: member.key), let unit = member.value["stringUnit"],
                      !isUntranslated(unit), let value = unit["value"] else { return nil }
                return PluralForm(category: category, value: value.stringValue ?? "",
                                  location: value.location.map(afterQuote) ?? fallback)
            }
            guard !forms.isEmpty else { return nil }
            let other = forms.first { $0.category == .other } ?? forms[0]
            let specifier = Placeholder.all(in: other.value).first { $0.isValid }?.text ?? "%lld"
            return LocalizedText(language: language, scope: scope, value: .plural(PluralText(specifier: specifier, forms: forms)),
                                 location: forms[0].location, valueLocation: forms[0].location)
        }
        guard let stringUnit = unit["stringUnit"], !isUntranslated(stringUnit), let value = stringUnit["value"] else { return nil }
        let location = value.location.map(afterQuote) ?? fallback
        return LocalizedText(language: language, scope: scope, value: .single(value.stringValue ?? ""),
                             location: location, valueLocation: location)
    }

    /// A unit Xcode holds for a translation not made yet: state new and no
    /// value. It is no text, so the language is missing there rather than
    /// empty.
    public static func isUntranslated(_ stringUnit: JSONValue) -> Bool {
        stringUnit["state"]?.stringValue == "new" && (stringUnit["value"]?.stringValue ?? "").isEmpty
    }

    /// A JSON string's copy starts after its opening quote.
    private static func afterQuote(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(file: location.file, line: location.line, column: location.column + 1)
    }
}
