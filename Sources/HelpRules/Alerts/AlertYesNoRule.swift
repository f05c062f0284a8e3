import HelpCore

public struct AlertYesNoRule: EntryRule {
    public static let description = RuleDescription(
        id: "alert.buttons.yes-no",
        summary: "Buttons are never Yes or No",
        rationale: """
            Yes and No (예, 아니요) only make sense next to the question, so people have to read the \
            message to know what each does. A verb that names the result — Delete, Keep, Replace — \
            can be chosen at a glance; put after Yes (Yes, Delete; 예, 삭제), it is read after a word \
            that adds nothing, and the title runs long.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="yes" role="destructive">↓<text xml:lang="en">Yes</text>↓<text xml:lang="ko">예</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive">↓<text xml:lang="en">Yes, Delete</text>↓<text xml:lang="ko">예, 삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="replace" kind="confirmation">
                  <title><text xml:lang="en">Replace your list?</text><text xml:lang="ko">목록을 대체하겠습니까?</text></title>
                  <button id="no" role="cancel"><text xml:lang="en">Cancel</text>↓<text xml:lang="ko">아니요</text></button>
                  <button id="replace" role="default"><text xml:lang="en">Replace</text><text xml:lang="ko">대체</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <string id="survey.answer"><text xml:lang="en">Yes</text><text xml:lang="ko">예</text></string>
                """#),
        ])

    public init() {}

    private static let fullwidthComma = Array("，".utf8)

    /// The word before a button title's first comma and the words after
    /// it, when both hold something: Yes, Delete; 예, 삭제.
    static func answerAndVerb(_ title: String) -> (answer: String, verb: String)? {
        LeadingWords.split(title, atFirstOf: [",", "，"]).map { ($0.lead, $0.rest) }
    }

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .alert(let alert) = entry.kind else { return [] }
        return alert.buttons.flatMap { button in
            button.copy.texts.compactMap { text -> Diagnostic? in
                let words = context.lexicon.forms("yes-no", language: text.language)
                if text.strings.contains(where: { WordMatch.equalsAny($0, words) }) {
                    return context.diagnostic(
                        "“\(text.strings.joined())” as a button title; use a verb that names the result",
                        about: text, of: entry)
                }
                // Yes, Delete: the answer before the verb that names the result.
                // Told by bytes first: nearly no button title has a comma.
                for string in text.strings where string.containsByte(UInt8(ascii: ",")) || string.containsBytes(Self.fullwidthComma) {
                    guard let (answer, verb) = Self.answerAndVerb(string), WordMatch.equalsAny(answer, words) else { continue }
                    return context.diagnostic(
                        "“\(string)” as a button title: \(answer) adds nothing to the verb; write “\(verb)”",
                        about: text, of: entry)
                }
                return nil
            }
        }
    }
}
