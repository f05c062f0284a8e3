@testable import HelpRules
import Testing

/// Real words written for the ones meant, where the words around settle it.
struct ConfusableWordTests {
    @Test(arguments: [
        ("Each album keeps it's own cover; it’s own too.", ["it's→its", "it’s→its"]),
        ("Its been saved. Its not ready.", ["Its→It’s", "Its→It’s"]),
        ("You could of lost it. It should of synced, and you might of seen it.", ["of→have", "of→have", "of→have"]),
        ("Your all set. If your not signed in, your going to lose it. Your welcome!", ["Your→You’re", "your→you’re", "your→you’re", "Your→You’re"]),
        ("Don't loose your progress; loosing the data hurts.", ["loose→lose", "loosing→losing"]),
        ("It takes more then a minute, less then an hour, and rather then wait, try again.", ["then→than", "then→than", "then→than"]),
        ("Choose a album, a iPhone, a ID or a hour; then an photo, an user or an one-time code.",
         ["a→an", "a→an", "a→an", "a→an", "an→a", "an→a", "an→a"]),
        ("A album is a set of photos.", ["A→An"]),
        ("Syncing may take awhile, so wait for awhile or come back in awhile.", ["awhile→a while", "awhile→a while", "awhile→a while"]),
        ("Open the album and than tap Share. Back up everyday, or sync everyday.", ["than→then", "everyday→every day", "everyday→every day"]),
        ("Lets get started. The album wont sync and you cant undo it. Lets try again.", ["Lets→Let’s", "wont→won’t", "cant→can’t", "Lets→Let’s"]),
        // Sixty-eighth session: copy of a fitness and a photo app.
        ("This change will effect all your devices; it effects how photos sync, and nothing was effected.",
         ["effect→affect", "effects→affects", "effected→affected"]),
        ("Get a reminder everyday at 9 AM. Syncing took awhile.", ["everyday→every day", "awhile→a while"]),
        ("We advice you to back up first. We can advice you.", ["advice→advise", "advice→advise"]),
        ("Whose ready for a workout? See whose online.", ["Whose→Who’s", "whose→who’s"]),
        ("Your almost done. Make sure your connected to Wi-Fi and your signed in.", ["Your→You’re", "your→you’re", "your→you’re"]),
        ("Their are no photos. Their isn't one.", ["Their→There", "Their→There"]),
        ("Check you're settings. Sign in to you're account.", ["you're→your", "you're→your"]),
        ("Boards sync across you're devices. Learn about you're plan.", ["you're→your", "you're→your"]),
        ("Access your files from any where, every where.", ["any where→anywhere", "every where→everywhere"]),
        ("Try again in a few minuets or 5 minuets.", ["minuets→minutes", "minuets→minutes"]),
        ("Its easy to share. Its a photo.", ["Its→It’s", "Its→It’s"]),
        // Seventieth session: a Mac app's help and a photo app's tips.
        ("It may take minutes depending on the amount of images. Choose less albums to use less files.",
         ["amount→number", "less→fewer", "less→fewer"]),
        ("Fewer posts reach less people; the amount of children is shown.", ["less→fewer", "amount→number"]),
        ("Select a trainer to see all of there workouts. Some of there photos are shared.", ["there→their", "there→their"]),
        // Seventy-first session: a fitness app on Apple Watch.
        ("You've reached you're goal. Make sure your watch is snug on you're wrist.", ["you're→your", "you're→your"]),
        ("Loose weight by tracking meals. Everyday is a new chance.", ["Loose→Lose", "Everyday→Every day"]),
        ("When your done, tap Save. If your finished, close it.", ["your→you’re", "your→you’re"]),
        ("Buy now, pay latter. Try again latter, or see you latter.", ["latter→later", "latter→later", "latter→later"]),
        ("Breath in slowly, then breath out. Take a deep breathe and hold your breathe.", ["Breath→Breathe", "breath→breathe", "breathe→breath", "breathe→breath"]),
        // it's before a thing's own noun; effects before every or each; you after a preposition before a noun.
        ("The app keeps it's library. Change it’s name. It can’t be opened because it’s format isn’t supported. This effect effects every photo and will effect each album.",
         ["it's→its", "it’s→its", "it’s→its", "effects→affects", "effect→affect"]),
        ("Photos in you library sync from you account.", ["you→your", "you→your"]),
        // Words that are words, written for the one meant.
        ("Choose wether to keep it, wether or not it syncs. Irregardless of size, please insure that it’s saved.",
         ["wether→whether", "wether→whether", "Irregardless→Regardless", "insure→ensure"]),
        ("Change your goal at anytime. At anytime, pause.", ["anytime→any time", "anytime→any time"]),
        ("There's 3 new requests. there’s two ways, There’s 12 songs.", ["There's→There are", "there’s→there are", "There’s→There are"]),
        ("%@ liked you're photo and you’re story.", ["you're→your", "you’re→your"]),
        ("Free for 7 days, than $4.99 a month. Restore it if you’ve already payed.", ["than→then", "payed→paid"]),
        ("Download maps before you loose signal, so they know when your coming. Lower you're volume. Whose driving?",
         ["loose→lose", "your→you’re", "you're→your", "Whose→Who’s"]),
        // Seventy-third session: a password manager, a podcast app and a smart-home app.
        ("Enter you master password. Update you accessory firmware for all you accounts, and remove it from all of you scenes.",
         ["you→your", "you→your", "you→your", "you→your"]),
        ("Select a room. Your can change it later, and your should see it. Automations run when your away from home, or while your away.",
         ["Your→You", "your→you", "your→you’re", "your→you’re"]),
        ("There is 2 accessories. There was 3 updates.", ["is→are", "was→were"]),
        ("Your all done! Now your all ready.", ["Your→You’re", "your→you’re"]),
        ("Follow them to see there photos. It’s on there profile.", ["there→their", "there→their"]),
        ("Were sorry, something went wrong. Were unable to connect. Their going to love it, but their not here.",
         ["Were→We’re", "Were→We’re", "Their→They’re", "their→they’re"]),
        ("Who's account is this? Who’s turn is it? Click the link to verify you email address.", ["Who's→Whose", "Who’s→Whose", "you→your"]),
        ("Get a sneak peak. Choose weather or not to sync. Than you for your order. Your request was excepted; we except Visa.",
         ["peak→peek", "weather→whether", "Than→Thank", "excepted→accepted", "except→accept"]),
        ("It renews unless its canceled at least a day before. Changes take affect at the end of you billing period.",
         ["its→it’s", "affect→effect", "you→your"]),
        ("We'll notify you when its back. Its ready, and once its available, review you request.", ["its→it’s", "Its→It’s", "its→it’s", "you→your"]),
        ("To many attempts. The name is to long, and the file is to large to upload. To much data.", ["To→Too", "to→too", "to→too", "To→Too"]),
        ("Lock screen controls skip with out unlocking. With out a password, it stays locked.", ["with out→without", "With out→Without"]),
        ("Transfer money between you accounts. Use Touch ID or you passcode to view you full card number.",
         ["you→your", "you→your", "you→your"]),
        ("Add a beneficiary to receive you account. Sign in with you TV provider. Get updates about you flight.",
         ["you→your", "you→your", "you→your"]),
        ("Continue watching were you left off so they know were you are. Each person gets there own profile.",
         ["were→where", "were→where", "there→their"]),
        ("Splitting bills is easier then ever, and flights are cheaper then last month. It uses an unique code and an user.",
         ["then→than", "then→than", "an→a", "an→a"]),
        ("You've taken all you're doses. Raise your wrist to see you're next dose. Talk to you doctor.",
         ["you're→your", "you're→your", "you→your"]),
        ("It's time to refill you prescription. Log how your feeling today. Tell us how your doing.",
         ["you→your", "your→you’re", "your→you’re"]),
        ("Medications with a refill date in the passed appear here. Check in the passed.", ["passed→past", "passed→past"]),
        ("Export the notebook, including it's attachments. If the export takes to long, it's way to large to send.",
         ["it's→its", "to→too", "to→too"]),
        ("Your invitations are all ready sent. We have all ready. Make sure your ready, and your about to leave.",
         ["all ready→already", "all ready→already", "your→you’re", "your→you’re"]),
        ("Ask a grown-up to help you set up you account. Lessons are short, so their easy to fit in. Fill out you profile.",
         ["you→your", "their→they’re", "you→your"]),
        ("Use the controller to move you character. The boss is to strong for you. Hold to charge you're jump.",
         ["you→your", "to→too", "you're→your"]),
        ("VoiceOver reads whats on your screen. Wheres my photo?", ["whats→what’s", "Wheres→Where’s"]),
        // A word said as a word after an: a letter named is only a one-letter
        // word, a word with no vowel or f, l, m, n, r, s before no onset.
        ("Add an smart list, an flag, an note and an rhyme. Save an step.", ["an→a", "an→a", "an→a", "an→a", "an→a"]),
        ("Add an accessory to you room. Check you hub and you lights.", ["you→your", "you→your", "you→your"]),
        ("Choose a preset, or create you own. Bring you own! It makes photos look it's best, at it's best. Create you own list.",
         ["you→your", "you→your", "it's→its", "it's→its", "you→your"]),
        ("You reached you goal. A badge for finishing you first course. Log you water intake.", ["you→your", "you→your", "you→your"]),
        ("If your currently signed in, your still using the old plan; your already subscribed to it.",
         ["your→you’re", "your→you’re", "your→you’re"]),
        ("Back up a image to a album. Fewer items cost more, and less then that. Tap Save, than close it.",
         ["a→an", "a→an", "then→than", "than→then"]),
    ])
    func reported(_ text: String, _ expected: [String]) {
        let found = ConfusableWordRule.findings(in: text)
        let written = found.map { finding in String(Array(text)[finding.range]) + "→" + (finding.replacement ?? "nil") }
        #expect(written == expected, "\(text)")
    }

    @Test(arguments: [
        "Each album keeps its own cover; it’s been saved and it’s not ready.",
        "You could of course undo it. A part of the album is yours.",
        "Your welcome screen shows your notes. Your all-time best is here. You’re all set.",
        "Check for a loose cable, then try again. The cable is loose.",
        "Save it, then share it. More photos, then fewer.",
        "Choose an album, a photo, a user, a one-time code, a European plan, an SSD, an FAQ, an hour, an HDMI cable.",
        // Letters read out after an: an rm command, an sRGB profile, an npm package, an f, an mmap buffer.
        "Run an rm command on an sRGB profile from an npm package, an f or an s, an mmap buffer, an lsof search, an m68k.",
        // a as a letter named: the a option, if a and b, -a all, libjpeg.a automatically; a doubled a.
        "Use the a option. If a is set, a and b are arrays. It builds libjpeg.a automatically. Fix a a typo.",
        "Options: -a all current limits. Sorted. a implicitly disables it.",
        "Invalid range: A and B can’t both be zero. a all with tty. A is for album.",
        // your, an adverb and a noun's modifier: the possessive.
        "Search your currently active project and your already paid bills. Find your still images.",
        "This is more convenient for reading, than those in the other view.",
        // own as a verb, and it's best to.
        "Sell what you own. Do you own a Mac? It's best to wait. It's best. Things you own are here.",
        // Verbs that take two objects, and a noun that is a verb after and.
        "We sent you photos and saved you time. Sounds help you sleep, and you sleep better. Showed you answers.",
        "Option A is on; plan A or B. Press A again.",
        "Your everyday tasks are here. It takes more than a minute and less than an hour.",
        // A candidate word ending the text (a loose end once read past the last word).
        "Keep it loose", "You know what it’s", "Pick a", "Pick an", "It could", "Not your", "Its", "then",
        // Lets as "allows", wont and cant as nouns.
        "Lets you choose a color. It lets you start over. The album won’t sync. Sheep cant.", "wont", "Lets",
        // Each word where it is the word meant.
        "Whose photo is this? Whose is it? The app does its best to help. Its ability to sync is new.",
        "Keep its very own cover, its free trial and its simple setup. Use it every day at 9.",
        "Your connected devices appear here. Your signed documents are safe. Their photos are shared.",
        "If you're ready, tap Done. As you're signed in, sync is on. When you're done, close it.",
        // "set up" is also the noun setup misspelt: "You’re set up is complete" would be no fix.
        "Your set up is complete.",
        "Everyday tasks are easier. The effects the filter adds are subtle. Our advice is simple. Play Bach minuets.",
        "Somewhere in your library. Anywhere you go. Wait awhile, then try again. It takes a while. The effect is new.",
        "Use less storage and less progress bars? A large amount of data, the amount of analytics, less obvious news.",
        "It costs more or less points. Fewer files, less than 5 items, less series and the amount of progress.",
        "Get out of there now. Because of there being no connection, of there. The top of there is flat.",
        "You're friends with Maya. You're home. Take a deep breath, then breathe in. A breath in the cold. Breathe slowly.",
        "Everyday workouts are here. The loose weights rattle.",
        "Of the two plans, the latter costs less; choose former and latter, or this latter one. Star a latter, a holiday latter.",
        "Play sound effects every time, effects each day. It’s original and it’s time. We send you photos, made for you. Your library.",
        "It costs less than $5, rather than more. Paid apps.",
        "Your coming-of-age story. Your meeting, your recording and your training. A loose connection. Whose car is it?",
        "There’s 1 new request. There’s no way. There’s a photo. There are 3. There’s 0.5 left.",
        "Delete this wether? A holiday wether. Tap the star on a wether to find it. Delete Wether",
        "Insure your home. You library. For you photos. It’s ours. Fun effects every few minutes. Pause anytime; call at any time.",
        "Confirm you want to delete it. Check you have a connection. Send you new photos. Thank you all. All you need is here.",
        "Your must-haves and your May photos. Your will is saved. Your can.",
        "There is 1 new accessory. There is a photo. It applies to many apps. To many people, it’s new. The goal is to slow down.",
        "Your away games. Go out with friends. Check out with your cart. Hang out with out.",
        "Flip the card to see its back. When its back cover opens, its ready state shows. We review you.",
        "See there. Is there a name? Get out of there photos. Check there are photos. From there, photos sync.",
        "When its edited photos sync, its connected devices update. This will affect your plan; it takes effect.",
        "Were you signed in? The weather or the news. Their going rate, their already busy day, their still images, their online store.",
        "More than you for now. The peak hours. Everyone except Visa; all except you. Sneak peek.",
        "Who's online? Who’s ready to play? See who's typing. We want to keep you informed. To share you need an account.",
        "Pick a dish and you order it. Choose photos or you name it. The people watching were you and your friends.",
        "Were you able to sign in? Where were you? An uninstalled app, an unimportant change.",
        "Go there now, and get there early. Send you flight updates.",
        "Hear how your recording sounds. Choose when your meeting starts. You're next. You're first in line.",
        "In the passed tests, the passed value is kept. It passed in the end. We'll take you home.",
        "It takes to heart what you write. Find the way to many places. You get to full screen from here.",
        "The plan is to fast for a day. You're team captain now. The goal is to close the gap. It's easy to move you forward.",
        "Their right to privacy, their ability to sync, their easy-to-use app. Cheer up you guys. Check out you and me.",
        "We're all ready to go. The photos are all ready for you. Your ready meals, your right to privacy. Your about page.",
    ])
    func passes(_ text: String) {
        #expect(ConfusableWordRule.findings(in: text).isEmpty, "\(text)")
    }
}
