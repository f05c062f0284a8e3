/// A word list's entries as `WordMatch` compares them (lower-case, without
/// punctuation, blanks single), with the starts of the entries: a title or
/// button is compared with a list (generic alert titles, OK, Cancel) only
/// when it starts as one of the entries does, since making its normalized
/// form was most of a comparison and nearly every string is on no list.
struct WordForms: Sendable {
    let entries: Set<String>
    /// The first two letters of the entries that start with two ASCII letters.
    private let asciiPairs: Set<UInt16>
    /// The first syllable of the entries that start with a Hangul syllable.
    private let syllables: Set<UInt32>
    /// False when an entry starts otherwise (a digit, a letter past ASCII,
    /// one letter alone): then every string is compared.
    private let startsAreKnown: Bool

    init(_ list: [String]) {
        entries = Set(list.map(WordMatch.normalized))
        var pairs: Set<UInt16> = []
        var syllables: Set<UInt32> = []
        var known = true
        for entry in entries {
            let scalars = Array(entry.unicodeScalars.prefix(2))
            if scalars.count == 2, let pair = Self.asciiPair(scalars[0].value, scalars[1].value) {
                pairs.insert(pair)
            } else if let first = scalars.first?.value, Self.isSyllable(first) {
                syllables.insert(first)
            } else {
                known = false
            }
        }
        asciiPairs = pairs
        self.syllables = syllables
        startsAreKnown = known
    }

    var isEmpty: Bool { entries.isEmpty }

    /// False when `value` normalized can be none of the entries: it starts
    /// with two ASCII letters no entry starts with, or a syllable none does.
    /// Any other start (a quote, a space, a digit) is not ruled out.
    func mayMatch(_ value: String) -> Bool {
        guard startsAreKnown else { return true }
        var scalars = value.unicodeScalars.makeIterator()
        guard let first = scalars.next()?.value else { return true }
        if Self.isSyllable(first) { return syllables.contains(first) }
        guard let second = scalars.next()?.value, let pair = Self.asciiPair(first, second) else { return true }
        return asciiPairs.contains(pair)
    }

    private static func isSyllable(_ value: UInt32) -> Bool { (0xAC00...0xD7A3).contains(value) }

    /// Two ASCII letters as one number, lower-cased.
    private static func asciiPair(_ first: UInt32, _ second: UInt32) -> UInt16? {
        func lowered(_ value: UInt32) -> UInt32? {
            switch value {
            case 0x41...0x5A: value | 0x20
            case 0x61...0x7A: value
            default: nil
            }
        }
        guard let first = lowered(first), let second = lowered(second) else { return nil }
        return UInt16(first << 8 | second)
    }
}
