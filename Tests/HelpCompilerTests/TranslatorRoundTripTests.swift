import Foundation
import HelpCore
import Testing

/// Export, check and import, as a translator and the team do it.
struct TranslatorRoundTripTests {
    func export(_ project: URL, _ extra: [String] = []) throws -> URL {
        let run = try Helpc.run(["export-xliff", "--lang", "ko"] + extra, in: project)
        #expect(run.status == 0, "\(run.standardError)")
        return project.appendingPathComponent("build/xliff/ko.xliff")
    }

    /// The XLIFF 1.2 structure, field by field: what the schema requires and
    /// what Xcode's exports carry.
    @Test func exportStructure() throws {
        let project = try Helpc.scratchProject("translate")
        let url = try export(project)
        let parsed = XMLReader.parse([UInt8](try Data(contentsOf: url)), file: "ko.xliff")
        #expect(parsed.diagnostics.isEmpty)
        let root = try #require(parsed.document?.root)
        #expect(root.name == "xliff" && root["version"] == "1.2")
        #expect(root.namespace == "urn:oasis:names:tc:xliff:document:1.2")
        let file = try #require(root.firstElement(named: "file"))
        #expect(file["original"] == "Library.xcstrings")
        #expect(file["source-language"] == "en" && file["target-language"] == "ko" && file["datatype"] == "plaintext")
        #expect(file.firstElement(named: "header")?.firstElement(named: "tool")?["tool-id"] == "helpc")
        let units = try #require(file.firstElement(named: "body")).elements(named: "trans-unit")
        #expect(units.map { $0["id"] ?? "" } == [
            "library.sort", "library.hint|==|device.iphone", "library.hint|==|device.mac",
            "library.count|==|plural.other", "library.new",
        ])
        for unit in units {
            #expect(unit.firstElement(named: "source") != nil)
            #expect(unit["xml:space"] == "preserve")
        }
        let sort = units[0]
        #expect(sort["maxwidth"] == "75" && sort["size-unit"] == "char")
        #expect(sort.firstElement(named: "target")?["state"] == "translated")
        #expect(sort.elements(named: "note").map(\.textContent).first == "Toolbar button.")
        #expect(sort.elements(named: "note").last?.textContent.contains("Width budget: 75 columns") == true)
        #expect(sort.elements(named: "note").last?.textContent.hasPrefix("Shown on iOS and macOS.") == true,
                "platforms listed as a sentence lists them")
        #expect(units[2].firstElement(named: "source")?.textContent == "Click the star to save.")
        #expect(units[2].firstElement(named: "target")?.textContent == "별표를 클릭하여 저장하세요.")
        #expect(units[2].elements(named: "note").last?.textContent.hasPrefix("Shown on macOS.") == true)
        #expect(units[3].firstElement(named: "source")?.textContent == "%lld recipes", "Korean has only the other form")
        #expect(units[4].firstElement(named: "target") == nil, "no target for copy not translated yet")
    }

    /// The terms the translation will be checked with travel with it, and
    /// read back as the same concepts: the default termbase with the
    /// project's own concept replacing one and adding another.
    @Test func termbaseGoesWithTheTranslation() throws {
        let project = try Helpc.scratchProject("translate")
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
              <text><body>
                <conceptEntry id="collection">
                  <descrip type="definition">A named group of recipes.</descrip>
                  <langSec xml:lang="en"><termSec><term>collection</term><termNote type="partOfSpeech">noun</termNote></termSec></langSec>
                  <langSec xml:lang="ko"><termSec><term>모음</term><note>Not 컬렉션.</note></termSec>
                    <termSec><term>컬렉션</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termSec></langSec>
                  <langSec xml:lang="ja"><termSec><term>コレクション</term></termSec></langSec>
                </conceptEntry>
                <conceptEntry id="activate">
                  <langSec xml:lang="en"><termSec><term>tap</term><admin type="projectSubset">ios remote</admin></termSec></langSec>
                </conceptEntry>
              </body></text>
            </tbx>
            """, to: "content/terms.tbx", in: project)
        _ = try export(project)
        let url = project.appendingPathComponent("build/xliff/ko.tbx")
        let loaded = TermbaseLoader.load([UInt8](try Data(contentsOf: url)), path: "ko.tbx")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let ownTerms = TermbaseLoader.load([UInt8](try Data(contentsOf: project.appendingPathComponent("content/terms.tbx"))), path: "t")
        let expected = try Resources.defaultTermbase().overridden(by: ownTerms.termbase)
        func described(_ termbase: Termbase) -> [String] {
            termbase.concepts.compactMap { concept in
                let terms = concept.terms.filter { $0.language == "en" || $0.language == "ko" }
                guard !terms.isEmpty else { return nil }
                return "\(concept.id) \(concept.definition ?? "-") " + terms.map { term in
                    "[\(term.language) \(term.text) \(term.status.rawValue) \(term.partOfSpeech ?? "-") "
                        + "\(term.platforms?.sorted().map(\.rawValue) ?? []) \(term.inputs?.sorted().map(\.rawValue) ?? []) "
                        + "\(term.platformsByInput.sorted { $0.key < $1.key }.map { "\($0.value.sorted().map(\.rawValue))+\($0.key.rawValue)" }) "
                        + "\(term.pronunciation ?? "-") \(term.note ?? "-")]"
                }.joined()
            }
        }
        #expect(described(loaded.termbase) == described(expected))
        #expect(loaded.termbase.concepts.contains { $0.id == "collection" })
        #expect(loaded.termbase.concepts.first { $0.id == "activate" }?.terms.count == 1, "the project's concept replaces the default's")
        #expect(loaded.termbase.concepts.contains { $0.terms.contains { $0.pronunciation != nil } }, "readings travel too")
        #expect(loaded.termbase.concepts.contains { $0.terms.contains { $0.platformsByInput[.pointer] == [.ipados] } },
                "platform+input pairs travel too")
        #expect(!loaded.termbase.concepts.contains { $0.terms.contains { $0.language == "ja" } }, "only the translation's languages")
    }

    @Test func xclocBundle() throws {
        let project = try Helpc.scratchProject("translate")
        let run = try Helpc.run(["export-xliff", "--lang", "ko", "--xcloc", "--out", "out"], in: project)
        #expect(run.status == 0)
        let bundle = project.appendingPathComponent("out/ko.xcloc")
        #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent("Localized Contents/ko.xliff").path))
        #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent("Notes/terms.tbx").path))
        let contents = try JSONParser.parse([UInt8](try Data(contentsOf: bundle.appendingPathComponent("contents.json"))), file: "c")
        #expect(contents["targetLocale"]?.stringValue == "ko")
        #expect(contents["developmentRegion"]?.stringValue == "en")
        // The one string not translated yet is what the check has to say.
        let check = try Helpc.run(["check", "out/ko.xcloc"], in: project)
        #expect(check.status == 1)
        #expect(check.standardOutput.split(separator: "\n").map { $0.split(separator: ": ", maxSplits: 1).last ?? "" }
            == ["error: “library.new” has no ko translation yet [translation.missing]"], "\(check.standardOutput)")
        let before = Helpc.files(under: project.appendingPathComponent("content"))
        #expect(try Helpc.run(["import-xliff", "out/ko.xcloc"], in: project).status == 0)
        #expect(Helpc.files(under: project.appendingPathComponent("content")) == before)
    }

    /// What a translator runs before sending the file back.
    @Test func checkingABadTranslation() throws {
        let project = try Helpc.scratchProject("translate")
        let url = try export(project)
        try Helpc.edit(url, [
            ("<target state=\"translated\">레시피 %lld개</target>", "<target state=\"translated\">레시피 %@개</target>"),
            ("<target state=\"translated\">레시피 순서 변경</target>", "<target state=\"translated\">목록에 있는 모든 레시피의 표시 순서를 이름, 날짜, 조리 시간의 3가지 기준으로 바꾸어 보기</target>"),
            ("<target state=\"translated\">별표를 클릭하여 저장하세요.</target>", "<target state=\"translated\">별표를 탭하여 저장하세요.</target>"),
            ("<target state=\"translated\">별표를 탭하여 저장하세요.</target>", "<target state=\"translated\">별표을 탭하여 저장하세요.</target>"),
        ])
        let run = try Helpc.run(["check", "--format", "json", "build/xliff/ko.xliff"], in: project)
        #expect(run.status == 1)
        let report = try JSONParser.parse(Array(run.standardOutput.utf8), file: "stdout")
        let found = (report["diagnostics"]?.arrayValue ?? []).map { "\($0["line"]?.intValue ?? 0) \($0["rule"]?.stringValue ?? "")" }
        #expect(found.contains { $0.hasSuffix(" placeholder.mismatch") })
        #expect(found.contains { $0.hasSuffix(" length.limit") })
        #expect(found.contains { $0.hasSuffix(" term.platform") })
        #expect(found.contains { $0.hasSuffix(" ko.particle") })
        #expect(found.contains { $0.hasSuffix(" translation.numbers") }, "a number the source doesn't have")
        // Each finding names the unit a translator's tool finds, variation and all.
        let platform = (report["diagnostics"]?.arrayValue ?? []).first { $0["rule"]?.stringValue == "term.platform" }
        #expect(platform?["message"]?.stringValue?.hasSuffix("(unit “library.hint|==|device.mac”)") == true)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        for diagnostic in report["diagnostics"]?.arrayValue ?? [] {
            let line = lines[(diagnostic["line"]?.intValue ?? 1) - 1]
            let untranslated = diagnostic["rule"]?.stringValue == "translation.missing"
            #expect(line.contains(untranslated ? "<trans-unit id=\"library.new\"" : "<target"), "findings point at the target: \(line)")
            #expect(diagnostic["language"]?.stringValue == "ko")
        }
    }

    /// The checks pofilter runs on a translator's file, helpc runs too: a
    /// bracket left open (punct.pairs) is found in the XLIFF, at the target.
    @Test func checkingATranslatorsBrackets() throws {
        let project = try Helpc.scratchProject("translate")
        let url = try export(project)
        try Helpc.edit(url, [
            ("<target state=\"translated\">레시피 순서 변경</target>", "<target state=\"translated\">레시피 순서 변경 (이름순</target>"),
        ])
        let run = try Helpc.run(["check", "build/xliff/ko.xliff"], in: project)
        #expect(run.standardOutput.contains("“(” opens a parenthesis that doesn’t close; add “)” where it ends (unit “library.sort”) [punct.pairs]"),
                "\(run.standardOutput)")
    }

    /// A translator who gives one English text two translations in
    /// different tables is told so by `helpc check ko.xliff`, at the unit
    /// that differs from the one used most, naming where that one is; the
    /// content check of the same copy says the same, and so does a check
    /// of a string catalog alone.
    @Test func aTextTranslatedTwoWaysIsReportedAcrossTables() throws {
        let project = try Helpc.scratchProject("translate")
        for (table, id) in [("Editor", "editor.done"), ("Settings", "settings.done"), ("Sharing", "sharing.done")] {
            try Helpc.write("""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" table="\(table)">
                  <string id="\(id)"><text xml:lang="en">Done</text><text xml:lang="ko">완료</text></string>
                </help>
                """, to: "content/\(table.lowercased()).xml", in: project)
        }
        let url = try export(project)
        let clean = try Helpc.run(["check", "build/xliff/ko.xliff"], in: project)
        #expect(!clean.standardOutput.contains("translation.consistency"), "\(clean.standardOutput)")

        var edited = try String(contentsOf: url, encoding: .utf8)
        let unit = try #require(edited.range(of: "<trans-unit id=\"settings.done\""))
        let target = try #require(edited.range(of: "<target state=\"translated\">완료</target>", range: unit.upperBound..<edited.endIndex))
        edited.replaceSubrange(target, with: "<target state=\"translated\">끝</target>")
        try edited.write(to: url, atomically: true, encoding: .utf8)
        let run = try Helpc.run(["check", "build/xliff/ko.xliff"], in: project)
        let findings = run.standardOutput.split(separator: "\n").filter { $0.contains("[translation.consistency]") }
        #expect(findings.count == 1, "\(run.standardOutput)")
        #expect(findings.first?.contains("this en text is translated into ko otherwise at build/xliff/ko.xliff:") == true)
        #expect(findings.first?.contains("(and 1 more place)") == true)
        #expect(findings.first?.contains("(key “settings.done”)") == true, "\(findings)")

        // The same copy in content files; and a string catalog on its own.
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Settings">
              <string id="settings.done"><text xml:lang="en">Done</text><text xml:lang="ko">끝</text></string>
              <string id="settings.close"><text xml:lang="en">Done</text><text xml:lang="ko">완료</text></string>
            </help>
            """, to: "content/settings.xml", in: project)
        let content = try Helpc.run(["check"], in: project)
        #expect(content.standardOutput.contains(
            "content/settings.xml:3:61: warning: this en text is translated into ko otherwise at content/editor.xml:3:59 (and 2 more places)"),
            "\(content.standardOutput)")
        _ = try Helpc.run(["build"], in: project)
        let catalog = try Helpc.run(["check", "build/catalogs/Settings.xcstrings"], in: project)
        #expect(catalog.standardOutput.contains("[translation.consistency]"), "\(catalog.standardOutput)")
        // A rebuild after one file's edit compares it with the cached facts of the others.
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Sharing">
              <string id="sharing.done"><text xml:lang="en">Done</text><text xml:lang="ko">마침</text></string>
            </help>
            """, to: "content/sharing.xml", in: project)
        let rebuild = try Helpc.run(["build"], in: project)
        #expect(rebuild.standardOutput.contains(
            "content/sharing.xml:3:60: warning: this en text is translated into ko otherwise at content/editor.xml:3:59 (and 1 more place)"),
            "\(rebuild.standardOutput)\(rebuild.standardError)")
    }

    /// A tooltip's, tip's, alert's and undo name's units carry the part of
    /// the entry they are, and the translator's check rebuilds the entry
    /// from them: the rules for an alert's buttons and message, a
    /// tooltip's ending and an undo name hold the targets as they hold the
    /// content, where all were plain strings before. Copy for one input
    /// device is checked as that device's (term.input). Plain strings
    /// carry no part, and an XLIFF without parts (another tool's) is read
    /// as strings, as before.
    @Test func checkingTheTargetsOfAlertsTooltipsAndUndoNames() throws {
        let project = try Helpc.scratchProject("translate")
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Play" platforms="ios tvos">
              <alert id="play.quit" kind="destructive">
                <title><text xml:lang="en">Quit this game?</text><text xml:lang="ko">이 게임을 그만두시겠습니까?</text></title>
                <message><text xml:lang="en">Your progress will be lost.</text><text xml:lang="ko">진행 상황이 사라집니다.</text></message>
                <button role="destructive" id="quit"><text xml:lang="en">Quit Game</text><text xml:lang="ko">게임 그만두기</text></button>
                <button role="cancel" id="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
              </alert>
              <tooltip id="play.music" control="Music">
                <state name="on"><text xml:lang="en">Turn off the music</text><text xml:lang="ko">음악 끄기</text></state>
                <state name="off"><text xml:lang="en">Turn on the music</text><text xml:lang="ko">음악 켜기</text></state>
              </tooltip>
              <undo id="play.undo"><text xml:lang="en">Rename Player</text><text xml:lang="ko">이름 변경</text></undo>
              <string id="play.hint">
                <text xml:lang="en" platform="tvos" input="remote">Press the Touch surface to jump.</text>
                <text xml:lang="en" platform="ios">Tap to jump.</text>
                <text xml:lang="ko" platform="tvos" input="remote">터치 표면을 눌러 점프하십시오.</text>
                <text xml:lang="ko" platform="ios">탭하여 점프하십시오.</text>
              </string>
            </help>
            """, to: "content/play.xml", in: project)
        let url = try export(project)
        let exported = try String(contentsOf: url, encoding: .utf8)
        #expect(exported.contains("<trans-unit id=\"play.quit.button.cancel\" xml:space=\"preserve\" extradata=\"alertButton kind=destructive role=cancel\""),
                "\(exported)")
        #expect(exported.contains("<trans-unit id=\"play.music.on\" xml:space=\"preserve\" extradata=\"tooltip state control=Music\""))
        #expect(exported.contains("<trans-unit id=\"play.undo\" xml:space=\"preserve\" extradata=\"undo\""))
        // The alert's four units, the tooltip's two states, the undo name and the fixture's tooltip: no plain string.
        #expect(exported.components(separatedBy: "extradata=").count - 1 == 8, "a plain string has no part")
        let clean = try Helpc.run(["check", "build/xliff/ko.xliff"], in: project)
        #expect(!clean.standardOutput.contains("play."), "\(clean.standardOutput)")

        let mistakes = [
            ("<target state=\"translated\">진행 상황이 사라집니다.</target>", "<target state=\"translated\">진행 상황이 사라집니다</target>"),
            ("<target state=\"translated\">취소</target>", "<target state=\"translated\">아니요</target>"),
            ("<target state=\"translated\">음악 끄기</target>", "<target state=\"translated\">음악 끄기.</target>"),
            ("<target state=\"translated\">이름 변경</target>", "<target state=\"translated\">선수 이름 변경 실행 취소</target>"),
            ("<target state=\"translated\">터치 표면을 눌러 점프하십시오.</target>",
             "<target state=\"translated\">게임 컨트롤러의 A 버튼을 눌러 점프하십시오.</target>"),
        ]
        try Helpc.edit(url, mistakes)
        let run = try Helpc.run(["check", "build/xliff/ko.xliff"], in: project)
        for expected in [
            "an alert message is a complete sentence and needs ending punctuation (unit “play.quit.message”) [punct.ending]",
            "a cancel button is titled “취소”, not “아니요” (unit “play.quit.button.cancel”) [alert.buttons.cancel]",
            "“아니요” as a button title; use a verb that names the result (unit “play.quit.button.cancel”) [alert.buttons.yes-no]",
            "a tooltip that is a fragment takes no “.” at the end (unit “play.music.on”) [punct.ending]",
            "the name says “실행 취소”, which the system adds; write the action alone (unit “play.undo”) [undo.words]",
            "this copy is for the Siri Remote (unit “play.hint#remote|==|device.appletv”) [term.input]",
        ] {
            #expect(run.standardOutput.contains(expected), "\(expected)\n\(run.standardOutput)")
        }

        // Another tool's XLIFF, without the parts: read as strings.
        var foreign = try String(contentsOf: url, encoding: .utf8)
        while let start = foreign.range(of: " extradata=\""),
              let end = foreign.range(of: "\"", range: start.upperBound..<foreign.endIndex) {
            foreign.removeSubrange(start.lowerBound..<end.upperBound)
        }
        try Data(foreign.utf8).write(to: url)
        let asStrings = try Helpc.run(["check", "build/xliff/ko.xliff"], in: project)
        #expect(!asStrings.standardOutput.contains("[alert.buttons.cancel]") && !asStrings.standardOutput.contains("[undo.words]"),
                "\(asStrings.standardOutput)")
    }

    /// A string's target that leaves an English word as written is a
    /// warning at the target, as in the content check.
    @Test func checkingAWordLeftInEnglish() throws {
        let project = try Helpc.scratchProject("translate")
        let url = try export(project)
        try Helpc.edit(url, [
            ("<target state=\"translated\">레시피 순서 변경</target>", "<target state=\"translated\">레시피 순서 Change</target>"),
        ])
        let run = try Helpc.run(["check", "build/xliff/ko.xliff"], in: project)
        #expect(run.standardOutput.contains(
            "warning: “library.sort”: “Change” is left in en in the ko target; translate it (a name that stays in en goes in content/words/proper-nouns.txt) [translation.missing]"),
                "\(run.standardOutput)")
    }

    /// A CAT tool's `ko-KR` is the project's `ko`: the Korean rules run on
    /// the file, and its translations are imported into the Korean texts.
    @Test func regionTaggedTranslationIsTheProjectsLanguage() throws {
        let project = try Helpc.scratchProject("translate")
        let url = try export(project)
        try Helpc.edit(url, [
            ("target-language=\"ko\"", "target-language=\"ko-KR\""),
            ("<target state=\"translated\">별표를 탭하여 저장하세요.</target>", "<target state=\"translated\">별표을 탭하여 저장하세요.</target>"),
        ])
        let check = try Helpc.run(["check", "build/xliff/ko.xliff"], in: project)
        #expect(check.standardOutput.contains("“을” after “별표” should be “를”"), "\(check.standardOutput)")
        let run = try Helpc.run(["import-xliff", "build/xliff/ko.xliff"], in: project)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "imported 1 ko translation into 1 file\n")
        let content = try String(contentsOf: project.appendingPathComponent("content/library.xml"), encoding: .utf8)
        #expect(content.contains(">별표을 탭하여 저장하세요.</text>"))
        #expect(!content.contains("ko-KR"))
    }

    /// A translator whose tool converted the file to XLIFF 2.0 checks and
    /// returns it as it is: units named by helpc's ids, copy over segments.
    @Test func xliff2FromATranslatorsTool() throws {
        let project = try Helpc.scratchProject("translate")
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ko-KR">
              <file id="f1" original="Library.xcstrings">
                <unit id="u1" name="library.sort">
                  <segment><source>Change the order of recipes</source><target>레시피 순서 변경</target></segment>
                </unit>
                <unit id="u2" name="library.hint|==|device.iphone">
                  <segment state="translated"><source>Tap the star to save.</source><target>별표을 탭하여</target></segment>
                  <ignorable><source> </source><target> </target></ignorable>
                  <segment><source>x</source><target><mrk id="m1" type="term">저장</mrk>하세요.</target></segment>
                </unit>
                <unit id="u3" name="library.new">
                  <segment><source>New Collection</source></segment>
                </unit>
              </file>
            </xliff>
            """, to: "ko2.xliff", in: project)
        let check = try Helpc.run(["check", "ko2.xliff"], in: project)
        #expect(check.status == 1)
        #expect(check.standardOutput.contains("ko2.xliff:8:83: error: “을” after “별표” should be “를” (unit “library.hint|==|device.iphone”) [ko.particle]"),
                "\(check.standardOutput)")
        #expect(check.standardOutput.contains("ko2.xliff:12:5: error: “library.new” has no ko translation yet [translation.missing]"))
        let run = try Helpc.run(["import-xliff", "ko2.xliff"], in: project)
        #expect(run.status == 0, "\(run.standardError)")
        let content = try String(contentsOf: project.appendingPathComponent("content/library.xml"), encoding: .utf8)
        #expect(content.contains(">별표을 탭하여 저장하세요.</text>"), "segments, ignorables and marks joined in order")
    }

    /// The export says what it asks of the translator, as vendors quote it:
    /// units and source words, those with no translation and those to
    /// review. A placeholder is no word; the plural's one form is no unit
    /// for Korean, which has only other.
    @Test func exportCountsTheWorkLeft() throws {
        let project = try Helpc.scratchProject("translate")
        let first = try Helpc.run(["export-xliff", "--lang", "ko"], in: project)
        #expect(first.standardOutput.hasSuffix("\nko: 5 units, 18 words; to translate: 1 new (2 words)\n"), "\(first.standardOutput)")
        try Helpc.edit(project.appendingPathComponent("content/library.xml"), [
            ("<text   xml:lang=\"ko\"  >레시피 순서 변경</text>", "<text   xml:lang=\"ko\" source=\"deadbeef\" >레시피 순서 변경</text>"),
            ("  <string id=\"library.new\"", "  <string id=\"library.done\"><text xml:lang=\"en\">Done</text><text xml:lang=\"ko\">완료</text></string>\n  <string id=\"library.new\""),
        ])
        let second = try Helpc.run(["export-xliff", "--lang", "ko-KR", "--xcloc"], in: project)
        #expect(second.standardOutput.hasSuffix("\nko: 6 units, 19 words; to translate: 1 new (2 words), 1 to review (5 words)\n"),
                "\(second.standardOutput)")
        try Helpc.edit(project.appendingPathComponent("content/library.xml"), [
            ("<text xml:lang=\"en\">New Collection</text>", "<text xml:lang=\"en\">New Collection</text><text xml:lang=\"ko\">새로운 모음</text>"),
            (" source=\"deadbeef\" ", ""),
        ])
        let third = try Helpc.run(["export-xliff", "--lang", "ko"], in: project)
        #expect(third.standardOutput.hasSuffix("\nko: 6 units, 19 words; every unit translated\n"), "\(third.standardOutput)")
    }

    /// `--to-translate` sends only the units that ask for work: the new
    /// one and the stale one, counted as the whole export counts them; the
    /// file comes back and imports into those two texts alone. With nothing
    /// left to do, nothing is written.
    @Test func exportOnlyWhatIsLeftToTranslate() throws {
        let project = try Helpc.scratchProject("translate")
        let content = project.appendingPathComponent("content/library.xml")
        try Helpc.edit(content, [("<text   xml:lang=\"ko\"  >레시피 순서 변경</text>", "<text   xml:lang=\"ko\" source=\"deadbeef\" >레시피 순서 변경</text>")])
        let run = try Helpc.run(["export-xliff", "--lang", "ko", "--to-translate"], in: project)
        #expect(run.standardOutput.hasSuffix("\nko: 2 units, 7 words; to translate: 1 new (2 words), 1 to review (5 words)\n"), "\(run.standardOutput)")
        let url = project.appendingPathComponent("build/xliff/ko.xliff")
        var text = try String(contentsOf: url, encoding: .utf8)
        let ids = text.components(separatedBy: "<trans-unit id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(ids == ["library.sort", "library.new"])
        #expect(XMLReader.parse(Array(text.utf8), file: "ko.xliff").diagnostics.isEmpty)

        text = text.replacingOccurrences(of: "<target state=\"needs-review-l10n\">레시피 순서 변경</target>",
                                         with: "<target state=\"translated\">레시피 순서 바꾸기</target>")
            .replacingOccurrences(of: "<source>New Collection</source>",
                                  with: "<source>New Collection</source>\n        <target state=\"translated\">새로운 모음</target>")
        try Data(text.utf8).write(to: url)
        let imported = try Helpc.run(["import-xliff", url.path], in: project)
        #expect(imported.standardOutput.hasPrefix("imported 2 ko translations into 1 file\n"), "\(imported.standardOutput)\(imported.standardError)")
        let after = try String(contentsOf: content, encoding: .utf8)
        #expect(after.contains(">레시피 순서 바꾸기</text>") && after.contains(">새로운 모음</text>"))
        #expect(after.contains("<text xml:lang=\"ko\" platform=\"ios\">별표를 탭하여 저장하세요.</text>"), "the rest as it was")

        let done = try Helpc.run(["export-xliff", "--lang", "ko", "--to-translate", "--out", "again"], in: project)
        #expect(done.status == 0 && done.standardOutput == "ko: nothing to translate or review; nothing written\n", "\(done.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("again").path))
    }

    /// A stale translation the translator reviewed and sent back as it was
    /// (a reviewed state, the same copy) now follows the current English:
    /// only its fingerprint changes. Left for review, nothing changes.
    @Test func reviewedTranslationKeptAsItWasIsNoLongerStale() throws {
        let project = try Helpc.scratchProject("translate")
        let content = project.appendingPathComponent("content/library.xml")
        try Helpc.edit(content, [("<text   xml:lang=\"ko\"  >레시피 순서 변경</text>", "<text   xml:lang=\"ko\" source=\"deadbeef\" >레시피 순서 변경</text>")])
        #expect(try Helpc.run(["check"], in: project).standardOutput.contains("[translation.stale]"))
        let url = try export(project)
        let stale = "<target state=\"needs-review-l10n\">레시피 순서 변경</target>"
        #expect(try String(contentsOf: url, encoding: .utf8).contains(stale))

        let untouched = try Helpc.run(["import-xliff", url.path], in: project)
        #expect(untouched.standardOutput == "imported 0 ko translations into 0 files\n", "\(untouched.standardOutput)")
        #expect(try String(contentsOf: content, encoding: .utf8).contains("source=\"deadbeef\""))

        try Helpc.edit(url, [(stale, "<target state=\"signed-off\">레시피 순서 변경</target>")])
        let reviewed = try Helpc.run(["import-xliff", url.path], in: project)
        #expect(reviewed.standardOutput == "imported 0 ko translations into 1 file\n1 reviewed ko translation kept as it was, now following the current en\n",
                "\(reviewed.standardOutput)")
        let after = try String(contentsOf: content, encoding: .utf8)
        #expect(after.contains("<text   xml:lang=\"ko\" source=\"\(Fingerprint.of(.single("Change the order of recipes")))\" >레시피 순서 변경</text>"), "\(after)")
        #expect(!(try Helpc.run(["check"], in: project)).standardOutput.contains("[translation.stale]"))
    }

    /// A unit given twice (a tool's merge of two files) is an error of the
    /// XLIFF file, in a translator's check and in the import, which then
    /// writes nothing: it took the first unit and named the second as copy
    /// shared by two platforms' texts.
    @Test func aUnitGivenTwiceIsNotImported() throws {
        let project = try Helpc.scratchProject("translate")
        let content = project.appendingPathComponent("content/library.xml")
        let before = try Data(contentsOf: content)
        let url = try export(project)
        let xliff = try String(contentsOf: url, encoding: .utf8)
        let unit = try #require(xliff.range(of: #"<trans-unit id="library.sort"[^§]*?</trans-unit>\n"#, options: .regularExpression))
        let twice = String(xliff[unit]).replacingOccurrences(of: ">레시피 순서 변경</target>", with: ">레시피 순서 바꾸기</target>")
        try xliff.replacingCharacters(in: unit, with: String(xliff[unit]) + twice).write(to: url, atomically: false, encoding: .utf8)
        let message = "error: a second unit with the id “library.sort” (the first is on line 8); ids are unique within a <file>: keep one [xml.schema]"
        let check = try Helpc.run(["check", url.path], in: project)
        #expect(check.status == 1)
        #expect(check.standardOutput.contains(message), "\(check.standardOutput)")
        let run = try Helpc.run(["import-xliff", url.path], in: project)
        #expect(run.status == 2)
        #expect(run.standardError.contains(message), "\(run.standardError)")
        #expect(try Data(contentsOf: content) == before)
    }

    /// A translator's tool writes <target/> for a unit it has no
    /// translation of: importing it keeps the content's translation rather
    /// than emptying it.
    @Test func anEmptyTargetKeepsTheTranslation() throws {
        let project = try Helpc.scratchProject("translate")
        let before = Helpc.files(under: project.appendingPathComponent("content"))
        let url = try export(project)
        try Helpc.edit(url, [("<target state=\"translated\">레시피 순서 변경</target>", "<target/>")])
        let run = try Helpc.run(["import-xliff", url.path], in: project)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "imported 0 ko translations into 0 files\n")
        #expect(Helpc.files(under: project.appendingPathComponent("content")) == before)
    }

    @Test func untouchedRoundTripChangesNothing() throws {
        let project = try Helpc.scratchProject("translate")
        let before = Helpc.files(under: project.appendingPathComponent("content"))
        let url = try export(project)
        let run = try Helpc.run(["import-xliff", url.path], in: project)
        #expect(run.status == 0)
        #expect(run.standardOutput == "imported 0 ko translations into 0 files\n")
        #expect(Helpc.files(under: project.appendingPathComponent("content")) == before)
    }

    /// The same bytes on any number of threads.
    @Test func exportIsTheSameOnAnyThreadCount() throws {
        let folder = try Helpc.demoProject()
        var exports: [Data] = []
        for jobs in ["1", "2", "5"] {
            let run = try Helpc.run(["export-xliff", "--lang", "ko", "--jobs", jobs, "--out", "x\(jobs)"], in: folder)
            #expect(run.status == 0, "\(run.standardError)")
            exports.append(try Data(contentsOf: folder.appendingPathComponent("x\(jobs)/ko.xliff")))
        }
        #expect(exports[0].count > 10_000)
        #expect(exports[1] == exports[0] && exports[2] == exports[0])
    }

    /// The demo help, all of it: export and import leave every file as it was.
    @Test func demoContentRoundTrip() throws {
        let folder = try Helpc.demoProject()
        let before = Helpc.files(under: folder.appendingPathComponent("content"))
        let url = try export(folder)
        #expect(try Helpc.run(["import-xliff", url.path], in: folder).status == 0)
        #expect(Helpc.files(under: folder.appendingPathComponent("content")) == before)
    }

    /// Only the changed Korean texts are rewritten; a stale unit is imported
    /// for review, an orphan is reported, new copy gets a text of its own.
    @Test func importIntoFormattedContent() throws {
        let project = try Helpc.scratchProject("translate")
        let url = try export(project)
        try Helpc.edit(url, [
            ("<target state=\"translated\">레시피 순서 변경</target>", "<target state=\"translated\">레시피 순서 &amp; 정렬 변경</target>"),
            ("<source>Tap the star to save.</source>", "<source>Tap the star.</source>"),
            ("<target state=\"translated\">별표를 탭하여 저장하세요.</target>", "<target state=\"translated\">별표를 탭하세요.</target>"),
            ("<target state=\"translated\">레시피 %lld개</target>", "<target state=\"translated\">레시피 %lld건</target>"),
            ("<source>New Collection</source>", "<source>New Collection</source><target state=\"translated\">새로운 모음</target>"),
            ("<trans-unit id=\"library.sort\"", "<trans-unit id=\"library.gone\"><source>Gone</source><target>없음</target></trans-unit><trans-unit id=\"library.sort\""),
        ])
        let run = try Helpc.run(["import-xliff", "build/xliff/ko.xliff"], in: project)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "imported 4 ko translations into 1 file\n")
        #expect(run.standardError.contains("“library.hint|==|device.iphone” was translated from an older en text; imported as needs review"))
        #expect(run.standardError.contains("“library.gone” is not in the content any more"))
        let imported = try String(contentsOf: project.appendingPathComponent("content/library.xml"), encoding: .utf8)
        let expected = try String(contentsOf: Helpc.fixtures.appendingPathComponent("projects/translate/imported.xml.expected"), encoding: .utf8)
        #expect(imported == expected)
        // The stale translation shows up as such.
        let check = try Helpc.run(["check"], in: project)
        #expect(check.standardOutput.contains("[translation.stale]"))
        #expect(!check.standardOutput.contains("error:"), "\(check.standardOutput)")
    }

    @Test func substitutionFormsRoundTrip() throws {
        let project = try Helpc.scratchProject("translate")
        let catalog = Helpc.repositoryRoot.appendingPathComponent("Tests/HelpEmitTests/Fixtures/xcstrings/Adopt.xcstrings")
        try FileManager.default.copyItem(at: catalog, to: project.appendingPathComponent("Adopt.xcstrings"))
        #expect(try Helpc.run(["import-xcstrings", "Adopt.xcstrings"], in: project).status == 0)
        let url = try export(project)
        let xliff = try String(contentsOf: url, encoding: .utf8)
        #expect(xliff.contains("<trans-unit id=\"adopt.liked|==|substitutions.recipes.plural.other\""))
        try Helpc.edit(url, [("<target state=\"translated\">레시피 %arg개</target>", "<target state=\"translated\">레시피 %arg건</target>")])
        let run = try Helpc.run(["import-xliff", "build/xliff/ko.xliff"], in: project)
        #expect(run.standardOutput == "imported 1 ko translation into 1 file\n", "\(run.standardError)")
        let content = try String(contentsOf: project.appendingPathComponent("content/Adopt.xml"), encoding: .utf8)
        #expect(content.contains("<other>레시피 %arg건</other>"))
    }
}
