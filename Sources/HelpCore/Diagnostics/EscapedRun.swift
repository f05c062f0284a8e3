/// A run of text whose source is not its value: XML that writes characters
/// as references (`&amp;`, `&#xC644;`), holds CDATA, comments or processing
/// instructions, or ends its lines with CR LF; a JSON string with escapes
/// (`\"`, `\n`, `\uC644`). Rules count a finding's column in the value, so
/// after `&amp;` they would point four columns early; the engine moves such
/// findings to where the file has them.
public struct EscapedRun: Hashable, Sendable {
    public enum Syntax: Hashable, Sendable { case xml, json }

    /// Where the run's source starts (its first character, or the `<` of
    /// a CDATA section that opens it).
    public var start: SourceLocation
    /// The run's bytes as the file has them (a JSON string's without its quotes).
    public var source: [UInt8]
    public var syntax: Syntax

    public init(start: SourceLocation, source: [UInt8], syntax: Syntax = .xml) {
        self.start = start
        self.source = source
        self.syntax = syntax
    }

    /// Where the file has the value's character that a rule placed at
    /// `location` (counting from `start` in the value), or nil when
    /// `location` is not in this run's value.
    public func placed(_ location: SourceLocation) -> SourceLocation? {
        guard location.file == start.file,
              (location.line, location.column) >= (start.line, start.column) else { return nil }
        let target = (location.line, location.column)
        var walk = Walk(source: source, start: (start.line, start.column))
        while true {
            if syntax == .xml { walk.skipMarkup() }
            if walk.value == target { return SourceLocation(file: start.file, line: walk.file.line, column: walk.file.column) }
            guard walk.index < source.count, walk.value < target else { return nil }
            switch syntax {
            case .xml: walk.takeXMLCharacter()
            case .json: walk.takeJSONCharacter()
            }
        }
    }

    /// The value's position and the file's, walked together through the
    /// source one value character at a time.
    private struct Walk {
        let source: [UInt8]
        var index = 0
        var value: (line: Int, column: Int)
        var file: (line: Int, column: Int)
        var inCDATA = false

        init(source: [UInt8], start: (Int, Int)) {
            self.source = source
            value = start
            file = start
        }

        /// One byte of the file: a line ends at LF, or at a CR without an LF after it.
        mutating func advanceFile() {
            let byte = source[index]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && source.dropFirst(index + 1).first != UInt8(ascii: "\n")) {
                file = (file.line + 1, 1)
            } else if byte & 0xC0 != 0x80, byte != UInt8(ascii: "\r") {
                file.column += 1
            }
            index += 1
        }

        mutating func advanceFile(past end: [UInt8]) {
            while index < source.count, !source[index...].starts(with: end) { advanceFile() }
            for _ in end where index < source.count { advanceFile() }
        }

        /// A character written as it is: its UTF-8 bytes.
        mutating func takeLiteral() {
            advanceFile()
            while index < source.count, source[index] & 0xC0 == 0x80 { advanceFile() }
            value.column += 1
        }

        /// What the value does not hold: CDATA's brackets, a comment, a processing instruction.
        mutating func skipMarkup() {
            while index < source.count {
                if inCDATA {
                    guard source[index...].starts(with: EscapedRun.cdataEnd) else { return }
                    advanceFile(past: EscapedRun.cdataEnd)
                    inCDATA = false
                } else if source[index] == UInt8(ascii: "<"), source[index...].starts(with: EscapedRun.cdataStart) {
                    for _ in EscapedRun.cdataStart { advanceFile() }
                    inCDATA = true
                } else if source[index] == UInt8(ascii: "<"), source[index...].starts(with: EscapedRun.commentStart) {
                    advanceFile(past: EscapedRun.commentEnd)
                } else if source[index] == UInt8(ascii: "<"), source[index...].starts(with: EscapedRun.instructionStart) {
                    advanceFile(past: EscapedRun.instructionEnd)
                } else {
                    return
                }
            }
        }

        /// One character of an XML value: a reference, a line end (CR LF is one), or a literal.
        mutating func takeXMLCharacter() {
            let byte = source[index]
            if !inCDATA, byte == UInt8(ascii: "&"), let end = source[index...].firstIndex(of: UInt8(ascii: ";")) {
                let reference = source[index..<end]
                let isNewline = ["&#10", "&#xA", "&#xa"].contains { reference.elementsEqual($0.utf8) }
                while index <= end { advanceFile() }
                value = isNewline ? (value.line + 1, 1) : (value.line, value.column + 1)
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                advanceFile()
                if byte == UInt8(ascii: "\r"), index < source.count, source[index] == UInt8(ascii: "\n") { advanceFile() }
                value = (value.line + 1, 1)
            } else {
                takeLiteral()
            }
        }

        /// One character of a JSON string: an escape (a surrogate pair's
        /// two are one character) or a literal.
        mutating func takeJSONCharacter() {
            guard source[index] == UInt8(ascii: "\\"), index + 1 < source.count else { return takeLiteral() }
            let escaped = source[index + 1]
            let length = escaped != UInt8(ascii: "u") ? 2
                : source.dropFirst(index + 6).starts(with: "\\u".utf8) && EscapedRun.isHighSurrogate(source.dropFirst(index + 2).prefix(4)) ? 12 : 6
            let isNewline = escaped == UInt8(ascii: "n") || ["\\u000A", "\\u000a"].contains { source.dropFirst(index).starts(with: $0.utf8) }
            for _ in 0..<min(length, source.count - index) { advanceFile() }
            value = isNewline ? (value.line + 1, 1) : (value.line, value.column + 1)
        }
    }

    fileprivate static func isHighSurrogate(_ hex: ArraySlice<UInt8>) -> Bool {
        guard hex.count == 4, let value = UInt32(String(decoding: hex, as: UTF8.self), radix: 16) else { return false }
        return (0xD800..<0xDC00).contains(value)
    }

    fileprivate static let cdataStart = Array("<![CDATA[".utf8), cdataEnd = Array("]]>".utf8)
    fileprivate static let commentStart = Array("<!--".utf8), commentEnd = Array("-->".utf8)
    fileprivate static let instructionStart = Array("<?".utf8), instructionEnd = Array("?>".utf8)

    /// `diagnostics` moved from their value columns to the file's, where
    /// they fall in one of `runs` (in source order).
    public static func place(_ diagnostics: inout [Diagnostic], in runs: [EscapedRun]) {
        guard !runs.isEmpty else { return }
        for index in diagnostics.indices {
            let location = diagnostics[index].location
            // The last run starting at or before the finding: runs' values lie
            // inside their sources, which do not overlap.
            var low = 0, high = runs.count
            while low < high {
                let middle = (low + high) / 2
                if (runs[middle].start.line, runs[middle].start.column) <= (location.line, location.column) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            guard low > 0, let placed = runs[low - 1].placed(location) else { continue }
            diagnostics[index].location = placed
        }
    }
}
