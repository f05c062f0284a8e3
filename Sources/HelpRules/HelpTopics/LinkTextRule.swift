import HelpCore

public struct LinkTextRule: EntryRule {
    public static let description = RuleDescription(
        id: "help.link-text",
        summary: "Link text says where the link goes",
        rationale: """
            People scan help for links, and VoiceOver users jump from link to link: "click here", "here", \
            "this page" or "여기" out of context says nothing. Make the link text the name of what it opens (See \
            Organize recipes in collections). Leave a topic link empty to use the topic's title.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>To learn about collections, ↓<link topic="help.share">click here</link>.</p></body>
                  <body xml:lang="ko"><p>모음에 대해 알아보려면 ↓<link topic="help.share">여기</link>를 참고하세요.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>Read more ↓<link href="https://www.example.com">here</link>.</p></body>
                  <body xml:lang="ko"><p>레시피를 공유하세요.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>For the steps, see ↓<link href="https://www.example.com/share">this page</link>.</p></body>
                  <body xml:lang="ko"><p>단계는 ↓<link href="https://www.example.com/share">이 문서</link>를 참고하세요.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>See <link topic="help.share">Share recipes with your family</link>.</p></body>
                  <body xml:lang="ko"><p><link topic="help.share">가족과 레시피 공유하기</link>를 참고하세요.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>See <link topic="help.share"/>.</p></body>
                  <body xml:lang="ko"><p><link topic="help.share"/>을 참고하세요.</p></body>
                </topic>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        entry.links.compactMap { link in
            let text = link.inline.plainText
            guard !text.isEmpty,
                  WordMatch.equalsAny(text, context.lexicon.forms("link-text", language: link.language)) else { return nil }
            return context.diagnostic(
                "link text “\(text)” doesn’t say where it goes; use the name of what it opens",
                at: link.inline.location, entry: entry.id, language: link.language, suppressions: link.inline.suppressions)
        }
    }
}

/// A `<link>` in a topic body.
struct TopicLink {
    var inline: Inline
    var target: LinkTarget
    var language: String
    /// For a topic link without text, which shows the topic's title: a
    /// particle written joined after it, and where.
    var particleAfter: ProjectIndex.ParticleAfterLink?
}

extension Entry {
    /// Every link in the topic's bodies, in document order.
    var links: [TopicLink] {
        topicInlines(.link).map { site in
            let inline = site.inline, language = site.language, next = site.next
            guard case .link(let target, let children) = inline.kind else { preconditionFailure("only links were kept") }
            var particle: ProjectIndex.ParticleAfterLink?
            if case .topic = target, children.allSatisfy({ $0.plainText.isEmpty }),
               let next, case .text(let text) = next.kind, let form = Particle.form(startingWord: text) {
                let bytes = next.sourceBytes.map { $0.lowerBound..<min($0.upperBound, $0.lowerBound + form.utf8.count) }
                particle = ProjectIndex.ParticleAfterLink(form: form, location: next.location, bytes: bytes)
            }
            return TopicLink(inline: inline, target: target, language: language, particleAfter: particle)
        }
    }

    /// The texts of a string keyed as a topic's title is (`<topic>.title`),
    /// as a translator's XLIFF carries one apart from the topic's page.
    var titleStringTexts: [(language: String, text: String)] {
        guard case .string(let copy) = kind, id.hasSuffix(".title") else { return [] }
        return Self.languageStrings(copy)
    }

    /// A topic's titles by language, every text of each.
    var topicTitles: [(language: String, text: String)] {
        guard case .topic(let topic) = kind, let title = topic.title else { return [] }
        return Self.languageStrings(title)
    }

    /// Every string a reader may see of `copy`, with its language.
    private static func languageStrings(_ copy: Copy) -> [(language: String, text: String)] {
        copy.texts.flatMap { text in text.strings.map { (text.language, $0) } }
    }

    /// The inline elements of one kind that rules read on their own.
    enum TopicInlineKind { case link, kbd, menu }

    /// An inline element of a topic's body where it stands: the inlines
    /// beside it (a link's particle after it, a menu path's verb before
    /// it) and the platforms its blocks reach.
    struct TopicInlineSite {
        let inline: Inline
        let language: String
        let previous: Inline?
        let next: Inline?
        let platforms: PlatformSet
    }

    /// The `<link>`, `<kbd>` or `<menu>` elements of the topic's bodies, each with its
    /// body's language, in document order. The kind is a tag rather than a
    /// closure over each inline: handed to a closure, every inline of every
    /// page was copied, its arrays retained and released.
    func topicInlines(_ wanted: TopicInlineKind) -> [TopicInlineSite] {
        guard case .topic(let topic) = kind else { return [] }
        var result: [TopicInlineSite] = []
        func visit(_ inlines: [Inline], _ language: String, _ platforms: PlatformSet) {
            for index in inlines.indices {
                let inline = inlines[index]
                let reach = inline.scope.platforms(within: platforms)
                func keep() {
                    result.append(TopicInlineSite(
                        inline: inline, language: language, previous: index > 0 ? inlines[index - 1] : nil,
                        next: index + 1 < inlines.count ? inlines[index + 1] : nil, platforms: reach))
                }
                switch inline.kind {
                case .text: break
                case .ui(let c), .term(let c), .emphasis(let c): visit(c, language, reach)
                case .menu(let c):
                    if wanted == .menu { keep() }
                    visit(c, language, reach)
                case .kbd(let c):
                    if wanted == .kbd { keep() }
                    visit(c, language, reach)
                case .link(_, let c):
                    if wanted == .link { keep() }
                    visit(c, language, reach)
                }
            }
        }
        func visit(_ blocks: [Block], _ language: String, _ platforms: PlatformSet) {
            for block in blocks {
                let reach = block.scope.platforms(within: platforms)
                switch block.kind {
                case .paragraph(let i), .note(let i), .step(let i), .item(let i): visit(i, language, reach)
                case .steps(let b), .list(let b): visit(b, language, reach)
                case .section(let title, let b): visit(title, language, reach); visit(b, language, reach)
                case .image: break
                }
            }
        }
        for body in topic.bodies { visit(body.blocks, body.language, platforms) }
        return result
    }

    /// Every image block in the topic's bodies with its language.
    var images: [(block: Block, language: String)] {
        guard case .topic(let topic) = kind else { return [] }
        var result: [(Block, String)] = []
        func visit(_ blocks: [Block], _ language: String) {
            for block in blocks {
                switch block.kind {
                case .image: result.append((block, language))
                case .steps(let b), .list(let b), .section(_, let b): visit(b, language)
                default: break
                }
            }
        }
        for body in topic.bodies { visit(body.blocks, body.language) }
        return result
    }
}
