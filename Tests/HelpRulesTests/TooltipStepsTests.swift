import HelpCore
@testable import HelpRules
import Testing

/// A tooltip that joins a second step is reported at the link; a time
/// (since then) and a Korean noun before 다음 or 후 are no step.
struct TooltipStepsTests {
    static func links(_ text: String, _ language: String) throws -> [String] {
        let other = language == "en" ? "ko" : "en"
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><tooltip id="t" control="Merge"><text xml:lang="\(language)">\(text)</text><text xml:lang="\(other)">x</text></tooltip></help>
            """
        return try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TooltipStepsRule.self])
            .filter { $0.language == language }
            .map { String($0.message.split(separator: "”")[0].dropFirst()) }
    }

    @Test(arguments: [
        ("Select two layers, then merge them", "en", ["then"]),
        ("Pick a photo and then crop it", "en", ["then"]),
        ("Open the file. After that, share it", "en", ["After that"]),
        ("Merge the selected layers into one", "en", []),
        ("Show the changes made since then", "en", []),
        ("Then and now: compare two versions", "en", []),
        ("레이어를 선택한 다음 하나로 병합", "ko", ["선택한 다음"]),
        ("사진을 고른 후에 자르기", "ko", ["고른 후에"]),
        ("로그인 후 동기화", "ko", []),
        ("다음 에피소드 재생", "ko", []),
        ("재생 버튼 다음에 표시", "ko", []),
    ])
    func stepsAreFound(_ text: String, _ language: String, _ expected: [String]) throws {
        #expect(try Self.links(text, language) == expected)
    }
}
