import Foundation
import HelpCore

/// Spelling for the spelling rule: Hunspell's dictionary for each language,
/// plus words Hunspell can't know — termbase terms and the project's word
/// list (content/words.txt). Korean words are checked whole first; a word
/// that starts with a known stem (레시피를) is checked by asking Hunspell about
/// the same ending on a dictionary noun (사과를), because hunspell-ko
/// analyses endings but cannot be taught new stems at run time. Regular
/// shapes hunspell-ko rejects (지금까지의, 채워집니다, 승인받은, 날짜별로)
/// are accepted from their parts (`KoreanFormsHunspellLacks`).
public final class Speller: @unchecked Sendable {
    private let extraWords: Set<String>
    /// The words of `extraWords` that are ASCII and Hangul syllables alone,
    /// by their bytes: every new word is looked up, and hashing a Korean
    /// word as a `String` normalizes it first.
    private let plainExtraWords: ByteKeyedTable<Bool>
    private let koreanStems: [String]
    /// Korean verbs the lists give (쓸어넘기다), without 다, longest first.
    private let koreanVerbStems: [String]
    /// Each verb stem's heads, before the dictionary verbs that end it
    /// (쓸어 + 넘기다): found the first time a word may be one of its forms,
    /// since Hunspell opens in the background. Read and set under `lock`.
    private var verbHeads: [String: [String]] = [:]
    /// `writtenApart`'s answers by language and word, read and set under `lock`.
    private var apart: [String: [String: String?]] = [:]
    /// `koreanStems` for `isKnownStem`, asked of every Korean word.
    private let knownStems: ComposedWordSet
    /// Hunspell's answers by language and word.
    private var cache = AnswerLog()
    /// Hunspell's own verdicts (`dictionaryAccepts`) by language and word.
    private var dictionaryCache = AnswerLog()
    /// Why each language's dictionary could not be used ("" when it could).
    private var problems: [String: String] = [:]
    /// `isCorrect`'s and `dictionaryAccepts`'s answers as given, by the
    /// word's bytes (`ByteKeyedTable`): the caches above are keyed by
    /// `String`, which hashes Korean by normalizing it every time.
    private let answeredExactly = ExactAnswers<Bool>()
    private let acceptedExactly = ExactAnswers<Bool?>()
    private let lock = NSLock()
    /// Tells this speller's answers apart in each thread's own tables
    /// (`ThreadAnswers`); unlike the object's address, never reused.
    private let identity = Speller.identities.next()

    /// A speller with no project words (tests and examples).
    public static let standard = Speller(words: [])

    /// The words this speller knows besides the dictionaries', digested:
    /// what its answers depend on besides Hunspell.
    public let wordsDigest: String

    init(words: [String]) {
        wordsDigest = SHA256.hex(Array(words.sorted().joined(separator: "\n").utf8))
        var extra: Set<String> = []
        var stems: Set<String> = []
        var verbStems: Set<String> = []
        for word in words {
            let normalized = word.precomposedStringWithCanonicalMapping
            for token in TextSegments.words(normalized) {
                extra.insert(token.text)
                extra.insert(token.text.lowercased())
                if token.text.unicodeScalars.contains(where: TermIndex.isHangul) {
                    stems.insert(token.text)
                    if token.text.hasSuffix("다") && token.text.count > 2 { verbStems.insert(String(token.text.dropLast())) }
                }
            }
        }
        extraWords = extra
        plainExtraWords = ByteKeyedTable()
        for word in extra where Self.isPlain(word) { plainExtraWords.set(true, for: word) }
        koreanStems = Self.longestFirst(stems)
        koreanVerbStems = Self.longestFirst(verbStems)
        knownStems = ComposedWordSet(stems)
    }

    /// `words`, longest first, each counted once: a comparison that
    /// counted both words' characters walked their grapheme breaks every
    /// time, a hundredth of a small project's check.
    private static func longestFirst(_ words: Set<String>) -> [String] {
        words.map { (count: $0.count, word: $0) }.sorted { $0.count > $1.count }.map(\.word)
    }

    /// A speller knowing the termbase's terms and the project's words.
    public static func shared(projectWords: [String], termbase: Termbase) -> Speller {
        var words = projectWords
        for concept in termbase.concepts {
            for term in concept.terms {
                words.append(term.text)
                if term.isVerb && term.text.hasSuffix("다") { words.append(String(term.text.dropLast())) }
            }
        }
        return Speller(words: words)
    }

    private static let dictionaries = Dictionaries()

    /// Opens the dictionaries of `languages` now, each on a thread of its
    /// own (hunspell-ko takes most of a second, en_US a tenth), so a caller
    /// can read files meanwhile. Threads, not the shared dispatch pool:
    /// the pool has a thread per core, which the caller's file readers want.
    public static func prepare(_ languages: [String]) -> Preparation {
        for language in Set(languages) where !dictionaries.isOpen(language) {
            Thread.detachNewThread { _ = dictionaries.open(language) }
        }
        return Preparation { languages.allSatisfy(dictionaries.isOpen) }
    }

    /// Dictionaries being opened by `prepare`.
    public struct Preparation: Sendable {
        private let finished: @Sendable () -> Bool

        /// `finished` says whether the dictionaries are open yet.
        public init(finished: @escaping @Sendable () -> Bool) {
            self.finished = finished
        }

        /// Whether every one is open (or known missing), so spelling would
        /// not wait for one: until then a caller has other work to do
        /// first, rather than checking copy and stopping at its first word.
        public var isFinished: Bool { finished() }

        /// Nothing to wait for: the speller was given an earlier build's
        /// answers and opens a dictionary only for a word it has not seen.
        public static let none = Preparation { true }
    }

    /// Why spelling can't be checked in `language`, or nil when it can.
    /// The dictionary a check of `language` would use, described without
    /// loading it (for the build cache's key).
    public static func dictionarySetup(_ language: String) -> String {
        Hunspell.setup(language: language)
    }

    /// What this speller learnt from Hunspell: whether each language's
    /// dictionary opened and its answers. A build keeps them in its cache
    /// and gives them to the next build's speller, which then opens a
    /// dictionary (hunspell-ko takes a third of a second) only for a word
    /// no earlier build asked about. The cache is dropped whenever the
    /// dictionaries, word list or termbase change.
    public struct Memory: Sendable, Equatable {
        /// Why each language's dictionary could not be used; "" when it could.
        public var problems: [String: String] = [:]
        /// `isCorrect`'s answers by language and word.
        public var words: [String: [String: Bool]] = [:]
        /// `dictionaryAccepts`'s answers by language and word.
        public var dictionaryWords: [String: [String: Bool]] = [:]

        public init(problems: [String: String] = [:], words: [String: [String: Bool]] = [:],
                    dictionaryWords: [String: [String: Bool]] = [:]) {
            self.problems = problems
            self.words = words
            self.dictionaryWords = dictionaryWords
        }
    }

    public var memory: Memory {
        lock.withLock { Memory(problems: problems, words: cache.all, dictionaryWords: dictionaryCache.all) }
    }

    /// Takes on what an earlier speller with the same dictionaries and
    /// words learnt.
    public func remember(_ memory: Memory) {
        lock.withLock {
            problems.merge(memory.problems) { own, _ in own }
            cache.remember(memory.words)
            dictionaryCache.remember(memory.dictionaryWords)
        }
    }

    /// The dictionary of `language`, opened the first time it is needed.
    private func dictionary(_ language: String) -> Swift.Result<Hunspell, SpellingUnavailable> {
        let opened = Self.dictionaries.open(language)
        lock.withLock {
            if case .failure(let problem) = opened { problems[language] = problem.reason } else { problems[language] = "" }
        }
        return opened
    }

    public func unavailability(_ language: String) -> String? {
        if let known = lock.withLock({ problems[language] }) { return known.isEmpty ? nil : known }
        if case .failure(let problem) = dictionary(language) { return problem.reason }
        return nil
    }

    /// Hunspell's own verdict on a word, without project words or stems;
    /// nil when the language has no dictionary.
    public func dictionaryAccepts(_ word: String, language: String) -> Bool? {
        answered(word, language, in: acceptedExactly,
                 mine: ThreadAnswers.current.tables(of: identity).accepted.answers(in: language), by: dictionaryVerdict)
    }

    /// The answer this thread already had for the word's exact bytes, or
    /// the one `table` holds, or the one `verdict` gives, kept in both.
    /// The thread's own table comes first: with every word of a check
    /// asking the shared one, its lock was taken some thirty thousand times
    /// a second by each of two threads, and the one that waited slept in
    /// the kernel (most of a check's system calls).
    private func answered<Answer>(_ word: String, _ language: String, in table: ExactAnswers<Answer>,
                                  mine: ExactAnswers<Answer>.Language,
                                  by verdict: (String, String) -> Answer) -> Answer {
        if let known = mine.answer(for: word) { return known }
        let answer: Answer
        if let known = lock.withLock({ table.answers(in: language).answer(for: word) }) {
            answer = known
        } else {
            answer = verdict(word, language)
            lock.withLock { table.answers(in: language).answers.set(answer, for: word) }
        }
        mine.answers.set(answer, for: word)
        return answer
    }

    /// The answers each thread has been given, by speller: an answer never
    /// changes once given, so a thread may keep its own copy.
    private final class ThreadAnswers {
        final class Tables {
            let answered = ExactAnswers<Bool>()
            let accepted = ExactAnswers<Bool?>()
        }

        /// The spellers this thread asked most recently first; a process
        /// uses one, tests a few at a time.
        private var spellers: [(identity: UInt64, tables: Tables)] = []
        private static let capacity = 8

        func tables(of identity: UInt64) -> Tables {
            if let first = spellers.first, first.identity == identity { return first.tables }
            if let index = spellers.firstIndex(where: { $0.identity == identity }) {
                let found = spellers.remove(at: index)
                spellers.insert(found, at: 0)
                return found.tables
            }
            let tables = Tables()
            spellers.insert((identity, tables), at: 0)
            if spellers.count > Self.capacity { spellers.removeLast() }
            return tables
        }

        /// The answers this thread read texts' words through, by speller
        /// and language, most recent last: a check's texts take turns
        /// between a language or two of one speller, and finding the
        /// answers through `tables(of:)` retained and released each object
        /// on the way, for every text.
        private var recentlyAnswered: [(identity: UInt64, language: String, answers: ExactAnswers<Bool>.Language)] = []

        func answered(of identity: UInt64, in language: String) -> ExactAnswers<Bool>.Language {
            for index in recentlyAnswered.indices.reversed()
            where recentlyAnswered[index].identity == identity && recentlyAnswered[index].language == language {
                return recentlyAnswered[index].answers
            }
            let answers = tables(of: identity).answered.answers(in: language)
            if recentlyAnswered.count == Self.capacity { recentlyAnswered.removeFirst() }
            recentlyAnswered.append((identity, language, answers))
            return answers
        }

        private static let slot = ThreadLocal { ThreadAnswers() }
        static var current: ThreadAnswers { slot.object }
        static func withCurrent<Result>(_ body: (ThreadAnswers) -> Result) -> Result { slot.withObject(body) }
    }

    /// Counts spellers made, for their identities. A lock, not `Atomic`:
    /// the Synchronization module needs macOS 15.
    private static let identities = IdentityCounter()

    private final class IdentityCounter: @unchecked Sendable {
        private var last: UInt64 = 0
        private let lock = NSLock()

        func next() -> UInt64 {
            lock.withLock {
                last += 1
                return last
            }
        }
    }

    /// Answers by language and exact word, read and changed under the
    /// speller's lock. A project has a language or two: they are found by
    /// comparing, not by hashing the language's name for every word.
    fileprivate final class ExactAnswers<Answer>: @unchecked Sendable {
        /// One language's answers. A checker holds its language's for the
        /// words of a text: found once, not once a word (each finding
        /// retained and released the lists it was found in).
        final class Language {
            let answers = ByteKeyedTable<Answer>()

            func answer(for word: String) -> Answer? {
                answers.value(for: word)
            }
        }

        private var languages: [(name: String, answers: Language)] = []

        /// The language's answers, empty the first time it is asked for.
        func answers(in language: String) -> Language {
            if let found = languages.first(where: { $0.name == language }) { return found.answers }
            let made = Language()
            languages.append((language, made))
            return made
        }
    }

    private func dictionaryVerdict(_ word: String, _ language: String) -> Bool? {
        if let known = lock.withLock({ dictionaryCache.earlierAnswer(word, language) }) { return known }
        if lock.withLock({ problems[language].map { !$0.isEmpty } ?? false }) { return nil }
        guard case .success(let hunspell) = dictionary(language) else { return nil }
        let accepted = hunspell.spell(word)
        lock.withLock { dictionaryCache.add(accepted, for: word, language) }
        return accepted
    }

    /// Whether `word` is one this speller knows besides the dictionaries'
    /// (helpc's list, the termbase's terms, the project's words), as
    /// written or in lower case.
    public func isListedWord(_ word: String) -> Bool {
        extraWords.contains(word) || extraWords.contains(word.lowercased())
    }

    /// Whether a Korean word is a stem the project or termbase lists (레시피).
    public func isKnownStem(_ word: String) -> Bool {
        knownStems.contains(word)
    }

    /// Whether `word` is spelled correctly in `language`; true when the
    /// language has no dictionary (the rule reports that once, separately).
    public func isCorrect(_ word: String, language: String) -> Bool {
        checker(for: language).isCorrect(word)
    }

    /// `isCorrect` for the words of one text, on this thread: the thread's
    /// own answers are found once for the text rather than once a word.
    /// The checker holds the speller unretained, so it must not outlive it:
    /// it is made for one text and dropped with it.
    func checker(for language: String) -> WordChecker {
        WordChecker(speller: Unmanaged.passUnretained(self), language: language,
                    mine: ThreadAnswers.withCurrent { $0.answered(of: identity, in: language) })
    }

    struct WordChecker {
        /// Unretained: a speller is shared by every thread, and retaining it
        /// for every text moved its reference count between the cores.
        fileprivate let speller: Unmanaged<Speller>
        fileprivate let language: String
        fileprivate let mine: ExactAnswers<Bool>.Language

        func isCorrect(_ word: String) -> Bool {
            // The thread's own answer first, before the verdict is made a
            // closure (which retained the speller for every word).
            if let known = mine.answer(for: word) { return known }
            return speller._withUnsafeGuaranteedRef { speller in
                speller.answered(word, language, in: speller.answeredExactly, mine: mine, by: speller.verdict)
            }
        }
    }

    private func verdict(_ word: String, _ language: String) -> Bool {
        if isExtraWord(word) { return true }
        if let known = lock.withLock({ cache.earlierAnswer(word, language) }) { return known }
        if lock.withLock({ problems[language].map { !$0.isEmpty } ?? false }) { return true }
        guard case .success(let hunspell) = dictionary(language) else { return true }
        var correct = hunspell.spell(word)
        if !correct && word.unicodeScalars.contains(where: TermIndex.isHangul) {
            correct = koreanWithKnownStem(word, hunspell)
                || KoreanFormsHunspellLacks.accepts(word, spell: { hunspell.spell($0) || koreanWithKnownStem($0, hunspell) },
                                                    dictionary: { hunspell.spell($0) })
                || listedVerbForm(word, hunspell)
        }
        // The plural of an abbreviation (PDFs, URLs, IDs), as Apple writes it.
        if !correct, Self.isAbbreviationPlural(word) {
            correct = verdict(String(word.dropLast()), language)
        }
        // Hunspell takes a hyphenated word apart (Command-Q) but asks only
        // its dictionary about the parts: Fn-Q and iCloud-enabled hold a
        // word of helpc's list or the project's.
        if !correct, word.utf8.contains(UInt8(ascii: "-")) {
            let parts = word.split(separator: "-", omittingEmptySubsequences: false)
            correct = parts.count > 1 && parts.allSatisfy { !$0.isEmpty && verdict(String($0), language) }
        }
        lock.withLock { cache.add(correct, for: word, language) }
        return correct
    }

    /// Whether `word` is one of the words this speller knows besides the
    /// dictionaries' (helpc's list, the termbase's, the project's), or its
    /// possessive (the MacBook’s, Zestora's).
    private func isExtraWord(_ word: String) -> Bool {
        func known(_ word: String) -> Bool {
            // Nearly every word: read by its bytes, which are its only
            // writing as both are composed.
            if Self.isPlain(word) {
                return plainExtraWords.value(for: word) != nil
                    || (Self.mayHaveCapitals(word) && plainExtraWords.value(for: word.lowercased()) != nil)
            }
            return extraWords.contains(word) || (Self.mayHaveCapitals(word) && extraWords.contains(word.lowercased()))
        }
        if known(word) { return true }
        // By bytes (`TermIndex.hasPossessive`), and only for a word ending
        // in s: `hasSuffix` compared characters, for every word met the
        // first time.
        guard word.utf8.last == UInt8(ascii: "s") else { return false }
        for possessive in TermIndex.possessives where TermIndex.hasPossessive(word, possessive) && word.count > 2 {
            return known(String(word.dropLast(2)))
        }
        return false
    }

    /// Two or more ASCII capitals and a lower-case s.
    private static func isAbbreviationPlural(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        return bytes.count >= 3 && bytes.last == UInt8(ascii: "s")
            && bytes.dropLast().allSatisfy { (0x41...0x5A).contains($0) }
    }

    /// Whether every scalar of the word is ASCII or a Hangul syllable: a
    /// composed writing, the only one of the word, equal to another
    /// `String` exactly when their bytes are; lowercased, still one.
    private static func isPlain(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy { $0.value < 0x80 || (0xAC00...0xD7A3).contains($0.value) }
    }

    /// Whether lowercasing could change the word: Hangul and lowercase
    /// ASCII can't.
    private static func mayHaveCapitals(_ word: String) -> Bool {
        word.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x41...0x5A: true
            case 0..<0x80, 0xAC00...0xD7A3: false
            default: true
            }
        }
    }

    private func koreanWithKnownStem(_ word: String, _ hunspell: Hunspell) -> Bool {
        if Self.particles.contains(word) { return true }
        for stem in koreanStems where word.hasPrefix(stem) {
            let rest = String(word.dropFirst(stem.count))
            if rest.isEmpty || Self.particles.contains(rest) { return true }
            if Self.surrogates(for: stem).contains(where: { hunspell.spell($0 + rest) }) { return true }
        }
        return false
    }

    /// For a Korean word no dictionary knows that is two words run
    /// together — a noun, then a word the dictionary knows (잠금화면,
    /// 본인인증, 검색창에서) — the two written apart (잠금 화면), as Apple's
    /// Korean copy writes such compounds; nil for any other word. The first
    /// part must take 을 or 를 as a noun does, so words run together after a
    /// particle or an ending (목록을저장, 저장하고삭제) are not split into a
    /// suggestion; and at most one part is a single syllable (홈화면).
    public func writtenApart(_ word: String, language: String) -> String? {
        let syllables = Array(word.unicodeScalars)
        guard LanguageTag.isKorean(language), syllables.count >= 3,
              syllables.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) else { return nil }
        // Asked once per word: a project repeats its misspellings, and each
        // answer costs Hunspell a few lookups per syllable.
        if let known = lock.withLock({ apart[language]?[word] }) { return known }
        let found = split(syllables, language)
        lock.withLock { apart[language, default: [:]][word] = found }
        return found
    }

    private func split(_ syllables: [Unicode.Scalar], _ language: String) -> String? {
        guard case .success(let hunspell) = dictionary(language) else { return nil }
        let knows = { (part: String) in hunspell.spell(part) || self.koreanWithKnownStem(part, hunspell) }
        if let apart = Self.particleThenPostposition(syllables, knows: knows) { return apart }
        // Heads of two syllables or more first: 잠금 화면, not 잠 금화면.
        for split in Array(2..<syllables.count) + [1] {
            let head = String(String.UnicodeScalarView(syllables[..<split]))
            let tail = String(String.UnicodeScalarView(syllables[split...]))
            // A word of one syllable, with or without a particle after it
            // (창에서), must be one that stands alone in compounds, and only
            // one side may be one (홈 화면, 검색 창); a particle is no word of
            // its own (파일으로 is not 파일 으로).
            let tailWord = Self.particles.contains(String(tail.unicodeScalars.dropFirst()))
                ? String(tail.unicodeScalars.prefix(1)) : tail
            guard split >= 2 ? tailWord.unicodeScalars.count >= 2 || Self.oneSyllableCompoundNouns.contains(tailWord)
                             : Self.oneSyllableCompoundHeads.contains(head) && tailWord.unicodeScalars.count >= 2,
                  !Self.particles.contains(where: { $0.unicodeScalars.count >= 2 && tail.hasPrefix($0) }),
                  !Self.copulaForms.contains(where: tail.hasPrefix),
                  !Self.passiveStarts.contains(syllables[split]),
                  !Self.verbSuffixStarts.contains(where: tail.hasPrefix) else { continue }
            // 사용한지 is 사용하다's 사용한 and a bound noun, not 사용 and 한지
            // (Korean paper): after a noun that takes 하다, a tail starting
            // with one of 하다's forms is that verb's.
            if Self.hadaStarts.contains(syllables[split]), hunspell.spell(head + "하다") { continue }
            let objectParticle = (syllables[split - 1].value - 0xAC00) % 28 == 0 ? "를" : "을"
            if knows(head) && knows(head + objectParticle) && knows(tail) { return head + " " + tail }
        }
        return nil
    }

    /// A noun and its particle run together with the word the particle
    /// leads into (다음과같이, 설정에따라, 사용자를위해): the two written
    /// apart after the particle (다음과 같이), where splitting by the noun
    /// alone offered "다음 과같이" (과, a department, and 같이). The second
    /// word must be one of `postpositionWords`, which copy writes after a
    /// particle and nothing else starts with.
    static func particleThenPostposition(_ syllables: [Unicode.Scalar], knows: (String) -> Bool) -> String? {
        let word = String(String.UnicodeScalarView(syllables))
        for tail in postpositionWords where word.hasSuffix(tail) {
            let head = String(String.UnicodeScalarView(syllables.dropLast(tail.unicodeScalars.count)))
            guard let particle = particlesBeforePostposition.first(where: { head.hasSuffix($0) }),
                  head.unicodeScalars.count > particle.unicodeScalars.count, knows(head) else { continue }
            return head + " " + tail
        }
        return nil
    }

    /// Words that follow a noun's particle as a word of their own (다음과
    /// 같이, 설정에 따라, 사진에 대해, 친구와 함께, 파일을 위한), longest first.
    static let postpositionWords: [String] = [
        "대해서", "위해서", "통해서", "따라서", "대하여", "위하여", "통하여", "관하여", "의하여", "비하여",
        "같이", "같은", "따라", "따른", "대해", "대한", "위해", "위한", "통해", "통한", "함께", "관해", "관한",
        "의해", "의한", "비해", "관련된", "관련해",
    ]

    /// The particles before `postpositionWords`, longest first.
    static let particlesBeforePostposition: [String] = ["에게", "으로", "과", "와", "에", "을", "를", "로"]

    /// The copula's 해요체 forms, and the form copy writes for them
    /// (이예요), which join their noun: 사진이예요 is 사진 with a wrong
    /// copula (ko.particle's to report), not 사진 and a word 이예요.
    static let copulaForms = ["이에요", "이예요", "예요"]

    /// The first syllables of 되다's forms. A noun and 되다 are one word
    /// (저장되었습니다), so a word that splits into a noun and a word
    /// starting so is never offered apart: 저장되였습니다, a misspelling of
    /// 저장되었습니다, splits into 저장 and 되였습니다 (되, the measure, and
    /// 였습니다), which the dictionary knows but no one means.
    static let passiveStarts: Set<Unicode.Scalar> = ["되", "됐", "됩", "된", "될", "됨", "돼"]

    /// The first syllables of 하다's forms (한, 할, 함, 합, 했, 해, 하).
    static let hadaStarts: Set<Unicode.Scalar> = ["하", "한", "할", "함", "합", "했", "해"]

    /// The first syllables of the forms of 시키다 and 당하다, suffixes that
    /// join the noun before them as 되다 does (연결시키면, 피싱당할): a word
    /// the dictionary does not know that ends in one is offered no space
    /// before it, which standard orthography does not write.
    static let verbSuffixStarts = ["시키", "시켜", "시켰", "시킵", "시킨", "시킬", "시킴",
                                   "당하", "당해", "당했", "당합", "당한", "당할", "당함"]

    /// Nouns of one syllable that end compounds in UI copy and stand as
    /// words of their own (검색 창, 입력 칸, 설정 앱: Apple's Korean names
    /// an app with 앱 apart): any other one-syllable tail is too often an
    /// ending. Not 음 (音) or 란 (欄): after a Sino-Korean noun they are
    /// written joined (알림음, 경고음, 입력란, 댓글란).
    static let oneSyllableCompoundNouns: Set<String> = ["창", "칸", "앱"]

    /// Nouns of one syllable that begin compounds Apple's Korean writes
    /// apart (홈 화면, 앱 아이콘, 웹 페이지). Any other syllable that the
    /// dictionary takes as a noun (안, 내) begins more words than compounds:
    /// 안내음 is not 안 내음.
    static let oneSyllableCompoundHeads: Set<String> = ["홈", "앱", "웹"]

    /// Whether `word` is a form of a Korean verb the lists give: its head,
    /// then a form of the dictionary verb the listed one ends in
    /// (쓸어넘기면: 쓸어 + 넘기면, as 넘기다 takes it). A compound's endings
    /// are its last verb's, fused into its last syllable as often as not
    /// (쓸어올려, 쓸어넘겼습니다), so the listed stem cannot simply be cut off
    /// the front as a noun's can.
    private func listedVerbForm(_ word: String, _ hunspell: Hunspell) -> Bool {
        for stem in koreanVerbStems {
            for head in verbHeads(of: stem, hunspell) where word.hasPrefix(head) && word.count > head.count {
                let rest = String(word.dropFirst(head.count))
                // The last verb's stem up to the syllable an ending may fuse
                // into (넘 of 넘기): 쓸어버리다 is no form of 쓸어넘기다.
                let unfused = stem.dropFirst(head.count).dropLast()
                if rest.hasPrefix(unfused) && hunspell.spell(rest) { return true }
            }
        }
        return false
    }

    /// What comes before each dictionary verb a listed verb's stem ends in,
    /// the longest verb first (쓸어넘기 → 쓸어, as 넘기다 is in the
    /// dictionary); none when no part of it is a verb Hunspell knows. Each,
    /// not the longest alone: hunspell-ko takes 겨지다 for a word, and
    /// 숨겨집니다 is 숨겨 with 지다's 집니다, not 숨 with 겨지다's.
    private func verbHeads(of stem: String, _ hunspell: Hunspell) -> [String] {
        if let known = lock.withLock({ verbHeads[stem] }) { return known }
        let characters = Array(stem)
        let heads = (1..<characters.count).filter { hunspell.spell(String(characters[$0...]) + "다") }
            .map { String(characters[..<$0]) }
        lock.withLock { verbHeads[stem] = heads }
        return heads
    }

    /// Particles standing alone, as after an inline element (<ui>…</ui>를)
    /// or a known stem.
    static let particles: Set<String> = [
        "을", "를", "이", "가", "은", "는", "에", "에서", "에게", "의", "와", "과", "로", "으로", "도", "만",
        "까지", "부터", "처럼", "보다", "이나", "나", "이랑", "랑", "께", "한테", "별", "씩", "별로",
    ]

    /// Dictionary nouns whose last syllable ends the same way (no final
    /// consonant, ㄹ, another final) and that take 하다 and 되다, so the
    /// particles and endings accepted after them fit the stem: 레시피를 ~
    /// 정리를, 동기화됩니다 ~ 정리됩니다, 탭하여 ~ 선택하여.
    static func surrogates(for stem: String) -> [String] {
        guard let last = stem.unicodeScalars.last, (0xAC00...0xD7A3).contains(last.value) else { return ["정리", "사과"] }
        switch (last.value - 0xAC00) % 28 {
        case 0: return ["정리", "사과"]
        case 8: return ["출발"]
        default: return ["선택"]
        }
    }

    /// One Hunspell per language per process, each opened once. A language
    /// has a lock of its own for the opening, so copy in English is checked
    /// while the Korean dictionary is still loading.
    private final class Dictionaries: @unchecked Sendable {
        private var opened: [String: Swift.Result<Hunspell, SpellingUnavailable>] = [:]
        private var opening: [String: NSLock] = [:]
        private let lock = NSLock()

        func open(_ language: String) -> Swift.Result<Hunspell, SpellingUnavailable> {
            enum Found { case opened(Swift.Result<Hunspell, SpellingUnavailable>), gate(NSLock) }
            let found = lock.withLock { () -> Found in
                if let result = opened[language] { return .opened(result) }
                if let gate = opening[language] { return .gate(gate) }
                let gate = NSLock()
                opening[language] = gate
                return .gate(gate)
            }
            switch found {
            case .opened(let result):
                return result
            case .gate(let gate):
                return gate.withLock {
                    if let result = lock.withLock({ opened[language] }) { return result }
                    let result = Hunspell.open(language: language)
                    lock.withLock { opened[language] = result }
                    return result
                }
            }
        }

        func isOpen(_ language: String) -> Bool {
            lock.withLock { opened[language] != nil }
        }
    }
}

/// A speller's answers by language and word: those an earlier build's
/// speller gave (`remember`), looked up by word, and this one's own, kept
/// in the order given and made a table only for `Speller.memory`. A new
/// word's own answer is never looked up here (the speller's exact tables
/// have it), and keeping it in a `[String: Bool]` hashed every new Korean
/// word, normalizing it, twice.
private struct AnswerLog {
    private var earlier: [String: [String: Bool]] = [:]
    private var given: [String: [(word: String, answer: Bool)]] = [:]

    func earlierAnswer(_ word: String, _ language: String) -> Bool? {
        earlier.isEmpty ? nil : earlier[language]?[word]
    }

    mutating func add(_ answer: Bool, for word: String, _ language: String) {
        given[language, default: []].append((word, answer))
    }

    /// An earlier speller's answers, after any already remembered.
    mutating func remember(_ answers: [String: [String: Bool]]) {
        earlier.merge(answers) { own, earlier in own.merging(earlier) { own, _ in own } }
    }

    /// Every answer, this speller's own over an earlier one.
    var all: [String: [String: Bool]] {
        var result = earlier
        for (language, answers) in given {
            for (word, answer) in answers { result[language, default: [:]][word] = answer }
        }
        return result
    }
}
