import HelpCore
import HelpRules
import Testing

/// Every rule's own examples, run as tests: a triggering example must be
/// reported exactly where its ↓ markers stand, and a non-triggering one must
/// produce no finding of that rule (nor any loader error, so it proves
/// something).
struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: any Rule.Type
        var example: Example
        var triggers: Bool
        var index: Int
        var testDescription: String {
            "\(rule.description.id) \(triggers ? "triggering" : "non-triggering") #\(index + 1)"
        }
    }

    static let cases: [Case] = RuleCatalog.all.flatMap { rule in
        rule.description.triggering.enumerated().map { Case(rule: rule, example: $1, triggers: true, index: $0) }
            + rule.description.nonTriggering.enumerated().map { Case(rule: rule, example: $1, triggers: false, index: $0) }
    }

    @Test(arguments: cases)
    func example(_ testCase: Case) throws {
        let example = testCase.example
        let source = Testing.SourceLocation(fileID: "HelpRules/\(example.file.split(separator: "/").last ?? "")", filePath: example.file, line: example.line, column: 1)
        let run = try RuleExampleRunner.run(example, rule: testCase.rule)
        let id = testCase.rule.description.id
        let loaderRules: Set<String> = ["xml.syntax", "xml.schema"]
        if !loaderRules.contains(id) {
            let loaderErrors = run.diagnostics.filter { loaderRules.contains($0.ruleID) }
            #expect(loaderErrors.isEmpty, "the example does not load: \(loaderErrors)", sourceLocation: source)
        }
        guard testCase.triggers else {
            #expect(run.findings.isEmpty, "\(id) fired on a non-triggering example: \(run.findings.map(\.message))",
                    sourceLocation: source)
            return
        }
        #expect(!run.findings.isEmpty, "\(id) did not fire", sourceLocation: source)
        let marked = example.markedPositions
        guard !marked.isEmpty else { return }
        let found = Set(run.findings.map { "\($0.location.line):\($0.location.column)" })
        let expected = Set(marked.map { "\($0.line):\($0.column)" })
        #expect(found == expected, "\(id) reported at \(found.sorted()), markers at \(expected.sorted()): \(run.findings.map(\.message))",
                sourceLocation: source)
    }

    /// A check that judges one language's copy (`--lang`, a translator's
    /// XLIFF) finds in that language all the whole check finds there: a rule
    /// that judges copy reports in the language of the copy it read.
    @Test(arguments: cases.filter(\.triggers))
    func judgingOneLanguageFindsInItWhatTheWholeCheckFinds(_ testCase: Case) throws {
        for language in ["en", "ko"] {
            let whole = try RuleExampleRunner.run(testCase.example, rule: testCase.rule).diagnostics
            let judged = try RuleExampleRunner.run(testCase.example, rule: testCase.rule, judging: [language]).diagnostics
            #expect(judged.filter { $0.language == language } == whole.filter { $0.language == language },
                    "\(testCase.rule.description.id) in \(language)")
        }
    }

    /// A project that names its languages by regional tags (`en-US`,
    /// `ko-KR`) is checked as its languages are (docs/format.md): every
    /// example finds what it finds under `en` and `ko`, on the same lines
    /// (columns move with the longer `xml:lang` values).
    @Test(arguments: cases)
    func regionalTagsAreCheckedAsTheirLanguages(_ testCase: Case) throws {
        let regional = ["en": "en-US", "ko": "ko-KR"]
        func shown(_ diagnostics: [Diagnostic], tags: [String: String]) -> [String] {
            diagnostics.map { diagnostic in
                var message = diagnostic.message
                for (language, tag) in tags { message = message.replacingOccurrences(of: tag, with: language) }
                message = withoutColumns(message)
                return "\(diagnostic.location.line) \(diagnostic.ruleID) \(message)"
            }.sorted()
        }
        /// example.xml:3:57 → example.xml:3.
        func withoutColumns(_ message: String) -> String {
            let parts = message.components(separatedBy: "example.xml:")
            return parts.dropFirst().reduce(parts[0]) { shown, part in
                let line = part.prefix { $0.isNumber }
                var rest = part.dropFirst(line.count)
                if rest.first == ":" { rest = rest.dropFirst().drop { $0.isNumber } }
                return shown + "example.xml:" + line + rest
            }
        }
        let plain = try RuleExampleRunner.run(testCase.example, rule: testCase.rule).findings
        let tagged = try RuleExampleRunner.run(testCase.example, rule: testCase.rule, regional: regional).findings
        #expect(shown(tagged, tags: regional) == shown(plain, tags: [:]), "\(testCase.testDescription)")
    }

    /// A fixable rule's fixes make its triggering examples clean (rounds
    /// repeat while fixes overlap, as `helpc fix` does).
    @Test(arguments: cases.filter { $0.triggers && $0.rule.description.isFixable })
    func fixesResolveTheFinding(_ testCase: Case) throws {
        var example = testCase.example
        var findings = try RuleExampleRunner.run(example, rule: testCase.rule).findings
        for _ in 0..<5 where !findings.isEmpty {
            #expect(findings.allSatisfy { $0.fix != nil }, "\(testCase.rule.description.id) found something without a fix")
            let (document, run) = try RuleExampleRunner.runFixed(example, rule: testCase.rule)
            example.content = document
            findings = run.findings
        }
        #expect(findings.isEmpty, "still \(findings.map(\.message)) after fixing: \(example.content)")
    }
}
