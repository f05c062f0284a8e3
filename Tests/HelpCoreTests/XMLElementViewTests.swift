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
        #expect(view.directText == tree.directText, "\(file) <\(tree.name)>")
        #expect(XMLElementView.onlyText(of: view.children)
                    == (tree.children.count == 1 ? tree.directText.first : nil), "\(file) <\(tree.name)>")
        #expect(view.elements.map(\.name) == tree.elements.map(\.name), "\(file) <\(tree.name)>")
        var visited: [String] = []
        view.forEachElement { visited.append($0.name) }
        #expect(visited == tree.elements.map(\.name), "\(file) <\(tree.name)>")
        for name in Set(tree.elements.map(\.name)) {
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
