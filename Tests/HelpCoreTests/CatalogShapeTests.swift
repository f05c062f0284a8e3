import Foundation
@testable import HelpCore
import Testing

/// A string catalog that breaks Xcode's format is reported where it breaks
/// it, and contributes nothing: a unit whose value was a number was read as
/// empty copy, a device Xcode does not know dropped its text, and a
/// misplaced "stringUnit" among the localizations was taken for a language.
struct CatalogShapeTests {
    static func catalog(_ localizations: String) -> String {
        #"{"sourceLanguage":"en","strings":{"a":{"localizations":{\#(localizations)}}},"version":"1.0"}"#
    }

    @Test(arguments: [
        (catalog(#""en":{"stringUnit":{"state":"translated","value":5}}"#), 106, #"key “a”, en: "value" must be a string, not a number"#),
        (catalog(#""en":{"stringUnit":{"state":"translated"}}"#), 76, #"key “a”, en: "stringUnit" has no "value""#),
        (catalog(#""en":{"stringUnit":"Open"}"#), 76, #"key “a”, en: "stringUnit" must be an object"#),
        (catalog(#""en":{"stringUnit":{"state":1,"value":"Open"}}"#), 85, #"key “a”, en: "state" must be a string, not a number"#),
        (catalog(#""en":{"stringUnit":{"state":"translated","value":"Open"}},"stringUnit":{"value":"x"}"#), 115,
         #"key “a”: "stringUnit" is not a language tag (such as en, ko or pt-BR)"#),
        (catalog(#""en":{"variations":{"device":{"toaster":{"stringUnit":{"state":"translated","value":"x"}}}}}"#), 87,
         "key “a”, en: “toaster” is not a device Xcode knows; use appletv"),
        (catalog(#""en":{"variations":{"plural":{"several":{"stringUnit":{"state":"translated","value":"x"}}}}}"#), 87,
         "key “a”, en: “several” is not a plural category; use zero, one, two, few, many, other"),
        (catalog(#""en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":"1"}}}"#), 146,
         #"key “a”, en, substitution “n”: "argNum" must be a whole number, not a string"#),
        (catalog(#""en":[]"#), 62, "key “a”, en must be an object, not an array"),
        (#"{"sourceLanguage":"en","strings":[],"version":"1.0"}"#, 34, #""strings" must be an object of keys, not an array"#),
        (#"{"sourceLanguage":"english","strings":{},"version":"1.0"}"#, 19, #""sourceLanguage" is "english", not a language tag"#),
        (#"{"strings":{"a":{"shouldTranslate":"no"}}}"#, 36, #"key “a”: "shouldTranslate" must be true or false, not a string"#),
        (#"[1]"#, 1, #"a string catalog is an object with "strings""#),
    ])
    func mistakesAreReportedWhereTheyAre(_ json: String, _ column: Int, _ message: String) throws {
        let result = CatalogLoader.load(Array(json.utf8), path: "Bad.xcstrings")
        #expect(result.file == nil, "a catalog that breaks the format contributes no entries")
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.message))")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.ruleID == "xml.schema")
        #expect(diagnostic.location == SourceLocation(file: "Bad.xcstrings", line: 1, column: column), "\(diagnostic)")
        #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
    }

    /// Xcode's catalogs (the fixtures, written by Xcode and by helpc) and
    /// the fields helpc does not read pass as they are.
    @Test func xcodesCatalogsPass() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../HelpEmitTests/Fixtures/xcstrings").standardizedFileURL
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xcstrings") }
        #expect(!names.isEmpty)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
            let catalog = try JSONParser.parse(bytes, file: name)
            #expect(CatalogShape.problems(in: catalog, file: name).isEmpty, "\(name)")
        }
        let extra = Self.catalog(#""en":{"stringUnit":{"state":"new","value":"Open"},"x-tool":[1]},"ko":{"variations":{"device":{"ipod":{"stringUnit":{"state":"translated","value":"열기"}},"other":{"stringUnit":{"state":"translated","value":"열기"}}}}}"#)
        #expect(CatalogShape.problems(in: try JSONParser.parse(Array(extra.utf8), file: "x"), file: "x").isEmpty)
    }

    @Test func languageTagsAreTheSchemas() {
        for tag in ["en", "ko", "haw", "pt-BR", "zh-Hant", "zh-Hant-TW", "es-419"] { #expect(LanguageTag.isValid(tag), "\(tag)") }
        for tag in ["", "EN", "e", "engl", "en-", "en_GB", "en-G", "en-123456789", "stringUnit", "ko KR"] {
            #expect(!LanguageTag.isValid(tag), "\(tag)")
        }
    }
}
