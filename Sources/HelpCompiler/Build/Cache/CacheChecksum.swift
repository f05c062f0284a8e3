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
        hex(pieces: [bytes])
    }

    /// The checksum of the pieces' bytes one after another, the same
    /// however they are cut: a large build's cache is written in the
    /// pieces it was encoded in, never joined (docs/builds.md).
    public static func hex(pieces: [ArraySlice<UInt8>]) -> String {
        var running = Running()
        for piece in pieces { piece.withUnsafeBytes { running.add($0) } }
        return running.hex()
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

    /// The lanes over the bytes seen so far, whole 32-byte blocks taken
    /// as they come and the bytes short of a block carried to the next
    /// piece: the checksum of bytes written as they are made.
    struct Running {
        var lanes = seeds
        var count = 0
        var carry: [UInt8] = []

        mutating func add(_ buffer: UnsafeRawBufferPointer) {
            count += buffer.count
            var offset = 0
            if !carry.isEmpty {
                let taken = min(32 - carry.count, buffer.count)
                carry.append(contentsOf: buffer[0..<taken])
                offset = taken
                guard carry.count == 32 else { return }
                carry.withUnsafeBytes { block(in: $0, at: 0) }
                carry.removeAll(keepingCapacity: true)
            }
            while offset + 32 <= buffer.count {
                block(in: buffer, at: offset)
                offset += 32
            }
            carry.append(contentsOf: buffer[offset...])
        }

        private mutating func block(in buffer: UnsafeRawBufferPointer, at offset: Int) {
            lanes.0 = step(lanes.0, buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            lanes.1 = step(lanes.1, buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            lanes.2 = step(lanes.2, buffer.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            lanes.3 = step(lanes.3, buffer.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
        }

        /// The checksum of the bytes added, as `CacheChecksum.hex` gives it.
        func hex() -> String {
            let value = finish()
            return String(value.0, radix: 16) + "-" + String(value.1, radix: 16)
        }

        private func finish() -> (UInt64, UInt64) {
            var (a, b, c, d) = lanes
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            for byte in carry {
                tail |= UInt64(byte) << shift
                shift += 8
                if shift == 64 {
                    a = step(a, tail)
                    (a, b, c, d) = (b, c, d, a)
                    tail = 0
                    shift = 0
                }
            }
            a = step(a, tail ^ (shift << 56))
            let length = UInt64(count)
            let first = CacheChecksum.finish(a ^ step(c, length))
            let second = CacheChecksum.finish(b ^ step(d, length &+ 1) ^ first)
            return (first, second)
        }
    }
}
