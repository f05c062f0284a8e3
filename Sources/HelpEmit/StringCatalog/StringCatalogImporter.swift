import HelpCore

/// Turns an existing string catalog into helpc content, so a team adopts
/// helpc in one step: each key becomes a `<string>` with its comment (a key
/// without a source-language localization is its own source text, as Xcode
/// reads it); `device`
/// variations become platform-scoped texts (`other` scoped to the platforms no
/// variation names); `plural` variations become plural forms. Translations
/// are given the source fingerprint of the English they match, so later
/// changes make them stale; one Xcode already marks for review (or new, or
/// stale) gets the fingerprint `00000000`, which keeps it `needs_review`.
public enum StringCatalogImporter {
    public struct Result: Sendable {
        public var document: [UInt8]
        public var imported: Int
        /// Keys that could not be imported, with the reason.
        public var skipped: [(key: String, reason: String)]
        public var languages: [String]
    }

    public static func importCatalog(_ catalog: JSONValue, table: String, platforms: [Platform]) -> Result {
        let sourceLanguage = catalog["sourceLanguage"]?.stringValue ?? "en"
        var entries: [XMLNode] = []
        var skipped: [(String, String)] = []
        var languages = [sourceLanguage]
        for member in catalog["strings"]?.objectValue ?? [] {
            let key = member.key
            let value = member.value
            guard isIdentifier(key) else {
                let english = value["localizations"]?[sourceLanguage]?["stringUnit"]?["value"]?.stringValue
                skipped.append((key, Self.notAnIdentifier(key, sourceValue: english)))
                continue
            }
            let localizations = CatalogLoader.localizations(of: member, sourceLanguage: sourceLanguage, table: table)
            guard localizations.contains(where: { $0.key == sourceLanguage }) else {
                // Only an InfoPlist key has no source text once the key is read as one.
                skipped.append((key, "it has no \(sourceLanguage) value, so Info.plist gives it (a key of InfoPlist.xcstrings is not copy); to keep it in helpc, give it \(sourceLanguage == "en" ? "an" : "a") \(sourceLanguage) value in the catalog, then import again"))
                continue
            }
            var children: [XMLNode] = []
            if let comment = value["comment"]?.stringValue, !comment.isEmpty {
                children.append(.element(.make("comment", [], [.text(comment)])))
            }
            let source = localizations.first { $0.key == sourceLanguage }?.value
            var substitutions: [XMLNode] = []
            // The source language's text first, as a writer reads an entry, whatever the catalog's order.
            for localization in localizations.filter({ $0.key == sourceLanguage }) + localizations.filter({ $0.key != sourceLanguage }) {
                if !languages.contains(localization.key) { languages.append(localization.key) }
                children += texts(localization.value, language: localization.key, source: source,
                                  isSource: localization.key == sourceLanguage, platforms: platforms)
                substitutions += self.substitutions(localization.value, language: localization.key, platforms: platforms)
            }
            children += substitutions
            var attributes = [("id", key)]
            if value["shouldTranslate"]?.boolValue == false {
                attributes += [("ignore", "translation.missing"), ("because", "shouldTranslate is false in the catalog")]
            }
            entries.append(.element(.make("string", attributes, children)))
        }
        let root = XMLElement.make("help", [("version", "1"), ("table", table)], entries)
        return Result(document: XMLWriter.bytes(root), imported: entries.count, skipped: skipped, languages: languages)
    }

    /// Why a key that is not a helpc id (an English sentence, as Xcode
    /// extracts `Text("Tap to start")`) is left out, and an id to give it.
    /// The suggestion's default value is the source-language value where
    /// the catalog has one (a key whose English was edited in Xcode), or
    /// else the key, as Xcode reads it.
    private static func notAnIdentifier(_ key: String, sourceValue: String?) -> String {
        var words = key.lowercased()
        for placeholder in Placeholder.all(in: key) { words = words.replacingOccurrences(of: placeholder.text.lowercased(), with: " ") }
        var id = ""
        for scalar in words.unicodeScalars {
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
                id.unicodeScalars.append(scalar)
            } else if !id.isEmpty && !id.hasSuffix("-") {
                id += "-"
            }
        }
        while id.hasSuffix("-") { id.removeLast() }
        let reason = "a key must be a helpc id (letters, digits, _, - and .)"
        guard !id.isEmpty else { return reason }
        let literal = (sourceValue ?? key).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return reason + "; give it one in code, such as String(localized: \"\(id)\", defaultValue: \"\(literal)\"), then import again"
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" || ("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0)) }
    }

    private static func texts(_ localization: JSONValue, language: String, source: JSONValue?, isSource: Bool,
                              platforms: [Platform]) -> [XMLNode] {
        guard let devices = localization["variations"]?["device"]?.objectValue else {
            return text(localization, language: language, platforms: nil,
                        source: source.map { unit(of: $0, device: nil) } ?? nil, isSource: isSource).map { [$0] } ?? []
        }
        let named = PlatformSet(devices.compactMap { device in Platform.allCases.first { $0.catalogDevice == device.key } })
        return devices.compactMap { device -> XMLNode? in
            let scope: PlatformSet
            if device.key == "other" {
                scope = PlatformSet(platforms).subtracting(named)
            } else if let platform = Platform.allCases.first(where: { $0.catalogDevice == device.key }) {
                scope = [platform]
            } else {
                return nil
            }
            guard !scope.isEmpty else { return nil }
            return text(device.value, language: language, platforms: scope,
                        source: source.map { unit(of: $0, device: device.key) } ?? nil, isSource: isSource)
        }
    }

    /// `<substitution>` elements for a localization's substitutions, at the
    /// localization or under its device variations.
    private static func substitutions(_ localization: JSONValue, language: String, platforms: [Platform]) -> [XMLNode] {
        var holders: [(JSONValue, PlatformSet?)] = [(localization, nil)]
        if let devices = localization["variations"]?["device"]?.objectValue {
            let named = PlatformSet(devices.compactMap { device in Platform.allCases.first { $0.catalogDevice == device.key } })
            holders = devices.map { device in
                let scope = device.key == "other"
                    ? PlatformSet(platforms).subtracting(named)
                    : PlatformSet(Platform.allCases.filter { $0.catalogDevice == device.key })
                return (device.value, scope)
            }
        }
        var result: [XMLNode] = []
        for (holder, scope) in holders {
            for member in holder["substitutions"]?.objectValue ?? [] {
                var attributes: [(String, String)] = [("name", member.key), ("xml:lang", language)]
                if let scope { attributes.append(("platform", scope.sorted().map(\.rawValue).joined(separator: " "))) }
                if let argument = member.value["argNum"]?.intValue { attributes.append(("argument", String(argument))) }
                attributes.append(("plural", "%" + (member.value["formatSpecifier"]?.stringValue ?? "lld")))
                let plural = member.value["variations"]?["plural"]?.objectValue ?? []
                let forms: [XMLNode] = PluralCategory.allCases.compactMap { category in
                    guard let value = plural.first(where: { $0.key == category.rawValue })?.value["stringUnit"]?["value"]?.stringValue else { return nil }
                    return .element(.make(category.rawValue, [], [.text(value)]))
                }
                result.append(.element(.make("substitution", attributes, forms)))
            }
        }
        return result
    }

    /// The source unit the translation under `device` corresponds to.
    private static func unit(of source: JSONValue, device: String?) -> JSONValue? {
        guard let devices = source["variations"]?["device"] else { return source }
        return devices[device ?? "other"] ?? devices["other"]
    }

    private static func text(_ unit: JSONValue, language: String, platforms: PlatformSet?, source: JSONValue?,
                             isSource: Bool) -> XMLNode? {
        var attributes: [(String, String)] = [("xml:lang", language)]
        if let platforms {
            attributes.append(("platform", platforms.sorted().map(\.rawValue).joined(separator: " ")))
        }
        var states: [String] = []
        let children: [XMLNode]
        if let plural = unit["variations"]?["plural"]?.objectValue {
            var forms: [XMLNode] = []
            for category in PluralCategory.allCases {
                guard let form = plural.first(where: { $0.key == category.rawValue })?.value["stringUnit"],
                      !CatalogLoader.isUntranslated(form) else { continue }
                states.append(form["state"]?.stringValue ?? "translated")
                forms.append(.element(.make(category.rawValue, [], [.text(form["value"]?.stringValue ?? "")])))
            }
            guard !forms.isEmpty else { return nil }
            let other = plural.first { $0.key == "other" }?.value["stringUnit"]?["value"]?.stringValue ?? ""
            let specifier = Placeholder.all(in: other).first { $0.isValid }?.text ?? "%lld"
            attributes.append(("plural", specifier))
            children = forms
        } else if let stringUnit = unit["stringUnit"], !CatalogLoader.isUntranslated(stringUnit) {
            states.append(stringUnit["state"]?.stringValue ?? "translated")
            children = [.text(stringUnit["value"]?.stringValue ?? "")]
        } else {
            return nil
        }
        if !isSource, let source, let sourceValue = textValue(source) {
            let current = states.allSatisfy { $0 == "translated" }
            attributes.append(("source", current ? Fingerprint.of(sourceValue) : "00000000"))
        }
        return .element(.make("text", attributes, children))
    }

    /// A unit's value as the model holds it, for its fingerprint.
    private static func textValue(_ unit: JSONValue) -> TextValue? {
        if let plural = unit["variations"]?["plural"]?.objectValue {
            let forms = plural.compactMap { member -> PluralForm? in
                guard let category = PluralCategory(rawValue: member.key),
                      let value = member.value["stringUnit"]?["value"]?.stringValue else { return nil }
                return PluralForm(category: category, value: value, location: .file(""))
            }
            return .plural(PluralText(specifier: "", forms: forms))
        }
        return unit["stringUnit"]?["value"]?.stringValue.map(TextValue.single)
    }
}
