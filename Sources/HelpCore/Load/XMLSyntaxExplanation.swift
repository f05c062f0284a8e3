/// libxml2's well-formedness errors in a writer's words: what is wrong and
/// what to write instead, where libxml2 names its own parsing steps
/// ("AttValue: \" or ' expected", "xmlParseEntityRef: no name"). An error
/// without a sentence here keeps libxml2's message.
///
/// Also decides which errors are worth reporting. After a mistake in the
/// structure (a missing quote, an unclosed tag) libxml2 goes on reading
/// and reports what the mistake made of the rest of the file — five errors
/// for one missing quote, the cause not even first by position — so
/// nothing after it is reported. A stray `&` or a bad character leaves
/// the structure whole: each such error is its own and all are kept.
enum XMLSyntaxExplanation {
    /// libxml2's error, as plain values (`xmlError`'s fields).
    struct ParserError {
        var code: Int
        var message: String
        var str1: String?
        var str2: String?
        var int1: Int
        /// The file holds nothing but white space.
        var fileIsBlank = false
        /// The file's last bytes begin a UTF-8 character they do not finish.
        var fileEndsInsideCharacter = false
        /// Nothing after the error could end a tag: the file ends in the
        /// markup libxml2 was reading.
        var fileEndsHere = false
        /// The error is inside a <!DOCTYPE …> (in a file that may hold one).
        var insideDoctype = false
        /// The prefixed name the error is about, where libxml2 gives its
        /// local part alone (`lang` for `xml:lang`).
        var qualifiedName: String?
    }

    /// The name written last before `offset` in `bytes`, with its prefix,
    /// if it ends in `:` and `local`: libxml2 names an attribute without a
    /// value by its local part.
    static func prefixedName(endingBefore offset: Int, in bytes: [UInt8], local: String) -> String? {
        var end = min(offset, bytes.count)
        while end > 0, bytes[end - 1].isXMLWhiteSpace || bytes[end - 1] == UInt8(ascii: ">")
            || bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        var start = end
        while start > 0, !bytes[start - 1].isXMLWhiteSpace,
              !"<>\"'=/".utf8.contains(bytes[start - 1]) { start -= 1 }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        return name.hasSuffix(":" + local) ? name : nil
    }

    /// libxml2's codes (`xmlParserErrors`) that this type explains.
    enum Code: Int {
        case internalError = 1
        case documentEmpty = 4
        case documentEnd = 5
        case invalidHexCharRef = 6
        case invalidDecimalCharRef = 7
        case invalidChar = 9
        case entityRefSemicolonMissing = 23
        case undeclaredEntity = 26
        case undeclaredEntityWarning = 27
        case stringNotStarted = 33
        case stringNotClosed = 34
        case ltInAttribute = 38
        case attributeNotStarted = 39
        case attributeNotFinished = 40
        case attributeWithoutValue = 41
        case attributeRedefined = 42
        case commentNotFinished = 45
        case processingInstructionNotStarted = 46
        case processingInstructionNotFinished = 47
        case xmlDeclarationNotFinished = 57
        case misplacedCDATAEnd = 62
        case cdataNotFinished = 63
        case reservedXMLName = 64
        case spaceRequired = 65
        case nameRequired = 68
        case gtRequired = 73
        case equalRequired = 75
        case tagNameMismatch = 76
        case tagNotFinished = 77
        case standaloneValue = 78
        case encodingName = 79
        case hyphenInComment = 80
        case invalidEncoding = 81
        case versionMissing = 96
        case unknownVersion = 97
        case namespaceNotURI = 99
        case xmlSpaceValue = 102
        case xmlNamespace = 200
        case undefinedNamespace = 201
        case qualifiedName = 202
    }

    /// What to write for an XML declaration, in the sentences about one.
    private static let declaration = "write <?xml version=\"1.0\" encoding=\"UTF-8\"?>"

    /// A processing instruction without its `?>`, named by its target.
    private static func unfinishedInstruction(_ target: String) -> String {
        "a processing instruction (<?\(target) …) that never ends; close it with ?>, or remove it (helpc's files need none)"
    }

    /// Whether libxml2's reading of the rest of the file after `error` can
    /// still be trusted: true for mistakes inside text, false for those
    /// that break the structure.
    static func leavesStructureWhole(_ error: ParserError) -> Bool {
        switch Code(rawValue: error.code) {
        case .invalidChar where error.message.hasPrefix("Input is not proper UTF-8"):
            // libxml2 reads the rest of the file again as ISO-8859-1: what
            // it reports after this is about other characters than the
            // file's, at columns that do not match its lines.
            return false
        case _ where isBadReference(error):
            return true
        case .invalidChar, .undeclaredEntity, .undeclaredEntityWarning, .misplacedCDATAEnd, .attributeRedefined,
             .hyphenInComment, .unknownVersion, .undefinedNamespace, .namespaceNotURI, .xmlSpaceValue, .xmlNamespace,
             .qualifiedName:
            return true
        default:
            return false
        }
    }

    /// A reference (`&…;`, `&#…;`) libxml2 could not read: an `&` naming
    /// nothing, one without its “;”, a character reference without digits.
    private static func isBadReference(_ error: ParserError) -> Bool {
        switch Code(rawValue: error.code) {
        case .entityRefSemicolonMissing, .invalidHexCharRef, .invalidDecimalCharRef: true
        case .nameRequired: error.message.hasPrefix("xmlParseEntityRef")
        default: false
        }
    }

    /// An error libxml2 reports about a name or reference the file's end
    /// cut in two (`xml:` read as a name with an empty part after the
    /// colon, `&am` as a reference without its “;”), before the error
    /// about the tag or element the end leaves unfinished, which says it.
    static func isCutByTheEnd(_ error: ParserError) -> Bool {
        error.fileEndsHere && (error.code == Code.qualifiedName.rawValue || isBadReference(error))
    }

    /// A character reference libxml2 could not read a number from.
    static func isMalformedReference(_ error: ParserError) -> Bool {
        error.code == Code.invalidDecimalCharRef.rawValue || error.code == Code.invalidHexCharRef.rawValue
    }

    /// The error libxml2 adds after a malformed reference: that the
    /// reference names U+0000, which it does not (it has no number).
    static func followsMalformedReference(_ error: ParserError) -> Bool {
        error.code == Code.invalidChar.rawValue && error.int1 == 0 && error.message.hasPrefix("xmlParseCharRef")
    }

    /// The sentence reported for `error`.
    static func message(_ error: ParserError) -> String {
        if error.insideDoctype, !leavesStructureWhole(error) {
            // libxml2 has some thirty sentences for the parts of a DTD
            // ("SystemLiteral \" or ' expected"); helpc reads none of it.
            return "the <!DOCTYPE …> declaration is not as XML has it; write <!DOCTYPE name SYSTEM \"file.dtd\"> "
                + "(a TBX file's: <!DOCTYPE martif SYSTEM \"TBXcoreStructV02.dtd\">), or remove it: helpc reads no DTD"
        }
        if error.fileEndsHere, let unfinished = unfinishedAtEnd(error) {
            return "the file ends inside \(unfinished): it was cut short; restore its end (the rest of the markup and the end tags still open)"
        }
        let name = error.str1 ?? ""
        switch Code(rawValue: error.code) {
        case .documentEmpty:
            if error.fileIsBlank { return "the file is empty; write its root element (<help version=\"1\"> in a content file)" }
            return "no element where the document should begin; start the file with its root element, after the <?xml …?> declaration"
        case .documentEnd:
            return "something follows the end of the root element; a file holds one root element: move the rest inside it or remove it"
        case .invalidHexCharRef, .invalidDecimalCharRef:
            return "a character reference that is not digits ending in “;”; write &#160; (decimal) or &#xA0; (hexadecimal)"
        case .invalidChar:
            if error.message.hasPrefix("Input is not proper UTF-8") {
                // str1 is "Bytes: 0xC3 0x28 0x3C 0x2F", from the first that is not UTF-8.
                let first = (error.str1 ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" }).first { $0.hasPrefix("0x") }
                return "bytes that are not UTF-8\(first.map { ", starting with \($0)" } ?? ""); save the file as UTF-8"
            }
            let scalar = codePoint(error.int1)
            if error.message.hasPrefix("xmlParseCharRef") && error.int1 == 0 {
                // libxml2 reads a reference without a number (&#;) as naming 0.
                return "a character reference without a number, or one naming U+0000, which XML does not allow; write &#160; (decimal) or &#xA0; (hexadecimal), or remove it"
            }
            if error.message.hasPrefix("xmlParseCharRef") {
                return "the character reference names \(scalar), which is not a character XML allows; remove it"
            }
            return error.int1 > 0 ? "the control character \(scalar), which XML does not allow; remove it"
                : "a character XML does not allow; remove it"
        case .entityRefSemicolonMissing:
            return "“&” starts a reference that does not end in “;”; write &amp; for an ampersand (R&amp;D), or end the reference with “;”"
        case .undeclaredEntity, .undeclaredEntityWarning:
            let predefined = "XML defines only &amp; &lt; &gt; &quot; &apos;"
            if let scalar = htmlEntities[name] {
                return "the entity &\(name); is not defined (\(predefined)); type the character itself (\(codePoint(Int(scalar.value)))) or write &#\(scalar.value);"
            }
            return "the entity &\(name); is not defined (\(predefined)); type the character itself or write its number as &#…;"
        case .ltInAttribute:
            return "“<” inside an attribute's value; if the value's closing quote is missing, add it, otherwise write &lt;"
        case .attributeNotStarted:
            return "an attribute's value without quotes; write name=\"value\""
        case .attributeNotFinished:
            return "an attribute's value that never ends; add its closing quote"
        case .attributeWithoutValue:
            let attribute = error.qualifiedName ?? name
            return "the attribute '\(attribute)' has no value; write \(attribute)=\"…\""
        case .attributeRedefined:
            // A prefixed name comes in two parts: xmlns:a is ("xmlns", "a").
            let attribute = error.str2.map { "\(name):\($0)" } ?? name
            return "the attribute '\(attribute)' appears twice on this element; keep one"
        case .commentNotFinished:
            return "a comment (<!--) that never ends; close it with -->"
        case .processingInstructionNotStarted:
            return "“<?” that starts no processing instruction; write &lt;? for the characters, or remove them"
        case .processingInstructionNotFinished:
            return unfinishedInstruction(name)
        case .stringNotStarted:
            return "a value in the XML declaration without quotes; \(declaration)"
        case .stringNotClosed:
            return "a value in the XML declaration that never ends; add its closing quote: \(declaration)"
        case .equalRequired:
            return "a name in the XML declaration without “=” before its value; \(declaration)"
        case .standaloneValue:
            return "standalone takes only \"yes\" or \"no\", and helpc's files need neither; \(declaration)"
        case .versionMissing:
            return "the XML declaration has no version; \(declaration)"
        case .xmlDeclarationNotFinished:
            return "the XML declaration is not as XML has it; \(declaration)"
        case .misplacedCDATAEnd:
            return "“]]>” in text; write ]]&gt;"
        case .cdataNotFinished:
            return "a CDATA section (<![CDATA[) that never ends; close it with ]]>"
        case .reservedXMLName:
            return "the XML declaration <?xml …?> must come first in the file; remove the lines or characters before it"
        case .spaceRequired where error.message.hasPrefix("attributes construct error"):
            return "attributes run together; separate them with a space (a=\"1\" b=\"2\")"
        case .spaceRequired where error.message.hasPrefix("Blank needed here"):
            return "the parts of the XML declaration run together; separate them with a space: \(declaration)"
        case .spaceRequired where error.message.hasPrefix("ParsePI"):
            return unfinishedInstruction(name)
        case .nameRequired:
            if error.message.hasPrefix("xmlParseEntityRef") {
                return "“&” that starts no reference; write &amp; for an ampersand"
            }
            if error.message.hasPrefix("StartTag: invalid element name") {
                return "“<” that starts no tag; write &lt; for a less-than sign, or start the element's name with a letter"
            }
            if error.message.hasPrefix("error parsing attribute name") {
                return "a start tag that does not end in “>”, or an attribute without a name; close the tag with “>”"
            }
        case .gtRequired:
            if error.message.hasPrefix("Couldn't find end of Start Tag") {
                return "the start tag <\(name)> does not end in “>”; close it"
            }
            if error.message.hasPrefix("expected '>'") {
                return "an end tag that is not </name>; write the name right after “</” and end it with “>”"
            }
        case .tagNameMismatch:
            let closing = error.str2 ?? ""
            if closing == "unparsable" {
                // libxml2's stand-in for an end tag it could read no name from.
                return "an end tag without a name where <\(name)> (line \(error.int1)) should be closed; write </\(name)>"
            }
            return "</\(closing)> does not close <\(name)>, opened on line \(error.int1); make the two names match, or close <\(name)> before it"
        case .tagNotFinished:
            return "the file ends before <\(name)> (line \(error.int1)) is closed; add </\(name)>"
        case .hyphenInComment:
            return "“--” inside a comment, which XML does not allow; use one hyphen or a dash (—)"
        case .encodingName:
            return "the encoding's name in the XML declaration is not one; \(declaration)"
        case .invalidEncoding:
            return "the encoding the file declares is not the one its bytes are in; save it as UTF-8 and declare encoding=\"UTF-8\""
        case .internalError where error.fileEndsInsideCharacter:
            // libxml2 names no cause ("detected an error in element
            // content"): its reading of the text stops at the bytes.
            return "the file ends in the middle of a character, inside an element: it was cut short; restore its end (the rest of the text and the end tags still open)"
        case .internalError where error.message.hasPrefix("Excessive depth in document"):
            // libxml2's sentence names a parser option the writer cannot set.
            return "elements are nested more than \(error.int1) deep here; helpc reads at most \(error.int1) levels: close the elements left open, or nest fewer"
        case .unknownVersion:
            return "the file declares XML version \(name); helpc reads XML 1.0: write version=\"1.0\""
        case .undefinedNamespace:
            return "the prefix “\(name):” is not declared; write the name without it (a content file's names take none but xml:lang), or declare it with xmlns:\(name)=\"…\""
        case .namespaceNotURI:
            // "xmlns: 'a b' is not a valid URI", or with a prefix "xmlns:p: 'a b' …" (str1 the prefix, str2 the value).
            // The same reader reads XLIFF, which has a namespace: the sentences fit both.
            let attribute = error.str2 == nil ? "xmlns" : "xmlns:\(name)"
            return "\(attribute)=\"\(error.str2 ?? name)\" is not a namespace URI (such as urn:oasis:names:tc:xliff:document:1.2); correct it, or remove it from a content file, whose elements are in no namespace"
        case .xmlNamespace where error.message.contains("Empty XML namespace"):
            return "xmlns:\(name)=\"\" declares an empty namespace, which XML does not allow; give it a URI, or remove it"
        case .qualifiedName:
            return "a name with more than one “:”; write at most one, after a declared prefix (a content file's names take none but xml:lang)"
        case .xmlSpaceValue:
            return "xml:space takes only \"default\" or \"preserve\", not \"\(name)\"; write one of them"
        default:
            break
        }
        return error.message
    }

    /// What the file ends inside of, when `error` is libxml2 meeting the
    /// file's end there: a file cut short looks like a tag or attribute
    /// written wrong ("the attribute 'xm' has no value"). Nil for errors
    /// whose sentence is right at the end too: a comment or CDATA section
    /// that never ends (libxml2 reads to the end looking for its close
    /// wherever it was left open), a processing instruction likewise, and
    /// elements left open.
    private static func unfinishedAtEnd(_ error: ParserError) -> String? {
        switch Code(rawValue: error.code) {
        case .attributeNotStarted, .attributeNotFinished, .attributeWithoutValue:
            return "a tag's attribute"
        case .gtRequired where error.message.hasPrefix("Couldn't find end of Start Tag"):
            return "the start tag <\(error.str1 ?? "")>"
        case .gtRequired:
            return "an end tag"
        case .nameRequired,
             .spaceRequired where error.message.hasPrefix("attributes construct error"):
            return "a tag"
        case .stringNotStarted, .stringNotClosed, .equalRequired, .versionMissing, .encodingName, .xmlDeclarationNotFinished,
             .spaceRequired where error.message.hasPrefix("Blank needed"):
            return "the XML declaration (<?xml …?>)"
        default:
            return nil
        }
    }

    /// Whether `bytes` end with the first bytes of a UTF-8 character and
    /// not all of them: a file cut short (a copy or a save that stopped)
    /// inside a Hangul syllable or any character beyond ASCII.
    static func endsInsideCharacter(_ bytes: [UInt8]) -> Bool {
        // The last byte that can start a character, within the longest
        // character's length of the end.
        var start = bytes.count - 1
        while start >= max(0, bytes.count - 4), bytes[start] & 0xC0 == 0x80 { start -= 1 }
        guard start >= 0, start >= bytes.count - 4 else { return false }
        let lead = bytes[start]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return bytes.count - start < length
    }

    /// "U+00A0": at least four hexadecimal digits, as Unicode writes them.
    static func codePoint(_ value: Int) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// HTML's entities writers reach for most, with their characters.
    static let htmlEntities: [String: Unicode.Scalar] = [
        "nbsp": "\u{00A0}", "mdash": "\u{2014}", "ndash": "\u{2013}", "hellip": "\u{2026}",
        "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}",
        "laquo": "\u{00AB}", "raquo": "\u{00BB}", "copy": "\u{00A9}", "reg": "\u{00AE}", "trade": "\u{2122}",
        "middot": "\u{00B7}", "bull": "\u{2022}", "times": "\u{00D7}", "deg": "\u{00B0}", "euro": "\u{20AC}",
        "rarr": "\u{2192}", "larr": "\u{2190}", "shy": "\u{00AD}", "zwj": "\u{200D}", "zwnj": "\u{200C}",
    ]
}
