import HelpCore

/// Words as the length rules count them for a button title or an undo
/// name: runs between blanks, except two Korean spellings that write one
/// English word as two. A negation adverb (안, 못) before a verb counts
/// with it, so Apple's own 저장 안 함 (Don't Save) and 허용 안 함 (Don't
/// Allow) are two words, as their English is; and 사항 (matters) after a
/// noun counts with it, so 변경 사항 폐기 (Discard Changes) is two, as
/// orthography spaces 사항 though 변경 사항 says "changes".
enum CopyWordCount {
    static func count(_ value: String, language: String) -> Int {
        let count = TextSegments.blankSeparatedCount(value)
        guard count > 2, language == "ko" || language.hasPrefix("ko-") else { return count }
        let words = value.split(whereSeparator: \.isBlankSpace)
        let negations = words.dropLast().filter { negationAdverbs.contains(String($0)) }.count
        let tails = words.dropFirst().filter { nounTails.contains(String($0)) }.count
        return count - negations - tails
    }

    static let negationAdverbs: Set<String> = ["안", "못"]

    /// Nouns Korean spaces from the noun before them though the two name
    /// one thing (변경 사항, 요구 사항, 주의 사항).
    static let nounTails: Set<String> = ["사항"]
}
