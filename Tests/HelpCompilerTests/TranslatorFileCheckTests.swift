import Foundation
@testable import HelpCompiler
import HelpRules
import Testing

/// A translator's XLIFF holds a whole table in one `<file>`: its entries
/// are checked a slice at a time on several threads, and what is found
/// must not depend on where the slices are cut or how many threads run.
struct TranslatorFileCheckTests {
    /// The demo help's Korean XLIFF, exported into the project it came from.
    static func exportedDemo() throws -> (project: URL, xliff: URL) {
        let project = try Helpc.demoProject()
        let export = try Helpc.run(["export-xliff", "--lang", "ko", "--out", "x"], in: project)
        #expect(export.status == 0, "\(export.standardError)")
        return (project, project.appendingPathComponent("x/ko.xliff"))
    }

    @Test func slicesFindWhatTheWholeFileFinds() throws {
        let (project, url) = try Self.exportedDemo()
        // Mistakes for the rules to find, in strings and in pages.
        var text = try String(contentsOf: url, encoding: .utf8)
        text = text.replacingOccurrences(of: "하세요.</target>", with: "하세요...</target>")
            .replacingOccurrences(of: "레시피를 ", with: "레시피을  ")
        try Data(text.utf8).write(to: url)
        func check(slice: Int, jobs: Int) throws -> RuleEngine.Outcome {
            var compiler = Compiler(workspace: try Workspace.open(directory: project, configPath: nil), jobs: jobs)
            compiler.entriesPerCopySlice = slice
            return try compiler.check([url.path]).outcome
        }
        let whole = try check(slice: .max, jobs: 1)
        #expect(whole.diagnostics.count > 10, "\(whole.diagnostics.count)")
        for (slice, jobs) in [(1, 1), (3, 2), (256, 4)] {
            let sliced = try check(slice: slice, jobs: jobs)
            #expect(sliced.diagnostics == whole.diagnostics, "slices of \(slice) on \(jobs) threads")
            #expect(sliced.suppressed == whole.suppressed)
        }
    }

    /// Each `<file>` is checked while the next streams by, the last once
    /// the document ends: a unit left untranslated is reported in every
    /// one of them, the first as the last.
    @Test func everyFileReportsItsUntranslatedUnits() throws {
        let (project, url) = try Self.exportedDemo()
        let text = try String(contentsOf: url, encoding: .utf8)
        // The first target of each file emptied.
        var pieces = text.components(separatedBy: "<file ")
        for index in pieces.indices.dropFirst() {
            guard let start = pieces[index].range(of: "<target"), let end = pieces[index].range(of: "</target>", range: start.upperBound..<pieces[index].endIndex) else { continue }
            pieces[index].replaceSubrange(start.lowerBound..<end.upperBound, with: "<target state=\"new\"></target>")
        }
        try Data(pieces.joined(separator: "<file ").utf8).write(to: url)
        let files = pieces.count - 1
        #expect(files >= 3)
        let outcome = try Compiler(workspace: try Workspace.open(directory: project, configPath: nil), jobs: 2).check([url.path]).outcome
        let missing = outcome.diagnostics.filter { $0.ruleID == "translation.missing" && $0.message.contains("no ko translation yet") }
        #expect(missing.count == files, "\(missing.map(\.message))")
    }
}

