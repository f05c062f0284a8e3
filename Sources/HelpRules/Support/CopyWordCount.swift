import HelpCore

/// Words as the length rules count them for a button title or an undo
/// name: runs between blanks, except two Korean spellings that write one
/// English word as two. A negation adverb (안, 못) before a verb counts
/// with it, so Apple's own 저장 안 함 (Don't Save) and 허용 안 함 (Don't
/// Allow) are two words, as their English is; and the head of a compound
/// noun Apple's Korean spaces after the noun before it counts with that
/// noun, so 변경 사항 폐기 (Discard Changes) and 저장 공간 관리 (Manage
/// Storage) are two, as 변경 사항 says "changes" and 저장 공간 "storage".
/// A verb Korean writes as a noun and an action noun (이름 변경 for
/// Rename, 잠금 해제 for Unlock) counts as one word too, so 우주선 이름
/// 변경 (Rename Ship) is two, as its English is.
enum CopyWordCount {
    static func count(_ value: String, language: String) -> Int {
        let count = TextSegments.blankSeparatedCount(value)
        guard count > 2, LanguageTag.isKorean(language) else { return count }
        let words = value.split(whereSeparator: \.isBlankSpace).map(String.init)
        let negations = words.dropLast().filter { negationAdverbs.contains($0) }.count
        let tails = words.dropFirst().filter { nounTails.contains($0) }.count
        let verbs = zip(words, words.dropFirst()).filter { twoWordVerbs[$0.1]?.contains($0.0) ?? false }.count
        return count - negations - tails - verbs
    }

    static let negationAdverbs: Set<String> = ["안", "못"]

    /// Nouns Korean spaces from the noun before them though the two name
    /// one thing: 변경 사항, 저장 공간, 잠금 화면, 홈 화면, 제어 센터, 알림
    /// 센터, 재생 목록, 장보기 목록, 개인 정보, 계정 정보. Only ever the
    /// second word or later: 화면 잠금 (Screen Lock) is two words as written.
    static let nounTails: Set<String> = ["사항", "공간", "화면", "센터", "목록", "정보"]

    /// English verbs of one word Korean writes as a noun and an action
    /// noun, by the action noun: 이름 변경 (Rename), 순서 변경 (Reorder),
    /// 크기 조절 (Resize), 서식 지정 (Format), 맞춤 설정 (Customize), and
    /// the un- verbs in 해제 (잠금 해제: Unlock, 선택 해제: Deselect, 그룹
    /// 해제: Ungroup). 색상 변경 stays two words, as Change Color is.
    static let twoWordVerbs: [String: Set<String>] = [
        "변경": ["이름", "순서"],
        "조절": ["크기"],
        "조정": ["크기"],
        "지정": ["서식"],
        "설정": ["맞춤"],
        "해제": ["잠금", "선택", "그룹", "고정", "숨김", "음소거", "연결", "페어링", "구독"],
    ]
}
