import HelpCore

public struct AlertGenericTitleRule: TextRule {
    public static let description = RuleDescription(
        id: "alert.title.generic",
        summary: "An alert title says what happened, not just Error or Warning",
        rationale: """
            People decide from the title alone whether an alert matters. Error, Warning, Alert, Oops or \
            an error number or code, wherever it stands (Error Code -1009, 오류 11313 발생), tell them \
            nothing about the situation or what to do, and Are you \
            sure? (확실합니까?) could head any alert. Describe it: Unable to Sync Recipes, Delete this \
            recipe?
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <alert id="sync" kind="informational">
                  <title><text xml:lang="en">↓Error 1234</text><text xml:lang="ko">↓오류</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="sync" kind="informational">
                  <title><text xml:lang="en">↓Oops!</text><text xml:lang="ko">동기화 실패</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="sync" kind="informational">
                  <title><text xml:lang="en">↓Error Code -1009</text><text xml:lang="ko">↓오류 11313 발생</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">↓Are you sure?</text><text xml:lang="ko">↓계속하시겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <alert id="sync" kind="informational">
                  <title><text xml:lang="en">Unable to Sync Recipes</text><text xml:lang="ko">레시피를 동기화할 수 없음</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="errors" kind="informational">
                  <title><text xml:lang="en">Error reports are on</text><text xml:lang="ko">오류 보고가 켜져 있습니다</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.alertTitle]

    /// An error number or code: digits, with a sign, a point or a hex
    /// prefix (1234, -1009, 0x8004, 2.1).
    static func isCode(_ word: Substring) -> Bool {
        word.contains(where: \.isNumber)
            && word.allSatisfy { $0.isNumber || $0 == "-" || $0 == "." || $0 == "x" || $0.isHexDigit }
    }

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .alertTitle else { return [] }
        let generic = context.lexicon.forms("generic-alert-titles", language: item.language)
        guard generic.mayMatch(item.value) else { return [] }
        // "Oops! Something went wrong.", "이런! 문제가 발생했습니다.": a
        // title of generic sentences is as generic as one of them.
        let sentences = TextSegments.sentences(item.value)
        let parts = sentences.count > 1 ? sentences.map(\.text) : [item.value]
        guard parts.allSatisfy({ Self.isGeneric($0, generic) }) else { return [] }
        return [context.diagnostic("“\(item.value)” says nothing about what happened; describe the situation", about: item)]
    }

    /// "Error 1234", "오류 11313 발생", "Error Code -1009": the words without codes.
    private static func isGeneric(_ text: String, _ generic: WordForms) -> Bool {
        let words = WordMatch.normalized(text).split(separator: " ").filter { !isCode($0) }
        return WordMatch.equalsAny(words.joined(separator: " "), generic)
    }
}
