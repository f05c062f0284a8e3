import HelpEmit
import Testing

/// Kept outputs are a bit set over the last build's outputs; it must answer
/// as a set of integers would.
struct OutputPositionSetTests {
    /// A fixed sequence, so a failure shows the same sets again.
    private struct Positions {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next(below limit: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % limit
        }
    }

    @Test func answersAsASetOfIntegers() {
        var random = Positions(seed: 7)
        for round in 0..<200 {
            // Spans around word boundaries and sets of one word or many.
            let span = [1, 63, 64, 65, 128, 1_000, 70_000][round % 7]
            var bits = OutputPositionSet()
            var ints: Set<Int> = []
            for _ in 0..<random.next(below: 300) {
                let position = random.next(below: span)
                bits.insert(position)
                ints.insert(position)
            }
            #expect(bits.count == ints.count)
            #expect(bits.isEmpty == ints.isEmpty)
            #expect(bits.positions == ints.sorted())
            for probe in [-1, 0, 63, 64, span - 1, span, span + 64, random.next(below: span)] {
                #expect(bits.contains(probe) == ints.contains(probe), "position \(probe) of \(span)")
            }

            var otherBits = OutputPositionSet()
            var otherInts: Set<Int> = []
            for _ in 0..<random.next(below: 300) {
                let position = random.next(below: [64, span, 2 * span + 1][round % 3])
                otherBits.insert(position)
                otherInts.insert(position)
            }
            var union = bits
            union.formUnion(otherBits)
            #expect(union.positions == ints.union(otherInts).sorted())
            #expect(union.count == ints.union(otherInts).count)
            var reversed = otherBits
            reversed.formUnion(bits)
            #expect(reversed == union)
            #expect(OutputPositionSet(ints.union(otherInts).shuffled()) == union)
        }
    }

    /// Sets that grew their storage differently but hold the same positions are equal.
    @Test func equalityIgnoresStorage() {
        var small = OutputPositionSet([3])
        var large = OutputPositionSet([3, 500])
        #expect(small != large)
        small.formUnion(OutputPositionSet([500]))
        #expect(small == large)
        large = OutputPositionSet([3])
        large.formUnion(OutputPositionSet())
        #expect(large == OutputPositionSet([3]))
        #expect(OutputPositionSet() == OutputPositionSet([Int]()))
    }
}
