import Foundation

/// One object per thread, for the small memos the rules keep (the last
/// texts segmented, the last terms matched): the check runs on several
/// threads, and a memo shared between them would need a lock on every
/// lookup. Each slot has its own thread-specific key, so finding this
/// thread's object is one `pthread_getspecific`: the memos are asked for
/// several times for every text of a project.
public final class ThreadLocal<Object: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t
    private let make: @Sendable () -> Object

    /// A slot whose objects `make` creates, one per thread on first use.
    /// Slots are meant to be made once (a `static let`): a process has a
    /// limited number of thread-specific keys.
    public init(_ make: @escaping @Sendable () -> Object) {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        precondition(created == 0, "no thread-specific key left (pthread_key_create: \(created))")
        self.key = key
        self.make = make
    }

    /// This thread's object, made the first time the thread asks.
    public var object: Object {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
        }
        let object = make()
        pthread_setspecific(key, Unmanaged.passRetained(object).toOpaque())
        return object
    }

    /// `body` given this thread's object without retaining it (the slot
    /// holds it while the thread lives): `object` retained and released
    /// the memo around each of the several lookups a text gets from every
    /// rule, each an atomic operation.
    public func withObject<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        if let pointer = pthread_getspecific(key) {
            return try Unmanaged<Object>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
        }
        return try body(object)
    }
}
