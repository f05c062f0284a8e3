@testable import HelpCore
import Testing

/// A content file of many entries is validated a group of the root's
/// children at a time (libxml2 slows quadratically with the mistakes in one
/// document): the findings must be those of validating it whole, once each,
/// and the document must come back whole.
struct SchemaValidationGroupsTests {
    static func schema(apart: Bool) throws -> XMLSchema {
        try XMLSchema(relaxNG: Resources.bytes("schema/helpc.rng"), name: "helpc.rng", validatesRootChildrenApart: apart)
    }

    /// `count` strings, the ones at `mistaken` written as the schema refuses
    /// (their comment after their text), with a comment and blank lines
    /// between some entries and, optionally, a mistake on the root itself.
    static func document(count: Int, mistaken: Set<Int>, rootMistake: Bool = false, strayText: Int? = nil) -> [UInt8] {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     rootMistake ? "<help version=\"2\" table=\"T\">" : "<help version=\"1\" table=\"T\">"]
        for index in 0..<count {
            if index % 100 == 0 { lines.append("  <!-- part \(index / 100) -->") }
            if index == strayText { lines.append("  stray words") }
            lines.append(mistaken.contains(index)
                ? "  <string id=\"s\(index)\"><text xml:lang=\"en\">Tap \(index).</text><comment>late</comment></string>"
                : "  <string id=\"s\(index)\"><text xml:lang=\"en\">Tap \(index).</text></string>")
        }
        lines.append("</help>")
        return Array(lines.joined(separator: "\n").utf8)
    }

    @Test(arguments: [
        (count: 1_000, mistaken: [Int](), rootMistake: false, strayText: Int?.none),
        (count: 1_000, mistaken: [0, 255, 256, 511, 700, 999], rootMistake: false, strayText: nil),
        (count: 600, mistaken: [3, 400], rootMistake: true, strayText: nil),
        (count: 600, mistaken: [], rootMistake: false, strayText: 300),
    ])
    func groupsFindWhatTheWholeDocumentFinds(count: Int, mistaken: [Int], rootMistake: Bool, strayText: Int?) throws {
        let bytes = Self.document(count: count, mistaken: Set(mistaken), rootMistake: rootMistake, strayText: strayText)
        let whole = XMLReader.parse(bytes, file: "t.xml", schema: try Self.schema(apart: false))
        let grouped = XMLReader.parse(bytes, file: "t.xml", schema: try Self.schema(apart: true))
        #expect(Set(grouped.diagnostics) == Set(whole.diagnostics))
        #expect(grouped.diagnostics.count == Set(grouped.diagnostics).count, "each finding once")
        #expect(whole.diagnostics.isEmpty == (mistaken.isEmpty && !rootMistake && strayText == nil))
        for index in mistaken {
            #expect(grouped.diagnostics.contains { $0.location.line == 3 + index + index / 100 + 1 }, "entry \(index)")
        }
        // The tree is put back as it was: the document read after validation has every entry.
        if grouped.diagnostics.isEmpty {
            let strings = grouped.document?.root.children.filter { if case .element = $0 { true } else { false } }
            #expect(strings?.count == count)
        }
    }

    /// Every entry mistaken, as a file written to an old format would be.
    @Test func everyEntryMistaken() throws {
        let bytes = Self.document(count: 2_000, mistaken: Set(0..<2_000))
        let whole = XMLReader.parse(bytes, file: "t.xml", schema: try Self.schema(apart: false))
        let grouped = XMLReader.parse(bytes, file: "t.xml", schema: try Self.schema(apart: true))
        #expect(Set(grouped.diagnostics) == Set(whole.diagnostics))
        #expect(Set(grouped.diagnostics.map(\.location.line)).count == 2_000)
    }
}
