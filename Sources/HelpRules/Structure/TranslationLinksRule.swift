import HelpCore

/// A translated help page that lost a link of the source page, or links
/// somewhere the source page does not; a translation that writes out
/// another web or email address than its source.
public struct TranslationLinksRule: EntryRule {
    public static let description = RuleDescription(
        id: "translation.links",
        summary: "A translation keeps the links of its source page and the addresses its source writes out",
        rationale: """
            A link is how a reader gets from one help page to the next. A translation that loses one \
            (a translation tool dropped its code, or the sentence was rewritten around it) leaves readers \
            of that language at a dead end the source page doesn't have; one that links to another topic \
            sends them somewhere else. Where the translated page's blocks line up with the source page's \
            (as export-xliff and import-xliff keep them), each block is compared with its source block and \
            the finding points at it; a page laid out differently is compared as a whole, at its <body> \
            (in a translator's XLIFF, a block left untranslated is left out of the comparison). \
            Topic links must go to the same topics, as many times. Web addresses are only counted: a \
            translation may link to its own language's page of a site. Addresses written out in copy \
            (example.com/help, support@example.com), in strings as in help pages, must be the source's: \
            an email address as written, a web address's site (its path may be the translation's own \
            language's page); one mistyped, added or left out is a warning, since a translation may give \
            its own country's address.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>To invite others, see <link topic="help.share">sharing</link>.</p></body>
                  <body xml:lang="ko">↓<p>다른 사람을 초대하려면 공유를 참고하세요.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en">
                    <steps>
                      <step>Open the recipe.</step>
                      <step>Read <link topic="help.share">sharing</link> first.</step>
                    </steps>
                  </body>
                  <body xml:lang="ko">
                    <steps>
                      <step>레시피를 여세요.</step>
                      ↓<step>먼저 <link topic="help.other">공유</link>를 읽으세요.</step>
                    </steps>
                  </body>
                </topic>
                <topic id="help.other">
                  <title><text xml:lang="en">Other</text><text xml:lang="ko">기타</text></title>
                  <body xml:lang="en"><p>Other things.</p></body>
                  <body xml:lang="ko"><p>기타 사항입니다.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>See <link href="https://www.example.com/forum">the forum</link>.</p><p>Or ask us.</p></body>
                  ↓<body xml:lang="ko"><p>포럼이나 문의를 이용하세요.</p></body>
                </topic>
                """#),
            Example(#"""
                <string id="support">
                  <text xml:lang="en">Write to support@example.com or visit example.com/help.</text>
                  ↓<text xml:lang="ko">suport@example.com으로 문의하거나 example.com/help를 방문하세요.</text>
                </string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="support">
                  <text xml:lang="en">Write to support@example.com or visit www.example.com/help.</text>
                  <text xml:lang="ko">support@example.com으로 문의하거나 example.com/ko/help를 방문하세요. Notes.app, iOS 17.2, 예: 사진.png</text>
                </string>
                """#),
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>See <link topic="help.share">sharing</link> or <link href="https://www.example.com/forum">the forum</link>.</p></body>
                  <body xml:lang="ko"><p><link href="https://www.example.com/ko/forum">포럼</link>이나 <link topic="help.share">공유</link>를 참고하세요.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>See <link topic="help.share">sharing</link>.</p><p>Or ask us.</p></body>
                  <body xml:lang="ko"><p><link topic="help.share">공유</link>를 참고하거나 문의하세요.</p></body>
                </topic>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        let sourceLanguage = context.config.sourceLanguage
        var diagnostics: [Diagnostic] = []
        // Nearly no copy writes out an address, told from its bytes.
        PairedTexts.forEachTranslation(in: entry, sourceLanguage: sourceLanguage,
                                       if: { $0.contains(where: WrittenAddress.mayHoldOne) }, where: { _ in true }) { text, original in
            if let message = Self.addressProblem(text.strings, language: text.language, source: original,
                                                 sourceLanguage: sourceLanguage) {
                diagnostics.append(context.diagnostic(message, at: text.location, entry: entry.id, language: text.language,
                                                      suppressions: text.suppressions, severity: .warning))
            }
        }
        guard case .topic(let topic) = entry.kind, let source = topic.body(in: sourceLanguage) else { return diagnostics }
        for body in topic.bodies where body.language != sourceLanguage {
            func report(_ problem: Links.Difference, in place: String, at location: SourceLocation,
                        suppressions: [Suppression], sourceLine: Int) {
                diagnostics.append(context.diagnostic(
                    problem.message(place: "this \(body.language) \(place)", source: "the \(sourceLanguage) \(place) (line \(sourceLine))"),
                    at: location, entry: entry.id, language: body.language, suppressions: suppressions))
            }
            let counterparts = PairedBlocks.counterparts(of: body, in: source)
            if TopicBodyUnits.haveSameShape(counterparts, body.blocks) {
                // Most blocks link nowhere in either language, told without counting.
                PairedBlocks.forEachPair(counterparts, body.blocks) { name, original, originalBlock, translated, translatedBlock in
                    if WrittenAddress.mayHoldOne(original) || WrittenAddress.mayHoldOne(translated),
                       let message = Self.addressProblem([translated.plainText], language: body.language,
                                                         source: [original.plainText], sourceLanguage: sourceLanguage) {
                        diagnostics.append(context.diagnostic(message, at: translatedBlock.location, entry: entry.id,
                                                              language: body.language, suppressions: translatedBlock.suppressions,
                                                              severity: .warning))
                    }
                    guard Self.hasLink(original) || Self.hasLink(translated),
                          !Self.isBlank(translated),
                          let problem = Links(original).difference(from: Links(translated)) else { return }
                    report(problem, in: name, at: translatedBlock.location,
                           suppressions: translatedBlock.suppressions, sourceLine: originalBlock.location.line)
                }
            } else if body.untranslatedBlocks.isEmpty, let problem = Links(source.blocks).difference(from: Links(body.blocks)) {
                report(problem, in: "page", at: body.location, suppressions: body.suppressions,
                       sourceLine: source.location.line)
            }
        }
        return diagnostics
    }

    /// The finding's message when `translated` writes out a web or email
    /// address its source doesn't (a site compared by its host, an email
    /// address whole), or leaves out one the source writes; nil otherwise.
    /// A warning: a translation may give its own country's address.
    static func addressProblem(_ translated: [String], language: String, source: [String], sourceLanguage: String) -> String? {
        // A text not translated yet is translation.missing's; it has lost nothing.
        guard !translated.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) else { return nil }
        let found = translated.flatMap(WrittenAddress.all(in:))
        let original = source.flatMap(WrittenAddress.all(in:))
        guard !found.isEmpty || !original.isEmpty else { return nil }
        let theirs = original.map(\.text).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if let extra = found.first(where: { address in !original.contains { $0.kind == address.kind && $0.key == address.key } }) {
            let sourceHas = theirs.isEmpty ? "has none" : "has \(TermSupport.list(theirs, "and"))"
            let has = extra.kind == .email ? "the address \(extra.text), which the \(sourceLanguage) text doesn’t"
                : "the web address \(extra.text), on a site the \(sourceLanguage) text doesn’t name"
            return "this \(language) text has \(has) (it \(sourceHas)); copy each address as the source writes it"
        }
        if let missing = original.first(where: { address in !found.contains { $0.kind == address.kind && $0.key == address.key } }) {
            return "this \(language) text doesn’t have the address \(missing.text), which the \(sourceLanguage) text has; "
                + "keep it in the translation"
        }
        return nil
    }

    /// An empty block is one not translated yet, which
    /// `translation.missing` reports; it has lost no link.
    private static func isBlank(_ inlines: [Inline]) -> Bool {
        inlines.allSatisfy { $0.plainText.allSatisfy(\.isWhitespace) }
    }

    private static func hasLink(_ inlines: [Inline]) -> Bool {
        inlines.contains { inline in
            switch inline.kind {
            case .text: false
            case .link: true
            case .ui(let children), .menu(let children), .kbd(let children), .term(let children), .emphasis(let children):
                hasLink(children)
            }
        }
    }

    /// The links of some copy: the topics it links to, with how often, and
    /// how many web addresses. A translator's XLIFF names no link's target
    /// (its code is `<g ctype="link">`), so there links are only counted.
    private struct Links {
        var topics: [String: Int] = [:]
        var addresses = 0
        var unnamed = 0

        init(_ inlines: [Inline]) {
            add(inlines)
        }

        init(_ blocks: [Block]) {
            for piece in PairedBlocks.pieces(of: blocks) { add(piece) }
        }

        private mutating func add(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline.kind {
                case .text: break
                case .link(let target, let children):
                    switch target {
                    case .topic(let id) where id.isEmpty: unnamed += 1
                    case .topic(let id): topics[id, default: 0] += 1
                    case .href: addresses += 1
                    }
                    add(children)
                case .ui(let children), .menu(let children), .kbd(let children), .term(let children),
                     .emphasis(let children):
                    add(children)
                }
            }
        }

        enum Difference {
            case missingTopic(String)
            case extraTopic(String)
            case topicCount(String, source: Int, translation: Int)
            case addresses(source: Int, translation: Int)
            case unnamed(source: Int, translation: Int)

            func message(place: String, source: String) -> String {
                switch self {
                case .missingTopic(let id):
                    "\(place) has no link to topic '\(id)', which \(source) links to; keep the link in the translation, around the words that name the topic"
                case .extraTopic(let id):
                    "\(place) links to topic '\(id)', which \(source) doesn’t link to; link to the topics the source links to"
                case .topicCount(let id, let count, let found):
                    "\(place) links to topic '\(id)' \(Self.times(found)), \(source) \(Self.times(count)); keep the same links"
                case .addresses(let count, let found):
                    "\(place) has \(Self.count(found, "web link")) where \(source) has \(count); keep each web link in the translation"
                case .unnamed(let count, let found):
                    "\(place) has \(Self.count(found, "link")) where \(source) has \(count); keep each link code (<g ctype=\"link\">) in the translation"
                }
            }

            private static func times(_ count: Int) -> String {
                count == 1 ? "once" : count == 2 ? "twice" : "\(count) times"
            }

            private static func count(_ count: Int, _ noun: String) -> String {
                count == 0 ? "no \(noun)" : count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
            }
        }

        /// The first way `translation` differs from these, the source's
        /// links: topics in the order of their ids, so the finding is the
        /// same on every run.
        func difference(from translation: Links) -> Difference? {
            for id in Set(topics.keys).union(translation.topics.keys).sorted() {
                let count = topics[id] ?? 0, found = translation.topics[id] ?? 0
                if count == found { continue }
                if found == 0 { return .missingTopic(id) }
                if count == 0 { return .extraTopic(id) }
                return .topicCount(id, source: count, translation: found)
            }
            if unnamed != translation.unnamed { return .unnamed(source: unnamed, translation: translation.unnamed) }
            return addresses == translation.addresses ? nil : .addresses(source: addresses, translation: translation.addresses)
        }
    }
}
