import Foundation
import HelpCore
import HelpEmit
import Testing

/// Catalogs compared byte for byte with golden files. Regenerate them, after
/// checking the difference is intended, with `UPDATE_GOLDEN=1 swift test`.
struct StringCatalogEmitterTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/catalog")

    func project(_ files: [String]) throws -> Project {
        let loader = try ContentLoader.bundled()
        let config = Config()
        let loaded = try files.map { name in
            let bytes = [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
            let result = loader.load(bytes, path: name, config: config)
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            return try #require(result.file)
        }
        return Project(config: config, files: loaded)
    }

    @Test func matchesGoldenCatalog() throws {
        let outputs = StringCatalogEmitter.emit(try project(["library.xml"]))
        #expect(outputs.keys.sorted() == ["Library.xcstrings"])
        let golden = Self.fixtures.appendingPathComponent("Library.xcstrings")
        let actual = try #require(outputs["Library.xcstrings"])
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try Data(actual).write(to: golden)
        }
        let expected = [UInt8](try Data(contentsOf: golden))
        #expect(actual == expected, "\(String(decoding: actual, as: UTF8.self))")
    }

    @Test func catalogIsValidJSONWithTheExpectedShape() throws {
        let outputs = StringCatalogEmitter.emit(try project(["library.xml"]))
        let catalog = try JSONParser.parse(try #require(outputs["Library.xcstrings"]), file: "Library.xcstrings")
        #expect(catalog["sourceLanguage"]?.stringValue == "en")
        #expect(catalog["version"]?.stringValue == "1.0")
        let strings = try #require(catalog["strings"])
        #expect(strings.objectValue?.map(\.key) == [
            "library.count", "Library.delete.button.cancel", "Library.delete.button.delete", "Library.delete.title",
            "library.hint", "library.item9", "library.item10", "library.play", "library.play#gamecontroller",
            "library.play#keyboard", "library.play#remote", "library.save",
        ])
        let save = try #require(strings["library.save"])
        #expect(save["comment"]?.stringValue == "Menu item that saves a copy.")
        #expect(save["extractionState"]?.stringValue == "manual")
        #expect(save["localizations"]?["ko"]?["stringUnit"]?["state"]?.stringValue == "translated")

        let hint = try #require(strings["library.hint"]?["localizations"])
        #expect(hint["en"]?["variations"]?["device"]?.objectValue?.map(\.key) == ["ipad", "iphone", "mac"])
        #expect(hint["ko"]?["variations"]?["device"]?["iphone"]?["stringUnit"]?["state"]?.stringValue == "needs_review",
                "the fingerprint 00000000 does not match the English")
        #expect(hint["ko"]?["variations"]?["device"]?["mac"]?["stringUnit"]?["state"]?.stringValue == "translated")

        let count = try #require(strings["library.count"]?["localizations"])
        #expect(count["en"]?["variations"]?["plural"]?["one"]?["stringUnit"]?["value"]?.stringValue == "%lld recipe")
        #expect(count["ko"]?["variations"]?["plural"]?.objectValue?.map(\.key) == ["other"])

        #expect(strings["library.play"]?["localizations"]?["ko"] == nil, "no unit for a missing language")
        #expect(strings["library.play#remote"]?["localizations"]?["en"]?["variations"]?["device"]?["appletv"]?["stringUnit"]?["value"]?.stringValue
                == "Press the Touch surface to start")
        #expect(strings["Library.delete.button.cancel"]?["comment"]?.stringValue == "Keeps the recipe.")
        #expect(strings["Library.delete.title"]?["comment"]?.stringValue == "Shown before a recipe is deleted.")
    }

    @Test func oneCatalogPerTableWhateverTheFileOrder() throws {
        let split = try project(["library.xml", "tips.xml"])
        let reversed = try project(["tips.xml", "library.xml"])
        let outputs = StringCatalogEmitter.emit(split)
        #expect(outputs.keys.sorted() == ["Library.xcstrings", "Tips.xcstrings"])
        #expect(outputs == StringCatalogEmitter.emit(reversed))
    }

    /// A catalog is written a key at a time; it must be the catalog the
    /// whole value gives, keys in Xcode's order, for a table of more keys
    /// than the short path of that order takes and keys of every kind.
    @Test func streamedCatalogIsTheWholeValueWrittenOut() throws {
        var strings = ""
        let stems = ["library.item", "Library.Item", "library-item", "library_item", "library.item.v", "0library.item"]
        for number in [1, 2, 9, 10, 11, 100, 007, 20] {
            for stem in stems {
                strings += """
                      <string id="\(stem)\(number)">
                        <text xml:lang="en">Recipe \(number)</text>
                        <text xml:lang="en" input="remote">Recipe \(number) on the remote</text>
                        <text xml:lang="ko">레시피 \(number)</text>
                      </string>

                    """
            }
        }
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\" table=\"Many\">\n\(strings)</help>\n"
        let loader = try ContentLoader.bundled()
        let result = loader.load(Array(xml.utf8), path: "many.xml", config: Config())
        let file = try #require(result.file, "\(result.diagnostics)")
        let project = Project(config: Config(), files: [file])
        let streamed = StringCatalogEmitter.catalogBytes(table: "Many", project: project)
        #expect(streamed == JSONWriter.xcode.bytes(StringCatalogEmitter.catalog(table: "Many", project: project)))
        let catalog = try JSONParser.parse(streamed, file: "Many.xcstrings")
        #expect(catalog["strings"]?.objectValue?.count == stems.count * 8 * 2)
        // Handed on in chunks, as a build writes it, the same bytes.
        var chunks: [[UInt8]] = []
        StringCatalogEmitter.write(table: "Many", project: project, chunkSize: 4096) { chunks.append($0) }
        #expect(chunks.count > 3)
        #expect(chunks.dropLast().allSatisfy { $0.count >= 4096 })
        #expect(Array(chunks.joined()) == streamed)
    }
}

