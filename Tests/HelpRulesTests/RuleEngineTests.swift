import HelpCore
import HelpRules
import Testing

struct RuleEngineTests {
    static let content = """
        <?xml version="1.0" encoding="UTF-8"?>
        <help version="1">
          <string id="a"><text xml:lang="en">Open</text></string>
          <string id="b" ignore="translation.missing" because="English-only debug menu"><text xml:lang="en">Debug</text></string>
          <string id="a"><text xml:lang="en">Close</text><text xml:lang="ko">닫기</text></string>
        </help>
        """

    func project(_ config: Config = Config(), files: [(String, String)] = [("one.xml", content)]) throws -> (Project, [Diagnostic]) {
        let loader = try ContentLoader.bundled()
        var loaded: [ContentFile] = []
        var diagnostics: [Diagnostic] = []
        for (path, text) in files {
            let result = loader.load(Array(text.utf8), path: path, config: config)
            if let file = result.file { loaded.append(file) }
            diagnostics += result.diagnostics
        }
        return (Project(config: config, files: loaded), diagnostics)
    }

    @Test func reportsSortedWithSuppressionsApart() throws {
        let (project, loaderDiagnostics) = try project()
        let outcome = try RuleEngine.bundled().check(project, loaderDiagnostics: loaderDiagnostics)
        #expect(outcome.diagnostics.map { "\($0.location.line) \($0.ruleID)" } == [
            "3 id.duplicate", "3 translation.missing", "5 id.duplicate",
        ])
        #expect(outcome.suppressed.map(\.ruleID) == ["translation.missing"])
        #expect(outcome.suppressed.first?.entry == "b")
        #expect(outcome.errorCount == 3)
    }

    @Test func configuredSeveritiesApply() throws {
        var config = Config()
        config.ruleSeverities = ["translation.missing": .warning, "id.duplicate": .off]
        let (project, _) = try project(config)
        let outcome = try RuleEngine.bundled().check(project)
        #expect(outcome.diagnostics.map(\.ruleID) == ["translation.missing"])
        #expect(outcome.diagnostics.map(\.severity) == [.warning])
        #expect(outcome.warningCount == 1 && outcome.errorCount == 0)
    }

    /// Same diagnostics for any thread count and any file order.
    @Test func deterministicAcrossThreadsAndOrder() throws {
        let files = (0..<40).map { index in
            ("file\(index).xml", """
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1">
                  <string id="s\(index % 7)"><text xml:lang="en">Item \(index)</text></string>
                </help>
                """)
        }
        let (forward, _) = try project(files: files)
        let (backward, _) = try project(files: files.reversed())
        let baseline = try RuleEngine.bundled().check(forward, jobs: 1).diagnostics
        #expect(!baseline.isEmpty)
        for jobs in [2, 4, 16] {
            #expect(try RuleEngine.bundled().check(forward, jobs: jobs).diagnostics == baseline)
            #expect(try RuleEngine.bundled().check(backward, jobs: jobs).diagnostics == baseline)
        }
    }
}
