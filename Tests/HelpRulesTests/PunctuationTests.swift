import HelpCore
@testable import HelpRules
import Testing

struct PunctuationTests {
    static func messages(_ entries: String) throws -> [String] {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\">\(entries)</help>\n"
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        return try RuleEngine.bundled(rules: [EndingPunctuationRule.self]).check(project).diagnostics.map(\.message)
    }

    /// The kind of copy is named with the article it takes: “an alert
    /// title”, not “a alert title”.
    @Test func messagesNameTheKindWithItsArticle() throws {
        let found = try Self.messages("""
            <alert id="a" kind="informational">
              <title><text xml:lang="en">Your changes were saved</text><text xml:lang="ko">변경 사항이 저장되었습니다.</text></title>
              <button id="ok" role="default"><text xml:lang="en">OK.</text><text xml:lang="ko">확인</text></button>
            </alert>
            <tooltip id="t"><text xml:lang="en">Change the order.</text><text xml:lang="ko">순서 변경</text></tooltip>
            """)
        #expect(found == [
            "an alert title is a complete sentence and needs ending punctuation",
            "“.” at the end of a button title; button titles and undo names take no ending punctuation",
            "a tooltip that is a fragment takes no “.” at the end",
        ])
    }
}
