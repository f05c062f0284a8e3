import HelpCore
@testable import HelpRules
import Testing

/// Which quoted words of a help page help.ui-name takes for a control's name.
struct QuotedControlNameTests {
    @Test(arguments: [
        // Next to a control's noun, or after a verb that works a control.
        ("en", "Click the “Share” button.", ["Share"]), ("en", "Tap \"Send Copy\" to send it.", ["Send Copy"]),
        ("en", "Choose “Save As…” or open the “View” menu.", ["Save As…", "View"]),
        ("en", "Select ‘Collaborate’, then open the “General” tab.", ["Collaborate", "General"]),
        ("ko", "“공유” 버튼을 클릭한 다음 ‘사본 보내기’를 선택하십시오.", ["공유", "사본 보내기"]),
        ("ko", "\"일반\" 탭에서 “알림”을 탭하세요. “자동 저장”을 눌러 끄세요.", ["일반", "알림", "자동 저장"]),
        // Quotations, titles, words used as words, and an apostrophe.
        ("en", "The song “Share the Road” plays; people say “thanks” when they’re done.", []),
        ("en", "Type “Meeting notes, draft 2” as the name.", []), ("en", "Click a book’s cover, then the author’s name.", []),
        ("en", "Choose “a name that is far too long to be any control”.", []),
        ("ko", "“함께 쓰기”라는 말처럼 편집합니다. “좋아요”가 표시됩니다.", []),
    ])
    func names(_ language: String, _ text: String, _ expected: [String]) {
        #expect(QuotedControlNameRule.quotedNames(in: text, language: language).map(\.1) == expected)
    }

    /// One mistake, one finding: straight quotes around a control's name
    /// are help.ui-name's, whose fix takes them away; without that rule,
    /// punct.quotes reports them. Elsewhere punct.quotes still does.
    @Test func straightQuotesAroundANameAreReportedOnce() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><topic id="t">
              <title><text xml:lang="en">Share a document</text><text xml:lang="ko">문서 공유하기</text></title>
              <body xml:lang="en"><p>Click the "Share" button. The song "Roads" plays.</p></body>
              <body xml:lang="ko"><p><ui>공유</ui> 버튼을 클릭하십시오.</p></body>
            </topic></help>
            """
        let both = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [QuotedControlNameRule.self, QuotesRule.self])
        #expect(both.map(\.ruleID) == ["help.ui-name", "punct.quotes", "punct.quotes"])
        let (bytes, _) = FixApplier.apply(both.compactMap(\.fix), to: Array(xml.utf8))
        #expect(String(decoding: bytes, as: UTF8.self).contains("<p>Click the <ui>Share</ui> button. The song “Roads” plays.</p>"))
        let alone = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [QuotesRule.self])
        #expect(alone.count == 4)
    }
}
