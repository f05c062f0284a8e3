import HelpCore

/// Where each output of a build stands in its sorted list of outputs
/// (`BuildCache.outputPaths`), by path.
///
/// A rebuild asks where each page it could keep stands: some 140,000 pages
/// for a site of 10,000 topics. A `[String: Int]` was filled on one thread
/// once the cache's records had been read side by side (a twentieth of a
/// one-file rebuild), and hashed each path with SipHash again at every
/// lookup. Here the paths are hashed with FNV-1a, side by side, into a
/// table of positions probed linearly. Paths are compared by their bytes,
/// as the file system compares names. The paths are the build's own
/// outputs, not input picked to collide.
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

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = FNV1a()
        hash.add(bytes)
        return HashMix.murmur3Finish(hash.value)
    }
}
