import HelpCore

/// One string a reader may see: a text's value, or one of its plural forms,
/// with everything a text rule needs to judge it. Rules that look at copy
/// see these instead of walking each entry kind.
///
/// A class, as `TopicText` is: the engine hands each item to some thirty
/// checks, and as a struct it was copied for them and its strings and
/// arrays retained and released one by one, each an atomic operation
/// (together with the rest of a check's, over a quarter of its time). Its
/// fields are constants but for the term matches the engine finds before
/// the checks run; an item stays on the thread that made it.
public final class CopyItem: @unchecked Sendable {
    /// The entry and string the item comes from, shared by every item of
    /// the string: copying the model values into each item (some twenty
    /// reference counts) cost more than many of the rules, and so did one
    /// copy of the string for each of its texts.
    final class Origin: Sendable {
        let entry: SharedEntry
        let string: LocalizableString

        init(entry: SharedEntry, string: LocalizableString) {
            self.entry = entry
            self.string = string
        }
    }

    let origin: Origin
    /// Lent in place (`_read`, as the standard library's collections lend
    /// their elements): a getter returned a copy of the whole entry or
    /// string, its every array and string retained and released, for a
    /// rule that reads one field of it.
    public var entry: Entry { _read { yield origin.entry.entry } }
    public var string: LocalizableString { _read { yield origin.string } }
    public let text: LocalizedText
    public let value: String
    /// The plural form this is, for plural texts.
    public let pluralCategory: PluralCategory?
    /// Where `value` starts in the file.
    public let location: SourceLocation
    /// Byte offsets of `value`'s raw source, when it is one run of text.
    public let valueBytes: Range<Int>?
    /// The termbase terms in `value`, found once for all terminology rules.
    public internal(set) var termMatches: [TermMatch]?

    init(origin: Origin, text: LocalizedText, value: String, pluralCategory: PluralCategory?, location: SourceLocation,
         valueBytes: Range<Int>?, termMatches: [TermMatch]?) {
        self.origin = origin
        self.text = text
        language = text.language
        self.value = value
        self.pluralCategory = pluralCategory
        self.location = location
        self.valueBytes = valueBytes
        self.termMatches = termMatches
    }

    /// The text's language, read from it once: every check asks.
    public let language: String
    public var role: CopyRole { origin.string.role }

    /// Where the character at `offset` (in Characters) stands.
    public func location(at offset: Int) -> SourceLocation {
        CharacterPositions.location(of: offset, in: value, startingAt: location)
    }

    /// A fix replacing the characters `characters` of the value, or nil when
    /// the value's bytes in the file are not known.
    /// `markup`: the replacement holds elements (<ui>…</ui>) and is
    /// written as it is, its text escaped by the rule.
    public func fix(replacing characters: Range<Int>, with replacement: String, markup: Bool = false) -> Fix? {
        Fix.replacing(characters, of: value, at: valueBytes, with: replacement, markup: markup)
    }
}

/// An entry held once for all the items and topic texts made from it.
final class SharedEntry: Sendable {
    let entry: Entry

    init(_ entry: Entry) { self.entry = entry }
}

extension Entry {
    /// Every string a reader may see, in document order: texts, plural
    /// forms, and the forms of substitutions (once each).
    public var copyItems: [CopyItem] { Self.copyItems(of: SharedEntry(self)) }

    /// The copy items of the entry `shared` holds, each holding it.
    static func copyItems(of shared: SharedEntry) -> [CopyItem] {
        var items: [CopyItem] = []
        // Most strings are a text in each language: room for those at once,
        // where growing the list a text at a time moved it twice an entry.
        items.reserveCapacity(shared.entry.localizableStrings.count * 2)
        // By index: `for string in` copied each string once more.
        for index in shared.entry.localizableStrings.indices {
            let origin = CopyItem.Origin(entry: shared, string: shared.entry.localizableStrings[index])
            var seen: Set<SourceLocation> = []
            for text in origin.string.copy.texts {
                switch text.value {
                case .single(let value):
                    items.append(CopyItem(origin: origin, text: text, value: value, pluralCategory: nil,
                                          location: text.valueLocation, valueBytes: text.valueBytes, termMatches: nil))
                case .plural(let plural):
                    for form in plural.forms {
                        items.append(CopyItem(origin: origin, text: text, value: form.value, pluralCategory: form.category,
                                              location: form.location, valueBytes: form.valueBytes, termMatches: nil))
                    }
                }
                for substitution in text.substitutions where seen.insert(substitution.location).inserted {
                    for form in substitution.forms {
                        items.append(CopyItem(origin: origin, text: text, value: form.value, pluralCategory: form.category,
                                              location: form.location, valueBytes: form.valueBytes, termMatches: nil))
                    }
                }
            }
        }
        return items
    }

    /// The runs of text in a topic's bodies, with the body's language and the
    /// scope the run inherits from its blocks, in document order.
    public var topicTexts: [TopicText] { Self.topicTexts(of: SharedEntry(self)) }

    /// The topic texts of the entry `shared` holds, each holding it.
    static func topicTexts(of shared: SharedEntry) -> [TopicText] {
        guard case .topic(let topic) = shared.entry.kind else { return [] }
        var result: [TopicText] = []
        func visit(_ inlines: [Inline], language: String, scope: Scope, in link: LinkTarget?, literal: Bool = false) {
            // By index, each field read where it lies: `for inline in`
            // copied every inline whole, its text, children, location and
            // suppressions each counted once more.
            for index in inlines.indices {
                let scope = scope.narrowed(by: inlines[index].scope)
                switch inlines[index].kind {
                case .text(let text):
                    var preceding: String?
                    if index > 0, case .text = inlines[index - 1].kind {} else if index > 0 {
                        preceding = inlines[index - 1].plainText
                    }
                    result.append(TopicText(shared: shared, language: language, value: text, scope: scope,
                                            location: inlines[index].location, suppressions: inlines[index].suppressions,
                                            link: link, valueBytes: inlines[index].sourceBytes, termMatches: nil,
                                            isLiteral: literal, precedingInline: preceding))
                case .ui(let children), .menu(let children), .kbd(let children):
                    visit(children, language: language, scope: scope, in: link, literal: true)
                case .term(let children), .emphasis(let children):
                    visit(children, language: language, scope: scope, in: link, literal: literal)
                case .link(let target, let children):
                    visit(children, language: language, scope: scope, in: target, literal: literal)
                }
            }
        }
        func visit(_ blocks: [Block], language: String, scope: Scope) {
            for index in blocks.indices {
                let scope = scope.narrowed(by: blocks[index].scope)
                switch blocks[index].kind {
                case .paragraph(let inlines), .note(let inlines), .step(let inlines), .item(let inlines):
                    visit(inlines, language: language, scope: scope, in: nil)
                case .steps(let children), .list(let children):
                    visit(children, language: language, scope: scope)
                case .image(_, let alt):
                    if let alt {
                        result.append(TopicText(shared: shared, language: language, value: alt, scope: scope,
                                                location: blocks[index].location, suppressions: blocks[index].suppressions,
                                                link: nil, valueBytes: nil, termMatches: nil, isLiteral: false,
                                                precedingInline: nil))
                    }
                case .section(let title, let children):
                    visit(title, language: language, scope: scope, in: nil)
                    visit(children, language: language, scope: scope)
                }
            }
        }
        for body in topic.bodies {
            visit(body.blocks, language: body.language, scope: .everywhere)
        }
        return result
    }
}

/// A run of text in a topic body. A class for the reason `CopyItem` is.
public final class TopicText: @unchecked Sendable {
    /// Shared by the entry's texts (see `CopyItem.origin`).
    let shared: SharedEntry
    /// Lent in place, as `CopyItem.entry` is.
    public var entry: Entry { _read { yield shared.entry } }
    public let language: String
    public let value: String
    public let scope: Scope
    public let location: SourceLocation
    public let suppressions: [Suppression]
    /// The link the run is the text of, if any.
    public let link: LinkTarget?
    /// Byte offsets of the run's raw source, for fixes.
    public let valueBytes: Range<Int>?
    /// The termbase terms in `value`, found once for all terminology rules.
    public internal(set) var termMatches: [TermMatch]?
    /// Inside `<ui>`, `<menu>` or `<kbd>`: the name of something on screen or
    /// a key, quoted as it appears, not the writer's words (terminology and
    /// spelling skip it).
    public let isLiteral: Bool
    /// The text of the inline element right before this run
    /// (`<ui>모음</ui>을`), for the particle that follows it.
    public let precedingInline: String?

    init(shared: SharedEntry, language: String, value: String, scope: Scope, location: SourceLocation,
         suppressions: [Suppression], link: LinkTarget?, valueBytes: Range<Int>?, termMatches: [TermMatch]?,
         isLiteral: Bool, precedingInline: String?) {
        self.shared = shared
        self.language = language
        self.value = value
        self.scope = scope
        self.location = location
        self.suppressions = suppressions
        self.link = link
        self.valueBytes = valueBytes
        self.termMatches = termMatches
        self.isLiteral = isLiteral
        self.precedingInline = precedingInline
    }

    public func location(at offset: Int) -> SourceLocation {
        CharacterPositions.location(of: offset, in: value, startingAt: location)
    }

    /// `markup`: the replacement holds elements (<ui>…</ui>) and is
    /// written as it is, its text escaped by the rule.
    public func fix(replacing characters: Range<Int>, with replacement: String, markup: Bool = false) -> Fix? {
        Fix.replacing(characters, of: value, at: valueBytes, with: replacement, markup: markup)
    }
}

extension Lexicon {
    /// The terms in an item's copy, found once and reused, for the rules
    /// that judge a term by the platforms or devices it is for: a name that
    /// may be an everyday word (`TermMatch.isUncertainName`) is left out.
    func termMatches(_ item: CopyItem) -> [TermMatch] {
        Self.certain(item.termMatches ?? terms.matches(in: item.value, language: item.language))
    }

    func termMatches(_ text: TopicText) -> [TermMatch] {
        Self.certain(text.termMatches ?? terms.matches(in: text.value, language: text.language))
    }

    private static func certain(_ matches: [TermMatch]) -> [TermMatch] {
        // By index, the flag read in place: `contains(where:)` copied each
        // match to ask it, counting three references for every match of
        // every text, for every rule that asked.
        for index in matches.indices where matches[index].isUncertainName {
            return matches.filter { !$0.isUncertainName }
        }
        return matches
    }
}
