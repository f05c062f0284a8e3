import HelpCore
@testable import HelpRules
import Testing

/// `WordForms.mayMatch` rules a string out only when its normalized form
/// is no entry: generated strings near the entries (case, punctuation,
/// quotes, Hangul, decomposed Hangul) are never ruled out wrongly, and
/// most strings are ruled out.
struct WordFormsTests {
    @Test func rulesOutOnlyStringsNoEntryEquals() {
        let forms = WordForms(["Error", "uh oh", "Something went wrong", "오류", "문제가 발생했습니다"])
        let pieces = ["E", "e", "r", "o", "R", "u", "h", " ", "!", "“", "”", "-", "오", "류", "문", "ᄋ", "ᅩ", "S", "s", "x", "1"]
        var numbers = SeededNumbers(seed: 7)
        var words = ["Error!", "“Error”", "ERROR", "Uh, oh", "uh-oh", "오류!", "  Error", "Save"]
        for _ in 0..<20_000 { words.append(numbers.text(of: pieces, fewerThan: 7)) }
        var ruledOut = 0
        for word in words where !forms.mayMatch(word) {
            ruledOut += 1
            #expect(!forms.entries.contains(WordMatch.normalized(word)), "\(word) was ruled out")
        }
        #expect(forms.mayMatch("Error!") && forms.mayMatch("“Error”") && forms.mayMatch("오류!") && forms.mayMatch("  Error"))
        #expect(!forms.mayMatch("Save") && !forms.mayMatch("저장"))
        #expect(ruledOut > words.count / 10)
    }

    /// An entry that starts otherwise than with two letters or a syllable
    /// (one letter, a digit) leaves every string to be compared.
    @Test func anEntryOfAnotherStartRulesNothingOut() {
        let forms = WordForms(["ok", "a", "404"])
        #expect(forms.mayMatch("Save") && forms.mayMatch("A"))
        #expect(WordMatch.equalsAny("A.", forms) && WordMatch.equalsAny("OK", forms) && !WordMatch.equalsAny("Save", forms))
    }
}
