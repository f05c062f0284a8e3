@testable import HelpRules
import Testing

/// A question inside a sentence in a question's order, and questions and
/// statements that are right as they are.
struct QuestionOrderTests {
    static func found(_ text: String) -> [String] {
        let characters = Array(text)
        return QuestionOrderRule.findings(in: text).map { String(characters[$0.range]) + "→" + ($0.replacement ?? "?") }
    }

    @Test(arguments: [
        ("Let us know what do you think. Tell us why do you want to cancel.", ["do →", "do →"]),
        ("Find out where is your iPhone, and learn how does it work.", ["is→?", "does it→?"]),
        ("Do you know when is the next update? We wonder which do they prefer. Ask me how are you doing.", ["is→?", "do →", "are→?"]),
        // A question on its own, what or who as the subject, or a statement's order.
        ("What do you think? Where is your iPhone? Let us know what you think.", []),
        ("Find out what is new. See who is the owner. Learn how it works and where your iPhone is.", []),
        ("Tell what do you mean. I know what do.", []),
    ])
    func questionsInsideSentences(_ text: String, _ expected: [String]) {
        #expect(Self.found(text) == expected, "\(text)")
    }

    @Test func theMessagesSayWhatToWrite() {
        #expect(QuestionOrderRule.findings(in: "Let us know what do you think. Find out where is your iPhone.").map(\.message) == [
            "“what do you”: a question inside a sentence takes no do; write “what you”",
            "“where is your”: a question inside a sentence keeps a statement’s order; write “where your … is”",
        ])
    }
}
