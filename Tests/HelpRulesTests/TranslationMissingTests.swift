import HelpCore
import HelpRules
import Testing

/// A translation written under another tag than helpc.json's (ko for
/// ko-KR) is reported where it stands, with both ways to mend it.
struct TranslationMissingTests {
    @Test func aTextInAnUnlistedLanguageIsNamed() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="open"><text xml:lang="en">Open</text><text xml:lang="ko">열기</text></string>
              <topic id="help.open">
                <title><text xml:lang="en">Open</text><text xml:lang="ko-KR">열기</text></title>
                <body xml:lang="en"><p>Open a recipe.</p></body>
                <body xml:lang="ko"><p>레시피를 여세요.</p></body>
              </topic>
            </help>
            """
        var config = Config()
        config.languages = ["en", "ko-KR"]
        let found = try RuleExampleRunner.diagnostics(of: xml, config: config, rules: [TranslationMissingRule.self])
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "3:52 'open' has no ko-KR text; its \"ko\" text is in no language of helpc.json: write xml:lang=\"ko-KR\", or add \"ko\" to 'languages'",
            "7:5 topic 'help.open' has no <body xml:lang=\"ko-KR\">; its \"ko\" page is in no language of helpc.json: write xml:lang=\"ko-KR\", or add \"ko\" to 'languages'",
        ])
    }
}
