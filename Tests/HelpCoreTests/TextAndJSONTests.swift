@testable import HelpCore
import Testing

struct JSONTests {
    @Test func parsesAndRemembersPositions() throws {
        let json = "{\n  \"a\" : [1, -2.5e3, true, null],\n  \"b\" : \"x\\u00e9\\ud83d\\ude00\\n\"\n}"
        let value = try JSONParser.parse(Array(json.utf8), file: "t.json")
        #expect(value["a"]?.arrayValue?.map(\.kind) == [.number("1"), .number("-2.5e3"), .bool(true), .null])
        #expect(value["b"]?.stringValue == "xé😀\n")
        #expect(value["b"]?.location == Location(file: "t.json", line: 3, column: 9))
        #expect(value.objectValue?.map { $0.keyLocation?.line } == [2, 3])
    }

    @Test(arguments: ["", "{", "{\"a\" 1}", "[1,]", "\"\\x\"", "01", "[1] 2", "\"\u{01}\"", "\"\\ud800\""])
    func rejectsInvalidJSON(_ text: String) {
        #expect(throws: JSONParser.Error.self) { try JSONParser.parse(Array(text.utf8), file: "t.json") }
    }

    @Test func rejectsDeepNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParser.Error.self) { try JSONParser.parse(Array(deep.utf8), file: "t.json") }
    }

    /// Xcode's layout: `" : "`, two spaces, empty objects open, no final newline.
    @Test func writesXcodeLayout() {
        let value = JSONValue.object([
            ("strings", .object([
                ("b/c", .object([])),
                ("A", .object([("value", .string("\"Ünïcödé\" \\ \t"))])),
            ])),
            ("version", .string("1.0")),
        ])
        #expect(JSONWriter.xcode.string(value) == """
            {
              "strings" : {
                "A" : {
                  "value" : "\\"Ünïcödé\\" \\\\ \\t"
                },
                "b/c" : {

                }
              },
              "version" : "1.0"
            }
            """)
    }

    /// An object written member by member is the object written whole, in
    /// every layout, empty streamed objects included.
    @Test(arguments: [JSONWriter.xcode, .indented, .compact])
    func streamedObjectsAreWrittenAsWholeOnes(writer: JSONWriter) {
        for count in [0, 1, 5, 40] {
            let keys = (0..<count).map { ["item\($0)", "Item\($0 * 7)", "é\($0)", "a-\($0)"][$0 % 4] }
            let values = (0..<count).map { JSONValue.object([("value", .string("v\($0)")), ("n", .array([.string("\($0)")]))]) }
            let streamed = writer.bytes(streaming: [
                ("version", .value(.string("1.0"))),
                ("strings", .object(count: count, key: { keys[$0] }, value: { values[$0] })),
                ("sourceLanguage", .value(.string("en"))),
            ])
            let whole = writer.bytes(.object([
                ("version", .string("1.0")),
                ("strings", .object(Array(zip(keys, values)))),
                ("sourceLanguage", .string("en")),
            ]))
            #expect(streamed == whole, "\(count) members: \(String(decoding: streamed, as: UTF8.self))")
        }
    }

    @Test func xcodeKeyOrderIgnoresCaseAndReadsNumbers() {
        let keys = ["item10", "Item2", "apple", "Banana", "item1", "_x", "Zebra"]
        #expect(keys.sorted(by: XcodeKeyOrder.areInIncreasingOrder)
                == ["_x", "apple", "Banana", "item1", "Item2", "item10", "Zebra"])
    }

    /// The ASCII fast path must order keys exactly as Foundation's collator
    /// does: case, punctuation, digit runs with leading zeros, prefixes.
    @Test func xcodeKeyOrderFastPathAgreesWithTheCollator() {
        let alphabet = Array("aAbBzZ09180 _-.,:/'\"()#$~`é한\u{1}")
        var random = SeededGenerator(seed: 7)
        func key() -> String {
            String((0..<Int.random(in: 0...6, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        var decidedByFastPath = 0
        for _ in 0..<20_000 {
            let (a, b) = (key(), key())
            if XcodeKeyOrder.primaryOrder(a, b) != nil { decidedByFastPath += 1 }
            #expect(XcodeKeyOrder.areInIncreasingOrder(a, b) == XcodeKeyOrder.collatorOrder(a, b), "\(a.debugDescription) < \(b.debugDescription)")
        }
        #expect(decidedByFastPath > 10_000)
    }

    /// A script string reads back as the string, as JSON `writeString`
    /// writes it, with no `</` that would end a `<script>`; after a `<`
    /// the writer already wrote too.
    @Test func scriptStringsAreJSONStringsWithoutClosingTags() throws {
        let pieces = ["a", "한", "\"", "\\", "/", "<", "</", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{01}", "\u{1F}", "\u{7F}", "é", "\u{2028}"]
        var state: UInt64 = 7
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int(state % 9) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            for prefix in [[UInt8](), Array("<".utf8)] {
                var script = prefix
                JSONWriter.writeScriptString(text, into: &script)
                let written = Array(script.dropFirst(prefix.count))
                #expect(try JSONParser.parse(written, file: "t.json") == .string(text), "\(text.debugDescription)")
                #expect(!String(decoding: script, as: UTF8.self).contains("</"), "\(text.debugDescription)")
                var plain = ""
                JSONWriter.writeString(text, into: &plain)
                #expect(String(decoding: written, as: UTF8.self) == plain.replacingOccurrences(of: "</", with: "<\\/")
                            || prefix.isEmpty == false && plain.hasPrefix("\"/"), "\(text.debugDescription)")
            }
        }
    }

    /// Sorting by primary keys gives the order comparing pair by pair
    /// gives, and two primary keys compare as `primaryOrder` does.
    @Test func xcodeKeyOrderSortsByPrimaryKeysAsPairByPair() {
        let alphabet = Array("aAbBzZ09180 _-.,:/'\"()#$~`é한\u{1}")
        var random = SeededGenerator(seed: 13)
        func key() -> String {
            String((0..<Int.random(in: 0...7, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        for _ in 0..<200 {
            let keys = (0..<Int.random(in: 0...60, using: &random)).map { _ in key() } + ["item2", "item10", "Item02", "a" + String(repeating: "9", count: 20)]
            #expect(XcodeKeyOrder.sorted(keys, by: { $0 }) == keys.sorted(by: XcodeKeyOrder.areInIncreasingOrder))
        }
        for _ in 0..<20_000 {
            let (a, b) = (key(), key())
            guard let x = XcodeKeyOrder.primaryKey(a), let y = XcodeKeyOrder.primaryKey(b) else {
                #expect(XcodeKeyOrder.primaryOrder(a, b) == nil || XcodeKeyOrder.primaryKey(a) == nil || XcodeKeyOrder.primaryKey(b) == nil)
                continue
            }
            #expect(XcodeKeyOrder.primaryOrder(a, b) == (x == y ? nil : x.lexicographicallyPrecedes(y)), "\(a.debugDescription) < \(b.debugDescription)")
        }
    }

    @Test func roundTripsThroughTheParser() throws {
        let value = JSONValue.object([("k", .array([.string("한국어"), .number(3), .bool(false), .null]))])
        for writer in [JSONWriter.xcode, .indented, .compact] {
            #expect(try JSONParser.parse(writer.bytes(value), file: "t.json") == value)
        }
    }
}

struct TextToolsTests {
    /// FIPS 180-4 test vectors.
    @Test func sha256() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// The same digest however the bytes are split across updates.
    @Test func sha256InPieces() {
        let message = Array(String(repeating: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", count: 2).utf8)
        #expect(SHA256.hex(message) == "59f109d9533b2b70e7c3b814a2bd218f78ea5d3714455bc67987cf0d664399cf")
        for split in [0, 1, 55, 56, 63, 64, 65, 100, message.count] {
            var hasher = SHA256.Hasher()
            hasher.update(message[..<split])
            hasher.update(message[split...])
            #expect(SHA256.hex(digest: hasher.finalize()) == "59f109d9533b2b70e7c3b814a2bd218f78ea5d3714455bc67987cf0d664399cf")
        }
        var bytes = SHA256.Hasher()
        for _ in 0..<1000 { bytes.update(Array(repeating: UInt8(ascii: "a"), count: 1000)) }
        #expect(SHA256.hex(digest: bytes.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        var text = SHA256.Hasher()
        text.update("abc")
        #expect(SHA256.hex(digest: text.finalize()) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func fingerprintsUseNFC() {
        let composed = "한국"
        let decomposed = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}"
        #expect(Fingerprint.of(.single(composed)) == Fingerprint.of(.single(decomposed)))
        #expect(Fingerprint.of(.single("abc")) == "ba7816bf")
    }

    @Test func placeholders() {
        let found = Placeholder.all(in: "%1$@ has %lld items (%.1f%%) %d %")
        #expect(found.map(\.text) == ["%1$@", "%lld", "%.1f", "%d", "%"])
        #expect(found.map(\.position) == [1, nil, nil, nil, nil])
        #expect(found.map(\.argumentType) == ["object", "intll", "double", "int", ""])
        #expect(found.map(\.isValid) == [true, true, true, true, false])
        #expect(found.map(\.offset) == [0, 9, 21, 29, 32])
        // Length modifiers, longest first; offsets count characters, one
        // of them two scalars; "% o" is a percent sign written alone.
        let more = Placeholder.all(in: "e\u{301} %hhd %zu %2$lu %hx 50 % of")
        #expect(more.map(\.text) == ["%hhd", "%zu", "%2$lu", "%hx", "% o"])
        #expect(more.map(\.conversion) == ["hhd", "zu", "lu", "hx", "o"])
        #expect(more.map(\.offset) == [2, 7, 11, 17, 24])
        #expect(more.map(\.isValid) == [true, true, true, true, false])
    }

    @Test func columnsCountCharacters() {
        let table = LineTable(file: "f", bytes: Array("ab\n한국어x\n".utf8))
        #expect(table.location(ofByte: 0) == Location(file: "f", line: 1, column: 1))
        #expect(table.location(ofByte: 3) == Location(file: "f", line: 2, column: 1))
        #expect(table.location(ofByte: 12) == Location(file: "f", line: 2, column: 4))
        #expect(table.location(ofByte: 14) == Location(file: "f", line: 3, column: 1))
    }

    /// Every offset's line and column as counting from the start gives
    /// them, for files with and without line feeds at either end.
    @Test func linesAreCountedFromTheStart() {
        for text in ["", "\n", "a", "\n\na\n", "ab\r\n한\n\nx", "no line feed at all", "\nstarts and ends\n"] {
            let bytes = Array(text.utf8)
            let table = LineTable(file: "f", bytes: bytes)
            for offset in 0...bytes.count {
                let before = bytes[..<offset]
                let line = before.filter { $0 == 0x0A }.count + 1
                let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
                #expect(table.location(ofByte: offset) == Location(file: "f", line: line, column: column), "\(offset) in \(text)")
            }
        }
    }

    /// A tool's one-line XML: offsets on a line of many kilobytes, in any
    /// order, counted from checkpoints rather than from the line's start,
    /// give the line and column counting from the start gives. The file
    /// ends on a checkpoint, and on either side of one.
    @Test func longLinesAreCountedFromCheckpoints() {
        let piece = Array("<step>항목 a</step>".utf8)
        let spacing = LineTable.checkpointSpacing
        for length in [8 * spacing, 8 * spacing + 1, 8 * spacing - 1] {
            var bytes = Array("<help>\n".utf8)
            while bytes.count < length { bytes += piece }
            bytes = Array(bytes.prefix(length))
            #expect(bytes.count == length)
            let table = LineTable(file: "f", bytes: bytes)
            var generator = SeededGenerator(seed: UInt64(length))
            let offsets = [0, 7, bytes.count - 1, bytes.count] + (0..<100).map { _ in Int.random(in: 0...bytes.count, using: &generator) }
            for offset in offsets {
                let before = bytes[..<offset]
                let line = before.filter { $0 == 0x0A }.count + 1
                let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
                #expect(table.location(ofByte: offset) == Location(file: "f", line: line, column: column), "\(offset) of \(length)")
            }
        }
    }

    @Test func scopeOverlap() {
        let all = PlatformSet.all
        let mobile = Scope(platforms: [.ios, .ipados])
        let mac = Scope(platforms: [.macos])
        #expect(!mobile.overlaps(mac, within: all))
        #expect(Scope.everywhere.overlaps(mac, within: all))
        #expect(!Scope.everywhere.overlaps(mac, within: [.ios]), "macOS is outside the file")
        let remote = Scope(platforms: [.tvos], inputs: [.remote])
        let controller = Scope(platforms: [.tvos], inputs: [.gamecontroller])
        #expect(!remote.overlaps(controller, within: all))
        #expect(remote.overlaps(Scope(platforms: [.tvos]), within: all))
    }
}
