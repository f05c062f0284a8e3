import HelpCore

/// A noun of one word written where its verb of two belongs: "Backup your
/// photos", "to setup".
public struct PhrasalVerbRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "text.phrasal-verb",
        summary: "The verb is two words where its noun is one: back up, set up, sign in",
        rationale: """
            Apple's copy keeps a noun and its verb apart: a backup, but back up your photos; the setup, \
            but set up your account; a checkout, but check out. The noun written for the verb passes the \
            spelling check, since it is a word, and readers trip on it. helpc reports a noun of \
            words/phrasal-verbs.en.txt (backup, setup, login, checkout, signup, shutdown…; a project adds \
            its own in content/words/phrasal-verbs.en.txt) where it can only be the verb: starting a \
            sentence as its command with an object after it (or an adjective that stands only before \
            its noun: Setup automatic payments, Backup new photos; Setup complete passes) or with, now, \
            again, automatically or using \
            or to and a verb of purpose, or to your and a place that ends the sentence or goes on with a \
            purpose (Backup your photos, Login with Apple ID, Backup now, Login to continue, Login to your \
            account.; not Setup in progress, Login to iCloud failed, Login to your account failed), after please or kindly, a modal \
            verb (can, will, must…), you, and, or then, or an adverb such as automatically, always or regularly (Please login to continue; The app will \
            automatically backup your photos; first only as an adverb, not after first login or your first backup), or after to with an \
            object, a name, a preposition or the sentence's end after it (to setup the app, to setup \
            iCloud; not to backup settings, a destination's noun), and likewise after and, or and \
            then; and anywhere before the preposition only its verb takes (Logout of iCloud, Signup \
            for the newsletter). login and logout are \
            reported with Apple's sign in and sign out. A capitalized noun inside a sentence is a name \
            (Setup Assistant, go to Setup), and the noun before a noun is left alone (backup settings, \
            the login window), and so are a noun joined by and or or to a preposition's noun (at startup and \
            shutdown) and a dotted name (checkout.defaultRemote). The other way round, the verb's two words after \
            a determiner and before a word that shows a noun (is, failed, process, screen, page…) are the noun \
            written apart: the set up is complete, your back up failed, the check out page (setup, backup, \
            checkout; log in and sign in, whose first word is a noun too, are left). `helpc fix` writes the verb, or the noun.
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="backup.hint"><text xml:lang="en">↓Backup your recipes before you update.</text><text xml:lang="ko">업데이트하기 전에 레시피를 백업하세요.</text></string>
                """#),
            Example(#"""
                <string id="login.button"><text xml:lang="en">↓Login with Apple. ↓Login to continue.</text><text xml:lang="ko">Apple로 로그인하세요. 계속하려면 로그인하세요.</text></string>
                """#),
            Example(#"""
                <string id="payments.hint"><text xml:lang="en">↓Setup automatic payments in a few steps.</text><text xml:lang="ko">몇 단계만으로 자동 결제를 설정하세요.</text></string>
                """#),
            Example(#"""
                <string id="sync.hint"><text xml:lang="en">You need to ↓setup iCloud first. Please ↓login to continue. The app will automatically ↓backup your recipes.</text><text xml:lang="ko">먼저 iCloud를 설정해야 합니다. 계속하려면 로그인하세요.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="backup.hint"><text xml:lang="en">Back up your recipes before you update: a backup keeps them safe.</text><text xml:lang="ko">업데이트하기 전에 레시피를 백업하세요.</text></string>
                """#),
            Example(#"""
                <string id="setup.hint"><text xml:lang="en">Setup Assistant opens after the login window. Backup settings are in the setup screen; go to Setup.</text><text xml:lang="ko">로그인 윈도우 다음에 설정 지원이 열립니다.</text></string>
                """#),
            Example(#"""
                <string id="setup.status"><text xml:lang="en">Setup in progress. Backup from yesterday. Login to iCloud failed. Backup to external drive. Setup complete.</text><text xml:lang="ko">설정 중. 어제 백업.</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        Self.findings(in: item.value, verbs: context.lexicon.phrasalVerbs).map { found in
            context.diagnostic(Self.message(found), about: item, offset: found.range.lowerBound,
                               fix: item.fix(replacing: found.range, with: found.verb))
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return Self.findings(in: text.value, verbs: context.lexicon.phrasalVerbs).map { found in
            context.diagnostic(Self.message(found), about: text, offset: found.range.lowerBound,
                               fix: text.fix(replacing: found.range, with: found.verb))
        }
    }

    private static func message(_ found: Finding) -> String {
        found.nounWrittenApart
            ? "“\(found.written)” here is the noun, written as one word: “\(found.verb)”"
            : "“\(found.written)” is a noun; the verb is “\(found.verb)”"
    }

    struct Finding: Equatable {
        /// Characters of the noun in the text.
        var range: Range<Int>
        var written: String
        /// The verb, capitalized where the noun was (or the noun, where
        /// the verb was written for it).
        var verb: String
        /// Whether the verb's two words were written for the noun (the set up is complete).
        var nounWrittenApart = false
    }

    /// Words before the noun that make it a verb: an infinitive, a request,
    /// a modal verb, a subject, a verb joined to the one before.
    static let verbContexts: Set<String> = [
        "to", "please", "can", "can’t", "can't", "cannot", "could", "will", "won’t", "won't", "would", "should", "must",
        "may", "might", "you", "we", "i", "and", "or", "then", "also", "first", "don’t", "don't", "doesn’t", "doesn't",
        "didn’t", "didn't", "you’ll", "you'll", "we’ll", "we'll", "let’s", "let's", "easily", "quickly", "kindly",
        // An adverb of how or how often between a subject or a modal and
        // its verb (will automatically backup, always login first).
        "automatically", "regularly", "always", "never", "manually", "securely", "safely", "instantly", "usually",
        "often", "sometimes", "simply",
    ]

    /// Words of `verbContexts` a noun may follow too (go to backup
    /// settings, photos and backup files): after them the noun is a verb
    /// only with an object, a name, a preposition or the clause's end after it.
    static let nounMayFollow: Set<String> = ["to", "and", "or", "then", "also", "first"]

    /// Words before "first" that make it an adjective of the noun after it
    /// (after first login, your first backup), not an adverb before a verb.
    static let determinersBeforeFirst: Set<String> = [
        "after", "before", "on", "upon", "at", "since", "until", "your", "the", "their", "his", "her", "my", "our", "its",
        "a", "every", "each",
    ]

    /// Words after the noun that are its object: a determiner or a pronoun.
    static let objects: Set<String> = [
        "your", "the", "a", "an", "my", "our", "his", "her", "their", "this", "that", "these", "those", "it", "them",
        "everything", "all", "any", "some", "each", "every",
    ]

    /// Words after the noun that follow a verb, not a noun, once a verb's
    /// context comes before it (Please login to continue; to setup with
    /// iCloud).
    static let afterVerb: Set<String> = [
        "to", "with", "in", "on", "for", "from", "before", "after", "using", "when", "now", "again", "automatically",
        "regularly", "first", "later",
    ]

    /// Words after a noun starting a sentence that make it a command, as
    /// an object does: Login with Apple ID, Backup now. Not "to", "in" or
    /// "for" (Login to iCloud failed, Setup in progress, Backup for
    /// iPhone), nor "from" (Backup from yesterday), which follow the noun
    /// as often.
    static let afterCommand: Set<String> = ["with", "now", "again", "automatically", "using"]

    /// Adjectives that stand only before a noun, which after a noun
    /// starting a sentence make it a command with an object: Setup
    /// automatic payments, Backup new photos. Not complete, successful or
    /// required, which follow a noun as its news (Setup complete).
    static let attributivesAfterCommand: Set<String> = [
        "automatic", "new", "recurring", "custom", "multiple", "additional", "two-factor", "several", "both", "extra",
    ]

    /// Verbs of a purpose after "to" that make a noun starting a sentence
    /// a command (Login to continue, Setup to start recording), where a
    /// place or a name after "to" leaves it a noun (Login to iCloud
    /// failed, Backup to external drive): UI copy's usual purposes.
    static let purposes: Set<String> = [
        "continue", "proceed", "sync", "save", "use", "see", "view", "access", "start", "get", "share", "download",
        "keep", "add", "open", "edit", "manage", "buy", "restore", "join", "play", "read", "watch", "send", "create",
        "find", "try", "finish", "complete", "unlock", "record", "track", "connect", "comment", "post", "reply", "vote",
        "subscribe", "upload", "print", "order", "book", "pay", "learn",
    ]

    /// A preposition that follows one noun's verb and never the noun:
    /// log out of iCloud, sign up for the newsletter (the logout screen,
    /// a signup form).
    static let verbParticles: [String: String] = [
        "logout": "of", "log-out": "of", "signout": "of", "sign-out": "of", "logoff": "of",
        "signup": "for", "sign-up": "for",
    ]

    static func findings(in value: String, verbs: PhrasalVerbs) -> [Finding] {
        guard !verbs.isEmpty else { return [] }
        let words = TextSegments.words(value)
        var characters: [Character]?
        var found: [Finding] = []
        for (index, word) in words.enumerated() {
            // Every noun of the list is ASCII and five letters or more.
            guard word.text.utf8.count >= 5, let first = word.text.utf8.first, first < 0x80,
                  let verb = verbs.verb(of: word.text) else { continue }
            let capitalized = (0x41...0x5A).contains(first)
            guard !capitalized || word.text.dropFirst().allSatisfy({ $0.isLowercase || $0 == "-" }) else { continue }
            let text = characters ?? Array(value)
            characters = text
            let before = gap(text, from: index == 0 ? 0 : words[index - 1].offset + words[index - 1].text.count, to: word.offset)
            let startsSentence = index == 0 || before.contains { ".!?:".contains($0) }
            // A capital inside a sentence makes a name (Setup Assistant, go to Setup).
            if capitalized && !startsSentence { continue }
            let next = index + 1 < words.count ? words[index + 1] : nil
            let after = gap(text, from: word.offset + word.text.count, to: next?.offset ?? text.count)
            // checkout.defaultRemote, login.c: a name of dotted parts.
            if next != nil, after.contains("."), !after.contains(where: \.isWhitespace) { continue }
            let endsClause = next == nil || after.contains { ".,;:!?)".contains($0) }
            let following = endsClause ? nil : next?.text
            let nextWord = following?.lowercased()
            let isVerb: Bool
            if let nextWord, verbParticles[word.text.lowercased()] == nextWord {
                isVerb = true
            } else if startsSentence {
                isVerb = nextWord.map { objects.contains($0) || afterCommand.contains($0) || attributivesAfterCommand.contains($0) } ?? false
                    || (nextWord == "to" && index + 2 < words.count && purposes.contains(words[index + 2].text)
                        && gap(text, from: next!.offset + 2, to: words[index + 2].offset).elementsEqual([" "]))
                    || (nextWord == "to" && Self.goesToYourPlace(words, from: index + 2, in: text))
            } else if index > 0, let previous = Self.wordBefore(words[index - 1], gap: before),
                      verbContexts.contains(previous),
                      // after first login, your first backup: first there is an adjective.
                      !(index > 1 && previous == "first"
                        && determinersBeforeFirst.contains(words[index - 2].text.lowercased())) {
                // After a modal verb or a subject only a verb can follow
                // (You can setup iCloud); after "to" or "and" a noun may
                // (go to backup settings), so what follows must say it is
                // a verb: a determiner, a preposition, a name.
                if !nounMayFollow.contains(previous) {
                    isVerb = true
                } else if let following, let nextWord {
                    isVerb = objects.contains(nextWord) || afterVerb.contains(nextWord) || following.contains { $0.isUppercase }
                } else {
                    // at startup and shutdown., after installation and setup.:
                    // a noun joined to a noun after a preposition.
                    isVerb = !Self.joinsNounAfterPreposition(index, words)
                }
            } else {
                isVerb = false
            }
            guard isVerb else { continue }
            let written = verb.prefix(1).uppercased() + verb.dropFirst()
            found.append(Finding(range: word.offset..<word.offset + word.text.count, written: word.text,
                                 verb: capitalized ? written : verb))
        }
        let apart = nounsWrittenApart(in: value, words)
        return apart.isEmpty ? found : found + apart
    }

    /// The word right before the noun, lowercased, with only spaces
    /// between; an ampersand between is "and" (Click Done &amp; setup your
    /// account). Nil after any other mark.
    static func wordBefore(_ word: TextSegments.Segment, gap: some Collection<Character>) -> String? {
        var ampersands = 0
        for character in gap where character != " " {
            guard character == "&" else { return nil }
            ampersands += 1
        }
        switch ampersands {
        case 0: return word.text.lowercased()
        case 1: return "and"
        default: return nil
        }
    }

    /// Verbs of two words whose noun is one, each with its noun, for the
    /// other way round: "the set up is complete", "your back up failed".
    /// Not log in or sign in, whose first word is a noun of its own (the
    /// log in Console), nor the nouns Apple's copy hyphenates (sign-in, pop-up).
    static let nounsOfVerbs: [(verb: [UInt8], particle: [UInt8], noun: String)] = [
        ("set", "up", "setup"), ("back", "up", "backup"), ("check", "out", "checkout"), ("shut", "down", "shutdown"),
        ("clean", "up", "cleanup"), ("pick", "up", "pickup"), ("roll", "back", "rollback"), ("look", "up", "lookup"),
    ].map { (Array($0.0.utf8), Array($0.1.utf8), $0.2) }
    /// The verbs' particles, asked first: every English word is.
    static let particlesOfNouns = ASCIIWordList(["up", "out", "down", "back"])
    /// Determiners before the noun.
    static let determinersOfNoun = ASCIIWordList(["the", "a", "your", "this", "my", "our", "their", "its", "every", "each"])
    /// Words after it that show a noun: its verb or a noun it modifies.
    static let afterNoun = ASCIIWordList([
        "is", "was", "has", "will", "failed", "fails", "completes", "complete", "completed", "finished", "process", "screen",
        "page", "button", "form", "flow", "options", "file", "files", "settings", "assistant", "guide", "wizard", "time",
        "date", "location", "code", "window", "step", "steps", "instructions", "table", "tool", "tools", "takes", "may",
        "can", "didn't", "didn’t", "isn't", "isn’t", "wasn't", "wasn’t",
    ])

    /// Whether `word` may be up, out, down or back, by its length and its
    /// first byte read in place: every English word is asked.
    @inline(__always)
    private static func mayBeParticle(_ word: String) -> Bool {
        word.utf8.withContiguousStorageIfAvailable { bytes in
            guard (2...4).contains(bytes.count) else { return false }
            let first = bytes[0] | 0x20
            return first == UInt8(ascii: "u") || first == UInt8(ascii: "o") || first == UInt8(ascii: "d") || first == UInt8(ascii: "b")
        } ?? true
    }

    /// A verb of two words after a determiner, before a word that shows a
    /// noun: the set up is complete → setup, your back up failed → backup.
    static func nounsWrittenApart(in value: String, _ words: [TextSegments.Segment]) -> [Finding] {
        guard words.count >= 4 else { return [] }
        var found: [Finding] = []
        for index in 2..<(words.count - 1) where mayBeParticle(words[index].text) && particlesOfNouns.contains(words[index].text) {
            let verb = words[index - 1], particle = words[index]
            guard let pair = nounsOfVerbs.first(where: {
                      ASCIIWordList.equal(verb.text, $0.verb) && ASCIIWordList.equal(particle.text, $0.particle)
                  }),
                  determinersOfNoun.contains(words[index - 2].text), afterNoun.contains(words[index + 1].text) else { continue }
            guard WordPlaces.areOneSpaceApart(words[(index - 2)...(index + 1)], TextSegments.characters(value)) else { continue }
            let noun = verb.text.first!.isUppercase ? pair.noun.prefix(1).uppercased() + pair.noun.dropFirst() : pair.noun
            found.append(Finding(range: verb.offset..<particle.offset + particle.text.count, written: "\(verb.text) \(particle.text)",
                                 verb: noun, nounWrittenApart: true))
        }
        return found
    }

    /// Prepositions that a noun phrase follows, read back from "and" or "or".
    static let prepositions: Set<String> = [
        "at", "after", "before", "during", "for", "like", "of", "on", "in", "from", "with", "by", "until", "than",
        "between", "about",
    ]

    /// Whether the noun at `index`, after and or or and ending its clause,
    /// joins a noun of a preposition's phrase (at startup and shutdown,
    /// after the initial fetch and checkout), up to four words back.
    static func joinsNounAfterPreposition(_ index: Int, _ words: [TextSegments.Segment]) -> Bool {
        guard index >= 2, ["and", "or"].contains(words[index - 1].text.lowercased()) else { return false }
        return words[max(0, index - 6)..<(index - 2)].contains { prepositions.contains($0.text.lowercased()) }
    }

    /// Whether words from `start` are a place of the reader's (your account,
    /// your Mac) that ends the sentence or goes on with a purpose (to
    /// continue): Login to your account. and Login to your account to
    /// sync are commands; Login to your account failed is a noun's news.
    static func goesToYourPlace(_ words: [TextSegments.Segment], from start: Int, in text: [Character]) -> Bool {
        guard start >= 1, start + 1 < words.count, words[start].text.lowercased() == "your" else { return false }
        let to = words[start - 1], your = words[start], place = words[start + 1]
        // One space between each word, as after a verb of purpose.
        guard gap(text, from: to.offset + to.text.count, to: your.offset).elementsEqual([" "]),
              gap(text, from: your.offset + your.text.count, to: place.offset).elementsEqual([" "]) else { return false }
        let end = place.offset + place.text.count
        if end == text.count || ".!".contains(text[end]) { return true }
        guard start + 3 < words.count, words[start + 2].text == "to", purposes.contains(words[start + 3].text) else { return false }
        return gap(text, from: end, to: words[start + 2].offset).elementsEqual([" "])
    }

    private static func gap(_ characters: [Character], from start: Int, to end: Int) -> ArraySlice<Character> {
        guard start <= end, end <= characters.count else { return [] }
        return characters[start..<end]
    }
}
