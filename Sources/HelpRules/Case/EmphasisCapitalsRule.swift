import HelpCore

/// An everyday word written in capitals to stress it: Start your FREE
/// trial, Do NOT close the app, IMPORTANT: back up first.
public struct EmphasisCapitalsRule: ValueRule {
    public static let description = RuleDescription(
        id: "case.emphasis",
        summary: "Words aren’t written in capitals for emphasis",
        rationale: """
            Copy that shouts (Start your FREE trial, Unlock ALL features, Do NOT close the app, IMPORTANT: \
            back up first) reads as pressure or alarm, and Apple's style never stresses a word with \
            capitals: what matters goes first in the sentence, or the sentence says why it matters \
            (Important: or Note: in sentence case). helpc reports the everyday words copy shouts (free, \
            new, all, now, not, never, always, only, must, important, note, warning, please, your…) \
            written all in capitals inside English text that has lower-case letters too; acronyms \
            (PDF, PIN, USB, OK) and words of other letters are no such words, a word in quotes quotes \
            the screen (Tap “NEW”), and a text written entirely in capitals is a style of its own that \
            this rule leaves alone. `helpc fix` writes \
            the word in lower case, with a capital where it starts a sentence (Important:).
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="trial.offer"><text xml:lang="en">Start your ↓FREE trial and unlock ↓ALL features.</text><text xml:lang="ko">무료 체험을 시작하고 모든 기능을 잠금 해제하세요.</text></string>
                """#),
            Example(#"""
                <string id="update.note"><text xml:lang="en">↓IMPORTANT: Do ↓NOT close the app while it updates.</text><text xml:lang="ko">중요: 업데이트하는 동안 앱을 닫지 마세요.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="trial.offer"><text xml:lang="en">Start your free trial. Export a PDF, enter your PIN, or connect a USB drive.</text><text xml:lang="ko">무료 체험을 시작하세요.</text></string>
                """#),
            Example(#"""
                <string id="badge.new"><text xml:lang="en">NEW</text><text xml:lang="ko">신규</text></string>
                """#),
        ])

    public init() {}

    /// The everyday words copy shouts, in capitals, by length in bytes:
    /// a word of capitals is compared with those of its length, byte by
    /// byte, without making a string of it or hashing one.
    static let shouted: [[[UInt8]]] = {
        var byLength = [[[UInt8]]](repeating: [], count: 12)
        for word in [
            "FREE", "NEW", "ALL", "NOW", "NOT", "NO", "NEVER", "ALWAYS", "ONLY", "MUST", "DO", "BEST", "SALE", "OFF", "ON",
            "LIMITED", "EXCLUSIVE", "PLEASE", "YOUR", "YOU", "MORE", "EVERY", "ANY", "TODAY", "HURRY", "LAST", "FINAL",
            "UNLIMITED", "IMPORTANT", "NOTE", "WARNING", "CAUTION", "ATTENTION", "TIP", "VERY", "REALLY", "HUGE",
            "EVERYTHING", "NOTHING", "FOREVER", "INSTANTLY", "SAVE", "EXTRA", "BONUS", "OFFER", "DEAL",
        ] {
            byLength[word.utf8.count].append(Array(word.utf8))
        }
        return byLength
    }()

    static func isShouted<Bytes: Collection<UInt8>>(_ word: Bytes) -> Bool {
        let count = word.count
        return count >= 2 && count < shouted.count && shouted[count].contains { $0.elementsEqual(word) }
    }

    /// Whether `value` has a listed word in capitals and a lower-case
    /// letter: a word is a run of ASCII letters between bytes that are
    /// none. Nearly every text is ruled out in this one pass.
    static func mayShout(_ value: String) -> Bool {
        value.withUTF8Bytes { bytes in
            // Two capitals in a row first, in a pass of one test a byte.
            var previous = false, pair = false
            for byte in bytes {
                let capital = byte &- 0x41 < 26
                if capital && previous { pair = true; break }
                previous = capital
            }
            guard pair else { return false }
            var lower = false, shouts = false
            var start = 0, capitals = true
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : 0
                if byte &- 0x61 < 26 { lower = true; capitals = false; continue }
                if byte &- 0x41 < 26 { continue }
                if capitals, index - start >= 2, !shouts, isShouted(bytes[start..<index]) { shouts = true }
                start = index + 1
                capitals = true
            }
            return shouts && lower
        }
    }

    public static func findings(in value: String) -> [ValueFinding] {
        guard mayShout(value) else { return [] }
        var found: [ValueFinding] = []
        var characters: [Character]?
        // The listed words are all capitals: a word equal to one is in capitals.
        for word in TextSegments.words(value) where isShouted(word.text.utf8) {
            let text = characters ?? TextSegments.characters(value)
            characters = text
            // A word in quotes quotes the screen (Tap “NEW”): a label's title as it is.
            if word.offset > 0, "“‘\"'".contains(text[word.offset - 1]) { continue }
            // A capital stays where the word starts a sentence (IMPORTANT: → Important:).
            var before = word.offset - 1
            while before >= 0, text[before] == " " || text[before] == "\u{00A0}" { before -= 1 }
            let startsSentence = before < 0 || ".!?:".contains(text[before])
            let lowered = word.text.lowercased()
            let written = startsSentence ? lowered.prefix(1).uppercased() + lowered.dropFirst() : lowered
            found.append(ValueFinding(
                message: "“\(word.text)” is in capitals for emphasis; write “\(written)”, and let the sentence say why it matters",
                range: word.offset..<word.offset + word.text.count, replacement: written))
        }
        return found
    }
}
