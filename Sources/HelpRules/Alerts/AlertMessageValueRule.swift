import HelpCore

public struct AlertMessageValueRule: TextRule {
    public static let description = RuleDescription(
        id: "alert.message.value",
        summary: "An alert message adds something the title doesn't say",
        rationale: """
            A message that repeats the title ("Delete this recipe?" / "Do you want to delete this \
            recipe?") makes people read the same thing twice. Either leave the message out or use it for \
            what the title can't carry: consequences, the way back, what to check. A message that says \
            only that something failed (Something went wrong. Please try again later.; 문제가 \
            발생했습니다.) carries nothing either: the word lists ship as generic-alert-messages and \
            retry-alert-messages, which a project extends; "Check your connection, then try again" \
            passes.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <message><text xml:lang="en">↓Are you sure you want to delete this recipe?</text><text xml:lang="ko">↓이 레시피를 정말 삭제하겠습니까?</text></message>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <message><text xml:lang="en">↓This recipe will be deleted.</text><text xml:lang="ko">모든 기기에서 제거됩니다.</text></message>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="sync" kind="informational">
                  <title><text xml:lang="en">Unable to Sync Recipes</text><text xml:lang="ko">레시피를 동기화할 수 없음</text></title>
                  <message><text xml:lang="en">↓Something went wrong. Please try again later.</text><text xml:lang="ko">↓문제가 발생했습니다. 나중에 다시 시도하십시오.</text></message>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="sync" kind="informational">
                  <title><text xml:lang="en">Unable to sync recipes</text><text xml:lang="ko">레시피를 동기화할 수 없음</text></title>
                  <message><text xml:lang="en">↓Recipes were unable to sync.</text><text xml:lang="ko">인터넷 연결을 확인하세요.</text></message>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <message><text xml:lang="en">It will be removed from all your devices.</text><text xml:lang="ko">모든 기기에서 제거됩니다.</text></message>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="sync" kind="informational">
                  <title><text xml:lang="en">Unable to Sync Recipes</text><text xml:lang="ko">레시피를 동기화할 수 없음</text></title>
                  <message><text xml:lang="en">Check your internet connection, then try again.</text><text xml:lang="ko">인터넷 연결을 확인한 다음 다시 시도하세요.</text></message>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.alertMessage]

    public init() {}

    /// Words that carry no information of their own in an alert message.
    private static let englishFiller: Set<String> = [
        "a", "an", "the", "this", "that", "these", "those", "you", "your", "do", "does", "did", "want", "wish",
        "to", "are", "is", "was", "were", "be", "been", "being", "will", "sure", "really", "would", "like", "it", "its",
        "please", "can", "could", "not", "unable", "couldn’t", "can’t", "cannot", "failed", "fail",
    ]

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .alertMessage else { return [] }
        if Self.onlySaysItFailed(item.value, context.lexicon.forms("generic-alert-messages", language: item.language),
                                 retries: context.lexicon.forms("retry-alert-messages", language: item.language)) {
            return [context.diagnostic(
                "the message says only that something failed; say what happened and what people can do about it", about: item)]
        }
        guard case .alert(let alert) = item.entry.kind,
              let titleText = alert.title?.texts.first(where: {
                  $0.language == item.language && $0.scope.overlaps(item.text.scope, within: item.entry.platforms)
              }) else { return [] }
        for title in titleText.strings where repeats(item.value, title, language: item.language) {
            return [context.diagnostic("the message repeats the title; say what the title can’t, or leave the message out", about: item)]
        }
        return []
    }

    /// "Something went wrong. Please try again later.", "문제가
    /// 발생했습니다.": every sentence a failure said in general
    /// (`generic`) or a bare request to try again (`retries`), one at least
    /// the failure.
    static func onlySaysItFailed(_ message: String, _ generic: WordForms, retries: WordForms) -> Bool {
        guard generic.mayMatch(message) else { return false }
        var failed = false
        for sentence in TextSegments.sentences(message) {
            if WordMatch.equalsAny(sentence.text, generic) {
                failed = true
            } else if !WordMatch.equalsAny(sentence.text, retries) {
                return false
            }
        }
        return failed
    }

    private func repeats(_ message: String, _ title: String, language: String) -> Bool {
        if LanguageTag.isEnglish(language) {
            // Every word of the message (but filler) among the title's,
            // told word by word: nearly every message has a word the title
            // doesn't by its first few, and making both sets of stems was
            // most of the rule's time.
            let titleStems = Set(words(title).map(Self.stem))
            var messageWords = 0
            for word in words(message) {
                guard titleStems.contains(Self.stem(word)) else { return false }
                messageWords += 1
            }
            return messageWords > 0
        }
        // Other languages: nearly the same characters, compared as bigrams.
        if let messageScalars = TextSegments.scalars(message), let titleScalars = TextSegments.scalars(title) {
            return Self.similar(messageScalars, Self.bigrams(titleScalars))
        }
        return Self.similar(Self.bigrams(message), Self.bigrams(title))
    }

    /// The words of English copy the rule compares, lowered, filler left
    /// out, each lowered as it is read: lowering the whole copy first made
    /// a new text, segmented again, where the copy's words were at hand
    /// from the rules before.
    private func words(_ string: String) -> some Sequence<String> {
        TextSegments.words(string).lazy.map { $0.text.lowercasedIgnoringCaseless() }.filter { !Self.englishFiller.contains($0) }
    }

    static func similar<Bigram>(_ a: Set<Bigram>, _ b: Set<Bigram>) -> Bool {
        guard !a.isEmpty, !b.isEmpty else { return false }
        return Double(a.intersection(b).count) / Double(a.union(b).count) >= 0.6
    }

    /// `similar(bigrams(message), title)`, the message read a bigram at a
    /// time: once it has more bigrams the title lacks than the title's
    /// count of bigrams allows (the overlap can be no more than the
    /// title's bigrams, the union no less than those and the message's
    /// others), no later bigram can make the two similar.
    static func similar(_ message: [Unicode.Scalar], _ title: Set<UInt64>) -> Bool {
        guard !title.isEmpty else { return false }
        var others: Set<UInt64> = []
        var shared: Set<UInt64> = []
        /// False once the two can no longer be similar.
        func take(_ bigram: UInt64) -> Bool {
            if title.contains(bigram) {
                shared.insert(bigram)
                return true
            }
            return !others.insert(bigram).inserted || Double(title.count) / Double(title.count + others.count) >= 0.6
        }
        var previous: UInt64?
        var letters = 0
        for scalar in message where TextSegments.isWordScalar(scalar) {
            let value = UInt64(scalar.value)
            if let previous, !take(previous << 32 | value) { return false }
            previous = value
            letters += 1
        }
        // A lone letter is its own bigram (`bigrams`).
        if letters == 1, let previous, !take(previous) { return false }
        guard letters > 0 else { return false }
        return Double(shared.count) / Double(title.count + others.count) >= 0.6
    }

    static func bigrams(_ string: String) -> Set<String> {
        let letters = Array(string.filter { $0.isLetter || $0.isNumber })
        guard letters.count > 1 else { return Set(letters.map(String.init)) }
        return Set((0..<letters.count - 1).map { String(letters[$0...$0 + 1]) })
    }

    /// `bigrams(_:)` for a text whose characters are single scalars, each
    /// pair one number (a lone letter keeps the upper half zero, where no
    /// pair's first letter is): the same sets, counted without strings.
    static func bigrams(_ scalars: [Unicode.Scalar]) -> Set<UInt64> {
        let letters = scalars.filter(TextSegments.isWordScalar).map { UInt64($0.value) }
        guard letters.count > 1 else { return Set(letters) }
        return Set((0..<letters.count - 1).map { letters[$0] << 32 | letters[$0 + 1] })
    }

    /// Light English stemming, so that sync, synced and syncing match, and
    /// recipe and recipes, delete and deleted, match and matches: an
    /// ending of -ing, -ed, -es after a hissing sound or -s cut, and then
    /// a final e.
    static func stem(_ word: String) -> String {
        // An ASCII word by its bytes: `count` and `hasSuffix` went through
        // the word's characters, for each ending.
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            return word.withUTF8Bytes { bytes in
                String(decoding: UnsafeBufferPointer(rebasing: bytes[..<stemLength(bytes, { $0 })]), as: UTF8.self)
            }
        }
        let characters = Array(word)
        return String(characters[..<stemLength(characters, { Character(Unicode.Scalar($0)) })])
    }

    /// How many of a word's letters its stem keeps; `letter` makes a
    /// letter of the word's kind from an ASCII byte.
    private static func stemLength<Word: RandomAccessCollection>(
        _ word: Word, _ letter: (UInt8) -> Word.Element
    ) -> Int where Word.Index == Int, Word.Element: Equatable {
        func ends(_ ending: StaticString, before end: Int) -> Bool {
            let count = ending.utf8CodeUnitCount
            guard end >= count else { return false }
            return ending.withUTF8Buffer { word[(end - count)..<end].elementsEqual($0.lazy.map(letter)) }
        }
        var end = word.count
        if end > 5, ends("ing", before: end) {
            end -= 3
        } else if end > 4, ends("ed", before: end) {
            end -= 2
        } else if end > 4, ends("es", before: end),
                  ends("s", before: end - 2) || ends("x", before: end - 2) || ends("z", before: end - 2)
                    || ends("ch", before: end - 2) || ends("sh", before: end - 2) {
            end -= 2
        } else if end > 3, ends("s", before: end), !ends("ss", before: end) {
            end -= 1
        }
        if end > 3, ends("e", before: end) { end -= 1 }
        return end
    }
}
