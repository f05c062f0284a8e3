import HelpCore

public struct TooltipVerbFirstRule: TextRule {
    public static let description = RuleDescription(
        id: "tooltip.verb-first",
        summary: "An English tooltip begins with a verb; no tooltip says how to use its control",
        rationale: """
            A tooltip explains what the control does, and starting with the verb says it in the fewest \
            words: Restore default settings, Add or remove a language from the list; Allows you to align \
            text and You can add comments here put the reader before it (Align text, Add comments here), and This \
            button makes… (이 버튼은 …) the control (Make…). A tooltip that is only \
            its control's name (Brush) is tooltip.repeats-control's finding. The verb list \
            ships with helpc (tooltip-verbs.en) and a project extends it in content/words/. Click to…, \
            and in Korean …하려면 클릭하세요 or 클릭하여 …, tell how to use the control, which the \
            pointer resting on it already knows: Korean tooltips end with what the control does (문서 \
            이름 변경, PDF로 내보내기).
            """,
        severity: .warning,
        languages: .only(["en", "ko"]),
        triggering: [
            Example(#"""
                <tooltip id="library.sort" control="Sort"><text xml:lang="en">↓The order of recipes in the list</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.share" control="Share"><text xml:lang="en">↓Recipe sharing with friends</text><text xml:lang="ko">친구와 레시피 공유</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="ledger.filter" control="Filter"><text xml:lang="en">↓Click to show only this month’s payments</text><text xml:lang="ko">이번 달 결제만 보기</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="canvas.eyedropper" control="Eyedropper"><text xml:lang="en">↓Click anywhere on the canvas to pick up its color</text><text xml:lang="ko">캔버스에서 색상 가져오기</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="canvas.zoom" control="Zoom"><text xml:lang="en">↓Double-click for a closer look</text><text xml:lang="ko">확대해서 보기</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.count" control="Count"><text xml:lang="en">↓Number of recipes in this collection</text><text xml:lang="ko">이 모음의 레시피 수</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="doc.rename" control="Rename"><text xml:lang="en">Rename the document</text><text xml:lang="ko">문서 이름을 변경하려면 ↓클릭하십시오.</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="doc.export" control="Export"><text xml:lang="en">Export this document as a PDF</text><text xml:lang="ko">↓클릭하여 이 문서를 PDF로 내보내기</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="canvas.zoom" control="Zoom"><text xml:lang="en">Take a closer look</text><text xml:lang="ko">확대해서 보려면 ↓이중 클릭하세요</text></tooltip>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tooltip id="library.sort" control="Sort"><text xml:lang="en">Change the order of recipes in the list</text><text xml:lang="ko">레시피 순서 변경</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="library.favorite" control="Favorite">
                  <state name="off"><text xml:lang="en">Add this recipe to your starred list</text><text xml:lang="ko">별표 목록에 추가</text></state>
                  <state name="on"><text xml:lang="en">Removes this recipe from your starred list</text><text xml:lang="ko">별표 목록에서 제거</text></state>
                </tooltip>
                """#),
            Example(#"""
                <tooltip id="library.star" control="Favorite"><text xml:lang="en">Star this recipe to keep it at the top</text><text xml:lang="ko">이 레시피를 맨 위에 고정</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="notes.lock" control="Lock"><text xml:lang="en">Require your password to open this note</text><text xml:lang="ko">이 메모를 열 때 암호 요구</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="ledger.split" control="Split"><text xml:lang="en">Divide this payment among several categories</text><text xml:lang="ko">이 결제를 여러 카테고리로 나누기</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="browser.tabs" control="Tabs"><text xml:lang="en">Close all other tabs</text><text xml:lang="ko">다른 탭 모두 닫기</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="doc.rename" control="Rename"><text xml:lang="en">Rename the document</text><text xml:lang="ko">문서 이름 변경</text></tooltip>
                """#),
            Example(#"""
                <tooltip id="pantry.match" control="Pantry"><text xml:lang="en">Match ingredients with what’s in your pantry</text><text xml:lang="ko">재료를 식료품 저장실과 맞춰 보기</text></tooltip>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.tooltip]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.role == .tooltip else { return [] }
        if LanguageTag.isKorean(item.language) { return koreanFindings(item, in: context) }
        let words = TextSegments.words(item.value)
        guard let first = words.first, !first.text.hasPrefix("%") else { return [] }
        let word = first.text.lowercased()
        let verbs = context.lexicon.tooltipVerbs
        // "Click to filter transactions", "Click anywhere on the canvas to
        // pick up its color": how to use the control, which the pointer over
        // it already knows, before what it does.
        if Self.usingVerbs.contains(word) {
            let purpose = words.indices.dropFirst().first { index in
                index + 1 < words.count && words[index].text.lowercased() == "to"
                    && (index == 1 || Self.isVerb(words[index + 1].text.lowercased(), in: verbs))
            }
            guard let purpose else {
                return [context.diagnostic(
                    "a tooltip says what the control does, not how to use it; begin with what “\(first.text) …” does",
                    about: item, offset: first.offset)]
            }
            let advice = Self.advice(from: TextSegments.text(of: item.value, characters: words[purpose + 1].offset..<item.value.count))
            let usage = purpose == 1 ? "\(first.text) to …" : "\(first.text) … to …"
            return [context.diagnostic(
                "a tooltip says what the control does, not how to use it: write “\(advice)”, not “\(usage)”",
                about: item, offset: first.offset)]
        }
        // Allows you to align text…, You can add comments here: what the
        // control does, said about the reader; the verb after is the tooltip.
        if let verbIndex = Self.verbAfterReader(words, first: word), verbIndex < words.count {
            let lead = TextSegments.text(of: item.value, characters: first.offset..<words[verbIndex].offset).trimmingWhitespace
            let advice = Self.advice(from: TextSegments.text(of: item.value, characters: words[verbIndex].offset..<item.value.count))
            return [context.diagnostic(
                "a tooltip begins with what the control does: write “\(advice)”, without “\(lead)”",
                about: item, offset: first.offset)]
        }
        // This button lets you zoom in → Zoom in: the control and what it
        // lets the reader do both go.
        if words.count > 3, word == "this", Self.controlNouns.contains(words[1].text.lowercased()),
           let after = Self.verbAfterReader(Array(words[2...]), first: words[2].text.lowercased()), after + 2 < words.count {
            let verb = words[after + 2]
            let lead = TextSegments.text(of: item.value, characters: first.offset..<verb.offset).trimmingWhitespace
            let advice = Self.advice(from: TextSegments.text(of: item.value, characters: verb.offset..<item.value.count))
            return [context.diagnostic(
                "a tooltip begins with what the control does: write “\(advice)”, without “\(lead)”",
                about: item, offset: first.offset)]
        }
        // This button makes the text bold → Make the text bold: the control is the one pointed at.
        if words.count > 3, word == "this", Self.controlNouns.contains(words[1].text.lowercased()),
           let base = VerbForms.thirdPersonBases(of: words[2].text.lowercased()).first(where: verbs.contains) {
            let lead = TextSegments.text(of: item.value, characters: first.offset..<words[2].offset).trimmingWhitespace
            let advice = Self.advice(from: base + " " + TextSegments.text(of: item.value, characters: words[3].offset..<item.value.count))
            return [context.diagnostic(
                "a tooltip begins with what the control does: write “\(advice)”, without “\(lead)”",
                about: item, offset: first.offset)]
        }
        if Self.isVerb(word, in: verbs) { return [] }
        if Self.isOnlyTheControlsName(item, in: context) { return [] }
        return [context.diagnostic(
            "a tooltip reads best starting with a verb (“Change…”, “Add or remove…”); “\(first.text)” isn’t one helpc knows",
            about: item, offset: first.offset)]
    }

    /// Whether the tooltip is its control's name and nothing else (Brush for
    /// the Brush button), which tooltip.repeats-control reports when it
    /// runs: one finding for one mistake.
    private static func isOnlyTheControlsName(_ item: CopyItem, in context: RuleContext) -> Bool {
        guard case .tooltip(let tooltip) = item.entry.kind, let control = tooltip.control,
              context.runningRuleIDs.contains(TooltipRepeatsControlRule.description.id),
              !item.text.suppressions.contains(where: { $0.covers(TooltipRepeatsControlRule.description.id) })
        else { return false }
        var text = item.value.trimmingWhitespace
        if let last = text.last, ".:;".contains(last) { text.removeLast() }
        return text.lowercased() == control.lowercased()
    }

    /// 클릭하여 …, …하려면 탭하세요: how to use the control, translated from
    /// Click to… or written so. The advice is what is left: the words after
    /// 클릭하여, or the purpose before 클릭하세요 as a noun (변경하려면 →
    /// 변경, 내보내려면 → 내보내기).
    private func koreanFindings(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        // 이 버튼은 선택한 텍스트를 굵게 만듭니다: the control is the one pointed at.
        if item.value.utf8.starts(with: Self.thisAndSpace) {
            let words = TextSegments.words(item.value)
            if words.count > 2, Self.koreanControlSubjects.contains(words[1].text) {
                return [context.diagnostic(
                    "a tooltip begins with what the control does: leave out “이 \(words[1].text)” and end with what it does (텍스트 굵게 만들기, 통화 변경)",
                    about: item, offset: words[0].offset)]
            }
        }
        guard Self.usingSyllables.contains(where: item.value.containsBytes) else { return [] }
        let words = TextSegments.words(item.value)
        guard let using = words.indices.first(where: { Self.isKoreanUsingWord(words, at: $0) }) else { return [] }
        let span = Self.koreanUsingSpan(words, at: using)
        let usage = TextSegments.text(of: item.value, characters: words[span.lowerBound].offset..<(words[span.upperBound - 1].offset + words[span.upperBound - 1].text.count))
        let advice: String?
        let last = words[span.upperBound - 1].text
        if span.upperBound < words.count, Self.koreanMeans.contains(String(last.suffix(2))) || last.hasSuffix("면") || last == "시" {
            advice = TextSegments.text(of: item.value, characters: words[span.upperBound].offset..<item.value.count)
                .trimmingWhitespace
        } else if span.lowerBound > 0, let purpose = Self.koreanPurposeNoun(words[span.lowerBound - 1].text) {
            var phrase = words[..<(span.lowerBound - 1)].map(\.text)
            if let object = phrase.popLast() { phrase.append(Self.withoutObjectParticle(object)) }
            advice = (phrase + [purpose]).joined(separator: " ")
        } else {
            advice = nil
        }
        let message = if let advice, !advice.isEmpty {
            "a tooltip says what the control does, not how to use it: write “\(advice)”, without “\(usage)”"
        } else {
            "a tooltip says what the control does, not how to use it: leave out “\(usage)” and end with what it does"
        }
        return [context.diagnostic(message, about: item, offset: words[span.lowerBound].offset)]
    }

    /// The first syllables of the using words, as UTF-8: most Korean
    /// tooltips hold none and are passed over by their bytes.
    private static let usingSyllables: [[UInt8]] = ["클", "탭", "누르", "눌러"].map { Array($0.utf8) }

    /// Endings of 클릭하다, 탭하다 that tell the reader to do it or say what
    /// doing it does; 탭 alone is also a tab (다른 탭 닫기).
    private static let koreanUsingEndings: Set<String> = [
        "하여", "해", "해서", "하면", "하시면", "하십시오", "하세요", "해요", "합니다", "하고",
    ]
    /// 누르다's forms that do the same.
    private static let koreanPressForms: Set<String> = [
        "누르면", "누르시면", "눌러", "눌러서", "누르십시오", "누르세요", "눌러요", "누르고",
    ]
    /// The forms after which the rest of the tooltip is what the control does.
    private static let koreanMeans: Set<String> = ["하여", "해서", "눌러", "러서"]

    private static func isKoreanUsingWord(_ words: [TextSegments.Segment], at index: Int) -> Bool {
        let word = words[index].text
        if koreanPressForms.contains(word) { return true }
        for stem in ["더블클릭", "이중클릭", "클릭", "이중탭", "탭"] where word.hasPrefix(stem) {
            let ending = String(word.dropFirst(stem.count))
            if koreanUsingEndings.contains(ending) { return true }
            if ending.isEmpty, index + 1 < words.count, koreanUsingEndings.contains(words[index + 1].text) { return true }
            if ending.isEmpty, stem == "클릭", index + 1 < words.count, words[index + 1].text == "시" { return true }
            // …하려면 클릭: the command with its ending left off.
            if ending.isEmpty, index == words.count - 1, index > 0, words[index - 1].text.hasSuffix("려면") { return true }
            return false
        }
        return false
    }

    /// The using words with 이중, 더블 or 길게 (and 여기를) before them and
    /// 하세요 or 시 after a spaced 클릭.
    private static func koreanUsingSpan(_ words: [TextSegments.Segment], at index: Int) -> Range<Int> {
        var start = index
        if start > 0, ["이중", "더블", "길게"].contains(words[start - 1].text) { start -= 1 }
        var end = index + 1
        if ["클릭", "탭"].contains(words[index].text), end < words.count { end += 1 }
        if start > 0, ["여기를", "여기"].contains(words[start - 1].text) { start -= 1 }
        return start..<end
    }

    /// 변경하려면 → 변경, 내보내려면 → 내보내기, 찾으려면 → 찾기.
    private static func koreanPurposeNoun(_ word: String) -> String? {
        if word.hasSuffix("하려면"), word.count > 3 { return String(word.dropLast(3)) }
        guard word.hasSuffix("려면"), word.count > 2 else { return nil }
        var stem = word.dropLast(2)
        if stem.hasSuffix("으"), stem.count > 1 { stem = stem.dropLast() }
        return stem + "기"
    }

    /// 이름을 → 이름: a tooltip's noun phrase drops the object particle.
    private static func withoutObjectParticle(_ word: String) -> String {
        guard word.count > 1, let last = word.last, last == "을" || last == "를" else { return word }
        return String(word.dropLast())
    }

    /// Verbs that say how to use a control rather than what it does.
    private static let usingVerbs: Set<String> = ["click", "tap", "press", "double-click", "double-tap", "hover"]
    /// Verbs that say what the control lets the reader do (Allows you to,
    /// Lets you, Helps you) before the verb that says it.
    private static let permittingVerbs: Set<String> = ["allows", "allow", "lets", "let", "enables", "enable", "helps", "help"]

    /// 이 and a space, by bytes: every Korean tooltip's start is compared.
    private static let thisAndSpace = Array("이 ".utf8)

    /// 이 버튼은, 이 옵션을 사용하여…: a Korean tooltip's control named as
    /// the subject or the means.
    private static let koreanControlSubjects: Set<String> = [
        "버튼은", "버튼을", "버튼으로", "옵션은", "옵션을", "옵션으로", "도구는", "도구를", "도구로",
        "아이콘은", "아이콘을", "스위치는", "스위치를", "메뉴는", "메뉴에서", "컨트롤은",
    ]

    /// What a tooltip may call its own control before saying what it does.
    private static let controlNouns: Set<String> = ["button", "control", "option", "switch", "tool", "icon", "menu", "toggle", "checkbox"]

    /// What the tooltip should say: `rest` with a capital first and
    /// without the period of a single sentence.
    private static func advice(from rest: String) -> String {
        var advice = (rest.first.map { String($0).uppercased() } ?? "") + rest.dropFirst()
        if advice.hasSuffix("."), TextSegments.sentences(advice).count == 1 { advice.removeLast() }
        return advice
    }

    /// The index of the verb after "Allows you to", "Lets you" or "You
    /// can" opening a tooltip, or nil.
    static func verbAfterReader(_ words: [TextSegments.Segment], first: String) -> Int? {
        guard words.count > 2, first == "you" || permittingVerbs.contains(first) else { return nil }
        let second = words[1].text.lowercased()
        if first == "you" { return second == "can" ? 2 : nil }
        guard second == "you" else { return nil }
        return words[2].text.lowercased() == "to" ? 3 : 2
    }

    private static func isVerb(_ word: String, in verbs: Set<String>) -> Bool {
        verbs.contains(word) || VerbForms.thirdPersonBases(of: word).contains(where: verbs.contains)
    }
}
