import HelpCore

/// The steps of a topic, which rules on steps read: every `<step>`, in
/// `<steps>` at any depth of sections, in the bodies of every language.
enum TopicSteps {
    static func forEach(in entry: Entry, _ visit: (_ step: [Inline], _ block: Block, _ language: String) -> Void) {
        guard case .topic(let topic) = entry.kind else { return }
        for body in topic.bodies {
            walk(body.blocks, language: body.language, visit)
        }
    }

    private static func walk(_ blocks: [Block], language: String,
                             _ visit: (_ step: [Inline], _ block: Block, _ language: String) -> Void) {
        for block in blocks {
            switch block.kind {
            case .steps(let children), .section(_, let children): walk(children, language: language, visit)
            case .step(let inlines): visit(inlines, block, language)
            case .paragraph, .note, .list, .item, .image: break
            }
        }
    }
}
