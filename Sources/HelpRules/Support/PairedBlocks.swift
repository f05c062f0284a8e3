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
