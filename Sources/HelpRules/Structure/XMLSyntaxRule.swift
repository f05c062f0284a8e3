import HelpCore

/// Malformed XML, reported by the loader in plain words (`XMLSyntaxExplanation`).
public struct XMLSyntaxRule: LoaderRule {
    public static let description = RuleDescription(
        id: "xml.syntax",
        summary: "Content files must be well-formed XML",
        rationale: """
            A file that is not well-formed cannot be read at all, so none of its copy reaches the \
            catalogs or the help site. The diagnostic says what libxml2 found and what to write instead \
            (&amp; for a bare &, quotes around a value, the end tag a start tag needs), at the position \
            where the parser stopped; the mistake is usually there or just before it. Once a mistake \
            breaks the structure, what the parser reports after it follows from it and is left out; \
            mistakes in text (a bare &, an undefined entity) are each reported. A <!DOCTYPE> is refused \
            too: a DTD can define entities that read local files or expand to gigabytes, and helpc \
            content never needs one.
            """,
        severity: .error,
        languages: .independent,
        isConfigurable: false,
        triggering: [
            Example(#"""
                <string id="menu.fish"><text xml:lang="en">Fish &↓ chips</text><text xml:lang="ko">피시 앤드 칩스</text></string>
                """#),
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open</text><text xml:lang="ko">열기</text></strng>↓
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<!DOCTYPE help [<!ENTITY lol "lol">]>
                <help version="1"><string id="a"><text xml:lang="en">&lol;</text></string></help>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="menu.fish"><text xml:lang="en">Fish &amp; chips</text><text xml:lang="ko">피시 앤드 칩스</text></string>
                """#),
            Example(#"""
                <string id="menu.less"><text xml:lang="en">Sort by time &lt; 30 min</text><text xml:lang="ko">30분 미만 순으로 정렬</text></string>
                """#),
        ])

    public init() {}
}
