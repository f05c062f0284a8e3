@testable import HelpCore
import Testing

/// Words and sentences are read scalar by scalar when every character is
/// one scalar; the answers must be the ones `Character`s give.
struct TextSegmentsTests {
    static let pieces = [
        "Save", "receipe", "iPhone", "e.g.", "i.e.", "1.5", "%@", "%1$lld", "%#@count@", "%%", "don't", "it’s",
        "Wi‑Fi", "re-enter", " ", "  ", "\n", "\t", ".", "?", "!", "…", "。", "“", "”", "\"", ")", "(", ",",
        "레시피를", "저장하세요", "탭하세요.", "iCloud와", "3개", "www.example.com", "a@b.c", "→", "↓", "-", "'",
        "é", "ß", "x", "Z", "9", "０", "。", "Ω", "ㄱ",
    ]

    @Test func fastPathAgreesWithCharacters() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<3000 {
            let count = Int.random(in: 1...14, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            #expect(TextSegments.words(text) == TextSegments.wordsOfCharacters(text), "\(text)")
            #expect(TextSegments.sentences(text) == TextSegments.sentencesOfCharacters(text), "\(text)")
        }
    }

    /// Characters made of several scalars take the slow path and still
    /// count as one character each.
    @Test func offsetsCountCharactersNotScalars() {
        #expect(SimpleText("레시피를 저장하세요. Save it…") != nil)
        #expect(SimpleText("Cafe\u{301} open") == nil)
        #expect(SimpleText("line\r\nnext") == nil)
        let words = TextSegments.words("👍🏽 Cafe\u{301} open")
        #expect(words.map(\.text) == ["Cafe\u{301}", "open"])
        #expect(words.map(\.offset) == [2, 7])
    }

    @Test func trimmingKeepsInnerWhiteSpace() {
        #expect(" a b ".trimmingWhitespace == "a b")
        #expect("a b".trimmingWhitespace == "a b")
        #expect("\u{3000}레시피 ".trimmingWhitespace == "레시피")
        #expect("   ".trimmingWhitespace == "")
    }
}

/// A small deterministic generator (SplitMix64), so a failure repeats.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

struct BlankSpaceTests {
    /// The ASCII shortcut answers as `isWhitespace` does, for every ASCII
    /// character and the white space beyond it.
    @Test func blankSpaceIsWhitespace() {
        var characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        characters += ["\r\n", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "\u{200B}", "가", "é", "e\u{301}", "\u{FEFF}",
                       " \u{301}", "\u{3000}\u{301}", "\u{A0}\u{301}"]
        // Every scalar of the Basic Multilingual Plane on its own (Unicode
        // has no white space beyond it): the shortcut past ASCII must miss none.
        characters += (0x80...0xFFFF).compactMap { Unicode.Scalar(UInt32($0)).map(Character.init) }
        let differing = characters.filter { $0.isBlankSpace != $0.isWhitespace }
        #expect(differing.isEmpty, "\(differing.prefix(5).map { $0.unicodeScalars.map(\.value) })")
    }
}
