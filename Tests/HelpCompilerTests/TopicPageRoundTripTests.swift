import Foundation
import HelpCore
import Testing

/// Help topics' pages through the translator round trip, a block at a time.
struct TopicPageRoundTripTests {
    func exported(_ project: URL) throws -> (url: URL, units: [XMLElement]) {
        let run = try Helpc.run(["export-xliff", "--lang", "ko"], in: project)
        #expect(run.status == 0, "\(run.standardError)")
        let url = project.appendingPathComponent("build/xliff/ko.xliff")
        let parsed = XMLReader.parse([UInt8](try Data(contentsOf: url)), file: "ko.xliff")
        #expect(parsed.diagnostics.isEmpty)
        let files = parsed.document?.root.elements(named: "file") ?? []
        let pages = try #require(files.first { $0["original"] == "Help.help" })
        #expect(pages["datatype"] == "xml" && pages["source-language"] == "en" && pages["target-language"] == "ko")
        return (url, pages.firstElement(named: "body")?.elements(named: "trans-unit") ?? [])
    }

    /// What `XMLElement.textContent` can't show: the inline codes as written.
    func inner(_ element: XMLElement?, in url: URL) throws -> String {
        let element = try #require(element)
        let bytes = [UInt8](try Data(contentsOf: url))
        return String(decoding: bytes[element.span.contentStart..<element.span.contentEnd], as: UTF8.self)
    }

    @Test func pagesAreExportedBlockByBlock() throws {
        let project = try Helpc.scratchProject("translate-pages")
        let (url, units) = try exported(project)
        #expect(units.map { $0["id"] ?? "" } == [
            "pages.save|==|body.1", "pages.save|==|body.2.1", "pages.save|==|body.2.2", "pages.save|==|body.3.alt",
            "pages.save|==|body.4.title", "pages.save|==|body.4.1",
            "pages.find|==|body.1", "pages.find|==|body.2",
            "pages.share|==|body.1",
        ])
        #expect(units.map { $0["restype"] ?? "" } == [
            "x-helpc-p", "x-helpc-step", "x-helpc-step", "x-helpc-alt", "x-helpc-title", "x-helpc-p",
            "x-helpc-p", "x-helpc-note", "x-helpc-p",
        ])
        // White space as the page shows it; no indentation inside copy.
        #expect(try inner(units[0].firstElement(named: "source"), in: url) == "Keep the recipes you like in one place.")
        #expect(try inner(units[2].firstElement(named: "source"), in: url)
            == "Choose <g id=\"1\" ctype=\"x-menu\">File &gt; Save</g> or press <g id=\"2\" ctype=\"x-kbd\">Command-S</g>.")
        #expect(try inner(units[2].firstElement(named: "target"), in: url)
            == "<g id=\"1\" ctype=\"x-menu\">파일 &gt; 저장</g>을 선택하거나 <g id=\"2\" ctype=\"x-kbd\">Command-S</g>를 누르십시오.")
        #expect(try inner(units[5].firstElement(named: "source"), in: url)
            == "Find them in <x id=\"1\" ctype=\"x-link\" xid=\"pages.find.title\"/> or read <g id=\"2\" ctype=\"link\">the guide</g>.")
        // The title a link without text shows, so the translator fits the particle after it.
        #expect(units[5].elements(named: "note").last?.textContent.hasSuffix("x-link 1 shows “Find recipes”, in ko “레시피 찾기”.") == true)
        #expect(units[2].elements(named: "note").last?.textContent.contains("shows “") == false)
        #expect(try inner(units[4].firstElement(named: "target"), in: url) == "<g id=\"1\" ctype=\"italic\">저장</g> 후")
        // A step for one platform says so, for the check and for the translator.
        let context = units[1].firstElement(named: "context-group")?.firstElement(named: "context")
        #expect(context?["context-type"] == "x-helpc-platforms" && context?.textContent == "ios")
        #expect(units[0].firstElement(named: "context-group") == nil)
        #expect(units[1].elements(named: "note").last?.textContent.hasPrefix("Help topic “Save recipes”: step. Shown on iOS.") == true)
        // No Korean alt yet, no Korean page yet, a Korean page laid out otherwise: no target.
        #expect(units[3].firstElement(named: "target") == nil)
        #expect(units[6].firstElement(named: "target") == nil && units[7].firstElement(named: "target") == nil)
        #expect(units[8].firstElement(named: "target") == nil)
        #expect(units[8].elements(named: "note").last?.textContent.contains("The ko page is laid out differently") == true)
    }

    @Test func untouchedPagesImportAsTheyAre() throws {
        let project = try Helpc.scratchProject("translate-pages")
        let before = Helpc.files(under: project.appendingPathComponent("content"))
        let (url, _) = try exported(project)
        let run = try Helpc.run(["import-xliff", url.path], in: project)
        #expect(run.standardOutput == "imported 0 ko translations into 0 files\n", "\(run.standardError)")
        #expect(run.standardError.isEmpty)
        #expect(Helpc.files(under: project.appendingPathComponent("content")) == before)
    }

    /// An emptied target is a block not translated yet: it empties nothing.
    @Test func emptyTargetLeavesTheBlock() throws {
        let project = try Helpc.scratchProject("translate-pages")
        let before = Helpc.files(under: project.appendingPathComponent("content"))
        let (url, _) = try exported(project)
        try Helpc.edit(url, [("<target state=\"translated\">마음에 드는 레시피를 한곳에 모아 두십시오.</target>", "<target state=\"new\"></target>")])
        let run = try Helpc.run(["import-xliff", url.path], in: project)
        #expect(run.standardOutput == "imported 0 ko translations into 0 files\n", "\(run.standardError)")
        #expect(Helpc.files(under: project.appendingPathComponent("content")) == before)
    }

    /// What a translator of the pages runs before sending the file back:
    /// findings at the target's line, inline codes read as the elements
    /// they stand for, a step for the Mac judged as Mac copy.
    @Test func checkingABadPageTranslation() throws {
        let project = try Helpc.scratchProject("translate-pages")
        let (url, _) = try exported(project)
        try Helpc.edit(url, [
            ("<g id=\"1\" ctype=\"x-menu\">파일 &gt; 저장</g>을 선택하거나", "<g id=\"1\" ctype=\"x-menu\">파일 &gt; 저장</g>을 탭하거나"),
            ("<g id=\"1\" ctype=\"x-ui\">저장</g>을 탭하십시오.", "<g id=\"1\" ctype=\"x-ui\">저장</g>를 탭하십시오."),
            ("마음에 드는 레시피를 한곳에 모아 두십시오.", "마음에 드는 레시피를 한곳에 모아 둔다..."),
            ("<g id=\"2\" ctype=\"link\">설명서</g>를 읽으십시오.", "<g id=\"2\" ctype=\"link\">여기</g>를 읽으십시오."),
        ])
        let run = try Helpc.run(["check", "--format", "json", "build/xliff/ko.xliff"], in: project)
        #expect(run.status == 1)
        let report = try JSONParser.parse(Array(run.standardOutput.utf8), file: "stdout")
        let all = report["diagnostics"]?.arrayValue ?? []
        // What is left to translate, at each unit.
        let missing = all.filter { $0["rule"]?.stringValue == "translation.missing" }
        #expect(missing.compactMap { $0["message"]?.stringValue } == [
            "“pages.save|==|body.3.alt” has no ko translation yet", "“pages.find|==|body.1” has no ko translation yet",
            "“pages.find|==|body.2” has no ko translation yet", "“pages.share|==|body.1” has no ko translation yet",
        ])
        let diagnostics = all.filter { $0["rule"]?.stringValue != "translation.missing" }
        let rules = Set(diagnostics.compactMap { $0["rule"]?.stringValue })
        #expect(rules == ["term.platform", "ko.particle", "ko.register", "punct.ellipsis", "help.link-text"], "\(run.standardOutput)")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        for diagnostic in missing {
            let line = lines[(diagnostic["line"]?.intValue ?? 1) - 1]
            #expect(line.contains("<trans-unit"), "\(line)")
        }
        for diagnostic in diagnostics {
            let line = lines[(diagnostic["line"]?.intValue ?? 1) - 1]
            #expect(line.contains("<target"), "findings point at the target: \(line)")
            #expect(diagnostic["language"]?.stringValue == "ko")
        }
        let particle = try #require(diagnostics.first { $0["rule"]?.stringValue == "ko.particle" })
        #expect(particle["message"]?.stringValue == "“를” after “저장” should be “을” (unit “pages.save|==|body.2.1”)")
        let platform = try #require(diagnostics.first { $0["rule"]?.stringValue == "term.platform" })
        #expect(platform["message"]?.stringValue?.hasSuffix("(unit “pages.save|==|body.2.2”)") == true)
    }

    /// A translator's tool that drops a UI name's code leaves the name as
    /// plain words on the Korean page: the check of the XLIFF says which
    /// block lost it, at its target.
    @Test func aDroppedUINameCodeIsReported() throws {
        let project = try Helpc.scratchProject("translate-pages")
        let (url, _) = try exported(project)
        try Helpc.edit(url, [("<g id=\"1\" ctype=\"x-ui\">저장</g>을 탭하십시오.", "저장을 탭하십시오.")])
        let run = try Helpc.run(["check", "--format", "json", "build/xliff/ko.xliff"], in: project)
        let report = try JSONParser.parse(Array(run.standardOutput.utf8), file: "stdout")
        let markup = (report["diagnostics"]?.arrayValue ?? []).filter { $0["rule"]?.stringValue == "translation.markup" }
        #expect(markup.count == 1, "\(run.standardOutput)")
        let message = try #require(markup.first?["message"]?.stringValue)
        #expect(message.hasPrefix("this ko step has no <ui> where the en step (line "), "\(message)")
        #expect(message.hasSuffix("keep <ui> around the name it marks (in XLIFF, its <g> code) (unit “pages.save|==|body.2.1”)"), "\(message)")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let line = markup.first?["line"]?.intValue ?? 1
        #expect(lines[line - 1].contains("<target"))
    }

    /// Some translation tools write a `<g>` as a start and an end code:
    /// XLIFF 1.2's `<bx/>`…`<ex/>` or `<bpt>`…`<ept>`. They are read as the
    /// `<g>` they stand for, so the particle after a UI name is still
    /// judged and the block still imports; a start code without its end is
    /// a code of its own, which the import refuses.
    @Test func pairedCodesStandForTheirG() throws {
        let project = try Helpc.scratchProject("translate-pages")
        let (url, _) = try exported(project)
        try Helpc.edit(url, [
            ("<target state=\"translated\"><g id=\"1\" ctype=\"x-ui\">저장</g>을 탭하십시오.</target>",
             "<target state=\"translated\"><bx id=\"1\" rid=\"r1\" ctype=\"x-ui\"/>저장<ex id=\"2\" rid=\"r1\"/>를 탭하십시오.</target>"),
            ("<target state=\"translated\"><g id=\"1\" ctype=\"x-menu\">파일 &gt; 저장</g>을 선택하거나 <g id=\"2\" ctype=\"x-kbd\">Command-S</g>를 누르십시오.</target>",
             "<target state=\"translated\"><bpt id=\"1\" ctype=\"x-menu\">&lt;menu&gt;</bpt>파일 &gt; 저장<ept id=\"1\">&lt;/menu&gt;</ept>을 고르거나 <bx id=\"2\" ctype=\"x-kbd\"/>Command-S<ex id=\"2\"/>를 누르십시오.</target>"),
            ("<g id=\"2\" ctype=\"link\">설명서</g>를 읽으십시오.", "<bx id=\"2\" ctype=\"link\"/>설명서를 읽으십시오."),
        ])
        let check = try Helpc.run(["check", "--format", "json", "build/xliff/ko.xliff"], in: project)
        let report = try JSONParser.parse(Array(check.standardOutput.utf8), file: "stdout")
        let messages = (report["diagnostics"]?.arrayValue ?? []).compactMap { $0["message"]?.stringValue }
        #expect(messages.contains("“를” after “저장” should be “을” (unit “pages.save|==|body.2.1”)"), "\(messages)")

        try Helpc.edit(url, [("<ex id=\"2\" rid=\"r1\"/>를 탭하십시오.", "<ex id=\"2\" rid=\"r1\"/>을 누르십시오.")])
        let run = try Helpc.run(["import-xliff", "build/xliff/ko.xliff"], in: project)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "imported 2 ko translations into 1 file\n", "\(run.standardOutput)")
        #expect(run.standardError.contains("“pages.save|==|body.4.1” not imported: its code id=\"2\" is ctype bx; in the source it is link"),
                "\(run.standardError)")
        let imported = try String(contentsOf: project.appendingPathComponent("content/pages.xml"), encoding: .utf8)
        #expect(imported.contains("<step platform=\"ios\"><ui>저장</ui>을 누르십시오.</step>"), "\(imported)")
        #expect(imported.contains("<step platform=\"macos\"><menu>파일 &gt; 저장</menu>을 고르거나 <kbd>Command-S</kbd>를 누르십시오.</step>"))
    }

    /// A translation tool that drops a link's code (or a translator who
    /// writes the sentence around it) leaves the Korean page without the
    /// link: the check says so at the unit, on a page whose other blocks
    /// are not all translated yet, and an emptied target is left to
    /// `translation.missing`. The import writes what it is given, and the
    /// project's check then finds the page's missing link.
    @Test func droppedLinkCodeIsFound() throws {
        let project = try Helpc.scratchProject("translate-pages")
        let (url, _) = try exported(project)
        try Helpc.edit(url, [
            ("<g id=\"2\" ctype=\"link\">설명서</g>를 읽으십시오.", "설명서를 읽으십시오."),
            ("<target state=\"translated\"><g id=\"1\" ctype=\"x-ui\">저장</g>을 탭하십시오.</target>",
             "<target state=\"new\"></target>"),
        ])
        let check = try Helpc.run(["check", "--format", "json", "build/xliff/ko.xliff"], in: project)
        #expect(check.status == 1)
        let report = try JSONParser.parse(Array(check.standardOutput.utf8), file: "stdout")
        let links = (report["diagnostics"]?.arrayValue ?? []).filter { $0["rule"]?.stringValue == "translation.links" }
        #expect(links.count == 1, "\(check.standardOutput)")
        let message = try #require(links.first?["message"]?.stringValue)
        // The topic link (x-link, its topic named by its xid) is kept; the web link is not.
        #expect(message.hasPrefix("this ko paragraph has no link where the en paragraph (line "), "\(message)")
        #expect(message.hasSuffix("(unit “pages.save|==|body.4.1”)"), "\(message)")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines[(links.first?["line"]?.intValue ?? 1) - 1]
        #expect(line.contains("<target"), "\(line)")

        try Helpc.edit(url, [("<target state=\"new\"></target>",
                              "<target state=\"translated\"><g id=\"1\" ctype=\"x-ui\">저장</g>을 탭하십시오.</target>")])
        let run = try Helpc.run(["import-xliff", "build/xliff/ko.xliff"], in: project)
        #expect(run.status == 0, "\(run.standardError)")
        let after = try Helpc.run(["check"], in: project)
        #expect(after.standardOutput.contains(
            "content/pages.xml:28:9: error: this ko paragraph has no web link where the en paragraph (line 16) has 1"), "\(after.standardOutput)")
    }

    /// A link without text shows its topic's title, which the XLIFF
    /// carries as a unit of the table's strings; the particle after the
    /// link's code (`xid` names that unit) follows the title's target, as
    /// the translator wrote it in the same file.
    @Test func particleAfterALinkCodeFollowsTheTitleUnit() throws {
        let project = try Helpc.scratchProject("translate-pages")
        let (url, _) = try exported(project)
        try Helpc.edit(url, [("<x id=\"1\" ctype=\"x-link\" xid=\"pages.find.title\"/>에서 찾거나",
                              "<x id=\"1\" ctype=\"x-link\" xid=\"pages.find.title\"/>을 보거나")])
        let check = try Helpc.run(["check", "build/xliff/ko.xliff"], in: project)
        #expect(check.standardOutput.contains(
            "error: “을” after “찾기” should be “를”: the link shows the topic’s title “레시피 찾기” (unit “pages.save|==|body.4.1”) [ko.particle]"),
                "\(check.standardOutput)")
        try Helpc.edit(url, [("<target state=\"translated\">레시피 찾기</target>", "<target state=\"translated\">레시피 검색</target>")])
        let retitled = try Helpc.run(["check", "build/xliff/ko.xliff"], in: project)
        #expect(!retitled.standardOutput.contains("ko.particle"), "the title as the translator wrote it: \(retitled.standardOutput)")
    }

    /// Changed blocks are written into the Korean page, only their copy
    /// touched, its own links kept; a topic with no Korean page gets one made
    /// from the English page's lines; what can't be placed is said, not lost.
    @Test func importIntoPages() throws {
        let project = try Helpc.scratchProject("translate-pages")
        let (url, _) = try exported(project)
        try Helpc.edit(url, [
            // Codes in another order.
            ("<target state=\"translated\"><g id=\"1\" ctype=\"x-menu\">파일 &gt; 저장</g>을 선택하거나 <g id=\"2\" ctype=\"x-kbd\">Command-S</g>를 누르십시오.</target>",
             "<target state=\"translated\"><g id=\"2\" ctype=\"x-kbd\">Command-S</g>를 누르거나 <g id=\"1\" ctype=\"x-menu\">파일 &gt; 저장</g>을 선택하십시오.</target>"),
            // An alt text the Korean image lacked.
            ("<source>The Save button</source>", "<source>The Save button</source><target>저장 버튼 &amp; “아이콘”</target>"),
            // The Korean page's own link address stays; codes whose ctype a tool dropped still count.
            ("<x id=\"1\" ctype=\"x-link\" xid=\"pages.find.title\"/>에서 찾거나 <g id=\"2\" ctype=\"link\">설명서</g>를 읽으십시오.",
             "<x id=\"1\"/>에서 찾거나 <g id=\"2\">안내서</g>를 읽으십시오."),
            // A page made for a topic that has none.
            ("<source>Type a word in <g id=\"1\" ctype=\"x-ui\">Search</g>.</source>",
             "<source>Type a word in <g id=\"1\" ctype=\"x-ui\">Search</g>.</source><target><g id=\"1\" ctype=\"x-ui\">검색</g>에 단어를 입력하십시오.</target>"),
            ("<source>Search looks at titles and <g id=\"1\" ctype=\"italic\">ingredients</g>.</source>",
             "<source>Search looks at titles and <g id=\"1\" ctype=\"italic\">ingredients</g>.</source><target>제목과 <g id=\"1\" ctype=\"italic\">재료</g>에서 찾습니다.</target>"),
            // Translated from English that has changed since: not imported.
            ("<source>After <g id=\"1\" ctype=\"italic\">saving</g></source>", "<source>Once <g id=\"1\" ctype=\"italic\">saved</g></source>"),
            ("<g id=\"1\" ctype=\"italic\">저장</g> 후</target>", "<g id=\"1\" ctype=\"italic\">저장</g>한 다음</target>"),
            // A code the source hasn't: not imported.
            ("<g id=\"1\" ctype=\"x-ui\">저장</g>을 탭하십시오.", "<g id=\"3\" ctype=\"x-ui\">저장</g>을 탭하십시오."),
            // A Korean page laid out otherwise: not imported.
            ("<source>Send a recipe to a friend.</source>", "<source>Send a recipe to a friend.</source><target>친구에게 보내십시오.</target>"),
        ])
        let run = try Helpc.run(["import-xliff", "build/xliff/ko.xliff"], in: project)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "imported 5 ko translations into 1 file\n")
        #expect(run.standardError.contains("“pages.save|==|body.4.title” not imported: its en copy changed after the export (now “After saving”)"))
        #expect(run.standardError.contains("“pages.save|==|body.2.1” not imported: its code <g id=\"3\"> is not one of the source’s; keep the source’s codes (id 1)"))
        #expect(run.standardError.contains("“pages.share|==|body.1” not imported: the ko page of pages.share is laid out differently from the en one; edit it in content/pages.xml"))
        let imported = try String(contentsOf: project.appendingPathComponent("content/pages.xml"), encoding: .utf8)
        let expected = try String(contentsOf: project.appendingPathComponent("pages.xml.expected"), encoding: .utf8)
        #expect(imported == expected)
        // The pages it wrote are whole: the project checks clean, and
        // exporting again gives the imported copy back as targets.
        let check = try Helpc.run(["check"], in: project)
        #expect(!check.standardOutput.contains("error:"), "\(check.standardOutput)")
        let (again, units) = try exported(project)
        #expect(try inner(units.first { $0["id"] == "pages.find|==|body.1" }?.firstElement(named: "target"), in: again)
            == "<g id=\"1\" ctype=\"x-ui\">검색</g>에 단어를 입력하십시오.")
        #expect(units.first { $0["id"] == "pages.save|==|body.3.alt" }?.firstElement(named: "target")?.textContent == "저장 버튼 & “아이콘”")
    }

    /// A page the import writes records the English page it follows
    /// (`<body source=>`); once the English page changes, the check says
    /// the translation is stale, the export offers its blocks for review,
    /// and the translator's reviewed page records the new English.
    @Test func translatedPageFollowsItsEnglishPage() throws {
        let project = try Helpc.scratchProject("translate-pages")
        let page = project.appendingPathComponent("content/pages.xml")
        var (url, _) = try exported(project)
        try Helpc.edit(url, [
            ("<source>Type a word in <g id=\"1\" ctype=\"x-ui\">Search</g>.</source>",
             "<source>Type a word in <g id=\"1\" ctype=\"x-ui\">Search</g>.</source><target><g id=\"1\" ctype=\"x-ui\">검색</g>에 단어를 입력하십시오.</target>"),
            ("<source>Search looks at titles and <g id=\"1\" ctype=\"italic\">ingredients</g>.</source>",
             "<source>Search looks at titles and <g id=\"1\" ctype=\"italic\">ingredients</g>.</source><target>제목과 <g id=\"1\" ctype=\"italic\">재료</g>에서 찾습니다.</target>"),
        ])
        #expect(try Helpc.run(["import-xliff", url.path], in: project).status == 0)
        let made = try String(contentsOf: page, encoding: .utf8)
        #expect(made.contains("<body xml:lang=\"ko\" source=\"a20d8a20\">"), "\(made)")
        #expect(!(try Helpc.run(["check"], in: project)).standardOutput.contains("translation.stale"))

        // The writer changes the English page.
        try Helpc.edit(page, [("<p>Type a word in <ui>Search</ui>.</p>", "<p>Type a word or two in <ui>Search</ui>.</p>")])
        let stale = try Helpc.run(["check"], in: project)
        let line = made.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("<body xml:lang=\"ko\" source=\"a20d8a20\">") }.map { $0 + 1 } ?? 0
        #expect(stale.standardOutput.contains(
            "content/pages.xml:\(line):5: warning: the en page changed since this ko page was translated (source=\"a20d8a20\", now "),
            "\(stale.standardOutput)")
        (url, _) = try exported(project)
        let units = try exported(project).units.filter { $0["id"]?.hasPrefix("pages.find|==|") == true }
        #expect(units.count == 2)
        #expect(units.allSatisfy { $0.firstElement(named: "target")?["state"] == "needs-review-l10n" })

        // Sent back as exported, the page stays for review; reviewed as it
        // was (a reviewed state on every block), it follows the new English.
        let untouched = try Helpc.run(["import-xliff", url.path], in: project)
        #expect(untouched.standardOutput == "imported 0 ko translations into 0 files\n")
        let asItWas = try String(contentsOf: url, encoding: .utf8)
        try Helpc.edit(url, [("state=\"needs-review-l10n\"", "state=\"final\"")])
        let reviewedAsItWas = try Helpc.run(["import-xliff", url.path], in: project)
        #expect(reviewedAsItWas.standardOutput == "imported 0 ko translations into 1 file\n2 reviewed ko translations kept as they were, now following the current en\n",
                "\(reviewedAsItWas.standardOutput)")
        #expect(!(try Helpc.run(["check"], in: project)).standardOutput.contains("translation.stale"))
        try Helpc.edit(page, [("<p>Type a word or two in <ui>Search</ui>.</p>", "<p>Type one or two words in <ui>Search</ui>.</p>")])
        try Data(asItWas.replacingOccurrences(of: "Type a word or two in", with: "Type one or two words in").utf8).write(to: url)

        // The translator reviews both blocks and changes one.
        try Helpc.edit(url, [("<target state=\"needs-review-l10n\"><g id=\"1\" ctype=\"x-ui\">검색</g>에 단어를 입력하십시오.</target>",
                              "<target state=\"translated\"><g id=\"1\" ctype=\"x-ui\">검색</g>에 단어 한두 개를 입력하십시오.</target>")])
        #expect(try Helpc.run(["import-xliff", url.path], in: project).status == 0)
        let reviewed = try String(contentsOf: page, encoding: .utf8)
        #expect(reviewed.contains("<p><ui>검색</ui>에 단어 한두 개를 입력하십시오.</p>"))
        #expect(!reviewed.contains("source=\"a20d8a20\""))
        #expect(!(try Helpc.run(["check"], in: project)).standardOutput.contains("translation.stale"))
    }

    /// An empty block of the Korean page is untranslated copy, filled in
    /// place when its translation comes back; a character reference stays.
    @Test func emptyKoreanBlockIsFilled() throws {
        let project = try Helpc.scratchProject("translate-pages")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Help">
              <topic id="edge.keys">
                <title><text xml:lang="en">Keys</text><text xml:lang="ko">키</text></title>
                <body xml:lang="en"><p>Press&#160;<kbd>Return</kbd>.</p><p>Then wait.</p></body>
                <body xml:lang="ko"><p><kbd>Return</kbd>&#160;키를 누르십시오.</p><p/></body>
              </topic>
            </help>

            """.utf8).write(to: project.appendingPathComponent("content/edge.xml"))
        let (url, units) = try exported(project)
        let second = try #require(units.first { $0["id"] == "edge.keys|==|body.2" })
        #expect(second.firstElement(named: "target") == nil)
        #expect(try inner(units.first { $0["id"] == "edge.keys|==|body.1" }?.firstElement(named: "source"), in: url)
            == "Press\u{A0}<g id=\"1\" ctype=\"x-kbd\">Return</g>.")
        try Helpc.edit(url, [("<source>Then wait.</source>", "<source>Then wait.</source><target>기다리십시오.</target>")])
        let run = try Helpc.run(["import-xliff", "build/xliff/ko.xliff"], in: project)
        #expect(run.standardOutput == "imported 1 ko translation into 1 file\n", "\(run.standardError)")
        let content = try String(contentsOf: project.appendingPathComponent("content/edge.xml"), encoding: .utf8)
        // Every block now follows the English page: the page records it.
        #expect(content.contains("<body xml:lang=\"ko\" source=\"b07172a5\"><p><kbd>Return</kbd>&#160;키를 누르십시오.</p><p>기다리십시오.</p></body>"))
    }

    /// A block with nothing to translate (an image with no description yet)
    /// is no unit, and doesn't keep a page from being made.
    @Test func blocksWithoutCopyAreNoUnits() throws {
        let project = try Helpc.scratchProject("translate-pages")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Help">
              <topic id="edge.shot">
                <title><text xml:lang="en">Shot</text><text xml:lang="ko">화면</text></title>
                <body xml:lang="en">
                  <p>Look.</p>
                  <image src="shot.png"/>
                </body>
              </topic>
            </help>

            """.utf8).write(to: project.appendingPathComponent("content/edge.xml"))
        let (url, units) = try exported(project)
        #expect(units.filter { $0["id"]?.hasPrefix("edge.shot") == true }.map { $0["id"] ?? "" } == ["edge.shot|==|body.1"])
        try Helpc.edit(url, [("<source>Look.</source>", "<source>Look.</source><target>보십시오.</target>")])
        let run = try Helpc.run(["import-xliff", "build/xliff/ko.xliff"], in: project)
        #expect(run.standardOutput == "imported 1 ko translation into 1 file\n", "\(run.standardError)")
        let content = try String(contentsOf: project.appendingPathComponent("content/edge.xml"), encoding: .utf8)
        #expect(content.contains("""
                <body xml:lang="ko" source="0c2e098a">
                  <p>보십시오.</p>
                  <image src="shot.png"/>
                </body>
            """))
    }

    /// A translation of a page that only some blocks of is translated makes
    /// no half-Korean page.
    @Test func noPartialPage() throws {
        let project = try Helpc.scratchProject("translate-pages")
        let before = Helpc.files(under: project.appendingPathComponent("content"))
        let (url, _) = try exported(project)
        try Helpc.edit(url, [
            ("<source>Type a word in <g id=\"1\" ctype=\"x-ui\">Search</g>.</source>",
             "<source>Type a word in <g id=\"1\" ctype=\"x-ui\">Search</g>.</source><target><g id=\"1\" ctype=\"x-ui\">검색</g>에 단어를 입력하십시오.</target>"),
        ])
        let run = try Helpc.run(["import-xliff", "build/xliff/ko.xliff"], in: project)
        #expect(run.standardOutput == "imported 0 ko translations into 0 files\n")
        #expect(run.standardError.contains("“pages.find|==|body.1” not imported: pages.find has no ko page yet; translate all of its blocks for helpc to make it (pages.find|==|body.2 is not)"))
        #expect(Helpc.files(under: project.appendingPathComponent("content")) == before)
    }
}
