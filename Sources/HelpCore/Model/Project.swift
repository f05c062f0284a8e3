/// One content file after loading.
public struct ContentFile: Hashable, Sendable {
    public var path: String
    public var table: String
    /// The platforms the file applies to: its `platforms` attribute narrowing
    /// the project's.
    public var platforms: PlatformSet
    public var entries: [Entry]
    public var suppressions: [Suppression]
    /// The runs of copy whose file columns differ from their values'
    /// (`&amp;`, CDATA, CR LF), for placing findings inside them.
    public var escapedRuns: [EscapedRun]

    public init(path: String, table: String, platforms: PlatformSet, entries: [Entry],
                suppressions: [Suppression] = [], escapedRuns: [EscapedRun] = []) {
        self.path = path
        self.table = table
        self.platforms = platforms
        self.entries = entries
        self.suppressions = suppressions
        self.escapedRuns = escapedRuns
    }
}

/// Everything the rules and emitters see: configuration and loaded content,
/// with files in path order so results never depend on listing order.
public struct Project: Sendable {
    public var config: Config
    public var files: [ContentFile]

    public init(config: Config, files: [ContentFile]) {
        self.config = config
        self.files = files.sorted { $0.path < $1.path }
    }

    /// Every `ignore`/`because` pair declared in the content, in file order.
    public var declaredSuppressions: [Suppression] { files.flatMap(\.suppressions) }

    public var entries: [Entry] { files.flatMap(\.entries) }

    /// `body` for each entry of `table`, in the order of `entries`, without
    /// making that array: the emitters walk the project a table at a time,
    /// and gathering every entry for each table copied the whole project
    /// once per table (and language).
    public func forEachEntry(inTable table: String, _ body: (Entry) throws -> Void) rethrows {
        for file in files {
            for index in file.entries.indices where file.entries[index].table == table {
                try body(file.entries[index])
            }
        }
    }

    /// Table names in sorted order.
    public var tables: [String] { Array(Set(files.map(\.table))).sorted() }
}
