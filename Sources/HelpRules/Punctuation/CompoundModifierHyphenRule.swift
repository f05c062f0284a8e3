import Glibc
import HelpCore

/// A number and a unit in the singular before a noun, written without the
/// hyphen that makes them one modifier: "a 30 day trial".
public struct CompoundModifierHyphenRule: ValueRule {
    public static let description = RuleDescription(
        id: "punct.hyphen",
        summary: "A modifier takes its hyphens before a noun only: a 30-day trial, a 6-digit code; keep it up to date",
        rationale: """
            A number and a unit that together describe the noun after them are one modifier, and \
            English joins them with a hyphen: a 30-day trial, a 6-digit code, a 24-hour clock, a \
            five-star rating. Written apart ("Start your 30 day free trial", "Enter the 6 digit \
            code") the unit reads as a noun in the singular after a plural number, a slip that \
            Hunspell and the grammar of each word let through. helpc reports, in English copy, a \
            number other than 1 (in figures, or two to twelve, twenty, thirty, sixty or ninety in \
            words) with a unit of time, length or count in the singular after it (second, minute, \
            hour, day, week, month, year, digit, character, letter, page, step, star, inch, foot, \
            mile, point) and a word after that, which is not a preposition, an article or a \
            conjunction (2 day of, 3 hour and); `helpc fix` writes the hyphen. A unit's abbreviation \
            takes none (a 5 GB file), a year names no span (your 2024 Year in Review), a placeholder's unit is a plural form's (%lld day), and a \
            number after a hyphen or a dash (2–3 day), a version's last group (3.12.0 page) and a number after a name in capitals (ISO 10646 character set) are left alone. A position on the screen before \
            the part it names is one modifier too, as Apple's style writes it: the upper-right corner, \
            the top-left edge ("upper right corner"; "in the upper right" passes). So are the compounds \
            Apple's style hyphenates before a noun, written open before a noun that shows they modify it: \
            third-party apps, in-app purchases, end-to-end encryption, step-by-step instructions, \
            high-quality photos, a one-time code, easy-to-use tools, full-screen mode, the built-in \
            camera, real-time updates, on-device processing ("a third party may", "available in app \
            stores" and "built in minutes" pass). The other way round, up-to-date \
            after what it describes (keep your library up-to-date.) is written apart, up to date, as \
            Apple's style has it, and real-time after in (track it in real-time.) is real time; an \
            up-to-date copy, the up-to-date and other features and a real-time view keep their hyphens. A warning, not in the design's \
            catalog.
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="trial.offer"><text xml:lang="en">Start your 30↓ day free trial.</text><text xml:lang="ko">30일 무료 체험을 시작하십시오.</text></string>
                """#),
            Example(#"""
                <string id="code.hint"><text xml:lang="en">Enter the 6↓ digit code we sent, or use a five↓ minute link to keep your account ↓up-to-date. Tap Add in the upper↓ right corner to see it in ↓real-time.</text><text xml:lang="ko">전송된 6자리 코드를 입력하거나 5분 동안 유효한 링크를 사용하십시오.</text></string>
                """#),
            Example(#"""
                <topic id="help.clock">
                  <title><text xml:lang="en">Use a 24-hour clock</text><text xml:lang="ko">24시간제 사용하기</text></title>
                  <body xml:lang="en"><p>Choose a 24↓ hour clock in Settings.</p></body>
                  <body xml:lang="ko"><p>설정에서 24시간제를 선택하십시오.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="trial.offer"><text xml:lang="en">Your 30-day trial ends in 3 days. 1 day left, then a 5 GB limit. See your 2024 Year in Review and an up-to-date copy. Tap Add in the upper right, or in the upper-right corner.</text><text xml:lang="ko">30일 체험이 3일 후에 끝납니다.</text></string>
                """#),
            Example(#"""
                <string id="trial.left">
                  <text xml:lang="en" plural="%lld">
                    <one>%lld day left in your trial</one>
                    <other>%lld days left in your trial</other>
                  </text>
                  <text xml:lang="ko" plural="%lld"><other>체험 기간이 %lld일 남았습니다</other></text>
                </string>
                """#),
            Example(#"""
                <string id="delivery.note"><text xml:lang="en">Delivery takes 2–3 day shipping; see page 4 step 2.</text><text xml:lang="ko">배송에는 2~3일이 걸립니다. 4쪽 2단계를 참고하십시오.</text></string>
                """#),
        ])

    public init() {}

    public static func findings(in value: String) -> [ValueFinding] {
        let apart = unhyphenated(in: value), hyphenated = hyphenatedAfter(in: value)
        // Nearly every text has neither: no array is made for it.
        if hyphenated.isEmpty { return apart }
        if apart.isEmpty { return hyphenated }
        return (apart + hyphenated).sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The first words of a position on the screen (upper right, top left).
    static let verticalSides = ASCIIWordList(["upper", "lower", "top", "bottom"])
    static let horizontalSides = ASCIIWordList(["left", "right"])
    /// Parts of a screen or a window that such a position describes: the
    /// upper-right corner; "in the upper right." names the place itself.
    static let partsOfScreen = ASCIIWordList([
        "corner", "corners", "side", "edge", "area", "part", "section", "pane", "panel", "menu", "button", "icon",
    ])
    /// upper right corner → upper-right corner: a position before the part
    /// it describes is one modifier. Word `index` is the side (right, left).
    private static func unhyphenatedPosition(at index: Int, _ words: [TextSegments.Segment], _ value: String) -> ValueFinding? {
        // Read in place first: a copy of each word retained its text.
        guard horizontalSides.contains(words[index].text) else { return nil }
        let vertical = words[index - 1], side = words[index], part = words[index + 1]
        let space = vertical.offset + vertical.text.count
        guard verticalSides.contains(vertical.text), partsOfScreen.contains(part.text),
              side.offset == space + 1, part.offset == side.offset + side.text.count + 1 else { return nil }
        let characters = TextSegments.characters(value)
        guard characters[space] == " ", characters[side.offset + side.text.count] == " " else { return nil }
        return ValueFinding(
            message: "“\(vertical.text) \(side.text)” describes the \(part.text) after it; a position before a noun takes a hyphen: “\(vertical.text)-\(side.text)”",
            range: space..<space + 1, replacement: "-")
    }

    /// Modifiers hyphenated before a noun and written apart after the word
    /// they describe (an up-to-date copy; keep it up to date).
    static let hyphenatedBeforeNoun = ["up-to-date", "real-time"]

    /// Whether `value` holds -to- (up-to-date) or l-time (real-time), in
    /// one pass over its bytes: hyphens are few, and every English text is asked.
    static func mayHoldHyphenatedAfter(_ value: String) -> Bool {
        value.withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            var start = 1
            while start + 3 < bytes.count, let found = memchr(base + start, Int32(UInt8(ascii: "-")), bytes.count - 3 - start) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                start = index + 1
                guard bytes[index + 1] | 0x20 == UInt8(ascii: "t") else { continue }
                let third = bytes[index + 2]
                // -to- as written (Up-To-Date, title case, is left), and real-time in any case.
                if third == UInt8(ascii: "o"), bytes[index + 1] == UInt8(ascii: "t"), bytes[index + 3] == UInt8(ascii: "-") { return true }
                if third | 0x20 == UInt8(ascii: "i"), bytes[index - 1] | 0x20 == UInt8(ascii: "l") { return true }
            }
            return false
        }
    }

    /// Words after such a modifier that show it ends what it says: no noun follows.
    static let afterPredicate: Set<String> = [
        "and", "or", "but", "with", "in", "on", "for", "by", "when", "as", "so", "before", "after", "until", "while",
        "if", "across", "at", "automatically",
    ]

    private static let determiners: Set<String> = ["the", "a", "an", "your", "its", "their", "this", "our", "my", "his", "her"]

    /// up-to-date after what it describes (keep your library up-to-date.):
    /// written up to date.
    static func hyphenatedAfter(in value: String) -> [ValueFinding] {
        guard value.utf8.count >= 10, mayHoldHyphenatedAfter(value) else { return [] }
        let words = TextSegments.words(value)
        let characters = TextSegments.characters(value)
        var found: [ValueFinding] = []
        for (index, word) in words.enumerated() {
            let lower = word.text.lowercased()
            guard hyphenatedBeforeNoun.contains(lower) else { continue }
            // Updated in real-time: after in, real time is the noun (a real-time view passes).
            if lower == "real-time", !(index > 0 && words[index - 1].text.lowercased() == "in") { continue }
            // the up-to-date and Changes features: after a determiner it comes before its noun.
            if index > 0, determiners.contains(words[index - 1].text.lowercased()) { continue }
            let end = word.offset + word.text.count
            let endsClause = end == characters.count || ".,;:!?)".contains(characters[end])
            let next = index + 1 < words.count && words[index + 1].offset == end + 1 ? words[index + 1].text.lowercased() : nil
            guard endsClause || next.map(afterPredicate.contains) == true else { continue }
            let apart = word.text.replacingOccurrences(of: "-", with: " ")
            let message = lower == "real-time" ? "“in \(word.text)”: after in, real time is a noun, written without a hyphen: “\(apart)”"
                : "“\(word.text)” after what it describes is written without hyphens: “\(apart)”"
            found.append(ValueFinding(message: message, range: word.offset..<end, replacement: apart))
        }
        return found
    }

    /// Units written in the singular after a number when the two modify a
    /// noun, lower case, compared by bytes: every English word after a
    /// number is asked.
    static let units = ASCIIWordList([
        "second", "minute", "hour", "day", "week", "month", "year", "digit", "character", "letter", "page", "step",
        "star", "inch", "foot", "mile", "point",
    ])
    /// Numbers in words that a unit in the singular follows only as a modifier.
    static let numberWords = ASCIIWordList([
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "twenty", "thirty",
        "sixty", "ninety",
    ])
    /// Words after the unit that show it isn't a modifier, or that the
    /// sentence is about something else: prepositions, articles,
    /// conjunctions, and the words a span of time goes on with (3 days
    /// ago, 2 hours left, a 5 year old).
    static let notNouns = ASCIIWordList([
        "of", "in", "on", "at", "to", "for", "from", "with", "by", "and", "or", "but", "nor", "a", "an", "the", "is",
        "are", "was", "were", "will", "be", "ago", "left", "later", "earlier", "before", "after", "each", "every", "per",
        "old", "long", "away", "late", "early", "apart", "remaining", "than", "as", "so", "if", "when", "while",
    ])

    static func unhyphenated(in value: String) -> [ValueFinding] {
        let words = TextSegments.words(value)
        guard words.count >= 3 else { return [] }
        var found: [ValueFinding] = []
        // The number first, most often told by its first byte, then the unit.
        for index in 1..<(words.count - 1) {
            if openCompoundStarts.contains(words[index - 1].text), let open = openCompound(at: index - 1, words, value) {
                found.append(open)
                continue
            }
            // Read in place: a copy of each word retained its text.
            guard let first = words[index - 1].text.utf8.first, isNumber(words[index - 1].text, first: first) else {
                // left or right: four or five bytes, starting with l or r.
                let side = words[index].text.utf8
                if side.count == 4 || side.count == 5,
                   let lead = side.withContiguousStorageIfAvailable({ $0[0] | 0x20 }) ?? side.first.map({ $0 | 0x20 }),
                   lead == UInt8(ascii: "l") || lead == UInt8(ascii: "r"),
                   let position = unhyphenatedPosition(at: index, words, value) {
                    found.append(position)
                }
                continue
            }
            let number = words[index - 1], unit = words[index], noun = words[index + 1]
            guard units.contains(unit.text) else { continue }
            let space = number.offset + number.text.count
            guard unit.offset == space + 1, noun.offset == unit.offset + unit.text.count + 1,
                  let nounFirst = noun.text.first, nounFirst.isLetter, !notNouns.contains(noun.text) else { continue }
            let characters = TextSegments.characters(value)
            // Only a space between each word, and no range or compound before the number.
            guard characters[space] == " ", characters[unit.offset + unit.text.count] == " " else { continue }
            if number.offset > 0, "-–—/".contains(characters[number.offset - 1]) { continue }
            if isPartOfName(number.offset, index - 1, words, characters) { continue }
            found.append(ValueFinding(
                message: "“\(number.text) \(unit.text)” describes what follows it; a number and its unit before a noun take a hyphen: “\(number.text)-\(unit.text)”",
                range: space..<space + 1, replacement: "-"))
        }
        return found
    }

    /// Compound modifiers Apple's style hyphenates before a noun, written
    /// open, each with the nouns after it that show it is one modifier:
    /// third party apps, in app purchases, end to end encryption ("a third
    /// party may", "available in app stores" pass).
    static let openCompounds: [(words: [[UInt8]], nouns: ASCIIWordList)] = [
        (["third", "party"], ["app", "apps", "services", "service", "cookies", "software", "accessories", "accessory", "developer",
                              "developers", "providers", "provider", "content", "sites", "websites", "tools", "keyboards",
                              "keyboard", "integrations", "libraries", "data", "payment", "extensions", "browsers"]),
        (["in", "app"], ["purchase", "purchases", "purchasing", "subscription", "subscriptions", "content", "messages",
                         "notifications", "browser", "events", "currency", "ads", "advertising", "items"]),
        (["end", "to", "end"], ["encryption", "encrypted", "testing", "tests"]),
        (["step", "by", "step"], ["instructions", "guide", "guides", "tutorial", "tutorials", "directions", "walkthrough"]),
        (["high", "quality"], ["photo", "photos", "video", "videos", "audio", "image", "images", "version", "prints", "streaming",
                               "sound", "recordings", "scans"]),
        (["one", "time"], ["code", "codes", "password", "passwords", "purchase", "payment", "fee", "setup", "charge", "link",
                           "passcode", "donation"]),
        (["easy", "to", "use"], ["app", "apps", "tools", "interface", "editor", "features", "design", "controls", "templates"]),
        (["full", "screen"], ["mode", "view", "video", "preview", "photo", "image", "window", "experience", "playback"]),
        (["built", "in"], ["camera", "microphone", "mic", "speaker", "speakers", "keyboard", "dictionary", "apps", "app", "display",
                           "storage", "battery", "features", "templates", "tools", "browser", "timer", "flash"]),
        (["real", "time"], ["updates", "tracking", "data", "sync", "collaboration", "location", "alerts", "notifications",
                            "translation", "transcription", "captions", "feedback", "scores", "traffic"]),
        (["on", "device"], ["processing", "storage", "intelligence", "model", "models", "recognition", "transcription"]),
    ].map { ($0.0.map { Array($0.utf8) }, ASCIIWordList($0.1)) }
    static let openCompoundStarts = ASCIIWordList(["third", "in", "end", "step", "high", "one", "easy", "full", "built", "real", "on"])

    /// The finding for an open compound modifier that starts at word
    /// `index`: the words one space apart, and a noun of its list after them.
    private static func openCompound(at index: Int, _ words: [TextSegments.Segment], _ value: String) -> ValueFinding? {
        for compound in openCompounds where ASCIIWordList.equal(words[index].text, compound.words[0]) {
            let count = compound.words.count
            guard index + count < words.count,
                  (1..<count).allSatisfy({ ASCIIWordList.equal(words[index + $0].text, compound.words[$0]) }),
                  compound.nouns.contains(words[index + count].text) else { continue }
            guard WordPlaces.areOneSpaceApart(words[index...(index + count)], TextSegments.characters(value)) else { continue }
            let written = words[index..<(index + count)].map(\.text)
            let last = words[index + count - 1]
            return ValueFinding(
                message: "“\(written.joined(separator: " "))” describes the \(words[index + count].text) after it; a compound modifier before a noun takes hyphens: “\(written.joined(separator: "-"))”",
                range: words[index].offset..<last.offset + last.text.count, replacement: written.joined(separator: "-"))
        }
        return nil
    }

    /// Whether the number at `offset` (word `index`) is part of a version
    /// or a standard's name, not a count: the last group of 3.12.0 (two
    /// dots; 1.5 hour is a count), or after a word in capitals (ISO 10646
    /// character set, RFC 1305 page).
    private static func isPartOfName(_ offset: Int, _ index: Int, _ words: [TextSegments.Segment], _ characters: [Character]) -> Bool {
        var at = offset, dots = 0
        while at > 0, characters[at - 1] == "." || characters[at - 1].isASCII && characters[at - 1].isNumber {
            if characters[at - 1] == "." { dots += 1 }
            at -= 1
        }
        if dots >= 2 { return true }
        guard index > 0, words[index - 1].offset + words[index - 1].text.count + 1 == offset else { return false }
        let name = words[index - 1].text.utf8
        return name.count >= 2 && name.allSatisfy { $0 &- 0x41 < 26 }
    }

    /// Whether `word` is a number other than one: figures (1.5 and 1,000
    /// read as their last group), not a year, or a number word.
    private static func isNumber(_ word: String, first: UInt8) -> Bool {
        if (0x30...0x39).contains(first) {
            // A year names a year, not a span (your 2024 Year in Review).
            guard word.utf8.allSatisfy({ (0x30...0x39).contains($0) }), word != "1" else { return false }
            return !(word.utf8.count == 4 && (1900...2099).contains(Int(word) ?? 0))
        }
        // Number words are three to six letters and start with t, f, s, e or n.
        guard (3...6).contains(word.utf8.count) else { return false }
        switch first | 0x20 {
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "s"), UInt8(ascii: "e"), UInt8(ascii: "n"):
            return numberWords.contains(word)
        default:
            return false
        }
    }
}
