/// A help topic: a page of the help site, written once per language.
public struct Topic: Hashable, Sendable {
    public var order: Int?
    public var parent: String?
    public var title: Copy?
    public var summary: Copy?
    public var bodies: [TopicBody]

    public init(order: Int? = nil, parent: String? = nil, title: Copy? = nil, summary: Copy? = nil,
                bodies: [TopicBody] = []) {
        self.order = order
        self.parent = parent
        self.title = title
        self.summary = summary
        self.bodies = bodies
    }

    public func body(in language: String) -> TopicBody? {
        bodies.first { $0.language == language }
    }
}

/// `<body xml:lang>`: a topic's page content in one language.
public struct TopicBody: Hashable, Sendable {
    public var language: String
    public var blocks: [Block]
    public var location: SourceLocation
    public var suppressions: [Suppression]
    /// Where the body's content lies in its file, in bytes, when known.
    /// Nothing but the help pages shows what is inside a body, so a build
    /// can tell an edit there from one its catalogs and review page must
    /// follow (`Compiler.tableDigest`).
    public var contentBytes: Range<Int>?
    /// `source=`: the fingerprint of the source-language page this
    /// translation was made from (`TopicBodyUnits.fingerprint`), as
    /// `<text source=>` records a string's.
    public var sourceFingerprint: String?
    /// The positions in the source page of blocks with no translation here
    /// yet, as in a translator's XLIFF half done (its pages are a block per
    /// unit). The blocks that are here stand for the source page's others,
    /// in order; they are not the whole page.
    public var untranslatedBlocks: [Int]

    public init(language: String, blocks: [Block], location: SourceLocation, suppressions: [Suppression] = [],
                contentBytes: Range<Int>? = nil, sourceFingerprint: String? = nil, untranslatedBlocks: [Int] = []) {
        self.language = language
        self.blocks = blocks
        self.location = location
        self.suppressions = suppressions
        self.contentBytes = contentBytes
        self.sourceFingerprint = sourceFingerprint
        self.untranslatedBlocks = untranslatedBlocks
    }
}

public struct Block: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case paragraph([Inline])
        case note([Inline])
        case steps([Block])
        case step([Inline])
        case list([Block])
        case item([Inline])
        case image(src: String, alt: String?)
        case section(title: [Inline], blocks: [Block])
    }

    public var kind: Kind
    /// The block's own `platform`/`input` attributes (not its ancestors').
    public var scope: Scope
    public var location: SourceLocation
    public var suppressions: [Suppression]

    public init(kind: Kind, scope: Scope = .everywhere, location: SourceLocation, suppressions: [Suppression] = []) {
        self.kind = kind
        self.scope = scope
        self.location = location
        self.suppressions = suppressions
    }
}

extension Block {
    /// The blocks a list of steps or items or a section holds; nil for a
    /// block of text or an image.
    public var children: [Block]? {
        switch kind {
        case .steps(let children), .list(let children), .section(_, let children): children
        case .paragraph, .note, .step, .item, .image: nil
        }
    }

    /// Whether a platform's page shows the block, by its own scope, with
    /// something in it: a list or section whose every part is for other
    /// platforms shows nothing (a section's title alone is no content).
    public func shows(on platform: Platform) -> Bool {
        !platformsShowing(within: [platform]).isEmpty
    }

    /// The platforms of `available` whose pages show the block with
    /// something in it (`shows(on:)`), found in one walk for all of them.
    public func platformsShowing(within available: PlatformSet) -> PlatformSet {
        let own = scope.platforms(within: available)
        guard !own.isEmpty, let children else { return own }
        var shown = PlatformSet()
        for child in children {
            shown.formUnion(child.platformsShowing(within: own))
            if shown == own { break }
        }
        return shown
    }
}

public struct Inline: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case text(String)
        /// A control's name as it appears on screen.
        case ui([Inline])
        /// A menu path such as "File > New Collection".
        case menu([Inline])
        case kbd([Inline])
        case term([Inline])
        case emphasis([Inline])
        case link(LinkTarget, [Inline])
    }

    public var kind: Kind
    public var scope: Scope
    public var location: SourceLocation
    public var suppressions: [Suppression]
    /// For a text run, the byte offsets of its raw source in the file.
    public var sourceBytes: Range<Int>?

    public init(kind: Kind, scope: Scope = .everywhere, location: SourceLocation, suppressions: [Suppression] = [],
                sourceBytes: Range<Int>? = nil) {
        self.kind = kind
        self.scope = scope
        self.location = location
        self.suppressions = suppressions
        self.sourceBytes = sourceBytes
    }

    /// The reader-visible characters of the inline and its children.
    public var plainText: String {
        switch kind {
        case .text(let text): text
        case .ui(let c), .menu(let c), .kbd(let c), .term(let c), .emphasis(let c), .link(_, let c):
            c.map(\.plainText).joined()
        }
    }

    /// Whether `predicate` holds for a run of text of the inline or its
    /// children, each run asked as it lies: rules rule out most blocks by
    /// their bytes this way before joining any text.
    public func anyText(_ predicate: (String) -> Bool) -> Bool {
        switch kind {
        case .text(let text): predicate(text)
        case .ui(let c), .menu(let c), .kbd(let c), .term(let c), .emphasis(let c), .link(_, let c):
            c.contains { $0.anyText(predicate) }
        }
    }
}

extension Array where Element == Inline {
    /// The reader-visible characters of a run of inlines, joined.
    public var plainText: String { map(\.plainText).joined() }
}

public enum LinkTarget: Hashable, Sendable {
    case topic(String)
    case href(String)
}
