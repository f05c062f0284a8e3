import HelpCore

/// A Korean sentence in another speech level than the project's.
public struct SpeechLevelRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "ko.register",
        summary: "Korean sentences use the project's speech level",
        rationale: """
            Korean marks politeness in every sentence ending. Copy that switches between 합니다 and \
            해요, or slips into the plain 한다 of written prose, sounds like several people wrote it. \
            helpc reads each sentence's ending: 합쇼체 (…습니다, …ㅂ니다, …습니까, …십시오) for \
            korean.register "formal" — with the polite imperative …세요, which Apple's Korean UI uses, \
            accepted — and 해요체 (…해요, …어요, …예요, …죠) for "polite". 해라체 (…한다, …이다, \
            …하라) is reported under both. Fragments that end in a noun (…변경, …복원, 저장됨) have no \
            level and pass, a noun that ends in an ending's syllables too (카메라, 사용자, 중요: the \
            dictionary takes it with a particle, or the project lists it), and a word in 자 or 라 whose \
            stem is no verb, as 해라체's 하자 and 하라 follow a verb (식별자, 연산자, 버그질라), and a name in 다 or 냐 the \
            dictionary lacks after an open syllable none of 해라체's takes (버뮤다, 흐리우냐; 동기화한다 and 탭했다 are \
            해라체 the dictionary lacks, and are reported). In a formal project the steps of one list give \
            their orders one way: a list that mixes …십시오 and …세요 (앱을 여십시오. 추가를 탭하세요.) has its \
            steps in the less used ending reported, as a warning, with the word in the other (탭하십시오).
            """,
        severity: .error,
        languages: .only(["ko"]),
        triggering: [
            Example(#"""
                <string id="saved"><text xml:lang="en">Saved.</text><text xml:lang="ko">레시피를 저장했어요↓.</text></string>
                """#),
            Example(#"""
                <string id="saved"><text xml:lang="en">Saved. Open it anytime.</text><text xml:lang="ko">레시피를 저장합니다. 언제든지 열 수 있다↓.</text></string>
                """#),
            Example(#"""
                <string id="saved"><text xml:lang="en">Saved.</text><text xml:lang="ko">레시피를 저장했습니다↓.</text></string>
                """#, config: #"{ "korean": { "register": "polite" } }"#),
            Example(#"""
                <topic id="help.add">
                  <title><text xml:lang="en">Add a recipe</text><text xml:lang="ko">레시피 추가하기</text></title>
                  <body xml:lang="en"><steps><step>Open the app.</step><step>Tap Add.</step><step>Tap Done.</step></steps></body>
                  <body xml:lang="ko"><steps><step>앱을 여십시오.</step>↓<step>추가를 탭하세요.</step><step>완료를 탭하십시오.</step></steps></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <topic id="help.add">
                  <title><text xml:lang="en">Add a recipe</text><text xml:lang="ko">레시피 추가하기</text></title>
                  <body xml:lang="en"><steps><step>Open the app.</step><step>Tap Add.</step></steps><steps><step>Tap Done.</step></steps></body>
                  <body xml:lang="ko"><steps><step>앱을 여세요.</step><step>추가를 탭하세요.</step></steps><steps><step>완료를 탭하십시오.</step></steps></body>
                </topic>
                """#),
            Example(#"""
                <string id="saved"><text xml:lang="en">Saved. Open it from the list.</text><text xml:lang="ko">레시피를 저장했습니다. 목록에서 여세요.</text></string>
                """#),
            Example(#"""
                <string id="saved"><text xml:lang="en">Saved.</text><text xml:lang="ko">레시피를 저장했어요. 목록에서 여세요.</text></string>
                """#, config: #"{ "korean": { "register": "polite" } }"#),
            Example(#"""
                <tooltip id="sort"><text xml:lang="en">Change the order of recipes</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <string id="answer"><text xml:lang="en">No, thanks.</text><text xml:lang="ko">아니요, 괜찮습니다. 아니요.</text></string>
                """#),
            Example(#"""
                <string id="camera"><text xml:lang="en">Camera. Other users. Important.</text><text xml:lang="ko">카메라. 다른 사용자. 중요.</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        findings(item.value, context).map { context.diagnostic($0.0, about: item, offset: $0.1) }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return findings(text.value, context).map { context.diagnostic($0.0, about: text, offset: $0.1) }
    }

    private func findings(_ value: String, _ context: RuleContext) -> [(String, Int)] {
        let register = context.config.koreanRegister
        return TextSegments.sentences(value).compactMap { sentence in
            let level = SpeechLevel.of(sentence, in: value)
            let message: String
            switch (level, register) {
            case (.none, _), (.politeImperative, _), (.formal, .formal), (.polite, .polite):
                return nil
            case (.plain, _):
                message = "this sentence ends in 해라체 (…\(SpeechLevel.lastSyllable(of: sentence.text))), which UI copy never uses; write it in \(register == .formal ? "합쇼체 (…합니다)" : "해요체 (…해요)")"
            case (.polite, .formal):
                message = "this sentence is in 해요체 but the project's register is formal: end it in 합쇼체 (…합니다, …하세요)"
            case (.formal, .polite):
                message = "this sentence is in 합쇼체 but the project's register is polite: end it in 해요체 (…해요, …하세요)"
            }
            // A noun that only ends in an ending's syllables (카메라, 사용자,
            // 중요) is a fragment: the dictionary takes it with a particle.
            if SpeechLevel.endsInNoun(sentence.text, speller: context.speller) { return nil }
            // Point at the ending: the last syllable before closing punctuation.
            let characters = TextSegments.charactersOf(sentence.text)
            let lastSyllable = characters.lastIndex(where: Hangul.isSyllable) ?? characters.count - 1
            return (message, sentence.offset + lastSyllable + 1)
        }
    }
}

/// The steps of one list give their orders one way. In a formal project
/// both …하십시오 and …하세요 are accepted, and a list that switches between
/// them (앱을 여십시오. 추가를 탭하세요.) reads as written by two people: the
/// steps in the list's less used ending are reported, with the word in the
/// other (a tie keeps the first step's). A warning: neither ending is
/// wrong on its own.
extension SpeechLevelRule: EntryRule {
    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard context.config.koreanRegister == .formal, case .topic(let topic) = entry.kind else { return [] }
        var found: [Diagnostic] = []
        for body in topic.bodies where LanguageTag.isKorean(body.language) {
            Self.forEachStepList(body.blocks) { steps in
                // Told by each step's last bytes first, in one pass: most
                // lists keep one ending, and only one that mixes them has
                // its words read.
                var (formal, polite) = (0, 0)
                var first: Bool?
                for step in steps {
                    guard let isFormal = Self.formality(of: step) else { continue }
                    if isFormal { formal += 1 } else { polite += 1 }
                    if first == nil { first = isFormal }
                }
                guard formal > 0, polite > 0, let first else { return }
                let kept = formal == polite ? first : formal > polite
                for step in steps where Self.formality(of: step) == !kept {
                    guard case .step(let inlines) = step.kind, let ending = StepImperative(inlines.plainText) else { continue }
                    let others = kept ? "…십시오" : "…세요"
                    found.append(context.diagnostic(
                        "this step ends in “\(ending.word)”, the list’s other steps in \(others); give one list’s steps one ending: “\(ending.other)”",
                        at: step.location, entry: entry.id, language: body.language, suppressions: step.suppressions,
                        severity: .warning))
                }
            }
        }
        return found
    }

    /// The step's closing order as …십시오 (true) or …세요 (false), told by
    /// its last run of text (를 탭하세요.); nil for a block that is no step.
    private static func formality(of step: Block) -> Bool? {
        guard case .step(let inlines) = step.kind, let last = inlines.last, case .text(let text) = last.kind else { return nil }
        return StepImperative.isFormal(endingOf: text)
    }

    /// Each `<steps>` list's blocks, in sections at any depth.
    private static func forEachStepList(_ blocks: [Block], _ visit: ([Block]) -> Void) {
        for block in blocks {
            switch block.kind {
            case .steps(let children): visit(children)
            case .section(_, let children): forEachStepList(children, visit)
            case .paragraph, .note, .step, .list, .item, .image: break
            }
        }
    }
}

/// A Korean step's closing order in …십시오 or …세요, with the same verb in
/// the other ending (탭하세요 ↔ 탭하십시오, 찾으세요 ↔ 찾으십시오).
struct StepImperative {
    var word: String
    var isFormal: Bool
    var other: String

    /// Whether the step's order closes in …십시오 (true) or …세요 (false),
    /// read from its last bytes past closing marks; nil for neither.
    static func isFormal(endingOf step: String) -> Bool? {
        step.withUTF8Bytes { bytes -> Bool? in
            var end = bytes.count
            // Past spaces and ASCII marks, and the closing quotes and
            // ellipsis (’ ” …: E2 80 99, 9D, A6).
            while end > 0 {
                let last = bytes[end - 1]
                if last == 0x20 || last == 0x0A || last == 0x09 || (0x21...0x2F).contains(last) {
                    end -= 1
                } else if end >= 3, bytes[end - 3] == 0xE2, bytes[end - 2] == 0x80, last == 0x99 || last == 0x9D || last == 0xA6 {
                    end -= 3
                } else {
                    break
                }
            }
            func endsIn(_ ending: [UInt8]) -> Bool {
                end > ending.count && (0..<ending.count).allSatisfy { bytes[end - ending.count + $0] == ending[$0] }
            }
            if endsIn(formalEnding) { return true }
            if endsIn(politeEnding) { return false }
            return nil
        }
    }
    private static let (formalEnding, politeEnding) = (Array("십시오".utf8), Array("세요".utf8))

    /// The ending as `isFormal(endingOf:)` tells it, and the step's last
    /// word, which holds it.
    init?(_ step: String) {
        guard let isFormal = Self.isFormal(endingOf: step) else { return nil }
        var text = Substring(step)
        while let last = text.last, last.isWhitespace || last.isPunctuation { text.removeLast() }
        let word = text.split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
        self.word = word
        self.isFormal = isFormal
        other = isFormal ? String(word.dropLast(3)) + "세요" : String(word.dropLast(2)) + "십시오"
    }
}
