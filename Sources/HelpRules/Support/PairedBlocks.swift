import HelpCore

/// The pieces of a translated help page beside the source page's pieces
/// they translate, for rules that compare a translation with its source
/// piece by piece (its links, its numbers).
enum PairedBlocks {
    /// The source blocks `body` translates: all of them, but in a
    /// translator's XLIFF half done, those it has translated.
    static func counterparts(of body: TopicBody, in source: TopicBody) -> [Block] {
        let untranslated = Set(body.untranslatedBlocks)
        return untranslated.isEmpty
            ? source.blocks : source.blocks.indices.filter { !untranslated.contains($0) }.map { source.blocks[$0] }
    }

    /// Each pair of pieces of two bodies of the same shape, block by block,
    /// with the piece's name and copy and the blocks they are in: walked
    /// side by side, where listing both bodies' pieces and pairing them
    /// was most of a rule's time, for pages that mostly hold nothing to compare.
    static func forEachPair(_ a: [Block], _ b: [Block],
                            _ body: (String, [Inline], Block, [Inline], Block) -> Void) {
        for index in a.indices where index < b.count {
            let (first, second) = (a[index], b[index])
            switch (first.kind, second.kind) {
            case (.paragraph(let x), .paragraph(let y)): body("paragraph", x, first, y, second)
            case (.note(let x), .note(let y)): body("note", x, first, y, second)
            case (.step(let x), .step(let y)): body("step", x, first, y, second)
            case (.item(let x), .item(let y)): body("list item", x, first, y, second)
            case (.steps(let x), .steps(let y)), (.list(let x), .list(let y)): forEachPair(x, y, body)
            case (.section(let x, let xChildren), .section(let y, let yChildren)):
                body("section title", x, first, y, second)
                forEachPair(xChildren, yChildren, body)
            default: break
            }
        }
    }

    /// Each translated page of `topic` against its source page, for rules
    /// that compare a page's copy with its source's as text (its numbers,
    /// its acronyms): block by block where the translated page's blocks
    /// line up with the source's, each pair reported at the translated
    /// block; as a whole otherwise (each side's pieces joined by line
    /// breaks, reported at the page), unless the page still has blocks a
    /// translator left untranslated. `matters` rules out a pair, or a
    /// whole page (its pieces run together), before its copy is joined
    /// into text.
    static func forEachComparison(
        of topic: Topic, sourceLanguage: String,
        if matters: (_ source: [Inline], _ translated: [Inline]) -> Bool,
        _ compare: (_ body: TopicBody, _ source: String, _ translated: String,
                    _ location: SourceLocation, _ suppressions: [Suppression]) -> Void
    ) {
        guard let source = topic.body(in: sourceLanguage) else { return }
        for body in topic.bodies where body.language != sourceLanguage {
            let counterparts = counterparts(of: body, in: source)
            if TopicBodyUnits.haveSameShape(counterparts, body.blocks) {
                forEachPair(counterparts, body.blocks) { _, original, _, translated, translatedBlock in
                    guard matters(original, translated) else { return }
                    compare(body, original.plainText, translated.plainText, translatedBlock.location, translatedBlock.suppressions)
                }
            } else if body.untranslatedBlocks.isEmpty {
                let originalPieces = pieces(of: source.blocks), translatedPieces = pieces(of: body.blocks)
                guard matters(originalPieces.flatMap { $0 }, translatedPieces.flatMap { $0 }) else { continue }
                compare(body, originalPieces.map(\.plainText).joined(separator: "\n"),
                        translatedPieces.map(\.plainText).joined(separator: "\n"), body.location, body.suppressions)
            }
        }
    }

    /// Each block's own copy, what a translator gets as one unit, in
    /// document order.
    static func pieces(of blocks: [Block]) -> [[Inline]] {
        var pieces: [[Inline]] = []
        func visit(_ blocks: [Block]) {
            for block in blocks {
                switch block.kind {
                case .paragraph(let inlines), .note(let inlines), .step(let inlines), .item(let inlines):
                    pieces.append(inlines)
                case .image: break
                case .steps(let children), .list(let children): visit(children)
                case .section(let title, let children):
                    pieces.append(title)
                    visit(children)
                }
            }
        }
        visit(blocks)
        return pieces
    }
}
