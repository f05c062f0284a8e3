import HelpCore
import HelpRules
import Testing

/// A finding in copy written with references (`&amp;`), CDATA, a comment
/// or CR LF line ends points where the file has the word, not where the
/// decoded value has it.
struct EscapedRunTests {
    /// The file's text at `location`, columns counted in Unicode scalars.
    private func text(at location: HelpCore.SourceLocation, in document: String) -> Substring {
        // By scalar: as Characters, CR LF is one, which no "\n" splits.
        let lines = document.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(location.line - 1) else { return "" }
        let scalars = lines[location.line - 1].filter { $0 != "\r" }
        guard location.column - 1 <= scalars.count else { return "" }
        return Substring(String(String.UnicodeScalarView(scalars.dropFirst(location.column - 1))))
    }

    private func findings(_ document: String) throws -> [Diagnostic] {
        var config = Config()
        config.platforms = [.ios]
        return try RuleExampleRunner.diagnostics(of: document, config: config,
                                                 rules: [PlatformTermRule.self, TextWhitespaceRule.self])
    }

    @Test func findingsAfterReferencesPointAtTheFilesWord() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="a">
                <comment>Probe.</comment>
                <text xml:lang="en">Tap &#x201C;Done&#x201D; &amp; click it.</text>
                <text xml:lang="ko">&#xC644;&#xB8CC;&#xB97C; 클릭하세요.</text>
              </string>
              <string id="b">
                <comment>Probe.</comment>
                <text xml:lang="en">Terms &amp; conditions <!-- a note --> then click  here.</text>
                <text xml:lang="ko"><![CDATA[완료를  클릭하세요.]]></text>
              </string>
              <string id="c">
                <comment>Probe.</comment>
                <text xml:lang="en">First line &lt;one&gt;
            second &amp; line, click it.</text>
                <text xml:lang="ko">첫 줄
            둘째 &amp; 줄을 클릭하세요.</text>
              </string>
            </help>
            """
        for lineEnd in ["\n", "\r\n"] {
            let written = document.replacingOccurrences(of: "\n", with: lineEnd)
            let found = try findings(written)
            let shown = found.map { "\($0.location.line):\($0.location.column) \(text(at: $0.location, in: written).prefix(2))" }
            // The comment's removal leaves two spaces (10:47), and a line
            // break inside copy is reported where the line ends (15:47, 17:28).
            #expect(shown.sorted() == [
                "10:47  <", "10:69 cl", "11:37   ", "11:39 클릭", "15:47 ", "16:20 cl", "17:28 ", "18:13 클릭", "5:56 cl", "6:50 클릭",
            ], "\(lineEnd == "\n" ? "LF" : "CR LF")")
        }
    }

    /// A string catalog's value with JSON escapes (\", \n, \uC644, a
    /// surrogate pair) has its findings where the catalog has the words.
    @Test func findingsAfterJSONEscapesPointAtTheCatalogsWord() throws {
        let catalog = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Say \"hi\" \ud83d\ude00 and  tap Done." } },
                    "ko" : { "stringUnit" : { "state" : "translated", "value" : "\uC644\uB8CC\/를 \t눌러  보세요." } }
                  }
                }
              },
              "version" : "1.0"
            }
            """#
        let loaded = CatalogLoader.load(Array(catalog.utf8), path: "Probe.xcstrings")
        let file = try #require(loaded.file)
        var config = Config()
        config.platforms = [.ios]
        let found = try RuleEngine.bundled(rules: [TextWhitespaceRule.self]).check(Project(config: config, files: [file])).diagnostics
        let shown = found.map { "\($0.location.line):\($0.location.column) \(text(at: $0.location, in: catalog).prefix(3))" }
        // The space and escaped tab after 를 are one run of white space, reported where it starts.
        #expect(shown.sorted() == ["6:97   t", "7:85  \\t"], "\(found.map(\.message))")
    }

    @Test func aLocationOutsideTheRunIsNotMoved() {
        let run = EscapedRun(start: HelpCore.SourceLocation(file: "f.xml", line: 3, column: 10), source: Array("A &amp; B".utf8))
        #expect(run.placed(HelpCore.SourceLocation(file: "f.xml", line: 3, column: 9)) == nil)
        #expect(run.placed(HelpCore.SourceLocation(file: "f.xml", line: 3, column: 16)) == nil)
        #expect(run.placed(HelpCore.SourceLocation(file: "g.xml", line: 3, column: 12)) == nil)
        #expect(run.placed(HelpCore.SourceLocation(file: "f.xml", line: 3, column: 12))?.column == 12)
        #expect(run.placed(HelpCore.SourceLocation(file: "f.xml", line: 3, column: 14))?.column == 18)
        #expect(run.placed(HelpCore.SourceLocation(file: "f.xml", line: 3, column: 15))?.column == 19)
    }
}
