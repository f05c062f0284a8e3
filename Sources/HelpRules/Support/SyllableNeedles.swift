import HelpCore

/// Korean words looked for in one reading of a text's bytes, before a
/// rule reads the text word by word: each needle starts with a Hangul
/// syllable (three bytes), and a position is compared only with the
/// needles that start with its syllable. A search per needle went through
/// the text once per needle and stopped at nearly every syllable, as the
/// needles' lead bytes (EA to ED) start most of Korean.
struct SyllableNeedles: Sendable {
    let needles: [[UInt8]]
    /// The second bytes of the needles' first syllables, a bit each (the
    /// byte's low six bits: a continuation byte's), ruling out most
    /// syllables before their three bytes are put together.
    private let seconds: UInt64
    /// The needles by their first syllable, as its three bytes in one number.
    private let byStart: [(start: UInt32, needles: [[UInt8]])]

    /// `words`: each starts with a precomposed Hangul syllable.
    init(_ words: [String]) {
        needles = words.map { Array($0.utf8) }
        seconds = needles.reduce(0) { $0 | 1 << UInt64($1[1] & 0x3F) }
        byStart = Dictionary(grouping: needles) { UInt32($0[0]) << 16 | UInt32($0[1]) << 8 | UInt32($0[2]) }
            .map { ($0.key, $0.value) }.sorted { $0.start < $1.start }
    }

    /// Whether some needle occurs in `text`, as
    /// `needles.contains(where: text.containsBytes)` says, in one pass.
    func mayOccur(in text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var index = 0
            while index + 2 < bytes.count {
                let lead = bytes[index]
                guard lead >= 0xE0 else { index += lead < 0x80 ? 1 : 2; continue }
                if seconds & (1 << UInt64(bytes[index + 1] & 0x3F)) != 0 {
                    let start = UInt32(lead) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
                    for group in byStart where group.start == start {
                        for needle in group.needles where needle.count <= bytes.count - index
                            && bytes[index..<index + needle.count].elementsEqual(needle) {
                            return true
                        }
                    }
                }
                index += lead < 0xF0 ? 3 : 4
            }
            return false
        }
    }
}
