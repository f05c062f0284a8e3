/// A parsed XML document as plain values: what `XMLReader` hands to the
/// loaders, so that nothing past `XMLReader.swift` sees a libxml2 pointer.
public struct XMLDocument: Sendable, Equatable {
    public var file: String
    public var root: XMLElement
}

public enum XMLNode: Sendable, Equatable {
    case element(XMLElement)
    case text(XMLText)
}

/// Byte offsets of an element in its file: `<start …>content</end>`. Kept so
/// that later in-place edits can touch only the characters they change.
public struct XMLSpan: Sendable, Equatable {
    public var start: Int
    public var contentStart: Int
    public var contentEnd: Int
    public var end: Int

    public init(start: Int, contentStart: Int, contentEnd: Int, end: Int) {
        self.start = start
        self.contentStart = contentStart
        self.contentEnd = contentEnd
        self.end = end
    }
}

public struct XMLElement: Sendable, Equatable {
    /// The element's fields, held in one object: loaders pass elements by
    /// value and walk children by value, and a copy then costs one
    /// reference count instead of one for each name, list and location.
    /// Elements are not changed once made.
    private final class Fields: Sendable {
        let name: String
        let namespace: String?
        let attributes: [XMLAttribute]
        let children: [XMLNode]
        let location: SourceLocation
        let span: XMLSpan

        init(name: String, namespace: String?, attributes: [XMLAttribute], children: [XMLNode],
             location: SourceLocation, span: XMLSpan) {
            self.name = name
            self.namespace = namespace
            self.attributes = attributes
            self.children = children
            self.location = location
            self.span = span
        }
    }

    private let fields: Fields

    /// The local name; helpc content uses no namespaces of its own.
    public var name: String { fields.name }
    public var namespace: String? { fields.namespace }
    public var attributes: [XMLAttribute] { fields.attributes }
    public var children: [XMLNode] { fields.children }
    public var location: SourceLocation { fields.location }
    public var span: XMLSpan { fields.span }

    public init(
        name: String, namespace: String? = nil, attributes: [XMLAttribute] = [],
        children: [XMLNode] = [], location: SourceLocation,
        span: XMLSpan = XMLSpan(start: 0, contentStart: 0, contentEnd: 0, end: 0)
    ) {
        fields = Fields(name: name, namespace: namespace, attributes: attributes, children: children,
                        location: location, span: span)
    }

    public static func == (a: XMLElement, b: XMLElement) -> Bool {
        a.fields === b.fields
            || (a.name == b.name && a.namespace == b.namespace && a.attributes == b.attributes
                && a.children == b.children && a.location == b.location && a.span == b.span)
    }

    /// The attribute with this qualified name (`id`, `xml:lang`).
    public func attribute(_ name: String) -> XMLAttribute? {
        fields.attributes.first { $0.name == name }
    }

    public subscript(_ name: String) -> String? { attribute(name)?.value }

    public var elements: [XMLElement] {
        fields.children.compactMap { if case .element(let e) = $0 { e } else { nil } }
    }

    public func elements(named name: String) -> [XMLElement] {
        fields.children.compactMap { if case .element(let e) = $0, e.name == name { e } else { nil } }
    }

    public func firstElement(named name: String) -> XMLElement? {
        for case .element(let element) in fields.children where element.name == name { return element }
        return nil
    }

    /// All character data inside the element, descendants included.
    public var textContent: String {
        // Most text elements hold one run of text: no list to join then.
        if fields.children.count == 1, case .text(let only) = fields.children[0] { return only.value }
        return fields.children.map {
            switch $0 {
            case .text(let t): t.value
            case .element(let e): e.textContent
            }
        }.joined()
    }

    /// Character data directly inside the element (not in child elements).
    public var directText: [XMLText] {
        fields.children.compactMap { if case .text(let t) = $0 { t } else { nil } }
    }
}

public struct XMLAttribute: Sendable, Equatable {
    /// Qualified: `id`, `xml:lang`.
    public var name: String
    public var value: String
    public var location: SourceLocation

    public init(name: String, value: String, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}

public struct XMLText: Sendable, Equatable {
    public var value: String
    /// Where the run's first character stands in the file.
    public var location: SourceLocation
    /// Byte offsets of the run's raw source (entities and CDATA undecoded).
    public var sourceStart: Int
    public var sourceEnd: Int

    public init(value: String, location: SourceLocation, sourceStart: Int = 0, sourceEnd: Int = 0) {
        self.value = value
        self.location = location
        self.sourceStart = sourceStart
        self.sourceEnd = sourceEnd
    }
}
