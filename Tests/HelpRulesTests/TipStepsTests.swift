import HelpCore
@testable import HelpRules
import Testing

/// A tip message that walks through more than three actions, chained by
/// then, by numbers, or by commas and -고 as a help page's step is.
struct TipStepsTests {
    static func actions(_ text: String, _ language: String) throws -> [String] {
        let other = language == "en" ? "ko" : "en"
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><tip id="t"><title><text xml:lang="en">Share a Hike</text><text xml:lang="ko">하이킹 공유</text></title>
            <message><text xml:lang="\(language)">\(text)</text><text xml:lang="\(other)">x.</text></message></tip></help>
            """
        return try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TipStepsRule.self])
            .filter { $0.language == language }
            .map(\.message)
    }

    @Test(arguments: [
        ("Open the hike, tap Share, choose a friend, add a note and tap Send.", "en", ["about 5 actions in one tip"]),
        ("하이킹을 열고 공유를 탭한 다음 친구를 선택하고 메모를 추가한 후 보내기를 탭하세요.", "ko", ["about 5 actions in one tip"]),
        ("Open a collection, then choose Share, then pick a contact, then choose Send.", "en", ["about 4 actions in one tip"]),
        // Three actions, or clauses that are no actions, are a tip.
        ("Open the hike, tap Share and choose a friend.", "en", []),
        ("Download the map before you go, so it works offline, even in the mountains.", "en", []),
        ("하이킹을 열고 공유를 탭한 다음 친구를 선택하세요.", "ko", []),
        ("지도를 다운로드하면 신호가 없어도 쓸 수 있고, 배터리도 아끼고, 데이터도 아낄 수 있어요.", "ko", []),
    ])
    func actionsAreCounted(_ text: String, _ language: String, _ expected: [String]) throws {
        let found = try Self.actions(text, language)
        #expect(found.count == expected.count, "\(found)")
        for (message, prefix) in zip(found, expected) { #expect(message.hasPrefix(prefix), "\(message)") }
    }
}
