import HelpCore

/// Korean copy that addresses the reader with a pronoun: "your" and "you"
/// carried over from English.
public struct KoreanPronounRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "ko.pronoun",
        summary: "Korean copy doesn't call the reader 당신, 너 or 귀하",
        rationale: """
            English names the reader in nearly every sentence (your photos, you can't undo this); Korean \
            leaves the reader unnamed, and Apple's Korean never writes 당신, 너 or 귀하 for them: 당신의 \
            사진을 공유하세요 reads as translated word for word, or as a stranger talking, where 사진을 \
            공유하세요 is what people expect. helpc reports those words with any particle (당신의, \
            당신은, 너를, 네가, 귀하께서, 그대); `helpc fix` takes out 당신의, 당신은, 너의, 너는, 귀하의 \
            and 귀하는 with the space after them, and leaves the others (당신과 가족이, 당신에게) for the \
            writer to reword. Quoted words (‘당신’이라는 노래) are left alone.
            """,
        severity: .warning,
        languages: .only(["ko"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="share"><text xml:lang="en">Share your photos with friends.</text><text xml:lang="ko">↓당신의 사진을 친구와 공유하세요.</text></string>
                """#),
            Example(#"""
                <alert id="locked">
                  <title><text xml:lang="en">Your account is locked.</text><text xml:lang="ko">↓귀하의 계정이 잠겼습니다.</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="share"><text xml:lang="en">Share your photos with friends.</text><text xml:lang="ko">사진을 친구와 공유하세요.</text></string>
                """#),
            Example(#"""
                <string id="song"><text xml:lang="en">Play the song “You”. Leave the view beyond the window as it is.</text><text xml:lang="ko">‘당신’이라는 노래를 재생하세요. 창 너머의 풍경을 그대로 두세요. 귀한 사진은 네트워크에 백업하세요.</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        Self.findings(in: item.value).map { found in
            context.diagnostic(found.message, about: item, offset: found.range.lowerBound,
                               fix: found.isFixable ? item.fix(replacing: found.range, with: "") : nil)
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return Self.findings(in: text.value).map { found in
            context.diagnostic(found.message, about: text, offset: found.range.lowerBound,
                               fix: found.isFixable ? text.fix(replacing: found.range, with: "") : nil)
        }
    }

    struct Finding: Equatable {
        var message: String
        /// The word, and the space after it where the fix takes both out.
        var range: Range<Int>
        var isFixable: Bool
    }

    /// The first syllables of the pronouns: 당, 귀, 그, 너, 네, 니. Most
    /// Korean words start with none of them.
    private static let startScalars: Set<UInt32> = Set("당귀그너네니".unicodeScalars.map(\.value))

    static func findings(in value: String) -> [Finding] {
        guard value.unicodeScalars.contains(where: { startScalars.contains($0.value) }) else { return [] }
        let characters = TextSegments.characters(value)
        var found: [Finding] = []
        for word in TextSegments.words(value) {
            guard let first = word.text.unicodeScalars.first, startScalars.contains(first.value),
                  let pronoun = pronoun(in: word.text) else { continue }
            // A quoted word names something: ‘당신’이라는 노래.
            if word.offset > 0, "‘“'\"「『".contains(characters[word.offset - 1]) { continue }
            let end = word.offset + word.text.count
            let spaced = end < characters.count && characters[end] == " "
            let fixable = spaced && removable.contains(word.text)
            found.append(Finding(
                message: "“\(word.text)”: Korean copy doesn't call the reader \(pronoun); leave the reader unnamed, as Apple's Korean does"
                    + (fixable ? " (“\(word.text)” can go)" : ", or name what is meant (사용자, the device, the account)"),
                range: word.offset..<(fixable ? end + 1 : end), isFixable: fixable))
        }
        return found
    }

    /// The pronoun a word is, with its particle; nil for any other word
    /// (당신리, 너머, 그대로, 네트워크).
    private static func pronoun(in word: String) -> String? {
        for stem in ["당신", "귀하", "그대"] where word.hasPrefix(stem) {
            let rest = String(word.dropFirst(stem.count))
            if particles.contains(rest) || (stem == "귀하" && (rest == "께서" || rest == "께")) { return stem }
            if stem == "당신" && (rest == "께" || rest == "께서") { return stem }
            return nil
        }
        return informal.contains(word) ? "너" : nil
    }

    private static let particles: Set<String> = [
        "", "의", "은", "는", "이", "가", "을", "를", "에게", "에게서", "도", "만", "과", "와", "이나", "처럼", "만큼", "보다", "한테",
    ]

    /// 너 with its particles, and 네가 and 니가 (너 and 가).
    private static let informal: Set<String> = [
        "너", "너의", "너는", "너를", "너에게", "너한테", "너도", "너만", "너와", "너랑", "네가", "니가", "네게",
    ]

    /// Words the fix takes out with the space after them: a possessive or
    /// a topic whose sentence reads whole without it.
    private static let removable: Set<String> = ["당신의", "당신은", "너의", "너는", "귀하의", "귀하는"]
}
