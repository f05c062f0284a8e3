import HelpCore

public struct TipGenericTitleRule: TextRule {
    public static let description = RuleDescription(
        id: "tip.title.generic",
        summary: "A tip's title names its feature, not just Tip or Did you know?",
        rationale: """
            TipKit shows the title in bold, and people decide from it whether to read on. Tip, Did you \
            know?, New Feature (팁, 알고 계셨나요?, 새로운 기능) could head any tip: they say it is a tip, \
            not what it teaches, and Apple's guidance asks for direct, action-oriented copy about the \
            feature. Name the action: Save as a Favorite, Start a Timer. The list ships with helpc \
            (generic-tip-titles.en, generic-tip-titles.ko) and a project extends it in content/words/.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <tip id="tips.favorite">
                  <title><text xml:lang="en">↓Did you know?</text><text xml:lang="ko">↓알고 계셨나요?</text></title>
                  <message><text xml:lang="en">Tap the star to save a recipe.</text><text xml:lang="ko">별표를 탭하여 레시피를 저장하세요.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.timer">
                  <title><text xml:lang="en">↓New Feature!</text><text xml:lang="ko">타이머 시작</text></title>
                </tip>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tip id="tips.servings">
                  <title><text xml:lang="en">Cook for More People</text><text xml:lang="ko">인원수에 맞게 조리</text></title>
                  <message><text xml:lang="en">Change the servings and every amount follows.</text><text xml:lang="ko">인분을 바꾸면 모든 분량이 함께 바뀝니다.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.shortcuts">
                  <title><text xml:lang="en">Tips for Faster Cooking</text><text xml:lang="ko">더 빠른 요리를 위한 팁</text></title>
                </tip>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.tipTitle]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .tipTitle,
              WordMatch.equalsAny(item.value, context.lexicon.forms("generic-tip-titles", language: item.language))
        else { return [] }
        return [context.diagnostic("“\(item.value)” could title any tip; name the feature or the action it teaches", about: item)]
    }
}
