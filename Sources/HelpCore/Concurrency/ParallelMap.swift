import Foundation

/// Maps indices to results on up to `jobs` threads, keeping index order.
/// Each thread takes the next index when it is done with one, so a few
/// large items (a big file, the whole site) don't leave threads idle.
public enum ParallelMap {
    public static func map<T: Sendable>(_ count: Int, jobs: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let workers = max(1, min(jobs, count))
        if workers == 1 { return (0..<count).map(transform) }
        let results = Results<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.next() {
                results.set(index, transform(index))
            }
        }
        return results.values
    }

    /// `map`, the indices handed out largest first by `sizes` (ties in
    /// index order), so no thread is left with a big item while the others
    /// have finished; the results come back in index order.
    public static func map<T: Sendable>(_ count: Int, jobs: Int, largestFirst sizes: [Int], _ transform: @Sendable (Int) -> T) -> [T] {
        let order = (0..<count).sorted { (sizes[$0], $1) > (sizes[$1], $0) }
        let taken = map(count, jobs: jobs) { transform(order[$0]) }
        var results = taken
        for (turn, index) in order.enumerated() { results[index] = taken[turn] }
        return results
    }

    private final class Results<T>: @unchecked Sendable {
        private var storage: [T?]
        private var taken = 0
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func next() -> Int? {
            lock.withLock {
                guard taken < storage.count else { return nil }
                taken += 1
                return taken - 1
            }
        }

        func set(_ index: Int, _ value: T) { lock.withLock { storage[index] = value } }

        var values: [T] { lock.withLock { storage.map { $0! } } }
    }
}
