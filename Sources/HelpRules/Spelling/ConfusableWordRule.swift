import HelpCore

/// A word spelt right where another word was meant: it's own, could of,
/// your all set, loose your changes, more then, a album.
public struct ConfusableWordRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "text.confusable",
        summary: "A real word written for the one meant: its/it’s, your/you’re, lose/loose, than/then, a/an, could have",
        rationale: """
            A spelling check passes a word that is in the dictionary, and some mistakes are all such \
            words: "Each album keeps it's own cover", "Your all set", "You could of lost your changes", \
            "Don't loose your progress", "It takes more then a minute", "Choose a album". Readers notice \
            them at once, and they make copy look unchecked. helpc reports each only where the words around \
            it settle which word was meant: it's or it’s before own; its before been, not, going, \
            already or still; could, should, would, must or might before of (not of course); your before \
            all set, not, going, signed, being or welcome at a sentence's end; loose or loosing before a \
            determiner or what people lose (your, the, any, access, data, progress, changes); then after a \
            comparative (more, less, better, rather, other, fewer, larger…); a before a word starting with \
            a, e, i or o (an album, an iPhone, an ID; not a one-time code, a European) or before hour, \
            honest or honor; an before a lower-case word starting with a consonant other than h (a photo; \
            an SSD, an hour pass) or with one, uni, use or eu; than after and (and then); everyday ending \
            a clause (back up every day; everyday tasks pass). A capital A that doesn't start a sentence \
            is a label (option A) and passes. `helpc fix` writes the word meant, with the first letter's \
            case kept.
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="album.cover"><text xml:lang="en">Each album keeps ↓it's own cover. ↓Your all set.</text><text xml:lang="ko">각 앨범에는 고유한 표지가 있습니다. 모두 설정되었습니다.</text></string>
                """#),
            Example(#"""
                <string id="album.warning"><text xml:lang="en">You could ↓of lost your changes; don't ↓loose your progress. Saving takes more ↓then a minute.</text><text xml:lang="ko">변경 사항을 잃을 수 있었습니다. 진행 상황을 잃지 마세요. 저장하는 데 1분 이상 걸립니다.</text></string>
                """#),
            Example(#"""
                <string id="album.new"><text xml:lang="en">Choose ↓a album, then ↓an photo.</text><text xml:lang="ko">앨범을 선택한 다음 사진을 선택하세요.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="album.cover"><text xml:lang="en">Each album keeps its own cover; it’s been saved. You’re all set, and you could of course undo it.</text><text xml:lang="ko">각 앨범에는 고유한 표지가 있습니다.</text></string>
                """#),
            Example(#"""
                <string id="album.new"><text xml:lang="en">Choose an album, a photo, a one-time code or an SSD; an hour later, option A is on. Check for a loose cable, then try again.</text><text xml:lang="ko">앨범을 선택하세요.</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        Self.findings(in: item.value).map { found in
            context.diagnostic(found.message, about: item, offset: found.range.lowerBound,
                               fix: item.fix(replacing: found.range, with: found.replacement))
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return Self.findings(in: text.value).map { found in
            context.diagnostic(found.message, about: text, offset: found.range.lowerBound,
                               fix: text.fix(replacing: found.range, with: found.replacement))
        }
    }

    struct Finding: Equatable {
        var message: String
        /// The word to replace, in characters of the text.
        var range: Range<Int>
        var replacement: String
    }

    private static let determinersLost: Set<String> = [
        "your", "the", "any", "all", "my", "our", "their", "this", "these", "those", "access", "data", "progress",
        "changes", "unsaved", "everything", "track",
    ]
    private static let comparatives: Set<String> = [
        "more", "less", "better", "rather", "other", "fewer", "larger", "smaller", "greater", "higher", "lower",
        "faster", "slower", "longer", "shorter", "older", "newer", "bigger", "worse",
    ]
    private static let modals: Set<String> = ["could", "should", "would", "must", "might"]
    /// The first letters of the words checked, lowered.
    private static let candidateStarts = Set("icswmyltae".utf8)
    private static let afterItIs: Set<String> = ["been", "not", "going", "already", "still"]
    private static let afterYouAre: Set<String> = ["not", "going", "signed", "being"]
    private static let silentH: Set<String> = ["hour", "hours", "honest", "honestly", "honor", "honors", "heir"]

    /// The English words of `value`, lowered, and which follows which with
    /// one space between.
    static func findings(in value: String) -> [Finding] {
        let words = TextSegments.words(value)
        guard words.count >= 2 else { return [] }
        var found: [Finding] = []
        func lowered(_ index: Int) -> String? {
            guard index >= 0, index < words.count else { return nil }
            let text = words[index].text
            guard text.utf8.contains(where: { $0 &- 0x41 < 26 }) else { return text }
            return String(decoding: text.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        /// Whether word `index + 1` follows word `index` after one space.
        func adjoins(_ index: Int) -> Bool {
            guard index + 1 < words.count else { return false }
            let end = words[index].offset + words[index].text.count
            return end + 1 == words[index + 1].offset && TextSegments.text(of: value, characters: end..<end + 1) == " "
        }
        func report(_ index: Int, _ replacement: String, _ message: (String) -> String) {
            let word = words[index]
            let written = Self.casedLike(word.text, replacement)
            found.append(Finding(message: message(written), range: word.offset..<word.offset + word.text.count,
                                 replacement: written))
        }
        for index in words.indices {
            let text = words[index].text
            // Most words are longer than any checked here or start otherwise.
            guard text.utf8.count <= 8, let first = text.utf8.first, candidateStarts.contains(first | 0x20),
                  let word = lowered(index) else { continue }
            let next = adjoins(index) ? lowered(index + 1) : nil
            // The word after, as written (next is nil where there is none).
            let after = next == nil ? "" : words[index + 1].text
            if (word == "it's" || word == "it’s") && next == "own" {
                report(index, "its") { "“\(text) own”: \(text) is “it is”; write “\($0) own”" }
            } else if word == "its", let next, afterItIs.contains(next) {
                report(index, "it’s") { "“\(text) \(after)”: its is the possessive; write “\($0) \(after)”" }
            } else if modals.contains(word), next == "of", !adjoins(index + 1) || lowered(index + 2) != "course" {
                report(index + 1, "have") { "“\(text) of” is how “\(word)’ve” sounds; write “\(text) \($0)”" }
            } else if word == "your", let next, afterYouAre.contains(next)
                        || next == "all" && adjoins(index + 1) && lowered(index + 2) == "set"
                        || next == "welcome" && Self.endsSentence(after: index + 1, words, value) {
                report(index, "you’re") { "“\(text) \(after)”: your is the possessive; write “\($0) \(after)”" }
            } else if word == "loose" || word == "loosing", let next, determinersLost.contains(next) {
                report(index, word == "loose" ? "lose" : "losing") {
                    "“\(text) \(after)”: loose is not tight; write “\($0) \(after)”"
                }
            } else if word == "then", index > 0, adjoins(index - 1), let before = lowered(index - 1),
                      comparatives.contains(before) {
                let written = words[index - 1].text
                report(index, "than") { "“\(written) then”: a comparison takes than; write “\(written) \($0)”" }
            } else if word == "than", index > 0, adjoins(index - 1), lowered(index - 1) == "and" {
                report(index, "then") { "“and \(text)”: a step after another takes then; write “and \($0)”" }
            } else if word == "everyday", Self.endsClause(after: index, words, value) {
                report(index, "every day") { "“\(text)” at a clause's end: everyday is an adjective (everyday tasks); write “\($0)”" }
            } else if word == "a", let next, Self.takesAn(next), text == "a" || Self.startsSentence(at: index, words, value) {
                report(index, "an") { "“\(text) \(after)”: an goes before a vowel sound; write “\($0) \(after)”" }
            } else if word == "an", next != nil, Self.takesA(after) {
                report(index, "a") { "“\(text) \(after)”: a goes before a consonant sound; write “\($0) \(after)”" }
            }
        }
        return found
    }

    /// Whether a word written after "a" starts with a vowel sound: a, e, i
    /// or o (an album, an iPhone, an ID), but for one, once and eu (a
    /// one-time code, a European), or a silent h (an hour).
    static func takesAn(_ word: String) -> Bool {
        guard let first = word.utf8.first else { return false }
        if silentH.contains(word) { return true }
        guard "aeio".utf8.contains(first) else { return false }
        return !["one", "once", "eu", "ewe"].contains(where: word.hasPrefix)
    }

    /// Whether a word written after "an" starts with a consonant sound: a
    /// lower-case word (a capital may be a letter read out: an SSD, an FAQ)
    /// starting with a consonant other than h and x, or with one, uni, use,
    /// usu or eu (a one-time code, a user, a European).
    static func takesA(_ word: String) -> Bool {
        guard let first = word.utf8.first, first >= 0x61, first <= 0x7A else { return false }
        if ["one", "once", "uni", "use", "usu", "eu", "ewe"].contains(where: word.hasPrefix) { return true }
        return !"aeiouhx".utf8.contains(first)
    }

    /// `replacement` with `written`'s first letter's case.
    private static func casedLike(_ written: String, _ replacement: String) -> String {
        guard let first = written.unicodeScalars.first, first.properties.isUppercase else { return replacement }
        return replacement.prefix(1).uppercased() + replacement.dropFirst()
    }

    /// Whether word `index` starts its sentence: nothing but spaces and
    /// opening quotes between it and the text's start or a . ! ? or :.
    private static func startsSentence(at index: Int, _ words: [TextSegments.Segment], _ value: String) -> Bool {
        let start = index > 0 ? words[index - 1].offset + words[index - 1].text.count : 0
        let between = TextSegments.text(of: value, characters: start..<words[index].offset)
        return index == 0 ? between.allSatisfy { " “‘\"'(".contains($0) } : between.contains { ".!?:".contains($0) }
    }

    /// Whether word `index` ends its clause: the text's end or a mark
    /// of punctuation after it.
    private static func endsClause(after index: Int, _ words: [TextSegments.Segment], _ value: String) -> Bool {
        let end = words[index].offset + words[index].text.count
        let rest = TextSegments.text(of: value, characters: end..<(index + 1 < words.count ? words[index + 1].offset : value.count))
        return rest.isEmpty || rest.first.map { ".,;:!?)".contains($0) } == true
    }

    /// Whether word `index` ends its sentence: only a . ! or ? after it.
    private static func endsSentence(after index: Int, _ words: [TextSegments.Segment], _ value: String) -> Bool {
        let end = words[index].offset + words[index].text.count
        let rest = TextSegments.text(of: value, characters: end..<(index + 1 < words.count ? words[index + 1].offset : value.count))
        return rest.isEmpty || rest.first.map { ".!?".contains($0) } == true
    }
}
