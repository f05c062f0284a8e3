import Foundation
import HelpCore

/// What the rules that look across the whole project read of it: each
/// entry's id, catalog keys, links and suppressions, the suppressions the
/// files declare, and the languages copy is written in. It is gathered one
/// file at a time and holds no copy, so a check can let each file go once
/// its own rules have run: a million entries fit in memory this way, where
/// the files themselves would not.
public struct ProjectIndex: Sendable {
    /// A class: a check gathers each file's facts on the thread that read
    /// it and then appends them all to one index, and a struct of seven
    /// strings and arrays was copied there field by field, each retained
    /// once for the copy and released once for the original.
    public final class EntryFacts: Sendable {
        public enum Kind: Sendable { case topic, tip, other }

        public let id: String
        public let table: String
        public let kind: Kind
        public let location: SourceLocation
        public let suppressions: [Suppression]
        /// Catalog keys the entry produces, each where it is written, with
        /// the `IdentifierHash` of the table and the key (kept in the same
        /// list: a list of its own was one more object for every entry).
        public let keys: [(key: String, location: SourceLocation, hash: UInt64)]
        public let links: [Link]
        /// A topic's titles, by language, as a link without text of its own
        /// shows them (`ko.particle` reads the particle after such a link).
        public let titles: [(language: String, text: String)]
        /// A topic's `parent`, the topic it is listed under.
        public let parent: String?
        /// `IdentifierHash` of the id. It and the keys' are worked out with
        /// the entry's facts, on the thread that read the file and while its
        /// strings are in the processor's cache, rather than by
        /// `id.duplicate` on one thread after every file (reaching each
        /// string again from memory was most of that rule's time, the last
        /// to finish in a large check).
        let idHash: UInt64

        public init(id: String, table: String, kind: Kind, location: SourceLocation, suppressions: [Suppression],
                    keys: [(key: String, location: SourceLocation)], links: [Link],
                    titles: [(language: String, text: String)] = [], parent: String? = nil) {
            self.id = id
            self.parent = parent
            self.table = table
            self.kind = kind
            self.location = location
            self.suppressions = suppressions
            self.links = links
            self.titles = titles
            var idHash = IdentifierHash()
            idHash.add(id)
            self.idHash = idHash.value
            var tableHash = IdentifierHash()
            tableHash.add(table)
            tableHash.addSeparator()
            self.keys = keys.map { key in
                var hash = tableHash
                hash.add(key.key)
                return (key.key, key.location, hash.value)
            }
        }
    }

    /// FNV-1a over strings' bytes, equal for strings `String` calls equal
    /// (canonically equivalent): ASCII, all the schema allows in ids, as it
    /// is, anything else in NFC. For tables of ids and keys, where equal
    /// hashes are then checked by comparing the strings.
    struct IdentifierHash {
        private var hash = FNV1a()
        var value: UInt64 { hash.value }

        mutating func add(_ string: String) {
            var hashed = hash
            let ascii = string.withUTF8Bytes { bytes in
                hashed.add(bytes)
                return !bytes.contains { $0 >= 0x80 }
            }
            if ascii {
                hash = hashed
            } else {
                hash.add(string.precomposedStringWithCanonicalMapping.utf8)
            }
        }

        /// A byte no string of XML holds, between a table's name and a key.
        mutating func addSeparator() {
            hash.add(0)
        }
    }

    /// One translated text of an entry's copy, told by hashes: the source
    /// text's and its own (`hash`). A project's texts are let go once
    /// checked, and a million entries' strings would not fit beside the
    /// build; a finding names the other place instead of quoting it. The
    /// index keeps them in one list, each naming its entry by place and its
    /// line and column in the entry's file: a list in each entry's facts
    /// took a check of a million entries from 804 to 994 MB.
    public struct Translation: Sendable, Equatable {
        public var source: UInt64
        public var text: UInt64
        /// The entry's place in the index's `entries`.
        public var entry: Int32
        public var line: Int32
        public var column: Int32
        public var language: String
        public var suppressions: [Suppression]

        public init(source: UInt64, text: UInt64, entry: Int, line: Int, column: Int, language: String,
                    suppressions: [Suppression]) {
            self.source = source
            self.text = text
            self.entry = Int32(clamping: entry)
            self.line = Int32(clamping: line)
            self.column = Int32(clamping: column)
            self.language = language
            self.suppressions = suppressions
        }

        /// FNV-1a over a text's UTF-8 bytes, its top bit cleared so the
        /// cache writes it as a whole number JSON reads back.
        public static func hash(_ text: String) -> UInt64 {
            var hash = FNV1a()
            text.withUTF8Bytes { hash.add($0) }
            return hash.value & 0x7FFF_FFFF_FFFF_FFFF
        }

        /// The translations of one string's copy, of the entry at `entry`:
        /// each text of another language than `sourceLanguage` with one
        /// value, paired with the source text of the same scope, or the
        /// only source text when none has its scope. Plural texts are left
        /// out.
        static func of(_ copy: Copy, entry: Int, sourceLanguage: String, into found: inout [Translation]) {
            var sources: [(scope: Scope, value: String)] = []
            for text in copy.texts where text.language == sourceLanguage {
                if case .single(let value) = text.value { sources.append((text.scope, value)) }
            }
            guard !sources.isEmpty else { return }
            for text in copy.texts where text.language != sourceLanguage {
                guard case .single(let value) = text.value,
                      let source = sources.first(where: { $0.scope == text.scope }) ?? (sources.count == 1 ? sources[0] : nil)
                else { continue }
                found.append(Translation(source: hash(source.value), text: hash(value), entry: entry, line: text.location.line,
                                         column: text.location.column, language: text.language, suppressions: text.suppressions))
            }
        }
    }

    /// A `<link>` in a topic body.
    public struct Link: Sendable {
        public var target: LinkTarget
        public var language: String
        public var location: SourceLocation
        public var suppressions: [Suppression]
        /// For a topic link with no text of its own, which shows the
        /// topic's title: the particle written right after it
        /// (`<link topic="…"/>를`), where that stands and its bytes in the
        /// file when they are the particle as written (for a fix).
        public var particleAfter: ParticleAfterLink?

        public init(target: LinkTarget, language: String, location: SourceLocation, suppressions: [Suppression],
                    particleAfter: ParticleAfterLink? = nil) {
            self.target = target
            self.language = language
            self.location = location
            self.suppressions = suppressions
            self.particleAfter = particleAfter
        }

        /// A topic body's link as the index keeps it.
        init(_ link: TopicLink) {
            self.init(target: link.target, language: link.language, location: link.inline.location,
                      suppressions: link.inline.suppressions, particleAfter: link.particleAfter)
        }
    }

    public struct ParticleAfterLink: Sendable {
        public var form: String
        public var location: SourceLocation
        public var bytes: Range<Int>?

        public init(form: String, location: SourceLocation, bytes: Range<Int>?) {
            self.form = form
            self.location = location
            self.bytes = bytes
        }
    }

    /// The content files, in order, by path.
    public private(set) var files: [String] = []
    public private(set) var entries: [EntryFacts] = []
    public private(set) var declaredSuppressions: [Suppression] = []
    /// Every entry's translations, in entry order (`translation.consistency`).
    public private(set) var translations: [Translation] = []
    /// Languages of the project's localizable copy.
    public private(set) var textLanguages: Set<String> = []

    public init() {}

    public init(files: [String], entries: [EntryFacts], declaredSuppressions: [Suppression], textLanguages: Set<String>,
                translations: [Translation] = []) {
        self.files = files
        self.entries = entries
        self.declaredSuppressions = declaredSuppressions
        self.textLanguages = textLanguages
        self.translations = translations
    }

    /// Where `translation` is written.
    public func location(of translation: Translation) -> SourceLocation {
        SourceLocation(file: entries[Int(translation.entry)].location.file, line: Int(translation.line),
                       column: Int(translation.column))
    }

    /// One file's index, as `add(_:sourceLanguage:)` would gather it.
    public init(_ file: ContentFile, sourceLanguage: String) {
        add(file, sourceLanguage: sourceLanguage)
    }

    /// Room for `entries` entries and `translations` translations, so that
    /// adding a project's files one by one does not copy the lists each
    /// time they outgrow their storage.
    public mutating func reserveCapacity(entries: Int, translations: Int) {
        self.entries.reserveCapacity(entries)
        self.translations.reserveCapacity(translations)
    }

    /// Another index's files after this one's.
    public mutating func add(_ other: ProjectIndex) {
        files += other.files
        let offset = Int32(clamping: entries.count)
        for translation in other.translations {
            var moved = translation
            moved.entry += offset
            translations.append(moved)
        }
        entries += other.entries
        declaredSuppressions += other.declaredSuppressions
        textLanguages.formUnion(other.textLanguages)
    }

    public init(_ project: Project) {
        for file in project.files { add(file, sourceLanguage: project.config.sourceLanguage) }
    }

    /// Of `file`, only its translations and the entries they are of (with
    /// their ids and places alone): what `translation.consistency` reads
    /// across a translator's XLIFF or in a string catalog, checked outside
    /// a project.
    public static func translationFacts(of file: ContentFile, sourceLanguage: String) -> ProjectIndex {
        var index = ProjectIndex()
        for entry in file.entries {
            let before = index.translations.count
            for string in entry.localizableStrings {
                Translation.of(string.copy, entry: index.entries.count, sourceLanguage: sourceLanguage, into: &index.translations)
            }
            guard index.translations.count > before else { continue }
            index.entries.append(EntryFacts(id: entry.id, table: entry.table, kind: .other, location: entry.location,
                                            suppressions: [], keys: [], links: []))
        }
        return index
    }

    /// Of `file`, only what the particle after a link without text is
    /// judged with (`ko.particle` across a translator's XLIFF): each topic
    /// with such a link, holding those links alone, and the `language`
    /// texts of each string keyed as a topic's title (`<topic>.title`), by
    /// the topic's id. Nothing else of a large document is kept until its
    /// last file streams by.
    public static func linkedTitleFacts(of file: ContentFile, language: String)
        -> (links: [EntryFacts], titles: [(topic: String, texts: [(language: String, text: String)])]) {
        var links: [EntryFacts] = []
        var titles: [(String, [(language: String, text: String)])] = []
        for entry in file.entries {
            switch entry.kind {
            case .topic:
                let linked = entry.links.filter { $0.particleAfter != nil && $0.language == language }
                guard !linked.isEmpty else { continue }
                links.append(EntryFacts(id: entry.id, table: entry.table, kind: .topic, location: entry.location, suppressions: [],
                                        keys: [], links: linked.map(Link.init)))
            case .string where entry.id.hasSuffix(".title"):
                let texts = entry.titleStringTexts.filter { $0.language == language }
                if !texts.isEmpty { titles.append((String(entry.id.dropLast(".title".count)), texts)) }
            default:
                continue
            }
        }
        return (links, titles)
    }

    /// `file`'s facts, its translations read as translations of
    /// `sourceLanguage`.
    public mutating func add(_ file: ContentFile, sourceLanguage: String) {
        files.append(file.path)
        declaredSuppressions += file.suppressions
        entries.reserveCapacity(entries.count + file.entries.count)
        // Each entry's parts are read where it lies: `for entry in` copied
        // every entry whole first (2k project: −5 million instructions).
        // The languages met, gathered in a short list before the set: a
        // file's texts are in a language or two, and hashing each text's
        // language into the set was most of this loop.
        var languages: [String] = []
        for index in file.entries.indices {
            let strings = file.entries[index].localizableStrings
            for position in strings.indices {
                let texts = strings[position].copy.texts
                for text in texts.indices where !languages.contains(texts[text].language) {
                    languages.append(texts[text].language)
                }
                if texts.count > 1 {
                    Translation.of(strings[position].copy, entry: entries.count, sourceLanguage: sourceLanguage, into: &translations)
                }
            }
            let kind: EntryFacts.Kind
            var parent: String?
            switch file.entries[index].kind {
            case .topic(let topic):
                kind = .topic
                parent = topic.parent
            case .tip: kind = .tip
            default: kind = .other
            }
            let id = file.entries[index].id
            let location = file.entries[index].location
            entries.append(EntryFacts(
                id: id, table: file.entries[index].table, kind: kind, location: location,
                suppressions: file.entries[index].suppressions,
                keys: strings.indices.map { (strings[$0].key, strings[$0].key == id ? location : strings[$0].copy.location) },
                links: file.entries[index].links.map(Link.init),
                titles: kind == .topic ? file.entries[index].topicTitles : [], parent: parent))
        }
        textLanguages.formUnion(languages)
    }
}
