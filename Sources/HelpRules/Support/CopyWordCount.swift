import HelpCore

/// Words as the length rules count them for a button title or an undo
/// name: runs between blanks, except that in Korean a negation adverb
/// (안, 못) before a verb counts with it, so Apple's own 저장 안 함 (Don't
/// Save) and 허용 안 함 (Don't Allow) are two words, as their English is.
enum CopyWordCount {
    static func count(_ value: String, language: String) -> Int {
        let count = TextSegments.blankSeparatedCount(value)
        guard count > 2, language == "ko" || language.hasPrefix("ko-") else { return count }
        let words = value.split(whereSeparator: \.isBlankSpace)
        let negations = words.dropLast().filter { negationAdverbs.contains(String($0)) }.count
        return count - negations
    }

    static let negationAdverbs: Set<String> = ["안", "못"]
}
