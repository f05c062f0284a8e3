import HelpCore

/// A hyphen, or two, typed for a dash.
public struct DashRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "punct.dash",
        summary: "A dash is an em dash (—) without spaces, not a hyphen",
        rationale: """
            A keyboard has no dash key, so writers type a hyphen with a space on each side ("Your \
            photos - and videos - are backed up") or two hyphens ("photos--and videos"). Apple's copy \
            sets a break in a sentence off with the em dash (U+2014) and no spaces ("A new version is \
            available—you have 1.9"): a hyphen joins words (Wi-Fi, built-in), so one between spaces reads \
            as a slip, and a line may break before it and start with it. \
            helpc fix writes the em dash. Only English copy is read, between words: a hyphen between \
            placeholders (%@ - %@) is a separator, not a dash, and Korean sets its 줄표 with or without \
            spaces. A hyphen between two numbers that rise (pages 2-5, 1 - 3 days, 2024-2025) is a range, \
            which Apple's style sets with an en dash (U+2013) and no spaces: pages 2–5; a telephone \
            number's 555-1234, a date's 2024-01-05, a version's 1.2-1.5 and a part such as A17-3 are left \
            alone. A warning, not in the design's catalog.
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="backup.note"><text xml:lang="en">Your photos ↓- and videos ↓- are backed up.</text><text xml:lang="ko">사진과 동영상이 백업됩니다.</text></string>
                """#),
            Example(#"""
                <string id="update.note"><text xml:lang="en">A new version is available↓--you have 1.9.</text><text xml:lang="ko">새로운 버전을 사용할 수 있습니다. 현재 버전은 1.9입니다.</text></string>
                """#),
            Example(#"""
                <string id="delivery.note"><text xml:lang="en">Delivery takes 3↓-5 days; see pages 12 ↓- 15.</text><text xml:lang="ko">배송에는 3~5일이 걸립니다. 12~15쪽을 참고하십시오.</text></string>
                """#),
            Example(#"""
                <topic id="help.backup">
                  <title><text xml:lang="en">Back up your recipes</text><text xml:lang="ko">레시피 백업하기</text></title>
                  <body xml:lang="en"><p>Every recipe ↓-- with its photos ↓-- is kept in iCloud.</p></body>
                  <body xml:lang="ko"><p>모든 레시피가 사진과 함께 iCloud에 보관됩니다.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="backup.note"><text xml:lang="en">Your photos—and videos—are backed up over Wi-Fi.</text><text xml:lang="ko">사진과 동영상이 Wi-Fi를 통해 백업됩니다.</text></string>
                """#),
            Example(#"""
                <string id="track.title"><text xml:lang="en">%1$@ - %2$@, pages 2–5, call 555-1234 by 2024-01-05</text><text xml:lang="ko">%1$@ - %2$@, 2 - 5쪽</text></string>
                """#),
            Example(#"""
                <string id="backup.note"><text xml:lang="en">Backed up.</text><text xml:lang="ko">사진 - 동영상 -- 메모가 백업됩니다.</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        Self.dashes(in: item.value).map { dash in
            context.diagnostic(dash.message, about: item, offset: dash.hyphens.lowerBound,
                               fix: item.fix(replacing: dash.range, with: dash.replacement))
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        Self.dashes(in: text.value).map { dash in
            context.diagnostic(dash.message, about: text, offset: dash.hyphens.lowerBound,
                               fix: text.fix(replacing: dash.range, with: dash.replacement))
        }
    }

    struct Dash: Equatable {
        /// Character offsets of what the dash replaces, spaces included.
        var range: Range<Int>
        /// Character offsets of the hyphens alone.
        var hyphens: Range<Int>
        var message: String
        /// The em dash, or the en dash of a range of numbers.
        var replacement = "—"
    }

    /// Copy with neither a space nor a hyphen before a hyphen holds none,
    /// told by its bytes: nearly all copy, most of it without a hyphen,
    /// which `memchr` tells.
    static func mayHoldDash(_ string: String) -> Bool {
        guard string.containsByte(0x2D) else { return false }
        return string.withUTF8Bytes { bytes in
            guard bytes.count > 2 else { return false }
            for index in 1..<bytes.count where bytes[index] == 0x2D
                && (bytes[index - 1] == 0x20 || bytes[index - 1] == 0x2D || bytes[index - 1] &- 0x30 < 10) {
                return true
            }
            return false
        }
    }

    /// The number of digits that end (`backward`) or start at `index`, with
    /// nothing but a space, an opening bracket or the copy's edge beyond
    /// them (not 1.2-1.5, A17-3, 1-800-275): nil otherwise.
    private static func number(in characters: [Character], at index: Int, backward: Bool) -> (value: Int, digits: Int)? {
        var cursor = index
        var digits: [Character] = []
        while cursor >= 0, cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber {
            digits.append(characters[cursor])
            cursor += backward ? -1 : 1
        }
        guard !digits.isEmpty, digits.count <= 4 else { return nil }
        if cursor >= 0, cursor < characters.count {
            let beyond = characters[cursor]
            let allowed: String = backward ? " (" : " ,;:)!?…%"
            guard allowed.contains(beyond) || (!backward && beyond == "." && (cursor + 1 == characters.count || characters[cursor + 1] == " "))
                    || (!backward && beyond.isLetter && beyond.isLowercase) else { return nil }
        }
        let text = String(backward ? digits.reversed() : digits)
        return Int(text).map { ($0, digits.count) }
    }

    /// A hyphen between two numbers that rise (pages 2-5, 1 - 3 days,
    /// 2024-2025): a range, which takes an en dash. A telephone number's
    /// three and four digits (555-1234) are no range.
    private static func range(in characters: [Character], hyphen index: Int) -> Dash? {
        let spaced = index > 1 && characters[index - 1] == " " && index + 2 < characters.count && characters[index + 1] == " "
        let before = spaced ? index - 2 : index - 1
        let after = spaced ? index + 2 : index + 1
        guard let low = number(in: characters, at: before, backward: true),
              let high = number(in: characters, at: after, backward: false),
              low.value < high.value, !(low.digits == 3 && high.digits == 4) else { return nil }
        return Dash(range: spaced ? index - 1..<index + 2 : index..<index + 1, hyphens: index..<index + 1,
                    message: "a range of numbers takes an en dash (–), not a hyphen, without spaces", replacement: "–")
    }

    /// One or two hyphens between spaces, or two between letters, with a
    /// word on each side.
    static func dashes(in string: String) -> [Dash] {
        guard mayHoldDash(string) else { return [] }
        let characters = TextSegments.characters(string)
        func isWordEnd(_ index: Int) -> Bool {
            index >= 0 && (characters[index].isLetter || "’”)".contains(characters[index]))
        }
        func isWordStart(_ index: Int) -> Bool {
            index < characters.count && (characters[index].isLetter || "‘“(".contains(characters[index]))
        }
        var found: [Dash] = []
        var index = 0
        while index < characters.count {
            guard characters[index].isScalar("-") else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end].isScalar("-") { end += 1 }
            if end - index == 1, let range = Self.range(in: characters, hyphen: index) {
                found.append(range)
                index = end
                continue
            }
            let spaced = index > 0 && characters[index - 1].isScalar(" ") && end < characters.count && characters[end].isScalar(" ")
            if spaced, end - index <= 2, isWordEnd(index - 2), isWordStart(end + 1) {
                found.append(Dash(range: index - 1..<end + 1, hyphens: index..<end,
                                  message: end - index == 1
                                      ? "a hyphen between spaces stands in for a dash; write an em dash (—) without spaces"
                                      : "two hyphens stand in for a dash; write an em dash (—) without spaces"))
            } else if !spaced, end - index == 2, isWordEnd(index - 1), isWordStart(end) {
                found.append(Dash(range: index..<end, hyphens: index..<end,
                                  message: "two hyphens stand in for a dash; write an em dash (—)"))
            }
            index = end
        }
        return found
    }
}
