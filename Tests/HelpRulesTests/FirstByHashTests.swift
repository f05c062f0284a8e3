@testable import HelpRules
import Testing

/// `FirstByHash` must answer as a `Dictionary` of first items does, through
/// its growth and over hashes that share their low bits (which a probe
/// without the finishing mix would put in one run).
struct FirstByHashTests {
    @Test func answersAsADictionaryOfFirstItems() {
        var numbers = SeededNumbers(seed: 11)
        // Starting small, so the table grows several times.
        var table = FirstByHash(capacity: 1)
        var expected: [UInt64: Int] = [:]
        for item in 0..<20_000 {
            // Few distinct hashes, so many repeat; half differ only above
            // the low 32 bits, and zero is one of them.
            let hash = UInt64(numbers.next() % 3_000) << 32 | UInt64(item % 2 == 0 ? 0 : numbers.next() % 4)
            let answer = table.first(of: hash, orRecord: item)
            #expect(answer == expected[hash], "item \(item), hash \(hash)")
            if expected[hash] == nil { expected[hash] = item }
        }
        #expect(expected.count > 3_000)
        for (hash, first) in expected {
            #expect(table.first(of: hash, orRecord: 99_999) == first)
        }
    }

    @Test func recordsOnlyTheFirstItem() {
        var table = FirstByHash(capacity: 4)
        #expect(table.first(of: 42, orRecord: 0) == nil)
        #expect(table.first(of: 42, orRecord: 1) == 0)
        #expect(table.first(of: 42, orRecord: 2) == 0)
        #expect(table.first(of: 43, orRecord: 3) == nil)
        #expect(table.first(of: 43, orRecord: 4) == 3)
    }
}
