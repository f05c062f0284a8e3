import HelpCore

/// Help that explains what a standard control or gesture does everywhere.
public struct StandardControlRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "help.standard-control",
        summary: "Help doesn't explain how standard controls work",
        rationale: """
            People know what the system's own controls do: Back goes back, scrolling shows the rest, \
            a switch turns a setting on or off, a close button closes. Help and tips that spell it out \
            ("Tap Back to return to the previous screen", "Scroll down to see more options", "Tap the \
            switch to turn it on", 뒤로를 탭하여 이전 화면으로 돌아가십시오, 아래로 스크롤하여 더 많은 \
            옵션을 보십시오) grow longer without teaching anything, and bury what is particular to \
            the app. Say what the app's own controls do, or leave the sentence out. A sentence that \
            sends the reader somewhere by scrolling (Scroll down to Delete Account) names a place and \
            passes; so does a switch the sentence names (turn on Reminders).
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <topic id="help.recipe">
                  <title><text xml:lang="en">Read a recipe</text><text xml:lang="ko">레시피 읽기</text></title>
                  <body xml:lang="en"><p>Open a recipe. ↓Scroll down to see more steps, then tap <ui>Back</ui> to go back to the list.</p></body>
                  <body xml:lang="ko"><p>레시피를 여십시오. 아래로 ↓스크롤하여 더 많은 단계를 보십시오.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.reminders">
                  <title><text xml:lang="en">Get reminders</text><text xml:lang="ko">리마인더 받기</text></title>
                  <body xml:lang="en"><steps><step>Open Settings.</step><step>Find Reminders and tap the ↓switch to turn it on.</step></steps></body>
                  <body xml:lang="ko"><steps><step>설정을 여십시오.</step><step>↓뒤로 버튼을 탭하여 이전 화면으로 돌아가십시오.</step></steps></body>
                </topic>
                """#),
            Example(#"""
                <tip id="tips.close">
                  <title><text xml:lang="en">Close the Timer</text><text xml:lang="ko">타이머 닫기</text></title>
                  <message><text xml:lang="en">Click the ↓close button to close the timer window.</text><text xml:lang="ko">타이머가 끝나면 알림을 받을 수 있습니다.</text></message>
                  <rules><event name="timerStarted" min-count="1"/></rules>
                </tip>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <topic id="help.account">
                  <title><text xml:lang="en">Delete your account</text><text xml:lang="ko">계정 삭제하기</text></title>
                  <body xml:lang="en"><p>Scroll down to <ui>Delete Account</ui>, then tap it. Turn on <ui>Reminders</ui> to hear about new recipes.</p></body>
                  <body xml:lang="ko"><p>아래로 스크롤하여 <ui>계정 삭제</ui>를 탭하십시오. 새 레시피 소식을 받으려면 <ui>리마인더</ui>를 켜십시오.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.back">
                  <title><text xml:lang="en">Go back in time</text><text xml:lang="ko">이전 버전으로 되돌리기</text></title>
                  <body xml:lang="en"><p>Tap <ui>Versions</ui> to go back to an earlier version of the recipe.</p></body>
                  <body xml:lang="ko"><p><ui>버전</ui>을 탭하여 레시피의 이전 버전으로 되돌리십시오.</p></body>
                </topic>
                """#),
            Example(#"""
                <string id="hint.more"><text xml:lang="en">Scroll down to see more recipes.</text><text xml:lang="ko">아래로 스크롤하여 더 많은 레시피를 보십시오.</text></string>
                """#),
        ])

    /// Help content: tips and topics. An on-screen hint in a plain string
    /// is the interface's own business.
    public static let copyRoles: Set<CopyRole> = [.tipMessage, .topicSummary]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard Self.copyRoles.contains(item.role) else { return [] }
        return Self.explanations(in: item.value, language: item.language).map {
            context.diagnostic(Self.message($0.control), about: item, offset: $0.offset)
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return Self.explanations(in: text.value, language: text.language).map {
            context.diagnostic(Self.message($0.control), about: text, offset: $0.offset)
        }
    }

    /// The standard controls whose work help explains.
    enum Control: String {
        case back = "the Back button goes back"
        case scrolling = "scrolling shows the rest"
        case toggle = "a switch or checkbox turns on and off"
        case close = "a close button closes"
    }

    private static func message(_ control: Control) -> String {
        "this explains how a standard control works (\(control.rawValue)); say what the app’s own controls do, or leave it out"
    }

    /// Each sentence of `value` that explains a standard control, with the
    /// character offset of the control's word.
    static func explanations(in value: String, language: String) -> [(control: Control, offset: Int)] {
        let isKorean = LanguageTag.isKorean(language)
        // Korean copy is ruled out by memchr-led searches of its bytes,
        // English by its words (made once for every rule): most copy names
        // no control.
        if isKorean {
            guard koreanAnchors.contains(where: { value.containsBytes($0) }) else { return [] }
        } else {
            guard TextSegments.words(value).contains(where: { LoweredWords.isOne(of: englishAnchors, $0.text) }) else { return [] }
        }
        return LoweredWords.sentences(of: value).compactMap { sentence, words in
            if isKorean {
                guard koreanAnchors.contains(where: { sentence.text.containsBytes($0) }) else { return nil }
                return korean(sentence.text, words: words)
            }
            guard words.contains(where: { LoweredWords.isOne(of: englishAnchors, $0.text) }) else { return nil }
            return english(words)
        }
    }

    private static let englishAnchors = LoweredWords.Anchors(
        ["back", "scroll", "scrolling", "switch", "toggle", "checkbox", "check", "close"])
    private static let koreanAnchors = ["뒤로", "스크롤", "스위치", "닫기"].map { Array($0.utf8) }

    private static func english(_ words: [TextSegments.Segment]) -> (Control, Int)? {
        let lowered = LoweredWords(words)
        // Tap Back to go back; click the Back button to return to the previous page.
        if let control = (0..<lowered.count).first(where: { index in
            lowered[index] == "back" && (index + 1 < lowered.count && lowered[index + 1] == "button"
                || index > 0 && actingVerbs.contains(lowered[index - 1]))
        }), lowered.containsAny(backPurposes) {
            return (.back, words[control].offset)
        }
        // Scroll down to see more options; swipe up to scroll.
        if let scroll = (0..<lowered.count).first(where: { lowered[$0] == "scroll" || lowered[$0] == "scrolling" }) {
            if let to = (scroll + 1..<min(lowered.count, scroll + 5)).first(where: { lowered[$0] == "to" }),
               to + 1 < lowered.count, seeingVerbs.contains(lowered[to + 1]),
               (to + 2..<min(lowered.count, to + 5)).contains(where: { rest.contains(lowered[$0]) }) {
                return (.scrolling, words[scroll].offset)
            }
            if scroll >= 2, lowered[scroll - 1] == "to", ["swipe", "drag", "up", "down"].contains(lowered[scroll - 2]) {
                return (.scrolling, words[scroll].offset)
            }
        }
        // Tap the switch to turn it on; select the checkbox to select it.
        if let toggle = (0..<lowered.count).first(where: { ["switch", "toggle", "checkbox"].contains(lowered[$0])
                || $0 + 1 < lowered.count && lowered[$0] == "check" && lowered[$0 + 1] == "box" }),
           lowered.containsAny(togglePurposes) {
            return (.toggle, words[toggle].offset)
        }
        // Click the close button to close the window.
        if let close = (0..<lowered.count).first(where: { $0 + 1 < lowered.count && lowered[$0] == "close" && lowered[$0 + 1] == "button" }),
           let to = (close + 2..<lowered.count).first(where: { lowered[$0] == "to" }), to + 1 < lowered.count, lowered[to + 1] == "close",
           (to + 2..<min(lowered.count, to + 5)).contains(where: { closedThings.contains(lowered[$0]) }) {
            return (.close, words[close].offset)
        }
        return nil
    }

    private static let actingVerbs: Set<String> = ["tap", "click", "select", "press", "choose", "hit"]
    private static let backPurposes: [[String]] = [
        "to go back", "to return to the previous", "to go to the previous", "to return to the last",
        "back to the previous screen", "back to the previous page", "back to the previous view",
    ].map([String].phrase)
    private static let seeingVerbs: Set<String> = ["see", "view", "show", "reveal", "read", "find"]
    private static let rest: Set<String> = ["more", "rest", "other", "others", "additional", "remaining", "everything", "all"]
    private static let togglePurposes: [[String]] = [
        "to turn it on", "to turn it off", "to turn them on", "to turn them off",
        "to select it", "to deselect it", "to check it", "to uncheck it",
    ].map([String].phrase)
    private static let closedThings: Set<String> = ["it", "window", "sheet", "dialog", "panel", "tab", "view"]

    private static func korean(_ text: String, words: [TextSegments.Segment]) -> (Control, Int)? {
        func holds(_ phrase: [UInt8]) -> Bool { text.containsBytes(phrase) }
        func offset(ofWordStartingWith prefix: String) -> Int? {
            words.first(where: { $0.text.hasPrefix(prefix) })?.offset
        }
        // 뒤로 버튼을 탭하여 이전 화면으로 돌아가십시오.
        if holds(KoreanPhrase.back), let back = offset(ofWordStartingWith: "뒤로"),
           KoreanPhrase.previousPlaces.contains(where: holds), holds(KoreanPhrase.goBack) || holds(KoreanPhrase.move) {
            return (.back, back)
        }
        // 아래로 스크롤하여 더 많은 옵션을 보십시오.
        if holds(KoreanPhrase.scroll), let scroll = offset(ofWordStartingWith: "스크롤"),
           KoreanPhrase.rest.contains(where: holds), KoreanPhrase.seeing.contains(where: holds) {
            return (.scrolling, scroll)
        }
        // 스위치를 탭하여 켜십시오.
        if holds(KoreanPhrase.switchObject), let toggle = offset(ofWordStartingWith: "스위치"),
           KoreanPhrase.switching.contains(where: holds) {
            return (.toggle, toggle)
        }
        // 닫기 버튼을 클릭하여 창을 닫으십시오.
        if holds(KoreanPhrase.closeButton), let close = offset(ofWordStartingWith: "닫기"),
           KoreanPhrase.closing.contains(where: holds) {
            return (.close, close)
        }
        return nil
    }

    /// The Korean phrases, as UTF-8 made once.
    private enum KoreanPhrase {
        static let back = bytes("뒤로")
        static let previousPlaces = ["이전 화면", "이전 페이지", "이전 보기", "이전 목록"].map(bytes)
        static let goBack = bytes("돌아가")
        static let move = bytes("이동")
        static let scroll = bytes("스크롤")
        static let rest = ["더 많은", "더 보", "나머지", "추가 ", "다른 "].map(bytes)
        static let seeing = ["보십시오", "보세요", "볼 수", "표시됩니다", "확인하십시오", "확인하세요", "나타납니다"].map(bytes)
        static let switchObject = bytes("스위치를 ")
        static let switching = ["탭하여 ", "클릭하여 ", "탭하면 ", "클릭하면 ", "눌러 "].flatMap { verb in
            ["켜", "끄", "꺼", "켭", "끕"].map { bytes("스위치를 " + verb + $0) }
        }
        static let closeButton = bytes("닫기 버튼")
        static let closing = ["닫으십시오", "닫으세요", "닫을 수", "닫습니다", "닫힙니다"].map(bytes)

        static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
    }
}
