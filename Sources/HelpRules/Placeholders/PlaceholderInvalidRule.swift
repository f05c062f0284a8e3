import HelpCore

public struct PlaceholderInvalidRule: TextRule {
    public static let description = RuleDescription(
        id: "placeholder.invalid",
        summary: "Format specifiers are well-formed",
        rationale: """
            Copy goes through String(format:) or a localized string's interpolation, where a % that \
            doesn't start a valid specifier reads a random argument or prints garbage. Write %% for a \
            percent sign, and don't mix positional (%1$@) and plain (%@) specifiers in one string. \
            Another system's placeholders — {name}, {0}, {{count}}, ${name} — are no specifiers at \
            all: the app shows them as they are, braces and all; write %@ or %1$@.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <string id="progress"><text xml:lang="en">Downloaded 50↓% of the recipe</text><text xml:lang="ko">레시피 50%% 다운로드됨</text></string>
                """#),
            Example(#"""
                <string id="shared"><text xml:lang="en">%1$@ shared %2$@</text><text xml:lang="ko">%1$@ 님이 ↓%@ 공유함</text></string>
                """#),
            Example(#"""
                <string id="greeting"><text xml:lang="en">Welcome back, ↓{name}.</text><text xml:lang="ko">↓{{name}}님, 다시 오신 것을 환영합니다.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="progress"><text xml:lang="en">Downloaded %lld%% of the recipe</text><text xml:lang="ko">레시피 %lld%% 다운로드됨</text></string>
                """#),
            Example(#"""
                <string id="shared"><text xml:lang="en">%1$@ shared %2$@ {in braces, as written}</text><text xml:lang="ko">%1$@ 님이 %2$@ 공유함 {}</text></string>
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
        let arguments = placeholders.filter(\.readsArgument)
        let positional = arguments.filter { $0.position != nil }
        if !positional.isEmpty, let plain = arguments.first(where: { $0.position == nil }) {
            return [context.diagnostic(
                "“\(plain.text)” mixes with positional specifiers; number every one (%1$@, %2$@…)",
                about: item, offset: plain.offset)]
        }
        if item.value.containsByte(UInt8(ascii: "{")), let foreign = Self.foreignPlaceholder(in: item.value) {
            return [context.diagnostic(
                "“\(foreign.text)” is another system's placeholder, which the app shows as it is; write %@ (or %1$@)",
                about: item, offset: foreign.offset)]
        }
        return []
    }

    /// The first placeholder of another system — {name}, {0}, {{name}},
    /// ${name} — with its character offset: braces around a name of letters,
    /// digits, underscores or dots, and nothing else.
    static func foreignPlaceholder(in value: String) -> (text: String, offset: Int)? {
        let characters = Array(value)
        var index = 0
        while index < characters.count {
            guard characters[index] == "{" else { index += 1; continue }
            var open = index
            var braces = 1
            if index + 1 < characters.count, characters[index + 1] == "{" { braces = 2 }
            var end = index + braces
            while end < characters.count, characters[end].isASCII,
                  characters[end].isLetter || characters[end].isNumber || characters[end] == "_" || characters[end] == "." {
                end += 1
            }
            let closes = end > index + braces && end + braces <= characters.count
                && characters[end..<end + braces].allSatisfy { $0 == "}" }
            if closes {
                if open > 0, characters[open - 1] == "$" { open -= 1 }
                return (String(characters[open..<end + braces]), open)
            }
            index = end
        }
        return nil
    }
}
