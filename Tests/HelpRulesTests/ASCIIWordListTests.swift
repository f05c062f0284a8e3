@testable import HelpRules
import Testing

/// The byte-compared word list answers what lowering the word and looking
/// it up answers, its first-and-last-byte shortcut included.
struct ASCIIWordListTests {
    @Test func answersAsALoweredLookupWould() {
        let listed = ["day", "won’t", "don't", "a", "hour", "twenty", "of", "x"]
        let list = ASCIIWordList(listed)
        let pieces = ["d", "a", "y", "D", "A", "Y", "o", "n", "’", "'", "t", "w", "h", "u", "r", "e", "f", "x", "X", "é", "1"]
        var numbers = SeededNumbers(seed: 70)
        var found = 0
        for _ in 0..<5000 {
            let word = numbers.text(of: pieces, fewerThan: 7)
            let expected = listed.contains(String(decoding: word.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self))
            found += expected ? 1 : 0
            #expect(list.contains(word) == expected, "\(word)")
        }
        #expect(found > 20, "the pieces made \(found) listed words")
        #expect(list.contains("Won’t") && list.contains("DAY") && !list.contains("") && !list.contains("days"))
    }

    /// Lengths of 63 bytes and more share the length mask's last bit: each
    /// is still compared whole.
    @Test func longWordsShareTheLastLengthBit() {
        let (long, longer) = (String(repeating: "a", count: 63), String(repeating: "b", count: 70))
        let list = ASCIIWordList([long, longer, "ok"])
        #expect(list.contains(long) && list.contains(longer.uppercased()) && list.contains("OK"))
        #expect(!list.contains(String(repeating: "a", count: 64)) && !list.contains(String(repeating: "b", count: 69)) && !list.contains("oks"))
        #expect(!ASCIIWordList(["ok"]).contains(long))
    }
}
