import Foundation
import HelpCore
import Testing

/// Inline codes of XLIFF targets as translation tools write them: a `<g>`
/// may come back as a start and an end code, which stand for it.
struct XLIFFInlineCodeTests {
    func targetSignature(_ target: String, version: String = "2.0") throws -> String {
        let xml = version == "2.0" ? """
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ko">
              <file id="f1" original="Help.help"><unit id="u1" name="t.page|==|body.1">
                <segment><source>x</source><target>\(target)</target></segment>
              </unit></file>
            </xliff>
            """ : """
            <xliff version="1.2"><file original="Help.help" source-language="en" target-language="ko" datatype="xml"><body>
              <trans-unit id="t.page|==|body.1"><source>x</source><target>\(target)</target></trans-unit>
            </body></file></xliff>
            """
        let loaded = XLIFFLoader.load(Array(xml.utf8), path: "ko.xliff")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let runs = try #require(loaded.files.first?.units.first?.targetRuns)
        return MarkedRun.signature(runs).replacingOccurrences(of: "\u{1}", with: "<").replacingOccurrences(of: "\u{2}", with: ">")
    }

    @Test func startAndEndCodesArePairedIntoTheirG() throws {
        // XLIFF 2.x: <sc/>…<ec startRef/>, nested, and around text that runs on after them.
        #expect(try targetSignature(#"<sc id="1" type="fmt"/><sc id="2"/>저장<ec startRef="2"/> 후<ec startRef="1"/>에"#)
            == "<g1/><g2/>저장</g> 후</g>에")
        // 1.2: <bx/>…<ex/> by rid, <bpt>…<ept> by id, whose own content is the tool's.
        #expect(try targetSignature(#"<bx id="1" rid="a" ctype="x-ui"/>저장<ex id="9" rid="a"/>을 <bpt id="2" ctype="x-kbd">&lt;k&gt;</bpt>⌘S<ept id="2">&lt;/k&gt;</ept>"#,
                                    version: "1.2")
            == "<g1/x-ui>저장</g>을 <g2/x-kbd>⌘S</g>")
    }

    @Test func unpairedCodesStandAlone() throws {
        // An isolated code, an end without a start, and a start never ended keep their names, where they were.
        #expect(try targetSignature(#"<sc id="1" isolated="yes"/>저장<ec startRef="7"/> 후<sc id="3"/>끝"#)
            == "<x1/sc>저장<x/ec> 후<x3/sc>끝")
        // Crossed pairs: the end that doesn't close the last start is a code of its own.
        #expect(try targetSignature(#"<bx id="1"/>가<bx id="2"/>나<ex id="1"/>다<ex id="2"/>"#, version: "1.2")
            == "<x1/bx>가<g2/>나<x1/ex>다</g>")
    }
}
