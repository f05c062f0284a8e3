import HelpCore

/// Sentence case (or stray capitals) where Apple writes title case.
public struct TitleCaseRule: TextRule {
    public static let description = RuleDescription(
        id: "case.title",
        summary: "Alert buttons, fragment alert titles, tip titles, tip actions, undo names and labels written in title case use it throughout",
        rationale: """
            Apple capitalizes button titles, alert titles that are fragments, tip titles (as TipKit's \
            examples write them: Save as a Favorite), tip actions and undo action names in title case: \
            every word capitalized except articles, coordinating conjunctions and prepositions of four \
            letters or fewer, which stay lower-case unless they are the first or last word (not the last of a name inverted at a \
            comma: Korea, Republic of) or the particle \
            of a phrasal verb (Set Up Later, Back Up Now, Turn On Bluetooth). Proper nouns keep their own \
            capitals (iPhone). Any other label (a <string>: a menu item, a button the copy doesn't say is one) \
            is read when it is meant in title case — two words or more besides minor words, each \
            capitalized, and no sentence — so that Add To Favorites and Back up Now are reported and Learn \
            more, in sentence case, is not. The title is one finding, naming each word that breaks it, and `helpc fix` \
            writes the title as the finding gives it.
            """,
        severity: .error,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <tip id="tips.favorite">
                  <title><text xml:lang="en">Save as a ↓favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title>
                </tip>
                """#),
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete ↓recipe</text><text xml:lang="ko">레시피 삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <undo id="edit.add"><text xml:lang="en">Add ↓To List</text><text xml:lang="ko">목록에 추가</text></undo>
                """#),
            Example(#"""
                <string id="menu.favorite"><text xml:lang="en">Add ↓To Favorites</text><text xml:lang="ko">즐겨찾기에 추가</text></string>
                """#),
            Example(#"""
                <tip id="tips.sync">
                  <title><text xml:lang="en">Turn ↓on Sync On Every Device</text><text xml:lang="ko">모든 기기에서 동기화 켜기</text></title>
                </tip>
                """#),
            Example(#"""
                <alert id="sync" kind="informational">
                  <title><text xml:lang="en">Unable ↓To sync recipes</text><text xml:lang="ko">레시피를 동기화할 수 없음</text></title>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tip id="tips.favorite">
                  <title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title>
                  <action id="show"><text xml:lang="en">Show on iPhone</text><text xml:lang="ko">iPhone에서 보기</text></action>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.jot">
                  <title><text xml:lang="en">Jot Down a Shopping List</text><text xml:lang="ko">장보기 목록 적어 두기</text></title>
                  <action id="pencil"><text xml:lang="en">Try Apple Pencil Pro</text><text xml:lang="ko">Apple Pencil Pro 사용해 보기</text></action>
                </tip>
                """#),
            Example(#"""
                <undo id="edit.add"><text xml:lang="en">Add to List</text><text xml:lang="ko">목록에 추가</text></undo>
                """#),
            Example(#"""
                <alert id="backup" kind="informational">
                  <title><text xml:lang="en">Your Recipes Aren’t Backed Up</text><text xml:lang="ko">레시피가 백업되지 않음</text></title>
                  <button id="later" role="cancel"><text xml:lang="en">Set Up Later</text><text xml:lang="ko">나중에 설정</text></button>
                  <button id="backup" role="default"><text xml:lang="en">Back Up Now</text><text xml:lang="ko">지금 백업</text></button>
                </alert>
                """#),
            Example(#"""
                <string id="menu.hint"><text xml:lang="en">Shown in the sidebar</text><text xml:lang="ko">사이드바에 표시됨</text></string>
                """#),
            Example(#"""
                <string id="menu.more"><text xml:lang="en">Learn more about Sharing</text><text xml:lang="ko">공유에 대해 더 알아보기</text></string>
                """#),
            Example(#"""
                <tip id="tips.account">
                  <title><text xml:lang="en">Sign in with Apple</text><text xml:lang="ko">Apple로 로그인</text></title>
                  <message><text xml:lang="en">Use the account you already have.</text><text xml:lang="ko">이미 있는 계정을 사용하세요.</text></message>
                </tip>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.alertButton, .tipTitle, .tipAction, .undo, .alertTitle, .string]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        switch item.role {
        case .alertButton, .tipTitle, .tipAction, .undo: break
        case .alertTitle where !CopyForm.isSentence(item.value, language: item.language): break
        // A label meant in title case, with a word that breaks it (Add To
        // Favorites, Back up Now); a label in sentence case is left alone.
        case .string where !CopyForm.isSentence(item.value, language: item.language)
            && context.lexicon.englishCase.looksTitleCased(item.value): break
        default: return []
        }
        let (words, corrected) = context.lexicon.englishCase.titleCaseProblems(item.value)
        guard let first = words.first, let last = words.last else { return [] }
        // One finding for the title, at its first wrong word: the writer
        // fixes the title at once, as `helpc fix` does.
        let quoted = words.map { "“\($0.text)”" }
        // The title as it reads: white space around it is text.whitespace's.
        let title = corrected.trimmingWhitespace
        let message = words.count == 1 ? "\(quoted[0]) breaks title case; write “\(title)”"
            : "\(TermSupport.list(quoted, "and")) break title case; write “\(title)”"
        let range = first.offset..<last.offset + last.text.count
        let original = TextSegments.characters(item.value), fixed = Array(corrected)
        // Changing case keeps each letter one character, but for a few
        // (ß as SS) the writer decides.
        let fix = original.count == fixed.count && range.upperBound <= fixed.count
            ? item.fix(replacing: range, with: String(fixed[range])) : nil
        return [context.diagnostic(message, about: item, offset: first.offset, fix: fix)]
    }
}
