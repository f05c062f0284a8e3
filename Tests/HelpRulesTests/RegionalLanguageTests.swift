import HelpCore
import HelpRules
import Testing

/// A project that names Korean `ko-KR` gets the Korean word lists (cancel
/// titles, yes and no, promotional words), as one that names it `ko` does.
struct RegionalLanguageTests {
    @Test func aRegionalTagReadsItsLanguagesLists() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <alert id="delete" kind="destructive">
                <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko-KR">이 레시피를 삭제하겠습니까?</text></title>
                <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko-KR">나중에</text></button>
                <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko-KR">예</text></button>
              </alert>
              <tip id="tips.pro">
                <title><text xml:lang="en">Plan Your Week</text><text xml:lang="ko-KR">한 주 계획하기</text></title>
                <message><text xml:lang="en">Plan meals for the whole week.</text><text xml:lang="ko-KR">프리미엄을 구독하고 한 주 식단을 계획하세요.</text></message>
              </tip>
            </help>
            """
        var config = Config()
        config.languages = ["en", "ko-KR"]
        let found = try RuleExampleRunner.diagnostics(of: xml, config: config, rules: [AlertCancelButtonRule.self, AlertYesNoRule.self, TipPromotionalRule.self])
        #expect(Set(found.map(\.ruleID)) == ["alert.buttons.cancel", "alert.buttons.yes-no", "tip.promotional"],
                "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.language == "ko-KR" })
        #expect(WordLists(["cancel.ko": ["취소"]]).list("cancel", language: "ko-KR") == ["취소"])
        #expect(WordLists(["cancel.ko": ["취소"], "cancel.ko-KR": ["닫기"]]).list("cancel", language: "ko-KR") == ["닫기"])
    }
}
