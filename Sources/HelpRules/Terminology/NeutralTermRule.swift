import HelpCore

/// Unscoped copy that reaches several platforms but uses one platform's word.
public struct NeutralTermRule: ReachTermRule {
    public static let description = RuleDescription(
        id: "term.neutral",
        summary: "Copy shown on several platforms uses words that work on all of them",
        rationale: """
            Text without a platform scope is shown everywhere its file applies. If it says tap and the \
            app also runs on a Mac, Mac users read an instruction for a device they aren't holding. Use \
            a word that fits every platform — choose, select (선택) — or write a text per platform with \
            platform="…".
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <string id="save.hint"><text xml:lang="en">↓Tap the star to save this recipe.</text><text xml:lang="ko">별표를 선택하여 이 레시피를 저장하세요.</text></string>
                """#),
            Example(#"""
                <string id="save.hint"><text xml:lang="en">Choose the star to save this recipe.</text><text xml:lang="ko">별표를 ↓클릭하여 이 레시피를 저장하세요.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="save.hint"><text xml:lang="en">Choose the star to save this recipe.</text><text xml:lang="ko">별표를 선택하여 이 레시피를 저장하세요.</text></string>
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" platforms="ios ipados">
                  <string id="save.hint"><text xml:lang="en">Tap the star to save this recipe.</text><text xml:lang="ko">별표를 탭하여 이 레시피를 저장하세요.</text></string>
                </help>
                """#),
        ])

    public init() {}

    func findings(_ matches: [TermMatch], _ language: String, _ reach: Reach, _ context: RuleContext) -> [ReachFinding] {
        guard !reach.isScoped, reach.platforms.count > 1 else { return [] }
        return matches.compactMap { match in
            guard let allowed = match.term.platforms(inCopyFor: reach.inputs), !match.term.isDeprecated,
                  !reach.platforms.isSubset(of: allowed), !reach.platforms.isDisjoint(with: allowed) else { return nil }
            let neutral = TermSupport.neutral(match.concept, language: language).map { "“\($0.text)”" }
            let instead = neutral.isEmpty ? "" : "use \(TermSupport.list(neutral, "or")), or "
            return ReachFinding(
                message: "“\(match.text)” is for \(TermSupport.names(allowed)), but this copy is also shown on \(TermSupport.names(reach.platforms.subtracting(allowed))); \(instead)give each platform its own text",
                offset: match.range.lowerBound)
        }
    }
}
