import HelpCore

/// Title case where Apple writes sentence case.
public struct SentenceCaseRule: TextRule, EntryRule {
    public static let description = RuleDescription(
        id: "case.sentence",
        summary: "Tooltips, tip messages, alert messages, sentence alert titles and help page titles use sentence case",
        rationale: """
            Apple writes tooltips, tip messages, alert messages and alert titles that are complete \
            sentences in sentence case: only the first word and proper nouns are capitalized. It reads as \
            calmer and more approachable than title case. Proper nouns (iPhone, Siri Remote, Digital \
            Crown, from a list that ships with helpc and that a project extends) keep their capitals, and \
            so do the names of controls as copy quotes them: one to three capitalized words after an \
            interaction verb or a path's > (Tap Edit, then tap Delete Note; Settings > Privacy & Security). \
            A word of a name is no verb: Touch in "Use Touch ID for Locked Notes?" names no control after it. \
            A minor word capitalized between two lower-case words (choose a template And adjust) is \
            reported however few capitals the sentence has. Apple's help and user guides title their \
            pages and sections in sentence case too (Use Split View on iPad, Back up your iPhone): a help \
            topic's title or a section's that reads as title case, or capitalizes a minor word past the \
            first (Work With Layers, Record A Hike), is a warning, since a team's help site may keep a house \
            style; so is a page's summary, the sentence under its title in the index and in search, that \
            starts in lower case or reads as title case.
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
            Example(#"""
                <topic id="layers">
                  <title><text xml:lang="en">Work ↓With Layers</text><text xml:lang="ko">레이어로 작업하기</text></title>
                  <body xml:lang="en"><section><title>Add a ↓New Layer</title><p>Tap Add.</p></section></body>
                  <body xml:lang="ko"><section><title>새 레이어 추가하기</title><p>추가를 탭하십시오.</p></section></body>
                </topic>
                """#),
            Example(#"""
                <topic id="hikes">
                  <title><text xml:lang="en">Record ↓A Hike</text><text xml:lang="ko">하이킹 기록하기</text></title>
                  <summary><text xml:lang="en">↓how to record a hike and see it later.</text><text xml:lang="ko">하이킹을 기록하고 나중에 보는 방법입니다.</text></summary>
                  <body xml:lang="en"><p>Tap Record.</p></body>
                  <body xml:lang="ko"><p>기록을 탭하십시오.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tooltip id="library.sort"><text xml:lang="en">Change the order of recipes in the list</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <topic id="split">
                  <title><text xml:lang="en">Use Split View on iPad</text><text xml:lang="ko">iPad에서 Split View 사용하기</text></title>
                  <body xml:lang="en"><section><title>Set up Face ID</title><p>Open Settings.</p></section></body>
                  <body xml:lang="ko"><section><title>Face ID 설정하기</title><p>설정을 여십시오.</p></section></body>
                </topic>
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

    public static let copyRoles: Set<CopyRole> = [.tooltip, .tipMessage, .alertMessage, .alertTitle, .topicTitle, .topicSummary]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        switch item.role {
        case .tooltip, .tipMessage, .alertMessage: break
        case .alertTitle where CopyForm.isSentence(item.value, language: item.language): break
        case .topicTitle:
            // A warning: the design's catalog names short copy, and a team's
            // help site may keep a house style of its own.
            guard let problem = context.lexicon.englishCase.headingCaseProblem(item.value) else { return [] }
            return [context.diagnostic(problem.message, about: item, offset: problem.word.offset, severity: .warning)]
        case .topicSummary:
            // The sentence under a page's title in the index and search
            // results; a warning, as the title's case is.
            guard let problem = context.lexicon.englishCase.sentenceCaseProblem(item.value) else { return [] }
            return [context.diagnostic(problem.message, about: item, offset: problem.word.offset, severity: .warning)]
        default: return []
        }
        guard let problem = context.lexicon.englishCase.sentenceCaseProblem(item.value) else { return [] }
        return [context.diagnostic(problem.message, about: item, offset: problem.word.offset)]
    }

    /// A topic's section titles, in sentence case as its title is.
    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        SectionTitles.forEach(in: entry, languages: Self.description.languages) { title, section, language in
            if let finding = sectionTitleProblem(title, of: section, language: language, entry: entry, in: context) {
                result.append(finding)
            }
        }
        return result
    }

    /// The finding for a section title not in sentence case, at the word
    /// when the title is one run of text, else at the section.
    private func sectionTitleProblem(_ title: [Inline], of block: Block, language: String, entry: Entry,
                                     in context: RuleContext) -> Diagnostic? {
        let text = title.plainText
        guard let problem = context.lexicon.englishCase.headingCaseProblem(text) else { return nil }
        var location = block.location
        if title.count == 1, case .text(let value) = title[0].kind {
            location = CharacterPositions.location(of: problem.word.offset, in: value, startingAt: title[0].location)
        }
        return context.diagnostic(problem.message, at: location, entry: entry.id, language: language,
                                  suppressions: block.suppressions, severity: .warning)
    }
}
