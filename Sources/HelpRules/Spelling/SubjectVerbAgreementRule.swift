import HelpCore

/// A verb that disagrees with the subject right before it: "Your changes
/// has been saved", "Some accessories requires an update", "Each photo
/// have a date".
public struct SubjectVerbAgreementRule: ValueRule {
    public static let description = RuleDescription(
        id: "text.agreement",
        summary: "A verb agrees with the subject before it: your changes have, each photo has",
        rationale: """
            Copy edited in a hurry keeps a verb from an earlier wording: "Your change has been saved" \
            becomes "Your changes has been saved", "This accessory requires an update" becomes "Some \
            accessories requires an update". Every word is spelt right, so a spelling check passes it, \
            and readers stumble on it at once. helpc reports a subject of a determiner and a noun that \
            starts a sentence or a clause (after a comma, but, if, when, because…; and only after a comma, as it joins nouns too); \
            a plural noun with no determiner (if options is set) may name a setting or a variable, and passes with its verb \
            right after it, unless an adjective opens the subject (Downloaded episodes takes, New episodes appears: a \
            participle in -ed or new, old, other, recent, unread…; not after that, where the words may be a clause's own): a plural noun after your, the, these, those, all, some, many, my, our or \
            their before is, was, has, does and their negatives or a verb of copy in -s (requires, \
            appears, syncs…), a singular noun after this, each, every, either, neither, the, your, my, our or their before are, have, \
            do and their negatives, and each, one or every one of such a plural before are, have or do (Each of the photos have \
            a caption: has; either and neither of a plural may take a plural verb, none takes either, and pass) (If the server don't respond: doesn't; were may be the subjunctive, \
            as if the image were visible, and passes; so do the rest, the following and the first two, \
            which stand for plurals). Only a lower-case noun counts (Photos is an app), and not a word that \
            is singular in -s (news, series, analytics, status, process) or plural without one (people, \
            data, media). A noun inside a phrase (Sharing your photos is easy; the size of your photos is; \
            photos from every trip are) is no subject, and passes; so does a name after a noun of code or an option (the \
            field revents is, the option maxtries is), the last words of all but (all but the first are), a singular subject after that with have or do (required that every partition \
            have: the subjunctive), and a subject after since or until, prepositions too. `helpc fix` writes the verb that \
            agrees.
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="saved"><text xml:lang="en">Your changes ↓has been saved. Some accessories ↓requires an update, and all photos ↓isn’t synced.</text><text xml:lang="ko">변경 사항이 저장되었습니다. 일부 액세서리는 업데이트가 필요하며 일부 사진이 동기화되지 않았습니다.</text></string>
                """#),
            Example(#"""
                <string id="dated"><text xml:lang="en">Each photo ↓have a date. If this album ↓are shared, every member ↓aren’t told.</text><text xml:lang="ko">각 사진에는 날짜가 있습니다. 이 앨범을 공유하면 모든 구성원에게 알립니다.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="saved"><text xml:lang="en">Your changes have been saved. Sharing your photos is easy, and the size of your photos is shown. Photos from every trip are here.</text><text xml:lang="ko">변경 사항이 저장되었습니다.</text></string>
                """#),
            Example(#"""
                <string id="news"><text xml:lang="en">The news is on. Your Photos is open. The people are here, this data is new, and each one has a name.</text><text xml:lang="ko">뉴스가 켜져 있습니다.</text></string>
                """#),
        ])

    public init() {}

    typealias Words = ASCIIWordList

    /// Determiners before a plural subject, and before a singular one.
    private static let pluralDeterminers = Words(["your", "the", "these", "those", "all", "some", "many", "my", "our", "their", "both", "several"])
    private static let singularDeterminers = Words(["this", "each", "every", "another", "either", "neither", "the", "your", "my", "our", "their"])

    /// Verbs of a singular subject, each with the form a plural one takes.
    private static let singularVerbs: [(word: [UInt8], plural: String)] = [
        ("is", "are"), ("was", "were"), ("has", "have"), ("does", "do"), ("isn't", "aren't"), ("isn’t", "aren’t"),
        ("wasn't", "weren't"), ("wasn’t", "weren’t"), ("hasn't", "haven't"), ("hasn’t", "haven’t"),
        ("doesn't", "don't"), ("doesn’t", "don’t"),
        ("requires", "require"), ("needs", "need"), ("appears", "appear"), ("includes", "include"),
        ("supports", "support"), ("works", "work"), ("syncs", "sync"), ("contains", "contain"), ("remains", "remain"),
        ("stays", "stay"), ("seems", "seem"), ("belongs", "belong"), ("expires", "expire"), ("matches", "match"),
        ("goes", "go"), ("runs", "run"), ("disappears", "disappear"), ("happens", "happen"), ("exists", "exist"),
        ("allows", "allow"), ("costs", "cost"), ("becomes", "become"), ("applies", "apply"), ("lets", "let"),
        ("makes", "make"), ("gets", "get"), ("takes", "take"), ("keeps", "keep"), ("uses", "use"), ("helps", "help"),
    ].map { (Array($0.0.utf8), $0.1) }
    /// Verbs of a plural subject, each with the form a singular one takes.
    private static let pluralVerbs: [(word: [UInt8], singular: String)] = [
        // Not were: if the server were down, as if the image were visible (the subjunctive).
        ("are", "is"), ("have", "has"), ("do", "does"), ("aren't", "isn't"), ("aren’t", "isn’t"),
        ("haven't", "hasn't"), ("haven’t", "hasn’t"),
        ("don't", "doesn't"), ("don’t", "doesn’t"),
    ].map { (Array($0.0.utf8), $0.1) }
    /// A verb read: the form that agrees with the other number, and
    /// whether the verb written is the singular one.
    private struct Verb {
        let word: [UInt8]
        let agreeing: String
        let isSingular: Bool
    }
    /// The verbs by their byte count, for a word that passes the letter test.
    private static let verbsByLength: [[Verb]] = {
        var byLength = [[Verb]](repeating: [], count: 12)
        for (word, plural) in singularVerbs { byLength[word.count].append(Verb(word: word, agreeing: plural, isSingular: true)) }
        for (word, singular) in pluralVerbs { byLength[word.count].append(Verb(word: word, agreeing: singular, isSingular: false)) }
        return byLength
    }()
    /// For each length, a bit for each pair of first and last letters a
    /// verb of that length has (26 × 27 bits in 11 words: the last may be
    /// ’ of don’t, bit 26): nearly every word is ruled out by one load.
    private static let letterPairs: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 12 * 11)
        for verbs in verbsByLength {
            for verb in verbs {
                let pair = pairIndex(verb.word[0], verb.word[verb.word.count - 1])!
                bits[verb.word.count * 11 + pair >> 6] |= 1 << UInt64(pair & 63)
            }
        }
        return bits
    }()

    @inline(__always)
    private static func pairIndex(_ first: UInt8, _ last: UInt8) -> Int? {
        let first = Int((first | 0x20) &- 0x61)
        guard first < 26 else { return nil }
        let lowered = Int((last | 0x20) &- 0x61)
        return first * 27 + (lowered < 26 ? lowered : 26)
    }

    /// Whether `word` may be a verb this rule reads, told by its length
    /// and its first and last bytes in place; `pairs` is `letterPairs`,
    /// read once for a text rather than once a word.
    @inline(__always)
    private static func mayBeVerb(_ word: String, _ pairs: [UInt64]) -> Bool {
        let count = word.utf8.count
        guard count >= 2, count < 12 else { return false }
        let passes = word.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let pair = pairIndex(bytes[0], bytes[count - 1]) else { return false }
            return pairs[count &* 11 &+ pair &>> 6] & (1 << UInt64(pair & 63)) != 0
        }
        return passes ?? true
    }

    /// The verb `word` is, for a word `mayBeVerb` let through.
    private static func verb(_ word: String) -> Verb? {
        let count = word.utf8.count
        guard count >= 2, count < 12 else { return nil }
        return verbsByLength[count].first { Words.equal(word, $0.word) }
    }

    /// Words before a subject that start its clause.
    private static let clauseOpeners = Words([
        // Not since and until, prepositions too (entries changed since the last command are marked).
        "but", "so", "if", "when", "because", "while", "unless", "once", "that", "then",
        "whether", "although", "though", "where",
    ])
    /// Plurals in -s that are singular, nouns for a singular or plural
    /// thing alike, or no noun.
    private static let notPlural = Words([
        "news", "series", "species", "means", "lens", "gas", "canvas", "atlas", "chaos", "ethos", "always", "perhaps",
        "plus", "thus", "yes", "this", "its", "sometimes", "his", "hers", "ours", "yours", "theirs", "whereas", "besides",
        "headquarters", "mumps", "measles", "billiards", "thanks", "odds", "diabetes", "physics", "kudos", "bonus",
        "alias", "bias", "depends",
        // Verbs in -s that name nothing (where the error occurs is).
        "occurs", "fails", "succeeds", "refers", "differs", "varies", "says", "knows", "wants", "tries", "gives",
        "thinks",
    ])
    /// Nouns without -s that are plural or either (people are, data is or are).
    private static let notSingular = Words([
        "data", "media", "people", "staff", "police", "criteria", "children", "men", "women", "feet", "teeth", "mice",
        "much", "many", "long", "far", "little", "often", "few", "more", "most", "other", "same", "such", "time", "way",
        "week", "day", "year", "month",
        // Modals and adverbs between a pronoun and its verb: this would have, each may have, this still has.
        "will", "would", "should", "could", "might", "must", "may", "can", "shall", "cannot", "also", "still", "just",
        "only", "never", "now", "then", "already", "again", "not", "too", "even", "all", "both", "one's",
        // Pronouns and the words of grammar, which no determiner takes as its noun.
        "you", "they", "she", "them", "the", "and", "but", "for", "with", "from", "that", "this", "what", "which",
        "who", "your", "our", "their", "her",
        // Words that stand for a plural after the (the rest are, the following are, the first two are).
        "rest", "following", "former", "latter", "remaining", "remainder", "majority", "minority", "none", "two",
        "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "dozen", "hundred", "thousand",
        "either", "neither", "nor",
        // Latin plurals (their quanta are).
        "quanta", "phenomena", "bacteria", "alumni", "stimuli", "corpora", "genera", "strata", "errata",
    ])
    /// Nouns of code before a name (the field revents is, the parameter
    /// options is): the word after them is a name, whatever its number.
    private static let namingNouns = Words([
        "field", "parameter", "argument", "variable", "function", "flag", "keyword", "attribute", "property",
        "method", "macro", "struct", "member", "column", "option", "line", "expression", "directive", "setting", "command",
        "element", "tag", "module", "package", "header",
    ])

    public static func findings(in value: String) -> [ValueFinding] {
        let words = TextSegments.words(value)
        guard words.count >= 3 else { return [] }
        var found: [ValueFinding] = []
        let pairs = letterPairs
        // The loop asks every English word, and only a few are verbs of
        // this rule's: what it does with one is a function of its own, so
        // the loop stays small enough to keep the byte test inline.
        for index in 2..<words.count where mayBeVerb(words[index].text, pairs) {
            if let read = verb(words[index].text), let finding = finding(read, at: index, words, value) {
                found.append(finding)
            }
        }
        return found
    }

    /// The finding for verb `read` at word `index`, when its subject before
    /// it doesn't agree.
    private static func finding(_ read: Verb, at index: Int, _ words: [TextSegments.Segment], _ value: String) -> ValueFinding? {
        // The noun's shape and the determiner first, from the words
        // alone: most verbs follow no subject of this rule's, and reading
        // the spaces between words costs more.
        let noun = words[index - 1].text
        if !read.isSingular, isPlural(noun), let finding = singularHeadFinding(read, at: index, words, value) {
            return finding
        }
        guard read.isSingular ? isPlural(noun) && !isReadVerb(noun) : isSingular(noun) else { return nil }
        let determiners = read.isSingular ? pluralDeterminers : singularDeterminers
        // The determiner right before the noun, or before one modifier
        // and the noun (your recent searches, each new photo).
        var at = index - 2
        if !determiners.contains(words[at].text) {
            if read.isSingular, isBareAdjective(words[at].text), adjoins(at, words, value), opensClause(at, words, value),
               !(at > 0 && Words.equal(words[at - 1].text, thatWord)) {
                // Downloaded episodes takes space: an adjective that opens
                // the clause makes the plural noun after it the subject.
                return agreementFinding(read, subject: at, verb: index, words)
            }
            guard at > 0, isModifier(words[at].text), !namingNouns.contains(words[at].text),
                  determiners.contains(words[at - 1].text) else { return nil }
            at -= 1
        }
        guard (at..<index).allSatisfy({ adjoins($0, words, value) }), opensClause(at, words, value) else { return nil }
        // It is required that every partition have: the subjunctive after that.
        if !read.isSingular, at > 0, Words.equal(words[at - 1].text, thatWord) { return nil }
        // All but the first are indented: the subject is all.
        if !read.isSingular, at > 1, Words.equal(words[at - 1].text, butWord), Words.equal(words[at - 2].text, allWord) { return nil }
        return agreementFinding(read, subject: at, verb: index, words)
    }

    /// The finding for verb `read` at word `index` after a subject that
    /// starts at word `at`.
    private static func agreementFinding(_ read: Verb, subject at: Int, verb index: Int, _ words: [TextSegments.Segment]) -> ValueFinding {
        let verb = words[index].text
        let subject = words[at..<index].map(\.text).joined(separator: " ")
        let number = read.isSingular ? "plural" : "singular"
        return ValueFinding(message: "“\(subject) \(verb)”: a \(number) subject takes \(read.agreeing); write “\(subject) \(read.agreeing)”",
                            range: words[index].offset..<words[index].offset + verb.count, replacement: read.agreeing)
    }

    /// Adjectives that copy puts before a plural with no determiner (New
    /// episodes appear here).
    private static let bareAdjectives = Words(["new", "old", "other", "recent", "older", "newer", "unread", "hidden", "large", "small", "most"])

    /// Whether `word`, capitalized or not, is an adjective that may open a
    /// subject with no determiner: a participle in -ed (Downloaded,
    /// Selected, Shared) or one of `bareAdjectives`.
    private static func isBareAdjective(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        guard bytes.count >= 3, bytes.dropFirst().allSatisfy({ $0 &- 0x61 < 26 }), (bytes[0] | 0x20) &- 0x61 < 26 else { return false }
        if bytes.count >= 5, bytes[(bytes.count - 2)...].elementsEqual("ed".utf8) { return true }
        return bareAdjectives.contains(word)
    }

    /// Words that make a subject of one thing before of and a plural (each
    /// of the photos has); not none, or either and neither, which usage
    /// lets take a plural verb after of (neither of the options are).
    private static let singularHeads = Words(["each", "one"])
    private static let (ofWord, oneWord, everyWord) = (Array("of".utf8), Array("one".utf8), Array("every".utf8))

    /// The finding for a plural verb (are, have, do) after each or one of
    /// a plural that opens a clause: "Each of the
    /// photos have a caption", "One of your albums are shared".
    private static func singularHeadFinding(_ read: Verb, at index: Int, _ words: [TextSegments.Segment], _ value: String) -> ValueFinding? {
        var at = index - 2
        if at >= 0, !pluralDeterminers.contains(words[at].text) {
            guard at > 0, isModifier(words[at].text), pluralDeterminers.contains(words[at - 1].text) else { return nil }
            at -= 1
        }
        guard at >= 2, Words.equal(words[at - 1].text, ofWord), singularHeads.contains(words[at - 2].text),
              (at - 2..<index).allSatisfy({ adjoins($0, words, value) }) else { return nil }
        var start = at - 2
        // Every one of your photos.
        if Words.equal(words[start].text, oneWord), start > 0, Words.equal(words[start - 1].text, everyWord),
           adjoins(start - 1, words, value) {
            start -= 1
        }
        guard opensClause(start, words, value) else { return nil }
        let head = words[at - 2].text, verb = words[index].text
        let subject = words[start..<index].map(\.text).joined(separator: " ")
        return ValueFinding(message: "“\(subject) \(verb)”: the subject is “\(head.lowercased())”, which is singular; write “\(subject) \(read.agreeing)”",
                            range: words[index].offset..<words[index].offset + verb.count, replacement: read.agreeing)
    }

    /// Whether word `index + 1` follows word `index` after one space.
    private static func adjoins(_ index: Int, _ words: [TextSegments.Segment], _ value: String) -> Bool {
        WordPlaces.adjoins(index, words, value)
    }

    /// Whether the determiner at `index` starts a sentence or a clause,
    /// or follows all or both that do (All your contacts).
    private static func opensClause(_ index: Int, _ words: [TextSegments.Segment], _ value: String) -> Bool {
        if WordPlaces.startsSentence(at: index, words, value) || WordPlaces.followsComma(index, words, value) { return true }
        guard index > 0, adjoins(index - 1, words, value) else { return false }
        let before = words[index - 1].text
        if clauseOpeners.contains(before) { return true }
        // , and your files: and after a comma starts a clause.
        if Words.equal(before, andWord) && WordPlaces.followsComma(index - 1, words, value) { return true }
        return predeterminers.contains(before) && opensClause(index - 1, words, value)
    }
    private static let predeterminers = Words(["all", "both", "half"])
    private static let (andWord, thatWord, butWord, allWord) = (Array("and".utf8), Array("that".utf8), Array("but".utf8), Array("all".utf8))

    /// Whether `word` may stand between a determiner and its noun: a
    /// lower-case word of letters that is none of the verbs this rule
    /// reads (the app works is: works is the verb).
    private static func isModifier(_ word: String) -> Bool {
        let count = word.utf8.count
        // Not in -s: a verb of its own (this makes the, this removes several).
        guard count >= 3, word.utf8.allSatisfy({ $0 &- 0x61 < 26 }), word.utf8.last != UInt8(ascii: "s") else { return false }
        return !isReadVerb(word) && !clauseOpeners.contains(word) && !notSingular.contains(word)
    }

    /// Whether `word` is one of the verbs this rule reads.
    static func isReadVerb(_ word: String) -> Bool {
        verb(word) != nil
    }

    /// Every verb this rule reads, as written in its lists.
    static var readVerbs: [String] {
        (singularVerbs.map(\.word) + pluralVerbs.map(\.word)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A lower-case plural noun: four letters or more in -s, not -ss, -us,
    /// -is or -ics, and not one of `notPlural` (nor a word in -alias).
    static func isPlural(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        guard bytes.count >= 4, bytes.allSatisfy({ $0 &- 0x61 < 26 }), bytes[bytes.count - 1] == UInt8(ascii: "s") else { return false }
        let before = bytes[bytes.count - 2]
        guard before != UInt8(ascii: "s"), before != UInt8(ascii: "u"), before != UInt8(ascii: "i") else { return false }
        if bytes.count >= 5, bytes[(bytes.count - 3)...].elementsEqual("ics".utf8) { return false }
        if bytes.count >= 5, bytes[(bytes.count - 5)...].elementsEqual("alias".utf8) { return false }
        return !notPlural.contains(word)
    }

    /// A lower-case singular noun: three letters or more not in -s (or in
    /// -ss: each class), not in -ly, and not one of `notSingular`.
    static func isSingular(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        guard bytes.count >= 3, bytes.allSatisfy({ $0 &- 0x61 < 26 }) else { return false }
        if bytes[bytes.count - 1] == UInt8(ascii: "s"), bytes[bytes.count - 2] != UInt8(ascii: "s") { return false }
        if bytes[(bytes.count - 2)...].elementsEqual("ly".utf8) { return false }
        return !notSingular.contains(word)
    }
}
