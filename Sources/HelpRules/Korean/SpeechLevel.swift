import HelpCore

/// The speech level (종결 어미) a Korean sentence ends in.
enum SpeechLevel: Equatable {
    /// 합쇼체: …습니다, …ㅂ니다, …습니까, …십시오.
    case formal
    /// The polite imperative …세요/…으세요, which Apple's Korean UI uses
    /// alongside 합쇼체; accepted under both registers.
    case politeImperative
    /// 해요체: …해요, …어요, …아요, …예요, …죠, …네요.
    case polite
    /// 해라체: …한다, …이다, …하라, …하자. Never in UI copy.
    case plain
    /// No predicate ending: a noun fragment (…변경, …복원, 저장됨, 없음).
    case none

    /// The level of a sentence, from its last word (closing punctuation,
    /// quotes and brackets ignored).
    static func of(_ sentence: String) -> SpeechLevel {
        // Most sentences are one scalar per character: read as numbers, not
        // as a `Character` array made for each sentence.
        if let scalars = TextSegments.singleScalarCharacters(sentence) {
            return of(scalars, syllable: { (0xAC00...0xD7A3).contains($0) ? Int($0 - 0xAC00) : nil },
                      matches: { $0 == $1.value })
        }
        return ofCharacters(sentence)
    }

    /// The level of `sentence`, one of `text`'s sentences, read from the
    /// text's scalars (made once for all the rules reading the text) when
    /// each of its characters is one scalar.
    static func of(_ sentence: TextSegments.Segment, in text: String) -> SpeechLevel {
        guard let scalars = TextSegments.scalars(text) else { return ofCharacters(sentence.text) }
        let sentenceScalars = scalars[sentence.offset..<sentence.offset + sentence.text.scalarCount]
        return of(sentenceScalars, syllable: { (0xAC00...0xD7A3).contains($0.value) ? Int($0.value - 0xAC00) : nil },
                  matches: { $0 == $1 })
    }

    /// `of`, through `Character`s alone: for text with combining marks
    /// and other multi-scalar characters, and for checking the fast path.
    static func ofCharacters(_ sentence: String) -> SpeechLevel {
        // Syllable by syllable (`isScalar`): `==` compares Hangul by canonical equivalence, slowly.
        of(TextSegments.charactersOf(sentence), syllable: { character in
            Hangul.isSyllable(character) ? Int(character.unicodeScalars.first!.value - 0xAC00) : nil
        }, matches: { $0.isScalar($1) })
    }

    /// The level from `units` (characters, or scalars standing for them):
    /// `syllable` gives a Hangul syllable's offset from 가, nil for
    /// anything else.
    private static func of<Units: RandomAccessCollection>(
        _ units: Units, syllable: (Units.Element) -> Int?, matches: (Units.Element, Unicode.Scalar) -> Bool
    ) -> SpeechLevel where Units.Index == Int {
        guard let lastSyllable = units.lastIndex(where: { syllable($0) != nil }) else { return .none }
        // Every ending below ends in one of these: most sentences of UI
        // copy (noun fragments) are told by their last syllable alone.
        guard finalSyllables.contains(where: { matches(units[lastSyllable], $0) }) else { return .none }
        let trimmed = units[...lastSyllable]
        func ends(_ suffix: [Unicode.Scalar]) -> Bool {
            var position = trimmed.endIndex
            for scalar in suffix.reversed() {
                guard position > trimmed.startIndex else { return false }
                position -= 1
                guard matches(trimmed[position], scalar) else { return false }
            }
            return true
        }
        // ㅂ니다 / ㅂ니까: the syllable before 니다 ends in ㅂ (합, 됩, 입).
        // 슴니다 is 습니다 misspelt (있슴니다, spelling's finding), not 해라체.
        if (ends(Ending.nida) || ends(Ending.nikka)), trimmed.count >= 3,
           syllable(trimmed[lastSyllable - 2]).map({ $0 % 28 == 17 }) == true || matches(trimmed[lastSyllable - 2], "습")
            || matches(trimmed[lastSyllable - 2], "슴") {
            return .formal
        }
        // 아니요 alone is an answer, not a 해요체 ending: a formal
        // register has no other word for it.
        if ends(Ending.aniyo), trimmed.count == 3 || syllable(trimmed[lastSyllable - 3]) == nil { return .none }
        // 십시요 is 십시오 misspelt (spelling's finding), not 해요체.
        if ends(Ending.sipsio) || ends(Ending.sio) || ends(Ending.sipsiyo) { return .formal }
        if ends(Ending.seyo) || ends(Ending.syeoyo) { return .politeImperative }
        if ends(Ending.yo) || ends(Ending.jyo) { return .polite }
        if ends(Ending.da) || ends(Ending.ra) || ends(Ending.ja) || ends(Ending.nya) { return .plain }
        return .none
    }

    /// Whether `sentence` ends in a noun the dictionary takes with a case
    /// particle (카메라를, 사용자를, 중요를): a fragment whose last syllable
    /// only looks like an ending's. Asked only of a sentence `of` gave a
    /// level that would be reported; unknown without the dictionary.
    ///
    /// 해라체's 자 and 라 (하자, 보라) follow a verb's stem, so a word in 자
    /// or 라 whose stem the dictionary takes with no 다 is a noun too, of
    /// a person or a thing (식별자, 연산자, 버그질라), and so is a word the
    /// project or helpc lists.
    static func endsInNoun(_ sentence: String, speller: Speller) -> Bool {
        // The syllables that end the last word holding any: a placeholder
        // or a name after it (부적절한 인자: %s, 식별자 %@) is what the noun
        // names, and a figure before (32글자) or a name's Latin after
        // (울트라-X) is none of its syllables.
        guard let written = TextSegments.words(sentence).last(where: { Hangul.containsHangulScalar($0.text) })?.text else { return false }
        let scalars = Array(written.unicodeScalars)
        guard let end = scalars.lastIndex(where: { (0xAC00...0xD7A3).contains($0.value) }) else { return false }
        let start = (scalars[..<end].lastIndex { !(0xAC00...0xD7A3).contains($0.value) }).map { $0 + 1 } ?? 0
        let word = String(String.UnicodeScalarView(scalars[start...end]))
        guard let last = word.last, let final = Hangul.final(of: last) else { return false }
        // 이틀마다, 날짜에 따라: the particle 마다 and the postposition 따라 end a fragment.
        if word.count >= 3 && word.hasSuffix("마다") || word == "따라" { return true }
        if speller.dictionaryAccepts(word + (final == .none ? "를" : "을"), language: "ko") == true { return true }
        if speller.isListedWord(word) || speller.isKnownStem(word) { return true }
        // 버뮤다, 트리스탄다쿠냐: a name in 다 or 냐 the dictionary lacks, after
        // an open syllable no verb's ending takes (만든다, 했다, 한다, 하냐,
        // 이다, 붙여넣었습니다, 하시다, 동기화시키다, 쓸어넘기다).
        if last == "다" || last == "냐", word.count >= 3, let before = word.dropLast().last,
           Hangul.final(of: before) == Hangul.Final.none, !"하되느이니시키기지치".contains(before),
           speller.dictionaryAccepts(word, language: "ko") == false {
            return true
        }
        guard last == "자" || last == "라", word.count >= 2 else { return false }
        return speller.dictionaryAccepts(String(word.dropLast()) + "다", language: "ko") == false
    }

    /// The last Hangul syllable of `sentence`, for a finding to name its ending.
    static func lastSyllable(of sentence: String) -> String {
        sentence.last(where: Hangul.isSyllable).map(String.init) ?? "다"
    }

    /// The last syllables of the endings `of` tells.
    private static let finalSyllables: [Unicode.Scalar] = ["다", "까", "오", "요", "죠", "라", "자", "냐"]

    /// The endings, made once: a literal in `of` was an array made for
    /// every sentence.
    private enum Ending {
        static let nida: [Unicode.Scalar] = ["니", "다"]
        static let nikka: [Unicode.Scalar] = ["니", "까"]
        static let aniyo: [Unicode.Scalar] = ["아", "니", "요"]
        static let sipsio: [Unicode.Scalar] = ["십", "시", "오"]
        static let sio: [Unicode.Scalar] = ["시", "오"]
        static let sipsiyo: [Unicode.Scalar] = ["십", "시", "요"]
        static let seyo: [Unicode.Scalar] = ["세", "요"]
        static let syeoyo: [Unicode.Scalar] = ["셔", "요"]
        static let yo: [Unicode.Scalar] = ["요"]
        static let jyo: [Unicode.Scalar] = ["죠"]
        static let da: [Unicode.Scalar] = ["다"]
        static let ra: [Unicode.Scalar] = ["라"]
        static let ja: [Unicode.Scalar] = ["자"]
        static let nya: [Unicode.Scalar] = ["냐"]
    }
}
