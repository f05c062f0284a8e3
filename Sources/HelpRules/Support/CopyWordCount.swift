import HelpCore

/// Words as the length rules count them for a button title or an undo
/// name: runs between blanks, except two Korean spellings that write one
/// English word as two. A negation adverb (안, 못) before a verb counts
/// with it, so Apple's own 저장 안 함 (Don't Save) and 허용 안 함 (Don't
/// Allow) are two words, as their English is; and the head of a compound
/// noun Apple's Korean spaces after the noun before it counts with that
/// noun, so 변경 사항 폐기 (Discard Changes) and 저장 공간 관리 (Manage
/// Storage) are two, as 변경 사항 says "changes" and 저장 공간 "storage".
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
    /// one thing: 변경 사항, 저장 공간, 잠금 화면, 홈 화면, 제어 센터, 알림
    /// 센터, 재생 목록, 장보기 목록, 개인 정보, 계정 정보. Only ever the
    /// second word or later: 화면 잠금 (Screen Lock) is two words as written.
    static let nounTails: Set<String> = ["사항", "공간", "화면", "센터", "목록", "정보"]
}
