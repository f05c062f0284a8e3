@testable import HelpRules
import Testing

/// case.emphasis: everyday words in capitals for emphasis, not acronyms,
/// not a text written in capitals throughout.
struct EmphasisCapitalsTests {
    @Test(arguments: [
        ("Start your FREE trial and unlock ALL features.", ["FREE→free", "ALL→all"]),
        // A shouted word that starts a sentence keeps its capital.
        ("IMPORTANT: Do NOT close the app. NOTE: it takes a minute.", ["IMPORTANT→Important", "NOT→not", "NOTE→Note"]),
        ("Then ONLY this one. Tap “NEW” to add one.", ["ONLY→only"]),
        // Acronyms, names and a text in capitals throughout.
        ("Export a PDF, enter your PIN, connect a USB drive, tap OK on your iPhone.", []),
        ("NEW", []),
        ("TAP TO START", []),
        ("Search with AND or OR between words.", []),
        ("Free means free.", []),
    ])
    func shoutedWordsAreReported(_ text: String, _ expected: [String]) {
        let found = EmphasisCapitalsRule.findings(in: text).map { "\(Array(text)[$0.range].map(String.init).joined())→\($0.replacement ?? "")" }
        #expect(found == expected, "\(text)")
    }
}
