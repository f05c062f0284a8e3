@testable import HelpRules
import Testing

/// A series of three or more without its serial comma, and commas and
/// conjunctions that make no series.
struct SerialCommaTests {
    static func found(_ text: String) -> [String] {
        let characters = Array(text)
        return SerialCommaRule.findings(in: text).map { String(characters[$0.range]) + "→" + ($0.replacement ?? "?") }
    }

    @Test(arguments: [
        ("Works with iPhone, iPad and Mac.", ["iPad→iPad,"]),
        ("iPhone, Apple Watch or iPad can unlock it. Back up your photos, videos and documents.", ["Watch→Watch,", "videos→videos,"]),
        ("Choose Notes, Reminders, Calendar and Mail, then tap Done.", ["Calendar→Calendar,"]),
        ("Share the name, email or phone number.", ["email→email,"]),
        // Written with the comma, a pair, or a comma after the sentence's opening.
        ("Works with iPhone, iPad, and Mac. Photos and Camera are listed.", []),
        ("Yes, Notes and Reminders sync. In Settings, Photos and Camera are listed. If you sign in, photos and videos sync.", []),
        ("On your Mac, Photos and Notes open. When it's done, tap Save and close. Now, Safari and Mail are ready.", []),
        ("Tap Save, then Share and Done. Drink water, walk more and rest.", []),
        ("The hunk, plus or minus an offset. All cpusets, whether or not they run.", []),
    ])
    func seriesWithoutTheirComma(_ text: String, _ expected: [String]) {
        #expect(Self.found(text) == expected, "\(text)")
    }

    @Test func theMessageQuotesTheSeries() {
        #expect(SerialCommaRule.findings(in: "Works with iPhone, iPad and Mac. Use Mac, iPad or Apple Watch.").map(\.message) == [
            "“iPhone, iPad and Mac”: Apple’s style puts a comma before the and of a series of three or more; write “iPad,”",
            "“Mac, iPad or Apple Watch”: Apple’s style puts a comma before the or of a series of three or more; write “iPad,”",
        ])
    }
}
