import HelpCore

/// The check a build cache ends with, so a truncated or edited cache is
/// recognised. Not a cryptographic hash: it guards against damage, not
/// against someone forging a cache, and SHA-256 over a cache of tens of
/// megabytes cost a noticeable share of every rebuild.
///
/// Four lanes read eight bytes at a time; each step (xor a word, multiply
/// by an odd constant, rotate) is a bijection of the lane, so changing any
/// one word always changes the result, and the length is mixed in at the
/// end so a cut-off cache never passes.
public enum CacheChecksum {
    public static func hex(_ bytes: ArraySlice<UInt8>) -> String {
        let value = bytes.withUnsafeBytes { checksum($0) }
        return String(value.0, radix: 16) + "-" + String(value.1, radix: 16)
    }

    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let seeds: (UInt64, UInt64, UInt64, UInt64) =
        (0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89)

    private static func step(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (lane ^ word) &* multiplier
        return (mixed << 29) | (mixed >> 35)
    }

    private static func finish(_ value: UInt64) -> UInt64 {
        HashMix.murmur3Finish(value)
    }

    private static func checksum(_ buffer: UnsafeRawBufferPointer) -> (UInt64, UInt64) {
        var (a, b, c, d) = seeds
        let count = buffer.count
        var offset = 0
        while offset + 32 <= count {
            a = step(a, buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            b = step(b, buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            c = step(c, buffer.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            d = step(d, buffer.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            offset += 32
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(buffer[offset]) << shift
            shift += 8
            if shift == 64 {
                a = step(a, tail)
                (a, b, c, d) = (b, c, d, a)
                tail = 0
                shift = 0
            }
            offset += 1
        }
        a = step(a, tail ^ (shift << 56))
        let length = UInt64(count)
        let first = finish(a ^ step(c, length))
        let second = finish(b ^ step(d, length &+ 1) ^ first)
        return (first, second)
    }
}
