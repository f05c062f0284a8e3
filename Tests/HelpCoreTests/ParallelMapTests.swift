import Foundation
import HelpCore
import Testing

/// Results never depend on the number of threads or the order work is handed out in.
struct ParallelMapTests {
    @Test(arguments: [1, 2, 7])
    func resultsComeBackInIndexOrder(jobs: Int) {
        let count = 500
        #expect(ParallelMap.map(count, jobs: jobs) { $0 * 3 } == (0..<count).map { $0 * 3 })
        let sizes = (0..<count).map { ($0 * 7_919) % 97 }
        #expect(ParallelMap.map(count, jobs: jobs, largestFirst: sizes) { "\($0)" } == (0..<count).map { "\($0)" })
    }

    /// On one thread the order of handing out is visible: largest first, ties in index order.
    @Test func largestAreHandedOutFirst() {
        final class Seen: @unchecked Sendable {
            var order: [Int] = []
        }
        let seen = Seen()
        _ = ParallelMap.map(5, jobs: 1, largestFirst: [3, 9, 3, 1, 9]) { index in seen.order.append(index) }
        #expect(seen.order == [1, 4, 0, 2, 3])
    }
}

/// Work on a thread of its own runs beside the caller and hands its value back.
struct BackgroundWorkTests {
    @Test func valueComesBackWhileTheCallerWorks() {
        let started = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let work = BackgroundWork { () -> [Int] in
            started.signal()
            // Waits for the caller: the work must not run on the caller's thread.
            proceed.wait()
            return (0..<1_000).map { $0 * 2 }
        }
        started.wait()
        proceed.signal()
        #expect(work.wait() == (0..<1_000).map { $0 * 2 })
        #expect(work.wait().count == 1_000)
    }
}

/// Values handed from one thread to another arrive in order, and then nil.
struct HandOffTests {
    @Test func valuesArriveInOrderThenNil() {
        let handOff = HandOff<Int>()
        let maker = BackgroundWork { () -> Bool in
            for value in 0..<2_000 { handOff.put(value) }
            handOff.finish()
            return true
        }
        var taken: [Int] = []
        while let value = handOff.next() { taken.append(value) }
        #expect(maker.wait())
        #expect(taken == Array(0..<2_000))
        #expect(handOff.next() == nil)
    }
}
