import HelpCore

/// Where each output of a build stands in its sorted list of outputs
/// (`BuildCache.outputPaths`), by path.
///
/// A rebuild asks where each page it could keep stands: some 140,000 pages
/// for a site of 10,000 topics. A `[String: Int]` was filled on one thread
/// once the cache's records had been read side by side (a twentieth of a
/// one-file rebuild), and hashed each path with SipHash again at every
/// lookup. Here the paths are hashed eight bytes at a time, side by side,
/// into a table of positions probed linearly. Paths are compared by their bytes,
/// as the file system compares names. The paths are the build's own
/// outputs, not input picked to collide. Not `ByteKeyedTable`: that is
/// filled a key at a time and read by one thread at a time; this is
/// filled side by side and read by every thread at once.
public struct OutputPathIndex: Sendable, Equatable {
    private let paths: [String]
    /// Each slot's position in `paths`, or -1 for an empty slot.
    private let slots: [Int32]
    /// Each slot's path hash, compared before the path's bytes are.
    private let slotHashes: [UInt64]
    private let mask: Int

    /// The index of `paths`, hashed on `jobs` threads. A path given twice
    /// is found at its first position.
    public init(_ paths: [String], jobs: Int = 1) {
        precondition(paths.count < Int(Int32.max), "positions fit in 32 bits")
        self.paths = paths
        let slice = 8192
        let hashes = ParallelMap.map((paths.count + slice - 1) / slice, jobs: jobs) { part in
            paths[(part * slice)..<min(paths.count, (part + 1) * slice)].map { $0.withUTF8Bytes(Self.hash) }
        }
        var capacity = 16
        while capacity < paths.count * 2 { capacity *= 2 }
        mask = capacity - 1
        var slots = [Int32](repeating: -1, count: capacity)
        var slotHashes = [UInt64](repeating: 0, count: capacity)
        var position = 0
        for part in hashes {
            for hash in part {
                var slot = Int(truncatingIfNeeded: hash) & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(position)
                slotHashes[slot] = hash
                position += 1
            }
        }
        self.slots = slots
        self.slotHashes = slotHashes
    }

    /// The position of `path`, if it is one of the paths.
    public subscript(path: String) -> Int? {
        guard !paths.isEmpty else { return nil }
        return path.withUTF8Bytes { bytes in
            let hash = Self.hash(bytes)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let position = Int(slots[slot])
                guard position >= 0 else { return nil }
                if slotHashes[slot] == hash && paths[position].withUTF8Bytes({ $0.elementsEqual(bytes) }) { return position }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The table is made from the paths alone.
    public static func == (left: OutputPathIndex, right: OutputPathIndex) -> Bool {
        left.paths == right.paths
    }

    /// Eight bytes a step (xor, multiply by an odd constant, rotate: each
    /// step a bijection, as in `CacheChecksum`), the last few bytes and the
    /// length mixed in at the end. Hashed byte by byte (FNV-1a), a lookup
    /// spent about a quarter of its own time on the hash; this takes half
    /// as long.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let raw = UnsafeRawBufferPointer(bytes)
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        var offset = 0
        while offset + 8 <= raw.count {
            let mixed = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            hash = (mixed << 29) | (mixed >> 35)
            offset += 8
        }
        var tail = UInt64(raw.count) << 56
        var shift: UInt64 = 0
        while offset < raw.count {
            tail ^= UInt64(raw[offset]) << shift
            shift += 8
            offset += 1
        }
        return HashMix.murmur3Finish(hash ^ (tail &* 0xC4CE_B9FE_1A85_EC53))
    }
}
