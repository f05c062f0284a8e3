import HelpCore

/// A translated block of a help page that lost a `<ui>`, `<menu>` or
/// `<kbd>` of its source block.
public struct TranslationMarkupRule: EntryRule {
    public static let description = RuleDescription(
        id: "translation.markup",
        summary: "A translated help page keeps the <ui>, <menu> and <kbd> elements of its source",
        rationale: """
            <ui>, <menu> and <kbd> mark what a reader looks for on screen or presses: the help site sets \
            them apart, and the checks read them as names rather than as the writer's words (spelling and \
            terminology pass over them). A translation tool that drops a code, or a translator who retypes \
            a step around it, leaves 하이킹 시작 as plain words in the Korean page while the English page \
            shows Start Hike as a button's name, and a misspelt name in it goes unreported. Where the \
            translated page's blocks line up with the source page's (as export-xliff and import-xliff keep \
            them), each block must hold at least as many of each element as its source block; a \
            translation may mark more (a name the source writes in a path of its own). A block left \
            untranslated, a page laid out differently and a block the translation leaves empty are not \
            compared. Links are translation.links'. A warning, not in the design's catalog: the page still \
            reads, as pofilter's and CheckMate's tag checks report it.
            """,
        severity: .warning,
        languages: .independent,
        triggering: [
            Example(#"""
                <topic id="hikes.start">
                  <title><text xml:lang="en">Record a hike</text><text xml:lang="ko">하이킹 기록하기</text></title>
                  <body xml:lang="en"><steps><step>Tap <ui>Start Hike</ui>.</step><step>Press <kbd>Command-S</kbd>, then choose <menu>File &gt; Save</menu>.</step></steps></body>
                  <body xml:lang="ko"><steps>↓<step>하이킹 시작을 탭하십시오.</step>↓<step><kbd>Command-S</kbd>를 누른 다음 파일 &gt; 저장을 선택하십시오.</step></steps></body>
                </topic>
                """#),
            Example(#"""
                <topic id="hikes.export">
                  <title><text xml:lang="en">Export a hike</text><text xml:lang="ko">하이킹 내보내기</text></title>
                  <body xml:lang="en"><p>Choose <menu>File &gt; Export</menu> or <menu>File &gt; Print</menu>.</p></body>
                  <body xml:lang="ko">↓<p><menu>파일 &gt; 내보내기</menu> 또는 파일 &gt; 프린트를 선택하십시오.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <topic id="hikes.start">
                  <title><text xml:lang="en">Record a hike</text><text xml:lang="ko">하이킹 기록하기</text></title>
                  <body xml:lang="en"><steps><step>Tap <ui>Start Hike</ui>.</step><step>Press <kbd>Command-S</kbd>, then choose <menu>File &gt; Save</menu>.</step></steps></body>
                  <body xml:lang="ko"><steps><step><ui>하이킹 시작</ui>을 탭하십시오.</step><step><menu>파일 &gt; 저장</menu>을 선택하거나 <kbd>Command-S</kbd>를 누르십시오.</step></steps></body>
                </topic>
                """#),
            Example(#"""
                <topic id="hikes.start">
                  <title><text xml:lang="en">Record a hike</text><text xml:lang="ko">하이킹 기록하기</text></title>
                  <body xml:lang="en"><p>Tap <ui>Start Hike</ui>.</p><p>Your route is saved.</p></body>
                  <body xml:lang="ko"><p>하이킹을 시작하면 경로가 저장됩니다.</p></body>
                </topic>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .topic(let topic) = entry.kind else { return [] }
        let sourceLanguage = context.config.sourceLanguage
        guard let source = topic.body(in: sourceLanguage) else { return [] }
        var diagnostics: [Diagnostic] = []
        for body in topic.bodies where body.language != sourceLanguage {
            let counterparts = PairedBlocks.counterparts(of: body, in: source)
            guard TopicBodyUnits.haveSameShape(counterparts, body.blocks) else { continue }
            PairedBlocks.forEachPair(counterparts, body.blocks) { name, original, originalBlock, translated, translatedBlock in
                let expected = Marks(original)
                guard !expected.isEmpty, !translated.allSatisfy({ $0.plainText.allSatisfy(\.isWhitespace) }),
                      let lost = expected.firstLost(in: Marks(translated)) else { return }
                let has = lost.found == 0 ? "no <\(lost.element)>" : "\(lost.found) <\(lost.element)>"
                diagnostics.append(context.diagnostic(
                    "this \(body.language) \(name) has \(has) where the \(sourceLanguage) \(name) (line \(originalBlock.location.line)) "
                        + "has \(lost.expected); keep <\(lost.element)> around the \(lost.meaning) it marks (in XLIFF, its <g> code)",
                    at: translatedBlock.location, entry: entry.id, language: body.language,
                    suppressions: translatedBlock.suppressions))
            }
        }
        return diagnostics
    }

    /// How many of each marking element a block's copy holds, nested ones
    /// included.
    struct Marks: Equatable {
        var ui = 0, menu = 0, kbd = 0

        init(_ inlines: [Inline]) {
            add(inlines)
        }

        init(ui: Int, menu: Int, kbd: Int) {
            (self.ui, self.menu, self.kbd) = (ui, menu, kbd)
        }

        var isEmpty: Bool { ui == 0 && menu == 0 && kbd == 0 }

        private mutating func add(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline.kind {
                case .text: break
                case .ui(let children): ui += 1; add(children)
                case .menu(let children): menu += 1; add(children)
                case .kbd(let children): kbd += 1; add(children)
                case .term(let children), .emphasis(let children), .link(_, let children): add(children)
                }
            }
        }

        /// The first element `translation` holds fewer of than these marks.
        func firstLost(in translation: Marks) -> (element: String, meaning: String, expected: Int, found: Int)? {
            if translation.ui < ui { return ("ui", "name", ui, translation.ui) }
            if translation.menu < menu { return ("menu", "menu path", menu, translation.menu) }
            if translation.kbd < kbd { return ("kbd", "keys", kbd, translation.kbd) }
            return nil
        }
    }
}
