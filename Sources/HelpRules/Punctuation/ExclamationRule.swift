import HelpCore

/// Exclamation marks in alerts and tooltips, and marks doubled anywhere.
public struct ExclamationRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "punct.exclamation",
        summary: "Alerts and tooltips keep a neutral tone: no exclamation marks",
        rationale: """
            An alert interrupts people with something they need to know, and a tooltip answers a \
            question they asked; both should stay direct and neutral. An exclamation mark makes an alert \
            sound alarmed or a tooltip sound like a sales pitch. This applies to Korean copy too. \
            Elsewhere one mark may celebrate (Welcome!), but two or more in a row (Done!!, 완료!!, \
            Really?!) shout in any copy, help pages too.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <tooltip id="library.sort"><text xml:lang="en">Sort your recipes↓!</text><text xml:lang="ko">레시피 정렬</text></tooltip>
                """#),
            Example(#"""
                <alert id="saved" kind="informational">
                  <title><text xml:lang="en">Recipe saved</text><text xml:lang="ko">레시피가 저장되었습니다↓!</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <string id="streak"><text xml:lang="en">Seven days in a row↓!!</text><text xml:lang="ko">7일 연속 기록↓?!</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tooltip id="library.sort"><text xml:lang="en">Sort your recipes</text><text xml:lang="ko">레시피 정렬</text></tooltip>
                """#),
            Example(#"""
                <string id="welcome"><text xml:lang="en">Welcome!</text><text xml:lang="ko">환영합니다!</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        // Most copy has neither mark: its bytes say so without comparing characters.
        guard Self.mayHoldExclamation(item.value) else { return [] }
        switch item.role {
        case .tooltip, .alertTitle, .alertMessage, .alertButton:
            guard let offset = item.value.firstIndex(where: { $0.isScalar("!") || $0 == "！" })
                .map({ item.value.distance(from: item.value.startIndex, to: $0) }) else { return [] }
            return [context.diagnostic("an exclamation mark in \(item.role == .tooltip ? "a tooltip" : "an alert"); keep the tone neutral",
                                       about: item, offset: offset)]
        default:
            return Self.doubledMarks(in: item.value).map { context.diagnostic(Self.doubledMessage, about: item, offset: $0) }
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral, Self.mayHoldExclamation(text.value) else { return [] }
        return Self.doubledMarks(in: text.value).map { context.diagnostic(Self.doubledMessage, about: text, offset: $0) }
    }

    private static let doubledMessage = "two marks in a row (!!, ?!) shout; end with one, or with a period"

    /// "!" or the fullwidth "！" (EF BC 81), told from the bytes.
    private static func mayHoldExclamation(_ value: String) -> Bool {
        value.containsByte(UInt8(ascii: "!")) || value.containsBytes(fullwidthExclamation)
    }

    private static let fullwidthExclamation: [UInt8] = [0xEF, 0xBC, 0x81]

    /// Character offsets of each run of two or more marks holding an
    /// exclamation mark (!!, !!!, ?!, !?).
    static func doubledMarks(in value: String) -> [Int] {
        var offsets: [Int] = []
        var runStart: Int?
        var runLength = 0
        var runHasExclamation = false
        func close() {
            if let start = runStart, runLength > 1, runHasExclamation { offsets.append(start) }
            runStart = nil
            runLength = 0
            runHasExclamation = false
        }
        for (offset, character) in value.enumerated() {
            let exclamation = character == "!" || character == "！"
            if exclamation || character == "?" || character == "？" {
                if runStart == nil { runStart = offset }
                runLength += 1
                runHasExclamation = runHasExclamation || exclamation
            } else {
                close()
            }
        }
        close()
        return offsets
    }
}
