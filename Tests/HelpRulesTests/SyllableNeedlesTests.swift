import HelpCore
@testable import HelpRules
import Testing

/// The one-pass needle search says what a search for each needle says.
struct SyllableNeedlesTests {
    @Test func foundNeedlesAreTheNeedlesEachSearchFinds() {
        let words = ["에게", "가능한 ", "던 상관", "몇 일", "지 안", "낳", "르치", "그리고 나", "힣", "가"]
        let search = SyllableNeedles(words)
        let pieces = words + ["에", "게", "가능", "한", " ", "던", "상관", "몇", "일", "지", "안", "르", "치", "A", "é", "😀", "\u{1100}\u{1161}",
                              "각", "갛", "힢", "ㄱ", "\u{FFFD}", "一"]
        var generator = SeededNumbers(seed: 4051)
        var some = 0
        for _ in 0..<4000 {
            let text = generator.text(of: pieces, fewerThan: 8)
            let expected = search.needles.indices.reduce(UInt64(0)) { $0 | (text.containsBytes(search.needles[$1]) ? 1 << UInt64($1) : 0) }
            #expect(search.found(in: text) == expected, "\(text)")
            #expect(search.mayOccur(in: text) == (expected != 0), "\(text)")
            some += expected != 0 ? 1 : 0
        }
        #expect(some > 1000)
    }
}
