import HelpCore

/// Ending punctuation on fragments, or missing on sentences.
public struct EndingPunctuationRule: TextRule, EntryRule {
    public static let description = RuleDescription(
        id: "punct.ending",
        summary: "Fragments take no ending punctuation; tip and alert messages and sentence alert titles need it",
        rationale: """
            Apple's style leaves ending punctuation off fragments — tooltips (and a tooltip written as a \
            complete sentence, 그림의 일부를 지웁니다), tip titles and actions, \
            button titles, undo names, alert titles that are not sentences — and puts it on complete \
            sentences: tip messages, alert messages and alert titles written as sentences or questions. \
            Buttons take none at all (an ellipsis for a button that asks for more input is fine). In \
            Korean, a fragment that ends in a noun (…복원, …변경, …없음) takes no period either, and \
            messages end with their sentence's punctuation. A translation of a question stays a question, \
            in any kind of copy: "Delete this layer?" as 이 레이어를 삭제해요. reads as a statement (a \
            warning; a Korean question written with a period, 삭제하겠습니까., is ko.punct's), and a \
            translation of a calm sentence stays calm: 저장했어요! for "Saved." is a warning too, and so \
            is a Korean sentence that drops its source's period (없어요 for "None yet."). In a help \
            topic, a step, a paragraph and a note are sentences: one that ends without punctuation \
            (Tap <ui>Budgets</ui>, then tap <ui>New Budget</ui>) is a warning, in any language; list \
            items and section titles may be fragments, and a help page's title and its section titles \
            take no period (a warning: Use tags., Add a tag.). The items of one list end alike, all with \
            a period or all without, so a list reads as sentences or as fragments: an item ending \
            otherwise than most of its list's is a warning (on a tie, the ones without a period).
            """,
        severity: .error,
        languages: .all,
        isFixable: true,
        triggering: [
            Example(#"""
                <tooltip id="library.sort"><text xml:lang="en">Change the order of recipes↓.</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <topic id="help.tags">
                  <title><text xml:lang="en">Use tags↓.</text><text xml:lang="ko">태그 사용하기</text></title>
                  <body xml:lang="en"><section><title>Add a tag↓.</title><p>Tap Add.</p></section></body>
                  <body xml:lang="ko"><section><title>태그 추가</title><p>추가를 탭하세요.</p></section></body>
                </topic>
                """#),
            Example(#"""
                <tooltip id="library.sort"><text xml:lang="en">Change the order of recipes</text><text xml:lang="ko">레시피 순서 변경↓.</text></tooltip>
                """#),
            Example(#"""
                <tip id="tips.favorite">
                  <title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title>
                  <message><text xml:lang="en">Tap the star to find the recipe again↓</text><text xml:lang="ko">별표를 탭하면 레시피를 다시 찾을 수 있습니다↓</text></message>
                </tip>
                """#),
            Example(#"""
                <alert id="saved" kind="informational">
                  <title><text xml:lang="en">Your recipe was saved↓</text><text xml:lang="ko">레시피가 저장되었습니다.</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK↓!</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <string id="layer.delete"><text xml:lang="en">Delete this layer?</text><text xml:lang="ko">이 레이어를 삭제해요↓.</text></string>
                """#),
            Example(#"""
                <string id="layer.saved"><text xml:lang="en">Your layer was saved.</text><text xml:lang="ko">레이어를 저장했어요↓!</text></string>
                """#),
            Example(#"""
                <string id="layer.empty"><text xml:lang="en">This layer has no shapes yet.</text><text xml:lang="ko">이 레이어에는 아직 도형이 없어요↓</text></string>
                """#),
            Example(#"""
                <topic id="budget.create">
                  <title><text xml:lang="en">Create a budget</text><text xml:lang="ko">예산 만들기</text></title>
                  <body xml:lang="en"><steps><step>Tap <ui>Budgets</ui>, then tap <ui>New Budget</ui>↓</step><step>Enter an amount↓</step></steps></body>
                  <body xml:lang="ko"><steps><step><ui>예산</ui>을 탭한 다음 <ui>새 예산</ui>을 탭하십시오.</step><step>금액을 입력하십시오↓</step></steps><p>예산은 언제든지 변경할 수 있습니다↓</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="budget.share">
                  <title><text xml:lang="en">Share a budget</text><text xml:lang="ko">예산 공유하기</text></title>
                  <body xml:lang="en"><ul><li>Everyone sees the same totals.</li><li>Changes appear right away↓</li><li>You can stop sharing at any time.</li></ul></body>
                  <body xml:lang="ko"><ul><li>모두 같은 합계를 봅니다↓.</li><li>변경 사항이 바로 나타남</li><li>언제든지 공유 중단 가능</li></ul></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tooltip id="library.sort"><text xml:lang="en">Change the order of recipes</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <topic id="help.tags">
                  <title><text xml:lang="en">Tag your budgets...</text><text xml:lang="ko">태그 사용하기...</text></title>
                  <body xml:lang="en"><section><title>What are tags?</title><p>Tap Add.</p></section></body>
                  <body xml:lang="ko"><section><title>태그 추가</title><p>추가를 탭하세요.</p></section></body>
                </topic>
                """#),
            Example(#"""
                <string id="layer.saved"><text xml:lang="en">Layer saved.</text><text xml:lang="ko">레이어 저장됨</text></string>
                """#),
            Example(#"""
                <string id="layer.delete"><text xml:lang="en">Delete this layer?</text><text xml:lang="ko">이 레이어를 삭제할까요?</text></string>
                """#),
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete “Soup”?</text><text xml:lang="ko">“수프”를 삭제하겠습니까?</text></title>
                  <message><text xml:lang="en">You can’t undo this action.</text><text xml:lang="ko">이 동작은 실행 취소할 수 없습니다.</text></message>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete…</text><text xml:lang="ko">삭제…</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="sync" kind="informational">
                  <title><text xml:lang="en">Unable to Sync Recipes</text><text xml:lang="ko">레시피를 동기화할 수 없음</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <topic id="budget.create">
                  <title><text xml:lang="en">Create a budget</text><text xml:lang="ko">예산 만들기</text></title>
                  <body xml:lang="en">
                    <section><title>Before you start</title>
                      <p>You need a category. See <link topic="budget.create">Create a budget</link>.</p>
                      <steps><step>Tap <ui>Budgets</ui>, then tap <ui>New Budget</ui>.</step><step>Choose one:</step></steps>
                      <ul><li>Groceries</li><li>Dining out</li></ul>
                    </section>
                  </body>
                  <body xml:lang="ko">
                    <section><title>시작하기 전에</title>
                      <p>카테고리가 필요합니다. <link topic="budget.create">예산 만들기</link>를 참고하십시오.</p>
                      <steps><step><ui>예산</ui>을 탭한 다음 <ui>새 예산</ui>을 탭하십시오.</step><step>하나를 선택하십시오:</step></steps>
                      <ul><li>식료품</li><li>외식</li></ul>
                    </section>
                  </body>
                </topic>
                """#),
        ])

    public init() {}

    private enum Expectation { case none, noPeriod, sentence }

    /// Steps, paragraphs and notes of a topic's bodies that end without
    /// punctuation. A warning: the design's error is for the short copy of
    /// tips and alerts, and a help page's sentence is read in context.
    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .topic(let topic) = entry.kind else { return [] }
        var result: [Diagnostic] = []
        func visit(_ blocks: [Block], language: String) {
            for block in blocks {
                switch block.kind {
                case .paragraph(let inlines), .note(let inlines), .step(let inlines):
                    if let finding = unfinished(block, inlines, language: language, entry: entry, in: context) {
                        result.append(finding)
                    }
                case .section(let title, let children):
                    if let finding = periodAfter(title, of: block, language: language, entry: entry, in: context) {
                        result.append(finding)
                    }
                    visit(children, language: language)
                case .list(let children):
                    result += unalike(children, language: language, entry: entry, in: context)
                case .steps(let children):
                    visit(children, language: language)
                case .item, .image:
                    break
                }
            }
        }
        for body in topic.bodies { visit(body.blocks, language: body.language) }
        return result
    }

    /// The items of a list that end otherwise than most of its items: with
    /// a period among fragments, or without one among sentences. An item
    /// ending in a question, an exclamation, a colon or an ellipsis is
    /// neither and counts for no side.
    private func unalike(_ items: [Block], language: String, entry: Entry, in context: RuleContext) -> [Diagnostic] {
        var periods: [(Block, [Inline])] = []
        var bare: [(Block, [Inline])] = []
        for item in items {
            guard case .item(let inlines) = item.kind, let last = Self.lastMeaningfulScalar(of: inlines) else { continue }
            if last == "." || last == "。" {
                periods.append((item, inlines))
            } else if !Self.blockEnds.contains(last) {
                bare.append((item, inlines))
            }
        }
        guard !periods.isEmpty, !bare.isEmpty else { return [] }
        if periods.count >= bare.count {
            let message = "most items of this list end with a period; end this one with one too, or write them all as fragments"
            return bare.compactMap { item, inlines in
                unfinished(item, inlines, language: language, entry: entry, in: context, message: message)
            }
        }
        return periods.compactMap { item, inlines in
            guard let (run, closing) = Self.lastRun(of: inlines), closing.isEmpty, case .text(let value) = run.kind,
                  let (mark, offset) = CopyForm.lastMeaningful(value), mark == "." || mark == "。",
                  !value.hasSuffix("..") else { return nil }
            var finding = context.diagnostic(
                "most items of this list end without a period; leave this one’s off too, or end them all with one",
                at: CharacterPositions.location(of: offset, in: value, startingAt: run.location),
                entry: entry.id, language: language, suppressions: item.suppressions + run.suppressions, severity: .warning)
            finding.fix = Fix.replacing(offset..<offset + 1, of: value, at: run.sourceBytes, with: "")
            return finding
        }
    }

    /// The finding for a block of sentences whose text ends without
    /// punctuation, where the period goes: after the block's last text, and
    /// after the closing tags of the elements that text ends (Tap
    /// <ui>New Budget</ui>.).
    private func unfinished(_ block: Block, _ inlines: [Inline], language: String, entry: Entry,
                            in context: RuleContext, message given: String? = nil) -> Diagnostic? {
        guard let last = Self.lastMeaningfulScalar(of: inlines), !Self.blockEnds.contains(last) else { return nil }
        let name = switch block.kind {
        case .step: "a step"
        case .note: "a note"
        default: "a paragraph"
        }
        let message = given ?? "\(name) is a sentence and needs ending punctuation"
        guard let (run, closing) = Self.lastRun(of: inlines), case .text(let value) = run.kind else {
            return context.diagnostic(message, at: block.location, entry: entry.id, language: language,
                                      suppressions: block.suppressions, severity: .warning)
        }
        var end = value.count
        for character in value.reversed() {
            guard character.isWhitespace else { break }
            end -= 1
        }
        var location = CharacterPositions.location(of: end, in: value, startingAt: run.location)
        var fix: Fix?
        if closing.isEmpty {
            // After a closing quote the writer decides whether it goes inside.
            if CopyForm.lastMeaningful(String(value.prefix(end)))?.offset == end - 1 {
                fix = Fix.replacing(end..<end, of: value, at: run.sourceBytes, with: ".")
            }
        } else if end == value.count, let bytes = run.sourceBytes {
            location.column += closing.count
            fix = Fix(range: bytes.upperBound..<bytes.upperBound + closing.utf8.count, original: closing,
                      replacement: closing + ".")
        }
        var finding = context.diagnostic(message, at: location, entry: entry.id, language: language,
                                         suppressions: block.suppressions + run.suppressions, severity: .warning)
        finding.fix = fix
        return finding
    }

    /// The finding for a section title that ends in a period (or a colon
    /// or semicolon), as a help page's title would be: a heading takes none.
    private func periodAfter(_ title: [Inline], of block: Block, language: String, entry: Entry,
                             in context: RuleContext) -> Diagnostic? {
        guard let last = Self.lastMeaningfulScalar(of: title), [".", ":", ";", "。"].contains(last),
              let (run, closing) = Self.lastRun(of: title), closing.isEmpty, case .text(let value) = run.kind,
              let (mark, offset) = CopyForm.lastMeaningful(value), mark != "…", !value.hasSuffix("..")
        else { return nil }
        // A Korean title ending in a noun (태그 추가.) is ko.punct's, which reads every run of a page.
        if LanguageTag.isKorean(language), mark == ".", SpeechLevel.of(title.plainText) == .none { return nil }
        var finding = context.diagnostic("a section title takes no “\(mark)” at the end",
                                         at: CharacterPositions.location(of: offset, in: value, startingAt: run.location),
                                         entry: entry.id, language: language,
                                         suppressions: block.suppressions + run.suppressions, severity: .warning)
        finding.fix = Fix.replacing(offset..<offset + 1, of: value, at: run.sourceBytes, with: "")
        return finding
    }

    /// Whether copy is a sentence by its words, the marks that end it left
    /// aside (변경... is a fragment, 지웁니다. a sentence); copy of two
    /// sentences or more is ("Zoom in or out. You can also pinch.").
    private static func isSentence(beforeMarkAt offset: Int, of value: String, language: String) -> Bool {
        var words = TextSegments.text(of: value, characters: 0..<offset)
        while let last = words.last, last.isWhitespace || ".…!?:;。".contains(last) { words.removeLast() }
        var previous: Character?
        for character in words {
            if character.isWhitespace, let previous, CopyForm.sentenceEnds.contains(previous) { return true }
            previous = character
        }
        return CopyForm.isSentence(words, language: language)
    }

    /// What a topic's sentence may end in: a sentence's mark, or a colon
    /// before what it introduces.
    private static let blockEnds: Set<Unicode.Scalar> = [".", "?", "!", "…", "。", "？", "！", ":", "："]

    /// The last scalar of the inlines' text that is neither whitespace nor
    /// a closing quote or bracket, read backwards in place: joining every
    /// block's text to read its last character took 1.7% of a check.
    private static func lastMeaningfulScalar(of inlines: [Inline]) -> Unicode.Scalar? {
        for inline in inlines.reversed() {
            switch inline.kind {
            case .text(let value):
                for scalar in value.unicodeScalars.reversed()
                where !scalar.properties.isWhitespace && !CopyForm.closingQuoteScalars.contains(scalar.value) {
                    return scalar
                }
            case .ui(let children), .menu(let children), .kbd(let children), .term(let children),
                 .emphasis(let children), .link(_, let children):
                if let scalar = lastMeaningfulScalar(of: children) { return scalar }
            }
        }
        return nil
    }

    /// The text run a block's inlines end in, past whitespace between
    /// elements, and the closing tags written after it, innermost first.
    private static func lastRun(of inlines: [Inline]) -> (Inline, String)? {
        var runs = inlines
        var closing = ""
        while true {
            while let last = runs.last, case .text(let value) = last.kind, value.allSatisfy(\.isWhitespace) {
                runs.removeLast()
            }
            guard let last = runs.last else { return nil }
            switch last.kind {
            case .text: return (last, closing)
            case .ui(let children): runs = children; closing = "</ui>" + closing
            case .menu(let children): runs = children; closing = "</menu>" + closing
            case .kbd(let children): runs = children; closing = "</kbd>" + closing
            case .term(let children): runs = children; closing = "</term>" + closing
            case .emphasis(let children): runs = children; closing = "</em>" + closing
            case .link(_, let children): runs = children; closing = "</link>" + closing
            }
        }
    }

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        let lostQuestion = lostQuestion(item, in: context) + addedExclamation(item, in: context) + droppedPeriod(item, in: context)
        let expectation: Expectation
        switch item.role {
        case .alertButton, .undo: expectation = .none
        case .tooltip, .tipTitle, .tipAction: expectation = .noPeriod
        case .tipMessage, .alertMessage: expectation = .sentence
        case .alertTitle: expectation = CopyForm.isSentence(item.value, language: item.language) ? .sentence : .noPeriod
        case .topicTitle: expectation = .noPeriod
        case .string, .topicSummary: return lostQuestion
        }
        guard let (last, offset) = CopyForm.lastMeaningful(item.value) else { return lostQuestion }
        return lostQuestion + findings(item, expectation: expectation, last: last, offset: offset, in: context)
    }

    /// The warning for a translation that no longer asks the question its
    /// source asks.
    private func lostQuestion(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        let sourceLanguage = context.config.sourceLanguage
        guard Self.losesTheQuestion(item, sourceLanguage: sourceLanguage),
              let (last, offset) = CopyForm.lastMeaningful(item.value) else { return [] }
        // A 해요체 statement is a question with a question mark (삭제해요. →
        // 삭제해요?); any other ending is the writer's to rephrase.
        let asksWithAMark = last == "." && offset > 0 && item.value.hasSuffix("요.")
        return [context.diagnostic("the \(sourceLanguage) text asks a question (it ends in “?”); "
                                   + "end this \(item.language) translation as a question too",
                                   about: item, offset: offset, severity: .warning,
                                   fix: asksWithAMark ? item.fix(replacing: offset..<offset + 1, with: "?") : nil)]
    }

    /// The warning for a translation that ends in “!” where its source
    /// ends in a period: the tone the source chose, lost in translation
    /// (저장했어요! for "Saved."). Alerts, tooltips, buttons and undo
    /// names are punct.exclamation's and the rest of this rule's already.
    private func addedExclamation(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        switch item.role {
        case .string, .tipTitle, .tipMessage, .tipAction, .topicTitle, .topicSummary: break
        default: return []
        }
        let sourceLanguage = context.config.sourceLanguage
        // Told by the last byte first: nearly no translation ends in “!”.
        guard item.language != sourceLanguage, !item.text.isPlural, item.value.utf8.last == UInt8(ascii: "!"),
              !item.value.hasSuffix("!!") else { return [] }
        guard Self.sourceEndsInAPeriod(item, sourceLanguage: sourceLanguage) else { return [] }
        let offset = item.value.count - 1
        return [context.diagnostic("the \(sourceLanguage) text ends in a period; end this \(item.language) translation "
                                   + "as calmly (“.”), not with “!”",
                                   about: item, offset: offset, severity: .warning,
                                   fix: item.fix(replacing: offset..<offset + 1, with: "."))]
    }

    /// The warning for a Korean translation of a sentence that ends in a
    /// period, itself a sentence (its predicate ends it: 저장했어요,
    /// 없습니다, 여세요) with no punctuation after it: "No transactions in
    /// %@ yet." as 아직 %@에 거래가 없어요. A fragment (저장됨, 거래 없음)
    /// takes none (ko.punct), and tip and alert messages are this rule's
    /// already, in every language.
    private func droppedPeriod(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        switch item.role {
        case .string, .topicSummary: break
        default: return []
        }
        let sourceLanguage = context.config.sourceLanguage
        // Told by the last scalar first: most translations end in punctuation or a noun.
        guard LanguageTag.isKorean(item.language), item.language != sourceLanguage,
              !item.text.isPlural, let last = item.value.unicodeScalars.last,
              Self.sentenceFinalSyllables.contains(last) else { return [] }
        switch SpeechLevel.of(item.value) {
        case .formal, .politeImperative, .polite: break
        case .plain, .none: return []
        }
        guard Self.sourceEndsInAPeriod(item, sourceLanguage: sourceLanguage) else { return [] }
        let end = item.value.count
        return [context.diagnostic("the \(sourceLanguage) text ends in a period; end this \(item.language) sentence with one too",
                                   about: item, offset: end, severity: .warning,
                                   fix: item.fix(replacing: end..<end, with: "."))]
    }

    /// Whether every text of the source language `item` translates (those
    /// of its platforms) ends in one period, not an ellipsis written "..".
    private static func sourceEndsInAPeriod(_ item: CopyItem, sourceLanguage: String) -> Bool {
        let sources = item.string.copy.texts.filter {
            $0.language == sourceLanguage && $0.scope.overlaps(item.text.scope, within: item.entry.platforms)
        }
        return !sources.isEmpty && sources.allSatisfy { source in
            guard case .single(let value) = source.value else { return false }
            return value.utf8.last == UInt8(ascii: ".") && !value.hasSuffix("..")
        }
    }

    /// The last syllables of the sentence endings a period follows: 다
    /// (합니다), 요 (해요, 하세요), 오 (하십시오) and 죠; not 까, a
    /// question's.
    private static let sentenceFinalSyllables: Set<Unicode.Scalar> = ["다", "요", "오", "죠"]

    /// Whether `item`, a translation, ends as no question where its source
    /// (the text of the source language for the same platforms) ends in a
    /// question mark: "Delete this layer?" translated as 이 레이어를
    /// 삭제해요. A Korean question written with a period (삭제하겠습니까.)
    /// is ko.punct's, which says so with a fix; one with more after its
    /// mark (삭제하겠습니까?...) is a question, the rest punct.ellipsis's.
    static func losesTheQuestion(_ item: CopyItem, sourceLanguage: String) -> Bool {
        // Every translated text is asked: each is told by its last byte,
        // and its sources by theirs, before any is read as characters.
        guard item.language != sourceLanguage, !item.text.isPlural, let ownLast = item.value.utf8.last,
              ownLast != UInt8(ascii: "?") else { return false }
        var asked = false
        for source in item.string.copy.texts where source.language == sourceLanguage
            && source.scope.overlaps(item.text.scope, within: item.entry.platforms) {
            guard case .single(let value) = source.value, let lastByte = value.utf8.last else { return false }
            if lastByte == UInt8(ascii: "?") {
                asked = true
                continue
            }
            guard lastByte >= 0x80 || lastByte == UInt8(ascii: "\"") || lastByte == UInt8(ascii: "'") || lastByte == UInt8(ascii: ")"),
                  CopyForm.lastMeaningful(value)?.character == "?" else { return false }
            asked = true
        }
        guard asked else { return false }
        for character in item.value.reversed() {
            if character == "?" || character == "？" { return false }
            if character == "…" && item.value.last == "…" { return false }
            if !".…!！ ".contains(character) && !CopyForm.closingQuotes.contains(character) { break }
        }
        if item.value.utf8.last == UInt8(ascii: "."), LanguageTag.isKorean(item.language),
           KoreanPunctuationRule.endsAsQuestion(item.value[..<item.value.index(before: item.value.endIndex)]) {
            return false
        }
        return true
    }

    private func findings(_ item: CopyItem, expectation: Expectation, last: Character, offset: Int,
                          in context: RuleContext) -> [Diagnostic] {
        // Three periods are an ellipsis written out (Save Changes...), which
        // a button asking for more may end in: punct.ellipsis's and ko.punct's.
        if last == ".", expectation != .sentence, item.value.hasSuffix("..") { return [] }
        switch expectation {
        case .none where Self.isOne(last, of: ".!?:;。！？"):
            return [context.diagnostic("“\(last)” at the end of \(withArticle(item.role)); button titles and undo names take no ending punctuation",
                                       about: item, offset: offset, fix: item.fix(replacing: offset..<offset + 1, with: ""))]
        case .noPeriod where Self.isOne(last, of: ".:;。"):
            // A tooltip written as a sentence (그림의 일부를 지웁니다.) leaves
            // its period off too, as Apple's guidance asks.
            if item.role == .topicTitle {
                // A help page's title is read at the top of the page and in
                // its contents, where a period reads as a slip: a warning.
                return [context.diagnostic("a help page’s title takes no “\(last)” at the end", about: item, offset: offset,
                                           severity: .warning, fix: item.fix(replacing: offset..<offset + 1, with: ""))]
            }
            let message = item.role == .tooltip && Self.isSentence(beforeMarkAt: offset, of: item.value, language: item.language)
                ? "a tooltip takes no “\(last)” at the end, even as a complete sentence"
                : "\(withArticle(item.role)) that is a fragment takes no “\(last)” at the end"
            return [context.diagnostic(message, about: item, offset: offset, fix: item.fix(replacing: offset..<offset + 1, with: ""))]
        case .sentence where !CopyForm.sentenceEnds.contains(last):
            // A period is added only where nothing else changes: after a
            // closing quote the writer decides whether it belongs inside.
            let end = item.value.count
            return [context.diagnostic("\(withArticle(item.role)) is a complete sentence and needs ending punctuation",
                                       about: item, offset: end, fix: offset == end - 1 ? item.fix(replacing: end..<end, with: ".") : nil)]
        default:
            return []
        }
    }

    /// `list.contains(last)`, for a list of characters of one scalar each:
    /// a `last` of one scalar is compared by value (of all scalars only
    /// U+037E, the Greek question mark, is canonically one of them, “;”),
    /// where `contains` compared every character of the list by canonical
    /// equivalence, some 1,700 instructions a text.
    static func isOne(_ last: Character, of list: String) -> Bool {
        let scalars = last.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
              first.value != 0x37E else { return list.contains(last) }
        return list.unicodeScalars.contains(first)
    }

    /// "a tooltip", "an alert title".
    private func withArticle(_ role: CopyRole) -> String {
        let name = describe(role)
        return (name.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + name
    }

    private func describe(_ role: CopyRole) -> String {
        switch role {
        case .tooltip: "tooltip"
        case .tipTitle: "tip title"
        case .tipMessage: "tip message"
        case .tipAction: "tip action"
        case .alertTitle: "alert title"
        case .alertMessage: "alert message"
        case .alertButton: "button title"
        case .undo: "undo name"
        case .string: "string"
        case .topicTitle: "topic title"
        case .topicSummary: "topic summary"
        }
    }
}
