@testable import HelpRules
import Testing

/// `tip.message.lead-in` finds a tip message that opens with a label or
/// asks "Did you know".
struct TipMessageLeadInTests {
    @Test(arguments: [
        ("Did you know you can filter by tag?", "You can filter by tag." as String?, true),
        ("Did you know that you can pin a recipe?", "You can pin a recipe.", true),
        ("Did you know recipes sync?", nil, true),
        ("Did you know you can pin it? And sort it?", nil, true),
        // A question before more sentences: those are kept.
        ("Did you know you can customize your goal? Just tap the ring.", "You can customize your goal. Just tap the ring.", true),
        ("Did you know recipes sync? Sign in first.", nil, true),
        ("You can filter by tag.", nil, false),
        ("Did the timer go off? You know where to look.", nil, false),
    ])
    func englishQuestions(_ message: String, _ rewritten: String?, _ reported: Bool) {
        let found = TipMessageLeadInRule.englishQuestion(message)
        #expect((found != nil) == reported)
        #expect(found?.rewritten == rewritten)
    }

    @Test(arguments: [
        ("태그로 필터링할 수 있다는 것을 알고 계셨나요?", true), ("레시피가 동기화된다는 사실, 알고 계셨습니까?", true),
        ("태그로 필터링할 수 있습니다.", false), ("오븐이 준비된 것을 알고 계셨나요?", false),
        ("목표를 사용자화할 수 있다는 것을 알고 계셨나요? 링을 탭하기만 하면 됩니다.", true), ("알고 계셨나요?이", false),
    ])
    func koreanQuestions(_ message: String, _ reported: Bool) {
        let found = TipMessageLeadInRule.koreanQuestion(message)
        #expect((found != nil) == reported)
        if let found {
            #expect(Array(message)[found.offset] == "알")
        }
    }
}
