import HelpCore

/// Which item first had each of many precomputed 64-bit hashes (the
/// `ProjectIndex.IdentifierHash` of every id and catalog key), for
/// `id.duplicate`. Open addressing over the hashes as they are: a
/// `Dictionary<UInt64, _>` hashed each of them again with SipHash, and at
/// 100,000 entries the rule was the last of a check to finish, alone on
/// one thread for some 50 ms. Equal hashes are not equal strings; the
/// caller compares the items' strings when a hash repeats.
struct FirstByHash {
    private var hashes: [UInt64]
    /// The item at each slot; -1 for an empty slot.
    private var items: [Int]
    private var mask: Int
    private var count = 0

    /// Room for `capacity` hashes before the table grows.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        hashes = Array(repeating: 0, count: size)
        items = Array(repeating: -1, count: size)
        mask = size - 1
    }

    /// The item first recorded with `hash`; when there is none yet, records
    /// `item` (zero or more) as the first and returns nil.
    mutating func first(of hash: UInt64, orRecord item: Int) -> Int? {
        precondition(item >= 0, "FirstByHash items are zero or more")
        var slot = Self.slot(of: hash, mask: mask)
        while items[slot] >= 0 {
            if hashes[slot] == hash { return items[slot] }
            slot = (slot + 1) & mask
        }
        hashes[slot] = hash
        items[slot] = item
        count += 1
        if count * 2 > items.count { grow() }
        return nil
    }

    private mutating func grow() {
        let oldHashes = hashes
        let oldItems = items
        hashes = Array(repeating: 0, count: oldItems.count * 2)
        items = Array(repeating: -1, count: oldItems.count * 2)
        mask = items.count - 1
        for index in oldItems.indices where oldItems[index] >= 0 {
            var slot = Self.slot(of: oldHashes[index], mask: mask)
            while items[slot] >= 0 { slot = (slot + 1) & mask }
            hashes[slot] = oldHashes[index]
            items[slot] = oldItems[index]
        }
    }

    /// MurmurHash3's finishing mix before taking the low bits: FNV-1a's low
    /// bits differ little between ids that differ only in their last
    /// characters (`menu.open.b17`, `menu.open.b18`), and a linear probe
    /// would walk runs of them.
    private static func slot(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: HashMix.murmur3Finish(hash)) & mask
    }
}
