import HelpCore

/// A verb in the wrong form after the word that decides its form: "has
/// ran", "didn't saved", "can't connects", "will syncing".
public struct VerbFormRule: LexiconValueRule {
    public static let description = RuleDescription(
        id: "text.verb-form",
        summary: "A verb takes the form its auxiliary asks for: has run, didn’t save, can’t connect",
        rationale: """
            After can, will, should and the other modal verbs, and after don’t, doesn’t and didn’t, \
            English takes a verb's base form; after have, has and had, its past participle. Copy \
            written quickly, or by a team writing in its second language, keeps the form of another \
            wording: "The file couldn't be saved" becomes "We couldn't saved the file", "It doesn't \
            support" becomes "It doesn't supports", "has run" becomes "has ran". Every word is spelt \
            right, so the spelling check passes it. helpc reports a verb of words/verb-forms.en.txt \
            (a project adds its own in content/words/verb-forms.en.txt) in -s, -ed or -ing, or an \
            irregular past or participle, right after a modal, a negated do (do not, didn't…), a \
            contraction of will (you'll) or not and one adverb (can't always opened), or after let, \
            help or make and you, us, them or me in -ing (helps you keeping track: keep), after to \
            where it starts an infinitive (failed to, unable to, need to, try to: Failed to loaded \
            data), and an \
            irregular simple past after have, has, had or having (has went, have saw, had began). A \
            participle after a modal or to with no object after it may have lost its be (It can used to \
            sync: can use, or can be used?), so both are offered and nothing is fixed; with an object \
            (couldn't saved your drawing) the verb is active. A question (Can shared albums be \
            edited?) and a modal after a determiner (the can labels, a will) pass, and so do a word \
            listed as a base form (need, seed, read) and "can chose", which is text.confusable's. \
            And a verb that takes no object has no passive: is, are, was, were or has been before \
            happened, occurred, failed, disappeared, appeared, existed, consisted, belonged, remained \
            or seemed (Login is failed: failed; The file is consisted of: consists of), or be after a \
            modal or to (It will be happened: will happen), is reported, unless by names a doer. \
            Recommend, suggest, avoid, consider and enjoy take a verb in -ing, not to (We recommend to \
            turn on: recommend turning on; not after is, where recommend is the slip), and "Are you \
            sure to delete" asks whether you want to. A modal or let's takes the base form without to \
            (You must to sign in: must sign in; Let's to start: Let's start). `helpc fix` writes the form that fits. A warning, not in the \
            design's catalog.
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="export.failed"><text xml:lang="en">We couldn’t ↓saved your drawing, and your Apple Pencil doesn’t ↓supports this brush.</text><text xml:lang="ko">그림을 저장할 수 없으며 Apple Pencil이 이 브러시를 지원하지 않습니다.</text></string>
                """#),
            Example(#"""
                <string id="game.over"><text xml:lang="en">Your character has ↓ran out of lives, but you didn’t ↓lost any coins.</text><text xml:lang="ko">캐릭터의 생명이 모두 소진되었습니다.</text></string>
                """#),
            Example(#"""
                <string id="login.failed"><text xml:lang="en">Sign-in ↓is failed. Unable to ↓connects to the server, and a budget helps you ↓keeping track.</text><text xml:lang="ko">로그인하지 못했습니다.</text></string>
                """#),
            Example(#"""
                <string id="downloads"><text xml:lang="en">We recommend ↓to turn on automatic downloads, or the error will ↓be happened again. Are you sure ↓to delete this episode?</text><text xml:lang="ko">자동 다운로드를 켜세요. 이 에피소드를 삭제하시겠습니까?</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="export.failed"><text xml:lang="en">We couldn’t save your drawing, and your Apple Pencil doesn’t support this brush. It has run out of ink, but you can read the guide.</text><text xml:lang="ko">그림을 저장할 수 없습니다.</text></string>
                """#),
            Example(#"""
                <string id="albums"><text xml:lang="en">Can shared albums be edited? Recycle the can labels. You need to seed the library; it has found two copies and will need a restart.</text><text xml:lang="ko">공유 앨범을 편집할 수 있나요?</text></string>
                """#),
        ])

    public init() {}

    public static func findings(in value: String, lexicon: Lexicon) -> [ValueFinding] {
        findings(in: value, forms: lexicon.verbForms)
    }

    typealias Words = ASCIIWordList

    /// What an auxiliary asks of the verb after it.
    private enum Auxiliary {
        /// have, has, had: an irregular verb's participle, not its past.
        case have
        /// A modal: the base form, or be and the participle (can be used).
        case modal
        /// don't, doesn't, didn't: the base form.
        case negatedDo
        /// do, does, did, which ask for the base form only with not after
        /// them (do advanced searches: do is the verb there).
        case doing
        /// let, help or make and its object (helps you keeping track): the
        /// base form, read only in -ing, as other forms after them are
        /// adjectives (makes you tired).
        case causative
        /// to after a word that takes an infinitive (failed to, unable to):
        /// the base form, or be and the participle, as after a modal.
        case infinitive
    }

    private static let haveList = [
        "has", "have", "had", "having", "hasn't", "hasn’t", "haven't", "haven’t", "hadn't", "hadn’t", "i've", "i’ve",
        "you've", "you’ve", "we've", "we’ve", "they've", "they’ve", "could've", "could’ve", "would've", "would’ve",
        "should've", "should’ve", "might've", "might’ve", "must've", "must’ve",
    ]
    private static let modalList = [
        "can", "cannot", "can't", "can’t", "could", "couldn't", "couldn’t", "will", "won't", "won’t", "would",
        "wouldn't", "wouldn’t", "should", "shouldn't", "shouldn’t", "must", "mustn't", "mustn’t", "might", "may",
        "i'll", "i’ll", "you'll", "you’ll", "we'll", "we’ll", "they'll", "they’ll", "it'll", "it’ll", "he'll", "he’ll", "she'll", "she’ll", "that'll", "that’ll",
    ]
    private static let negatedDoList = ["don't", "don’t", "doesn't", "doesn’t", "didn't", "didn’t"]
    private static let doList = ["do", "does", "did"]
    private static let causativeList = ["let", "lets", "help", "helps", "make", "makes"]
    /// Words after which to starts an infinitive, never a place: failed to
    /// save. Not going or continue (going to meetings, Continue to Settings).
    private static let infinitiveLeads = Words([
        "failed", "fail", "fails", "unable", "able", "want", "wants", "wanted", "need", "needs", "needed", "try",
        "tries", "tried", "trying", "attempt", "attempted", "attempting", "about", "ready", "like", "sure", "allowed",
    ])
    private static let to = Array("to".utf8)
    /// Verbs that take a verb in -ing, never to (We recommend turning it
    /// on; Avoid using it), that copy written in a second language gives
    /// an infinitive (We recommend to turn on).
    private static let gerundLeads = Words([
        "recommend", "recommends", "suggest", "suggests", "avoid", "avoids", "consider", "considers", "enjoy", "enjoys",
    ])
    private static let (are, you, sure) = (Array("are".utf8), Array("you".utf8), Array("sure".utf8))
    /// Objects of a causative before the verb it lets, helps or makes do;
    /// not people or others, whom a participle may describe (help people
    /// using VoiceOver).
    private static let causedObjects = Words(["you", "us", "them", "me"])
    private static let (haveWords, modals, negatedDo, doWords, causatives) = (Words(haveList), Words(modalList), Words(negatedDoList),
                                                                             Words(doList), Words(causativeList))
    /// Every word of the six lists and to, so that most words are ruled out by one look.
    private static let beList = ["is", "are", "was", "were", "been", "be"]
    private static let beWords = Words(beList)
    /// Verbs that take no object, so no passive, that copy written in a
    /// second language puts in one (Login is failed, An error was
    /// occurred): events, whose past says it, and states, whose present does.
    private static let intransitiveEvents = Words(["happened", "occurred", "failed", "disappeared", "appeared"])
    private static let intransitiveStates = Words(["existed", "consisted", "belonged", "remained", "seemed"])
    private static let (by, been, be) = (Array("by".utf8), Array("been".utf8), Array("be".utf8))
    private static let letsList = ["let's", "let’s"]
    private static let lets = Words(letsList)
    private static let auxiliaries = Words(haveList + modalList + negatedDoList + doList + causativeList + ["to"] + beList + letsList)
    private static let not = Array("not".utf8)
    private static let (chose, left) = (Array("chose".utf8), Array("left".utf8))
    /// Verbs left may say how of (left align, left click).
    private static let sidesOf = Words(["align", "aligned", "justify", "justified", "click", "clicks", "swipe", "drag"])
    /// Adverbs between an auxiliary and its verb: can’t always open, has
    /// already gone.
    private static let adverbs = Words([
        "never", "always", "also", "still", "just", "even", "already", "ever", "really", "automatically", "only",
        "now", "recently", "often", "usually", "sometimes", "simply", "easily", "actually", "currently",
        "immediately", "soon", "probably", "likely", "quickly", "finally", "first",
    ])
    /// Words that start an object after the verb: with one, a participle
    /// after a modal is the verb's active form (couldn't saved your
    /// drawing: save), where without one it may be a passive's (can used
    /// to: can be used).
    private static let objects = Words([
        "a", "an", "the", "your", "my", "our", "their", "his", "her", "its", "this", "that", "these", "those", "it",
        "them", "you", "me", "us", "any", "some", "all", "every", "each", "another",
    ])
    /// Words before a modal that make it a noun: the can labels, a will.
    private static let determiners = Words([
        "the", "a", "an", "your", "my", "our", "their", "his", "her", "its", "this", "that", "each", "every", "free",
    ])

    /// The findings of `value`; words are read only where an auxiliary is.
    static func findings(in value: String, forms: VerbForms) -> [ValueFinding] {
        guard !forms.isEmpty else { return [] }
        let words = TextSegments.words(value)
        guard words.count >= 2 else { return [] }
        var found: [ValueFinding] = []
        // Read once for the text, not once a word.
        let auxiliaries = Self.auxiliaries
        func adjoins(_ index: Int) -> Bool { WordPlaces.adjoins(index, words, value) }
        for index in words.indices.dropLast() {
            let word = words[index].text
            guard auxiliaries.contains(word) else { continue }
            if lets.contains(word) {
                // Let's to start: let's takes the base form without to.
                if adjoins(index), Words.equal(words[index + 1].text, to), adjoins(index + 1), forms.isBase(words[index + 2].text) {
                    found.append(infinitiveAfter(words[index...index + 2], lead: word))
                }
                continue
            }
            if beWords.contains(word) {
                if adjoins(index), let finding = intransitivePassive(at: index, words, forms: forms, adjoins: adjoins) {
                    found.append(finding)
                }
                continue
            }
            let auxiliary: Auxiliary
            if haveWords.contains(word) {
                auxiliary = .have
            } else if modals.contains(word) {
                auxiliary = .modal
            } else if negatedDo.contains(word) {
                auxiliary = .negatedDo
            } else if doWords.contains(word) {
                auxiliary = .doing
            } else if causatives.contains(word) {
                auxiliary = .causative
            } else if Words.equal(word, to) {
                auxiliary = .infinitive
            } else {
                continue
            }
            // A capital inside a sentence is a name's (Will).
            if word.utf8.first.map({ $0 &- 0x41 < 26 }) == true, !WordPlaces.startsSentence(at: index, words, value) { continue }
            if auxiliary == .modal, index > 0, adjoins(index - 1), determiners.contains(words[index - 1].text) { continue }
            if auxiliary == .infinitive, let finding = wrongComplement(at: index, words, forms: forms, adjoins: adjoins) {
                found.append(finding)
                continue
            }
            if auxiliary == .infinitive, !(index > 0 && adjoins(index - 1) && infinitiveLeads.contains(words[index - 1].text)) { continue }
            var verb = index + 1
            guard adjoins(index) else { continue }
            if auxiliary == .causative {
                guard causedObjects.contains(words[verb].text), adjoins(verb) else { continue }
                verb += 1
            } else if Words.equal(words[verb].text, not) {
                guard adjoins(verb) else { continue }
                verb += 1
            } else if auxiliary == .doing {
                continue
            }
            if adverbs.contains(words[verb].text) {
                guard adjoins(verb) else { continue }
                verb += 1
            }
            // must to sign in: a modal takes the base form without to.
            if auxiliary == .modal, Words.equal(words[verb].text, to), adjoins(verb), forms.isBase(words[verb + 1].text) {
                found.append(infinitiveAfter(words[index...verb + 1], lead: word))
                continue
            }
            let written = words[verb].text
            guard written.utf8.count >= 2, written.utf8.allSatisfy({ $0 &- 0x61 < 26 }) else { continue }
            if auxiliary == .causative, !written.utf8.suffix(3).elementsEqual("ing".utf8) { continue }
            let meant: String
            var passive: String?
            if auxiliary == .have {
                guard let participle = forms.participle(ofPast: written) else { continue }
                meant = participle
            } else {
                // You can chose → choose is text.confusable's.
                if verb == index + 1, Words.equal(written, chose) { continue }
                guard let base = forms.base(of: written) else { continue }
                meant = base
                // can used to: the base form (can use) or the passive (can be used);
                // with an object after it the verb is active.
                if auxiliary == .modal || auxiliary == .infinitive, forms.isParticiple(written), !(adjoins(verb) && objects.contains(words[verb + 1].text)) {
                    passive = written
                }
            }
            if isInQuestion(words[verb], of: value) { continue }
            // will left align: left says how, before a verb of its own.
            if Words.equal(written, left), adjoins(verb), sidesOf.contains(words[verb + 1].text) { continue }
            let phrase = words[index...verb].map(\.text).joined(separator: " ")
            let lead = words[index..<verb].map(\.text).joined(separator: " ")
            let range = words[verb].offset..<words[verb].offset + written.count
            let after = switch auxiliary {
            case .causative: "\(word) \(words[index + 1].text)"
            case .infinitive: "\(words[index - 1].text) \(word)"
            default: word
            }
            if let passive {
                found.append(ValueFinding(
                    message: "“\(phrase)”: after \(after) a verb takes the base form, or be and the participle; write “\(lead) \(meant)” or “\(lead) be \(passive)”",
                    range: range, replacement: nil))
            } else {
                let form = auxiliary == .have ? "the past participle" : "the base form"
                found.append(ValueFinding(
                    message: "“\(phrase)”: after \(after) a verb takes \(form); write “\(lead) \(meant)”",
                    range: range, replacement: meant))
            }
        }
        return found
    }

    /// The finding for to and a verb after `lead` (a modal, let's), which
    /// takes the verb's base form without to (must to sign in).
    private static func infinitiveAfter(_ phrase: ArraySlice<TextSegments.Segment>, lead: String) -> ValueFinding {
        let to = phrase[phrase.endIndex - 2], verb = phrase[phrase.endIndex - 1]
        let written = phrase.map(\.text).joined(separator: " ")
        let meant = phrase.dropLast(2).map(\.text).joined(separator: " ") + " " + verb.text
        return ValueFinding(
            message: "“\(written)”: after \(lead) a verb takes the base form without to; write “\(meant)”",
            range: to.offset..<verb.offset + verb.text.count, replacement: verb.text)
    }

    /// The finding for to at `index` where the words before it take no
    /// infinitive: a verb that takes -ing (recommend to turn: recommend
    /// turning), or "Are you sure to", which asks whether you want to.
    private static func wrongComplement(at index: Int, _ words: [TextSegments.Segment], forms: VerbForms,
                                        adjoins: (Int) -> Bool) -> ValueFinding? {
        guard index > 0, adjoins(index - 1), adjoins(index) else { return nil }
        let lead = words[index - 1].text, verb = words[index + 1].text
        // A verb after to, not a place or a person (recommend to friends).
        guard forms.isBase(verb) else { return nil }
        // It is recommend to have: the slip is recommend's, not to's.
        if gerundLeads.contains(lead), !(index > 1 && adjoins(index - 2) && beWords.contains(words[index - 2].text)) {
            let ing = VerbForms.presentParticiple(of: verb)
            return ValueFinding(
                message: "“\(lead) to \(verb)”: \(lead) takes a verb in -ing, not to; write “\(lead) \(ing)”",
                range: words[index].offset..<words[index + 1].offset + verb.count, replacement: ing)
        }
        if Words.equal(lead, sure), index >= 3, adjoins(index - 3), adjoins(index - 2), Words.equal(words[index - 2].text, you),
           Words.equal(words[index - 3].text, are) {
            let asked = words[index - 3...index + 1].map(\.text).joined(separator: " ")
            return ValueFinding(
                message: "“\(asked)”: sure takes no infinitive when it asks; write “\(words[index - 3].text) you sure you want to \(verb)”",
                range: words[index].offset..<words[index].offset + 2, replacement: "you want to")
        }
        return nil
    }

    /// The finding for be at `index` before a verb that takes no passive
    /// (is failed: failed; is consisted of: consists of; has been
    /// occurred: has occurred), or nil. Not before by, which names a doer
    /// (was failed by the grader).
    private static func intransitivePassive(at index: Int, _ words: [TextSegments.Segment], forms: VerbForms,
                                            adjoins: (Int) -> Bool) -> ValueFinding? {
        let be = words[index].text, written = words[index + 1].text
        let isEvent = intransitiveEvents.contains(written)
        guard isEvent || intransitiveStates.contains(written), written.utf8.allSatisfy({ $0 &- 0x61 < 26 }),
              !(adjoins(index + 1) && Words.equal(words[index + 2].text, by)),
              let base = forms.base(of: written) else { return nil }
        let lowered = be.lowercased()
        let meant: String
        if Words.equal(be, Self.be) {
            // will be happened → will happen: a modal or to keeps the base.
            var first = index - 1
            if first > 0, adjoins(first), Words.equal(words[first].text, not) { first -= 1 }
            guard first >= 0, adjoins(first), modals.contains(words[first].text) || Words.equal(words[first].text, to)
            else { return nil }
            let lead = words[first..<index].map(\.text).joined(separator: " ")
            return ValueFinding(
                message: "“\(lead) \(be) \(written)”: \(base) takes no object, so no passive; write “\(lead) \(base)”",
                range: words[index].offset..<words[index + 1].offset + written.count, replacement: base)
        } else if Words.equal(be, been) {
            // has been failed → has failed: have keeps the participle.
            guard index > 0, adjoins(index - 1), haveWords.contains(words[index - 1].text) else { return nil }
            meant = written
        } else if isEvent || lowered == "was" || lowered == "were" {
            meant = written
        } else {
            meant = lowered == "is" ? base + "s" : base
        }
        let replacement = ReplacementCase.casedLike(be, meant)
        let start = words[index].offset
        return ValueFinding(
            message: "“\(be) \(written)”: \(base) takes no object, so no passive; write “\(replacement)”",
            range: start..<words[index + 1].offset + written.count, replacement: replacement)
    }

    /// Whether the sentence `word` is in ends with a question mark, past
    /// closing quotes: a question puts its subject after the modal (Can
    /// shared albums be edited?).
    private static func isInQuestion(_ word: TextSegments.Segment, of value: String) -> Bool {
        guard let sentence = TextSegments.sentences(value).last(where: { $0.offset <= word.offset }) else { return false }
        return sentence.text.last(where: { !" \"'”’)".contains($0) }) == "?"
    }
}
