import Foundation
import HelpCore
import HelpRules
import Testing

/// Content a writer broke half-way through an edit, or a tool wrote
/// wrong: bytes cut, doubled and overwritten at random in the fixture
/// projects, hundreds of times, each time loaded and checked by every rule
/// with the rest of the project. Nothing may crash (a crash ends the test
/// run); a file refused says why with an error; every finding points inside
/// its file; and the same bytes give the same findings twice.
struct MutatedContentTests {
    /// Pieces a broken edit leaves behind, inserted at random.
    static let fragments: [[UInt8]] = [
        "<", ">", "&", "\"", "</p>", "<p>", "</text>", "<text xml:lang=\"ko\">", "&#0;", "&#x110000;", "&amp",
        "<!DOCTYPE help>", "<![CDATA[x]]>", "<?pi x?>", "<!-- x -->", " ignore=\"spelling\"", " platform=\"ios\"",
        " platform=\"\"", " input=\"remote\"", " plural=\"%lld\"", "<one>", "</other>", "%1$@", "%lld", "%", "\r\n",
        "\t", " ", "…", "을(를)", "iPhone", "\u{301}", "\u{200B}", "😀",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0x00], [0xE1, 0x84]]

    static let projects = ["mistakes", "clean", "cache"]

    @Test(arguments: projects)
    func brokenEditsAreReportedNeverFatal(_ name: String) throws {
        let folder = Helpc.fixtures.appendingPathComponent("projects/\(name)")
        let (config, _) = ConfigLoader.load([UInt8](try Data(contentsOf: folder.appendingPathComponent("helpc.json"))),
                                            file: "helpc.json", knownRules: RuleCatalog.ids)
        let files = try Self.contentFiles(in: folder.appendingPathComponent("content"))
        #expect(!files.isEmpty)
        let loader = try ContentLoader.bundled()
        let engine = try RuleEngine.bundled()
        var generator = Generator(seed: UInt64(name.utf8.count) * 7_919)
        var refused = 0
        for round in 0..<120 {
            let target = generator.next(upTo: files.count)
            let mutated = Self.mutate(files[target].bytes, with: &generator)
            let first = Self.check(files, replacing: target, with: mutated, loader: loader, engine: engine, config: config)
            let second = Self.check(files, replacing: target, with: mutated, loader: loader, engine: engine, config: config)
            let path = files[target].path
            #expect(first.messages == second.messages, "round \(round): the same bytes of \(path) gave other findings")
            if !first.loaded {
                refused += 1
                #expect(first.diagnostics.contains { $0.location.file == path && $0.severity == .error },
                        "round \(round): \(path) was refused without an error saying why")
            }
            let widths = Self.lineWidths(mutated)
            for diagnostic in first.diagnostics where diagnostic.location.file == path {
                let (line, column) = (diagnostic.location.line, diagnostic.location.column)
                #expect(widths.indices.contains(line - 1) && (1...widths[line - 1] + 1).contains(column),
                        "round \(round): \(diagnostic.location) is outside \(path): \(diagnostic.message)")
            }
        }
        // The mutations reach both outcomes: some files still load, some are refused.
        #expect(refused > 0 && refused < 120, "\(refused) of 120 refused")
    }

    struct Source {
        var path: String
        var bytes: [UInt8]
    }

    struct Outcome {
        var loaded: Bool
        var diagnostics: [Diagnostic]
        var messages: [String] { diagnostics.map { "\($0.location) \($0.ruleID) \($0.message)" } }
    }

    /// Each line's length in characters as an editor counts columns (a
    /// malformed byte counts as one).
    static func lineWidths(_ bytes: [UInt8]) -> [Int] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            line.count { $0 & 0xC0 != 0x80 }
        }
    }

    static func contentFiles(in folder: URL) throws -> [Source] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".xml") }.sorted().map {
            Source(path: "content/\($0)", bytes: [UInt8](try Data(contentsOf: folder.appendingPathComponent($0))))
        }
    }

    static func check(_ files: [Source], replacing target: Int, with bytes: [UInt8], loader: ContentLoader,
                      engine: RuleEngine, config: Config) -> Outcome {
        var loaded: [ContentFile] = []
        var diagnostics: [Diagnostic] = []
        var targetLoaded = false
        for index in files.indices {
            let result = loader.load(index == target ? bytes : files[index].bytes, path: files[index].path, config: config)
            if let file = result.file {
                loaded.append(file)
                if index == target { targetLoaded = true }
            }
            diagnostics += result.diagnostics
        }
        let outcome = engine.check(Project(config: config, files: loaded), loaderDiagnostics: diagnostics)
        return Outcome(loaded: targetLoaded, diagnostics: outcome.diagnostics + outcome.suppressed)
    }

    /// One to four cuts, copies, overwrites and insertions.
    static func mutate(_ original: [UInt8], with generator: inout Generator) -> [UInt8] {
        var bytes = original
        for _ in 0...generator.next(upTo: 4) where !bytes.isEmpty {
            let start = generator.next(upTo: bytes.count)
            let end = min(bytes.count, start + 1 + generator.next(upTo: 40))
            switch generator.next(upTo: 5) {
            case 0: bytes.removeSubrange(start..<end)
            case 1: bytes.insert(contentsOf: bytes[start..<end], at: generator.next(upTo: bytes.count))
            case 2: bytes[start] = UInt8(generator.next(upTo: 256))
            case 3: bytes.insert(contentsOf: fragments[generator.next(upTo: fragments.count)], at: start)
            default:
                // A piece of the file moved elsewhere: an element cut and pasted badly.
                let piece = Array(bytes[start..<end])
                bytes.removeSubrange(start..<end)
                bytes.insert(contentsOf: piece, at: generator.next(upTo: bytes.count + 1))
            }
        }
        return bytes
    }
}
