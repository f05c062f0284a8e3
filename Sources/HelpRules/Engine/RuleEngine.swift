import Dispatch
import Foundation
import HelpCore

/// Runs rules over a project: entry rules on files in parallel, project rules
/// once, then applies configured severities and suppressions and sorts, so
/// the result is the same for any number of threads and any file order.
public struct RuleEngine: Sendable {
    public struct Outcome: Sendable {
        /// Findings to report, in report order.
        public var diagnostics: [Diagnostic]
        /// Findings an `ignore` attribute silenced, in report order.
        public var suppressed: [Diagnostic]

        public init(diagnostics: [Diagnostic], suppressed: [Diagnostic] = []) {
            self.diagnostics = diagnostics
            self.suppressed = suppressed
        }

        public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
        public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    }

    public let rules: [any Rule.Type]
    public let words: WordLists
    public let width: DisplayWidth
    public let termbase: Termbase
    public let speller: Speller

    public init(rules: [any Rule.Type] = RuleCatalog.all, words: WordLists, width: DisplayWidth,
                termbase: Termbase = Termbase(), speller: Speller = Speller.standard) {
        self.rules = rules
        self.words = words
        self.width = width
        self.termbase = termbase
        self.speller = speller
    }

    /// An engine with the data that ships with helpc — word lists, width
    /// data, the default termbase (overridden by `termbase`), and Hunspell
    /// when installed — extended by the project's own.
    public static func bundled(
        rules: [any Rule.Type] = RuleCatalog.all, extraWords: WordLists = WordLists(),
        termbase: Termbase = Termbase(), projectWords: [String] = []
    ) throws -> RuleEngine {
        let merged = try Resources.defaultTermbase().overridden(by: termbase)
        return RuleEngine(rules: rules, words: try WordLists.bundled().extended(with: extraWords),
                          width: try DisplayWidth.bundled(), termbase: merged,
                          speller: Speller.shared(projectWords: projectWords, termbase: merged))
    }

    public func check(_ project: Project, loaderDiagnostics: [Diagnostic] = [], jobs: Int = 1) -> Outcome {
        let config = project.config
        let known = Set(RuleCatalog.all.map { $0.description.id })
        let lexicon = Lexicon(words: words, termbase: termbase)
        func context(for rule: any Rule.Type) -> RuleContext? {
            let description = rule.description
            let severity = config.ruleSeverities[description.id] ?? description.severity
            guard severity != .off else { return nil }
            return RuleContext(config: config, ruleID: description.id, severity: severity, knownRuleIDs: known,
                               lexicon: lexicon, width: width, speller: speller)
        }

        let entryRules: [(any EntryRule, RuleContext)] = rules.compactMap { type in
            guard let rule = type.init() as? any EntryRule, let context = context(for: type) else { return nil }
            return (rule, context)
        }
        let textRules: [(any TextRule, RuleContext, LanguageCoverage)] = rules.compactMap { type in
            guard let rule = type.init() as? any TextRule, let context = context(for: type) else { return nil }
            return (rule, context, type.description.languages)
        }
        let topicRules: [(any TopicTextRule, RuleContext, LanguageCoverage)] = rules.compactMap { type in
            guard let rule = type.init() as? any TopicTextRule, let context = context(for: type) else { return nil }
            return (rule, context, type.description.languages)
        }
        let projectRules: [(any ProjectRule, RuleContext)] = rules.compactMap { type in
            guard let rule = type.init() as? any ProjectRule, let context = context(for: type) else { return nil }
            return (rule, context)
        }

        let files = project.files
        let perFile = ParallelMap.map(files.count, jobs: jobs) { index -> [Diagnostic] in
            files[index].entries.flatMap { entry in
                var found = entryRules.flatMap { rule, context in rule.check(entry, in: context) }
                if !textRules.isEmpty {
                    for var item in entry.copyItems {
                        item.termMatches = lexicon.terms.matches(in: item.value, language: item.language)
                        for (rule, context, languages) in textRules where languages.covers(item.language) {
                            found += rule.check(item, in: context)
                        }
                    }
                }
                if !topicRules.isEmpty {
                    for var text in entry.topicTexts {
                        text.termMatches = lexicon.terms.matches(in: text.value, language: text.language)
                        for (rule, context, languages) in topicRules where languages.covers(text.language) {
                            found += rule.check(text, in: context)
                        }
                    }
                }
                return found
            }
        }
        let projectWide = ParallelMap.map(projectRules.count, jobs: jobs) { index -> [Diagnostic] in
            let (rule, context) = projectRules[index]
            return rule.check(project, in: context)
        }

        var reported: [Diagnostic] = []
        var suppressed: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        let all = loaderDiagnostics + perFile.joined() + projectWide.joined()
        for diagnostic in all {
            guard seen.insert(diagnostic).inserted else { continue }
            if diagnostic.suppressions.contains(where: { $0.covers(diagnostic.ruleID) }) {
                suppressed.append(diagnostic)
            } else {
                reported.append(diagnostic)
            }
        }
        return Outcome(diagnostics: reported.sorted(by: Diagnostic.reportOrder),
                       suppressed: suppressed.sorted(by: Diagnostic.reportOrder))
    }
}
