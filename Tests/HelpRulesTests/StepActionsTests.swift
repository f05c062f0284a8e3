@testable import HelpRules
import Testing

/// How many actions a step chains, as help.step-actions counts them.
struct StepActionsTests {
    @Test(arguments: [
        ("백업을 탭하고 지금 백업을 탭한 다음 완료될 때까지 기다렸다가 완료를 탭하십시오.", 4),
        ("파일을 열었다가 닫으십시오.", 2),
        ("바다가 보이면 사진을 찍으십시오.", 1),
        ("동기화하고 있는 동안 기다리십시오.", 1),
        ("레시피를 길게 누른 다음 모음으로 드래그하십시오.", 2),
    ])
    func koreanActionsAreCountedByTheirLinks(_ text: String, _ expected: Int) {
        #expect(StepActionsRule.koreanActions(in: text) == expected)
    }

    /// A step that tells what happens and asks for nothing.
    @Test(arguments: [
        ("The PDF is saved to your Desktop.", true),
        ("Your Mac restarts, and the update installs.", true),
        ("It opens in a new window.", true),
        ("\n  The file is saved.", true),
        ("The Save button is below the list; click it.", false),
        ("The first time, choose a folder.", false),
        ("Click Save. The PDF is saved to your Desktop.", false),
        ("In the sidebar, click Photos.", false),
        ("Open the file.", false),
    ])
    func aStepThatAsksForNothingIsAResult(_ text: String, _ expected: Bool) {
        let verbs: Set<String> = ["click", "choose", "open", "save"]
        #expect(StepActionsRule.isResultOnly(text, language: "en", verbs: verbs) == expected, "\(text)")
        #expect(!StepActionsRule.isResultOnly(text, language: "ko", verbs: verbs))
    }

    /// A Korean step that tells what happens: each sentence ends in 되다 or
    /// a passive -지다 with no action linked before it. Apple's Korean help
    /// writes its instructions declarative too (앱을 엽니다), so they pass.
    @Test(arguments: [
        ("PDF가 데스크톱에 저장됩니다.", true), ("친구가 초대를 받게 될 것입니다.", true), ("창이 닫혀집니다.", true),
        ("초대가 전송되었습니다.", true), ("사진이 앨범에 추가돼요.", true), ("다운로드가 완료됐습니다. 사진이 저장됩니다.", true),
        ("🎉 앨범이 공유됩니다.", true), ("é 앨범이 공유됩니다.", true), ("\n  친구가 초대를 받게 될 것입니다.\n              ", true),
        ("사진 앱을 엽니다.", false), ("공유를 탭하면 됩니다.", false), ("삭제하면 안 됩니다.", false),
        ("설정을 탭하면 목록이 표시됩니다.", false), ("완료를 탭합니다. 사진이 저장됩니다.", false), ("이름을 입력해야 됩니다.", false),
        ("여기서 삭제해도 됩니다.", false), ("저장을 클릭하고 창이 닫힐 때까지 기다립니다.", false),
    ])
    func aKoreanStepThatAsksForNothingIsAResult(_ text: String, _ expected: Bool) {
        #expect(StepActionsRule.isResultOnly(text, language: "ko", verbs: []) == expected, "\(text)")
        #expect(StepActionsRule.isResultOnly(text, language: "ko-KR", verbs: []) == expected, "\(text)")
    }

    @Test func aStepWithFourKoreanActionsIsReported() {
        #expect(StepActionsRule.actions(in: "백업을 탭하고 지금 백업을 탭한 다음 완료될 때까지 기다렸다가 완료를 탭하십시오.",
                                        language: "ko", verbs: []) == 4)
    }
}
