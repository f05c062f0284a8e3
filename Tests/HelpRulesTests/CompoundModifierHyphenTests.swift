@testable import HelpRules
import Testing

/// A number and a unit in the singular before a noun: the spaces where
/// the hyphen goes, by character offset.
struct CompoundModifierHyphenTests {
    @Test(arguments: [
        ("Start your 30 day free trial.", [13]),
        ("Enter the 6 digit code.", [11]),
        ("Start Your 30 Day Free Trial", [13]),
        ("A five star rating, a 24 hour clock and a 1.5 hour drive.", [6, 24, 45]),
        ("Set a six character passcode in ten minute steps.", [9, 35]),
        // Not before a noun, a plural, one, a year, a range, an abbreviation.
        ("It takes 3 days. 1 day left. Wait 2 hour. A 5 GB file, a 10 MB photo.", []),
        ("Your 2024 Year in Review is ready; 2–3 day shipping, 2-3 day trips.", []),
        ("Go to page 4 step 2. It lasted 3 day and night, 2 day of rest, 5 year old.", []),
        ("Your 30-day trial ends with %lld day left; one day trip.", []),
        // A version's last group, a number in a standard's name; a decimal count is one.
        ("Read the 3.12.0 page size note on the ISO 10646 character set, or the 1.5 hour class.", [73]),
        // A position on the screen before the part it names.
        ("Tap Add in the upper right corner, or the Top Left edge of a 5 day plan.", [20, 45, 62]),
        ("Tap Add in the upper right. Swipe right side to side, top right, the upper-right corner, bottom  left corner.", []),
    ])
    func spacesThatTakeAHyphen(_ text: String, _ expected: [Int]) {
        #expect(CompoundModifierHyphenRule.findings(in: text).map(\.range.lowerBound) == expected, "\(text)")
    }

    /// up-to-date after what it describes, and the fix that writes it apart.
    @Test(arguments: [
        ("Keep your library up-to-date.", ["up-to-date→up to date"]),
        ("Stay Up-to-date and secure; it’s up-to-date", ["Up-to-date→Up to date", "up-to-date→up to date"]),
        ("An up-to-date copy of up-to-date photos.", []),
        ("Thanks for the up-to-date and Changes features.", []),
        ("Track your package in real-time. Edit in Real-Time and share.", ["real-time→real time", "Real-Time→Real Time"]),
        ("A real-time view, in real-time mode; prices are real-time.", []),
    ])
    func upToDateAfterWhatItDescribes(_ text: String, _ expected: [String]) {
        let found = CompoundModifierHyphenRule.findings(in: text).map { String(Array(text)[$0.range]) + "→" + ($0.replacement ?? "nil") }
        #expect(found == expected, "\(text)")
    }

    /// The one-pass byte test never rules out a text holding a modifier
    /// the check reads (up-to-date, real-time in any case), and rules out
    /// most others, on texts made of their pieces.
    @Test func byteTestKeepsEveryTextWithTheModifiers() {
        let pieces = ["up-to-date", "real-time", "Real-Time", "REAL-TIME", "-", "to", "t", "o", "l", "time", " ", "é", "a", "Up-To-Date"]
        var numbers = SeededNumbers(seed: 731)
        var ruledOut = 0
        for _ in 0..<4000 {
            let text = numbers.text(of: pieces, fewerThan: 8)
            let holds = text.contains("up-to-date") || text.lowercased().contains("real-time")
            if holds { #expect(CompoundModifierHyphenRule.mayHoldHyphenatedAfter(text), "\(text)") }
            if !CompoundModifierHyphenRule.mayHoldHyphenatedAfter(text) { ruledOut += 1 }
        }
        #expect(ruledOut > 1000)
    }

    /// Compounds Apple's style hyphenates before a noun, written open
    /// before a noun of their list; the same words elsewhere pass.
    @Test(arguments: [
        ("Use third party apps and in app purchases.", ["third party→third-party", "in app→in-app"]),
        ("Messages use end to end encryption; follow the step by step instructions.", ["end to end→end-to-end", "step by step→step-by-step"]),
        ("Save high quality photos with a one time code in full screen mode.", ["high quality→high-quality", "one time→one-time", "full screen→full-screen"]),
        ("Easy to use tools, the built in camera, real time updates and on device processing.",
         ["Easy to use→Easy-to-use", "built in→built-in", "real time→real-time", "on device→on-device"]),
        ("In App Purchases", ["In App→In-App"]),
        ("A third party may access it. Available in app stores. It was built in minutes. Step by step, you learn. Go full screen.", []),
        ("Use third-party apps. Buy in  app purchases. One time, code it.", []),
    ])
    func openCompoundsBeforeANoun(_ text: String, _ expected: [String]) {
        let found = CompoundModifierHyphenRule.findings(in: text).map { String(Array(text)[$0.range]) + "→" + ($0.replacement ?? "nil") }
        #expect(found == expected, "\(text)")
    }

    @Test func theMessageNamesTheHyphenatedModifier() {
        #expect(CompoundModifierHyphenRule.unhyphenated(in: "Enter the 6 digit code.").map(\.message) == [
            "“6 digit” describes what follows it; a number and its unit before a noun take a hyphen: “6-digit”",
        ])
    }
}
