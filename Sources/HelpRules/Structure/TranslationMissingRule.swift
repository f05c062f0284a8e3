import HelpCore

/// A configured language with no text where the source language has one.
public struct TranslationMissingRule: EntryRule {
    public static let description = RuleDescription(
        id: "translation.missing",
        summary: "Every configured language needs text wherever the source language has it",
        rationale: """
            A string without a translation shows up in the source language in the middle of a \
            localized app, or as its key. The source language (en by default) is required for every \
            piece of copy; every other language in helpc.json must cover each platform and input device \
            the source text covers. A topic needs a <body> in every language. A text in a language \
            helpc.json doesn't list (kr, or ko where the project says ko-KR) is neither checked nor \
            built, so the finding points at it. A translation that is the source word for word (a tool's \
            "copy source to target", a block left in English) is no translation either, unless it is \
            nothing but names, placeholders, terms and unit symbols (iCloud Drive, %@, %lld kcal). An ordinary word of the source left \
            as written in a translated string (Export in 사본을 저장하려면 Export를 탭하세요, a button's name no \
            one translated) is a warning: a name the termbase and word lists don't know yet reads the same \
            way, and goes in content/words/proper-nouns.txt. So is a control's name in <ui>, or a menu \
            path in <menu>, that a translated page keeps as its source page writes it (메모를 연 다음 \
            <ui>Share</ui>을 탭하십시오): the reader looks for the names their app shows.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <string id="menu.open">↓<text xml:lang="en">Open</text></string>
                """#),
            Example(#"""
                <string id="save.hint">
                  <text xml:lang="en" platform="ios ipados watchos visionos tvos">Select the star to save this recipe.</text>
                  <text xml:lang="en" platform="macos">Click the star to save this recipe.</text>
                  ↓<text xml:lang="ko" platform="ios ipados watchos visionos tvos">별표를 선택하여 이 레시피를 저장하세요.</text>
                </string>
                """#),
            Example(#"""
                ↓<string id="menu.open"><text xml:lang="ko">열기</text></string>
                """#),
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open</text>↓<text xml:lang="kr">열기</text></string>
                """#),
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open the recipe</text>↓<text xml:lang="ko">Open the recipe</text></string>
                """#),
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><p>Send a recipe to a friend.</p><p>Open the recipe first.</p></body>
                  <body xml:lang="ko"><p>친구에게 레시피를 보내세요.</p>↓<p>Open the recipe first.</p></body>
                </topic>
                """#),
            Example(#"""
                ↓<topic id="recipes.organize">
                  <title><text xml:lang="en">Organize recipes</text><text xml:lang="ko">레시피 정리하기</text></title>
                  <body xml:lang="en"><p>Keep related recipes together in collections.</p></body>
                </topic>
                """#),
            Example(#"""
                <string id="export.hint"><text xml:lang="en">Tap Export to save a copy.</text><text xml:lang="ko">사본을 저장하려면 ↓Export를 탭하세요.</text></string>
                """#),
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share recipes</text><text xml:lang="ko">레시피 공유</text></title>
                  <body xml:lang="en"><steps><step>Open a recipe.</step><step>Tap Share.</step></steps></body>
                  <body xml:lang="ko">↓<steps><step>레시피를 여세요.</step></steps></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="export.keys"><text xml:lang="en">Press Return, then open Finder on your Mac and choose Export PDF.</text><text xml:lang="ko">Return 키를 누른 다음 Mac에서 Finder를 열고 PDF로 내보내기를 선택하세요.</text></string>
                """#),
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open</text><text xml:lang="ko">열기</text></string>
                """#),
            Example(#"""
                <string id="sync.where"><text xml:lang="en">iCloud Drive, %@</text><text xml:lang="ko">iCloud Drive, %@</text></string>
                """#),
            Example(#"""
                <string id="run.energy"><text xml:lang="en">%lld kcal</text><text xml:lang="ko">%lldkcal</text></string>
                """#),
            Example(#"""
                <string id="save.hint">
                  <text xml:lang="en" platform="ios ipados watchos visionos tvos">Select the star to save this recipe.</text>
                  <text xml:lang="en" platform="macos">Click the star to save this recipe.</text>
                  <text xml:lang="ko">별표를 선택하여 이 레시피를 저장하세요.</text>
                </string>
                """#),
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open</text></string>
                """#, config: #"{ "languages": ["en"] }"#),
        ])

    public init() {}

    /// A (platform, input) pair a reader can be in.
    private struct Cell: Hashable { var platform: Platform; var input: InputDevice }

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        let config = context.config
        let targetLanguages = context.targetLanguages
        var diagnostics: [Diagnostic] = []
        // By index, each string's texts read where they lie: copying every
        // string out of the entry, and the texts of each language out of
        // its copy, counted references for every string of every entry.
        for index in entry.localizableStrings.indices {
            let texts = entry.localizableStrings[index].copy.texts
            let needed = cells(of: texts, language: config.sourceLanguage, in: entry.platforms)
            guard let lastSource = needed.last else {
                let string = entry.localizableStrings[index]
                diagnostics.append(context.diagnostic(
                    "\(describe(string)) has no \(config.sourceLanguage) text; the source language is required",
                    at: string.copy.location, entry: entry.id, language: config.sourceLanguage,
                    suppressions: string.copy.suppressions))
                continue
            }
            for language in targetLanguages {
                diagnostics += copiedSources(texts, language: language, in: entry, context)
                diagnostics += wordsLeftAsWritten(texts, language: language, in: entry, context)
                let present = cells(of: texts, language: language, in: entry.platforms)
                let missingBits = needed.cells & ~present.cells
                guard missingBits != 0 else { continue }
                let string = entry.localizableStrings[index]
                let missing = Self.cells(missingBits)
                var location = present.last?.location ?? lastSource.location
                var message = present.last == nil
                    ? "\(describe(string)) has no \(language) text"
                    : "\(describe(string)) has no \(language) text for \(describe(missing)), where the \(config.sourceLanguage) text applies"
                if present.last == nil, let stray = texts.first(where: { !config.languages.contains($0.language) }) {
                    location = stray.location
                    message += Self.strayHint(stray.language, for: language)
                }
                diagnostics.append(context.diagnostic(
                    message, at: location, entry: entry.id, language: language,
                    suppressions: present.last?.suppressions ?? string.copy.suppressions))
            }
        }
        if case .topic(let topic) = entry.kind {
            diagnostics += copiedPages(topic, of: entry, context)
            diagnostics += unlinedPages(topic, of: entry, context)
            diagnostics += namesLeftAsWritten(topic, of: entry, context)
            for language in config.languages where topic.body(in: language) == nil {
                let stray = topic.bodies.first { !config.languages.contains($0.language) }
                diagnostics.append(context.diagnostic(
                    "topic '\(entry.id)' has no <body xml:lang=\"\(language)\">" + (stray.map { Self.strayHint($0.language, for: language, "page") } ?? ""),
                    at: stray?.location ?? entry.location, entry: entry.id, language: language,
                    suppressions: entry.suppressions))
            }
        }
        return diagnostics
    }

    /// Texts in `language` that are the source text as written: English
    /// left in a Korean text (`CopiedSource`). A text is compared with the
    /// source texts whose scopes it overlaps; a plural text by its `other`
    /// form, which every language has.
    private func copiedSources(_ texts: [LocalizedText], language: String, in entry: Entry,
                               _ context: RuleContext) -> [Diagnostic] {
        let sourceLanguage = context.config.sourceLanguage
        func reference(_ text: LocalizedText) -> String? {
            switch text.value {
            case .single(let value): value
            case .plural(let plural): plural.form(.other)?.value
            }
        }
        return texts.indices.compactMap { index -> Diagnostic? in
            let text = texts[index]
            guard text.language == language, let value = reference(text),
                  let source = texts.first(where: {
                      $0.language == sourceLanguage && reference($0).map { CopiedSource.sameIgnoringWhiteSpace($0, value) } == true
                          && $0.scope.overlaps(text.scope, within: entry.platforms)
                  }),
                  CopiedSource.isUntranslated(value, source: reference(source) ?? "", sourceLanguage: sourceLanguage,
                                              targetLanguage: language, lexicon: context.lexicon) else { return nil }
            return context.diagnostic(
                "the \(language) text is the \(sourceLanguage) text as written; translate it (copy that stays in \(sourceLanguage), a name, takes ignore=\"translation.missing\" with a because)",
                about: text, of: entry)
        }
    }

    /// Translations that leave an ordinary word of their source as written
    /// (`CopiedSource.wordLeftAsWritten`): a warning, since a name the
    /// lists don't know yet is read the same way.
    private func wordsLeftAsWritten(_ texts: [LocalizedText], language: String, in entry: Entry,
                                    _ context: RuleContext) -> [Diagnostic] {
        let sourceLanguage = context.config.sourceLanguage
        return texts.indices.compactMap { index -> Diagnostic? in
            let text = texts[index]
            guard text.language == language, case .single(let value) = text.value else { return nil }
            for source in texts where source.language == sourceLanguage && source.scope.overlaps(text.scope, within: entry.platforms) {
                guard case .single(let original) = source.value,
                      let (word, offset) = CopiedSource.wordLeftAsWritten(
                        value, source: original, sourceLanguage: sourceLanguage, targetLanguage: language, lexicon: context.lexicon,
                        isListed: context.speller.isListedWord,
                        isWord: { context.speller.dictionaryAccepts($0, language: sourceLanguage) == true }) else { continue }
                return context.diagnostic(
                    "“\(word)” is left in \(sourceLanguage) in this \(language) text; translate it (a name that stays in "
                        + "\(sourceLanguage) goes in content/words/proper-nouns.txt)",
                    at: CharacterPositions.location(of: offset, in: value, startingAt: text.valueLocation), entry: entry.id, language: language,
                    suppressions: text.suppressions, severity: .warning)
            }
            return nil
        }
    }

    /// Blocks of a translated page that are the source page's blocks as
    /// written, where the two pages line up block for block.
    private func copiedPages(_ topic: Topic, of entry: Entry, _ context: RuleContext) -> [Diagnostic] {
        let sourceLanguage = context.config.sourceLanguage
        guard let source = topic.body(in: sourceLanguage) else { return [] }
        var diagnostics: [Diagnostic] = []
        var sourceUnits: [TopicBodyUnits.Unit]?
        for body in topic.bodies where body.language != sourceLanguage && context.config.languages.contains(body.language)
            && CopiedSource.mayHoldSameBlock(source.blocks, body.blocks)
            && TopicBodyUnits.haveSameShape(source.blocks, body.blocks) {
            if sourceUnits == nil { sourceUnits = TopicBodyUnits.units(of: source) }
            let sourceUnits = sourceUnits ?? []
            for (original, translated) in zip(sourceUnits, TopicBodyUnits.units(of: body))
            where CopiedSource.mayBeSame(original.inlines, translated.inlines) {
                let text = translated.inlines.map(\.plainText).joined()
                guard CopiedSource.isUntranslated(text, source: original.inlines.map(\.plainText).joined(),
                                                  sourceLanguage: sourceLanguage, targetLanguage: body.language,
                                                  lexicon: context.lexicon) else { continue }
                diagnostics.append(context.diagnostic(
                    "this \(body.language) \(translated.role.displayName) is the \(sourceLanguage) one as written; translate it",
                    at: translated.location, entry: entry.id, language: body.language, suppressions: translated.suppressions))
            }
        }
        return diagnostics
    }

    /// A control's name in <ui> (or a menu path in <menu>) that a translated block keeps as its
    /// source page writes it (메모를 연 다음 <ui>Share</ui>을 탭하십시오):
    /// the reader looks for the name their app shows. A name the lists
    /// know (iCloud, AirDrop, the termbase's and the project's proper
    /// nouns) stays; a block left wholly untranslated is `copiedPages`'.
    private func namesLeftAsWritten(_ topic: Topic, of entry: Entry, _ context: RuleContext) -> [Diagnostic] {
        let sourceLanguage = context.config.sourceLanguage
        guard let source = topic.body(in: sourceLanguage) else { return [] }
        var sourceNames: Set<String> = []
        Self.forEachName(in: source.blocks) { name, _ in sourceNames.insert(name.plainText) }
        guard !sourceNames.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        // The entry's id, not the entry, goes into the closure below: a
        // closure that used the entry copied it, every array and string
        // of it retained and released, once for each name on the page.
        let id = entry.id
        for body in topic.bodies where body.language != sourceLanguage && context.config.languages.contains(body.language) {
            Self.forEachName(in: body.blocks) { name, block in
                let text = name.plainText
                guard sourceNames.contains(text) else { return }
                // The block itself is translated: it holds a letter of a script other than Latin.
                guard Self.inlines(of: block).plainText.unicodeScalars.contains(where: { $0.value > 0x24F && $0.properties.isAlphabetic }),
                      CopiedSource.isUntranslated(text, source: text, sourceLanguage: sourceLanguage, targetLanguage: body.language,
                                                  lexicon: context.lexicon) else { return }
                let what = if case .menu = name.kind { "menu path" } else { "name" }
                diagnostics.append(context.diagnostic(
                    "“\(text)” is the \(sourceLanguage) page’s \(what) as written; write the \(what) the \(body.language) app shows "
                        + "(a name that stays in \(sourceLanguage) goes in content/words/proper-nouns.txt)",
                    at: name.location, entry: id, language: body.language, suppressions: block.suppressions, severity: .warning))
            }
        }
        return diagnostics
    }

    /// Each <ui> and <menu> of `blocks`, with the block it stands in.
    private static func forEachName(in blocks: [Block], _ body: (Inline, Block) -> Void) {
        func visit(_ inlines: [Inline], _ block: Block) {
            for inline in inlines {
                switch inline.kind {
                case .text: break
                case .ui, .menu: body(inline, block)
                case .kbd(let children), .term(let children), .emphasis(let children), .link(_, let children):
                    visit(children, block)
                }
            }
        }
        for block in blocks {
            switch block.kind {
            case .paragraph(let inlines), .note(let inlines), .step(let inlines), .item(let inlines):
                visit(inlines, block)
            case .steps(let children), .list(let children):
                forEachName(in: children, body)
            case .section(let title, let children):
                visit(title, block)
                forEachName(in: children, body)
            case .image:
                break
            }
        }
    }

    /// The copy of a block that holds copy of its own (a section's, its
    /// title); none for a list of blocks.
    private static func inlines(of block: Block) -> [Inline] {
        switch block.kind {
        case .paragraph(let inlines), .note(let inlines), .step(let inlines), .item(let inlines): inlines
        case .section(let title, _): title
        case .steps, .list, .image: []
        }
    }

    /// A translated page whose blocks don't line up with its source's: a
    /// step left out or added, a note for a paragraph (a warning; the
    /// writer may mean it, but the page then loses the checks and the
    /// translator's file that pair it block by block).
    private func unlinedPages(_ topic: Topic, of entry: Entry, _ context: RuleContext) -> [Diagnostic] {
        let sourceLanguage = context.config.sourceLanguage
        guard let source = topic.body(in: sourceLanguage) else { return [] }
        return topic.bodies.compactMap { body -> Diagnostic? in
            guard body.language != sourceLanguage, context.config.languages.contains(body.language) else { return nil }
            let counterparts = PairedBlocks.counterparts(of: body, in: source)
            guard let difference = PageShapeDifference.first(counterparts, body.blocks, in: body, sourceLanguage: sourceLanguage)
            else { return nil }
            return context.diagnostic(
                "the \(body.language) page doesn’t line up with the \(sourceLanguage) page: \(difference.description); "
                    + "a part may be missing, and the page is compared with its source and sent to translators block by block",
                at: difference.location, entry: entry.id, language: body.language, suppressions: difference.suppressions,
                severity: .warning)
        }
    }

    /// A text in a language helpc.json doesn't list is neither checked
    /// nor built: most often the language meant, written another way
    /// (ko for ko-KR, kr for ko).
    private static func strayHint(_ stray: String, for language: String, _ noun: String = "text") -> String {
        "; its \"\(stray)\" \(noun) is in no language of helpc.json: write xml:lang=\"\(language)\", or add \"\(stray)\" to 'languages'"
    }

    private func describe(_ string: LocalizableString) -> String {
        "'\(string.key)'"
    }

    /// The (platform, input) pairs the texts in `language` reach, a bit
    /// each, and the last of those texts: every string of every entry is
    /// checked, and sets of pairs cost more than the rest of the rule.
    private func cells(of texts: [LocalizedText], language: String, in platforms: PlatformSet)
        -> (cells: UInt64, last: LocalizedText?) {
        var cells: UInt64 = 0
        var last: Int?
        // By index: `for text in` copied each text out of the list.
        for index in texts.indices where texts[index].language == language {
            last = index
            var inputs: UInt64 = 0
            if let only = texts[index].scope.inputs {
                inputs = UInt64(only.mask)
            } else {
                inputs = 1 << UInt64(InputDevice.allCases.count) - 1
            }
            let reached = texts[index].scope.platformMask(within: platforms)
            for platform in Platform.allCases where reached & (1 << platform.index) != 0 {
                cells |= inputs << UInt64(platform.index * 8)
            }
        }
        return (cells, last.map { texts[$0] })
    }

    private static func cells(_ bits: UInt64) -> Set<Cell> {
        var cells: Set<Cell> = []
        for (platformPosition, platform) in Platform.allCases.enumerated() {
            for (inputPosition, input) in InputDevice.allCases.enumerated()
            where bits & (1 << UInt64(platformPosition * 8 + inputPosition)) != 0 {
                cells.insert(Cell(platform: platform, input: input))
            }
        }
        return cells
    }

    /// "macos", or "tvos with remote" when only some inputs are missing.
    private func describe(_ cells: Set<Cell>) -> String {
        let byPlatform = Dictionary(grouping: cells, by: \.platform)
        let all = Set(InputDevice.allCases)
        return byPlatform.keys.sorted().map { platform in
            let inputs = Set(byPlatform[platform]!.map(\.input))
            return inputs == all
                ? platform.rawValue
                : "\(platform.rawValue) with \(inputs.sorted().map(\.rawValue).joined(separator: " "))"
        }.joined(separator: ", ")
    }
}
