import HelpCore

/// The word knowledge rules share, prepared once per check rather than per
/// string: proper nouns tokenized for case rules, verb sets, lists by name.
public final class Lexicon: Sendable {
    let englishCase: EnglishCase
    /// The proper-nouns list, for names written with other capitals.
    let nameCapitals: NameCapitals
    let tooltipVerbs: Set<String>
    /// Nouns whose verb is two words (`phrasal-verbs.en`: backup → back up).
    let phrasalVerbs: PhrasalVerbs
    /// English verbs and their forms (`verb-forms.en`: went → go, ran → run).
    let verbForms: VerbForms
    private let words: WordLists
    public let termbase: Termbase
    public let terms: TermIndex
    /// Latin-script terms with their Hangul reading (Mac → 맥), longest first.
    let readings: [(text: String, reading: String)]
    /// The termbase's Korean verbs written as a noun that takes 하다 (동기화).
    let koreanVerbNouns: ComposedWordSet
    /// Every word list (each name as `list(_:)` takes it) made ready for
    /// searching: a list is searched for in every text, and lowering its
    /// words and reading their scalars each time was a share of the check.
    private let needleLists: [String: TextSearch.NeedleList]
    /// The words help copy doesn't say, asked for by every text: looking
    /// the list up by name each time hashed its name.
    let popoverWords: TextSearch.NeedleList
    /// The names of controls on the device (`hardware-controls.<lang>`) as
    /// `HardwareControl.isObject` compares them, by language: English in
    /// lower case.
    private let hardwareControls: [String: [[Character]]]
    /// Every word list's entries as `WordMatch` compares them, so a text is
    /// looked up once instead of compared with each entry.
    private let forms: [String: WordForms]
    /// `misspellings.<lang>`, by list name, and Korean's, which every
    /// Korean text asks for, without hashing its language's name.
    private let misspellings: [String: KnownMisspellings]
    private let koreanMisspellings: KnownMisspellings

    /// The termbase's English proper nouns extend the proper-nouns list, so
    /// a product name in the termbase keeps its capitals in sentence case;
    /// not its deprecated ones, which case.name would offer as the spelling
    /// (“wifi” should be written “WiFi”), where term.deprecated names Wi-Fi.
    /// An unmistakable name is a proper noun too, listed there or not.
    public init(words: WordLists, termbase: Termbase = Termbase()) {
        let properNouns = termbase.terms(in: "en").filter { $0.term.partOfSpeech == "properNoun" && !$0.term.isDeprecated }
            .map(\.term.text)
        let unmistakable = words.list("unmistakable-names")
        let extended = words.extended(with: WordLists(["proper-nouns": properNouns + unmistakable]))
        self.words = extended
        self.termbase = termbase
        terms = TermIndex(termbase: termbase)
        var readings: [(String, String)] = []
        var read: Set<String> = []
        for concept in termbase.concepts {
            for term in concept.terms {
                if let reading = term.pronunciation, read.insert(term.text).inserted {
                    readings.append((term.text, reading))
                }
            }
        }
        self.readings = readings.sorted { $0.0.count > $1.0.count }
        koreanVerbNouns = ComposedWordSet(termbase.concepts.flatMap { $0.terms(in: "ko") }.filter { $0.isVerb && !$0.text.hasSuffix("다") }.map(\.text))
        englishCase = EnglishCase(words: extended)
        nameCapitals = NameCapitals(extended.list("proper-nouns"), unmistakable: unmistakable)
        tooltipVerbs = Set(extended.list("tooltip-verbs", language: "en").map { $0.lowercased() })
        var phrasalVerbs: [String: String] = [:]
        for line in extended.list("phrasal-verbs", language: "en") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            phrasalVerbs[parts[0].lowercased()] = String(parts[1])
        }
        self.phrasalVerbs = PhrasalVerbs(phrasalVerbs)
        verbForms = VerbForms(extended.list("verb-forms", language: "en"))
        needleLists = Dictionary(uniqueKeysWithValues: extended.names.map { ($0, TextSearch.NeedleList(extended.list($0))) })
        popoverWords = needleLists["popover-words"] ?? Self.noNeedles
        forms = Dictionary(uniqueKeysWithValues: extended.names.map { ($0, WordForms(extended.list($0))) })
        var controls: [String: [[Character]]] = [:]
        for name in extended.names where name.hasPrefix("hardware-controls.") {
            let language = String(name.dropFirst("hardware-controls.".count))
            controls[language] = extended.list(name).map { Array($0) }
        }
        hardwareControls = controls
        var misspellings: [String: KnownMisspellings] = [:]
        for name in extended.names where name.hasPrefix("misspellings.") {
            misspellings[name] = KnownMisspellings(extended.list(name))
        }
        self.misspellings = misspellings
        koreanMisspellings = misspellings["misspellings.ko"] ?? Self.noMisspellings
    }

    /// The known misspellings of `language` (a regional tag reads its language's).
    func misspellings(_ language: String) -> KnownMisspellings {
        if language == "ko" { return koreanMisspellings }
        return misspellings[WordLists.listName("misspellings", language: language, among: { misspellings[$0] != nil })]
            ?? Self.noMisspellings
    }

    private static let noMisspellings = KnownMisspellings([])

    /// `hardwareControls` of `language`.
    func hardwareControls(_ language: String) -> [[Character]] {
        hardwareControls[language] ?? language.split(separator: "-").first.flatMap { hardwareControls[String($0)] } ?? []
    }

    func list(_ name: String, language: String) -> [String] { words.list(name, language: language) }
    func list(_ name: String) -> [String] { words.list(name) }

    /// The entries of `name.<language>` as `WordMatch.normalized` leaves them.
    func forms(_ name: String, language: String) -> WordForms {
        forms[WordLists.listName(name, language: language, among: { forms[$0] != nil })] ?? Self.noForms
    }

    private static let noForms = WordForms([])

    /// `list(_:)` made ready for searching, ignoring case.
    func needleList(_ name: String) -> TextSearch.NeedleList { needleLists[name] ?? Self.noNeedles }

    /// `needleList` of `name.<language>`, or of its language's list (`ko` for `ko-KR`).
    func needleList(_ name: String, language: String) -> TextSearch.NeedleList {
        needleList(WordLists.listName(name, language: language, among: { needleLists[$0] != nil }))
    }

    private static let noNeedles = TextSearch.NeedleList([String]())
}

/// Substring search by Characters, without Foundation's NSString bridging
/// (which dominated the check's profile).
enum TextSearch {
    /// A string prepared once for many searches.
    struct Haystack {
        let characters: [Character]
        /// The characters as scalar values when each is one scalar (most
        /// copy): compared as numbers rather than as grapheme clusters.
        let scalars: [UInt32]?

        init(_ string: String, ignoringCase: Bool = false) {
            let text = ignoringCase ? string.lowercasedIgnoringCaseless() : string
            if let scalars = Self.comparableScalars(text) {
                self.scalars = scalars
                characters = []
            } else {
                scalars = nil
                characters = Array(text)
            }
        }

        /// The string's characters as scalar values when comparing those is
        /// comparing the characters: each character one scalar, and none of
        /// the three signs (ohm, kelvin, ångström) that equal another
        /// single scalar.
        static func comparableScalars(_ string: String) -> [UInt32]? {
            guard let values = TextSegments.singleScalarCharacters(string) else { return nil }
            return values.contains { $0 == 0x2126 || $0 == 0x212A || $0 == 0x212B } ? nil : values
        }

        /// Character offsets where `needle` starts. With `wholeWords`, a
        /// match must not continue a word on either side.
        func offsets(of needle: String, wholeWords: Bool = false) -> [Int] {
            offsets(of: Needle(needle, lowered: needle), wholeWords: wholeWords)
        }

        /// `offsets(of:wholeWords:)` for the needle's `lowered` text.
        func offsets(of needle: Needle, wholeWords: Bool = false) -> [Int] {
            if let scalars {
                if let pattern = needle.scalars {
                    return Self.offsets(of: pattern, in: scalars, wholeWords: wholeWords, isLetter: Self.isLetter)
                }
                return Self.offsets(of: needle.characters, in: scalars.map { Character(Unicode.Scalar($0)!) }, wholeWords: wholeWords,
                                    isLetter: \.isLetter)
            }
            return Self.offsets(of: needle.characters, in: characters, wholeWords: wholeWords, isLetter: \.isLetter)
        }

        /// Whether the scalar value (of a text's scalars) is a letter.
        static func isLetter(_ value: UInt32) -> Bool {
            Character(Unicode.Scalar(value)!).isLetter
        }

        private static func offsets<Element: Equatable>(of pattern: [Element], in characters: [Element], wholeWords: Bool,
                                                        isLetter: (Element) -> Bool) -> [Int] {
            guard let first = pattern.first, pattern.count <= characters.count else { return [] }
            var result: [Int] = []
            var index = 0
            let last = characters.count - pattern.count
            while index <= last {
                if characters[index] == first, matches(pattern, in: characters, at: index) {
                    let letterBefore = index > 0 && isLetter(characters[index - 1])
                    let letterAfter = index + pattern.count < characters.count && isLetter(characters[index + pattern.count])
                    if !wholeWords || (!letterBefore && !letterAfter) {
                        result.append(index)
                        index += pattern.count
                        continue
                    }
                }
                index += 1
            }
            return result
        }

        private static func matches<Element: Equatable>(_ pattern: [Element], in characters: [Element], at index: Int) -> Bool {
            for offset in 1..<max(pattern.count, 1) where characters[index + offset] != pattern[offset] {
                return false
            }
            return true
        }
    }

    /// The earliest of several needles in a haystack prepared to ignore case.
    static func firstMatch(of needles: [Needle], in haystack: Haystack, wholeWords: Bool) -> (String, Int)? {
        var best: (String, Int)?
        for needle in needles {
            if let offset = haystack.offsets(of: needle, wholeWords: wholeWords).first,
               best == nil || offset < best!.1 {
                best = (needle.text, offset)
            }
        }
        return best
    }

    /// A word to search for, ignoring case, worked out once: its lowered
    /// text as characters, and as scalar values when those compare as the
    /// characters do (`Haystack.comparableScalars`).
    struct Needle: Sendable {
        let text: String
        let characters: [Character]
        let scalars: [UInt32]?
        /// Scalars one of which a text must hold for the needle to occur in
        /// it, ignoring case (`mayOccur`); nil when the needle's first
        /// character is not one this can be told for.
        let anchors: [UInt32]?
        /// The needle's first two characters, when both are ASCII letters
        /// but k, as a number below 26 × 26 (`LetterPairs`): only those
        /// letters, in either case, lower to them, so a text without the
        /// pair side by side cannot hold the needle. Used instead of
        /// `anchors`, which one letter common in English passes.
        let letterPair: Int?

        init(_ text: String) {
            self.init(text, lowered: text.lowercasedIgnoringCaseless())
        }

        init(_ text: String, lowered: String) {
            self.text = text
            characters = Array(lowered)
            scalars = Haystack.comparableScalars(lowered)
            anchors = characters.first.flatMap(Self.anchors)
            letterPair = characters.count >= 2 ? LetterPairs.pair(characters[0], characters[1]) : nil
        }

        /// What a text holds where a lowered text has `first`: for an
        /// ASCII character, itself in either case, and the three scalars
        /// that equal an ASCII character (U+037E “;”, U+1FEF “`”, the
        /// Kelvin sign, which lowers to “k”); for a Hangul syllable, itself
        /// or its leading jamo (the syllable decomposed).
        static func anchors(_ first: Character) -> [UInt32]? {
            guard first.unicodeScalars.count == 1, let scalar = first.unicodeScalars.first else { return nil }
            let value = scalar.value
            if value < 0x80 {
                var anchors = Set([value])
                for other in [String(scalar).uppercased(), String(scalar).lowercased()] where other.unicodeScalars.count == 1 {
                    anchors.insert(other.unicodeScalars.first!.value)
                }
                if anchors.contains(0x6B) { anchors.insert(0x212A) }
                if anchors.contains(0x3B) { anchors.insert(0x37E) }
                if anchors.contains(0x60) { anchors.insert(0x1FEF) }
                return anchors.sorted()
            }
            if (0xAC00...0xD7A3).contains(value) { return [value, 0x1100 + (value - 0xAC00) / 588] }
            return nil
        }

        /// False only when the needle cannot occur in `string`, ignoring
        /// case: asked of every text before a haystack is made of it, and
        /// most texts hold none of a list's words.
        func mayOccur(in string: String) -> Bool {
            if let letterPair { return LetterPairs([letterPair]).occur(in: string) }
            guard let anchors else { return true }
            return string.unicodeScalars.contains { anchors.contains($0.value) }
        }
    }

    /// Pairs of ASCII letters but k (a bit each), looked for side by side in
    /// a text's bytes, either letter in either case. The Kelvin sign lowers
    /// to k, so k is left out; no other character lowers to, or is
    /// canonically, an ASCII letter.
    struct LetterPairs: Sendable {
        private var bits: [UInt64] = Array(repeating: 0, count: (26 * 26 + 63) / 64)
        private(set) var isEmpty = true

        init(_ pairs: some Sequence<Int>) {
            for pair in pairs {
                bits[pair >> 6] |= 1 << UInt64(pair & 63)
                isEmpty = false
            }
        }

        static func pair(_ first: Character, _ second: Character) -> Int? {
            guard let first = letter(first), let second = letter(second) else { return nil }
            return first * 26 + second
        }

        private static func letter(_ character: Character) -> Int? {
            guard character.unicodeScalars.count == 1, let value = character.asciiValue,
                  (0x61...0x7A).contains(value), value != 0x6B else { return nil }
            return Int(value - 0x61)
        }

        func occur(in string: String) -> Bool {
            string.withUTF8Bytes { bytes in
                var previous = -1
                for byte in bytes {
                    let letter = Self.letter(ofByte: byte)
                    if letter >= 0, previous >= 0, contains(previous, letter) { return true }
                    previous = letter
                }
                return false
            }
        }

        /// A byte's ASCII letter in either case, as a number below 26, or -1.
        @inline(__always)
        static func letter(ofByte byte: UInt8) -> Int {
            let lowered = byte | 0x20
            guard (0x61...0x7A).contains(lowered), (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) else { return -1 }
            return Int(lowered - 0x61)
        }

        @inline(__always)
        func contains(_ first: Int, _ second: Int) -> Bool {
            let pair = first * 26 + second
            return bits[pair >> 6] & (1 << UInt64(pair & 63)) != 0
        }
    }

    /// The anchors of several needles, for ruling them all out at once:
    /// ASCII anchors as a bit set, the rest (Hangul syllables and their
    /// leading jamo, a few look-alike signs) sorted for a binary search.
    struct Anchors: Sendable {
        private var ascii: (low: UInt64, high: UInt64) = (0, 0)
        private var others: [UInt32] = []
        /// Some needle has no anchors, so it may occur anywhere.
        private var anywhere = false
        /// Whether some needle is told by its first character.
        private var hasCharacterAnchors = false
        /// The needles told by their first two letters instead.
        private var letterPairs: LetterPairs
        /// The bytes an anchor or a letter pair can start at: an
        /// ASCII anchor, either case of a pair's first letter, the lead
        /// byte of any other anchor. Every other byte of a text is passed
        /// over without being decoded.
        private var startBytes = ScalarFilter()

        init(_ needles: [Needle]) {
            var others: Set<UInt32> = []
            let pairs = needles.compactMap(\.letterPair)
            letterPairs = LetterPairs(pairs)
            for pair in pairs {
                startBytes.insert(UInt32(0x61 + pair / 26))
                startBytes.insert(UInt32(0x41 + pair / 26))
            }
            for needle in needles where needle.letterPair == nil {
                hasCharacterAnchors = true
                guard let anchors = needle.anchors else {
                    anywhere = true
                    continue
                }
                for value in anchors {
                    if value < 64 {
                        ascii.low |= 1 << UInt64(value)
                    } else if value < 128 {
                        ascii.high |= 1 << UInt64(value - 64)
                    } else {
                        others.insert(value)
                    }
                }
            }
            self.others = others.sorted()
            for value in UInt32(0)..<128 where contains(value) { startBytes.insert(value) }
            for value in self.others {
                if let scalar = Unicode.Scalar(value), let lead = String(scalar).utf8.first { startBytes.insert(UInt32(lead)) }
            }
        }

        /// One reading of the text's UTF-8 bytes for both kinds of anchor,
        /// decoding only the bytes an anchor or pair can start at:
        /// `unicodeScalars` was decoded a scalar at a time through calls
        /// into the standard library, and the letter pairs were a second
        /// reading, for every text and list.
        func mayOccur(in string: String) -> Bool {
            if anywhere { return true }
            guard hasCharacterAnchors || !letterPairs.isEmpty else { return false }
            return string.withUTF8Bytes { bytes in
                var index = 0
                while index < bytes.count {
                    let lead = bytes[index]
                    guard startBytes.mayContain(UInt32(lead)) else {
                        index += 1
                        continue
                    }
                    if lead < 0x80 {
                        if contains(UInt32(lead)) { return true }
                        if index + 1 < bytes.count {
                            let first = LetterPairs.letter(ofByte: lead), second = LetterPairs.letter(ofByte: bytes[index + 1])
                            if first >= 0, second >= 0, letterPairs.contains(first, second) { return true }
                        }
                        index += 1
                        continue
                    }
                    let value: UInt32
                    if lead < 0xE0 {
                        value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                        index += 2
                    } else if lead < 0xF0 {
                        value = bytes.threeByteScalar(at: index)
                        index += 3
                    } else {
                        value = UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                            | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                        index += 4
                    }
                    if contains(value) { return true }
                }
                return false
            }
        }

        private func contains(_ value: UInt32) -> Bool {
            if value < 64 { return ascii.low & (1 << UInt64(value)) != 0 }
            if value < 128 { return ascii.high & (1 << UInt64(value - 64)) != 0 }
            var low = 0
            var high = others.count
            while low < high {
                let middle = (low + high) / 2
                if others[middle] == value { return true }
                if others[middle] < value { low = middle + 1 } else { high = middle }
            }
            return false
        }
    }
}

/// Nouns whose verb is two words, by the noun in lower case, with the
/// pairs of letters they start with: every English word of five letters or
/// more is asked, and most are ruled out without being lowercased.
struct PhrasalVerbs: Sendable {
    private let verbs: [String: String]
    private let starts: LeadingASCIIPairs

    init(_ verbs: [String: String]) {
        self.verbs = verbs
        starts = LeadingASCIIPairs(verbs.keys, foldingASCIICase: true)
    }

    var isEmpty: Bool { verbs.isEmpty }

    /// The verb of `word`, a noun of the list in any case; nil for any other word.
    func verb(of word: String) -> String? {
        guard starts.mayMatch(word) else { return nil }
        return verbs[word.lowercased()]
    }
}
