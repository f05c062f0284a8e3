/// The content hash a build keys each input file (and a site's outline)
/// by: two XXH64 sums (seeds 0 and 1) side by side, 128 bits written as 32
/// hex digits.
///
/// Not cryptographic: the cache is no security boundary (whoever can edit
/// the content can edit the cache), and a change is missed only if two
/// different versions of one file hash alike, which 128 bits of a
/// well-mixed hash make too rare to matter. SHA-256 over the 64 MB of a
/// large project cost every build a third of a second; this costs a few
/// hundredths.
public enum ContentDigest {
    public static func hex(_ bytes: [UInt8]) -> String {
        let (first, second) = bytes.withUnsafeBytes { (xxh64($0, seed: 0), xxh64($0, seed: 1)) }
        return hex16(first) + hex16(second)
    }

    /// The digest of `bytes` without the bytes in `ranges` (sorted, not
    /// overlapping): what the rest of a file says, whatever those parts say.
    public static func hex(_ bytes: [UInt8], leavingOut ranges: [Range<Int>]) -> String {
        guard !ranges.isEmpty else { return hex(bytes) }
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var start = 0
        for range in ranges {
            kept += bytes[start..<range.lowerBound]
            // Where a part was: moving text from a body to just after it changes the digest.
            kept.append(0)
            start = range.upperBound
        }
        kept += bytes[start...]
        return hex(kept)
    }

    private static func hex16(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    private static func rotate(_ value: UInt64, _ amount: UInt64) -> UInt64 {
        (value << amount) | (value >> (64 - amount))
    }

    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    private static func merge(_ hash: UInt64, _ accumulator: UInt64) -> UInt64 {
        (hash ^ round(0, accumulator)) &* prime1 &+ prime4
    }

    /// XXH64 as its specification defines it (xxhash.com, doc/xxhash_spec.md).
    static func xxh64(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let count = bytes.count
        var offset = 0
        var hash: UInt64
        if count >= 32 {
            var (v1, v2, v3, v4) = (seed &+ prime1 &+ prime2, seed &+ prime2, seed, seed &- prime1)
            while offset + 32 <= count {
                v1 = round(v1, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
                v2 = round(v2, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian)
                v3 = round(v3, bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self).littleEndian)
                v4 = round(v4, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self).littleEndian)
                offset += 32
            }
            hash = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
            hash = merge(merge(merge(merge(hash, v1), v2), v3), v4)
        } else {
            hash = seed &+ prime5
        }
        hash &+= UInt64(count)
        while offset + 8 <= count {
            hash ^= round(0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            hash = rotate(hash, 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            hash ^= UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) &* prime1
            hash = rotate(hash, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            hash ^= UInt64(bytes[offset]) &* prime5
            hash = rotate(hash, 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }
}
