import HelpCore

/// A preposition English doesn't put there, or leaves out: "contact to
/// customer service", "discuss about", "locked during 30 minutes", "refer
/// the guide", "the below button".
public struct PrepositionRule: ValueRule {
    public static let description = RuleDescription(
        id: "text.preposition",
        summary: "A verb or a span takes the preposition English gives it: contact us, for 30 minutes, the button below",
        rationale: """
            Some verbs take their object with no preposition, and some spans of time take for where \
            another language says during or since; copy written by a team whose first language marks \
            them otherwise keeps that language's word: "Please contact to customer service", "We'll \
            discuss about your request", "Your account is locked during 30 minutes", "You haven't \
            signed in since 3 days", "Click the below button". Every word is spelt right, so the \
            spelling check passes them. helpc reports, in English copy, to after contact or answer used \
            as a verb (after please, to, a modal, you or we, or starting a sentence: the answer to your \
            question passes), about after discuss, mention and describe (a discussion about passes), \
            on after emphasize, for after request as a verb (a request for passes), refer before the, \
            this, our or your and a guide, a manual, a page or a section (refer to; refer a friend \
            passes), during before a count of minutes, hours, days, weeks or months (for 30 minutes; \
            during the next 30 minutes passes), since before such a count (for 3 days; since 3 PM and \
            since iOS 17 pass), and below between a determiner and a noun that ends its phrase (the \
            below button to see: the button below; the below new commands and a below average score \
            pass), and in before a device (in your iPhone, in this device: on; the SIM card in your \
            iPhone passes). `helpc \
            fix` writes each as English has it. A warning, not in the design's catalog.
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="locked"><text xml:lang="en">Your account is locked ↓during 30 minutes. Please ↓contact to customer service, or ↓refer the help page.</text><text xml:lang="ko">계정이 30분 동안 잠깁니다. 고객 센터에 문의하거나 도움말 페이지를 참고하세요.</text></string>
                """#),
            Example(#"""
                <string id="support"><text xml:lang="en">We’ll ↓discuss about your request. You haven’t signed in ↓since 3 days; choose the ↓below option.</text><text xml:lang="ko">요청하신 내용을 검토하겠습니다.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="locked"><text xml:lang="en">Your account is locked for 30 minutes. Please contact customer service, or refer to the help page. Refer a friend.</text><text xml:lang="ko">계정이 30분 동안 잠깁니다.</text></string>
                """#),
            Example(#"""
                <string id="support"><text xml:lang="en">The answer to your question is here, in a discussion about requests. It updated during the next 30 minutes, since 3 PM and since iOS 17. See below.</text><text xml:lang="ko">질문에 대한 답변은 여기에 있습니다.</text></string>
                """#),
        ])

    public init() {}

    typealias Words = ASCIIWordList

    /// Verbs that take their object directly, each with the preposition
    /// copy puts after it: discuss about, mention about.
    private static let needless: [(verbs: Words, preposition: [UInt8], asVerbOnly: Bool)] = [
        (Words(["contact", "answer"]), Array("to".utf8), true),
        (Words(["discuss", "discussed", "discusses", "discussing", "mention", "mentioned", "mentions", "mentioning",
                "describe", "described", "describes", "describing"]), Array("about".utf8), false),
        (Words(["emphasize", "emphasized", "emphasizes", "emphasizing"]), Array("on".utf8), false),
        (Words(["request"]), Array("for".utf8), true),
    ]
    /// Words before a verb that make the word after them one (please contact).
    private static let verbLeads = Words([
        "please", "kindly", "to", "can", "could", "will", "would", "should", "must", "may", "might", "you", "we", "i",
        "they", "don't", "don’t", "didn't", "didn’t", "we'll", "we’ll", "you'll", "you’ll", "you’ve", "you've",
    ])
    private static let readWords = Words([
        "contact", "answer", "discuss", "discussed", "discusses", "discussing", "mention", "mentioned", "mentions",
        "mentioning", "describe", "described", "describes", "describing", "emphasize", "emphasized", "emphasizes",
        "emphasizing", "request", "refer", "during", "since", "below", "in",
    ])
    private static let inWord = Array("in".utf8)
    /// Words before a device that say whose it is: in your iPhone.
    private static let deviceDeterminers = Words(["your", "this", "the", "my", "that", "a", "any", "each", "every"])
    /// Devices, which apps, settings and data are on (on your iPhone).
    private static let devices = Words(["device", "devices", "iphone", "ipad", "mac", "ipod", "computer", "phone", "watch", "tv"])
    /// Two-word devices whose first word is Apple: Apple Watch, Apple TV.
    private static let apple = Array("apple".utf8)
    /// Words after a device that end its phrase: in your iPhone and, in this device yet.
    private static let afterDevice = Words([
        "and", "or", "to", "with", "is", "are", "was", "when", "if", "for", "by", "but", "so", "that", "which", "until",
        "while", "because", "without", "yet", "too", "also", "as", "from", "at", "then", "now", "anymore", "again",
        "automatically", "will", "can", "won't", "won’t", "can't", "can’t",
    ])
    /// Verbs whose in is a particle (plug in the device, sign in your Mac).
    private static let particleVerbs = Words([
        "plug", "plugs", "plugged", "plugging", "log", "logs", "logged", "logging", "sign", "signs", "signed",
        "signing", "check", "checks", "checked", "checking", "fill", "type", "typed", "put", "build", "built", "key",
        "zoom", "dial", "tuck", "hand", "turn",
    ])
    private static let ownDeterminers = Words(["your", "this", "my", "that"])
    /// Parts that are inside a device, where in is right (the SIM card in your iPhone).
    private static let parts = Words([
        "card", "cards", "battery", "chip", "camera", "cameras", "sensor", "sensors", "speaker", "speakers",
        "microphone", "microphones", "processor", "slot", "port", "tray", "lens", "component", "components",
    ])
    private static let (refer, during, since, below) = (Array("refer".utf8), Array("during".utf8), Array("since".utf8), Array("below".utf8))
    private static let referDeterminers = Words(["the", "this", "our", "your", "that"])
    /// What one refers to, never whom one refers (refer a friend).
    private static let referredTo = Words([
        "guide", "manual", "documentation", "help", "page", "section", "faq", "article", "instructions", "link",
        "table", "chapter", "website", "site", "support", "settings", "terms", "policy", "notes", "list",
    ])
    private static let timeUnits = Words([
        "minute", "minutes", "hour", "hours", "day", "days", "week", "weeks", "month", "months", "year", "years",
        "second", "seconds",
    ])
    private static let numberWords = Words([
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "fifteen", "twenty",
        "thirty",
    ])
    private static let determiners = Words(["the", "a", "an", "this", "these"])
    /// Words below modifies as a phrase before a noun (a below average score).
    private static let belowPhrases = Words(["average", "normal", "zero", "freezing", "par", "the", "your"])
    private static let contact = Array("contact".utf8)
    /// Words after a noun that end its phrase, so that the word after below
    /// is the noun (the below button to see), not a modifier of one (the
    /// below new commands).
    private static let afterNouns = Words([
        "to", "is", "are", "was", "were", "and", "or", "in", "on", "for", "of", "will", "with", "that", "which", "can",
        "you", "shows", "show", "lets", "let", "contains", "has", "have", "gives", "lists", "describes", "explains",
    ])
    /// Words after a span that make it part of something else: 3 days ago, during 30 minutes of exercise.
    private static let afterSpans = Words(["ago", "of", "before", "after", "earlier", "later"])

    public static func findings(in value: String) -> [ValueFinding] {
        let words = TextSegments.words(value)
        guard words.count >= 2 else { return [] }
        let read = readWords
        var found: [ValueFinding] = []
        func adjoins(_ index: Int) -> Bool { WordPlaces.adjoins(index, words, value) }
        for index in words.indices.dropLast() where read.contains(words[index].text) && adjoins(index) {
            let word = words[index].text, next = words[index + 1].text
            if Words.equal(word, inWord) {
                if let finding = inDevice(at: index, words, value, adjoins: adjoins) { found.append(finding) }
            } else if let finding = needlessPreposition(at: index, words, value, adjoins: adjoins) {
                found.append(finding)
            } else if Words.equal(word, refer), referDeterminers.contains(next), adjoins(index + 1),
                      referredTo.contains(words[index + 2].text) {
                let replacement = ReplacementCase.casedLike(word, "refer to")
                found.append(ValueFinding(
                    message: "“\(word) \(next) \(words[index + 2].text)”: refer takes to before what it points to; write “\(replacement) \(next)”",
                    range: words[index].offset..<words[index].offset + word.count, replacement: replacement))
            } else if Words.equal(word, during) || Words.equal(word, since), let span = countedSpan(after: index, words, adjoins: adjoins) {
                let replacement = ReplacementCase.casedLike(word, "for")
                found.append(ValueFinding(
                    message: "“\(word) \(span)”: a length of time takes for; write “\(replacement) \(span)”",
                    range: words[index].offset..<words[index].offset + word.count, replacement: replacement))
            } else if Words.equal(word, below), index > 0, adjoins(index - 1), determiners.contains(words[index - 1].text),
                      next.utf8.allSatisfy({ $0 &- 0x61 < 26 }), next.utf8.count >= 3, !belowPhrases.contains(next),
                      WordPlaces.isLast(index + 1, before: ".,;:!?)", words, value) || adjoins(index + 1) && afterNouns.contains(words[index + 2].text) {
                // the below button → the button below (Apple's style puts below after its noun).
                found.append(ValueFinding(
                    message: "“\(words[index - 1].text) \(word) \(next)”: below follows what it points to; write “\(words[index - 1].text) \(next) below”",
                    range: words[index].offset..<words[index + 1].offset + next.count, replacement: "\(next) below"))
            }
        }
        return found
    }

    /// The finding for in at `index` before a device (in your iPhone: on
    /// your iPhone), or nil; not after a part inside one (the SIM card in
    /// your iPhone).
    private static func inDevice(at index: Int, _ words: [TextSegments.Segment], _ value: String,
                                 adjoins: (Int) -> Bool) -> ValueFinding? {
        guard deviceDeterminers.contains(words[index + 1].text), adjoins(index + 1) else { return nil }
        var device = index + 2
        if Words.equal(words[device].text, apple), adjoins(device) { device += 1 }
        guard devices.contains(words[device].text) else { return nil }
        // A device named with a capital (iPhone, Mac, Apple Watch), or device, computer or phone in lower case.
        let name = words[device].text
        guard name.utf8.first.map({ $0 &- 0x61 < 26 }) == true || device > index + 2 || ["iPhone", "iPad", "iPod", "Mac"].contains(name)
        else { return nil }
        if device > index + 2, !(name == "Watch" || name == "TV") { return nil }
        if index > 0, adjoins(index - 1), parts.contains(words[index - 1].text) || particleVerbs.contains(words[index - 1].text) { return nil }
        // A device in lower case after the or a may be the thing itself (the axes in the device): only your, this, my, that.
        if name.utf8.first.map({ $0 &- 0x61 < 26 }) == true, !ownDeterminers.contains(words[index + 1].text) { return nil }
        // The device ends its phrase: in your iPhone settings and in a watch face name other things.
        guard WordPlaces.isLast(device, before: ".,;:!?)", words, value) || adjoins(device) && afterDevice.contains(words[device + 1].text)
        else { return nil }
        let written = words[index...device].map(\.text).joined(separator: " ")
        let on = ReplacementCase.casedLike(words[index].text, "on")
        return ValueFinding(
            message: "“\(written)”: apps, settings and data are on a device; write “\(on + written.dropFirst(2))”",
            range: words[index].offset..<words[index].offset + words[index].text.count, replacement: on)
    }

    /// The finding for a verb at `index` and the preposition after it that
    /// it doesn't take (contact to, discuss about), or nil.
    private static func needlessPreposition(at index: Int, _ words: [TextSegments.Segment], _ value: String,
                                            adjoins: (Int) -> Bool) -> ValueFinding? {
        let word = words[index].text, next = words[index + 1].text
        guard let entry = needless.first(where: { $0.verbs.contains(word) }), Words.equal(next, entry.preposition) else { return nil }
        if entry.asVerbOnly {
            // Contact to… starting a sentence is a command; Answer to… and Request for… may be a heading's noun.
            let leads = Words.equal(word, contact) && WordPlaces.startsSentence(at: index, words, value)
                || index > 0 && adjoins(index - 1) && verbLeads.contains(words[index - 1].text)
            guard leads else { return nil }
        }
        guard adjoins(index + 1) else { return nil }
        return ValueFinding(
            message: "“\(word) \(next) \(words[index + 2].text)”: \(word) takes its object directly, with no \(next); write “\(word) \(words[index + 2].text)”",
            range: words[index].offset..<words[index + 1].offset + next.count, replacement: word)
    }

    /// "30 minutes" or "3 days" after word `index`, a count and a unit of
    /// time, or nil: since 3 PM, during the next hour, since 3 days ago
    /// and during 30 minutes of exercise are no span the word measures.
    private static func countedSpan(after index: Int, _ words: [TextSegments.Segment],
                                    adjoins: (Int) -> Bool) -> String? {
        guard index + 2 < words.count, adjoins(index + 1) else { return nil }
        let count = words[index + 1].text, unit = words[index + 2].text
        let isCount = count.utf8.allSatisfy({ $0 &- 0x30 < 10 }) || numberWords.contains(count)
        guard isCount, timeUnits.contains(unit) else { return nil }
        if adjoins(index + 2), afterSpans.contains(words[index + 3].text) { return nil }
        return "\(count) \(unit)"
    }
}
