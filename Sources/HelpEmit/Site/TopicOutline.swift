import HelpCore

/// A help topic as every page but its own sees it: its place in the site
/// (id, order, parent, platforms), its titles and summaries, the words the
/// search index holds for it and the images its pages show. A build keeps
/// each topic file's outlines in its cache, so after an edit to one topic
/// the others' files need not be read again: their pages stay as written,
/// and the sidebars, index pages and search indexes are made from these.
public struct TopicOutline: Sendable, Equatable {
    /// The first string of one language's text of a title or summary.
    public struct Label: Sendable, Equatable {
        public var language: String
        public var text: String?

        public init(language: String, text: String?) {
            self.language = language
            self.text = text
        }
    }

    /// One body's words for the search index (`SearchTexts.bodyPieces`),
    /// kept as one string and a mark for each piece: a build holds every
    /// topic's until its search indexes are written, and as pieces, each
    /// with a string of its own, they were some 0.4 GB of a million-entry
    /// build's peak.
    public struct SearchBody: Sendable, Equatable {
        public var language: String
        /// Every piece's words, one after another.
        private let words: String
        /// A mark for each piece, in order: where its words end in `words`
        /// (a count of UTF-8 bytes) above bit 9, bit 8 set for a piece
        /// without words (the start of a part), its platforms below.
        private let marks: [UInt64]

        public init(language: String, pieces: [SearchTexts.Piece]) {
            self.language = language
            var words = ""
            words.reserveCapacity(pieces.reduce(0) { $0 + ($1.text?.utf8.count ?? 0) })
            var marks: [UInt64] = []
            marks.reserveCapacity(pieces.count)
            for piece in pieces {
                if let text = piece.text { words.append(text) }
                marks.append(UInt64(words.utf8.count) << 9 | (piece.text == nil ? 1 << 8 : 0) | UInt64(piece.platforms))
            }
            self.words = words
            self.marks = marks
        }

        public var pieces: [SearchTexts.Piece] {
            var pieces: [SearchTexts.Piece] = []
            forEachPiece { words, platforms in pieces.append(SearchTexts.Piece(text: words.map(String.init), platforms: platforms)) }
            return pieces
        }

        /// Each piece in order: its words (nil for the start of a part)
        /// and its platforms.
        func forEachPiece(_ body: (Substring?, UInt8) -> Void) {
            let utf8 = words.utf8
            var start = utf8.startIndex
            for mark in marks {
                let platforms = UInt8(truncatingIfNeeded: mark)
                guard mark & (1 << 8) == 0 else {
                    body(nil, platforms)
                    continue
                }
                let end = utf8.index(utf8.startIndex, offsetBy: Int(mark >> 9))
                body(words[start..<end], platforms)
                start = end
            }
        }
    }

    /// An image a body shows, where it is named.
    public struct Image: Sendable, Equatable {
        public var src: String
        public var location: SourceLocation

        public init(src: String, location: SourceLocation) {
            self.src = src
            self.location = location
        }
    }

    public var id: String
    /// The content file the topic is in.
    public var file: String
    public var order: Int?
    public var parent: String?
    /// The platforms of the topic's file, in `Platform.allCases` order.
    public var platforms: [Platform]
    /// The title's texts, in document order.
    public var titles: [Label]
    public var summaries: [Label]
    /// The bodies' words for the search index, in document order; nil for
    /// an outline read back from the build cache, which leaves them out
    /// (they were a third of a large project's cache, read and written on
    /// every rebuild, and a rebuild needs only the texts of the topics it
    /// reads again: `SearchTexts.unknown`).
    public var searchBodies: [SearchBody]?
    /// Every image of every body, in document order.
    public var images: [Image]

    public init(id: String, file: String, order: Int?, parent: String?, platforms: [Platform], titles: [Label],
                summaries: [Label], searchBodies: [SearchBody]?, images: [Image]) {
        self.id = id
        self.file = file
        self.order = order
        self.parent = parent
        self.platforms = platforms
        self.titles = titles
        self.summaries = summaries
        self.searchBodies = searchBodies
        self.images = images
    }

    /// The outline of a topic entry.
    public init(_ entry: Entry, _ topic: Topic) {
        func labels(_ copy: Copy?) -> [Label] {
            copy?.texts.map { Label(language: $0.language, text: $0.strings.first) } ?? []
        }
        var images: [Image] = []
        func visit(_ blocks: [Block]) {
            for block in blocks {
                switch block.kind {
                case .image(let src, _): images.append(Image(src: src, location: block.location))
                case .steps(let children), .list(let children), .section(_, let children): visit(children)
                default: break
                }
            }
        }
        for body in topic.bodies { visit(body.blocks) }
        self.init(id: entry.id, file: entry.location.file, order: topic.order, parent: topic.parent,
                  platforms: SearchTexts.platforms.filter(entry.platforms.contains), titles: labels(topic.title),
                  summaries: labels(topic.summary),
                  searchBodies: Self.searchBodies(of: topic.bodies),
                  images: images)
    }

    /// The words of `bodies` for the search index, a body at a time.
    static func searchBodies(of bodies: [TopicBody]) -> [SearchBody] {
        bodies.map { SearchBody(language: $0.language, pieces: SearchTexts.bodyPieces($0)) }
    }

    /// The outlines of a file's topics, in document order.
    public static func outlines(of file: ContentFile) -> [TopicOutline] {
        file.entries.compactMap { entry in
            if case .topic(let topic) = entry.kind { TopicOutline(entry, topic) } else { nil }
        }
    }

    /// The title in `language`, else in the source language.
    func title(in language: String, config: Config) -> String? {
        Self.label(titles, language, config)
    }

    func summary(in language: String, config: Config) -> String? {
        Self.label(summaries, language, config)
    }

    private static func label(_ labels: [Label], _ language: String, _ config: Config) -> String? {
        (labels.first { $0.language == language } ?? labels.first { $0.language == config.sourceLanguage })?.text
    }
}
