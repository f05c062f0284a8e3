import HelpCore

/// Invisible control, formatting or bidirectional characters.
public struct TextControlCharactersRule: TextRule {
    public static let description = RuleDescription(
        id: "text.control-chars",
        summary: "Copy must not contain invisible control or bidirectional characters",
        rationale: """
            Control characters and bidirectional overrides are invisible in an editor but change what \
            people see: an override can reverse the order of the text that follows, a zero-width space \
            breaks search and a stray byte-order mark shows up as a box. They arrive by pasting from \
            documents and web pages. Delete them; real line breaks belong in separate strings.
            """,
        severity: .error,
        triggering: [
            Example("<string id=\"menu.open\"><text xml:lang=\"en\">Open↓\u{200B}Recipe</text><text xml:lang=\"ko\">레시피 열기</text></string>"),
            Example("<string id=\"menu.open\"><text xml:lang=\"en\">Open Recipe</text><text xml:lang=\"ko\">레시피 ↓\u{202E}열기</text></string>"),
            Example("<string id=\"menu.open\"><text xml:lang=\"en\">↓\u{FEFF}Open Recipe</text><text xml:lang=\"ko\">레시피 열기</text></string>"),
        ],
        nonTriggering: [
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open Recipe</text><text xml:lang="ko">레시피 열기</text></string>
                """#),
            Example("<string id=\"menu.family\"><text xml:lang=\"en\">Share with 👨\u{200D}👩\u{200D}👧</text><text xml:lang=\"ko\">👨\u{200D}👩\u{200D}👧와 공유</text></string>"),
        ])

    public init() {}

    /// Scalars never wanted in UI copy. Tabs and line breaks are
    /// text.whitespace's; the zero-width joiner and the tag characters of
    /// flag emoji are allowed.
    static func isUnwanted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200B, 0x200C, 0x200E, 0x200F, 0x2060...0x2064, 0xFEFF: true
        case 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
        case 0xFFF9...0xFFFB, 0xE0001: true
        default: false
        }
    }

    /// Whether any scalar of `text` is unwanted, read from its UTF-8
    /// bytes: an ASCII byte is told as it is, a Hangul syllable or CJK
    /// ideograph (lead bytes E3–ED, U+3000–U+DFFF, none of them unwanted)
    /// is stepped over, and only other scalars are decoded.
    static func holdsUnwanted(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    if lead < 0x20 || lead == 0x7F, lead != 0x09, lead != 0x0A, lead != 0x0D { return true }
                    index += 1
                    continue
                }
                if (0xE3...0xED).contains(lead) {
                    index += 3
                    continue
                }
                let (value, length) = bytes.scalar(at: index)
                if let scalar = Unicode.Scalar(value), isUnwanted(scalar) { return true }
                index += length
            }
            return false
        }
    }

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        // Scalars first: nearly all copy has none, and only a finding needs its character offset.
        guard Self.holdsUnwanted(item.value) else { return [] }
        for (offset, character) in item.value.enumerated() {
            guard let scalar = character.unicodeScalars.first(where: Self.isUnwanted) else { continue }
            let code = String(scalar.value, radix: 16, uppercase: true)
            return [context.diagnostic(
                "invisible character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code) in copy; delete it",
                about: item, offset: offset)]
        }
        return []
    }
}
