import Foundation
@testable import HelpCompiler
import HelpCore
import HelpEmit
import HelpRules
import Testing

/// The build cache (build/.helpc-cache) must never change what a build
/// produces: every cached build below is compared with a build of the same
/// content from scratch, outputs byte for byte and findings one by one.
struct BuildCacheTests {
    static func compiler(_ project: URL, allowsErrors: Bool = false) throws -> Compiler {
        var compiler = Compiler(workspace: try Workspace.open(directory: project, configPath: nil), jobs: 2)
        compiler.allowsErrors = allowsErrors
        return compiler
    }

    static func outputs(_ project: URL) -> [String: Data] { Helpc.outputs(of: project) }

    /// The same content built in a fresh folder without a cache.
    static func fromScratch(_ project: URL, allowsErrors: Bool = false) throws -> (outputs: [String: Data], outcome: RuleEngine.Outcome) {
        let copy = try Helpc.emptyFolder().appendingPathComponent("scratch")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for name in ["helpc.json", "content"] {
            try FileManager.default.copyItem(at: project.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        let result = try compiler(copy, allowsErrors: allowsErrors).build(useCache: false)
        return (outputs(copy), result.outcome)
    }

    static func expectSameAsFromScratch(_ project: URL, _ result: Compiler.BuildResult, allowsErrors: Bool = false,
                                        sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let scratch = try fromScratch(project, allowsErrors: allowsErrors)
        #expect(outputs(project) == scratch.outputs, sourceLocation: sourceLocation)
        #expect(result.outcome.diagnostics == scratch.outcome.diagnostics, sourceLocation: sourceLocation)
        #expect(result.outcome.suppressed == scratch.outcome.suppressed, sourceLocation: sourceLocation)
    }

    static func replace(_ old: String, with new: String, in path: String, of project: URL) throws {
        let url = project.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    /// A build of a large project lets each file's model go once it is
    /// checked, reads a table's files again to make its outputs and topic
    /// files again, a batch at a time, to make their pages; a small one
    /// keeps the models. Either way the outputs must be those of the whole
    /// project made at once, whatever the batches.
    @Test(arguments: [(1, 1, 0), (256, 1024, 0), (1, 1, Int.max), (256, 1024, 128 << 20)])
    func outputsMadeInPartsAreThoseOfTheWholeProject(batchSize: Int, topicsPerBatch: Int, keepsModelsUpTo: Int) throws {
        let project = try Helpc.demoProject()
        var compiler = try Self.compiler(project)
        compiler.batchSize = batchSize
        compiler.topicsPerBatch = topicsPerBatch
        compiler.keepsModelsUpTo = keepsModelsUpTo
        let built = try compiler.build(useCache: false)
        #expect(built.parsedFiles == built.checkedFiles.filter { $0.hasSuffix(".xml") }.count)
        let whole = try Self.compiler(project).checkedProject()
        var expected = Compiler.outputs(for: whole.project)
        let reviewed = built.outcome.diagnostics + built.outcome.suppressed
        expected.merge(ReviewReportEmitter.emit(whole.project, diagnostics: reviewed, width: try DisplayWidth.bundled())) { $1 }
        let workspace = try Workspace.open(directory: project, configPath: nil)
        let templates = try workspace.siteTemplates()
        let topics = SiteEmitter.topics(of: whole.project)
        let images = try workspace.topicImages(topics.map(\.outline))
        expected.merge(try SiteEmitter.emit(whole.project, templates: templates, images: images)) { $1 }
        expected.merge(try HelpBookEmitter.emit(whole.project, templates: templates, images: images)) { $1 }
        #expect(expected["Tips.swift"] != nil)
        #expect(Set(whole.project.tables).count > 2)
        #expect(topics.count > 2)
        let written = Self.outputs(project)
        let made = Set(written.keys).subtracting([Compiler.cacheName, SpellingMemoryFile.name])
        #expect(made.symmetricDifference(expected.keys).sorted() == [])
        for (path, bytes) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(written[path] == Data(bytes), "\(path)")
        }
    }

    /// Bytes let go after the check are read again only while they are
    /// the bytes checked: outputs made from a file saved again meanwhile
    /// would not be what the findings are about.
    @Test func filesAreReadAgainOnlyAsChecked() throws {
        let project = try Helpc.scratchProject("cache")
        let workspace = try Workspace.open(directory: project, configPath: nil)
        var inputs = try BuildInputs.read(workspace, templates: try workspace.siteTemplates(), jobs: 1)
        let position = try #require(inputs.contentFiles.firstIndex { $0.display.hasSuffix("library.xml") })
        let checked = inputs.contentFiles[position].bytes
        inputs.releaseBytes(keeping: [])
        #expect(inputs.contentFiles[position].bytes.isEmpty)
        #expect(try inputs.bytes(of: position) == checked)
        try Self.replace(">Open<", with: ">Open it<", in: "content/library.xml", of: project)
        let failure = #expect(throws: HelpcFailure.self) { try inputs.bytes(of: position) }
        #expect(failure?.description.contains("library.xml changed while helpc was building") == true)
    }

    @Test func unchangedProjectIsUpToDate() throws {
        let project = try Helpc.scratchProject("cache")
        let first = try Self.compiler(project).build()
        #expect(first.cache == .none)
        #expect(first.outcome.warningCount > 0)
        let again = try Self.compiler(project).build()
        #expect(again.cache == .upToDate)
        #expect(again.changed.isEmpty)
        #expect(again.written == first.written)
        #expect(again.outcome.diagnostics == first.outcome.diagnostics)
        #expect(again.checkedFiles == first.checkedFiles)
    }

    @Test func editedFileIsCheckedAndRenderedAlone() throws {
        let project = try Helpc.scratchProject("cache")
        let first = try Self.compiler(project).build()
        try Self.replace("choose a recipe that uses what you have", with: "choose a recipe that uses what you have at home",
                         in: "content/topics/plan.xml", of: project)
        let edited = try Self.compiler(project).build()
        // Only plan.xml's pages: 2 languages × 2 platforms on the site and 2
        // in the Help Book, and the 3 English search indexes, patched where
        // plan.xml's topics stand; the Korean ones show the words they
        // showed and stay. The edit is inside a body, which no catalog or
        // review page shows: its table's stay, and no other file is read.
        #expect(edited.cache == .reused(files: 1, outputs: 9))
        #expect(!edited.changed.contains { $0.hasSuffix("ko/ios/search-index.js") || $0.hasSuffix("ko.lproj/search-index.js") })
        #expect(edited.parsedFiles == 1)
        #expect(edited.written == first.written)
        #expect(edited.changed.contains("site/en/ios/pantry.plan.html"))
        #expect(!edited.changed.contains("site/en/ios/pantry.start.html"))
        #expect(!edited.changed.contains { $0.hasPrefix("catalogs/") || $0.hasPrefix("report/HelpTopics") })
        try Self.expectSameAsFromScratch(project, edited)
    }

    /// Builds that write through errors in copy (`--allow-errors`) keep the
    /// cache's promise too, and the review page follows the findings.
    @Test func buildsThroughErrorsKeepThePromise() throws {
        let project = try Helpc.scratchProject("cache")
        _ = try Self.compiler(project).build()
        try Self.replace("<text xml:lang=\"ko\">식단 짜기</text>", with: "", in: "content/topics/plan.xml", of: project)
        let stopped = try Self.compiler(project).build()
        #expect(stopped.stopped && stopped.written.isEmpty)
        let allowed = try Self.compiler(project, allowsErrors: true).build()
        #expect(!allowed.stopped && allowed.hasErrors)
        #expect(allowed.changed.contains("report/HelpTopics.html"))
        try Self.expectSameAsFromScratch(project, allowed, allowsErrors: true)
        try Self.replace("choose a recipe that uses what you have", with: "choose a recipe that uses what you have at home",
                         in: "content/topics/plan.xml", of: project)
        let edited = try Self.compiler(project, allowsErrors: true).build()
        #expect(edited.cache == .reused(files: 1, outputs: 9))
        try Self.expectSameAsFromScratch(project, edited, allowsErrors: true)
        let upToDate = try Self.compiler(project).build()
        #expect(upToDate.cache == .upToDate && upToDate.stopped)
    }

    /// A rebuild's cache lists what it kept and what it made, in path order,
    /// each with the stamp of the file on disk: the records are carried
    /// over by position, and a slip would make the next build keep a page
    /// it should make, or make one it could keep.
    @Test func rebuiltCacheRecordsEveryOutputOnDisk() throws {
        let project = try Helpc.scratchProject("cache")
        let build = project.appendingPathComponent("build")
        func expectRecordsMatchDisk(_ result: Compiler.BuildResult, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            let onDisk = Self.outputs(project).keys.sorted()
            #expect(result.written == onDisk, sourceLocation: sourceLocation)
            let bytes = try #require(FileManager.default.contents(atPath: build.appendingPathComponent(Compiler.cacheName).path))
            let cache = try #require(BuildCache.decode([UInt8](bytes)))
            #expect(cache.outputPaths == onDisk, sourceLocation: sourceLocation)
            let stamps = FileStamp.of(onDisk, in: build.path, jobs: 1)
            for (position, path) in onDisk.enumerated() {
                #expect(cache.outputPositions[path] == position, sourceLocation: sourceLocation)
                #expect(cache.output(path)?.stamp == stamps[position], "\(path)", sourceLocation: sourceLocation)
            }
        }
        try expectRecordsMatchDisk(try Self.compiler(project).build())
        try Self.replace("choose a recipe that uses what you have", with: "choose a recipe that uses what you have at home",
                         in: "content/topics/plan.xml", of: project)
        try expectRecordsMatchDisk(try Self.compiler(project).build())
        try FileManager.default.removeItem(at: project.appendingPathComponent("content/topics/shop.xml"))
        try Data("by hand".utf8).write(to: build.appendingPathComponent("site/ko/ios/pantry.start.html"))
        let last = try Self.compiler(project).build()
        #expect(last.changed.contains("site/ko/ios/pantry.start.html"))
        try expectRecordsMatchDisk(last)
    }

    /// Kept records and made ones are merged in path order; an output both
    /// kept and made counts once, as made, and one made but not stamped is
    /// written but gets no record.
    @Test func keptAndMadeOutputsMergeInOrder() {
        let old = FileStamp(size: 1, modified: 1), new = FileStamp(size: 2, modified: 2)
        let merged = Compiler.merged(
            kept: [("a", .init(key: "ka", stamp: old)), ("c", .init(key: "kc", stamp: old)), ("e", .init(key: nil, stamp: old))],
            rendered: ["b", "c", "d", "f"], stamps: [new, new, nil, new], keys: ["b": "kb", "c": "kc2"])
        #expect(merged.written == ["a", "b", "c", "d", "e", "f"])
        #expect(merged.paths == ["a", "b", "c", "e", "f"])
        #expect(merged.records == [.init(key: "ka", stamp: old), .init(key: "kb", stamp: new), .init(key: "kc2", stamp: new),
                                   .init(key: nil, stamp: old), .init(key: nil, stamp: new)])
    }

    /// What the loader said about unchanged files comes from the cache,
    /// once, as a build from scratch says it.
    @Test func unchangedFilesKeepTheirLoaderWarnings() throws {
        let project = try Helpc.scratchProject("cache")
        try Self.replace("<?xml version=\"1.0\"", with: "<?xml version=\"1.1\"", in: "content/topics/shop.xml", of: project)
        let first = try Self.compiler(project).build()
        let warning = first.outcome.diagnostics.filter { $0.ruleID == "xml.syntax" }
        #expect(warning.count == 1)
        #expect(warning.first?.message.contains("1.1") == true)
        try Self.replace("choose a recipe that uses what you have", with: "choose a recipe that uses what you have at home",
                         in: "content/topics/plan.xml", of: project)
        let edited = try Self.compiler(project).build()
        #expect(edited.cache == .reused(files: 1, outputs: 9))
        #expect(edited.outcome.diagnostics.filter { $0.ruleID == "xml.syntax" } == warning)
        try Self.expectSameAsFromScratch(project, edited)
    }

    /// A table's catalog is made from its files alone: editing a string
    /// leaves the help topics' catalog and pages as they were.
    @Test func editedTableIsTheOnlyCatalogMadeAgain() throws {
        let project = try Helpc.scratchProject("cache")
        _ = try Self.compiler(project).build()
        try Self.replace("Share this recipe with a friend", with: "Share this recipe with friends", in: "content/library.xml", of: project)
        let edited = try Self.compiler(project).build()
        // The catalog and review page; no topic was read again, so the 6
        // search indexes stay without being read.
        #expect(edited.cache == .reused(files: 1, outputs: 2))
        #expect(edited.changed == ["catalogs/Library.xcstrings", "report/Library.html"])
        try Self.expectSameAsFromScratch(project, edited)
    }

    @Test func titleChangeRerendersThePagesThatShowIt() throws {
        let project = try Helpc.scratchProject("cache")
        _ = try Self.compiler(project).build()
        // start.xml links to the plan topic by its title and every sidebar lists it.
        try Self.replace("<text xml:lang=\"en\">Plan meals</text>", with: "<text xml:lang=\"en\">Plan your meals</text>",
                         in: "content/topics/plan.xml", of: project)
        let edited = try Self.compiler(project).build()
        #expect(edited.changed.contains("site/en/ios/pantry.start.html"))
        try Self.expectSameAsFromScratch(project, edited)
        let start = String(decoding: Self.outputs(project)["site/en/ios/pantry.start.html"] ?? Data(), as: UTF8.self)
        #expect(start.contains("Plan your meals"))
    }

    /// The sidebars show every topic's title: a title edited in one table
    /// makes the pages of topics in another table, whose files the build
    /// did not read, again, from those files read after all.
    @Test func titleChangeReadsTheTopicsOfOtherTables() throws {
        let project = try Helpc.scratchProject("cache")
        try Self.replace("table=\"HelpTopics\"", with: "table=\"ShoppingTopics\"", in: "content/topics/shop.xml", of: project)
        _ = try Self.compiler(project).build()
        try Self.replace("<text xml:lang=\"en\">Plan meals</text>", with: "<text xml:lang=\"en\">Plan your meals</text>",
                         in: "content/topics/plan.xml", of: project)
        let edited = try Self.compiler(project).build()
        #expect(edited.changed.contains("site/en/ios/pantry.shop.html"))
        #expect(!edited.changed.contains("catalogs/ShoppingTopics.xcstrings"))
        // plan.xml and start.xml (its table's catalog changed), then shop.xml for its pages.
        #expect(edited.parsedFiles == 3)
        try Self.expectSameAsFromScratch(project, edited)
    }

    /// A table's catalogs and review page are keyed by the bytes of its
    /// files outside topic bodies: an edit inside a body leaves the key
    /// alone, any other edit changes it.
    @Test func tableDigestLeavesOutOnlyTopicBodies() throws {
        let loader = try ContentLoader.bundled()
        let original = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="HelpTopics">
              <topic id="a.topic">
                <title><text xml:lang="en">Plan meals</text></title>
                <body xml:lang="en">
                  <p>Pick a recipe.</p>
                </body>
              </topic>
              <string id="a.string"><text xml:lang="en">Done</text></string>
            </help>
            """
        func digest(_ text: String) throws -> String {
            let bytes = Array(text.utf8)
            let file = try #require(loader.load(bytes, path: "content/a.xml", config: Config()).file)
            return Compiler.tableDigest(bytes, of: file, digest: ContentDigest.hex(bytes))
        }
        let base = try digest(original)
        #expect(base != ContentDigest.hex(Array(original.utf8)))
        #expect(try digest(original.replacingOccurrences(of: "Pick a recipe.", with: "Pick any recipe.\n")) == base)
        for edit in [("Plan meals", "Plan a meal"), ("Done", "Finished"), ("xml:lang=\"en\">\n", "xml:lang=\"ko\">\n")] {
            #expect(try digest(original.replacingOccurrences(of: edit.0, with: edit.1)) != base, "\(edit)")
        }
        // A comment moved from the end of a body to just after it.
        #expect(try digest(original.replacingOccurrences(of: "</p>\n    </body>", with: "</p>\n<!--n-->    </body>"))
                != digest(original.replacingOccurrences(of: "</p>\n    </body>", with: "</p>\n    </body><!--n-->")))
        // Without topics the digest is the file's own.
        let strings = "<help version=\"1\" table=\"T\"><string id=\"s\"><text xml:lang=\"en\">Done</text></string></help>"
        #expect(try digest(strings) == ContentDigest.hex(Array(strings.utf8)))
    }

    /// Outputs the content no longer makes are deleted, unless edited by
    /// hand since the last build wrote them.
    @Test func outputsTheContentNoLongerMakesAreRemoved() throws {
        let project = try Helpc.scratchProject("cache")
        _ = try Self.compiler(project).build()
        let build = project.appendingPathComponent("build")
        try FileManager.default.removeItem(at: project.appendingPathComponent("content/topics/shop.xml"))
        let without = try Self.compiler(project).build()
        #expect(without.removed.contains("site/en/ios/pantry.shop.html"))
        #expect(without.removed.contains("HelpBook/PantryHelp.help/Contents/Resources/ko.lproj/pantry.shop.html"))
        #expect(without.removed.allSatisfy { $0.hasSuffix("pantry.shop.html") })
        try Self.expectSameAsFromScratch(project, without)

        try Data("kept by hand".utf8).write(to: build.appendingPathComponent("catalogs/Library.xcstrings"))
        try FileManager.default.removeItem(at: project.appendingPathComponent("content/library.xml"))
        let noLibrary = try Self.compiler(project).build()
        #expect(noLibrary.removed.contains("report/Library.html"))
        #expect(!noLibrary.removed.contains("catalogs/Library.xcstrings"))
        #expect(FileManager.default.contents(atPath: build.appendingPathComponent("catalogs/Library.xcstrings").path)
                == Data("kept by hand".utf8))
        try FileManager.default.removeItem(at: build.appendingPathComponent("catalogs/Library.xcstrings"))
        try Self.expectSameAsFromScratch(project, noLibrary)
    }

    /// Ids and links are checked across files: a change in one file can
    /// break a file that did not change.
    /// A link without text shows the linked topic's title, and ko.particle
    /// holds the particle after it to that title (start.xml's
    /// <link topic="pantry.plan"/>를 follows 식단 짜기): a title edited in
    /// another file is read against the link's file's cached facts.
    @Test func particleAfterALinkFollowsTheLinkedTitle() throws {
        let project = try Helpc.scratchProject("cache")
        #expect(try !Self.compiler(project).build().hasErrors)
        try Self.replace("<text xml:lang=\"ko\">식단 짜기</text>", with: "<text xml:lang=\"ko\">식단 계획</text>",
                         in: "content/topics/plan.xml", of: project)
        let stopped = try Self.compiler(project).build()
        let particle = stopped.outcome.diagnostics.filter { $0.ruleID == "ko.particle" }
        #expect(particle.map { "\($0.location.file):\($0.location.line)" } == ["content/topics/start.xml:14"])
        #expect(particle.first?.message.contains("식단 계획") == true)
        #expect(particle.first?.fix?.replacement == "을")
        try Self.expectSameAsFromScratch(project, try Self.compiler(project, allowsErrors: true).build(), allowsErrors: true)
    }

    @Test func crossFileChecksAreRedone() throws {
        let project = try Helpc.scratchProject("cache")
        _ = try Self.compiler(project).build()
        try Self.replace("id=\"pantry.plan\"", with: "id=\"pantry.planner\"", in: "content/topics/plan.xml", of: project)
        let broken = try Self.compiler(project).build()
        #expect(broken.hasErrors)
        #expect(broken.written.isEmpty)
        #expect(broken.outcome.diagnostics.contains { $0.location.file == "content/topics/start.xml" && $0.severity == .error })

        try Self.replace("id=\"pantry.planner\"", with: "id=\"pantry.shop\"", in: "content/topics/plan.xml", of: project)
        let duplicate = try Self.compiler(project).build()
        #expect(duplicate.outcome.diagnostics.contains { $0.ruleID == "id.duplicate" })

        try Self.replace("id=\"pantry.shop\" order=\"2\"", with: "id=\"pantry.plan\" order=\"2\"", in: "content/topics/plan.xml", of: project)
        let mended = try Self.compiler(project).build()
        #expect(!mended.hasErrors)
        try Self.expectSameAsFromScratch(project, mended)
    }

    @Test func setupChangeRedoesEverything() throws {
        let project = try Helpc.scratchProject("cache")
        let first = try Self.compiler(project).build()
        try Data().write(to: project.appendingPathComponent("content/words.txt"))
        let again = try Self.compiler(project).build()
        #expect(again.cache == .none)
        #expect(again.outcome.warningCount == first.outcome.warningCount + 1)
        try Self.expectSameAsFromScratch(project, again)

        // The last build's cache, of another setup, still says which
        // outputs it made: those no file makes now are removed (its files'
        // records, which it no longer needs, are not read).
        try Data("pantry\n".utf8).write(to: project.appendingPathComponent("content/words.txt"))
        try FileManager.default.removeItem(at: project.appendingPathComponent("content/topics/shop.xml"))
        let without = try Self.compiler(project).build()
        #expect(without.cache == .none)
        #expect(without.removed.contains("site/en/ios/pantry.shop.html"))
        #expect(without.removed.allSatisfy { $0.hasSuffix("pantry.shop.html") })
        try Self.expectSameAsFromScratch(project, without)

        // A damaged cache of another setup is discarded, as any damaged cache.
        let cacheURL = project.appendingPathComponent("build/\(Compiler.cacheName)")
        let bytes = try Data(contentsOf: cacheURL)
        try bytes.dropLast(5).write(to: cacheURL)
        try Data("pantry\nshop\n".utf8).write(to: project.appendingPathComponent("content/words.txt"))
        #expect(try Self.compiler(project).build().cache == .discarded)
    }

    @Test func outputsChangedByHandAreWrittenAgain() throws {
        let project = try Helpc.scratchProject("cache")
        _ = try Self.compiler(project).build()
        let expected = Self.outputs(project)
        let build = project.appendingPathComponent("build")
        try FileManager.default.removeItem(at: build.appendingPathComponent("site/ko/macos/pantry.shop.html"))
        try Data("edited".utf8).write(to: build.appendingPathComponent("site/en/ios/pantry.start.html"))
        try FileManager.default.removeItem(at: build.appendingPathComponent("catalogs/Library.xcstrings"))
        let again = try Self.compiler(project).build()
        #expect(again.cache != .upToDate)
        if case .reused(let files, _) = again.cache {
            #expect(files == 0, "no content file changed: every file keeps its cached findings")
        } else {
            Issue.record("the cache was not used: \(again.cache)")
        }
        #expect(Set(again.changed) == ["site/ko/macos/pantry.shop.html", "site/en/ios/pantry.start.html", "catalogs/Library.xcstrings"])
        #expect(Self.outputs(project) == expected)
    }

    /// The project-wide rules see only the files' facts: a rebuild after an
    /// edit that leaves every file's facts as they were (words changed
    /// inside a line of a body) takes their findings from the cache; one
    /// that moves or changes a fact runs them again.
    @Test func projectFindingsAreKeptWhileEveryFilesFactsAre() throws {
        let project = try Helpc.scratchProject("cache")
        _ = try Self.compiler(project).build()
        // A finding only the cache holds shows which way the build went.
        let url = project.appendingPathComponent("build/\(Compiler.cacheName)")
        var cache = try #require(BuildCache.decode([UInt8](try Data(contentsOf: url))))
        let planted = Diagnostic("tip.frequency", .warning, at: SourceLocation(file: "content/library.xml", line: 1, column: 1),
                                 "planted in the cache")
        cache.projectFindings.append(planted)
        try Data(cache.encoded()).write(to: url)

        try Self.replace("choose a recipe that uses what you have", with: "choose a recipe that uses what is at home",
                         in: "content/topics/plan.xml", of: project)
        let kept = try Self.compiler(project).build()
        #expect(kept.outcome.diagnostics.contains(planted), "the findings came from the cache")
        // and went back into it for the next build.
        try Self.replace("what is at home", with: "what you have at home", in: "content/topics/plan.xml", of: project)
        #expect(try Self.compiler(project).build().outcome.diagnostics.contains(planted))

        try Self.replace("  <topic id=\"pantry.plan\"", with: "\n  <topic id=\"pantry.plan\"", in: "content/topics/plan.xml", of: project)
        let again = try Self.compiler(project).build()
        #expect(!again.outcome.diagnostics.contains(planted), "an entry moved down a line: the rules ran again")
        try Self.expectSameAsFromScratch(project, again)
    }

    /// A search index changed by hand is written whole, from every topic's
    /// text, while the other indexes are patched where an edited topic
    /// stands; all read as a build from scratch writes them.
    @Test func searchIndexChangedByHandIsWrittenWholeBesidePatchedOnes() throws {
        let project = try Helpc.scratchProject("cache")
        _ = try Self.compiler(project).build()
        let build = project.appendingPathComponent("build")
        try Data("window.HELPC_SEARCH = {};\n".utf8).write(to: build.appendingPathComponent("site/ko/ios/search-index.js"))
        try Self.replace("choose a recipe that uses what you have", with: "choose a recipe that uses what you have at home",
                         in: "content/topics/plan.xml", of: project)
        let edited = try Self.compiler(project).build()
        #expect(edited.changed.contains("site/ko/ios/search-index.js"))
        #expect(edited.changed.contains("site/en/ios/search-index.js"))
        try Self.expectSameAsFromScratch(project, edited)
    }

    @Test(arguments: ["truncated", "flipped", "foreign", "empty", "garbage"])
    func unreadableCacheIsDiscarded(damage: String) throws {
        let project = try Helpc.scratchProject("cache")
        _ = try Self.compiler(project).build()
        let url = project.appendingPathComponent("build/\(Compiler.cacheName)")
        var bytes = [UInt8](try Data(contentsOf: url))
        switch damage {
        case "truncated": bytes = Array(bytes.prefix(bytes.count / 2))
        case "flipped": bytes[bytes.count / 2] ^= 0x01
        case "foreign": bytes = Array(String(decoding: bytes, as: UTF8.self)
                                          .replacingOccurrences(of: BuildCache.header, with: "helpc build cache 0").utf8)
        case "empty": bytes = []
        default: bytes = Array("{\"not\": \"a cache\"}\n".utf8)
        }
        try Data(bytes).write(to: url)
        try Self.replace("Add the ingredients", with: "Add all the ingredients", in: "content/topics/start.xml", of: project)
        let again = try Self.compiler(project).build()
        #expect(again.cache == .discarded)
        try Self.expectSameAsFromScratch(project, again)
        #expect(BuildCache.decode([UInt8](try Data(contentsOf: url))) != nil)
    }

    /// The cache's checksum must notice any one changed byte and any cut.
    @Test func checksumNoticesEveryChangedByteAndEveryCut() {
        let bytes = Array("helpc build cache\nsetup\t0123abcd\nfile\tcontent/a.xml\t99\tMain\t-\noutput\tsite/index.html\t-\t12\t34\n".utf8)
        let original = CacheChecksum.hex(bytes[...])
        for position in bytes.indices {
            for flip: UInt8 in [1, 0x20, 0x80] {
                var changed = bytes
                changed[position] ^= flip
                #expect(CacheChecksum.hex(changed[...]) != original, "byte \(position)")
            }
        }
        for length in 0..<bytes.count {
            #expect(CacheChecksum.hex(bytes[..<length]) != original, "cut at \(length)")
        }
        #expect(CacheChecksum.hex(bytes[...]) == original)
    }

    /// The checksum of bytes in pieces is that of the bytes whole, however
    /// they are cut, and the same as the caches already written have: a
    /// changed value would have every project's next build start over.
    @Test func checksumOfPiecesIsTheChecksumOfTheWhole() {
        var bytes: [UInt8] = []
        var seed: UInt32 = 7
        for _ in 0..<1000 {
            seed = seed &* 1_103_515_245 &+ 12345
            bytes.append(UInt8(truncatingIfNeeded: seed >> 16))
        }
        // Values of the checksum before it took pieces (75496c2).
        let written: [Int: String] = [
            0: "5d0c30836e4c1b31-bcca34802271d608", 1: "3697e777ef4e7f5e-421f173528c32d68",
            7: "23ed86450008d9b2-ac35231e8cd556f6", 8: "fad96e5ff225eb10-b3b1cba8ae31db97",
            31: "4612cc831f4cc339-2cca4d75ea4d4dc1", 32: "1eaaab9906b77e1d-9c07cc377b9dd619",
            33: "abb013950f31f8d0-84eaf1225c70cc15", 63: "f670e4af9ead497b-a16ff1d8cacae884",
            64: "cb246a8fe9d6fecd-539b381906222298", 100: "5b69f863470ebb2b-41cf372b7a191283",
            1000: "f40ae25ae4591172-d78513fdf6784b50",
        ]
        for (length, hex) in written {
            #expect(CacheChecksum.hex(bytes[..<length]) == hex, "\(length) bytes")
        }
        let whole = CacheChecksum.hex(bytes[...])
        for cut in 0...100 {
            #expect(CacheChecksum.hex(pieces: [bytes[..<cut], bytes[cut...]]) == whole, "cut at \(cut)")
        }
        func next(below bound: Int) -> Int {
            seed = seed &* 1_103_515_245 &+ 12345
            return Int(seed >> 8) % bound
        }
        for _ in 0..<200 {
            var cuts = (0...next(below: 12)).map { _ in next(below: bytes.count + 1) }
            cuts = ([0] + cuts + [bytes.count]).sorted()
            let pieces = zip(cuts, cuts.dropFirst()).map { bytes[$0..<$1] }
            #expect(CacheChecksum.hex(pieces: pieces) == whole, "cuts \(cuts)")
        }
    }

    /// A cache whose checksum holds but whose facts for a file do not
    /// decode (a bug, not damage) costs a parse of that file, nothing more.
    @Test func undecodableFactsAreParsedAgain() throws {
        let project = try Helpc.scratchProject("cache")
        _ = try Self.compiler(project).build()
        let url = project.appendingPathComponent("build/\(Compiler.cacheName)")
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n").dropLast(2)
        let index = try #require(lines.firstIndex { $0.hasPrefix("index\t") })
        lines[index] = "index\t{}"
        let body = lines.joined(separator: "\n") + "\n"
        try Data((body + "end\t\(CacheChecksum.hex(Array(body.utf8)[...]))\n").utf8).write(to: url)
        try Self.replace("Add the ingredients", with: "Add all the ingredients", in: "content/topics/start.xml", of: project)
        let again = try Self.compiler(project).build()
        #expect(again.cache == .reused(files: 1, outputs: 9))
        try Self.expectSameAsFromScratch(project, again)
        // The rebuild wrote the facts again: every file's decode.
        let healed = try #require(BuildCache.decode([UInt8](try Data(contentsOf: url))))
        #expect(healed.files.values.allSatisfy { $0.index != nil })
    }

    @Test func noCacheChecksAndRendersEverything() throws {
        let project = try Helpc.scratchProject("cache")
        let first = try Self.compiler(project).build()
        let again = try Self.compiler(project).build(useCache: false)
        #expect(again.cache == .ignored)
        #expect(again.changed.isEmpty)
        #expect(again.written == first.written)
        // The cache a --no-cache build writes serves the next build.
        #expect(try Self.compiler(project).build().cache == .upToDate)
    }

    @Test func cacheFileRoundTrips() throws {
        var finding = Diagnostic("spelling", .warning, at: SourceLocation(file: "content/a\tb%09.xml", line: 3, column: 7),
                                 "“receipe” is not\nin the dictionary", entry: "save.hint", language: "en",
                                 suppressions: [Suppression(ruleIDs: ["ko.spacing", "spelling"], reason: "a name",
                                                            location: SourceLocation(file: "content/a.xml", line: 2, column: 1))])
        finding.fix = Fix(range: 10..<17, original: "receipe", replacement: "recipe")
        let plain = Diagnostic("id.duplicate", .error, at: .file("content/b.xml"), "duplicate")
        let at = SourceLocation(file: "content/a\tb%09.xml", line: 2, column: 3)
        let index = ProjectIndex(
            files: ["content/a\tb%09.xml"],
            entries: [.init(id: "help.start", table: "Help\tTopics", kind: .topic, location: at, suppressions: finding.suppressions,
                            keys: [("help.start.title", at), ("help.start.other", SourceLocation(file: "content/other.xml", line: 9, column: 1))],
                            links: [.init(target: .topic("help.next"), language: "ko", location: at, suppressions: []),
                                    .init(target: .href("https://example.com/“a”"), language: "en", location: at,
                                          suppressions: finding.suppressions)])],
            declaredSuppressions: finding.suppressions, textLanguages: ["en", "ko"])
        let outlines = [TopicOutline(
            id: "help.start", file: "content/a\tb%09.xml", order: -2, parent: nil, platforms: [.ios, .macos],
            titles: [.init(language: "en", text: "Start\t“here”"), .init(language: "ko", text: nil)], summaries: [],
            searchBodies: [.init(language: "ko", pieces: [.init(text: nil, platforms: 0xFF), .init(text: "시작\n", platforms: 3)])],
            images: [.init(src: "images/a b.png", location: at)])]
        var cache = BuildCache(
            setup: "s", inputs: "i", checkedFiles: ["content/a\tb%09.xml", "content/b.xml"],
            files: ["content/a\tb%09.xml": .init(digest: "d1", tableDigest: "t1", table: "Help\tTopics", findings: [finding],
                                                 loaderFindings: [plain], index: index, topics: outlines),
                    "content/b.xml": .init(digest: "d2", tableDigest: "d2", table: "Library", findings: [], loaderFindings: [],
                                           index: ProjectIndex(), topics: [])],
            diagnostics: [finding, plain], suppressed: [plain],
            spelling: Speller.Memory(problems: ["en": "", "ko": "no dictionary\tfor ko"],
                                     words: ["en": ["receipe": false, "tab\tword": true], "ko": ["저장": true]],
                                     dictionaryWords: ["ko": ["사과를": true, "사과가": false]]),
            outputs: ["site/en/ios/a\nb.html": .init(key: "k", stamp: FileStamp(size: 10, modified: 1_700_000_000_123_456_789)),
                      "catalogs/Library.xcstrings": .init(key: nil, stamp: FileStamp(size: 0, modified: 0))])
        cache.projectFindings = [plain, finding]
        let decoded = try #require(BuildCache.decode(cache.encoded()))
        #expect(decoded == cache)
        // An up-to-date build reads the inputs' digest first and passes over the files' records.
        #expect(BuildCache.digests(of: cache.encoded())?.inputs == "i")
        #expect(BuildCache.digests(of: cache.encoded())?.setup == "s")
        #expect(BuildCache.isWhole(cache.encoded()) && !BuildCache.isWhole(Array(cache.encoded().dropLast(3)) + [10]))
        let withoutKeys = try #require(BuildCache.decode(cache.encoded(), outputKeys: false))
        #expect(withoutKeys.outputPaths == decoded.outputPaths)
        #expect(withoutKeys.outputRecords.map(\.stamp) == decoded.outputRecords.map(\.stamp))
        #expect(withoutKeys.outputRecords.allSatisfy { $0.key == nil } && decoded.outputRecords.contains { $0.key != nil })
        #expect(BuildCache.digests(of: Array("helpc build cache 0\nsetup\ts\ninputs\ti\n".utf8)) == nil)
        var withoutRecords = cache
        withoutRecords.files = [:]
        #expect(BuildCache.decode(cache.encoded(), fileRecords: false) == withoutRecords)
        #expect(decoded.outputPositions == cache.outputPositions)
        #expect(decoded.output("site/en/ios/a\nb.html")?.key == "k")
        #expect(decoded.output("catalogs/Library.xcstrings")?.stamp == FileStamp(size: 0, modified: 0))
        #expect(decoded.output("catalogs/Other.xcstrings") == nil)
        // The facts decode to what was encoded: encoding them again gives the same record.
        for (path, record) in decoded.files {
            let facts = try #require(record.index)
            let topics = try #require(record.topics(in: path))
            #expect(BuildCache.FileRecord(digest: record.digest, tableDigest: record.tableDigest, table: record.table,
                                          findings: record.findings, loaderFindings: record.loaderFindings, index: facts,
                                          topics: topics) == cache.files[path])
        }
        // Everything but the search texts, which the cache leaves out.
        #expect(decoded.files["content/a\tb%09.xml"]?.topics(in: "content/a\tb%09.xml")
                == outlines.map { var outline = $0; outline.searchBodies = nil; return outline })
        let facts = try #require(decoded.files["content/a\tb%09.xml"]?.index)
        #expect(facts.entries.map(\.id) == ["help.start"])
        #expect(facts.entries[0].keys.map(\.location) == [at, SourceLocation(file: "content/other.xml", line: 9, column: 1)])
        #expect(facts.entries[0].links.map(\.suppressions.count) == [0, 1])
        #expect(facts.declaredSuppressions.map(\.reason) == ["a name"])
    }

    /// Large caches are written in slices on several threads: the bytes
    /// must not depend on how many, and must read back whole.
    @Test func cacheBytesDoNotDependOnThreads() throws {
        var outputs: [String: BuildCache.OutputRecord] = [:]
        var files: [String: BuildCache.FileRecord] = [:]
        for number in 0..<9_000 {
            outputs["site/ko/ios/topic-\(number).html"] = .init(key: number % 3 == 0 ? nil : "key\(number % 7)",
                                                               stamp: FileStamp(size: number * 31, modified: Int64(number) * 1_000_003))
        }
        var reported: [Diagnostic] = []
        for number in 0..<5_000 {
            let path = "content/file-\(number).xml"
            let findings = (0..<number % 3).map { Diagnostic("spelling", .warning, at: SourceLocation(file: path, line: $0 + 1, column: 2),
                                                             "“w\(number)” is not in the dictionary", entry: "e\(number)", language: "en") }
            reported += findings
            files[path] = .init(digest: "d\(number)", tableDigest: "t\(number)", table: "T\(number % 4)", findings: findings,
                                loaderFindings: number % 5 == 0 ? [Diagnostic("xml.syntax", .warning, at: .file(path), "a warning")] : [],
                                index: ProjectIndex(), topics: [])
        }
        outputs["catalogs/Negative.xcstrings"] = .init(key: "k", stamp: FileStamp(size: 0, modified: -12))
        let cache = BuildCache(setup: "s", inputs: "i", checkedFiles: files.keys.sorted(), files: files,
                               diagnostics: reported, suppressed: Array(reported.prefix(3)),
                               spelling: Speller.Memory(problems: ["en": ""], words: ["en": ["w1": false, "w2": false]]),
                               outputs: outputs)
        let one = cache.encoded(jobs: 1)
        #expect(cache.encoded(jobs: 3) == one)
        #expect(cache.encoded(jobs: 8) == one)
        #expect(cache.encodedPieces(jobs: 3).pieces.count > 2)
        // Read side by side too, the content files' records cut where one begins.
        #expect(BuildCache.decode(one) == cache)
        #expect(BuildCache.decode(one, jobs: 3) == cache)
        #expect(BuildCache.decode(one, jobs: 8) == cache)
        // What a check takes: the files' records and the spelling answers alone.
        let filesOnly = BuildCache(setup: "s", inputs: "i", checkedFiles: files.keys.sorted(), files: files,
                                   diagnostics: [], suppressed: [], spelling: cache.spelling, outputs: [:])
        #expect(BuildCache.decode(one, jobs: 3, filesOnly: true) == filesOnly)
        #expect(BuildCache.decode(Array(one.dropLast(2)) + Array("x\n".utf8), jobs: 3, filesOnly: true) == nil)

        // Written as a large build writes it: its first part put on disk
        // once the check is done and read back at the end, a megabyte at a time.
        let folder = try Helpc.emptyFolder().path
        for jobs in [1, 3] {
            let spill = try #require(CacheSpill(in: folder + "/build") { write in cache.eachPieceBeforeOutputs(jobs: jobs, write) })
            var streamed: [UInt8] = []
            cache.write(jobs: jobs, firstPart: spill, to: { streamed += $0 })
            #expect(streamed == one)
            var kept: [UInt8] = []
            cache.write(jobs: jobs, firstPart: nil, to: { kept += $0 })
            #expect(kept == one)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/build") == [],
                "the file the first part waits in has no name")
    }

    /// A large build (one that does not keep its models) puts the first
    /// part of its cache on disk through the emit phase: the cache it
    /// writes is the one a small build writes, and the next build finds
    /// the project up to date.
    @Test func largeBuildsWriteTheCacheSmallOnesWrite() throws {
        var caches: [BuildCache] = []
        let project = try Helpc.demoProject()
        for keepsModelsUpTo in [0, Int.max] {
            var compiler = try Self.compiler(project)
            compiler.keepsModelsUpTo = keepsModelsUpTo
            _ = try compiler.build(useCache: false)
            let bytes = try Data(contentsOf: project.appendingPathComponent("build/\(Compiler.cacheName)"))
            caches.append(try #require(BuildCache.decode(Array(bytes))))
            #expect(try compiler.build().cache == .upToDate)
            #expect(try FileManager.default.contentsOfDirectory(atPath: project.appendingPathComponent("build").path)
                .filter { $0.hasPrefix(".helpc-cache") } == [Compiler.cacheName])
        }
        let (large, small) = (caches[0], caches[1])
        #expect(large.files.count > 3)
        #expect(large.setup == small.setup && large.inputs == small.inputs)
        #expect(large.files == small.files)
        #expect(large.diagnostics == small.diagnostics && large.suppressed == small.suppressed)
        #expect(large.projectFindings == small.projectFindings && large.spelling == small.spelling)
        #expect(large.outputPaths == small.outputPaths)
        #expect(large.outputRecords.map(\.key) == small.outputRecords.map(\.key))
    }

    /// Inputs are keyed by XXH64 sums: the first half of a digest is the
    /// reference implementation's (xxhsum -H1) sum with seed 0.
    @Test func contentDigestIsXXH64() {
        let vectors: [([UInt8], String)] = [
            ([], "ef46db3751d8e999"), (Array("a".utf8), "d24ec4f1a98c6e5b"), (Array("abc".utf8), "44bc2cf5ad770999"),
            ((0..<100).map { UInt8($0) }, "6ac1e58032166597"), ((0..<1000).map { UInt8($0 * 7 % 256) }, "25275608a9cfc168"),
        ]
        for (bytes, sum) in vectors {
            let digest = ContentDigest.hex(bytes)
            #expect(digest.count == 32)
            #expect(digest.prefix(16) == sum, "\(bytes.count) bytes")
            #expect(digest.suffix(16) != sum)
        }
        // Every single-byte change of a page-sized input changes the digest.
        let page = (0..<4096).map { UInt8($0 % 251) }
        let digest = ContentDigest.hex(page)
        for index in stride(from: 0, to: page.count, by: 97) {
            var changed = page
            changed[index] ^= 0x20
            #expect(ContentDigest.hex(changed) != digest)
        }
    }

    /// What a build reads: files in path order, links to files as the
    /// files, without hidden files and folders; the content files are the
    /// ones `helpc check` reads. (A linked folder stops both:
    /// `CommandLineTests.aLinkedFolderIsNamed`.)
    @Test func contentTreeHoldsWhatCheckReads() throws {
        let project = try Helpc.scratchProject("clean")
        let content = project.appendingPathComponent("content")
        let outside = try Helpc.emptyFolder()
        try Helpc.write("outside", to: "elsewhere.xml", in: outside)
        try Helpc.write("hidden", to: "content/.draft.xml", in: project)
        try Helpc.write("hidden", to: "content/.drafts/old.xml", in: project)
        try Helpc.write("deep", to: "content/a/b/deep.txt", in: project)
        let links = FileManager.default
        try links.createSymbolicLink(atPath: content.appendingPathComponent("linked.xml").path,
                                     withDestinationPath: outside.appendingPathComponent("elsewhere.xml").path)
        let workspace = try Workspace.open(directory: project, configPath: nil)
        let tree = try workspace.contentTree()
        #expect(tree.map { workspace.display($0) } == [
            "content/a/b/deep.txt", "content/library.xml", "content/linked.xml", "content/tips/favorites.xml", "content/words.txt",
        ])
        #expect(tree.filter { $0.pathExtension == "xml" } == (try workspace.contentFiles([])))
    }

    @Test func commandLineTakesNoCacheAndSaysWhenTheCacheWasDiscarded() throws {
        let project = try Helpc.scratchProject("cache")
        #expect(try Helpc.run(["build"], in: project).status == 0)
        try Data("garbage".utf8).write(to: project.appendingPathComponent("build/\(Compiler.cacheName)"))
        let discarded = try Helpc.run(["build"], in: project)
        #expect(discarded.status == 0)
        #expect(discarded.standardError.contains("build cache in build was unreadable"), "\(discarded.standardError)")
        let ignored = try Helpc.run(["build", "--no-cache"], in: project)
        #expect(ignored.status == 0, "\(ignored.standardError)")
        #expect(ignored.standardError.contains("wrote 0 files to build ("), "\(ignored.standardError)")
    }
}

/// `helpc check` reads files a batch at a time and keeps only an index of
/// the project for the project-wide rules; what it finds must not depend on
/// where the batches split.
struct BatchedCheckTests {
    @Test(arguments: [1, 2, 256])
    func batchesFindWhatTheWholeProjectFinds(batchSize: Int) throws {
        let project = try Helpc.scratchProject("cache")
        // Problems only the whole project shows: an id used in two files, a link to a topic in none.
        try BuildCacheTests.replace("id=\"library.open\"", with: "id=\"pantry.shop\"", in: "content/library.xml", of: project)
        try BuildCacheTests.replace("<link topic=\"pantry.plan\"/>.</p>", with: "<link topic=\"pantry.gone\"/>.</p>",
                                    in: "content/topics/start.xml", of: project)
        var compiler = try BuildCacheTests.compiler(project)
        compiler.batchSize = batchSize
        let batched = try compiler.check()
        let whole = try compiler.checkedProject()
        #expect(batched.outcome.diagnostics == whole.outcome.diagnostics)
        #expect(batched.outcome.suppressed == whole.outcome.suppressed)
        #expect(batched.outcome.diagnostics.contains { $0.ruleID == "id.duplicate" && $0.location.file == "content/library.xml" })
        #expect(batched.outcome.diagnostics.contains { $0.ruleID == "link.target" })
    }
}

/// A clean check or build starts opening the spelling dictionaries and
/// reads files meanwhile; the files loaded before the dictionaries are open
/// are checked after the others. Held "still opening" throughout, every
/// file takes that path, and the findings and outputs must be the same.
struct DictionaryOpeningTests {
    private final class Asked: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func note() { lock.withLock { count += 1 } }
        var times: Int { lock.withLock { count } }
    }

    private static func stillOpening(_ compiler: inout Compiler) -> Asked {
        let asked = Asked()
        compiler.openDictionaries = { _ in Speller.Preparation { asked.note(); return false } }
        return asked
    }

    @Test(arguments: [1, 256])
    func checkWhileDictionariesOpen(batchSize: Int) throws {
        let project = try Helpc.scratchProject("cache")
        var compiler = try BuildCacheTests.compiler(project)
        compiler.batchSize = batchSize
        let whole = try compiler.checkedProject()
        let asked = Self.stillOpening(&compiler)
        let deferred = try compiler.check()
        #expect(asked.times > 0)
        #expect(deferred.outcome.diagnostics == whole.outcome.diagnostics)
        #expect(deferred.outcome.suppressed == whole.outcome.suppressed)
        #expect(deferred.outcome.diagnostics.contains { $0.ruleID == "spelling" })
    }

    /// A project with spelling off doesn't pay for opening dictionaries it
    /// never reads (the Korean one is about a second of work).
    @Test func noDictionariesOpenedWithSpellingOff() throws {
        let project = try Helpc.scratchProject("cache")
        try Helpc.write("""
            {
              "languages": ["en", "ko"],
              "platforms": ["ios", "macos"],
              "rules": { "spelling": "off" }
            }
            """, to: "helpc.json", in: project)
        var compiler = try BuildCacheTests.compiler(project)
        let opened = Asked()
        compiler.openDictionaries = { _ in opened.note(); return .none }
        let checked = try compiler.check()
        #expect(opened.times == 0)
        #expect(!checked.outcome.diagnostics.contains { $0.ruleID == "spelling" })
        var spelling = try BuildCacheTests.compiler(try Helpc.scratchProject("cache"))
        spelling.openDictionaries = { _ in opened.note(); return .none }
        _ = try spelling.check()
        #expect(opened.times == 1)
    }

    /// A translator's check of Korean (`--lang ko`) opens only the Korean
    /// dictionary ahead, and finds what the whole check finds in Korean.
    @Test func aCheckOfOneLanguageOpensItsDictionaryAlone() throws {
        let project = try Helpc.scratchProject("cache")
        var compiler = try BuildCacheTests.compiler(project)
        compiler.onlyLanguage = "ko"
        let asked = LanguagesAsked()
        compiler.openDictionaries = { languages in asked.note(languages); return Speller.prepare(languages) }
        let korean = try compiler.check(useCache: false)
        #expect(asked.languages == [["ko"]])
        var whole = try BuildCacheTests.compiler(project)
        whole.openDictionaries = { languages in asked.note(languages); return Speller.prepare(languages) }
        let all = try whole.check(useCache: false)
        #expect(asked.languages == [["ko"], ["en", "ko"]])
        #expect(korean.outcome.diagnostics == all.outcome.diagnostics.filter { $0.language == "ko" })
        #expect(!korean.outcome.diagnostics.isEmpty)
    }

    private final class LanguagesAsked: @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [[String]] = []
        func note(_ languages: [String]) { lock.withLock { asked.append(languages) } }
        var languages: [[String]] { lock.withLock { asked } }
    }

    @Test func buildWhileDictionariesOpen() throws {
        let project = try Helpc.scratchProject("cache")
        var compiler = try BuildCacheTests.compiler(project)
        let asked = Self.stillOpening(&compiler)
        let result = try compiler.build(useCache: false)
        #expect(asked.times > 0)
        #expect(result.outcome.diagnostics.contains { $0.ruleID == "spelling" })
        try BuildCacheTests.expectSameAsFromScratch(project, result)
    }
}
