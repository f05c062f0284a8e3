import HelpCore

public struct TipStepsRule: TextRule {
    public static let description = RuleDescription(
        id: "tip.steps",
        summary: "A tip that walks through more than three actions is a tutorial",
        rationale: """
            Tips work best for features people can use in a few simple steps. If a tip needs numbered \
            steps or a chain of then… then… then…, the feature is too complicated for a tip: write a \
            help topic and link to it. Korean chains (…한 다음, 그런 다음, 그리고 나서) count the same way, \
            and so do actions chained by commas and and, or by -고 and -한 후, as help.step-actions counts a \
            help page's step (Open the hike, tap Share, choose a friend, add a note and tap Send).
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <tip id="tips.share">
                  <title><text xml:lang="en">Share a Collection</text><text xml:lang="ko">모음 공유</text></title>
                  <message><text xml:lang="en">↓Open a collection, then choose Share, then pick a contact, then choose Send.</text><text xml:lang="ko">모음을 여세요.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.share">
                  <title><text xml:lang="en">Share a Collection</text><text xml:lang="ko">모음 공유</text></title>
                  <message><text xml:lang="en">Share a whole collection at once.</text><text xml:lang="ko">↓모음을 연 다음 공유를 선택한 다음 연락처를 고른 다음 보내기를 선택하세요.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.share">
                  <title><text xml:lang="en">Share a Collection</text><text xml:lang="ko">모음 공유</text></title>
                  <message><text xml:lang="en">↓1. Open it 2. Choose Share 3. Pick someone 4. Send.</text><text xml:lang="ko">모음 전체를 공유하세요.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.share">
                  <title><text xml:lang="en">Share a Hike</text><text xml:lang="ko">하이킹 공유</text></title>
                  <message><text xml:lang="en">↓Open the hike, tap Share, choose a friend, add a note and tap Send.</text><text xml:lang="ko">↓하이킹을 열고 공유를 탭한 다음 친구를 선택하고 메모를 추가한 후 보내기를 탭하세요.</text></message>
                </tip>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tip id="tips.share">
                  <title><text xml:lang="en">Share a Collection</text><text xml:lang="ko">모음 공유</text></title>
                  <message><text xml:lang="en">Open a collection, then choose Share to send every recipe in it.</text><text xml:lang="ko">모음을 연 다음 공유를 선택하면 모든 레시피를 보낼 수 있습니다.</text></message>
                </tip>
                """#),
            Example(#"""
                <string id="help.steps"><text xml:lang="en">Open it, then choose Share, then pick someone, then choose Send.</text><text xml:lang="ko">모음을 여세요.</text></string>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.tipMessage]

    public init() {}

    /// Each link as its words.
    private static let englishLinks = ["then", "next", "after that", "afterward", "finally"].map { $0.split(separator: " ").map(String.init) }
    /// Made once: a needle made from a string for every tip message
    /// worked out its anchors each time.
    private static let koreanLinks = ["다음", "그리고 나서", "고 나서", "그 후", "이어서"].map { TextSearch.Needle($0, lowered: $0) }

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .tipMessage else { return [] }
        var actions: Int
        if LanguageTag.isKorean(item.language) {
            let haystack = TextSearch.Haystack(item.value)
            actions = 1 + Self.koreanLinks.reduce(0) { $0 + haystack.offsets(of: $1).count }
        } else {
            // The copy's words (segmented for the rules before), each
            // lowered: lowering the copy first made a text to segment again.
            let words = TextSegments.words(item.value).map { $0.text.lowercasedIgnoringCaseless() }
            actions = 1
            for start in words.indices {
                for parts in Self.englishLinks where start + parts.count <= words.count
                    && words[start] == parts[0] && words[start..<start + parts.count].elementsEqual(parts) {
                    actions += 1
                }
            }
        }
        let numbered = TextSegments.words(item.value).filter { segment in
            // A character is a number by its first scalar: a word starting
            // with an ASCII letter or a Hangul syllable is told by that.
            guard let first = segment.text.unicodeScalars.first?.value,
                  (0x30...0x39).contains(first) || (first >= 0x80 && !(0xAC00...0xD7A3).contains(first)),
                  segment.text.allSatisfy(\.isNumber) else { return false }
            let end = item.value.index(item.value.startIndex, offsetBy: segment.offset + segment.text.count)
            return end < item.value.endIndex && (item.value[end] == "." || item.value[end] == ")")
                && item.value.index(after: end) < item.value.endIndex && item.value[item.value.index(after: end)] == " "
        }.count
        actions = max(actions, numbered)
        // Actions chained by commas and -고 as a help page's step chains
        // them (Open the hike, tap Share, choose a friend, add a note…),
        // counted only where the bytes show enough links for more than three.
        if actions <= 3,
           let chained = StepActionsRule.actions(in: item.value, language: item.language, verbs: context.lexicon.tooltipVerbs) {
            actions = max(actions, chained)
        }
        guard actions > 3 else { return [] }
        return [context.diagnostic(
            "about \(actions) actions in one tip; more than three is a tutorial (write a help topic instead)",
            about: item)]
    }
}
