import HelpCore

/// A tooltip that walks through a task instead of naming its control's action.
public struct TooltipStepsRule: TextRule {
    public static let description = RuleDescription(
        id: "tooltip.steps",
        summary: "A tooltip describes its control's action, not a task in steps",
        rationale: """
            People hold the pointer over a control to learn what that control does. They don't want \
            to learn how to use the controls around it or how to carry out a larger task, and a tooltip \
            disappears before a second step is read: "Select a layer, then click Merge" belongs in help. \
            A step joined by then, after that or afterward, or in Korean by a verb's ㄴ form before \
            다음 or 후 (선택한 다음, 누른 후), is reported; say what this control does.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <tooltip id="layers.merge" control="Merge"><text xml:lang="en">Select two layers, ↓then merge them into one</text><text xml:lang="ko">두 레이어를 하나로 병합</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="layers.merge" control="Merge"><text xml:lang="en">Merge the selected layers into one</text><text xml:lang="ko">레이어를 선택한 ↓다음 하나로 병합</text></tooltip>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tooltip id="layers.merge" control="Merge"><text xml:lang="en">Merge the selected layers into one</text><text xml:lang="ko">선택한 레이어를 하나로 병합</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="player.next" control="Next"><text xml:lang="en">Play the next episode, or the one queued since then</text><text xml:lang="ko">다음 에피소드 재생</text></tooltip>
                """#),
            Example(#"""
                <string id="help.steps"><text xml:lang="en">Select two layers, then choose Merge.</text><text xml:lang="ko">레이어를 선택한 다음 병합을 선택하세요.</text></string>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.tooltip]

    public init() {}

    /// English links between steps, as lowered words.
    private static let englishLinks: [[String]] = [["then"], ["after", "that"], ["afterward"], ["afterwards"]]
    /// Words before "then" that make it a time, not a next step (since then, by then).
    private static let timeBeforeThen: Set<String> = ["since", "until", "till", "by", "from", "just", "back", "even"]

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .tooltip else { return [] }
        let words = TextSegments.words(item.value)
        let link = LanguageTag.isKorean(item.language)
            ? Self.koreanLink(in: words) { context.speller.isCorrect($0 + "을", language: "ko") }
            : Self.englishLink(in: words)
        guard let link else { return [] }
        return [context.diagnostic(
            "“\(link.text)” joins a second step: a tooltip says what its control does, not how to carry out a task; describe this control's action, and leave the steps to help",
            about: item, offset: link.offset)]
    }

    private static func englishLink(in words: [TextSegments.Segment]) -> (text: String, offset: Int)? {
        let lowered = words.map { $0.text.lowercasedIgnoringCaseless() }
        // The first word starts the step; a link after it joins the next.
        for start in lowered.indices.dropFirst() {
            for parts in englishLinks where start + parts.count <= lowered.count
                && lowered[start..<start + parts.count].elementsEqual(parts) {
                if parts == ["then"], timeBeforeThen.contains(lowered[start - 1]) { continue }
                return (words[start..<start + parts.count].map(\.text).joined(separator: " "), words[start].offset)
            }
        }
        return nil
    }

    /// 다음 or 후 after a verb's ㄴ form (선택한 다음, 연 후에): a noun
    /// before them, which takes 을 (버튼 다음, 로그인 후), names a thing
    /// or a time, not a step.
    private static func koreanLink(in words: [TextSegments.Segment], isNoun: (String) -> Bool) -> (text: String, offset: Int)? {
        for index in words.indices.dropFirst() {
            let word = words[index].text
            guard word == "다음" || word == "다음에" || word == "후" || word == "후에",
                  let last = words[index - 1].text.last, Hangul.finalIndex(of: last) == 4,
                  words.index(after: index) < words.endIndex, !isNoun(words[index - 1].text) else { continue }
            return ("\(words[index - 1].text) \(word)", words[index].offset)
        }
        return nil
    }
}
