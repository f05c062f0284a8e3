@testable import HelpRules
import Testing

/// Searching copy compares scalars when every character is one scalar;
/// it must find exactly what comparing characters finds.
struct TextSearchTests {
    /// The search as characters, the way it was written first.
    static func characterOffsets(of needle: String, in string: String, wholeWords: Bool) -> [Int] {
        let characters = Array(string), pattern = Array(needle)
        guard let first = pattern.first, pattern.count <= characters.count else { return [] }
        var result: [Int] = []
        var index = 0
        while index <= characters.count - pattern.count {
            if characters[index] == first, Array(characters[index..<index + pattern.count]) == pattern {
                let before = index > 0 && characters[index - 1].isLetter
                let after = index + pattern.count < characters.count && characters[index + pattern.count].isLetter
                if !wholeWords || (!before && !after) {
                    result.append(index)
                    index += pattern.count
                    continue
                }
            }
            index += 1
        }
        return result
    }

    @Test func scalarSearchFindsWhatCharacterSearchFinds() {
        let pieces = ["a", "b", "A", "K", "\u{212A}", "é", "e\u{301}", "e", " ", "-", "한", "국", "ㅎ", "!", "’", "ß"]
        var random = SplitMix(state: 11)
        func text(_ count: Int) -> String { (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined() }
        for _ in 0..<4_000 {
            let haystack = text(Int(random.next() % 12)), needle = text(1 + Int(random.next() % 3))
            let wholeWords = random.next() % 2 == 0
            #expect(TextSearch.Haystack(haystack).offsets(of: needle, wholeWords: wholeWords)
                    == Self.characterOffsets(of: needle, in: haystack, wholeWords: wholeWords),
                    "\(needle.debugDescription) in \(haystack.debugDescription)")
            #expect(TextSearch.Haystack(haystack, ignoringCase: true).offsets(of: needle.lowercased(), wholeWords: wholeWords)
                    == Self.characterOffsets(of: needle.lowercased(), in: haystack.lowercased(), wholeWords: wholeWords))
        }
    }

    @Test func kelvinSignMatchesTheLetterK() {
        #expect(TextSearch.Haystack("\u{212A}elvin").offsets(of: "K") == [0])
        #expect(TextSearch.Haystack("Kelvin").offsets(of: "\u{212A}") == [0])
    }
}

/// SplitMix64, so a failure repeats.
private struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

struct LookAlikeScalarsTests {
    /// Every character the Korean punctuation rule treats as the start of a
    /// look-alike begins with one of the scalars it tests first.
    @Test func everyLookAlikeStartBeginsWithAListedScalar() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if KoreanPunctuationRule.lookAlikeStarts.contains(Character(scalar)) {
                #expect(KoreanPunctuationRule.lookAlikeStartScalars.contains(value), "U+\(String(value, radix: 16))")
            }
        }
    }
}
