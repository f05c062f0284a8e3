import HelpCore

/// Copy that asks people to remember to save their work.
public struct SaveReminderRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "help.save-reminder",
        summary: "Copy doesn't ask people to remember to save; the app keeps their work",
        rationale: """
            On Apple's platforms people expect their work to be kept until they discard it: a \
            document app saves as they edit, when they close a document and when they switch apps, \
            and a Mac asks before closing only when the person has turned autosave off. A tip or help \
            page that says "Remember to save", "Save often" or "Save your entry before you close the \
            app" (저장하는 것을 잊지 마세요, 자주 저장하세요, 닫기 전에 저장하세요) hands the app's job \
            to the reader, and is wrong in an app that already saves. Say what the app does instead \
            ("Your changes are saved as you type") or leave the reminder out. A question that offers \
            to save (Do you want to save the changes before closing?), copy that says saving is not \
            needed or happens automatically, and a game whose saves are the player's (suppress it with \
            a reason) pass.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <tip id="tips.save">
                  <title><text xml:lang="en">Keep Your Work</text><text xml:lang="ko">작업 보관하기</text></title>
                  <message><text xml:lang="en">↓Remember to save your entry before you close the app.</text><text xml:lang="ko">앱을 닫기 전에 항목을 ↓저장하는 것을 잊지 마세요.</text></message>
                  <rules><event name="entryStarted" min-count="1"/></rules>
                </tip>
                """#),
            Example(#"""
                <string id="editor.hint"><text xml:lang="en">↓Save your work often.</text><text xml:lang="ko">작업을 자주 ↓저장하세요.</text></string>
                """#),
            Example(#"""
                <string id="editor.hint"><text xml:lang="en">Edit the recipe, then ↓save your changes before you switch apps.</text><text xml:lang="ko">레시피를 편집한 다음 앱을 전환하기 전에 변경 사항을 ↓저장하세요.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="editor.hint"><text xml:lang="en">Your changes are saved as you type.</text><text xml:lang="ko">입력하는 동안 변경 사항이 저장됩니다.</text></string>
                """#),
            Example(#"""
                <string id="editor.close"><text xml:lang="en">Do you want to save the changes you made before closing?</text><text xml:lang="ko">닫기 전에 변경 사항을 저장하겠습니까?</text></string>
                """#),
            Example(#"""
                <string id="editor.hint"><text xml:lang="en">You don't need to remember to save: your work is saved automatically.</text><text xml:lang="ko">자동으로 저장되므로 저장하는 것을 기억할 필요가 없습니다.</text></string>
                """#),
            Example(#"""
                <string id="editor.hint"><text xml:lang="en">Save a copy to share it with others.</text><text xml:lang="ko">사본을 저장하여 다른 사람과 공유하세요.</text></string>
                """#),
        ])

    /// Undo names and buttons name an action; they remind no one.
    public static let copyRoles: Set<CopyRole> = Set(CopyRole.allCases).subtracting([.undo, .alertButton])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        Self.reminders(in: item.value, language: item.language).map {
            context.diagnostic(Self.message(item.language), about: item, offset: $0)
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return Self.reminders(in: text.value, language: text.language).map {
            context.diagnostic(Self.message(text.language), about: text, offset: $0)
        }
    }

    private static func message(_ language: String) -> String {
        LanguageTag.isKorean(language)
            ? "this asks the reader to remember to save; the app keeps their work: say what it does (변경 사항이 자동으로 저장됩니다) or leave the reminder out"
            : "this asks the reader to remember to save; the app keeps their work: say what it does (“Your changes are saved automatically”) or leave the reminder out"
    }

    /// Character offsets of the saving words of each sentence of `value`
    /// that reminds the reader to save.
    static func reminders(in value: String, language: String) -> [Int] {
        if LanguageTag.isKorean(language) {
            guard value.containsBytes(koreanSave) else { return [] }
            return LoweredWords.sentences(of: value).compactMap { koreanReminder(in: $0.sentence, words: $0.words) }
        }
        // The v of save, found with memchr, rules out most copy unread.
        guard value.containsASCIIIgnoringCase(englishSave, ledBy: 2),
              TextSegments.words(value).contains(where: { LoweredWords.equals($0.text, "save") }) else { return [] }
        return LoweredWords.sentences(of: value).compactMap { englishReminder(in: $0.sentence, words: $0.words) }
    }

    private static let englishSave = Array("save".utf8)
    private static let koreanSave = Array("저장".utf8)

    private static func englishReminder(in sentence: TextSegments.Segment, words: [TextSegments.Segment]) -> Int? {
        // A sentence that asks (Do you want to save…?) reminds no one.
        guard !CopyForm.asksQuestion(sentence.text) else { return nil }
        let lowered = LoweredWords(words)
        // Save capitalized inside a sentence is a button's name (Tap Save
        // before you close the sheet): a form's own step, not a reminder.
        guard let save = (0..<lowered.count).first(where: { index in
            lowered[index] == "save" && (index == 0 || words[index].text.first?.isLowercase == true)
        }) else { return nil }
        if lowered.words.contains(where: { englishNotNeeded.contains($0) }) || lowered.containsAny(englishNotNeededPhrases) {
            return nil
        }
        // Remember to save, don't forget to save, be sure to save, make sure you save, always save.
        if let lead = (max(0, save - 3)..<save).last(where: { englishLeads.contains(lowered[$0]) }),
           (lead + 1..<save).allSatisfy({ ["to", "you", "that"].contains(lowered[$0]) }) {
            return words[lead].offset
        }
        if save > 0, lowered[save - 1] == "always" { return words[save - 1].offset }
        // "Folders you save to often": a clause about the reader's habit.
        if save > 0, englishSubjects.contains(lowered[save - 1]) { return nil }
        // Save often, save your work frequently.
        if (save + 1..<min(lowered.count, save + 5)).contains(where: { englishFrequency.contains(lowered[$0]) }) {
            return words[save].offset
        }
        // Save your changes before you close the app.
        if let before = (save + 1..<min(lowered.count, save + 7)).first(where: { lowered[$0] == "before" }),
           (before + 1..<min(lowered.count, before + 3)).contains(where: { englishLeaving.contains(lowered[$0]) }) {
            return words[save].offset
        }
        return nil
    }

    private static let englishLeads: Set<String> = ["remember", "forget", "sure"]
    private static let englishSubjects: Set<String> = ["you", "we", "they", "i", "people", "who", "which", "that"]
    private static let englishFrequency: Set<String> = ["often", "frequently", "regularly", "periodically"]
    private static let englishLeaving: Set<String> = [
        "close", "closing", "quit", "quitting", "leave", "leaving", "exit", "exiting", "switch", "switching",
        "lock", "locking", "log", "logging", "sign", "signing",
    ]
    private static let englishNotNeeded: Set<String> = ["automatically", "automatic", "autosave", "autosaves", "without", "needn't"]
    private static let englishNotNeededPhrases: [[String]] = [
        "don't need", "do not need", "doesn't need", "no need", "never need", "don't have to",
        "do not have to", "never have to", "won't need", "won't have to",
    ].map([String].phrase)

    private static func koreanReminder(in sentence: TextSegments.Segment, words: [TextSegments.Segment]) -> Int? {
        guard !CopyForm.asksQuestion(sentence.text), let save = words.firstIndex(where: { $0.text.hasPrefix("저장") }) else { return nil }
        let text = sentence.text
        if koreanNotNeeded.contains(where: { text.containsBytes($0) }) { return nil }
        // 저장하는 것을 잊지 마세요, 잊지 말고 저장하세요, 저장하는 것을 기억하세요.
        if koreanLeads.contains(where: { text.containsBytes($0) }) { return words[save].offset }
        // The saving word itself asks: 저장하세요, 저장해 두세요, not 저장됩니다.
        guard let asking = words.indices.first(where: { index in
            let word = words[index].text
            return word.hasPrefix("저장하") || word.hasPrefix("저장해")
        }) else { return nil }
        // A request (저장하세요, 저장해 두세요) or a tip's title (자주
        // 저장하기), not a clause about the reader (자주 저장하는 위치).
        let asks = isKoreanRequest(words.last?.text ?? "")
            || (asking == words.count - 1 && words[asking].text == "저장하기")
        guard asks else { return nil }
        // 자주 저장하세요, 꼭 저장하세요.
        if asking > 0, koreanFrequency.contains(words[asking - 1].text) { return words[asking].offset }
        // 앱을 닫기 전에 저장하세요: the leaving verb's 기 before 전에.
        if let before = words[..<asking].firstIndex(where: { $0.text == "전에" }), before > 0,
           koreanLeaving.contains(where: { words[before - 1].text.hasSuffix($0) }) {
            return words[asking].offset
        }
        return nil
    }

    /// Whether the sentence's last word ends it as a request (…세요,
    /// …십시오, …주세요), not as a statement of what happens.
    private static func isKoreanRequest(_ last: String) -> Bool {
        last.hasSuffix("세요") || last.hasSuffix("십시오")
    }

    private static let koreanLeads = ["잊지 마", "잊지마", "잊지 말", "잊으면 안", "기억하세요", "기억하십시오", "기억해 주세요"]
        .map { Array($0.utf8) }
    private static let koreanFrequency: Set<String> = ["자주", "수시로", "주기적으로", "정기적으로", "틈틈이", "항상", "꼭", "반드시"]
    private static let koreanLeaving = ["닫기", "종료하기", "나가기", "끄기", "전환하기", "잠그기", "로그아웃하기"]
    private static let koreanNotNeeded = ["자동으로", "자동 저장", "필요가 없", "필요 없", "않아도"].map { Array($0.utf8) }
}
