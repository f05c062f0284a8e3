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

    public private(set) var rules: [any Rule.Type]
    public let words: WordLists
    public let width: DisplayWidth
    public let termbase: Termbase
    public let speller: Speller
    /// The word lists and termbase made ready for the rules, once for every
    /// session: a translator's XLIFF is checked a `<file>` at a time, a
    /// session each, and each made it again (some 5 million instructions).
    public let lexicon: Lexicon

    public init(rules: [any Rule.Type] = RuleCatalog.all, words: WordLists, width: DisplayWidth,
                termbase: Termbase = Termbase(), speller: Speller = Speller.standard) {
        self.rules = rules
        self.words = words
        self.width = width
        self.termbase = termbase
        self.speller = speller
        lexicon = Lexicon(words: words, termbase: termbase)
    }

    /// This engine with only `rules`, sharing its data.
    public func running(_ rules: [any Rule.Type]) -> RuleEngine {
        var engine = self
        engine.rules = rules
        return engine
    }

    /// An engine with the data that ships with helpc — word lists (among
    /// them the words Hunspell's dictionaries lack, `spelling`), width
    /// data, the default termbase (overridden by `termbase`), and Hunspell
    /// when installed — extended by the project's own.
    public static func bundled(
        rules: [any Rule.Type] = RuleCatalog.all, extraWords: WordLists = WordLists(),
        termbase: Termbase = Termbase(), projectWords: [String] = []
    ) throws -> RuleEngine {
        let merged = try Resources.defaultTermbase().overridden(by: termbase)
        let words = try WordLists.bundled().extended(with: extraWords)
        return RuleEngine(rules: rules, words: words, width: try DisplayWidth.bundled(), termbase: merged,
                          speller: Speller.shared(projectWords: words.list("spelling") + projectWords, termbase: merged))
    }

    /// The project's findings. With `judging`, only copy in those languages
    /// is read by the rules that judge copy (`Session`).
    public func check(_ project: Project, loaderDiagnostics: [Diagnostic] = [], jobs: Int = 1,
                      judging: Set<String>? = nil) -> Outcome {
        let session = Session(self, config: project.config, judging: judging)
        let perFile = ParallelMap.map(project.files.count, jobs: jobs) { session.check(project.files[$0]) }
        return Self.outcome(loaderDiagnostics + perFile.joined() + session.check(ProjectIndex(project), jobs: jobs))
    }

    /// The findings of the rules that look across the whole project (ids,
    /// links, catalog keys); always redone.
    public func checkProject(_ project: ProjectIndex, config: Config, jobs: Int = 1) -> [Diagnostic] {
        Session(self, config: config).check(project, jobs: jobs)
    }

    /// Findings gathered into an outcome: duplicates dropped, suppressed ones
    /// set apart, both in report order.
    public static func outcome(_ all: [Diagnostic]) -> Outcome {
        var reported: [Diagnostic] = []
        var suppressed: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
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

    /// The enabled rules sorted by what they judge, each with its context,
    /// set up once for checking a project a batch of files at a time.
    ///
    /// Each rule is kept as a closure over the rule and its context: copying
    /// an existential rule and its context out of an array for every entry
    /// went through the runtime's generic copy and was 5% of a check.
    ///
    /// A session `judging` some languages hands only their copy to the
    /// rules that judge copy: a translator checking Korean (`--lang ko`, a
    /// Korean XLIFF) is shown only Korean findings, and those rules report
    /// each finding in the language of the copy they read, so reading the
    /// English too was half the work for nothing. Entry rules, which may
    /// compare the languages, still see every entry whole.
    public struct Session: Sendable {
        typealias Check<Subject> = RuleCheck<Subject>

        let lexicon: Lexicon
        let entryChecks: CheckList<Entry>
        let textChecks: ChecksByLanguage<CopyItem>
        let topicChecks: ChecksByLanguage<TopicText>
        let projectChecks: [Check<ProjectIndex>]

        public init(_ engine: RuleEngine, config: Config, judging: Set<String>? = nil) {
            let known = Set(RuleCatalog.all.map { $0.description.id })
            let lexicon = engine.lexicon
            func severity(of rule: any Rule.Type) -> Severity { config.severity(of: rule.description) }
            let running = Set(engine.rules.filter { severity(of: $0) != .off }.map { $0.description.id })
            func context(for rule: any Rule.Type) -> RuleContext? {
                let severity = severity(of: rule)
                guard severity != .off else { return nil }
                return RuleContext(config: config, ruleID: rule.description.id, severity: severity, knownRuleIDs: known,
                                   runningRuleIDs: running, lexicon: lexicon, width: engine.width, speller: engine.speller)
            }
            self.lexicon = lexicon
            var entryChecks: [Check<Entry>] = []
            var textChecks: [(languages: LanguageCoverage, check: Check<CopyItem>)] = []
            var topicChecks: [(languages: LanguageCoverage, check: Check<TopicText>)] = []
            var projectChecks: [Check<ProjectIndex>] = []
            for type in engine.rules {
                guard let context = context(for: type) else { continue }
                let rule = type.init()
                let languages = type.description.languages
                if let check = rule.entryCheck(in: context) { entryChecks.append(check) }
                if let check = rule.textCheck(in: context) { textChecks.append((languages, check)) }
                if let check = rule.topicCheck(in: context) { topicChecks.append((languages, check)) }
                if let check = rule.projectCheck(in: context) { projectChecks.append(check) }
            }
            self.entryChecks = CheckList(entryChecks)
            self.textChecks = ChecksByLanguage(textChecks, languages: config.languages, judging: judging)
            self.topicChecks = ChecksByLanguage(topicChecks, languages: config.languages, judging: judging)
            self.projectChecks = projectChecks
        }

        /// Each file's findings, the files checked on `jobs` threads.
        public func check(_ files: [ContentFile], jobs: Int) -> [[Diagnostic]] {
            ParallelMap.map(files.count, jobs: jobs) { check(files[$0]) }
        }

        /// `check`, each file's model let go by the thread that checked
        /// it once it is checked (the caller gives up its own references).
        public func check(consuming files: consuming [ContentFile], jobs: Int) -> [[Diagnostic]] {
            ParallelMap.map(consuming: files, jobs: jobs) { check($0) }
        }

        /// One file's findings, on the calling thread. They depend on
        /// nothing outside the file (and the setup: configuration, word
        /// lists, termbase, dictionaries), so a build may keep them while the
        /// file is unchanged.
        public func check(_ file: ContentFile) -> [Diagnostic] {
            var found: [Diagnostic] = []
            for index in file.entries.indices {
                // One copy of the entry, held by all its items and texts and
                // read in place by the entry rules: `for entry in` copied
                // each entry whole, and the shared copy copied it again.
                let shared = SharedEntry(file.entries[index])
                entryChecks.run(shared.entry, into: &found)
                guard !textChecks.isEmpty || !topicChecks.isEmpty else { continue }
                if !textChecks.isEmpty {
                    for item in Entry.copyItems(of: shared) {
                        let language = item.language
                        let checks = textChecks.checks(for: language, role: item.role)
                        guard !checks.isEmpty else { continue }
                        item.termMatches = lexicon.terms.matches(in: item.value, language: language)
                        checks.run(item, into: &found)
                    }
                }
                if !topicChecks.isEmpty {
                    for text in Entry.topicTexts(of: shared) {
                        let checks = topicChecks.checks(for: text.language)
                        guard !checks.isEmpty else { continue }
                        text.termMatches = lexicon.terms.unrememberedMatches(in: text.value, language: text.language)
                        checks.run(text, into: &found)
                    }
                }
            }
            EscapedRun.place(&found, in: file.escapedRuns)
            return found
        }

        public func check(_ project: ProjectIndex, jobs: Int) -> [Diagnostic] {
            ParallelMap.map(projectChecks.count, jobs: jobs) { projectChecks[$0](project) }.flatMap { $0 }
        }
    }

    /// The checks of copy, listed once for each configured language and
    /// role of copy: asking every rule whether it covers an item's
    /// language, for every item, was some forty string copies and
    /// comparisons per item, and calling the rules for alerts, tips and
    /// tooltips on every plain string a tenth of the calls' cost.
    struct ChecksByLanguage<Subject>: Sendable {
        private let all: [(languages: LanguageCoverage, check: RuleCheck<Subject>)]
        /// The configured languages and, at the same index, their checks by
        /// role (`slot(of:)`): two arrays, where a list of pairs copied each
        /// pair it compared.
        private let configuredLanguages: [String]
        private let configuredChecks: [[CheckList<Subject>]]
        private let judging: Set<String>?

        init(_ all: [(languages: LanguageCoverage, check: RuleCheck<Subject>)], languages: [String],
             judging: Set<String>? = nil) {
            self.all = all
            self.judging = judging
            configuredLanguages = languages
            configuredChecks = languages.map { language in
                Self.slots.map { Self.checks(all, for: language, role: $0, judging: judging) }
            }
        }

        var isEmpty: Bool { all.isEmpty }

        /// Each role of copy, and nil for a subject that has none (topic text).
        private static var slots: [CopyRole?] { CopyRole.allCases.map { $0 } + [nil] }

        private static func slot(of role: CopyRole?) -> Int {
            guard let role else { return CopyRole.allCases.count }
            return CopyRole.allCases.firstIndex(of: role)!
        }

        /// The checks that judge copy in `language` (of `role`), in rule
        /// order; none for a language the session does not judge.
        func checks(for language: String, role: CopyRole? = nil) -> CheckList<Subject> {
            for index in configuredLanguages.indices where configuredLanguages[index] == language {
                return configuredChecks[index][Self.slot(of: role)]
            }
            return Self.checks(all, for: language, role: role, judging: judging)
        }

        private static func checks(_ all: [(languages: LanguageCoverage, check: RuleCheck<Subject>)], for language: String,
                                   role: CopyRole?, judging: Set<String>?) -> CheckList<Subject> {
            guard judging?.contains(language) ?? true else { return CheckList([]) }
            return CheckList(all.filter { entry in
                entry.languages.covers(language) && (role.map { entry.check.copyRoles?.contains($0) ?? true } ?? true)
            }.map(\.check))
        }
    }

    /// Checks run one after another on each subject, called through
    /// unmanaged references while the list holds them: calling a check out
    /// of an array retained and released it around every call, and the
    /// engine makes some thirty calls for every string it checks. A class,
    /// so the engine picking an item's list retains one object, not the
    /// list's two arrays.
    final class CheckList<Subject>: Sendable {
        private let checks: [RuleCheck<Subject>]
        private let references: [Unmanaged<RuleCheck<Subject>>]

        init(_ checks: [RuleCheck<Subject>]) {
            self.checks = checks
            references = checks.map { Unmanaged.passUnretained($0) }
        }

        var isEmpty: Bool { checks.isEmpty }

        /// Appends every check's findings about `subject` to `found`; most
        /// checks find nothing, and appending an empty array still went
        /// through the general append, some half a million times in a
        /// 2k-entry check.
        func run(_ subject: Subject, into found: inout [Diagnostic]) {
            withExtendedLifetime(checks) {
                for reference in references {
                    let findings = reference._withUnsafeGuaranteedRef { $0(subject) }
                    if !findings.isEmpty { found.append(contentsOf: findings) }
                }
            }
        }
    }
}

