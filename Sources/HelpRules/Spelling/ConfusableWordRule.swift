import HelpCore

/// A word spelt right where another word was meant: it's own, could of,
/// your all set, loose your changes, more then, a album.
public struct ConfusableWordRule: ValueRule {
    public static let description = RuleDescription(
        id: "text.confusable",
        summary: "A real word written for the one meant: its/it’s, your/you’re, lose/loose, than/then, a/an, could have, won’t",
        rationale: """
            A spelling check passes a word that is in the dictionary, and some mistakes are all such \
            words: "Each album keeps it's own cover", "Your all set", "You could of lost your changes", \
            "Don't loose your progress", "It takes more then a minute", "Choose a album". Readers notice \
            them at once, and they make copy look unchecked. helpc reports each only where the words around \
            it settle which word was meant: it's or it’s before own or a thing's own noun, or a modifier and such a noun (change it's \
            name, it's library is refreshed, check it's power cable), or before best ending a clause after look, do or at (look it's best), or after a preposition that \
            takes a noun phrase (of, by, from, with, into, for…) before a word that may start one (drag the window by it's title bar; \
            everything about it's easy to change and signed in it's saved pass); you \
            before own after a verb of making, ending a clause or starting the sentence (create you own: your own; \
            "Sell what you own" passes); its before been, not, going, \
            already, still, that, now, just, a or the (Its that easy), before back, ready, done or available ending a clause (when its back), a participle before at, by, to… (unless its canceled at least) or a gerund ending a clause (while its syncing; while its setting is on passes), after when, once, if or unless, or before easy, time or free and to (It's easy to share); could, should, would, must or might before of (not of course); your before \
            all set (or done, finished, ready), not, going, being, almost, still, done, finished, coming or using (your currently active project, your already paid bills pass), welcome at a sentence's end or before to (Your welcome to try again), connected or \
            signed and a preposition (you're signed in; your connected devices pass), a, an or the (Your a step closer, your the best: you're), or on, at, in, near or with and a word apart (whether your on Wi-Fi, when your at home: you're; your on-screen keyboard, your in app purchases, your at home workout pass); your and a gerund ending a clause after how, what or when (how your feeling today: you're; how your recording sounds passes); your before ready, done or sure ending a clause, or before about, able or ready and to (make sure your ready, your about to leave: you're; your right to privacy passes); all ready before a participle or after have (all ready sent, we have all ready: already; all ready to go passes); loose or loosing before a \
            determiner or what people lose (your, the, any, access, data, progress, changes, weight, signal); then after a \
            comparative (more, less, better, rather, other, fewer, larger…) or after more or less and an adjective told by its ending (more responsive then: than), or before ever, usual, expected or last with a comparative earlier in the sentence (less workouts this month then last month); than after a comma with no comparative before it (7 days, than $4.99: then); \
            payed (paid); a before a word starting with \
            a, e, i or o (an album, an iPhone, an ID; not a one-time code, a European) or before hour, \
            honest or honor, where a is an article (the a option, if a and b, libjpeg.a pass); an before a lower-case word starting with a consonant other than h (a photo; \
            an SSD, an hour pass) or with one, uni, use or eu, unless it is read letter by letter (an rm command, an sRGB profile, an npm package pass); than after and (and then); everyday ending \
            a clause or before at, for, of, is, to, in or with (back up every day at 9, Everyday is a new start, close your rings every day to earn awards; everyday tasks and an everyday to-do list pass); anyways (anyway); awhile after for, in, after, once or within \
            or take (for a while, take a while; wait awhile passes); wont and cant before a verb (it won’t \
            sync, you can’t undo this); Lets starting a sentence before get, go, start or try (Let’s get \
            started; "It lets you" and "Lets you choose" pass); effect after will, can or don't before \
            your, the or how, effects before your, how, every or each (This effect effects every photo; \
            sound effects every time passes) or after it, this, setting, mode, option or feature before a word of the object (This setting effects battery life; "it effects change" and "the filter effects panel" pass), effected after is or were (affect, affects, affected); affect after take or into (take effect), or after no, an, any or the before on or of (no affect on: effect); they're before a singular noun of copy (they're account: their; They're photos passes); apart before of (a part of); excepted after is or was and except after we (accepted, accept); sneak peak (peek); whats and wheres (what's, where's); in the passed ending a phrase (in the past); weather or not, and weather before you, it, they, we or your starting a sentence, or after choose, decide, ask, check… before those or to (Weather you're on Wi-Fi, choose weather to sync: whether; "the weather you saved", "Add weather to your Home Screen" pass); principle before reason, cause, goal, owner, benefit… (principal); are after updated, contact, visit, join or a preposition before privacy, team, website, support… (We've updated are privacy policy: our); chose after a modal, to or a negated do (can chose: choose); suites before your, you, every or all, and suite after to before them (suits your style, to suit you); a noun's 's before are, were, have or don't, or after many, several, any… or an imperative with nothing it could own after it (the app's are updated, add photo's to your album, any question's: apps, photos, questions; the app's settings and dpkg's and dselect's idea pass); Were starting a sentence before sorry, unable or working (We're), were after know, see, watching or up before a pronoun and its verb (know were you are, pick up were you left off: where); Than you for (Thank); their before not or going to, or before easy, ready, able… and to (their easy to fit in: they're); There going to starting a sentence (They're going to love it; "Is there going to be" passes); has, have or had lead to (led to); sneak a peak (peek); advice after we or please or before you (advise); whose before ready, online, typing or driving \
            (who's; "Whose photo" passes); who's before a noun of copy or turn (Who's account is this?: whose); their before is or are (there); there after of before a noun \
            (all of there workouts: their; out of there passes) or after a verb or a preposition before a noun of copy, \
            or a modifier and such a noun (to see there photos, on there profile, on there due date: their) or before own (their own); you're after an imperative \
            (Check) or a preposition (in, to), or before a noun it never takes, or a modifier and such a noun (you're goal, you're account, \
            see you're next dose) \
            (your; "if you're" and "you're friends" pass); you after a preposition, all, or an imperative \
            starting a sentence or a clause or after to, or after its past form or gerund (You reached you goal; \
            "We sent you photos" passes), before such a noun or a modifier and such a noun, or after and or or \
            before such a noun that is no verb (in you library, all you accounts, Enter you master password, Touch ID or you \
            passcode: your; "and you order it" passes; "send you photos", "made for you" and "Confirm you \
            want to" pass); your before a modal and a verb (Your can change it later: You; your must-haves \
            passes) or before away from (you're); there is or was before a count of more than one (There is 2 \
            accessories: are); to before an adjective of degree after is or are, takes, way or far (The name is to long, it takes to long) or \
            To many or To much opening a sentence with no comma (To many attempts: Too; "To many people, \
            it's new" passes); with out before a gerund or a determiner (with out unlocking: without); wether (a \
            sheep: whether, before to, or or a clause), irregardless (regardless), insure that (ensure that; insure your home passes), \
            at anytime (at any time; "pause anytime" passes), and there's before a count of more than one (There's 3 new \
            requests: there are); breath before in, out or slowly (breathe) and \
            breathe after deep, a or your (breath); latter after a verb or a word of time (pay latter, try again latter, see you latter: later; the latter passes); any where, every where and \
            some where (one word); minuets after a count (minutes); amount of and less before a plural of \
            things counted (the amount of images, less files, less people: number of, fewer; not less progress, the amount \
            of analytics, or more or less). A capital A that doesn't start a sentence \
            is a label (option A) and passes. `helpc fix` writes the word meant, with the first letter's \
            case kept.
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="album.cover"><text xml:lang="en">Each album keeps ↓it's own cover. ↓Your all set. Drag the album by ↓it's title bar.</text><text xml:lang="ko">각 앨범에는 고유한 표지가 있습니다. 모두 설정되었습니다.</text></string>
                """#),
            Example(#"""
                <string id="album.warning"><text xml:lang="en">You could ↓of lost your changes; don't ↓loose your progress. Saving takes more ↓then a minute.</text><text xml:lang="ko">변경 사항을 잃을 수 있었습니다. 진행 상황을 잃지 마세요. 저장하는 데 1분 이상 걸립니다.</text></string>
                """#),
            Example(#"""
                <string id="album.new"><text xml:lang="en">Choose ↓a album, then ↓an photo.</text><text xml:lang="ko">앨범을 선택한 다음 사진을 선택하세요.</text></string>
                """#),
            Example(#"""
                <string id="album.start"><text xml:lang="en">↓Lets get started. The album ↓wont sync until you sign in. The update has ↓lead to faster syncing; sneak a ↓peak at it. ↓There going to love it. Please ↓advice us.</text><text xml:lang="ko">시작해 보겠습니다. 로그인할 때까지 앨범이 동기화되지 않습니다.</text></string>
                """#),
            Example(#"""
                <string id="album.export"><text xml:lang="en">Exporting takes longer with a large ↓amount of photos; choose ↓less albums.</text><text xml:lang="ko">사진이 많으면 내보내는 데 시간이 더 걸립니다. 앨범을 더 적게 선택하십시오.</text></string>
                """#),
            Example(#"""
                <string id="vault.locked"><text xml:lang="en">Enter ↓you master password. ↓Your can change it later. There ↓is 2 locked items. ↓To many attempts; the code is ↓to short. You can’t unlock it ↓with out a passkey.</text><text xml:lang="ko">마스터 암호를 입력하세요. 나중에 변경할 수 있습니다. 잠긴 항목이 2개 있습니다. 시도 횟수가 너무 많습니다. 코드가 너무 짧습니다. 패스키 없이는 잠금을 해제할 수 없습니다.</text></string>
                """#),
            Example(#"""
                <string id="album.refresh"><text xml:lang="en">Tap the album to see ↓it's details. The album keeps ↓it's name. This filter ↓effects every photo in ↓you library, ↓irregardless of size. Choose ↓wether to keep it, and ↓insure that it’s saved at ↓anytime. ↓There’s 3 new photos.</text><text xml:lang="ko">앨범의 표지가 업데이트됩니다. 이 필터는 보관함의 모든 사진에 크기와 상관없이 적용됩니다. 보관할지 선택하고 저장되었는지 확인하십시오.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="vault.confirm"><text xml:lang="en">Confirm you want to delete it. Your must-haves are here. To many people, a vault is new; it applies to many apps. Go out with friends.</text><text xml:lang="ko">삭제할지 확인하세요.</text></string>
                """#),
            Example(#"""
                <string id="album.cover"><text xml:lang="en">Each album keeps its own cover; it’s been saved. You’re all set, and you could of course undo it. Everything about it's easy to change, and once you're signed in it's saved. Is there going to be a sequel? Uploads reach a peak at noon and lead to delays; they have lead in them.</text><text xml:lang="ko">각 앨범에는 고유한 표지가 있습니다.</text></string>
                """#),
            Example(#"""
                <string id="album.new"><text xml:lang="en">Choose an album, a photo, a one-time code or an SSD; an hour later, option A is on. Check for a loose cable, then try again.</text><text xml:lang="ko">앨범을 선택하세요.</text></string>
                """#),
            Example(#"""
                <string id="album.share"><text xml:lang="en">Lets you share an album. It lets you start over, and it won’t sync.</text><text xml:lang="ko">앨범을 공유할 수 있습니다.</text></string>
                """#),
            Example(#"""
                <string id="album.sounds"><text xml:lang="en">Play sound effects every time a photo is added. We send you photos from the album made for you. Insure your camera; it’s original.</text><text xml:lang="ko">사진이 추가될 때마다 효과음을 재생합니다.</text></string>
                """#),
        ])

    public init() {}


    /// Lists of lower-case ASCII words, compared by bytes: every English
    /// text is read.
    typealias Words = ASCIIWordList

    private static let determinersLost = Words([
        "your", "the", "any", "all", "my", "our", "their", "this", "these", "those", "access", "data", "progress",
        "changes", "unsaved", "everything", "track", "weight", "focus", "sight", "signal", "power",
    ])
    private static let comparatives = Words([
        "more", "less", "better", "rather", "other", "fewer", "larger", "smaller", "greater", "higher", "lower",
        "faster", "slower", "longer", "shorter", "older", "newer", "bigger", "worse", "easier", "simpler", "quicker",
        "safer", "cheaper", "sooner", "stronger", "clearer", "brighter", "smarter", "louder", "quieter", "warmer",
        "cooler", "heavier", "deeper", "wider", "harder", "earlier", "further", "farther",
    ])
    private static let modals = Words(["could", "should", "would", "must", "might"])
    private static let afterItIs = Words([
        "been", "not", "going", "already", "still", "a", "an", "the", "never", "always", "almost", "so", "too", "here",
        "ok", "okay", "also", "that", "now", "just", "really",
    ])
    /// What follows a participle after "it's" and never a noun after its:
    /// unless it's canceled at least…, when it's connected to Wi-Fi.
    private static let afterParticipleOfItIs = Words([
        "at", "by", "in", "on", "before", "after", "within", "to", "from", "automatically", "successfully", "again",
    ])
    /// What a comparison is made with after than, and a step after then
    /// never starts with: more photos then ever, less then usual.
    private static let comparedAfterThen = Words([
        "ever", "usual", "expected", "last", "yesterday", "average", "normal", "anticipated", "needed", "necessary",
        "planned", "required", "recommended", "allowed",
    ])
    /// Words that start a clause, after which "its" and a word that ends
    /// the clause are a subject and its verb: when its back (see its back
    /// passes, the back of a card).
    private static let clauseOpeners = Words([
        "when", "once", "if", "until", "while", "after", "before", "because", "and", "but", "so", "since", "unless", "that",
        "whether", "till",
    ])
    /// Words that end a clause after "it's" and never after its, a
    /// possessive that needs its noun: when its back, once its ready.
    private static let endingAfterItIs = Words([
        "back", "ready", "done", "available", "over", "gone", "finished", "complete", "open", "full", "empty", "on", "off",
        "online", "offline", "enabled", "disabled", "installed", "charged", "connected", "saved", "late", "true", "working",
    ])
    /// Adjectives that "It's … to" takes (It's easy to share), which after
    /// its and before to are no noun of its: "its ability to" passes; not
    /// best, as "it does its best to" says.
    private static let beforeToAfterItIs = Words([
        "easy", "hard", "simple", "quick", "fast", "safe", "possible", "impossible", "important", "free", "fun",
        "great", "time", "difficult", "necessary", "better", "good", "nice", "okay", "ok",
    ])
    private static let afterYouAre = Words([
        "not", "going", "being", "almost", "already", "currently", "still", "done", "finished", "coming", "using", "trying",
        "looking", "getting", "leaving", "doing", "having",
    ])
    /// Words before a clause whose subject and verb "you're" and a gerund
    /// are: how you're feeling, what you're doing, when you're traveling.
    private static let openersOfProgressive = Words(["how", "what", "when", "while", "where", "if", "whether", "that"])
    /// Words of time after a gerund that end its clause: how you're feeling today.
    private static let timesAfterProgressive = Words(["today", "now", "tonight", "lately", "currently", "right"])
    /// Modals a subject comes before and a possessive never does: "Your
    /// can change it later" is You; not may (your May photos) or will (your
    /// will), each also a noun.
    private static let modalsAfterYou = Words([
        "can", "cannot", "can't", "can’t", "could", "couldn't", "couldn’t", "should", "shouldn't", "shouldn’t", "would",
        "wouldn't", "wouldn’t", "might", "must", "won't", "won’t",
    ])
    /// Participles that "you're … to" (you're connected to Wi-Fi) puts
    /// before a preposition, as a device your copy names (your connected
    /// devices) does not.
    private static let youAreBeforePreposition = Words([
        "connected", "signed", "logged", "subscribed", "registered", "enrolled", "invited",
    ])
    private static let prepositionsAfterParticiple = Words(["to", "in", "into", "up", "out", "for", "as", "with", "on"])
    private static let (away, from, `is`, was) = (Array("away".utf8), Array("from".utf8), Array("is".utf8), Array("was".utf8))
    /// Verbs of copy that take an object: "Check you're settings" is your.
    private static let verbsBeforeYour = Words([
        "check", "update", "change", "open", "enter", "confirm", "save", "reset", "verify", "select", "choose",
        "manage", "review", "edit", "share", "protect", "keep", "secure", "view", "see", "add", "sync", "customize",
        "personalize", "find", "lock", "unlock", "organize", "track", "name", "rename", "delete", "restore",
        "receive", "access", "link", "connect", "close", "deactivate", "recover", "download", "export", "import",
        "upload", "refresh", "clear", "complete", "submit", "cancel", "renew", "refill", "take", "consult", "move",
        "upgrade", "improve", "beat", "boost", "log", "record", "set", "reach", "hit", "finish", "start", "pause",
        "resume", "end", "adjust", "plan", "schedule", "book", "contact", "visit", "join",
    ])
    /// Past forms and gerunds of verbs that take one object, after which
    /// you and a noun are your and its noun wherever they stand (You
    /// reached you goal, for finishing you first course); not sent, gave,
    /// showed or saved, which take two (We sent you photos, saved you time).
    private static let pastVerbsBeforeYour = Words([
        "reached", "completed", "finished", "exceeded", "updated", "changed", "deleted", "lost", "edited", "renamed",
        "closed", "opened", "synced", "entered", "verified", "confirmed", "canceled", "cancelled", "renewed",
        "upgraded", "restored", "exported", "imported", "logged", "tracked", "recorded", "reaching", "completing",
        "finishing", "updating", "changing", "deleting", "editing", "renaming", "closing", "opening", "syncing",
        "entering", "verifying", "confirming", "canceling", "renewing", "upgrading", "restoring", "logging", "tracking",
    ])
    /// Prepositions that take a noun phrase (in your account), not a clause
    /// (as you're signed in).
    private static let prepositionsBeforeYour = Words(["to", "of", "in", "on", "from", "with", "for", "at", "by", "into", "across", "about", "through"])
    /// What a verb of effect (bring about) rarely and affect (change)
    /// always takes in copy: will effect your settings is affect.
    private static let objectsAffected = Words([
        "your", "the", "all", "any", "this", "these", "those", "other", "how", "which", "its", "their", "our", "my",
        "existing", "whether", "every", "each",
    ])
    private static let beforeVerbEffect = Words([
        "will", "would", "can", "could", "may", "might", "should", "must", "won’t", "won't", "can’t", "can't",
        "doesn’t", "doesn't", "don’t", "don't", "didn’t", "didn't", "not",
    ])
    private static let beforeEffected = Words([
        "is", "are", "was", "were", "be", "been", "being", "isn’t", "isn't", "aren’t", "aren't", "wasn’t", "wasn't",
        "weren’t", "weren't", "not",
    ])
    /// What is effected (brought about) rather than affected: no change is
    /// effected, the transfer was effected.
    private static let broughtAbout = Words([
        "change", "changes", "transfer", "transfers", "payment", "payments", "repair", "repairs", "transition", "reform",
        "reforms", "cure", "escape", "settlement",
    ])
    /// Subjects before advise, which advice (a noun) never follows.
    private static let beforeAdvise = Words(["we", "i", "they", "strongly", "please"])
    private static let objectsAdvised = Words(["you", "them"])
    /// What follows "who's" (who is) and never "whose" (of whom): Who's
    /// ready, see who's online; "Whose photo is this" passes.
    private static let afterWhoIs = Words([
        "ready", "there", "here", "next", "online", "coming", "going", "calling", "typing", "watching", "listening",
        "playing", "joining", "invited", "available", "speaking", "sharing", "talking", "attending", "nearby", "driving",
        "hosting", "editing", "viewing", "paying", "winning", "leading", "presenting",
    ])
    /// Forms of be that "there" starts a sentence with and "their" never precedes.
    private static let afterThere = Words([
        "is", "are", "was", "were", "isn’t", "isn't", "aren’t", "aren't", "wasn’t", "wasn't", "weren’t", "weren't",
    ])
    /// any where, every where, some where: one word each.
    private static let beforeWhere = Words(["any", "every", "some"])
    /// Counts before minutes, which a minuet (a dance) doesn't take.
    private static let countsOfMinutes = Words(["few", "several", "many", "some", "ten", "five", "two", "three", "fifteen", "thirty"])
    private static let silentH = Words(["hour", "hours", "honest", "honestly", "honor", "honors", "heir"])
    /// Prepositions that take a noun, as "awhile" (an adverb) is not.
    private static let beforeAWhile = Words([
        "for", "in", "after", "once", "within", "take", "takes", "took", "taking", "taken", "quite",
    ])
    /// Words after "every day" (back up every day at 9, every day of the
    /// week) that "everyday", an adjective, never comes before.
    private static let afterEveryDay = Words([
        "at", "for", "from", "until", "before", "after", "when", "while", "of", "this", "is", "you", "we", "to", "in",
        "on", "with", "without", "by", "so",
    ])
    /// Words that "later" follows in copy and "latter" (the second of two,
    /// after the) never does: pay later, try again later, see you later.
    private static let wordsBeforeLater = Words([
        "pay", "again", "back", "try", "me", "you", "it", "them", "us", "for", "until", "till", "do", "decide", "see",
        "talk", "come", "continue", "finish", "resume", "read", "watch", "listen", "play", "save", "sync", "update",
        "install", "retry", "remind", "ask", "call", "check", "return", "days", "weeks", "months", "hours", "minutes",
        "much", "even", "or", "no", "sooner",
    ])
    /// What follows the verb breathe and never the noun breath: breathe in, breathe slowly.
    private static let afterBreathe = Words(["in", "out", "deeply", "slowly", "normally", "easy", "easier", "through", "with"])
    /// What comes before the noun breath and never the verb: a deep breath, your breath.
    private static let beforeBreath = Words(["deep", "a", "your", "each", "every", "one", "slow", "calm", "of", "short", "hold"])
    /// Nouns "you're" (you are) is never followed by in copy, as "your"
    /// is: "You've reached you're goal", "snug on you're wrist". Not
    /// friends, family or home (you're friends with, you're home).
    private static let nounsAfterYour = Words([
        "goal", "goals", "account", "password", "data", "device", "devices", "library", "settings", "photos", "files",
        "progress", "workout", "workouts", "subscription", "order", "wrist", "profile", "email", "information",
        "payment", "stats", "activity", "iphone", "ipad", "mac", "contacts", "posts", "playlist", "playlists", "music",
        "photo", "post", "story", "stories", "message", "messages", "comment", "comments", "followers", "feed", "video",
        "videos", "request", "requests", "inbox", "cart", "calendar", "notes", "phone", "volume", "location", "name", "battery",
        "screen", "destination", "route", "number", "address", "card", "plan", "trip", "accounts", "accessory",
        "accessories", "scenes", "automations", "passwords", "apps", "firmware", "vault", "subscriptions", "episodes",
        "podcasts", "downloads", "preferences", "documents", "folder", "folders", "reminders", "tasks", "history", "id",
        "backup", "backups", "wallet", "balance", "transactions", "storage", "changes", "orders", "bookings", "period",
        "membership", "trial", "flight", "flights", "booking", "itinerary", "reservation", "seat", "passport", "region",
        "connection", "household", "watchlist", "provider", "passcode", "pin", "statement", "bills", "savings",
        "budget", "loan", "payee", "payees", "luggage", "ticket", "tickets", "dose", "doses", "medication",
        "medications", "prescription", "prescriptions", "doctor", "pharmacist", "caregiver", "medicine", "appointment",
        "appointments", "symptoms", "character", "characters", "score", "scores", "avatar", "streak", "coins",
        "jump", "water", "weight", "sleep", "steps", "rings", "lessons", "answer", "answers", "course", "courses",
        "badge", "badges", "intake", "heart", "room", "rooms", "hub", "camera", "cameras", "thermostat", "lights", "queue", "shows",
        "meal", "meals", "support", "website", "recipe", "recipes", "limit", "limits", "transfer", "transfers",
        "deposit", "deposits", "statements", "date", "dates",
    ])

    /// Nouns of `nounsAfterYour` that are verbs too, after which "and
    /// you" or "or you" may be a subject and its verb (and you order more).
    private static let nounsAlsoVerbs = Words([
        "order", "orders", "name", "post", "posts", "comment", "comments", "message", "messages", "email", "plan",
        "request", "requests", "pin", "phone", "video", "seat", "budget", "track", "feed", "volume", "number", "address",
        "stats", "screen", "trip", "card", "notes", "backup", "history", "ticket", "booking", "loan", "bills",
        "sleep", "water", "answer", "answers", "record", "weight", "support", "limit", "limits", "transfer", "transfers",
        "deposit", "deposits", "date", "dates",
    ])

    /// Words a noun of `nounsAfterYour` often follows, for "Enter you
    /// master password" and "Update you accessory firmware".
    private static let modifiersBeforeNoun = Words([
        "master", "new", "current", "old", "email", "recovery", "home", "payment", "shipping", "billing", "phone",
        "accessory", "personal", "default", "primary", "saved", "backup", "login", "security", "favorite", "own", "apple",
        "family", "credit", "debit", "bank", "user", "account", "device", "contact", "profile", "daily", "weekly",
        "full", "entire", "whole", "tv", "internet", "network", "upcoming", "monthly", "next", "last", "first", "due",
        "transfer",
    ])
    /// Determiners and pronouns "without" takes, as "with out" (out with
    /// something) does not: leave with out saving, with out a password.
    private static let afterWithout = Words([
        "a", "an", "the", "your", "any", "my", "our", "their", "his", "her", "its", "this", "that", "these", "those",
        "it", "them", "you", "me", "us", "internet", "wi-fi", "permission", "access", "signing", "logging",
    ])
    /// What "they're" comes before and "their" never does: They're already here.
    /// Not already, still or online, which also come between their and its noun (their already busy day, their still images).
    private static let afterTheyAre = Words(["not"])
    /// Adjectives that "they're … to" takes (they're easy to fit in),
    /// which after their and before to are no noun of theirs.
    private static let adjectivesBeforeTo = Words([
        "ready", "able", "unable", "about", "allowed", "supposed", "likely", "sure", "easy", "hard", "simple", "quick",
        "fun", "safe", "free",
    ])
    /// What "We're" starts a sentence with and "Were" (a question) never
    /// does before it: We're sorry, We're unable to connect.
    private static let afterWeAre = Words([
        "sorry", "working", "here", "almost", "ready", "still", "currently", "looking", "excited", "happy", "glad", "unable",
        "having", "experiencing", "updating", "aware", "on", "investigating", "fixing", "not", "always", "committed",
    ])
    /// Words a clause of place follows (know where you are, continue
    /// watching where you left off), and that "were" (a form of be) never
    /// follows before a pronoun and its verb.
    private static let beforeWhereClause = Words([
        "know", "knows", "see", "show", "shows", "find", "remember", "track", "watching", "listening", "reading",
        "playing", "up", "off", "from", "right", "exactly", "back", "continue", "resume", "go", "is", "that's", "that’s",
        "matter", "anywhere", "just", "wherever", "choose", "pick", "set",
    ])
    private static let subjectPronouns = Words(["you", "we", "they", "i", "it", "he", "she"])
    /// Verbs of a clause of place after its subject: where you are, where you left off.
    private static let verbsOfWhereClause = Words([
        "are", "is", "am", "was", "were", "left", "stopped", "paused", "live", "lives", "work", "works", "want", "wants",
        "need", "needs", "parked", "started", "go", "went", "stand", "stay", "stayed", "can", "will", "would", "should",
        "saved", "put", "keep", "kept", "last", "get", "got", "sit", "shop",
    ])
    /// Subjects before accept, which except (leave out) never follows.
    private static let subjectsOfAccept = Words(["we", "i", "they", "don't", "don’t", "doesn't", "doesn’t"])
    private static let inWord = Array("in".utf8)
    private static let formsOfHave = Words(["have", "has", "had", "i've", "i’ve", "we've", "we’ve", "you've", "you’ve"])
    /// Participles not in -ed that copy puts after already: already sent, already done.
    private static let irregularParticiples = Words([
        "sent", "done", "gone", "been", "seen", "taken", "made", "paid", "built", "begun", "known", "shown", "written",
        "given", "sold", "bought", "won", "met", "found", "got", "gotten", "signed",
    ])
    /// What follows "in the past" and never "in the passed" before a noun: in the past week, in the past and.
    private static let afterInThePast = Words(["and", "or", "but", "will", "are", "is", "appear", "appears", "show", "shows", "may", "you", "we"])
    private static let (sneak, going, forWord, not, youWord) = (Array("sneak".utf8), Array("going".utf8), Array("for".utf8), Array("not".utf8), Array("you".utf8))
    private static let turn = Array("turn".utf8)
    /// Words before the noun effect that the verb affect never follows:
    /// take effect, into effect.
    private static let beforeEffect = Words(["take", "takes", "took", "taken", "taking", "into"])
    /// Subjects of one thing that "effects" follows as a verb, where copy
    /// means affects: This setting effects battery life. Not filter or
    /// sound, which make a noun of it (filter effects, sound effects).
    private static let subjectsOfAffects = Words(["it", "this", "setting", "mode", "option", "feature", "which"])
    /// Words after "effects" that leave it a noun after such a subject:
    /// the effects which effects apply, this effects panel.
    private static let afterEffectsNoun = Words([
        "of", "to", "and", "or", "in", "on", "for", "with", "from", "are", "were", "is", "panel", "list", "library", "menu",
        "that", "you", "can", "will", "apply", "change", "changes",
    ])
    /// Nouns the adjective principal (main) comes before and the noun
    /// principle never does: the principle reason is principal.
    private static let nounsAfterPrincipal = Words([
        "reason", "reasons", "cause", "causes", "goal", "goals", "aim", "purpose", "author", "authors", "owner", "account",
        "user", "users", "source", "sources", "difference", "differences", "benefit", "benefits", "advantage", "concern",
        "concerns", "investigator", "amount", "balance", "residence", "feature", "features", "component", "components",
        "focus", "task", "role", "contact", "place", "city", "use",
    ])
    /// Pronouns and the like after weather where whether (if) is meant:
    /// Weather you're on Wi-Fi or not.
    private static let subjectsAfterWhether = Words([
        "you", "you're", "you’re", "it", "it's", "it’s", "they", "they're", "they’re", "we", "we're", "we’re", "your",
        "this", "to",
    ])
    /// Verbs of deciding or knowing that whether follows: choose whether to.
    private static let verbsBeforeWhether = Words([
        "choose", "chooses", "decide", "decides", "ask", "asks", "asked", "determine", "determines", "know", "knows",
        "check", "checks", "see", "tell", "tells", "regardless", "of", "wonder", "confirm", "select", "specify", "specifies",
        "controls", "control", "indicates", "indicate", "shows", "show",
    ])
    /// Words before "are" where our was meant: a verb that takes an object
    /// or a preposition (We've updated are privacy policy, contact are team).
    private static let beforeOur = Words([
        "updated", "changed", "read", "review", "visit", "contact", "join", "in", "of", "on", "from", "with", "for", "about",
        "to", "by", "at", "into",
    ])
    /// Nouns a company's copy writes after our: are before one, after such a word, is our misspelt.
    private static let nounsAfterOur = Words([
        "privacy", "terms", "team", "website", "site", "app", "apps", "support", "policy", "policies", "store", "community",
        "newsletter", "blog", "partners", "servers", "service", "services", "customers", "help", "faq", "staff", "office",
    ])
    /// Words before chose where its present, choose, was meant: a modal, to, or a negated do.
    private static let beforeChoose = Words([
        "can", "cannot", "can't", "can’t", "could", "will", "would", "should", "must", "may", "might", "to", "don't",
        "don’t", "didn't", "didn’t", "doesn't", "doesn’t", "won't", "won’t", "couldn't", "couldn’t",
    ])
    /// Objects of the verb suit (to fit) after suites and suite (a set of rooms or apps): suites your style.
    private static let objectsSuited = Words(["your", "you", "every", "all", "any", "most", "their", "our", "my", "his", "her"])
    /// Words before an apostrophe's s that make it no plural's: it's,
    /// that's, let's; and words of time, whose 's often stands for a noun
    /// left out (last month’s are archived).
    private static let notPluralBeforeApostrophe = Words([
        "it", "that", "what", "there", "here", "who", "let", "he", "she", "one", "everyone", "someone", "nobody", "everybody",
        "somebody", "everything", "something", "nothing", "where", "how", "when", "why", "this", "today", "anyone", "anybody",
        "other", "another", "else", "month", "week", "year", "yesterday", "tomorrow", "tonight", "quarter", "season",
    ])
    /// Verbs of a plural subject after which a noun's 's (the app's are) was meant as its plural.
    private static let pluralVerbsAfterApostrophe = Words(["are", "were", "have", "aren't", "aren’t", "weren't", "weren’t", "haven't", "haven’t", "don't", "don’t"])
    /// Words of a plural before a noun's 's that nothing follows (any question's, several photo's to).
    private static let pluralDeterminers = Words([
        "many", "several", "these", "those", "few", "both", "all", "any", "multiple", "two", "three", "four", "five", "six",
        "seven", "eight", "nine", "ten", "more", "other", "various",
    ])
    /// Words after a noun's 's that leave it no possessive: it owns nothing
    /// before a preposition or the clause's end (not and or or, which join
    /// two owners: update dpkg's and dselect's idea).
    private static let afterPluralNoun = Words(["to", "in", "on", "from", "with", "for", "at", "into", "that", "you"])

    /// Prepositions after "you're" that no possessive comes before: whether
    /// your on Wi-Fi. A hyphen (your on-screen keyboard) joins a modifier,
    /// and these words before one written apart pass.
    private static let placesAfterYouAre = Words(["on", "at", "in", "near", "with"])
    private static let modifiersAfterPlace = Words(["app", "screen", "device", "demand", "store", "line", "call"])
    private static let home = Array("home".utf8)
    /// Adjectives that too (more than enough) comes before and the
    /// preposition to never does after is or are: The name is to long.
    private static let adjectivesAfterToo = Words([
        "long", "large", "big", "small", "short", "many", "much", "high", "weak", "old", "early", "late", "far", "heavy",
        "busy", "hot", "cold", "loud", "quiet", "dark", "bright", "complex", "few", "low", "full", "young", "little",
        "strong", "hard", "difficult", "easy", "expensive", "tall", "wide", "narrow", "thin", "thick", "complicated",
    ])
    /// Forms of be that "too" and an adjective follow: is to long.
    private static let formsOfBe = Words([
        "is", "are", "was", "were", "be", "been", "isn't", "isn’t", "aren't", "aren’t", "it's", "it’s", "that's", "that’s",
    ])
    /// Words before "too" and an adjective other than be: takes too long,
    /// way too many, far too small.
    private static let beforeTooLong = Words(["takes", "take", "took", "taking", "way", "far", "much", "get", "gets", "got", "getting"])
    /// What follows "too long": the clause's end, or to or for (too large to upload, too small for).
    private static let afterTooAdjective = Words(["to", "for", "and", "or", "but"])
    private static let (many, much, with) = (Array("many".utf8), Array("much".utf8), Array("with".utf8))

    /// Nouns of a thing's own that "it's" (it is) never comes before in
    /// copy: "change it's name", "it's library is refreshed".
    /// Prepositions whose object "it's" would start: by it's handle, from
    /// it's menu. Not in, on, to, at or over, which also end a verb (once
    /// you're signed in it's saved, it's over).
    private static let prepositionsBeforeIts = Words([
        "of", "by", "with", "from", "into", "onto", "for", "about", "without", "through", "within", "across", "toward",
        "towards", "under", "during", "inside", "behind", "beside",
    ])
    /// A lowercase word that may be a possessive's noun or its modifier,
    /// not what "it is" goes on with (not, a, been, easy…, an adverb in -ly).
    static func isNounAfterPossessive(_ word: String) -> Bool {
        let bytes = word.utf8
        return !bytes.isEmpty && bytes.allSatisfy({ $0 &- 0x61 < 26 }) && !(bytes.count > 3 && bytes.suffix(2).elementsEqual("ly".utf8))
            && !afterItIs.contains(word) && !endingAfterItIs.contains(word) && !beforeToAfterItIs.contains(word)
            && !afterYouAre.contains(word)
    }
    private static let nounsAfterIts = Words([
        "library", "settings", "contents", "battery", "icon", "owner", "size", "name", "features", "users",
        "members", "screen", "storage", "default", "position", "color", "title", "password", "format", "status",
        "attachments", "pages", "items", "photos", "files", "subscribers", "tabs", "layers", "tracks", "episodes",
        "contacts", "location", "cable", "firmware", "charger", "lid", "label", "batteries", "sensor", "sensors",
        "details", "options", "permissions", "value", "values", "version", "width", "height", "length", "duration",
        "description", "price", "folder", "window", "children", "properties", "parent", "corner", "corners", "edge",
        "edges", "border", "borders", "handle", "handles", "frame", "shape", "strap", "band", "thumbnail", "thumbnails",
        "toolbar", "sidebar", "buttons", "controls",
    ])
    /// Words between its and a noun of `nounsAfterIts` (its power cable,
    /// its home screen), after which "it's" reads no better: Check it's
    /// power cable.
    private static let modifiersAfterIts = Words([
        "power", "home", "lock", "battery", "default", "current", "own", "original", "charging", "usb", "lightning",
    ])
    /// Prepositions before "you" that take a noun phrase: "in you library"
    /// is your, and all (all you accounts). Not "for" (Apple Music's For
    /// You, made for you).
    private static let prepositionsBeforeYou = Words([
        "in", "on", "from", "of", "into", "to", "with", "across", "through", "at", "all", "between", "about", "within",
        "without", "under", "inside", "up", "out",
    ])
    /// Nouns of time after every or each that leave effects a noun before
    /// them: "Play sound effects every time" passes.
    private static let timesAfterEvery = Words([
        "time", "times", "day", "week", "month", "year", "morning", "night", "hour", "minute", "second", "few", "other",
    ])
    private static let (every, each) = (Array("every".utf8), Array("each".utf8))
    /// What starts the clause or the infinitive after whether: to, or, a
    /// subject (Choose whether to keep it, whether or not, whether you).
    private static let clauseAfterWhether = Words([
        "to", "or", "you", "it", "the", "your", "this", "they", "we", "i", "there", "he", "she", "a", "an", "any", "its",
        "their", "these", "those", "my", "our", "someone", "something", "anyone", "everything",
    ])
    /// Words before a noun, after which wether is the noun it is (a wether,
    /// the holiday wether), not whether.
    private static let determinersBeforeNoun = Words([
        "a", "an", "the", "this", "that", "each", "every", "your", "my", "our", "their", "his", "her", "its", "on", "of",
        "in", "no", "any",
    ])
    private static let (that, at) = (Array("that".utf8), Array("at".utf8))

    /// The words this rule starts from, each told by its bytes.
    private enum Kind {
        case itIs, its, modal, your, loose, loosing, then, than, everyday, awhile, a, an, wont, cant, lets
        case effect, effects, effected, advice, whose, their, there, youAre, whereApart, minuets, amount, less
        case breath, breathe, latter, wether, irregardless, insure, you, anytime, thereIs, payed, to, out, affect
        case peak, weather, were, excepted, except, whoIs, passed, ready, whats, wheres, theyAre, apart, principle
        case are, chose, suites, suite, anyways, lead
    }
    private static let kinds: [(word: [UInt8], kind: Kind)] = ([
        ("it's", .itIs), ("it’s", .itIs), ("its", .its), ("your", .your), ("loose", .loose), ("loosing", .loosing),
        ("then", .then), ("than", .than), ("everyday", .everyday), ("awhile", .awhile),
        ("a", .a), ("an", .an), ("wont", .wont), ("cant", .cant), ("lets", .lets),
        ("effect", .effect), ("effects", .effects), ("effected", .effected), ("advice", .advice), ("whose", .whose),
        ("their", .their), ("you're", .youAre), ("you’re", .youAre), ("where", .whereApart), ("minuets", .minuets),
        ("amount", .amount), ("less", .less), ("there", .there), ("breath", .breath), ("breathe", .breathe), ("latter", .latter),
        ("wether", .wether), ("irregardless", .irregardless), ("insure", .insure), ("you", .you), ("anytime", .anytime),
        ("there's", .thereIs), ("there’s", .thereIs), ("payed", .payed), ("to", .to), ("out", .out),
        ("affect", .affect), ("peak", .peak), ("weather", .weather), ("were", .were), ("excepted", .excepted),
        ("except", .except), ("who's", .whoIs), ("who’s", .whoIs), ("passed", .passed), ("ready", .ready), ("whats", .whats), ("wheres", .wheres),
        ("they're", .theyAre), ("they’re", .theyAre), ("apart", .apart), ("principle", .principle),
        ("are", .are), ("chose", .chose), ("suites", .suites), ("suite", .suite),
        ("anyways", .anyways), ("lead", .lead),
    ] as [(String, Kind)]).map { (Array($0.0.utf8), $0.1) }
    /// Verbs copy writes after won't and can't: "wont" (a habit) and "cant"
    /// (jargon) never come before one.
    private static let afterNegatedModal = Words([
        "be", "have", "work", "open", "load", "sync", "save", "lose", "see", "find", "connect", "show", "appear",
        "change", "delete", "download", "update", "start", "stop", "play", "send", "receive", "affect", "happen",
        "use", "go", "get", "make", "take", "do", "undo", "restore", "remove", "edit", "share", "print", "import",
        "export", "add", "access", "reach", "verify", "sign", "log", "install", "run", "hear", "read", "recover",
    ])
    /// Verbs after "Let's" at a sentence's start; "Lets you choose" (it
    /// lets you) is a verb of its own.
    private static let afterLetUs = Words([
        "get", "go", "start", "begin", "try", "make", "see", "do", "set", "take", "find", "look", "explore",
        "create", "add", "keep", "review", "fix", "check", "build", "learn", "play",
    ])
    /// For each length of word, a bit for each pair of lowered first and
    /// last letters a word of `kinds` or `modals` of that length has (26 ×
    /// 26 bits, in 11 words): most words are ruled out by one load, where a
    /// bit for the first letter and another for the last let "wide" through
    /// for were's w and effect's e. A word whose last byte is no letter
    /// (’ of it’s) passes to the comparison.
    private static let letterPairs: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: (longestKind + 1) * 11)
        for word in kinds.map(\.word) + modals.words {
            let (first, last) = (Int(word[0] &- 0x61), Int(word[word.count - 1] &- 0x61))
            guard last < 26 else { continue }
            let pair = first * 26 + last
            bits[word.count * 11 + pair >> 6] |= 1 << UInt64(pair & 63)
        }
        return bits
    }()

    /// The byte count of the longest word of `kinds` (irregardless).
    private static let longestKind = (kinds.map(\.word) + modals.words).map(\.count).max()!
    /// `kinds` by the byte count of their word: a word that passes the
    /// letter tests is compared with the few of its length, not all.
    private static let kindsByLength: [[(word: [UInt8], kind: Kind)]] = (0...longestKind).map { length in
        kinds.filter { $0.word.count == length }
    }

    private static func kind(of word: String) -> Kind? {
        let count = word.utf8.count
        // The ends read in place: `utf8.last` walks back through the view's generic path.
        guard count > 0, count <= longestKind else { return nil }
        let (first, last) = word.utf8.withContiguousStorageIfAvailable({ bytes in
            (Int((bytes[0] | 0x20) &- 0x61), Int((bytes[count - 1] | 0x20) &- 0x61))
        }) ?? (Int((word.utf8.first! | 0x20) &- 0x61), Int((word.utf8.last! | 0x20) &- 0x61))
        guard first < 26 else { return nil }
        if last < 26 {
            let pair = first * 26 + last
            guard letterPairs[count * 11 + pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { return nil }
        }
        if let found = kindsByLength[count].first(where: { Words.equal(word, $0.word) }) { return found.kind }
        return modals.contains(word) ? .modal : nil
    }

    /// Words that end a clause after "you're" and never after your, a
    /// possessive that needs its noun: make sure you're ready.
    /// Nouns in -ing that its owns in copy and that may end a clause (when
    /// its setting is on, after its recording): "while its syncing" is
    /// it's, "while its setting." is not.
    private static let nounsInIng = Words([
        "setting", "recording", "heading", "rating", "pairing", "ending", "opening", "warning", "meeting", "listing",
        "spacing", "timing", "building", "drawing", "painting", "saving", "billing", "pricing", "thing", "string",
        "spring", "morning", "evening", "ceiling", "feeling", "landing", "posting", "reading", "clothing", "housing",
        "shipping", "routing", "mapping", "encoding", "padding", "booking", "training", "lighting", "wording",
        "packaging", "offering", "bedding", "coating", "filling", "wedding", "beginning", "finding",
    ])
    private static let endingAfterYouAre = Words(["ready", "done", "finished", "here", "sure", "correct", "online", "offline", "busy"])
    /// Words "you're … to" takes (you're about to delete, you're able to),
    /// which after your and before to are no noun of yours; not right (your
    /// right to privacy) or set.
    private static let beforeToAfterYouAre = Words(["ready", "able", "unable", "about", "free", "allowed", "supposed", "likely", "sure", "due", "welcome"])
    /// Adverbs after "you're" that also come between your and its noun's modifier (your currently active project).
    private static let adverbsAfterYouAre = Words(["almost", "already", "currently", "still"])
    /// Words after a participle that make it a verb's, not a noun's
    /// modifier: your already subscribed to, your still signed in.
    private static let clauseAfterParticiple = Words([
        "to", "in", "into", "up", "out", "for", "as", "with", "on", "at", "by", "from", "the", "a", "an", "your", "this",
        "that", "it", "them", "you", "and", "or", "but", "now", "yet", "here", "there",
    ])
    /// What "you're all" comes before and "your all" never does: Your all set, Your all done.
    private static let afterYouAreAll = Words(["set", "done", "finished", "ready", "caught", "good"])
    private static let (of, course, all, welcome, and, own, to, the, or) = (
        Array("of".utf8), Array("course".utf8), Array("all".utf8), Array("welcome".utf8),
        Array("and".utf8), Array("own".utf8), Array("to".utf8), Array("the".utf8), Array("or".utf8))

    private static let out = Array("out".utf8)
    private static let (on, more, lessWord) = (Array("on".utf8), Array("more".utf8), Array("less".utf8))
    /// Determiners that make affect before on or of the noun effect (no affect on, the affect on).
    private static let determinersOfEffect = Words(["no", "an", "any", "the", "little", "some", "big", "great", "positive", "negative"])
    /// Adjective endings of a word between more or less and then (more responsive then).
    private static let adjectiveEndings = ["ive", "ful", "ous", "able", "ible", "ent", "ant", "ate", "ical", "less"].map { Array($0.utf8) }

    /// Whether `word` may end in 's or ’s (27 73, or 99 73 of E2 80 99),
    /// read in place: every word is asked, and only such a word is copied.
    @inline(__always)
    static func mayEndInApostropheS(_ word: String) -> Bool {
        word.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count >= 5 && bytes[bytes.count - 1] == 0x73 && (bytes[bytes.count - 2] == 0x27 || bytes[bytes.count - 2] == 0x99)
        } ?? true
    }

    /// A noun's 's written for its plural (the app's are updated, any
    /// question's, add photo's to your album): before a plural's verb, or
    /// after a word of many or an imperative with nothing it could own
    /// after it. Not it's, that's, let's and the like.
    static func apostropheForPlural(at index: Int, _ words: [TextSegments.Segment], _ value: String,
                                    _ before: (Int) -> String?, _ after: (Int) -> String?) -> ValueFinding? {
        let text = words[index].text
        let bytes = Array(text.utf8)
        // 's (27 73) or ’s (E2 80 99 73) after three lower-case letters or more.
        let apostrophe: Int
        if bytes.count >= 5, bytes[bytes.count - 1] == 0x73, bytes[bytes.count - 2] == 0x27 {
            apostrophe = 1
        } else if bytes.count >= 7, bytes[bytes.count - 1] == 0x73, bytes[bytes.count - 2] == 0x99,
                  bytes[bytes.count - 3] == 0x80, bytes[bytes.count - 4] == 0xE2 {
            apostrophe = 3
        } else {
            return nil
        }
        let stem = bytes[..<(bytes.count - 1 - apostrophe)]
        guard stem.count >= 3, stem.allSatisfy({ $0 &- 0x61 < 26 }), stem.last != 0x73 else { return nil }
        let noun = String(decoding: stem, as: UTF8.self)
        guard !notPluralBeforeApostrophe.contains(noun) else { return nil }
        let next = after(index)
        let plural: Bool
        if let next, pluralVerbsAfterApostrophe.contains(next) {
            plural = true
        } else if let previous = before(index), pluralDeterminers.contains(previous) || verbsBeforeYour.contains(previous) {
            plural = next.map(afterPluralNoun.contains) ?? WordPlaces.isLast(index, before: ".,;:!?)", words, value)
        } else {
            plural = false
        }
        guard plural else { return nil }
        let meant = noun + "s"
        let word = words[index]
        return ValueFinding(message: "“\(text)”: an apostrophe makes no plural; write “\(meant)”",
                            range: word.offset..<word.offset + text.count, replacement: meant)
    }

    /// Whether `word` is of lower-case ASCII letters only.
    static func isLowercaseWord(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { $0 &- 0x61 < 26 }
    }

    /// Whether `word` is a lower-case word of five letters or more with an
    /// adjective's ending (responsive, useful, reliable, efficient).
    static func looksLikeAdjective(_ word: String) -> Bool {
        let bytes = Array(word.utf8)
        guard bytes.count >= 5, bytes.allSatisfy({ $0 &- 0x61 < 26 }) else { return false }
        return adjectiveEndings.contains { bytes.count > $0.count && bytes.suffix($0.count).elementsEqual($0) }
    }
    private static let best = Array("best".utf8)
    /// Verbs and at before "its best" (look its best, at its best, do its best).
    private static let beforeItsBest = Words([
        "at", "look", "looks", "looking", "do", "does", "doing", "perform", "performs", "work", "works", "sound",
        "sounds", "try", "tries",
    ])
    /// Verbs of making before "your own" that `verbsBeforeYour` lacks (create your own, bring your own).
    private static let verbsBeforeOwn = Words(["create", "make", "build", "design", "bring", "write", "pick", "upload", "use"])
    /// Words after "of there" that keep it a place or a pronoun's use
    /// (because of there being, some of there is…).
    private static let notAfterTheir = Words(["being", "and", "or", "to", "from", "in", "on", "at", "for", "with", "by"])

    /// Plurals of things counted that don't end in -s (less people).
    private static let irregularPlurals = Words(["people", "children", "men", "women", "feet", "teeth", "mice"])

    /// Words in -s that are no plural of a thing counted, or no noun.
    private static let notCountedPlurals = Words([
        "does", "goes", "means", "seems", "gets", "makes", "takes", "uses", "keeps", "needs", "always", "perhaps",
        "towards", "afterwards", "sometimes", "series", "species", "news", "lens", "whereas", "yes", "thus", "gas",
        "canvas", "atlas", "chaos", "ethos", "besides", "nowadays", "overseas", "backwards", "forwards", "upwards",
    ])

    /// Whether `word` is a plural noun of things counted, by its form: a
    /// lower-case word of four letters or more in -s, not -ss, -us, -is or
    /// -ics (progress, bonus, analysis, analytics), and none of the verbs
    /// and adverbs in -s that follow less.
    static func isCountedPlural(_ word: String) -> Bool {
        if irregularPlurals.contains(word) { return true }
        let bytes = Array(word.utf8)
        guard bytes.count >= 4, bytes.allSatisfy({ $0 &- 0x61 < 26 }), bytes[bytes.count - 1] == UInt8(ascii: "s") else {
            return false
        }
        let before = bytes[bytes.count - 2]
        guard before != UInt8(ascii: "s"), before != UInt8(ascii: "u"), before != UInt8(ascii: "i") else { return false }
        if bytes.count >= 5, bytes[(bytes.count - 3)...].elementsEqual("ics".utf8) { return false }
        return !notCountedPlurals.contains(word)
    }

    /// The findings of `value`'s words; a word is read only with the word
    /// after it (or before it) one space away.
    public static func findings(in value: String) -> [ValueFinding] {
        let words = TextSegments.words(value)
        guard words.count >= 2 else { return [] }
        var found: [ValueFinding] = []
        // The text's scalars, its characters when each is one scalar (the
        // memo's, kept from the words' reading); its characters otherwise.
        let scalars = TextSegments.scalars(value)
        var characters: [Character]?
        /// Whether word `index + 1` follows word `index` after one space.
        func adjoins(_ index: Int) -> Bool {
            guard index >= 0, index + 1 < words.count else { return false }
            // In a text whose characters are its scalars, a word's length
            // is its scalars' (counting Characters walks grapheme breaks).
            let end = words[index].offset + (scalars == nil ? words[index].text.count : words[index].text.unicodeScalars.count)
            guard end + 1 == words[index + 1].offset else { return false }
            return isSpace(at: end)
        }
        /// Whether the character at `offset` is a space, read from the
        /// text's scalars when each is one character.
        func isSpace(at offset: Int) -> Bool {
            if let scalars { return scalars[offset] == " " }
            let text = characters ?? TextSegments.characters(value)
            characters = text
            return text[offset].isScalar(" ")
        }
        /// Whether word `index` starts the text or follows a space.
        func followsSpace(_ index: Int) -> Bool {
            words[index].offset == 0 || isSpace(at: words[index].offset - 1)
        }
        /// Whether "your" at `index`, an adverb after it, is the possessive
        /// of a noun two words on (your currently active project, your
        /// already paid bill, your still images), where "your still using",
        /// "your currently signed in." and "your already subscribed to" are
        /// you're.
        func possessiveBeforeAdverb(_ index: Int) -> Bool {
            guard let adverb = word(after: index), Self.adverbsAfterYouAre.contains(adverb),
                  let modifier = word(after: index + 1) else { return false }
            // your still images: a plural noun after the adverb, its adjective.
            guard let noun = word(after: index + 2) else { return Self.isCountedPlural(modifier) }
            return !Self.isGerund(modifier) && !Self.clauseAfterParticiple.contains(noun) && modifier.utf8.allSatisfy { $0 &- 0x61 < 26 }
        }
        /// Whether a comparative comes before word `index` in its sentence
        /// (more convenient for reading, than those…).
        func comparesBefore(_ index: Int) -> Bool {
            var before = index - 1
            while before >= 0, !WordPlaces.isLast(before, before: ".!?", words, value) {
                if Self.comparatives.contains(words[before].text) { return true }
                before -= 1
            }
            return false
        }
        /// Word `index + 1`, when it follows word `index` after one space.
        func word(after index: Int) -> String? { adjoins(index) ? words[index + 1].text : nil }
        /// Word `index - 1`, when word `index` follows it after one space.
        func word(before index: Int) -> String? { index > 0 && adjoins(index - 1) ? words[index - 1].text : nil }
        func report(_ index: Int, _ replacement: String, _ message: (String) -> String) {
            let word = words[index]
            let written = ReplacementCase.casedLike(word.text, replacement)
            found.append(ValueFinding(message: message(written), range: word.offset..<word.offset + word.text.count,
                                 replacement: written))
        }
        for index in words.indices {
            if Self.mayEndInApostropheS(words[index].text),
               let finding = Self.apostropheForPlural(at: index, words, value, word(before:), word(after:)) {
                found.append(finding)
                continue
            }
            guard let kind = kind(of: words[index].text) else { continue }
            let text = words[index].text
            let next = word(after: index)
            let after = next ?? ""
            switch kind {
            case .itIs:
                // look it's best, at it's best: best ending the clause after a
                // verb of doing or looking or after at is its noun (It's best to… passes).
                guard let next, Words.equal(next, own) || nounsAfterIts.contains(next)
                        || modifiersAfterIts.contains(next) && word(after: index + 1).map(nounsAfterIts.contains) == true
                        || Words.equal(next, best) && word(before: index).map(beforeItsBest.contains) == true
                            && WordPlaces.isLast(index + 1, before: ".,;:!?)", words, value)
                        // by it's handle, from it's menu: a preposition takes a noun phrase, not "it is".
                        || word(before: index).map(prepositionsBeforeIts.contains) == true && Self.isNounAfterPossessive(next)
                else { continue }
                report(index, "its") { "“\(text) \(after)”: \(text) is “it is”; write “\($0) \(after)”" }
            case .its:
                guard let next, afterItIs.contains(next)
                        || beforeToAfterItIs.contains(next) && word(after: index + 1).map({ Words.equal($0, to) }) == true
                        // We'll notify you when its back.
                        // while its syncing, once its loading: a gerund ends the clause.
                        || (endingAfterItIs.contains(next) || Self.isParticiple(next)
                            || Self.isGerund(next) && !nounsInIng.contains(next))
                            && (WordPlaces.isLast(index + 1, before: ".,;:!?)", words, value)
                                || word(after: index + 1).map(afterParticipleOfItIs.contains) == true)
                            && (word(before: index).map(clauseOpeners.contains) ?? WordPlaces.startsSentence(at: index, words, value))
                else { continue }
                report(index, "it’s") { "“\(text) \(after)”: its is the possessive; write “\($0) \(after)”" }
            case .modal:
                guard let next, Words.equal(next, of), word(after: index + 1).map({ Words.equal($0, course) }) != true
                else { continue }
                let modal = String(decoding: text.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }, as: UTF8.self)
                report(index + 1, "have") { "“\(text) \(next)” is how “\(modal)’ve” sounds; write “\(text) \($0)”" }
            case .your:
                guard let next, afterYouAre.contains(next) && !possessiveBeforeAdverb(index)
                        || Words.equal(next, all) && word(after: index + 1).map(afterYouAreAll.contains) == true
                        || Words.equal(next, welcome) && WordPlaces.isLast(index + 1, before: ".!?", words, value)
                        // Your a step closer, your the best: a possessive never takes an article.
                        || next == "a" || next == "an" || next == "the"
                        || youAreBeforePreposition.contains(next)
                            && word(after: index + 1).map(prepositionsAfterParticiple.contains) == true
                        // while your away from home, when your away.
                        || Words.equal(next, away) && (word(after: index + 1).map({ Words.equal($0, from) }) == true
                            || WordPlaces.isLast(index + 1, before: ".,;:!?)", words, value))
                        // make sure your ready, your about to delete it.
                        || endingAfterYouAre.contains(next) && WordPlaces.isLast(index + 1, before: ".,;:!?)", words, value)
                        || beforeToAfterYouAre.contains(next) && word(after: index + 1).map({ Words.equal($0, to) }) == true
                        // whether your on Wi-Fi, when your at home → you're.
                        || placesAfterYouAre.contains(next) && word(after: index + 1).map({
                            !modifiersAfterPlace.contains($0) && !Words.equal($0, and) && !Words.equal($0, or)
                                // your at home workout: at home before a noun is its modifier.
                                && (!Words.equal($0, home) || word(after: index + 2).map { Words.equal($0, or) || Words.equal($0, and) } ?? true)
                        }) == true
                else {
                    // Log how your feeling today → you're: after how, what or
                    // when, your and a gerund that ends the clause (or
                    // before today, now…) are a subject and its verb; "how
                    // your recording sounds" has a verb after the noun.
                    if let next, let before = word(before: index), openersOfProgressive.contains(before), Self.isGerund(next),
                       WordPlaces.isLast(index + 1, before: ".,;:!?)", words, value)
                        || word(after: index + 1).map(timesAfterProgressive.contains) == true {
                        report(index, "you’re") { "“\(before) \(text) \(after)”: your is the possessive; write “\(before) \($0) \(after)”" }
                        continue
                    }
                    // Your can change it later → You can: a modal takes a
                    // subject, and a verb after it (your must-haves passes).
                    guard let next, modalsAfterYou.contains(next), let verb = word(after: index + 1),
                          verb.utf8.allSatisfy({ $0 &- 0x61 < 26 }) else { continue }
                    report(index, "you") { "“\(text) \(after)”: your is the possessive; a modal’s subject is “\($0) \(after)”" }
                    continue
                }
                report(index, "you’re") { "“\(text) \(after)”: your is the possessive; write “\($0) \(after)”" }
            case .loose, .loosing:
                guard let next, determinersLost.contains(next) else { continue }
                report(index, kind == .loose ? "lose" : "losing") {
                    "“\(text) \(after)”: loose is not tight; write “\($0) \(after)”"
                }
            case .then:
                // more responsive then before: more or less and an adjective
                // told by its ending (-ive, -ful, -ous, -able…) compare too.
                if index > 1, adjoins(index - 1), adjoins(index - 2), Self.looksLikeAdjective(words[index - 1].text),
                   Words.equal(words[index - 2].text, more) || Words.equal(words[index - 2].text, lessWord) {
                    let compared = "\(words[index - 2].text) \(words[index - 1].text)"
                    report(index, "than") { "“\(compared) then”: a comparison takes than; write “\(compared) \($0)”" }
                    continue
                }
                // fewer workouts this month then last month: a comparison
                // earlier in the sentence and what it is compared with after.
                if let next, comparedAfterThen.contains(next), !WordPlaces.followsComma(index, words, value),
                   word(before: index).map({ Words.equal($0, and) || Words.equal($0, or) }) != true, comparesBefore(index) {
                    report(index, "than") { "“\(text) \(after)” ends a comparison; write “\($0) \(after)”" }
                    continue
                }
                guard index > 0, adjoins(index - 1), comparatives.contains(words[index - 1].text) else { continue }
                let written = words[index - 1].text
                report(index, "than") { "“\(written) then”: a comparison takes than; write “\(written) \($0)”" }
            case .than:
                // Than you for your order → Thank you: a sentence never starts with than you for.
                if let next, Words.equal(next, youWord), word(after: index + 1).map({ Words.equal($0, forWord) }) == true,
                   WordPlaces.startsSentence(at: index, words, value) {
                    report(index, "thank") { "“\(text) you for”: than compares; write “\($0) you for”" }
                    continue
                }
                // and than → and then; 7 days, than $4.99: after a comma a
                // comparison has nothing to compare.
                if WordPlaces.followsComma(index, words, value), !comparesBefore(index) {
                    report(index, "then") { "“, \(text)”: a step after another takes then; write “, \($0)”" }
                    continue
                }
                guard let written = word(before: index), Words.equal(written, and) else { continue }
                report(index, "then") { "“\(written) \(text)”: a step after another takes then; write “\(written) \($0)”" }
            case .payed:
                // already payed → paid: payed is a sailor's word (payed out the line).
                report(index, "paid") { "“\(text)” is a sailor's word; the past of pay is “\($0)”" }
            case .everyday:
                guard WordPlaces.isLast(index, before: ".,;:!?)", words, value) || next.map(afterEveryDay.contains) == true
                else { continue }
                report(index, "every day") { "“\(text)” here says when: everyday is an adjective (everyday tasks); write “\($0)”" }
            case .awhile:
                guard index > 0, adjoins(index - 1), beforeAWhile.contains(words[index - 1].text) else { continue }
                let written = words[index - 1].text
                report(index, "a while") { "“\(written) \(text)”: after \(written), a while is a noun; write “\(written) \($0)”" }
            case .a:
                guard let next, Self.takesAn(next), text == "a" || WordPlaces.startsSentence(at: index, words, value) else { continue }
                // The a option, if a is set, A and B, libjpeg.a: a letter
                // named, no article — before a verb or a conjunction, or a
                // lower-case a after the, opening a sentence, or with no
                // space before.
                if notAfterArticle.contains(next) || text == "a" && (word(before: index).map({ Words.equal($0, the) }) == true
                    || index > 0 && WordPlaces.startsSentence(at: index, words, value) || !followsSpace(index)) {
                    continue
                }
                report(index, "an") { "“\(text) \(after)”: an goes before a vowel sound; write “\($0) \(after)”" }
            case .an:
                guard let next, Self.takesA(next) else { continue }
                report(index, "a") { "“\(text) \(after)”: a goes before a consonant sound; write “\($0) \(after)”" }
            case .wont, .cant:
                guard let next, afterNegatedModal.contains(next) else { continue }
                report(index, kind == .wont ? "won’t" : "can’t") {
                    "“\(text) \(after)”: \(kind == .wont ? "wont is a habit" : "cant is jargon"); write “\($0) \(after)”"
                }
            case .lets:
                guard let next, afterLetUs.contains(next), WordPlaces.startsSentence(at: index, words, value) else { continue }
                report(index, "let’s") { "“\(text) \(after)”: lets is “allows”; write “\($0) \(after)”" }
            case .effect, .effects, .effected:
                // will effect your settings, effects how it syncs, weren't effected.
                let before = index > 0 && adjoins(index - 1) ? words[index - 1].text : nil
                // Sound effects every time: every or each before a noun of time.
                let timed = next.map { Words.equal($0, every) || Words.equal($0, each) } == true
                    && word(after: index + 1).map(timesAfterEvery.contains) == true
                let verb = switch kind {
                case .effect: before.map(beforeVerbEffect.contains) == true && next.map(objectsAffected.contains) == true
                    && !timed
                case .effects: next.map { objectsAffected.contains($0) && !Words.equal($0, the) && !Words.equal($0, all) } == true
                    && before.map { !objectsAffected.contains($0) } ?? true && !timed
                    // This setting effects battery life: a subject of one thing before it.
                    || before.map(subjectsOfAffects.contains) == true && next.map { Self.isLowercaseWord($0) && !afterEffectsNoun.contains($0) } == true
                    && !timed
                // No change is effected: what is effected is brought about.
                default: before.map(beforeEffected.contains) == true
                    && !(max(0, index - 3)..<max(0, index - 1)).contains { broughtAbout.contains(words[$0].text) }
                }
                guard verb else { continue }
                let meant = kind == .effect ? "affect" : kind == .effects ? "affects" : "affected"
                report(index, meant) { "“\(text)” here is the verb that means to change; write “\($0)”" }
            case .advice:
                let before = index > 0 && adjoins(index - 1) ? words[index - 1].text : nil
                guard before.map(beforeAdvise.contains) == true || next.map(objectsAdvised.contains) == true else { continue }
                report(index, "advise") { "“\(text)” is the noun; the verb is “\($0)”" }
            case .whose:
                guard let next, afterWhoIs.contains(next) else { continue }
                report(index, "who’s") { "“\(text) \(after)”: whose is of whom; write “\($0) \(after)”" }
            case .whoIs:
                // Who's account is this? Who's turn is it? → Whose: of whom, before a noun.
                guard let next, nounsAfterYour.contains(next) || Words.equal(next, turn) else { continue }
                report(index, "whose") { "“\(text) \(after)”: who’s is “who is”; write “\($0) \(after)”" }
            case .their:
                // Their going to love it, their not here → They're: a subject and its verb.
                // their easy to fit in → they're: an adjective and to after a subject.
                if let next, afterTheyAre.contains(next)
                    || Words.equal(next, going) && word(after: index + 1).map({ Words.equal($0, to) }) == true
                    || adjectivesBeforeTo.contains(next) && word(after: index + 1).map({ Words.equal($0, to) }) == true {
                    report(index, "they’re") { "“\(text) \(after)”: their is the possessive; write “\($0) \(after)”" }
                    continue
                }
                guard let next, afterThere.contains(next) else { continue }
                report(index, "there") { "“\(text) \(after)”: their is the possessive; write “\($0) \(after)”" }
            case .there:
                // There going to love it → They're: starting a sentence, there
                // has no verb of its own before going to (There's going to be…;
                // "Is there going to be" asks).
                if let next, Words.equal(next, going), word(after: index + 1).map({ Words.equal($0, to) }) == true,
                   word(after: index + 2).map({ $0 != "be" }) == true, WordPlaces.startsSentence(at: index, words, value) {
                    report(index, "they’re") { "“\(text) going to”: there is a place; write “\($0) going to”" }
                    continue
                }
                // There is 2 accessories → There are: a count of more than one is plural.
                if let next, Words.equal(next, `is`) || Words.equal(next, was), let count = word(after: index + 1), Self.countsMany(count) {
                    let plural = Words.equal(next, `is`) ? "are" : "were"
                    report(index + 1, plural) { "“\(text) \(next) \(count)”: a count of more than one takes \($0); write “\(text) \($0) \(count)”" }
                    continue
                }
                // get there own recommendations → their own: a place has no own.
                if let next, Words.equal(next, own) {
                    report(index, "their") { "“\(text) \(next)”: there is a place; write “\($0) \(next)”" }
                    continue
                }
                // Out of there: a place, whatever follows (read once for both readings below).
                let before = word(before: index)
                let afterOut = index > 0 && word(before: index - 1).map({ Words.equal($0, out) }) == true
                // to see there photos, on there profile → their: after a verb of
                // copy or a preposition, there before a noun of copy is the possessive.
                // On there due date: a modifier and such a noun too.
                if let next, nounsAfterYour.contains(next)
                    || modifiersBeforeNoun.contains(next) && word(after: index + 1).map(nounsAfterYour.contains) == true,
                   let before, verbsBeforeYour.contains(before) || prepositionsBeforeYour.contains(before), !afterOut {
                    report(index, "their") { "“\(before) \(text) \(next)”: there is a place; write “\(before) \($0) \(next)”" }
                    continue
                }
                // all of there workouts → their: of takes a noun phrase, and
                // there before a noun is the possessive misspelt (out of there passes).
                guard before.map({ Words.equal($0, of) }) == true, !afterOut,
                      let next, next.utf8.allSatisfy({ $0 &- 0x61 < 26 }), !afterThere.contains(next),
                      !notAfterTheir.contains(next) else { continue }
                report(index, "their") { "“of \(text) \(after)”: there is a place; write “of \($0) \(after)”" }
            case .youAre:
                guard let next, next.first?.isLetter == true else { continue }
                // see you're next dose: a modifier and a noun after it too.
                if nounsAfterYour.contains(next)
                    || modifiersBeforeNoun.contains(next) && word(after: index + 1).map(nounsAfterYour.contains) == true {
                    report(index, "your") { "“\(text) \(after)”: you’re is “you are”; write “\($0) \(after)”" }
                    continue
                }
                guard index > 0, adjoins(index - 1) else { continue }
                let written = words[index - 1].text
                let isImperative = verbsBeforeYour.contains(written) && WordPlaces.startsSentence(at: index - 1, words, value)
                guard isImperative || prepositionsBeforeYour.contains(written) else { continue }
                report(index, "your") { "“\(written) \(text) \(after)”: you’re is “you are”; write “\(written) \($0) \(after)”" }
            case .latter:
                // pay latter, try again latter → later: after a verb or a
                // word of time; the latter (of two) takes the, and a noun
                // before it (holiday latter) is some other word misspelt.
                guard let before = word(before: index), wordsBeforeLater.contains(before) else { continue }
                report(index, "later") { "“\(text)” is the second of two; the time after now is “\($0)”" }
            case .wether:
                // Choose wether to keep it, check wether the file is open: a
                // clause or to after it, and no determiner before (a wether).
                guard let next, clauseAfterWhether.contains(next), !(word(before: index).map(determinersBeforeNoun.contains) ?? false)
                else { continue }
                report(index, "whether") { "“\(text)” is a sheep; the word that weighs two choices is “\($0)”" }
            case .irregardless:
                report(index, "regardless") { "“\(text)” is not standard English; write “\($0)”" }
            case .anyways:
                report(index, "anyway") { "“\(text)” is spoken English; write “\($0)”" }
            case .thereIs:
                // There's 3 new requests → There are: a count of more than one is plural.
                guard let next, Self.countsMany(next) else { continue }
                report(index, "there are") { "“\(text) \(after)”: a count of more than one takes are; write “\($0) \(after)”" }
            case .anytime:
                // at anytime → at any time: after at, time is a noun.
                guard let written = word(before: index), Words.equal(written, at) else { continue }
                report(index, "any time") { "“\(written) \(text)”: after at, time is a noun; write “\(written) \($0)”" }
            case .insure:
                // Please insure that… → ensure: insure is to cover against loss.
                guard let next, Words.equal(next, that) else { continue }
                report(index, "ensure") { "“\(text) that”: insure is to cover against loss; write “\($0) that”" }
            case .you:
                // create you own, Create you own playlist: own after a verb
                // that takes an object, ending a clause or after the verb
                // starting a sentence (Sell what you own, Do you own a Mac? pass).
                if let next, Words.equal(next, own), let written = word(before: index),
                   verbsBeforeYour.contains(written) || verbsBeforeOwn.contains(written),
                   WordPlaces.isLast(index + 1, before: ".,;:!?)", words, value) || WordPlaces.startsSentence(at: index - 1, words, value) {
                    report(index, "your") { "“\(written) \(text) own”: you before own is “your”; write “\(written) \($0) own”" }
                    continue
                }
                // in you library, from you account → your: after a
                // preposition, you before a noun it never takes. Not "for
                // you" (Apple Music's For You), nor a capital You (a name).
                // Enter you master password: after a verb of copy that
                // takes one object, starting a sentence or a clause after a
                // comma, too, and a noun
                // may come after one modifier.
                guard text.utf8.first == UInt8(ascii: "y"), let next, let written = word(before: index),
                      prepositionsBeforeYou.contains(written)
                        // Touch ID or you passcode: after and or or, a noun
                        // that no subject's verb could be (and you order it).
                        || (Words.equal(written, and) || Words.equal(written, or)) && !nounsAlsoVerbs.contains(next)
                            && nounsAfterYour.contains(next)
                        || verbsBeforeYour.contains(written)
                            && (WordPlaces.startsSentence(at: index - 1, words, value) || WordPlaces.followsComma(index - 1, words, value)
                                || word(before: index - 1).map({ Words.equal($0, to) }) == true)
                        || pastVerbsBeforeYour.contains(written),
                      nounsAfterYour.contains(next)
                        || modifiersBeforeNoun.contains(next) && word(after: index + 1).map(nounsAfterYour.contains) == true
                else { continue }
                report(index, "your") { "“\(written) \(text) \(after)”: you before a noun is “your”; write “\(written) \($0) \(after)”" }
            case .to:
                // The name is to long, To many attempts → too: to is the
                // preposition; more than enough is too.
                guard let next, adjectivesAfterToo.contains(next) else { continue }
                let afterBe = word(before: index).map({ formsOfBe.contains($0) || beforeTooLong.contains($0) }) == true
                    && (WordPlaces.isLast(index + 1, before: ".,;:!?)", words, value) || word(after: index + 1).map(afterTooAdjective.contains) == true)
                // To many attempts. (To many people, it… passes: a comma ends its phrase.)
                let opensSentence = (Words.equal(next, many) || Words.equal(next, much)) && WordPlaces.startsSentence(at: index, words, value)
                    && Self.endsSentenceWithoutComma(from: index + 1, words, value)
                guard afterBe || opensSentence else { continue }
                report(index, "too") { "“\(text) \(after)”: to is the preposition; more than enough is “\($0) \(after)”" }
            case .peak:
                // Get a sneak peak, sneak a peak → peek: a peek is a quick look.
                guard let before = word(before: index), Words.equal(before, sneak)
                        || before == "a" && word(before: index - 1).map({ Words.equal($0, sneak) }) == true else { continue }
                report(index, "peek") { "“\(before) \(text)”: a quick look is a peek; write “\(before) \($0)”" }
            case .lead:
                // The update has lead to faster syncing → led: the past participle of lead.
                guard let before = word(before: index), formsOfHave.contains(before), let next, Words.equal(next, to) else { continue }
                report(index, "led") { "“\(before) \(text) to”: the past of lead is led; write “\(before) \($0) to”" }
            case .weather:
                // weather or not → whether or not.
                if let next, Words.equal(next, or), word(after: index + 1).map({ Words.equal($0, not) }) == true {
                    report(index, "whether") { "“\(text) or not”: the word that weighs two choices is “\($0)”" }
                    continue
                }
                // Weather you're on Wi-Fi, choose weather to keep it → whether:
                // a clause or to after it, at a sentence's start or after a
                // verb of deciding (the weather you saved, add weather to
                // your screen pass).
                guard let next, subjectsAfterWhether.contains(next) else { continue }
                let opens = WordPlaces.startsSentence(at: index, words, value) && !Words.equal(next, to)
                    || word(before: index).map(verbsBeforeWhether.contains) == true
                guard opens else { continue }
                report(index, "whether") { "“\(text) \(after)”: weather is the sky’s; the word that weighs two choices is “\($0) \(after)”" }
            case .are:
                // We've updated are privacy policy, contact are team → our.
                guard let next, nounsAfterOur.contains(next), let before = word(before: index), beforeOur.contains(before) else { continue }
                report(index, "our") { "“\(before) \(text) \(next)”: are is a verb; the possessive is “\(before) \($0) \(next)”" }
            case .chose:
                // You can chose a theme → choose: a modal or to takes the present.
                guard let before = word(before: index), beforeChoose.contains(before) else { continue }
                report(index, "choose") { "“\(before) \(text)”: chose is the past; after \(before) write “\(before) \($0)”" }
            case .suites, .suite:
                // a theme that suites your style, to suite your needs → suits, suit:
                // a suite is a set of rooms or apps; to fit is suit.
                guard let next, objectsSuited.contains(next) else { continue }
                if kind == .suite, word(before: index).map({ Words.equal($0, to) }) != true { continue }
                let meant = kind == .suites ? "suits" : "suit"
                report(index, meant) { "“\(text) \(next)”: a suite is a set of rooms or apps; to fit is “\($0) \(next)”" }
            case .principle:
                // The principle reason → principal: the adjective is main, the noun a rule.
                guard let next, nounsAfterPrincipal.contains(next) else { continue }
                report(index, "principal") { "“\(text) \(after)”: a principle is a rule; main is “\($0) \(after)”" }
            case .were:
                // Pick up were you left off, so they know were you are →
                // where: after a verb of place, were and a subject and its
                // verb make a clause of place ("the people watching were
                // you and I" has no verb after the pronoun).
                if let next, let before = word(before: index), beforeWhereClause.contains(before), subjectPronouns.contains(next),
                   let verb = word(after: index + 1), verbsOfWhereClause.contains(verb) {
                    report(index, "where") { "“\(before) \(text) \(next) \(verb)”: were is a form of be; a place is “\(before) \($0) \(next) \(verb)”" }
                    continue
                }
                // Were sorry, Were unable to connect → We’re: a sentence that starts with were asks a question.
                guard let next, afterWeAre.contains(next), WordPlaces.startsSentence(at: index, words, value) else { continue }
                report(index, "we’re") { "“\(text) \(after)”: were asks a question here; write “\($0) \(after)”" }
            case .excepted, .except:
                // Your request was excepted, We except Visa → accepted, accept: except leaves out.
                let before = word(before: index)
                let accepted = kind == .excepted ? before.map(beforeEffected.contains) == true : before.map(subjectsOfAccept.contains) == true
                guard accepted else { continue }
                report(index, kind == .excepted ? "accepted" : "accept") { "“\(before ?? "") \(text)”: except leaves out; write “\(before ?? "") \($0)”" }
            case .whats, .wheres:
                // whats on your screen → what's: the dictionary takes whats (a plural of what), copy never means it.
                report(index, kind == .whats ? "what’s" : "where’s") { "“\(text)” is “\($0)” without its apostrophe; write “\($0)”" }
            case .ready:
                // invitations are all ready sent, we have all ready → already:
                // before a participle, or after have, all ready is an adverb.
                guard index >= 1, let before = word(before: index), Words.equal(before, all) else { continue }
                let afterHave = word(before: index - 1).map(formsOfHave.contains) == true
                guard next.map({ Self.isParticiple($0) || irregularParticiples.contains($0) }) == true
                        || afterHave && (next == nil || WordPlaces.isLast(index, before: ".,;:!?)", words, value)) else { continue }
                let first = words[index - 1]
                let joined = ReplacementCase.casedLike(before, "already")
                found.append(ValueFinding(message: "“\(before) \(text)”: before a verb, the adverb is one word: “\(joined)”",
                                          range: first.offset..<words[index].offset + text.count, replacement: joined))
            case .passed:
                // a date in the passed → in the past: after in the, the noun
                // of time ends the phrase (the passed tests pass).
                guard index >= 2, let before = word(before: index), Words.equal(before, the),
                      word(before: index - 1).map({ Words.equal($0, inWord) }) == true,
                      WordPlaces.isLast(index, before: ".,;:!?)", words, value) || next.map(afterInThePast.contains) == true
                else { continue }
                report(index, "past") { "“in the \(text)”: passed is the verb's; the time before now is “in the \($0)”" }
            case .affect:
                // take affect, put into affect → effect: what takes hold is the noun.
                guard let before = word(before: index) else { continue }
                if beforeEffect.contains(before) {
                    report(index, "effect") { "“\(before) \(text)”: what takes hold is the noun effect; write “\(before) \($0)”" }
                } else if determinersOfEffect.contains(before), let next, Words.equal(next, on) || Words.equal(next, of) {
                    // has no affect on battery life → effect: a determiner before it makes it the noun.
                    report(index, "effect") { "“\(before) \(text) \(next)”: the result is the noun effect; write “\(before) \($0) \(next)”" }
                }
            case .theyAre:
                // see they're notes is ambiguous; they're account → their: a
                // singular noun of copy with no article is no complement of "they are".
                guard let next, nounsAfterYour.contains(next), next.utf8.last != UInt8(ascii: "s") else { continue }
                report(index, "their") { "“\(text) \(next)”: they’re is “they are”; write “\($0) \(next)”" }
            case .apart:
                // Be apart of the beta → a part of: apart goes with from.
                guard let next, Words.equal(next, of) else { continue }
                report(index, "a part") { "“\(text) of”: apart goes with from; a share of something is “\($0) of”" }
            case .out:
                // with out saving → without: one word before a gerund or a determiner.
                guard let before = word(before: index), Words.equal(before, with), let next,
                      afterWithout.contains(next) || Self.isGerund(next) else { continue }
                let first = words[index - 1]
                let joined = ReplacementCase.casedLike(before, "without")
                found.append(ValueFinding(message: "“\(before) \(text) \(next)”: without is one word; write “\(joined) \(next)”",
                                          range: first.offset..<words[index].offset + text.count, replacement: joined))
            case .breath:
                // Breath in slowly → Breathe in: in, out and slowly follow the verb.
                guard let next, afterBreathe.contains(next), !(word(before: index).map(beforeBreath.contains) ?? false) else { continue }
                report(index, "breathe") { "“\(text) \(after)”: breath is the noun; the verb is “\($0)”" }
            case .breathe:
                // Take a deep breathe → breath: after deep, a or your it is the noun.
                guard index > 0, adjoins(index - 1), beforeBreath.contains(words[index - 1].text),
                      !(next.map(afterBreathe.contains) ?? false) else { continue }
                let written = words[index - 1].text
                report(index, "breath") { "“\(written) \(text)”: breathe is the verb; the noun is “\(written) \($0)”" }
            case .whereApart:
                guard index > 0, adjoins(index - 1), beforeWhere.contains(words[index - 1].text) else { continue }
                let first = words[index - 1]
                let joined = first.text + text
                found.append(ValueFinding(message: "“\(first.text) \(text)” is one word: “\(joined)”",
                                          range: first.offset..<words[index].offset + text.count, replacement: joined))
            case .amount:
                // the amount of images → the number of images.
                guard let next, Words.equal(next, of), let noun = word(after: index + 1), Self.isCountedPlural(noun) else { continue }
                report(index, "number") { "“\(text) of \(noun)”: amount is for what isn’t counted; write “\($0) of \(noun)”" }
            case .less:
                // less files → fewer files; "more or less" is an idiom.
                guard let next, Self.isCountedPlural(next),
                      !(index > 0 && adjoins(index - 1) && Words.equal(words[index - 1].text, or)) else { continue }
                report(index, "fewer") { "“\(text) \(after)”: less is for what isn’t counted; write “\($0) \(after)”" }
            case .minuets:
                guard index > 0, adjoins(index - 1) else { continue }
                let before = words[index - 1].text
                guard countsOfMinutes.contains(before) || before.first?.isNumber == true || before.first == "%" else { continue }
                report(index, "minutes") { "“\(before) \(text)”: a minuet is a dance; write “\(before) \($0)”" }
            }
        }
        return found
    }

    /// Number words of more than one, which "there's" (there is) never
    /// comes before: There's two, There's several.
    private static let manyWords = Words(["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several", "multiple", "many"])

    /// Whether `word` counts more than one: a figure of 2 or more (12,
    /// 1,000) or a number word.
    static func countsMany(_ word: String) -> Bool {
        if manyWords.contains(word) { return true }
        let digits = word.utf8.filter { $0 != UInt8(ascii: ",") }
        guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return false }
        return !(digits.count == 1 && digits[0] <= UInt8(ascii: "1"))
    }


    /// Whether a word written after "a" starts with a vowel sound: a, e, i
    /// or o (an album, an iPhone, an ID), but for one, once and eu (a
    /// one-time code, a European), or a silent h (an hour).
    static func takesAn(_ word: String) -> Bool {
        guard let first = word.utf8.first.map({ $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }) else { return false }
        if first == UInt8(ascii: "h") { return silentH.contains(word) }
        guard first == UInt8(ascii: "a") || first == UInt8(ascii: "e") || first == UInt8(ascii: "i")
                || first == UInt8(ascii: "o") else { return false }
        return !consonantSounds.contains { prefix in
            word.utf8.count >= prefix.count && Words.equal(String(decoding: word.utf8.prefix(prefix.count), as: UTF8.self), prefix)
        }
    }

    /// Beginnings written with a vowel and said with a consonant: a one-time code, a European plan.
    private static let consonantSounds = ["one", "once", "eu", "ewe"].map { Array($0.utf8) }

    /// Whether a word written after "an" starts with a consonant sound: a
    /// lower-case word (a capital may be a letter read out: an SSD, an FAQ)
    /// starting with a consonant other than h and x, or with one, uni (not
    /// unin or unim), use, usu or eu (a one-time code, a user, a European),
    /// and not read letter by letter (an rm command).
    static func takesA(_ word: String) -> Bool {
        guard let first = word.utf8.first, first >= 0x61, first <= 0x7A else { return false }
        // uni is said with a y (a unique code) but for un- before in and im
        // (an uninstalled app, an unimportant change).
        if ["one", "once", "uni", "use", "usu", "eu", "ewe"].contains(where: word.hasPrefix) {
            return !word.hasPrefix("unin") && !word.hasPrefix("unim")
        }
        return !"aeiouhx".utf8.contains(first) && !isReadAsLetters(word)
    }

    /// Words that never follow the article a: after "a" they say it is a
    /// letter named (if a is set, a and b, a or A).
    private static let notAfterArticle = Words(["is", "are", "was", "were", "and", "or", "as", "if", "a", "an", "has", "have", "all"])

    /// Whether a lower-case word after "an" is read letter by letter, its
    /// first letter's name starting with a vowel sound (an rm command, an
    /// sRGB profile, an npm package, an f): one letter, a word with no
    /// vowel, or f, l, m, n, r or s before a letter no English word starts
    /// with after it (fl and fr, rh, sc, sh, sk, sl, sm, sn, sp, squ, st
    /// and sw do: a flag, a smart list).
    static func isReadAsLetters(_ word: String) -> Bool {
        let bytes = Array(word.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 })
        guard let first = bytes.first, "flmnrs".utf8.contains(first) else { return false }
        let letters = bytes.filter { $0 &- 0x61 < 26 }
        if bytes.count == 1 || !letters.contains(where: { "aeiouy".utf8.contains($0) }) { return true }
        let second = bytes[1]
        if "aeiouy".utf8.contains(second) { return false }
        switch first {
        case UInt8(ascii: "f"): return second != UInt8(ascii: "l") && second != UInt8(ascii: "r")
        case UInt8(ascii: "r"): return second != UInt8(ascii: "h")
        case UInt8(ascii: "s"):
            if second == UInt8(ascii: "q") { return bytes.count < 3 || bytes[2] != UInt8(ascii: "u") }
            return !"chklmnptw".utf8.contains(second)
        default: return true
        }
    }

    /// Whether the sentence from word `index` on ends (. ! ? or the text's
    /// end) before any comma (To many people, it's new).
    private static func endsSentenceWithoutComma(from index: Int, _ words: [TextSegments.Segment], _ value: String) -> Bool {
        for word in index..<words.count {
            if WordPlaces.isLast(word, before: ".!?", words, value) { return true }
            if WordPlaces.isLast(word, before: ",", words, value) { return false }
        }
        return true
    }

    /// Whether `word` is a lower-case participle in -ed of five letters or more (canceled, connected).
    private static func isParticiple(_ word: String) -> Bool {
        let bytes = word.utf8
        return bytes.count >= 5 && bytes.allSatisfy { $0 &- 0x61 < 26 } && bytes.suffix(2).elementsEqual("ed".utf8)
    }

    /// Whether `word` is a lower-case gerund: five letters or more ending in ing.
    private static func isGerund(_ word: String) -> Bool {
        let bytes = word.utf8
        return bytes.count >= 5 && bytes.allSatisfy { $0 &- 0x61 < 26 } && bytes.suffix(3).elementsEqual("ing".utf8)
    }

}
