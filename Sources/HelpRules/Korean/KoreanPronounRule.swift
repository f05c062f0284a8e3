import HelpCore

/// Korean copy that addresses the reader with a pronoun: "your" and "you"
/// carried over from English.
public struct KoreanPronounRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "ko.pronoun",
        summary: "Korean copy doesn't call the reader 당신, 너, 귀하 or 여러분",
        rationale: """
            English names the reader in nearly every sentence (your photos, you can't undo this); Korean \
            leaves the reader unnamed, and Apple's Korean never writes 당신, 너, 귀하 or 여러분 for them: 당신의 \
            사진을 공유하세요 reads as translated word for word, or as a stranger talking, where 사진을 \
            공유하세요 is what people expect. helpc reports those words with any particle (당신의, \
            당신은, 너를, 네가, 귀하께서, 그대, 여러분은); `helpc fix` takes out 당신의, 당신은, 너의, 너는, 귀하의, \
            귀하는, 여러분의 and 여러분은 with the space after them, and leaves the others (당신과 가족이, 당신에게) for the \
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

    /// Each pronoun's first syllable as its three UTF-8 bytes read as one
    /// number, with the syllables that may come next in its word (the
    /// pronoun's second, or a particle's first); 너 may also end its word.
    /// Made from syllables, so a text is ruled out by its bytes: most
    /// Korean copy holds no such pair, and words that merely start alike
    /// (그룹, 네트워크, 너무) are many.
    private static let starts: [(first: UInt32, next: [UInt32], mayEnd: Bool)] = [
        ("당", "신", false), ("귀", "하", false), ("그", "대", false), ("너", "의는를에한도만와랑", true), ("네", "가게", false),
        ("니", "가", false), ("여", "러", false),
    ].map { first, next, mayEnd in (key(first), next.map { key(String($0)) }, mayEnd) }

    private static func key(_ syllable: String) -> UInt32 {
        syllable.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Whether a word may start in the text with a pronoun, after a space
    /// or punctuation, told from the bytes two syllables at a time.
    static func mayHoldPronoun(_ value: String) -> Bool {
        value.withUTF8Bytes { bytes in
            func syllable(at index: Int) -> UInt32? {
                index + 2 < bytes.count && bytes[index] >= 0xE0
                    ? UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) : nil
            }
            var index = 0
            var atWordStart = true
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    atWordStart = isWordBreak(byte)
                    index += 1
                    continue
                }
                // 여 (EC 97 AC) is the one start led by 0xEC, which leads a
                // third of all syllables: told by its own bytes.
                if atWordStart, byte == 0xEA || byte == 0xEB || (byte == 0xEC && index + 2 < bytes.count
                                                                   && bytes[index + 1] == 0x97 && bytes[index + 2] == 0xAC),
                   let first = syllable(at: index), let start = starts.first(where: { $0.first == first }) {
                    if let next = syllable(at: index + 3) {
                        if start.next.contains(next) { return true }
                    } else if start.mayEnd && (index + 3 == bytes.count || isWordBreak(bytes[index + 3])) {
                        return true
                    }
                }
                // After punctuation (· «, lead byte 0xC2; … ‘ 「 ・, 0xE2 and
                // 0xE3) a word starts; after a syllable or a letter it goes on.
                atWordStart = byte == 0xC2 || byte == 0xE2 || byte == 0xE3
                // A lead byte's scalar is two, three or four bytes long.
                index += byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            }
            return false
        }
    }

    /// An ASCII byte that is no letter or digit: a space, a mark.
    private static func isWordBreak(_ byte: UInt8) -> Bool {
        !(0x30...0x39).contains(byte) && !(0x41...0x5A).contains(byte) && !(0x61...0x7A).contains(byte)
    }

    static func findings(in value: String) -> [Finding] {
        guard mayHoldPronoun(value) else { return [] }
        var found: [Finding] = []
        // The text's characters, made only for a text with a pronoun.
        var characters: [Character] = []
        for word in TextSegments.words(value) {
            guard let pronoun = pronoun(in: word.text) else { continue }
            if characters.isEmpty { characters = TextSegments.characters(value) }
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
    /// (당신리, 너머, 그대로, 네트워크). Most words are told by their bytes.
    private static func pronoun(in word: String) -> String? {
        guard mayHoldPronoun(word) else { return nil }
        for stem in ["당신", "귀하", "그대", "여러분"] where word.hasPrefix(stem) {
            let rest = String(word.dropFirst(stem.count))
            if particles.contains(rest) || (stem != "그대" && (rest == "께서" || rest == "께")) { return stem }
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
    private static let removable: Set<String> = ["당신의", "당신은", "너의", "너는", "귀하의", "귀하는", "여러분의", "여러분은"]
}
