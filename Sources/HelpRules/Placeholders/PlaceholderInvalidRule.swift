import HelpCore

public struct PlaceholderInvalidRule: TextRule {
    public static let description = RuleDescription(
        id: "placeholder.invalid",
        summary: "Format specifiers are well-formed",
        rationale: """
            Copy goes through String(format:) or a localized string's interpolation, where a % that \
            doesn't start a valid specifier reads a random argument or prints garbage. Write %% for a \
            percent sign, and don't mix positional (%1$@) and plain (%@) specifiers in one string.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <string id="progress"><text xml:lang="en">Downloaded 50↓% of the recipe</text><text xml:lang="ko">레시피 50%% 다운로드됨</text></string>
                """#),
            Example(#"""
                <string id="shared"><text xml:lang="en">%1$@ shared %2$@</text><text xml:lang="ko">%1$@ 님이 ↓%@ 공유함</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="progress"><text xml:lang="en">Downloaded %lld%% of the recipe</text><text xml:lang="ko">레시피 %lld%% 다운로드됨</text></string>
                """#),
            Example(#"""
                <string id="shared"><text xml:lang="en">%1$@ shared %2$@</text><text xml:lang="ko">%1$@ 님이 %2$@ 공유함</text></string>
                """#),
            Example(#"""
                <string id="liked">
                  <text xml:lang="en">%1$@ liked %#@recipes@</text>
                  <text xml:lang="ko">%1$@ 님이 %#@recipes@을(를) 좋아합니다</text>
                  <substitution name="recipes" xml:lang="en" argument="2" plural="%lld"><one>%arg recipe</one><other>%arg recipes</other></substitution>
                  <substitution name="recipes" xml:lang="ko" argument="2" plural="%lld"><other>레시피 %arg개</other></substitution>
                </string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        let placeholders = Placeholder.all(in: item.value)
        if let invalid = placeholders.first(where: { !$0.isValid }) {
            return [context.diagnostic(
                "“\(invalid.text)” is not a format specifier; write %% for a percent sign",
                about: item, offset: invalid.offset)]
        }
        // %#@name@ and %arg name a substitution and its number, not an argument.
        let arguments = placeholders.filter { $0.conversion != "arg" && !$0.conversion.hasPrefix("#@") }
        let positional = arguments.filter { $0.position != nil }
        if !positional.isEmpty, let plain = arguments.first(where: { $0.position == nil }) {
            return [context.diagnostic(
                "“\(plain.text)” mixes with positional specifiers; number every one (%1$@, %2$@…)",
                about: item, offset: plain.offset)]
        }
        return []
    }
}
