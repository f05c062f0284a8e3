@testable import HelpRules
import Testing

/// `help.step-number` finds the number a step gives itself, which the
/// page's numbered list shows already.
struct StepNumberTests {
    @Test(arguments: [
        ("Step 1: Choose File.", "Step 1:"), ("step 2 Click Export.", "step 2"), ("2. Click Export.", "2."),
        ("3) Click Save.", "3)"), ("(4) Click Save.", "(4)"), ("12: Done.", "12:"), ("1단계: 선택하십시오.", "1단계:"),
        ("2 단계 선택하십시오.", "2 단계"), ("② 클릭하십시오.", "②"), ("  5. Wait.", "5."), ("2. ", "2."),
        // White space the byte test passes over, ASCII and not.
        ("\t3. Wait.", "3."), ("STEP 6: Wait.", "STEP 6:"), ("\u{00A0}4. Wait.", "4."), ("\u{3000}5. Wait.", "5."),
    ])
    func numbersAreFound(_ text: String, _ written: String) {
        let found = StepNumberRule.number(startingStep: text)
        #expect(found?.written == written)
        if let found {
            var characters = Array(text)
            characters.removeSubrange(found.range)
            #expect(!String(characters).hasPrefix(written))
        }
    }

    @Test(arguments: [
        "Choose File.", "2 people can share it.", "3.5 GB is needed.", "2명이 편집할 수 있습니다.", "Stepping stones.",
        "Step back from the screen.", "(Optional) Add a photo.", "10x faster.", "2.Click", "",
    ])
    func otherStepsPass(_ text: String) {
        #expect(StepNumberRule.number(startingStep: text) == nil)
    }
}
