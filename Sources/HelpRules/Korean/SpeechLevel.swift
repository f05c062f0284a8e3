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
        let characters = TextSegments.charactersOf(sentence)
        guard let lastSyllable = characters.lastIndex(where: Hangul.isSyllable) else { return .none }
        let trimmed = characters[...lastSyllable]
        // Syllable by syllable (`isScalar`): `==` compares Hangul by canonical equivalence, slowly.
        func ends(_ suffix: String) -> Bool {
            let tail = Array(suffix.unicodeScalars)
            return trimmed.count >= tail.count && zip(trimmed.suffix(tail.count), tail).allSatisfy { $0.isScalar($1) }
        }
        // ㅂ니다 / ㅂ니까: the syllable before 니다 ends in ㅂ (합, 됩, 입).
        if (ends("니다") || ends("니까")), trimmed.count >= 3,
           Hangul.finalIndex(of: trimmed[lastSyllable - 2]) == 17 || trimmed[lastSyllable - 2].isScalar("습") {
            return .formal
        }
        if ends("십시오") || ends("시오") { return .formal }
        if ends("세요") || ends("셔요") { return .politeImperative }
        if ends("요") || ends("죠") { return .polite }
        if ends("다") || ends("라") || ends("자") || ends("냐") { return .plain }
        return .none
    }
}
