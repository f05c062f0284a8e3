import Foundation
@testable import HelpCore
import Testing

/// `XMLReader.stream` reads a large document a chunk at a time and frees each
/// cut element once handed over. It must hand over exactly what `parse`'s
/// tree holds — the same elements, locations, spans and text, in document
/// order — for any chunk size, including chunks that end inside a tag, a
/// character reference or a multi-byte character, and must refuse what
/// `parse` refuses, with the same words.
struct XMLStreamTests {
    /// An XLIFF with what a translator's tool may write: groups, units in
    /// units, a unit outside a body, CDATA, references, comments, Korean,
    /// empty elements and a text longer than the chunks.
    static let translatorFile = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Alerts.xcstrings" source-language="en" target-language="ko" datatype="plaintext">
            <header><tool tool-id="t" tool-name="t"/><trans-unit id="in.header"><source>x</source></trans-unit></header>
            <body>
              <trans-unit id="a|==|device.mac" xml:space="preserve" maxwidth="20">
                <source>Delete <g id="1" ctype="x-helpc-ui">this</g> recipe?</source>
                <target state="translated">이 레시피를 &amp; <![CDATA[<삭제>]]>하겠습니까?&#x2026;</target>
                <!-- a comment between -->
                <note>Shown before a recipe is deleted.</note>
              </trans-unit>
              <group id="g1"><trans-unit id="b"><source/><target/></trans-unit>
                <group id="g2">
                  <trans-unit id="c"><source>\(String(repeating: "long text 긴 글 ", count: 40))</source></trans-unit>
                </group>
              </group>
              <trans-unit id="d"><source>Outer</source><trans-unit id="d.inner"><source>Inner</source></trans-unit></trans-unit>
            </body>
          </file>
          <file original="Empty.xcstrings" source-language="en"><body/></file>
          <file original="Tips.xcstrings" source-language="en" target-language="ko"><body><trans-unit id="e"><source>Tap</source><target>탭</target></trans-unit></body></file>
        </xliff>
        """

    static let chunkSizes = [1, 2, 3, 7, 64, 1000, 1 << 20]

    /// What `stream` should hand over, from `parse`'s tree: each element
    /// named `cut` below the root's children, in the order they end, without
    /// the cut elements inside it, with the position of the root's child it
    /// is in and the names around it.
    static func expectedCuts(_ root: XMLElement, cut: Set<String>) -> [(element: XMLElement, top: Int, ancestors: [String])] {
        var found: [(XMLElement, Int, [String])] = []
        func visit(_ element: XMLElement, depth: Int, top: Int, ancestors: [String]) -> XMLElement {
            var children: [XMLNode] = []
            for child in element.children {
                guard case .element(let inner) = child else { children.append(child); continue }
                let kept = visit(inner, depth: depth + 1, top: top, ancestors: ancestors + [element.name])
                if depth + 1 > 2 && cut.contains(inner.name) {
                    found.append((kept, top, ancestors + [element.name]))
                } else {
                    children.append(.element(kept))
                }
            }
            return XMLElement(name: element.name, namespace: element.namespace, attributes: element.attributes,
                              children: children, location: element.location, span: element.span)
        }
        for (index, child) in root.elements.enumerated() {
            _ = visit(child, depth: 2, top: index, ancestors: [root.name])
        }
        return found
    }

    /// `element` as far as a shell keeps it: its elements, and no text
    /// beside a cut one.
    static func elementsOnly(_ element: XMLElement, cut: Set<String>, depth: Int = 1) -> XMLElement {
        let children = element.children.compactMap { child -> XMLNode? in
            guard case .element(let inner) = child else { return nil }
            if depth + 1 > 2 && cut.contains(inner.name) { return nil }
            return .element(elementsOnly(inner, cut: cut, depth: depth + 1))
        }
        return XMLElement(name: element.name, namespace: element.namespace, attributes: element.attributes,
                          children: children, location: element.location, span: element.span)
    }

    static func compareStream(_ bytes: [UInt8], file: String, cut: Set<String>) throws -> Int {
        let whole = XMLReader.parse(bytes, file: file, options: Self.options)
        let root = try #require(whole.document?.root, "\(file): \(whole.diagnostics)")
        let expected = Self.expectedCuts(root, cut: cut)
        for chunkSize in Self.chunkSizes {
            var handed: [(element: XMLElement, top: Int, ancestors: [String])] = []
            let streamed = XMLReader.stream(bytes, file: file, options: Self.options, cutting: cut, chunkSize: chunkSize) {
                handed.append(($0.tree, $1, $2))
            }
            #expect(streamed.diagnostics == whole.diagnostics, "\(file), chunks of \(chunkSize)")
            #expect(handed.count == expected.count, "\(file), chunks of \(chunkSize)")
            for (mine, theirs) in zip(handed, expected) {
                #expect(mine.element == theirs.element, "\(file), chunks of \(chunkSize): <\(theirs.element.name)> at \(theirs.element.location)")
                #expect(mine.top == theirs.top && mine.ancestors == theirs.ancestors, "\(file), chunks of \(chunkSize)")
            }
            let shell = try #require(streamed.document?.root, "\(file), chunks of \(chunkSize)")
            #expect(Self.elementsOnly(shell, cut: cut) == Self.elementsOnly(root, cut: cut), "\(file), chunks of \(chunkSize)")
        }
        return expected.count
    }

    static var options: XMLReader.Options {
        var options = XMLReader.Options()
        options.allowsDoctype = true
        return options
    }

    @Test func translatorFileStreamsAsItParses() throws {
        let count = try Self.compareStream(Array(Self.translatorFile.utf8), file: "ko.xliff", cut: ["trans-unit"])
        // Five in bodies, one in the header, one inside another.
        #expect(count == 7)
    }

    /// Every XML file in the repository, cut at its commonest elements.
    @Test func repositoryFilesStreamAsTheyParse() throws {
        var compared = 0
        for url in XMLElementViewTests.xmlFiles {
            let bytes = [UInt8](try Data(contentsOf: url))
            guard XMLReader.parse(bytes, file: url.path, options: Self.options).document != nil else { continue }
            compared += try Self.compareStream(bytes, file: url.path, cut: ["text", "string", "tooltip", "p", "tip", "entry"]) > 0 ? 1 : 0
        }
        #expect(compared > 10)
    }

    /// A broken or refused document gets `parse`'s diagnostics and no
    /// document, in one chunk or many.
    @Test(arguments: [
        "<help><string id=\"a\">\n<text>x</string></help>",
        "<help>\n<t>a & b</t></help>",
        "<help><t>&nbsp;</t></help>",
        "<help>\n  <t>x</ t></help>",
        "",
        "\n  \n",
        "<help version=\"1\">\n<string id=\"a\">\n",
        "<help/>\n<help/>",
        "Help\n<help/>",
        "<!DOCTYPE help [<!ENTITY e \"x\">]><help>&e;</help>",
        "<help>\u{01}</help>",
    ])
    func brokenDocumentsAreRefusedAlike(_ text: String) {
        let bytes = Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + text).utf8)
        let whole = XMLReader.parse(bytes, file: "broken.xml", options: Self.options)
        #expect(whole.document == nil)
        for chunkSize in Self.chunkSizes {
            var handed = 0
            let streamed = XMLReader.stream(bytes, file: "broken.xml", options: Self.options, cutting: ["t", "text"],
                                            chunkSize: chunkSize) { _, _, _ in handed += 1 }
            #expect(streamed.document == nil, "chunks of \(chunkSize)")
            #expect(streamed.diagnostics == whole.diagnostics, "chunks of \(chunkSize)")
        }
    }

    @Test func invalidUTF8AndOtherEncodingsAreRefusedAlike() {
        var broken = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\"><a><t>".utf8)
        broken += [0xC3, 0x28]
        broken += Array("</t></a></help>".utf8)
        let utf16: [UInt8] = [0xFE, 0xFF] + "<help/>".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let latin1 = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<help/>".utf8)
        for bytes: [UInt8] in [broken, utf16, latin1] {
            let whole = XMLReader.parse(bytes, file: "other.xml", options: Self.options)
            for chunkSize in Self.chunkSizes {
                let streamed = XMLReader.stream(bytes, file: "other.xml", options: Self.options, cutting: ["t"],
                                                chunkSize: chunkSize) { _, _, _ in }
                #expect(streamed.document == nil && whole.document == nil, "chunks of \(chunkSize)")
                #expect(streamed.diagnostics == whole.diagnostics, "chunks of \(chunkSize)")
            }
        }
    }
}
