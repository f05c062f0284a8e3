/// Turns byte offsets in a UTF-8 file into lines and columns, counting columns
/// in Unicode characters as editors do.
public struct LineTable: Sendable {
    public let file: String
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    public init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    public func location(ofByte offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset {
            // Continuation bytes (10xxxxxx) do not start a character.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: file, line: low + 1, column: column)
    }
}
