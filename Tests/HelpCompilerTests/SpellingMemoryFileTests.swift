import Foundation
@testable import HelpCompiler
import HelpCore
import HelpRules
import Testing

/// `build/.helpc-spelling`: the answers Hunspell gave in the last build,
/// which `helpc check` takes on when they were given under its own setup.
struct SpellingMemoryFileTests {
    static let memory = Speller.Memory(problems: ["en": "", "ko": "no dictionary\tfor ko"],
                                       words: ["en": ["receipe": false, "tab\tword": true, "100%": true], "ko": ["저장": true]],
                                       dictionaryWords: ["ko": ["사과를": true, "사과가": false]])

    @Test func roundTripsUnderItsKey() throws {
        let bytes = SpellingMemoryFile.encoded(Self.memory, key: "k1")
        #expect(SpellingMemoryFile.decoded(bytes, key: "k1") == Self.memory)
        #expect(SpellingMemoryFile.decoded(bytes, key: "k2") == nil)
        #expect(SpellingMemoryFile.decoded(SpellingMemoryFile.encoded(Speller.Memory(), key: "k"), key: "k") == Speller.Memory())
    }

    @Test func damagedFilesAreIgnored() throws {
        let bytes = SpellingMemoryFile.encoded(Self.memory, key: "k1")
        #expect(SpellingMemoryFile.decoded(Array(bytes.dropLast(5)), key: "k1") == nil)
        #expect(SpellingMemoryFile.decoded([], key: "k1") == nil)
        let text = String(decoding: bytes, as: UTF8.self)
        let flipped = Array(text.replacingOccurrences(of: "receipe\t0", with: "receipe\t1").utf8)
        #expect(flipped != bytes)
        #expect(SpellingMemoryFile.decoded(flipped, key: "k1") == nil)
    }

    /// The key changes with what the answers depend on: the words the
    /// speller knows besides Hunspell's and the languages.
    @Test func keyFollowsWordsAndLanguages() {
        let termbase = Termbase()
        let plain = Speller.shared(projectWords: [], termbase: termbase)
        let withWords = Speller.shared(projectWords: ["Recipedia"], termbase: termbase)
        #expect(SpellingMemoryFile.key(speller: plain, languages: ["en"])
                == SpellingMemoryFile.key(speller: Speller.shared(projectWords: [], termbase: termbase), languages: ["en"]))
        #expect(SpellingMemoryFile.key(speller: plain, languages: ["en"]) != SpellingMemoryFile.key(speller: withWords, languages: ["en"]))
        #expect(SpellingMemoryFile.key(speller: plain, languages: ["en"]) != SpellingMemoryFile.key(speller: plain, languages: ["en", "ko"]))
    }

    /// A build leaves the file; a check of the same project takes its
    /// answers (here one forged to accept a misspelling, so that taking it
    /// shows), and ignores a file written under another setup.
    @Test func checkTakesTheAnswersOfTheLastBuild() throws {
        let project = try Helpc.scratchProject("cache")
        try BuildCacheTests.replace("choose a recipe", with: "choose a receipe", in: "content/topics/plan.xml", of: project)
        let compiler = try BuildCacheTests.compiler(project)
        // Every file read: with the build's cache an unchanged file would
        // take the build's findings, whatever the spelling memory says.
        func spellingFindings() throws -> [String] {
            try compiler.check(useCache: false).outcome.diagnostics.filter { $0.ruleID == "spelling" }.map(\.message)
        }
        let before = try spellingFindings()
        #expect(before.contains { $0.contains("“receipe”") })
        _ = try compiler.build()
        let file = project.appendingPathComponent("build/\(SpellingMemoryFile.name)")
        let (engine, _) = try compiler.ruleEngine()
        let key = SpellingMemoryFile.key(speller: engine.speller, languages: compiler.workspace.config.languages)
        let written = try #require(FileBytes.read(atPath: file.path))
        var memory = try #require(SpellingMemoryFile.decoded(written, key: key))
        #expect(memory.words["en"]?["receipe"] == false)
        #expect(try spellingFindings() == before)

        memory.words["en"]?["receipe"] = true
        try Data(SpellingMemoryFile.encoded(memory, key: key)).write(to: file)
        #expect(try !spellingFindings().contains { $0.contains("“receipe”") })

        try Data(SpellingMemoryFile.encoded(memory, key: "another setup")).write(to: file)
        #expect(try spellingFindings() == before)
    }
}
