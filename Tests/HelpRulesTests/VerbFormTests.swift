import HelpCore
@testable import HelpRules
import Testing

/// A verb in a form its auxiliary doesn't take, and the same words where
/// they are right.
struct VerbFormTests {
    static let forms: VerbForms = {
        let lexicon = Lexicon(words: (try? WordLists.bundled()) ?? WordLists([:]))
        return lexicon.verbForms
    }()

    static func found(_ text: String) -> [String] {
        let characters = Array(text)
        return VerbFormRule.findings(in: text, forms: forms).map { String(characters[$0.range]) + "→" + ($0.replacement ?? "?") }
    }

    @Test(arguments: [
        // After a modal or a negated do: the base form.
        ("We couldn’t saved your drawing.", ["saved→save"]),
        ("This accessory doesn't supports AirPlay, and it won't syncs.", ["supports→support", "syncs→sync"]),
        ("You can’t connecting right now. The app will automatically updates.", ["connecting→connect", "updates→update"]),
        ("If you didn't received a code, we’ll sent another.", ["received→receive", "sent→send"]),
        ("You can't always opened the shared files. We did not found your account.", ["opened→open", "found→find"]),
        ("Don't deleted the original.", ["deleted→delete"]),
        ("It may took a few minutes.", ["took→take"]),
        // A participle after a modal with no object after it may be meant
        // as a passive (can be used): both are offered and nothing is fixed.
        ("You'll stopped receiving alerts. It should tried again. It can used to sync.", ["stopped→?", "tried→?", "used→?"]),
        ("Couldn’t connected to the server, and you must agreed to the terms. It will done soon.", ["connected→?", "agreed→?", "done→?"]),
        // Not after a negated do, which takes no passive.
        ("We didn’t received it.", ["received→receive"]),
        // After let, help or make and its object: the base form, told in -ing.
        ("A budget helps you keeping track. It lets you sharing albums and makes them loading faster.",
         ["keeping→keep", "sharing→share", "loading→load"]),
        ("It helps you stay focused and makes you tired. We help people using VoiceOver. Get help using Siri.", []),
        // to after failed, unable, need…: an infinitive.
        ("Unable to connects. Failed to found your account. You need to restarting the app.",
         ["connects→connect", "found→find", "restarting→restart"]),
        ("Failed to loaded data. It needs to updated the file.", ["loaded→?", "updated→update"]),
        ("We’re going to meetings. Continue to Settings. Ready to go? Failed to load data. Send it to friends.", []),
        // A verb that takes -ing after to, and "Are you sure to".
        ("We recommend to turn on automatic downloads. Avoid to use public Wi-Fi, and consider to set a passcode.",
         ["to turn→turning", "to use→using", "to set→setting"]),
        ("It suggests to stop the timer. Are you sure to delete this episode?", ["to stop→stopping", "to→you want to"]),
        ("Recommend to friends. We recommend turning it on. It is recommended to restart. Be sure to save. Are you sure?", []),
        ("It is recommend to have a backup.", []),
        // A modal or let's before to and a verb.
        ("You must to sign in first. Let’s to start, and you can’t to undo it.", ["to sign→sign", "to start→start", "to undo→undo"]),
        ("The will to win. Let's go to the store. You must go to Settings.", []),
        // A verb that takes no object in the passive: its past for an event, its present for a state.
        ("Login is failed. An error was occurred, and it has been disappeared.", ["is failed→failed", "was occurred→occurred", "been disappeared→disappeared"]),
        ("The file is consisted of two parts that are belonged to you. It was remained here.",
         ["is consisted→consists", "are belonged→belong", "was remained→remained"]),
        ("It was failed by the grader. Login failed. The failed items are listed. It will happen.", []),
        // After a modal or to, be and the participle: the base form.
        ("It will be happened again. This can’t be existed twice, and it is going to be failed.",
         ["be happened→happen", "be existed→exist", "be failed→fail"]),
        ("Errors won't be occurred. It should not be disappeared. The test may be failed by the grader.",
         ["be occurred→occur", "be disappeared→disappear"]),
        ("Can it be happened? To be, or failed.", []),
        // After have: an irregular verb's participle, not its past.
        ("Your character has ran out of lives.", ["ran→run"]),
        ("You have already went through setup; we’ve saw this before.", ["went→gone", "saw→seen"]),
        ("The download had began, and having wrote it, you hadn't forgot.", ["began→begun", "wrote→written", "forgot→forgotten"]),
        ("Someone has chose this name. Your card has came.", ["chose→chosen", "came→come"]),
        // The right forms.
        ("We couldn’t save your drawing. It doesn’t support AirPlay and won’t sync.", []),
        ("It has run out of ink, has found two copies and has read the file.", []),
        ("You need to seed the library and will need a restart; you can read and set it.", []),
        ("It has been saved, and it will be synced. You can bring it.", []),
        ("The photos have come back, and the app has become faster. It has got a new look.", []),
        // Questions put the subject after the modal; a determiner makes the modal a noun.
        ("Can shared albums be edited? Why can’t deleted photos come back?", []),
        ("We couldn’t saved it. Ask “Can shared albums be edited?” first.", ["saved→save"]),
        ("Recycle the can labels. It’s a free will choice.", []),
        // do without not is a verb of its own; a name with a capital is no modal.
        ("You did advanced searches. Do shared albums count?", []),
        ("Ask Will. Invite Will opened the door.", []),
        // You can chose is text.confusable's.
        ("You can chose a theme.", []),
        // Two words apart, or across punctuation: no reading.
        ("Save what you can, saved or not. It will, updated or not, run.", []),
        // then starts a clause of its own (the client does not, then streams).
        ("The server finds what the client does not then streams it.", []),
        ("It will  updates.", []),
        // Not a verb the list has, or not a form of one.
        ("You can bring things. It can always ping servers.", []),
        // left says how before a verb of its own.
        ("Negative values will left align; you can left click it. Nothing will left.", ["left→?"]),
    ])
    func verbsInTheFormTheirAuxiliaryTakes(_ text: String, _ expected: [String]) {
        #expect(Self.found(text) == expected, "\(text)")
    }

    @Test func theMessageQuotesTheAuxiliaryAndTheVerb() {
        let found = VerbFormRule.findings(in: "You can't always opened it, and it has ran. It can used to sync.", forms: Self.forms)
        #expect(found.map(\.message) == [
            "“can't always opened”: after can't a verb takes the base form; write “can't always open”",
            "“has ran”: after has a verb takes the past participle; write “has run”",
            "“can used”: after can a verb takes the base form, or be and the participle; write “can use” or “can be used”",
        ])
        #expect(VerbFormRule.findings(in: "It will not be happened.", forms: Self.forms).map(\.message) == [
            "“will not be happened”: happen takes no object, so no passive; write “will not happen”",
        ])
        #expect(VerbFormRule.findings(in: "It helps you keeping track.", forms: Self.forms).map(\.message) == [
            "“helps you keeping”: after helps you a verb takes the base form; write “helps you keep”",
        ])
    }

    @Test(arguments: [
        ("saved", "save"), ("opened", "open"), ("stopped", "stop"), ("tried", "try"), ("uses", "use"),
        ("matches", "match"), ("applies", "apply"), ("goes", "go"), ("writing", "write"), ("setting", "set"),
        ("using", "use"), ("went", "go"), ("written", "write"), ("bought", "buy"), ("embedded", "embed"),
    ])
    func formsAreReadBackToTheirBase(_ word: String, _ base: String) {
        #expect(Self.forms.base(of: word) == base)
    }

    @Test(arguments: [
        ("share", "sharing"), ("turn", "turning"), ("stop", "stopping"), ("tap", "tapping"), ("set", "setting"),
        ("open", "opening"), ("edit", "editing"), ("visit", "visiting"), ("submit", "submitting"), ("format", "formatting"),
        ("quit", "quitting"), ("sync", "syncing"), ("tie", "tying"), ("see", "seeing"), ("agree", "agreeing"),
        ("be", "being"), ("fix", "fixing"), ("show", "showing"), ("play", "playing"), ("use", "using"), ("type", "typing"),
        ("log", "logging"), ("wait", "waiting"), ("eye", "eyeing"), ("ski", "skiing"), ("begin", "beginning"),
    ])
    func baseFormsTakeIng(_ base: String, _ ing: String) {
        #expect(VerbForms.presentParticiple(of: base) == ing)
    }

    @Test func baseFormsAndOtherWordsHaveNoBase() {
        for word in ["need", "seed", "read", "bring", "set", "run", "access", "process", "focus", "always", "things", "nothing", "ping"] {
            #expect(Self.forms.base(of: word) == nil, "\(word)")
        }
    }

    /// Every irregular line of the shipped list is three words, and each
    /// past that differs from its participle is read as that past.
    @Test func theShippedListIsWellFormed() throws {
        let lines = try WordLists.bundled().list("verb-forms", language: "en")
        #expect(lines.count > 500)
        for line in lines {
            let parts = line.split(separator: " ")
            #expect(parts.count == 1 || parts.count == 3, "\(line)")
            #expect(line == line.lowercased(), "\(line)")
            if parts.count == 3, parts[1] != parts[2] {
                #expect(Self.forms.participle(ofPast: String(parts[1])) == String(parts[2]), "\(line)")
            }
        }
    }
}
