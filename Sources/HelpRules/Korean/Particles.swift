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

        func expected(after final: Hangul.Final) -> String {
            switch final {
            case .none: afterVowel
            case .rieul: afterRieul ?? afterConsonant
            case .consonant: afterConsonant
            }
        }

        var forms: [String] { [afterConsonant, afterVowel] }
    }

    static let pairs: [Pair] = [
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

    /// Forms after a placeholder that fit any word: 을(를) and 를(을) alike.
    static let pairedForms: [String] = pairs.flatMap { pair in
        [pair.paired, "\(pair.afterVowel)(\(pair.afterConsonant))"]
    } + ["(으)로", "(이)나", "(이)랑", "(이)에요"]

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
        guard !word.isEmpty, word.count <= 3 else { return nil }
        return forms.first { $0.form == word }?.form
    }

    /// `forms`' texts as characters, for matching word endings.
    static let formCharacters: [[Character]] = forms.map { Array($0.form) }

    /// `forms`' texts as scalar values (every form is Hangul syllables, one scalar each).
    static let formScalars: [[UInt32]] = forms.map { $0.form.unicodeScalars.map(\.value) }

    /// Each form's last syllable, by index: compared first, so a word is
    /// compared whole only with the forms ending as it does.
    static let formLastScalars: [UInt32] = formScalars.map { $0.last ?? 0 }

    /// The syllables forms end in.
    static let finalScalars: Set<UInt32> = Set(forms.compactMap { $0.form.unicodeScalars.last?.value })

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
            return finalScalars.contains(value)
        }
    }
}
