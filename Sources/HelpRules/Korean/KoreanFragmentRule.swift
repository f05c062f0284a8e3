import HelpCore

/// A Korean button, tip title or action, undo name or help page title written as a sentence.
public struct KoreanFragmentRule: TextRule {
    public static let description = RuleDescription(
        id: "ko.fragment",
        summary: "Korean buttons, tip titles and actions, undo names and help page titles are noun phrases, not sentences",
        rationale: """
            English writes these as a verb or a title (Delete, Try It, Paste Rows, Split a Payment, Back \
            up your budgets); Apple's Korean writes them as noun phrases: 삭제, 사용해 보기, 행 붙여넣기, \
            결제 나누기, 예산 백업하기. A help page titled with a question (…무엇인가요?) passes. A \
            sentence ending there (삭제합니다, 취소하세요, 붙여넣었습니다, 결제를 나누세요) reads as the app \
            talking where a label should name the action, and the undo name follows 실행 취소 in the \
            Edit menu, where a sentence makes no sense. helpc reads the ending as ko.register does: any \
            speech level's (…합니다, …하세요, …해요, …한다) is reported, with the noun the finding can \
            tell (삭제합니다 → 삭제). A noun that only ends in an ending's syllables (카메라, 사용자) is \
            no sentence. Alert titles and messages, tip messages and tooltips may be sentences and are \
            left to ko.register.
            """,
        severity: .warning,
        languages: .only(["ko"]),
        triggering: [
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">↓삭제합니다</text></button>
                </alert>
                """#),
            Example(#"""
                <undo id="edit.paste"><text xml:lang="en">Paste Rows</text><text xml:lang="ko">↓행을 붙여넣었습니다</text></undo>
                """#),
            Example(#"""
                <tip id="tips.split">
                  <title><text xml:lang="en">Split a Payment</text><text xml:lang="ko">↓결제를 나누세요</text></title>
                  <message><text xml:lang="en">Share one bill across categories.</text><text xml:lang="ko">청구서 하나를 여러 카테고리로 나눕니다.</text></message>
                  <action id="try"><text xml:lang="en">Try It</text><text xml:lang="ko">↓사용해 봐요</text></action>
                </tip>
                """#),
            Example(#"""
                <topic id="help.backup">
                  <title><text xml:lang="en">Back up your budgets</text><text xml:lang="ko">↓예산을 백업합니다</text></title>
                  <body xml:lang="en"><p>Budgets are backed up to iCloud.</p></body>
                  <body xml:lang="ko"><p>예산은 iCloud에 백업됩니다.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tip id="tips.split">
                  <title><text xml:lang="en">Split a Payment</text><text xml:lang="ko">결제 나누기</text></title>
                  <message><text xml:lang="en">Share one bill across categories.</text><text xml:lang="ko">청구서 하나를 여러 카테고리로 나눕니다.</text></message>
                  <action id="try"><text xml:lang="en">Try It</text><text xml:lang="ko">사용해 보기</text></action>
                </tip>
                """#),
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <button id="dont-save"><text xml:lang="en">Don’t Save</text><text xml:lang="ko">저장 안 함</text></button>
                  <button id="camera" role="default"><text xml:lang="en">Camera</text><text xml:lang="ko">카메라</text></button>
                </alert>
                """#),
            Example(#"""
                <string id="saved"><text xml:lang="en">Saved.</text><text xml:lang="ko">저장했습니다.</text></string>
                """#),
            Example(#"""
                <topic id="help.new">
                  <title><text xml:lang="en">What’s new in Tally?</text><text xml:lang="ko">Tally의 새로운 기능은 무엇인가요?</text></title>
                  <body xml:lang="en"><p>Budgets sync.</p></body>
                  <body xml:lang="ko"><p>예산이 동기화됩니다.</p></body>
                </topic>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.alertButton, .tipTitle, .tipAction, .undo, .topicTitle]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard Self.copyRoles.contains(item.role), !Self.isCancelButton(item) else { return [] }
        // A help page titled with a question (새로운 기능은 무엇인가요?) asks it as the reader would.
        if item.role == .topicTitle, item.value.last == "?" { return [] }
        let level = SpeechLevel.of(item.value)
        guard level != .none, !SpeechLevel.endsInNoun(item.value, speller: context.speller) else { return [] }
        let part = switch item.role {
        case .alertButton: "a button"
        case .tipTitle: "a tip’s title"
        case .tipAction: "a tip’s action"
        case .topicTitle: "a help page’s title"
        default: "an undo name"
        }
        let noun = Self.noun(of: item.value).map { ": “\($0)”" } ?? ", as Apple’s Korean does (삭제, 사용해 보기, 행 붙여넣기)"
        return [context.diagnostic("“\(item.value)” is a sentence where \(part) is a noun phrase; write the noun\(noun)",
                                   about: item)]
    }

    /// A cancel button is alert.buttons.cancel's: it is titled 취소, whatever else it says.
    private static func isCancelButton(_ item: CopyItem) -> Bool {
        guard item.role == .alertButton, case .alert(let alert) = item.entry.kind else { return false }
        return alert.buttons.contains { $0.role == .cancel && item.string.key.hasSuffix(".button.\($0.id)") }
    }

    /// The 하다-verb endings whose noun a finding can name: 삭제합니다 → 삭제.
    private static let hadaEndings = [
        "하겠습니다", "했습니다", "합니다", "하십시오", "하세요", "했어요", "해요", "한다", "해라", "하자", "합시다",
    ]

    /// The text with a 하다-verb's ending cut off its last word, when what
    /// is left of the word is Hangul: 레시피 삭제합니다 → 레시피 삭제. The
    /// object particle of the word before goes too, as a noun phrase has
    /// none (위젯을 추가하세요 → 위젯 추가): 을 after a final consonant, 를
    /// after a vowel, so a noun that ends in the syllable (마을) keeps it.
    static func noun(of text: String) -> String? {
        let trimmed = String(text.reversed().drop { !Hangul.isSyllable($0) }.reversed())
        guard let ending = hadaEndings.first(where: { trimmed.hasSuffix($0) }) else { return nil }
        let stem = String(trimmed.dropLast(ending.count))
        guard let last = stem.last, Hangul.isSyllable(last) else { return nil }
        var words = stem.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if words.count >= 2, case let object = words[words.count - 2], object.count >= 2,
           let particle = object.last, particle == "을" || particle == "를",
           let final = Hangul.final(of: object[object.index(before: object.index(before: object.endIndex))]),
           (particle == "을") == (final != .none) {
            words[words.count - 2] = String(object.dropLast())
            return words.joined(separator: " ")
        }
        return stem
    }
}
