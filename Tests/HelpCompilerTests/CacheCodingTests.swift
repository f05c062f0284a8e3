import HelpCore
@testable import HelpCompiler
import HelpEmit
import HelpRules
import Testing

/// The facts a cache keeps of each file are written as compact JSON and read
/// back by `CompactJSONReader`: whatever the strings hold, they must come
/// back as written, and a damaged line must read as nothing, never as
/// something else.
struct CacheCodingTests {
    /// Quotes, backslashes, controls, a slash, tabs, Hangul, an emoji and a
    /// combining mark: everything the JSON writer escapes or passes through.
    static let pieces = ["a", "\"", "\\", "/", "\t", "\n", "\u{1}", "\u{1F}", "%09", "한글", "🍳", "e\u{301}", " ", "“q”", "<", "}", "]", ","]

    static func text(_ generator: inout Generator, maxPieces: Int = 4) -> String {
        (0..<generator.next(upTo: maxPieces + 1)).map { _ in pieces[generator.next(upTo: pieces.count)] }.joined()
    }

    static func location(_ generator: inout Generator, files: [String]) -> HelpCore.SourceLocation {
        // Mostly one of the index's files (written as a position), sometimes another path.
        let file = generator.next(upTo: 4) == 0 ? "elsewhere/" + text(&generator) : files[generator.next(upTo: files.count)]
        return HelpCore.SourceLocation(file: file, line: generator.next(upTo: 100_000), column: generator.next(upTo: 500))
    }

    static func suppressions(_ generator: inout Generator, files: [String]) -> [Suppression] {
        (0..<generator.next(upTo: 3)).map { _ in
            Suppression(ruleIDs: (0..<generator.next(upTo: 3)).map { _ in text(&generator) },
                        reason: generator.next(upTo: 2) == 0 ? nil : text(&generator), location: location(&generator, files: files))
        }
    }

    static func index(_ generator: inout Generator) -> ProjectIndex {
        let files = (0..<1 + generator.next(upTo: 3)).map { "content/\($0)-" + text(&generator) + ".xml" }
        let kinds: [ProjectIndex.EntryFacts.Kind] = [.topic, .tip, .other]
        let entries = (0..<generator.next(upTo: 6)).map { _ in
            ProjectIndex.EntryFacts(
                id: text(&generator), table: text(&generator), kind: kinds[generator.next(upTo: 3)],
                location: location(&generator, files: files), suppressions: suppressions(&generator, files: files),
                keys: (0..<generator.next(upTo: 3)).map { _ in (text(&generator), location(&generator, files: files)) },
                links: (0..<generator.next(upTo: 3)).map { _ in
                    ProjectIndex.Link(target: generator.next(upTo: 2) == 0 ? .topic(text(&generator)) : .href(text(&generator)),
                                      language: text(&generator, maxPieces: 2), location: location(&generator, files: files),
                                      suppressions: suppressions(&generator, files: files),
                                      particleAfter: generator.next(upTo: 2) == 0 ? nil
                                          : ProjectIndex.ParticleAfterLink(
                                              form: text(&generator, maxPieces: 1), location: location(&generator, files: files),
                                              bytes: generator.next(upTo: 2) == 0 ? nil : (generator.next(upTo: 9)..<9 + generator.next(upTo: 9))))
                },
                titles: (0..<generator.next(upTo: 3)).map { _ in (text(&generator, maxPieces: 2), text(&generator)) },
                parent: generator.next(upTo: 2) == 0 ? nil : text(&generator))
        }
        let translations = entries.isEmpty ? [] : (0..<generator.next(upTo: 6)).map { _ in
            ProjectIndex.Translation(source: ProjectIndex.Translation.hash(text(&generator)),
                                     text: ProjectIndex.Translation.hash(text(&generator)), entry: generator.next(upTo: entries.count),
                                     line: generator.next(upTo: 100_000), column: generator.next(upTo: 500),
                                     language: text(&generator, maxPieces: 2), suppressions: suppressions(&generator, files: files))
        }
        return ProjectIndex(files: files, entries: entries, declaredSuppressions: suppressions(&generator, files: files),
                            textLanguages: Set((0..<generator.next(upTo: 3)).map { _ in text(&generator, maxPieces: 2) }),
                            translations: translations)
    }

    static func outlines(_ generator: inout Generator, file: String) -> [TopicOutline] {
        func labels(_ generator: inout Generator) -> [TopicOutline.Label] {
            (0..<generator.next(upTo: 3)).map { _ in
                TopicOutline.Label(language: text(&generator, maxPieces: 2), text: generator.next(upTo: 3) == 0 ? nil : text(&generator))
            }
        }
        return (0..<generator.next(upTo: 4)).map { _ in
            TopicOutline(
                id: text(&generator), file: file, order: generator.next(upTo: 3) == 0 ? nil : generator.next(upTo: 2_000) - 1_000,
                parent: generator.next(upTo: 2) == 0 ? nil : text(&generator),
                platforms: Platform.allCases.filter { _ in generator.next(upTo: 2) == 0 },
                titles: labels(&generator), summaries: labels(&generator),
                searchBodies: (0..<generator.next(upTo: 3)).map { _ in
                    TopicOutline.SearchBody(language: text(&generator, maxPieces: 2), pieces: (0..<generator.next(upTo: 5)).map { _ in
                        SearchTexts.Piece(text: generator.next(upTo: 3) == 0 ? nil : text(&generator),
                                          platforms: UInt8(generator.next(upTo: 256)))
                    })
                },
                images: (0..<generator.next(upTo: 3)).map { _ in
                    TopicOutline.Image(src: text(&generator), location: HelpCore.SourceLocation(
                        file: file, line: generator.next(upTo: 100_000), column: generator.next(upTo: 500)))
                })
        }
    }

    /// Everything but the bodies' search texts, which the cache leaves out
    /// (a rebuild reads the files whose texts it needs).
    @Test func outlinesComeBackAsWrittenButTheirSearchTexts() throws {
        var generator = Generator(seed: 5)
        for _ in 0..<300 {
            let file = "content/" + Self.text(&generator) + ".xml"
            let outlines = Self.outlines(&generator, file: file)
            let line = TopicOutlineCoding.encode(outlines)
            let expected = outlines.map { outline in
                var outline = outline
                outline.searchBodies = nil
                return outline
            }
            #expect(try #require(TopicOutlineCoding.decode(line, file: file), "\(line)") == expected)
            for text in outlines.lazy.flatMap({ $0.searchBodies ?? [] }).flatMap(\.pieces).compactMap(\.text) where text.count > 3 {
                #expect(!line.contains(text), "search texts are left out")
            }
        }
    }

    @Test func damagedOutlinesReadAsNothing() {
        var generator = Generator(seed: 13)
        for _ in 0..<40 {
            let line = TopicOutlineCoding.encode(Self.outlines(&generator, file: "content/a.xml"))
            let bytes = Array(line.utf8)
            for cut in 0..<bytes.count {
                #expect(TopicOutlineCoding.decode(String(decoding: bytes[..<cut], as: UTF8.self), file: "content/a.xml") == nil)
            }
            #expect(TopicOutlineCoding.decode(line + " ", file: "content/a.xml") == nil)
        }
        for damaged in ["", "[[\"id\",null,null,[\"android\"],[],[],[]]]", "[[\"id\",nul,null,[],[],[],[]]]",
                        "[[\"id\",null,null,[],[],[],[[\"a.png\",1]]]]", "[[\"id\",null,null,[],[[\"en\"]],[],[]]]",
                        "[[\"id\",1.5,null,[],[],[],[]]]",
                        // A line of the format before, with the bodies' texts.
                        "[[\"id\",null,null,[],[],[],[[\"en\",[[null,255]]]],[]]]"] {
            #expect(TopicOutlineCoding.decode(damaged, file: "content/a.xml") == nil, "\(damaged)")
        }
    }

    @Test func factsComeBackAsWritten() throws {
        var generator = Generator(seed: 7)
        for _ in 0..<300 {
            let line = ProjectIndexCoding.encode(Self.index(&generator))
            let decoded = try #require(ProjectIndexCoding.decode(line), "\(line)")
            #expect(ProjectIndexCoding.encode(decoded) == line)
        }
    }

    /// The entries' ids, read past the rest of the facts (strings full of
    /// quotes, backslashes and brackets among them), are the facts' own;
    /// every cut of a line reads as nothing.
    @Test func entryIDsAreReadPastTheRestOfTheFacts() throws {
        var generator = Generator(seed: 13)
        for round in 0..<300 {
            let index = Self.index(&generator)
            let line = ProjectIndexCoding.encode(index)
            #expect(ProjectIndexCoding.entryIDs(line) == index.entries.map(\.id), "\(line)")
            guard round < 30 else { continue }
            let bytes = Array(line.utf8)
            for cut in 0..<bytes.count {
                #expect(ProjectIndexCoding.entryIDs(String(decoding: bytes[..<cut], as: UTF8.self)) == nil)
            }
        }
        for damaged in ["", "[]", "[[],[],[],[]", "[[],[[1]],[],[]]", "[[],[[\"id\",\"T\"],[],[]]", "[[\"a\"],[[\"id\",[]]],[],[],[],[]]"] {
            #expect(ProjectIndexCoding.entryIDs(damaged) == nil, "\(damaged)")
        }
    }

    @Test func damagedFactsReadAsNothing() {
        var generator = Generator(seed: 11)
        for _ in 0..<40 {
            let line = ProjectIndexCoding.encode(Self.index(&generator))
            let bytes = Array(line.utf8)
            for cut in 0..<bytes.count {
                #expect(ProjectIndexCoding.decode(String(decoding: bytes[..<cut], as: UTF8.self)) == nil)
            }
            #expect(ProjectIndexCoding.decode(line + " ") == nil)
            #expect(ProjectIndexCoding.decode(" " + line) == nil)
        }
        for damaged in ["", "[]", "[[],[],[],[]", "[[\"a\"],[[\"id\",\"T\",\"kind?\",[0,1,1],[],[],[]]],[],[]]",
                        "[[\"a\"],[[\"id\",\"T\",\"topic\",[5,1,1],[],[],[]]],[],[]]",
                        "[[\"a\"],[],[],[\"\\ud800\"],[]]", "[[\"a\\q\"],[],[],[],[]]", "[[\"a\"],[],[],[1],[]]",
                        // The format before translations; a translation of an entry the line doesn't hold.
                        "[[],[],[],[]]", "[[\"a\"],[],[],[],[[0,1,2,\"ko\",3,4]]]"] {
            #expect(ProjectIndexCoding.decode(damaged) == nil, "\(damaged)")
        }
        // Escapes the writer never makes still read as JSON says.
        let escaped = ProjectIndexCoding.decode("[[\"a\\/b\\u00e9\\ud83c\\udf73\"],[],[],[],[]]")
        #expect(escaped?.files == ["a/bé🍳"])
    }
}

extension CacheCodingTests {
    /// Findings with every optional part, and every cut of their lines.
    @Test func findingsComeBackAsWrittenAndCutsReadAsNothing() throws {
        var generator = Generator(seed: 3)
        for number in 0..<200 {
            var diagnostic = Diagnostic(Self.text(&generator), [Severity.error, .warning][number % 2],
                                        at: Self.location(&generator, files: ["content/a.xml"]), Self.text(&generator, maxPieces: 8),
                                        entry: number % 2 == 0 ? nil : Self.text(&generator),
                                        language: number % 3 == 0 ? nil : Self.text(&generator, maxPieces: 2),
                                        suppressions: Self.suppressions(&generator, files: ["content/a.xml"]))
            if number % 4 == 1 {
                diagnostic.fix = Fix(range: number..<number * 2, original: Self.text(&generator), replacement: Self.text(&generator))
            } else if number % 4 == 3 {
                // A fix placed in a run written with references.
                diagnostic.fix = Fix(range: number..<number * 2, original: Self.text(&generator), replacement: Self.text(&generator),
                                     text: Fix.TextPlace(bytes: number..<number * 3, value: Self.text(&generator),
                                                         characters: 1..<number, replacementIsMarkup: number % 8 == 3))
            }
            let line = DiagnosticCoding.encode(diagnostic)
            #expect(DiagnosticCoding.decode(line) == diagnostic, "\(line)")
            if number < 20 {
                let bytes = Array(line.utf8)
                for cut in 0..<bytes.count {
                    #expect(DiagnosticCoding.decode(String(decoding: bytes[..<cut], as: UTF8.self)) == nil)
                }
            }
        }
        #expect(DiagnosticCoding.decode(#"{"rule":"a","severity":"loud","location":["f",1,1],"message":"m"}"#) == nil)
        #expect(DiagnosticCoding.decode(#"{"rule":"a","severity":"error","location":["f",1,1],"message":"m","extra":1}"#) == nil)
        #expect(DiagnosticCoding.decode(#"{"rule":"a","severity":"error","location":["f",1,1],"message":"m"}"#) != nil)
    }
}

/// Knuth's MMIX linear congruential generator: the same numbers on every run.
struct Generator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(upTo bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
