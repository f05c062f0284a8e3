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

    /// A target that writes characters as references (`&#xC644;`, `&amp;`)
    /// or holds CDATA, as CAT tools write them, has its findings where the
    /// file has the words, not where the decoded copy would.
    @Test func findingsAfterReferencesPointAtTheTargetsWords() throws {
        let project = try Helpc.demoProject()
        let url = project.appendingPathComponent("probe.xliff")
        let lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">"#,
            #"  <file original="Probe.xcstrings" source-language="en" target-language="ko" datatype="plaintext"><body>"#,
            #"    <trans-unit id="probe.one"><source>Terms &amp; conditions.  Try again.</source>"#,
            #"      <target state="translated">&#xC57D;&#xAD00; &amp; 조건.  다시 시도하십시오.</target></trans-unit>"#,
            #"    <trans-unit id="probe.two"><source>Try  again.</source>"#,
            #"      <target state="translated"><![CDATA[다시 & 또]]>  시도하십시오.</target></trans-unit>"#,
            "  </body></file>",
            "</xliff>",
        ]
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        let outcome = try Compiler(workspace: try Workspace.open(directory: project, configPath: nil), jobs: 1).check([url.path]).outcome
        let spaces = outcome.diagnostics.filter { $0.ruleID == "text.whitespace" && $0.message.contains("two spaces") }
        let placed = spaces.map { diagnostic -> String in
            let line = Array(lines[diagnostic.location.line - 1].unicodeScalars)
            return "\(diagnostic.location.line) " + String(String.UnicodeScalarView(line.dropFirst(diagnostic.location.column - 1).prefix(3)))
        }
        // A translator's file is judged in its target language only.
        #expect(placed.sorted() == ["5   다", "7   시"], "\(spaces.map(\.location))")
    }

    /// A code a tool put into a string's target (the source has none) was
    /// dropped by import-xliff without a word: the check names it, in the
    /// first file and the last; a page's block may mark more than its source.
    @Test func codesAStringsSourceLacksAreReported() throws {
        let (project, url) = try Self.exportedDemo()
        var text = try String(contentsOf: url, encoding: .utf8)
        text = text.replacingOccurrences(of: #"<target state="translated">([^<]+)</target>\s*<note from="helpc">Shown"#,
                                         with: #"<target state="translated"><g id="9">$1</g></target><note from="helpc">Shown"#,
                                         options: .regularExpression)
        let count = text.components(separatedBy: #"<g id="9">"#).count - 1
        #expect(count > 3)
        try Data(text.utf8).write(to: url)
        let outcome = try Compiler(workspace: try Workspace.open(directory: project, configPath: nil), jobs: 2).check([url.path]).outcome
        let codes = outcome.diagnostics.filter { $0.ruleID == "translation.markup" && $0.message.contains("(id “9”)") }
        #expect(codes.count == count, "\(codes.map(\.message))")
        #expect(codes.allSatisfy { $0.language == "ko" && $0.severity == .warning })
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

    /// Copy of a table for one platform (a watchOS file) is judged in the
    /// translator's XLIFF for that platform, as in its content file: 탭 on
    /// Apple Watch is right, 클릭 is term.platform's error, not a neutral
    /// warning about every platform of the project.
    @Test func aTableForOnePlatformIsJudgedForItInTheXLIFF() throws {
        let project = try Helpc.emptyFolder()
        try Helpc.write("""
            { "sourceLanguage": "en", "languages": ["en", "ko"], "platforms": ["ios", "macos", "watchos"],
              "korean": { "register": "polite" } }
            """, to: "helpc.json", in: project)
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Watch" platforms="watchos">
              <string id="watch.start">
                <comment>Hint under the start button.</comment>
                <text xml:lang="en">Tap Start to record your hike.</text>
                <text xml:lang="ko">하이킹을 기록하려면 시작을 탭하세요.</text>
              </string>
              <alert id="watch.end">
                <title><text xml:lang="en">End this hike?</text><text xml:lang="ko">하이킹을 종료할까요?</text></title>
                <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                <button id="end" role="default"><text xml:lang="en">End Hike</text><text xml:lang="ko">하이킹 종료</text></button>
              </alert>
            </help>
            """, to: "content/watch.xml", in: project)
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Phone" platforms="ios macos">
              <string id="phone.hint">
                <comment>Hint on the map.</comment>
                <text xml:lang="en" platform="ios">Tap a trail to see it.</text>
                <text xml:lang="en" platform="macos">Click a trail to see it.</text>
                <text xml:lang="ko" platform="ios">트레일을 보려면 탭하세요.</text>
                <text xml:lang="ko" platform="macos">트레일을 보려면 클릭하세요.</text>
              </string>
            </help>
            """, to: "content/phone.xml", in: project)
        let export = try Helpc.run(["export-xliff", "--lang", "ko", "--out", "x"], in: project)
        #expect(export.status == 0, "\(export.standardError)")
        let url = project.appendingPathComponent("x/ko.xliff")
        let exported = try String(contentsOf: url, encoding: .utf8)
        #expect(exported.contains("<context context-type=\"x-helpc-platforms\">watchos</context>"))
        func check() throws -> [String] {
            try Compiler(workspace: try Workspace.open(directory: project, configPath: nil), jobs: 1).check([url.path])
                .outcome.diagnostics.filter { $0.ruleID.hasPrefix("term.") }.map { "\($0.ruleID): \($0.message)" }
        }
        #expect(try check() == [])
        try Helpc.edit(url, [("시작을 탭하세요.</target>", "시작을 클릭하세요.</target>"),
                             ("<target state=\"translated\">하이킹 종료</target>", "<target state=\"translated\">탭하여 종료</target>")])
        let found = try check()
        #expect(found.count == 1 && found[0].hasPrefix("term.platform: “클릭” is for macOS; on watchOS write “탭”"), "\(found)")

        // A context a tool emptied, or one naming none of the project's
        // platforms, is no scope: the copy is judged as shown everywhere.
        try Helpc.edit(url, [("시작을 클릭하세요.</target>", "시작을 탭하세요.</target>"),
                             ("<context context-type=\"x-helpc-platforms\">watchos</context>", "<context context-type=\"x-helpc-platforms\"></context>")])
        let unscoped = try check()
        #expect(unscoped.contains { $0.hasPrefix("term.neutral: “탭") }, "\(unscoped)")
    }
}
