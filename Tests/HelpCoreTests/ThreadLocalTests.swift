import Foundation
@testable import HelpCore
import Testing

struct ThreadLocalTests {
    private final class Counter: @unchecked Sendable {
        var value = 0
    }

    private final class Made: @unchecked Sendable {
        private let lock = NSLock()
        private var objects: [ObjectIdentifier] = []

        func add(_ object: AnyObject) { lock.withLock { objects.append(ObjectIdentifier(object)) } }
        var distinct: Int { lock.withLock { Set(objects).count } }
    }

    /// A thread asking twice gets its own object back; threads alive at
    /// the same time never share one.
    @Test func eachThreadKeepsItsOwnObject() {
        let slot = ThreadLocal { Counter() }
        let made = Made()
        let threads = 4
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<threads {
            Thread {
                let first = slot.object
                for _ in 0..<1_000 { slot.object.value += 1 }
                #expect(slot.object === first)
                #expect(first.value == 1_000)
                made.add(first)
                // Every thread stays until all have made their object.
                let deadline = Date().addingTimeInterval(5)
                while made.distinct < threads && Date() < deadline { usleep(1_000) }
                finished.signal()
            }.start()
        }
        for _ in 0..<threads { finished.wait() }
        #expect(made.distinct == threads)
    }

    private final class Seen: @unchecked Sendable {
        weak var counter: Counter?
    }

    /// A thread's object is released when the thread ends.
    @Test func objectsGoWithTheirThread() {
        let slot = ThreadLocal { Counter() }
        let seen = Seen()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            seen.counter = slot.object
            done.signal()
        }
        thread.start()
        done.wait()
        let deadline = Date().addingTimeInterval(30)
        while seen.counter != nil && Date() < deadline { usleep(1_000) }
        #expect(seen.counter == nil)
    }
}
