import HelpCore

/// Three periods instead of the ellipsis character.
public struct EllipsisRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "punct.ellipsis",
        summary: "Use the ellipsis character (…), not three periods",
        rationale: """
            Apple's copy uses the single ellipsis character U+2026 (…), in menu items that open more \
            UI (Save As…) and in text. Three periods are wider, can break across lines and are read out \
            as "dot dot dot" by VoiceOver. The same holds in Korean copy.
            """,
        severity: .error,
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="menu.save-as"><text xml:lang="en">Save As↓...</text><text xml:lang="ko">다른 이름으로 저장…</text></string>
                """#),
            Example(#"""
                <string id="status.loading"><text xml:lang="en">Loading…</text><text xml:lang="ko">불러오는 중↓...</text></string>
                """#),
            Example(#"""
                <topic id="help.wait">
                  <title><text xml:lang="en">Wait for sync</text><text xml:lang="ko">동기화 기다리기</text></title>
                  <body xml:lang="en"><p>↓...then open the recipe.</p></body>
                  <body xml:lang="ko"><p>그런 다음 레시피를 여세요.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="menu.save-as"><text xml:lang="en">Save As…</text><text xml:lang="ko">다른 이름으로 저장…</text></string>
                """#),
            Example(#"""
                <string id="status.version"><text xml:lang="en">Version 2.1.3</text><text xml:lang="ko">버전 2.1.3</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        find(in: item.value).map { run in
            context.diagnostic(Self.message, about: item, offset: run.lowerBound,
                               fix: item.fix(replacing: run, with: "…"))
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        find(in: text.value).map { run in
            context.diagnostic(Self.message, about: text, offset: run.lowerBound, fix: text.fix(replacing: run, with: "…"))
        }
    }

    private static let message = "three periods; use the ellipsis character “…” (U+2026)"

    static func holdsThreePeriods(_ string: String) -> Bool {
        string.withUTF8Bytes { bytes in
            var run = 0
            for byte in bytes {
                run = byte == UInt8(ascii: ".") ? run + 1 : 0
                if run == 3 { return true }
            }
            return false
        }
    }

    /// Runs of three or more periods, as character ranges.
    private func find(in string: String) -> [Range<Int>] {
        // Three characters that are each “.” are three bytes 2E in a row:
        // copy without them (nearly all) needs no characters.
        guard Self.holdsThreePeriods(string) else { return [] }
        let characters = TextSegments.characters(string)
        var runs: [Range<Int>] = []
        var index = 0
        while index + 2 < characters.count {
            if characters[index].isScalar("."), characters[index + 1].isScalar("."), characters[index + 2].isScalar(".") {
                let start = index
                index += 3
                while index < characters.count, characters[index].isScalar(".") { index += 1 }
                runs.append(start..<index)
            } else {
                index += 1
            }
        }
        return runs
    }
}
