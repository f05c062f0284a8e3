import Foundation
import HelpCore
import HelpReport
import HelpRules
import Testing

/// Every format renders the same findings in the shape its consumers expect.
struct ReportTests {
    static let suppression = Suppression(ruleIDs: ["length.limit"], reason: "Shown in a wide panel",
                                         location: HelpCore.SourceLocation(file: "content/tips.xml", line: 9, column: 20))
    static let outcome = RuleEngine.Outcome(
        diagnostics: [
            Diagnostic("punct.ending", .error, at: HelpCore.SourceLocation(file: "content/tips.xml", line: 12, column: 7),
                       "a tooltip that is a fragment takes no “.” at the end", entry: "library.sort", language: "en"),
            Diagnostic("tip.frequency", .warning, at: HelpCore.SourceLocation(file: "content/한국어 팁.xml", line: 3, column: 3),
                       "2 tips, 50% done: a, b\nnext", entry: "tips.b"),
        ],
        suppressed: [
            Diagnostic("length.limit", .error, at: HelpCore.SourceLocation(file: "content/tips.xml", line: 9, column: 5),
                       "ko: 106 columns, budget 75", entry: "library.sort", language: "ko", suppressions: [suppression]),
        ])
    static let report = Report(outcome: outcome, files: ["content/clean.xml", "content/tips.xml", "content/한국어 팁.xml"],
                               toolVersion: "9.9.9")

    @Test func textIsClangStyle() {
        #expect(ReportFormat.text.render(Self.report) == """
            content/tips.xml:12:7: error: a tooltip that is a fragment takes no “.” at the end [punct.ending]
            content/한국어 팁.xml:3:3: warning: 2 tips, 50% done: a, b\\nnext [tip.frequency]

            """)
        let colored = ReportFormat.text.render(Self.report, colored: true)
        #expect(colored.contains("\u{1B}[1;31merror:"))
        #expect(colored.contains("\u{1B}[1;35mwarning:"))
    }

    /// A control character in a message (JSON lets a config value or a
    /// catalog key hold any) is written out: one line per finding, and no
    /// escape sequence reaches the terminal or the CI log.
    @Test func controlCharactersAreWrittenOut() {
        let diagnostic = Diagnostic("config", .error, at: HelpCore.SourceLocation(file: "helpc.json", line: 1, column: 25),
                                    "'korean.register' must be one of \"formal\", \"polite\", not \"a\nb\u{1B}[31mred\u{0}\u{7F}\"")
        #expect(TextReporter.line(diagnostic)
                == #"helpc.json:1:25: error: 'korean.register' must be one of "formal", "polite", not "a\nb\u{1B}[31mred\u{0}\u{7F}" [config]"#)
        let colored = TextReporter.line(diagnostic, colored: true)
        #expect(colored.filter { $0 == "\u{1B}" }.count == 5, "only helpc's own colours: \(colored)")
        #expect(GitHubReporter.line(diagnostic).hasSuffix(#"not "a%0Ab\u{1B}[31mred\u{0}\u{7F}" [config]"#))
        #expect(PrintableText.escaped("레시피\t%@\r\n", keepingLineBreaks: true) == "레시피\\t%@\r\n")
        #expect(PrintableText.escaped("plain “text”") == "plain “text”")
    }

    @Test func githubWorkflowCommands() {
        let lines = ReportFormat.github.render(Self.report).split(separator: "\n").map(String.init)
        #expect(lines == [
            "::error file=content/tips.xml,line=12,col=7,title=punct.ending::a tooltip that is a fragment takes no “.” at the end [punct.ending]",
            "::warning file=content/한국어 팁.xml,line=3,col=3,title=tip.frequency::2 tips, 50%25 done: a, b%0Anext [tip.frequency]",
        ])
        // GitHub's syntax: ::command key=value,key=value::data, with no raw newline in data.
        for line in lines {
            #expect(line.range(of: #"^::(error|warning|notice) (file|line|col|title)=[^,:]*(,(file|line|col|title)=[^,:]*)*::.*$"#,
                               options: .regularExpression) != nil, "\(line)")
        }
    }

    @Test func jsonListsSuppressionsWithReasons() throws {
        let json = try JSONParser.parse(Array(ReportFormat.json.render(Self.report).utf8), file: "report.json")
        #expect(json["diagnostics"]?.arrayValue?.count == 2)
        let suppressed = try #require(json["suppressed"]?.arrayValue?.first)
        #expect(suppressed["reason"]?.stringValue == "Shown in a wide panel")
        #expect(suppressed["rule"]?.stringValue == "length.limit")
    }

    /// The SARIF 2.1.0 schema's required properties and enumerations, field
    /// by field (the schema itself is not shipped).
    @Test func sarifHasTheRequiredStructure() throws {
        let sarif = try JSONParser.parse(Array(ReportFormat.sarif.render(Self.report).utf8), file: "report.sarif")
        #expect(sarif["version"]?.stringValue == "2.1.0")
        #expect(sarif["$schema"]?.stringValue?.hasPrefix("https://") == true)
        let runs = try #require(sarif["runs"]?.arrayValue)
        #expect(runs.count == 1)
        let run = runs[0]
        let driver = try #require(run["tool"]?["driver"])
        #expect(driver["name"]?.stringValue == "helpc")
        #expect(driver["version"]?.stringValue == "9.9.9")
        let rules = try #require(driver["rules"]?.arrayValue)
        #expect(rules.map { $0["id"]?.stringValue } == RuleCatalog.all.map { $0.description.id })
        for rule in rules {
            #expect(rule["shortDescription"]?["text"]?.stringValue?.isEmpty == false)
            #expect(rule["fullDescription"]?["text"]?.stringValue?.isEmpty == false)
            #expect(["none", "note", "warning", "error"].contains(rule["defaultConfiguration"]?["level"]?.stringValue ?? ""))
        }
        #expect(["unicodeCodePoints", "utf16CodeUnits"].contains(run["columnKind"]?.stringValue ?? ""))
        #expect(run["artifacts"]?.arrayValue?.count == 3)
        let results = try #require(run["results"]?.arrayValue)
        #expect(results.count == 3)
        for result in results {
            let id = try #require(result["ruleId"]?.stringValue)
            let index = try #require(result["ruleIndex"]?.intValue)
            #expect(rules[index]["id"]?.stringValue == id, "ruleIndex must point at the rule")
            #expect(["none", "note", "warning", "error"].contains(result["level"]?.stringValue ?? ""))
            #expect(result["message"]?["text"]?.stringValue?.isEmpty == false)
            let physical = try #require(result["locations"]?.arrayValue?.first?["physicalLocation"])
            let uri = try #require(physical["artifactLocation"]?["uri"]?.stringValue)
            #expect(!uri.contains(" ") && !uri.hasPrefix("/"), "a relative URI reference: \(uri)")
            #expect((physical["region"]?["startLine"]?.intValue ?? 0) >= 1)
            #expect((physical["region"]?["startColumn"]?.intValue ?? 0) >= 1)
        }
        #expect(results[1]["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue
                == "content/%ED%95%9C%EA%B5%AD%EC%96%B4%20%ED%8C%81.xml")
        let suppressed = results[2]
        #expect(suppressed["suppressions"]?.arrayValue?.first?["kind"]?.stringValue == "inSource")
        #expect(suppressed["suppressions"]?.arrayValue?.first?["justification"]?.stringValue == "Shown in a wide panel")
    }

    @Test func junitParsesAsXML() throws {
        let xml = ReportFormat.junit.render(Self.report)
        let parsed = XMLReader.parse(Array(xml.utf8), file: "junit.xml")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let root = try #require(parsed.document?.root)
        #expect(root.name == "testsuites")
        #expect(root["tests"] == "3")
        #expect(root["failures"] == "1")
        let suites = root.elements(named: "testsuite")
        #expect(suites.map { $0["name"] } == ["content/clean.xml", "content/tips.xml", "content/한국어 팁.xml"])
        #expect(suites[0].elements(named: "testcase").first?.elements.isEmpty == true, "a clean file passes")
        let failure = try #require(suites[1].elements(named: "testcase").first?.firstElement(named: "failure"))
        #expect(failure["type"] == "punct.ending")
        #expect(failure.textContent.hasPrefix("content/tips.xml:12:7: error:"))
        #expect(suites[2].elements(named: "testcase").first?.firstElement(named: "system-out") != nil, "warnings don’t fail")
    }
}
