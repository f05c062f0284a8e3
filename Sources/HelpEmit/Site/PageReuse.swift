import HelpCore

/// What lets a build skip rendering a page the last build already wrote.
///
/// A page's key is a digest of everything its bytes can depend on: the
/// setup (helpc, configuration, templates), the page's language, platform
/// and path, the content file its topic comes from, and the site's outline
/// (every topic's id, order, parent, platforms, titles and summaries, which
/// the sidebar, the index and link texts show). A page whose key equals the
/// one it was written with, and that is still on disk as written, is kept.
public struct PageReuse: Sendable {
    public var setup: String
    /// Digest of each content file, by the path entries' locations show.
    public var fileDigests: [String: String]
    /// Digest of each content file's bytes outside its topic bodies, when
    /// known: all that a table's catalogs, its review page and the TipKit
    /// source can show, so an edit inside a body leaves them be.
    public var tableDigests: [String: String] = [:]
    /// Where an output the last build wrote, and that is still on disk as
    /// it wrote it, stands in that build's outputs, and the key it was made
    /// from, by output path; nil for any other path. A lookup rather than a
    /// table: a large site's hundred thousand pages need not be copied into
    /// one for a rebuild.
    public var previousOutput: @Sendable (String) -> PreviousOutput?
    /// The outputs the last build made a group at a time from one key (a
    /// table's catalogs, the TipKit source), intact or not, by key.
    public var written: [String: [String]]
    /// Every content file of each table, sorted, when the build did not
    /// parse them all (the project given to an emitter then holds only whole
    /// tables); nil when the project is the whole project.
    public var tableFiles: [String: [String]]?
    /// Every content file that holds a tip, sorted, likewise.
    public var tipFiles: [String]?
    /// The search indexes the last build wrote that are still on disk as
    /// it wrote them, by output path: an index made from the same outline
    /// is patched where topics were read again rather than written whole,
    /// and kept as it is when none of its topics was (`SiteEmitter.searchIndex`).
    public var previousSearchIndexes: Set<String> = []
    /// The bytes of one of `previousSearchIndexes` (read by the command),
    /// asked for only when the index has topics to patch: a site has an
    /// index of megabytes in each of its folders, and an edit reaches only
    /// the folders that show the topics it changed.
    public var readPreviousSearchIndex: @Sendable (String) -> [UInt8]? = { _ in nil }

    public init(setup: String, fileDigests: [String: String], previousOutput: @escaping @Sendable (String) -> PreviousOutput?,
                written: [String: [String]] = [:]) {
        self.setup = setup
        self.fileDigests = fileDigests
        self.previousOutput = previousOutput
        self.written = written
    }

    /// An output of the last build that is still as it was written.
    public struct PreviousOutput: Sendable, Equatable {
        /// Its place in the last build's sorted outputs (`OutputPositionSet`).
        public var position: Int
        /// What it was made from; nil for outputs always made again.
        public var key: String?

        public init(position: Int, key: String?) {
            self.position = position
            self.key = key
        }
    }

    /// The outputs the last build made from `key`, when every one of them
    /// is still on disk as written; nil when any is missing or changed.
    public func keptGroup(_ key: String) -> OutputPositionSet? {
        guard !setup.isEmpty, let group = written[key], !group.isEmpty else { return nil }
        var kept = OutputPositionSet()
        for path in group {
            guard let position = self.kept(path, key: key) else { return nil }
            kept.insert(position)
        }
        return kept
    }

    /// Nothing to reuse: every page is rendered.
    public static let none = PageReuse(setup: "", fileDigests: [:], previousOutput: { _ in nil })

    /// The digest of the site's outline, given each topic's title and
    /// summary in every language (`labels[language][topic]`, languages as
    /// `config.languages`), which the emitter has made already. A
    /// `ContentDigest` of the fields' bytes: SHA-256 over the outline, twice
    /// (the site's and the Help Book's), with every label made again for
    /// it, was a twentieth of a one-file rebuild.
    static func outline(_ topics: [SiteEmitter.Topic], labels: [[(title: String, summary: String?)]]) -> String {
        var bytes: [UInt8] = []
        func field(_ text: String) {
            bytes += text.utf8
            bytes.append(0)
        }
        for (position, topic) in topics.enumerated() {
            field(topic.id)
            field(topic.outline.order.map(String.init) ?? "-")
            field(topic.outline.parent ?? "-")
            field(topic.outline.platforms.map(\.rawValue).sorted().joined(separator: ","))
            for language in labels {
                field(language[position].title)
                field(language[position].summary ?? "-")
            }
        }
        return ContentDigest.hex(bytes)
    }

    /// The key of a page rendered from `file` (nil for pages that show no
    /// one topic) under `outline`. Pages are compared by path and a change
    /// of setup discards the whole cache, so the digests themselves, side
    /// by side (64 bits of each), make the key: a site has a page per topic, language and
    /// platform, and hashing again for each was a noticeable part of a rebuild.
    func key(file: String?, outline: String) -> String {
        String(outline.prefix(16)) + (file.map { (fileDigests[$0] ?? "unknown").prefix(16) } ?? "-")
    }

    /// The key of an output made from the entries of `files` (and
    /// `outline`, when it shows one), never from what is inside their topic
    /// bodies.
    public func key(_ label: String, files: [String], outline: String = "-") -> String {
        var hasher = SHA256.Hasher()
        for field in [setup, label, outline] {
            hasher.update(field)
            hasher.update([0])
        }
        for file in files {
            hasher.update(file)
            hasher.update([0])
            hasher.update(tableDigests[file] ?? fileDigests[file] ?? "unknown")
            hasher.update([0])
        }
        return String(SHA256.hex(digest: hasher.finalize()).prefix(32))
    }

    /// Where the last build's output at `path` stands in its outputs, when
    /// that output, made from `key`, can be left as it was written.
    public func kept(_ path: String, key: String) -> Int? {
        guard !setup.isEmpty, let previous = previousOutput(path), previous.key == key else { return nil }
        return previous.position
    }

    /// The search index at `path` the last build made from `key`, if it
    /// is still as written: its place among that build's outputs, and how
    /// to read it.
    func previousSearchIndex(_ path: String, key: String) -> (position: Int, bytes: () -> [UInt8]?)? {
        guard previousSearchIndexes.contains(path), let position = kept(path, key: key) else { return nil }
        return (position, { readPreviousSearchIndex(path) })
    }

    /// Whether the page at `path` with `key` can be left as the last build wrote it.
    public func keeps(_ path: String, key: String) -> Bool {
        kept(path, key: key) != nil
    }
}

/// Where outputs go as they are made, when the caller writes them while
/// the rest are still being made: a large build's pages held until the last
/// was rendered were a fifth of its memory. Called from several threads.
public struct OutputSink: Sendable {
    public let take: @Sendable (_ path: String, _ bytes: [UInt8]) -> Void
    /// Takes an output whose bytes `produce` hands over a chunk at a time
    /// (`OutputChunk`), writing each as it comes.
    public let stream: @Sendable (_ path: String, _ produce: (_ write: ([UInt8]) -> Void) -> Void) -> Void

    /// A sink that takes streamed outputs whole, once made.
    public init(_ take: @escaping @Sendable (_ path: String, _ bytes: [UInt8]) -> Void) {
        self.take = take
        stream = { path, produce in take(path, OutputChunk.collected(produce)) }
    }

    public init(take: @escaping @Sendable (_ path: String, _ bytes: [UInt8]) -> Void,
                stream: @escaping @Sendable (_ path: String, _ produce: (_ write: ([UInt8]) -> Void) -> Void) -> Void) {
        self.take = take
        self.stream = stream
    }
}

/// Pages of a site or Help Book: those rendered, those kept from the last
/// build, and the key of each.
public struct EmittedPages: Sendable {
    /// Rendered outputs not handed to a sink.
    public var outputs: [String: [UInt8]] = [:]
    /// Paths of the rendered outputs handed to `sink` as they were made.
    public private(set) var handedOver: [String] = []
    /// Outputs the last build wrote from the same key, left as they are,
    /// by their places in its outputs.
    public var kept = OutputPositionSet()
    /// The key each rendered output was made from, for those a later
    /// build may keep.
    public var keys: [String: String] = [:]
    /// Files of topics whose pages had to be rendered, or whose texts a
    /// search index made whole needs, but whose bodies were not given
    /// (`SiteEmitter.emit`).
    public var missingBodies: Set<String> = []
    private let sink: OutputSink?

    public init(outputs: [String: [UInt8]] = [:], sink: OutputSink? = nil) {
        self.outputs = outputs
        self.sink = sink
    }

    /// Every rendered output's path, handed over or not, sorted.
    public var renderedPaths: [String] {
        Array(Set(handedOver).union(outputs.keys)).sorted()
    }

    /// Gives a rendered output to the sink, or keeps it in `outputs` when there is none.
    public mutating func put(_ path: String, _ bytes: [UInt8]) {
        guard let sink else {
            outputs[path] = bytes
            return
        }
        sink.take(path, bytes)
        handedOver.append(path)
    }

    /// `put` for an output `produce` hands over a chunk at a time: the
    /// sink writes each chunk as it comes; without a sink the chunks are
    /// kept, joined, in `outputs`.
    public mutating func put(_ path: String, streaming produce: (_ write: ([UInt8]) -> Void) -> Void) {
        guard let sink else {
            outputs[path] = OutputChunk.collected(produce)
            return
        }
        sink.stream(path, produce)
        handedOver.append(path)
    }

    /// A search index made (and the key it was made from), kept as the
    /// last build wrote it, or the files to read before it can be.
    mutating func put(_ path: String, key: String, _ index: SiteEmitter.SearchIndex) {
        switch index {
        case .made(let bytes):
            put(path, bytes)
            keys[path] = key
        case .kept(let position):
            kept.insert(position)
        case .needs(let files):
            missingBodies.formUnion(files)
        }
    }

    /// Renders the output at `path` unless the last build's copy, made from
    /// the same `key`, can stay.
    mutating func add(_ path: String, key: String, reuse: PageReuse,
                      _ render: () throws(MustacheTemplate.Error) -> [UInt8]) throws(MustacheTemplate.Error) {
        if let position = reuse.kept(path, key: key) {
            kept.insert(position)
        } else {
            put(path, try render())
            keys[path] = key
        }
    }

    /// Adds `other`'s pages; on the same path this one's stay. The smaller
    /// is added to the larger: a large site keeps a hundred thousand pages,
    /// and adding them one by one to an empty set is a noticeable part of a
    /// rebuild.
    public mutating func merge(_ other: EmittedPages) {
        guard other.outputs.count + other.handedOver.count + other.kept.count
                <= outputs.count + handedOver.count + kept.count else {
            var larger = other
            larger.outputs.merge(outputs) { _, mine in mine }
            larger.handedOver += handedOver
            larger.kept.formUnion(kept)
            larger.keys.merge(keys) { _, mine in mine }
            larger.missingBodies.formUnion(missingBodies)
            self = larger
            return
        }
        outputs.merge(other.outputs) { first, _ in first }
        handedOver += other.handedOver
        kept.formUnion(other.kept)
        keys.merge(other.keys) { first, _ in first }
        missingBodies.formUnion(other.missingBodies)
    }
}
