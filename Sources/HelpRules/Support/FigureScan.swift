/// Finds figures (0–9) and percent signs in UTF-8 bytes eight at a time.
/// The rules that look for an ordinal (3rd, %lldth) or a unit after a
/// number (45MB) read every English text, and nearly all have no figure:
/// a byte at a time, the search cost more than the rest of their work.
enum FigureScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080
    private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// Whether any of the eight bytes in `word` is a figure or a percent
    /// sign: bytes strictly between 0x2F and 0x3A by the "has between"
    /// test of the Bit Twiddling Hacks (bytes from 0x80 up never count),
    /// and a percent sign as a zero byte after an exclusive or.
    @inline(__always)
    static func mayHold(_ word: UInt64) -> Bool {
        let low = word & lows
        let between = (ones &* (127 + 0x3A) &- low) & ~word & (low &+ ones &* (127 - 0x2F)) & highs
        let percent = word ^ (ones &* 0x25)
        let zero = (percent &- ones) & ~percent & highs
        return between | zero != 0
    }

    @inline(__always)
    static func isFigureOrPercent(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 || byte == 0x25 }

    /// The index of the first figure or percent sign at or after `start`, or nil.
    static func next(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            if mayHold(word) {
                for candidate in index..<index + 8 where isFigureOrPercent(bytes[candidate]) { return candidate }
            }
            index += 8
        }
        while index < bytes.count {
            if isFigureOrPercent(bytes[index]) { return index }
            index += 1
        }
        return nil
    }
}
