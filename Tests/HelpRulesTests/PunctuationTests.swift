import HelpCore
@testable import HelpRules
import Testing

struct PunctuationTests {
    static func messages(_ entries: String) throws -> [String] {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\">\(entries)</help>\n"
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        return try RuleEngine.bundled(rules: [EndingPunctuationRule.self]).check(project).diagnostics.map(\.message)
    }

    /// The kind of copy is named with the article it takes: “an alert
    /// title”, not “a alert title”.
    /// Spaces around punctuation (text.whitespace's warnings): a space
    /// before , ; ? ! and a sentence's . or :, in English; a comma run into
    /// the word after it, in English and Korean. Numbers, file names, URLs
    /// and placeholders are left alone.
    @Test(arguments: [
        ("Save it , then tap Done .", true, ["a space before “,”", "a space before “.”"]),
        ("Really ? Yes ! Next ; last : done", true, ["a space before “?”", "a space before “!”", "a space before “;”", "a space before “:”"]),
        ("Saved .Tap Done,then close.", true, ["a space before “.”", "no space after “,”"]),
        ("저장한 후,닫으세요.", false, ["no space after “,”"]),
        ("저장했어요.메시지를 여세요?네. 1.5초, 버전 2.1.", false, ["no space after “.”", "no space after “?”"]),
        ("Export 1,000 recipes as a .pdf file to example.com, or %1$@,%2$@: done.", true, []),
        ("Save it, then tap Done. Time: 5 min.", true, []),
        ("“Done”,then", true, ["no space after “,”"]),
        // Brackets with a space inside, and a sentence run into the next.
        ("Open the file ( it’s in Downloads ). Done.Next step.", true, ["a space after “(”", "a space before “)”", "no space after “.”"]),
        ("파일을 여십시오( 다운로드 폴더 ).", false, ["a space after “(”"]),
        ("See Info.plist, apple.com/Support, iOS 18.Beta, e.g. Photos and (see below) [1].", true, []),
        // A number spaced from its percent sign, escaped or not; a
        // specifier after a number (5 %@), and a percent alone, are left.
        ("Saved 75 %% of it, then 20 %.", true, ["a space before “%”", "a space before “%”"]),
        ("목표의 75 %를 저축했습니다. 10 %%", false, ["a space before “%”", "a space before “%”"]),
        ("Page 5 %@ of %lld, 75%% and 100%, about % 20.", true, []),
        // A number spaced from its degree sign; a degree alone and 22°C are left.
        ("Set it to 22 °C, or 72 °F.", true, ["a space before “°”", "a space before “°”"]),
        ("온도를 22 °C로 설정하십시오.", false, ["a space before “°”"]),
        ("Set it to 22°C. Turn it 90 degrees, a ° sign.", true, []),
    ])
    func spacesAroundPunctuation(_ text: String, _ english: Bool, _ expected: [String]) {
        let found = TextWhitespaceRule.punctuationSpacing(in: text, spaceBefore: english)
        #expect(found.map { $0.message.components(separatedBy: "”")[0] + "”" } == expected, "\(text)")
        var fixed = Array(text)
        for problem in found.reversed() { fixed.replaceSubrange(problem.range, with: problem.replacement) }
        #expect(TextWhitespaceRule.punctuationSpacing(in: String(fixed), spaceBefore: english).isEmpty, "\(String(fixed))")
    }

    /// A straight quote becomes the typographic mark its place asks for:
    /// an apostrophe, an opening or closing quote, or a measure's prime.
    @Test(arguments: [
        ("Don't", "Don’t"), ("Saved \"Soup\"", "Saved “Soup”"), ("a 'quick' one", "a ‘quick’ one"),
        ("Pace: 5'30\" per km", "Pace: 5′30″ per km"), ("He is 6'2\".", "He is 6′2″."), ("The 1990's hits", "The 1990’s hits"),
        ("\"5\" is a number", "“5” is a number"), ("Type '3' twice", "Type ‘3’ twice"),
    ])
    func straightQuotesCurlAsTheirPlaceAsks(_ text: String, _ expected: String) {
        let characters = Array(text)
        let curled = characters.indices.map { offset in
            characters[offset] == "'" || characters[offset] == "\"" ? QuotesRule.curly(characters[offset], at: offset, in: characters)
                : String(characters[offset])
        }
        #expect(curled.joined() == expected)
    }

    /// A time run into am or pm: the space, and the capitals Apple writes.
    @Test func timesOfDayTakeASpaceAndCapitals() {
        let text = "Opens at 9am, closes at 10:30pm, delivered at 2:14PM."
        let found = TextWhitespaceRule.unitRunTogether(in: text)
        var fixed = Array(text)
        for problem in found.reversed() { fixed.replaceSubrange(problem.range, with: problem.replacement) }
        #expect(String(fixed) == "Opens at 9 AM, closes at 10:30 PM, delivered at 2:14 PM.")
        #expect(found.map(\.message) == ["“9am”: a time takes a space and capitals before AM or PM: “9 AM”",
                                          "“10:30pm”: a time takes a space and capitals before AM or PM: “10:30 PM”",
                                          "“2:14PM”: a time takes a space and capitals before AM or PM: “2:14 PM”"])
    }

    /// A number run into a unit of storage or speed takes a space in English.
    @Test(arguments: [
        ("Your recording is 45MB; free up 1.5GB or 2TB at 100Mbps.", ["“45MB”", "“1.5GB”", "“2TB”", "“100Mbps”"]),
        ("Run 5km, lift 10kg, rest 30min or 2hr; 3mi, 12lbs, 8oz, 20cm, 45sec, turn in 500ft.",
         ["“5km”", "“10kg”", "“30min”", "“2hr”", "“3mi”", "“12lbs”", "“8oz”", "“20cm”", "“45sec”", "“500ft”"]),
        ("It is 45 MB. A 120Hz display, 5G, 4K, A12GB, 3MBs, %lldMB, 1080p, 2x and MB3.", []),
        ("A 24mm lens, 5 km, 1st, 2nd, 3rd, 10mins, 5kmh, 3min2, 5Km, 4s, km5.", []),
        ("Opens at 9AM, closes 10PM.", ["“9AM”", "“10PM”"]),
        ("Delivered at 2:14 PM, 9 AM. I am 5. 3ampere, 10pms, Size:45", []),
    ])
    func numbersAndUnitsAreSpaced(_ text: String, _ expected: [String]) {
        let found = TextWhitespaceRule.unitRunTogether(in: text)
        #expect(found.map { $0.message.components(separatedBy: ":")[0] } == expected, "\(text)")
        var fixed = Array(text)
        for problem in found.reversed() { fixed.replaceSubrange(problem.range, with: problem.replacement) }
        #expect(TextWhitespaceRule.unitRunTogether(in: String(fixed)).isEmpty, "\(String(fixed))")
        for written in expected {
            // “45MB” fixed is 45 MB: a space where the figures end.
            let bare = written.filter { $0 != "“" && $0 != "”" }
            let figures = bare.prefix { $0.isNumber || $0 == "." }
            #expect(String(fixed).contains(figures + " " + bare.dropFirst(figures.count)), "\(String(fixed))")
        }
    }

    /// A number spaced from a unit's abbreviation in Korean is joined to it.
    @Test(arguments: [
        ("용량이 45 MB이고 3 km를 달렸으며 1.5 GB, 2 TB 남았습니다.", ["“45 MB”", "“3 km”", "“1.5 GB”", "“2 TB”"]),
        ("45MB, 3km, 5 GBs, 5 Mac, 75 %, 2 가지, 10 kmh, 2:14 PM", []),
    ])
    func koreanJoinsNumbersAndUnits(_ text: String, _ expected: [String]) {
        let found = TextWhitespaceRule.unitSpacedApart(in: text)
        #expect(found.map { $0.message.components(separatedBy: ":")[0] } == expected, "\(text)")
        var fixed = Array(text)
        for problem in found.reversed() { fixed.replaceSubrange(problem.range, with: problem.replacement) }
        #expect(TextWhitespaceRule.unitSpacedApart(in: String(fixed)).isEmpty, "\(String(fixed))")
        #expect(found.isEmpty || String(fixed).contains("45MB"))
    }

    /// Two marks in a row with an exclamation mark among them shout, in
    /// any copy; one mark, a question alone and "??" are left.
    @Test(arguments: [
        ("Done!!", [4]), ("Really?!", [6]), ("What!? Yes!!!", [4, 10]), ("완료！！", [2]), ("Welcome!", []),
        ("Why??", []), ("Wait! Now!", []), ("", []),
    ])
    func doubledMarks(_ text: String, _ expected: [Int]) {
        #expect(ExclamationRule.doubledMarks(in: text) == expected)
    }

    /// Hyphens typed for a dash, between words: the range the em dash
    /// takes (spaces and all); ranges, separators, hyphenated words and a
    /// list's marker are left.
    @Test(arguments: [
        ("photos - and videos", [6..<9]), ("photos -- and", [6..<10]), ("photos--and", [6..<8]),
        ("“Done” - then", [6..<9]), ("Wi-Fi and built-in", []), ("pages 2 - 5", [7..<10]), ("%@ - %@", []),
        ("- Open the app", []), ("photos --- and", []), ("photos—and", []), ("photos -and", []),
    ])
    func dashesTypedAsHyphens(_ text: String, _ expected: [Range<Int>]) {
        #expect(DashRule.dashes(in: text).map(\.range) == expected, "\(text)")
    }

    /// A hyphen between two numbers that rise is a range, set with an en
    /// dash; telephone numbers, dates, versions and parts are not.
    @Test(arguments: [
        ("Pages 1-10 are ready.", ["1–10"]), ("It takes 1 - 3 days (2024-2025).", ["1–3", "2024–2025"]),
        ("Call 555-1234 or 1-800-275-2273.", []), ("Released 2024-01-05.", []), ("Versions 1.2-1.5 and A17-3.", []),
        ("Scores 10-2 and 5-5.", []), ("Ages 4-8yo, 9-12.", ["4–8yo", "9–12"]),
    ])
    func rangesTakeAnEnDash(_ text: String, _ expected: [String]) {
        let found = DashRule.dashes(in: text).filter { $0.replacement == "–" }
        var characters = Array(text)
        for dash in found.reversed() { characters.replaceSubrange(dash.range, with: Array(dash.replacement)) }
        let fixed = String(characters)
        #expect(expected.allSatisfy(fixed.contains), "\(fixed)")
        #expect(found.count == expected.count, "\(found)")
    }

    @Test func messagesNameTheKindWithItsArticle() throws {
        let found = try Self.messages("""
            <alert id="a" kind="informational">
              <title><text xml:lang="en">Your changes were saved</text><text xml:lang="ko">변경 사항이 저장되었습니다.</text></title>
              <button id="ok" role="default"><text xml:lang="en">OK.</text><text xml:lang="ko">확인</text></button>
            </alert>
            <tooltip id="t"><text xml:lang="en">Change the order.</text><text xml:lang="ko">순서를 변경합니다.</text></tooltip>
            <tooltip id="u"><text xml:lang="en">Change the order</text><text xml:lang="ko">순서 변경...</text></tooltip>
            <tooltip id="z"><text xml:lang="en">Zoom in or out. Pinching also works.</text><text xml:lang="ko">확대 또는 축소</text></tooltip>
            """)
        #expect(found == [
            "an alert title is a complete sentence and needs ending punctuation",
            "“.” at the end of a button title; button titles and undo names take no ending punctuation",
            "a tooltip that is a fragment takes no “.” at the end",
            "a tooltip takes no “.” at the end, even as a complete sentence",
            // Two sentences (the last without a subject of its own) were
            // called a fragment.
            "a tooltip takes no “.” at the end, even as a complete sentence",
        ])
    }

    /// A title-case alert title with a subject and its verb is a sentence
    /// (iPhone Storage Is Full); Apple's fragments leave the verb out
    /// (iPhone Storage Full) or start with a negation (Can’t Connect, No
    /// Internet Connection).
    @Test(arguments: [
        ("iPhone Storage Is Full", true), ("Your Photos Are Ready", true), ("The Album Wasn't Shared", true),
        ("iPhone Storage Full", false), ("Can’t Connect to Server", false), ("Unable to Sync", false),
        ("Is This Your Album?", true), ("Delete “%@”?", true),
        // A negation starts a fragment; no one is a subject.
        ("No Internet Connection", false), ("No SIM", false), ("No Photos Were Found", true), ("No one can join", true),
    ])
    func alertTitlesWithAVerbAreSentences(_ title: String, _ sentence: Bool) {
        #expect(CopyForm.isSentence(title, language: "en") == sentence, "\(title)")
    }

    /// `helpc fix` takes the mark off a fragment and adds a period to a
    /// sentence, except after a closing quote, where the period may belong
    /// inside: that one is left to the writer.
    @Test func fixesChangeOnlyTheEnding() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <tooltip id="t"><text xml:lang="en">Change the order.</text><text xml:lang="ko">순서 변경.</text></tooltip>
              <alert id="a" kind="informational">
                <title><text xml:lang="en">Timer Started</text><text xml:lang="ko">타이머 시작됨</text></title>
                <message><text xml:lang="en">The timer runs until you click “Stop”</text><text xml:lang="ko">정지를 클릭할 때까지 타이머가 실행됩니다</text></message>
                <button id="ok" role="default"><text xml:lang="en">OK!</text><text xml:lang="ko">확인</text></button>
              </alert>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [EndingPunctuationRule.self])
        #expect(found.count == 5)
        let (bytes, _) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains(#"<text xml:lang="en">Change the order</text><text xml:lang="ko">순서 변경</text>"#))
        #expect(fixed.contains(#"<text xml:lang="en">The timer runs until you click “Stop”</text>"#))
        #expect(fixed.contains(#"<text xml:lang="ko">정지를 클릭할 때까지 타이머가 실행됩니다.</text>"#))
        #expect(fixed.contains(#"<text xml:lang="en">OK</text>"#))
        let remaining = try RuleExampleRunner.diagnostics(of: fixed, config: Config(), rules: [EndingPunctuationRule.self])
        #expect(remaining.map(\.message) == ["an alert message is a complete sentence and needs ending punctuation"])
    }

    /// A button or tooltip ending in three periods ends in an ellipsis
    /// written out, which punct.ellipsis reports; it ends in no period.
    @Test func threePeriodsAreNoPeriod() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <tooltip id="t"><text xml:lang="en">Show more options...</text><text xml:lang="ko">옵션 더 보기...</text></tooltip>
              <alert id="a" kind="confirmation">
                <title><text xml:lang="en">Save changes before closing?</text><text xml:lang="ko">닫기 전에 변경 사항을 저장하겠습니까?</text></title>
                <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                <button id="save" role="default"><text xml:lang="en">Save Changes...</text><text xml:lang="ko">변경 사항 저장...</text></button>
              </alert>
            </help>
            """
        #expect(try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [EndingPunctuationRule.self]).isEmpty)
        let ellipses = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [EllipsisRule.self])
        #expect(ellipses.count == 4)
    }

    /// The items of a list end alike: the few that differ from the rest
    /// are reported and fixed toward the rest; on a tie, the ones without a
    /// period take one. A question, a colon or an ellipsis counts for no
    /// side, and a list that agrees passes.
    @Test(arguments: [
        (["Everyone sees the same totals.", "Changes appear right away", "You can stop at any time."],
         ["<li>Changes appear right away.</li>"]),
        (["Groceries", "Dining out.", "Rent"], ["<li>Dining out</li>"]),
        (["Groceries", "Dining out."], ["<li>Groceries.</li>"]),
        (["Tap <ui>Share</ui>", "Choose a person."], ["<li>Tap <ui>Share</ui>.</li>"]),
        (["Who can see it?", "Groceries", "Rent", "And more…"], []),
        (["Groceries", "Rent"], []), (["Everyone sees it.", "Anyone can stop."], []),
    ])
    func listItemsEndAlike(_ items: [String], _ fixedItems: [String]) throws {
        let list = "<ul>" + items.map { "<li>\($0)</li>" }.joined() + "</ul>"
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><topic id="t">
              <title><text xml:lang="en">Share a budget</text><text xml:lang="ko">예산 공유하기</text></title>
              <body xml:lang="en">\(list)</body>
              <body xml:lang="ko"><ul><li>합계</li></ul></body>
            </topic></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [EndingPunctuationRule.self])
        #expect(found.count == fixedItems.count)
        let (bytes, _) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        for item in fixedItems { #expect(fixed.contains(item), "\(fixed)") }
        #expect(try RuleExampleRunner.diagnostics(of: fixed, config: Config(), rules: [EndingPunctuationRule.self]).isEmpty)
    }

    /// A help topic's steps, paragraphs and notes end like sentences: the
    /// period goes after the text they end in, and after the closing tags
    /// of the elements around it; after a closing quote the writer decides.
    /// List items and section titles are fragments; a colon introduces.
    @Test func topicSentencesEndInPunctuation() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <topic id="t">
                <title><text xml:lang="en">Budgets</text><text xml:lang="ko">예산</text></title>
                <body xml:lang="en">
                  <section><title>Before you start</title>
                    <p>See <link topic="t">the <em>budget</em> list</link></p>
                    <steps>
                      <step>Tap <ui>Budgets</ui>, then tap <ui>New Budget</ui>
                      </step>
                      <step>Enter an amount  </step>
                      <step>Choose one:</step>
                      <step>Choose <ui>Save</ui>, then “Done.”  </step>
                    </steps>
                    <ul><li>Groceries</li></ul>
                    <note>Budgets reset each month, as “Monthly”</note>
                  </section>
                </body>
                <body xml:lang="ko"><p>예산은 매달 초기화됩니다</p></body>
              </topic>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [EndingPunctuationRule.self])
        #expect(found.map(\.message) == ["a paragraph is a sentence and needs ending punctuation",
                                         "a step is a sentence and needs ending punctuation",
                                         "a step is a sentence and needs ending punctuation",
                                         "a note is a sentence and needs ending punctuation",
                                         "a paragraph is a sentence and needs ending punctuation"])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["7:63", "9:67", "11:32", "16:53", "19:41"])
        let (bytes, _) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains(#"<p>See <link topic="t">the <em>budget</em> list</link>.</p>"#))
        #expect(fixed.contains("then tap <ui>New Budget</ui>.\n"))
        #expect(fixed.contains("<step>Enter an amount.  </step>"))
        #expect(fixed.contains("<p>예산은 매달 초기화됩니다.</p>"))
        let remaining = try RuleExampleRunner.diagnostics(of: fixed, config: Config(), rules: [EndingPunctuationRule.self])
        #expect(remaining.map(\.message) == ["a note is a sentence and needs ending punctuation"])
    }

    /// A translation of a question stays a question (punct.ending, a
    /// warning); a Korean question written with a period is ko.punct's, and
    /// a text for other platforms is compared with their source.
    @Test(arguments: [
        (#"<text xml:lang="en">Delete this layer?</text><text xml:lang="ko">이 레이어를 삭제해요.</text>"#, true),
        (#"<text xml:lang="en">Delete this layer?</text><text xml:lang="ko">레이어 삭제</text>"#, true),
        (#"<text xml:lang="en">Delete “Soup?”</text><text xml:lang="ko">“수프”를 삭제해요.</text>"#, true),
        (#"<text xml:lang="en">Delete this layer?</text><text xml:lang="ko">이 레이어를 삭제하겠습니까.</text>"#, false),
        (#"<text xml:lang="en">Delete this layer?</text><text xml:lang="ko">이 레이어를 삭제할까요?</text>"#, false),
        (#"<text xml:lang="en">Delete this layer?</text><text xml:lang="ko">이 레이어를 삭제할까요?...</text>"#, false),
        (#"<text xml:lang="en">Delete this layer.</text><text xml:lang="ko">이 레이어를 삭제해요.</text>"#, false),
        (#"<text xml:lang="en" platform="macos">Quit now?</text><text xml:lang="en" platform="ios">Closing now.</text><text xml:lang="ko" platform="ios">지금 닫아요.</text><text xml:lang="ko" platform="macos">지금 종료할까요?</text>"#, false),
    ])
    func aTranslatedQuestionStaysAQuestion(_ texts: String, _ reported: Bool) throws {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><help version="1"><string id="s">"# + texts + "</string></help>"
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [EndingPunctuationRule.self])
            .filter { $0.message.contains("asks a question") }
        #expect(found.count == (reported ? 1 : 0), "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .warning && $0.language == "ko" })
    }

    /// A translation of a calm sentence ends calmly (punct.ending, a
    /// warning with the period as its fix), in strings and tips; not where
    /// the source exclaims too, a source's ellipsis, or an alert, which is
    /// punct.exclamation's.
    @Test(arguments: [
        (#"<string id="s"><text xml:lang="en">Your layer was saved.</text><text xml:lang="ko">레이어를 저장했어요!</text></string>"#, true),
        (#"<tip id="t"><title><text xml:lang="en">Save Layers</text><text xml:lang="ko">레이어 저장</text></title><message><text xml:lang="en">Layers save as you go.</text><text xml:lang="ko">레이어는 바로바로 저장돼요!</text></message></tip>"#, true),
        (#"<string id="s"><text xml:lang="en">You did it!</text><text xml:lang="ko">해냈어요!</text></string>"#, false),
        (#"<string id="s"><text xml:lang="en">Saving...</text><text xml:lang="ko">저장 중!</text></string>"#, false),
        (#"<string id="s"><text xml:lang="en">Saved.</text><text xml:lang="ko">저장했어요!!</text></string>"#, false),
        (#"<alert id="a" kind="informational"><title><text xml:lang="en">Layer saved.</text><text xml:lang="ko">레이어 저장 완료!</text></title><button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button></alert>"#, false),
    ])
    func aTranslatedStatementStaysCalm(_ entry: String, _ reported: Bool) throws {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><help version="1">"# + entry + "</help>"
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [EndingPunctuationRule.self])
            .filter { $0.message.contains("as calmly") }
        #expect(found.count == (reported ? 1 : 0), "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .warning && $0.language == "ko" && $0.fix != nil })
    }

    /// Quotes and brackets pair up (punct.pairs); a lone closing
    /// parenthesis is a numbered step's.
    @Test(arguments: [
        ("Export (HEIC) and “Share”.", nil),
        ("“%@”을(를) 저장했어요. 1) 열기 2) 공유", nil),
        ("Choose “Export (HEIC)”.", nil),
        ("HEIC로 내보내기 (더 작은 파일", "(" as Character?),
        ("Tap “Export to save.", "“"),
        ("Saved %@” to Photos.", "”"),
        ("「사진」과 『앨범', 그리고 [베타", "『"),
        ("Mismatched (brackets]", "]"),
    ] as [(String, Character?)])
    func quotesAndBracketsPairUp(_ text: String, _ unpaired: Character?) {
        #expect(PairedPunctuationRule.unpaired(in: Array(text))?.0 == unpaired)
        #expect(PairedPunctuationRule.mayHoldPairs(text) || unpaired == nil)
    }

    /// The byte test before the characters are read passes every text
    /// with a mark the rule pairs.
    @Test func theByteTestMissesNoMark() {
        for mark in ["“", "”", "(", ")", "[", "]", "「", "」", "『", "』"] {
            #expect(PairedPunctuationRule.mayHoldPairs("사진 \(mark) photo"), "\(mark)")
        }
        #expect(!PairedPunctuationRule.mayHoldPairs("Plain copy, 한국어 텍스트, ‘single’ quotes… and — dashes."))
    }

    /// A control's name in quotes in any copy (seventy-seventh session):
    /// the quotes go, straight or curly, with one finding each; code an
    /// app's messages quote is no control's name.
    @Test func quotedControlNamesInCopyLoseTheirQuotes() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="a"><text xml:lang="en">Tap "Done" to save.</text><text xml:lang="ko">“완료”를 탭하여 저장하세요.</text></string>
              <string id="b"><text xml:lang="en">Tap the “Share” button.</text><text xml:lang="ko">‘공유’ 버튼을 탭하세요.</text></string>
              <string id="c"><text xml:lang="en">Can’t use the “%s” option or the “log_stats” setting; run “git rebase --skip”.</text><text xml:lang="ko">“%s” 옵션을 사용할 수 없습니다.</text></string>
              <string id="d"><text xml:lang="en">Saved “Soup”. She said “tap twice”.</text><text xml:lang="ko">“수프” 저장됨</text></string>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [QuotesRule.self])
        #expect(found.map(\.message) == [
            "don’t put quotes around the control’s name Done; write it as the screen shows it",
            "don’t put quotes around the control’s name 완료; write it as the screen shows it",
            "don’t put quotes around the control’s name Share; write it as the screen shows it",
            "don’t put quotes around the control’s name 공유; write it as the screen shows it",
        ])
        let (bytes, _) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains(#"<text xml:lang="en">Tap Done to save.</text><text xml:lang="ko">완료를 탭하여 저장하세요.</text>"#))
        #expect(fixed.contains(#"<text xml:lang="en">Tap the Share button.</text><text xml:lang="ko">공유 버튼을 탭하세요.</text>"#))
    }

    /// The memchr test for a quote of any kind says what reading every
    /// character said, beside ellipses, apostrophes and Hangul, whose
    /// lead bytes are alike.
    @Test func quotesAreFoundByTheirBytes() {
        let pieces = ["\"", "'", "“", "”", "‘", "’", "…", "—", "사진", "a", " ", "é", "😀", "\u{2018}", "\u{201C}", "\u{2019}"]
        var numbers = SeededNumbers(seed: 77)
        for _ in 0..<3000 {
            let text = numbers.text(of: pieces, fewerThan: 6)
            let expected = text.unicodeScalars.contains { "\"'“‘".unicodeScalars.contains($0) }
            #expect(QuotesRule.mayHoldQuotes(text) == expected, "\(text.debugDescription)")
        }
    }
}
