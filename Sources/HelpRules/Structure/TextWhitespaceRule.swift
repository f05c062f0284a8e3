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
            because a translator must see the same string the app shows. Spaces around punctuation \
            are reported as warnings: a space before a comma, semicolon, question or exclamation mark or \
            closing bracket, or before a period or colon that ends a sentence, in English copy (Korean's \
            is ko.punct's), a space after an opening bracket in both, a sentence's period run into the \
            next sentence (Done.Next step), \
            and a comma with no space after it before a word, in English and Korean (Done,then; \
            저장한 후,닫으세요), or a sentence's end run into the Hangul after it (저장했어요.다음), and a number \
            spaced from its percent or degree sign in both (75 %, 75 %를, 22 °C: Apple writes 75%, 22°C), and \
            in English a number run into a unit of storage, speed, distance, weight or time (45MB, 2TB, \
            100Mbps, 5km, 10kg, 30min: Apple writes 45 MB, as the system shows sizes, and 5 km; Korean joins \
            them, 45MB, 5km, and a Korean number spaced from one, 45 MB, 3 km, is reported too; 120Hz and a \
            lens's 24mm are left), and a time run into AM or PM (2:14PM, 9am: 2:14 PM, 9 AM, the \
            capitals Apple's style writes). A comma between digits \
            (1,000) and a file name's period (.pdf) are left alone.
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
                <string id="save.hint"><text xml:lang="en">Save it↓ , then tap Done↓ .</text><text xml:lang="ko">저장한 후,↓닫으세요.</text></string>
                """#),
            Example(#"""
                <string id="goal.progress"><text xml:lang="en">You’ve reached 75↓ %% of your goal.</text><text xml:lang="ko">목표의 75↓ %%에 도달했습니다.</text></string>
                """#),
            Example(#"""
                <string id="delivery.time"><text xml:lang="en">Delivered at 2:14↓PM.</text><text xml:lang="ko">오후 2:14에 배달되었습니다.</text></string>
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
                <string id="export.hint"><text xml:lang="en">Export 1,000 recipes as a .pdf file, or as %1$@,%2$@.</text><text xml:lang="ko">레시피 1,000개를 .pdf 파일로 내보내세요.</text></string>
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
        let language = item.language
        let english = LanguageTag.isEnglish(language)
        let korean = LanguageTag.isKorean(language)
        var spacing = english || korean ? Self.punctuationSpacing(in: item.value, spaceBefore: english) : []
        // Appended only when found: joining two arrays for every text made a third.
        if english {
            let units = Self.unitRunTogether(in: item.value)
            if !units.isEmpty { spacing += units }
        } else if korean {
            let units = Self.unitSpacedApart(in: item.value)
            if !units.isEmpty { spacing += units }
        }
        let plainlySpaced = Self.isPlainlySpaced(item.value)
        guard !spacing.isEmpty || !plainlySpaced else { return [] }
        var found: [Diagnostic] = []
        let problem = plainlySpaced ? nil
            : TextSegments.scalars(item.value).map(Self.problem(inScalars:)) ?? Self.problem(in: TextSegments.characters(item.value))
        if let problem {
            found.append(context.diagnostic(problem.message, about: item, offset: problem.range.lowerBound,
                                            fix: item.fix(replacing: problem.range, with: problem.replacement)))
        }
        for spaced in spacing {
            found.append(context.diagnostic(spaced.message, about: item, offset: spaced.range.lowerBound, severity: .warning,
                                            fix: item.fix(replacing: spaced.range, with: spaced.replacement)))
        }
        return found
    }

    /// A space before , ; ? ! (and before a period or colon that ends a
    /// sentence) when `spaceBefore`, and a comma run into the word after
    /// it, as character ranges with what to put there. Read from the bytes:
    /// most copy has neither, and its characters are never made.
    static func punctuationSpacing(in text: String, spaceBefore: Bool) -> [Problem] {
        let places: [(byte: Int, isSpaceBefore: Bool)] = text.withUTF8Bytes { bytes in
            var places: [(Int, Bool)] = []
            // From the second byte to the one before the last: each place
            // looks at the byte before and after it. Letters, nearly every
            // byte, fall to the switch's default at once.
            guard bytes.count >= 3 else { return places }
            for index in 1..<(bytes.count - 1) {
                switch bytes[index] {
                case 0x20:
                    // A number spaced from its percent sign (75 %, 75 %%),
                    // in either language; a percent sign that starts a
                    // format specifier (5 %@) is the placeholder rules'.
                    if bytes[index + 1] == UInt8(ascii: "%"), (0x30...0x39).contains(bytes[index - 1]) {
                        let after = index + 2 < bytes.count ? bytes[index + 2] : 0x20
                        if percentSignEnds(before: after) { places.append((index, true)) }
                        continue
                    }
                    // A number spaced from its degree sign (22 °C), ° being C2 B0.
                    if bytes[index + 1] == 0xC2, index + 2 < bytes.count, bytes[index + 2] == 0xB0,
                       (0x30...0x39).contains(bytes[index - 1]) {
                        places.append((index, true))
                        continue
                    }
                    guard spaceBefore, bytes[index - 1] != 0x20 else { continue }
                    let after = index + 2 < bytes.count ? bytes[index + 2] : 0x20
                    switch bytes[index + 1] {
                    case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "?"), UInt8(ascii: "!"),
                         UInt8(ascii: ")"), UInt8(ascii: "]"):
                        places.append((index, true))
                    case UInt8(ascii: "."), UInt8(ascii: ":"):
                        if after == 0x20 || (0x41...0x5A).contains(after) { places.append((index, true)) }
                    default:
                        break
                    }
                case UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"):
                    // A sentence's end run into the Hangul after it (저장돼요.메시지를):
                    // no file name or address puts Hangul right after a period.
                    if bytes[index - 1] >= 0x80, (0xEA...0xED).contains(bytes[index + 1]) { places.append((index, false)) }
                    // Or into the next English sentence (Done.Next step): a
                    // word in lower case, the period, then a capital and a
                    // lower-case letter, which no file name or address writes.
                    else if bytes[index] == UInt8(ascii: "."), (0x61...0x7A).contains(bytes[index - 1]),
                            (0x41...0x5A).contains(bytes[index + 1]), index + 2 < bytes.count, (0x61...0x7A).contains(bytes[index + 2]),
                            index >= 2, (0x61...0x7A).contains(bytes[index - 2]) {
                        places.append((index, false))
                    }
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    // A space inside an opening bracket (Open it ( now)).
                    if bytes[index + 1] == 0x20, index + 2 < bytes.count, bytes[index + 2] != 0x20 { places.append((index, false)) }
                case UInt8(ascii: ","):
                    let before = bytes[index - 1], next = bytes[index + 1]
                    // A letter, or the last byte of a character past ASCII
                    // (a Hangul syllable, a closing quote) before; a letter
                    // or a Hangul syllable's first byte after.
                    let wordBefore = (0x41...0x5A).contains(before) || (0x61...0x7A).contains(before) || before >= 0x80
                    let wordAfter = (0x41...0x5A).contains(next) || (0x61...0x7A).contains(next) || (0xEA...0xED).contains(next)
                    if wordBefore && wordAfter { places.append((index, false)) }
                default:
                    continue
                }
            }
            return places
        }
        guard !places.isEmpty else { return [] }
        // Characters counted on from the place before, in byte order:
        // counted from the start for each place, a long paragraph with a
        // mistake in every sentence took time with the square of its length.
        var counted = text.startIndex
        var character = 0
        return places.map { place in
            let offset = text.utf8.index(text.utf8.startIndex, offsetBy: place.byte)
            character += text[counted..<offset].count
            counted = offset
            if place.isSpaceBefore {
                let markIndex = text.utf8.index(after: offset)
                if text.utf8[markIndex] == 0xC2 {
                    return Problem(message: "a space before “°”; a degree sign follows its number directly",
                                   range: character..<character + 1, replacement: "")
                }
                let mark = Character(Unicode.Scalar(text.utf8[markIndex]))
                let message = mark == "%" ? "a space before “%”; a percent sign follows its number directly"
                    : "a space before “\(mark)”; punctuation follows the word directly"
                // Saved .Tap Done: the space goes after the mark, not away.
                let afterMark = text.utf8.index(after: markIndex)
                if afterMark < text.utf8.endIndex, text.utf8[afterMark] != 0x20, ".:;,?!".contains(mark) {
                    return Problem(message: message, range: character..<character + 2, replacement: "\(mark) ")
                }
                return Problem(message: message, range: character..<character + 1, replacement: "")
            }
            let mark = Character(Unicode.Scalar(text.utf8[offset]))
            if mark == "(" || mark == "[" {
                return Problem(message: "a space after “\(mark)”; the words inside follow it directly",
                               range: character + 1..<character + 2, replacement: "")
            }
            return Problem(message: "no space after “\(mark)”; add one", range: character + 1..<character + 1, replacement: " ")
        }
    }

    /// Abbreviations of units that Apple's English writes a space before:
    /// storage and speed (45 MB, 2 TB, 100 Mbps), as the system's own
    /// screens show sizes, and distance, weight and time (5 km, 10 kg,
    /// 30 min), as measurements are written; Korean joins them (45MB, 5km).
    /// Hz and mm are left: Apple writes 120Hz and a lens's 24mm. AM and PM
    /// after a time, too (2:14 PM), in capitals, as Apple's style writes
    /// them; Korean writes 오후 2:14 and is not asked. Longest first, so
    /// min is tried before mi and lbs before lb.
    static let spacedUnits = ["KB", "MB", "GB", "TB", "PB", "kbps", "Mbps", "Gbps", "km", "kg", "cm", "mi", "ft", "lb", "lbs", "oz",
                              "min", "hr", "sec", "AM", "PM", "am", "pm"]
        .sorted { $0.utf8.count > $1.utf8.count }.map { Array($0.utf8) }
    /// The first bytes of `spacedUnits`, one bit each: a figure followed by
    /// any other byte is ruled out by one test.
    private static let unitFirstBytes: UInt64 = spacedUnits.reduce(0) { $0 | 1 << UInt64($1[0] & 0x3F) }

    /// A number run into a unit's abbreviation (45MB, 1.5GB), as problems
    /// that add the space; a word that only starts with figures (A12GB) is
    /// left alone.
    static func unitRunTogether(in text: String) -> [Problem] {
        numbersAndUnits(in: text, spaced: false).map { place in
            if isTimeOfDay(place.unit) {
                let written = place.unit.uppercased()
                return Problem(message: "“\(place.number)\(place.unit)”: a time takes a space and capitals before AM or PM: “\(place.number) \(written)”",
                               range: place.at..<place.at + 2, replacement: " " + written)
            }
            return Problem(message: "“\(place.number)\(place.unit)”: a number and a unit’s abbreviation take a space: “\(place.number) \(place.unit)”",
                           range: place.at..<place.at, replacement: " ")
        }
    }

    /// AM or PM in either case: two letters, the second m.
    private static func isTimeOfDay(_ unit: String) -> Bool {
        unit.utf8.count == 2 && unit.utf8.last.map { $0 | 0x20 } == UInt8(ascii: "m")
            && unit.utf8.first.map { $0 | 0x20 == UInt8(ascii: "a") || $0 | 0x20 == UInt8(ascii: "p") } == true
    }

    /// A number spaced from a unit's abbreviation in Korean (45 MB, 3 km),
    /// which Apple's Korean joins (45MB, 3km), as problems that take the
    /// space out.
    static func unitSpacedApart(in text: String) -> [Problem] {
        numbersAndUnits(in: text, spaced: true).filter { !isTimeOfDay($0.unit) }.map { place in
            Problem(message: "“\(place.number) \(place.unit)”: Korean joins a number and a unit’s abbreviation: “\(place.number)\(place.unit)”",
                    range: place.at..<place.at + 1, replacement: "")
        }
    }

    /// A number in figures and a unit's abbreviation right after it, or
    /// after one space (`spaced`): the number, the unit, and the character
    /// offset where the unit starts, or the space does. The unit ends its
    /// word (45MBs and 5 kmh are other words), and a word that only starts
    /// with figures (A12GB) has no number.
    private static func numbersAndUnits(in text: String, spaced: Bool) -> [(number: String, unit: String, at: Int)] {
        let gap = spaced ? 1 : 0
        let places: [(after: Int, start: Int, end: Int)] = text.withUTF8Bytes { bytes in
            var places: [(Int, Int, Int)] = []
            guard bytes.count >= 3 + gap else { return places }
            var from = 0
            while let index = FigureScan.next(in: bytes, from: from), index + 2 + gap < bytes.count {
                from = index + 1
                let unitStart = index + 1 + gap
                let next = bytes[unitStart]
                guard bytes[index] != UInt8(ascii: "%"), !spaced || bytes[index + 1] == 0x20, next >= 0x40,
                      unitFirstBytes & 1 << UInt64(next & 0x3F) != 0,
                      let unit = spacedUnits.first(where: { bytes[unitStart...].starts(with: $0) }) else { continue }
                let end = unitStart + unit.count
                if end < bytes.count, (0x30...0x39).contains(bytes[end]) || (bytes[end] | 0x20) &- 0x61 < 26 { continue }
                var start = index
                // 1.5, 1,000 and a time's 2:14, read whole.
                while start > 0, (0x30...0x39).contains(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: ".")
                        || bytes[start - 1] == UInt8(ascii: ",")
                        || bytes[start - 1] == UInt8(ascii: ":") && start >= 2 && (0x30...0x39).contains(bytes[start - 2]) {
                    start -= 1
                }
                if start > 0, (bytes[start - 1] | 0x20) &- 0x61 < 26 || bytes[start - 1] == UInt8(ascii: "%") { continue }
                places.append((index + 1, start, end))
            }
            return places
        }
        guard !places.isEmpty else { return [] }
        let utf8 = Array(text.utf8)
        return places.map { place in
            (number: String(decoding: utf8[place.start..<place.after], as: UTF8.self),
             unit: String(decoding: utf8[(place.after + gap)..<place.end], as: UTF8.self),
             at: String(decoding: utf8[..<place.after], as: UTF8.self).count)
        }
    }

    /// Whether a percent sign followed by `byte` is a percent sign and not
    /// a format specifier's start: another percent sign (the escaped %%),
    /// a space, punctuation, Hangul (75%를) or the text's end.
    static func percentSignEnds(before byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "%"), 0x20, UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"),
             UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ")"), 0xEA...0xED:
            return true
        default:
            return false
        }
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
