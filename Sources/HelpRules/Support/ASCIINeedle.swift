import HelpCore

extension TextSearch {
    /// True when `text` surely doesn't hold `needle`, ignoring case, told
    /// from the bytes without lowering the text or preparing the needle;
    /// false when it may, and for a needle that is not all printable ASCII.
    /// Lowered, only ASCII letters and three look-alike signs (the Kelvin
    /// sign, U+037E and U+1FEF, canonically K, “;” and “`”) equal an ASCII
    /// character, so a text without the needle's bytes in either case, and
    /// without those signs, cannot match. Asked for every tooltip with
    /// `control=`: a `Needle` made for each cost more than the search.
    static func surelyLacks(asciiNeedle needle: String, in text: String) -> Bool {
        needle.withUTF8Bytes { pattern in
            guard let first = pattern.first, pattern.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
            return text.withUTF8Bytes { bytes in
                let firstLowered = lowered(first)
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte >= 0x80 {
                        if isLookAlikeSign(bytes, at: index) { return false }
                    } else if lowered(byte) == firstLowered, index + pattern.count <= bytes.count,
                              (1..<pattern.count).allSatisfy({ lowered(bytes[index + $0]) == lowered(pattern[$0]) }) {
                        return false
                    }
                    index += 1
                }
                return true
            }
        }
    }

    @inline(__always)
    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// U+212A (E2 84 AA), U+037E (CD BE) or U+1FEF (E1 BF AF) at `index`.
    private static func isLookAlikeSign(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        func holds(_ sign: [UInt8]) -> Bool {
            index + sign.count <= bytes.count && sign.indices.allSatisfy { bytes[index + $0] == sign[$0] }
        }
        switch bytes[index] {
        case 0xE2: return holds([0xE2, 0x84, 0xAA])
        case 0xCD: return holds([0xCD, 0xBE])
        case 0xE1: return holds([0xE1, 0xBF, 0xAF])
        default: return false
        }
    }
}
