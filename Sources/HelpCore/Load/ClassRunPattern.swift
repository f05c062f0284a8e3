import CLibXML2

/// An attribute pattern of the shape `[first][rest]*`, a character of one
/// class and any number of another (every id, table name and Swift name
/// pattern of helpc's schema), matched over ASCII by two tables of bytes.
///
/// Ids are unique, so the attribute checks' memo of values a pattern
/// matched lately never holds one, and libxml2's regular expressions took
/// some eight thousand instructions an id (1.4% of a check). The tables
/// are filled by asking libxml2's compiled expression about each ASCII
/// character, so they say what it says; a value with any other byte is
/// left to the expression.
struct ClassRunPattern {
    /// Bit `b` set: ASCII byte `b` may start a value, or follow its start.
    private let first: (UInt64, UInt64)
    private let rest: (UInt64, UInt64)

    /// The tables for `source` compiled as `expression`, or nil when the
    /// source is not one class and a starred class, or no ASCII character
    /// starts a value.
    init?(source: String, expression: xmlRegexpPtr) {
        guard Self.isClassThenStarredClass(Array(source.utf8)) else { return nil }
        func accepts(_ bytes: [UInt8]) -> Bool {
            (bytes + [0]).withUnsafeBufferPointer { xmlRegexpExec(expression, $0.baseAddress) == 1 }
        }
        var first: (UInt64, UInt64) = (0, 0)
        var rest: (UInt64, UInt64) = (0, 0)
        for byte in UInt8(1)..<0x80 where accepts([byte]) { Self.set(byte, in: &first) }
        guard let starter = (UInt8(1)..<0x80).first(where: { Self.contains($0, first) }) else { return nil }
        for byte in UInt8(1)..<0x80 where accepts([starter, byte]) { Self.set(byte, in: &rest) }
        self.first = first
        self.rest = rest
    }

    /// Whether the `count` bytes at `value` match; nil when one is not
    /// ASCII (or there are none), for the expression to say.
    func matches(_ value: UnsafePointer<UInt8>, count: Int) -> Bool? {
        guard count > 0 else { return nil }
        var matched = Self.contains(value[0], first)
        for index in 1..<count {
            let byte = value[index]
            guard byte < 0x80 else { return nil }
            if !Self.contains(byte, rest) { matched = false }
        }
        return value[0] < 0x80 ? matched : nil
    }

    /// `[…][…]*`, with `\` escaping the next character, and no class
    /// inside a class (XML Schema's class subtraction, `[a-z-[aeiou]]`).
    static func isClassThenStarredClass(_ source: [UInt8]) -> Bool {
        var index = 0
        func classEnd() -> Bool {
            guard index < source.count, source[index] == UInt8(ascii: "[") else { return false }
            index += 1
            let start = index
            while index < source.count {
                switch source[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "["): return false
                case UInt8(ascii: "]"):
                    index += 1
                    return index - 1 > start
                default: index += 1
                }
            }
            return false
        }
        guard classEnd(), classEnd(), index == source.count - 1 else { return false }
        return source[index] == UInt8(ascii: "*")
    }

    private static func set(_ byte: UInt8, in table: inout (UInt64, UInt64)) {
        if byte < 64 { table.0 |= 1 << UInt64(byte) } else { table.1 |= 1 << UInt64(byte - 64) }
    }

    private static func contains(_ byte: UInt8, _ table: (UInt64, UInt64)) -> Bool {
        byte < 64 ? table.0 & (1 << UInt64(byte)) != 0 : byte < 128 && table.1 & (1 << UInt64(byte - 64)) != 0
    }
}
