import HelpCore

public struct TipSentencesRule: TextRule {
    public static let description = RuleDescription(
        id: "tip.sentences",
        summary: "A tip message is one or two sentences",
        rationale: """
            A tip is a small, transient view: people glance at it on the way to something else. Apple \
            keeps tips to one or two sentences; anything longer belongs in the help topic the tip can \
            link to. Korean sentences are counted by their endings (…니다. …세요.) the same way.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <tip id="tips.favorite">
                  <title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title>
                  <message><text xml:lang="en">Tap the star on a recipe. It moves to Favorites. ↓You can find it there later.</text><text xml:lang="ko">레시피의 별표를 탭하세요.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.favorite">
                  <title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title>
                  <message><text xml:lang="en">Tap the star on a recipe.</text><text xml:lang="ko">레시피의 별표를 탭하세요. 즐겨찾기로 이동합니다. ↓나중에 그곳에서 찾을 수 있습니다.</text></message>
                </tip>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tip id="tips.favorite">
                  <title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title>
                  <message><text xml:lang="en">Tap the star on a recipe. Find it again in Favorites.</text><text xml:lang="ko">레시피의 별표를 탭하세요. 즐겨찾기에서 다시 찾을 수 있습니다.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.scale">
                  <title><text xml:lang="en">Scale a Recipe</text><text xml:lang="ko">레시피 분량 조절</text></title>
                  <message><text xml:lang="en">Set servings to 2.5 and every amount changes with it, e.g. flour and salt.</text><text xml:lang="ko">인분을 2.5로 설정하면 모든 분량이 함께 바뀝니다.</text></message>
                </tip>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.tipMessage]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .tipMessage else { return [] }
        let sentences = TextSegments.sentences(item.value)
        guard sentences.count > 2 else { return [] }
        return [context.diagnostic(
            "\(sentences.count) sentences; a tip message has one or two (move the rest to a help topic)",
            about: item, offset: sentences[2].offset)]
    }
}
