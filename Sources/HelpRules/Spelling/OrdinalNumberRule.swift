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
            (AirPods (2nd generation), iPad (10th generation)), and a fraction's denominator (1/8th) is no ordinal. A warning, not in the design's catalog.
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

    /// An ordinal found in a text's bytes: where its number (or
    /// placeholder) starts, where its suffix starts, and where it ends.
    private struct Place {
        let start: Int, suffix: Int, end: Int
        let isPlaceholder: Bool
    }

    /// The findings of `value`, without the byte test first. Read from the
    /// bytes, as every English text with a figure is; characters are
    /// counted only for an ordinal found.
    static func ordinalFindings(in value: String) -> [ValueFinding] {
        let places: [Place] = value.withUTF8Bytes { bytes in
            var places: [Place] = []
            var index = 0
            while index < bytes.count {
                if let place = ordinal(at: index, in: bytes) {
                    places.append(place)
                    index = place.end
                } else {
                    index += 1
                }
            }
            return places
        }
        guard !places.isEmpty else { return [] }
        let bytes = Array(value.utf8)
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func offset(_ byte: Int) -> Int { value[value.startIndex..<value.utf8.index(value.startIndex, offsetBy: byte)].count }
        var found: [ValueFinding] = []
        for place in places {
            let written = text(place.start..<place.end)
            let (start, suffixStart, end) = (offset(place.start), offset(place.suffix), offset(place.end))
            if place.isPlaceholder {
                found.append(ValueFinding(
                    message: "“\(written)”: a suffix after a placeholder is wrong for some numbers (1th, 2th); format the number as an ordinal (NumberFormatter’s ordinal style) and pass it as %@",
                    range: start..<end, replacement: nil))
                continue
            }
            let figures = text(place.start..<place.suffix)
            let digits = figures.filter { $0 != "," }
            guard let number = Int(digits), !generations.contains(wordAfter(place.end, in: bytes)) else { continue }
            let suffix = text(place.suffix..<place.end)
            let fitting = Self.suffix(of: number)
            if let month = monthBefore(place.start, in: bytes) {
                found.append(ValueFinding(message: "“\(month) \(written)”: a date takes no ordinal suffix; write “\(month) \(figures)”",
                                          range: suffixStart..<end, replacement: ""))
            } else if suffix != fitting {
                found.append(ValueFinding(message: "“\(written)” takes the suffix \(fitting): write “\(figures)\(fitting)”",
                                          range: suffixStart..<end, replacement: fitting))
            } else if (1...9).contains(number), digits.count == 1 {
                let word = Self.spelledOut[number]
                let spelled = startsSentence(place.start, in: bytes) ? word.prefix(1).uppercased() + word.dropFirst() : word
                found.append(ValueFinding(message: "“\(written)”: ordinals under 10 are spelled out; write “\(spelled)”",
                                          range: start..<end, replacement: spelled))
            }
        }
        return found
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
    @inline(__always)
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// Whether `value` has a figure with s, n, r or t right after it, or a
    /// percent sign a few bytes before a d, i, u or @ with one after it:
    /// told by bytes, as nearly every text has neither.
    static func mayHoldOrdinal(_ value: String) -> Bool {
        value.withUTF8Bytes { bytes in
            guard bytes.count >= 3 else { return false }
            var from = 0
            while let index = FigureScan.next(in: bytes, from: from), index + 1 < bytes.count {
                from = index + 1
                if bytes[index] != UInt8(ascii: "%") {
                    if startsSuffix(bytes[index + 1]) { return true }
                    continue
                }
                // A placeholder: its conversion (d, i, u or @) within a few bytes, then a suffix's letter.
                var next = index + 1
                while next < min(index + 8, bytes.count - 1) {
                    let byte = bytes[next]
                    if byte == UInt8(ascii: "d") || byte == UInt8(ascii: "i") || byte == UInt8(ascii: "u") || byte == UInt8(ascii: "@") {
                        if startsSuffix(bytes[next + 1]) { return true }
                        break
                    }
                    next += 1
                }
            }
            return false
        }
    }

    /// Whether `byte` is s, n, r or t, in either case.
    @inline(__always)
    private static func startsSuffix(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return lower == UInt8(ascii: "s") || lower == UInt8(ascii: "n") || lower == UInt8(ascii: "r") || lower == UInt8(ascii: "t")
    }

    /// The ordinal whose number (or placeholder of an integer) starts at
    /// `index`: figures, with commas between them (1,000th), then st, nd,
    /// rd or th and no letter or figure after. A number inside a longer
    /// one (1.5th), a word (A1st, v2nd) or a placeholder is not one.
    private static func ordinal(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Place? {
        let first = bytes[index]
        let isPlaceholder = first == UInt8(ascii: "%")
        guard isPlaceholder || isDigit(first) else { return nil }
        if index > 0 {
            let before = bytes[index - 1]
            guard !isLetter(before), !isDigit(before), before != UInt8(ascii: "."), before != UInt8(ascii: ","),
                  before != UInt8(ascii: "%"), before != UInt8(ascii: "$") else { return nil }
            // 1/8th: a fraction's denominator, no ordinal of its own.
            if before == UInt8(ascii: "/"), index > 1, isDigit(bytes[index - 2]) { return nil }
        }
        var end = index + 1
        if isPlaceholder {
            while end < bytes.count, isDigit(bytes[end]) || bytes[end] == UInt8(ascii: "$") { end += 1 }
            while end < bytes.count, "hlqLztj".utf8.contains(bytes[end]) { end += 1 }
            guard end < bytes.count, "diu@".utf8.contains(bytes[end]) else { return nil }
            end += 1
        } else {
            while end < bytes.count, isDigit(bytes[end])
                    || bytes[end] == UInt8(ascii: ",") && end + 1 < bytes.count && isDigit(bytes[end + 1]) {
                end += 1
            }
        }
        guard end + 2 <= bytes.count else { return nil }
        let (one, two) = (bytes[end], bytes[end + 1])
        let isSuffix = one == UInt8(ascii: "s") && two == UInt8(ascii: "t") || one == UInt8(ascii: "n") && two == UInt8(ascii: "d")
            || one == UInt8(ascii: "r") && two == UInt8(ascii: "d") || one == UInt8(ascii: "t") && two == UInt8(ascii: "h")
        guard isSuffix else { return nil }
        if end + 2 < bytes.count, isLetter(bytes[end + 2]) || isDigit(bytes[end + 2]) { return nil }
        return Place(start: index, suffix: end, end: end + 2, isPlaceholder: isPlaceholder)
    }

    /// The word after an ordinal, past spaces and a hyphen (2nd generation, 3rd-gen).
    private static func wordAfter(_ end: Int, in bytes: [UInt8]) -> String {
        var start = end
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == UInt8(ascii: "-") { start += 1 }
        var stop = start
        while stop < bytes.count, isLetter(bytes[stop]) { stop += 1 }
        return String(decoding: bytes[start..<stop], as: UTF8.self)
    }

    /// The month written one space before `start` (December 5th, Dec. 5th), or nil.
    private static func monthBefore(_ start: Int, in bytes: [UInt8]) -> String? {
        guard start >= 2, bytes[start - 1] == 0x20 else { return nil }
        var first = start - 1
        while first > 0, isLetter(bytes[first - 1]) || bytes[first - 1] == UInt8(ascii: ".") { first -= 1 }
        let word = String(decoding: bytes[first..<(start - 1)], as: UTF8.self)
        let bare = word.hasSuffix(".") ? String(word.dropLast()) : word
        return months.contains(bare) ? word : nil
    }

    /// Whether `start` begins the text or a sentence (after . ! ? and white space).
    private static func startsSentence(_ start: Int, in bytes: [UInt8]) -> Bool {
        var before = start - 1
        while before >= 0, bytes[before] == 0x20 || bytes[before] == 0x0A || bytes[before] == 0x09 { before -= 1 }
        return before < 0 || bytes[before] == UInt8(ascii: ".") || bytes[before] == UInt8(ascii: "!") || bytes[before] == UInt8(ascii: "?")
    }
}
