import Foundation
import HelpCore
import Testing

/// A large document's top-level elements are written on several threads
/// and joined: the bytes must be the one writer's, whatever they hold.
struct XMLWriterTests {
    @Test func childrenWrittenSideBySideAreTheOneWritersBytes() {
        let unit = XMLElement.make("trans-unit", [("id", "a|==|b"), ("note", "\"quoted\" & <angled> 'x'")], [
            .element(.make("source", [], [.text("line one\nline two  &amp; <ui> ✓ 한국어")])),
            .element(.make("target", [("state", "translated")], [.text("앞 "), .element(.make("g", [("id", "1")], [.text("저장")])), .text("을\n")])),
            .element(.make("note", [])),
        ])
        let files = (0..<7).map { index in
            XMLNode.element(.make("file", [("original", "T\(index)")], [
                .element(.make("body", [], Array(repeating: .element(unit), count: index))),
            ]))
        }
        let doctype = XMLWriter.Doctype(name: "xliff", publicID: "-//X//EN", systemID: "x.dtd")
        for (root, doctype) in [(XMLElement.make("xliff", [("version", "1.2"), ("a", "<&>")], files), nil),
                                (XMLElement.make("xliff", [], Array(files.prefix(2))), doctype)] {
            let one = XMLWriter.bytes(root, doctype: doctype)
            for jobs in [2, 3, 8] {
                #expect(XMLWriter.bytes(root, doctype: doctype, jobs: jobs) == one, "\(jobs) threads")
            }
            #expect(XMLWriter.bytes(root, indent: "\t", doctype: doctype, jobs: 4) == XMLWriter.bytes(root, indent: "\t", doctype: doctype))
        }
        // Text among the root's children: one writer.
        let mixed = XMLElement.make("r", [], [.text("a"), .element(unit), .element(unit)])
        #expect(XMLWriter.bytes(mixed, jobs: 4) == XMLWriter.bytes(mixed))
    }

    /// A document written a few children at a time, some through a
    /// cutter's bytes, is the one writer's.
    /// A document streamed an element at a time, its bytes handed on in
    /// chunks, is the document written whole: with a doctype, nested and
    /// mixed content, escaping, and chunks cut wherever they fill.
    @Test func aStreamedDocumentIsTheWholeDocumentsBytes() throws {
        let children = (0..<9).flatMap { index -> [XMLNode] in [
            .element(.make("key", [], [.text("키 \(index) & <x>")])),
            .element(.make("dict", [], [
                .element(.make("string", [("id", "\"\(index)\"")], [.text("앞 "), .element(.make("g", [], [.text("저장")])), .text("을")])),
                .element(.make("array")),
            ])),
        ] }
        let doctype = XMLWriter.Doctype(name: "plist", publicID: "-//Apple//DTD PLIST 1.0//EN", systemID: "x.dtd")
        let whole = XMLWriter.bytes(.make("plist", [("version", "1.0")], [.element(.make("dict", [], children))]),
                                    indent: "\t", doctype: doctype)
        for size in [1, 40, 100_000] {
            let stream = try #require(XMLWriter.Stream(indent: "\t", doctype: doctype))
            var chunks: [[UInt8]] = []
            stream.open("plist", [("version", "1.0")])
            stream.open("dict")
            for child in children {
                guard case .element(let element) = child else { continue }
                stream.write(element)
                stream.handOnWhenFull(size: size, to: { chunks.append($0) })
            }
            stream.finish(to: { chunks.append($0) })
            #expect(Array(chunks.joined()) == whole, "chunks of \(size)")
            #expect(size == 100_000 ? chunks.count == 1 : chunks.count > 9, "chunks of \(size)")
        }
    }

    @Test func piecesAppendedInGroupsAreTheOneWritersBytes() throws {
        let files = (0..<5).map { index in
            XMLNode.element(.make("file", [("original", "T\(index) & <x>")], [
                .element(.make("body", [], [.element(.make("unit", [("id", "\(index)")], [.text("한국어 \(index)\n")]))])),
            ]))
        }
        let root = XMLElement.make("xliff", [("version", "1.2")])
        let one = XMLWriter.bytes(XMLElement.make("xliff", [("version", "1.2")], files))
        var pieces = try #require(XMLWriter.Pieces(root))
        let first = pieces.append(Array(files.prefix(2)), jobs: 2)
        pieces.append(bytes: try #require(pieces.cutter.bytes(of: [files[2]], jobs: 1)))
        let last = pieces.append(Array(files.suffix(2)), jobs: 3)
        #expect(first && last)
        let kept = pieces
        #expect(pieces.finish() == one)
        let pieced = kept.pieced()
        #expect(pieced.pieces.count == 7 && pieced.count == one.count, "head, five files and tail, as written")
        #expect(pieced.joined == one)
    }
}

