import HelpCore

/// An ordinal written in figures where English copy spells it out, gives
/// a date one, or gives it the wrong suffix: "the 3rd day", "December
/// 5th", "22th", "the %lldth time".
public struct OrdinalNumberRule: ValueRule {
    public static let description = RuleDescription(
        id: "text.ordinal",
        summary: "Ordinals under 10 are spelled out, dates take no ordinal suffix, and a suffix fits its number",
        rationale: """
            English style guides, Apple's among them, spell out the ordinals first through ninth and \
            write 10th and up in figures, and write a date without an ordinal suffix (December 5, not \
            December 5th); copy written quickly has "your 3rd day in a row", "never shared with 3rd \
            parties" and "Monday, January 5th". A suffix that doesn't fit its number (1th, 22th, 13rd) is \
            a slip no spelling check sees, as the word is a number. And a placeholder with a suffix \
            written after it (the %lldth time) reads "the 1th time", "the 2th time" for some numbers \
            whatever suffix is chosen: the number is to be formatted as an ordinal (NumberFormatter's \
            ordinal style, which knows each language's rule) and passed as a string. helpc reports each \
            in English copy; `helpc fix` writes the ordinal spelled out (First at a sentence's start), \
            the date without its suffix and the suffix that fits; the placeholder is the writer's and \
            the developer's to change. A model's generation keeps its figures, as Apple names it \
            (AirPods (2nd generation), iPad (10th generation)). A warning, not in the design's catalog.
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="streak"><text xml:lang="en">You closed your rings for the ↓3rd day in a row, the 22↓th time this year.</text><text xml:lang="ko">3일 연속으로 링을 채웠습니다. 올해 22번째입니다.</text></string>
                """#),
            Example(#"""
                <string id="renewal"><text xml:lang="en">Your plan renews on December 5↓th. Data is never shared with ↓3rd parties.</text><text xml:lang="ko">요금제는 12월 5일에 갱신됩니다. 데이터는 제3자와 공유되지 않습니다.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="streak"><text xml:lang="en">You closed your rings for the third day in a row, the 22nd time this year, and the 101st in all.</text><text xml:lang="ko">3일 연속으로 링을 채웠습니다.</text></string>
                """#),
            Example(#"""
                <string id="device"><text xml:lang="en">Works with AirPods (2nd generation) and iPad (10th generation). Your plan renews on December 5.</text><text xml:lang="ko">AirPods(2세대) 및 iPad(10세대)에서 작동합니다.</text></string>
                """#),
        ])

    public init() {}

    /// first through ninth, by their number.
    static let spelledOut = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
    /// Months and their abbreviations, after which a day takes no suffix.
    static let months: Set<String> = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec",
    ]
    /// Words after an ordinal in figures that name a model's generation, as Apple writes it.
    static let generations: Set<String> = ["generation", "gen", "Gen", "Generation"]

    /// The suffix English gives `number`: 1st, 2nd, 3rd, 11th, 21st.
    static func suffix(of number: Int) -> String {
        if (11...13).contains(number % 100) { return "th" }
        switch number % 10 {
        case 1: return "st"
        case 2: return "nd"
        case 3: return "rd"
        default: return "th"
        }
    }

    public static func findings(in value: String) -> [ValueFinding] {
        mayHoldOrdinal(value) ? ordinalFindings(in: value) : []
    }

    /// The findings of `value`, without the byte test first.
    static func ordinalFindings(in value: String) -> [ValueFinding] {
        let characters = TextSegments.characters(value)
        var found: [ValueFinding] = []
        var index = 0
        while index < characters.count {
            guard let suffixStart = ordinalSuffix(at: index, in: characters) else { index += 1; continue }
            let end = suffixStart + 2
            let after = String(characters[end...]).drop(while: { $0 == " " || $0 == "-" })
            let nextWord = String(after.prefix(while: \.isLetter))
            defer { index = end }
            if characters[index] == "%" {
                let written = String(characters[index..<end])
                found.append(ValueFinding(
                    message: "“\(written)”: a suffix after a placeholder is wrong for some numbers (1th, 2th); format the number as an ordinal (NumberFormatter’s ordinal style) and pass it as %@",
                    range: index..<end, replacement: nil))
                continue
            }
            let digits = String(characters[index..<suffixStart]).filter(\.isNumber)
            guard let number = Int(digits), !generations.contains(nextWord) else { continue }
            let written = String(characters[index..<end])
            let suffix = String(characters[suffixStart..<end])
            if let month = monthBefore(index, in: characters) {
                found.append(ValueFinding(message: "“\(month) \(written)”: a date takes no ordinal suffix; write “\(month) \(digits)”",
                                          range: suffixStart..<end, replacement: ""))
            } else if suffix != Self.suffix(of: number) {
                let right = String(characters[index..<suffixStart]) + Self.suffix(of: number)
                found.append(ValueFinding(message: "“\(written)” takes the suffix \(Self.suffix(of: number)): write “\(right)”",
                                          range: suffixStart..<end, replacement: Self.suffix(of: number)))
            } else if number >= 1 && number <= 9 && digits.count == 1 {
                let word = Self.spelledOut[number]
                let spelled = startsSentence(at: index, in: characters) ? word.prefix(1).uppercased() + word.dropFirst() : word
                found.append(ValueFinding(message: "“\(written)”: ordinals under 10 are spelled out; write “\(spelled)”",
                                          range: index..<end, replacement: spelled))
            }
        }
        return found
    }

    /// Whether `value` has a digit, or a placeholder's d, i, u or @, with
    /// s, n, r or t right after it: told by bytes, as nearly every text has none.
    static func mayHoldOrdinal(_ value: String) -> Bool {
        value.withUTF8Bytes { bytes in
            guard bytes.count >= 3 else { return false }
            for index in 0..<(bytes.count - 1) {
                let byte = bytes[index], next = bytes[index + 1] | 0x20
                guard next == UInt8(ascii: "s") || next == UInt8(ascii: "n") || next == UInt8(ascii: "r") || next == UInt8(ascii: "t")
                else { continue }
                if byte &- 0x30 < 10 || byte == UInt8(ascii: "d") || byte == UInt8(ascii: "i") || byte == UInt8(ascii: "u")
                    || byte == UInt8(ascii: "@") {
                    return true
                }
            }
            return false
        }
    }

    /// Where the two letters of an ordinal suffix start, for a number (or
    /// a placeholder of an integer) that starts at `index`: digits, with
    /// commas between them (1,000th), then st, nd, rd or th and no letter
    /// or digit after. A number inside a longer one (1.5th, v2nd) or a
    /// word (A1st) is not one.
    static func ordinalSuffix(at index: Int, in characters: [Character]) -> Int? {
        if index > 0 {
            let before = characters[index - 1]
            guard !before.isLetter, !before.isNumber, before != ".", before != ",", before != "%", before != "$" else { return nil }
        }
        var end = index
        if characters[index] == "%" {
            end += 1
            while end < characters.count, characters[end].isASCII, characters[end].isNumber || characters[end] == "$" { end += 1 }
            while end < characters.count, "hlqLztj".contains(characters[end]) { end += 1 }
            guard end < characters.count, "diu@".contains(characters[end]) else { return nil }
            end += 1
        } else {
            guard characters[index].isASCII, characters[index].isNumber else { return nil }
            while end < characters.count, characters[end].isASCII,
                  characters[end].isNumber || characters[end] == "," && end + 1 < characters.count
                    && characters[end + 1].isASCII && characters[end + 1].isNumber {
                end += 1
            }
        }
        guard end + 2 <= characters.count else { return nil }
        let suffix = String(characters[end..<end + 2])
        guard ["st", "nd", "rd", "th"].contains(suffix) else { return nil }
        if end + 2 < characters.count, characters[end + 2].isLetter || characters[end + 2].isNumber { return nil }
        return end
    }

    /// The month written one space before `index` (December 5th, Dec. 5th), or nil.
    static func monthBefore(_ index: Int, in characters: [Character]) -> String? {
        guard index >= 2, characters[index - 1] == " " else { return nil }
        var start = index - 1
        while start > 0, characters[start - 1].isLetter || characters[start - 1] == "." { start -= 1 }
        let word = String(characters[start..<(index - 1)])
        let bare = word.hasSuffix(".") ? String(word.dropLast()) : word
        return months.contains(bare) ? word : nil
    }

    /// Whether `index` starts the text or a sentence (after . ! ? and spaces).
    static func startsSentence(at index: Int, in characters: [Character]) -> Bool {
        var before = index - 1
        while before >= 0, characters[before].isWhitespace { before -= 1 }
        return before < 0 || ".!?".contains(characters[before])
    }
}
