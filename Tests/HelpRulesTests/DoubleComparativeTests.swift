@testable import HelpRules
import Testing

/// A comparison made twice, and more or most where they count or compare once.
struct DoubleComparativeTests {
    @Test(arguments: [
        ("Each level gets more harder, and syncing is more faster than before.", ["more harder→harder", "more faster→faster"]),
        ("This is the most easiest way. Most fastest of all.", ["most easiest→easiest", "Most fastest→Fastest"]),
        ("It works more better now and is more easier to use.", ["more better→better", "more easier→easier"]),
        ("It’s more safer.", ["more safer→safer"]),
        // more counts the noun after the comparative.
        ("More older users join. We show more better options and more larger files.", []),
        ("The files are 30% or more larger than before.", []),
        // The comparison made once, or by another word.
        ("It’s harder, more secure and the easiest. The most honest answer, the most latest-generation devices.", []),
        // Apart, or with a capital: no reading.
        ("Show more, faster. Try More Harder Mode.", []),
    ])
    func comparisonsMadeTwice(_ text: String, _ expected: [String]) {
        let characters = Array(text)
        let found = DoubleComparativeRule.findings(in: text).map { String(characters[$0.range]) + "→" + ($0.replacement ?? "") }
        #expect(found == expected, "\(text)")
    }
}
