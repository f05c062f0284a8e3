import Foundation
import HelpCore

/// A term found in copy.
public struct TermMatch: Sendable {
    /// The concept and term, held once by the index for every match of
    /// them: a match is copied into each item's matches and out of them by
    /// every terminology rule, and the two values' dozen references were
    /// counted on each copy.
    final class Source: Sendable {
        let concept: Concept
        let term: Term
        /// For a deprecated English term, the preferred terms of other
        /// concepts written with the same words: "double tap", deprecated
        /// for the verb double-tap, is the name of Apple Watch's gesture.
        let homonyms: [Term]

        init(concept: Concept, term: Term, homonyms: [Term] = []) {
            self.concept = concept
            self.term = term
            self.homonyms = homonyms
        }
    }

    let source: Source
    public var concept: Concept { source.concept }
    public var term: Term { source.term }
    /// Character offsets of the match in the copy.
    public var range: Range<Int>
    /// The copy as written at the match ("Clicking", "클릭").
    public var text: String
    /// For an inflected English verb, the suffix added to the base
    /// ("ing", "ed", "s"), so a replacement can take the same form.
    public var inflection: String
    /// A Korean name that is also an everyday word (설정: the Settings app,
    /// or any setting, as in 타이머 설정), where nothing around it says it
    /// is the name (설정 앱, 설정에서, 설정 > 일반, ‘설정’); or a name of the
    /// system an app gives its own window too, written as the app's
    /// (Ledger Settings, the app’s Settings, Ledger > 설정, 앱의 설정): on a
    /// Mac the app menu's Settings, not System Settings.
    public var isUncertainName = false
}

/// Every term of a termbase, indexed for matching copy in one pass: English
/// by word sequences with inflected forms (click, clicks, clicked, clicking;
/// tap, tapped, tapping; double-click and Control-click as words of their own
/// and by their last part), Korean by where words start, with 하다-verbs
/// matched only in their verb forms (클릭하여, 탭하세요, not 탭 목록) and nouns
/// not in theirs (설정에서, not 설정하세요). The longest match wins, so "Touch
/// surface" is never also "touch".
public final class TermIndex: Sendable {
    private struct Form: Sendable {
        var tokens: [String]
        var caseSensitive: Bool
        var inflection: String
        var source: TermMatch.Source
        /// A name of one word for some platforms only (Settings, Finder),
        /// which an app may give its own window or menu item too.
        var mayBeAnAppsOwn: Bool {
            tokens.count == 1 && source.term.partOfSpeech == "properNoun" && source.term.platforms != nil
                && !source.term.isDeprecated
        }
    }

    /// A class: the search walks a key's terms for every syllable that
    /// starts one, and copying a struct of six fields out of the list
    /// counted each reference.
    private final class Other: Sendable {
        /// What is searched: the term, or a -다 verb's stem.
        let characters: [Character]
        /// `characters` as scalars when each is one ASCII scalar or Hangul
        /// syllable (every term of the default termbase), for texts read
        /// by scalar.
        let scalars: [UInt32]?
        let isLatin: Bool
        /// A Hangul name of one word, which Korean also uses as an everyday word.
        let isEverydayWordToo: Bool
        /// A -다 verb searched by its stem, whose ending follows it.
        let isStemOfVerb: Bool
        let source: TermMatch.Source
        var term: Term { source.term }

        init(characters: [Character], scalars: [UInt32]?, isLatin: Bool, isEverydayWordToo: Bool, concept: Concept, term: Term) {
            self.characters = characters
            self.scalars = scalars
            self.isLatin = isLatin
            self.isEverydayWordToo = isEverydayWordToo
            isStemOfVerb = term.isVerb && term.text.hasSuffix("다") && characters.count < term.text.count
            source = TermMatch.Source(concept: concept, term: term)
        }
    }

    private let english: [String: [Form]]
    /// The pairs of ASCII bytes `english` keys start with: a word ruled
    /// out by them is no key, told without lowercasing and hashing it.
    private let englishKeyStarts: LeadingASCIIPairs
    /// Terms of other languages by their first character, longest first.
    private let others: [Character: [Other]]
    /// The keys of `others` composed (NFC), as scalars: a text's character
    /// that is one ASCII scalar or Hangul syllable is a key exactly when
    /// its scalar is here, told without hashing it as a `Character`.
    private let otherKeyScalars: Set<UInt32>
    /// `others` by the scalar of a key that composes to one ASCII scalar or
    /// Hangul syllable.
    private let othersByScalar: [UInt32: [Other]]
    /// The keys of `othersByScalar`: a syllable not among them starts no
    /// term, told without hashing it (most syllables of Korean copy start
    /// none).
    private let otherStarts: ScalarFilter

    public init(termbase: Termbase) {
        var english: [String: [Form]] = [:]
        var hangul: [(String, Concept, Term)] = []
        var latin: [(String, Concept, Term)] = []
        var preferredEnglish: [String: [(concept: String, term: Term)]] = [:]
        for concept in termbase.concepts {
            for term in concept.terms where Self.isEnglish(term) && term.status == .preferred {
                preferredEnglish[term.text.lowercased(), default: []].append((concept.id, term))
            }
        }
        for concept in termbase.concepts {
            for term in concept.terms {
                if Self.isEnglish(term) {
                    let homonyms = term.isDeprecated
                        ? (preferredEnglish[term.text.lowercased()] ?? []).filter { $0.concept != concept.id }.map(\.term) : []
                    let source = TermMatch.Source(concept: concept, term: term, homonyms: homonyms)
                    for form in Self.englishForms(of: term) {
                        let key = form.tokens[0].lowercased()
                        english[key, default: []].append(Form(tokens: form.tokens, caseSensitive: form.caseSensitive,
                                                              inflection: form.inflection, source: source))
                    }
                } else if term.text.unicodeScalars.contains(where: Self.isHangul) {
                    hangul.append((term.text, concept, term))
                } else {
                    latin.append((term.text, concept, term))
                }
            }
        }
        // A term no rule can report or compare is not looked for: a
        // preferred noun for every platform and input of a concept in one
        // language only (목록, 기록 beside their deprecated loanwords), which
        // no source text names for term.consistency. Looking them up cost
        // every 기기 of Korean copy a comparison with 기록. One that a kept
        // term starts is kept, so the longer match still wins over it.
        let reported = Set((hangul + latin).filter { !Self.mayBeLeftOut($0.2, of: $0.1) }.map { Self.searchedText(of: $0.2) })
        func isKept(_ entry: (String, Concept, Term)) -> Bool {
            guard Self.mayBeLeftOut(entry.2, of: entry.1) else { return true }
            let characters = Array(entry.0)
            return (1..<characters.count).contains { reported.contains(String(characters[..<$0])) }
        }
        hangul = hangul.filter(isKept)
        latin = latin.filter(isKept)
        for key in english.keys { english[key]!.sort { $0.tokens.count > $1.tokens.count } }
        self.english = english
        englishKeyStarts = LeadingASCIIPairs(english.keys, foldingASCIICase: true)
        var others: [Character: [Other]] = [:]
        for (text, concept, term) in hangul + latin {
            let searched = Self.searchedText(of: term)
            let isStem = searched.count < text.count
            let isLatin = !text.unicodeScalars.contains(where: Self.isHangul)
            // A verb's stem, and the stems its -아/-어 forms contract it to
            // (쓸어넘기 → 쓸어넘겨, 누르 → 눌러, 바라보 → 바라봐).
            for stem in [searched] + (isStem ? Self.contractedStems(of: searched) : []) {
                let characters = Array(stem)
                guard let first = characters.first else { continue }
                let scalars = characters.map { character -> UInt32? in
                    let value = character.unicodeScalars.first!.value
                    return character.unicodeScalars.count == 1 && Self.isASCIIOrSyllable(value) ? value : nil
                }
                others[first, default: []].append(Other(characters: characters, scalars: scalars.contains(nil) ? nil : scalars.map { $0! },
                                                        isLatin: isLatin,
                                                        isEverydayWordToo: !isLatin && term.partOfSpeech == "properNoun" && !text.contains(" "),
                                                        concept: concept, term: term))
            }
        }
        for key in others.keys { others[key]!.sort { $0.characters.count > $1.characters.count } }
        self.others = others
        otherKeyScalars = Set(others.keys.flatMap { String($0).precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value) })
        var othersByScalar: [UInt32: [Other]] = [:]
        for (key, candidates) in others {
            let composed = Array(String(key).precomposedStringWithCanonicalMapping.unicodeScalars)
            if composed.count == 1, Self.isASCIIOrSyllable(composed[0].value) { othersByScalar[composed[0].value] = candidates }
        }
        self.othersByScalar = othersByScalar
        otherStarts = ScalarFilter(othersByScalar.keys)
    }

    /// Whether `term` may be left out of the index: a preferred term, for
    /// every platform and input, no proper noun, of a concept whose terms
    /// are all in its language.
    private static func mayBeLeftOut(_ term: Term, of concept: Concept) -> Bool {
        term.status == .preferred && term.platforms == nil && term.inputs == nil && term.platformsByInput.isEmpty
            && term.partOfSpeech != "properNoun" && concept.terms.allSatisfy { $0.language == term.language }
    }

    /// A term's text as it is searched: a -다 verb by its stem.
    private static func searchedText(of term: Term) -> String {
        term.isVerb && term.text.hasSuffix("다") && term.text.count > 1 ? String(term.text.dropLast()) : term.text
    }

    /// The stems a verb's -아/-어 forms (and their past, -았/-었) contract
    /// `stem` to: a last syllable in ㅣ takes ㅕ (쓸어넘기 → 쓸어넘겨,
    /// 쓸어넘겼), one in ㅗ takes ㅘ (바라보 → 바라봐, 바라봤), and 르 after
    /// a syllable with no final moves its ㄹ up (누르 → 눌러, 눌렀).
    static func contractedStems(of stem: String) -> [String] {
        var scalars = Array(stem.unicodeScalars.map(\.value))
        guard let last = scalars.last, (0xAC00...0xD7A3).contains(last), (last - 0xAC00) % 28 == 0 else { return [] }
        let vowel = (last - 0xAC00) / 28 % 21
        let pastFinal: UInt32 = 20 // ㅆ
        func string(_ values: [UInt32]) -> String { String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init))) }
        switch vowel {
        case 20: // ㅣ → ㅕ
            let contracted = last - (20 - 6) * 28
            scalars.removeLast()
            return [string(scalars + [contracted]), string(scalars + [contracted + pastFinal])]
        case 8: // ㅗ → ㅘ
            let contracted = last + (9 - 8) * 28
            scalars.removeLast()
            return [string(scalars + [contracted]), string(scalars + [contracted + pastFinal])]
        case 18 where last == 0xB974 && scalars.count >= 2: // 르 → ㄹ on the syllable before, then 러
            let before = scalars[scalars.count - 2]
            guard (0xAC00...0xD7A3).contains(before), (before - 0xAC00) % 28 == 0 else { return [] }
            scalars.removeLast(2)
            let withRieul = before + 8 // ㄹ
            return [string(scalars + [withRieul, 0xB7EC]), string(scalars + [withRieul, 0xB800])] // 러, 렀
        default:
            return []
        }
    }

    /// ASCII and Hangul syllables: scalars that are their own composed
    /// form and that no other single scalar is canonically equivalent to
    /// but for the few singletons (the Kelvin sign for K) that `sameCharacter`
    /// checks.
    private static func isASCIIOrSyllable(_ value: UInt32) -> Bool {
        value < 0x80 || (0xAC00...0xD7A3).contains(value)
    }

    /// Whether `character` may be a key of `others`: false only for one
    /// ASCII scalar or Hangul syllable (each its own composed form) that
    /// no key composes to.
    private func mayStartOther(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
              first.value < 0x80 || (0xAC00...0xD7A3).contains(first.value) else { return true }
        return otherKeyScalars.contains(first.value)
    }

    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x11FF).contains(scalar.value) || (0x3130...0x318F).contains(scalar.value)
    }

    /// Terms in `text`, written in `language`, in order.
    public func matches(in text: String, language: String) -> [TermMatch] {
        RecentMatches.withCurrent { recent in
            if let known = recent.matches(of: self, text, language) { return known }
            let found = unrememberedMatches(in: text, language: language)
            recent.remember(found, of: self, text, language)
            return found
        }
    }

    /// `matches`, neither looked up among the texts matched lately nor
    /// kept for the next: for a text no one else asks about (a topic
    /// page's text, which no entry rule reads), where the look-up nearly
    /// always missed and cost more than it saved.
    public func unrememberedMatches(in text: String, language: String) -> [TermMatch] {
        LanguageTag.isEnglish(language) ? englishMatches(in: text) : otherMatches(in: text)
    }

    /// The last few texts matched on this thread: the engine matches every
    /// text for the text rules, and the term rules of the same entry ask
    /// about the same texts just before.
    private final class RecentMatches {
        /// The index is held strongly: a weak reference cost a load and a
        /// copy on every lookup, and a thread keeps at most `capacity`.
        private struct Entry {
            var index: TermIndex
            var text: String
            /// The text's length in UTF-8 bytes: rules out nearly every
            /// entry of a lookup by bytes without asking the string.
            var byteCount: Int
            var language: String
            var matches: [TermMatch]
        }

        /// A ring, newest just before `next` (as `TextSegments`' memos).
        private var entries: [Entry] = []
        private var next = 0
        /// The entry the last lookup found or the last text matched.
        private var lastFound = 0
        private var filter = MemoFilter()
        /// As `TextSegments`' memos, enough for most entries' texts: the
        /// term rules of an entry match all of its texts before the text
        /// rules match each again (64: 0.6% fewer instructions than 8).
        private static let capacity = 64

        func matches(of index: TermIndex, _ text: String, _ language: String) -> [TermMatch]? {
            // As `TextSegments`' memos: the entry found last and the one
            // made after it, then every entry by storage, then by bytes.
            if lastFound < entries.count {
                if entries[lastFound].index === index, entries[lastFound].text.isSameValue(as: text),
                   entries[lastFound].language == language {
                    return entries[lastFound].matches
                }
                let following = lastFound + 1 == entries.count ? 0 : lastFound + 1
                if entries[following].index === index, entries[following].text.isSameValue(as: text),
                   entries[following].language == language {
                    lastFound = following
                    return entries[following].matches
                }
            }
            var position = next
            if filter.mayHoldSameValue(text) {
                for _ in 0..<entries.count {
                    position = position == 0 ? entries.count - 1 : position - 1
                    if entries[position].index === index && entries[position].text.isSameValue(as: text)
                        && entries[position].language == language {
                        lastFound = position
                        return entries[position].matches
                    }
                }
            }
            let byteCount = text.utf8.count
            guard filter.mayHoldLength(byteCount) else { return nil }
            position = next
            for _ in 0..<entries.count {
                position = position == 0 ? entries.count - 1 : position - 1
                if entries[position].byteCount == byteCount && entries[position].index === index
                    && entries[position].text.hasSameBytes(as: text)
                    && entries[position].language == language {
                    // The next lookup compares storage, not bytes.
                    filter.replace(entries[position].text, with: text)
                    entries[position].text = text
                    lastFound = position
                    return entries[position].matches
                }
            }
            return nil
        }

        func remember(_ matches: [TermMatch], of index: TermIndex, _ text: String, _ language: String) {
            let entry = Entry(index: index, text: text, byteCount: text.utf8.count, language: language, matches: matches)
            filter.add(text, byteCount: entry.byteCount)
            if entries.count < Self.capacity {
                lastFound = entries.count
                entries.append(entry)
                next = entries.count % Self.capacity
            } else {
                lastFound = next
                filter.remove(entries[next].text, byteCount: entries[next].byteCount)
                entries[next] = entry
                next = (next + 1) % Self.capacity
            }
        }

        private static let slot = ThreadLocal { RecentMatches() }
        static func withCurrent<Result>(_ body: (RecentMatches) -> Result) -> Result { slot.withObject(body) }
    }

    // MARK: English

    private static func isEnglish(_ term: Term) -> Bool {
        LanguageTag.isEnglish(term.language)
    }

    private static func englishForms(of term: Term) -> [(tokens: [String], caseSensitive: Bool, inflection: String)] {
        let tokens = TextSegments.words(term.text).map(\.text)
        guard let last = tokens.last else { return [] }
        // A proper noun keeps its case: "Settings" the app, not "settings".
        // A deprecated one is wrong in any case: WiFi, wifi and WIFI alike;
        // but a deprecated acronym of two letters is one only in capitals
        // (VR, AR: not "Ar you ready").
        let isShortAcronym = term.isDeprecated && tokens.count == 1 && term.text.count == 2
            && term.text.allSatisfy { $0.isASCII && $0.isUppercase }
        let caseSensitive = (term.partOfSpeech == "properNoun" && !term.isDeprecated) || isShortAcronym
        var forms = [(tokens, caseSensitive, "")]
        switch term.partOfSpeech {
        case "verb":
            for (positions, suffix) in verbInflections(of: tokens) {
                var inflected = tokens
                for (position, form) in positions { inflected[position] = form }
                forms.append((inflected, caseSensitive, suffix))
            }
        case "noun":
            forms.append((tokens.dropLast() + [plural(of: last)], caseSensitive, "s"))
        default:
            break
        }
        return forms
    }

    /// Which words of a verb term change, and how, for each inflection. A
    /// phrasal verb changes its first word (signing in), a compound its last
    /// (long pressing, force clicking), coordinated verbs both (touching and
    /// holding). A term doesn't say whether it is phrasal or compound, so a
    /// verb of several words not joined by and/or gets both forms; the one
    /// that isn't English ("longing press") is never written, so never matches.
    static func verbInflections(of tokens: [String]) -> [(positions: [(Int, String)], suffix: String)] {
        guard let last = tokens.last else { return [] }
        let lastForms = verbForms(of: last)
        guard tokens.count > 1 else { return lastForms.map { ([(0, $0.0)], $0.1) } }
        let firstForms = verbForms(of: tokens[0])
        let coordinated = tokens.dropFirst().dropLast().contains { ["and", "or"].contains($0.lowercased()) }
        return zip(firstForms, lastForms).flatMap { first, lastForm in
            coordinated
                ? [([(0, first.0), (tokens.count - 1, lastForm.0)], first.1)]
                : [([(0, first.0)], first.1), ([(tokens.count - 1, lastForm.0)], lastForm.1)]
        }
    }

    /// Verbs of copy whose past is not -ed, each with its past (the same
    /// word as its participle): a fix advising "touch and hold" for "long
    /// pressed" wrote "touched and holded".
    static let irregularPasts: [String: String] = [
        "hold": "held", "quit": "quit", "set": "set", "put": "put", "let": "let", "shut": "shut", "send": "sent",
        "spend": "spent", "find": "found", "keep": "kept", "leave": "left", "make": "made", "pay": "paid",
        "read": "read", "say": "said", "sell": "sold", "tell": "told", "hit": "hit", "build": "built",
        "lose": "lost", "feel": "felt", "hear": "heard", "sit": "sat", "stand": "stood", "understand": "understood",
    ]

    /// clicks, clicked, clicking; taps, tapped, tapping; presses, pressed;
    /// holds, held, holding; replies, replied, replying.
    static func verbForms(of verb: String) -> [(String, String)] {
        let lower = verb.lowercased()
        guard let lastCharacter = lower.last else { return [] }
        if let past = irregularPasts[lower] {
            // One syllable ending consonant-vowel-consonant doubles before -ing: quitting, setting.
            let doubles = ["quit", "set", "put", "let", "shut", "hit", "sit"].contains(lower)
            let ending = lower.hasSuffix("e") ? String(lower.dropLast()) : lower + (doubles ? String(lastCharacter) : "")
            return [(lower + "s", "s"), (past, "ed"), (ending + "ing", "ing")]
        }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        // A hyphenated verb inflects its last part: double-tap → double-tapped.
        let characters = Array(lower.split(separator: "-").last ?? Substring(lower))
        // One syllable ending consonant-vowel-consonant doubles: tap → tapped.
        let doubles = characters.count >= 3 && !vowels.contains(lastCharacter) && !"wxy".contains(lastCharacter)
            && vowels.contains(characters[characters.count - 2]) && !vowels.contains(characters[characters.count - 3])
            && characters.filter { vowels.contains($0) }.count == 1
        let stem = doubles ? lower + String(lastCharacter) : lower
        let third = lower.hasSuffix("s") || lower.hasSuffix("sh") || lower.hasSuffix("ch") || lower.hasSuffix("x") ? lower + "es" : lower + "s"
        if lower.hasSuffix("e") {
            return [(third, "s"), (lower + "d", "ed"), (String(lower.dropLast()) + "ing", "ing")]
        }
        // A y after a consonant turns ie before -s and -ed: replies, replied, replying.
        if lastCharacter == "y", characters.count >= 2, !vowels.contains(characters[characters.count - 2]) {
            let stem = String(lower.dropLast())
            return [(stem + "ies", "s"), (stem + "ied", "ed"), (lower + "ing", "ing")]
        }
        return [(third, "s"), (stem + "ed", "ed"), (stem + "ing", "ing")]
    }

    static func plural(of noun: String) -> String {
        noun.hasSuffix("s") || noun.hasSuffix("x") || noun.hasSuffix("ch") || noun.hasSuffix("sh") ? noun + "es" : noun + "s"
    }

    /// The inflected form of `verb` matching `inflection` ("ing" → tapping).
    static func inflect(_ verb: String, _ inflection: String) -> String {
        guard !inflection.isEmpty else { return verb }
        return verbForms(of: verb).first { $0.1 == inflection }?.0 ?? verb
    }

    private struct Token {
        var text: String
        var offset: Int
        /// Whether the word was written with ’s or 's, cut from `text`.
        var isPossessive = false
    }

    private func englishMatches(in text: String) -> [TermMatch] {
        // Words, with possessives cut (iPhone’s → iPhone); hyphenated words
        // are tried whole, then by their parts (double-tap → tap).
        let segments = TextSegments.words(text)
        var tokens: [Token] = []
        tokens.reserveCapacity(segments.count)
        for segment in segments {
            var word = segment.text
            var isPossessive = false
            // Byte checks first: few words end in s.
            if word.withUTF8Bytes({ $0.last }) == UInt8(ascii: "s") {
                for possessive in Self.possessives where Self.hasPossessive(word, possessive) {
                    word = String(word.dropLast(2))
                    isPossessive = true
                }
            }
            tokens.append(Token(text: word, offset: segment.offset, isPossessive: isPossessive))
        }
        var result: [TermMatch] = []
        var index = 0
        while index < tokens.count {
            if let (form, length) = longestMatch(tokens, at: index, in: text) {
                if length == 1, form.source.term.partOfSpeech == "properNoun", Self.isCommand(tokens, at: index, in: text) {
                    index += 1
                    continue
                }
                if length > 1, Self.isNounWithItsPreposition(form.source.term, tokens, at: index) {
                    index += 1
                    continue
                }
                var found = match(form, tokens[index], tokens[index + length - 1], in: text)
                if form.mayBeAnAppsOwn, index > 0 {
                    found.isUncertainName = Self.namesAnOwner(tokens, before: index, in: text)
                }
                result.append(found)
                index += length
                continue
            }
            // A word's parts are cut only when the whole word matched no
            // term, and few words hold a hyphen: cut for every word ahead
            // of the matching, they were a list of lists for every text.
            if tokens[index].text.containsByte(UInt8(ascii: "-")) {
                for piece in Self.hyphenatedParts(of: tokens[index]) {
                    if let (form, _) = longestMatch([piece], at: 0) {
                        result.append(match(form, piece, piece, in: text))
                    }
                }
            }
            index += 1
        }
        return result
    }

    /// The parts of a hyphenated word, each with its offset; none for a
    /// word that is one part.
    private static func hyphenatedParts(of token: Token) -> [Token] {
        var pieces: [Token] = []
        var offset = token.offset
        for piece in token.text.split(separator: "-", omittingEmptySubsequences: false) {
            pieces.append(Token(text: String(piece), offset: offset))
            offset += piece.count + 1
        }
        return pieces.count > 1 ? pieces : []
    }

    /// `word.hasSuffix(possessive)` for ’s or 's, told by byte when the
    /// byte before the apostrophe is ASCII: no ASCII character joins with
    /// an apostrophe into one character, so the bytes say it alone.
    static func hasPossessive(_ word: String, _ possessive: String) -> Bool {
        let told = word.withUTF8Bytes { bytes in
            possessive.withUTF8Bytes { ending -> Bool? in
                guard bytes.count > ending.count, bytes[bytes.count - ending.count - 1] < 0x80 else { return nil }
                return memcmp(bytes.baseAddress! + (bytes.count - ending.count), ending.baseAddress!, ending.count) == 0
            }
        }
        return told ?? word.hasSuffix(possessive)
    }

    /// The endings `hasPossessive` looks for, listed once rather than for
    /// every word that ends in s.
    static let possessives = ["’s", "'s"]

    private func longestMatch(_ tokens: [Token], at index: Int, in text: String? = nil) -> (Form, Int)? {
        guard englishKeyStarts.mayMatch(tokens[index].text) else { return nil }
        guard let candidates = english[tokens[index].text.lowercasedIgnoringCaseless()] else { return nil }
        for form in candidates where index + form.tokens.count <= tokens.count {
            let written = tokens[index..<index + form.tokens.count]
            let matches = zip(form.tokens, written).allSatisfy { expected, token in
                form.caseSensitive ? expected == token.text
                    : expected.lowercasedIgnoringCaseless() == token.text.lowercasedIgnoringCaseless()
            }
            if matches || (form.caseSensitive && Self.isNameWithALostCapital(form.tokens, written, tokens, at: index, in: text)) {
                return (form, form.tokens.count)
            }
        }
        return nil
    }

    /// Whether the word at `index` starts its sentence with an object
    /// after it: a verb, not the name of one word written the same
    /// (Trash this draft, Dock your iPad; not the Trash, the Dock).
    private static func isCommand(_ tokens: [Token], at index: Int, in text: String) -> Bool {
        guard index + 1 < tokens.count, objectWords.contains(tokens[index + 1].text.lowercased()) else { return false }
        let word = tokens[index]
        guard TextSegments.text(of: text, characters: (word.offset + word.text.count)..<tokens[index + 1].offset) == " "
        else { return false }
        guard index > 0 else { return true }
        let before = tokens[index - 1]
        return TextSegments.text(of: text, characters: (before.offset + before.text.count)..<word.offset)
            .contains(where: { ".!?:".contains($0) })
    }

    /// Whether a deprecated phrasal verb (tap on, click on) is written
    /// as its noun and the preposition after it, which is right: "you'll
    /// feel a tap on your wrist", "a quick click on the link".
    private static func isNounWithItsPreposition(_ term: Term, _ tokens: [Token], at index: Int) -> Bool {
        guard term.isVerb, term.isDeprecated, index > 0,
              [" on", " at", " onto", " upon"].contains(where: term.text.hasSuffix) else { return false }
        let before = tokens[index - 1].text.lowercased()
        if nounDeterminers.contains(before) { return true }
        return index > 1 && nounAdjectives.contains(before) && nounDeterminers.contains(tokens[index - 2].text.lowercased())
    }

    private static let nounDeterminers: Set<String> = ["a", "an", "the", "one", "another", "each", "every", "any", "this", "that", "your"]
    private static let nounAdjectives: Set<String> = ["quick", "gentle", "light", "firm", "single", "double", "second", "long", "short"]

    private static let objectWords: Set<String> = [
        "this", "that", "these", "those", "the", "a", "an", "your", "my", "our", "their", "it", "them", "all", "any", "every",
    ]

    /// Whether words match a name of several words whose first word kept
    /// its capitals and a later one lost its own (the Home screen, the
    /// Digital crown): the name all the same, which case.name reports as
    /// miswritten. Not at a sentence's start, where the capital may only
    /// start the sentence (Quick look at your budget).
    private static func isNameWithALostCapital(_ name: [String], _ written: ArraySlice<Token>, _ tokens: [Token],
                                               at index: Int, in text: String?) -> Bool {
        guard name.count > 1, let text, index > 0, let first = written.first, name[0] == first.text,
              zip(name.dropFirst(), written.dropFirst()).allSatisfy({
                  $0.lowercasedIgnoringCaseless() == $1.text.lowercasedIgnoringCaseless()
              })
        else { return false }
        let before = tokens[index - 1]
        let gap = TextSegments.text(of: text, characters: (before.offset + before.text.count)..<first.offset)
        return !gap.contains(where: { ".!?:".contains($0) })
    }

    /// Whether the word before `tokens[index]` makes the name there an
    /// app's own: a possessive (the app’s Settings) or a capitalized word
    /// that doesn't start the sentence (Open Ledger Settings), or starts it
    /// before a menu path's ">" (Ledger > Settings). "Apple menu >
    /// Settings" and "Open Settings" stay the system's.
    private static func namesAnOwner(_ tokens: [Token], before index: Int, in text: String) -> Bool {
        let owner = tokens[index - 1]
        if owner.isPossessive { return true }
        guard let first = owner.text.unicodeScalars.first, first.properties.isUppercase else { return false }
        let between = TextSegments.text(of: text, characters: (owner.offset + owner.text.count)..<tokens[index].offset)
        if between.contains(where: { $0 == ">" || $0 == "›" }) { return true }
        guard index >= 2 else { return false }
        let beforeOwner = tokens[index - 2]
        let gap = TextSegments.text(of: text, characters: (beforeOwner.offset + beforeOwner.text.count)..<owner.offset)
        return !gap.contains(where: { ".!?:".contains($0) })
    }

    private func match(_ form: Form, _ first: Token, _ last: Token, in text: String) -> TermMatch {
        let range = first.offset..<(last.offset + last.text.count)
        return TermMatch(source: form.source, range: range,
                         text: TextSegments.text(of: text, characters: range), inflection: form.inflection)
    }

    // MARK: Korean and other languages

    /// Endings that make a noun a 하다-verb (or its passive): 클릭하여, 탭해,
    /// 선택했습니다, 선택됩니다.
    static let verbEndings: [Character] = ["하", "해", "했", "합", "할", "한", "함", "되", "된", "됩", "돼", "됐"]

    private func otherMatches(in text: String) -> [TermMatch] {
        if let scalars = TextSegments.scalars(text) { return otherMatches(inScalars: scalars, of: text) }
        return otherMatches(inCharacters: TextSegments.characters(text))
    }

    /// `otherMatches` for a text whose characters are each one scalar,
    /// told without making `Character`s but where a scalar is neither
    /// ASCII nor a Hangul syllable.
    private func otherMatches(inScalars scalars: [Unicode.Scalar], of text: String) -> [TermMatch] {
        var result: [TermMatch] = []
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            let candidates = Self.isASCIIOrSyllable(value)
                ? (otherStarts.mayContain(value) ? othersByScalar[value] : nil) : others[Character(scalars[index])]
            guard let candidates, index == 0 || !TextSegments.isWordScalar(scalars[index - 1]) else { index += 1; continue }
            var matched = 0
            for candidate in candidates where accepts(candidate, at: index, inScalars: scalars) {
                let range = index..<index + candidate.characters.count
                // A -다 verb is matched by its stem and shown with its ending (쓸어내리면, not 쓸어내리).
                var shown = range.upperBound
                if candidate.isStemOfVerb {
                    while shown < scalars.count, (0xAC00...0xD7A3).contains(scalars[shown].value) { shown += 1 }
                }
                var match = TermMatch(source: candidate.source, range: range,
                                      text: TextSegments.text(of: text, characters: range.lowerBound..<shown), inflection: "")
                if candidate.isEverydayWordToo {
                    let character: (Int) -> Character? = { scalars.indices.contains($0) ? Character(scalars[$0]) : nil }
                    match.isUncertainName = !Self.isNamed(range, character: character) || Self.isOwned(range, character: character)
                }
                result.append(match)
                matched = candidate.characters.count
                break
            }
            index += max(matched, 1)
        }
        return result
    }

    /// Whether the words around `range` (`character` gives the text's
    /// character at an offset) say that a name that is also an everyday
    /// word is meant as the name: followed by 앱 or 에서 or a path's ">",
    /// or opened by a quote.
    private static func isNamed(_ range: Range<Int>, character: (Int) -> Character?) -> Bool {
        if let before = character(range.lowerBound - 1), "‘“「『'\"".contains(before) { return true }
        if character(range.upperBound) == "에" && character(range.upperBound + 1) == "서" { return true }
        let next = character(range.upperBound) == " " ? range.upperBound + 1 : range.upperBound
        guard let following = character(next) else { return false }
        return following == "앱" || following == ">" || following == "›" || following == "→"
    }

    /// Whether the words before `range` make the name an app's own: 의
    /// (앱의 설정), a Latin name (Ledger 설정) or a menu path's ">" (Ledger
    /// > 설정) before the space; or make it the head of a compound noun
    /// (알림 설정, 예산 설정에서: a noun's settings): a word of syllables
    /// that ends in no particle's or ending's syllable and is none of the
    /// adverbs and bound nouns that lead into a step (먼저 설정에서, 탭한 다음
    /// 설정에서).
    private static func isOwned(_ range: Range<Int>, character: (Int) -> Character?) -> Bool {
        guard character(range.lowerBound - 1) == " ", let before = character(range.lowerBound - 2) else { return false }
        if before == "의" || before == ">" || before == "›" || (before.isASCII && before.isLetter) { return true }
        guard before.unicodeScalars.count == 1, let scalar = before.unicodeScalars.first,
              (0xAC00...0xD7A3).contains(scalar.value), !particleOrEndingSyllables.contains(before) else { return false }
        var start = range.lowerBound - 2
        while start > 0, let previous = character(start - 1), previous.unicodeScalars.count == 1,
              let value = previous.unicodeScalars.first?.value, (0xAC00...0xD7A3).contains(value) {
            start -= 1
        }
        var word = ""
        for offset in start..<(range.lowerBound - 1) { if let each = character(offset) { word.append(each) } }
        return !leadingWords.contains(word)
    }

    /// Last syllables of particles and endings (설정을 열고 설정에서, iPhone에서
    /// 설정을): the word before is no noun of a compound.
    private static let particleOrEndingSyllables: Set<Character> = [
        "을", "를", "이", "가", "은", "는", "에", "서", "도", "만", "와", "과", "로", "고", "며", "면", "다", "요", "오",
        "게", "지", "나", "께", "든", "야", "니", "데", "라", "여", "어", "아", "해", "러", "려", "자", "죠", "까",
    ]

    /// Adverbs and bound nouns before a name that is the app's: 먼저 설정에서,
    /// 탭한 다음 설정에서, 완료되면 바로 설정을.
    private static let leadingWords: Set<String> = [
        "먼저", "다시", "직접", "모두", "항상", "이제", "지금", "바로", "또", "곧", "이미", "아직", "다음", "후", "뒤", "전",
        "때", "중", "동안", "이후", "이전", "그런", "그러면", "또는", "및",
    ]

    /// Whether a text's one-scalar character is the character `expected`
    /// (a scalar of `Other.scalars`).
    private static func sameCharacter(_ scalar: Unicode.Scalar, _ expected: UInt32) -> Bool {
        if scalar.value == expected { return true }
        if isASCIIOrSyllable(scalar.value) { return false }
        return Character(scalar) == Character(Unicode.Scalar(expected)!)
    }

    private static let verbEndingScalars = Set(verbEndings.map { $0.unicodeScalars.first!.value })

    private func accepts(_ candidate: Other, at start: Int, inScalars scalars: [Unicode.Scalar]) -> Bool {
        let end = start + candidate.characters.count
        guard end <= scalars.count else { return false }
        if let expected = candidate.scalars {
            for offset in expected.indices where !Self.sameCharacter(scalars[start + offset], expected[offset]) { return false }
        } else {
            for offset in candidate.characters.indices where Character(scalars[start + offset]) != candidate.characters[offset] { return false }
        }
        if candidate.isLatin {
            return !(end < scalars.count && Self.isASCIILetter(scalars[end].value))
        }
        var next = end < scalars.count ? scalars[end] : nil
        if next == " ", end + 1 < scalars.count, scalars[end + 1] == "하" { next = "하" }
        let takesVerbEnding = next.map { Self.verbEndingScalars.contains($0.value) } ?? false
        if candidate.term.isVerb {
            return candidate.term.text.hasSuffix("다") || takesVerbEnding
        }
        return !takesVerbEnding
    }

    private static func isASCIILetter(_ value: UInt32) -> Bool {
        (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }

    /// `otherMatches` by `Character`s, for any text.
    func otherMatches(inCharacters characters: [Character]) -> [TermMatch] {
        var result: [TermMatch] = []
        var index = 0
        while index < characters.count {
            guard mayStartOther(characters[index]), let candidates = others[characters[index]],
                  index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber) else { index += 1; continue }
            var matched = 0
            for candidate in candidates where accepts(candidate, at: index, in: characters) {
                let range = index..<index + candidate.characters.count
                var shown = range.upperBound
                if candidate.isStemOfVerb {
                    while shown < characters.count, Hangul.isSyllable(characters[shown]) { shown += 1 }
                }
                var match = TermMatch(source: candidate.source, range: range,
                                      text: String(characters[range.lowerBound..<shown]), inflection: "")
                if candidate.isEverydayWordToo {
                    let character: (Int) -> Character? = { characters.indices.contains($0) ? characters[$0] : nil }
                    match.isUncertainName = !Self.isNamed(range, character: character) || Self.isOwned(range, character: character)
                }
                result.append(match)
                matched = candidate.characters.count
                break
            }
            index += max(matched, 1)
        }
        return result
    }

    private func accepts(_ candidate: Other, at start: Int, in characters: [Character]) -> Bool {
        let end = start + candidate.characters.count
        guard end <= characters.count, Array(characters[start..<end]) == candidate.characters else { return false }
        if candidate.isLatin {
            // Latin letters must not continue: "Mac" is not in "Macro".
            return !(end < characters.count && characters[end].isASCII && characters[end].isLetter)
        }
        var next = end < characters.count ? characters[end] : nil
        // "클릭 하세요" (a spacing mistake ko.spacing reports) is still the verb.
        if next == " ", end + 1 < characters.count, characters[end + 1] == "하" { next = "하" }
        let takesVerbEnding = next.map { Self.verbEndings.contains($0) } ?? false
        if candidate.term.isVerb {
            return candidate.term.text.hasSuffix("다") || takesVerbEnding
        }
        return !takesVerbEnding
    }
}
