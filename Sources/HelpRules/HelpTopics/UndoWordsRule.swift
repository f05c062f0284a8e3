import HelpCore

public struct UndoWordsRule: TextRule {
    public static let description = RuleDescription(
        id: "undo.words",
        summary: "Undo and redo action names are one or two words",
        rationale: """
            The system shows the action name after Undo and Redo in the Edit menu and in alerts (Undo \
            Rename, Redo Delete Recipe). A long name makes a long menu item; one or two words say what \
            will be undone. A name that says Undo or Redo itself (실행 취소, 실행 복귀) reads twice: \
            "Undo Undo Delete". Korean words are counted as English ones would be: a compound noun Korean \
            spaces (변경 사항, 저장 공간) and a verb it writes as a noun and an action noun (이름 변경 for \
            Rename, 잠금 해제 for Unlock) count as one, so 모음 이름 변경 (Rename Collection) is two words.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <undo id="edit.move">↓<text xml:lang="en">Move Recipe to Collection</text><text xml:lang="ko">레시피 이동</text></undo>
                """#),
            Example(#"""
                <undo id="edit.move"><text xml:lang="en">Move Recipe</text>↓<text xml:lang="ko">레시피를 다른 모음으로 이동</text></undo>
                """#),
            Example(#"""
                <undo id="edit.delete">↓<text xml:lang="en">Undo Delete</text>↓<text xml:lang="ko">삭제 실행 취소</text></undo>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <undo id="edit.move"><text xml:lang="en">Move Recipe</text><text xml:lang="ko">레시피 이동</text></undo>
                """#),
            Example(#"""
                <undo id="edit.rename-collection"><text xml:lang="en">Rename Collection</text><text xml:lang="ko">모음 이름 변경</text></undo>
                """#),
            Example(#"""
                <string id="edit.move"><text xml:lang="en">Move Recipe to Collection</text><text xml:lang="ko">레시피를 다른 모음으로 이동</text></string>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.undo]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .undo else { return [] }
        if let (said, _) = Self.commandWords.firstMatch(in: TextSearch.Haystack(item.value, ignoringCase: true),
                                                        wholeWords: !LanguageTag.isKorean(item.language)) {
            return [context.diagnostic(
                "\(item.language): the name says “\(said)”, which the system adds; write the action alone",
                at: item.text.location, entry: item.entry.id, language: item.language, suppressions: item.text.suppressions)]
        }
        let words = CopyWordCount.count(item.value, language: item.language)
        guard words > 2 else { return [] }
        return [context.diagnostic(
            "\(item.language): \(words) words; an undo action name has one or two",
            at: item.text.location, entry: item.entry.id, language: item.language, suppressions: item.text.suppressions)]
    }

    /// The words the system puts before (or, in Korean, after) the action name.
    private static let commandWords = TextSearch.NeedleList(["Undo", "Redo", "실행 취소", "실행 복귀"])
}
