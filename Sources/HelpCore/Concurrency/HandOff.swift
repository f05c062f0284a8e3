import Foundation

/// Values passed from one thread to another in order, as they are made:
/// the maker `put`s each and `finish`es; the taker's `next` waits for the
/// next one, and is nil once all are taken.
public final class HandOff<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: [Value] = []
    private var taken = 0
    private var finished = false

    public init() {}

    public func put(_ value: Value) {
        condition.lock()
        waiting.append(value)
        condition.broadcast()
        condition.unlock()
    }

    /// No more values will come.
    public func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    public func next() -> Value? {
        condition.lock()
        defer { condition.unlock() }
        while taken == waiting.count && !finished { condition.wait() }
        guard taken < waiting.count else { return nil }
        defer {
            taken += 1
            // Taken values are let go: the queue holds only what waits.
            if taken == waiting.count {
                waiting.removeAll(keepingCapacity: true)
                taken = 0
            }
        }
        return waiting[taken]
    }
}
