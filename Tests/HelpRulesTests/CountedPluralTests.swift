import HelpCore
@testable import HelpRules
import Testing

/// An English text that counts in the plural without plural forms
/// (plural.categories): "1 workouts".
struct CountedPluralTests {
    @Test(arguments: [
        ("You have %lld workouts.", "%lld workouts"),
        ("Delete %d more photos?", "%d more photos"),
        ("%lu unread messages", "%lu unread messages"),
        ("Sent %1$lld files to %2$@.", "%1$lld files"),
        ("Done in %lld minutes", "%lld minutes"),
        ("%lld remains", "%lld remains"),
        ("%lld service alerts on your lines", "%lld service alerts"),
        ("Shared with %lld people", "%lld people"),
        ("%lld photo albums and %lld videos", "%lld photo albums"),
    ])
    func countsInThePluralAreFound(_ text: String, _ words: String) {
        #expect(CountedPlural.first(in: text)?.words == words, "\(text)")
    }

    @Test(arguments: [
        "Step %lld of %lld is done.",
        "%lld%% charged",
        "Distance: %lld km",
        "%lld-day streak",
        "Level %lld has a new badge.",
        "%@ photos",
        "%.1f hours",
        "%#@photos@ were shared.",
        "%lld Pros",
        "No placeholders here at all, just words.",
        "%lld plus tax",
        "%lld class",
        "%lld of your files",
        "%lld min walk to the stops",
        "%lld item needs attention.",
        "Page %lld for results",
        "%lld photo",
    ])
    func otherCountsAreLeftAlone(_ text: String) {
        #expect(CountedPlural.first(in: text) == nil, "\(text)")
    }

    /// Reported where the placeholder stands; a text with plural forms, and
    /// Korean, which has only other, are not.
    @Test func theRuleReportsTheCountsPlaceholder() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="a"><text xml:lang="en">You have %lld workouts.</text><text xml:lang="ko">운동이 %lld개 있어요.</text></string>
              <string id="b"><text xml:lang="en" plural="%lld"><one>%lld workout</one><other>%lld workouts</other></text><text xml:lang="ko">%lld workouts</text></string>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [PluralCategoriesRule.self])
        #expect(found.map(\.message) == [
            "“%lld workouts” counts without plural forms, so a count of 1 reads “1 workouts”: give the text one and other forms (plural=\"%lld\"), or a substitution",
        ])
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["3:47"])
    }
}

/// A plural hedged with (s) where a count is given, which plural forms
/// make unnecessary; not without a count, and not a parenthesis of its own.
struct HedgedPluralTests {
    @Test(arguments: [
        ("Deleted %lld file(s).", "file(s)"), ("%1$lld item(s) in %2$@", "item(s)"), ("Move %d photo(s)?", "photo(s)"),
        ("Delete the selected file(s)?", nil), ("%lld files (s) deleted", nil), ("%@ file(s)", nil), ("%lld (s)", nil),
    ] as [(String, String?)])
    func hedgedPluralsAreFound(_ text: String, _ word: String?) {
        #expect(CountedPlural.hedged(in: text)?.word == word, "\(text)")
    }
}
