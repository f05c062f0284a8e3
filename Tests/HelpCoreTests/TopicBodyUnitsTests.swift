import Foundation
import HelpCore
import Testing

/// A topic body cut into translation units, and its copy as marked runs.
struct TopicBodyUnitsTests {
    func topic(_ bodies: String) throws -> Topic {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <help version="1" table="T">
          <topic id="t.page"><title><text xml:lang="en">Page</text><text xml:lang="ko">쪽</text></title>
        \(bodies)
          </topic>
        </help>
        """
        let result = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        guard case .topic(let topic)? = result.file?.entries.first?.kind else { throw TopicMissing() }
        return topic
    }

    struct TopicMissing: Error {}

    func body(_ topic: Topic, _ language: String) throws -> TopicBody {
        try #require(topic.body(in: language))
    }

    func numbered(_ unit: TopicBodyUnits.Unit) -> [MarkedRun] {
        TopicBodyUnits.sourceMarkup(unit)
    }

    @Test func pathsNameBlocksByPosition() throws {
        let page = try topic("""
            <body xml:lang="en">
              <p>One.</p>
              <steps><step>Two.</step><step platform="macos">Three.</step></steps>
              <section><title>Four</title><ul><li>Five.</li></ul><note>Six.</note></section>
              <image src="a.png" alt="Seven"/>
              <image src="b.png"/>
            </body>
            """)
        let units = TopicBodyUnits.units(of: try body(page, "en"))
        #expect(units.map(\.path) == ["body.1", "body.2.1", "body.2.2", "body.3.title", "body.3.1.1", "body.3.2",
                                      "body.4.alt", "body.5.alt"])
        #expect(units.map(\.role) == [.paragraph, .step, .step, .sectionTitle, .item, .note, .imageAlt, .imageAlt])
        #expect(units[2].scope.platforms == [.macos], "a step's own scope")
        #expect(units[6].inlines.map(\.plainText) == ["Seven"] && units[7].inlines.map(\.plainText) == [""])
    }

    /// A page shows one space for any run of white space, none at the ends,
    /// across inline elements too.
    @Test func whiteSpaceCollapsesAsOnThePage() throws {
        let page = try topic("""
            <body xml:lang="en"><p>
                Choose   <menu> File &gt; Save </menu>
                then <link topic="t.page"/>.  </p></body>
            """)
        let unit = try #require(TopicBodyUnits.units(of: try body(page, "en")).first)
        #expect(MarkedRun.signature(numbered(unit))
            == "Choose \u{1}g1/x-menu\u{2}File > Save \u{1}/g\u{2}then \u{1}x2/x-link\u{2}.")
        #expect(MarkedRun.plainText(numbered(unit)) == "Choose File > Save then .")
    }

    /// A unit's target is blank exactly when its collapsed copy is empty,
    /// over runs of every white space, other text and codes.
    @Test func blankIsWhatCollapsesToNothing() {
        let at = SourceLocation(file: "t.xml", line: 1, column: 1)
        let texts = ["", " ", "\n\t\r ", "a", " 가 ", "\u{A0}", "\u{3000}", "\u{200B}"]
        var runs: [[MarkedRun]] = [[]]
        for first in texts {
            runs.append([.text(first, at)])
            for second in texts { runs.append([.text(first, at), .text(second, at)]) }
            runs.append([.text(first, at), .code(id: "1", ctype: "x-link", isPlaceholder: true, children: [], location: at)])
            runs.append([.code(id: "1", ctype: "x-menu", isPlaceholder: false, children: [.text(first, at)], location: at)])
        }
        for candidate in runs {
            #expect(MarkedRun.isBlank(candidate) == MarkedRun.collapsed(candidate).isEmpty, "\(candidate)")
        }
        #expect(runs.contains { MarkedRun.isBlank($0) } && runs.contains { !MarkedRun.isBlank($0) })
    }

    /// A translation's elements take the source's codes kind by kind, in order,
    /// wherever the translation moves them; an element the source hasn't gets none.
    @Test func codesMatchByKindAndOrder() throws {
        let page = try topic("""
            <body xml:lang="en"><p>Press <kbd>A</kbd>, then <ui>Save</ui>, then <kbd>B</kbd>.</p></body>
            <body xml:lang="ko"><p><ui>저장</ui>, <kbd>A</kbd>, <kbd>B</kbd>, <em>꼭</em></p></body>
            """)
        let en = try #require(TopicBodyUnits.units(of: try body(page, "en")).first)
        let ko = try #require(TopicBodyUnits.units(of: try body(page, "ko")).first)
        #expect(TopicBodyUnits.codes(en.inlines).map(TopicBodyUnits.ctype(of:)) == ["x-kbd", "x-ui", "x-kbd"])
        #expect(TopicBodyUnits.codeIDs(source: en.inlines, translation: ko.inlines) == [0: "2", 1: "1", 2: "3"])
    }

    /// Each kind of inline element's code reads back as that kind.
    @Test func codesReadBackAsTheirElements() throws {
        let page = try topic("""
            <body xml:lang="en"><p><ui>A</ui><menu>B</menu><kbd>C</kbd><term>D</term><em>E</em><link href="https://example.com">F</link><link topic="t.page"/></p></body>
            """)
        let unit = try #require(TopicBodyUnits.units(of: try body(page, "en")).first)
        for code in TopicBodyUnits.codes(unit.inlines) {
            let back = Inline(kind: TopicBodyUnits.kind(ofCode: TopicBodyUnits.ctype(of: code), children: code.children),
                              location: code.location)
            #expect(TopicBodyUnits.ctype(of: back) == TopicBodyUnits.ctype(of: code))
            #expect(back.plainText == code.plainText)
        }
        #expect(TopicBodyUnits.codes(unit.inlines).count == 7)
    }

    @Test func shapesLineUpByKindPlaceAndScope() throws {
        let page = try topic("""
            <body xml:lang="en"><p>A.</p><steps><step>B.</step></steps></body>
            <body xml:lang="ko"><p>가.</p><steps><step>나.</step></steps></body>
            """)
        let en = try body(page, "en").blocks
        #expect(TopicBodyUnits.haveSameShape(en, try body(page, "ko").blocks))
        for other in ["<p>가.</p><steps><step>나.</step><step>다.</step></steps>",
                      "<note>가.</note><steps><step>나.</step></steps>",
                      "<p>가.</p><steps><step platform=\"ios\">나.</step></steps>",
                      "<p>가.</p>"] {
            let changed = try topic("<body xml:lang=\"en\"><p>A.</p><steps><step>B.</step></steps></body><body xml:lang=\"ko\">\(other)</body>")
            #expect(!TopicBodyUnits.haveSameShape(en, try body(changed, "ko").blocks), "\(other)")
        }
    }

    /// Indenting inside copy would add white space to it.
    @Test func mixedContentIsWrittenUnindented() {
        let root = XMLElement.make("unit", [], [
            .element(.make("source", [], [.text("Tap "), .element(.make("g", [("id", "1")], [.text("Save & go")])), .text(".")])),
            .element(.make("note", [], [.text("A note")])),
        ])
        let text = String(decoding: XMLWriter.bytes(root), as: UTF8.self)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <unit>
              <source>Tap <g id="1">Save &amp; go</g>.</source>
              <note>A note</note>
            </unit>

            """)
    }
}
