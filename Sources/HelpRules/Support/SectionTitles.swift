import HelpCore

/// The section titles of a topic, which rules on titles read besides the
/// topic's own title: every `<section>`'s, at any depth, in the bodies of
/// the languages a rule judges.
enum SectionTitles {
    static func forEach(in entry: Entry, languages: LanguageCoverage,
                        _ visit: (_ title: [Inline], _ section: Block, _ language: String) -> Void) {
        guard case .topic(let topic) = entry.kind else { return }
        for body in topic.bodies where languages.covers(body.language) {
            walk(body.blocks, language: body.language, visit)
        }
    }

    private static func walk(_ blocks: [Block], language: String,
                             _ visit: (_ title: [Inline], _ section: Block, _ language: String) -> Void) {
        for block in blocks {
            switch block.kind {
            case .section(let title, let children):
                visit(title, block, language)
                walk(children, language: language, visit)
            case .steps(let children), .list(let children):
                walk(children, language: language, visit)
            case .paragraph, .note, .step, .item, .image:
                break
            }
        }
    }
}
