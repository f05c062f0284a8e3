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

    public func string(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        if layout == .indented { output.append("\n") }
        return output
    }

    public func bytes(_ value: JSONValue) -> [UInt8] { Array(string(value).utf8) }

    private var separator: String {
        switch layout {
        case .xcode: " : "
        case .indented: ": "
        case .compact: ":"
        }
    }

    private func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value.kind {
        case .null: output.append("null")
        case .bool(let bool): output.append(bool ? "true" : "false")
        case .number(let number): output.append(number)
        case .string(let string): Self.writeString(string, into: &output)
        case .array(let values):
            writeContainer(open: "[", close: "]", count: values.count, indent: indent, into: &output) { index, output in
                write(values[index], indent: indent + 1, into: &output)
            }
        case .object(let members):
            let ordered = layout == .xcode
                ? members.sorted { XcodeKeyOrder.areInIncreasingOrder($0.key, $1.key) }
                : members
            writeContainer(open: "{", close: "}", count: ordered.count, indent: indent, into: &output) { index, output in
                Self.writeString(ordered[index].key, into: &output)
                output.append(separator)
                write(ordered[index].value, indent: indent + 1, into: &output)
            }
        }
    }

    private func writeContainer(
        open: String, close: String, count: Int, indent: Int, into output: inout String,
        element: (Int, inout String) -> Void
    ) {
        output.append(open)
        if layout == .compact {
            for index in 0..<count {
                if index > 0 { output.append(",") }
                element(index, &output)
            }
            output.append(close)
            return
        }
        if count == 0 {
            output.append(layout == .xcode ? "\n\n" + pad(indent) + close : close)
            return
        }
        for index in 0..<count {
            output.append(index == 0 ? "\n" : ",\n")
            output.append(pad(indent + 1))
            element(index, &output)
        }
        output.append("\n" + pad(indent) + close)
    }

    private func pad(_ level: Int) -> String { String(repeating: "  ", count: level) }

    /// Escapes only what JSON requires, as Foundation does with
    /// `.withoutEscapingSlashes`: quotes, backslashes and control characters.
    static func writeString(_ string: String, into output: inout String) {
        output.append("\"")
        // Most strings need no escape at all: copy them whole.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output.append(string)
            output.append("\"")
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case "\u{08}": output.append("\\b")
            case "\u{0C}": output.append("\\f")
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}

/// The key order of Xcode's JSON: Foundation's `.sortedKeys`, which compares
/// with `[.numeric, .caseInsensitive, .forcedOrdering]` under the system
/// locale — a collation, not byte order: `my_key` sorts before `my.key`,
/// `item2` before `item10`, `apple` before `Banana`.
public enum XcodeKeyOrder {
    private static let locale = Locale(identifier: "")

    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
                  locale: locale) == .orderedAscending
    }
}
