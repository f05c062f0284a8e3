import Foundation
import HelpCore
import HelpRules
import Testing

struct RuleCatalogTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/HelpRules")

    /// Adding a rule means adding its file; this catches a file whose rule
    /// never made it into the catalog.
    @Test func everyRuleTypeIsInTheCatalog() throws {
        let enumerator = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        var declared: Set<String> = []
        let pattern = try NSRegularExpression(pattern: #"struct (\w+): (EntryRule|ProjectRule|LoaderRule|TextRule|TopicTextRule|ReachTermRule|ValueRule|LexiconValueRule)\b"#)
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                declared.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        let listed = Set(RuleCatalog.all.map { String(describing: $0) })
        #expect(!declared.isEmpty)
        #expect(declared == listed)
    }

    /// The engine calls each rule through `entryCheck`, `textCheck`,
    /// `topicCheck` and `projectCheck`, chosen by the compiler from the
    /// rule's conformances; a rule must get a check for each kind it
    /// conforms to, and none for the others.
    @Test(arguments: RuleCatalog.all.map { $0.description.id })
    func everyRuleIsCalledForTheKindsItConformsTo(_ id: String) throws {
        let type = try #require(RuleCatalog.rule(withID: id))
        let rule = type.init()
        let context = RuleContext(config: Config(), ruleID: id, severity: type.description.severity,
                                  knownRuleIDs: RuleCatalog.ids, lexicon: Lexicon(words: WordLists(), termbase: Termbase()),
                                  width: DisplayWidth(ranges: []), speller: .standard)
        #expect((rule.entryCheck(in: context) != nil) == (rule is any EntryRule))
        #expect((rule.textCheck(in: context) != nil) == (rule is any TextRule))
        #expect((rule.topicCheck(in: context) != nil) == (rule is any TopicTextRule))
        #expect((rule.projectCheck(in: context) != nil) == (rule is any ProjectRule))
    }

    @Test func idsAreUniqueAndWellFormed() {
        let ids = RuleCatalog.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.range(of: #"^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$"#, options: .regularExpression) != nil, "\(id)")
        }
    }

    @Test(arguments: RuleCatalog.all.map { $0.description.id })
    func everyRuleIsDocumented(_ id: String) throws {
        let description = try #require(RuleCatalog.rule(withID: id)).description
        #expect(description.triggering.count >= 2, "\(id) needs at least two triggering examples")
        #expect(description.nonTriggering.count >= 2, "\(id) needs at least two non-triggering examples")
        #expect(!description.summary.isEmpty && !description.summary.hasSuffix("."))
        #expect(description.rationale.count > 80)
    }
}

struct RuleExampleLanguageTests {
    static let koreanRules = RuleCatalog.all.filter {
        $0.description.languages != .independent && $0.description.languages.covers("ko")
    }.map { $0.description.id }

    /// A rule that judges Korean copy shows it with a Korean example.
    @Test(arguments: koreanRules)
    func koreanRulesHaveKoreanExamples(_ id: String) throws {
        let rule = try #require(RuleCatalog.rule(withID: id))
        let findings = try rule.description.triggering.flatMap { try RuleExampleRunner.run($0, rule: rule).findings }
        #expect(findings.contains { $0.language == "ko" }, "no triggering example of \(id) reports Korean copy")
    }
}

/// The engine hands a text rule only the roles of copy it names
/// (`TextRule.copyRoles`); a rule that found something in another role
/// would never be asked there. Every example of the catalog, run through
/// every text rule directly, finds nothing outside the rule's roles.
struct CopyRoleTests {
    @Test func textRulesFindNothingOutsideTheirRoles() throws {
        let loader = try ContentLoader.bundled()
        let engine = try RuleEngine.bundled()
        // The examples have no topic summary: one that would trip the rules for other copy.
        let summary = Example(#"""
            <topic id="recipes.save"><title><text xml:lang="en">Did you know?</text><text xml:lang="ko">팁</text></title>
              <summary><text xml:lang="en">Undo Typing Now!!! Click OK To Buy Premium, Then Tap, Then Save, Then Share</text><text xml:lang="ko">확인을 누르면 프리미엄을 구매합니다!</text></summary>
              <body xml:lang="en"><p>Save it.</p></body><body xml:lang="ko"><p>저장하세요.</p></body></topic>
            """#)
        let items = (RuleCatalog.all.flatMap { $0.description.triggering + $0.description.nonTriggering } + [summary])
            .compactMap { loader.load(Array($0.document.utf8), path: "example.xml", config: Config()).file }
            .flatMap(\.entries).flatMap(\.copyItems)
        #expect(Set(items.map(\.role)) == Set(CopyRole.allCases))
        var narrowed = 0
        for type in RuleCatalog.all {
            guard let textRule = type as? any TextRule.Type, textRule.copyRoles != Set(CopyRole.allCases) else { continue }
            narrowed += 1
            let id = type.description.id
            let context = RuleContext(config: Config(), ruleID: id, severity: type.description.severity,
                                      knownRuleIDs: RuleCatalog.ids, lexicon: engine.lexicon,
                                      width: DisplayWidth(ranges: []), speller: .standard)
            let check = try #require(type.init().textCheck(in: context))
            for item in items where !textRule.copyRoles.contains(item.role) {
                #expect(check(item).isEmpty, "\(id) finds something in a \(item.role) (“\(item.value)”)")
            }
        }
        #expect(narrowed >= 10)
    }
}
