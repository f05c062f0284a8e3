/// FNV-1a, 64 bits, over bytes added in turn: a hash for tables keyed by
/// the words and ids of copy, which nobody picks to collide, where
/// `Hasher`'s SipHash cost most of a lookup (`ByteKeyedTable`,
/// `id.duplicate`'s first uses).
public struct FNV1a {
    @usableFromInline var state: UInt64 = 0xCBF2_9CE4_8422_2325

    @inlinable
    public init() {}

    public var value: UInt64 { state }

    @inlinable
    public mutating func add(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    @inlinable
    public mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { add(byte) }
    }
}
