import HelpCore
import HelpRules
import Testing

/// A translation written under another tag than helpc.json's (ko for
/// ko-KR) is reported where it stands, with both ways to mend it.
struct TranslationMissingTests {
    @Test func aTextInAnUnlistedLanguageIsNamed() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="open"><text xml:lang="en">Open</text><text xml:lang="ko">열기</text></string>
              <topic id="help.open">
                <title><text xml:lang="en">Open</text><text xml:lang="ko-KR">열기</text></title>
                <body xml:lang="en"><p>Open a recipe.</p></body>
                <body xml:lang="ko"><p>레시피를 여세요.</p></body>
              </topic>
            </help>
            """
        var config = Config()
        config.languages = ["en", "ko-KR"]
        let found = try RuleExampleRunner.diagnostics(of: xml, config: config, rules: [TranslationMissingRule.self])
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "3:52 'open' has no ko-KR text; its \"ko\" text is in no language of helpc.json: write xml:lang=\"ko-KR\", or add \"ko\" to 'languages'",
            "7:5 topic 'help.open' has no <body xml:lang=\"ko-KR\">; its \"ko\" page is in no language of helpc.json: write xml:lang=\"ko-KR\", or add \"ko\" to 'languages'",
        ])
    }

    /// 메모를 연 다음 <ui>Share</ui>을 탭하십시오 passed: the control's name
    /// kept as the English page writes it, in a translated step. A name
    /// the lists know (AirDrop) and a step left wholly in English (the
    /// copied page's finding) are not reported here.
    @Test func aControlsNameLeftInTheSourceLanguage() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <topic id="help.share">
                <title><text xml:lang="en">Share a note</text><text xml:lang="ko">메모 공유하기</text></title>
                <body xml:lang="en"><steps><step>Open the note, then tap <ui>Share</ui>.</step><step>Tap <ui>AirDrop</ui> or <ui>Send Copy</ui>.</step><step>Tap <ui>Done</ui>.</step></steps></body>
                <body xml:lang="ko"><steps><step>메모를 연 다음 <ui>Share</ui>을 탭하십시오.</step><step><ui>AirDrop</ui> 또는 <ui>사본 보내기</ui>를 탭하십시오.</step><step>Tap <ui>Done</ui>.</step></steps></body>
              </topic>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TranslationMissingRule.self])
            .filter { $0.message.contains("page’s name as written") }
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["6:47"], "\(found.map(\.message))")
        #expect(found.first?.message.hasPrefix("“Share” is the en page’s name as written") == true)
    }

    @Test func aMenuPathLeftInTheSourceLanguage() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <topic id="help.export">
                <title><text xml:lang="en">Export a note</text><text xml:lang="ko">메모 내보내기</text></title>
                <body xml:lang="en"><steps><step>Choose <menu>File &gt; Export as PDF</menu>.</step></steps></body>
                <body xml:lang="ko"><steps><step><menu>File &gt; Export as PDF</menu>를 선택하십시오.</step></steps></body>
              </topic>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TranslationMissingRule.self])
        #expect(found.map(\.message) == [
            "“File > Export as PDF” is the en page’s menu path as written; write the menu path the ko app shows "
                + "(a name that stays in en goes in content/words/proper-nouns.txt)",
        ])
    }

    /// A translated page that stops lining up with its source block for
    /// block is reported at the first place it does, as a warning; a page
    /// that lines up, and a translator's page half done (its blocks not
    /// translated yet are left out of the comparison), are not.
    @Test(arguments: [
        ("<steps><step>Open a recipe.</step><step>Tap Share.</step></steps>",
         "<steps><step>레시피를 여세요.</step></steps>",
         "4:21 1 step here where the en page has 2" as String?),
        ("<p>Open a recipe.</p><note>It syncs.</note>", "<p>레시피를 여세요.</p><p>동기화됩니다.</p>",
         "4:37 a paragraph here where the en page has a note"),
        ("<p>Open a recipe.</p>", "<p>레시피를 여세요.</p><p>동기화됩니다.</p>", "4:1 2 blocks in the page where the en page has 1"),
        ("<steps><step platform=\"macos\">Click Share.</step></steps>", "<steps><step platform=\"ios\">공유를 클릭하세요.</step></steps>",
         "4:28 this step is platform=\"ios\" where the en page’s is platform=\"macos\""),
        ("<section><title>Share</title><ul><li>Mail</li><li>Messages</li></ul></section>",
         "<section><title>공유</title><ul><li>메일</li></ul></section>", "4:47 1 list item here where the en page has 2"),
        ("<p>Open a recipe.</p><steps><step>Tap Share.</step></steps>", "<p>레시피를 여세요.</p><steps><step>공유를 탭하세요.</step></steps>", nil),
    ] as [(String, String, String?)])
    func aPageThatDoesNotLineUpIsFound(_ english: String, _ korean: String, _ expected: String?) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios macos"><topic id="help.share"><title><text xml:lang="en">Share</text><text xml:lang="ko">공유</text></title>
            <body xml:lang="en">\(english)</body>
            <body xml:lang="ko">\(korean)</body>
            </topic></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TranslationMissingRule.self])
            .filter { $0.message.contains("line up") }
        let prefix = "the ko page doesn’t line up with the en page: "
        #expect(found.map { "\($0.location.line):\($0.location.column) " + $0.message.replacingOccurrences(of: prefix, with: "")
            .components(separatedBy: ";")[0] } == expected.map { [$0] } ?? [], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    /// An ordinary word of the source left as written in a translated
    /// string is a warning; names, keys, shortcuts, acronyms and words the
    /// source doesn't have are not.
    @Test(arguments: [
        ("Tap Export to save a copy.", "사본을 저장하려면 Export를 탭하세요.", "Export" as String?),
        ("Choose Share, then Copy.", "공유를 선택한 다음 Copy를 선택하세요.", "Copy"),
        ("Press Return to save.", "저장하려면 Return 키를 누르세요.", nil),
        ("Press Shift-Command-E.", "Shift-Command-E를 누르세요.", nil),
        ("Open Finder on your Mac.", "Mac에서 Finder를 여세요.", nil),
        ("Export as PDF.", "PDF로 내보내세요.", nil),
        ("Turn the Digital Crown.", "Digital Crown을 돌리세요.", nil),
        ("Open the app.", "Export를 여세요.", nil),
        ("Tap Export.", "Tap Export.", nil),
        ("Welcome to Zestora.", "Zestora에 오신 것을 환영합니다.", nil),
    ] as [(String, String, String?)])
    func aWordLeftAsWrittenIsFound(_ english: String, _ korean: String, _ word: String?) throws {
        let engine = try RuleEngine.bundled(rules: [TranslationMissingRule.self])
        let found = CopiedSource.wordLeftAsWritten(korean, source: english, sourceLanguage: "en", targetLanguage: "ko",
                                                   lexicon: engine.lexicon, isListed: engine.speller.isListedWord,
                                                   isWord: { engine.speller.dictionaryAccepts($0, language: "en") == true })
        #expect(found?.word == word, "\(korean)")
    }

    @Test func theFindingPointsAtTheWord() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><string id="s"><text xml:lang="en">Tap Export.</text><text xml:lang="ko">Export를 탭하세요.</text></string></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TranslationMissingRule.self])
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.severity)" } == ["2:92 warning"])
    }

    /// A unit's symbol stays as written in a translation (%lld kcal), but
    /// a unit Korean writes in words (min: 분) left in English is reported.
    @Test(arguments: [
        ("%lld kcal", "%lldkcal", false),
        ("%@ km", "%@ km", false),
        ("%lld bpm", "%lld bpm", false),
        ("%lld min", "%lld min", true),
        ("%lld steps", "%lld steps", true),
    ])
    func unitSymbolsNeedNoTranslation(_ english: String, _ korean: String, _ reported: Bool) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><string id="unit"><text xml:lang="en">\(english)</text><text xml:lang="ko">\(korean)</text></string></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TranslationMissingRule.self])
        #expect(found.contains { $0.message.contains("as written") } == reported, "\(found.map(\.message))")
    }
}
