import Foundation
@testable import HelpCore
import Testing

/// How the XLIFF loader reads units out of the stream of a document.
struct XLIFFUnitTests {
    /// A unit id is split by byte; it must split as Foundation's
    /// `components(separatedBy:)` did (the key, then the second part).
    @Test(arguments: ["", "a", "|==|", "a|==|", "|==|b", "a|==|b", "a|==|b|==|c", "a|=|b", "a||==|b", "a|==|==|b",
                      "한국|==|device.mac", "alerts.delete|==|plural.one", "a|==||==|b", "é|==|ü"])
    func unitIdsSplitAsComponentsDo(_ id: String) {
        let parts = id.components(separatedBy: "|==|")
        let split = XLIFFLoader.keyAndPath(id)
        #expect(split.key == parts[0])
        #expect(split.path == (parts.count > 1 ? parts[1] : ""))
    }

    /// Units are read where the format puts them — 1.2 in a `<file>`'s
    /// `<body>`, through `<group>`s; 2.x in a `<file>`, through groups —
    /// and nowhere else, each file with its own, in order.
    @Test func unitsAreReadOnlyWhereTheFormatPutsThem() {
        let version1 = """
            <xliff version="1.2">
              <file original="A" source-language="en" target-language="ko"><header><trans-unit id="no.header"><source>x</source></trans-unit></header>
                <body><trans-unit id="a1"><source>One</source><target>하나</target></trans-unit>
                  <group><group><trans-unit id="a2"><source>Two</source><trans-unit id="no.nested"><source>x</source></trans-unit></trans-unit></group></group>
                  <other><trans-unit id="no.other"><source>x</source></trans-unit></other>
                  <trans-unit><source>no id</source></trans-unit>
                </body></file>
              <file original="B"><body><trans-unit id="no.language"><source>x</source></trans-unit></body></file>
              <file original="C" source-language="en"><body><trans-unit id="c1"><source>Three</source></trans-unit></body></file>
            </xliff>
            """
        let loaded = XLIFFLoader.load(Array(version1.utf8), path: "ko.xliff")
        #expect(loaded.files.map(\.original) == ["A", "C"])
        #expect(loaded.files.map { $0.units.map(\.id) } == [["a1", "a2"], ["c1"]])
        #expect(loaded.files.first?.units.first?.target == "하나")
        #expect(loaded.diagnostics.map(\.message) == ["<trans-unit> needs an id and a <source>", "<file> needs source-language"])
        #expect(loaded.diagnostics.map(\.location.line) == [6, 8])

        let version2 = """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ko">
              <file id="f1"><unit id="u1" name="k1|==|device.mac"><segment><source>One</source><target>하나</target></segment></unit>
                <group id="g"><unit id="u2"><segment><source>Two</source></segment></unit></group>
                <unit id="u3"><notes/></unit>
              </file>
              <file id="f2"/>
            </xliff>
            """
        let loaded2 = XLIFFLoader.load(Array(version2.utf8), path: "ko.xliff")
        #expect(loaded2.files.map(\.original) == ["f1", "f2"])
        #expect(loaded2.files.map { $0.units.map(\.key) } == [["k1", "u2"], []])
        #expect(loaded2.files.first?.units.first?.path == "device.mac")
        #expect(loaded2.files.first?.units.first?.target == "하나")
        #expect(loaded2.diagnostics.map(\.message) == ["<unit> needs a <segment> with a <source>"])
    }

    /// An empty target, as tools write for a unit not translated yet, is
    /// no translation (translation.missing's), not an empty one (text.empty's);
    /// a target of white space is one, for text.whitespace to report.
    @Test func anEmptyTargetIsNoTranslation() {
        let version1 = """
            <xliff version="1.2"><file original="A" source-language="en" target-language="ko"><body>
              <trans-unit id="a"><source>One</source><target/></trans-unit>
              <trans-unit id="b"><source>Two</source><target state="new"></target></trans-unit>
              <trans-unit id="c"><source>Three</source><target> </target></trans-unit>
            </body></file></xliff>
            """
        let units = XLIFFLoader.load(Array(version1.utf8), path: "ko.xliff").files.first?.units ?? []
        #expect(units.map(\.target) == [nil, nil, " "])
        #expect(units.map { $0.targetRuns == nil } == [true, true, false])
        let version2 = """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ko"><file id="f">
              <unit id="a"><segment><source>One</source><target/></segment></unit>
              <unit id="b"><segment><source>Two</source><target>둘</target></segment></unit>
            </file></xliff>
            """
        #expect(XLIFFLoader.load(Array(version2.utf8), path: "ko.xliff").files.first?.units.map(\.target) == [nil, "둘"])
    }

    /// A source or target is its text however it is written: one run,
    /// text split by CDATA and comments, or text around inline codes; the
    /// first source and target count, and every context group's contexts.
    @Test func aUnitsTextIsReadHoweverItIsWritten() throws {
        let document = """
            <xliff version="1.2"><file original="A" source-language="en" target-language="ko"><body>
              <trans-unit id="one" maxwidth="12" restype="x-helpc-note"><source>Save</source><target state="needs-review-l10n">저장</target></trans-unit>
              <trans-unit id="split"><context-group><context context-type="x-helpc-platforms">ios</context></context-group><source>a<![CDATA[ < b]]><!-- c -->d</source><target/><target>second</target><context-group><context context-type="x-helpc-inputs">touch</context><context context-type="x-helpc-platforms">macos</context></context-group><source>second</source></trans-unit>
              <trans-unit id="codes"><source>Tap <g id="1" ctype="x-helpc-ui">Play &amp; Pause</g>.</source></trans-unit>
            </body></file></xliff>
            """
        let loaded = XLIFFLoader.load(Array(document.utf8), path: "ko.xliff")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let units = try #require(loaded.files.first?.units)
        #expect(units.map(\.source) == ["Save", "a < bd", "Tap Play & Pause."])
        // The first target counts, and an empty one is no translation.
        #expect(units.map(\.target) == ["저장", nil, nil])
        #expect(units[0].state == "needs-review-l10n" && units[0].maxWidth == 12 && units[0].restype == "x-helpc-note")
        #expect(units[1].contexts == ["x-helpc-platforms": "macos", "x-helpc-inputs": "touch"])
        #expect(units[1].sourceLocation.line == 3 && units[2].targetLocation == nil)
    }

    /// A file's units become entries as a catalog holds them: by key, one
    /// text per device (`other` for the devices not named), plural forms
    /// gathered, a substitution's forms as copy of their own, and a page's
    /// units as its topic's blocks; the source and target each in their
    /// language.
    @Test func unitsBecomeEntriesByKeyDeviceAndPluralForm() throws {
        func unit(_ id: String, _ source: String, _ target: String?, restype: String? = nil) -> String {
            "<trans-unit id=\"\(id)\"\(restype.map { " restype=\"\($0)\"" } ?? "")><source>\(source)</source>"
                + (target.map { "<target>\($0)</target>" } ?? "") + "</trans-unit>"
        }
        let units = [
            unit("plain", "Save", "저장"),
            unit("count|==|plural.one", "One recipe", "레시피 한 개"),
            unit("play|==|device.mac", "Click Play.", "재생을 클릭하세요."),
            unit("count|==|plural.other", "%lld recipes", "레시피 %lld개"),
            unit("play|==|device.other", "Tap Play.", nil),
            unit("items|==|substitutions.n.plural.one", "one item", "항목 한 개"),
            unit("items|==|substitutions.n.plural.other", "%lld items", "항목 %lld개"),
            unit("items", "You have %#@n@.", "%#@n@이 있습니다."),
            unit("dp|==|device.iphone.plural.other", "%d taps", "%d번 탭"),
            unit("dp|==|device.iphone.plural.one", "%d tap", "%d번 탭"),
            unit("dp|==|device.other", "Clicks", "클릭"),
            unit("guide|==|body.p1", "Read this first.", "먼저 읽으세요.", restype: "x-helpc-note"),
            unit("guide|==|body.p2", "Then this.", nil),
        ]
        let document = "<xliff version=\"1.2\"><file original=\"Library\" source-language=\"en\" target-language=\"ko\"><body>"
            + units.joined() + "</body></file></xliff>"
        let loaded = XLIFFLoader.load(Array(document.utf8), path: "ko.xliff")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let file = try #require(loaded.files.first)
        let content = XLIFFLoader.content(file, path: "ko.xliff")
        func described(_ text: LocalizedText) -> String {
            let platforms = text.scope.platforms.map { $0.map(\.rawValue).sorted().joined(separator: ",") } ?? "*"
            switch text.value {
            case .single(let value): return "\(text.language) \(platforms) \(value)"
            case .plural(let plural):
                return "\(text.language) \(platforms) \(plural.specifier) "
                    + plural.forms.map { "\($0.category.rawValue)=\($0.value)" }.joined(separator: "; ")
            }
        }
        var strings: [String: [String]] = [:]
        func described(_ block: Block) -> String {
            switch block.kind {
            case .note(let inlines): "note: " + inlines.map(\.plainText).joined()
            case .paragraph(let inlines): "p: " + inlines.map(\.plainText).joined()
            default: "\(block.kind)"
            }
        }
        var pages: [String: [String]] = [:]
        for entry in content.entries {
            switch entry.kind {
            case .string(let copy): strings[entry.id] = copy.texts.map(described)
            case .topic(let topic): pages[entry.id] = topic.bodies.map { "\($0.language) " + $0.blocks.map(described).joined(separator: " | ") }
            default: Issue.record("unexpected entry \(entry.id)")
            }
        }
        #expect(content.entries.map(\.id) == ["plain", "count", "play", "items|substitutions.n", "items", "dp", "guide"])
        #expect(strings["plain"] == ["en * Save", "ko * 저장"])
        #expect(strings["count"] == ["en * %lld one=One recipe; other=%lld recipes", "ko * %lld one=레시피 한 개; other=레시피 %lld개"])
        #expect(strings["play"] == ["en macos Click Play.", "en ios,ipados,tvos,visionos,watchos Tap Play.", "ko macos 재생을 클릭하세요."])
        #expect(strings["items|substitutions.n"] == ["en * %lld one=one item; other=%lld items", "ko * %lld one=항목 한 개; other=항목 %lld개"])
        #expect(strings["items"] == ["en * You have %#@n@.", "ko * %#@n@이 있습니다."])
        #expect(strings["dp"] == ["en ios %d other=%d taps; one=%d tap", "en ipados,macos,tvos,visionos,watchos Clicks",
                                  "ko ios %d other=%d번 탭; one=%d번 탭", "ko ipados,macos,tvos,visionos,watchos 클릭"])
        #expect(pages["guide"] == ["en note: Read this first. | p: Then this.", "ko note: 먼저 읽으세요."])
    }

    /// A file is handed over while the rest streams by once the next one's
    /// units start, with the units it would have had in the result (which
    /// lists it without them); never the last file, nor one the result
    /// leaves out.
    @Test func finishedFilesAreHandedOverAsTheResultListsThem() {
        let document = """
            <xliff version="1.2">
              <file original="A" source-language="en" target-language="ko"><body>
                <trans-unit id="a1"><source>One</source></trans-unit><group><trans-unit id="a2"><source>Two</source></trans-unit></group>
              </body></file>
              <file original="B"><body><trans-unit id="b1"><source>x</source></trans-unit></body></file>
              <file original="C" source-language="en"><body/></file>
              <file original="D" source-language="en-US" target-language="ko-KR"><body><trans-unit id="d1"><source>Three</source></trans-unit></body></file>
              <file original="E" source-language="en"><body><trans-unit id="e1"><source>Four</source></trans-unit></body></file>
            </xliff>
            """
        var handed: [XLIFFLoader.File] = []
        let loaded = XLIFFLoader.load(Array(document.utf8), path: "ko.xliff") { handed.append($0) }
        let whole = XLIFFLoader.load(Array(document.utf8), path: "ko.xliff")
        #expect(loaded.files.map(\.original) == ["A", "C", "D", "E"])
        #expect(loaded.files.map(\.position) == [0, 2, 3, 4])
        #expect(handed.map(\.original) == ["A", "D"])
        #expect(loaded.files.map(\.units.count) == [0, 0, 0, 1])
        for file in handed {
            let listed = whole.files.first { $0.position == file.position }
            #expect(listed?.units.map(\.id) == file.units.map(\.id))
            #expect(listed?.sourceLanguage == file.sourceLanguage && listed?.targetLanguage == file.targetLanguage)
            #expect(listed?.original == file.original)
        }
        #expect(whole.files.map(\.units.count) == [2, 0, 1, 1])

        let version2 = """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ko">
              <file id="f1"><unit id="u1"><segment><source>One</source></segment></unit></file>
              <file id="f2"><group id="g"><unit id="u2"><segment><source>Two</source></segment></unit></group></file>
            </xliff>
            """
        var handed2: [XLIFFLoader.File] = []
        let loaded2 = XLIFFLoader.load(Array(version2.utf8), path: "ko.xliff") { handed2.append($0) }
        #expect(handed2.map(\.original) == ["f1"])
        #expect(handed2.first?.units.map(\.key) == ["u1"])
        #expect(loaded2.files.map(\.units.count) == [0, 1])
        #expect(handed2.first?.targetLanguage == "ko")

        // A document that breaks after a file was handed over lists none.
        let broken = document.replacingOccurrences(of: "</xliff>", with: "")
        var handedBroken: [XLIFFLoader.File] = []
        let loadedBroken = XLIFFLoader.load(Array(broken.utf8), path: "ko.xliff") { handedBroken.append($0) }
        #expect(!handedBroken.isEmpty)
        #expect(loadedBroken.files.isEmpty)
        #expect(loadedBroken.diagnostics.contains { $0.ruleID == "xml.syntax" })
    }
}

/// The part a unit of helpc's export says it is, read with its key.
struct XLIFFEntryPartTests {
    @Test func partsAreReadWithTheirDetails() throws {
        let button = try #require(EntryParts.Part("alertButton kind=destructive role=cancel"))
        #expect(button.role == .alertButton && button.details == ["kind": "destructive", "role": "cancel"])
        let state = try #require(EntryParts.Part("tooltip state control=Sort by Date"))
        #expect(state.role == .tooltip && state.isState && state.details == ["control": "Sort by Date"])
        #expect(EntryParts.Part("buttonOfSorts") == nil)
        #expect(EntryParts.Part("") == nil)
    }

    @Test func entriesAndPartsAreReadOffTheKey() throws {
        func read(_ key: String, _ part: String) throws -> String? {
            EntryParts.entryAndPart(of: key, try #require(EntryParts.Part(part))).map { "\($0.entry) \($0.part ?? "-")" }
        }
        #expect(try read("play.quit.button.cancel", "alertButton role=cancel") == "play.quit cancel")
        #expect(try read("play.quit.title", "alertTitle") == "play.quit -")
        #expect(try read("tips.drift.action.learn-more", "tipAction") == "tips.drift learn-more")
        #expect(try read("play.music.on", "tooltip state") == "play.music on")
        #expect(try read("play.music", "tooltip") == "play.music -")
        // A key that doesn't fit its part (a file edited by hand) stays a string.
        #expect(try read("play.quit.caption", "alertTitle") == nil)
        #expect(try read("play.quit.button.", "alertButton") == nil)
        #expect(try read(".title", "tipTitle") == nil)
    }
}
