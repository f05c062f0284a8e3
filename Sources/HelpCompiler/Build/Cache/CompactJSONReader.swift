/// Reads the compact JSON the build cache writes (`JSONWriter.compact`:
/// no white space) straight into values, for the lines a rebuild decodes by
/// the hundred thousand. The general parser builds a `JSONValue` tree and
/// keeps its text for every number; this reader does neither. Anything it
/// does not expect (white space included) makes it give up with nil, and
/// the cache's line is then treated as not decodable.
struct CompactJSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    /// What `read` makes of all of `line`; nil if it fails or leaves some over.
    static func whole<Value>(_ line: String, _ read: (inout CompactJSONReader) -> Value?) -> Value? {
        var line = line
        return line.withUTF8 { bytes in
            var reader = CompactJSONReader(bytes)
            guard let value = read(&reader), reader.isAtEnd else { return nil }
            return value
        }
    }

    /// Steps over `byte` if it comes next.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func skip(_ character: Unicode.Scalar) -> Bool { skip(UInt8(ascii: character)) }

    /// `"name":` — an object member's name, when it is the one expected.
    mutating func member(_ name: String) -> Bool {
        let start = index
        guard string() == name, skip(":") else {
            index = start
            return false
        }
        return true
    }

    func peek(_ character: Unicode.Scalar) -> Bool { index < bytes.count && bytes[index] == UInt8(ascii: character) }

    /// `[element,element,…]`.
    mutating func array<Element>(_ element: (inout CompactJSONReader) -> Element?) -> [Element]? {
        guard skip(UInt8(ascii: "[")) else { return nil }
        var elements: [Element] = []
        if skip(UInt8(ascii: "]")) { return elements }
        repeat {
            guard let next = element(&self) else { return nil }
            elements.append(next)
        } while skip(UInt8(ascii: ","))
        return skip(UInt8(ascii: "]")) ? elements : nil
    }

    /// `null`, stepped over if it comes next.
    mutating func null() -> Bool {
        guard index + 4 <= bytes.count, bytes[index] == UInt8(ascii: "n"), bytes[index + 1] == UInt8(ascii: "u"),
              bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l") else { return false }
        index += 4
        return true
    }

    /// A value `read` reads, or `null`: nil when neither comes next, `.some(nil)` for `null`.
    mutating func optional<Value>(_ read: (inout CompactJSONReader) -> Value?) -> Value?? {
        if null() { return .some(nil) }
        return read(&self).map { .some($0) }
    }

    /// A whole number, as `JSONWriter` writes one.
    mutating func integer() -> Int? {
        let negative = skip(UInt8(ascii: "-"))
        let start = index
        var value = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(bytes[index] - UInt8(ascii: "0")))
            guard !overflow, !overflow2 else { return nil }
            value = sum
            index += 1
        }
        guard index > start else { return nil }
        return negative ? -value : value
    }

    /// A string, its escapes undone.
    mutating func string() -> String? {
        guard skip(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
            guard bytes[index] >= 0x20 else { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
        }
        // Escapes: go on byte by byte.
        var decoded = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "u"):
                    guard var scalar = hex4() else { return nil }
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard skip(UInt8(ascii: "\\")), skip(UInt8(ascii: "u")), let low = hex4(), (0xDC00..<0xE000).contains(low) else {
                            return nil
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let value = Unicode.Scalar(scalar) else { return nil }
                    UTF8.encode(value) { decoded.append($0) }
                default:
                    return nil
                }
            case ..<0x20:
                return nil
            default:
                decoded.append(byte)
            }
        }
        return nil
    }

    /// Steps over one value of any kind (a string, a number, `null`,
    /// `true`, `false`, or an array or object of them), for a reader that
    /// wants only part of a line. Only strings are checked as it goes.
    mutating func skipValue() -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return skipString()
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                    continue
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                default:
                    break
                }
                index += 1
            }
            return false
        default:
            let start = index
            while index < bytes.count, Self.isScalarByte(bytes[index]) { index += 1 }
            return index > start
        }
    }

    /// Bytes of numbers, `null`, `true` and `false`.
    private static func isScalarByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "E"): true
        default: false
        }
    }

    private mutating func skipString() -> Bool {
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return true
            case UInt8(ascii: "\\"):
                index += 2
            case ..<0x20:
                return false
            default:
                index += 1
            }
        }
        return false
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
