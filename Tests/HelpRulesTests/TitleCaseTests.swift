import HelpCore
@testable import HelpRules
import Testing

/// A title out of title case is one finding, naming each word that breaks
/// it, and `helpc fix` writes the title as the finding gives it.
struct TitleCaseTests {
    @Test func aTitleIsOneFindingWithItsFix() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <tip id="t"><title><text xml:lang="en">Split a payment between categories</text><text xml:lang="ko">결제 나누기</text></title></tip>
              <undo id="u"><text xml:lang="en">Add ingredient </text><text xml:lang="ko">재료 추가</text></undo>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TitleCaseRule.self])
        #expect(found.map(\.message) == [
            "“payment”, “between” and “categories” break title case; write “Split a Payment Between Categories”",
            "“ingredient” breaks title case; write “Add Ingredient”",
        ])
        let (bytes, _) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains(">Split a Payment Between Categories<") && fixed.contains(">Add Ingredient <"))
        #expect(try RuleExampleRunner.diagnostics(of: fixed, config: Config(), rules: [TitleCaseRule.self]).isEmpty)
    }
}

/// A label written as a `<string>` is read for title case only when it
/// is meant in title case.
struct LabelTitleCaseTests {
    @Test(arguments: [
        ("Add To Favorites", ["“To” breaks title case; write “Add to Favorites”"]),
        ("Back up Now", ["“up” breaks title case; write “Back Up Now”"]),
        ("Move to Trash", []), ("Learn more", []), ("Not now", []), ("Keep both", []), ("Select all", []),
        ("Share via Messages", []), ("Done", []), ("Your Notes Are Saved.", []), ("Save as PDF…", []),
        // A name counts as a capitalized word; a name of its own may hold a minor word.
        ("Show In Finder", ["“In” breaks title case; write “Show in Finder”"]), ("Show in Finder", []), ("Open %@", []),
        ("Open in Safari", []), ("Add to Up Next", []), ("Open with iCloud Drive", []),
        // A name inverted at a comma ends in the minor word that led it.
        ("Korea, Republic of", []), ("Micronesia, Federated States of", []),
        ("Pages Per Sheet", ["“Per” breaks title case; write “Pages per Sheet”"]),
    ])
    func labelsMeantInTitleCase(_ label: String, _ expected: [String]) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><string id="s"><text xml:lang="en">\(label)</text><text xml:lang="ko">번역</text></string></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TitleCaseRule.self])
        #expect(found.map(\.message) == expected)
    }
}

/// A help page's title in title case is told how to keep a product's
/// name of several words: the project's proper nouns.
struct HelpTitleSentenceCaseTests {
    static func messages(_ title: String, properNouns: [String] = []) throws -> [String] {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><topic id="t"><title><text xml:lang="en">\(title)</text></title><body xml:lang="en"><p>Draw.</p></body></topic></help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        return try RuleEngine.bundled(rules: [SentenceCaseRule.self], extraWords: WordLists(["proper-nouns": properNouns]))
            .check(project).diagnostics.map(\.message)
    }

    @Test func aProductNameOfSeveralWordsIsListed() throws {
        #expect(try Self.messages("Get started with Inkwell Pro") == [
            "reads as title case (“Inkwell”, “Pro” capitalized); use sentence case: capitalize only the first word and proper nouns (list your product's names in content/words/proper-nouns.txt)",
        ])
        #expect(try Self.messages("Get started with Inkwell Pro", properNouns: ["Inkwell Pro"]).isEmpty)
    }
}

/// A task's title starting with a gerund, told from a subject's.
struct HelpTitleImperativeTests {
    static let verbs: Set<String> = ["work", "add", "get", "share", "use", "back", "set", "make", "draw", "build", "record", "print"]

    @Test(arguments: [
        ("Working with layers", "Work"), ("Adding a layer", "Add"), ("Getting started", "Get"), ("Sharing your drawings", "Share"),
        ("Using Apple Pencil", nil), ("Using the eraser", "Use"), ("Backing up your work", "Back"), ("Setting up iCloud", "Set"),
        ("Setting up sync", "Set"), ("Making more room", "Make"), ("adding a layer", "add"),
        // A subject, not a task: alone, joined by and, before a noun; or no verb helpc knows.
        ("Printing", nil), ("Sharing and privacy", nil), ("Drawing tools", nil), ("Building blocks", nil), ("Recording options", nil),
        ("Something to try", nil), ("Bring your photos", nil), ("Spring in the garden", nil), ("Morning on the lake", nil),
    ] as [(String, String?)])
    func imperatives(_ title: String, _ imperative: String?) {
        #expect(HelpTitleImperativeRule.gerund(in: title, verbs: Self.verbs)?.imperative == imperative)
    }

    /// "How to export your transactions" passed as a task's title.
    @Test(arguments: [
        ("How to export your transactions", "Export"), ("how to add a layer", "add"), ("How to", nil), ("How it works", nil),
        ("Know how to draw", nil), ("How to 3D print", nil),
    ] as [(String, String?)])
    func howTo(_ title: String, _ imperative: String?) {
        #expect(HelpTitleImperativeRule.howTo(in: title)?.imperative == imperative)
    }

    /// The title advised after "How To Share An Album" kept “An”, which
    /// case.sentence then reported in the advice's own words.
    @Test func theAdvisedTitleLowersItsMinorWords() {
        let minor: Set<String> = ["an", "a", "the", "to", "with", "in"]
        #expect(HelpTitleImperativeRule.withMinorWordsLowered(" An Album With Friends", minorWords: minor) == " an Album with Friends")
        #expect(HelpTitleImperativeRule.withMinorWordsLowered(" a Photo in iCloud", minorWords: minor) == " a Photo in iCloud")
        #expect(HelpTitleImperativeRule.withMinorWordsLowered(" A", minorWords: minor) == " A", "a letter, a key's name")
    }

    /// 거래 내역을 내보내는 방법 passed; the 기 form is written where one
    /// verb's 는 form it is (만드는: 만들다, not 만드다).
    @Test(arguments: [
        ("거래 내역을 내보내는 방법", "내보내기" as String?, true), ("사본을 만드는 법", "만들기", true), ("창을 닫는 방법", "닫기", true),
        ("앱을 사용하는 방법", "사용하기", true), ("물건을 파는 법", nil, true), ("새로운 방법", nil, false),
        ("그리는 방법과 도구", nil, false), ("방법", nil, false), ("내보내는 방법을 알아보기", nil, false),
        // A period after the title is punct.ending's; the words before it are read.
        ("메모를 백업하는 방법.", "백업하기", true),
    ])
    func koreanHowTo(_ title: String, _ replacement: String?, _ reported: Bool) {
        let dictionary: Set<String> = ["내보내다", "만들다", "팔다", "파다"]
        let found = HelpTitleImperativeRule.koreanHowTo(in: title, accepts: dictionary.contains)
        #expect((found != nil) == reported)
        #expect(found?.replacement == replacement)
    }

    /// 레이어를 추가하십시오 as a page's title passed: Apple's Korean help
    /// titles the task 레이어를 추가하기.
    @Test(arguments: [
        ("레이어를 추가하십시오", "추가하기" as String?, true), ("메모를 백업하세요.", "백업하기", true),
        ("사진을 여세요", nil, true), ("레이어 추가하기", nil, false), ("시작하기", nil, false), ("세요", nil, false), ("도움이 필요하세요?", nil, false),
    ])
    func koreanImperative(_ title: String, _ replacement: String?, _ reported: Bool) {
        let found = HelpTitleImperativeRule.koreanImperative(in: title)
        #expect((found != nil) == reported)
        #expect(found?.replacement == replacement)
    }
}
