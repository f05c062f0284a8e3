import Foundation
import HelpCore

public struct TipGenericTitleRule: TextRule {
    public static let description = RuleDescription(
        id: "tip.title.generic",
        summary: "A tip's title names its feature, not just Tip or Did you know?",
        rationale: """
            TipKit shows the title in bold, and people decide from it whether to read on. Tip, Did you \
            know?, New Feature (팁, 알고 계셨나요?, 새로운 기능) could head any tip: they say it is a tip, \
            not what it teaches, and Apple's guidance asks for direct, action-oriented copy about the \
            feature. Name the action: Save as a Favorite, Start a Timer. Such a word as a label before \
            the title (Tip: Save as a Favorite, 팁: 즐겨찾기에 저장) only takes room from it: the tip's \
            look already says it is a tip. The list ships with helpc \
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
            Example(#"""
                <tip id="tips.favorite">
                  <title><text xml:lang="en">↓Pro Tip: Save as a Favorite</text><text xml:lang="ko">↓팁: 즐겨찾기에 저장</text></title>
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
            Example(#"""
                <tip id="tips.timers">
                  <title><text xml:lang="en">Timers: Start One from a Step</text><text xml:lang="ko">타이머: 단계에서 바로 시작</text></title>
                </tip>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.tipTitle]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .tipTitle else { return [] }
        let generic = context.lexicon.forms("generic-tip-titles", language: item.language)
        if WordMatch.equalsAny(item.value, generic) {
            return [context.diagnostic("“\(item.value)” could title any tip; name the feature or the action it teaches", about: item)]
        }
        guard let (label, rest) = Self.label(of: item.value), WordMatch.equalsAny(label, generic) else { return [] }
        return [context.diagnostic("“\(label):” before the title says only that this is a tip, which the tip’s look says; "
                                   + "keep “\(rest)”", about: item)]
    }

    /// The words before a title's first colon and the title after it, when
    /// both hold something: Tip: Try Drifting.
    static func label(of title: String) -> (label: String, rest: String)? {
        LeadingWords.split(title, atFirstOf: [":", "："]).map { ($0.lead, $0.rest) }
    }
}

