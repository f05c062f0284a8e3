import Foundation

extension Unicode.Scalar {
    /// A scalar NFC never changes and that never combines with a neighbour:
    /// everything below the combining marks, Hangul syllables, general
    /// punctuation but the two quads (which NFC makes en and em spaces),
    /// CJK punctuation. Copy made only of these (nearly all of it) is its
    /// own NFC, without asking Foundation.
    public var isStableUnderNFC: Bool { Self.isStableUnderNFC(value) }

    static func isStableUnderNFC(_ value: UInt32) -> Bool {
        switch value {
        case 0..<0x300, 0xAC00...0xD7A3, 0x2002...0x206F, 0x3000...0x303F: true
        default: false
        }
    }
}

extension String {
    /// The string in Unicode NFC: itself when every scalar is stable
    /// under NFC, Foundation's `precomposedStringWithCanonicalMapping`
    /// otherwise (which, through CoreFoundation, was a twentieth of an
    /// import of a whole project's translation).
    public var composedCanonically: String {
        isStableUnderNFC ? self : precomposedStringWithCanonicalMapping
    }

    /// Whether every scalar is stable under NFC, read from the UTF-8 bytes:
    /// an ASCII byte or a two-byte lead below U+0300 is stable without
    /// decoding, and a four-byte scalar never is. Every text of a check
    /// is asked this.
    public var isStableUnderNFC: Bool {
        withUTF8Bytes { bytes in
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case 0..<0x80: index += 1
                case 0xC0..<0xCC: index += 2
                case 0xE0..<0xF0:
                    guard Unicode.Scalar.isStableUnderNFC(bytes.threeByteScalar(at: index)) else { return false }
                    index += 3
                default: return false
                }
            }
            return true
        }
    }
}
