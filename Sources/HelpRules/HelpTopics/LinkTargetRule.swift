import HelpCore

public struct LinkTargetRule: ProjectRule {
    public static let description = RuleDescription(
        id: "link.target",
        summary: "Links and parents go to existing topics; hrefs to http(s) and mailto addresses",
        rationale: """
            A link to a topic id that doesn't exist is a dead end in every language and on every \
            platform. An href with another scheme (javascript:, file:, data:) is unsafe in a help page or \
            won't open at all; the help site never renders one. A topic's parent is a link too: one that \
            names no topic leaves the topic at the top of the contents, and the contents list topics two \
            levels deep, so a topic under a topic that has a parent itself, or in a loop of parents, is \
            listed nowhere.
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
            Example(#"""
                ↓<topic id="help.share" parent="help.recipe">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>Send a recipe to a friend.</p></body>
                  <body xml:lang="ko"><p>친구에게 레시피를 보내세요.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.recipes">
                  <title><text xml:lang="en">Recipes</text><text xml:lang="ko">레시피</text></title>
                  <body xml:lang="en"><p>Keep recipes.</p></body>
                  <body xml:lang="ko"><p>레시피를 보관하세요.</p></body>
                </topic>
                <topic id="help.share" parent="help.recipes">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>Send a recipe to a friend.</p></body>
                  <body xml:lang="ko"><p>친구에게 레시피를 보내세요.</p></body>
                </topic>
                ↓<topic id="help.share.mail" parent="help.share">
                  <title><text xml:lang="en">Share by email</text><text xml:lang="ko">이메일로 공유</text></title>
                  <body xml:lang="en"><p>Send a recipe by email.</p></body>
                  <body xml:lang="ko"><p>이메일로 레시피를 보내세요.</p></body>
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
                <topic id="help.b.more" parent="help.b">
                  <title><text xml:lang="en">More</text><text xml:lang="ko">더 보기</text></title>
                  <body xml:lang="en"><p>More of B.</p></body>
                  <body xml:lang="ko"><p>나의 더 많은 내용.</p></body>
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
        return diagnostics + parentFindings(project, topics: topics, in: context)
    }

    /// A parent that names no topic, is the topic itself, has a parent of
    /// its own, or loops back to the topic.
    private func parentFindings(_ project: ProjectIndex, topics: Set<String>, in context: RuleContext) -> [Diagnostic] {
        var parents: [String: String] = [:]
        for index in project.entries.indices where project.entries[index].kind == .topic {
            if let parent = project.entries[index].parent, parents[project.entries[index].id] == nil {
                parents[project.entries[index].id] = parent
            }
        }
        guard !parents.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for index in project.entries.indices where project.entries[index].kind == .topic {
            let entry = project.entries[index]
            guard let parent = entry.parent, let message = Self.parentProblem(of: entry.id, parent: parent, topics: topics,
                                                                             parents: parents) else { continue }
            diagnostics.append(context.diagnostic(message, at: entry.location, entry: entry.id, language: nil,
                                                  suppressions: entry.suppressions))
        }
        return diagnostics
    }

    static func parentProblem(of id: String, parent: String, topics: Set<String>, parents: [String: String]) -> String? {
        guard topics.contains(parent) else {
            return "parent=\"\(parent)\" names no topic; the topic would be listed at the top of the contents"
        }
        guard parent != id else { return "parent=\"\(parent)\" is the topic itself; the topic would be listed nowhere" }
        guard let grandparent = parents[parent] else { return nil }
        // The chain of parents from this topic, up to where it ends or meets itself.
        var chain = [id, parent]
        var next: String? = grandparent
        while let current = next, topics.contains(current), !chain.contains(current) {
            chain.append(current)
            next = parents[current]
        }
        if next == id {
            return "parent=\"\(parent)\" makes a loop (\((chain + [id]).joined(separator: " → "))); "
                + "no topic of it would be listed in the contents"
        }
        return "parent=\"\(parent)\" is under \"\(grandparent)\" itself, and the contents list topics two levels deep: "
            + "this topic would be listed nowhere; put it under \"\(grandparent)\" or make \"\(parent)\" a top-level topic"
    }
}
