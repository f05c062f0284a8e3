import HelpCore

/// JUnit XML: a test suite per checked file, a test case per finding (an
/// error fails it, a warning passes with its message in system-out) and one
/// passing case for a clean file, so CI dashboards count every file.
public enum JUnitReporter {
    public static func render(_ report: Report) -> String {
        let byFile = Dictionary(grouping: report.outcome.diagnostics, by: \.location.file)
        let files = (report.files + byFile.keys.filter { !report.files.contains($0) }.sorted())
        var suites: [XMLNode] = []
        var totalTests = 0
        var totalFailures = 0
        for file in files {
            let diagnostics = byFile[file] ?? []
            var cases: [XMLNode] = diagnostics.map { diagnostic in
                let name = "\(diagnostic.ruleID) at \(diagnostic.location.line):\(diagnostic.location.column)"
                let body = TextReporter.line(diagnostic)
                let child: XMLElement = diagnostic.severity == .error
                    ? .make("failure", [("message", diagnostic.message), ("type", diagnostic.ruleID)], [.text(body)])
                    : .make("system-out", [], [.text(body)])
                return .element(.make("testcase", [("classname", file), ("name", name)], [.element(child)]))
            }
            if cases.isEmpty {
                cases = [.element(.make("testcase", [("classname", file), ("name", "helpc check")]))]
            }
            let failures = diagnostics.filter { $0.severity == .error }.count
            totalTests += cases.count
            totalFailures += failures
            suites.append(.element(.make("testsuite", [
                ("name", file), ("tests", String(cases.count)), ("failures", String(failures)),
                ("errors", "0"), ("skipped", "0"),
            ], cases)))
        }
        let root = XMLElement.make("testsuites", [
            ("name", "helpc"), ("tests", String(totalTests)), ("failures", String(totalFailures)), ("errors", "0"),
        ], suites)
        return String(decoding: XMLWriter.bytes(root), as: UTF8.self)
    }
}
