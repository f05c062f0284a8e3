/// English verbs of `verb-forms.en` and what each of their forms is: the
/// base form a word in -s, -ed or -ing or an irregular past comes from
/// (opened → open, went → go), and the past participle an irregular simple
/// past stands in for after have (ran → run).
///
/// Regular forms are read back from the word rather than listed: a word in
/// -ed is its base with d (saved), ed (opened), a doubled consonant and ed
/// (stopped) or y turned ied (tried), and likewise for -s and -ing. A word
/// listed as a base is never another verb's form (need, seed, read, bring),
/// and a form no listed verb has is no verb's.
struct VerbForms: Sendable {
    private let bases: Set<String>
    /// Irregular pasts and participles that are no base form, by word.
    private let irregularBases: [String: String]
    /// Irregular simple pasts that are no participle, with the participle.
    private let participles: [String: String]
    /// Every irregular verb's past participle.
    private let irregularParticiples: Set<String>

    /// `lines` as `verb-forms.en.txt` writes them: a base form, or a base,
    /// simple past and past participle.
    init(_ lines: [String]) {
        var bases: Set<String> = []
        var forms: [(form: String, base: String)] = []
        var participles: [String: String] = [:]
        var allParticiples: Set<String> = []
        for line in lines {
            let parts = line.lowercased().split(separator: " ").map(String.init)
            guard let base = parts.first else { continue }
            bases.insert(base)
            guard parts.count == 3 else { continue }
            let (past, participle) = (parts[1], parts[2])
            forms.append((past, base))
            forms.append((participle, base))
            allParticiples.insert(participle)
            if past != participle { participles[past] = participle }
        }
        var irregularBases: [String: String] = [:]
        for (form, base) in forms where !bases.contains(form) && irregularBases[form] == nil {
            irregularBases[form] = base
        }
        self.bases = bases
        self.irregularBases = irregularBases
        irregularParticiples = allParticiples
        // A past that is some verb's participle too, or a base, may follow
        // have as it is (have found, have read).
        self.participles = participles.filter { !allParticiples.contains($0.key) && !bases.contains($0.key) }
    }

    var isEmpty: Bool { bases.isEmpty }

    /// Whether `word` (lower-case ASCII letters) is a listed verb's base form.
    func isBase(_ word: String) -> Bool { bases.contains(word) }

    /// Verbs of more than one syllable that double their last consonant
    /// before -ing, their last syllable being stressed (submitting,
    /// formatting); the rest do not (opening, editing, visiting).
    private static let doublingVerbs: Set<String> = [
        "begin", "forget", "commit", "submit", "permit", "admit", "omit", "emit", "transmit", "refer", "prefer",
        "occur", "recur", "control", "patrol", "equip", "regret", "upset", "compel", "expel", "propel", "format",
        "program", "reset", "unpin", "unzip", "offset", "input", "output", "unplug", "rerun",
    ]

    /// The form in -ing of base form `base` (lower-case ASCII letters):
    /// a silent e dropped (share → sharing), ie turned y (tie → tying),
    /// and a one-syllable verb's last consonant after one vowel doubled
    /// (stop → stopping, tap → tapping), as are `doublingVerbs`'.
    static func presentParticiple(of base: String) -> String {
        let bytes = Array(base.utf8)
        func isVowel(_ byte: UInt8) -> Bool { "aeiou".utf8.contains(byte) }
        guard bytes.count >= 2 else { return base + "ing" }
        let last = bytes[bytes.count - 1], before = bytes[bytes.count - 2]
        if base.hasSuffix("ie") { return String(base.dropLast(2)) + "ying" }
        if last == UInt8(ascii: "e") {
            // see, agree, eye, hoe and be keep their e.
            return before == UInt8(ascii: "e") || before == UInt8(ascii: "y") || before == UInt8(ascii: "o") || bytes.count == 2
                ? base + "ing" : String(base.dropLast()) + "ing"
        }
        // One vowel letter between consonants at the end, in the only
        // syllable; qu's u is no vowel (quit → quitting).
        let vowels = bytes.indices.map { index in
            isVowel(bytes[index]) && !(bytes[index] == UInt8(ascii: "u") && index > 0 && bytes[index - 1] == UInt8(ascii: "q"))
        }
        let syllables = bytes.indices.filter { vowels[$0] && ($0 == 0 || !vowels[$0 - 1]) }.count
        let count = bytes.count
        let endsConsonantVowelConsonant = !vowels[count - 1] && !"wxy".utf8.contains(last) && vowels[count - 2]
            && (count == 2 || !vowels[count - 3])
        if endsConsonantVowelConsonant, syllables == 1 || doublingVerbs.contains(base) {
            return base + String(decoding: [last], as: UTF8.self) + "ing"
        }
        return base + "ing"
    }

    /// The base form `word` (lower-case ASCII letters) is an inflection of,
    /// or nil for a base form itself and for a word no listed verb has.
    func base(of word: String) -> String? {
        guard !bases.contains(word) else { return nil }
        if let base = irregularBases[word] { return base }
        let bytes = Array(word.utf8)
        for candidate in Self.regularBases(of: bytes) where bases.contains(candidate) {
            return candidate
        }
        return nil
    }

    /// The past participle of an irregular verb whose simple past `word`
    /// is, where the two differ (ran → run, went → gone).
    func participle(ofPast word: String) -> String? { participles[word] }

    /// Whether `word`, a form `base(of:)` reads, may be a past participle:
    /// a regular verb's in -ed, or an irregular one's (done, left, written).
    func isParticiple(_ word: String) -> Bool {
        word.utf8.count > 3 && word.utf8.suffix(2).elementsEqual("ed".utf8) || irregularParticiples.contains(word)
    }

    /// The base forms a word in -s, -ed or -ing may come from, most likely
    /// first: saved → save, opened → open, stopped → stop, tried → try.
    static func regularBases(of bytes: [UInt8]) -> [String] {
        func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        func ends(_ suffix: String) -> Bool { bytes.count > suffix.utf8.count + 1 && bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) }
        var candidates: [String] = []
        if ends("ed") {
            let stem = bytes.dropLast(2)
            candidates.append(text(bytes.dropLast()))
            candidates.append(text(stem))
            if ends("ied") { candidates.append(text(stem.dropLast()) + "y") }
            if let last = stem.last, stem.count >= 2, stem[stem.endIndex - 2] == last { candidates.append(text(stem.dropLast())) }
        } else if ends("ing") {
            let stem = bytes.dropLast(3)
            candidates.append(text(stem))
            candidates.append(text(stem) + "e")
            if let last = stem.last, stem.count >= 2, stem[stem.endIndex - 2] == last { candidates.append(text(stem.dropLast())) }
        } else if ends("s"), !ends("ss") {
            candidates = thirdPersonBases(of: text(bytes[...]))
        }
        return candidates
    }

    /// The base forms a verb of the third person may come from, -ies
    /// first: Removes, Copies, Searches → remove, copy, search.
    static func thirdPersonBases(of word: String) -> [String] {
        var forms: [String] = []
        if word.hasSuffix("ies") { forms.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("s") { forms.append(String(word.dropLast())) }
        return forms
    }
}
