import Foundation

/// Maps indices to results on up to `jobs` threads, keeping index order.
public enum ParallelMap {
    public static func map<T: Sendable>(_ count: Int, jobs: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let workers = max(1, min(jobs, count))
        if workers == 1 { return (0..<count).map(transform) }
        let results = Results<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) {
                results.set(index, transform(index))
            }
        }
        return results.values
    }

    private final class Results<T>: @unchecked Sendable {
        private var storage: [T?]
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: T) { lock.withLock { storage[index] = value } }

        var values: [T] { lock.withLock { storage.map { $0! } } }
    }
}
