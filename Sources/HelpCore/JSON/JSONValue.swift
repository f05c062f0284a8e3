/// A JSON value that remembers where it was read (for diagnostics in
/// helpc.json and catalogs) and keeps object members in their written order
/// and numbers as written (so a catalog reads and writes back unchanged).
public struct JSONValue: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        /// The number's literal text.
        case number(String)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    public var kind: Kind
    /// Where the value starts in its file, for values that were parsed.
    public var location: SourceLocation?

    public init(_ kind: Kind, location: SourceLocation? = nil) {
        self.kind = kind
        self.location = location
    }

    /// Equality ignores where values were read.
    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.kind == b.kind }

    public static let null = JSONValue(.null)
    public static func bool(_ value: Bool) -> JSONValue { JSONValue(.bool(value)) }
    public static func number(_ value: Int) -> JSONValue { JSONValue(.number(String(value))) }
    public static func string(_ value: String) -> JSONValue { JSONValue(.string(value)) }
    public static func array(_ values: [JSONValue]) -> JSONValue { JSONValue(.array(values)) }
    public static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(members.map { JSONMember(key: $0.0, value: $0.1) }))
    }

    public var stringValue: String? { if case .string(let s) = kind { s } else { nil } }
    public var boolValue: Bool? { if case .bool(let b) = kind { b } else { nil } }
    public var arrayValue: [JSONValue]? { if case .array(let a) = kind { a } else { nil } }
    public var objectValue: [JSONMember]? { if case .object(let o) = kind { o } else { nil } }
    public var intValue: Int? { if case .number(let n) = kind { Int(n) } else { nil } }

    public subscript(key: String) -> JSONValue? {
        objectValue?.first { $0.key == key }?.value
    }

    /// The JSON type's name, for error messages.
    public var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    public var description: String { JSONWriter.compact.string(self) }
}

public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue
    public var keyLocation: SourceLocation?

    public init(key: String, value: JSONValue, keyLocation: SourceLocation? = nil) {
        self.key = key
        self.value = value
        self.keyLocation = keyLocation
    }

    public static func == (a: JSONMember, b: JSONMember) -> Bool {
        a.key == b.key && a.value == b.value
    }
}
