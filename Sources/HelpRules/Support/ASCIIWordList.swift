/// A list of lower-case ASCII words, compared with a word of copy by its
/// bytes, ASCII case aside: rules that ask it of every English word would
/// spend more lowering the words into new strings and hashing them than on
/// the rest of their work. A word is first ruled out by its length and its
/// first and last bytes, a bit each, so most words cost two loads.
struct ASCIIWordList {
    let words: [[UInt8]]
    /// For each length, a bit for each first (or last) letter a listed word
    /// of that length has, lowered; bit 26 for any other byte (’ of won’t).
    private let firsts: [UInt32]
    private let lasts: [UInt32]

    init(_ list: [String]) {
        words = list.map { Array($0.utf8) }
        let longest = words.map(\.count).max() ?? 0
        var firsts = [UInt32](repeating: 0, count: longest + 1), lasts = firsts
        for word in words where !word.isEmpty {
            firsts[word.count] |= Self.bit(word[0])
            lasts[word.count] |= Self.bit(word[word.count - 1])
        }
        (self.firsts, self.lasts) = (firsts, lasts)
    }

    @inline(__always)
    private static func bit(_ byte: UInt8) -> UInt32 {
        let lowered = (byte &- 0x41 < 26 ? byte | 0x20 : byte) &- 0x61
        return 1 << UInt32(lowered < 26 ? lowered : 26)
    }

    func contains(_ word: String) -> Bool {
        let count = word.utf8.count
        guard count > 0, count < firsts.count else { return false }
        let told = word.utf8.withContiguousStorageIfAvailable { bytes in
            firsts[count] & Self.bit(bytes[0]) != 0 && lasts[count] & Self.bit(bytes[count - 1]) != 0
        }
        guard told ?? true else { return false }
        return words.contains { $0.count == count && Self.equal(word, $0) }
    }

    /// `word` is `lower`, ASCII case aside.
    static func equal(_ word: String, _ lower: [UInt8]) -> Bool {
        guard word.utf8.count == lower.count else { return false }
        return zip(word.utf8, lower).allSatisfy { ($0 &- 0x41 < 26 ? $0 | 0x20 : $0) == $1 }
    }
}
