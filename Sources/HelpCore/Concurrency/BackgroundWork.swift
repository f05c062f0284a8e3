import Foundation

/// A value made on a thread of its own while the caller does other work:
/// for a serial task (streaming one large file) beside a parallel one
/// (reading a project's files on the dispatch pool, whose threads it would
/// otherwise share).
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value?

    public init(_ make: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            let made = make()
            condition.lock()
            value = made
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The value, once made.
    public func wait() -> Value {
        condition.lock()
        defer { condition.unlock() }
        while value == nil { condition.wait() }
        return value!
    }
}
