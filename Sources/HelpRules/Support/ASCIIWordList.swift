/// A list of lower-case ASCII words, compared with a word of copy by its
/// bytes, ASCII case aside: rules that ask it of every English word would
/// spend more lowering the words into new strings and hashing them than on
/// the rest of their work.
struct ASCIIWordList {
    let words: [[UInt8]]
    init(_ list: [String]) { words = list.map { Array($0.utf8) } }

    func contains(_ word: String) -> Bool {
        let count = word.utf8.count
        return words.contains { $0.count == count && Self.equal(word, $0) }
    }

    /// `word` is `lower`, ASCII case aside.
    static func equal(_ word: String, _ lower: [UInt8]) -> Bool {
        guard word.utf8.count == lower.count else { return false }
        return zip(word.utf8, lower).allSatisfy { ($0 &- 0x41 < 26 ? $0 | 0x20 : $0) == $1 }
    }
}
