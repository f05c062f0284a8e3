import Foundation
import HelpCore
import Testing

/// The schema's attribute patterns are applied by helpc, each compiled
/// once, and reject exactly what libxml2 rejected with them.
struct SchemaPatternTests {
    private static func load(_ line: String) throws -> ContentLoader.Result {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\">\n  \(line)\n</help>\n"
        return try ContentLoader.bundled().load(Array(xml.utf8), path: "p.xml", config: Config())
    }

    /// A one-element schema: `<a>` with `content`.
    private static func schema(_ content: String, name: String) throws -> XMLSchema {
        let rng = """
            <grammar xmlns="http://relaxng.org/ns/structure/1.0" datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
              <start><element name="a">\(content)</element></start>
            </grammar>
            """
        return try XMLSchema(relaxNG: Array(rng.utf8), name: name)
    }

    private static func accepts(_ schema: XMLSchema, _ xml: String) -> Bool {
        XMLReader.parse(Array(xml.utf8), file: "t.xml", schema: schema).document != nil
    }

    @Test func theBundledSchemaHasItsPatternsTakenOut() throws {
        // xml:lang on six elements, ids, plural, source, ignore, names…
        #expect(try ContentLoader.bundled().schema.attributesCheckedByPattern >= 20)
    }

    @Test(arguments: [
        ("<string id=\"a\"><text xml:lang=\"EN\">Open</text></string>", 24, "xml:lang=\"EN\""),
        ("<string id=\"a\"><text xml:lang=\"en\" plural=\"%q\"><one>A</one><other>B</other></text></string>", 38, "plural=\"%q\""),
        // A text per category, as a .stringsdict writer would guess it.
        ("<string id=\"a\"><text xml:lang=\"en\" plural=\"one\">%lld item</text></string>", 38,
         "plural=\"one\" names a plural category; plural= takes the integer placeholder"),
        ("<string id=\"a\" ignore=\"Spelling\"><text xml:lang=\"en\">Open</text></string>", 18, "'Spelling' is not a rule id"),
        ("<string id=\"a\"><text xml:lang=\"en\" source=\"ABCDEF12\">Open</text></string>", 38, "source=\"ABCDEF12\""),
        ("<tip id=\"t\"><title><text xml:lang=\"en\">A</text></title><rules><event name=\"9lives\"/></rules></tip>", 72, "name=\"9lives\""),
    ])
    func mismatchesAreErrorsAtTheAttribute(_ line: String, _ column: Int, _ message: String) throws {
        let result = try Self.load(line)
        #expect(result.file == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.ruleID == "xml.schema")
        #expect(diagnostic.location == SourceLocation(file: "p.xml", line: 3, column: column), "\(diagnostic)")
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
    }

    /// A value one attribute's pattern matched is remembered for that
    /// pattern only: the same value is judged again under another, and a
    /// value that fails is reported wherever it appears.
    @Test func matchedValuesAreRememberedPerPattern() throws {
        // a.b is an entry id, but not a button's: only the pattern can say so.
        let reused = try Self.load("""
            <alert id="a.b"><title><text xml:lang="en">Delete?</text></title>\
            <button id="a.b"><text xml:lang="en">Delete</text></button></alert>
            """)
        #expect(reused.file == nil)
        #expect(reused.diagnostics.map(\.location.column) == [76], "\(reused.diagnostics)")
        let twice = try Self.load("""
            <string id="s"><text xml:lang="EN">Keep</text><text xml:lang="en">Keep</text>\
            <text xml:lang="EN" platform="ios">Stop</text></string>
            """)
        #expect(twice.diagnostics.filter { $0.message.contains("xml:lang=\"EN\"") }.count == 2, "\(twice.diagnostics)")
    }

    /// A pattern keeps the last few values it matched, each in the place
    /// of the oldest: values pushed out are judged again and still pass,
    /// one that fails is never among them, and an empty list fails.
    @Test func valuesPushedOutOfThoseKeptAreJudgedAgain() throws {
        let languages = ["en", "ko", "ja", "fr", "de", "en-GB", "ko", "en"]
        let texts = languages.map { "<text xml:lang=\"\($0)\">Open</text>" }.joined()
        let valid = try Self.load("<string id=\"s\">\(texts)</string>")
        #expect(valid.file != nil, "\(valid.diagnostics)")
        let mixed = try Self.load("<string id=\"s\">\(texts)<text xml:lang=\"e n\">Open</text><text xml:lang=\"EN\">Open</text></string>")
        #expect(mixed.diagnostics.filter { $0.ruleID == "xml.schema" }.count == 2, "\(mixed.diagnostics)")
        let empty = try Self.load("<string id=\"s\" ignore=\"\"><text xml:lang=\"en\">Open</text></string>")
        #expect(empty.diagnostics.contains { $0.message.contains("ignore=\"\" names no rule") }, "\(empty.diagnostics)")
    }

    @Test func theBundledSchemaReadsFreeAttributeValuesAsText() throws {
        // xml:lang, ids, because, alt, control, equals, image, parent, topic…
        #expect(try ContentLoader.bundled().schema.attributesReadAsText >= 10)
    }

    /// A `token` or `string` attribute with no facet left is read as text:
    /// libxml2 took every value for them, and still does; the types it
    /// checks (a number, a list's tokens) and the attributes it requires
    /// are checked as before.
    @Test func freeTextAttributesAcceptWhatLibxml2Accepted() throws {
        let schema = try Self.schema("""
            <attribute name="t"><data type="token"/></attribute>
            <attribute name="s"><data type="string"/></attribute>
            <optional><attribute name="n"><data type="positiveInteger"/></attribute></optional>
            <optional><attribute name="l"><list><oneOrMore><data type="token"/></oneOrMore></list></attribute></optional>
            """, name: "free.rng")
        #expect(schema.attributesReadAsText == 2)
        for value in [" x", "x  y", "x&#9;y", "x&#10;", "", "  ", "é ü"] {
            #expect(Self.accepts(schema, "<a t=\"\(value)\" s=\"\(value)\"/>"), "\(value)")
        }
        #expect(Self.accepts(schema, "<a t=\"x\" s=\"y\" n=\"3\" l=\" a  b \"/>"))
        #expect(!Self.accepts(schema, "<a t=\"x\" s=\"y\" n=\"x\"/>"))
        #expect(!Self.accepts(schema, "<a t=\"x\" s=\"y\" l=\"\"/>"))
        #expect(!Self.accepts(schema, "<a t=\"x\"/>"))
        #expect(!Self.accepts(schema, "<a t=\"x\" s=\"y\"><b/></a>"))
    }

    /// Values are read as XML Schema's `token`: white space around and
    /// inside is collapsed before the pattern applies, as libxml2 did.
    @Test(arguments: [
        "<string id=\"a\"><text xml:lang=\" en \">Open</text></string>",
        "<string id=\"a\" ignore=\" spelling   punct.ellipsis \"><text xml:lang=\"en-GB\">Open</text></string>",
        "<string id=\"a\"><text xml:lang=\"ko\" plural=\"%1$lld\"><other>B</other></text></string>",
    ])
    func matchingValuesAreAccepted(_ line: String) throws {
        let result = try Self.load(line)
        #expect(result.file != nil, "\(result.diagnostics)")
    }

    /// A schema whose pattern sits where this does not read it exactly
    /// (here among alternatives) is compiled as it is: libxml2 applies it.
    @Test func aPatternAmongAlternativesIsLeftToLibxml2() throws {
        let schema = try Self.schema("""
            <attribute name="x"><choice>
              <data type="token"><param name="pattern">[a-z]+</param></data><value>1</value>
            </choice></attribute>
            """, name: "alternatives.rng")
        #expect(schema.attributesCheckedByPattern == 0)
        #expect(Self.accepts(schema, "<a x=\"abc\"/>"))
        #expect(Self.accepts(schema, "<a x=\"1\"/>"))
        #expect(!Self.accepts(schema, "<a x=\"A1\"/>"))
    }
}

extension SchemaPatternTests {
    /// A pattern on an element's text, even one an attribute shares, keeps
    /// the whole schema with libxml2: taken out, it would not be applied.
    @Test func aPatternOnTextIsLeftToLibxml2() throws {
        let schema = try Self.schema("""
            <attribute name="x"><data type="token"><param name="pattern">[a-z]+</param></data></attribute>
            <data type="token"><param name="pattern">[a-z]+</param></data>
            """, name: "text.rng")
        #expect(schema.attributesCheckedByPattern == 0)
        #expect(Self.accepts(schema, "<a x=\"abc\">twelve</a>"))
        #expect(!Self.accepts(schema, "<a x=\"abc\">12</a>"))
        #expect(!Self.accepts(schema, "<a x=\"A\">twelve</a>"))
    }

    /// An attribute named by namespace rather than by the `xml:` prefix is
    /// not one the loader names the same way: its pattern stays with libxml2.
    @Test func anAttributeNamedByNamespaceIsLeftToLibxml2() throws {
        let schema = try Self.schema("""
            <attribute name="lang" ns="http://www.w3.org/XML/1998/namespace"><data type="token"><param name="pattern">[a-z]+</param></data></attribute>
            """, name: "ns.rng")
        #expect(schema.attributesCheckedByPattern == 0)
        #expect(Self.accepts(schema, "<a xml:lang=\"en\"/>"))
        #expect(!Self.accepts(schema, "<a xml:lang=\"EN\"/>"))
    }

    /// A structural mistake and a value that misses its pattern in one file
    /// are both reported.
    @Test func patternMismatchesAreReportedBesideStructuralErrors() throws {
        let result = try Self.load("<string id=\"a\"><banner/><text xml:lang=\"EN\">Open</text></string>")
        #expect(result.file == nil)
        #expect(result.diagnostics.contains { $0.message.contains("xml:lang=\"EN\"") }, "\(result.diagnostics)")
        #expect(result.diagnostics.contains { $0.message.contains("banner") }, "\(result.diagnostics)")
    }
}
