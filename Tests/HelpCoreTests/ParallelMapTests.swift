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

    /// Maps inside maps, three deep and with more items than threads, come
    /// back whole and in order; so do many small maps in a row, whose
    /// helpers mostly start after the map has returned.
    @Test func nestedAndShortMapsComeBackWhole() {
        let nested = ParallelMap.map(6, jobs: 2) { outer in
            ParallelMap.map(5, jobs: 2) { middle in
                ParallelMap.map(4, jobs: 3) { inner in outer * 100 + middle * 10 + inner }.reduce(0, +)
            }
        }
        let expected: [[Int]] = (0..<6).map { outer in
            (0..<5).map { middle in 4 * (outer * 100 + middle * 10) + 6 }
        }
        #expect(nested == expected)
        for count in 1...300 {
            #expect(ParallelMap.map(count % 4 + 1, jobs: 2) { $0 + count } == (0..<(count % 4 + 1)).map { $0 + count })
        }
    }

    /// A map begun inside another's item takes a second thread once the
    /// other items are done: the site's pages, made beside the catalogs and
    /// the report, used to keep one thread to the end. Each inner item waits
    /// (up to ten seconds in all, as other tests may hold the pool's
    /// threads) until a second thread has taken one.
    @Test func mapInsideAnItemIsJoinedByAThreadSetFree() throws {
        try #require(ProcessInfo.processInfo.activeProcessorCount >= 2, "one core has no second thread to join")
        final class Threads: @unchecked Sendable {
            private let lock = NSLock()
            private var seen: Set<UInt64> = []
            func note() -> Int {
                let thread = UInt64(pthread_self())
                return lock.withLock {
                    seen.insert(thread)
                    return seen.count
                }
            }
            var count: Int { lock.withLock { seen.count } }
        }
        let threads = Threads()
        let deadline = Date().addingTimeInterval(10)
        _ = ParallelMap.map(2, jobs: 2) { item in
            guard item == 1 else { return 0 }
            return ParallelMap.map(40, jobs: 2) { _ in
                while threads.note() < 2 && Date() < deadline { usleep(1_000) }
                return 1
            }.count
        }
        #expect(threads.count >= 2)
    }

    /// Each value handed to the map is let go by the thread that
    /// transformed it, before the map returns: a check's waiting files were
    /// freed one after another on the calling thread, the others idle.
    @Test(arguments: [1, 2, 4])
    func consumedValuesAreLetGoWhereTransformed(jobs: Int) {
        final class Threads: @unchecked Sendable {
            private let lock = NSLock()
            private var transformed: [Int: UInt64] = [:]
            private var released: [Int: UInt64] = [:]
            /// The number of threads that have transformed a value so far.
            @discardableResult
            func note(_ value: Int, released isReleased: Bool) -> Int {
                let thread = UInt64(pthread_self())
                return lock.withLock {
                    if isReleased { released[value] = thread } else { transformed[value] = thread }
                    return Set(transformed.values).count
                }
            }
            var pairs: (transformed: [Int: UInt64], released: [Int: UInt64]) { lock.withLock { (transformed, released) } }
        }
        final class Value: @unchecked Sendable {
            let number: Int
            let threads: Threads
            init(_ number: Int, _ threads: Threads) {
                self.number = number
                self.threads = threads
            }
            deinit { threads.note(number, released: true) }
        }
        let threads = Threads()
        // With more than one job, each value waits (up to ten seconds in
        // all, as other tests may hold the pool's threads) until a second
        // thread has taken one.
        let waitsForASecondThread = jobs > 1 && ProcessInfo.processInfo.activeProcessorCount > 1
        let deadline = Date().addingTimeInterval(10)
        var values = (0..<200).map { Value($0, threads) }
        let results = ParallelMap.map(consuming: consume values, jobs: jobs) { value -> Int in
            while threads.note(value.number, released: false) < 2 && waitsForASecondThread && Date() < deadline {
                usleep(1_000)
            }
            return value.number * 2
        }
        #expect(results == (0..<200).map { $0 * 2 })
        let (transformed, released) = threads.pairs
        #expect(released.count == 200)
        #expect(transformed == released)
        if waitsForASecondThread {
            // Otherwise every value might have been let go on the calling thread.
            #expect(Set(transformed.values).count > 1)
        }
        values = []
    }

    /// Two different pieces of work come back each in its place, whether
    /// side by side or one after the other.
    @Test(arguments: [1, 2])
    func bothPiecesComeBackInTheirPlaces(jobs: Int) {
        let (numbers, text) = ParallelMap.both(jobs: jobs, { (0..<1_000).map { $0 * 2 } }, { String(repeating: "가", count: 3) })
        #expect(numbers == (0..<1_000).map { $0 * 2 })
        #expect(text == "가가가")
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
