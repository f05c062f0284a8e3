import HelpCore

/// Stray white space in single-line copy.
public struct TextWhitespaceRule: TextRule {
    public static let description = RuleDescription(
        id: "text.whitespace",
        summary: "Copy must not have leading, trailing or double spaces, tabs or line breaks",
        rationale: """
            UI strings are shown exactly as written: a leading space shifts a label, a trailing one \
            breaks alignment and string comparisons, a line break inside a button title wraps it. They \
            usually come from pasting or from formatting the XML. helpc never trims copy silently, \
            because a translator must see the same string the app shows.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <string id="menu.open"><text xml:lang="en">↓ Open</text><text xml:lang="ko">열기</text></string>
                """#),
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open</text><text xml:lang="ko">레시피↓  열기</text></string>
                """#),
            Example(#"""
                <string id="menu.open">
                  <text xml:lang="en">↓
                    Open
                  </text>
                  <text xml:lang="ko">열기</text>
                </string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open Recipe</text><text xml:lang="ko">레시피 열기</text></string>
                """#),
            Example(#"""
                <string id="recipes.count">
                  <text xml:lang="en" plural="%lld">
                    <one>%lld recipe</one>
                    <other>%lld recipes</other>
                  </text>
                  <text xml:lang="ko" plural="%lld"><other>레시피 %lld개</other></text>
                </string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        let characters = Array(item.value)
        guard let first = characters.first else { return [] }
        if first.isWhitespace {
            return [context.diagnostic("copy starts with white space; remove it", about: item)]
        }
        if characters.last!.isWhitespace {
            return [context.diagnostic("copy ends with white space; remove it", about: item,
                                       offset: characters.count - 1)]
        }
        for (offset, character) in characters.enumerated() {
            if character == "\t" {
                return [context.diagnostic("a tab inside copy; use a single space", about: item, offset: offset)]
            }
            if character.isNewline {
                return [context.diagnostic("a line break inside single-line copy; join the lines with a single space", about: item, offset: offset)]
            }
            if character.isWhitespace, offset + 1 < characters.count, characters[offset + 1].isWhitespace {
                return [context.diagnostic("two spaces in a row; use one", about: item, offset: offset)]
            }
        }
        return []
    }
}
