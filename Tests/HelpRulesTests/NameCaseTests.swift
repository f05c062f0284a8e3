import Foundation
import HelpCore
@testable import HelpRules
import Testing

/// Names written with other capitals (case.name): what is reported, what
/// is taken for an everyday word or a sentence's capital, and the fix.
struct NameCaseTests {
    static let names = NameCapitals(try! WordLists.bundled().list("proper-nouns")
                                    + ["iCloud Backup", "Files app", "Do Not Disturb", "RecipeBox"],
                                    unmistakable: try! WordLists.bundled().list("unmistakable-names"))

    @Test(arguments: [
        // A name starting in lower case: any other writing, anywhere.
        ("IPhone keeps your recipes.", ["IPhone→iPhone"]),
        ("Open it on your Ipad or iphone.", ["Ipad→iPad", "iphone→iPhone"]),
        ("Update to MacOS 26 or IOS 26.", ["MacOS→macOS", "IOS→iOS"]),
        ("Icloud에 저장하세요.", ["Icloud→iCloud"]),
        // A capital inside: any writing but all lower case or all capitals.
        ("Airdrop it, then Facetime me.", ["Airdrop→AirDrop", "Facetime→FaceTime"]),
        ("Watch it on Apple tv or Apple Tv.", ["Apple tv→Apple TV", "Apple Tv→Apple TV"]),
        ("Wi-fi is off; Face Id is on.", ["Wi-fi→Wi-Fi", "Face Id→Face ID"]),
        ("The song got airplay. AIRDROP IT NOW.", ["airplay→AirPlay?"]),
        ("Try Recipebox for free.", ["Recipebox→RecipeBox"]),
        ("Turn on Autofill, or autofill.", ["Autofill→AutoFill", "autofill→AutoFill?"]),
        ("Press the Digital Crown to open the Home view.", ["Home view→Home View"]),
        // Only the distinctive words change: a backup is still a backup.
        ("Restore it from an ICloud backup.", ["ICloud backup→iCloud backup"]),
        ("Restore it from an iCloud backup.", []),
        // A distinctive word written right shows the name was meant: its plain words keep their capitals.
        ("Save it to iCloud drive, or icloud drive.", ["iCloud drive→iCloud Drive", "icloud drive→iCloud Drive"]),
        ("Set up face ID, or Touch id.", ["face ID→Face ID", "Touch id→Touch ID"]),
        ("Restore it from your iCloud backup, or any iCloud backup.", ["iCloud backup→iCloud Backup"]),
        // Plain words: a lost capital where the name was meant.
        ("Add it to the Home screen.", ["Home screen→Home Screen"]),
        ("Turn on Do not disturb.", ["Do not disturb→Do Not Disturb"]),
        ("Do not disturb the dough while it rises.", []),
        ("“Home screen” is where your apps are.", []),
        ("Keep Recipes in the Files App", []),
        ("Go to your home screen.", ["home screen→Home Screen?"]),
        // Unmistakable names: no everyday phrase, so lower case and a capital lost at the start are the name's.
        ("Pair your apple watch, set up face id, point the siri remote.", ["apple watch→Apple Watch", "face id→Face ID", "siri remote→Siri Remote"]),
        ("Digital crown: turn it.", ["Digital crown→Digital Crown"]),
        ("Low power mode is on. Turn on airplane mode, then open the app switcher.",
         ["Low power mode→Low Power Mode", "airplane mode→Airplane Mode", "app switcher→App Switcher"]),
        ("The retina display shows more; the Retina display too.", ["retina display→Retina display"]),
        // A word a name writes in lower case that gained a capital.
        ("Use an iPad Mini, a Mac Mini or a HOMEPOD MINI; the iPad mini is fine.", ["iPad Mini→iPad mini", "Mac Mini→Mac mini"]),
        ("Home screen: add it there.", []),
        // Plain words all in lower case: wrong only where one is no everyday word (the rule asks).
        ("Call emergency sos, or find my keys.", ["emergency sos→Emergency SOS?", "find my→Find My?"]),
        // Not words of copy: addresses, paths, placeholders.
        ("See icloud.com or www.Icloud.com, mail help@Iphone.example, open /Ipad/recipes or %@Ipad.", ["mail→Mail?"]),
        // All in lower case: kept only where no everyday word (the rule asks; `?` here).
        ("Ask siri over bluetooth on apple tv, in english. Use Siri.", ["siri→Siri?", "bluetooth→Bluetooth?", "apple tv→Apple TV?", "english→English?"]),
        ("Use i.e. or (i) freely.", []),
        ("iPhone, iPad, Mac, Apple Watch, Apple TV, AirDrop and Wi-Fi are all fine.", []),
    ])
    func reportsNamesWrittenWithOtherCapitals(_ text: String, _ expected: [String]) {
        let found = Self.names.findings(in: text).map { "\($0.written)→\($0.replacement)\($0.unlessEverydayWords ? "?" : "")" }
        #expect(found == expected, "\(text)")
    }

    /// Korean starts no sentence with a capital: a name's first capital at
    /// a Korean sentence's start shows it was meant.
    @Test func aCapitalStartingKoreanShowsTheName() {
        let text = "App store에서 받으세요. Home screen에 추가하세요."
        #expect(Self.names.findings(in: text, capitalizesSentences: false).map(\.replacement) == ["App Store", "Home Screen"])
        #expect(Self.names.findings(in: text).isEmpty)
    }

    /// A name in lower case is reported where that is no English word (siri,
    /// apple tv), in Korean copy too, and not where it is one (airdrop,
    /// settings, finder).
    @Test func lowerCaseNamesAreReportedUnlessEverydayWords() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="a"><text xml:lang="en">Ask siri over bluetooth, watch apple tv, open settings or the finder, and airdrop it.</text><text xml:lang="ko">siri에게 요청하세요.</text></string>
              <string id="b"><text xml:lang="en">Point the siri remote at the TV, go to the home screen and find my keys; set up face id on your apple watch.</text><text xml:lang="ko">digital crown을 누르세요.</text></string>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [NameCaseRule.self])
        #expect(found.map(\.message) == [
            "“siri” should be written “Siri”: a name keeps its own capitals",
            "“bluetooth” should be written “Bluetooth”: a name keeps its own capitals",
            "“apple tv” should be written “Apple TV”: a name keeps its own capitals",
            "“siri” should be written “Siri”: a name keeps its own capitals",
            "“siri remote” should be written “Siri Remote”: a name keeps its own capitals",
            "“face id” should be written “Face ID”: a name keeps its own capitals",
            "“apple watch” should be written “Apple Watch”: a name keeps its own capitals",
            "“digital crown” should be written “Digital Crown”: a name keeps its own capitals",
        ])
        #expect(found.allSatisfy { $0.fix != nil })
    }

    @Test func fixWritesTheNameAsTheListDoes() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="a"><text xml:lang="en">Send it with Airdrop from your IPhone.</text><text xml:lang="ko">Iphone에서 AirDrop으로 보내세요.</text></string>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [NameCaseRule.self])
        #expect(found.map(\.message) == [
            "“Airdrop” should be written “AirDrop”: a name keeps its own capitals",
            "“IPhone” should be written “iPhone”: a name keeps its own capitals",
            "“Iphone” should be written “iPhone”: a name keeps its own capitals",
        ])
        let (bytes, _) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains(#"<text xml:lang="en">Send it with AirDrop from your iPhone.</text><text xml:lang="ko">iPhone에서 AirDrop으로 보내세요.</text>"#))
        #expect(try RuleExampleRunner.diagnostics(of: fixed, config: Config(), rules: [NameCaseRule.self]).isEmpty)
    }

    /// Names on screen and keys are quoted as they appear, not judged.
    @Test func literalTopicTextIsSkipped() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <topic id="help.share">
                <title><text xml:lang="en">Share a recipe</text><text xml:lang="ko">레시피 공유하기</text></title>
                <body xml:lang="en"><p>Choose <ui>Share with Airdrop</ui>, then send it with Airdrop.</p></body>
                <body xml:lang="ko"><p>AirDrop으로 보내세요.</p></body>
              </topic>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [NameCaseRule.self])
        #expect(found.map(\.message) == ["“Airdrop” should be written “AirDrop”: a name keeps its own capitals"])
        #expect(found.first?.location.column == 82)
    }

    /// "Open it in Excel" and "Share to KakaoTalk" got a spelling warning
    /// and, translated, "left in en": other companies' product names are
    /// names, kept in Latin letters and written with their own capitals.
    @Test func otherCompaniesProductsAreNames() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios">
              <string id="a"><text xml:lang="en">Open it in Excel, or share it to KakaoTalk with PayPal.</text><text xml:lang="ko">Excel에서 열거나 PayPal로 KakaoTalk에 공유하세요.</text></string>
              <string id="b"><text xml:lang="en">Watch it on Youtube or save it to Github.</text><text xml:lang="ko">YouTube에서 보거나 GitHub에 저장하세요.</text></string>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(),
                                                      rules: [NameCaseRule.self, SpellingRule.self, TranslationMissingRule.self])
        #expect(found.map(\.message) == [
            "“Youtube” should be written “YouTube”: a name keeps its own capitals",
            "“Github” should be written “GitHub”: a name keeps its own capitals",
        ])
    }
}
