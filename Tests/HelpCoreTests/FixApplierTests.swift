@testable import HelpCore
import Testing

/// Fixes land on the bytes they were made for, in runs written with
/// character references too, and never break the file's XML.
struct FixApplierTests {
    /// The bytes of `<text>…</text>` in `document`, and its value.
    static func run(_ document: String, raw: String, value: String) -> (Range<Int>, String) {
        let bytes = Array(document.utf8)
        let needle = Array(raw.utf8)
        let start = (0...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }!
        return (start..<start + needle.count, value)
    }

    @Test func aFixAfterAReferenceLandsOnItsCharacters() {
        let raw = "Go to Settings -&gt; Privacy &amp; Security -&gt; Camera&#x2026;"
        let value = "Go to Settings -> Privacy & Security -> Camera…"
        let document = "<help><text>\(raw)</text></help>"
        let (bytes, _) = Self.run(document, raw: raw, value: value)
        // From the first " -> " (after "Go to Settings") to the end of the second.
        #expect(String(Array(value)[14..<18]) == " -> " && String(Array(value)[36..<40]) == " -> ")
        let fix = Fix.replacing(14..<40, of: value, at: bytes, with: " > Privacy & Security > ")!
        #expect(fix.text != nil)
        let (fixed, applied) = FixApplier.apply([fix], to: Array(document.utf8))
        #expect(applied == 1)
        #expect(String(decoding: fixed, as: UTF8.self)
            == "<help><text>Go to Settings > Privacy &amp; Security > Camera&#x2026;</text></help>")
    }

    /// Markup a rule made (its text escaped by the rule) is written as it
    /// is; an insertion at the run's end lands after its last reference.
    @Test func markupIsWrittenAsItIsAndTheEndIsTheRunsEnd() {
        let raw = "Click “Q&amp;A”, then wait&#8230;"
        let value = "Click “Q&A”, then wait…"
        let document = "<p>\(raw)</p>"
        let (bytes, _) = Self.run(document, raw: raw, value: value)
        let ui = Fix.replacing(6..<11, of: value, at: bytes, with: "<ui>Q&amp;A</ui>", markup: true)!
        let end = Fix.replacing(value.count..<value.count, of: value, at: bytes, with: ".")!
        let (fixed, applied) = FixApplier.apply([ui, end], to: Array(document.utf8))
        #expect(applied == 2)
        #expect(String(decoding: fixed, as: UTF8.self) == "<p>Click <ui>Q&amp;A</ui>, then wait&#8230;.</p>")
    }

    /// A carriage return before a line feed is no character of the run; a
    /// run that no longer reads its value takes no fix.
    @Test func lineEndsAndChangedRuns() {
        let raw = "One &amp; two\r\nthree"
        let value = "One & two\nthree"
        let document = "<p>\(raw)</p>"
        let (bytes, _) = Self.run(document, raw: raw, value: value)
        let fix = Fix.replacing(10..<15, of: value, at: bytes, with: "four")!
        #expect(String(decoding: FixApplier.apply([fix], to: Array(document.utf8)).bytes, as: UTF8.self)
            == "<p>One &amp; two\r\nfour</p>")
        let changed = "<p>One &amp; too\r\nthree</p>"
        #expect(FixApplier.apply([fix], to: Array(changed.utf8)).applied == 0)
    }
}

/// Copy written into a file as an element's text.
struct XMLTextEscapingTests {
    @Test func ampersandsAndLessThanSignsBecomeReferences() {
        #expect("Q&A <b> > “x”".escapedAsXMLText() == "Q&amp;A &lt;b> > “x”")
        #expect("File > Save & Close".escapedAsXMLText(greaterThan: true) == "File &gt; Save &amp; Close")
        #expect("레시피 저장".escapedAsXMLText(greaterThan: true) == "레시피 저장")
    }
}
