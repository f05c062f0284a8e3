import HelpCore
@testable import HelpRules
import Testing

/// Copy that calls a task easy, and the same words where they say
/// something else.
struct EasyWordTests {
    static let forms = Lexicon(words: (try? WordLists.bundled()) ?? WordLists([:])).verbForms

    static func found(_ text: String) -> [String] {
        let characters = Array(text)
        return EasyWordRule.findings(in: text, forms: forms).map { String(characters[$0.range]) + "→" + ($0.replacement ?? "?") }
    }

    @Test(arguments: [
        ("Simply tap Save. You can just drag the note. Simply choose Export, or simply add it.", ["Simply tap→Tap", "just drag→drag", "Simply choose→Choose"]),
        ("Just swipe left. If you’d rather, simply upgrade. You can simply sign in.", ["Just swipe→Swipe", "simply upgrade→upgrade", "simply sign→sign"]),
        ("You can easily add a widget. It’s easy to keep notes in view; sharing is so easy.", ["easily add→add", "easy→?", "easy→?"]),
        ("Obviously, you need a passcode. That's really easy. It is easy to set up.", ["Obviously→?", "easy→?", "easy→?"]),
        // Just meaning only, or of time; easy as a name, a comparison, or after not.
        ("If you just want to preview it, touch and hold. We just sent a code. Just a moment. Or just return.", []),
        ("Easy levels are shorter. Larger Text makes notes easier to read. It’s not easy to undo, and you can’t easily undo it.", []),
        ("It just works. The app simply opens. Just released: new themes. An easy way. A list can easily grow.", []),
        // Easy of a thing, or before a mishap.
        ("It’s easy to confuse the two. Names are easy to guess. It is easy to accidentally delete it. This is easy to type. A way that is easy to use.", []),
    ])
    func tasksCalledEasy(_ text: String, _ expected: [String]) {
        #expect(Self.found(text) == expected, "\(text)")
    }

    @Test func theMessagesSayWhatToWrite() {
        #expect(EasyWordRule.findings(in: "Simply tap Save. It’s easy to share.", forms: Self.forms).map(\.message) == [
            "“Simply tap”: calling a step easy doesn’t make it so for a reader who is stuck; write “Tap”",
            "“It’s easy”: a task is as easy as the reader finds it; say what to do instead",
        ])
    }
}
