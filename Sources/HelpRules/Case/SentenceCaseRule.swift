import HelpCore

/// Title case where Apple writes sentence case.
public struct SentenceCaseRule: TextRule {
    public static let description = RuleDescription(
        id: "case.sentence",
        summary: "Tooltips, tip messages, alert messages and sentence alert titles use sentence case",
        rationale: """
            Apple writes tooltips, tip messages, alert messages and alert titles that are complete \
            sentences in sentence case: only the first word and proper nouns are capitalized. It reads as \
            calmer and more approachable than title case. Proper nouns (iPhone, Siri Remote, Digital \
            Crown, from a list that ships with helpc and that a project extends) keep their capitals, and \
            so do the names of controls as copy quotes them: one to three capitalized words after an \
            interaction verb or a path's > (Tap Edit, then tap Delete Note; Settings > Privacy & Security). \
            A word of a name is no verb: Touch in "Use Touch ID for Locked Notes?" names no control after it. \
            A minor word capitalized between two lower-case words (choose a template And adjust) is \
            reported however few capitals the sentence has.
            """,
        severity: .error,
        languages: .only(["en"]),
        triggering: [
            Example(#"""
                <tooltip id="library.sort"><text xml:lang="en">Change the ↓Order of Recipes in the List</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <message><text xml:lang="en">↓this recipe will be removed from your devices.</text><text xml:lang="ko">이 레시피가 기기에서 제거됩니다.</text></message>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                </alert>
                """#),
            Example(#"""
                <tip id="tips.done">
                  <title><text xml:lang="en">Finish a Recipe</text><text xml:lang="ko">레시피 완료하기</text></title>
                  <message><text xml:lang="en">Tap ↓Done When You Finish Cooking.</text><text xml:lang="ko">요리를 마치면 완료를 탭하세요.</text></message>
                </tip>
                """#),
            Example(#"""
                <alert id="saved" kind="informational">
                  <title><text xml:lang="en">Your ↓Recipe Was Saved</text><text xml:lang="ko">레시피가 저장되었습니다</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="lock" kind="confirmation">
                  <title><text xml:lang="en">Use Touch ID for ↓Locked Recipes?</text><text xml:lang="ko">잠긴 레시피에 Touch ID를 사용하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="use" role="default"><text xml:lang="en">Use</text><text xml:lang="ko">사용</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="signed-out" kind="informational">
                  <title><text xml:lang="en">You’ve ↓Been Signed Out</text><text xml:lang="ko">로그아웃되었습니다.</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tooltip id="library.sort"><text xml:lang="en">Change the order of recipes in the list</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <tip id="tips.remote">
                  <title><text xml:lang="en">Browse with the Remote</text><text xml:lang="ko">리모컨으로 둘러보기</text></title>
                  <message><text xml:lang="en">Swipe on the Touch surface of your Siri Remote, then choose Sort to reorder.</text><text xml:lang="ko">Siri Remote의 터치 표면을 쓸어넘긴 다음 정렬을 선택하세요.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.delete">
                  <title><text xml:lang="en">Clean Up Your Notes</text><text xml:lang="ko">메모 정리하기</text></title>
                  <message><text xml:lang="en">Tap Edit, then tap Delete Note. Find it again in Recently Deleted, or ask Siri to start a Quick Note.</text><text xml:lang="ko">편집을 탭한 다음 메모 삭제를 탭하세요.</text></message>
                </tip>
                """#),
            Example(#"""
                <tooltip id="privacy"><text xml:lang="en">Open Settings &gt; Privacy &amp; Security &gt; Location Services</text><text xml:lang="ko">설정 &gt; 개인정보 보호 및 보안 &gt; 위치 서비스 열기</text></tooltip>
                """#),
            Example(#"""
                <alert id="sync" kind="informational">
                  <title><text xml:lang="en">Unable to Sync Recipes</text><text xml:lang="ko">레시피를 동기화할 수 없음</text></title>
                  <message><text xml:lang="en">iCloud isn’t available. Try again later.</text><text xml:lang="ko">iCloud를 사용할 수 없습니다. 나중에 다시 시도하세요.</text></message>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.tooltip, .tipMessage, .alertMessage, .alertTitle]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        switch item.role {
        case .tooltip, .tipMessage, .alertMessage: break
        case .alertTitle where CopyForm.isSentence(item.value, language: item.language): break
        default: return []
        }
        guard let problem = context.lexicon.englishCase.sentenceCaseProblem(item.value) else { return [] }
        return [context.diagnostic(problem.message, about: item, offset: problem.word.offset)]
    }
}
