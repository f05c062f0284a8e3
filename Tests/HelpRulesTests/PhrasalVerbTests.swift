import HelpCore
@testable import HelpRules
import Testing

/// A noun of one word where its verb of two belongs, and the same nouns
/// where they are nouns or names.
struct PhrasalVerbTests {
    static let verbs: PhrasalVerbs = {
        let lexicon = Lexicon(words: (try? WordLists.bundled()) ?? WordLists([:]))
        return lexicon.phrasalVerbs
    }()

    @Test(arguments: [
        ("Backup your photos.", ["Backup→Back up"]),
        // An ampersand joins as "and" does: a verb with its object after it, a noun before a noun.
        ("Click Done & setup your account, or open Photos & backup settings.", ["setup→set up"]),
        ("Run make && setup your account.", []),
        ("You need to setup iCloud first.", ["setup→set up"]),
        ("Please login to continue, or logout now.", ["login→sign in", "logout→sign out"]),
        ("Tip: Checkout the new filters, then shutdown your Mac.", ["Checkout→Check out", "shutdown→shut down"]),
        ("You can’t login.", ["login→sign in"]),
        ("Your session has expired. Kindly login again.", ["login→sign in"]),
        ("Logout of iCloud first, or signup for the beta.", ["Logout→Sign out", "signup→sign up"]),
        ("The logout screen opens. Use the signup form.", []),
        ("Select the checkbox to opt-in, or you can opt-out later. Please check-in at the desk.",
         ["opt-in→opt in", "opt-out→opt out", "check-in→check in"]),
        ("The opt-in form and the check-in time are here.", []),
        // Nouns, and names.
        ("The backup is ready. Make a backup, then sign in.", []),
        ("Backup settings are below; the login window opens.", []),
        ("Use Setup Assistant, or go to Setup.", []),
        ("Login to iCloud failed.", []),
        ("Your setup is complete.", []),
        ("Go to backup settings.", []),
        ("Keep photos and backup files apart.", []),
        ("Export, then backup everything.", ["backup→back up"]),
        ("You can setup two accounts.", ["setup→set up"]),
        ("Please wakeup your iPhone, then signout.", ["wakeup→wake up", "signout→sign out"]),
        ("Breakdown your costs by week, or printout a copy.", ["Breakdown→Break down", "printout→print out"]),
        ("A breakdown of costs; the startup disk is full.", []),
        // A command starting the sentence: with, now, again after the noun make it one.
        ("Login with Apple ID", ["Login→Sign in"]), ("Backup now. Setup again.", ["Backup→Back up", "Setup→Set up"]),
        ("Setup in progress. Backup from yesterday. Backup for iPhone.", []),
        // An adjective that stands only before its noun: the object of a command.
        ("Setup automatic payments in a few steps. Backup new photos.", ["Setup→Set up", "Backup→Back up"]),
        ("Setup complete. Backup successful. Login required.", []),
        // A noun starting a sentence, then to and a verb of purpose: a command.
        ("Login to continue. Setup to start recording.", ["Login→Sign in", "Setup→Set up"]),
        ("Login to iCloud failed. Backup to external drive. Login to  continue.", []),
        // to your and a place that ends the sentence or goes on with a purpose: a command.
        ("Login to your account to continue. Login to your Mac!", ["Login→Sign in", "Login→Sign in"]),
        ("Login to your account failed. Backup to your Mac completed. Login to your  account.", []),
        // Hyphenated nouns and adjectives written for the verb.
        ("Please sign-in again, then set-up your account.", ["sign-in→sign in", "set-up→set up"]),
        // Capitalized at a sentence's start, the hyphen is no capital inside a name.
        ("Set-up your account. Back-up your photos.", ["Set-up→Set up", "Back-up→Back up"]),
        ("Sign-in required. Your sign-in details are safe.", []),
        // A noun joined by and to a preposition's noun, and a dotted name.
        ("Values swap at startup and shutdown. It runs after the initial fetch and checkout.", []),
        ("See checkout.defaultRemote and login.c for more.", []),
        ("Open the app and login.", ["login→sign in"]),
        // first as an adjective after a preposition or a determiner (seventy-seventh session).
        ("It runs after first login, and on first backup. Your first setup, then first backup everything.", ["backup→back up"]),
        // The other way round: the verb's two words after a determiner, before a word that shows a noun.
        ("The set up is complete. Your back up failed. Open the check out page; the clean up process ran.",
         ["set up→setup", "back up→backup", "check out→checkout", "clean up→cleanup"]),
        ("Set up your Mac. Back up now. Go back up the list. The log in Console is here. Keep the set up. Pick the set, up top.", []),
    ])
    func nounsWrittenForTheirVerbs(_ text: String, _ expected: [String]) {
        let found = PhrasalVerbRule.findings(in: text, verbs: Self.verbs)
        #expect(found.map { "\($0.written)→\($0.verb)" } == expected, "\(text)")
    }

    @Test func theNounWrittenApartIsReplacedWhole() {
        let text = "The Set Up screen and the set up is done."
        let found = PhrasalVerbRule.findings(in: text, verbs: Self.verbs)
        let characters = Array(text)
        #expect(found.map { String(characters[$0.range]) + "→" + $0.verb } == ["Set Up→Setup", "set up→setup"])
    }

    @Test func findingsPointAtTheNoun() {
        let text = "Photos: first backup everything."
        let found = PhrasalVerbRule.findings(in: text, verbs: Self.verbs)
        #expect(found.count == 1)
        let characters = Array(text)
        #expect(found.first.map { String(characters[$0.range]) } == "backup")
    }
}
