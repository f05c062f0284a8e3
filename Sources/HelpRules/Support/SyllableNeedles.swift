import HelpCore

/// Korean words looked for in one reading of a text's bytes, before a
/// rule reads the text word by word: each needle starts with a Hangul
/// syllable (three bytes), and a position is compared only with the
/// needles that start with its syllable. A search per needle went through
/// the text once per needle and stopped at nearly every syllable, as the
/// needles' lead bytes (EA to ED) start most of Korean.
struct SyllableNeedles: Sendable {
    let needles: [[UInt8]]
    /// One bit per Hangul syllable, set for the syllables a needle starts
    /// with: any other syllable is ruled out by one load, however many
    /// needles there are (a filter on the second byte alone let through a
    /// growing share of Korean as needles were added).
    private let starts: [UInt64]
    /// The needles by their first syllable, as its three bytes in one
    /// number, each with its index in `needles`.
    private let byStart: [(start: UInt32, needles: [(bytes: [UInt8], index: Int)])]

    /// `words`: each starts with a precomposed Hangul syllable; at most 64,
    /// one bit each in `found(in:)`.
    init(_ words: [String]) {
        precondition(words.count <= 64, "a needle's bit in found(in:) is one of 64")
        needles = words.map { Array($0.utf8) }
        var starts = [UInt64](repeating: 0, count: (0xD7A4 - 0xAC00 + 63) / 64)
        for needle in needles {
            let syllable = Int(Self.scalar(needle[0], needle[1], needle[2])) - 0xAC00
            precondition((0..<11172).contains(syllable), "a needle starts with a Hangul syllable")
            starts[syllable >> 6] |= 1 << UInt64(syllable & 63)
        }
        self.starts = starts
        var groups: [UInt32: [(bytes: [UInt8], index: Int)]] = [:]
        for (index, needle) in needles.enumerated() {
            let start: UInt32 = UInt32(needle[0]) << 16 | UInt32(needle[1]) << 8 | UInt32(needle[2])
            groups[start, default: []].append((bytes: needle, index: index))
        }
        byStart = groups.map { (start: $0.key, needles: $0.value) }.sorted { $0.start < $1.start }
    }

    @inline(__always)
    private static func scalar(_ lead: UInt8, _ second: UInt8, _ third: UInt8) -> UInt32 {
        UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
    }

    /// Whether some needle occurs in `text`, as
    /// `needles.contains(where: text.containsBytes)` says, in one pass.
    func mayOccur(in text: String) -> Bool {
        search(text, stoppingAtFirst: true) != 0
    }

    /// The needles that occur in `text`, bit `i` for `needles[i]`, in one pass.
    func found(in text: String) -> UInt64 {
        search(text, stoppingAtFirst: false)
    }

    private func search(_ text: String, stoppingAtFirst: Bool) -> UInt64 {
        text.withUTF8Bytes { bytes in
            var found: UInt64 = 0
            var index = 0
            while index + 2 < bytes.count {
                let lead = bytes[index]
                guard lead >= 0xE0 else { index += lead < 0x80 ? 1 : 2; continue }
                let syllable = Int(Self.scalar(lead, bytes[index + 1], bytes[index + 2])) &- 0xAC00
                if lead < 0xF0, syllable >= 0, syllable < 11172, starts[syllable >> 6] & (1 << UInt64(syllable & 63)) != 0 {
                    let start = UInt32(lead) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
                    for group in byStart where group.start == start {
                        for needle in group.needles where needle.bytes.count <= bytes.count - index
                            && bytes[index..<index + needle.bytes.count].elementsEqual(needle.bytes) {
                            found |= 1 << UInt64(needle.index)
                            if stoppingAtFirst { return found }
                        }
                    }
                }
                index += lead < 0xF0 ? 3 : 4
            }
            return found
        }
    }
}
