import HelpCore

/// Copy that tells its reader a task is easy: "Simply tap Save", "You can
/// easily share", "It's easy to add a widget".
public struct EasyWordRule: LexiconValueRule {
    public static let description = RuleDescription(
        id: "text.easy",
        summary: "Copy doesn't call a task easy: no simply, just or easily before a step, no “it’s easy”",
        rationale: """
            A step is as easy as the reader finds it. "Simply tap Save" and "It's easy to add a widget" \
            tell someone who is stuck that they shouldn't be, and add nothing for someone who isn't: \
            Apple's help says what to do (Tap Save) and lets the steps show how short they are. helpc \
            reads English: simply or just before a verb's base form where it starts a sentence, simply \
            after a comma too (If you'd rather, simply upgrade), simply, just or easily after you can \
            (You can easily share, you can just drag), obviously anywhere, and easy in a claim about a \
            task: after it's, that's, it is or a gerund and is (not that is, a relative clause's: a manner that is easy to use) (Sharing is so easy), at the clause's \
            end or before to and a verb (It's easy to add a widget). `helpc fix` drops simply, just and \
            easily; a claim asks for the sentence to be rewritten and is only reported. Just or simply \
            before want, need, like, have or wish means only (If you just want to preview it) and \
            passes; so do just after and, or or then, which is often only too (or just return), easily \
            elsewhere (a list that can easily grow), easy before a mishap (It's easy to confuse the two), \
            after not, or of a thing (names are easy to guess), easier (Larger Text makes text easier \
            to read), a difficulty named Easy, and just as an adverb of time (We just sent a code). The \
            verbs are words/verb-forms.en.txt's. Korean copy is not read. A warning, not in the \
            design's catalog.
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="export.hint"><text xml:lang="en">↓Simply tap Export, or you can ↓just drag the note to Files.</text><text xml:lang="ko">내보내기를 탭하거나 메모를 파일로 드래그하세요.</text></string>
                """#),
            Example(#"""
                <tip id="tips.widgets">
                  <title><text xml:lang="en">Add a Widget</text><text xml:lang="ko">위젯 추가하기</text></title>
                  <message><text xml:lang="en">To keep your notes in view, you can ↓easily add a widget to your Home Screen.</text><text xml:lang="ko">홈 화면에 위젯을 추가하여 메모를 항상 볼 수 있습니다.</text></message>
                  <rules><parameter name="hasNotes" equals="true"/></rules>
                </tip>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="export.hint"><text xml:lang="en">Tap Export, or drag the note to Files. If you just want to preview it, touch and hold the note.</text><text xml:lang="ko">내보내기를 탭하거나 메모를 파일로 드래그하세요.</text></string>
                """#),
            Example(#"""
                <string id="level.hint"><text xml:lang="en">Easy levels are shorter. We just sent a code, and Larger Text makes notes easier to read. It’s not easy to undo.</text><text xml:lang="ko">쉬운 레벨은 더 짧습니다.</text></string>
                """#),
        ])

    public init() {}

    public static func findings(in value: String, lexicon: Lexicon) -> [ValueFinding] {
        findings(in: value, forms: lexicon.verbForms)
    }

    typealias Words = ASCIIWordList

    /// The words this rule reads, so that most words are ruled out by one look.
    private static let readWords = Words(["simply", "just", "easily", "easy", "obviously"])
    private static let (simply, just, easily, easy) = (Array("simply".utf8), Array("just".utf8), Array("easily".utf8), Array("easy".utf8))
    private static let (you, can, to, it) = (Array("you".utf8), Array("can".utf8), Array("to".utf8), Array("it".utf8))
    /// Verbs after which just or simply means only (If you just want to preview it).
    private static let onlyVerbs = Words(["want", "need", "like", "have", "wish"])
    /// Contractions of it or that and is before easy: it's easy, that's so easy.
    private static let claims = Words(["it's", "it’s", "that's", "that’s"])
    private static let isWord = Array("is".utf8)
    /// Words between be and easy that keep it a claim: it's so easy.
    private static let intensifiers = Words(["so", "that", "really", "very", "super", "quite", "pretty", "incredibly"])
    /// Verbs of a mishap, which "it's easy to" warns of rather than
    /// promises (It's easy to confuse the two).
    private static let mishaps = Words([
        "confuse", "forget", "miss", "lose", "overlook", "mistake", "misread", "mix", "break", "overwrite", "get",
    ])

    static func findings(in value: String, forms: VerbForms) -> [ValueFinding] {
        let words = TextSegments.words(value)
        guard !words.isEmpty else { return [] }
        let read = readWords
        var found: [ValueFinding] = []
        func adjoins(_ index: Int) -> Bool { WordPlaces.adjoins(index, words, value) }
        for index in words.indices where read.contains(words[index].text) {
            let word = words[index].text
            if Words.equal(word, easy) {
                if let finding = easyClaim(at: index, words, value, forms: forms, adjoins: adjoins) { found.append(finding) }
                continue
            }
            if !Words.equal(word, easily), !Words.equal(word, simply), !Words.equal(word, just) {
                found.append(ValueFinding(
                    message: "“\(word)”: what is obvious to one reader isn’t to another; say what to do and leave it out",
                    range: words[index].offset..<words[index].offset + word.count, replacement: nil))
                continue
            }
            guard adjoins(index) else { continue }
            let verb = words[index + 1].text
            guard verb.utf8.allSatisfy({ $0 &- 0x61 < 26 }), forms.isBase(verb) else { continue }
            if onlyVerbs.contains(verb) { continue }
            // You can easily share, you can just drag: the reader's step.
            let afterYouCan = index > 1 && adjoins(index - 2) && adjoins(index - 1) && Words.equal(words[index - 2].text, you)
                && Words.equal(words[index - 1].text, can)
            if !afterYouCan {
                // Simply tap, Just drag; simply after a comma too (If you'd rather, simply upgrade).
                guard !Words.equal(word, easily), WordPlaces.startsSentence(at: index, words, value)
                    || Words.equal(word, simply) && WordPlaces.followsComma(index, words, value) else { continue }
            }
            let replacement = ReplacementCase.casedLike(word, verb)
            found.append(ValueFinding(
                message: "“\(word) \(verb)”: calling a step easy doesn’t make it so for a reader who is stuck; write “\(replacement)”",
                range: words[index].offset..<words[index + 1].offset + verb.count, replacement: replacement))
        }
        return found
    }

    /// The finding for easy at `index` in a claim about a task: it's (so)
    /// easy, it is easy, or a gerund that is easy (Sharing is easy), at
    /// a clause's end or before to and a verb that is no mishap (It's easy
    /// to add: not It's easy to confuse the two). Nil otherwise.
    private static func easyClaim(at index: Int, _ words: [TextSegments.Segment], _ value: String, forms: VerbForms,
                                  adjoins: (Int) -> Bool) -> ValueFinding? {
        var before = index - 1
        if before >= 0, adjoins(before), intensifiers.contains(words[before].text) { before -= 1 }
        guard before >= 0, adjoins(before) else { return nil }
        var start = before
        if !claims.contains(words[before].text) {
            guard Words.equal(words[before].text, isWord), before > 0, adjoins(before - 1) else { return nil }
            let subject = words[before - 1].text
            let isGerund = subject.utf8.count >= 5 && subject.utf8.suffix(3).elementsEqual("ing".utf8)
            // Not that is, which is a relative clause's more often (a manner that is easy to use).
            guard Words.equal(subject, it) || isGerund else { return nil }
            start = before - 1
        }
        if WordPlaces.isLast(index, before: ".,;:!?)", words, value) {
            // Sharing is easy. That's it, easy!
        } else {
            guard adjoins(index), Words.equal(words[index + 1].text, to), adjoins(index + 1) else { return nil }
            let verb = words[index + 2].text
            guard verb.utf8.allSatisfy({ $0 &- 0x61 < 26 }), forms.isBase(verb), !mishaps.contains(verb) else { return nil }
        }
        let claim = words[start...index].map(\.text).joined(separator: " ")
        return ValueFinding(
            message: "“\(claim)”: a task is as easy as the reader finds it; say what to do instead",
            range: words[index].offset..<words[index].offset + words[index].text.count, replacement: nil)
    }
}
