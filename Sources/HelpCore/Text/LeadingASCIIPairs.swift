import Foundation

/// The pairs of ASCII bytes a table's string keys start with, to rule out
/// most words before the table hashes them. Swift compares strings by
/// canonical equivalence, so the pairs are read from each key's canonical
/// composition (NFC). A word is ruled out only when its first two bytes are
/// ASCII and the next is ASCII too or there is none (or it is one ASCII
/// byte): no scalar after it can compose with its second letter, so its NFC
/// starts with the same two bytes, and no key whose NFC starts otherwise
/// equals it (the Kelvin sign's key starts with K; `ae` and a combining
/// acute is `aé`). Any other word is never ruled out.
///
/// A word of ASCII alone is also ruled out when no key starting with its
/// first letter has its length: its NFC is itself, so it can equal only a
/// key whose NFC has as many bytes ("for" is no key though "force" is).
public struct LeadingASCIIPairs: Sendable {
    private var bits = [UInt64](repeating: 0, count: 128 * 128 / 64)
    /// By first byte, a bit for each length of key (63 standing for any longer).
    private var lengths = [UInt64](repeating: 0, count: 128)
    private let foldsCase: Bool

    /// `foldingASCIICase`: for a table looked up by a lowercased word,
    /// whose keys are lowercase; the word's first two bytes are then
    /// compared lowercased.
    public init<Keys: Sequence>(_ keys: Keys, foldingASCIICase: Bool = false) where Keys.Element == String {
        foldsCase = foldingASCIICase
        for key in keys {
            let bytes = Array(key.precomposedStringWithCanonicalMapping.utf8)
            guard let pair = pair(bytes[...], whole: true) else { continue }
            bits[pair >> 6] |= 1 << (pair & 63)
            lengths[pair >> 7] |= 1 << min(bytes.count, 63)
        }
    }

    /// False when no key equals `word` (lowercased, when folding case).
    public func mayMatch(_ word: String) -> Bool {
        word.withUTF8Bytes { bytes in
            guard let pair = pair(bytes[...], whole: false) else { return true }
            guard bits[pair >> 6] & (1 << (pair & 63)) != 0 else { return false }
            guard lengths[pair >> 7] & (1 << min(bytes.count, 63)) == 0 else { return true }
            // No key of this first letter has the word's length: it matches
            // none, unless a byte past ASCII makes its NFC another length.
            return bytes.contains { $0 >= 0x80 }
        }
    }

    /// The first two bytes as one number (0 standing for the second byte
    /// of a one-byte string); nil unless both are ASCII and, for a word
    /// (not `whole`, a key already composed), the third is ASCII or absent.
    private func pair<Bytes: Collection>(_ bytes: Bytes, whole: Bool) -> Int? where Bytes.Element == UInt8 {
        var iterator = bytes.makeIterator()
        guard var first = iterator.next(), first < 0x80 else { return nil }
        var second = iterator.next() ?? 0
        guard second < 0x80 else { return nil }
        if !whole, let third = iterator.next(), third >= 0x80 { return nil }
        if foldsCase {
            if (0x41...0x5A).contains(first) { first |= 0x20 }
            if (0x41...0x5A).contains(second) { second |= 0x20 }
        }
        return Int(first) << 7 | Int(second)
    }
}
