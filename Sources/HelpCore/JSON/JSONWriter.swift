import Foundation

/// Writes JSON in one of the layouts helpc needs: Xcode's string catalog
/// layout, an indented report layout, or one line.
public struct JSONWriter: Sendable {
    public enum Layout: Sendable {
        /// As Xcode writes `.xcstrings`: two-space indent, `"key" : value`,
        /// keys in `XcodeKeyOrder`, empty containers as `{`, blank line, `}`,
        /// no newline at the end.
        case xcode
        /// Two-space indent, `"key": value`, members in written order,
        /// newline at the end.
        case indented
        /// One line, members in written order.
        case compact
    }

    public var layout: Layout

    public static let xcode = JSONWriter(layout: .xcode)
    public static let indented = JSONWriter(layout: .indented)
    public static let compact = JSONWriter(layout: .compact)

    public func string(_ value: JSONValue) -> String { String(decoding: bytes(value), as: UTF8.self) }

    /// The value written out. Written as bytes, not as a `String`: a
    /// catalog of a large project is tens of megabytes, and appending to a
    /// string piece by piece was most of making it.
    public func bytes(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        write(value, indent: 0, into: &output)
        if layout == .indented { output.append(0x0A) }
        return output
    }

    /// A member of an object written by `bytes(streaming:)`.
    public enum StreamedMember {
        case value(JSONValue)
        /// An object of `count` members, each made only as it is written
        /// (and let go after): a catalog of a large table held whole as
        /// values was gigabytes.
        case object(count: Int, key: (Int) -> String, value: (Int) -> JSONValue)

        /// The member as one value, every part made.
        public var whole: JSONValue {
            switch self {
            case .value(let value): value
            case .object(let count, let key, let value): .object((0..<count).map { (key($0), value($0)) })
            }
        }
    }

    /// The object of `members` written out, byte for byte as `bytes` writes
    /// it with every member made beforehand.
    public func bytes(streaming members: [(key: String, value: StreamedMember)]) -> [UInt8] {
        OutputChunk.collected { write(streaming: members, to: $0) }
    }

    /// `bytes(streaming:)`, handed to `write` a chunk at a time as it is
    /// written (`OutputChunk`): the bytes of a large catalog never lie
    /// whole in memory.
    public func write(streaming members: [(key: String, value: StreamedMember)], chunkSize: Int = OutputChunk.size,
                      to handOn: ([UInt8]) -> Void) {
        var output: [UInt8] = []
        let ordered = layout == .xcode ? XcodeKeyOrder.sorted(members, by: \.key) : members
        writeContainer(open: 0x7B, close: 0x7D, count: ordered.count, indent: 0, into: &output) { index, output in
            Self.writeString(ordered[index].key, into: &output)
            Self.append(separator, to: &output)
            switch ordered[index].value {
            case .value(let value):
                write(value, indent: 1, into: &output)
            case .object(let count, let key, let value):
                let order = layout == .xcode ? XcodeKeyOrder.sorted(Array(0..<count), by: key) : Array(0..<count)
                writeContainer(open: 0x7B, close: 0x7D, count: count, indent: 1, into: &output) { index, output in
                    Self.writeString(key(order[index]), into: &output)
                    Self.append(separator, to: &output)
                    write(value(order[index]), indent: 2, into: &output)
                    OutputChunk.handOnWhenFull(&output, size: chunkSize, to: handOn)
                }
            }
        }
        if layout == .indented { output.append(0x0A) }
        OutputChunk.handOnRest(&output, to: handOn)
    }

    private var separator: StaticString {
        switch layout {
        case .xcode: " : "
        case .indented: ": "
        case .compact: ":"
        }
    }

    private func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
        switch value.kind {
        case .null: Self.append("null", to: &output)
        case .bool(let bool): Self.append(bool ? "true" : "false", to: &output)
        case .number(let number): output.append(contentsOf: number.utf8)
        case .string(let string): Self.writeString(string, into: &output)
        case .array(let values):
            writeContainer(open: 0x5B, close: 0x5D, count: values.count, indent: indent, into: &output) { index, output in
                write(values[index], indent: indent + 1, into: &output)
            }
        case .object(let members):
            let ordered = layout == .xcode ? XcodeKeyOrder.sorted(members, by: \.key) : members
            writeContainer(open: 0x7B, close: 0x7D, count: ordered.count, indent: indent, into: &output) { index, output in
                Self.writeString(ordered[index].key, into: &output)
                Self.append(separator, to: &output)
                write(ordered[index].value, indent: indent + 1, into: &output)
            }
        }
    }

    private static func append(_ text: StaticString, to output: inout [UInt8]) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    private func writeContainer(
        open: UInt8, close: UInt8, count: Int, indent: Int, into output: inout [UInt8],
        element: (Int, inout [UInt8]) -> Void
    ) {
        output.append(open)
        if layout == .compact {
            for index in 0..<count {
                if index > 0 { output.append(0x2C) }
                element(index, &output)
            }
            output.append(close)
            return
        }
        func newline(_ level: Int) {
            output.append(0x0A)
            output.append(contentsOf: repeatElement(0x20, count: 2 * level))
        }
        if count == 0 {
            if layout == .xcode {
                output.append(0x0A)
                newline(indent)
            }
            output.append(close)
            return
        }
        for index in 0..<count {
            if index > 0 { output.append(0x2C) }
            newline(indent + 1)
            element(index, &output)
        }
        newline(indent)
        output.append(close)
    }

    /// `writeString`, appending the literal's UTF-8 bytes.
    public static func writeString(_ string: String, into output: inout [UInt8]) {
        writeLiteral(string, into: &output, escapingClosingTags: false)
    }

    /// Escapes only what JSON requires, as Foundation does with
    /// `.withoutEscapingSlashes`: quotes, backslashes and control characters.
    /// Appends `string` as a JSON string literal.
    public static func writeString(_ string: String, into output: inout String) {
        var bytes: [UInt8] = []
        writeString(string, into: &bytes)
        output.append(String(decoding: bytes, as: UTF8.self))
    }

    /// `writeString` for a script's bytes: the same escapes, and `</`
    /// written `<\/` so that no string ends the `<script>` it stands in.
    public static func writeScriptString(_ string: String, into output: inout [UInt8]) {
        writeLiteral(string, into: &output, escapingClosingTags: true)
    }

    /// The one escaper behind the writers above. Bytes are looked up in
    /// `escapes`, and a run of bytes that need nothing is copied whole: a
    /// search index is tens of megabytes of text written again after every
    /// edit, and a catalog of a large project as much again.
    private static func writeLiteral(_ string: String, into output: inout [UInt8], escapingClosingTags: Bool) {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), slash = UInt8(ascii: "/"), less = UInt8(ascii: "<")
        output.append(quote)
        var string = string
        string.withUTF8 { bytes in
            escapes.withUnsafeBufferPointer { escapes in
                var run = 0
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    let escape = escapes[Int(byte)]
                    if escape == 0 || (byte == slash && !(escapingClosingTags && (index > 0 ? bytes[index - 1] : output.last) == less)) {
                        index += 1
                        continue
                    }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
                    output.append(backslash)
                    output.append(escape)
                    if escape == UInt8(ascii: "u") {
                        let hex = Array("0123456789abcdef".utf8)
                        output.append(contentsOf: [UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
                    }
                    index += 1
                    run = index
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
            }
        }
        output.append(quote)
    }

    /// For each byte, the letter of its escape after a backslash, or 0 for
    /// a byte written as it is (`/` stands for itself, escaped in scripts
    /// after `<` only).
    private static let escapes: [UInt8] = (0...255).map { byte -> UInt8 in
        switch byte {
        case 0x22, 0x5C, 0x2F: UInt8(byte)
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        case ..<0x20: UInt8(ascii: "u")
        default: 0
        }
    }
}

/// The key order of Xcode's JSON: Foundation's `.sortedKeys`, which compares
/// with `[.numeric, .caseInsensitive, .forcedOrdering]` under the system
/// locale — a collation, not byte order: `my_key` sorts before `my.key`,
/// `item2` before `item10`, `apple` before `Banana`.
public enum XcodeKeyOrder {
    private static let locale = Locale(identifier: "")

    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        primaryOrder(a, b) ?? collatorOrder(a, b)
    }

    /// `elements` sorted by `areInIncreasingOrder` of their keys. Each key
    /// is read once into `primaryKey`, and two keys whose primary keys
    /// differ are ordered by comparing those bytes: sorting a catalog's
    /// hundred thousand keys pair by pair read every key again for each
    /// comparison.
    public static func sorted<Element>(_ elements: [Element], by key: (Element) -> String) -> [Element] {
        guard elements.count > 16 else { return elements.sorted { areInIncreasingOrder(key($0), key($1)) } }
        let keys = elements.map(key)
        let primary = keys.map(primaryKey)
        let order = keys.indices.sorted { i, j in
            if let a = primary[i], let b = primary[j] {
                if a != b { return a.lexicographicallyPrecedes(b) }
                return collatorOrder(keys[i], keys[j])
            }
            return areInIncreasingOrder(keys[i], keys[j])
        }
        return order.map { elements[$0] }
    }

    /// What `primaryOrder` compares, as bytes compared in order: each
    /// character's `rank`, and a digit run as the rank digits share against
    /// anything else, its length without leading zeros, then its digits. Two
    /// keys' `primaryOrder` is the order of these, and nil exactly when
    /// these are equal. Nil for a key `primaryOrder` leaves to the collator
    /// (not printable ASCII, a run of more than 18 digits).
    static func primaryKey(_ key: String) -> [UInt8]? {
        var key = key
        return key.withUTF8 { bytes -> [UInt8]? in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 4)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte >= 0x20 && byte < 0x7F else { return nil }
                guard isDigit(byte) else {
                    result.append(rank[Int(byte)])
                    index += 1
                    continue
                }
                var end = index
                while end < bytes.count && isDigit(bytes[end]) { end += 1 }
                var start = index
                while start < end - 1 && bytes[start] == UInt8(ascii: "0") { start += 1 }
                guard end - start <= 18 else { return nil }
                result.append(rank[Int(UInt8(ascii: "0"))])
                result.append(UInt8(end - start))
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                index = end
            }
            return result
        }
    }

    /// The collator's answer, which `primaryOrder` must always agree with.
    public static func collatorOrder(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
                  locale: locale) == .orderedAscending
    }

    /// The collation's own rank of each printable ASCII character, case
    /// folded: space, then punctuation in CLDR root order, then digits,
    /// then letters. Keys are nearly always printable ASCII, and asking
    /// Foundation's collator for every comparison made sorting a catalog
    /// the larger part of writing it.
    private static let rank: [UInt8] = {
        let order = Array(" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz".utf8)
        var rank = [UInt8](repeating: 0, count: 128)
        for (position, byte) in order.enumerated() {
            rank[Int(byte)] = UInt8(position + 1)
            if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { rank[Int(byte) - 32] = UInt8(position + 1) }
        }
        return rank
    }()

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// The order of `a` and `b` where printable ASCII keys differ before
    /// case and leading zeros could decide it (digit runs compared as
    /// numbers); nil when they do not, or a key is not printable ASCII, and
    /// the collator must decide.
    public static func primaryOrder(_ a: String, _ b: String) -> Bool? {
        var a = a, b = b
        return a.withUTF8 { left in
            b.withUTF8 { right -> Bool? in
                var i = 0, j = 0
                while i < left.count && j < right.count {
                    let x = left[i], y = right[j]
                    guard x >= 0x20 && x < 0x7F && y >= 0x20 && y < 0x7F else { return nil }
                    if isDigit(x) && isDigit(y) {
                        var endI = i, endJ = j
                        while endI < left.count && isDigit(left[endI]) { endI += 1 }
                        while endJ < right.count && isDigit(right[endJ]) { endJ += 1 }
                        var startI = i, startJ = j
                        while startI < endI - 1 && left[startI] == UInt8(ascii: "0") { startI += 1 }
                        while startJ < endJ - 1 && right[startJ] == UInt8(ascii: "0") { startJ += 1 }
                        // Very long runs are compared piecewise by the collator; leave them to it.
                        guard endI - startI <= 18 && endJ - startJ <= 18 else { return nil }
                        if endI - startI != endJ - startJ { return endI - startI < endJ - startJ }
                        for k in 0..<(endI - startI) where left[startI + k] != right[startJ + k] {
                            return left[startI + k] < right[startJ + k]
                        }
                        i = endI
                        j = endJ
                        continue
                    }
                    let rx = rank[Int(x)], ry = rank[Int(y)]
                    if rx != ry { return rx < ry }
                    i += 1
                    j += 1
                }
                for k in i..<left.count where left[k] < 0x20 || left[k] >= 0x7F { return nil }
                for k in j..<right.count where right[k] < 0x20 || right[k] >= 0x7F { return nil }
                if i < left.count || j < right.count { return i == left.count }
                return nil
            }
        }
    }
}
