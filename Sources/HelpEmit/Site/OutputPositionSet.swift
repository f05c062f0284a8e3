/// A set of the last build's outputs, each named by its place in that
/// build's sorted list of outputs (the build cache's), one bit each.
///
/// A rebuild of a large site keeps a hundred thousand pages. Held as a set
/// of paths, each kept page was hashed again where it was found, where the
/// threads' findings were merged, where stale outputs were told apart and
/// where the cache's records were carried over: about a fifth of a one-file
/// rebuild. Positions make each of those a bit operation.
public struct OutputPositionSet: Sendable, Equatable {
    private var words: [UInt64] = []
    /// How many positions the set holds.
    public private(set) var count = 0

    public init() {}

    public init(_ positions: some Sequence<Int>) {
        for position in positions { insert(position) }
    }

    public var isEmpty: Bool { count == 0 }

    public mutating func insert(_ position: Int) {
        precondition(position >= 0, "an output's position is never negative")
        let (word, bit) = position.quotientAndRemainder(dividingBy: 64)
        if word >= words.count {
            words.append(contentsOf: repeatElement(0, count: word + 1 - words.count))
        }
        let mask = UInt64(1) << UInt64(bit)
        if words[word] & mask == 0 {
            words[word] |= mask
            count += 1
        }
    }

    public func contains(_ position: Int) -> Bool {
        guard position >= 0 else { return false }
        let (word, bit) = position.quotientAndRemainder(dividingBy: 64)
        return word < words.count && words[word] & (UInt64(1) << UInt64(bit)) != 0
    }

    public mutating func formUnion(_ other: OutputPositionSet) {
        guard !other.isEmpty else { return }
        guard !isEmpty else {
            self = other
            return
        }
        if other.words.count > words.count {
            words.append(contentsOf: repeatElement(0, count: other.words.count - words.count))
        }
        var count = 0
        for index in words.indices {
            if index < other.words.count { words[index] |= other.words[index] }
            count += words[index].nonzeroBitCount
        }
        self.count = count
    }

    /// The positions in ascending order.
    public var positions: [Int] {
        var positions: [Int] = []
        positions.reserveCapacity(count)
        for (index, word) in words.enumerated() {
            var rest = word
            while rest != 0 {
                positions.append(index * 64 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
        return positions
    }

    /// Equal sets hold the same positions, however their storage grew.
    public static func == (left: OutputPositionSet, right: OutputPositionSet) -> Bool {
        guard left.count == right.count else { return false }
        let shared = min(left.words.count, right.words.count)
        return left.words[..<shared] == right.words[..<shared]
            && left.words[shared...].allSatisfy { $0 == 0 } && right.words[shared...].allSatisfy { $0 == 0 }
    }
}
