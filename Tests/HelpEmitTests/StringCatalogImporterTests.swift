import Foundation
import HelpCore
import HelpEmit
import Testing

/// Import a catalog, build the content back: every string a device sees,
/// in every language and plural form, with its state and comment, is the same.
struct StringCatalogImporterTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/xcstrings")

    /// key|language|device|category → state|value, and key → comment, with
    /// `other` device variations spelled out per device.
    static func resolve(_ catalog: JSONValue) -> [String: String] {
        var result: [String: String] = [:]
        let devices = Platform.allCases.map(\.catalogDevice)
        for member in catalog["strings"]?.objectValue ?? [] {
            result["\(member.key)|comment"] = member.value["comment"]?.stringValue ?? ""
            for localization in member.value["localizations"]?.objectValue ?? [] {
                for device in devices {
                    var unit = localization.value
                    if let variations = unit["variations"]?["device"] {
                        guard let chosen = variations[device] ?? variations["other"] else { continue }
                        unit = chosen
                    }
                    let prefix = "\(member.key)|\(localization.key)|\(device)"
                    if let plural = unit["variations"]?["plural"]?.objectValue {
                        for form in plural {
                            result["\(prefix)|\(form.key)"] = "\(form.value["stringUnit"]?["state"]?.stringValue ?? "")|\(form.value["stringUnit"]?["value"]?.stringValue ?? "")"
                        }
                    } else if let stringUnit = unit["stringUnit"] {
                        result["\(prefix)|-"] = "\(stringUnit["state"]?.stringValue ?? "")|\(stringUnit["value"]?.stringValue ?? "")"
                    }
                    for substitution in unit["substitutions"]?.objectValue ?? [] {
                        result["\(prefix)|\(substitution.key)"] = "\(substitution.value["argNum"]?.intValue ?? 0) \(substitution.value["formatSpecifier"]?.stringValue ?? "")"
                        for form in substitution.value["variations"]?["plural"]?.objectValue ?? [] {
                            result["\(prefix)|\(substitution.key)|\(form.key)"] = form.value["stringUnit"]?["value"]?.stringValue ?? ""
                        }
                    }
                }
            }
        }
        return result
    }

    @Test func importThenBuildGivesTheSameCatalog() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("Adopt.xcstrings")))
        let original = try StringCatalogFormat.read(bytes, file: "Adopt.xcstrings")
        let imported = StringCatalogImporter.importCatalog(original, table: "Adopt", platforms: Platform.allCases)
        #expect(imported.imported == 4)
        #expect(imported.skipped.isEmpty)

        let loaded = try ContentLoader.bundled().load(imported.document, path: "Adopt.xml", config: Config())
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics) in \(String(decoding: imported.document, as: UTF8.self))")
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let rebuilt = StringCatalogEmitter.catalog(table: "Adopt", project: project)
        let (a, b) = (Self.resolve(rebuilt), Self.resolve(original))
        let differences = Set(a.keys).union(b.keys).sorted().filter { a[$0] != b[$0] }.map { "\($0): \(a[$0] ?? "-") vs \(b[$0] ?? "-")" }
        #expect(differences.isEmpty, "\(differences)")
        #expect(Self.resolve(original)["adopt.hint|ko|mac|-"] == "needs_review|별표 클릭")
        #expect(Self.resolve(original).count > 20)
        #expect(Self.resolve(original)["adopt.liked|ko|mac|recipes|other"] == "레시피 %arg개")
        #expect(String(decoding: imported.document, as: UTF8.self).contains("<substitution name=\"recipes\" xml:lang=\"en\" argument=\"2\" plural=\"%lld\">"))
    }

    /// Xcode shows a key with no source-language localization as the key
    /// itself: imported, it is the English text, and its translations
    /// are current against it.
    @Test func aKeyWithoutItsSourceIsItsOwnSource() throws {
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Welcome": {"localizations": {"ko": {"stringUnit": {"state": "translated", "value": "환영합니다"}}}},
              "Retry": {"localizations": {"ko": {"stringUnit": {"state": "needs_review", "value": "재시도"}}}}}}
            """#
        let imported = StringCatalogImporter.importCatalog(try StringCatalogFormat.read(Array(catalog.utf8), file: "W"), table: "W",
                                                           platforms: Platform.allCases)
        #expect(imported.imported == 2 && imported.skipped.isEmpty)
        let loaded = try ContentLoader.bundled().load(imported.document, path: "W.xml", config: Config())
        let file = try #require(loaded.file, "\(loaded.diagnostics)")
        let project = Project(config: Config(), files: [file])
        let rebuilt = Self.resolve(StringCatalogEmitter.catalog(table: "W", project: project))
        #expect(rebuilt["Welcome|en|iphone|-"] == "translated|Welcome")
        #expect(rebuilt["Welcome|ko|iphone|-"] == "translated|환영합니다")
        #expect(rebuilt["Retry|ko|mac|-"] == "needs_review|재시도")
    }

    /// The source language's text comes first whatever the catalog's order,
    /// and a unit in state new with no value (a translation not made yet)
    /// is left out rather than imported as an empty text.
    @Test func sourceFirstAndUntranslatedUnitsLeftOut() throws {
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "welcome": {"localizations": {"ko": {"stringUnit": {"state": "new", "value": ""}},
                                            "en": {"stringUnit": {"state": "translated", "value": "Welcome, %@!"}}}},
              "photos": {"localizations": {"ko": {"variations": {"plural": {"other": {"stringUnit": {"state": "new", "value": ""}}}}},
                                           "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld photo"}},
                                                                            "other": {"stringUnit": {"state": "translated", "value": "%lld photos"}}}}}}},
              "old": {"localizations": {"ko": {"stringUnit": {"state": "translated", "value": "옛"}},
                                        "en": {"stringUnit": {"state": "translated", "value": "Old"}}}}}}
            """#
        let imported = StringCatalogImporter.importCatalog(try StringCatalogFormat.read(Array(catalog.utf8), file: "W"), table: "W",
                                                           platforms: Platform.allCases)
        let document = String(decoding: imported.document, as: UTF8.self)
        #expect(!document.contains("<text xml:lang=\"ko\" source=\"00000000\"></text>") && !document.contains("<other></other>"), "\(document)")
        let loaded = try ContentLoader.bundled().load(imported.document, path: "W.xml", config: Config())
        let entries = try #require(loaded.file, "\(loaded.diagnostics)").entries
        for entry in entries {
            guard case .string(let copy) = entry.kind else { continue }
            #expect(copy.texts.first?.language == "en", "\(entry.id): \(document)")
        }
        #expect(entries.map { entry -> [String] in
            guard case .string(let copy) = entry.kind else { return [] }
            return copy.texts.map(\.language)
        } == [["en"], ["en"], ["en", "ko"]])
    }

    /// An InfoPlist key with no English value is Info.plist's to give, and
    /// is listed rather than imported as the English "CFBundleDisplayName";
    /// a key that is no helpc id is told to take one, with the English
    /// the catalog gives it as the default value.
    @Test func infoPlistKeysWithoutValueAreListed() throws {
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "CFBundleDisplayName": {"shouldTranslate": false},
              "NSCameraUsageDescription": {"localizations": {"en": {"stringUnit": {"state": "new", "value": "Scan recipe cards."}}}},
              "shared by %@": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Shared by %@"}}}}}}
            """#
        let imported = StringCatalogImporter.importCatalog(try StringCatalogFormat.read(Array(catalog.utf8), file: "I"),
                                                           table: "InfoPlist", platforms: Platform.allCases)
        #expect(imported.imported == 1)
        let reasons = Dictionary(imported.skipped.map { ($0.key, $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(reasons["CFBundleDisplayName"]?.hasPrefix("it has no en value, so Info.plist gives it") == true, "\(reasons)")
        #expect(reasons["shared by %@"]?.contains(#"String(localized: "shared-by", defaultValue: "Shared by %@")"#) == true,
                "\(reasons)")
        let document = String(decoding: imported.document, as: UTF8.self)
        #expect(!document.contains("CFBundleDisplayName") && document.contains("<string id=\"NSCameraUsageDescription\">"))
        let elsewhere = StringCatalogImporter.importCatalog(try StringCatalogFormat.read(Array(catalog.utf8), file: "L"),
                                                            table: "Localizable", platforms: Platform.allCases)
        #expect(elsewhere.imported == 2, "outside InfoPlist a key with no English is its own English")
    }

    @Test func unsupportedKeysAreListed() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("Complete.xcstrings")))
        let imported = StringCatalogImporter.importCatalog(try StringCatalogFormat.read(bytes, file: "C"), table: "C",
                                                           platforms: Platform.allCases)
        let reasons = Dictionary(imported.skipped.map { ($0.key, $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(reasons["liked"] == nil, "substitutions are imported")
        #expect(reasons["%lld recipes"]?.contains("helpc id") == true)
        #expect(reasons["%lld recipes"]?.contains(#"String(localized: "recipes", defaultValue: "%lld recipes")"#) == true)
        #expect(reasons["Café"] != nil && reasons["한국어 키"] != nil && reasons[""] != nil)
        #expect(reasons["Empty"] == nil, "a key without localizations is its own English, as in Xcode")
        let document = String(decoding: imported.document, as: UTF8.self)
        #expect(document.contains("<string id=\"Empty\">\n    <text xml:lang=\"en\">Empty</text>\n  </string>"), "\(document)")
        #expect(document.contains("<string id=\"Delete\" ignore=\"translation.missing\" because=\"shouldTranslate is false in the catalog\">"))
    }
}
