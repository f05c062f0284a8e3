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

    /// A message explaining two buttons is reported for the first in
    /// button order, in English and Korean: the titles were a set, whose
    /// order changes from one run of helpc to the next.
    @Test func explainedButtonsAreNamedInButtonOrder() throws {
        let alert = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <alert id="discard" kind="destructive">
                <title><text xml:lang="en">Discard this draft?</text><text xml:lang="ko">이 초안을 폐기하겠습니까?</text></title>
                <message>
                  <text xml:lang="en">Tap Keep to go on writing, or tap Discard to throw it away.</text>
                  <text xml:lang="ko">계속 쓰려면 유지를 탭하고, 버리려면 폐기를 탭하세요.</text>
                </message>
                <button id="keep" role="cancel"><text xml:lang="en">Keep</text><text xml:lang="ko">유지</text></button>
                <button id="discard" role="destructive"><text xml:lang="en">Discard</text><text xml:lang="ko">폐기</text></button>
              </alert>
            </help>
            """
        let (project, _) = try project(files: [("alerts.xml", alert)])
        let engine = try RuleEngine.bundled(rules: [AlertMessageExplainsButtonsRule.self])
        let named = engine.check(project).diagnostics.map { "\($0.language ?? "") \($0.message.split(separator: " button")[0])" }
        #expect(named == ["en the message explains the Keep", "ko the message explains the 유지"])
    }

    /// A long paragraph with thousands of findings, on one line and over
    /// several: each finding points at its own word, and each fix at bytes
    /// that read what it replaces. Each location was made by walking the
    /// text from its start, so this paragraph took minutes.
    @Test func findingsInALongTextPointAtTheirOwnWords() throws {
        let content = Self.oneString(en: "Tap it.", ko: Self.paragraph(of: "버튼을 클릭 하세요 .  탭 하세요!", lines: 40, sentencesPerLine: 25))
        var config = Config()
        config.languages = ["en", "ko"]
        let (project, _) = try project(config, files: [("long.xml", content)])
        let engine = try RuleEngine.bundled(rules: [KoreanSpacingRule.self, KoreanPunctuationRule.self])
        let findings = engine.check(project).diagnostics
        let bytes = Array(content.utf8)
        #expect(findings.count >= 2_000)
        #expect(Set(findings.map(\.location.line)).count == 40)
        for finding in findings {
            let fix = try #require(finding.fix)
            #expect(String(decoding: bytes[fix.range], as: UTF8.self) == fix.original)
            guard finding.ruleID == "ko.spacing" else { continue }
            // The space to take out is where the finding points.
            #expect(Self.pointedByte(finding.location, in: bytes) == fix.range.lowerBound)
        }
    }

    /// `sentence` over and over, `sentencesPerLine` to a line.
    static func paragraph(of sentence: String, lines: Int, sentencesPerLine: Int) -> String {
        (0..<lines).map { _ in Array(repeating: sentence, count: sentencesPerLine).joined(separator: " ") }
            .joined(separator: "\n")
    }

    /// A content file of one string with these texts.
    static func oneString(en: String, ko: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <help version="1">
          <string id="long"><text xml:lang="en">\(en)</text><text xml:lang="ko">\(ko)</text></string>
        </help>
        """
    }

    /// The byte of a file a finding's line and column (in characters,
    /// each one scalar here) point at.
    static func pointedByte(_ location: HelpCore.SourceLocation, in bytes: [UInt8]) -> Int {
        var lineStart = 0
        for _ in 1..<location.line { lineStart = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n"))! + 1 }
        let line = String(decoding: bytes[lineStart...].prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        return lineStart + String(line.unicodeScalars.prefix(location.column - 1)).utf8.count
    }

    /// The same for the rules that turn a finding's bytes into characters
    /// (a space before a comma, a shortcut, a name's capitals): each
    /// counted the characters before every finding from the text's start,
    /// so a long paragraph with one in every sentence took time with the
    /// square of its length, and each now counts on from the one before.
    @Test func findingsCountedOnFromTheOneBeforePointAtTheirOwnWords() throws {
        let content = Self.oneString(en: Self.paragraph(of: "레시피에서 Press Cmd+S , then open Airdrop 앱.", lines: 30, sentencesPerLine: 20),
                                     ko: "열기")
        let (project, _) = try project(Config(), files: [("long.xml", content)])
        let engine = try RuleEngine.bundled(rules: [TextWhitespaceRule.self, KeyboardShortcutRule.self, NameCaseRule.self])
        // The text's line breaks are a finding of their own, at its start.
        let findings = engine.check(project).diagnostics.filter { $0.ruleID != "text.whitespace" || $0.message.contains("a space before") }
        let bytes = Array(content.utf8)
        #expect(Dictionary(grouping: findings, by: \.ruleID).mapValues(\.count) == ["text.whitespace": 600, "help.shortcut": 600, "case.name": 600])
        for finding in findings {
            let pointed = Self.pointedByte(finding.location, in: bytes)
            let expected = ["text.whitespace": " ,", "help.shortcut": "Cmd+S", "case.name": "Airdrop"][finding.ruleID] ?? "?"
            let pointsAtIt = bytes[pointed...].starts(with: Array(expected.utf8))
            #expect(pointsAtIt, "\(finding.ruleID) at \(finding.location)")
            if let fix = finding.fix {
                #expect(String(decoding: bytes[fix.range], as: UTF8.self) == fix.original)
                #expect(fix.range.lowerBound == pointed)
            }
        }
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

    /// Each use of a shared id names every other use, in project order, and
    /// a key two different entries produce is reported at both.
    @Test func duplicatesNameEveryOtherUse() throws {
        let second = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="a"><text xml:lang="en">Again</text><text xml:lang="ko">다시</text></string>
              <tip id="fav"><title><text xml:lang="en">Save</text><text xml:lang="ko">저장</text></title></tip>
              <string id="fav.title"><text xml:lang="en">Saved</text><text xml:lang="ko">저장됨</text></string>
            </help>
            """
        let (project, _) = try project(files: [("one.xml", Self.content), ("two.xml", second)])
        let found = try RuleEngine.bundled(rules: [IDDuplicateRule.self]).check(project).diagnostics
        #expect(found.map { "\($0.location) \($0.message)" } == [
            "one.xml:3:3 the id 'a' is also used at one.xml:5:3, two.xml:3:3; ids must be unique across the project",
            "one.xml:5:3 the id 'a' is also used at one.xml:3:3, two.xml:3:3; ids must be unique across the project",
            "two.xml:3:3 the id 'a' is also used at one.xml:3:3, one.xml:5:3; ids must be unique across the project",
            "two.xml:4:17 the catalog key 'fav.title' is also produced at two.xml:5:3; rename one of them",
            "two.xml:5:3 the catalog key 'fav.title' is also produced at two.xml:4:17; rename one of them",
        ])
    }

    /// A misspelt rule id in `ignore` names the rule it was likely meant as.
    @Test func misspeltIgnoreSuggestsTheRule() throws {
        let content = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="a" ignore="ko.particles" because="Quoted from the old manual"><text xml:lang="en">Open</text><text xml:lang="ko">열기</text></string>
              <string id="b" ignore="no.such.thing" because="Quoted from the old manual"><text xml:lang="en">Close</text><text xml:lang="ko">닫기</text></string>
            </help>
            """
        let (project, _) = try project(files: [("one.xml", content)])
        let found = try RuleEngine.bundled(rules: [SuppressionReasonRule.self]).check(project).diagnostics.map(\.message)
        #expect(found == [
            "ignore names 'ko.particles', which is not a rule (did you mean 'ko.particle'?); `helpc rules` lists the rule ids",
            "ignore names 'no.such.thing', which is not a rule; `helpc rules` lists the rule ids",
        ])
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

    /// Judging Korean, the rules that judge copy leave the English unread:
    /// its findings are not looked for, Korean ones and those of the rules
    /// that look at whole entries still are.
    @Test func judgingOneLanguageLeavesTheOthersCopyUnread() throws {
        let (project, _) = try project(files: [("one.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="a"><text xml:lang="en">Tap here !</text><text xml:lang="ko">여기를 탭하세요 !</text></string>
              <string id="b"><text xml:lang="en">Open</text></string>
            </help>
            """)])
        let engine = try RuleEngine.bundled()
        let whole = engine.check(project).diagnostics
        let judged = engine.check(project, judging: ["ko"]).diagnostics
        #expect(whole.contains { $0.language == "en" && $0.entry == "a" })
        #expect(!judged.contains { $0.language == "en" && $0.entry == "a" })
        #expect(judged.filter { $0.language == "ko" } == whole.filter { $0.language == "ko" })
        #expect(!judged.filter { $0.language == "ko" }.isEmpty)
        #expect(judged.contains { $0.ruleID == "translation.missing" })
    }
}
