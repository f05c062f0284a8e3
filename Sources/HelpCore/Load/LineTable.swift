import Foundation

/// Turns byte offsets in a UTF-8 file into lines and columns, counting columns
/// in Unicode characters as editors do.
public struct LineTable: Sendable {
    public let file: String
    fileprivate let bytes: [UInt8]
    fileprivate let lineStarts: [Int]
    /// For a file with a long line (a tool's one-line XML): how many
    /// characters start before every `checkpointSpacing`th byte. Elements
    /// are not located in file order, and counting from the start of the
    /// line for each made a 2 MB one-line file take seconds per thousand
    /// elements. Nil for a file of short lines, which count from their start.
    private let characterCheckpoints: [Int]?
    static let checkpointSpacing = 4096
    /// Lines longer than this get checkpoints.
    static let longLine = 4 * checkpointSpacing

    public init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        // Line feeds found with memchr: the table is made for every file
        // read, and a byte-by-byte loop was as slow as libxml2's parse of
        // the text between the elements.
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                starts.append(index + 1)
                offset = index + 1
            }
        }
        lineStarts = starts
        let hasLongLine = zip(starts, starts.dropFirst() + [bytes.count]).contains { $1 - $0 > Self.longLine }
        characterCheckpoints = hasLongLine ? Self.checkpoints(of: bytes) : nil
    }

    private static func checkpoints(of bytes: [UInt8]) -> [Int] {
        var checkpoints = [0]
        checkpoints.reserveCapacity(bytes.count / checkpointSpacing + 1)
        bytes.withUnsafeBufferPointer { bytes in
            var count = 0
            for index in bytes.indices {
                if index > 0 && index % checkpointSpacing == 0 { checkpoints.append(count) }
                if bytes[index] & 0xC0 != 0x80 { count += 1 }
            }
            // The end of the file, when it falls on a checkpoint.
            if bytes.count / checkpointSpacing == checkpoints.count { checkpoints.append(count) }
        }
        return checkpoints
    }

    public func location(ofByte offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(file: file, line: low + 1, column: 1 + characters(from: lineStarts[low], to: offset))
    }

    /// How many characters start in `start..<end`: continuation bytes
    /// (10xxxxxx) do not start one.
    fileprivate func characters(from start: Int, to end: Int) -> Int {
        if let checkpoints = characterCheckpoints, end - start > Self.checkpointSpacing {
            func before(_ offset: Int) -> Int {
                let checkpoint = offset / Self.checkpointSpacing
                return checkpoints[checkpoint] + counted(from: checkpoint * Self.checkpointSpacing, to: offset)
            }
            return before(end) - before(start)
        }
        return counted(from: start, to: end)
    }

    private func counted(from start: Int, to end: Int) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            var count = 0
            for index in start..<end where bytes[index] & 0xC0 != 0x80 { count += 1 }
            return count
        }
    }
}

/// `LineTable.location` for offsets that move forward, as a parser reads:
/// each call counts only the bytes since the one before, so a long line
/// (a one-line JSON document) costs its length once, not once per value.
struct LineCursor {
    let table: LineTable
    private var offset = 0
    private var line = 0
    private var column = 1

    init(_ table: LineTable) {
        self.table = table
    }

    mutating func location(ofByte target: Int) -> SourceLocation {
        let target = max(0, min(target, table.bytes.count))
        guard target >= offset else { return table.location(ofByte: target) }
        while line + 1 < table.lineStarts.count, table.lineStarts[line + 1] <= target {
            line += 1
            offset = table.lineStarts[line]
            column = 1
        }
        column += table.characters(from: offset, to: target)
        offset = target
        return SourceLocation(file: table.file, line: line + 1, column: column)
    }
}
