import Foundation
@testable import HelpCompiler
import HelpCore
import HelpRules
import Testing

/// `helpc check` beside a build takes the findings of the files the build
/// checked and that have not changed since from its cache. It must find
/// exactly what a check reading every file finds (`--no-cache`), whatever
/// changed in between.
struct CachedCheckTests {
    static let contentFiles = 4

    static func expectSameAsWithoutCache(_ project: URL, _ report: Compiler.CheckReport, pedantic: Bool = false,
                                         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        var compiler = try BuildCacheTests.compiler(project)
        compiler.workspace.config.pedantic = pedantic
        let everyFile = try compiler.check(useCache: false)
        #expect(everyFile.reusedFiles == 0, sourceLocation: sourceLocation)
        #expect(report.outcome.diagnostics == everyFile.outcome.diagnostics, sourceLocation: sourceLocation)
        #expect(report.outcome.suppressed == everyFile.outcome.suppressed, sourceLocation: sourceLocation)
        #expect(report.checkedFiles == everyFile.checkedFiles, sourceLocation: sourceLocation)
    }

    @Test func unchangedFilesComeFromTheBuildAndEditedOnesAreChecked() throws {
        let project = try Helpc.scratchProject("cache")
        let built = try BuildCacheTests.compiler(project).build()
        let unchanged = try BuildCacheTests.compiler(project).check()
        #expect(unchanged.reusedFiles == Self.contentFiles)
        #expect(unchanged.outcome.diagnostics == built.outcome.diagnostics)
        #expect(unchanged.outcome.warningCount > 0)
        try Self.expectSameAsWithoutCache(project, unchanged)

        // A mistake the build never saw: only the edited file is read again, and its new finding is reported.
        try BuildCacheTests.replace("Add the ingredients", with: "Add the ingrediants", in: "content/topics/start.xml", of: project)
        let edited = try BuildCacheTests.compiler(project).check()
        #expect(edited.reusedFiles == Self.contentFiles - 1)
        #expect(edited.outcome.diagnostics.contains { $0.ruleID == "spelling" && $0.message.contains("ingrediants") })
        try Self.expectSameAsWithoutCache(project, edited)

    }

    /// A check of a few files reads them rather than the cache when they
    /// hold less than a sixteenth of its bytes: a translator's check of one
    /// file of a large project would spend more on the cache than on the file.
    @Test func cacheIsReadOnlyWhenWorthIt() throws {
        let project = try Helpc.scratchProject("cache")
        _ = try BuildCacheTests.compiler(project).build()
        let cacheBytes = try #require(FileStamp.of(project.appendingPathComponent("build/\(Compiler.cacheName)").path)?.size)
        let small = project.appendingPathComponent("content/library.xml")
        let large = project.appendingPathComponent("content/topics/start.xml")
        let smallBytes = try #require(FileStamp.of(small.path)?.size)
        let largeBytes = try #require(FileStamp.of(large.path)?.size)
        try #require(smallBytes * CachedFindings.bytesOfCachePerByteChecked < cacheBytes)
        try #require(largeBytes * CachedFindings.bytesOfCachePerByteChecked >= cacheBytes)

        let one = try BuildCacheTests.compiler(project).check([small.path])
        #expect(one.reusedFiles == 0)
        #expect(one.checkedFiles == ["content/library.xml"])
        #expect(one.outcome.diagnostics == (try BuildCacheTests.compiler(project).check([small.path], useCache: false)).outcome.diagnostics)
        #expect(try BuildCacheTests.compiler(project).check([large.path]).reusedFiles == 1)
        #expect(try BuildCacheTests.compiler(project).check([small.path, large.path]).reusedFiles == 2)
    }

    /// The project-wide rules run over every file, cached or not: an
    /// unchanged file's link to a topic that an edit renamed is reported.
    @Test func crossFileFindingsFollowTheEdit() throws {
        let project = try Helpc.scratchProject("cache")
        _ = try BuildCacheTests.compiler(project).build()
        try BuildCacheTests.replace("id=\"pantry.plan\"", with: "id=\"pantry.planner\"", in: "content/topics/plan.xml", of: project)
        let broken = try BuildCacheTests.compiler(project).check()
        #expect(broken.reusedFiles == Self.contentFiles - 1)
        #expect(broken.outcome.diagnostics.contains { $0.ruleID == "link.target" && $0.location.file == "content/topics/start.xml" })
        try Self.expectSameAsWithoutCache(project, broken)
    }

    /// A cache made under another setup (word lists, `--pedantic`, …) is
    /// not used, nor is one that is damaged.
    @Test func cacheOfAnotherSetupOrDamagedIsNotUsed() throws {
        let project = try Helpc.scratchProject("cache")
        _ = try BuildCacheTests.compiler(project).build()

        var pedantic = try BuildCacheTests.compiler(project)
        pedantic.workspace.config.pedantic = true
        let underPedantic = try pedantic.check()
        #expect(underPedantic.reusedFiles == 0)
        try Self.expectSameAsWithoutCache(project, underPedantic, pedantic: true)

        let cacheURL = project.appendingPathComponent("build/\(Compiler.cacheName)")
        let cache = try Data(contentsOf: cacheURL)
        try Data(cache.prefix(cache.count / 2)).write(to: cacheURL)
        let damaged = try BuildCacheTests.compiler(project).check()
        #expect(damaged.reusedFiles == 0)
        try Self.expectSameAsWithoutCache(project, damaged)
        try cache.write(to: cacheURL)

        try Data().write(to: project.appendingPathComponent("content/words.txt"))
        let newWords = try BuildCacheTests.compiler(project).check()
        #expect(newWords.reusedFiles == 0)
        #expect(newWords.outcome.diagnostics.contains { $0.ruleID == "spelling" })
        try Self.expectSameAsWithoutCache(project, newWords)
    }

    /// A check writes nothing, the cache included, and needs no build.
    @Test func checkWritesNothing() throws {
        let project = try Helpc.scratchProject("cache")
        let fresh = try BuildCacheTests.compiler(project).check()
        #expect(fresh.reusedFiles == 0)
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("build").path))
        _ = try BuildCacheTests.compiler(project).build()
        let before = Helpc.files(under: project.appendingPathComponent("build"))
        try BuildCacheTests.replace("Add the ingredients", with: "Add all the ingredients", in: "content/topics/start.xml", of: project)
        _ = try BuildCacheTests.compiler(project).check()
        #expect(Helpc.files(under: project.appendingPathComponent("build")) == before)
    }

    /// `helpc check` prints the same report either way; `--no-cache` reads every file.
    @Test func commandLineReportsTheSameWithAndWithoutTheCache() throws {
        let project = try Helpc.scratchProject("cache")
        let before = try Helpc.run(["check", "--format", "json"], in: project)
        #expect(try Helpc.run(["build"], in: project).status == 0)
        let cached = try Helpc.run(["check", "--format", "json"], in: project)
        let everyFile = try Helpc.run(["check", "--format", "json", "--no-cache"], in: project)
        #expect(cached.status == before.status)
        #expect(cached.standardOutput == before.standardOutput)
        #expect(everyFile.standardOutput == before.standardOutput)
        #expect(everyFile.status == before.status, "\(everyFile.standardError)")
    }

    /// `helpc fix` applies the fixes of findings taken from the cache: they
    /// point at the bytes of a file that has not changed since.
    @Test func fixAppliesFixesOfCachedFindings() throws {
        let project = try Helpc.scratchProject("fixable")
        // Built in this process: a cache names the helpc that wrote it, and the command line is another.
        let compiler = try BuildCacheTests.compiler(project, allowsErrors: true)
        #expect(try compiler.build().hasErrors)
        #expect(try compiler.check().reusedFiles == 1)
        let fixed = try compiler.fix()
        #expect(fixed.applied == 14)
        let bytes = try Data(contentsOf: project.appendingPathComponent("content/library.xml"))
        let expected = try Data(contentsOf: project.appendingPathComponent("fixed.xml.expected"))
        #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }

    /// `helpc fix` checks again after each round; the files the round left
    /// as they were keep their findings from the check before, and the
    /// result is what a check reading every file finds.
    @Test func fixChecksAgainOnlyTheFilesItChanged() throws {
        let project = try Helpc.scratchProject("cache")
        try BuildCacheTests.replace("Add the ingredients you keep at home.", with: "Add the ingredients you keep at home...",
                                    in: "content/topics/start.xml", of: project)
        let fixed = try BuildCacheTests.compiler(project).fix(useCache: false)
        #expect(fixed.applied == 1)
        #expect(fixed.files == ["content/topics/start.xml"])
        #expect(fixed.remaining.reusedFiles == Self.contentFiles - 1)
        #expect(!fixed.remaining.outcome.diagnostics.contains { $0.ruleID == "punct.ellipsis" })
        try Self.expectSameAsWithoutCache(project, fixed.remaining)
    }
}

