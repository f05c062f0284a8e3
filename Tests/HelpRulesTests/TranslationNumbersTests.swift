@testable import HelpRules
import Testing

/// A translation's numbers against its source's (translation.numbers).
struct TranslationNumbersTests {
    @Test(arguments: [
        ("Walk 300 m, then 1,000 more.", ["300", "1000"]),
        ("%1$lld of %2$lld photos, 3 left", ["3"]),
        ("Play MP3s on an A17 chip with iOS 17.2.", ["17.2"]),
        ("Upgrade for $4.99 or ₩6,600, or 5,000원.", ["4.99", "6600", "5000"]),
        ("하루 최대 1만 걸음, 2.5천 원, 3천만", ["10000", "2500", "30000000"]),
        ("10K steps, 007, 1.50", ["10000", "7", "1.5"]),
    ])
    func numbersAreReadAsTheReaderSeesThem(_ text: String, _ expected: [String]) {
        #expect(TranslationNumbersRule.numbers(in: text).map(\.value) == expected, "\(text)")
    }

    @Test func aPriceKeepsItsCurrency() {
        let numbers = TranslationNumbersRule.numbers(in: "$4.99, ₩6,600, 5,000원, 2천 원, 10달러, 3 items")
        #expect(numbers.map(\.written) == ["$4.99", "₩6,600", "5,000원", "2천 원", "10달러", "3"])
        #expect(numbers.map(\.currency) == ["$", "₩", "₩", "₩", "$", nil])
    }

    /// Translations that keep their source's numbers, or write a number the
    /// source spells out, or convert a price or imperial units, pass.
    @Test(arguments: [
        ("Available in iOS 17 and later.", "iOS 17 이상에서 사용할 수 있습니다."),
        ("Save up to 50%.", "최대 50% 절약하세요."),
        ("It takes about a minute.", "약 1분 정도 걸립니다."),
        ("Every two weeks", "2주마다"),
        ("A 30-day free trial", "30일 무료 체험"),
        ("Back up at 2 AM, 9:41.", "오전 2시, 9:41에 백업합니다."),
        ("Wait 1–2 seconds.", "1~2초 기다리세요."),
        ("Rated 4.5 out of 5", "5점 만점에 4.5점"),
        ("Your 10th recipe", "10번째 레시피"),
        ("In 2 hours 30 minutes", "2시간 30분 후"),
        ("Walk 10K steps a day.", "하루 1만 걸음을 걸으세요."),
        ("Due Oct 5", "10월 5일까지"),
        ("Due May 5", "5월 5일까지"),
        ("Use at least eight characters.", "8자 이상 사용하세요."),
        ("Tap twice in a week.", "7일 안에 2번 탭하세요."),
        ("Walk 2 miles.", "3.2km를 걸으세요."),
        ("Press Command-1.", "Command-1을 누르세요."),
        ("Two photos", "사진 두 장"),
        ("Costs $50.", "50달러입니다."),
        ("Costs $50.", "$50입니다."),
        ("Save $5 on 2 items.", "2개 구매 시 5달러 할인"),
        ("Upgrade for $4.99.", "₩6,600에 업그레이드하세요."),
        ("Wait for the three-second countdown.", "3초 카운트다운을 기다리세요."),
        ("Run twenty-five laps.", "25바퀴를 달리세요."),
        ("A two-week trial", "2주 체험"),
        ("Play in 4K.", "4K로 재생하세요."),
        ("Walk 10K steps.", "10K 걸음을 걸으세요."),
        ("Prices are per person.", "가격은 1인 기준입니다."),
        ("Each seat costs extra.", "좌석 1개당 추가 요금이 있습니다."),
        // 만 after a number may be the particle "only".
        ("Only version 2 is supported.", "버전 2만 지원합니다."), ("Version 2.1 only", "버전 2.1만"),
        ("Invalid hex number", "잘못된 16진수"), ("An octal value", "8진수 값"), ("Enter a positive number.", "0보다 큰 수를 입력하십시오."),
        // A name's digits carried into the translated name; both, two's, zeroes.
        ("Compare FILE1 and FILE2.", "파일1과 파일2를 비교합니다."), ("Not a v2 bundle", "버전2 번들이 아닙니다"),
        ("Recode into utf8.", "UTF-8로 변환합니다."), ("Press both keys together.", "키 2개를 함께 누르세요."),
        ("Assuming two's complement", "2의 보수로 간주합니다"), ("Fill it with zeroes.", "0으로 채웁니다."),
    ])
    func keptNumbersPass(_ english: String, _ korean: String) {
        #expect(TranslationNumbersRule.problem([korean], language: "ko", source: [english], sourceLanguage: "en") == nil,
                "\(english) → \(korean)")
    }

    @Test(arguments: [
        ("Walk 300 m to the stop.", "정류장까지 30m 걸어가세요.", "this ko text has 30, which the en text doesn’t (it has 300)"),
        ("Stops after 12 hours.", "21시간 후에 멈춥니다.", "has 21, which"),
        ("Up to 10,000 steps", "최대 1천 걸음", "has 1천, which"),
        ("Sync your recipes.", "레시피 5개를 동기화하세요.", "(it has no number)"),
        ("Wait 15 seconds, then 3 more.", "51초 기다린 다음 4초 더 기다리세요.", "has 51 and 4, which"),
        ("Your balance is below $50.", "잔액이 $500 미만입니다.", "has $500, which the en text doesn’t (it has $50)"),
        ("Save $5.", "50달러를 절약하세요.", "has 50달러, which"),
        ("Run twenty-five laps.", "52바퀴를 달리세요.", "has 52, which"),
        ("Wait for the three-second countdown.", "5초 카운트다운을 기다리세요.", "has 5, which"),
        ("Needs cURL 7.22.0 or later.", "cURL 7.44.0 이상이 필요합니다.", "has 7.44.0, which"),
        ("Compare FILE1 and FILE2.", "파일1과 파일3을 비교합니다.", "has 3, which"),
        // 만 read as only still needs the source's number.
        ("Only version 2 is supported.", "버전 3만 지원합니다.", "has 3만, which"),
    ])
    func changedNumbersAreReported(_ english: String, _ korean: String, _ expected: String) {
        let message = TranslationNumbersRule.problem([korean], language: "ko", source: [english], sourceLanguage: "en")
        #expect(message?.contains(expected) == true, "\(message ?? "nil")")
    }
}
