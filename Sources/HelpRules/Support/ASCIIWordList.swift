/// A list of lower-case ASCII words, compared with a word of copy by its
/// bytes, ASCII case aside: rules that ask it of every English word would
/// spend more lowering the words into new strings and hashing them than on
/// the rest of their work. A word is first ruled out by its length and the
/// pair of its first and last bytes, a bit each, so most words cost two
/// loads; one that passes is compared with the listed words of its length.
struct ASCIIWordList {
    let words: [[UInt8]]
    /// For each length, a bit for each pair of first and last bytes a
    /// listed word of that length has, lowered (27 × 27 bits in 12 words;
    /// 26 for any byte that is no letter, ’ of won’t).
    private let pairs: [UInt64]
    /// The words by their length.
    private let byLength: [[[UInt8]]]
    /// A bit for each length a listed word has, below 64: most words of
    /// copy are ruled out by their length alone, before a byte is read.
    private let lengths: UInt64

    init(_ list: [String]) {
        words = list.map { Array($0.utf8) }
        let longest = words.map(\.count).max() ?? 0
        var pairs = [UInt64](repeating: 0, count: (longest + 1) * 12)
        var byLength = [[[UInt8]]](repeating: [], count: longest + 1)
        for word in words where !word.isEmpty {
            let pair = Self.pair(word[0], word[word.count - 1])
            pairs[word.count * 12 + pair >> 6] |= 1 << UInt64(pair & 63)
            byLength[word.count].append(word)
        }
        (self.pairs, self.byLength) = (pairs, byLength)
        lengths = words.reduce(0) { $1.count < 64 ? $0 | 1 << UInt64($1.count) : $0 | 1 << 63 }
    }

    @inline(__always)
    private static func pair(_ first: UInt8, _ last: UInt8) -> Int {
        letterIndex(first) * 27 + letterIndex(last)
    }

    @inline(__always)
    private static func letterIndex(_ byte: UInt8) -> Int {
        let lowered = (byte &- 0x41 < 26 ? byte | 0x20 : byte) &- 0x61
        return lowered < 26 ? Int(lowered) : 26
    }

    func contains(_ word: String) -> Bool {
        let count = word.utf8.count
        guard count > 0, count < byLength.count, lengths & (1 << UInt64(min(count, 63))) != 0 else { return false }
        let told = word.utf8.withContiguousStorageIfAvailable { bytes in
            let pair = Self.pair(bytes[0], bytes[count - 1])
            return pairs[count &* 12 &+ pair &>> 6] & (1 << UInt64(pair & 63)) != 0
        }
        guard told ?? true else { return false }
        return byLength[count].contains { Self.equal(word, $0) }
    }

    /// `word` is `lower`, ASCII case aside.
    static func equal(_ word: String, _ lower: [UInt8]) -> Bool {
        guard word.utf8.count == lower.count else { return false }
        return zip(word.utf8, lower).allSatisfy { ($0 &- 0x41 < 26 ? $0 | 0x20 : $0) == $1 }
    }
}
