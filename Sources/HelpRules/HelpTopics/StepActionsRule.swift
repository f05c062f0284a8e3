import HelpCore

/// A step of a help page that walks through a whole task.
public struct StepActionsRule: EntryRule {
    public static let description = RuleDescription(
        id: "help.step-actions",
        summary: "A step of a help page asks for one or two actions, not a whole task",
        rationale: """
            People follow steps with the app open beside them: they read one, do it, and come back for \
            the next. A step that chains four actions or more (choose, select, choose, then click and \
            wait, then review) is a task of its own, and the reader loses their place inside it, most of \
            all when the page is translated and the chain grows longer. Give each step one or two \
            actions and split the rest into steps of their own. English actions are counted as the \
            verbs that start the step, each sentence of it and each clause after a comma, a semicolon, \
            then or and (press \
            and hold, click and drag are one action); Korean ones by the links between them (선택하고, \
            선택한 다음, 클릭한 후, 그런 다음, 기다렸다가; not 하고 있는, a verb still going on). A step \
            that asks for nothing, what happens after the one before (The PDF is saved to your Desktop.), \
            is reported too, in English where it starts with a determiner or a pronoun and no clause \
            of it with a verb, in Korean where each sentence ends in 되다 or a passive -지다 with no \
            action linked before it (PDF가 데스크톱에 저장됩니다; not 탭하면 됩니다 or 삭제하면 안 됩니다): fold \
            it into the step before (Click Save. The PDF is saved to your Desktop.) or say it after the steps.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <topic id="import">
                  <title><text xml:lang="en">Import recipes</text><text xml:lang="ko">레시피 가져오기</text></title>
                  <body xml:lang="en"><steps>↓<step>Choose <menu>File &gt; Import</menu>, select the file, choose a collection, then click <ui>Import</ui> and wait for it to finish.</step></steps></body>
                  <body xml:lang="ko"><steps><step><menu>파일 &gt; 가져오기</menu>를 선택하십시오.</step></steps></body>
                </topic>
                """#),
            Example(#"""
                <topic id="import">
                  <title><text xml:lang="en">Import recipes</text><text xml:lang="ko">레시피 가져오기</text></title>
                  <body xml:lang="en"><steps>↓<step>Open the recipe. Choose <menu>File &gt; Export</menu>. Select a format. Click <ui>Save</ui>.</step></steps></body>
                  <body xml:lang="ko"><steps>↓<step><menu>파일 &gt; 가져오기</menu>를 선택하고 파일을 선택한 다음 모음을 선택하고 <ui>가져오기</ui>를 클릭한 후 기다리십시오.</step></steps></body>
                </topic>
                """#),
            Example(#"""
                <topic id="export">
                  <title><text xml:lang="en">Export a recipe as a PDF</text><text xml:lang="ko">레시피를 PDF로 내보내기</text></title>
                  <body xml:lang="en"><steps><step>Choose <menu>File &gt; Export as PDF</menu>.</step><step>Click <ui>Save</ui>.</step>↓<step>The PDF is saved to your Desktop.</step></steps></body>
                  <body xml:lang="ko"><steps><step><menu>파일 &gt; PDF로 내보내기</menu>를 선택하십시오.</step><step><ui>저장</ui>을 클릭하십시오. PDF가 데스크톱에 저장됩니다.</step></steps></body>
                </topic>
                """#),
            Example(#"""
                <topic id="share">
                  <title><text xml:lang="en">Share an album</text><text xml:lang="ko">앨범 공유하기</text></title>
                  <body xml:lang="en"><steps><step>Tap <ui>Share</ui>, then tap <ui>Invite People</ui>.</step><step>Enter a name and tap <ui>Add</ui>.</step></steps></body>
                  <body xml:lang="ko"><steps><step><ui>공유</ui>를 탭한 다음 <ui>사람 초대</ui>를 탭합니다.</step>↓<step>친구에게 초대가 전송됩니다.</step></steps></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <topic id="share">
                  <title><text xml:lang="en">Share an album</text><text xml:lang="ko">앨범 공유하기</text></title>
                  <body xml:lang="en"><steps><step>Tap <ui>Share</ui>.</step><step>Tap <ui>Add</ui>; the list appears.</step></steps></body>
                  <body xml:lang="ko"><steps><step><ui>공유</ui>를 탭하면 됩니다.</step><step><ui>추가</ui>를 탭하면 목록이 표시됩니다.</step><step>이름을 입력합니다. 초대가 전송됩니다.</step><step>앨범을 삭제하면 안 됩니다.</step></steps></body>
                </topic>
                """#),
            Example(#"""
                <topic id="import">
                  <title><text xml:lang="en">Import recipes</text><text xml:lang="ko">레시피 가져오기</text></title>
                  <body xml:lang="en"><steps><step>Choose <menu>File &gt; Import</menu>, then select the file.</step><step>Touch and hold a recipe, then drag it to a collection and drop it.</step><step>The <ui>Import</ui> button is below the list; click it.</step></steps></body>
                  <body xml:lang="ko"><steps><step><menu>파일 &gt; 가져오기</menu>를 선택한 다음 파일을 선택하십시오.</step><step>레시피를 길게 누른 다음 모음으로 드래그하십시오.</step><step>동기화하고 있는 동안 기다리십시오.</step></steps></body>
                </topic>
                """#),
            Example(#"""
                <string id="import.hint"><text xml:lang="en">Choose File &gt; Import, select the file, choose a collection, then click Import and wait.</text><text xml:lang="ko">가져오기를 선택하십시오.</text></string>
                """#),
        ])

    public init() {}

    /// More than this many actions in one step is reported.
    static let limit = 3

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        TopicSteps.forEach(in: entry) { inlines, block, language in
            let text = inlines.plainText
            if Self.isResultOnly(text, language: language, verbs: context.lexicon.tooltipVerbs) {
                found.append(context.diagnostic(
                    "this step says what happens, not what to do; fold it into the step before, or say it after the steps",
                    at: block.location, entry: entry.id, language: language, suppressions: block.suppressions))
                return
            }
            guard let actions = Self.actions(in: text, language: language, verbs: context.lexicon.tooltipVerbs),
                  actions > Self.limit else { return }
            found.append(context.diagnostic(
                "about \(actions) actions in one step; give each step one or two, and make the rest steps of their own",
                at: block.location, entry: entry.id, language: language, suppressions: block.suppressions))
        }
        return found
    }

    /// Words an English step starts with when it tells what happens rather
    /// than what to do: a determiner or a pronoun (The PDF is saved, Your
    /// Mac restarts, It opens).
    static let resultStarts = ASCIIWordList(["the", "a", "an", "your", "this", "these", "that", "it", "its", "they", "their"])

    /// Whether an English step is a result and no action: it starts with a
    /// determiner or a pronoun and no clause of it starts with a verb of
    /// copy (The PDF is saved to your Desktop; not "The Save button is
    /// below; click it").
    static func isResultOnly(_ text: String, language: String, verbs: Set<String>) -> Bool {
        if LanguageTag.isKorean(language) { return isKoreanResultOnly(text) }
        // Every start word begins with a, i, t or y: most steps start with a verb that doesn't.
        guard LanguageTag.isEnglish(language), let lead = text.utf8.first(where: { $0 > 0x20 }).map({ $0 | 0x20 }),
              lead == UInt8(ascii: "a") || lead == UInt8(ascii: "i") || lead == UInt8(ascii: "t") || lead == UInt8(ascii: "y"),
              let first = TextSegments.words(text).first,
              first.offset == 0 || text.prefix(first.offset).allSatisfy(\.isWhitespace),
              resultStarts.contains(first.text) else { return false }
        return englishActions(in: text, verbs: verbs) == 0
    }

    /// Whether a Korean step is a result and no action: each sentence ends
    /// in 되다 or a passive -지다 (PDF가 데스크톱에 저장됩니다, 초대를 받게
    /// 됩니다, 창이 닫혀집니다), with no word before it that links an action
    /// (탭하면, 선택하고, 누른 후), and not as "it will do to…" (탭하면
    /// 됩니다, 해야 됩니다, 삭제해도 됩니다) or "must not" (안 됩니다).
    /// Apple's Korean help writes its instructions declarative too (앱을
    /// 엽니다), so the ending, not the mood, tells a result.
    static func isKoreanResultOnly(_ text: String) -> Bool {
        // Told by bytes first: the last sentence's last word, before the
        // marks and white space after it, must end as a result does.
        let mayEndInResult = text.withUTF8Bytes { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] < 0x80, !isASCIILetterOrDigit(bytes[end - 1]) { end -= 1 }
            return resultWordEndings.contains { $0.count <= end && bytes[(end - $0.count)..<end].elementsEqual($0) }
        }
        guard mayEndInResult else { return false }
        let sentences = TextSegments.sentences(text).filter { !$0.text.allSatisfy(\.isWhitespace) }
        guard !sentences.isEmpty else { return false }
        return sentences.allSatisfy { sentence in
            var words = TextSegments.words(sentence.text).map(\.text)
            guard let last = words.popLast() else { return false }
            // 받게 될 것입니다: the English future of a result (ko.future-tense tells it too).
            if koreanFutureEndings.contains(last), let before = words.last, before.hasSuffix("될") || before.hasSuffix("질") {
                words.removeLast()
            } else {
                guard koreanResultEndings.contains(where: { last.hasSuffix($0) }) else { return false }
                // 탭하면 됩니다, 해야 됩니다, 삭제해도 됩니다, 안 됩니다: what to do or not to do.
                if koreanResultEndings.contains(last), let before = words.last,
                   before == "안" || before.hasSuffix("면") || before.hasSuffix("야") || before.hasSuffix("도") { return false }
            }
            return !words.contains { word in
                actionLinkEndings.contains { word.hasSuffix($0) } && !notLinks.contains(word)
            }
        }
    }

    /// A step's sentence ending that tells what happened or happens.
    private static let koreanResultEndings = [
        "됩니다", "되었습니다", "됐습니다", "돼요", "됐어요", "되었어요", "집니다", "졌습니다", "져요", "졌어요",
    ]
    /// The last word of 될 것입니다 (a result in the English future).
    private static let koreanFutureEndings = ["것입니다", "거예요", "겁니다"]
    /// Both lists' endings as bytes, for the step's last word.
    private static let resultWordEndings = (koreanResultEndings + koreanFutureEndings).map { Array($0.utf8) }
    /// Endings of a word that links an action to what follows (탭하면,
    /// 선택하고, 눌러서, 선택하여, 입력한 후).
    private static let actionLinkEndings = ["면", "고", "서", "여", "후", "다음", "뒤", "십시오", "세요"]

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
    }

    /// The actions English or Korean copy chains (a step, a tip's message);
    /// nil in another language, or where its bytes show fewer links than
    /// `limit`, as most copy does, so that it can't hold more than `limit`.
    static func actions(in text: String, language: String, verbs: Set<String>) -> Int? {
        let isKorean = LanguageTag.isKorean(language)
        guard isKorean || LanguageTag.isEnglish(language),
              links(in: text, korean: isKorean) >= limit else { return nil }
        return isKorean ? koreanActions(in: text) : englishActions(in: text, verbs: verbs)
    }

    /// At least as many as the links between actions a step may have, counted
    /// by bytes: in English commas, semicolons, sentence ends, "then" and "and"; in
    /// Korean 고 and the syllables 다음, 후 and 뒤 start with.
    static func links(in text: String, korean: Bool) -> Int {
        text.withUTF8Bytes { bytes in
            var count = 0
            var index = 0
            let end = bytes.count
            func at(_ offset: Int, _ byte: Character) -> Bool {
                index + offset < end && bytes[index + offset] == byte.asciiValue!
            }
            while index < end {
                let byte = bytes[index]
                if korean {
                    // A Hangul syllable is three bytes led by 0xEA–0xED.
                    if byte >= 0xEA, byte <= 0xED, index + 2 < end,
                       koreanLinkSyllables.contains(UInt32(byte) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])) {
                        count += 1
                    }
                } else if byte == 0x2C || byte == 0x3B || byte == 0x2E || byte == 0x21 || byte == 0x3F {
                    count += 1
                } else if byte == 0x74, at(1, "h"), at(2, "e"), at(3, "n"), at(4, " ") {
                    count += 1
                } else if byte == 0x61, at(1, "n"), at(2, "d"), at(3, " ") {
                    count += 1
                }
                index += 1
            }
            return count
        }
    }
    /// 고, 다, 후 and 뒤 as their three UTF-8 bytes, read as one number.
    private static let koreanLinkSyllables: [UInt32] = ["고", "다", "후", "뒤"].map { syllable in
        syllable.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Verbs of a step that tooltips don't start with: the gestures and
    /// clicks a step asks for, and waiting.
    static let stepVerbs: Set<String> = [
        "click", "double-click", "control-click", "tap", "double-tap", "touch", "swipe", "pinch", "scroll", "hold",
        "release", "wait", "look", "drop", "type", "press", "drag", "go", "return", "come", "sign", "log",
    ]

    /// The verbs that start the step and each sentence, and each clause
    /// after a comma, a semicolon, "then" or "and"; a verb right after "and" that follows a
    /// counted verb is the same action (touch and hold).
    static func englishActions(in text: String, verbs: Set<String>) -> Int {
        let words = TextSegments.words(text)
        // Marks looked for between words only in a step that has one.
        let characters = ",;.!?".utf8.contains(where: text.containsByte) ? TextSegments.characters(text) : []
        var actions = 0
        var previousCounted = -2
        var clauseStart = true
        var afterAnd = false
        for (index, word) in words.enumerated() {
            let lowered = word.text.lowercasedIgnoringCaseless()
            if index > 0, !characters.isEmpty {
                let previous = words[index - 1]
                let gap = characters[(previous.offset + previous.text.count)..<word.offset]
                if gap.contains(where: { ",;.!?".contains($0) }) { clauseStart = true }
            }
            if lowered == "then" { clauseStart = true; afterAnd = false; continue }
            if lowered == "and" { clauseStart = true; afterAnd = true; continue }
            if clauseStart, verbs.contains(lowered) || stepVerbs.contains(lowered) {
                if !(afterAnd && previousCounted == index - 2) { actions += 1 }
                previousCounted = index
            }
            clauseStart = false
            afterAnd = false
        }
        return actions
    }

    /// Nouns and adverbs that end in 고 but link no action.
    private static let notLinks: Set<String> = ["광고", "창고", "재고", "최고", "경고", "참고", "사고", "신고", "보고", "그리고", "이고", "라고"]

    /// One, and one more for each link between actions: a verb in -고
    /// (선택하고, 선택하고 나서; not before 있다, 싶다 or 계시다, a verb
    /// still going on or wanted), and
    /// 다음, 후 or 뒤 after a verb's -ㄴ form (선택한 다음, 클릭한 후).
    static func koreanActions(in text: String) -> Int {
        let words = TextSegments.words(text).map(\.text)
        var actions = 1
        for (index, word) in words.enumerated() {
            guard let last = word.unicodeScalars.last?.value else { continue }
            if last == go, word.unicodeScalars.count >= 2, !notLinks.contains(word) {
                let next = index + 1 < words.count ? words[index + 1].unicodeScalars.first?.value : nil
                if let next, continuingStarts.contains(next) { continue }
                actions += 1
            } else if last == ga, Self.isPastThenLink(word) {
                // 기다렸다가 완료를 탭하십시오: done, then the next.
                actions += 1
            } else if afterwardStarts.contains(word.unicodeScalars.first!.value), afterwards.contains(word), index > 0,
                      let before = words[index - 1].unicodeScalars.last?.value,
                      (0xAC00...0xD7A3).contains(before), (before - 0xAC00) % 28 == 4 {
                actions += 1
            }
        }
        return actions
    }

    private static let go = "고".unicodeScalars.first!.value
    private static let (ga, da) = ("가".unicodeScalars.first!.value, "다".unicodeScalars.first!.value)

    /// A verb's past with -다가, which links it to the action after it
    /// (기다렸다가, 열었다가, 확인했다가): 다가 after a syllable ending in ㅆ.
    /// A noun with 가 (바다가) has no ㅆ before its 다.
    static func isPastThenLink(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 3, scalars[scalars.count - 2].value == da else { return false }
        let before = scalars[scalars.count - 3].value
        return (0xAC00...0xD7A3).contains(before) && (before - 0xAC00) % 28 == 20
    }
    /// 있다, 싶다 and 계시다 after -고: a verb still going on, or wanted.
    private static let continuingStarts: [UInt32] = "있싶계".unicodeScalars.map(\.value)
    /// After a verb's -ㄴ form, the next action: 선택한 다음, 클릭한 후.
    private static let afterwards: Set<String> = ["다음", "후", "뒤", "다음에", "후에", "뒤에"]
    private static let afterwardStarts: [UInt32] = "다후뒤".unicodeScalars.map(\.value)
}
