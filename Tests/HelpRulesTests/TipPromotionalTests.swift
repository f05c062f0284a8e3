import HelpCore
@testable import HelpRules
import Testing

/// Buy, purchase, 구매, 구입 and 결제 sell only when they tell the reader to
/// buy (tip.promotional): a shopping or banking app's tips name purchases
/// and payments as what a feature is about.
struct TipPromotionalTests {
    static let english = ["buy", "purchase"]
    static let korean = ["구매", "구입", "결제"]

    @Test(arguments: [
        ("Buy Pro to export whole collections.", "Buy"),
        ("Export any recipe. Purchase the full version for more.", "Purchase"),
        ("Round up each purchase to the nearest dollar.", nil),
        ("Touch and hold a purchase, then tap Split.", nil),
        ("To buy an item, tap Buy.", nil),
        ("Your purchases appear here.", nil),
    ] as [(String, String?)])
    func englishCallsToBuyStartASentence(_ text: String, _ call: String?) {
        #expect(TipPromotionalRule.callToBuy(in: text, calls: Self.english, korean: false)?.word == call)
    }

    @Test(arguments: [
        ("모음 전체를 내보내려면 정식 버전을 구매하십시오.", "구매"),
        ("지금 구입하세요.", "구입"),
        ("프로 버전을 구매해 보세요.", "구매"),
        ("더 빠르게 결제하기", nil),
        ("각 결제 금액을 1달러 단위로 올림합니다.", nil),
        ("결제하려면 iPhone을 단말기 가까이에 대십시오.", nil),
        ("구매한 항목은 여기에 표시됩니다.", nil),
        ("결제 내역을 길게 터치하십시오.", nil),
    ] as [(String, String?)])
    func koreanCallsToBuyAreImperatives(_ text: String, _ call: String?) {
        #expect(TipPromotionalRule.callToBuy(in: text, calls: Self.korean, korean: true)?.word == call)
    }

    @Test func theOffsetPointsAtTheCall() {
        #expect(TipPromotionalRule.callToBuy(in: "Export any recipe. Buy Pro for more.", calls: Self.english, korean: false)?.offset == 19)
        #expect(TipPromotionalRule.callToBuy(in: "정식 버전을 구매하십시오.", calls: Self.korean, korean: true)?.offset == 7)
    }

    /// Upsells, rating requests and offers written as teams write them;
    /// a feature's own words (free up space, an ad blocker's settings
    /// aside) pass.
    @Test(arguments: [
        ("Get 50%% off your first year of Pro.", "en", "% off"),
        ("Try Pro free for 7 days.", "en", "free for"),
        ("Enjoy your recipes? Rate us on the App Store.", "en", "rate us"),
        ("Go ad-free with Plus.", "en", "ad-free"),
        ("Limited offer: every recipe in one place.", "en", "limited offer"),
        ("7일 동안 Pro를 무료로 사용해 보세요.", "ko", "무료로 사용해"),
        ("App Store에서 평가해 주세요.", "ko", "평가해 주세요"),
        ("Plus로 광고 없이 요리를 즐기세요.", "ko", "광고 없이"),
        // Superlatives that rank the feature (seventy-seventh session); a way a tip teaches passes.
        ("Discover music like never before.", "en", "like never before"),
        ("Sharing has never been easier.", "en", "never been easier"),
        ("그 어느 때보다 빠르게 공유하세요.", "ko", "그 어느 때보다"),
        ("The fastest way to find a song is to ask Siri.", "en", nil),
        ("Free up space by removing downloaded episodes.", "en", nil),
        ("Swipe left on a recipe to delete it.", "en", nil),
        ("방문한 식당을 평가해 보세요.", "ko", nil),
    ] as [(String, String, String?)])
    func offersAndRatingRequestsArePromotional(_ text: String, _ language: String, _ word: String?) throws {
        let other = language == "en" ? "ko" : "en"
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><tip id="t"><title><text xml:lang="\(language)">Cook More</text><text xml:lang="\(other)">x</text></title><message><text xml:lang="\(language)">\(text)</text><text xml:lang="\(other)">x</text></message></tip></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TipPromotionalRule.self])
            .filter { $0.language == language }
        #expect(found.first.map { String($0.message.split(separator: "”")[0].dropFirst()) } == word, "\(found.map(\.message))")
    }
}
