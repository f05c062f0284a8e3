import HelpCore

/// Words of a sentence read as lower-case ASCII, for rules that look for
/// a few English phrases word by word: compared by their bytes, so a text
/// is ruled out without lowering a word or searching it with Foundation.
struct LoweredWords {
    /// Each word in lower case where it is ASCII, as written otherwise;
    /// a typographic apostrophe is read as "'".
    let words: [String]

    init(_ segments: some Collection<TextSegments.Segment>) {
        words = segments.map { Self.lowered($0.text) }
    }

    var count: Int { words.count }

    /// Each sentence of `value` with its words, whose offsets are in the
    /// whole text (the text's words, made once for every rule).
    static func sentences(of value: String) -> [(sentence: TextSegments.Segment, words: [TextSegments.Segment])] {
        let words = TextSegments.words(value)
        return TextSegments.sentences(value).map { sentence in
            let end = sentence.offset + sentence.text.count
            return (sentence, words.filter { $0.offset >= sentence.offset && $0.offset < end })
        }
    }
    subscript(index: Int) -> String { words[index] }

    /// Whether `phrase`'s words follow one another somewhere in the words.
    func contains(_ phrase: [String]) -> Bool {
        guard let first = phrase.first, phrase.count <= words.count else { return false }
        var index = 0
        while index + phrase.count <= words.count {
            if words[index] == first, (1..<phrase.count).allSatisfy({ words[index + $0] == phrase[$0] }) { return true }
            index += 1
        }
        return false
    }

    /// Whether any of `phrases` occurs.
    func containsAny(_ phrases: [[String]]) -> Bool {
        phrases.contains { contains($0) }
    }

    static func lowered(_ word: String) -> String {
        var needsWork = false
        for byte in word.utf8 where (0x41...0x5A).contains(byte) || byte >= 0x80 {
            needsWork = true
            break
        }
        guard needsWork else { return word }
        return word.lowercased().replacing("’", with: "'")
    }

    /// Whether `word` is `lowered` (lower-case ASCII) but for the case of
    /// its letters, told from the bytes.
    static func equals(_ word: String, _ lowered: String) -> Bool {
        let bytes = word.utf8, expected = lowered.utf8
        guard bytes.count == expected.count else { return false }
        return zip(bytes, expected).allSatisfy { $0 | 0x20 == $1 }
    }

    /// Whether `word` is one of `anchors`' words but for case, told by its
    /// length and first byte before its letters: asked of every word of a
    /// text, most of which it rules out by those two.
    static func isOne(of anchors: Anchors, _ word: String) -> Bool {
        let bytes = word.utf8
        let count = bytes.count
        guard count < 256, anchors.lengths.contains(UInt8(count)), let first = bytes.first,
              anchors.firstBytes.contains(first | 0x20) else { return false }
        return anchors.words.contains { equals(word, $0) }
    }

    /// Words looked for among a text's words, with what rules a word out
    /// quickly: the words' lengths in bytes and first bytes (lower-cased).
    struct Anchors: Sendable {
        let words: [String]
        let lengths: ByteSet
        let firstBytes: ByteSet

        init(_ words: [String]) {
            self.words = words
            lengths = ByteSet(words.map { UInt8(min($0.utf8.count, 255)) })
            firstBytes = ByteSet(words.compactMap { $0.utf8.first.map { $0 | 0x20 } })
        }
    }
}

/// A set of bytes as 256 bits: asked once per word, where a `Set`
/// hashed every byte.
struct ByteSet: Sendable {
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            let bit = UInt64(1) << UInt64(byte & 63)
            switch byte >> 6 {
            case 0: bits.0 |= bit
            case 1: bits.1 |= bit
            case 2: bits.2 |= bit
            default: bits.3 |= bit
            }
        }
    }

    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return bits.0 & bit != 0
        case 1: return bits.1 & bit != 0
        case 2: return bits.2 & bit != 0
        default: return bits.3 & bit != 0
        }
    }
}

extension Array where Element == String {
    /// A phrase written as one string, split into its words.
    static func phrase(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }
}
