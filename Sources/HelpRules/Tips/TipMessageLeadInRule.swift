import HelpCore

/// A tip message that opens with words any tip could open with.
public struct TipMessageLeadInRule: TextRule {
    public static let description = RuleDescription(
        id: "tip.message.lead-in",
        summary: "A tip's message starts with what it teaches, not Did you know or Tip:",
        rationale: """
            A tip is read in the second it takes to decide to dismiss it, and its look already says it is \
            a tip. A message that opens with a label (Tip:, Pro tip:, New:, 팁:, 참고:) or asks "Did you \
            know you can filter by tag?" (태그로 필터링할 수 있다는 것을 알고 계셨나요?) spends that second \
            before the feature and makes the reader answer a question; the Human Interface Guidelines ask \
            for tips that are direct: "You can filter by tag." helpc reports a message that starts with a \
            label of the generic tip titles' list (generic-tip-titles, which a project extends) and a \
            colon, and an English message that starts with Did you know, or a Korean one with a sentence \
            asking 알고 계셨나요, whatever follows it (Did you know you can X? Just tap the ring.). `helpc fix` \
            takes a label out, and writes "Did you know you can X?" as "You can X.", keeping the sentences \
            after it; other questions are the writer's to rephrase.
            """,
        severity: .warning,
        isFixable: true,
        triggering: [
            Example(#"""
                <tip id="tips.tags" style="inline">
                  <title><text xml:lang="en">Filter by Tag</text><text xml:lang="ko">태그로 필터링</text></title>
                  <message><text xml:lang="en">↓Did you know you can filter recipes by tag?</text><text xml:lang="ko">↓새로운 기능: 태그로 레시피를 필터링할 수 있습니다.</text></message>
                  <rules><parameter name="hasTags" equals="true"/></rules>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.swipe" style="popover">
                  <title><text xml:lang="en">Swipe to Delete</text><text xml:lang="ko">쓸어서 삭제</text></title>
                  <message><text xml:lang="en">↓Pro tip: Swipe left on a recipe to delete it.</text><text xml:lang="ko">↓팁: 레시피를 왼쪽으로 쓸어 삭제하세요.</text></message>
                  <rules><event name="opened" min-count="2"/></rules>
                </tip>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tip id="tips.tags" style="inline">
                  <title><text xml:lang="en">Filter by Tag</text><text xml:lang="ko">태그로 필터링</text></title>
                  <message><text xml:lang="en">You can filter recipes by tag.</text><text xml:lang="ko">태그로 레시피를 필터링할 수 있습니다.</text></message>
                  <rules><parameter name="hasTags" equals="true"/></rules>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.time" style="inline">
                  <title><text xml:lang="en">Cook on Time</text><text xml:lang="ko">제시간에 요리하기</text></title>
                  <message><text xml:lang="en">Timer: set one for each step. Know when the oven is ready.</text><text xml:lang="ko">단계마다 타이머를 설정하세요. 오븐이 준비된 것을 알고 계시면 됩니다.</text></message>
                  <rules><parameter name="hasRecipes" equals="true"/></rules>
                </tip>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.tipMessage]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .tipMessage,
              let found = Self.leadIn(of: item.value, language: item.language,
                                      labels: context.lexicon.forms("generic-tip-titles", language: item.language))
        else { return [] }
        return [context.diagnostic(found.message, about: item, offset: found.offset,
                                   fix: found.rewritten.flatMap { item.fix(replacing: 0..<item.value.count, with: $0) })]
    }

    struct LeadIn: Equatable {
        var message: String
        /// Where the finding points: the label or question's first character.
        var offset: Int
        /// The whole message without the lead-in, where helpc can write it.
        var rewritten: String?
    }

    /// The fullwidth colon Korean copy may use, as UTF-8.
    private static let fullwidthColon = Array("：".utf8)

    static func leadIn(of message: String, language: String, labels: WordForms) -> LeadIn? {
        // Told by bytes first: most messages hold no colon and end in a period.
        if message.containsByte(UInt8(ascii: ":")) || message.containsBytes(fullwidthColon),
           let (label, rest) = TipGenericTitleRule.label(of: message), WordMatch.equalsAny(label, labels) {
            let korean = LanguageTag.isKorean(language)
            let rewritten = korean ? rest : rest.prefix(1).uppercased() + rest.dropFirst()
            return LeadIn(message: "“\(label):” says only that this is a tip, which the tip’s look says; start with what it teaches",
                          offset: 0, rewritten: rewritten)
        }
        // The question may be the first of several sentences (Did you know …? Just tap …).
        guard message.containsByte(UInt8(ascii: "?")) else { return nil }
        if LanguageTag.isEnglish(language) {
            return englishQuestion(message)
        }
        if LanguageTag.isKorean(language) {
            return koreanQuestion(message)
        }
        return nil
    }

    /// "Did you know (that) you can X?", rewritten "You can X.", and any
    /// other "Did you know…", reported alone; sentences after the question
    /// are kept as they are.
    static func englishQuestion(_ message: String) -> LeadIn? {
        guard message.utf8.starts(with: "Did ".utf8) || message.utf8.starts(with: "did ".utf8) else { return nil }
        let words = TextSegments.words(message)
        guard words.count >= 3, words[0].offset == 0, words[0].text.lowercased() == "did",
              words[1].text.lowercased() == "you", words[2].text.lowercased() == "know" else { return nil }
        var next = 3
        if next < words.count, words[next].text.lowercased() == "that" { next += 1 }
        let statement = "“Did you know…?” asks what the tip could say; say it: "
        let characters = Array(message)
        // A second question (… pin it? And sort it?) leaves the rewriting to the writer.
        guard let question = characters.firstIndex(of: "?"), next < words.count, words[next].offset < question,
              words[next].text.lowercased() == "you", !characters[(question + 1)...].contains("?") else {
            return LeadIn(message: statement + "“You can …”", offset: 0, rewritten: nil)
        }
        let asked = String(characters[(words[next].offset + words[next].text.count)..<question])
        let said = "You" + asked + "."
        let rewritten = said + String(characters[(question + 1)...])
        return LeadIn(message: statement + "“\(said)”", offset: 0, rewritten: rewritten)
    }

    /// …다는 것을 알고 계셨나요? (did you know that …): reported at the
    /// question, for the writer to state what it asks about.
    static func koreanQuestion(_ message: String) -> LeadIn? {
        let endings = ["알고 계셨나요?", "알고 계셨습니까?", "알고 있었나요?", "알고 계셨어요?", "아셨나요?", "아셨습니까?"]
        let characters = Array(message)
        // The question ends the message or a sentence before another.
        for end in characters.indices where characters[end] == "?" && (end + 1 == characters.count || characters[end + 1] == " ") {
            let sentence = String(characters[...end])
            guard let ending = endings.first(where: sentence.hasSuffix) else { continue }
            let body = sentence.dropLast(ending.count).trimmingCharacters(in: .whitespaces)
            guard ["다는 것을", "다는 걸", "다는 사실을", "다는 사실,", "다는 것,"].contains(where: body.hasSuffix) else { continue }
            return LeadIn(message: "“\(ending)” asks what the tip could say; say it, ending in …할 수 있습니다 or …할 수 있어요",
                          offset: end + 1 - ending.count, rewritten: nil)
        }
        return nil
    }
}
