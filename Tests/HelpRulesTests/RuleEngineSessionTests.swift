import HelpCore
@testable import HelpRules
import Testing

/// A session is made for every `<file>` of a translator's XLIFF; the
/// word lists and termbase made ready for the rules are the engine's, made
/// once, not again for each session or for an engine running fewer rules.
struct RuleEngineSessionTests {
    @Test func sessionsShareTheEnginesLexicon() throws {
        let engine = try RuleEngine.bundled()
        let copyRules = engine.running(RuleCatalog.copyRules)
        #expect(copyRules.rules.count == RuleCatalog.copyRules.count)
        #expect(copyRules.lexicon === engine.lexicon)
        var korean = Config()
        korean.sourceLanguage = "ko"
        let sessions = [RuleEngine.Session(engine, config: Config()), RuleEngine.Session(copyRules, config: korean),
                        RuleEngine.Session(copyRules, config: Config(), judging: ["ko"])]
        #expect(sessions.allSatisfy { $0.lexicon === engine.lexicon })
    }
}
