import HelpCore

/// A Korean word spelt right where another was meant, told by the word
/// next to it: 저장되지 안습니다 (않습니다), 관리자로써 (로서), 결재 수단 (결제).
public struct KoreanConfusableRule: ValueRule {
    public static let description = RuleDescription(
        id: "ko.confusable",
        summary: "A Korean word written for the one meant: 않습니다 after -지, 로서 after a person, 결제 for payment",
        rationale: """
            Some Korean mistakes are all dictionary words, so a spelling check passes them: \
            저장되지 안습니다 (안습니다 is 안다, to hold in one's arms; after -지 the negation is \
            않습니다), 관리자로써 로그인하세요 (로써 says by means of; in the capacity of a person is \
            로서), 카드로 결재하세요 and 결재 수단 (결재 is a superior's approval of a document; a \
            payment is 결제). helpc reports each where the word next to it settles which was meant: a \
            form of 않다 written 안 after a verb's -지 form (안습니다, 안아요, 안았습니다, 안는, 안고, \
            안으면, 안도록; not 안을 or 안에, which may be 안, inside, after 이미지 or 페이지); 로써 or \
            으로써 after a word for a person or a role (관리자, 사용자, 소유자, 회원, 게스트, 보호자…); \
            결재 before 수단, 금액, 방법 or 방식, or after a means of payment (카드로, 현금으로); 그리고 (and) \
            before 나서, 나면 or 난 후 (그리고 나서 완료를 탭하세요), where the verb meant is 그러다, do so: \
            그러고 나서 (그리고 나는, and I, passes); 맞추다 (fit, match) after 정답을 or 답을, where \
            an answer guessed right is 맞히다 (정답을 맞춰 보세요 → 맞혀; 화면에 맞춰 passes); 낳다 (give \
            birth) after 더, where better is 낫다 (더 낳은 방법 → 더 나은, 더 낳습니다 → 더 낫습니다); 가르치다 \
            (teach) before a direction or a place, where pointing at is 가리키다 (화살표가 가르치는 방향 → \
            가리키는); -던 or -던지 (recalling the past) before 상관 or 관계, where any of a choice is -든(지) \
            (무엇이던지 상관없이, 어떤 기기이던 관계없이 → 무엇이든지, 기기이든), and a verb's -던지 before \
            any other word (선택하던지 건너뛰십시오 → 선택하든지; not before 모르다 or 기억하다, 누구였던지 \
            모르겠습니다, or after 얼마나); 띠다 (take on a color) after 눈에, where catching the eye is 띄다 \
            (눈에 띠지 않는 → 눈에 띄지); 몇 일, which is the one \
            word 며칠 (몇 일 후 → 며칠 후); 가능한 before an adverb, where as … as possible is 가능한 한 \
            (가능한 빨리 → 가능한 한 빨리; 가능한 방법 passes); and 에게 after a thing (서버에게, 앱에게, 사진들에게, \
            iPhone에게 → 서버에, 앱에, iPhone에), as 에게 is for people and animals; and 을 or 를 before \
            실패하다 or 성공하다, which take 에 (로그인을 실패했습니다 → 로그인에; 성공시키다 takes an object \
            and passes); and 으로서 after a verb made a noun by -ㅁ, where by doing is 으로써 \
            (사용함으로서, 저장됨으로서, 동의했음으로서 → 사용함으로써; 사람으로서, 보관함으로서 and \
            녹음으로서, nouns, pass). `helpc fix` writes the word meant.
            """,
        severity: .warning,
        languages: .only(["ko"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="sync.off"><text xml:lang="en">Photos aren’t saved. Sign in as an administrator.</text><text xml:lang="ko">사진이 저장되지 ↓안습니다. 관리자로↓써 로그인하세요.</text></string>
                """#),
            Example(#"""
                <string id="pay"><text xml:lang="en">Pay with a card, or choose a payment method. Automatic payments save time.</text><text xml:lang="ko">카드로 결↓재하거나 결↓재 수단을 선택하세요. 자동 결제를 사용함으로↓서 시간을 절약합니다.</text></string>
                """#),
            Example(#"""
                <string id="done"><text xml:lang="en">Add the songs, then tap Done.</text><text xml:lang="ko">노래를 추가하세요. 그↓리고 나서 완료를 탭하세요.</text></string>
                """#),
            Example(#"""
                <string id="quiz"><text xml:lang="en">Guess the answer to earn a star.</text><text xml:lang="ko">정답을 맞↓춰 별을 받으세요.</text></string>
                """#),
            Example(#"""
                <string id="sync"><text xml:lang="en">Update as soon as possible; the app sends your data to the server. Login failed.</text><text xml:lang="ko">가능한↓ 빨리 업데이트하십시오. 앱이 서버↓에게 데이터를 보냅니다. 로그인↓을 실패했습니다.</text></string>
                """#),
            Example(#"""
                <string id="route"><text xml:lang="en">Follow the arrow to a better route in a few days, whatever the device.</text><text xml:lang="ko">화살표가 가↓르치는 방향으로 가면 며칠 뒤 더 ↓낳은 길이 나옵니다. 어떤 기기이↓던 상관없습니다. ↓몇 일 후에 다시 보세요.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="sync.off"><text xml:lang="en">Photos aren’t saved. Sign in as an administrator.</text><text xml:lang="ko">사진이 저장되지 않습니다. 관리자로서 로그인하세요. 이미지 안을 확대하고 페이지 안에서 찾으세요.</text></string>
                """#),
            Example(#"""
                <string id="pay"><text xml:lang="en">Pay with a card. Send it for approval. Use it as a person, a library or a recording.</text><text xml:lang="ko">카드로 결제하세요. 문서를 팀장에게 결재 요청하세요. 이 기능으로써 시간을 절약합니다. 사람으로서, 보관함으로서, 녹음으로서 씁니다.</text></string>
                """#),
            Example(#"""
                <string id="done"><text xml:lang="en">Then tap Done, and I’ll save it.</text><text xml:lang="ko">그러고 나서 완료를 탭하세요. 그리고 나는 저장합니다.</text></string>
                """#),
            Example(#"""
                <string id="quiz"><text xml:lang="en">Guess the answer; the photo fits the screen.</text><text xml:lang="ko">정답을 맞혀 보세요. 사진을 화면에 맞춰 보세요. 답을 맞게 쓰세요.</text></string>
                """#),
            Example(#"""
                <string id="route"><text xml:lang="en">Teach the class; what I used doesn’t matter; how many tasks.</text><text xml:lang="ko">수업을 가르치는 선생님입니다. 알을 낳은 새입니다. 사용하던 앱입니다. 몇 일정이 남았습니까? 가능한 방법을 친구에게 보내십시오. 업데이트를 성공시키십시오.</text></string>
                """#),
        ])

    public init() {}

    /// The forms of 않다 after -지 that copy writes, each misspelt with 안
    /// (안습니다 for 않습니다); not 안을, 안은 or 안이, which are also 안
    /// (inside) with a particle.
    static let notForms: [String] = [
        "습니다", "습니까", "아요", "았", "는", "고", "으면", "도록", "게", "기", "으니", "으며", "아도", "더라도", "을까", "을지",
    ]
    /// Nouns ending in 지 that 안 (inside) may follow: 이미지 안을.
    static let nounsEndingInJi: Set<String> = [
        "이미지", "페이지", "메시지", "배지", "패키지", "스토리지", "홈페이지", "웹페이지", "챌린지", "게이지", "빈티지",
        "오렌지", "마사지", "브리지", "레인지", "엣지", "에지", "지",
    ]
    /// Words for a person or a role, whom 로서 (as, in the capacity of) follows.
    static let people: Set<String> = [
        "관리자", "사용자", "소유자", "회원", "게스트", "보호자", "부모", "개발자", "팀장", "멤버", "구성원", "참여자",
        "호스트", "작성자", "편집자", "대표", "전문가", "초보자", "학생", "교사", "가족", "친구", "고객", "판매자", "구매자",
        "운영자", "담당자", "책임자", "초대자", "작업자",
    ]
    /// What follows 결제 (payment) and not 결재 (approval): 결제 수단.
    static let paymentNouns = ["수단", "금액", "방법", "방식", "카드", "정보"]
    /// Means of payment that 결제 follows: 카드로 결제하세요.
    static let meansOfPayment: Set<String> = ["카드로", "현금으로", "신용카드로", "체크카드로", "계좌로", "포인트로", "휴대폰으로"]

    /// What a text must hold to be read word by word: 지 and 안 a space
    /// apart, 로써, 결재, 그리고 나, an answer before 맞, 낳, 르치 (of
    /// 가르치다), 던 before 상관 or 관계, 던지 and a space, 몇 일, 가능한 and
    /// a space, 눈에 and a space, or 에게 (안 alone is in
    /// 안내, 안전 and most Korean copy; 가 of 가르치 in nearly all of it).
    static let needles = ["지 안", "로써", "결재", "그리고 나", "답을 맞", "답 맞", "낳", "르치", "르친", "던 상관", "던 관계", "던지 ", "몇 일",
                          "가능한 ", "에게", "실패", "성공", "눈에 ", "으로서"]
    private static let needleSearch = SyllableNeedles(needles)
    /// 맞추다's second syllable in its forms (맞추, 맞춰, 맞췄, 맞출, 맞춥),
    /// each with 맞히다's: 정답을 맞춰 → 맞혀.
    static let guessForms: [Unicode.Scalar: Unicode.Scalar] = ["추": "히", "춰": "혀", "췄": "혔", "출": "힐", "춥": "힙"]
    /// The answer 맞히다 (guess right) takes, as 맞추다 (fit, match) does not.
    static let answers: Set<String> = ["정답을", "답을", "정답", "답"]
    private static let (an, rosseo, gyeoljae) = (Array("안".utf8), Array("로써".utf8), Array("결재".utf8))
    /// Compared by bytes: `==` on Korean strings checks their normalization.
    private static let geurigo = Array("그리고".utf8)
    /// What follows 그리고 when 그러고 (having done so) was meant: 나서,
    /// 나면, and 난 before 후, 뒤 or 다음.
    private static let afterGeureogo: Set<String> = ["나서", "나서는", "나서야", "나면", "나니"]
    private static let afterNan = ["후", "뒤", "다음"]
    /// Where 가리키다 (point at) is meant after 가르치다 (teach): a direction or a place.
    private static let pointedAt = ["방향", "곳", "쪽", "위치", "지점"]
    /// What follows 일 (day) in 며칠 written 몇 일: a particle, 간, 째, 동안.
    private static let afterDays: Set<String> = ["", "이", "을", "간", "째", "에", "은", "도", "만", "의", "동안", "이나", "씩", "간의", "째에"]
    /// Adverbs that 가능한 한 (as … as possible) comes before, written
    /// without its 한: 가능한 빨리. Adverbs in 하게 or 히 are told by their end.
    private static let adverbsOfDegree: Set<String> = [
        "빨리", "많이", "자주", "일찍", "적게", "짧게", "길게", "오래", "빠르게", "높게", "낮게", "크게", "작게", "가깝게", "멀리",
        "적은", "많은", "최대한",
    ]
    /// Things, not people, that copy writes 에게 after (서버에게 → 서버에):
    /// 에게 is for people and animals.
    static let things: Set<String> = [
        "서버", "앱", "기기", "컴퓨터", "시스템", "프로그램", "애플리케이션", "장치", "휴대폰", "전화", "웹사이트", "사이트", "폴더",
        "파일", "iPhone", "iPad", "Mac", "Apple Watch", "Apple TV", "AirPods", "HomePod", "iCloud", "Watch", "TV", "위젯", "네트워크",
        "사진", "앨범", "문서", "이미지", "동영상", "비디오", "항목", "계정", "페이지", "링크", "데이터", "목록", "브라우저",
    ]
    /// 에게's forms with the particles after it, each with 에's, and the
    /// particle's last byte (서 EC 84 9C, 는 EB 8A 94, 도 EB 8F 84, 만 EB A7 8C).
    private static let toThingForms: [(written: String, meant: String, bytes: [UInt8])] = [
        ("에게서", "에서"), ("에게는", "에는"), ("에게도", "에도"), ("에게만", "에만"),
    ].map { ($0.0, $0.1, Array($0.0.utf8.suffix(3))) }

    /// The form of 에게 that ends `text` after something before it, told by
    /// its bytes (에게 is EC 97 90 EA B2 8C): every word of a text with 에게
    /// in it is asked.
    static func toThingForm(of text: String) -> (written: String, meant: String)? {
        text.withUTF8Bytes { bytes -> (written: String, meant: String)? in
            let count = bytes.count
            func ege(at index: Int) -> Bool {
                index >= 3 && bytes[index] == 0xEC && bytes[index + 1] == 0x97 && bytes[index + 2] == 0x90
                    && bytes[index + 3] == 0xEA && bytes[index + 4] == 0xB2 && bytes[index + 5] == 0x8C
            }
            if ege(at: count - 6) { return ("에게", "에") }
            guard count >= 12, ege(at: count - 9) else { return nil }
            return toThingForms.first { bytes[(count - 3)...].elementsEqual($0.bytes) }.map { ($0.written, $0.meant) }
        }
    }
    private static let possible = Array("가능한".utf8)
    private static let (naeh, gareu, myeot) = ("낳".unicodeScalars.first!, Array("가르".utf8), Array("몇".utf8))
    /// 가르치다's third syllable in its forms before a noun (가르치는, 가르친,
    /// 가르칠), each with 가리키다's.
    private static let pointingForms: [Unicode.Scalar: String] = ["치": "키", "친": "킨", "칠": "킬"]

    /// Whether `word` is an adverb of degree or manner that 가능한 한 goes
    /// before: a listed one, or one in 하게 or 히 (정확하게, 자세히).
    static func isAdverbOfDegree(_ word: String) -> Bool {
        if adverbsOfDegree.contains(word) { return true }
        return word.count >= 3 && (word.hasSuffix("하게") || word.hasSuffix("히"))
    }

    /// The thing 에게 (written as `particle`) follows in word `index`: the
    /// word before the particle, or a name of two words (Apple Watch에게).
    private static func thing(before particle: String, in text: String, at index: Int, _ words: [TextSegments.Segment],
                              spaced: (Int) -> Bool) -> String? {
        let noun = String(text.dropLast(particle.count))
        if things.contains(noun) { return noun }
        // 다른 사진들에게 → 사진들에: the plural suffix 들 between.
        if noun.hasSuffix("들"), things.contains(String(noun.dropLast())) { return noun }
        guard index > 0, spaced(index) else { return nil }
        let name = words[index - 1].text + " " + noun
        return things.contains(name) ? name : nil
    }

    /// 실패 or 성공 when `word` is a form of 실패하다 or 성공하다.
    private static func outcome(of word: String) -> String? {
        var scalars = word.unicodeScalars.makeIterator()
        guard let first = scalars.next(), let second = scalars.next(), let third = scalars.next(),
              outcomeVerbEndings.contains(third) else { return nil }
        return outcomes.first { $0.first == first && $0.second == second }?.noun
    }

    public static func findings(in value: String) -> [ValueFinding] {
        let needles = needleSearch.found(in: value)
        return needles == 0 ? [] : wordFindings(in: value, needles: needles)
    }

    static func mayHoldConfusable(_ value: String) -> Bool {
        needleSearch.mayOccur(in: value)
    }

    /// The bits of `needles` that a check needs one of: a word is asked
    /// only the questions whose needle its text holds (에게 and 가 start
    /// much of Korean, and every word of a text with one was asked all).
    private static func bits(_ words: String...) -> UInt64 {
        words.reduce(0) { $0 | 1 << UInt64(needles.firstIndex(of: $1)!) }
    }
    private static let (notBit, rosseoBit, gyeoljaeBit, geurigoBit, answerBits) =
        (bits("지 안"), bits("로써"), bits("결재"), bits("그리고 나"), bits("답을 맞", "답 맞"))
    private static let (naehBit, gareuchiBits, deonBits, myeotBit, possibleBit, egeBit) =
        (bits("낳"), bits("르치", "르친"), bits("던 상관", "던 관계", "던지 "), bits("몇 일"), bits("가능한 "), bits("에게"))
    private static let noticedBit = bits("눈에 ")
    private static let byDoingBit = bits("으로서")
    /// Boxes named in 함 (보관함, 받은 편지함), nouns that 으로서 (as) may
    /// follow, unlike a verb's 함 (사용함으로써).
    private static let boxesInHam = ["보관함", "편지함", "수신함", "발신함", "우편함", "사물함", "보관소함"]

    /// The verb made a noun by -ㅁ that ends `stem`, before 으로서 was
    /// written for 으로써 (by doing): 함 or 됨 after a noun (사용함, 저장됨),
    /// 킴 (활성화시킴), 줌 (해 줌), or 음 after a past or 있다's final ㅆ
    /// or ㅄ (저장했음, 없음); not a noun in 음 or 함 (녹음, 보관함).
    static func endsInVerbNoun(_ stem: String) -> Bool {
        let scalars = Array(stem.unicodeScalars)
        guard let last = scalars.last else { return false }
        switch last {
        case "함":
            return scalars.count >= 2 && !boxesInHam.contains(where: stem.hasSuffix)
        case "됨", "킴":
            return scalars.count >= 2
        case "줌":
            return true
        case "음":
            guard scalars.count >= 2 else { return false }
            let before = scalars[scalars.count - 2].value
            return (0xAC00...0xD7A3).contains(before) && [18, 20].contains((before - 0xAC00) % 28)
        default:
            return false
        }
    }
    private static let outcomeBits = bits("실패", "성공")
    /// 실패하다 (fail) and 성공하다 (succeed) take 에, not an object: 로그인을
    /// 실패했습니다 → 로그인에. Their third syllable in the verb's forms;
    /// not 시 of 성공시키다 (make succeed), which takes an object.
    private static let outcomeVerbEndings: [Unicode.Scalar] = ["하", "했", "한", "할", "해", "합", "함"]
    private static let outcomes: [(first: Unicode.Scalar, second: Unicode.Scalar, noun: String)] = [("실", "패", "실패"), ("성", "공", "성공")]

    /// The findings of every word read, without the byte test first
    /// (`needles`: the needles the text holds, all of them unless told).
    static func wordFindings(in value: String, needles: UInt64 = ~0) -> [ValueFinding] {
        let words = TextSegments.words(value)
        var found: [ValueFinding] = []
        func spaced(_ index: Int) -> Bool {
            index > 0 && index < words.count && words[index - 1].offset + words[index - 1].text.count + 1 == words[index].offset
        }
        for (index, word) in words.enumerated() {
            let text = word.text
            let bytes = text.utf8
            if needles & notBit != 0, bytes.starts(with: an), spaced(index), notForms.contains(String(text.dropFirst())) {
                // 저장되지 안습니다 → 않습니다.
                let before = words[index - 1].text
                guard before.hasSuffix("지"), !nounsEndingInJi.contains(before) else { continue }
                let meant = "않" + text.dropFirst()
                found.append(ValueFinding(message: "“\(before) \(text)”: after -지 the negation is 않다; write “\(meant)”",
                                          range: word.offset..<word.offset + 1, replacement: "않"))
            } else if needles & rosseoBit != 0, bytes.count > rosseo.count, bytes.suffix(rosseo.count).elementsEqual(rosseo),
                      let suffix = ["으로써", "로써"].first(where: text.hasSuffix),
                      people.contains(String(text.dropLast(suffix.count))) {
                // 관리자로써 → 관리자로서: in the capacity of a person.
                let noun = String(text.dropLast(suffix.count))
                let meant = noun + String(suffix.dropLast()) + "서"
                found.append(ValueFinding(message: "“\(text)”: 로써 is by means of; as a person or a role, write “\(meant)”",
                                          range: word.offset + text.count - 1..<word.offset + text.count, replacement: "서"))
            } else if needles & byDoingBit != 0, text.hasSuffix("으로서"), Self.endsInVerbNoun(String(text.dropLast(3))) {
                // 사용함으로서 → 사용함으로써: by doing is 으로써 after a verb's -ㅁ.
                let meant = String(text.dropLast()) + "써"
                found.append(ValueFinding(message: "“\(text)”: by doing is 으로써 after a verb's -ㅁ; 로서 is as a person or a role: write “\(meant)”",
                                          range: word.offset + text.count - 1..<word.offset + text.count, replacement: "써"))
            } else if needles & geurigoBit != 0, bytes.elementsEqual(geurigo), index + 1 < words.count, spaced(index + 1) {
                // 그리고 나서 → 그러고 나서: 나서 follows a verb's 고 form.
                let next = words[index + 1].text
                let then = afterGeureogo.contains(next)
                    || next == "난" && index + 2 < words.count && spaced(index + 2) && afterNan.contains(where: words[index + 2].text.hasPrefix)
                guard then else { continue }
                found.append(ValueFinding(message: "“그리고 \(next)”: 나서 follows a verb, and 그리고 is the conjunction and; write “그러고 \(next)”",
                                          range: word.offset + 1..<word.offset + 2, replacement: "러"))
            } else if needles & answerBits != 0, index > 0, spaced(index), text.unicodeScalars.first == "맞", answers.contains(words[index - 1].text),
                      let second = text.unicodeScalars.dropFirst().first, let meant = guessForms[second] {
                // 정답을 맞춰 보세요 → 맞혀: an answer is guessed right (맞히다), not fitted (맞추다).
                found.append(ValueFinding(message: "“\(words[index - 1].text) \(text)”: an answer is guessed right with 맞히다; 맞추다 fits or matches: write “맞\(meant)”",
                                          range: word.offset + 1..<word.offset + 2, replacement: String(meant)))
            } else if needles & naehBit != 0, text.unicodeScalars.first == naeh, index > 0, spaced(index), words[index - 1].text == "더" {
                // 더 낳은 방법 → 더 나은: better is 낫다; 낳다 is to give birth.
                let rest = text.unicodeScalars.dropFirst()
                // 낫다 drops its ㅅ before a vowel (나은, 나아요) and keeps it before a consonant (낫습니다).
                let vowelNext = rest.first.map { (0xC544...0xC78F).contains($0.value) } ?? false
                let stem = vowelNext ? "나" : "낫"
                found.append(ValueFinding(message: "“더 \(text)”: better is 낫다; 낳다 is to give birth: write “더 \(stem)\(String(rest))”",
                                          range: word.offset..<word.offset + 1, replacement: stem))
            } else if needles & gareuchiBits != 0, bytes.starts(with: gareu), let third = text.unicodeScalars.dropFirst(2).first, let pointing = pointingForms[third],
                      index + 1 < words.count, spaced(index + 1), pointedAt.contains(where: words[index + 1].text.hasPrefix) {
                // 화살표가 가르치는 방향 → 가리키는: pointing is 가리키다; 가르치다 is to teach.
                let meant = "가리" + pointing + text.dropFirst(3)
                found.append(ValueFinding(message: "“\(text) \(words[index + 1].text)”: pointing at is 가리키다; 가르치다 is to teach: write “\(meant)”",
                                          range: word.offset + 1..<word.offset + 3, replacement: "리" + pointing))
            } else if needles & deonBits != 0, index + 1 < words.count, spaced(index + 1), text.hasSuffix("던") || text.hasSuffix("던지"), text.count > 1,
                      ["상관", "관계"].contains(where: words[index + 1].text.hasPrefix)
                        // 선택하던지 건너뛰십시오: -던지 between two choices; not
                        // before 모르다 or 기억하다 (누구였던지 모르겠습니다, a
                        // question of the past) or after 얼마나 (얼마나 빠르던지).
                        || text.count >= 3 && text.hasSuffix("던지") && text != "던지" && !value.contains("얼마나")
                            && !["모르", "몰라", "몰랐", "기억", "알"].contains(where: words[index + 1].text.hasPrefix) {
                // 무엇이던 상관없이 → 무엇이든: a choice is -든(지); -던 recalls the past.
                let at = word.offset + text.count - (text.hasSuffix("던지") ? 2 : 1)
                let meant = String(text.prefix(at - word.offset)) + "든" + text.dropFirst(at - word.offset + 1)
                found.append(ValueFinding(message: "“\(text) \(words[index + 1].text)”: any of a choice is -든(지); -던 recalls the past: write “\(meant)”",
                                          range: at..<at + 1, replacement: "든"))
            } else if needles & noticedBit != 0, index > 0, spaced(index), words[index - 1].text == "눈에",
                      let first = text.unicodeScalars.first, (0xB760...0xB77B).contains(first.value),
                      let meant = Unicode.Scalar(first.value - 28) {
                // 눈에 띠지 않습니다 → 띄지: to catch the eye is 띄다 (뜨이다); 띠다 is to wear or take on a hue.
                let written = String(meant) + text.unicodeScalars.dropFirst().map(String.init).joined()
                found.append(ValueFinding(message: "“눈에 \(text)”: to catch the eye is 띄다; 띠다 is to take on a color: write “눈에 \(written)”",
                                          range: word.offset..<word.offset + 1, replacement: String(meant)))
            } else if needles & myeotBit != 0, bytes.elementsEqual(myeot), index + 1 < words.count, spaced(index + 1),
                      words[index + 1].text.hasPrefix("일"), afterDays.contains(String(words[index + 1].text.dropFirst())) {
                // 몇 일 후 → 며칠 후: how many days is the one word 며칠.
                let next = words[index + 1]
                let meant = "며칠" + next.text.dropFirst()
                found.append(ValueFinding(message: "“몇 \(next.text)”: how many days is the one word 며칠: write “\(meant)”",
                                          range: word.offset..<next.offset + 1, replacement: "며칠"))
            } else if needles & possibleBit != 0, bytes.elementsEqual(possible), index + 1 < words.count, spaced(index + 1), Self.isAdverbOfDegree(words[index + 1].text) {
                // 가능한 빨리 → 가능한 한 빨리: as soon as possible keeps its 한.
                let next = words[index + 1].text
                found.append(ValueFinding(message: "“가능한 \(next)”: as … as possible is 가능한 한: write “가능한 한 \(next)”",
                                          range: word.offset + 3..<word.offset + 3, replacement: " 한"))
            } else if needles & egeBit != 0, let form = Self.toThingForm(of: text),
                      let noun = Self.thing(before: form.written, in: text, at: index, words, spaced: spaced) {
                // 서버에게 전송합니다 → 서버에: 에게 is for people and animals.
                let start = word.offset + text.count - form.written.count
                found.append(ValueFinding(message: "“\(noun)\(form.written)”: 에게 is for people and animals; after a thing write “\(noun)\(form.meant)”",
                                          range: start..<start + form.written.count, replacement: form.meant))
            } else if needles & outcomeBits != 0, text.utf8.count > 3, let last = text.unicodeScalars.last, last == "을" || last == "를",
                      index + 1 < words.count, spaced(index + 1), let outcome = Self.outcome(of: words[index + 1].text) {
                // 로그인을 실패했습니다 → 로그인에: 실패하다 and 성공하다 take 에.
                let next = words[index + 1].text
                let meant = String(text.dropLast()) + "에"
                found.append(ValueFinding(message: "“\(text) \(next)”: \(outcome)하다 takes 에, not an object: write “\(meant) \(next)”",
                                          range: word.offset + text.count - 1..<word.offset + text.count, replacement: "에"))
            } else if needles & gyeoljaeBit != 0, bytes.starts(with: gyeoljae) {
                let next = index + 1 < words.count && spaced(index + 1) ? words[index + 1].text : ""
                let previous = spaced(index) ? words[index - 1].text : ""
                let rest = text.dropFirst(2)
                let pays = meansOfPayment.contains(previous) && !rest.hasPrefix("요청") && !rest.hasPrefix("자")
                    || (text == "결재" && paymentNouns.contains(where: next.hasPrefix))
                    || paymentNouns.contains(where: rest.hasPrefix)
                guard pays else { continue }
                found.append(ValueFinding(message: "“\(text)” is a superior's approval; a payment is 결제: write “결제\(rest)”",
                                          range: word.offset + 1..<word.offset + 2, replacement: "제"))
            }
        }
        return found
    }
}
