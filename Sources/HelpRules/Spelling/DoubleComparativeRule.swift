import HelpCore

/// A comparative or superlative marked twice: "more easier", "the most
/// fastest".
public struct DoubleComparativeRule: ValueRule {
    public static let description = RuleDescription(
        id: "text.comparative",
        summary: "A comparison is made once: easier or more easy, not more easier; fastest, not most fastest",
        rationale: """
            An adjective compares either by its ending (easier, fastest) or by more and most before \
            it (more secure, most useful), never by both. "Each level gets more harder", "Syncing is \
            more faster now" and "the most easiest way" are slips of copy edited in a hurry, and among \
            the commonest of teams writing English as a second language; every word is spelt right, so \
            the spelling check passes them. helpc reports more before a comparative in -er (and better, \
            worse) and most before a superlative in -est (and worst) where the comparative ends the \
            clause or goes on with than, to, for, as, and, or or a preposition (more older users, where \
            more counts the users, and 30% or more larger pass); `helpc fix` drops more or most. Adjectives whose -er or \
            -est is another word (more clever, most honest, the latest) are not listed. A warning, \
            not in the design's catalog.
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="levels"><text xml:lang="en">Each level gets ↓more harder, and syncing is ↓more faster than before.</text><text xml:lang="ko">레벨이 올라갈수록 더 어려워지고 동기화가 이전보다 빨라졌습니다.</text></string>
                """#),
            Example(#"""
                <string id="share.tip"><text xml:lang="en">This is the ↓most easiest way to share a photo.</text><text xml:lang="ko">사진을 공유하는 가장 쉬운 방법입니다.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="levels"><text xml:lang="en">Each level gets harder, and syncing is faster and more secure than before. This is the easiest way.</text><text xml:lang="ko">레벨이 올라갈수록 더 어려워집니다.</text></string>
                """#),
            Example(#"""
                <string id="users"><text xml:lang="en">More older users join every day. Most latest-generation devices work, and the most honest answer is here.</text><text xml:lang="ko">매일 더 많은 사용자가 가입합니다.</text></string>
                """#),
        ])

    public init() {}

    typealias Words = ASCIIWordList

    private static let (more, most, or) = (Array("more".utf8), Array("most".utf8), Array("or".utf8))
    /// Comparatives copy writes, of adjectives that compare by their ending.
    private static let comparatives = Words([
        "harder", "easier", "better", "worse", "faster", "bigger", "simpler", "quicker", "larger", "smaller", "longer",
        "shorter", "higher", "lower", "safer", "cheaper", "newer", "stronger", "clearer", "brighter", "darker",
        "louder", "quieter", "smoother", "sharper", "heavier", "closer", "wider", "deeper", "earlier", "busier",
        "healthier", "greater", "smarter", "nicer", "cooler", "warmer", "colder", "slower", "tighter", "thinner",
        "thicker", "richer", "fewer", "happier", "lighter", "bolder", "weaker", "cleaner", "fresher",
    ])
    /// Superlatives copy writes, of the same adjectives.
    private static let superlatives = Words([
        "hardest", "easiest", "worst", "fastest", "biggest", "simplest", "quickest", "largest", "smallest", "longest",
        "shortest", "highest", "lowest", "safest", "cheapest", "newest", "strongest", "clearest", "brightest",
        "darkest", "loudest", "quietest", "smoothest", "sharpest", "heaviest", "closest", "widest", "deepest",
        "earliest", "busiest", "healthiest", "greatest", "smartest", "nicest", "coolest", "warmest", "coldest",
        "slowest", "fewest", "happiest", "lightest", "boldest", "weakest", "cleanest", "freshest",
    ])
    /// Words after a comparative that show it is the adjective compared,
    /// not one before the noun more counts (more older users).
    private static let afterComparative = Words([
        "than", "to", "for", "as", "and", "or", "with", "when", "if", "in", "on", "at", "because", "now", "every",
        "each", "over", "after", "since", "while", "by", "from", "but", "so", "this", "these", "then", "still",
        "again", "too", "today", "overall",
    ])

    public static func findings(in value: String) -> [ValueFinding] {
        let words = TextSegments.words(value)
        guard words.count >= 2 else { return [] }
        var characters: [Character]?
        var found: [ValueFinding] = []
        for index in words.indices.dropLast() {
            let word = words[index].text
            guard word.utf8.count == 4 else { continue }
            let isMore = Words.equal(word, more)
            guard isMore || Words.equal(word, most) else { continue }
            let next = words[index + 1]
            guard isMore ? comparatives.contains(next.text) : superlatives.contains(next.text),
                  next.text.utf8.allSatisfy({ $0 &- 0x61 < 26 }) else { continue }
            let text = characters ?? TextSegments.characters(value)
            characters = text
            let end = words[index].offset + word.count
            guard next.offset == end + 1, text[end] == " " else { continue }
            if isMore {
                // 30% or more larger: more is a quantity.
                if index > 0, Words.equal(words[index - 1].text, or) { continue }
                // more older users: more counts the noun after the comparative.
                let nextEnd = next.offset + next.text.count
                let endsClause = nextEnd == text.count || ".,;:!?)…".contains(text[nextEnd])
                let goesOn = index + 2 < words.count && words[index + 2].offset == nextEnd + 1 && text[nextEnd] == " "
                    && afterComparative.contains(words[index + 2].text)
                guard endsClause || goesOn else { continue }
            }
            let meant = ReplacementCase.casedLike(word, next.text)
            found.append(ValueFinding(
                message: "“\(word) \(next.text)”: \(next.text) already compares; write “\(meant)”",
                range: words[index].offset..<next.offset + next.text.count, replacement: meant))
        }
        return found
    }
}
