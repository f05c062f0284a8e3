import HelpCore

public struct LinkTargetRule: ProjectRule {
    public static let description = RuleDescription(
        id: "link.target",
        summary: "Links go to existing topics or to http(s) and mailto addresses",
        rationale: """
            A link to a topic id that doesn't exist is a dead end in every language and on every \
            platform. An href with another scheme (javascript:, file:, data:) is unsafe in a help page or \
            won't open at all; the help site never renders one.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>See ↓<link topic="help.colections">collections</link>.</p></body>
                  <body xml:lang="ko"><p>↓<link topic="help.colections">모음</link>을 참고하세요.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>Open ↓<link href="javascript:alert(1)">the forum</link>.</p></body>
                  <body xml:lang="ko"><p>↓<link href="file:///etc/hosts">포럼</link>을 여세요.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>See <link topic="help.share">sharing</link> or write to <link href="mailto:help@example.com">support</link>.</p></body>
                  <body xml:lang="ko"><p><link href="https://www.example.com/help">포럼</link>을 여세요.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.a">
                  <title><text xml:lang="en">A</text><text xml:lang="ko">가</text></title>
                  <body xml:lang="en"><p><link topic="help.b"/></p></body>
                  <body xml:lang="ko"><p><link topic="help.b"/></p></body>
                </topic>
                <topic id="help.b">
                  <title><text xml:lang="en">B</text><text xml:lang="ko">나</text></title>
                  <body xml:lang="en"><p><link topic="help.a"/></p></body>
                  <body xml:lang="ko"><p><link topic="help.a"/></p></body>
                </topic>
                """#),
        ])

    public init() {}

    public func check(_ project: ProjectIndex, in context: RuleContext) -> [Diagnostic] {
        // By index, over the facts where they lie: it runs after every file,
        // and filtering and mapping the entries first copied each one.
        var topics: Set<String> = []
        for index in project.entries.indices where project.entries[index].kind == .topic {
            topics.insert(project.entries[index].id)
        }
        var diagnostics: [Diagnostic] = []
        for index in project.entries.indices where !project.entries[index].links.isEmpty {
            let entry = project.entries[index]
            diagnostics += entry.links.compactMap { link -> Diagnostic? in
                let message: String
                switch link.target {
                case .topic(let id):
                    guard !topics.contains(id) else { return nil }
                    message = "no topic has the id '\(id)'"
                case .href(let href):
                    let scheme = href.split(separator: ":", maxSplits: 1).first.map { $0.lowercased() } ?? ""
                    guard !["http", "https", "mailto"].contains(scheme) || !href.contains(":") else { return nil }
                    message = "href=\"\(href)\" is not an http(s) or mailto address; the help site won’t link it"
                }
                return context.diagnostic(message, at: link.location, entry: entry.id, language: link.language,
                                          suppressions: link.suppressions)
            }
        }
        return diagnostics
    }
}
