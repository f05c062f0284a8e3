import CLibXML2
import Foundation

/// Serializes XML values with libxml2's text writer, so escaping and encoding
/// are libxml2's, not hand-made. Reports (JUnit) and later XLIFF use it.
public enum XMLWriter {
    /// A `<!DOCTYPE>` line naming a public DTD (as property lists carry).
    public struct Doctype: Sendable {
        public var name: String
        public var publicID: String
        public var systemID: String

        public init(name: String, publicID: String, systemID: String) {
            self.name = name
            self.publicID = publicID
            self.systemID = systemID
        }
    }

    /// The document as UTF-8 bytes with an XML declaration, indented with
    /// `indent` per level.
    public static func bytes(_ root: XMLElement, indent: String = "  ", doctype: Doctype? = nil) -> [UInt8] {
        guard let buffer = xmlBufferCreate() else { return [] }
        defer { xmlBufferFree(buffer) }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else { return [] }
        xmlTextWriterSetIndent(writer, 1)
        xmlTextWriterSetIndentString(writer, indent)
        xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
        if let doctype {
            // On one line, as Apple's tools write it (libxml2's DTD writer wraps).
            xmlTextWriterWriteRaw(writer, "<!DOCTYPE \(doctype.name) PUBLIC \"\(doctype.publicID)\" \"\(doctype.systemID)\">\n")
        }
        write(root, to: writer)
        xmlTextWriterEndDocument(writer)
        xmlFreeTextWriter(writer)
        guard let content = xmlBufferContent(buffer) else { return [] }
        return Array(UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(buffer))))
    }

    /// `bytes`, with the root's children (when all are elements) written on
    /// `jobs` threads: each under a stand-in root on a writer of its own,
    /// cut out from between that root's tags and joined in order between
    /// the real root's. libxml2 writes a child the same way whatever comes
    /// before it, so the bytes are the one writer's (a test holds them to
    /// it); when a cut is not where it should be, one writer writes it all.
    public static func bytes(_ root: XMLElement, indent: String = "  ", doctype: Doctype? = nil, jobs: Int) -> [UInt8] {
        let children = root.children
        let allElements = children.allSatisfy { if case .element = $0 { true } else { false } }
        guard jobs > 1, children.count > 1, allElements else { return bytes(root, indent: indent, doctype: doctype) }
        let marker = Array("<helpc-split/>".utf8)
        // What a root writes before and after a child of its own: its bytes around a marker child.
        func around(_ element: XMLElement, doctype: Doctype?) -> (head: ArraySlice<UInt8>, tail: ArraySlice<UInt8>)? {
            let shell = XMLElement(name: element.name, attributes: element.attributes, children: [.element(.make("helpc-split"))],
                                   location: element.location)
            let whole = bytes(shell, indent: indent, doctype: doctype)
            guard let at = (0...max(0, whole.count - marker.count)).first(where: { whole[$0..<$0 + marker.count].elementsEqual(marker) }),
                  at >= indent.utf8.count, whole[(at - indent.utf8.count)..<at].elementsEqual(indent.utf8) else { return nil }
            var after = at + marker.count
            if after < whole.count, whole[after] == UInt8(ascii: "\n") { after += 1 }
            return (whole[..<(at - indent.utf8.count)], whole[after...])
        }
        let standIn = XMLElement.make("helpc-root")
        guard let outer = around(root, doctype: doctype), let inner = around(standIn, doctype: nil) else {
            return bytes(root, indent: indent, doctype: doctype)
        }
        let parts = ParallelMap.map(children.count, jobs: jobs) { index -> [UInt8]? in
            let shell = XMLElement(name: standIn.name, attributes: [], children: [children[index]], location: standIn.location)
            let whole = bytes(shell, indent: indent)
            guard whole.count >= inner.head.count + inner.tail.count, whole.starts(with: inner.head),
                  whole.suffix(inner.tail.count).elementsEqual(inner.tail) else { return nil }
            return Array(whole[inner.head.count..<(whole.count - inner.tail.count)])
        }
        guard !parts.contains(where: { $0 == nil }) else { return bytes(root, indent: indent, doctype: doctype) }
        var result = Array(outer.head)
        result.reserveCapacity(parts.reduce(outer.head.count + outer.tail.count) { $0 + ($1?.count ?? 0) })
        for part in parts { result += part! }
        result += outer.tail
        return result
    }

    private static func write(_ element: XMLElement, to writer: xmlTextWriterPtr) {
        xmlTextWriterStartElement(writer, element.name)
        for attribute in element.attributes {
            xmlTextWriterWriteAttribute(writer, attribute.name, attribute.value)
        }
        if hasMixedContent(element) {
            // Text with elements in it (XLIFF's inline codes): indenting would
            // add white space to the copy, so it is written on a writer of its
            // own that does not indent, and copied in as it is.
            let content = unindented(element.children)
            content.withUnsafeBufferPointer { bytes in
                _ = xmlTextWriterWriteRawLen(writer, bytes.baseAddress, Int32(bytes.count))
            }
            xmlTextWriterEndElement(writer)
            return
        }
        for child in element.children {
            switch child {
            case .element(let nested): write(nested, to: writer)
            case .text(let text): xmlTextWriterWriteString(writer, text.value)
            }
        }
        xmlTextWriterEndElement(writer)
    }

    private static func hasMixedContent(_ element: XMLElement) -> Bool {
        var hasText = false, hasElement = false
        for child in element.children {
            switch child {
            case .element: hasElement = true
            case .text: hasText = true
            }
        }
        return hasText && hasElement
    }

    private static func unindented(_ nodes: [XMLNode]) -> [UInt8] {
        guard let buffer = xmlBufferCreate() else { return [] }
        defer { xmlBufferFree(buffer) }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else { return [] }
        func write(_ nodes: [XMLNode]) {
            for node in nodes {
                switch node {
                case .text(let text): xmlTextWriterWriteString(writer, text.value)
                case .element(let element):
                    xmlTextWriterStartElement(writer, element.name)
                    for attribute in element.attributes {
                        xmlTextWriterWriteAttribute(writer, attribute.name, attribute.value)
                    }
                    write(element.children)
                    xmlTextWriterEndElement(writer)
                }
            }
        }
        write(nodes)
        xmlFreeTextWriter(writer)
        guard let content = xmlBufferContent(buffer) else { return [] }
        return Array(UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(buffer))))
    }
}

extension XMLElement {
    /// An element to serialize; locations don't matter when writing.
    public static func make(_ name: String, _ attributes: [(String, String)] = [], _ children: [XMLNode] = []) -> XMLElement {
        let nowhere = SourceLocation(file: "", line: 0, column: 0)
        return XMLElement(name: name, attributes: attributes.map { XMLAttribute(name: $0.0, value: $0.1, location: nowhere) },
                          children: children, location: nowhere)
    }
}

extension XMLNode {
    public static func text(_ value: String) -> XMLNode {
        .text(XMLText(value: value, location: SourceLocation(file: "", line: 0, column: 0)))
    }
}
