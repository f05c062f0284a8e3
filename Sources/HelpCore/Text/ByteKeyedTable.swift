/// A table from strings, compared by their UTF-8 bytes (as
/// `BytewiseString`), to values, for the caches that answer a question
/// about every word of every text (is it spelled right?). A
/// `Dictionary<BytewiseString, _>` hashed each word with SipHash, whose
/// set-up and finish were most of a lookup (some 450 instructions of it for
/// a word of six letters); this table hashes the bytes with FNV-1a and
/// probes linearly. Its keys are words of copy, not input an attacker
/// picks to collide, and nothing iterates it, so its order never shows.
/// Inlinable, so the module using it specializes it for its values:
/// called generically across modules, a lookup cost more than SipHash.
public struct ByteKeyedTable<Value> {
    @usableFromInline var hashes: [UInt64]
    @usableFromInline var keys: [String]
    @usableFromInline var values: [Value?]
    @usableFromInline var entries = 0

    public var count: Int { entries }

    @inlinable
    public init() {
        hashes = Array(repeating: 0, count: 16)
        keys = Array(repeating: "", count: 16)
        values = Array(repeating: nil, count: 16)
    }

    /// The value for the key's exact bytes.
    @inlinable
    public func value(for key: String) -> Value? {
        let hash = Self.hash(key)
        var slot = Int(truncatingIfNeeded: hash) & (hashes.count - 1)
        while let value = values[slot] {
            if hashes[slot] == hash && keys[slot].hasSameBytes(as: key) { return value }
            slot = (slot + 1) & (hashes.count - 1)
        }
        return nil
    }

    /// Sets the value for the key's exact bytes, replacing any before.
    @inlinable
    public mutating func set(_ value: Value, for key: String) {
        insert(value, for: key, hash: Self.hash(key))
    }

    @inlinable
    mutating func insert(_ value: Value, for key: String, hash: UInt64) {
        var slot = Int(truncatingIfNeeded: hash) & (hashes.count - 1)
        while values[slot] != nil {
            if hashes[slot] == hash && keys[slot].hasSameBytes(as: key) {
                values[slot] = value
                return
            }
            slot = (slot + 1) & (hashes.count - 1)
        }
        hashes[slot] = hash
        keys[slot] = key
        values[slot] = value
        entries += 1
        // Kept at most half full, so a probe ends soon.
        if entries * 2 > hashes.count { grow() }
    }

    @usableFromInline
    mutating func grow() {
        let old = (hashes, keys, values)
        let capacity = hashes.count * 2
        hashes = Array(repeating: 0, count: capacity)
        keys = Array(repeating: "", count: capacity)
        values = Array(repeating: nil, count: capacity)
        entries = 0
        for slot in old.0.indices {
            if let value = old.2[slot] { insert(value, for: old.1[slot], hash: old.0[slot]) }
        }
    }

    /// FNV-1a over the UTF-8 bytes, its last bits mixed into the low ones
    /// the slots are picked by.
    @inlinable
    static func hash(_ key: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        key.withUTF8Bytes { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        return hash ^ (hash >> 29)
    }
}
