@testable import HelpRules
import Testing

/// Which sentences help.save-reminder reads as asking the reader to
/// remember to save, and where it points.
struct SaveReminderTests {
    @Test(arguments: [
        // Reminders, leads and habits asked for, leaving the app.
        ("en", "Remember to save your entry.", ["Remember"]), ("en", "Don't forget to save!", ["forget"]),
        ("en", "Be sure to save before you quit.", ["sure"]), ("en", "Make sure you save your changes.", ["sure"]),
        ("en", "Always save your work.", ["Always"]), ("en", "Save Often", ["Save"]),
        ("en", "To keep your notes, save them frequently.", ["save"]),
        ("en", "Type your entry. Then save it before closing the app.", ["save"]),
        ("en", "Save your drawing before you sign out.", ["Save"]),
        ("ko", "저장하는 것을 잊지 마세요.", ["저장하는"]), ("ko", "잊지 말고 저장하십시오.", ["저장하십시오"]),
        ("ko", "작업을 수시로 저장해 주세요.", ["저장해"]), ("ko", "자주 저장하기", ["저장하기"]),
        ("ko", "앱을 종료하기 전에 꼭 문서를 저장하세요.", ["저장하세요"]),
        ("ko", "변경 사항을 저장해야 한다는 것을 기억하세요.", ["저장해야"]),
        // Offers, statements of what the app does, buttons, habits described.
        ("en", "Do you want to save the changes before closing?", []),
        ("en", "Your work is saved automatically, so there's no need to remember to save.", []),
        ("en", "Tap Save before you close the sheet.", []), ("en", "Folders you save to often appear first.", []),
        ("en", "Save a copy to send it to a friend.", []), ("en", "Saving often is a good habit of the past.", []),
        ("ko", "닫기 전에 변경 사항을 저장하겠습니까?", []), ("ko", "자주 저장하는 위치가 맨 위에 표시됩니다.", []),
        ("ko", "입력하는 동안 자동으로 저장되므로 저장하지 않아도 됩니다.", []),
        ("ko", "앱을 닫기 전에 변경 사항이 저장됩니다.", []), ("ko", "사본을 저장하여 친구에게 보내세요.", []),
    ])
    func reminders(_ language: String, _ text: String, _ expected: [String]) {
        let characters = Array(text)
        let found = SaveReminderRule.reminders(in: text, language: language).map { offset in
            String(characters[offset...].prefix(while: { $0.isLetter || $0 == "'" }))
        }
        #expect(found == expected)
    }
}
