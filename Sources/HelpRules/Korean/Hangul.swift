import HelpCore

/// Facts about Hangul syllables that Korean grammar checks need, computed
/// from the Unicode syllable block (U+AC00–U+D7A3: 19 initials × 21 medials
/// × 28 finals).
enum Hangul {
    enum Final: Equatable {
        /// The syllable ends in a vowel: 피, 가.
        case none
        /// The syllable ends in ㄹ: 울, 일 (takes 로, not 으로).
        case rieul
        /// Any other final consonant: 록, 책.
        case consonant
    }

    static func isSyllable(_ character: Character) -> Bool {
        character.unicodeScalars.count == 1 && (0xAC00...0xD7A3).contains(character.unicodeScalars.first!.value)
    }

    static func isHangul(_ character: Character) -> Bool {
        character.unicodeScalars.contains { isHangulScalar($0.value) }
    }

    /// A syllable, a conjoining jamo or a compatibility jamo.
    static func isHangulScalar(_ value: UInt32) -> Bool {
        (0xAC00...0xD7A3).contains(value) || (0x1100...0x11FF).contains(value) || (0x3130...0x318F).contains(value)
    }

    /// Whether any scalar of `text` is Hangul, read from its UTF-8 bytes:
    /// every Hangul scalar takes three, so only three-byte scalars are
    /// decoded. The spacing rule asks it of every word of Korean copy.
    static func containsHangulScalar(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                switch lead {
                case 0..<0xC0: index += 1
                case 0xC0..<0xE0: index += 2
                case 0xE0..<0xF0:
                    if isHangulScalar(bytes.threeByteScalar(at: index)) { return true }
                    index += 3
                default: index += 4
                }
            }
            return false
        }
    }

    /// The final sound of a syllable, or nil for a character that isn't one.
    static func final(of character: Character) -> Final? {
        guard isSyllable(character), let value = character.unicodeScalars.first?.value else { return nil }
        switch (value - 0xAC00) % 28 {
        case 0: return Final.none
        case 8: return .rieul
        default: return .consonant
        }
    }

    /// The final consonant index (0 = none, 17 = ㅂ …), for endings like ㅂ니다.
    static func finalIndex(of character: Character) -> Int? {
        guard isSyllable(character), let value = character.unicodeScalars.first?.value else { return nil }
        return Int((value - 0xAC00) % 28)
    }

    /// `finalIndex(of:)` for a scalar.
    static func finalIndex(ofScalar scalar: Unicode.Scalar) -> Int? {
        guard (0xAC00...0xD7A3).contains(scalar.value) else { return nil }
        return Int((scalar.value - 0xAC00) % 28)
    }

    /// The Sino-Korean reading's last syllable for a number as written in
    /// copy: 1 일, 2 이, 10 십, 20 이십, 100 백, 1000 천, 10000 만.
    static func lastSyllable(ofNumber digits: String) -> Character? {
        guard let number = Int(digits.filter(\.isNumber)) else { return nil }
        let units: [Character] = ["영", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"]
        if number == 0 { return "영" }
        if number % 10 != 0 { return units[number % 10] }
        if number % 100 != 0 { return "십" }
        if number % 1000 != 0 { return "백" }
        if number % 10000 != 0 { return "천" }
        if number % 100_000_000 != 0 { return "만" }
        return "억"
    }
}
