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
        isFixable: true,
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
        let characters = TextSegments.characters(item.value)
        guard !characters.isEmpty else { return [] }
        func finding(_ message: String, _ range: Range<Int>, _ replacement: String) -> [Diagnostic] {
            [context.diagnostic(message, about: item, offset: range.lowerBound,
                                fix: item.fix(replacing: range, with: replacement))]
        }
        let leading = characters.prefix { $0.isBlankSpace }.count
        if leading > 0 {
            return finding("copy starts with white space; remove it", 0..<leading, "")
        }
        let trailing = characters.reversed().prefix { $0.isBlankSpace }.count
        if trailing > 0 {
            return finding("copy ends with white space; remove it", characters.count - trailing..<characters.count, "")
        }
        var index = 0
        while index < characters.count {
            guard characters[index].isBlankSpace else { index += 1; continue }
            var end = index
            while end < characters.count, characters[end].isBlankSpace { end += 1 }
            let run = characters[index..<end]
            if run.contains(where: \.isNewline) {
                return finding("a line break inside single-line copy; join the lines with a single space", index..<end, " ")
            }
            if run.contains("\t") {
                return finding("a tab inside copy; use a single space", index..<end, " ")
            }
            if run.count > 1 {
                return finding("two spaces in a row; use one", index..<end, " ")
            }
            index = end
        }
        return []
    }
}
