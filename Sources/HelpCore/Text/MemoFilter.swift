/// What a thread's memo of texts (`TextSegments`' and `TermIndex`'s rings)
/// holds, counted by two small hashes: the string's storage and its length
/// in UTF-8 bytes. A text met for the first time is then told absent
/// without comparing it with every entry twice, once by storage and once by
/// bytes, which with a ring large enough for an entry's texts was most of
/// a lookup's cost.
public struct MemoFilter: Sendable {
    private var storages = [UInt16](repeating: 0, count: MemoFilter.buckets)
    private var lengths = [UInt16](repeating: 0, count: MemoFilter.buckets)
    /// Four times the larger ring's entries, so that most buckets of a
    /// full ring are empty.
    private static let buckets = 256

    public init() {}

    /// Whether an entry may hold this very string value (`isSameValue`).
    public func mayHoldSameValue(_ string: String) -> Bool {
        storages[Self.storageBucket(string)] != 0
    }

    /// Whether an entry may hold a string of `byteCount` UTF-8 bytes.
    public func mayHoldLength(_ byteCount: Int) -> Bool {
        lengths[byteCount & (Self.buckets - 1)] != 0
    }

    public mutating func add(_ string: String, byteCount: Int) {
        storages[Self.storageBucket(string)] += 1
        lengths[byteCount & (Self.buckets - 1)] += 1
    }

    public mutating func remove(_ string: String, byteCount: Int) {
        storages[Self.storageBucket(string)] -= 1
        lengths[byteCount & (Self.buckets - 1)] -= 1
    }

    /// The entry's string replaced by another value of the same bytes.
    public mutating func replace(_ old: String, with new: String) {
        storages[Self.storageBucket(old)] -= 1
        storages[Self.storageBucket(new)] += 1
    }

    /// The string's two words (its storage, or its bytes when it is small)
    /// mixed into eight bits.
    private static func storageBucket(_ string: String) -> Int {
        guard MemoryLayout<String>.size == MemoryLayout<(UInt, UInt)>.size else { return 0 }
        let (low, high) = unsafeBitCast(string, to: (UInt, UInt).self)
        return Int(truncatingIfNeeded: ((low ^ (high &>> 4)) &* 0x9E37_79B9_7F4A_7C15) &>> 56)
    }
}
