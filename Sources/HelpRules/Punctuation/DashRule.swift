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
            numbers or placeholders (1 - 2, %@ - %@) is a range or a separator, not a dash, and Korean \
            sets its 줄표 with or without spaces. A warning, not in the design's catalog.
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
                <string id="track.title"><text xml:lang="en">%1$@ - %2$@, pages 2 - 5</text><text xml:lang="ko">%1$@ - %2$@, 2 - 5쪽</text></string>
                """#),
            Example(#"""
                <string id="backup.note"><text xml:lang="en">Backed up.</text><text xml:lang="ko">사진 - 동영상 -- 메모가 백업됩니다.</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        Self.dashes(in: item.value).map { dash in
            context.diagnostic(dash.message, about: item, offset: dash.hyphens.lowerBound,
                               fix: item.fix(replacing: dash.range, with: "—"))
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        Self.dashes(in: text.value).map { dash in
            context.diagnostic(dash.message, about: text, offset: dash.hyphens.lowerBound,
                               fix: text.fix(replacing: dash.range, with: "—"))
        }
    }

    struct Dash: Equatable {
        /// Character offsets of what the em dash replaces, spaces included.
        var range: Range<Int>
        /// Character offsets of the hyphens alone.
        var hyphens: Range<Int>
        var message: String
    }

    /// Copy with neither a space nor a hyphen before a hyphen holds none,
    /// told by its bytes: nearly all copy, most of it without a hyphen,
    /// which `memchr` tells.
    static func mayHoldDash(_ string: String) -> Bool {
        guard string.containsByte(0x2D) else { return false }
        return string.withUTF8Bytes { bytes in
            guard bytes.count > 2 else { return false }
            for index in 1..<bytes.count where bytes[index] == 0x2D && (bytes[index - 1] == 0x20 || bytes[index - 1] == 0x2D) {
                return true
            }
            return false
        }
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
