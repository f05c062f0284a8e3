@testable import HelpRules
import Testing

/// Ordinals in figures: spelled out under 10, no suffix in a date, the
/// suffix that fits, and none after a placeholder.
struct OrdinalNumberTests {
    @Test(arguments: [
        ("You reached your goal for the 3rd day in a row.", ["3rd→third"]),
        ("1st, open the app. Then the 2nd step.", ["1st→First", "2nd→second"]),
        ("Never shared with 3rd parties or 3rd-party apps.", ["3rd→third", "3rd→third"]),
        ("Renews on December 5th, or Dec. 1st, or Monday, January 22nd.", ["th→", "st→", "nd→"]),
        ("The 22th, 1th, 13rd, 111st and 1,002th visits; the 21th.", ["th→nd", "th→st", "rd→th", "st→th", "th→nd", "th→st"]),
        ("Your %lldth visit and the %1$@rd time.", ["%lldth→nil", "%1$@rd→nil"]),
    ])
    func reported(_ text: String, _ expected: [String]) {
        let found = OrdinalNumberRule.findings(in: text)
        let written = found.map { finding in String(Array(text)[finding.range]) + "→" + (finding.replacement ?? "nil") }
        #expect(written == expected, "\(text)")
    }

    @Test(arguments: [
        "The third day, the 10th, 22nd, 101st and 1,000th visits.",
        "AirPods (2nd generation), iPad (10th generation) and the 3rd-gen model.",
        "Renews on December 5. Version 1.5th? A1st, v2nd, 5star, 3rdparty, 4three.",
        // A fraction’s denominator (seventy-seventh session).
        "It uses no more than 1/8th of memory, or 3/4th.",
        "Use %lld items. Press 1 then st. 50% then.",
        "",
    ])
    func passes(_ text: String) {
        #expect(OrdinalNumberRule.findings(in: text).isEmpty, "\(text)")
    }

    /// The byte test rules out only texts the rule finds nothing in.
    @Test func textsSkippedByTheirBytesHoldNoOrdinal() {
        var numbers = SeededNumbers(seed: 71)
        let pieces = ["1", "3", "22", "st", "nd", "rd", "th", " ", " ", "%", "lld", "%@", "d", "x", ",", ".", "December ", "-"]
        var skipped = 0, found = 0
        for _ in 0..<4000 {
            let text = numbers.text(of: pieces, fewerThan: 6)
            let findings = OrdinalNumberRule.ordinalFindings(in: text)
            found += findings.isEmpty ? 0 : 1
            if !OrdinalNumberRule.mayHoldOrdinal(text) {
                skipped += 1
                #expect(findings.isEmpty, "\(text)")
            }
        }
        #expect(skipped > 1000 && found > 100, "\(skipped) skipped, \(found) with findings")
    }
}
