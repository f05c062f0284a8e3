import CLibXML2
import Foundation

/// An element of a document libxml2 has just parsed, read where it lies: a
/// loader makes its model from these instead of from a tree of `XMLElement`
/// values made for it and freed after it (making and freeing that tree was
/// some 8% of a check's instructions). It answers what `XMLElement` answers,
/// with the same values: names, attributes with their locations, spans, runs
/// of text with their source offsets.
///
/// A view lives only inside the closure `XMLReader.read` hands it to, while
/// libxml2's document does: a loader keeps the values it reads, never the
/// view, so no libxml2 pointer leaves the loader.
struct XMLElementView {
    let node: xmlNodePtr
    /// Unretained: `XMLReader.read` holds the state for as long as any view
    /// of its document is read. Lent to each call (`withState`) rather than
    /// read as an unowned reference, which retained and released it around
    /// every call: some seventy times an entry, a sixth of a load's
    /// reference counting.
    private let stateReference: Unmanaged<ParseState>

    init(_ node: xmlNodePtr, in state: ParseState) {
        self.node = node
        stateReference = Unmanaged.passUnretained(state)
    }

    private init(_ node: xmlNodePtr, reference: Unmanaged<ParseState>) {
        self.node = node
        stateReference = reference
    }

    /// The parse state, lent for the length of `body`.
    @inline(__always)
    func withState<Result>(_ body: (ParseState) -> Result) -> Result {
        stateReference._withUnsafeGuaranteedRef(body)
    }

    /// A view of another node of the same document.
    @inline(__always)
    private func view(_ node: xmlNodePtr) -> XMLElementView {
        XMLElementView(node, reference: stateReference)
    }

    /// A child node: an element, or a run of character data between two
    /// elements (adjacent text and CDATA joined), as `XMLNode`.
    enum Node {
        case element(XMLElementView)
        case text(XMLText)
    }

    var name: String { withState { $0.name(node.pointee.name) } }

    var span: XMLSpan { withState { $0.span(of: node) } }

    var location: SourceLocation { withState { $0.location(ofByte: $0.span(of: node).start) } }

    /// Every attribute, with its location, in document order.
    var attributes: [XMLAttribute] {
        var attributes: [XMLAttribute] = []
        withState { state in
            let span = state.span(of: node)
            var attribute = node.pointee.properties
            while let current = attribute {
                attributes.append(state.attribute(current, in: span))
                attribute = current.pointee.next
            }
        }
        return attributes
    }

    /// Each attribute's name and location, in document order, without its value.
    var attributeLocations: [Entry.AttributeLocation] {
        var locations: [Entry.AttributeLocation] = []
        withState { state in
            let span = state.span(of: node)
            var attribute = node.pointee.properties
            while let current = attribute {
                let (name, location) = state.nameAndLocation(of: current, in: span)
                if !locations.contains(where: { $0.name == name }) {
                    locations.append(Entry.AttributeLocation(name: name, location: location))
                }
                attribute = current.pointee.next
            }
        }
        return locations
    }

    /// Each attribute as libxml2 holds it, in document order.
    func forEachAttributeNode(_ body: (xmlAttrPtr) -> Void) {
        var attribute = node.pointee.properties
        while let current = attribute {
            body(current)
            attribute = current.pointee.next
        }
    }

    /// The attribute with this qualified name (`id`, `xml:lang`).
    func attribute(_ name: String) -> XMLAttribute? {
        guard let found = property(name) else { return nil }
        return withState { $0.attribute(found, in: $0.span(of: node)) }
    }

    /// The value of the attribute with this qualified name.
    subscript(_ name: String) -> String? {
        property(name).map(ParseState.value(of:))
    }

    private func property(_ name: String) -> xmlAttrPtr? {
        var name = name
        return name.withUTF8 { wanted in
            var attribute = node.pointee.properties
            while let current = attribute {
                if Self.isNamed(current, wanted) { return current }
                attribute = current.pointee.next
            }
            return nil
        }
    }

    /// Whether the attribute's qualified name is `wanted`, compared byte
    /// by byte without making a string of it.
    private static func isNamed(_ attribute: xmlAttrPtr, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let local = attribute.pointee.name, let base = wanted.baseAddress else { return false }
        var offset = 0
        if let prefix = attribute.pointee.ns?.pointee.prefix {
            let length = strlen(UnsafeRawPointer(prefix).assumingMemoryBound(to: CChar.self))
            guard wanted.count > length, memcmp(prefix, base, length) == 0, wanted[length] == UInt8(ascii: ":") else {
                return false
            }
            offset = length + 1
        }
        let length = strlen(UnsafeRawPointer(local).assumingMemoryBound(to: CChar.self))
        return wanted.count - offset == length && memcmp(local, base + offset, length) == 0
    }

    /// The element this one is in; nil for the root.
    var parent: XMLElementView? {
        guard let parent = node.pointee.parent, parent.pointee.type == XML_ELEMENT_NODE else { return nil }
        return view(parent)
    }

    /// The child elements, in document order.
    var elements: [XMLElementView] {
        var elements: [XMLElementView] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { elements.append(view(current)) }
            child = current.pointee.next
        }
        return elements
    }

    /// Calls `body` with each child element, in document order, without
    /// making a list of them.
    func forEachElement(_ body: (XMLElementView) -> Void) {
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { body(view(current)) }
            child = current.pointee.next
        }
    }

    func elements(named name: String) -> [XMLElementView] {
        var name = name
        return name.withUTF8 { wanted in
            var elements: [XMLElementView] = []
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE, Self.isNamed(current, wanted) {
                    elements.append(view(current))
                }
                child = current.pointee.next
            }
            return elements
        }
    }

    func firstElement(named name: String) -> XMLElementView? {
        var name = name
        return name.withUTF8 { wanted in
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE, Self.isNamed(current, wanted) {
                    return view(current)
                }
                child = current.pointee.next
            }
            return nil
        }
    }

    /// Whether the element's local name is `wanted`, compared as bytes
    /// rather than through the name's string (a dictionary lookup for
    /// every child passed over).
    private static func isNamed(_ element: xmlNodePtr, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let name = element.pointee.name, let base = wanted.baseAddress else { return false }
        return strncmp(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self),
                       UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), wanted.count) == 0
            && name[wanted.count] == 0
    }

    /// The runs of text read so far whose columns the file counts otherwise
    /// than their values (`EscapedRun`), in source order.
    var escapedRuns: [EscapedRun] { escapedRuns(since: 0) }

    /// How many runs `escapedRuns` has noted so far, for `escapedRuns(since:)`.
    var escapedRunCount: Int { withState { $0.escapedRuns.count } }

    /// The runs noted since `escapedRunCount` was `count` (an XLIFF unit's,
    /// read as the document streams by), in source order.
    func escapedRuns(since count: Int) -> [EscapedRun] {
        withState { state in state.escapedRuns.dropFirst(count).sorted { $0.start < $1.start }.map(\.run) }
    }

    /// The child elements and runs of text, as `XMLElement.children` has them.
    var children: [Node] {
        withState { state in
            var children: [Node] = []
            let span = state.span(of: node)
            var previousEnd = span.contentStart
            var pending: (value: String, start: Int)?
            func flushText(endingAt end: Int) {
                guard let text = pending else { return }
                let location = state.location(ofByte: text.start)
                if end - text.start != text.value.utf8.count { state.noteRun(text.start, end, at: location) }
                children.append(.text(XMLText(value: text.value, location: location, sourceStart: text.start, sourceEnd: end)))
                pending = nil
            }
            var child = node.pointee.children
            while let current = child {
                switch current.pointee.type {
                case XML_ELEMENT_NODE:
                    let childSpan = state.span(of: current)
                    flushText(endingAt: childSpan.start)
                    children.append(.element(view(current)))
                    previousEnd = childSpan.end
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                    let value = current.pointee.content.map { String(cString: $0) } ?? ""
                    if let text = pending {
                        pending = (text.value + value, text.start)
                    } else {
                        pending = (value, previousEnd)
                    }
                default:
                    break
                }
                child = current.pointee.next
            }
            flushText(endingAt: span.contentEnd)
            return children
        }
    }

    /// The element's content when it is one text node and nothing else,
    /// as `children` would list it, without making the list: nearly every
    /// `<text>`, plural form and paragraph holds just its copy.
    var soleText: XMLText? {
        guard let only = node.pointee.children, only.pointee.next == nil,
              only.pointee.type == XML_TEXT_NODE || only.pointee.type == XML_CDATA_SECTION_NODE else { return nil }
        return withState { state in
            let span = state.span(of: node)
            let value = only.pointee.content.map { String(cString: $0) } ?? ""
            let location = state.location(ofByte: span.contentStart)
            if span.contentEnd - span.contentStart != value.utf8.count {
                state.noteRun(span.contentStart, span.contentEnd, at: location)
            }
            return XMLText(value: value, location: location, sourceStart: span.contentStart, sourceEnd: span.contentEnd)
        }
    }

    /// The runs of text among `children` (`XMLElement.directText`).
    static func texts(in children: [Node]) -> [XMLText] {
        children.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// The first run of text among `children`, without listing the rest:
    /// asked of every `<text>` for where its copy starts.
    static func firstText(in children: [Node]) -> XMLText? {
        for child in children { if case .text(let text) = child { return text } }
        return nil
    }

    /// The one run of text that is all of `children`, or nil when they
    /// hold elements too, or nothing.
    static func onlyText(of children: [Node]) -> XMLText? {
        guard children.count == 1, case .text(let text) = children[0] else { return nil }
        return text
    }

    /// All character data inside the element, descendants included.
    var textContent: String {
        // Most text elements hold one run of text: no joining then.
        if let only = node.pointee.children, only.pointee.next == nil,
           only.pointee.type == XML_TEXT_NODE || only.pointee.type == XML_CDATA_SECTION_NODE {
            return only.pointee.content.map { String(cString: $0) } ?? ""
        }
        var text = ""
        Self.appendText(under: node, to: &text)
        return text
    }

    private static func appendText(under node: xmlNodePtr, to text: inout String) {
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE: appendText(under: current, to: &text)
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { text += String(cString: content) }
            default: break
            }
            child = current.pointee.next
        }
    }

    /// The element as a tree of values, for the readers that want one.
    var tree: XMLElement { withState { $0.element(from: node) } }
}
