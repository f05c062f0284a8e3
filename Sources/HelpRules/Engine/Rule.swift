import HelpCore

/// A check of helpc content. Each rule is one type in one file, carrying its
/// own documentation and examples (`description`), in the manner of
/// SwiftLint's rules; `RuleCatalog` lists them all.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()

    /// The rule as the engine calls it on entries, or nil when it is not
    /// an `EntryRule`; likewise `textCheck`, `topicCheck`, `projectCheck`.
    /// The defaults below answer from the rule's conformances when the
    /// program is compiled: asking at run time (`as? any EntryRule`) made
    /// the runtime search every conformance record of the program once per
    /// rule and kind, some 200 searches and 10 ms at the start of every run.
    func entryCheck(in context: RuleContext) -> RuleCheck<Entry>?
    func textCheck(in context: RuleContext) -> RuleCheck<CopyItem>?
    func topicCheck(in context: RuleContext) -> RuleCheck<TopicText>?
    func projectCheck(in context: RuleContext) -> RuleCheck<ProjectIndex>?
}

/// One rule with its context, ready to judge one subject. An object rather
/// than a bare closure, so the engine can call it without counting
/// references (`RuleEngine.CheckList`): a closure called out of an array
/// had its context retained and released around every call, some thirty
/// calls for every string checked.
public final class RuleCheck<Subject>: Sendable {
    private let judge: @Sendable (Subject) -> [Diagnostic]
    /// For a check of copy, the roles of copy it judges (`TextRule.copyRoles`).
    let copyRoles: Set<CopyRole>?

    public init(copyRoles: Set<CopyRole>? = nil, _ judge: @escaping @Sendable (Subject) -> [Diagnostic]) {
        self.judge = judge
        self.copyRoles = copyRoles
    }

    public func callAsFunction(_ subject: Subject) -> [Diagnostic] {
        judge(subject)
    }
}

extension Rule {
    public func entryCheck(in context: RuleContext) -> RuleCheck<Entry>? { nil }
    public func textCheck(in context: RuleContext) -> RuleCheck<CopyItem>? { nil }
    public func topicCheck(in context: RuleContext) -> RuleCheck<TopicText>? { nil }
    public func projectCheck(in context: RuleContext) -> RuleCheck<ProjectIndex>? { nil }
}

/// A rule that looks at one entry at a time. The engine runs these on files
/// in parallel.
public protocol EntryRule: Rule {
    func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic]
}

extension EntryRule {
    public func entryCheck(in context: RuleContext) -> RuleCheck<Entry>? { RuleCheck { check($0, in: context) } }
}

/// A rule that judges one string a reader may see at a time. The engine
/// calls it only for languages the rule covers.
public protocol TextRule: Rule {
    /// The kinds of copy the rule judges; the engine hands it no other.
    /// A rule for tooltips alone is not called for the thousands of
    /// plain strings of a large project (a call costs some 360
    /// instructions even when the rule returns at once).
    static var copyRoles: Set<CopyRole> { get }
    func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic]
}

extension TextRule {
    public static var copyRoles: Set<CopyRole> { Set(CopyRole.allCases) }

    public func textCheck(in context: RuleContext) -> RuleCheck<CopyItem>? {
        RuleCheck(copyRoles: Self.copyRoles) { check($0, in: context) }
    }
}

/// A rule that also judges the running text of topic bodies (paragraphs,
/// steps, notes, link text, image descriptions).
public protocol TopicTextRule: Rule {
    func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic]
}

extension TopicTextRule {
    public func topicCheck(in context: RuleContext) -> RuleCheck<TopicText>? { RuleCheck { check($0, in: context) } }
}

/// A rule that needs the whole project at once (ids, links, suppressions),
/// as the index of it the engine gathers file by file.
public protocol ProjectRule: Rule {
    func check(_ project: ProjectIndex, in context: RuleContext) -> [Diagnostic]
}

extension ProjectRule {
    public func projectCheck(in context: RuleContext) -> RuleCheck<ProjectIndex>? { RuleCheck { check($0, in: context) } }
}

/// A rule whose findings the loader reports while reading files (syntax,
/// schema). It is declared as a rule so the catalog documents it and its
/// examples run like every other rule's.
public protocol LoaderRule: Rule {}

/// Which languages a rule checks.
public enum LanguageCoverage: Sendable, Equatable, CustomStringConvertible {
    /// Every configured language, judging each language's copy.
    case all
    case only([String])
    /// The rule looks at structure, not at copy in any language.
    case independent

    /// A regional tag is covered by its language (`ko-KR` by `ko`).
    public func covers(_ language: String) -> Bool {
        switch self {
        case .all, .independent: true
        case .only(let languages): languages.contains { LanguageTag.isLanguage(language, $0) }
        }
    }

    public var description: String {
        switch self {
        case .all: "all languages"
        case .only(let languages): languages.joined(separator: ", ")
        case .independent: "any language (structure)"
        }
    }
}

/// A rule's documentation, shown by `helpc rules` and checked by the tests.
public struct RuleDescription: Sendable {
    public var id: String
    /// One line: what the rule catches.
    public var summary: String
    /// Why: the guidance behind the rule, in a paragraph.
    public var rationale: String
    public var severity: Severity
    public var languages: LanguageCoverage
    /// Whether helpc.json may change the rule's severity.
    public var isConfigurable: Bool
    /// Whether the rule's findings carry a mechanical fix (`helpc fix`).
    public var isFixable: Bool
    /// Content that must trigger the rule; `↓` marks where each finding must point.
    public var triggering: [Example]
    /// Content that must not trigger it.
    public var nonTriggering: [Example]

    public init(
        id: String, summary: String, rationale: String, severity: Severity,
        languages: LanguageCoverage = .all, isConfigurable: Bool = true, isFixable: Bool = false,
        triggering: [Example], nonTriggering: [Example]
    ) {
        self.isFixable = isFixable
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.languages = languages
        self.isConfigurable = isConfigurable
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

extension Config {
    /// The severity helpc.json gives the rule, or its default.
    public func severity(of rule: RuleDescription) -> Severity {
        ruleSeverities[rule.id] ?? rule.severity
    }
}

/// A content example: entries to place inside `<help version="1">`, or a whole
/// file when it starts with `<?xml` or `<help`. `config` is helpc.json text.
/// Where it was written is kept so a failing example points at its source.
public struct Example: Sendable {
    public static let marker: Character = "↓"

    public var content: String
    public var config: String?
    public var file: String
    public var line: Int

    public init(_ content: String, config: String? = nil, file: String = #filePath, line: Int = #line) {
        self.content = content
        self.config = config
        self.file = file
        self.line = line
    }

    /// The example as a content file, markers removed.
    public var document: String {
        let stripped = content.filter { $0 != Self.marker }
        let trimmed = stripped.drop { $0.isWhitespace }
        if trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<help") { return stripped }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\">\n\(stripped)\n</help>\n"
    }

    /// Where the markers stand in `document` (line and column, 1-based).
    public var markedPositions: [(line: Int, column: Int)] {
        let trimmed = content.drop { $0.isWhitespace }
        let wrapped = !(trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<help"))
        var positions: [(Int, Int)] = []
        var line = wrapped ? 3 : 1
        var column = 1
        for character in content {
            if character == Self.marker {
                positions.append((line, column))
            } else if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return positions
    }
}

/// What a rule gets besides the content: the configuration, the data that
/// ships with helpc, and a way to make diagnostics carrying its id and severity.
/// A class: the engine hands it to every rule for every entry, and copying
/// the configuration's fields each time was a visible part of a check.
public final class RuleContext: Sendable {
    public let config: Config
    public let ruleID: String
    public let severity: Severity
    /// Every rule id, for rules that check references to rules.
    public let knownRuleIDs: Set<String>
    /// The rules this check runs (not turned off), for a rule that leaves
    /// to another what that one reports better.
    public let runningRuleIDs: Set<String>
    public let lexicon: Lexicon
    public let width: DisplayWidth
    public let speller: Speller
    /// `config.targetLanguages`, listed once: rules ask for every entry.
    public let targetLanguages: [String]

    public init(config: Config, ruleID: String, severity: Severity, knownRuleIDs: Set<String>,
                runningRuleIDs: Set<String> = [], lexicon: Lexicon, width: DisplayWidth, speller: Speller = .standard) {
        self.speller = speller
        self.config = config
        self.ruleID = ruleID
        self.severity = severity
        self.knownRuleIDs = knownRuleIDs
        self.runningRuleIDs = runningRuleIDs
        self.lexicon = lexicon
        self.width = width
        targetLanguages = config.targetLanguages
    }

    /// A diagnostic at the rule's severity, or at a lower one a rule asks for
    /// (a soft limit's warning); configuration can only lower it further.
    public func diagnostic(
        _ message: String, at location: SourceLocation, entry: String? = nil,
        language: String? = nil, suppressions: [Suppression] = [], severity requested: Severity? = nil
    ) -> Diagnostic {
        Diagnostic(ruleID, min(requested ?? severity, severity), at: location, message, entry: entry,
                   language: language, suppressions: suppressions)
    }

    /// A finding about one string, pointing `offset` characters into it,
    /// with an optional mechanical fix.
    public func diagnostic(_ message: String, about item: CopyItem, offset: Int = 0,
                           severity: Severity? = nil, fix: Fix? = nil) -> Diagnostic {
        var result = diagnostic(message, at: item.location(at: offset), entry: item.entry.id, language: item.language,
                                suppressions: item.text.suppressions, severity: severity)
        result.fix = fix
        return result
    }

    /// A finding about a run of topic text.
    public func diagnostic(_ message: String, about text: TopicText, offset: Int = 0, fix: Fix? = nil) -> Diagnostic {
        var result = diagnostic(message, at: text.location(at: offset), entry: text.entry.id, language: text.language,
                                suppressions: text.suppressions)
        result.fix = fix
        return result
    }

    /// A finding about one text of an entry.
    public func diagnostic(_ message: String, about text: LocalizedText, of entry: Entry) -> Diagnostic {
        diagnostic(message, at: text.location, entry: entry.id, language: text.language,
                   suppressions: text.suppressions)
    }
}
