import HelpCore

/// An interaction word that doesn't exist on the platform the copy is for.
public struct PlatformTermRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "term.platform",
        summary: "Interaction words match the platform the copy is shown on",
        rationale: """
            People can't click on iPhone or tap on a Mac, and on Apple TV they press and select. Copy \
            that uses another platform's word reads as written for someone else, and tells people to do \
            something their device can't. helpc knows which platforms each term is for from the \
            termbase (content/terms.tbx over the default one) and, for copy scoped to one platform's \
            word, rewrites it: click → tap, clicking → tapping, 클릭하여 → 탭하여. Verbs are recognized in \
            all their forms; names inside <ui>, <menu> and <kbd> are left alone.
            """,
        severity: .error,
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="save.hint">
                  <text xml:lang="en" platform="ios ipados">↓Click the star to save this recipe.</text>
                  <text xml:lang="en" platform="macos">Click the star to save this recipe.</text>
                  <text xml:lang="ko" platform="ios ipados">별표를 탭하여 이 레시피를 저장하세요.</text>
                  <text xml:lang="ko" platform="macos">별표를 ↓탭하여 이 레시피를 저장하세요.</text>
                </string>
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" platforms="tvos">
                  <string id="play.hint"><text xml:lang="en">↓Tapping Play starts the timer.</text><text xml:lang="ko">재생을 ↓클릭하면 타이머가 시작됩니다.</text></string>
                </help>
                """#),
            Example(#"""
                <topic id="help.save">
                  <title><text xml:lang="en">Save recipes</text><text xml:lang="ko">레시피 저장</text></title>
                  <body xml:lang="en"><steps><step platform="watchos">↓Double-click the recipe.</step><step platform="macos">Double-click the recipe.</step></steps></body>
                  <body xml:lang="ko"><steps><step platform="watchos">레시피를 ↓이중 클릭하세요.</step><step platform="macos">레시피를 이중 클릭하세요.</step></steps></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="save.hint">
                  <text xml:lang="en" platform="ios ipados watchos visionos">Tap the star to save this recipe.</text>
                  <text xml:lang="en" platform="macos">Click the star to save this recipe.</text>
                  <text xml:lang="en" platform="tvos">Select the star to save this recipe.</text>
                  <text xml:lang="ko" platform="ios ipados watchos visionos">별표를 탭하여 이 레시피를 저장하세요.</text>
                  <text xml:lang="ko" platform="macos">별표를 클릭하여 이 레시피를 저장하세요.</text>
                  <text xml:lang="ko" platform="tvos">별표를 선택하여 이 레시피를 저장하세요.</text>
                </string>
                """#),
            Example(#"""
                <topic id="help.sort">
                  <title><text xml:lang="en">Sort recipes</text><text xml:lang="ko">레시피 정렬</text></title>
                  <body xml:lang="en"><steps><step platform="ios">Tap <ui>Click to Sort</ui>.</step></steps><p>Rinse the pan under tap water first.</p></body>
                  <body xml:lang="ko"><steps><step platform="ios"><ui>클릭하여 정렬</ui>을 탭하세요.</step></steps><p>탭 목록에서 클릭 수를 확인할 수 있습니다.</p></body>
                </topic>
                """#, config: #"{ "platforms": ["ios", "ipados"] }"#),
        ])

    public init() {}

    /// Copy without termbase matches, most copy, is passed over before
    /// its reach is worked out.
    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        let matches = context.lexicon.termMatches(item)
        guard !matches.isEmpty else { return [] }
        return findings(in: matches, language: item.language, reach: Reach(scope: item.text.scope, entry: item.entry),
                        context: context) { message, match, fix in
            context.diagnostic(message, about: item, offset: match.range.lowerBound,
                               fix: fix.flatMap { item.fix(replacing: match.range, with: $0) })
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        let matches = context.lexicon.termMatches(text)
        guard !matches.isEmpty else { return [] }
        return findings(in: matches, language: text.language, reach: Reach(scope: text.scope, entry: text.entry),
                        context: context) { message, match, fix in
            context.diagnostic(message, about: text, offset: match.range.lowerBound,
                               fix: fix.flatMap { text.fix(replacing: match.range, with: $0) })
        }
    }

    private func findings(
        in matches: [TermMatch], language: String, reach: Reach, context: RuleContext,
        make: (String, TermMatch, String?) -> Diagnostic
    ) -> [Diagnostic] {
        matches.compactMap { match in
            guard let allowed = match.term.platforms, !match.term.isDeprecated else { return nil }
            let wrong = reach.platforms.subtracting(allowed)
            guard !wrong.isEmpty else { return nil }
            // Unscoped copy that is right somewhere is term.neutral's concern.
            guard reach.isScoped || reach.platforms.isDisjoint(with: allowed) else { return nil }
            var suggestions: [String: PlatformSet] = [:]
            for platform in wrong {
                if let term = TermSupport.replacement(for: match, on: platform, language: language) {
                    suggestions[term.text, default: []].insert(platform)
                }
            }
            let advice = suggestions.sorted { $0.key < $1.key }.map { "on \(TermSupport.names($0.value)) write “\($0.key)”" }
            let message = "“\(match.text)” is for \(TermSupport.names(allowed)); "
                + (advice.isEmpty ? "this copy is for \(TermSupport.names(wrong))" : TermSupport.list(advice))
            // A fix when the whole copy is for platforms with one right word.
            var fix: String?
            if reach.platforms.isDisjoint(with: allowed), suggestions.count == 1,
               let replacement = match.concept.terms(in: language).first(where: { $0.text == suggestions.keys.first! }) {
                fix = TermSupport.rewrite(match, as: replacement, language: language)
            }
            return make(message, match, fix)
        }
    }
}
