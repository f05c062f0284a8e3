import HelpCore

/// A word written twice with one space between ("the the", "파일을
/// 파일을"): the slip of an edit that pasted over half a phrase, which no
/// dictionary catches because each word is spelt right. pofilter reports it
/// as doublewords; helpc reports it with spelling.
enum DoubledWord {
    /// The second of each doubled pair: its text and character offset. A
    /// capitalized second word ("Walla Walla") is a name, placeholders and
    /// numbers repeat on purpose (%@ %@), and "that that" and "had had"
    /// are English.
    /// `words` are the value's `TextSegments.words`.
    static func repeats(in value: String, words: [TextSegments.Segment]) -> [(word: String, offset: Int)] {
        guard words.count >= 2 else { return [] }
        var found: [(word: String, offset: Int)] = []
        var characters: [Character]?
        for index in 1..<words.count {
            let first = words[index - 1], second = words[index]
            // Byte by byte, an ASCII capital taken for its small letter:
            // lowering each pair of words of one length made two strings.
            guard first.text.utf8.count == second.text.utf8.count,
                  first.text.utf8.elementsEqual(second.text.utf8, by: { $0 == $1 || (0x41...0x5A).contains($0) && $0 | 0x20 == $1 }),
                  second.text.first.map({ !$0.isUppercase && $0.isLetter }) == true,
                  !second.text.contains(where: \.isNumber), !allowed.contains(second.text) else { continue }
            let text = characters ?? Array(value)
            characters = text
            let gap = first.offset + first.text.count
            guard gap + 1 == second.offset, text[gap] == " " else { continue }
            found.append((second.text, second.offset))
        }
        return found
    }

    /// Whether the language's doubled words are deleted by a fix: a Korean
    /// word written twice may be a reduplicated word written apart (하나
    /// 하나 for 하나하나), which wants the space taken out, not the word.
    static func isFixable(in language: String) -> Bool {
        !LanguageTag.isKorean(language)
    }

    private static let allowed: Set<String> = ["that", "had"]
}
