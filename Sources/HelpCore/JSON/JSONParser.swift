/// A strict RFC 8259 parser that records the line and column of every value.
/// Foundation's parser reports neither, and helpc must point at the bad key.
public struct JSONParser {
    public struct Error: Swift.Error, Equatable, CustomStringConvertible {
        public var location: SourceLocation
        public var message: String
        public var description: String { "\(location): \(message)" }
    }

    private let bytes: [UInt8]
    private let lines: LineTable
    private var cursor: LineCursor
    private var recordsLocations = true
    /// Strings with escapes, noted for placing findings in them.
    private var notesEscapes = false
    private var escapedStrings: [EscapedRun] = []
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 512

    /// `locations: false` leaves every value's location nil, for machine
    /// written JSON (the build cache) where no person is pointed at a line;
    /// errors still carry theirs.
    public static func parse(_ bytes: [UInt8], file: String, locations: Bool = true) throws(Error) -> JSONValue {
        var parser = JSONParser(bytes: bytes, lines: LineTable(file: file, bytes: bytes))
        parser.recordsLocations = locations
        return try parser.parseDocument()
    }

    /// `parse`, with each string that holds an escape as an `EscapedRun`
    /// starting after its opening quote (a catalog's values, for the
    /// findings inside them).
    public static func parseNotingEscapes(_ bytes: [UInt8], file: String) throws(Error) -> (value: JSONValue, escapedStrings: [EscapedRun]) {
        var parser = JSONParser(bytes: bytes, lines: LineTable(file: file, bytes: bytes))
        parser.notesEscapes = true
        let value = try parser.parseDocument()
        return (value, parser.escapedStrings)
    }

    /// The document's one value, with nothing but white space after it.
    private mutating func parseDocument() throws(Error) -> JSONValue {
        // A UTF-8 byte order mark is tolerated, as Foundation does.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected characters after the end of the JSON value")
        }
        return value
    }

    private init(bytes: [UInt8], lines: LineTable) {
        self.bytes = bytes
        self.lines = lines
        cursor = LineCursor(lines)
    }

    private func error(_ message: String, at offset: Int? = nil) -> Error {
        Error(location: lines.location(ofByte: offset ?? index), message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private mutating func parseValue() throws(Error) -> JSONValue {
        let location = recordsLocations ? cursor.location(ofByte: index) : nil
        guard let byte = current else { throw error("unexpected end of file: a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(location)
        case UInt8(ascii: "["): return try parseArray(location)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), location: location)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONValue(.bool(true), location: location)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONValue(.bool(false), location: location)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONValue(.null, location: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), location: location)
        default:
            throw error("unexpected character '\(Unicode.Scalar(byte))': a value was expected")
        }
    }

    private mutating func expectWord(_ word: String) throws(Error) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count,
              Array(bytes[index..<index + expected.count]) == expected else {
            throw error("invalid literal: expected '\(word)'")
        }
        index += expected.count
    }

    private mutating func enter() throws(Error) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject(_ location: SourceLocation?) throws(Error) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return JSONValue(.object(members), location: location)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("an object key (a string in double quotes) was expected") }
            let keyLocation = recordsLocations ? cursor.location(ofByte: index) : nil
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("':' was expected after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, value: value, keyLocation: keyLocation))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return JSONValue(.object(members), location: location)
            default: throw error("',' or '}' was expected")
            }
        }
    }

    private mutating func parseArray(_ location: SourceLocation?) throws(Error) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return JSONValue(.array(values), location: location)
        }
        while true {
            skipWhitespace()
            values.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return JSONValue(.array(values), location: location)
            default: throw error("',' or ']' was expected")
            }
        }
    }

    private mutating func parseNumber() throws(Error) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while let byte = parser.current, byte >= 0x30 && byte <= 0x39 { parser.index += 1; count += 1 }
            return count
        }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw error("invalid number")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw error("invalid number: digits expected after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw error("invalid number: digits expected in the exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseString() throws(Error) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        var escaped = false
        func flushRun(_ parser: JSONParser, into scalars: inout String.UnicodeScalarView, upTo end: Int) throws(Error) {
            guard end > runStart else { return }
            guard let run = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
                throw parser.error("invalid UTF-8 in a string", at: runStart)
            }
            scalars.append(contentsOf: run.unicodeScalars)
        }
        while true {
            guard let byte = current else { throw error("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                try flushRun(self, into: &scalars, upTo: index)
                if escaped && notesEscapes && recordsLocations {
                    escapedStrings.append(EscapedRun(start: cursor.location(ofByte: start + 1), source: Array(bytes[start + 1..<index]),
                                                     syntax: .json))
                }
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flushRun(self, into: &scalars, upTo: index)
                escaped = true
                index += 1
                scalars.append(try parseEscape())
                runStart = index
            case 0x00..<0x20:
                throw error("a control character must be escaped inside a string")
            default:
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws(Error) -> Unicode.Scalar {
        guard let byte = current else { throw error("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a high surrogate must be followed by a low surrogate escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone surrogate is not a character") }
            return scalar
        default:
            throw error("invalid escape '\\\(Unicode.Scalar(byte))'", at: index - 2)
        }
    }

    private mutating func parseHex4() throws(Error) -> UInt32 {
        guard index + 4 <= bytes.count,
              bytes[index..<index + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw error("four hex digits expected after \\u")
        }
        index += 4
        return value
    }
}
