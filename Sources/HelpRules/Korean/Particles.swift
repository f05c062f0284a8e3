/// Korean particles that change with the sound before them.
enum Particle {
    struct Pair {
        /// After a final consonant.
        var afterConsonant: String
        /// After a vowel.
        var afterVowel: String
        /// After ㄹ, when it differs (로 for 으로/로).
        var afterRieul: String?
        /// The form that fits both, for use after a placeholder: 을(를).
        var paired: String
        /// A form that is right after nothing, though copy writes it: 이예요
        /// for 이에요 or 예요 (사진이예요, 메모이예요).
        var wrongForms: [String] = []
        /// Whether a vowel also takes the consonant's form: the copula's 이
        /// may stay after a vowel (사과이라는 beside 사과라는), but never
        /// drops after a consonant (책라는).
        var vowelKeepsConsonantForm = false

        func expected(after final: Hangul.Final) -> String {
            switch final {
            case .none: afterVowel
            case .rieul: afterRieul ?? afterConsonant
            case .consonant: afterConsonant
            }
        }

        /// Whether `form` is right after a syllable ending in `final`.
        func agrees(_ form: String, after final: Hangul.Final) -> Bool {
            form == expected(after: final) || (vowelKeepsConsonantForm && final == .none && form == afterConsonant)
        }

        /// The pair followed by `tail`, a particle that doesn't change
        /// with the sound (으로 and 부터 make 으로부터).
        func followed(by tail: String) -> Pair {
            Pair(afterConsonant: afterConsonant + tail, afterVowel: afterVowel + tail,
                 afterRieul: afterRieul.map { $0 + tail }, paired: paired + tail)
        }

        var forms: [String] { [afterConsonant, afterVowel] }
    }

    /// The particles that change with the sound before them.
    static let basePairs: [Pair] = [
        Pair(afterConsonant: "을", afterVowel: "를", paired: "을(를)"),
        Pair(afterConsonant: "이", afterVowel: "가", paired: "이(가)"),
        Pair(afterConsonant: "은", afterVowel: "는", paired: "은(는)"),
        Pair(afterConsonant: "과", afterVowel: "와", paired: "과(와)"),
        Pair(afterConsonant: "으로", afterVowel: "로", afterRieul: "로", paired: "(으)로"),
        Pair(afterConsonant: "이나", afterVowel: "나", paired: "(이)나"),
        Pair(afterConsonant: "이랑", afterVowel: "랑", paired: "(이)랑"),
        Pair(afterConsonant: "아", afterVowel: "야", paired: "아(야)"),
        Pair(afterConsonant: "이에요", afterVowel: "예요", paired: "(이)에요", wrongForms: ["이예요"]),
    ]

    /// The copula's forms that copy joins to a noun like a particle
    /// (iPhone이라는 앱, Mac이라도): 이 drops after a vowel or stays, and
    /// never drops after a consonant, so the form with 이 fits any word.
    static let copulaPairs: [Pair] = ["라는", "라고", "라도", "라면", "라서"].map { ending in
        Pair(afterConsonant: "이" + ending, afterVowel: ending, paired: "이" + ending, vowelKeepsConsonantForm: true)
    }

    /// Particles that follow 으로/로 and 과/와 unchanged (으로부터, 로써,
    /// 과의, 와도): the compound agrees as its first particle does, and
    /// Mac로부터 is as wrong as Mac로.
    static let compoundPairs: [Pair] = basePairs.flatMap { pair -> [Pair] in
        switch pair.afterConsonant {
        case "으로": ["부터", "는", "도", "만", "서", "써", "의"].map(pair.followed(by:))
        case "과": ["는", "도", "의", "만"].map(pair.followed(by:))
        default: []
        }
    }

    static let pairs: [Pair] = basePairs + copulaPairs + compoundPairs

    /// Forms after a placeholder that fit any word: 을(를) and 를(을) alike.
    /// A compound or the copula starts with one of them (과(와)의, (으)로부터, (이)라는).
    static let pairedForms: [String] = basePairs.flatMap { pair in
        [pair.paired, "\(pair.afterVowel)(\(pair.afterConsonant))"]
    } + ["(으)로", "(이)나", "(이)랑", "(이)에요", "(이)"]

    /// Every single form with its pair, longest first, so 으로 is found
    /// before 로 and 이에요 before 요-less forms.
    static let forms: [(form: String, pair: Pair)] = pairs
        .flatMap { pair in
            (pair.forms + pair.wrongForms).map { ($0, pair) } + (pair.afterRieul.map { [($0, pair)] } ?? [])
        }
        .reduce(into: [(String, Pair)]()) { result, item in
            if !result.contains(where: { $0.0 == item.0 }) { result.append(item) }
        }
        .sorted { $0.0.count > $1.0.count }

    /// The particle form text starts with as a word of its own, joined to
    /// what came before it (`를 참고하세요` after a link): the Hangul
    /// before the first other character, when it is exactly a form.
    static func form(startingWord text: String) -> String? {
        let word = text.prefix { Hangul.isHangul($0) }
        guard !word.isEmpty, word.count <= longestForm else { return nil }
        return forms.first { $0.form == word }?.form
    }

    /// Whether each form (by index) agrees after a vowel, a ㄹ and another
    /// final consonant: read for every word ending in a form, where copying
    /// the form's pair out of `forms` counted references to its strings.
    private static let agreement: [(none: Bool, rieul: Bool, consonant: Bool)] = forms.map { form, pair in
        (pair.agrees(form, after: .none), pair.agrees(form, after: .rieul), pair.agrees(form, after: .consonant))
    }

    /// Whether the form at `index` of `forms` agrees after `final`.
    static func agrees(_ index: Int, after final: Hangul.Final) -> Bool {
        switch final {
        case .none: agreement[index].none
        case .rieul: agreement[index].rieul
        case .consonant: agreement[index].consonant
        }
    }

    /// The number of syllables in the longest form.
    static let longestForm = forms.map(\.form.count).max() ?? 0

    /// `forms`' texts as characters, for matching word endings.
    static let formCharacters: [[Character]] = forms.map { Array($0.form) }

    /// `forms`' texts as scalar values (every form is Hangul syllables, one scalar each).
    static let formScalars: [[UInt32]] = forms.map { $0.form.unicodeScalars.map(\.value) }

    /// Each form's last syllable, by index: compared first, so a word is
    /// compared whole only with the forms ending as it does.
    static let formLastScalars: [UInt32] = formScalars.map { $0.last ?? 0 }

    /// The indices of `forms` by their last syllable, longest first: a word
    /// is compared only with the forms ending as it does.
    static let formIndicesByLastScalar: [UInt32: [Int]] = Dictionary(grouping: forms.indices, by: { formLastScalars[$0] })

    /// `forms` by their text, for a Hangul run that may be one whole.
    static let formIndexByText: [String: Int] = Dictionary(forms.indices.map { (forms[$0].form, $0) }, uniquingKeysWith: { first, _ in first })

    /// For each precomposed syllable (by its offset from 가), the syllables
    /// that may come before it at the end of a form: nil for none, empty
    /// when it is a form of one syllable (을, 로, 는), else the syllables
    /// before it in the longer forms ending in it (로 and 라 before 서).
    /// Words ending in 서, 의, 도 or 면 (에서, 하면) are most of Korean
    /// copy, and only these pairs make them a form's; read by offset, as
    /// hashing each word's last syllables was a share of the check.
    static let syllablesBeforeLast: [[UInt32]?] = {
        var table = [[UInt32]?](repeating: nil, count: 0xD7A4 - 0xAC00)
        for scalars in formScalars where !scalars.isEmpty {
            let last = Int(scalars[scalars.count - 1]) - 0xAC00
            if scalars.count == 1 {
                table[last] = []
            } else if table[last] != [] {
                let previous = scalars[scalars.count - 2]
                let known = table[last] ?? []
                if !known.contains(previous) { table[last] = known + [previous] }
            }
        }
        return table
    }()

    /// False when `word` cannot end in a form, told from its last scalar
    /// alone (read from its bytes): an ASCII scalar, or a precomposed
    /// syllable no form ends in. A character ending in either is never
    /// canonically equivalent to a form's last syllable, whatever comes
    /// before it; any other last scalar (a jamo, a mark) leaves the word
    /// to be read whole.
    static func mayEnd(_ word: String) -> Bool {
        // The last bytes read where they lie: `utf8.last` stepped back
        // through the string's generic index.
        word.withUTF8Bytes { bytes in
            guard let lastByte = bytes.last else { return false }
            if lastByte < 0x80 { return false }
            // A precomposed syllable is three bytes, the first 0xEA–0xED.
            guard bytes.count >= 3 else { return true }
            let lead = bytes[bytes.count - 3]
            guard (0xEA...0xED).contains(lead) else { return true }
            let value = bytes.threeByteScalar(at: bytes.count - 3)
            guard (0xAC00...0xD7A3).contains(value) else { return true }
            guard let before = syllablesBeforeLast[Int(value - 0xAC00)] else { return false }
            if before.isEmpty { return true }
            // A longer form's last syllable follows its syllable before.
            guard bytes.count >= 6 else { return false }
            let previousLead = bytes[bytes.count - 6]
            guard (0xEA...0xED).contains(previousLead) else { return true }
            let previous = bytes.threeByteScalar(at: bytes.count - 6)
            guard (0xAC00...0xD7A3).contains(previous) else { return true }
            return before.contains(previous)
        }
    }
}
