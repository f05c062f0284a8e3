import Foundation

extension Unicode.Scalar {
    /// A scalar NFC never changes and that never combines with a neighbour:
    /// everything below the combining marks, Hangul syllables, general
    /// punctuation but the two quads (which NFC makes en and em spaces),
    /// CJK punctuation. Copy made only of these (nearly all of it) is its
    /// own NFC, without asking Foundation.
    public var isStableUnderNFC: Bool {
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
        unicodeScalars.allSatisfy(\.isStableUnderNFC) ? self : precomposedStringWithCanonicalMapping
    }
}
