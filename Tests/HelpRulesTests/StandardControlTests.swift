@testable import HelpRules
import Testing

/// Which sentences of help help.standard-control reads as explaining a
/// standard control, and which control.
struct StandardControlTests {
    @Test(arguments: [
        ("en", "Tap Back to return to the previous screen.", "back"),
        ("en", "When you're done, click the Back button to go back.", "back"),
        ("en", "Scroll down to see more options.", "scrolling"), ("en", "Scroll to view the remaining steps.", "scrolling"),
        ("en", "Swipe up to scroll.", "scrolling"), ("en", "Tap the switch to turn it on.", "toggle"),
        ("en", "Select the check box to select it.", "toggle"),
        ("en", "Click the close button to close the window.", "close"),
        ("ko", "뒤로 버튼을 탭하여 이전 화면으로 돌아가십시오.", "back"),
        ("ko", "이전 페이지로 돌아가려면 뒤로를 탭하세요.", "back"),
        ("ko", "아래로 스크롤하여 더 많은 옵션을 보십시오.", "scrolling"),
        ("ko", "스크롤하면 나머지 단계가 표시됩니다.", "scrolling"),
        ("ko", "스위치를 탭하여 켜십시오.", "toggle"), ("ko", "닫기 버튼을 클릭하여 창을 닫으십시오.", "close"),
        // A place reached by scrolling, a named setting, the app's own controls.
        ("en", "Scroll down to Delete Account, then tap it.", ""), ("en", "Turn on the Reminders switch.", ""),
        ("en", "Tap Versions to go back to an earlier version.", ""), ("en", "Back up your recipes to iCloud.", ""),
        ("en", "Close the lid to put your Mac to sleep.", ""), ("en", "Scroll the list with the Digital Crown.", ""),
        ("en", "Flip the switch on the side to silence your iPhone.", ""),
        ("ko", "아래로 스크롤하여 계정 삭제를 탭하십시오.", ""), ("ko", "뒤로 물러나서 사진을 찍으십시오.", ""),
        ("ko", "알림 스위치를 켜십시오.", ""), ("ko", "닫기를 탭하면 변경 사항이 저장됩니다.", ""),
    ])
    func explanations(_ language: String, _ text: String, _ expected: String) {
        let found = StandardControlRule.explanations(in: text, language: language).map { "\($0.control)" }
        #expect(found == (expected.isEmpty ? [] : [expected]))
    }
}
