import Foundation

/// A table from strings, compared by their UTF-8 bytes (as
/// `BytewiseString`), to values, for the caches that answer a question
/// about every word of every text (is it spelled right?). A
/// `Dictionary<BytewiseString, _>` hashed each word with SipHash, whose
/// set-up and finish were most of a lookup (some 450 instructions of it for
/// a word of six letters); this table hashes the bytes with FNV-1a and
/// probes linearly. Its keys are words of copy, not input an attacker
/// picks to collide, and nothing iterates it, so its order never shows.
///
/// A class over buffers it owns, its keys' bytes copied into one of them:
/// a lookup reads them in place. As a struct of arrays of strings kept in
/// a cache object, each lookup retained and released the three arrays and
/// the key it compared (eight atomic operations a word, a tenth of the
/// time the spelling rule took). One thread uses a table at a time.
///
/// Inlinable, so the module using it specializes it for its values:
/// called generically across modules, a lookup cost more than SipHash.
public final class ByteKeyedTable<Value> {
    /// Each slot's key hash, key bytes (`start` into `keyBytes`, `length`)
    /// and value; nil values are empty slots.
    @usableFromInline var hashes: UnsafeMutablePointer<UInt64>
    @usableFromInline var starts: UnsafeMutablePointer<Int>
    @usableFromInline var lengths: UnsafeMutablePointer<Int>
    @usableFromInline var values: UnsafeMutablePointer<Value?>
    @usableFromInline var capacity: Int
    @usableFromInline var entries = 0
    /// Every key's UTF-8 bytes, one after another.
    @usableFromInline var keyBytes: UnsafeMutablePointer<UInt8>
    @usableFromInline var keyBytesUsed = 0
    @usableFromInline var keyBytesCapacity: Int

    public var count: Int { entries }

    @inlinable
    public init() {
        capacity = 16
        hashes = .allocate(capacity: capacity)
        starts = .allocate(capacity: capacity)
        lengths = .allocate(capacity: capacity)
        values = .allocate(capacity: capacity)
        values.initialize(repeating: nil, count: capacity)
        keyBytesCapacity = 256
        keyBytes = .allocate(capacity: keyBytesCapacity)
    }

    deinit {
        values.deinitialize(count: capacity)
        hashes.deallocate()
        starts.deallocate()
        lengths.deallocate()
        values.deallocate()
        keyBytes.deallocate()
    }

    /// The value for the key's exact bytes.
    @inlinable
    public func value(for key: String) -> Value? {
        key.withUTF8Bytes { bytes in
            let hash = Self.hash(bytes)
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while let value = values[slot] {
                if hashes[slot] == hash && holds(bytes, at: slot) { return value }
                slot = (slot + 1) & (capacity - 1)
            }
            return nil
        }
    }

    /// Sets the value for the key's exact bytes, replacing any before.
    @inlinable
    public func set(_ value: Value, for key: String) {
        key.withUTF8Bytes { bytes in
            let hash = Self.hash(bytes)
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while values[slot] != nil {
                if hashes[slot] == hash && holds(bytes, at: slot) {
                    values[slot] = value
                    return
                }
                slot = (slot + 1) & (capacity - 1)
            }
            hashes[slot] = hash
            starts[slot] = append(bytes)
            lengths[slot] = bytes.count
            values[slot] = value
            entries += 1
            // Kept at most half full, so a probe ends soon.
            if entries * 2 > capacity { grow() }
        }
    }

    /// Whether the slot's key is these bytes.
    @inlinable
    func holds(_ bytes: UnsafeBufferPointer<UInt8>, at slot: Int) -> Bool {
        lengths[slot] == bytes.count
            && (bytes.isEmpty || memcmp(keyBytes + starts[slot], bytes.baseAddress!, bytes.count) == 0)
    }

    /// Copies a key's bytes after the others, saying where they start.
    @inlinable
    func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if keyBytesUsed + bytes.count > keyBytesCapacity {
            keyBytesCapacity = max(keyBytesCapacity * 2, keyBytesUsed + bytes.count)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: keyBytesCapacity)
            grown.update(from: keyBytes, count: keyBytesUsed)
            keyBytes.deallocate()
            keyBytes = grown
        }
        let start = keyBytesUsed
        if let base = bytes.baseAddress { (keyBytes + start).update(from: base, count: bytes.count) }
        keyBytesUsed += bytes.count
        return start
    }

    /// Twice the slots, each entry moved to its slot among them.
    /// Inlinable as the rest: called generically, each slot's optional
    /// value was initialized and copied through the type's witnesses, and
    /// the growth of a spelling table cost more than all of its sets.
    @inlinable
    func grow() {
        let old = (hashes: hashes, starts: starts, lengths: lengths, values: values, capacity: capacity)
        capacity *= 2
        hashes = .allocate(capacity: capacity)
        starts = .allocate(capacity: capacity)
        lengths = .allocate(capacity: capacity)
        values = .allocate(capacity: capacity)
        values.initialize(repeating: nil, count: capacity)
        for index in 0..<old.capacity {
            guard let value = old.values[index] else { continue }
            var slot = Int(truncatingIfNeeded: old.hashes[index]) & (capacity - 1)
            while values[slot] != nil { slot = (slot + 1) & (capacity - 1) }
            hashes[slot] = old.hashes[index]
            starts[slot] = old.starts[index]
            lengths[slot] = old.lengths[index]
            values[slot] = value
        }
        old.values.deinitialize(count: old.capacity)
        old.hashes.deallocate()
        old.starts.deallocate()
        old.lengths.deallocate()
        old.values.deallocate()
    }

    /// FNV-1a over the UTF-8 bytes, its last bits mixed into the low ones
    /// the slots are picked by.
    @inlinable
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = FNV1a()
        hash.add(bytes)
        return hash.value ^ (hash.value >> 29)
    }
}
