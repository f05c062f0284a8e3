import Foundation
@testable import HelpCore
import Testing

/// The content loader reads libxml2's tree through `XMLElementView`; the
/// other readers, and the loader's explanations of invalid files, use the
/// `XMLElement` tree. Both must say the same of every element: the view is
/// held here to the tree on every XML file in the repository and on a
/// document of the awkward cases.
struct XMLElementViewTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var xmlFiles: [URL] {
        var files: [URL] = []
        for folder in ["Tests", "content"] {
            let root = repository.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == "xml" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static let awkward = """
        <?xml version="1.0" encoding="UTF-8"?>
        <strings xmlns:x="urn:example" table="Awk"
                 platforms="ios macos">
          <string id="a.b" ignore="punct.ending" because="a quoted name">
            <comment> 설명 &amp; notes </comment>
            <text xml:lang="en">Tap <![CDATA[<Done>]]> then &#x2026;<!-- not text --> wait</text>
            <text xml:lang="ko" platform="ios"
                  x:note="한글 값">완료를 탭하세요</text>
            <text xml:lang="ko" plural="%lld"><one>항목 %lld개</one><other/></text>
          </string>
          <topic id="t"><body xml:lang="en"><p>Press <kbd>⌘</kbd><ui>Save</ui>, then <link topic="x">go</link>.</p>
          <p/></body></topic>
        </strings>
        """

    @Test func viewSaysWhatTheTreeSays() throws {
        var documents: [(String, [UInt8])] = [("awkward.xml", Array(Self.awkward.utf8))]
        for url in Self.xmlFiles {
            documents.append((url.path, [UInt8](try Data(contentsOf: url))))
        }
        #expect(documents.count > 20)
        var compared = 0
        for (file, bytes) in documents {
            let read = XMLReader.read(bytes, file: file) { root in
                Self.compare(root, root.tree, in: file)
                return true
            }
            if read.model == true { compared += 1 }
        }
        #expect(compared > 20)
    }

    /// `soleText` answers only for an element whose one child node is
    /// text; runs broken by a comment or CDATA, empty elements and
    /// elements with children go through `children`.
    @Test func soleTextIsOnlyOneTextNode() {
        var seen: [String: String?] = [:]
        _ = XMLReader.read(Array(Self.awkward.utf8), file: "awkward.xml") { root in
            root.forEachElement { entry in
                entry.forEachElement { child in
                    if child.name == "text" {
                        seen.updateValue(child.soleText?.value, forKey: "text \(child["xml:lang"] ?? "") \(child["plural"] ?? "")")
                    }
                    child.forEachElement { form in seen.updateValue(form.soleText?.value, forKey: form.name) }
                }
            }
            return true
        }
        #expect(seen["text en "] == .some(nil))
        #expect(seen["text ko "] == "완료를 탭하세요")
        #expect(seen["text ko %lld"] == .some(nil))
        #expect(seen["one"] == "항목 %lld개")
        #expect(seen["other"] == .some(nil))
        #expect(seen["p"] == .some(nil))
    }

    /// Where `needle` (found after `after`) stands in the awkward document,
    /// counted from its text rather than by the reader.
    static func place(of needle: String, after: String = "") -> (byte: Int, location: Location) {
        let bytes = Array(awkward.utf8)
        let from = after.isEmpty ? 0 : bytes.firstRange(of: Array(after.utf8))!.upperBound
        let byte = bytes[from...].firstRange(of: Array(needle.utf8))!.lowerBound
        let before = String(decoding: bytes[..<byte], as: UTF8.self)
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        return (byte, Location(file: "awkward.xml", line: lines.count, column: lines.last!.count + 1))
    }

    /// The view's runs of text, attributes and locations, against what the
    /// document's own text says they are.
    @Test func awkwardDocumentReadsAsWritten() throws {
        let read = XMLReader.read(Array(Self.awkward.utf8), file: "awkward.xml") { root -> Bool in
            let string = root.firstElement(named: "string")!
            let texts = string.elements(named: "text")
            #expect(texts.count == 3)
            let english = texts[0]
            let opening = "<text xml:lang=\"en\">"
            let start = Self.place(of: opening).byte + opening.utf8.count
            let end = Self.place(of: "</text>", after: opening).byte
            #expect(XMLElementView.texts(in: english.children) == [XMLText(value: "Tap <Done> then \u{2026} wait",
                                                   location: Self.place(of: "Tap <!").location,
                                                   sourceStart: start, sourceEnd: end)])
            #expect(english["xml:lang"] == "en")
            #expect(english.attribute("xml:lang")?.location == Self.place(of: "xml:lang=\"en\"").location)
            let korean = texts[1]
            #expect(korean.attribute("x:note") == XMLAttribute(name: "x:note", value: "한글 값",
                                                                location: Self.place(of: "x:note").location))
            #expect(korean.attribute("note") == nil)
            #expect(korean["platform"] == "ios")
            #expect(korean.location == Self.place(of: "<text xml:lang=\"ko\" platform").location)
            let plural = texts[2]
            #expect(plural.elements.map(\.name) == ["one", "other"])
            #expect(plural.elements[0].textContent == "항목 %lld개")
            #expect(plural.elements[1].children.isEmpty)
            #expect(string.firstElement(named: "comment")?.textContent == " 설명 & notes ")
            let paragraph = root.firstElement(named: "topic")!.firstElement(named: "body")!.elements(named: "p")
            #expect(paragraph.count == 2)
            let parts = paragraph[0].children.map { part -> String in
                switch part {
                case .text(let text): "text " + text.value
                case .element(let element): element.name + " " + element.textContent
                }
            }
            #expect(parts == ["text Press ", "kbd ⌘", "ui Save", "text , then ", "link go", "text ."])
            #expect(paragraph[0].textContent == "Press ⌘Save, then go.")
            #expect(paragraph[1].children.isEmpty && paragraph[1].textContent.isEmpty)
            return true
        }
        #expect(read.model == true, "\(read.diagnostics)")
    }

    static func compare(_ view: XMLElementView, _ tree: XMLElement, in file: String) {
        #expect(view.name == tree.name, "\(file)")
        #expect(view.location == tree.location, "\(file) <\(tree.name)>")
        #expect(view.span == tree.span, "\(file) <\(tree.name)>")
        #expect(view.attributes == tree.attributes, "\(file) <\(tree.name)>")
        for attribute in tree.attributes {
            #expect(view[attribute.name] == attribute.value, "\(file) <\(tree.name) \(attribute.name)>")
            #expect(view.attribute(attribute.name) == attribute, "\(file) <\(tree.name) \(attribute.name)>")
        }
        for missing in ["lang", "xml:id", "platform-list", ""] where tree.attribute(missing) == nil {
            #expect(view[missing] == nil, "\(file) <\(tree.name)> has no \(missing)")
        }
        #expect(view.textContent == tree.textContent, "\(file) <\(tree.name)>")
        #expect(XMLElementView.texts(in: view.children) == tree.directText, "\(file) <\(tree.name)>")
        #expect(XMLElementView.firstText(in: view.children) == tree.directText.first, "\(file) <\(tree.name)>")
        #expect(XMLElementView.onlyText(of: view.children)
                    == (tree.children.count == 1 ? tree.directText.first : nil), "\(file) <\(tree.name)>")
        if let sole = view.soleText {
            #expect(sole == XMLElementView.onlyText(of: view.children), "\(file) <\(tree.name)>")
        }
        #expect(view.elements.map(\.name) == tree.elements.map(\.name), "\(file) <\(tree.name)>")
        var visited: [String] = []
        view.forEachElement { visited.append($0.name) }
        #expect(visited == tree.elements.map(\.name), "\(file) <\(tree.name)>")
        // Names one character longer or shorter than a child's: names are compared as bytes.
        let names = Set(tree.elements.map(\.name))
        for name in names.union(names.map { $0 + "s" }).union(names.map { String($0.dropLast()) }) {
            #expect(view.elements(named: name).map(\.span) == tree.elements(named: name).map(\.span), "\(file) <\(name)>")
            #expect(view.firstElement(named: name)?.span == tree.firstElement(named: name)?.span, "\(file) <\(name)>")
        }
        #expect(view.firstElement(named: "no-such-element") == nil)
        let children = view.children
        #expect(children.count == tree.children.count, "\(file) <\(tree.name)>")
        for (mine, theirs) in zip(children, tree.children) {
            switch (mine, theirs) {
            case (.text(let a), .text(let b)):
                #expect(a == b, "\(file) <\(tree.name)>")
            case (.element(let a), .element(let b)):
                compare(a, b, in: file)
            default:
                Issue.record("\(file) <\(tree.name)>: \(mine) where the tree has \(theirs)")
            }
        }
    }
}
