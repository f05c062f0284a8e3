import Foundation

/// The pairs of ASCII bytes a table's string keys start with, to rule out
/// most words before the table hashes them. Swift compares strings by
/// canonical equivalence, so the pairs are read from each key's canonical
/// composition (NFC): a word whose first two bytes are ASCII (or that is
/// one ASCII byte) is its own NFC, and equals a key only if the key's NFC
/// starts with the same bytes (the Kelvin sign's key starts with K). A word
/// that does not start with two ASCII bytes is never ruled out.
public struct LeadingASCIIPairs: Sendable {
    private var bits = [UInt64](repeating: 0, count: 128 * 128 / 64)

    public init<Keys: Sequence>(_ keys: Keys) where Keys.Element == String {
        for key in keys {
            let bytes = Array(key.precomposedStringWithCanonicalMapping.utf8)
            guard let pair = Self.pair(bytes[...]) else { continue }
            bits[pair >> 6] |= 1 << (pair & 63)
        }
    }

    /// False when no key equals `word`.
    public func mayMatch(_ word: String) -> Bool {
        word.withUTF8Bytes { bytes in
            guard let pair = Self.pair(bytes[...]) else { return true }
            return bits[pair >> 6] & (1 << (pair & 63)) != 0
        }
    }

    /// The first two bytes as one number (0 standing for the second byte
    /// of a one-byte string); nil unless both are ASCII.
    private static func pair<Bytes: Collection>(_ bytes: Bytes) -> Int? where Bytes.Element == UInt8 {
        var iterator = bytes.makeIterator()
        guard let first = iterator.next(), first < 0x80 else { return nil }
        let second = iterator.next() ?? 0
        guard second < 0x80 else { return nil }
        return Int(first) << 7 | Int(second)
    }
}
