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
    /// `jobs` threads (`Pieces`).
    public static func bytes(_ root: XMLElement, indent: String = "  ", doctype: Doctype? = nil, jobs: Int) -> [UInt8] {
        let children = root.children
        let allElements = children.allSatisfy { if case .element = $0 { true } else { false } }
        guard jobs > 1, children.count > 1, allElements,
              var pieces = Pieces(XMLElement(name: root.name, attributes: root.attributes, children: [], location: root.location),
                                  indent: indent, doctype: doctype),
              pieces.append(children, jobs: jobs) else {
            return bytes(root, indent: indent, doctype: doctype)
        }
        return pieces.finish()
    }

    /// A document written a few of its root's children at a time, so the
    /// values of the rest need not exist yet (an XLIFF export makes a
    /// table's `<file>` at a time). Each child is written under a stand-in
    /// root on a writer of its own, cut out from between that root's tags
    /// and joined in order between the real root's. libxml2 writes a child
    /// the same way whatever comes before it, so the bytes are one writer's
    /// (a test holds them to it); a cut not where it should be is reported
    /// (`append` returns false) for the caller to write the document whole.
    public struct Pieces {
        private let outer: (head: ArraySlice<UInt8>, tail: ArraySlice<UInt8>)
        /// Writes children cut out from under a stand-in root.
        public let cutter: Cutter
        /// The bytes so far, each child's on its own, joined once at the
        /// end or written as they are (`pieced`).
        private var written: [ArraySlice<UInt8>]

        /// Writes children under a stand-in root and cuts them out of it.
        public struct Cutter: Sendable {
            fileprivate let indent: String
            fileprivate let inner: (head: ArraySlice<UInt8>, tail: ArraySlice<UInt8>)
            fileprivate let standIn: XMLElement

            /// The bytes of each of `children` (elements) in the document,
            /// written on `jobs` threads; nil when one could not be cut out.
            /// Each is a slice of what its writer wrote, not a copy.
            public func bytes(of children: [XMLNode], jobs: Int) -> [ArraySlice<UInt8>]? {
                let parts = ParallelMap.map(children.count, jobs: jobs) { index -> ArraySlice<UInt8>? in
                    let shell = XMLElement(name: standIn.name, attributes: [], children: [children[index]], location: standIn.location)
                    let whole = XMLWriter.bytes(shell, indent: indent)
                    guard whole.count >= inner.head.count + inner.tail.count, whole.starts(with: inner.head),
                          whole.suffix(inner.tail.count).elementsEqual(inner.tail) else { return nil }
                    return whole[inner.head.count..<(whole.count - inner.tail.count)]
                }
                let cut = parts.compactMap { $0 }
                return cut.count == parts.count ? cut : nil
            }
        }

        /// Nil when the root's bytes cannot be cut around a child.
        public init?(_ root: XMLElement, indent: String = "  ", doctype: Doctype? = nil) {
            let standIn = XMLElement.make("helpc-root")
            guard let outer = Self.around(root, indent: indent, doctype: doctype),
                  let inner = Self.around(standIn, indent: indent, doctype: nil) else { return nil }
            self.outer = outer
            cutter = Cutter(indent: indent, inner: inner, standIn: standIn)
            written = []
        }

        /// Writes `children` (elements) after those before, on `jobs`
        /// threads; false when one could not be cut out, the document then
        /// unusable.
        public mutating func append(_ children: [XMLNode], jobs: Int) -> Bool {
            guard let bytes = cutter.bytes(of: children, jobs: jobs) else { return false }
            append(bytes: bytes)
            return true
        }

        /// Adds children's bytes that `cutter` wrote.
        public mutating func append(bytes: [ArraySlice<UInt8>]) {
            written += bytes
        }

        /// The whole document.
        public consuming func finish() -> [UInt8] {
            pieced().joined
        }

        /// The whole document as the pieces written, to be written to a
        /// file one after another.
        public consuming func pieced() -> PiecedBytes {
            PiecedBytes(pieces: [outer.head] + written + [outer.tail])
        }

        /// What `element` writes before and after a child of its own: its bytes around a marker child.
        private static func around(_ element: XMLElement, indent: String, doctype: Doctype?)
            -> (head: ArraySlice<UInt8>, tail: ArraySlice<UInt8>)? {
            let marker = Array("<helpc-split/>".utf8)
            let shell = XMLElement(name: element.name, attributes: element.attributes, children: [.element(.make("helpc-split"))],
                                   location: element.location)
            let whole = XMLWriter.bytes(shell, indent: indent, doctype: doctype)
            guard let at = (0...max(0, whole.count - marker.count)).first(where: { whole[$0..<$0 + marker.count].elementsEqual(marker) }),
                  at >= indent.utf8.count, whole[(at - indent.utf8.count)..<at].elementsEqual(indent.utf8) else { return nil }
            var after = at + marker.count
            if after < whole.count, whole[after] == UInt8(ascii: "\n") { after += 1 }
            return (whole[..<(at - indent.utf8.count)], whole[after...])
        }
    }

    /// A document written an element at a time on one libxml2 text
    /// writer, its bytes handed on as they are written (`OutputChunk`): the
    /// `.stringsdict` of a table of a million entries, made as a tree of
    /// values and then written whole, was half a gigabyte of a build's
    /// peak memory. The writer is driven by the same calls `bytes` makes
    /// for the whole tree, so the bytes are the same.
    public final class Stream {
        private let buffer: xmlBufferPtr
        private let writer: xmlTextWriterPtr

        /// Starts the document (its declaration and `doctype`); nil when
        /// libxml2 could not make a writer.
        public init?(indent: String = "  ", doctype: Doctype? = nil) {
            guard let buffer = xmlBufferCreate() else { return nil }
            guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
                xmlBufferFree(buffer)
                return nil
            }
            self.buffer = buffer
            self.writer = writer
            xmlTextWriterSetIndent(writer, 1)
            xmlTextWriterSetIndentString(writer, indent)
            xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
            if let doctype {
                xmlTextWriterWriteRaw(writer, "<!DOCTYPE \(doctype.name) PUBLIC \"\(doctype.publicID)\" \"\(doctype.systemID)\">\n")
            }
        }

        deinit {
            xmlFreeTextWriter(writer)
            xmlBufferFree(buffer)
        }

        /// Opens an element that the elements written next go into.
        public func open(_ name: String, _ attributes: [(String, String)] = []) {
            xmlTextWriterStartElement(writer, name)
            for (attribute, value) in attributes { xmlTextWriterWriteAttribute(writer, attribute, value) }
        }

        /// Writes `element` and everything in it.
        public func write(_ element: XMLElement) {
            XMLWriter.write(element, to: writer)
        }

        /// Closes the element opened last.
        public func close() {
            xmlTextWriterEndElement(writer)
        }

        /// Hands the bytes written so far to `handOn` once they reach `size`.
        public func handOnWhenFull(size: Int = OutputChunk.size, to handOn: ([UInt8]) -> Void) {
            xmlTextWriterFlush(writer)
            guard Int(xmlBufferLength(buffer)) >= size else { return }
            handOnWritten(to: handOn)
        }

        /// Closes what is open, ends the document and hands on the rest.
        public func finish(to handOn: ([UInt8]) -> Void) {
            xmlTextWriterEndDocument(writer)
            xmlTextWriterFlush(writer)
            handOnWritten(to: handOn)
        }

        private func handOnWritten(to handOn: ([UInt8]) -> Void) {
            let count = Int(xmlBufferLength(buffer))
            guard count > 0, let content = xmlBufferContent(buffer) else { return }
            handOn(Array(UnsafeBufferPointer(start: content, count: count)))
            xmlBufferEmpty(buffer)
        }
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
