@testable import HelpRules
import Testing

/// `text.second-person` finds the reader called "the user" and writes you.
struct SecondPersonTests {
    @Test(arguments: [
        ("The user can scale any recipe.", ["You"]),
        ("Now the users can't see it, and the app asks users to sign in.", ["you", "you"]),
        ("Ledger reminds the user to back up, and lets users choose a folder.", ["you", "you"]),
        ("Open the user’s sidebar or the user's list.", ["your", "your"]),
        ("Users must sign in first.", ["You"]),
        // Other people, and the word in names and settings.
        ("Invite other users; invited users can edit, a user who leaves can’t, and each user may view it.", []),
        ("Allow users to edit. Show users in the sidebar. Users and Groups.", []),
        ("The user guide and the username can change; users’ budgets stay.", []),
        ("No one here.", []),
        // Copy that says you already means someone else by the user.
        ("If you remove someone from your budget, the user can’t see it.", []),
    ] as [(String, [String])])
    func readerReferences(_ text: String, _ replacements: [String]) {
        #expect(SecondPersonRule.references(in: text).map(\.replacement) == replacements)
    }

    @Test func theFindingNamesTheWordsItReplaces() {
        let found = SecondPersonRule.references(in: "Then the user can export.")
        #expect(found.map(\.range) == [5..<13])
        #expect(found.map(\.message) == ["copy speaks to its reader: write “you”, not “the user”"])
    }
}
