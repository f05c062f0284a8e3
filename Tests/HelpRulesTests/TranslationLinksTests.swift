import HelpCore
@testable import HelpRules
import Testing

/// `translation.links` compares a translated page with its source block
/// by block, however deep the block: a section's title, a list's items.
struct TranslationLinksTests {
    @Test func linksLostInsideSectionsAndListsAreFoundWhereTheyWereLost() throws {
        let example = Example(#"""
            <topic id="help.collections">
              <title><text xml:lang="en">Collections</text><text xml:lang="ko">모음</text></title>
              <body xml:lang="en">
                <section>
                  <title>About <link topic="help.share">sharing</link></title>
                  <p>Collections hold recipes.</p>
                  <ul>
                    <li>Open a collection.</li>
                    <li>See <link href="https://www.example.com/forum">the forum</link>.</li>
                  </ul>
                </section>
              </body>
              <body xml:lang="ko">
                <section>
                  <title>공유 정보</title>
                  <p>모음에는 레시피가 들어 있습니다.</p>
                  <ul>
                    <li>모음을 여세요.</li>
                    <li>포럼을 참고하세요.</li>
                  </ul>
                </section>
              </body>
            </topic>
            <topic id="help.share">
              <title><text xml:lang="en">Sharing</text><text xml:lang="ko">공유</text></title>
              <body xml:lang="en"><p>Share a recipe.</p></body>
              <body xml:lang="ko"><p>레시피를 공유하세요.</p></body>
            </topic>
            """#)
        let run = try RuleExampleRunner.run(example, rule: TranslationLinksRule.self)
        let found = run.findings.map { ($0.location.line, $0.message) }
        #expect(found.count == 2, "\(run.diagnostics)")
        // Each Korean block stands ten lines below its English one.
        #expect(found.contains { $0.0 >= 10 && $0.1.contains("ko section title has no link to topic 'help.share'")
                && $0.1.contains("(line \($0.0 - 10))") }, "\(found)")
        #expect(found.contains { $0.0 >= 10 && $0.1.contains("ko list item has no web link")
                && $0.1.contains("(line \($0.0 - 10))") }, "\(found)")
    }
}
