@testable import HelpRules
import Testing

/// Korean dictionary words written for the ones meant, told by the word
/// next to them, and the fixes.
struct KoreanConfusableTests {
    @Test(arguments: [
        ("사진이 저장되지 안습니다. 동기화하지 안아요. 열리지 안으면 다시 시도하세요. 지우지 안도록 하세요.",
         "사진이 저장되지 않습니다. 동기화하지 않아요. 열리지 않으면 다시 시도하세요. 지우지 않도록 하세요."),
        ("관리자로써 로그인하고 회원으로써 참여하세요.", "관리자로서 로그인하고 회원으로서 참여하세요."),
        ("카드로 결재하거나 결재 수단을 고르세요. 결재금액을 확인하세요.", "카드로 결제하거나 결제 수단을 고르세요. 결제금액을 확인하세요."),
        ("그리고 나서 완료를 탭하고 그리고 나면 그리고 난 후에", "그러고 나서 완료를 탭하고 그러고 나면 그러고 난 후에"),
        ("정답을 맞춰 보세요. 답을 맞췄습니다. 정답 맞추기, 정답을 맞출 때", "정답을 맞혀 보세요. 답을 맞혔습니다. 정답 맞히기, 정답을 맞힐 때"),
        // Better is 낫다, pointing at 가리키다, any of a choice -든(지), how many days 며칠.
        ("더 낳은 방법이 더 낳습니다. 더 낳아요.", "더 나은 방법이 더 낫습니다. 더 나아요."),
        ("화살표가 가르치는 방향으로 가고 손가락이 가르킨 곳, 가르친 쪽을 보세요.", "화살표가 가리키는 방향으로 가고 손가락이 가르킨 곳, 가리킨 쪽을 보세요."),
        ("무엇이던지 상관없이 어떤 기기이던 관계없이 씁니다.", "무엇이든지 상관없이 어떤 기기이든 관계없이 씁니다."),
        ("하나를 선택하던지 건너뛰십시오. 눈에 띠지 않는 버튼, 눈에 띤 항목", "하나를 선택하든지 건너뛰십시오. 눈에 띄지 않는 버튼, 눈에 띈 항목"),
        ("몇 일 후에 몇 일간 몇 일째 봅니다.", "며칠 후에 며칠간 며칠째 봅니다."),
        ("가능한 빨리 업데이트하고 가능한 정확하게, 가능한 자세히 적으십시오.", "가능한 한 빨리 업데이트하고 가능한 한 정확하게, 가능한 한 자세히 적으십시오."),
        ("서버에게 보내고 앱에게는 권한을, iPhone에게서 받은 알림을 Apple Watch에게 보냅니다.",
         "서버에 보내고 앱에는 권한을, iPhone에서 받은 알림을 Apple Watch에 보냅니다."),
        ("같은 편집을 다른 사진들에게 적용하고 앨범에게도 보내십시오.", "같은 편집을 다른 사진들에 적용하고 앨범에도 보내십시오."),
        // 실패하다 and 성공하다 take 에.
        ("로그인을 실패했습니다. 사진 로드를 실패하면 저장을 성공할 때까지 업데이트를 실패한 기기를 봅니다.",
         "로그인에 실패했습니다. 사진 로드에 실패하면 저장에 성공할 때까지 업데이트에 실패한 기기를 봅니다."),
        // By doing is 으로써 after a verb's -ㅁ.
        ("자동 결제를 사용함으로서 시간을 아끼고 저장됨으로서 안전하며 동의했음으로서 끝납니다. 해 줌으로서 돕습니다.",
         "자동 결제를 사용함으로써 시간을 아끼고 저장됨으로써 안전하며 동의했음으로써 끝납니다. 해 줌으로써 돕습니다."),
    ])
    func fixesWriteTheWordMeant(_ text: String, _ expected: String) {
        let found = KoreanConfusableRule.findings(in: text)
        #expect(!found.isEmpty && found.allSatisfy { $0.replacement != nil }, "\(text)")
        let fixed = ValueFixes.applying(found, to: text)
        #expect(fixed == expected)
        #expect(KoreanConfusableRule.findings(in: fixed).isEmpty)
    }

    @Test func messagesNameTheWordMeant() {
        #expect(KoreanConfusableRule.findings(in: "저장되지 안습니다.").map(\.message)
                == ["“저장되지 안습니다”: after -지 the negation is 않다; write “않습니다”"])
        #expect(KoreanConfusableRule.findings(in: "관리자로써 로그인").map(\.message)
                == ["“관리자로써”: 로써 is by means of; as a person or a role, write “관리자로서”"])
    }

    /// Each word where it is the word meant: 안 (inside) after a noun in 지,
    /// 안다 (hold), 로써 after a means, 결재 (approval) of a document.
    @Test(arguments: [
        "이미지 안을 확대하고 페이지 안에서 찾으세요. 메시지 안은 비어 있습니다.",
        "아이를 안고 사진을 찍으세요. 저장되지 않습니다. 안습니다.",
        "이 기능으로써 시간을 절약합니다. 관리자로서 로그인하세요.",
        "문서를 팀장에게 결재 요청하세요. 결재가 승인되었습니다. 카드로 결제하세요.",
        "Photos aren’t saved.",
        "그리고 나는 저장합니다. 그리고 나중에 보세요. 화면에 맞춰 정답을 맞게 쓰세요.",
        "수업을 가르치는 선생님입니다. 알을 낳은 새, 더 나은 방법, 사용하던 앱, 몇 일정, 몇 일반 사용자, 던 상관",
        "가능한 방법과 가능한 한 빨리, 가능한 게 없습니다. 친구에게 보내고 관리자에게서 받고 고양이에게 주십시오. 친구들에게 사진들을 보내십시오. 에게",
        "누구였던지 모르겠습니다. 공을 던지세요. 붉은빛을 띠는 사진, 눈에 띄는 버튼. 던지 않습니다.",
        "얼마나 빠르던지 놀랐습니다.",
        "사람으로서, 팀으로서 보관함으로서 받은 편지함으로서 녹음으로서 처음으로서 씁니다. 으로서 함으로서",
        "업데이트를 성공시키려면 실패를 두려워하지 말고 실패를 성공으로 바꾸세요. 로그인에 실패했습니다. 을 실패했습니다",
    ])
    func wordsMeantPass(_ text: String) {
        #expect(KoreanConfusableRule.findings(in: text).isEmpty, "\(text)")
    }

    /// The byte test never rules out a text whose words hold one of the
    /// mistakes, on texts made of their pieces.
    @Test func bytesRuleOutOnlyTextsWithoutAMistake() {
        let pieces = ["저장되지", "안습니다", "안고", "이미지", "관리자로써", "회원으로써", "결재", "결재하기", "수단", "카드로",
                      " ", " ", "지", "안", "로", "써", "A", "그리고", "나서", "정답을", "답", "맞춰", "맞",
                      "더", "낳은", "가르치는", "방향", "곳", "이던", "던지", "상관없이", "관계", "몇", "일", "일간",
                      "가능한", "빨리", "정확하게", "서버", "에게", "앱에게", "친구", "로그인을", "저장을", "실패했습니다", "성공한",
                      "실패를", "성공시키려면", "사용함으로서", "으로서", "녹음으로서"]
        var generator = SeededNumbers(seed: 681)
        var found = 0
        for _ in 0..<5000 {
            let text = generator.text(of: pieces, fewerThan: 7)
            if !KoreanConfusableRule.wordFindings(in: text).isEmpty {
                found += 1
                #expect(KoreanConfusableRule.mayHoldConfusable(text), "\(text)")
            }
        }
        #expect(found > 60, "the pieces made \(found) texts with a finding")
    }

    /// The one-pass search says what a search for each needle says.
    @Test func oneReadingFindsWhatEachSearchFinds() {
        let pieces = ["지 안", "로써", "결재", "그리고 나", "답을 맞", "답 맞", "지", "안", " ", "로", "그리고", "답", "맞", "é", "😀", "A", "결"]
        var generator = SeededNumbers(seed: 682)
        for _ in 0..<3000 {
            let text = generator.text(of: pieces, fewerThan: 6)
            let expected = KoreanConfusableRule.needles.contains { text.containsBytes(Array($0.utf8)) }
            #expect(KoreanConfusableRule.mayHoldConfusable(text) == expected, "\(text)")
        }
    }
}
