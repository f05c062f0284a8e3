import Testing
@testable import HelpRules

struct SubjectVerbAgreementTests {
    @Test(arguments: [
        ("Your changes has been saved.", ["has→have"]),
        ("Some accessories requires an update. All photos isn’t synced, and the files doesn't open.", ["requires→require", "isn’t→aren’t", "doesn't→don't"]),
        ("If your photos was deleted, the backups appears here. When these albums syncs, your settings is kept.",
         ["was→were", "appears→appear", "syncs→sync", "is→are"]),
        ("Each photo have a date. This album are shared, but every member aren't told.", ["have→has", "are→is", "aren't→isn't"]),
        ("Each class don’t repeat. Another device aren't ready.", ["don’t→doesn’t", "aren't→isn't"]),
        ("These functions uses contexts. All animations makes you dizzy.", ["uses→use", "makes→make"]),
        ("If the server don't respond, try again. Your order have shipped. The photo library are full.",
         ["don't→doesn't", "have→has", "are→is"]),
        // One modifier between, and all or both before the determiner.
        ("The parameter values is read. So that your photos is kept, every partition have a name.", ["is→are", "have→has"]),
        ("Your recent searches is cleared. All your contacts is backed up. Each new photo have a date.", ["is→are", "is→are", "have→has"]),
        // Each or one of a plural is singular, and so is either or neither before a singular noun.
        ("Each of the photos have a caption. One of your albums are shared, and every one of your photos are backed up.",
         ["have→has", "are→is", "are→is"]),
        ("Each of these new folders don’t sync. Neither option are available. Either device have it.", ["don’t→doesn’t", "are→is", "have→has"]),
        // An adjective that opens the clause before a plural with no determiner.
        ("Downloaded episodes takes space. New episodes appears here, and unread messages is kept.",
         ["takes→take", "appears→appear", "is→are"]),
        ("If selected photos has a date, older backups is removed.", ["has→have", "is→are"]),
    ])
    func reported(_ text: String, _ expected: [String]) {
        let found = SubjectVerbAgreementRule.findings(in: text)
        let written = found.map { finding in String(Array(text)[finding.range]) + "→" + (finding.replacement ?? "nil") }
        #expect(written == expected, "\(text)")
    }

    /// The letter test lets every listed verb through, in any case, and
    /// rules out the words around them.
    @Test func theLetterTestKeepsEveryVerb() {
        for verb in SubjectVerbAgreementRule.readVerbs {
            #expect(SubjectVerbAgreementRule.isReadVerb(verb), "\(verb)")
            #expect(SubjectVerbAgreementRule.isReadVerb(verb.prefix(1).uppercased() + verb.dropFirst()), "\(verb)")
        }
        for word in ["and", "the", "photos", "iss", "i", "", "dos", "don", "’s", "has’"] {
            #expect(!SubjectVerbAgreementRule.isReadVerb(word), "\(word)")
        }
    }

    @Test func theMessageQuotesTheWholeSubject() {
        let found = SubjectVerbAgreementRule.findings(in: "Your recent searches is cleared.")
        #expect(found.map(\.message) == ["“Your recent searches is”: a plural subject takes are; write “Your recent searches are”"])
    }

    @Test(arguments: [
        "Your changes have been saved. Each photo has a date. This album is shared.",
        // A noun inside a phrase is no subject.
        "Sharing your photos is easy. The size of your photos is shown. Photos from every trip are here.",
        "Access to all photos is required. Backing up your files is quick. One of your changes has failed.",
        // Singular in -s, plural without it, names, and words that are no noun.
        "The news is on. The series is over. Your analytics is ready. The status is new. Your Photos is open.",
        "If options is a string, it's parsed. Unless notes is set, skip. It sometimes takes long. If animations makes noise, mute.",
        "If needed, turn it on. When it comes to photos, it helps. Because settings matter, check them. If photos are here, go.",
        "The rest are here. The following are valid. The first two are new. The latter are off. As if the image were visible.",
        "The people are here. The children are asleep. The staff are here. Your data are safe. The photos are here.",
        "The people are here. This data is new. Each one has a name. This much is known. Every day is new.",
        "The process is done. Your address is saved. The bonus is paid. This week has gone. Your AirPods is charged.",
        // Not one space apart.
        "Your changes, it has. Each photo—they are.",
        // A modal or an adverb after this or each is no noun.
        "This would have worked. Each may have a name. This will do nothing. This still have.",
        "is", "Your changes",
        // A verb this rule reads is no noun: whether the app works is yours to say.
        "This time they are here. This way you have it. This makes the do loop end. A list of paths and their values is shown.",
        "The group alias is set. The device modalias matches. The build depends has changed.",
        "Whether the app works is up to you. If the user needs are met, go on. Your kids' photos is here.",
        // A verb in -s after a modifier, a Latin plural, a name after a noun of code, since as a preposition, the subjunctive.
        "Knowing where the error occurs is half the work. If a value is larger, their quanta are deduced.",
        "The field revents is set. The argument options is a list. Entries changed since the last command are marked.",
        // A name after option or line, and all but one (seventy-seventh session).
        "By default, the option maxtries is 1. If the line allowresources is present, it is read. All lines are read, all but the first are indented.",
        "It is required that every partition have the same modulus.",
        // Either and neither of a plural may take a plural verb; none takes either; one of the photos that are.
        "Neither of these options are given. Either of the states are null. None of the photos are here. If neither nor are set.",
        "Which one of your photos are backed up? Each of the photos that are shared has a link. One of the photos has a date.",
        // The adjective's noun as the object of a clause of its own, a name, or the verb that agrees.
        "The tool that deleted files is gone. Shared Albums is on. Downloaded episodes take space.",
        "Used items is. Making backups is easy. Edited photos, the app says, is fine.",
    ])
    func passes(_ text: String) {
        #expect(SubjectVerbAgreementRule.findings(in: text).isEmpty, "\(text)")
    }
}
