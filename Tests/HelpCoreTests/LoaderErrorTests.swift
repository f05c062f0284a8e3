import Foundation
@testable import HelpCore
import Testing

/// Bad input becomes diagnostics with the right rule and position, never a
/// crash, and nothing outside the file is ever read.
struct LoaderErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var rule: String
        var line: Int
        var column: Int
        var messageContains: String
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(file: "content/malformed.xml", rule: "xml.syntax", line: 4, column: 8,
             messageContains: "</help> does not close <string>, opened on line 3"),
        Case(file: "content/wrong-root.xml", rule: "xml.schema", line: 2, column: 1,
             messageContains: "root element must be <help"),
        Case(file: "content/unknown-element.xml", rule: "xml.schema", line: 4, column: 3,
             messageContains: "unknown element <banner> inside <help>; inside <help> use <tooltip>"),
        Case(file: "content/misspelt-names.xml", rule: "xml.schema", line: 3, column: 3,
             messageContains: "unknown element <tooltp> inside <help> (did you mean <tooltip>?); inside <help> use"),
        Case(file: "content/misspelt-attribute.xml", rule: "xml.schema", line: 3, column: 38,
             messageContains: "unknown attribute 'platfrom' on <text> (did you mean 'platform'?); <text> takes"),
        Case(file: "content/entry-scope.xml", rule: "xml.schema", line: 3, column: 18,
             messageContains: "unknown attribute 'platform' on <string>; <string> takes id, ignore, because; scope each <text> with platform=\"…\", or every entry of the file with <help platforms=\"…\">"),
        Case(file: "content/missing-id.xml", rule: "xml.schema", line: 3, column: 3,
             messageContains: "<alert> is missing its required attribute 'id'"),
        Case(file: "content/external-entity.xml", rule: "xml.syntax", line: 2, column: 1,
             messageContains: "<!DOCTYPE …> is not allowed"),
        Case(file: "content/entity-bomb.xml", rule: "xml.syntax", line: 2, column: 1,
             messageContains: "<!DOCTYPE …> is not allowed"),
        Case(file: "content/parameter-entity.xml", rule: "xml.syntax", line: 2, column: 1,
             messageContains: "<!DOCTYPE …> is not allowed"),
    ]

    @Test(arguments: cases)
    func reported(_ testCase: Case) throws {
        let result = try Fixtures.load(testCase.file)
        #expect(result.file == nil, "a file with structural errors contributes no entries")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.ruleID == testCase.rule)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == Location(file: testCase.file, line: testCase.line, column: testCase.column))
        #expect(diagnostic.message.contains(testCase.messageContains), "\(diagnostic.message)")
    }

    /// libxml2's errors in a writer's words, one per mistake: the errors
    /// libxml2 adds after a mistake that breaks the structure are left out.
    @Test(arguments: [
        (#"<t a=b>x</t>"#, [(3, 8, "an attribute's value without quotes; write name=\"value\"")]),
        (#"<t a="1>x</t>"#, [(3, 12, "“<” inside an attribute's value; if the value's closing quote is missing, add it")]),
        (#"<t a="1"b="2"/>"#, [(3, 11, "attributes run together; separate them with a space")]),
        (#"<t a>x</t>"#, [(3, 7, "the attribute 'a' has no value; write a=\"…\"")]),
        (#"<t a="1" a="2">x</t>"#, [(3, 17, "the attribute 'a' appears twice")]),
        (#"<t>1 < 2</t>"#, [(3, 9, "“<” that starts no tag; write &lt;")]),
        (#"<t>R&D</t>"#, [(3, 9, "write &amp; for an ampersand (R&amp;D)")]),
        (#"<t>a & b</t> <t>c & d</t>"#, [(3, 9, "“&” that starts no reference; write &amp;"),
                                         (3, 22, "“&” that starts no reference; write &amp;")]),
        (#"<t>a&nbsp;b</t>"#, [(3, 13, "the entity &nbsp; is not defined (XML defines only &amp; &lt; &gt; &quot; &apos;); type the character itself (U+00A0) or write &#160;")]),
        (#"<t>&custom;</t>"#, [(3, 14, "the entity &custom; is not defined")]),
        (#"<strng>x</string>"#, [(3, 20, "</string> does not close <strng>, opened on line 3; make the two names match")]),
        (#"<t>x</ t>"#, [(3, 10, "an end tag that is not </name>")]),
        (#"<!-- a -- b -->"#, [(3, 10, "“--” inside a comment")]),
        (#"<t>]]></t>"#, [(3, 6, "“]]>” in text; write ]]&gt;")]),
        ("<t>\u{01}</t>", [(3, 6, "the control character U+0001, which XML does not allow")]),
        (#"<t>&#xD800;</t>"#, [(3, 14, "names U+D800, which is not a character XML allows")]),
        // libxml2 follows a malformed reference with a second error at the same place, naming U+0000.
        (#"<t p:a="1">x</t>"#, [(3, 13, "the prefix “p:” is not declared; write the name without it (a content file's names take none but xml:lang), or declare it with xmlns:p=")]),
        (#"<t>&#65</t>"#, [(3, 10, "a character reference that is not digits ending in “;”")]),
        (#"<t>&#x4G;</t>"#, [(3, 10, "a character reference that is not digits ending in “;”")]),
        (#"<t>&#;</t>"#, [(3, 9, "a character reference without a number, or one naming U+0000")]),
        (#"<t>x</></t>"#, [(3, 10, "an end tag without a name where <t> (line 3) should be closed; write </t>")]),
        (#"<t xmlns:p="urn:p" p:a="1" p:a="2"/>"#, [(3, 37, "the attribute 'p:a' appears twice")]),
        (#"<t xmlns:p="urn:p" xmlns:p="urn:q"/>"#, [(3, 37, "the attribute 'xmlns:p' appears twice")]),
        (#"<t xmlns:p=""/>"#, [(3, 16, "xmlns:p=\"\" declares an empty namespace")]),
        (#"<t xmlns="a b"/>"#, [(3, 17, "xmlns=\"a b\" is not a namespace URI")]),
        (#"<t xml:space="kept">x</t>"#, [(3, 22, "xml:space takes only \"default\" or \"preserve\", not \"kept\"")]),
        (#"<t><? x?></t>"#, [(3, 8, "“<?” that starts no processing instruction")]),
    ])
    func syntaxMistakesAreExplained(_ line: String, _ expected: [(Int, Int, String)]) {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\">\n  \(line)\n</help>\n"
        let diagnostics = XMLReader.parse(Array(xml.utf8), file: "mistake.xml").diagnostics
        #expect(diagnostics.count == expected.count, "\(diagnostics.map(\.message))")
        for (diagnostic, (line, column, message)) in zip(diagnostics, expected) {
            #expect(diagnostic.ruleID == "xml.syntax")
            #expect(diagnostic.location == Location(file: "mistake.xml", line: line, column: column), "\(diagnostic)")
            #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
        }
    }

    /// Mistakes around the root element and the file as a whole.
    @Test(arguments: [
        ("", 1, "the file is empty"),
        ("\n  \n", 3, "the file is empty"),
        ("<help version=\"1\">\n<string id=\"a\">\n", 3, "the file ends before <string> (line 2) is closed; add </string>"),
        ("\n<?xml version=\"1.0\"?>\n<help version=\"1\"/>", 2, "the XML declaration <?xml …?> must come first in the file"),
        ("<help version=\"1\"/>\n<help/>", 2, "something follows the end of the root element"),
        ("Help\n<help version=\"1\"/>", 1, "no element where the document should begin"),
        ("<?xml version=\"1.0\" encodng=\"UTF-8\"?><help/>", 1, "write <?xml version=\"1.0\" encoding=\"UTF-8\"?>"),
        ("<?xml version=\"1.0 encoding=\"UTF-8\"?>\n<help version=\"1\"/>", 1, "a value in the XML declaration that never ends"),
        ("<?xml version=1.0?>\n<help version=\"1\"/>", 1, "a value in the XML declaration without quotes"),
        ("<?xml version=\"1.0\" standalone=\"maybe\"?>\n<help version=\"1\"/>", 1, "standalone takes only \"yes\" or \"no\""),
        ("<?xml encoding=\"UTF-8\"?>\n<help version=\"1\"/>", 1, "the XML declaration has no version"),
        ("<?xml version=\"1.0\"encoding=\"UTF-8\"?>\n<help version=\"1\"/>", 1, "the parts of the XML declaration run together"),
        ("<?xml version \"1.0\"?>\n<help version=\"1\"/>", 1, "a name in the XML declaration without “=” before its value"),
        ("<help version=\"1\"/>\n<?pi", 2, "a processing instruction (<?pi …) that never ends"),
        ("<help version=\"1\">\n<?pi x</help>", 2, "a processing instruction (<?pi …) that never ends"),
        ("<help version=\"1\">\n" + String(repeating: "<p>", count: 300), 2,
         "elements are nested more than 256 deep here; helpc reads at most 256 levels"),
    ])
    func fileMistakesAreExplained(_ text: String, _ line: Int, _ message: String) throws {
        let diagnostics = XMLReader.parse(Array(text.utf8), file: "mistake.xml").diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location.line == line, "\(diagnostic)")
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
    }

    /// helpc's element names in a namespace are explained as that, not as
    /// unknown elements (the schema knows no <help> in a namespace).
    @Test(arguments: [
        (#"<help version="1" xmlns="http://example.com/help"/>"#, 1, "<help> is in the namespace “http://example.com/help”"),
        (#"<help version="1">\#n  <string xmlns="urn:x" id="a"><text xml:lang="en">Open</text></string>\#n</help>"#, 2,
         "<string> is in the namespace “urn:x”"),
        (#"<help version="1" xmlns:h="urn:h">\#n  <h:string id="a"><text xml:lang="en">Open</text></h:string>\#n</help>"#, 2,
         "<string> is in the namespace “urn:h”"),
    ])
    func namespacedElementsAreExplained(_ xml: String, _ line: Int, _ message: String) throws {
        let result = try ContentLoader.bundled().load(Array(xml.utf8), path: "namespaced.xml", config: Config())
        #expect(result.file == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.message))")
        #expect(diagnostic.ruleID == "xml.schema")
        #expect(diagnostic.location.line == line, "\(diagnostic)")
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
        #expect(diagnostic.message.hasSuffix("remove the xmlns=\"…\" that puts it there (or the prefix before its name)"))
    }

    /// A file cut short inside a character beyond ASCII (a copy or a save
    /// that stopped): libxml2 says only "internal error: detected an error
    /// in element content".
    @Test(arguments: [
        [0xEC, 0xA6, 0x90, 0xEA] as [UInt8],  // 즐 and the first byte of 겨
        [0xEA, 0xB2],                         // two bytes of 겨's three
        [0xC3],                               // é's first byte
        [0xF0, 0x9F, 0x91],                   // three bytes of 👍's four
    ])
    func fileCutInsideACharacterIsExplained(_ tail: [UInt8]) throws {
        let bytes = Array("<help version=\"1\">\n  <string id=\"a\"><text xml:lang=\"ko\">".utf8) + tail
        let diagnostics = XMLReader.parse(bytes, file: "cut.xml").diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.ruleID == "xml.syntax")
        #expect(diagnostic.location.line == 2, "\(diagnostic)")
        #expect(diagnostic.message.hasPrefix("the file ends in the middle of a character, inside an element: it was cut short"),
                "\(diagnostic.message)")
    }

    /// A file cut short in its markup (a save or a copy that stopped) is
    /// reported as cut, not as the tag or attribute written wrong that
    /// libxml2 takes it for ("the attribute 'xm' has no value"). Found by
    /// `make fuzz` once it read what `check` prints.
    @Test(arguments: [
        ("<help version=\"1\">\n  <string id=\"a\"><text xm", "a tag's attribute"),
        ("<help version=\"1\">\n  <string id=\"a\"><text xml:", "a tag's attribute"),
        ("<help version=\"1\">\n  <string id=\"a\"><text xml:lang=\"k", "a tag's attribute"),
        ("<help version=\"1\">\n  <string id=\"a\"><text xml:lang=", "a tag's attribute"),
        ("<help version=\"1\">\n  <string id=\"a\"><te", "the start tag <te>"),
        ("<help version=\"1\">\n  <string id=\"a\"><text xml:lang=\"ko\" ", "the start tag <text>"),
        ("<help version=\"1\">\n  <string id=\"a\"><text xml:lang=\"ko\">열기</tex", "an end tag"),
        ("<help version=\"1\">\n  <string id=\"a\"><text xml:lang=\"ko\">열기</text></string>\n<", "a tag"),
        ("<?xml version=\"1.0\" encod", "the XML declaration (<?xml …?>)"),
        ("<?xml version=\"1.", "the XML declaration (<?xml …?>)"),
    ])
    func fileCutInItsMarkupIsExplained(_ text: String, _ unfinished: String) throws {
        let diagnostic = try Self.onlySyntaxError(in: text)
        #expect(diagnostic.message.hasPrefix("the file ends inside \(unfinished): it was cut short"), "\(diagnostic.message)")
    }

    /// The one diagnostic reading `text` gives, an `xml.syntax` error.
    private static func onlySyntaxError(in text: String) throws -> Diagnostic {
        let diagnostics = XMLReader.parse(Array(text.utf8), file: "a.xml").diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.ruleID == "xml.syntax" && diagnostic.severity == .error)
        return diagnostic
    }

    /// The same mistakes followed by the rest of a file keep the sentences
    /// about them: only the file's end makes them a cut.
    @Test(arguments: [
        ("<help version=\"1\">\n  <string id=\"a\"><text xml:lang>열기</text></string>\n</help>\n",
         "the attribute 'xml:lang' has no value"),
        ("<help version=\"1\">\n  <string id=\"a\"><text xml:lang=\"ko\">열기</text</string>\n</help>\n",
         "an end tag that is not </name>"),
        ("<?xml version=\"1.0\" encod?>\n<help version=\"1\"/>\n", "the XML declaration is not as XML has it"),
        ("<help version=\"1\">\n  <string id=\"a\"><text xml:lang=\"ko\">열기", "the file ends before <text>"),
        ("<help version=\"1\">\n  <string id=\"a\"><text xml:lang=\"ko\">R&am", "the file ends before <text>"),
        ("<help version=\"1\">\n  <string id=\"a\"><text xml:lang=\"ko\">R&", "the file ends before <text>"),
        ("<help version=\"1\">\n  <string id=\"a\"><text xml:lang=\"ko\">&#6", "the file ends before <text>"),
        ("<help version=\"1\">\n  <!-- a note", "a comment (<!--) that never ends"),
    ])
    func mistakesBeforeTheEndAreNotCuts(_ text: String, _ expected: String) throws {
        let diagnostic = try Self.onlySyntaxError(in: text)
        #expect(diagnostic.message.contains(expected), "\(diagnostic.message)")
    }

    /// A <!DOCTYPE …> written wrong: in a content file, which may hold none,
    /// the same refusal as one written right; in a file that may hold one
    /// (TBX, XLIFF), a sentence of helpc's rather than libxml2's
    /// ("SystemLiteral \" or ' expected", "DOCTYPE improperly terminated").
    @Test(arguments: [
        #"<!DOCTYPE help SYSTEM"x.dtd">"#, #"<!DOCTYPE help SYSTEM x.dtd>"#, #"<!DOCTYPE "help">"#,
        #"<!DOCTYPE help PUBLIC "-//X//EN""x.dtd">"#, #"<!DOCTYPE help PUBLIC '-//X//EN" "x.dtd">"#,
        #"<!DOCTYPE help [<!ELEMENT help AN>]>"#, #"<!DOCTYPE help [<!ELEMENT help ANY]>"#, #"<!DOCTYPE help [%]>"#,
        #"<!DOCTYPE help SYSTEM "x.dtd" x>"#,
    ])
    func malformedDoctypeIsExplained(_ doctype: String) throws {
        let content = "<?xml version=\"1.0\"?>\n\(doctype)\n<help version=\"1\"/>\n"
        let refused = XMLReader.parse(Array(content.utf8), file: "a.xml").diagnostics
        #expect(refused.count == 1, "\(refused.map(\.message))")
        #expect(refused.first?.message.hasPrefix("<!DOCTYPE …> is not allowed") == true, "\(refused.map(\.message))")
        #expect(refused.first?.location.line == 2)

        let tbx = "<?xml version=\"1.0\"?>\n\(doctype.replacingOccurrences(of: "help", with: "martif"))\n"
            + "<martif type=\"TBX\" xml:lang=\"en\"><text><body/></text></martif>\n"
        let loaded = TermbaseLoader.load(Array(tbx.utf8), path: "terms.tbx")
        #expect(loaded.diagnostics.count == 1, "\(loaded.diagnostics.map(\.message))")
        let diagnostic = try #require(loaded.diagnostics.first)
        #expect(diagnostic.ruleID == "xml.syntax")
        #expect(diagnostic.location.line == 2)
        #expect(diagnostic.message.hasPrefix("the <!DOCTYPE …> declaration is not as XML has it; write <!DOCTYPE name SYSTEM"),
                "\(diagnostic.message)")
    }

    @Test func endsInsideCharacterLooksOnlyAtTheLastCharacter() {
        #expect(XMLSyntaxExplanation.endsInsideCharacter([0x61, 0xEA]))
        #expect(XMLSyntaxExplanation.endsInsideCharacter([0xF0, 0x9F, 0x91]))
        #expect(!XMLSyntaxExplanation.endsInsideCharacter([]))
        #expect(!XMLSyntaxExplanation.endsInsideCharacter(Array("abc".utf8)))
        #expect(!XMLSyntaxExplanation.endsInsideCharacter(Array("즐겨찾기".utf8)))
        #expect(!XMLSyntaxExplanation.endsInsideCharacter(Array("a👍".utf8)))
        // A continuation byte with no lead within reach, or a lone one after ASCII: not a cut character.
        #expect(!XMLSyntaxExplanation.endsInsideCharacter([0x61, 0x80, 0x80, 0x80, 0x80]))
        #expect(!XMLSyntaxExplanation.endsInsideCharacter([0x61, 0x80]))
    }

    /// Files in another encoding are refused with what to do, however they
    /// say so: libxml2 reads UTF-16 without a declaration, but every position
    /// helpc reports and every in-place edit (`fix`, `import-xliff`) counts
    /// UTF-8 bytes, and an edit would break the file.
    @Test func otherEncodingsAreRefused() throws {
        let xml = "<help version=\"1\">\n  <string id=\"a\"><text xml:lang=\"en\">Open</text></string>\n</help>\n"
        let declared = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + xml
        func utf16(_ text: String, bigEndian: Bool, mark: Bool) -> [UInt8] {
            var units: [UInt16] = mark ? [0xFEFF] : []
            units += Array(text.utf16)
            var bytes: [UInt8] = []
            for unit in units {
                let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
                bytes += bigEndian ? [high, low] : [low, high]
            }
            return bytes
        }
        var utf32: [UInt8] = [0xFF, 0xFE, 0, 0]
        for scalar in xml.unicodeScalars {
            utf32 += [UInt8(scalar.value & 0xFF), UInt8(scalar.value >> 8 & 0xFF), 0, 0]
        }
        let cases: [([UInt8], String)] = [
            (utf16(xml, bigEndian: false, mark: true), "the file is UTF-16 (little-endian)"),
            (utf16(xml, bigEndian: true, mark: true), "the file is UTF-16 (big-endian)"),
            (utf16(declared, bigEndian: false, mark: false), "the file is UTF-16 (little-endian)"),
            (utf16(declared, bigEndian: true, mark: false), "the file is UTF-16 (big-endian)"),
            (utf32, "the file is UTF-32 (little-endian)"),
            (Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n\(xml)".utf8), "the file declares encoding ISO-8859-1"),
            // Bytes that are not Shift_JIS: libxml2 would stop where its
            // conversion failed, the file seeming to end there.
            (Array("<?xml version='1.0' encoding = 'Shift_JIS'?>\n<help version=\"1\">".utf8) + [0x87, 0x40, 0x3C, 0x75]
                + Array("</help>\n".utf8), "the file declares encoding Shift_JIS"),
            ([0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"windows-1252\"?>\n\(xml)".utf8),
             "the file declares encoding windows-1252"),
            (Array("<?xml version=\"1.0\" encoding=\"UTF-8\n\"?>\n\(xml)".utf8),
             "the XML declaration's encoding “UTF-8\\n” is not an encoding's name;"),
            (Array("<?xml version=\"1.0\" encoding=\"\"?>\n\(xml)".utf8), "the XML declaration's encoding “” is not an encoding's name;"),
            (Array("<?xml version=\"1.0\" encoding=\"U TF\"?>\n\(xml)".utf8), "the XML declaration's encoding “U TF” is not an encoding's name;"),
        ]
        for (bytes, message) in cases {
            for result in [XMLReader.parse(bytes, file: "wide.xml"),
                           XMLReader.stream(bytes, file: "wide.xml", cutting: ["string"], each: { _, _, _ in })] {
                #expect(result.document == nil)
                #expect(result.diagnostics.count == 1)
                #expect(result.diagnostics.first?.ruleID == "xml.syntax")
                #expect(result.diagnostics.first?.message.hasPrefix(message) == true, "\(result.diagnostics)")
                #expect(result.diagnostics.first?.message.hasSuffix("save it as UTF-8 and declare encoding=\"UTF-8\"") == true)
            }
        }
        #expect(XMLReader.declaredEncoding(Array("<?xml version=\"1.0\" encoding=\"utf-8\"?><help/>".utf8)) == "utf-8")
        #expect(XMLReader.declaredEncoding(Array("<?xml version=\"1.0\"?><help encoding=\"x\"/>".utf8)) == nil)
        #expect(XMLReader.declaredEncoding(Array("<help/>".utf8)) == nil)
        #expect(XMLReader.declaredEncoding([0xEF, 0xBB, 0xBF] + Array("<?xml version='1.0' encoding = 'Shift_JIS' ?>".utf8)) == "Shift_JIS")
        #expect(XMLReader.declaredEncoding(Array("<?xml".utf8)) == nil)
        #expect(XMLReader.declaredEncoding(Array("<?xml version=\"1.0\" encoding=\"EUC-KR\"".utf8)) == nil, "no end to the declaration")
        #expect(XMLReader.declaredEncoding(Array("<?xml encoding=\"EUC-KR\"?>".utf8)) == "EUC-KR")
        // A UTF-8 byte order mark is UTF-8.
        #expect(XMLReader.parse([0xEF, 0xBB, 0xBF] + Array(declared.utf8), file: "bom.xml").document != nil)
    }

    @Test func externalEntitiesAreNeverRead() throws {
        let before = XMLReader.externalLoadAttempts
        for file in ["content/external-entity.xml", "content/parameter-entity.xml", "content/entity-bomb.xml"] {
            let result = try Fixtures.load(file)
            #expect(!String(describing: result).contains("TOP-SECRET-MARKER"))
        }
        #expect(XMLReader.externalLoadAttempts == before, "libxml2 was asked to load something")
    }

    /// Without a DTD only XML's five predefined entities exist.
    @Test func undefinedEntitiesAreErrors() {
        let xml = #"<?xml version="1.0"?><help version="1"><string id="a"><text xml:lang="en">&secret;</text></string></help>"#
        let result = XMLReader.parse(Array(xml.utf8), file: "inline.xml")
        #expect(result.document == nil)
        #expect(result.diagnostics.first?.ruleID == "xml.syntax")
        #expect(result.diagnostics.first?.message.contains("secret") == true)
    }

    @Test func entityBombIsRefusedQuickly() throws {
        let clock = ContinuousClock()
        let elapsed = try clock.measure { _ = try Fixtures.load("content/entity-bomb.xml") }
        // Expanding it would take gigabytes; refusing takes microseconds.
        #expect(elapsed < .seconds(5))
    }

    @Test func invalidUTF8IsASyntaxError() {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\">".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("</help>".utf8)
        let result = XMLReader.parse(bytes, file: "broken.xml")
        #expect(result.document == nil)
        #expect(result.diagnostics.first?.ruleID == "xml.syntax")
        #expect(result.diagnostics.first?.location.line == 2)
        #expect(result.diagnostics.first?.message == "bytes that are not UTF-8, starting with 0xC3; save the file as UTF-8")
    }

    /// After bytes that are not UTF-8, libxml2 reads on as ISO-8859-1, so
    /// a later mistake was reported at a column past the end of its line
    /// (each byte above 0x7F after the first bad one had become two). The
    /// bad bytes are the one error: where they stand, in characters.
    @Test func nothingIsReportedPastBytesThatAreNotUTF8() {
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\">\n  <string id=\"a\"><text xml:lang=\"ko\">별표를 ".utf8)
        bytes += [0xEC, 0x98, 0xEC]
        bytes += Array("t></string>\n</help>\n".utf8)
        // A content file is read whole; a translator's XLIFF is streamed.
        for result in [XMLReader.parse(bytes, file: "broken.xml"),
                       XMLReader.stream(bytes, file: "broken.xml", cutting: ["string"], each: { _, _, _ in })] {
            #expect(result.document == nil)
            #expect(result.diagnostics.map(\.location) == [Location(file: "broken.xml", line: 3, column: 42)])
            #expect(result.diagnostics.map(\.message) == ["bytes that are not UTF-8, starting with 0xEC; save the file as UTF-8"])
        }
    }

    @Test func emptyFileIsASyntaxError() {
        let result = XMLReader.parse([], file: "empty.xml")
        #expect(result.document == nil)
        #expect(result.diagnostics.first?.ruleID == "xml.syntax")
    }

    @Test func schemaCatchesWhatTheGrammarTableDoesNot() throws {
        // Every element and attribute is known, but the schema wants the
        // comment before the texts.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="a"><text xml:lang="en">Open</text><comment>Late</comment></string>
            </help>
            """
        let result = try ContentLoader.bundled().load(Array(xml.utf8), path: "order.xml", config: Config())
        #expect(result.file == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.ruleID == "xml.schema")
        #expect(diagnostic.location.line == 3, "\(diagnostic)")
        #expect(diagnostic.location.column > 1, "\(diagnostic)")
    }

    @Test(arguments: [
        ("<string id=\"bad id\"><text xml:lang=\"en\">Open</text></string>", 11, "may hold only letters"),
        ("<tip id=\"t\"><title><text xml:lang=\"en\">A</text></title><title><text xml:lang=\"en\">B</text></title></tip>", 58, "more than one <title>"),
        ("<tooltip id=\"t\"><state name=\"o.n\"><text xml:lang=\"en\">A</text></state></tooltip>", 26, "name=\"o.n\""),
        ("<string id=\"s\">Open</string>", 18, "cannot hold text directly; put copy inside <text"),
        ("<tooltip id=\"t\" max-length=\"0\"><text xml:lang=\"en\">A</text></tooltip>", 19, "positive whole number"),
        ("<tip id=\"t\"><title><text xml:lang=\"en\">A</text></title><options max-display-duration=\"5m\"/></tip>", 67, "max-display-duration=\"5m\" must be a positive whole number of seconds (300 for five minutes)"),
        // A device's or a display name's for a platform is given its platform.
        ("<string id=\"s\"><text xml:lang=\"en\" platform=\"ios iphone\">A</text></string>", 38,
         "platform=\"ios iphone\": 'iphone' is not allowed on <text> (did you mean 'ios'?); use one or more of ios, ipados"),
        ("<string id=\"s\"><text xml:lang=\"en\" platform=\"watchOS\">A</text></string>", 38, "(did you mean 'watchos'?)"),
        ("<string id=\"s\"><text xml:lang=\"en\" input=\"mouse\">A</text></string>", 38,
         "input=\"mouse\": 'mouse' is not allowed on <text> (did you mean 'pointer'?); use one or more of touch, pointer"),
        ("<string id=\"s\"><text xml:lang=\"en\" input=\"remote game-controller\">A</text></string>", 38, "(did you mean 'gamecontroller'?)"),
        ("<string id=\"s\"><text xml:lang=\"en\" platform=\"android\">A</text></string>", 38,
         "platform=\"android\": 'android' is not allowed on <text>; use one or more of"),
    ])
    func structuralMistakesAreExplained(_ line: String, _ column: Int, _ message: String) throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\">\n  \(line)\n</help>\n"
        let result = try ContentLoader.bundled().load(Array(xml.utf8), path: "mistake.xml", config: Config())
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.ruleID == "xml.schema")
        #expect(diagnostic.location == Location(file: "mistake.xml", line: 3, column: column))
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
    }

    /// An element left without the children it needs is named with what to
    /// add, where libxml2 says "Expecting an element , got nothing"; each
    /// is a file the schema rejects on its own, and its filled-in form one
    /// the explanations pass.
    @Test(arguments: [
        ("<string id=\"s\"></string>", 3, "<string> has no <text>; give it a <text xml:lang=\"…\"> for each language"),
        ("<string id=\"s\"><comment>Menu item.</comment></string>", 3, "<string> has no <text>"),
        ("<tooltip id=\"t\" control=\"Sort\"></tooltip>", 3, "<tooltip> has no <text> or <state>"),
        ("<tip id=\"t\"><title></title></tip>", 15, "<title> has no <text>"),
        ("<tip id=\"t\"><title><text xml:lang=\"en\">A</text></title><rules></rules></tip>", 58, "<rules> has no <parameter> or <event>"),
        ("<alert id=\"a\"><title><text xml:lang=\"en\">A</text></title><button id=\"b\"></button></alert>", 60, "<button> has no <text>"),
        ("<topic id=\"t\"><title><text xml:lang=\"en\">A</text></title><body xml:lang=\"en\"><steps></steps></body></topic>", 80,
         "<steps> has no <step>; add a <step>, or remove the empty <steps>"),
        ("<topic id=\"t\"><title><text xml:lang=\"en\">A</text></title><body xml:lang=\"en\"><ul></ul></body></topic>", 80,
         "<ul> has no <li>; add an <li>, or remove the empty <ul>"),
        ("<string id=\"s\"><text xml:lang=\"en\" plural=\"%lld\">%lld items</text></string>", 18, "<text plural=…> has no plural forms"),
        ("<string id=\"s\"><text xml:lang=\"en\" plural=\"%lld\"></text></string>", 18, "<text plural=…> has no plural forms"),
        // Parts out of the order the format gives them, and a title missing.
        ("<alert id=\"a\"><message><text xml:lang=\"en\">M.</text></message></alert>", 3,
         "<alert> has no <title>; it starts with its <title>, after an optional <comment>"),
        ("<alert id=\"a\"><title><text xml:lang=\"en\">T</text></title><button id=\"b\"><text xml:lang=\"en\">OK</text></button><message><text xml:lang=\"en\">M.</text></message></alert>", 113,
         "<message> comes before <button> in <alert>; its parts go in this order: <comment>, <title>, <message>, <button>"),
        ("<string id=\"s\"><text xml:lang=\"en\">A</text><comment>Late.</comment></string>", 46, "<comment> comes before <text> in <string>"),
        ("<topic id=\"t\"><body xml:lang=\"en\"><p>x</p></body><title><text xml:lang=\"en\">T</text></title></topic>", 52,
         "<title> comes before <body> in <topic>"),
        ("<topic id=\"t\"><title><text xml:lang=\"en\">A</text></title><body xml:lang=\"en\"><section><p>x</p></section></body></topic>", 80,
         "<section> has no <title>; it starts with its <title>"),
        ("<topic id=\"t\"><title><text xml:lang=\"en\">A</text></title><body xml:lang=\"en\"><section><p>x</p><title>T</title></section></body></topic>", 97,
         "<title> comes first in <section>, before <p>; move it up"),
        ("<tooltip id=\"t\"><text xml:lang=\"en\">A</text><state name=\"on\"><text xml:lang=\"en\">B</text></state></tooltip>", 19,
         "<tooltip> holds <text>s for one control or a <state> for each of its states, not both"),
        ("<topic id=\"t\"><title><text xml:lang=\"en\">A</text></title><body xml:lang=\"en\"><p><link topic=\"t\" href=\"https://example.com\">x</link></p></body></topic>", 83,
         "<link> takes topic=\"…\" or href=\"…\", not both"),
        ("<topic id=\"t\"><title><text xml:lang=\"en\">A</text></title><body xml:lang=\"en\"><p><link>x</link></p></body></topic>", 83,
         "<link> needs topic=\"…\" (a topic's id) or href=\"…\""),
        ("<topic id=\"t\" order=\"first\"><title><text xml:lang=\"en\">A</text></title></topic>", 17, "order=\"first\" must be a whole number"),
        ("<tip id=\"t\"><title><text xml:lang=\"en\">A</text></title><options ignores-display-frequency=\"yes\"/></tip>", 67,
         "ignores-display-frequency=\"yes\" must be true or false"),
        ("<string id=\"s\"><text xml:lang=\"en\" plural=\"%lld\">Saved: <one>%lld recipe</one><other>%lld recipes</other></text></string>", 52,
         "<text plural=…> holds only its forms; put this text inside them"),
        ("<tip id=\"t\"><title><text xml:lang=\"en\">A</text></title><action><text xml:lang=\"en\">Go</text></action></tip>", 58,
         "<action> is missing its required attribute 'id'"),
        ("<topic id=\"t\"><title><text xml:lang=\"en\">A</text></title><body xml:lang=\"en\"><steps><p>Open it.</p></steps></body></topic>", 87,
         "unknown element <p> inside <steps>; inside <steps> use <step>"),
        ("<string id=\"s\"><text xml:lang=\"en\">Tap <b>Done</b></text></string>", 42,
         "unknown element <b> inside <text>; copy in <text> is plain text, shown as written; plural forms (<one>, <other>…) go inside <text plural=\"%lld\">"),
    ])
    func missingChildrenAreExplained(_ line: String, _ column: Int, _ message: String) throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\">\n  \(line)\n</help>\n"
        let schema = try ContentLoader.bundled().schema
        #expect(XMLReader.parse(Array(xml.utf8), file: "mistake.xml", schema: schema).document == nil, "the schema rejects it")
        let result = try ContentLoader.bundled().load(Array(xml.utf8), path: "mistake.xml", config: Config())
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.message))")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.ruleID == "xml.schema")
        #expect(diagnostic.location == Location(file: "mistake.xml", line: 3, column: column))
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
        #expect(!diagnostic.message.contains("<action> is missing") || !diagnostic.message.contains("catalog key"),
                "an action's id is its tip's own, not a catalog key of the project")
    }

    @Test func completeElementsAreNotExplained() throws {
        let xml = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="s"><comment>Menu item.</comment><text xml:lang="en" plural="%lld"><one>%lld item</one><other>%lld items</other></text></string>
              <tooltip id="t" control="Sort"><state name="on"><text xml:lang="en">Sort the list</text></state></tooltip>
              <tip id="p"><title><text xml:lang="en">A</text></title><rules><event name="opened"/></rules></tip>
              <topic id="o" order="-2"><comment>Help.</comment><title><text xml:lang="en">A</text></title><summary><text xml:lang="en">S.</text></summary><body xml:lang="en"><steps><step>Go.</step></steps><ul><li>One <link topic="o"/>.</li></ul><section><title>T</title><p>x</p></section></body></topic>
              <alert id="a"><comment>Shown late.</comment><title><text xml:lang="en">T</text></title><message><text xml:lang="en">M.</text></message><button id="b"><text xml:lang="en">OK</text></button></alert>
              <tooltip id="u"><comment>C.</comment><text xml:lang="en">Sort the list</text><text xml:lang="ko">목록 정렬</text></tooltip>
              <tip id="q"><comment>C.</comment><title><text xml:lang="en">A</text></title><message><text xml:lang="en">M.</text></message><action id="go"><text xml:lang="en">Go</text></action><rules><event name="opened"/></rules><options max-display-count="2"/></tip>
            </help>
            """#
        let parsed = XMLReader.parse(Array(xml.utf8), file: "valid.xml", schema: try ContentLoader.bundled().schema)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.message))")
        let document = try #require(XMLReader.parse(Array(xml.utf8), file: "valid.xml").document)
        #expect(ContentGrammar.explain(document).isEmpty)
    }

    /// The grammar's explanations are for documents the schema rejects; a
    /// valid one (nearly every file of a project) is not walked again.
    @Test func thePrecheckRunsOnlyWhenTheSchemaRejects() throws {
        let schema = try ContentLoader.bundled().schema
        final class Calls: @unchecked Sendable { var count = 0 }
        let calls = Calls()
        let precheck: (XMLDocument) -> [Diagnostic] = { document in
            calls.count += 1
            return [Diagnostic("xml.schema", .error, at: document.root.location, "explained")]
        }
        let valid = #"<?xml version="1.0" encoding="UTF-8"?><help version="1"><string id="a"><text xml:lang="en">Open</text></string></help>"#
        let accepted = XMLReader.parse(Array(valid.utf8), file: "valid.xml", schema: schema, precheck: precheck)
        #expect(accepted.document != nil)
        #expect(accepted.diagnostics.isEmpty)
        #expect(calls.count == 0)

        let invalid = #"<?xml version="1.0" encoding="UTF-8"?><help version="1"><banner/></help>"#
        let rejected = XMLReader.parse(Array(invalid.utf8), file: "invalid.xml", schema: schema, precheck: precheck)
        #expect(rejected.document == nil)
        #expect(calls.count == 1)
        #expect(rejected.diagnostics.map(\.message) == ["explained"], "the explanation replaces libxml2's messages")

        let unexplained = XMLReader.parse(Array(invalid.utf8), file: "invalid.xml", schema: schema, precheck: { _ in [] })
        #expect(unexplained.document == nil)
        #expect(unexplained.diagnostics.contains { $0.severity == .error && $0.message != "explained" },
                "with nothing explained, libxml2's schema errors are reported")
    }

    @Test func badAttributeValuesNameTheValue() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="a"><text xml:lang="en" input="mouse">Open</text></string>
            </help>
            """
        let result = try ContentLoader.bundled().load(Array(xml.utf8), path: "input.xml", config: Config())
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.ruleID == "xml.schema")
        #expect(diagnostic.location == Location(file: "input.xml", line: 3, column: 38))
        #expect(diagnostic.message.contains("'mouse'"))
    }

    /// A translated page's fingerprint is checked as a text's is.
    @Test func pageFingerprintMustBeOne() throws {
        func load(_ source: String) throws -> [Diagnostic] {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1">
                  <topic id="t"><title><text xml:lang="en">T</text></title>
                    <body xml:lang="en"><p>Hi.</p></body><body xml:lang="ko" source="\(source)"><p>안녕.</p></body></topic>
                </help>
                """
            return try ContentLoader.bundled().load(Array(xml.utf8), path: "page.xml", config: Config()).diagnostics
        }
        #expect(try load("0c2e098a").isEmpty)
        let diagnostic = try #require(try load("xyz").first)
        #expect(diagnostic.ruleID == "xml.schema")
        #expect(diagnostic.message.hasPrefix("source=\"xyz\" must be 8 lower-case hex digits"), "\(diagnostic.message)")
    }
}
