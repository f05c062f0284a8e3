import Foundation
import HelpCore
import HelpEmit
import Testing

/// Catalogs written the way Xcode writes them read and write back byte for
/// byte, every field kept.
struct StringCatalogFormatTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/xcstrings")

    @Test func xcodeCatalogRoundTripsByteForByte() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("Complete.xcstrings")))
        let catalog = try StringCatalogFormat.read(bytes, file: "Complete.xcstrings")
        #expect(StringCatalogFormat.formatted(catalog) == bytes)
        // Fields helpc doesn't model are still there.
        let strings = try #require(catalog["strings"])
        #expect(strings["Delete"]?["shouldTranslate"]?.boolValue == false)
        #expect(strings["liked"]?["localizations"]?["en"]?["substitutions"]?["count"]?["argNum"]?.intValue == 2)
        #expect(strings["Café"]?["extractionState"]?.stringValue == "stale")
        #expect(strings[""] != nil)
    }

    /// Xcode's key order is a collation: case folded, numbers by value,
    /// _ before ., Latin before Hangul — not byte order.
    @Test func keysComeOutInXcodesOrder() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("Complete.xcstrings")))
        let catalog = try StringCatalogFormat.read(bytes, file: "Complete.xcstrings")
        let shuffled = JSONValue(.object([
            JSONMember(key: "version", value: catalog["version"]!),
            JSONMember(key: "strings", value: JSONValue(.object((catalog["strings"]?.objectValue ?? []).reversed()))),
            JSONMember(key: "sourceLanguage", value: catalog["sourceLanguage"]!),
        ]))
        #expect(StringCatalogFormat.formatted(shuffled) == bytes)
        #expect(catalog["strings"]?.objectValue?.map(\.key) == [
            "", "%lld recipes", "Café", "Delete", "Empty", "hint.device", "item2", "item10", "liked", "my_key", "my.key", "한국어 키",
        ])
    }

    @Test func reindentedCatalogIsRestored() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("Complete.xcstrings")))
        let catalog = try StringCatalogFormat.read(bytes, file: "Complete.xcstrings")
        let compact = JSONWriter.compact.bytes(catalog)
        #expect(compact != bytes)
        #expect(StringCatalogFormat.formatted(try StringCatalogFormat.read(compact, file: "c")) == bytes)
    }
}
