import HelpCore

/// English's constructions carried word for word into Korean: 성공적으로
/// 저장되었습니다, 편집하는 것이 가능합니다, 사용자에 의해 삭제되었습니다.
public struct KoreanTranslationeseRule: ValueRule {
    public static let description = RuleDescription(
        id: "ko.translationese",
        summary: "Korean copy says it as Korean does: 저장되었습니다, 편집할 수 있습니다, not 성공적으로 저장되었습니다, 편집하는 것이 가능합니다",
        rationale: """
            Some English sentences come through translation word for word and read as translated: \
            "Successfully saved" as 성공적으로 저장되었습니다, "You can edit it" by way of "it is possible \
            to" as 편집하는 것이 가능합니다, "deleted by the owner" as 소유자에 의해 삭제되었습니다, "you \
            have 3 files" as 파일 3개를 가지고 있습니다. Apple's Korean, and the style guides Korean \
            translators work from, write 저장되었습니다 (the verb says it worked), 편집할 수 있습니다, \
            소유자가 삭제했습니다 and 파일이 3개 있습니다. helpc reports 성공적으로 before a verb (`helpc \
            fix` takes it out), 자동적으로 for automatically (자동으로, as Apple's Korean writes it; the fix \
            writes it), a verb's -는 form with 것이 가능하다 (the fix writes -ㄹ 수 있다 for 하다 \
            and 되다 verbs: 편집할 수 있습니다, 저장될 수 있어요), an object with 가지고 있다 (the fix makes \
            it the subject of 있다: 계정을 가지고 있으면 → 계정이 있으면), a noun with 에 의해 or 에 \
            의한, which the writer rewords with the doer as the subject (이에 의해, thereby, passes), \
            할 필요가 있다 for need to (업데이트할 필요가 있습니다 → 업데이트해야 합니다), -는 것이 \
            필요하다 for it is necessary to (재시작하는 것이 필요합니다 → 재시작해야 합니다), 요구되다 for \
            is required (로그인이 요구됩니다 → 로그인이 필요합니다), 중에 있다 for \
            be in the middle of (동기화하는 중에 있습니다, 설치 중에 있습니다 → 동기화하는 중입니다, 설치 \
            중입니다; 사진 중에 있습니다, among the photos, passes), -는 것을 허용하다 for \
            allows you to and 가능하게 하다 for makes it possible to (say what the reader can do), 보다 \
            as the adverb more (보다 쉽게 → 더 쉽게; 이전 보다, the particle set apart, and 사용해 보다 \
            pass), 중의 하나 for one of the (→ 중 하나), 로부터 for from (서버로부터 → 서버에서, 친구로부터 → \
            친구에게서; 지금으로부터 passes), 에 위치하다 for is located (상단에 위치한 → 상단에 있는, 폴더에 위치해 \
            있습니다 → 폴더에 있습니다), 을 필요로 하다 for requires (iOS 18을 필요로 합니다 → iOS 18이 \
            필요합니다), -기 위해서는 for in order to before what to do (사용하기 위해서는 → 사용하려면), a verb's -ㅁ form with 에 있어서 for in doing \
            (관리함에 있어서: say when or how), and its -는 form with 데 있어서 likewise (편집하는 데 있어서), 많은 수의 \
            for a large number of (많은 수의 파일 → 많은 파일), 을 수행하다 for perform after a noun of an action \
            that takes 하다 itself (백업을 수행하십시오 → 백업하십시오; 작업을 수행 and 명령을 수행 pass), a noun of action with 될 수 없다 for \
            cannot be … (삭제될 수 없습니다 → 삭제할 수 없습니다, as Apple's Korean says it; 변경될 수 있습니다, may change, \
            passes), 가장 … 중 하나 for one of the most (say what it is), -다는 것을 참고하다 (or 유의, 명심, \
            기억하다) for please note that (say it, or put 참고: before it), and 그것, 그들 and 그녀 for it, they and she \
            (name the thing or the person, or leave it out, as Korean does).
            """,
        severity: .warning,
        languages: .only(["ko"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="saved"><text xml:lang="en">Saved. You can edit the recipe at any time.</text><text xml:lang="ko">↓성공적으로 저장되었습니다. 레시피는 언제든지 ↓편집하는 것이 가능합니다.</text></string>
                """#),
            Example(#"""
                <string id="update"><text xml:lang="en">Update the app. Syncing. It now syncs faster.</text><text xml:lang="ko">앱을 ↓업데이트할 필요가 있습니다. 동기화하는 ↓중에 있습니다. 이제 레시피가 ↓보다 빠르게 동기화됩니다.</text></string>
                """#),
            Example(#"""
                <topic id="help.sync">
                  <title><text xml:lang="en">Sync your recipes</text><text xml:lang="ko">레시피 동기화하기</text></title>
                  <body xml:lang="en"><p>Your recipes sync to every device, and you can share them.</p></body>
                  <body xml:lang="ko"><p>레시피가 모든 기기에 ↓성공적으로 동기화되며 ↓공유되는 것이 가능해요.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="saved"><text xml:lang="en">Saved. You can edit the recipe at any time.</text><text xml:lang="ko">저장되었습니다. 레시피는 언제든지 편집할 수 있습니다.</text></string>
                """#),
            Example(#"""
                <string id="removed"><text xml:lang="en">The owner removed this recipe; you have 3 recipes. Editing is possible offline.</text><text xml:lang="ko">소유자가 이 레시피를 삭제했습니다. 레시피가 3개 있습니다. 오프라인에서도 편집이 가능합니다. 성공적인 출시였습니다.</text></string>
                """#),
        ])

    public init() {}


    static let needles = needleWords.map { Array($0.utf8) }
    static let needleWords = ["성공적으로", "자동적으로", "가능", "의해", "의한", "가지고", "필요가", "것이 필요", "허용", "중에", "그것", "그들", "그녀",
                          "요구되", "요구됩", "요구돼", "요구된", "요구될", "요구됨", "보다 ", "중의 하나",
                          // -ㅁ에 있어서 by its usual -ㅁ forms: 에 alone starts too much Korean.
                          "함에 있어서", "됨에 있어서", "로부터", "위치", "필요로", "위해서는",
                          "데 있어서", "많은 수의", "수행", "될 수 없", "중 하나",
                          "것을 참고", "것을 유의", "것을 명심", "것을 기억"]

    /// Nouns of an action that take 하다 themselves, which 을 수행하다
    /// (perform) carries English's word into: 백업을 수행하십시오 → 백업하십시오.
    /// Not 작업 or 명령, whose 하다 says something else.
    static let performedActions: Set<String> = [
        "업데이트", "백업", "동기화", "검색", "설치", "다운로드", "업로드", "복원", "재설정", "검사", "분석", "테스트", "스캔", "변환",
        "초기화", "재시동", "재시작", "결제", "인증", "저장", "복사", "정리", "최적화", "암호화", "보정", "측정", "계산", "편집",
        "삭제", "확인", "가져오기", "내보내기", "마이그레이션", "포맷", "점검", "진단", "업그레이드", "설정",
    ]
    /// 수행하다's forms after 수행: a syllable of 하다 (하, 해, 할, 한, 합, 했, 함).
    private static let performForms: Set<Unicode.Scalar> = ["하", "해", "할", "한", "합", "했", "함"]

    /// 위치하다's forms (be located) after a place with 에, each with 있다's.
    private static let locatedForms: [String: String] = [
        "위치한": "있는", "위치하는": "있는", "위치합니다": "있습니다", "위치해요": "있어요", "위치하며": "있으며",
        "위치하면": "있으면", "위치하고": "있고",
    ]
    /// 하다's forms after 필요로 (requires), each with 필요하다's: 합니다 →
    /// 필요합니다, 하는 → 필요한.
    private static let requiringForms: [String: String] = [
        "합니다": "필요합니다", "합니까": "필요합니까", "해요": "필요해요", "하는": "필요한", "한다": "필요하다", "하며": "필요하며",
        "하지": "필요하지", "하므로": "필요하므로", "하면": "필요하면", "하고": "필요하고",
    ]
    /// 로부터's bytes from its end, and 위치's: every word of a text that may
    /// hold a construction is compared with them, by bytes rather than as
    /// strings (`hasSuffix` casts its argument each time).
    private static let fromReversed = Array("로부터".utf8.reversed())
    private static let located = Array("위치".utf8)
    private static let (requiring, inOrderTo) = (Array("필요로".utf8), Array("위해서는".utf8))
    /// Nouns of time that 로부터 follows as Korean says it (지금으로부터 3일).
    private static let timesBeforeFrom: Set<String> = ["지금", "오늘", "현재", "이날", "그날", "어제", "내일"]

    /// 그들 (they) and 그녀 (she) with the particles copy puts after them,
    /// and the English pronoun each carries; nil for any other word (그들판,
    /// a word that only starts like one).
    static func thirdPersonPronoun(_ word: String) -> String? {
        let particles = ["", "의", "을", "를", "이", "가", "은", "는", "에게", "과", "와", "도", "에게서", "에게도", "만"]
        for (pronoun, english) in [("그들", "they"), ("그녀", "she")] where word.hasPrefix(pronoun) {
            let rest = word.dropFirst(pronoun.count)
            if particles.contains(String(rest)) { return english }
        }
        return nil
    }

    /// What 있다 is in 할 필요가 있다's forms, with the same form of 하다
    /// after -해야: 있습니다 → 합니다, 있어요 → 해요.
    private static let needForms: [String: String] = [
        "있습니다": "합니다", "있습니까": "합니까", "있어요": "해요", "있나요": "하나요", "있다": "한다",
    ]
    /// 필요하다's forms after 것이, with the same form of 하다 after -해야:
    /// 필요합니다 → 합니다.
    private static let necessaryForms: [String: String] = [
        "필요합니다": "합니다", "필요합니까": "합니까", "필요해요": "해요", "필요하다": "한다", "필요하며": "하며",
    ]
    /// 요구되다's forms (is required), each with 필요하다's.
    private static let requiredForms: [String: String] = [
        "요구됩니다": "필요합니다", "요구돼요": "필요해요", "요구되어요": "필요해요", "요구된다": "필요하다", "요구되는": "필요한",
        "요구되며": "필요하며", "요구되면": "필요하면", "요구됨": "필요함", "요구되므로": "필요하므로", "요구될": "필요할",
    ]

    /// The finding for a construction Korean says with -아야/-어야 하다
    /// (need to, it is necessary to): rewritten where the verb allows.
    private static func must(_ written: String, carrying english: String, rewritten: String?, range: Range<Int>) -> ValueFinding {
        let advice = rewritten.map { "“\($0)”" } ?? "the verb with -아야/-어야 하다"
        return ValueFinding(message: "“\(written)” carries English's \(english) into Korean; write \(advice)",
                            range: range, replacement: rewritten)
    }

    /// What 있다 is in 중에 있다's forms, as the copula after 중: 있습니다 →
    /// 입니다, 있어요 → 이에요.
    private static let progressiveForms: [String: String] = [
        "있습니다": "입니다", "있습니까": "입니까", "있어요": "이에요", "있다": "이다",
    ]

    /// Whether `text` may hold a construction this rule reports, told by
    /// the bytes of the words each needs, in one pass.
    static func mayHoldTranslationese(_ text: String) -> Bool {
        needleSearch.mayOccur(in: text)
    }
    private static let needleSearch = SyllableNeedles(needleWords)

    /// What 가능 is followed by in 것이 가능하다's forms, with the same form
    /// of 있다: 가능합니다 → 있습니다, 가능해요 → 있어요, 가능하면 → 있으면.
    private static let possibleForms: [String: String] = [
        "합니다": "습니다", "합니까": "습니까", "해요": "어요", "하다": "다", "하면": "으면", "한": "는", "하지": "지",
        "하며": "으며", "하고": "고", "할": "을", "해야": "어야", "했습니다": "었습니다", "했어요": "었어요",
    ]

    /// Whether 보다, a word of its own, is the adverb more (보다 쉽게): at
    /// the text's start, after a comma, or after a word that ends in a
    /// particle or a connective ending (사진을 보다 쉽게, 사용하면 보다
    /// 빠르게). After a noun it is the particle set apart (이전 보다, which
    /// ko.spacing joins), after -아/-어 the auxiliary verb (사용해 보다).
    static func isAdverbOfMore(_ word: TextSegments.Segment, in value: String) -> Bool {
        guard word.offset >= 2 else { return word.offset == 0 }
        let characters = TextSegments.characters(value)
        guard characters[word.offset - 1] == " " else { return false }
        let before = characters[word.offset - 2]
        if ",;:".contains(before) { return true }
        return before.unicodeScalars.count == 1 && endingsBeforeMore.contains(before.unicodeScalars.first!)
    }
    private static let endingsBeforeMore = Set("을를이가은는에로고며도면게와과의만".unicodeScalars)

    /// A verb's stem with -(으)려면 (사용하 → 사용하려면, 읽 → 읽으려면,
    /// 만들 → 만들려면), or nil for a stem whose final consonant an
    /// irregular verb may change (듣 → 들으려면, 돕 → 도우려면).
    /// The subject particle for an object that becomes 있다's or 필요하다's
    /// subject: by the noun's own last syllable (항목를, itself a slip,
    /// becomes 항목이), and after Latin letters or digits as its 을 or 를
    /// says (iOS 18을 → iOS 18이).
    static func subjectParticle(replacingObjectOf object: String) -> String {
        if let last = object.dropLast().last, let final = Hangul.final(of: last) {
            return final == .none ? "가" : "이"
        }
        return object.hasSuffix("을") ? "이" : "가"
    }

    static func conditionalIntent(of stem: String) -> String? {
        guard let last = stem.unicodeScalars.last?.value, (0xAC00...0xD7A3).contains(last),
              stem.unicodeScalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) else { return nil }
        switch (last - 0xAC00) % 28 {
        case 0, 8: return stem + "려면"
        case 1, 4, 9, 16, 21, 22: return stem + "으려면"
        default: return nil
        }
    }

    /// The index of 가장 (most) before word `index` in its sentence, for
    /// 가장 … 중 하나 (one of the most).
    static func mostBefore(_ index: Int, _ words: [TextSegments.Segment], _ value: String) -> Int? {
        var before = index - 1
        while before >= 0, !WordPlaces.isLast(before, before: ".!?", words, value) {
            if words[before].text == "가장" { return before }
            before -= 1
        }
        return nil
    }

    /// The placeholder written right before word `index` (%@ of %@에), or nil.
    static func placeholderBefore(_ index: Int, _ words: [TextSegments.Segment]) -> String? {
        guard index >= 1 else { return nil }
        let before = words[index - 1]
        guard before.text.utf8.first == UInt8(ascii: "%"), before.offset + before.text.count == words[index].offset else { return nil }
        return before.text
    }

    /// Whether `word` is a verb's -ㅁ form with 에 (관리함에, 사용됨에).
    static func isNominalizedAt(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 3, scalars[scalars.count - 1] == "에" else { return false }
        let before = scalars[scalars.count - 2].value
        return (0xAC00...0xD7A3).contains(before) && (before - 0xAC00) % 28 == 16
    }

    public static func findings(in value: String) -> [ValueFinding] {
        guard mayHoldTranslationese(value) else { return [] }
        let words = TextSegments.words(value)
        var found: [ValueFinding] = []
        func follows(_ index: Int) -> Bool {
            index > 0 && words[index - 1].offset + words[index - 1].text.count + 1 == words[index].offset
        }
        for (index, word) in words.enumerated() {
            let text = word.text
            if text == "성공적으로", index + 1 < words.count, follows(index + 1) {
                // 성공적으로 저장되었습니다: the verb says it worked.
                let next = words[index + 1]
                found.append(ValueFinding(
                    message: "“성공적으로 \(next.text)” carries English's successfully into Korean; the verb says it worked: write “\(next.text)”",
                    range: word.offset..<next.offset, replacement: ""))
            } else if text.hasPrefix("자동적으로") {
                // 자동적으로 백업됩니다: automatically as 자동 and -적; Korean says 자동으로.
                let rest = text.dropFirst(5)
                found.append(ValueFinding(
                    message: "“\(text)” carries English's automatically into Korean with -적; write “자동으로\(rest)”",
                    range: word.offset..<word.offset + 5, replacement: "자동으로"))
            } else if text == "것이", index >= 1, index + 1 < words.count, follows(index), follows(index + 1),
                      words[index - 1].text.hasSuffix("는"), words[index + 1].text.hasPrefix("가능") {
                // 편집하는 것이 가능합니다 → 편집할 수 있습니다.
                let verb = words[index - 1], possible = words[index + 1]
                let written = "\(verb.text) 것이 \(possible.text)"
                let stem = verb.text.dropLast()
                let rest = String(possible.text.dropFirst(2))
                if let form = possibleForms[rest], stem.hasSuffix("하") || stem.hasSuffix("되") {
                    let future = stem.hasSuffix("하") ? "할" : "될"
                    let rewritten = String(stem.dropLast()) + future + " 수 있" + form
                    found.append(ValueFinding(
                        message: "“\(written)” carries English's it is possible to into Korean; write “\(rewritten)”",
                        range: verb.offset..<possible.offset + possible.text.count,
                        replacement: rewritten))
                } else {
                    found.append(ValueFinding(
                        message: "“\(written)” carries English's it is possible to into Korean; write the verb with -ㄹ 수 있다",
                        range: verb.offset..<possible.offset + possible.text.count, replacement: nil))
                }
            } else if text == "것이", index >= 1, index + 1 < words.count, follows(index), follows(index + 1),
                      words[index - 1].text.hasSuffix("는"), words[index + 1].text.hasPrefix("필요") {
                // 재시작하는 것이 필요합니다 → 재시작해야 합니다.
                let verb = words[index - 1], necessary = words[index + 1]
                let written = "\(verb.text) 것이 \(necessary.text)"
                let stem = verb.text.dropLast()
                let rewritten = necessaryForms[necessary.text].flatMap { form -> String? in
                    guard stem.count > 1, stem.hasSuffix("하") || stem.hasSuffix("되") else { return nil }
                    return String(stem.dropLast()) + (stem.hasSuffix("하") ? "해야 " : "돼야 ") + form
                }
                found.append(Self.must(written, carrying: "it is necessary to", rewritten: rewritten,
                                       range: verb.offset..<necessary.offset + necessary.text.count))
            } else if text.hasPrefix("요구"), let form = requiredForms[text] {
                // 로그인이 요구됩니다 → 로그인이 필요합니다.
                found.append(ValueFinding(
                    message: "“\(text)” carries English's is required into Korean; write “\(form)”",
                    range: word.offset..<word.offset + text.count, replacement: form))
            } else if (text == "의해" || text == "의해서" || text == "의한"), index >= 1, follows(index),
                      words[index - 1].text.hasSuffix("에"), !["이에", "그에"].contains(words[index - 1].text) {
                // 소유자에 의해 삭제되었습니다: make the doer the subject.
                // (이에 의해, thereby, is a pronoun's.)
                let noun = words[index - 1]
                if noun.text.count == 1 {
                    // 에 alone: the doer is the placeholder before it, a word
                    // of its own (%@에 의해 공유됨), or there is none.
                    guard let placeholder = Self.placeholderBefore(index - 1, words) else { continue }
                    found.append(ValueFinding(
                        message: "“\(placeholder)\(noun.text) \(text)” carries English's passive with by into Korean; make the doer the subject (\(placeholder)이(가) …했습니다)",
                        range: noun.offset..<word.offset + text.count, replacement: nil))
                    continue
                }
                var doer = String(noun.text.dropLast())
                // A closing quote or bracket after the doer ('품질'에 의해): the word inside decides.
                while let last = doer.last, doer.count > 1, !last.isLetter, !last.isNumber { doer.removeLast() }
                // A number is read for its particle (15 십오: 가); a Latin
                // name's reading is the termbase's, so both forms are given.
                let isNumber = doer.allSatisfy(\.isASCII) && doer.allSatisfy(\.isNumber)
                let final = Hangul.final(of: doer.last!) ?? (isNumber ? Hangul.lastSyllable(ofNumber: doer).flatMap(Hangul.final(of:)) : nil)
                // iPhone 15에 의해: the number is the name's.
                if isNumber, index >= 2, follows(index - 1), words[index - 2].text.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) {
                    doer = words[index - 2].text + " " + doer
                }
                let subject = doer + (final.map { $0 == Hangul.Final.none ? "가" : "이" } ?? "이(가)")
                found.append(ValueFinding(
                    message: "“\(noun.text) \(text)” carries English's passive with by into Korean; make the doer the subject (\(subject) …했습니다)",
                    range: noun.offset + noun.text.count - 1..<word.offset + text.count, replacement: nil))
            } else if text == "필요가", index >= 1, index + 1 < words.count, follows(index), follows(index + 1),
                      words[index - 1].text.hasSuffix("할"), words[index + 1].text.hasPrefix("있") {
                // 업데이트할 필요가 있습니다 → 업데이트해야 합니다.
                let verb = words[index - 1], need = words[index + 1]
                let written = "\(verb.text) 필요가 \(need.text)"
                let rewritten = needForms[need.text].flatMap { form in
                    verb.text.count > 1 ? String(verb.text.dropLast()) + "해야 " + form : nil
                }
                found.append(Self.must(written, carrying: "need to", rewritten: rewritten,
                                       range: verb.offset..<need.offset + need.text.count))
            } else if text == "것을", index >= 1, index + 1 < words.count, follows(index), follows(index + 1),
                      words[index - 1].text.hasSuffix("는"), words[index + 1].text.hasPrefix("허용") {
                // 이 기능은 사진을 공유하는 것을 허용합니다: say what the reader can do.
                let verb = words[index - 1], allow = words[index + 1]
                found.append(ValueFinding(
                    message: "“\(verb.text) 것을 \(allow.text)” carries English's allows you to into Korean; say what the reader can do (…할 수 있습니다)",
                    range: verb.offset..<allow.offset + allow.text.count, replacement: nil))
            } else if text == "중에", index >= 1, index + 1 < words.count, follows(index), follows(index + 1),
                      words[index - 1].text.hasSuffix("는") || KoreanSpacingRule.verbNouns.contains(words[index - 1].text),
                      let form = progressiveForms[words[index + 1].text] {
                // 동기화하는 중에 있습니다, 설치 중에 있습니다 → 중입니다 (a noun
                // of action, not 사진 중에 있습니다, among the photos).
                let next = words[index + 1]
                found.append(ValueFinding(
                    message: "“중에 \(next.text)” carries English's be in the middle of into Korean; write “중\(form)”",
                    range: word.offset..<next.offset + next.text.count, replacement: "중" + form))
            } else if text == "보다", index + 1 < words.count, follows(index + 1), Self.isAdverbOfMore(word, in: value) {
                // 보다 쉽게 → 더 쉽게: English's more as an adverb.
                let next = words[index + 1]
                found.append(ValueFinding(
                    message: "“보다 \(next.text)” carries English's more into Korean; write “더 \(next.text)”",
                    range: word.offset..<word.offset + 2, replacement: "더"))
            } else if text == "중의", index + 1 < words.count, follows(index + 1), words[index + 1].text.hasPrefix("하나") {
                // 옵션 중의 하나 → 옵션 중 하나: one of the.
                let next = words[index + 1]
                found.append(ValueFinding(
                    message: "“중의 \(next.text)” carries English's one of the into Korean; write “중 \(next.text)”",
                    range: word.offset..<word.offset + 2, replacement: "중"))
            } else if text == "중", index >= 1, index + 1 < words.count, follows(index + 1), words[index + 1].text.hasPrefix("하나"),
                      let most = Self.mostBefore(index, words, value) {
                // 가장 인기 있는 기능 중 하나입니다: one of the most, word for word.
                let next = words[index + 1]
                found.append(ValueFinding(
                    message: "“가장 … 중 \(next.text)” carries English's one of the most into Korean; say what it is (…한 기능입니다) without ranking it",
                    range: words[most].offset..<next.offset + next.text.count, replacement: nil))
            } else if text == "수", index >= 1, index + 1 < words.count, follows(index), follows(index + 1),
                      words[index - 1].text.hasSuffix("될"), words[index + 1].text.hasPrefix("없"),
                      case let noun = String(words[index - 1].text.dropLast()),
                      KoreanSpacingRule.verbNouns.contains(noun) || Self.performedActions.contains(noun) {
                // 실행 취소될 수 없습니다 → 실행 취소할 수 없습니다: cannot be undone, in the passive.
                let verb = words[index - 1], next = words[index + 1]
                let meant = noun + "할 수 " + next.text
                found.append(ValueFinding(
                    message: "“\(verb.text) 수 \(next.text)” carries English's cannot be … into Korean; write “\(meant)”",
                    range: verb.offset + verb.text.count - 1..<verb.offset + verb.text.count, replacement: "할"))
            } else if text == "것을", index >= 1, index + 1 < words.count, follows(index), follows(index + 1),
                      words[index - 1].text.hasSuffix("다는"),
                      ["참고", "유의", "명심", "기억"].contains(where: words[index + 1].text.hasPrefix) {
                // 취소할 수 없다는 것을 참고해 주십시오: please note that, word for word.
                let clause = words[index - 1], next = words[index + 1]
                found.append(ValueFinding(
                    message: "“\(clause.text) 것을 \(next.text)” carries English's please note that into Korean; say it (…없습니다), or put 참고: before it",
                    range: clause.offset..<next.offset + next.text.count, replacement: nil))
            } else if text.hasPrefix("있어서"), index >= 1, follows(index), Self.isNominalizedAt(words[index - 1].text) {
                // 관리함에 있어서: English's in doing.
                let noun = words[index - 1]
                found.append(ValueFinding(
                    message: "“\(noun.text) \(text)” carries English's in doing into Korean; say when or how (…할 때, …하려면)",
                    range: noun.offset..<word.offset + text.count, replacement: nil))
            } else if text.hasPrefix("있어서"), index >= 2, follows(index), follows(index - 1), words[index - 1].text == "데",
                      words[index - 2].text.hasSuffix("는") {
                // 편집하는 데 있어서: English's in doing, as -ㅁ에 있어서 is.
                let verb = words[index - 2]
                found.append(ValueFinding(
                    message: "“\(verb.text) 데 \(text)” carries English's in doing into Korean; say when or how (…할 때, …하려면)",
                    range: verb.offset..<word.offset + text.count, replacement: nil))
            } else if text == "수의", index >= 1, index + 1 < words.count, follows(index), follows(index + 1),
                      words[index - 1].text == "많은" {
                // 많은 수의 파일 → 많은 파일: a large number of.
                let next = words[index + 1]
                found.append(ValueFinding(
                    message: "“많은 수의 \(next.text)” carries English's a large number of into Korean; write “많은 \(next.text)”",
                    range: word.offset - 1..<word.offset + text.count, replacement: ""))
            } else if text.hasPrefix("가능하게"), index + 1 < words.count, follows(index + 1),
                      ["하", "합", "해", "했", "한", "만들", "만듭"].contains(where: words[index + 1].text.hasPrefix) {
                // 편집하는 것을 가능하게 합니다: makes it possible to.
                let next = words[index + 1]
                found.append(ValueFinding(
                    message: "“\(text) \(next.text)” carries English's makes it possible to into Korean; say what the reader can do (…할 수 있습니다)",
                    range: word.offset..<next.offset + next.text.count, replacement: nil))
            } else if text.hasPrefix("그것"), ["그것", "그것을", "그것이", "그것은", "그것의", "그것으로", "그것에"].contains(text) {
                // 그것을 탭하세요: English's it, which Korean names or leaves out.
                found.append(ValueFinding(
                    message: "“\(text)” carries English's it into Korean; name the thing, or leave it out as Korean does",
                    range: word.offset..<word.offset + text.count, replacement: nil))
            } else if text.hasPrefix("그"), let pronoun = Self.thirdPersonPronoun(text) {
                // 그들의 게시물을 확인하세요: English's they, he and she, which
                // Korean names (팔로우한 사람의 게시물) or leaves out.
                found.append(ValueFinding(
                    message: "“\(text)” carries English's \(pronoun) into Korean; name the person, or leave it out as Korean does",
                    range: word.offset..<word.offset + text.count, replacement: nil))
            } else if text.utf8.reversed().starts(with: Self.fromReversed), text.count > 3 || text.count == 3 && !text.hasPrefix("으") {
                // 서버로부터 응답을 받았습니다 → 서버에서: from, as English says it.
                let noun = String(text.dropLast(text.hasSuffix("으로부터") ? 4 : 3))
                guard !noun.isEmpty, !timesBeforeFrom.contains(noun) else { continue }
                let meant = noun + (KoreanConfusableRule.people.contains(noun) ? "에게서" : "에서")
                found.append(ValueFinding(
                    message: "“\(text)” carries English's from into Korean; write “\(meant)”",
                    range: word.offset..<word.offset + text.count, replacement: meant))
            } else if text.utf8.starts(with: Self.located), index >= 1, follows(index), words[index - 1].text.hasSuffix("에") {
                // 상단에 위치한 버튼 → 상단에 있는 버튼; 폴더에 위치해 있습니다 → 폴더에 있습니다.
                if (text == "위치해" || text == "위치하고"), index + 1 < words.count, follows(index + 1),
                   words[index + 1].text.hasPrefix("있") {
                    let next = words[index + 1]
                    found.append(ValueFinding(
                        message: "“\(text) \(next.text)” carries English's is located into Korean; write “\(next.text)”",
                        range: word.offset..<next.offset, replacement: ""))
                } else if let form = locatedForms[text] {
                    found.append(ValueFinding(
                        message: "“\(text)” carries English's located into Korean; write “\(form)”",
                        range: word.offset..<word.offset + text.count, replacement: form))
                }
            } else if text.utf8.elementsEqual(Self.requiring), index >= 1, index + 1 < words.count, follows(index), follows(index + 1),
                      words[index - 1].text.hasSuffix("을") || words[index - 1].text.hasSuffix("를"),
                      let form = requiringForms[words[index + 1].text] {
                // iOS 18을 필요로 합니다 → iOS 18이 필요합니다: the object becomes 필요하다's subject.
                let object = words[index - 1], next = words[index + 1]
                let subject = String(object.text.dropLast()) + Self.subjectParticle(replacingObjectOf: object.text)
                found.append(ValueFinding(
                    message: "“\(object.text) 필요로 \(next.text)” carries English's requires into Korean; write “\(subject) \(form)”",
                    range: object.offset + object.text.count - 1..<next.offset + next.text.count,
                    replacement: String(subject.last!) + " " + form))
            } else if text.utf8.elementsEqual(Self.inOrderTo), index >= 1, follows(index), words[index - 1].text.hasSuffix("기"),
                      words[index - 1].text.count >= 2 {
                // 사용하기 위해서는 로그인하십시오 → 사용하려면: in order to, as a condition.
                let verb = words[index - 1]
                let stem = String(verb.text.dropLast())
                let meant = Self.conditionalIntent(of: stem)
                let written = "\(verb.text) \(text)"
                found.append(ValueFinding(
                    message: "“\(written)” carries English's in order to into Korean; write \(meant.map { "“\($0)”" } ?? "the verb with -(으)려면")",
                    range: verb.offset..<word.offset + text.count, replacement: meant))
            } else if text.hasPrefix("수행"), index >= 1, follows(index),
                      let form = text.unicodeScalars.dropFirst(2).first, Self.performForms.contains(form),
                      words[index - 1].text.hasSuffix("을") || words[index - 1].text.hasSuffix("를"),
                      Self.performedActions.contains(String(words[index - 1].text.dropLast())) {
                // 백업을 수행하십시오 → 백업하십시오: perform, word for word; the noun takes 하다 itself.
                let object = words[index - 1].text
                let noun = String(object.dropLast())
                let meant = noun + text.dropFirst(2)
                found.append(ValueFinding(
                    message: "“\(object) \(text)” carries English's perform into Korean; write “\(meant)”",
                    range: words[index - 1].offset + object.count - 1..<word.offset + 2, replacement: ""))
            } else if text == "가지고", index >= 1, index + 1 < words.count, follows(index), follows(index + 1),
                      words[index + 1].text.hasPrefix("있"),
                      words[index - 1].text.hasSuffix("을") || words[index - 1].text.hasSuffix("를") {
                // 레시피 3개를 가지고 있습니다 → 레시피 3개가 있습니다: the object
                // becomes the subject of 있다 (을 → 이, 를 → 가).
                let object = words[index - 1], next = words[index + 1]
                let subject = String(object.text.dropLast()) + Self.subjectParticle(replacingObjectOf: object.text)
                found.append(ValueFinding(
                    message: "“\(object.text) 가지고 \(next.text)” carries English's have into Korean; say what there is: “\(subject) \(next.text)”",
                    range: object.offset + object.text.count - 1..<next.offset,
                    replacement: String(subject.last!) + " "))
            }
        }
        return found
    }
}
