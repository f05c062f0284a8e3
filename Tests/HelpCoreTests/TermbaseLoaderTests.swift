import HelpCore
import Testing

struct TermbaseLoaderTests {
    @Test func defaultTermbaseLoadsCleanly() throws {
        let termbase = try Resources.defaultTermbase()
        let activate = try #require(termbase.concepts.first { $0.id == "activate" })
        let click = try #require(activate.terms.first { $0.text == "click" })
        #expect(click.platforms == [.macos])
        #expect(click.partOfSpeech == "verb")
        #expect(click.status == .preferred)
        #expect(click.platformsByInput == [.pointer: [.ipados]])
        #expect(click.platforms(inCopyFor: nil) == [.macos])
        #expect(click.platforms(inCopyFor: [.pointer]) == [.macos, .ipados], "a trackpad or mouse clicks on iPad")
        #expect(click.platforms(inCopyFor: [.pointer, .touch]) == [.macos], "copy read by touch too stays the Mac's")
        let tap = try #require(activate.terms(in: "ko").first { $0.text == "탭" })
        #expect(tap.platforms == [.ios, .ipados, .watchos, .visionos])
        let remote = try #require(termbase.concepts.first { $0.id == "siri-remote" }?.terms(in: "ko").first)
        #expect(remote.pronunciation == "시리 리모트")
        #expect(remote.inputs == [.remote])
        let mac = try #require(termbase.concepts.first { $0.id == "mac" }?.terms(in: "ko").first)
        #expect(mac.pronunciation == "맥")
        #expect(termbase.concepts.first { $0.id == "help-tag" }?.terms.first { $0.text == "tooltip" }?.isDeprecated == true)
    }

    /// A project's concept replaces the default one with its id where
    /// that one stands; the others follow in the project's order, the
    /// last of two with one id winning.
    @Test func aProjectTermbaseOverridesByID() {
        func concept(_ id: String, _ text: String) -> Concept {
            Concept(id: id, terms: [Term(text: text, language: "en", location: .file("t.tbx"))], location: .file("t.tbx"))
        }
        let shipped = Termbase(concepts: [concept("tap", "tap"), concept("click", "click"), concept("swipe", "swipe")])
        let project = Termbase(concepts: [concept("widget", "Widget"), concept("click", "press"), concept("widget", "Widget Pro")])
        let merged = shipped.overridden(by: project).concepts.map { "\($0.id)=\($0.terms[0].text)" }
        #expect(merged == ["tap=tap", "click=press", "swipe=swipe", "widget=Widget Pro"])
    }

    @Test func readsMicrosoftStyleTBX2() throws {
        let loaded = TermbaseLoader.load(try Fixtures.bytes("termbase/martif.tbx"), path: "martif.tbx")
        #expect(loaded.diagnostics.isEmpty, "a DOCTYPE naming a DTD is accepted, and the DTD is not read")
        let concept = try #require(loaded.termbase.concepts.first)
        #expect(concept.id == "settings")
        #expect(concept.definition == "The app for settings.")
        #expect(concept.terms.map(\.text) == ["Settings", "설정"])
        #expect(concept.terms[0].platforms == [.ios, .ipados])
        #expect(concept.terms[0].partOfSpeech == "properNoun")
        #expect(concept.terms(in: "ko").map(\.text) == ["설정"], "ko-KR is Korean")
    }

    @Test func mistakesAreReportedWithPositions() throws {
        let loaded = TermbaseLoader.load(try Fixtures.bytes("termbase/mistakes.tbx"), path: "terms.tbx")
        let found = loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message.prefix(40))" }
        #expect(found == [
            "7:38 xml.schema administrativeStatus \"preferred\" (did yo",
            "8:36 xml.schema projectSubset \"iphone\" is neither a plat",
            "8:36 xml.schema projectSubset \"ipad+pointer\" is not a pl",
            "8:36 xml.schema projectSubset \"ipados+mouse\" is not a pl",
            "8:36 xml.schema projectSubset \"macOS\" (did you mean 'mac",
            "8:110 xml.schema partOfSpeech \"nown\" (did you mean 'noun'",
            "10:9 xml.schema <langSec> needs xml:lang naming its lang",
            "13:41 xml.schema an empty <term>",
            "12:7 xml.schema the concept id 'a' is also used at terms",
        ])
        #expect(loaded.diagnostics.first?.message.hasPrefix("administrativeStatus \"preferred\" (did you mean 'preferredTerm-admn-sts'?) is not one of") == true)
    }

    /// A term with only platform+input pairs is for no platform at large.
    @Test func pairsAloneNarrowATermToTheirInput() {
        let tbx = """
            <tbx xmlns="urn:iso:std:iso:30042:ed-2"><text><body><conceptEntry id="c"><langSec xml:lang="en">
            <termSec><term>scroll wheel</term><admin type="projectSubset">ipados+pointer</admin><admin type="projectSubset">macos+pointer</admin></termSec>
            </langSec></conceptEntry></body></text></tbx>
            """
        let loaded = TermbaseLoader.load(Array(tbx.utf8), path: "t.tbx")
        #expect(loaded.diagnostics.isEmpty)
        let term = loaded.termbase.concepts.first?.terms.first
        #expect(term?.platforms == [])
        #expect(term?.platforms(inCopyFor: nil) == [])
        #expect(term?.platforms(inCopyFor: [.pointer]) == [.ipados, .macos])
    }

    @Test func entityDeclarationsAreStillRefused() {
        let tbx = """
            <?xml version="1.0"?>
            <!DOCTYPE martif [<!ENTITY x SYSTEM "file:///etc/passwd">]>
            <martif><text><body/></text></martif>
            """
        let loaded = TermbaseLoader.load(Array(tbx.utf8), path: "evil.tbx")
        #expect(loaded.termbase.concepts.isEmpty)
        #expect(loaded.diagnostics.first?.ruleID == "xml.syntax")
        #expect(loaded.diagnostics.first?.message.contains("entity declarations are not allowed") == true)
    }

    @Test func wrongRootIsReported() {
        let loaded = TermbaseLoader.load(Array("<glossary/>".utf8), path: "g.tbx")
        #expect(loaded.diagnostics.first?.message.contains("<tbx> (TBX v3) or <martif> (TBX v2)") == true)
    }
}
