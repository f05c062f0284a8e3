@testable import HelpCore
import Testing

/// The spelling caches' table answers as a dictionary keyed by the words'
/// bytes does, through its growth, for words that are equal strings but
/// not equal bytes (a syllable and its jamo) and words that collide in
/// its slots.
struct ByteKeyedTableTests {
    @Test func answersAsADictionaryByBytes() {
        let pieces = ["a", "B", "é", "e\u{301}", "한", "\u{1112}\u{1161}\u{11AB}", "’s", "-", "x", "국", "0"]
        // A fixed linear congruential sequence, so a failure repeats.
        var state: UInt64 = 43
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        let table = ByteKeyedTable<Int>()
        var reference: [BytewiseString: Int] = [:]
        for step in 0..<20_000 {
            let word = (0..<1 + next() % 5).map { _ in pieces[next() % pieces.count] }.joined()
            if next() % 3 == 0 {
                table.set(step, for: word)
                reference[BytewiseString(word)] = step
            }
            #expect(table.value(for: word) == reference[BytewiseString(word)], "\(word.debugDescription)")
        }
        #expect(table.count == reference.count)
        #expect(reference.count > 1_000, "the table grew many times")
    }

    @Test func equalStringsOfOtherBytesAreOtherKeys() {
        let table = ByteKeyedTable<Bool?>()
        table.set(true, for: "é")
        table.set(nil, for: "e\u{301}")
        #expect(table.value(for: "é") == .some(true))
        #expect(table.value(for: "e\u{301}") == .some(nil), "a stored nil answer is an answer")
        #expect(table.value(for: "e") == nil)
        #expect(table.count == 2)
    }

    @Test func keysOfAnyLengthKeepTheirBytes() {
        let table = ByteKeyedTable<Int>()
        let long = String(repeating: "가나다", count: 400)
        table.set(1, for: "")
        table.set(2, for: long)
        table.set(3, for: long + "라")
        for index in 0..<100 { table.set(10 + index, for: "\(index)") }
        #expect(table.value(for: "") == 1)
        #expect(table.value(for: long) == 2)
        #expect(table.value(for: long + "라") == 3)
        #expect(table.value(for: String(long.dropLast())) == nil)
        #expect((0..<100).allSatisfy { table.value(for: "\($0)") == 10 + $0 })
    }
}
