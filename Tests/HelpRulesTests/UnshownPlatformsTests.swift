import HelpCore
@testable import HelpRules
import Testing

/// Entries written for platforms that never show their kind.
struct UnshownPlatformsTests {
    /// A file scoped to none of the project's platforms reaches no one:
    /// xml.schema says so, and tooltip.platform said "for  only" besides.
    @Test func anEntryReachingNoPlatformIsLeftToTheSchema() throws {
        var config = Config()
        config.platforms = [.ios]
        let xml = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="macos"><tooltip id="t" control="Bold"><text xml:lang="en">Make the text bold</text><text xml:lang="ko">텍스트를 굵게</text></tooltip></help>
            """#
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: config)
        #expect(loaded.diagnostics.map(\.ruleID) == ["xml.schema"])
        let file = try #require(loaded.file)
        let found = try RuleEngine.bundled(rules: [TooltipPlatformRule.self]).check(Project(config: config, files: [file])).diagnostics
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func aTooltipForAppleTVAloneIsReported() throws {
        var config = Config()
        config.platforms = [.ios, .tvos]
        let found = try RuleExampleRunner.diagnostics(of: #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="tvos"><tooltip id="t" control="Bold"><text xml:lang="en">Make the text bold</text><text xml:lang="ko">텍스트를 굵게</text></tooltip></help>
            """#, config: config, rules: [TooltipPlatformRule.self])
        #expect(found.map(\.message).first?.hasPrefix("this tooltip is for tvOS only") == true, "\(found.map(\.message))")
    }
}
