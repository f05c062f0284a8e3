import Foundation
import HelpCore
@testable import HelpEmit
import Testing

struct LegacyStringsEmitterTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func outputs() throws -> [String: [UInt8]] {
        let bytes = [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent("catalog/library.xml")))
        let loaded = try ContentLoader.bundled().load(bytes, path: "library.xml", config: Config())
        return LegacyStringsEmitter.emit(Project(config: Config(), files: [try #require(loaded.file)]))
    }

    @Test func writesStringsAndStringsdictPerLanguage() throws {
        let outputs = try outputs()
        #expect(outputs.keys.sorted() == [
            "en.lproj/Library.strings", "en.lproj/Library.stringsdict",
            "ko.lproj/Library.strings", "ko.lproj/Library.stringsdict",
        ])
        for (path, bytes) in outputs {
            let golden = Self.fixtures.appendingPathComponent("legacy/\(path)")
            if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
                try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: golden)
            }
            #expect(bytes == [UInt8](try Data(contentsOf: golden)), "\(path)")
        }
    }

    /// Written a chunk at a time, as a build writes them, the files are
    /// those written whole (held to the golden files above).
    @Test func filesWrittenInChunksAreTheWholeFiles() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent("catalog/library.xml")))
        let loaded = try ContentLoader.bundled().load(bytes, path: "library.xml", config: Config())
        let files = LegacyStringsEmitter.files(of: Project(config: Config(), files: [try #require(loaded.file)]))
        let whole = try outputs()
        #expect(files.map(\.path).sorted() == whole.keys.sorted())
        for file in files {
            var chunks: [[UInt8]] = []
            file.write(chunkSize: 64) { chunks.append($0) }
            #expect(chunks.count > 2, "\(file.path)")
            #expect(Array(chunks.joined()) == whole[file.path], "\(file.path)")
        }
    }

    @Test func stringsEscapeAsApplesFormat() throws {
        let strings = String(decoding: try #require(try outputs()["en.lproj/Library.strings"]), as: UTF8.self)
        #expect(strings.contains("/* Menu item that saves a copy. */\n\"library.save\" = \"Save a copy of the recipe\";\n"))
        #expect(strings.contains("\"Library.delete.title\" = \"Delete \\\"Soup\\\"?\";"))
        #expect(LegacyStringsEmitter.escape("a\"b\\c\nd\te") == "a\\\"b\\\\c\\nd\\te")
    }

    /// The file is written byte by byte: escapes between multi-byte
    /// characters, Windows line ends, and every `*/` in a comment (which
    /// would close it early) split, however the stars run.
    @Test func stringsAreWrittenByteForByte() throws {
        let bytes = LegacyStringsEmitter.strings([
            (key: "b", comment: "Ends */ here, **/ and */*/", value: "한국어 \"따옴표\"\r\n줄\t끝\\"),
            (key: "a\"", comment: nil, value: ""),
            (key: "c", comment: "", value: "é*/"),
        ])
        #expect(String(decoding: bytes, as: UTF8.self) == """
            "a\\"" = "";

            /* Ends * / here, ** / and * /* / */
            "b" = "한국어 \\"따옴표\\"\\r\\n줄\\t끝\\\\";

            "c" = "é*/";


            """)
        #expect(LegacyStringsEmitter.escape("가\n나") == "가\\n나")
        #expect(LegacyStringsEmitter.escape("그대로") == "그대로")
    }

    @Test func stringsdictIsAPropertyList() throws {
        let bytes = try #require(try outputs()["en.lproj/Library.stringsdict"])
        var options = XMLReader.Options()
        options.allowsDoctype = true
        let parsed = XMLReader.parse(bytes, file: "Library.stringsdict", options: options)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let dict = try #require(parsed.document?.root.firstElement(named: "dict"))
        let keys = dict.elements(named: "key").map(\.textContent)
        #expect(keys == ["library.count", "library.hint", "library.play", "library.play#gamecontroller", "library.play#keyboard", "library.play#remote"])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">"))
        #expect(text.contains("<key>NSStringLocalizedFormatKey</key>\n\t\t\t<string>%#@value@</string>"))
        #expect(text.contains("<key>NSStringFormatValueTypeKey</key>\n\t\t\t\t<string>lld</string>"))
        #expect(text.contains("<key>NSStringDeviceSpecificRuleType</key>"))
        #expect(text.contains("<key>mac</key>\n\t\t\t\t<string>Click the star to keep this recipe close.</string>"))
    }
}
