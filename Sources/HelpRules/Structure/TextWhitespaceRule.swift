import HelpCore

/// Stray white space in single-line copy.
public struct TextWhitespaceRule: TextRule {
    public static let description = RuleDescription(
        id: "text.whitespace",
        summary: "Copy must not have leading, trailing or double spaces, tabs or line breaks",
        rationale: """
            UI strings are shown exactly as written: a leading space shifts a label, a trailing one \
            breaks alignment and string comparisons, a line break inside a button title wraps it. They \
            usually come from pasting or from formatting the XML. helpc never trims copy silently, \
            because a translator must see the same string the app shows.
            """,
        severity: .error,
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="menu.open"><text xml:lang="en">↓ Open</text><text xml:lang="ko">열기</text></string>
                """#),
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open</text><text xml:lang="ko">레시피↓  열기</text></string>
                """#),
            Example(#"""
                <string id="menu.open">
                  <text xml:lang="en">↓
                    Open
                  </text>
                  <text xml:lang="ko">열기</text>
                </string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open Recipe</text><text xml:lang="ko">레시피 열기</text></string>
                """#),
            Example(#"""
                <string id="recipes.count">
                  <text xml:lang="en" plural="%lld">
                    <one>%lld recipe</one>
                    <other>%lld recipes</other>
                  </text>
                  <text xml:lang="ko" plural="%lld"><other>레시피 %lld개</other></text>
                </string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard !Self.isPlainlySpaced(item.value) else { return [] }
        let problem = TextSegments.scalars(item.value).map(Self.problem(inScalars:))
            ?? Self.problem(in: TextSegments.characters(item.value))
        guard let problem else { return [] }
        return [context.diagnostic(problem.message, about: item, offset: problem.range.lowerBound,
                                   fix: item.fix(replacing: problem.range, with: problem.replacement))]
    }

    /// Whether the text's bytes alone show it has none of the problems:
    /// no white space but single spaces between its ends, each followed by
    /// ASCII, a Hangul syllable or general punctuation (“ … —), nothing
    /// that could join the space into a character of its own (a mark, a
    /// joiner). Most copy is, and is then told without reading its
    /// characters; anything else is read in full by `problem`.
    static func isPlainlySpaced(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            guard let first = bytes.first, let last = bytes.last else { return true }
            if first == 0x20 || last == 0x20 { return false }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x20:
                    let next = bytes[index + 1]
                    if next == 0x20 { return false }
                    if next >= 0x80 {
                        guard next & 0xF0 == 0xE0 else { return false }
                        let value = bytes.threeByteScalar(at: index + 1)
                        guard (0xAC00...0xD7A3).contains(value) || (0x2010...0x2027).contains(value)
                            || (0x2030...0x205E).contains(value) else { return false }
                    }
                case 0x09...0x0D:
                    return false
                case 0xC2, 0xE1, 0xE3:
                    // Leads of U+0085, U+00A0, U+1680 and U+3000 among others.
                    return false
                case 0xE2:
                    let value = bytes.threeByteScalar(at: index)
                    // The White_Space scalars of General Punctuation.
                    if (0x2000...0x200A).contains(value) || value == 0x2028 || value == 0x2029 || value == 0x202F
                        || value == 0x205F { return false }
                    index += 2
                default:
                    break
                }
                index += 1
            }
            return true
        }
    }

    struct Problem: Equatable {
        var message: String
        var range: Range<Int>
        var replacement: String
    }

    /// The first white-space problem of copy, by character.
    static func problem(in characters: [Character]) -> Problem? {
        problem(characters, isBlank: \.isBlankSpace, isNewline: \.isNewline, isTab: { $0.isScalar("\t") })
    }

    /// `problem(in:)` for copy whose characters are its scalars: most copy
    /// is told blank-free from the scalars' values alone.
    static func problem(inScalars scalars: [Unicode.Scalar]) -> Problem? {
        problem(scalars, isBlank: \.isBlankSpace, isNewline: { Character($0).isNewline }, isTab: { $0 == "\t" })
    }

    private static func problem<Units: RandomAccessCollection>(
        _ units: Units, isBlank: (Units.Element) -> Bool, isNewline: (Units.Element) -> Bool, isTab: (Units.Element) -> Bool
    ) -> Problem? where Units.Index == Int {
        guard !units.isEmpty else { return nil }
        let leading = units.prefix(while: isBlank).count
        if leading > 0 {
            return Problem(message: "copy starts with white space; remove it", range: 0..<leading, replacement: "")
        }
        let trailing = units.reversed().prefix(while: isBlank).count
        if trailing > 0 {
            return Problem(message: "copy ends with white space; remove it", range: units.count - trailing..<units.count,
                           replacement: "")
        }
        var index = 0
        while index < units.count {
            guard isBlank(units[index]) else { index += 1; continue }
            var end = index
            while end < units.count, isBlank(units[end]) { end += 1 }
            let run = units[index..<end]
            if run.contains(where: isNewline) {
                return Problem(message: "a line break inside single-line copy; join the lines with a single space",
                               range: index..<end, replacement: " ")
            }
            if run.contains(where: isTab) {
                return Problem(message: "a tab inside copy; use a single space", range: index..<end, replacement: " ")
            }
            if run.count > 1 {
                return Problem(message: "two spaces in a row; use one", range: index..<end, replacement: " ")
            }
            index = end
        }
        return nil
    }
}
