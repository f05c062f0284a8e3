import HelpCore
import HelpRules

/// Runs one rule example the way helpc would: the example goes through the
/// real loader (schema included), then the engine with just this rule.
struct RuleExampleRunner {
    struct Run {
        var diagnostics: [Diagnostic]
        /// Diagnostics of the rule under test.
        var findings: [Diagnostic]
    }

    /// The example's document after applying its findings' fixes, and the
    /// run on the fixed document.
    static func runFixed(_ example: Example, rule: any Rule.Type) throws -> (document: String, run: Run) {
        let first = try run(example, rule: rule)
        let (bytes, _) = FixApplier.apply(first.findings.compactMap(\.fix), to: Array(example.document.utf8))
        var fixed = example
        fixed.content = String(decoding: bytes, as: UTF8.self)
        return (fixed.content, try run(fixed, rule: rule))
    }

    /// With `judging`, the engine hands only copy in those languages to the
    /// rules that judge copy, as `helpc check --lang` does.
    /// With `regional`, each language is named by a regional tag of its
    /// (`regional["ko"]`, say `ko-KR`), in the configuration and in every
    /// `xml:lang` of the example.
    static func run(_ example: Example, rule: any Rule.Type, judging: Set<String>? = nil,
                    regional: [String: String] = [:]) throws -> Run {
        var config = Config()
        if let json = example.config {
            let (loaded, problems) = ConfigLoader.load(Array(json.utf8), file: "helpc.json", knownRules: RuleCatalog.ids)
            guard problems.isEmpty else { throw ExampleError("example config is invalid: \(problems)") }
            config = loaded
        }
        var document = example.document
        for (language, tag) in regional.sorted(by: { $0.key < $1.key }) {
            config.languages = config.languages.map { $0 == language ? tag : $0 }
            if config.sourceLanguage == language { config.sourceLanguage = tag }
            document = document.replacingOccurrences(of: "xml:lang=\"\(language)\"", with: "xml:lang=\"\(tag)\"")
        }
        let loader = try ContentLoader.bundled()
        let loaded = loader.load(Array(document.utf8), path: "example.xml", config: config)
        let project = Project(config: config, files: loaded.file.map { [$0] } ?? [])
        let engine = try RuleEngine.bundled(rules: rule is any LoaderRule.Type ? [] : [rule])
        let outcome = engine.check(project, loaderDiagnostics: loaded.diagnostics, judging: judging)
        let id = rule.description.id
        return Run(diagnostics: outcome.diagnostics, findings: outcome.diagnostics.filter { $0.ruleID == id })
    }

    /// The findings of `rules` on one content file under `config`.
    static func diagnostics(of xml: String, config: Config, rules: [any Rule.Type]) throws -> [Diagnostic] {
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: config)
        guard let file = loaded.file else { throw ExampleError("the content does not load: \(loaded.diagnostics)") }
        return try RuleEngine.bundled(rules: rules).check(Project(config: config, files: [file])).diagnostics
    }

    struct ExampleError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
