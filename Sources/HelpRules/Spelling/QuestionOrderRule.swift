import HelpCore

/// A question inside a sentence written in a question's order: "Let us
/// know what do you think", "Find out where is your iPhone".
public struct QuestionOrderRule: ValueRule {
    public static let description = RuleDescription(
        id: "text.question-order",
        summary: "A question inside a sentence keeps a statement's order: let us know what you think",
        rationale: """
            A question asked inside a sentence (after know, tell us, ask, wonder, see, find out…) takes \
            a statement's word order: "Let us know what you think", "Find out where your iPhone is". \
            Copy written by a team whose first language orders them alike keeps the direct question's \
            do or is: "Let us know what do you think", "Tell us why do you want to cancel", "Find out \
            where is your iPhone". Every word is spelt right, and each clause on its own reads as a \
            question, so no other check sees it. helpc reports, in English copy, a wh-word (what, why, \
            how, where, when, which, who) right after know, tell us, ask, wonder, see, check, find out, \
            learn, explain, remember, decide or understand, followed by do, does or did and a pronoun \
            or a determiner (what do you think), or where, when, why or how followed by is, are, was or \
            were and a determiner or a possessive (where is your iPhone); `helpc fix` drops do before a \
            pronoun (what you think), and the others ask for the sentence to be reordered. A question \
            on its own (What do you think?) and what or who as the subject (Find out what is new, \
            who is the owner) pass. A warning, not in the design's catalog.
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="feedback"><text xml:lang="en">Let us know what ↓do you think of the new player, and tell us why ↓do you listen.</text><text xml:lang="ko">새로운 플레이어에 대한 의견을 알려 주세요.</text></string>
                """#),
            Example(#"""
                <string id="cancel.reason"><text xml:lang="en">Before you go, tell us why ↓do you want to cancel. Let us know which ↓do you miss most.</text><text xml:lang="ko">구독을 취소하려는 이유를 알려 주세요.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="feedback"><text xml:lang="en">Let us know what you think. What do you think? Find out what is new and where your iPhone is.</text><text xml:lang="ko">의견을 알려 주세요.</text></string>
                """#),
            Example(#"""
                <string id="cancel.reason"><text xml:lang="en">Before you go, tell us why you want to cancel. See who is the owner of this show.</text><text xml:lang="ko">구독을 취소하려는 이유를 알려 주세요.</text></string>
                """#),
        ])

    public init() {}

    typealias Words = ASCIIWordList

    /// Verbs a question inside a sentence follows (know what, ask why),
    /// and the objects between (tell us what, find out where).
    private static let leads = Words([
        "know", "tell", "ask", "wonder", "see", "check", "learn", "explain", "remember", "decide", "understand",
        "sure", "idea", "out", "asking", "knowing", "telling",
    ])
    private static let objects = Words(["us", "me", "you", "them", "him", "her"])
    private static let whWords = Words(["what", "why", "how", "where", "when", "which", "who"])
    /// wh-words that ask about a place, time, reason or manner, never a subject.
    private static let adverbialWh = Words(["why", "how", "where", "when"])
    private static let doForms = Words(["do", "does", "did"])
    private static let beForms = Words(["is", "are", "was", "were"])
    private static let subjects = Words([
        "you", "we", "they", "i", "it", "he", "she", "the", "your", "this", "that", "these", "those", "my", "our", "their",
        "his", "her", "its",
    ])
    private static let pronouns = Words(["you", "we", "they", "i"])
    private static let (doWord, tellWord) = (Array("do".utf8), Array("tell".utf8))

    public static func findings(in value: String) -> [ValueFinding] {
        let words = TextSegments.words(value)
        guard words.count >= 4 else { return [] }
        func adjoins(_ index: Int) -> Bool { WordPlaces.adjoins(index, words, value) }
        var found: [ValueFinding] = []
        for index in 1..<words.count - 2 where whWords.contains(words[index].text) {
            let wh = words[index].text
            // The wh-word is lower case, right after a lead (know what) or a lead and its object (tell us why).
            guard wh.utf8.first.map({ $0 &- 0x61 < 26 }) == true, adjoins(index - 1) else { continue }
            var lead = index - 1
            if objects.contains(words[lead].text), lead > 0, adjoins(lead - 1) { lead -= 1 }
            guard leads.contains(words[lead].text) else { continue }
            // tell takes its object: tell what is new passes as it is rare either way.
            if Words.equal(words[lead].text, tellWord), lead == index - 1 { continue }
            let verb = words[index + 1].text, subject = words[index + 2].text
            guard adjoins(index), adjoins(index + 1), subjects.contains(subject) else { continue }
            let asked = words[index...index + 2].map(\.text).joined(separator: " ")
            if doForms.contains(verb) {
                let canDrop = Words.equal(verb, doWord) && pronouns.contains(subject)
                found.append(ValueFinding(
                    message: canDrop
                        ? "“\(asked)”: a question inside a sentence takes no do; write “\(wh) \(subject)”"
                        : "“\(asked)”: a question inside a sentence takes no \(verb); write it as a statement (\(wh) \(subject) …)",
                    range: words[index + 1].offset..<words[index + 2].offset + (canDrop ? 0 : subject.count),
                    replacement: canDrop ? "" : nil))
            } else if beForms.contains(verb), adverbialWh.contains(wh) {
                found.append(ValueFinding(
                    message: "“\(asked)”: a question inside a sentence keeps a statement’s order; write “\(wh) \(subject) … \(verb)”",
                    range: words[index + 1].offset..<words[index + 1].offset + verb.count, replacement: nil))
            }
        }
        return found
    }
}
