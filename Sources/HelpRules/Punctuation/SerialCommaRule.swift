import HelpCore

/// A series of three or more without a comma before its and or or:
/// "iPhone, iPad and Mac".
public struct SerialCommaRule: ValueRule {
    public static let description = RuleDescription(
        id: "punct.serial-comma",
        summary: "A series of three or more takes a comma before its and or or: iPhone, iPad, and Mac",
        rationale: """
            Apple's style puts a comma before the conjunction of a series of three or more (the serial \
            comma): "Works with iPhone, iPad, and Mac", "Back up your photos, videos, and documents". \
            Without it the last two items read as a pair, and copy edited by several hands ends up with \
            both styles. helpc reports, in English copy, a series whose items are names (each word \
            capitalized, or a name such as iPhone or macOS, one or two words an item) or single \
            lower-case words after a determiner (your, the, all…), written X, Y and Z or X, Y or Z. A \
            comma after a sentence's opening word or phrase is no series (Yes, Notes and Reminders \
            sync; In Settings, Photos and Camera are listed; If you sign in, photos and videos sync), \
            and neither is a pair (Photos and Camera). `helpc fix` writes the comma. A warning, not in \
            the design's catalog.
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="devices"><text xml:lang="en">Your recipes sync across iPhone, ↓iPad and Mac.</text><text xml:lang="ko">레시피가 iPhone, iPad 및 Mac에서 동기화됩니다.</text></string>
                """#),
            Example(#"""
                <string id="backup"><text xml:lang="en">Back up your photos, ↓videos and documents, or choose Notes, ↓Reminders or Apple Music.</text><text xml:lang="ko">사진, 동영상 및 문서를 백업하십시오.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="devices"><text xml:lang="en">Your recipes sync across iPhone, iPad, and Mac. Photos and Camera are listed.</text><text xml:lang="ko">레시피가 iPhone, iPad 및 Mac에서 동기화됩니다.</text></string>
                """#),
            Example(#"""
                <string id="intro"><text xml:lang="en">Yes, Notes and Reminders sync. In Settings, Photos and Camera are listed. If you sign in, photos and videos sync.</text><text xml:lang="ko">예, 메모와 미리 알림이 동기화됩니다.</text></string>
                """#),
        ])

    public init() {}

    typealias Words = ASCIIWordList

    private static let conjunctions = Words(["and", "or"])
    /// Words before a series of lower-case items that make them nouns.
    private static let determiners = Words([
        "your", "the", "my", "our", "their", "its", "all", "any", "some", "these", "those", "his", "her",
    ])
    /// Words that open a sentence before its comma: an introduction, not
    /// a series's first item.
    private static let openers = Words([
        "yes", "no", "ok", "okay", "now", "then", "however", "also", "today", "tomorrow", "next", "first", "finally",
        "later", "sorry", "please", "note", "tip", "important", "done", "well", "oh", "meanwhile", "instead",
        "otherwise", "again", "still", "here", "there", "in", "on", "from", "at", "with", "if", "when", "after",
        "before", "once", "under", "to", "for", "while", "since", "until", "by", "without", "as", "because", "unless",
        "although", "though", "whether", "where", "during", "like",
    ])

    public static func findings(in value: String) -> [ValueFinding] {
        // Told by its bytes first: a series needs a comma and an and or or.
        guard value.containsByte(UInt8(ascii: ",")) else { return [] }
        let words = TextSegments.words(value)
        guard words.count >= 4 else { return [] }
        /// The text between word `index` and the next.
        func gap(_ index: Int) -> String {
            let end = words[index].offset + words[index].text.count
            return TextSegments.text(of: value, characters: end..<words[index + 1].offset)
        }
        var found: [ValueFinding] = []
        for index in 2..<words.count - 1 where conjunctions.contains(words[index].text) {
            guard words[index].text.utf8.first.map({ $0 &- 0x61 < 26 }) == true, gap(index - 1) == " ", gap(index) == " "
            else { continue }
            guard let series = series(endingBefore: index, words, gap: gap), isItem(words[index + 1].text, named: series.named)
            else { continue }
            let last = words[index - 1]
            // A name of two words ends the series whole (Apple Watch).
            let end = series.named && index + 2 < words.count && gap(index + 1) == " " && isName(words[index + 2].text) ? index + 2 : index + 1
            let listed = words[series.start...end].map(\.text)
            found.append(ValueFinding(
                message: "“\(Self.written(listed, gap: { series.start + $0 }, gap))”: Apple’s style puts a comma before the \(words[index].text) "
                    + "of a series of three or more; write “\(last.text),”",
                range: last.offset..<last.offset + last.text.count, replacement: last.text + ","))
        }
        return found
    }

    /// The series's words as written, with their commas.
    private static func written(_ words: [String], gap index: (Int) -> Int, _ gap: (Int) -> String) -> String {
        words.enumerated().map { offset, word in offset == words.count - 1 ? word : word + gap(index(offset)) }.joined()
    }

    /// The series whose last item before the conjunction at `index` ends
    /// at word `index - 1`: at least two items, each of one or two words,
    /// apart by ", ", and whether they are names; nil when no series ends there.
    private static func series(endingBefore index: Int, _ words: [TextSegments.Segment],
                               gap: (Int) -> String) -> (start: Int, named: Bool)? {
        let named = isName(words[index - 1].text)
        guard named || isLowercaseWord(words[index - 1].text) else { return nil }
        /// The first word of the item that ends at `end`, or nil.
        func itemStart(endingAt end: Int) -> Int? {
            guard end >= 0, isItem(words[end].text, named: named) else { return nil }
            // Apple Watch, but not a sentence's capitalized first word (Use Mac, iPad or…).
            if named, end > 1, gap(end - 1) == " ", isName(words[end - 1].text),
               !gap(end - 2).contains(where: { ".!?:".contains($0) }) {
                return end - 1
            }
            return end
        }
        guard let lastStart = itemStart(endingAt: index - 1), lastStart > 0, gap(lastStart - 1) == ", ",
              let firstStart = itemStart(endingAt: lastStart - 1) else { return nil }
        var start = firstStart
        // Earlier items of a longer series: A, B, C and D.
        while start > 0, gap(start - 1) == ", ", let earlier = itemStart(endingAt: start - 1) { start = earlier }
        if start == 0 || gap(start - 1).contains(where: { ".!?:".contains($0) }) {
            // The first item opens the sentence: an introduction (Yes, In Settings) is no item.
            if openers.contains(words[start].text) { return nil }
            return named ? (start, named) : nil
        }
        // A sentence that opens with a preposition or a subordinator puts a
        // comma after its opening phrase (In Settings, Photos and Camera).
        var sentenceStart = start
        while sentenceStart > 0, !gap(sentenceStart - 1).contains(where: { ".!?:".contains($0) }) { sentenceStart -= 1 }
        if openers.contains(words[sentenceStart].text),
           !(sentenceStart..<start - 1).contains(where: { gap($0).contains(",") }) {
            return nil
        }
        if !named {
            // Lower-case items are nouns after a determiner (your photos, videos).
            guard gap(start - 1) == " ", determiners.contains(words[start - 1].text) else { return nil }
        }
        return (start, named)
    }

    private static func isItem(_ word: String, named: Bool) -> Bool {
        named ? isName(word) : isLowercaseWord(word)
    }

    /// A word that names: capitalized (Photos, Apple), or a lower-case
    /// start with a capital inside (iPhone, macOS); not I.
    static func isName(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        guard bytes.count >= 2, let first = bytes.first else { return false }
        if first &- 0x41 < 26 { return true }
        return first &- 0x61 < 26 && bytes.dropFirst().contains { $0 &- 0x41 < 26 }
    }

    /// Lower-case words that are no item of a series: plus or minus,
    /// whether or not, more or less.
    private static let functionWords = Words([
        "not", "whether", "plus", "minus", "more", "less", "so", "then", "also", "just", "even", "only", "either",
        "neither", "both", "none", "now", "here", "there", "yes", "no", "nor", "but", "if", "when", "as", "than",
    ])

    private static func isLowercaseWord(_ word: String) -> Bool {
        word.utf8.count >= 2 && word.utf8.allSatisfy { $0 &- 0x61 < 26 } && !conjunctions.contains(word) && !functionWords.contains(word)
    }
}
