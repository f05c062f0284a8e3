import HelpCore

/// Where a translated help page first stops lining up with its source
/// block for block: a step more or less, a note where the source has a
/// paragraph, a block scoped to other platforms. A translator's XLIFF, the
/// checks that compare a page's numbers and links, and the check for copy
/// left untranslated all pair a page with its source block by block, so a
/// page that doesn't line up loses them all, besides the step its reader
/// may be missing.
struct PageShapeDifference {
    /// What differs, said of the translation ("1 step here where the en
    /// page has 2").
    var description: String
    var location: SourceLocation
    var suppressions: [Suppression]

    /// The first difference between `translation`'s blocks and the
    /// `source` blocks they translate, or nil when they line up: exactly
    /// when `TopicBodyUnits.haveSameShape` holds, so no page is walked twice.
    static func first(_ source: [Block], _ translation: [Block], in body: TopicBody,
                      sourceLanguage: String) -> PageShapeDifference? {
        first(source, translation, container: nil, body: body, sourceLanguage: sourceLanguage)
    }

    private static func first(_ source: [Block], _ translation: [Block], container: Block?, body: TopicBody,
                              sourceLanguage: String) -> PageShapeDifference? {
        for (original, translated) in zip(source, translation) {
            guard original.scope == translated.scope else {
                return PageShapeDifference(
                    description: "this \(name(translated)) is \(translated.scope) where the \(sourceLanguage) page’s is \(original.scope)",
                    location: translated.location, suppressions: translated.suppressions)
            }
            switch (original.kind, translated.kind) {
            case (.paragraph, .paragraph), (.note, .note), (.step, .step), (.item, .item), (.image, .image):
                continue
            case (.steps(let x), .steps(let y)), (.list(let x), .list(let y)), (.section(_, let x), .section(_, let y)):
                if let found = first(x, y, container: translated, body: body, sourceLanguage: sourceLanguage) { return found }
            default:
                return PageShapeDifference(
                    description: "a \(name(translated)) here where the \(sourceLanguage) page has a \(name(original))",
                    location: translated.location, suppressions: translated.suppressions)
            }
        }
        guard source.count != translation.count else { return nil }
        let (noun, plural): (String, String)
        switch container?.kind {
        case .steps: (noun, plural) = ("step", "steps")
        case .list: (noun, plural) = ("list item", "list items")
        default: (noun, plural) = ("block", "blocks")
        }
        func count(_ number: Int) -> String { "\(number) \(number == 1 ? noun : plural)" }
        return PageShapeDifference(
            description: "\(count(translation.count)) \(container == nil ? "in the page" : "here") where the "
                + "\(sourceLanguage) page has \(source.count)",
            location: container?.location ?? body.location, suppressions: container?.suppressions ?? body.suppressions)
    }

    private static func name(_ block: Block) -> String {
        switch block.kind {
        case .paragraph: "paragraph"
        case .note: "note"
        case .steps: "list of steps"
        case .step: "step"
        case .list: "list"
        case .item: "list item"
        case .image: "image"
        case .section: "section"
        }
    }
}
