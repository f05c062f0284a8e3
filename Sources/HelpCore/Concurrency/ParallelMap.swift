import Foundation

/// Maps indices to results on up to `jobs` threads, keeping index order.
/// Each thread takes the next index when it is done with one, so a few
/// large items (a big file, the whole site) don't leave threads idle.
///
/// The calling thread works through the indices with helpers asked of the
/// dispatch pool, and a helper that starts late joins whatever is left.
/// `DispatchQueue.concurrentPerform` fixed its width when it began: a map
/// begun inside another's item (the site's pages, made beside the
/// catalogs and the report) got one thread on two cores, and kept it
/// after the other items were done, so a rebuild's site ran its last
/// tenth of a second on one core while the other stood idle.
public enum ParallelMap {
    public static func map<T: Sendable>(_ count: Int, jobs: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let workers = max(1, min(jobs, count))
        if workers == 1 { return (0..<count).map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            let work = SharedWork(count: count, transform: transform)
            for _ in 1..<workers {
                DispatchQueue.global().async { work.help() }
            }
            work.help()
            return work.finish()
        }
    }

    /// Two different pieces of work side by side, on `jobs` threads at most.
    public static func both<First: Sendable, Second: Sendable>(jobs: Int, _ first: @Sendable () -> First,
                                                               _ second: @Sendable () -> Second) -> (First, Second) {
        let made = map(2, jobs: jobs) { index -> Either<First, Second> in index == 0 ? .first(first()) : .second(second()) }
        guard case .first(let one) = made[0], case .second(let other) = made[1] else {
            preconditionFailure("each index makes its own piece")
        }
        return (one, other)
    }

    private enum Either<First: Sendable, Second: Sendable>: Sendable {
        case first(First)
        case second(Second)
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

    /// `map` over the values it is handed, each let go by the thread that
    /// transformed it, as soon as it is done. The caller gives up its own
    /// references (`consume`): a batch of files' models freed on the
    /// calling thread after the map, one after another, kept the other
    /// threads waiting for the next batch.
    public static func map<Element: Sendable, T: Sendable>(consuming elements: consuming [Element], jobs: Int,
                                                 _ transform: @Sendable (Element) -> T) -> [T] {
        let elements = TakenOnce(elements)
        return map(elements.count, jobs: jobs) { transform(elements.take($0)) }
    }

    /// Values handed to the threads of a map, each taken out once, by the
    /// one thread that took its index.
    private final class TakenOnce<Element: Sendable>: @unchecked Sendable {
        private let slots: UnsafeMutableBufferPointer<Element?>
        var count: Int { slots.count }

        init(_ elements: consuming [Element]) {
            slots = .allocate(capacity: elements.count)
            for (index, element) in elements.enumerated() {
                (slots.baseAddress! + index).initialize(to: element)
            }
        }

        func take(_ index: Int) -> Element {
            slots[index].take()!
        }

        deinit {
            slots.deinitialize()
            slots.deallocate()
        }
    }

    /// One map's indices and results, shared by the calling thread and its
    /// helpers. The transform is held only until the map returns: a helper
    /// that starts after that finds it gone and does nothing, and one that
    /// took an index has given its copy of the transform back before it
    /// says the item is done (`step` returns first), which `finish` waits for.
    private final class SharedWork<T>: @unchecked Sendable {
        private let condition = NSCondition()
        private var transform: (@Sendable (Int) -> T)?
        private var storage: [T?]
        private var taken = 0
        private var running = 0
        private var isOpen = true

        init(count: Int, transform: @escaping @Sendable (Int) -> T) {
            storage = Array(repeating: nil, count: count)
            self.transform = transform
        }

        /// Takes indices until none are left.
        func help() {
            while let (index, value) = step() {
                condition.lock()
                storage[index] = value
                running -= 1
                if running == 0 { condition.broadcast() }
                condition.unlock()
            }
        }

        /// The next index and its result; nil when none is left. The
        /// transform is copied only once an index is taken (so `finish`
        /// waits for it), and the copy ends with this function.
        private func step() -> (Int, T)? {
            condition.lock()
            guard isOpen, taken < storage.count else {
                condition.unlock()
                return nil
            }
            let index = taken
            taken += 1
            running += 1
            let transform = self.transform!
            condition.unlock()
            return (index, transform(index))
        }

        /// The results, once every index taken is done; the transform is let go.
        func finish() -> [T] {
            condition.lock()
            defer { condition.unlock() }
            while running > 0 || taken < storage.count { condition.wait() }
            isOpen = false
            transform = nil
            let values = storage.map { $0! }
            storage = []
            return values
        }
    }
}
