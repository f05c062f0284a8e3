@testable import HelpRules
import Testing

/// A word said twice, once natively and once in a Sino-Korean syllable
/// (겹말), and the fix that keeps one.
struct KoreanRedundancyTests {
    @Test(arguments: [
        ("나중에 다시 재시도하세요. 다시 재연결하고 다시 재로그인하십시오.", "나중에 다시 시도하세요. 다시 연결하고 다시 로그인하십시오."),
        ("가장 최신 버전과 가장 최적의 설정, 가장 최고의 화질입니다.", "최신 버전과 최적의 설정, 최고의 화질입니다."),
        ("미리 예약하고 미리 예매하세요.", "예약하고 예매하세요."),
        ("남은 잔액은 %@이고 남은 잔량은 10%입니다.", "잔액은 %@이고 잔량은 10%입니다."),
        ("메시지를 수신 받았습니다. 수신받은 메시지를 여세요.", "메시지를 받았습니다. 받은 메시지를 여세요."),
        ("약 10분 정도 걸립니다. 약 %lld분쯤 남았습니다. 약 1,000원 정도이고 약 2.5GB가량입니다.",
         "10분 정도 걸립니다. %lld분쯤 남았습니다. 1,000원 정도이고 2.5GB가량입니다."),
        ("다시 반복하세요.", "반복하세요."),
        ("적어도 하나 이상의 필터를 선택하고 적어도 한 개 이상 고르세요.", "하나 이상의 필터를 선택하고 한 개 이상 고르세요."),
        ("%@님이 이 카드를 편집하고 있는 중입니다. 찾고 있는 중이에요.", "%@님이 이 카드를 편집하는 중입니다. 찾는 중이에요."),
        ("최소 1분 이상 일어서세요. 암호는 최소 %lld자 이상, 최대 20자 이하입니다.", "1분 이상 일어서세요. 암호는 %lld자 이상, 20자 이하입니다."),
        ("최소 8자이상의 암호, 최대 %lld개이하", "8자이상의 암호, %lld개이하"),
        ("PDF로 다운로드 받을 수 있습니다. 앱을 다운로드 받으세요. 다운로드받은 파일을 다운로드 받아 여십시오.",
         "PDF로 다운로드할 수 있습니다. 앱을 다운로드하세요. 다운로드한 파일을 다운로드해 여십시오."),
        ("다운로드 받았습니다. 다운로드 받습니다. 다운로드받기, 다운로드 받는 중", "다운로드했습니다. 다운로드합니다. 다운로드하기, 다운로드하는 중"),
        // 매 (every) and 마다 (each) on one noun.
        ("매 마일마다 진동하고 매일마다 알리며 매번마다, 매 5분마다는 매시간마다의 요약입니다.",
         "마일마다 진동하고 매일 알리며 매번, 5분마다는 매시간의 요약입니다."),
    ])
    func fixesKeepOneOfTheTwo(_ text: String, _ expected: String) {
        let found = KoreanRedundancyRule.findings(in: text)
        #expect(!found.isEmpty && found.allSatisfy { $0.replacement != nil }, "\(text)")
        let fixed = ValueFixes.applying(found, to: text)
        #expect(fixed == expected)
        #expect(KoreanRedundancyRule.findings(in: fixed).isEmpty)
    }

    /// 마다 alone, 매 alone and 매 in a word that is no word of time pass.
    @Test func eachSaidOnceIsLeft() {
        #expect(KoreanRedundancyRule.findings(in: "마일마다 진동하고 매일, 매 랩 알리며 매주 목요일마다 매장마다 매력마다 봅니다. 마다").isEmpty)
        #expect(KoreanRedundancyRule.findings(in: "매 마일마다 진동합니다.").map(\.message)
                == ["“매 마일마다” says each twice (매 and 마다); write “마일마다”"])
    }

    /// A stem in ㄹ drops it before 는 (만드는): reported, not rewritten.
    @Test func aStemInRieulIsReportedWithoutAFix() {
        let found = KoreanRedundancyRule.findings(in: "보드를 만들고 있는 중입니다.")
        #expect(found.map(\.replacement) == [nil])
        #expect(found.first?.message.contains("says in progress twice") == true)
    }

    /// 받다's forms as 하다's: each listed start, and a form not listed
    /// (받들다's 받들어) left without a fix.
    @Test func receivingFormsAsHada() {
        #expect(KoreanRedundancyRule.hadaForm(ofReceiving: "받으십시오") == "하십시오")
        #expect(KoreanRedundancyRule.hadaForm(ofReceiving: "받아야") == "해야")
        #expect(KoreanRedundancyRule.hadaForm(ofReceiving: "받도록") == "하도록")
        #expect(KoreanRedundancyRule.hadaForm(ofReceiving: "받들어") == nil)
        #expect(KoreanRedundancyRule.findings(in: "다운로드 받들어").map(\.replacement) == [nil])
    }

    @Test func messagesSayWhatIsSaidTwice() {
        #expect(KoreanRedundancyRule.findings(in: "다시 재시도하세요.").map(\.message)
                == ["“다시 재시도하세요” says again twice (재- is 다시); write “다시 시도하세요”"])
        #expect(KoreanRedundancyRule.findings(in: "약 10분 정도 걸립니다.").map(\.message)
                == ["“약 10분 정도” says about twice (약 and 정도); write “10분 정도”"])
        #expect(KoreanRedundancyRule.findings(in: "가장 최신 버전").map(\.message)
                == ["“가장 최신” says most twice (최- is 가장); write “최신”"])
    }

    /// Said once, or a second time on purpose: a reset done again, the most
    /// recent item, a number without a second about, 재생 (play, not re-).
    @Test(arguments: [
        "다시 시도하세요. 다시 재설정하세요. 다시 재부팅하세요. 다시 재생하세요.",
        "가장 최근 항목입니다. 가장 좋은 설정입니다. 최신 버전입니다.",
        "약 10분 걸립니다. 10분 정도 걸립니다. 약간 정도가 지나칩니다. 약 정도.",
        "미리 다운로드하세요. 남은 시간입니다. 수신 거부를 받았습니다.",
        "편집하고 있습니다. 편집하는 중입니다. 보고 있는 사진. 기다리고 있는 중요한 메시지.",
        "최소 8자를 입력하세요. 최대 10명까지 초대할 수 있습니다. 8자 이상입니다. 최소 8자 이하. 최대 화면 이상.",
        "다시재시도", "Try again later.", "다운로드를 받으세요. 다운로드 버튼을 탭하고 받은 편지함을 여십시오.",
    ])
    func saidOnceIsLeftAlone(_ text: String) {
        #expect(KoreanRedundancyRule.findings(in: text).isEmpty, "\(text)")
    }

    /// The byte test never rules out a text whose words hold a pair, on
    /// texts made of the pairs' pieces.
    @Test func bytesRuleOutOnlyTextsWithoutAPair() {
        let pieces = ["다시", "재시도", "가장", "최신", "미리", "예약", "남은", "잔액", "수신", "받은", "수신받은", "약", "10분",
                      "정도", " ", " ", "가", "재", "ㄱ", "A", "%lld", "쯤", "최소", "최대", "이상", "이하", "적어도", "하나", "편집하고", "있는", "중입니다",
                      "다운로드", "받을", "다운로드받은"]
        var generator = SeededNumbers(seed: 68)
        var found = 0
        for _ in 0..<3000 {
            let text = generator.text(of: pieces, fewerThan: 7)
            if !KoreanRedundancyRule.pairs(in: text).isEmpty {
                found += 1
                #expect(KoreanRedundancyRule.mayHoldRedundancy(text), "\(text)")
            }
        }
        #expect(found > 100, "the pieces made \(found) texts with a finding")
    }
}
