@testable import HelpRules
import Testing

/// A preposition a verb or a span doesn't take, or one it does left out,
/// and the same words where English has them so.
struct PrepositionTests {
    static func found(_ text: String) -> [String] {
        let characters = Array(text)
        return PrepositionRule.findings(in: text).map { String(characters[$0.range]) + "→" + ($0.replacement ?? "?") }
    }

    @Test(arguments: [
        ("Please contact to customer service. Contact to us. You can answer to the survey later.",
         ["contact to→contact", "Contact to→Contact", "answer to→answer"]),
        ("We’ll discuss about it, as mentioned about above. It describes about the plan and emphasizes on speed.",
         ["discuss about→discuss", "mentioned about→mentioned", "describes about→describes", "emphasizes on→emphasizes"]),
        ("To request for a refund, refer the help page or refer our guide.", ["request for→request", "refer→refer to", "refer→refer to"]),
        ("Your account is locked during 30 minutes. You haven’t signed in since 3 days. During two weeks, it waits.",
         ["during→for", "since→for", "During→For"]),
        ("Tap the below button to see a below option.", ["below button→button below", "below option→option below"]),
        // in before a device, where apps and data are on it.
        ("It isn't supported in this device. Photos in your iPhone and files in your Apple Watch are kept.", ["in→on", "in→on", "in→on"]),
        ("The SIM card in your iPhone. In your Mac’s settings. In the device list. In Apple Music. Stored in a watch face. In your iPhone settings.", []),
        ("Plug in the device to charge. Sign in your Mac to sync. The axes in the device are listed.", []),
        // The same words where English has them so.
        ("The answer to your question is here. Answer to Life. Request for Access. A request for a refund. Add a contact to Favorites.", []),
        ("A discussion about it. Refer a friend, or refer your coworkers. Refer to the guide.", []),
        ("During the next 30 minutes, since 3 PM and since iOS 17. Since 3 days ago. Your heart during 30 minutes of exercise.", []),
        ("A below average score. See below. The steps below. Options below the line. The below new commands run.", []),
    ])
    func prepositions(_ text: String, _ expected: [String]) {
        #expect(Self.found(text) == expected, "\(text)")
    }

    @Test func theMessagesQuoteWhatToWrite() {
        #expect(PrepositionRule.findings(in: "Please contact to customer service during 30 minutes.").map(\.message) == [
            "“contact to customer”: contact takes its object directly, with no to; write “contact customer”",
            "“during 30 minutes”: a length of time takes for; write “for 30 minutes”",
        ])
    }
}
