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

    @Test func aStepWithFourKoreanActionsIsReported() {
        #expect(StepActionsRule.actions(in: "백업을 탭하고 지금 백업을 탭한 다음 완료될 때까지 기다렸다가 완료를 탭하십시오.",
                                        language: "ko", verbs: []) == 4)
    }
}
