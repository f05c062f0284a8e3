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
    /// A key's hash, where its bytes are (`start` into `keyBytes`,
    /// `length`) and its value, side by side: kept in four arrays, a
    /// lookup missed the processor's cache in each of them, and a large
    /// project's spelling tables outgrow the cache (a lookup took four
    /// times its share of instructions in a 100k-entry check's time).
    @usableFromInline struct Slot {
        @usableFromInline var hash: UInt64
        @usableFromInline var start: UInt32
        @usableFromInline var length: UInt32
        /// Nil in an empty slot.
        @usableFromInline var value: Value?

        @inlinable init(hash: UInt64, start: UInt32, length: UInt32, value: Value?) {
            self.hash = hash
            self.start = start
            self.length = length
            self.value = value
        }

        @usableFromInline static var empty: Slot { Slot(hash: 0, start: 0, length: 0, value: nil) }
    }

    @usableFromInline var slots: UnsafeMutablePointer<Slot>
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
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: .empty, count: capacity)
        keyBytesCapacity = 256
        keyBytes = .allocate(capacity: keyBytesCapacity)
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
        keyBytes.deallocate()
    }

    /// The value for the key's exact bytes.
    @inlinable
    public func value(for key: String) -> Value? {
        key.withUTF8Bytes { bytes in
            let hash = Self.hash(bytes)
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while let value = slots[slot].value {
                if slots[slot].hash == hash && holds(bytes, at: slot) { return value }
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
            while slots[slot].value != nil {
                if slots[slot].hash == hash && holds(bytes, at: slot) {
                    slots[slot].value = value
                    return
                }
                slot = (slot + 1) & (capacity - 1)
            }
            slots[slot] = Slot(hash: hash, start: append(bytes), length: UInt32(bytes.count), value: value)
            entries += 1
            // Kept at most half full, so a probe ends soon.
            if entries * 2 > capacity { grow() }
        }
    }

    /// Whether the slot's key is these bytes.
    @inlinable
    func holds(_ bytes: UnsafeBufferPointer<UInt8>, at slot: Int) -> Bool {
        Int(slots[slot].length) == bytes.count
            && (bytes.isEmpty || memcmp(keyBytes + Int(slots[slot].start), bytes.baseAddress!, bytes.count) == 0)
    }

    /// Copies a key's bytes after the others, saying where they start.
    /// Four billion bytes of words is more than any project's copy holds.
    @inlinable
    func append(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
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
        return UInt32(start)
    }

    /// Twice the slots, each entry moved to its slot among them.
    /// Inlinable as the rest: called generically, each slot's optional
    /// value was initialized and copied through the type's witnesses, and
    /// the growth of a spelling table cost more than all of its sets.
    @inlinable
    func grow() {
        let (old, oldCapacity) = (slots, capacity)
        capacity *= 2
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: .empty, count: capacity)
        for index in 0..<oldCapacity where old[index].value != nil {
            var slot = Int(truncatingIfNeeded: old[index].hash) & (capacity - 1)
            while slots[slot].value != nil { slot = (slot + 1) & (capacity - 1) }
            (slots + slot).moveUpdate(from: old + index, count: 1)
            (old + index).initialize(to: .empty)
        }
        old.deinitialize(count: oldCapacity)
        old.deallocate()
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
