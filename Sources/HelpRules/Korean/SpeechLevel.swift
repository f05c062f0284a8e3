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
        let trimmed = units[...lastSyllable]
        func ends(_ suffix: String) -> Bool {
            var position = trimmed.endIndex
            for scalar in suffix.unicodeScalars.reversed() {
                guard position > trimmed.startIndex else { return false }
                position -= 1
                guard matches(trimmed[position], scalar) else { return false }
            }
            return true
        }
        // ㅂ니다 / ㅂ니까: the syllable before 니다 ends in ㅂ (합, 됩, 입).
        if (ends("니다") || ends("니까")), trimmed.count >= 3,
           syllable(trimmed[lastSyllable - 2]).map({ $0 % 28 == 17 }) == true || matches(trimmed[lastSyllable - 2], "습") {
            return .formal
        }
        // 아니요 alone is an answer, not a 해요체 ending: a formal
        // register has no other word for it.
        if ends("아니요"), trimmed.count == 3 || syllable(trimmed[lastSyllable - 3]) == nil { return .none }
        if ends("십시오") || ends("시오") { return .formal }
        if ends("세요") || ends("셔요") { return .politeImperative }
        if ends("요") || ends("죠") { return .polite }
        if ends("다") || ends("라") || ends("자") || ends("냐") { return .plain }
        return .none
    }
}
