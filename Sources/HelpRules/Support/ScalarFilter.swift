/// A set of scalar values (or bytes) held as one bit each, modulo 4,096:
/// `mayContain` is false only for a value never inserted, told without
/// hashing. The searches of copy ask it of every position of every text
/// (the first scalars of a word list, the syllables that start a term, the
/// bytes an anchor starts at) before any lookup that costs more.
struct ScalarFilter: Sendable {
    private var bits = [UInt64](repeating: 0, count: 64)

    init() {}

    init(_ values: some Sequence<UInt32>) {
        for value in values { insert(value) }
    }

    mutating func insert(_ value: UInt32) {
        let bit = Int(value & 4095)
        bits[bit >> 6] |= 1 << UInt64(bit & 63)
    }

    /// Exact for values below 4,096 (every byte); for others, true also
    /// for a value equal to an inserted one modulo 4,096.
    @inline(__always)
    func mayContain(_ value: UInt32) -> Bool {
        let bit = Int(value & 4095)
        return bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }
}
