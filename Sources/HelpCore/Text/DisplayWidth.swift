import Foundation

/// How much room copy takes on screen, in columns: one per grapheme cluster,
/// two for a cluster with an East Asian Wide or Fullwidth character
/// (UAX #11), so `목록` takes four columns and `é` (e + combining accent) one.
/// The ranges ship as `Resources/unicode/east-asian-wide.txt`.
public struct DisplayWidth: Sendable {
    private let starts: [UInt32]
    private let ends: [UInt32]
    /// Below the first wide range every scalar is narrow.
    private let narrowBelow: UInt32

    public init(ranges: [ClosedRange<UInt32>]) {
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        starts = sorted.map(\.lowerBound)
        ends = sorted.map(\.upperBound)
        narrowBelow = starts.first ?? UInt32.max
    }

    /// Reads `start..end` or `code` lines, hex, `#` comments.
    public init(parsing text: String) {
        var ranges: [ClosedRange<UInt32>] = []
        for line in WordLists.parse(text) {
            let parts = line.components(separatedBy: "..")
            guard let start = UInt32(parts[0], radix: 16) else { continue }
            let end = parts.count > 1 ? UInt32(parts[1], radix: 16) ?? start : start
            ranges.append(start...max(start, end))
        }
        self.init(ranges: ranges)
    }

    public static func bundled() throws -> DisplayWidth { try bundledResult.get() }

    private static let bundledResult: Swift.Result<DisplayWidth, Error> = Swift.Result {
        DisplayWidth(parsing: String(decoding: try Resources.bytes("unicode/east-asian-wide.txt"), as: UTF8.self))
    }

    public func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        var low = 0
        var high = starts.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if value < starts[mid] {
                high = mid - 1
            } else if value > ends[mid] {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    public func columns(_ character: Character) -> Int {
        character.unicodeScalars.contains(where: isWide) ? 2 : 1
    }

    /// Scalar by scalar when each is a character of its own (nearly all
    /// copy), else character by character: length rules measure every text.
    public func columns(_ string: String) -> Int {
        var total = 0
        for scalar in string.unicodeScalars {
            guard TextSegments.standsAlone(scalar) else { return string.reduce(0) { $0 + columns($1) } }
            total += scalar.value < narrowBelow || !isWide(scalar) ? 1 : 2
        }
        return total
    }
}
