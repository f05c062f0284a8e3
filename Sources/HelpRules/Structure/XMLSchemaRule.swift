import HelpCore

/// Elements and attributes outside the content format, reported by the
/// loader: first in helpc's words, then by libxml2 applying schema/helpc.rng.
public struct XMLSchemaRule: LoaderRule {
    public static let description = RuleDescription(
        id: "xml.schema",
        summary: "Content must use only the elements and attributes of the helpc format",
        rationale: """
            An element or attribute helpc does not know is copy or configuration that would silently \
            go nowhere: a misspelt <tooltip>, a platform="mac" that matches no platform, an entry \
            without the id that becomes its catalog key. The schema that ships in schema/helpc.rng \
            defines the format; point an editor at it to catch these while typing.
            """,
        severity: .error,
        languages: .independent,
        isConfigurable: false,
        triggering: [
            Example(#"""
                ↓<widget id="menu.open"><text xml:lang="en">Open</text></widget>
                """#),
            Example(#"""
                ↓<string><text xml:lang="en">Open</text><text xml:lang="ko">열기</text></string>
                """#),
            Example(#"""
                <string id="menu.open"><text xml:lang="en" ↓colour="red">Open</text><text xml:lang="ko">열기</text></string>
                """#),
            Example(#"""
                <string id="menu.open"><text xml:lang="en" platform="mac">Open</text><text xml:lang="ko">열기</text></string>
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<helpfile version="1"/>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="menu.open"><text xml:lang="en" platform="macos">Open</text><text xml:lang="ko" platform="macos">열기</text></string>
                """#),
            Example(#"""
                <tooltip id="library.sort" control="Sort">
                  <comment>The sort button in the recipe list toolbar.</comment>
                  <text xml:lang="en">Change the order of recipes in the list</text>
                  <text xml:lang="ko">목록의 레시피 순서 변경</text>
                </tooltip>
                """#),
        ])

    public init() {}
}
