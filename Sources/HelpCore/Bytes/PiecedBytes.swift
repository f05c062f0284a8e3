import Foundation

/// A file's bytes as pieces written one after another. A translator's XLIFF
/// of a large project runs to a hundred megabytes and more, written a table
/// at a time; joining the tables' pieces into one array before writing the
/// file copied every byte once more, into memory the kernel first had to
/// hand over and zero.
public struct PiecedBytes: Sendable {
    /// The pieces, in order, none of them empty.
    public let pieces: [ArraySlice<UInt8>]
    /// How many bytes the pieces hold together.
    public let count: Int

    public init(_ bytes: [UInt8]) {
        self.init(pieces: [bytes[...]])
    }

    public init(pieces: [ArraySlice<UInt8>]) {
        self.pieces = pieces.filter { !$0.isEmpty }
        count = pieces.reduce(0) { $0 + $1.count }
    }

    /// The bytes in one array.
    public var joined: [UInt8] {
        var all: [UInt8] = []
        all.reserveCapacity(count)
        for piece in pieces { all += piece }
        return all
    }
}
