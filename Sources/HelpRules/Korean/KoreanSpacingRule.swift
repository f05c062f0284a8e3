import HelpCore

/// Spacing mistakes common in Korean UI copy.
public struct KoreanSpacingRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "ko.spacing",
        summary: "Korean 하다-verbs are written as one word and bound nouns stand apart",
        rationale: """
            Three spacing mistakes recur in Korean UI copy. A 하다-verb split from its noun — 탭 하세요, \
            클릭 하여, 선택 하면, 업그레이드 하십시오, 고정 돼요 — is one word: 탭하세요, 클릭하여, 선택하면, 고정돼요 (a noun \
            helpc lists, a noun in 화 of three syllables or more the dictionary takes (최적화 하는 → 최적화하는), \
            or one the dictionary takes both for a noun and joined to the verb, but for \
            adverbs such as 안 and 못 that are also nouns); so is a word and its case \
            particle (레시피 를, iPhone 을, 사진 마다, 레시피 처럼 → 레시피를, iPhone을, 사진마다, 레시피처럼; \
            after a word that already ends in it or its other form, 버튼을 을 and 사진을 를, the particle \
            is written twice and is deleted; 뿐 after a noun, 사진 뿐만 → 사진뿐만, but not after a verb's ㄹ \
            form, 할 뿐입니다, where it is a bound noun; 밖에 before a negative, 200칼로리 밖에 남지 않았어요 → \
            200칼로리밖에, but not 화면 밖에 있는 버튼, where it is the noun 밖, outside), \
            and a noun and the copula 이다 \
            (동기화 중 입니다, 사진 이에요 → 동기화 중입니다, 사진이에요). The adverb 안 (not) stands \
            apart from 되다 (저장이 안됩니다 → 안 됩니다), as UI copy never means the adjective 안되다, \
            and so from 하다 (사용 안함, 안해요 → 안 함, 안 해요), and 않다 and 못하다 stand apart from a verb's -지 (하지않습니다, 저장하지못했습니다 → 하지 않습니다, \
            저장하지 못했습니다; 머지않아 and 못지않은, words of their own, pass). \
            A bound noun or a unit run into the word \
            before it — 할수, 할수도, 할때, 하는것, 삭제한후, 저장한다음, 저장한뒤, 사용할줄, 저장하는중, 열기전에, \
            원하는만큼, 설정한대로, 사용하는대신, 수있는, 해야한다, 여러개, 두번째, 첫번째, 여러가지, 한명, 여러장, 몇시간, 더이상, 그외, 저장중, 결제시, 5분동안, 하는동안, \
            앱내 — stands apart: 할 수, 할 수도, \
            할 때, 하는 것, 삭제한 후, 저장한 다음, 저장한 뒤, 사용할 줄, 저장하는 중, 열기 전에, 원하는 만큼, 설정한 대로, 사용하는 대신, \
            수 있는, 해야 한다, 여러 개, 두 번째, 첫 번째, 여러 가지, 한 명, 여러 장, 몇 시간, 더 이상, 그 외, 저장 중, 결제 시, 5분 동안, 하는 동안, 앱 내 (after a noun, 만큼 and 대로 are particles, \
            joined: 사진만큼, 순서대로; words the dictionary has keep their 중, 동안 and 내: 집중, 한밤중, 그동안, 한동안, 안내, 실내, 보내); \
            간 (between) after a noun of things or people stands apart (기기간 동기화, 사용자간의 → 기기 간, \
            사용자 간의; a span's 간 joins: 3일간, 이틀간); \
            후, 전 and 뒤 after a word of time stand apart (잠시후, 방금전에, 이틀뒤 → 잠시 후, 방금 전에, 이틀 뒤; \
            오래전 is a word), and after a span a Korean numeral counts (몇 분후에, 두 시간뒤 → 몇 분 후에, \
            두 시간 뒤); \
            순 (order) after an adjective that names a sort order stands apart (가격 낮은순, 리뷰 많은순으로 → \
            낮은 순, 많은 순으로; after a noun it is a suffix, joined: 이름순, 최신순); \
            the determiner 맨 (most) stands apart from a word of place (맨위에, 맨아래로 → 맨 위에, 맨 아래로; \
            맨손 and 맨발 are words); \
            the adjective 같다 after a noun stands apart (책상같은, 사진같아요 → 책상 같은, 사진 같아요; 책상같이 is \
            the particle 같이, joined, and 똑같은 a word); \
            와 before 같이, 함께 or another word of likeness or company is the particle (아래 와 같이 → \
            아래와 같이; 와 alone is also 오다's, come); \
            a noun of comparison or amount run into the count before it — 5개이상, %@이하, 3일이내, 18세미만, \
            10분정도, iOS 17이후 — stands apart as well: 5개 이상, %@ 이하, 3일 이내, 18세 미만, 10분 정도, iOS 17 이후 \
            (3초과 is left: it is also 3초 and 과); 다음번, 지난번, 이번 and 저번 are nouns of one word \
            (다음 번에 → 다음번에; 다음 번호 is left); so are verbs the dictionary has as one word that copy \
            splits after their first part (건너 뛰기, 돌아 가세요, 들어 가면, 되 돌리기 → 건너뛰기, 돌아가세요, \
            들어가면, 되돌리기; 들어 올리다, two words, and an auxiliary verb such as 돌아 보세요 are left); \
            the adverb 및 (and) stands apart from both words it joins (파일및폴더 → 파일 및 폴더); \
            a suffix split from its word is joined to it: 씩 (하루 씩 → 하루씩), 째 after 번 (세 번 째 → 세 번째), 당 \
            after a unit or a person counted (1인 당, 시간 당 → 1인당, 시간당) and 별 (by each) after a noun before a \
            word of sorting or grouping (카테고리 별 쇼핑, 날짜 별로 정렬 → 카테고리별, 날짜별로; a star's 별 and \
            별로, not much, are left); \
            a particle after a name or a placeholder stands apart from the word it leads into \
            (iCloud를통해, %@와함께 → iCloud를 통해, %@와 함께); \
            a noun run into the name or abbreviation in Latin letters it follows stands apart, as Apple's Korean \
            writes it (QR코드를, USB케이블로, Command키를 → QR 코드를, USB 케이블로, Command 키를; a suffix joins: \
            USB-C형, Mac용); \
            a unit or counter after a number in figures or its placeholder is joined to it, as Apple's \
            Korean writes it (5 개를, %lld 분, 2 단계로 → 5개를, %lld분, 2단계로; 대, 차, 위 and 세, also \
            nouns of their own, are left alone), and so is the suffix 님 after a name's placeholder (%@ 님 → \
            %@님); \
            -아/-어 and 지다 are one word (켜 졌어요, 만들어 졌습니다 → 켜졌어요, 만들어졌습니다), unlike an \
            auxiliary verb such as 주다 (켜 주세요 may stand apart); when joining would make a verb passive \
            twice (처리되어 집니다, 보여 지는), the fix is the verb made passive once (처리됩니다, 보이는). \
            Before a word of failing, needing, helping, using or taking time, 데 is the bound noun "in \
            doing" and stands apart (불러오는데 실패했습니다, 저장하는데 시간이 걸려요 → 불러오는 데, 저장하는 데), \
            and so before an amount of time and 걸리다 or 소요 (배달하는데 약 30분이 걸립니다 → 배달하는 데); \
            -는데 after a past or future form (저장했는데 실패했어요) is the connective ending, joined. \
            Before a span of time, 지 after a verb's ㄴ form is the bound noun "since" (사용한지 1년이, \
            열린지 2시간이 → 사용한 지, 열린 지); before anything else -ㄴ지 and -는지 are the ending \
            "whether", joined (올바른지 확인하세요), and so is -ㄹ지 or -는지 split from its verb \
            (저장할 지 묻습니다, 되는 지 확인하세요 → 저장할지, 되는지; 볼 지도, a map to see, is left). \
            지난주, 지난달 and 지난해 are words (지난 주에, 지난 달보다 → 지난주에, 지난달보다; 지난 주말 \
            is left), and 다음 주, 이번 달, 오늘 밤 and 내일 밤 are two (다음주에, 이번달, 오늘밤 → 다음 주에, \
            이번 달, 오늘 밤). The parts of a date, a time or a span stand apart (2026년12월7일, 오후3시45분, \
            1시간30분 → 2026년 12월 7일, 오후 3시 45분, 1시간 30분). \
            Nouns such as 탭 (a tab) in 탭 목록, counts such as 클릭 수, words that merely contain the \
            syllables (수영, 때때로, 할수록, 전후, 이후, 번호), words the dictionary has that start with a numeral (한곳, 세대, \
            한편, 여러분), 한번 (also "once"; but 한번 더, one more time, and 한번 with a particle, 탭 한번으로, 한번만, 한번에, count: 한 번 더, 한 번으로, 한 번에), the numeral 한 before a \
            unit (탭 한 번으로, 클릭 한 번에) and 이, 가, 도, 만 (also \
            words of their own) are left alone. Every mistake has a fix.
            """,
        severity: .warning,
        languages: .only(["ko"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="hint"><text xml:lang="en">Tap the star.</text><text xml:lang="ko">별표를 탭↓ 하세요.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Upgrade to get more space.</text><text xml:lang="ko">공간을 늘리려면 업그레이드↓ 하십시오.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">It shows as you set it.</text><text xml:lang="ko">설정↓ 한 대로 표시됩니다.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">You can save it.</text><text xml:lang="ko">저장할↓수 있습니다.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Sign in first.</text><text xml:lang="ko">먼저 로그인해야↓합니다.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Sign in to continue.</text><text xml:lang="ko">계속하려면 로그인↓ 해주세요. 나중에 다시 시도↓ 해보세요.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Choose one you can open when needed.</text><text xml:lang="ko">필요할↓때 열↓수↓있는 항목을 선택↓ 하세요.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">It can’t be saved.</text><text xml:lang="ko">저장이 안↓됩니다. 연결이 안↓돼요.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Syncing. This is version 2.</text><text xml:lang="ko">동기화 중↓ 입니다. 이 버전은 2↓ 입니다.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Subtitles are on, and the recipe was made.</text><text xml:lang="ko">자막이 켜↓ 졌어요. 레시피가 만들어↓ 졌습니다. 화면이 어두워↓ 지면 알려 드려요.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">After you delete two recipes, open %@.</text><text xml:lang="ko">레시피↓ 를 두↓개 삭제한↓후 %@↓ 을(를) 여세요.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Tap the button, then choose a photo.</text><text xml:lang="ko">버튼을↓ 을 탭한 다음 사진을↓ 를 선택하세요.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">The photos couldn’t be loaded; syncing takes time.</text><text xml:lang="ko">사진을 불러오는↓데 실패했습니다. 동기화하는↓데 시간이 걸려요.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Saving. Paused for 5 minutes; keep the app open while it downloads one of 3 files.</text><text xml:lang="ko">저장↓중입니다. 5분↓동안 일시 정지됐습니다. 파일 3개↓중 하나를 다운로드하는↓동안 앱을 열어 두십시오.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Find in-app purchases in this folder.</text><text xml:lang="ko">앱↓내 구입은 폴더↓내에서 찾으십시오.</text></string>
                """#),
            Example(#"""
                <string id="limit"><text xml:lang="en">Send up to %@ a day; it takes 10 minutes or less. Try again next time.</text><text xml:lang="ko">하루에 %@↓이하로 보낼 수 있으며 10분↓이내에 완료됩니다. 다음↓ 번에 다시 시도하십시오.</text></string>
                """#),
            Example(#"""
                <string id="trip"><text xml:lang="en">Leave on December 7 at 3:45 PM; it takes 1 hour 30 minutes.</text><text xml:lang="ko">↓12월7일 ↓오후3시45분에 출발하며 ↓1시간30분 걸립니다.</text></string>
                """#),
            Example(#"""
                <string id="plan"><text xml:lang="en">Compare last week with next week, and choose whether to save tonight.</text><text xml:lang="ko">지난↓ 주와 다음↓주를 비교하고 오늘↓밤에 저장할↓ 지 선택하십시오.</text></string>
                """#),
            Example(#"""
                <string id="scan"><text xml:lang="en">Scan the QR code, then connect the USB cable.</text><text xml:lang="ko">QR↓코드를 스캔한 다음 USB↓케이블을 연결하십시오.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="adapter"><text xml:lang="en">Buy a USB-C adapter and a Mac case, then open iCloud.</text><text xml:lang="ko">USB-C형 어댑터와 Mac용 케이스를 구입한 다음 iCloud를 여십시오.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Check the tab list.</text><text xml:lang="ko">탭 목록에서 클릭 수를 확인하세요.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Swim recipes, now and then.</text><text xml:lang="ko">수영 전 레시피는 때때로 볼수록 좋습니다. 저장할 수 있습니다.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Compare this recipe before and after, once.</text><text xml:lang="ko">이 레시피의 전후 사진을 이후에 한번 비교하고 다음 번호로 가 보세요.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">It didn't work, and you can't do it now.</text><text xml:lang="ko">저장이 안 됐습니다. 지금 할 수 없습니다. 현재 하고 있는 작업을 잘 했어요.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Pay with a single tap.</text><text xml:lang="ko">탭 한 번으로 결제하고 클릭 한 번에 저장하세요.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Turn it on. The sun set; support comes now.</text><text xml:lang="ko">조명을 켜 주세요. 해가 졌어요. 지원은 켜 지금 받으세요. 켜졌어요.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">I tried to save it, but it failed; there is room, but it failed.</text><text xml:lang="ko">저장하려고 했는데 실패했어요. 공간이 있는데 실패했어요. 사진을 불러오는 데 실패했습니다.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">Focus for a while; meanwhile, it syncs at midnight.</text><text xml:lang="ko">한동안 집중하세요. 그동안 한밤중에 오랫동안 동기화 중입니다.</text></string>
                """#),
            Example(#"""
                <string id="hint"><text xml:lang="en">See the guide; send it from indoors.</text><text xml:lang="ko">안내를 보십시오. 실내에서 꺼내 보내십시오.</text></string>
                """#),
            Example(#"""
                <string id="plan"><text xml:lang="en">Last weekend and last month; this week, whether it works, a map to see.</text><text xml:lang="ko">지난 주말과 지난달, 이번 주에 되는지 확인하고 볼 지도를 고르십시오. 사용한 지 1년이 되었습니다.</text></string>
                """#),
        ])

    public init() {}

    /// Nouns that form 하다-verbs in UI copy, besides the termbase's verbs.
    static let verbNouns = ComposedWordSet(verbNounList)
    static let verbNounList = [
        "탭", "클릭", "선택", "저장", "삭제", "입력", "설정", "변경", "추가", "확인", "검색", "공유", "편집", "복사",
        "이동", "동기화", "로그인", "로그아웃", "다운로드", "업로드", "설치", "재생", "정지", "시작", "종료", "실행",
        "연결", "사용", "표시", "정렬", "등록", "취소", "완료", "업데이트", "드래그", "스크롤", "스와이프", "터치",
        "준비", "요리", "보관", "정리", "생성", "제거", "복원", "허용", "초기화", "재설정", "활성화", "비활성화",
        "시도", "확대", "축소", "구입", "결제", "인증", "예약", "전송", "백업", "복구", "요청", "승인", "차단",
        "스캔", "인쇄", "녹음", "녹화", "촬영", "구독",
        "새로고침", "음소거", "팔로우", "언팔로우", "신고", "구매", "충전", "연동", "가입", "탈퇴", "변환", "압축",
        "해제", "이체", "송금", "적용", "조정", "초대", "참여", "응답", "답장", "기록", "측정", "재시작", "재설치",
        "복제", "병합", "고정", "필터링",
        "수정", "제출", "검토", "비교", "이용", "접속", "주문", "결정", "재시도", "재연결", "재전송", "재부팅", "부팅",
        "재인증", "재동기화", "재로그인",
    ]
    /// Nouns the bound noun 시 (when) follows in copy, run into it (결제시,
    /// 오류시에): the 하다-nouns and nouns of events.
    static let nounsBeforeSi = Set(verbNounList + ["오류", "실패", "주문", "문제", "분실", "도난", "외출", "출발", "도착", "이용", "비상", "긴급"])
    /// The last syllables of `nounsBeforeSi`, for `fires` and before the
    /// noun is looked up (a filter: true also for a few other syllables).
    private static let siNounEnds = ScalarFilter(nounsBeforeSi.compactMap { $0.unicodeScalars.last?.value })
    @inline(__always)
    private static func endsNounBeforeSi(_ value: UInt32) -> Bool { siNounEnds.mayContain(value) }
    /// What follows 시 (when) in its word: 결제 시에, 오류 시에는.
    private static let afterSi: Set<String> = ["", "에", "에는", "에도", "에만"]
    private static let (siScalar, eScalar) = ("시".unicodeScalars.first!.value, "에".unicodeScalars.first!.value)

    /// How a following word must begin to be the rest of a 하다-verb.
    static let verbContinuations = [
        "하세요", "하십시오", "하여", "하면", "하고", "하는", "하기", "하려", "하다", "하지", "하시", "합니다", "합니까",
        "했", "해야", "해서", "해도", "해요", "하게", "하도록", "하므로", "하니", "되었", "됩니다", "되면", "되어",
        // With an auxiliary verb joined: 로그인 해주세요 → 로그인해주세요.
        "해주", "해보", "해두", "해드", "할게", "할까", "할지", "합시",
        // 되다's other forms: 고정 돼요, 설정 됐습니다, 연결 되지 않음.
        "돼", "됐", "되지", "되는", "되고", "되도록", "되기", "되므로", "되며", "되니", "되더라도",
    ]
    private static let verbWordList = ["한", "할", "함", "해", "된", "될", "됨"]
    private static let continuationBytes = verbContinuations.map { Array($0.utf8) }

    /// Whether `word` is one of `verbWords` or starts with one of
    /// `verbContinuations`. A word of syllables and ASCII, its own composed
    /// form, is compared by bytes with the precomposed continuations; any
    /// other (conjoining jamo, a combining mark) as characters.
    static func continuesVerb(_ word: String) -> Bool {
        guard word.unicodeScalars.allSatisfy({ $0.value < 0x300 || (0xAC00...0xD7A3).contains($0.value) }) else {
            return verbWords.contains(word) || verbContinuations.contains(where: word.hasPrefix)
        }
        return verbWords.contains(word) || continuationBytes.contains { word.utf8.starts(with: $0) }
    }
    static let verbWords = ComposedWordSet(verbWordList)

    /// The syllables `verbWords` and `verbContinuations` start with, and
    /// each one's syllable without its final consonant (하 of 합: 하 and a
    /// final ㅂ jamo compose to 합).
    private static let verbStartScalars: Set<UInt32> = {
        let firsts = (verbWordList + verbContinuations).compactMap { $0.unicodeScalars.first?.value }
        let syllables = firsts.filter { (0xAC00...0xD7A3).contains($0) }
        return Set(firsts + syllables.map { 0xAC00 + ($0 - 0xAC00) / 28 * 28 })
    }()

    /// False when `word` can neither be one of `verbWords` nor start with
    /// one of `verbContinuations`, told from its first scalar: ASCII, or a
    /// precomposed syllable that no verb word starts with (nothing after
    /// it can make the first character one that does).
    static func mayStartVerb(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first?.value else { return false }
        if first < 0x80 { return false }
        guard (0xAC00...0xD7A3).contains(first) else { return true }
        return verbStartScalars.contains(first)
    }

    struct Finding {
        var message: String
        var range: Range<Int>
        var replacement: String
        /// Reported even where the dictionary takes the word whole:
        /// hunspell-ko takes 여러가지, which the orthography writes apart.
        var overridesDictionary = false
    }

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        findings(item.value, context).map {
            context.diagnostic($0.message, about: item, offset: $0.range.lowerBound,
                               fix: item.fix(replacing: $0.range, with: $0.replacement))
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        let afterInline = text.precedingInline.flatMap { Self.detachedAfterInline(text.value, preceding: $0) }
        return ((afterInline.map { [$0] } ?? []) + findings(text.value, context)).map {
            context.diagnostic($0.message, about: text, offset: $0.range.lowerBound,
                               fix: text.fix(replacing: $0.range, with: $0.replacement))
        }
    }

    func findings(_ value: String, _ context: RuleContext) -> [Finding] {
        var found: [Finding] = []
        // Each Hangul word is judged once the next is known (or there is
        // none): the words were gathered into a list of their own first,
        // one more array for every Korean text.
        var previous: TextSegments.Segment?
        var previousLead: UInt32 = 0
        // The index of the word before when it was a placeholder, of any
        // script: 이상 after %@ is read only then. An index, not the word:
        // holding a copy retained its text for every word.
        var placeholder = -1
        // Read once per text, not per word (a static's every read asks swift_once).
        let (spanLeads, numeralLeads) = (Self.spanLeads, Self.numeralLeads)
        let words = TextSegments.words(value)
        // A character is Hangul when one of its scalars is: the scalars tell.
        for (index, word) in words.enumerated() {
            guard Hangul.containsHangulScalar(word.text) else {
                placeholder = word.text.utf8.first == UInt8(ascii: "%") ? index : -1
                continue
            }
            let placeholderBefore = placeholder >= 0 && placeholder == index - 1 && words[placeholder].offset + words[placeholder].text.utf8.count == word.offset
                ? words[placeholder].text : nil
            placeholder = -1
            // The word's first syllable, read once: the pair before it and
            // the checks below both ask.
            let lead = Self.firstSyllable(of: word.text)
            if let previous { judge(previous, lead: previousLead, next: word, nextLead: lead, in: value, context, into: &found) }
            if Self.mayBeParticle(word.text), let detached = Self.detachedParticle(word, in: value) {
                found.append(Self.doubledParticle(word, detached, in: value, context.speller) ?? detached)
            } else if Self.mayBeCopula(word.text), let detached = Self.detachedCopula(word, in: value) {
                found.append(detached)
            }
            // 안되다 and 안 하다 run together: told by the first syllable, as 뿐 and 밖 are.
            if lead == Self.anScalar, let negated = Self.negationRunTogether(word) ?? Self.negatedHadaRunTogether(word, context.speller) {
                found.append(negated)
            }
            // Three syllables at the least, told before a call: most words
            // are shorter (a search of the whole text for the pair, once,
            // read more bytes than these words hold).
            if word.text.utf8.count >= 9, let negated = Self.negatedAuxiliaryRunTogether(word, context.speller) { found.append(negated) }
            // 뿐 and 밖: told by the word's first syllable.
            if lead == Self.ppunScalar, let only = Self.detachedOnly(word, in: value) { found.append(only) }
            if lead == Self.bakScalar, let only = Self.detachedOnlyBeforeNegative(word, in: value) { found.append(only) }
            if let apart = Self.postpositionRunTogether(word, in: value) { found.append(apart) }
            if lead == 0, let first = word.text.utf8.first, (first | 0x20) &- 0x61 < 26,
               let apart = Self.nounRunIntoLatinName(word) { found.append(apart) }
            if Self.suffixLeads.contains(lead), let apart = Self.detachedSuffix(word, in: value) { found.append(apart) }
            // A word that starts with a figure: its first scalar is no syllable (lead 0).
            var counted = placeholderBefore != nil || lead == 0 && (word.text.utf8.first.map { (0x30...0x39).contains($0) } ?? false)
            if Self.mayBeUnit(word.text), let apart = Self.detachedUnit(word, in: value) {
                found.append(apart)
                counted = true
            }
            if counted, let apart = Self.comparisonRunTogether(word, placeholder: placeholderBefore, in: value) { found.append(apart) }
            if counted, let apart = Self.timeNounRunTogether(word, placeholder: placeholderBefore) { found.append(apart) }
            // 몇 분후에, 두 시간뒤: a span counted by a Korean numeral, the word before.
            if !counted, spanLeads.mayContain(lead), numeralLeads.mayContain(previousLead), let previous,
               previous.text.utf8.count <= 6, Self.koreanNumerals.contains(previous.text),
               let apart = Self.timeNounRunTogether(word, placeholder: "") { found.append(apart) }
            if counted || lead == Self.oScalar, let apart = Self.datePartsRunTogether(word) { found.append(apart) }
            previous = word
            previousLead = lead
        }
        if let previous { judge(previous, lead: previousLead, next: nil, nextLead: 0, in: value, context, into: &found) }
        return found
    }

    /// The findings of one Hangul word, given the Hangul word after it.
    private func judge(_ word: TextSegments.Segment, lead wordLead: UInt32, next: TextSegments.Segment?, nextLead: UInt32,
                       in value: String, _ context: RuleContext, into found: inout [Finding]) {
        // 아래 와 같이 → 아래와 같이: 와 before a word of likeness or
        // company is the particle, not 오다's 와 (come).
        let lead = next == nil ? 0 : wordLead
        if let next, lead == Self.waScalar, word.text.utf8.count == 3, Self.afterWithParticle.contains(next.text),
           !Self.comesAfter(word, in: value),
           let detached = Self.detached(word, in: value, allowingDigit: true, message: { joined in
               "“와” before “\(next.text)” is a particle and is written joined to the word before it: “\(joined)”"
           }) {
            found.append(detached)
        }
        // 한번 더 → 한 번 더: 번 counts the times here (한번 alone is also
        // "once", "sometime": 한번 해 보세요).
        if let next, lead == Self.hanScalar, word.text.utf8.elementsEqual(Self.hanbeon), next.text == "더" || next.text == "더는",
           next.offset == word.offset + word.text.count + 1 {
            found.append(Finding(message: "“한번 더” counts one more time: “한 번 더”",
                                 range: word.offset + 1..<word.offset + 1, replacement: " "))
        }
        // Both checks below start from a handful of first syllables, told
        // by one switch: a pair of words rarely starts with one.
        if next != nil, Self.leadsJoinedWord(lead) { joinedWords(word, next: next!, lead: lead, nextLead: nextLead, context, into: &found) }
        // 탭 하세요 → 탭하세요: the noun, one space, then the verb.
        // The next word is looked at first: few words start as a verb can.
        if let next, Self.mayStartVerb(next.text) {
            let gap = word.offset + word.text.count
            // The verb's rest first, by bytes; the noun is looked up only
            // after one, in the lists and then, rarely, the dictionary.
            if next.offset == gap + 1, Self.continuesVerb(next.text), TextSegments.characters(value)[gap].isScalar(" "),
               !Self.countsUnit(after: next, in: value),
               Self.verbNouns.contains(word.text) || context.lexicon.koreanVerbNouns.contains(word.text)
                || Self.dictionaryJoins(word.text, next.text, context.speller) || Self.isIzingNoun(word.text, context.speller) {
                found.append(Finding(message: "“\(word.text) \(next.text)” is one word: “\(word.text)\(next.text)”",
                                     range: gap..<gap + 1, replacement: ""))
            }
        }
        if let next, let joined = Self.passiveSplit(word, next: next, in: value) { found.append(joined) }
        if let next, let apart = Self.boundDe(word, next: next, in: value) { found.append(apart) }
        if next != nil, let apart = Self.timeSinceRunTogether(word, in: value) { found.append(apart) }
        if let next, nextLead == Self.jiScalar, let joined = Self.endingJiSplit(word, next: next) { found.append(joined) }
        // Appended only when found: appending an empty array for every
        // word went through the generic append for nothing.
        // A word the dictionary knows is a noun of its own, not a bound
        // noun run into the word before it: 실수 (a mistake), 골수, 별것.
        let nouns = Self.boundNouns(in: word)
        if !nouns.isEmpty {
            let known = !nouns.allSatisfy(\.overridesDictionary) && context.speller.dictionaryAccepts(word.text, language: "ko") == true
            found += known ? nouns.filter(\.overridesDictionary) : nouns
        }
    }

    /// 건, 되, 돌, 들, 내, 올 (split verbs) and 다, 지, 이, 저 (다음 번, 지난 번):
    /// `compoundVerbLeads` and `beforeBeonLeads` written out, as a switch
    /// costs less than reading the two lists for every pair of words (a
    /// test holds them to the lists).
    @inline(__always)
    static func leadsJoinedWord(_ lead: UInt32) -> Bool {
        switch lead {
        case 0xAC74, 0xB418, 0xB3CC, 0xB4E4, 0xB0B4, 0xC62C, 0xB2E4, 0xC9C0, 0xC774, 0xC800: return true
        default: return false
        }
    }

    /// Two words that are one: a verb split after its first part (건너 뛰기 →
    /// 건너뛰기), and 다음 번, 지난 번, 이 번, 저 번.
    private func joinedWords(_ word: TextSegments.Segment, next: TextSegments.Segment, lead: UInt32, nextLead: UInt32,
                             _ context: RuleContext, into found: inout [Finding]) {
        let beon = nextLead == Self.beonScalar
        let gap = word.offset + word.text.count
        // 지난 주에 → 지난주에: 지난주, 지난달 and 지난해 are words (다음 주
        // and 이번 달 are two).
        if lead == Self.jiScalar, Self.pastTimeNouns.contains(nextLead), next.offset == gap + 1,
           word.text.utf8.elementsEqual(Self.jinan), Self.isParticleOrNothing(next.text.unicodeScalars.dropFirst()) {
            found.append(Finding(message: "“지난 \(next.text)” is one word: “지난\(next.text)”", range: gap..<gap + 1, replacement: ""))
            return
        }
        guard beon || Self.compoundVerbLeads.contains(lead) else { return }
        guard next.offset == gap + 1 else { return }
        if Self.compoundVerbLeads.contains(lead),
           let compound = Self.splitCompoundVerbs.first(where: { word.text.utf8.elementsEqual($0.first) }),
           compound.second.contains(where: { next.text.hasPrefix($0) }),
           context.speller.dictionaryAccepts(word.text + next.text, language: "ko") == true {
            found.append(Finding(message: "“\(word.text) \(next.text)” is one verb (\(compound.joined)): “\(word.text)\(next.text)”",
                                 range: gap..<gap + 1, replacement: ""))
        }
        // 다음 번에 → 다음번에: 다음번, 지난번, 이번 and 저번 are words.
        if beon, Self.beforeBeonLeads.contains(lead),
           Self.beforeBeon.contains(where: { word.text.utf8.elementsEqual($0) }), Self.afterBeon.contains(next.text) {
            found.append(Finding(message: "“\(word.text) 번” is one word: “\(word.text)번”", range: gap..<gap + 1, replacement: ""))
        }
    }

    /// The first syllables of 지다's forms after -아/-어: 지, 진, 질, 집, 져, 졌.
    private static let jidaStarts: [UInt32] = "지진질집져졌".unicodeScalars.map(\.value)
    /// 지다's forms that start with 지 as whole words (켜 지지 않아요, 켜 지면),
    /// so that 지원, 지금 and 지도 are never taken for one.
    private static let jidaWords: Set<String> = [
        "지다", "지고", "지면", "지는", "지지", "지게", "지도록", "지니", "지며", "지므로", "지기", "지나요", "지네요",
        "진", "질", "진다", "집니다", "집니까",
    ]
    /// Last syllables that end a word of their own before 지다 far more
    /// often than a verb's -아/-어 form: particles and endings (해가 져요,
    /// 사과와, 했다, 하나, 해서) and the pronouns 나, 너, 저, 거.
    private static let notConnectiveEndings: Set<UInt32> = Set("가와다나서너저거자차하야".unicodeScalars.map(\.value))

    /// 켜 졌어요, 만들어 졌습니다, 어두워 져요: -아/-어 and 지다 make one
    /// word (켜졌어요), unlike an auxiliary verb such as 주다 (켜 주세요),
    /// which may stand apart. The word before ends in a syllable of no final
    /// consonant whose vowel is the ending's (ㅏ, ㅓ, ㅕ, ㅘ, ㅝ: 켜, 만들어,
    /// 꺼, 바꿔); the word after is a form of 지다.
    static func passiveSplit(_ word: TextSegments.Segment, next: TextSegments.Segment, in value: String) -> Finding? {
        // Told by the next word's first three bytes: every form of 지다
        // here starts with a syllable encoded from 0xEC, and most words
        // don't.
        var bytes = next.text.utf8.makeIterator()
        guard bytes.next() == 0xEC, let second = bytes.next(), let third = bytes.next(),
              jidaStarts.contains(0xC000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)),
              let last = word.text.unicodeScalars.last?.value, (0xAC00...0xD7A3).contains(last),
              word.text.unicodeScalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }),
              (last - 0xAC00) % 28 == 0, [0, 4, 6, 9, 14].contains((last - 0xAC00) / 28 % 21),
              !notConnectiveEndings.contains(last)
        else { return nil }
        let form = next.text
        guard form.hasPrefix("졌") || form.hasPrefix("져") || jidaWords.contains(form) else { return nil }
        let gap = word.offset + word.text.count
        guard next.offset == gap + 1, TextSegments.characters(value)[gap].isScalar(" ") else { return nil }
        if let once = KnownMisspellings.withoutDoublePassive(word.text + form) {
            // 처리되어 집니다: joined, it would be passive twice, which
            // spelling reports; the fix goes to the verb made passive once.
            return Finding(message: "“\(word.text) \(form)” makes the verb passive twice (되다, 보이다 and 쓰이다 are passive already): “\(once)”",
                           range: word.offset..<next.offset + form.count, replacement: once)
        }
        return Finding(message: "“\(word.text) \(form)” is one word: -아/-어 and 지다 are written together: “\(word.text)\(form)”",
                       range: gap..<gap + 1, replacement: "")
    }

    /// 불러오는데 실패했습니다, 저장하는데 시간이 걸려요: before a word of
    /// failing, succeeding, needing, helping, using or taking time, 데 is
    /// the bound noun "in doing" and stands apart (불러오는 데); joined,
    /// -는데 is the connective ending (but, and), which a past or future
    /// form always is (저장했는데 실패했어요: 했, 있, 없 and 겠 end in ㅆ or ㅄ).
    /// An amount of time may come between (배달하는데 약 30분이 걸립니다):
    /// a figure or a word of amount, with taking time (걸리다, 소요) after
    /// it in the same sentence.
    static func boundDe(_ word: TextSegments.Segment, next: TextSegments.Segment, in value: String) -> Finding? {
        // 데 ends in the byte 0xB0, as few words do: told before any scalar is read.
        guard word.text.withUTF8Bytes({ $0.count >= 9 && $0.last == 0xB0 }) else { return nil }
        let scalars = word.text.unicodeScalars
        guard scalars.last?.value == de, scalars.count >= 3,
              scalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) else { return nil }
        let syllables = Array(scalars)
        let stem = syllables[syllables.count - 3].value
        guard syllables[syllables.count - 2].value == neunScalar, ![18, 20].contains((stem - 0xAC00) % 28),
              predicatesAfterDe.contains(where: next.text.hasPrefix) || takesTime(after: next, in: value) else { return nil }
        let head = String(word.text.dropLast())
        return Finding(message: "“\(word.text) \(next.text)”: 데 here is the bound noun (in doing) and stands apart: “\(head) 데”; joined, -는데 is the connective ending (but, and)",
                       range: word.offset + word.text.count - 1..<word.offset + word.text.count - 1, replacement: " ")
    }

    private static let (de, neunScalar) = ("데".unicodeScalars.first!.value, "는".unicodeScalars.first!.value)

    /// 사용한지 1년이, 열린지 2시간이: after a verb's ㄴ form, 지 is the
    /// bound noun "since" and stands apart (사용한 지 1년이), told by the
    /// span of time after it: a number in figures, a placeholder, or a word
    /// of `spansAfterJi`. Joined, -ㄴ지 is the ending "whether" (올바른지
    /// 확인하세요), as -는지 always is.
    static func timeSinceRunTogether(_ word: TextSegments.Segment, in value: String) -> Finding? {
        // 지 is EC A7 80: told by the word's last byte first, as few words end in it.
        guard word.text.withUTF8Bytes({ $0.count >= 6 && $0[$0.count - 1] == 0x80 && $0[$0.count - 2] == 0xA7 }) else { return nil }
        let end = word.offset + word.text.count
        guard endsInTimeSince(word.text, endingAt: end, in: value) else { return nil }
        return Finding(message: "“\(word.text)”: before a span of time, 지 is the bound noun “since” and stands apart: “\(word.text.dropLast()) 지”",
                       range: end - 1..<end - 1, replacement: " ")
    }

    /// Whether `word` ends in a verb's ㄴ form and 지 run together, with
    /// `following` (the text after it) starting with a space and a span of time.
    /// `word`, ending at character `end` of `value`, read with the few
    /// characters after it; spelling asks this of a word it would report.
    static func endsInTimeSince(_ word: String, endingAt end: Int, in value: String) -> Bool {
        let characters = TextSegments.characters(value)
        return endsInTimeSince(word, followedBy: String(characters[end..<min(end + 4, characters.count)]))
    }

    static func endsInTimeSince(_ word: String, followedBy following: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 2, scalars.last == "지", following.first == " " else { return false }
        let before = scalars[scalars.count - 2].value
        guard (0xAC00...0xD7A3).contains(before), (before - 0xAC00) % 28 == 4, before != neunScalar else { return false }
        let after = following.dropFirst()
        guard let first = after.unicodeScalars.first else { return false }
        return (0x30...0x39).contains(first.value) || first == "%" || spansAfterJi.contains(where: after.hasPrefix)
    }

    /// 저장할 지 묻습니다, 되는 지 확인하세요: after a verb's ㄹ form or its
    /// 는 form, 지 is the ending "whether" (-ㄹ지, -는지), joined to its
    /// verb. The bound noun 지 (since) follows a ㄴ form alone (사용한 지
    /// 1년), and 지도 after a ㄹ form is as often the noun (볼 지도, a map to see).
    static func endingJiSplit(_ word: TextSegments.Segment, next: TextSegments.Segment) -> Finding? {
        // 지 is EC A7 80: the next word's first bytes tell it, and its
        // length (지, 지를, 지는, 지에: three or six bytes).
        guard next.text.withUTF8Bytes({ bytes in
            (bytes.count == 3 || bytes.count == 6) && bytes[0] == 0xEC && bytes[1] == 0xA7 && bytes[2] == 0x80
                && (bytes.count == 3 || particlesAfterJi.contains { bytes[3] == $0.0 && bytes[4] == $0.1 && bytes[5] == $0.2 })
        }) else { return nil }
        let gap = word.offset + word.text.count
        guard next.offset == gap + 1, let last = word.text.unicodeScalars.last?.value,
              (0xAC00...0xD7A3).contains(last), (last - 0xAC00) % 28 == 8 || last == neunScalar,
              word.text.unicodeScalars.count >= 2 || last != neunScalar else { return nil }
        return Finding(message: "“\(word.text) 지”: 지 here is the ending “whether”, joined to its verb: “\(word.text)지”",
                       range: gap..<gap + 1, replacement: "")
    }

    /// The particles 지 (whether) takes as a word apart (지를, 지는, 지에), by
    /// their three bytes: the word after every Korean word is asked, and
    /// hashing it as a string went through Unicode's slow path.
    private static let particlesAfterJi: [(UInt8, UInt8, UInt8)] = ["를", "는", "에"].map {
        let bytes = Array($0.utf8)
        return (bytes[0], bytes[1], bytes[2])
    }

    /// Words that start a span of time after 지 (since): 한 달, 몇 년, 며칠, 오래.
    private static let spansAfterJi = ["한", "두", "세", "몇", "며칠", "오래", "얼마", "하루", "이틀", "사흘", "열흘", "일주", "벌써", "꽤"]
    /// How the word after a bound 데 begins: failing, succeeding, a problem
    /// or an error in doing, the time, help or use it takes.
    /// Whether `next` is an amount (a figure, 약, 몇…) and a form of
    /// 걸리다 or 소요 follows it within the sentence's next few words.
    private static func takesTime(after next: TextSegments.Segment, in value: String) -> Bool {
        let first = next.text.unicodeScalars.first
        guard first.map({ (0x30...0x39).contains($0.value) || $0 == "%" }) == true || amountsBeforeTime.contains(next.text) else { return false }
        let characters = TextSegments.characters(value)
        var following = ""
        for character in characters[(next.offset + next.text.count)...].prefix(24) {
            if character == "." || character == "!" || character == "?" { break }
            following.append(character)
        }
        return timeTakingForms.contains(where: following.contains)
    }
    private static let amountsBeforeTime: Set<String> = ["약", "대략", "최대", "최소", "몇", "보통", "평균", "꽤", "한참", "오래", "수"]
    private static let timeTakingForms = ["걸리", "걸립", "걸려", "걸린", "걸릴", "걸렸", "소요"]
    private static let predicatesAfterDe = [
        "실패", "성공", "문제", "오류", "시간", "필요", "도움", "사용", "쓰이", "쓰입", "쓰여", "쓰였", "쓰인",
        "어려움", "어려워", "어렵", "걸리", "걸려", "걸립", "걸린", "걸릴", "걸렸", "유용", "적합", "충분", "익숙",
    ]

    /// Words that take a case particle (안을, 못을: inside, a nail) and
    /// also stand before a verb as adverbs or determiners (안 된, 못 해요,
    /// 잘 해요, 새 해), and bound nouns: the dictionary joins each to 하다
    /// (hunspell-ko accepts 때할 and 수할), and the meaning decides.
    private static let adverbsAndDeterminers: Set<String> = [
        "안", "못", "잘", "더", "덜", "꼭", "다", "또", "좀", "막", "딱", "곧", "늘", "참", "별", "제", "그", "이", "저",
        "첫", "새", "헌", "온", "전", "각", "매", "몇", "어느", "무슨", "어떤", "지금", "먼저", "오늘", "내일", "모두",
        "현재", "가장", "우선", "혼자", "오래", "매일", "처음", "방금", "당장", "직접", "정말", "조금", "일단",
        // Bound nouns, which a clause ends in before the next verb (할 수 있을 때 할 것).
        "때", "수", "것", "데", "바", "줄", "뿐", "적", "중", "후", "번", "개", "점", "편", "채", "만큼", "대로", "듯",
        "뻔", "척", "체", "리", "김", "차", "터", "이상", "이하", "이후", "이전", "동안", "다음",
    ]

    /// Whether `noun next` is a 하다- or 되다-verb split from its noun that
    /// no list names (업그레이드 하십시오, 운동 해요): the dictionary takes
    /// the word for a noun (it accepts it with 을 or 를) and takes the two
    /// joined for one word. 한 alone is left out: after a noun it is as
    /// often the numeral (일 한 시간); so is 하고, which the dictionary
    /// joins to any noun as the particle (현재 하고 있는: 현재하고, "and now").
    static func dictionaryJoins(_ noun: String, _ next: String, _ speller: Speller) -> Bool {
        guard next != "한", !next.hasPrefix("하고"), mayJoinByDictionary(noun),
              let last = noun.last, let final = Hangul.final(of: last),
              speller.dictionaryAccepts(noun + next, language: "ko") == true
        else { return false }
        return speller.dictionaryAccepts(noun + (final == .none ? "를" : "을"), language: "ko") == true
    }

    /// Whether `noun` is a Sino-Korean noun in 화 (-ize) of three syllables
    /// or more that the dictionary takes as a noun (최적화, 자동화, 간소화):
    /// each takes 하다 and 되다 as one word, though hunspell-ko lists only
    /// some joined (최적화하는 it lacks, so `dictionaryJoins` can't tell).
    static func isIzingNoun(_ noun: String, _ speller: Speller) -> Bool {
        let scalars = noun.unicodeScalars
        guard scalars.count >= 3, scalars.last == "화", scalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) else { return false }
        return speller.dictionaryAccepts(noun + "를", language: "ko") == true
    }

    /// Whether `noun` is Hangul syllables alone and none of the adverbs,
    /// determiners and bound nouns the dictionary would join wrongly.
    static func mayJoinByDictionary(_ noun: String) -> Bool {
        noun.unicodeScalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) && !adverbsAndDeterminers.contains(noun)
    }

    /// Units counted after the numeral 한 (one): in 탭 한 번, 한 is the
    /// numeral before 번, not the verb 한 split from 탭.
    private static let countedUnits = [
        "번", "개", "가지", "명", "장", "곳", "줄", "시간", "달", "잔", "쪽", "권", "단계", "차례",
        "분", "초", "곡", "편", "건", "칸", "글자", "단어", "문장", "손가락",
    ]

    /// Whether `word` is the numeral 한 with a unit after it, one space on.
    static func countsUnit(after word: TextSegments.Segment, in value: String) -> Bool {
        guard word.text == "한" else { return false }
        let characters = TextSegments.characters(value)
        let start = word.offset + word.text.count + 1
        guard start < characters.count, characters[start - 1].isScalar(" ") else { return false }
        var end = start
        while end < characters.count, Hangul.containsHangulScalar(String(characters[end])) { end += 1 }
        let following = String(characters[start..<end])
        return countedUnits.contains { unit in
            following.hasPrefix(unit) && unitParticles.contains(String(following.dropFirst(unit.count)))
        }
    }
    /// What may follow a unit in the same word: 한 번에, 한 개만. 대 (for
    /// machines) and 주 (weeks) are not among the units: 설정 한 대로 and
    /// 사용 한 주로 are 한 of a verb split off.
    private static let unitParticles: Set<String> = ["", "에", "만", "으로", "로", "을", "를", "이", "가", "의", "씩", "도", "에서", "은", "는"]

    /// Case particles that are never a word of their own: after a space
    /// ("레시피 를", "iPhone 을") they were split from their word. 이, 가, 와,
    /// 도 and 만 are left out: each is also a word (이 레시피, 가 보세요, 30 도).
    static let particles: Set<String> = ["을", "를", "은", "는", "과", "로", "으로", "에서", "에게", "의", "까지", "부터", "에는", "에서는", "으로는", "로는",
                                         "마다", "처럼", "조차", "에게서"]
    /// The first syllables of the particles of two or three, and the particles of one.
    private static let particleStarts = Array(Set(particles.filter { $0.count > 1 }.map { $0.unicodeScalars.first!.value }))
    private static let oneSyllableParticles = particles.filter { $0.count == 1 }.map { $0.unicodeScalars.first!.value }

    /// False for nearly every word, told from its length and first scalar:
    /// a particle is one syllable (three bytes), two or three.
    static func mayBeParticle(_ word: String) -> Bool {
        let count = word.utf8.count
        guard count == 3 || count == 6 || count == 9, let first = word.unicodeScalars.first?.value else { return false }
        return (count == 3 ? oneSyllableParticles : particleStarts).contains(first)
    }

    /// The syllables that start a form of 되다: 되, 돼, 됩, 됐, 된, 될, 됨.
    private static let doeStarts: [UInt32] = "되돼됩됐된될됨".unicodeScalars.map(\.value)
    private static let an = Array("안".utf8)

    /// 안 joined to a form of 되다 (저장이 안됩니다, 연결이 안돼요): the
    /// adverb 안 (not) before 되다 is a word of its own, 안 됩니다. One
    /// word, 안되다 is an adjective (안됐네요, "that's too bad"), which UI
    /// copy has no use for; hunspell-ko knows it, so spelling takes every
    /// such form, and the two meanings look alike.
    static func negationRunTogether(_ word: TextSegments.Segment) -> Finding? {
        // Told by the first syllable's bytes: nearly every word starts otherwise.
        guard word.text.utf8.count >= 6, word.text.utf8.starts(with: an) else { return nil }
        var scalars = word.text.unicodeScalars.dropFirst().makeIterator()
        guard let second = scalars.next()?.value, doeStarts.contains(second) else { return nil }
        let rest = String(word.text.dropFirst())
        // 안되요, 안됬어요: spelling reports the word with both corrections
        // (안 돼요); written apart alone, it would still be misspelt.
        if let corrected = KnownMisspellings.shaped(rest), corrected != rest { return nil }
        return Finding(message: "“\(word.text)” is the adverb 안 and 되다, written apart: “안 \(rest)”",
                       range: word.offset + 1..<word.offset + 1, replacement: " ")
    }

    /// The syllables that start a form of 하다: 하, 해, 합, 했, 한, 할, 함.
    private static let haStarts: [UInt32] = "하해합했한할함".unicodeScalars.map(\.value)

    /// 안 joined to a form of 하다 (사용 안함, 저장을 안해요): the adverb 안
    /// (not) and 하다 are two words, 안 함, as Apple's Korean writes its
    /// settings (사용 안 함). Only where the dictionary rejects the word and
    /// takes the form of 하다 alone: 안하무인 is a word.
    static func negatedHadaRunTogether(_ word: TextSegments.Segment, _ speller: Speller) -> Finding? {
        guard word.text.utf8.count >= 6, word.text.utf8.starts(with: an) else { return nil }
        var scalars = word.text.unicodeScalars.dropFirst().makeIterator()
        guard let second = scalars.next()?.value, haStarts.contains(second) else { return nil }
        let rest = String(word.text.dropFirst())
        guard speller.dictionaryAccepts(word.text, language: "ko") == false, speller.isCorrect(rest, language: "ko") else { return nil }
        return Finding(message: "“\(word.text)” is the adverb 안 and 하다, written apart: “안 \(rest)”",
                       range: word.offset + 1..<word.offset + 1, replacement: " ")
    }

    /// A verb's -지 form run together with 않다 or 못하다 (하지않습니다,
    /// 저장하지못했습니다): the auxiliary after -지 is a word of its own
    /// (하지 않습니다). A word the dictionary takes whole keeps its 지않
    /// (머지않아, soon; 못지않은, no less than), and both parts must be
    /// spelt right, so a typo is left to spelling.
    static func negatedAuxiliaryRunTogether(_ word: TextSegments.Segment, _ speller: Speller) -> Finding? {
        guard let cut = negatedAuxiliaryCut(word.text) else { return nil }
        let utf8 = Array(word.text.utf8)
        let head = String(decoding: utf8[..<cut], as: UTF8.self), tail = String(decoding: utf8[cut...], as: UTF8.self)
        guard Hangul.containsHangulScalar(head), tail.unicodeScalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }),
              speller.dictionaryAccepts(word.text, language: "ko") == false,
              speller.isCorrect(head, language: "ko"), speller.isCorrect(tail, language: "ko") else { return nil }
        let at = word.offset + head.count
        return Finding(message: "“\(word.text)”: -지 and \(tail.hasPrefix("못") ? "못하다" : "않다") are two words: “\(head) \(tail)”",
                       range: at..<at, replacement: " ")
    }

    /// The UTF-8 offset of 않 or 못 after 지 in `text`, with something
    /// before 지; nil when the text holds neither pair.
    static func negatedAuxiliaryCut(_ text: String) -> Int? {
        // 지 is EC A7 80, 않 EC 95 8A, 못 EB AA BB: told by bytes first, as
        // few words hold either pair. The walk goes scalar by scalar (a
        // syllable is three bytes) and compares a syllable's second byte
        // first, which few syllables share with 지.
        text.withUTF8Bytes { bytes in
            let count = bytes.count
            guard count >= 9 else { return nil }
            var index = 0
            while index + 6 <= count {
                let lead = bytes[index]
                guard lead >= 0xE0 else { index += lead < 0x80 ? 1 : 2; continue }
                if bytes[index + 1] == 0xA7, lead == 0xEC, bytes[index + 2] == 0x80, index >= 3 {
                    let (first, second, third) = (bytes[index + 3], bytes[index + 4], bytes[index + 5])
                    if first == 0xEC && second == 0x95 && third == 0x8A || first == 0xEB && second == 0xAA && third == 0xBB { return index + 3 }
                }
                index += lead < 0xF0 ? 3 : 4
            }
            return nil
        }
    }

    /// A particle after a name or a placeholder run together with the word
    /// it leads into (iCloud를통해, %@와함께 → iCloud를 통해, %@와 함께). The
    /// spelling check reads a Hangul run after Latin letters as a particle
    /// and skips it, and shows a Hangul word run together so (다음과같이)
    /// apart itself. After a placeholder the word starts at the particle
    /// (the word then starts after its @).
    static func postpositionRunTogether(_ word: TextSegments.Segment, in value: String) -> Finding? {
        // Told by bytes: the last syllable first (one of the words' last
        // syllables, its three bytes as one number), then the words and
        // particles as byte suffixes.
        let found: (head: Int, particle: String, tail: String)? = word.text.withUTF8Bytes { bytes in
            let count = bytes.count
            guard count >= 9 else { return nil }
            let last = UInt32(bytes[count - 3]) << 16 | UInt32(bytes[count - 2]) << 8 | UInt32(bytes[count - 1])
            guard postpositionLastSyllables.contains(last) else { return nil }
            func ends(_ end: Int, with suffix: [UInt8]) -> Bool {
                guard suffix.count <= end else { return false }
                var index = 0
                while index < suffix.count {
                    if bytes[end - suffix.count + index] != suffix[index] { return false }
                    index += 1
                }
                return true
            }
            for (tail, tailBytes) in postpositionTails where tailBytes.count < count && ends(count, with: tailBytes) {
                let rest = count - tailBytes.count
                for (particle, particleBytes) in postpositionParticles where ends(rest, with: particleBytes) {
                    return (rest - particleBytes.count, particle, tail)
                }
                return nil
            }
            return nil
        }
        guard let found else { return nil }
        let head = word.text.utf8.prefix(found.head)
        if let end = head.last {
            // After a name in Latin letters or a number: iCloud를통해.
            guard end < 0x80, (end | 0x20) &- 0x61 < 26 || end &- 0x30 < 10 else { return nil }
        } else {
            // After a placeholder, the word starts at the particle: %@와함께.
            guard word.offset > 0, SpellingRule.attachesParticle(TextSegments.characters(value)[word.offset - 1]) else { return nil }
        }
        let gap = word.offset + String(decoding: head, as: UTF8.self).count + found.particle.count
        return Finding(message: "“\(found.particle)\(found.tail)” is a particle and the word after it, written apart: “\(found.particle) \(found.tail)”",
                       range: gap..<gap, replacement: " ")
    }

    /// A noun run into the name or abbreviation in Latin letters before it
    /// (QR코드를, USB케이블로, iPhone카메라, Return키 → QR 코드를, USB 케이블로,
    /// iPhone 카메라, Return 키): Korean writes a name apart from the noun
    /// it qualifies, as Apple's Korean does (PDF 파일, Wi-Fi 네트워크). Only
    /// a noun of `nounsAfterLatinNames`, then nothing, 들 or a particle, so
    /// a suffix (USB-C형, Mac용, iPhone별) and a word the list lacks pass.
    static func nounRunIntoLatinName(_ word: TextSegments.Segment) -> Finding? {
        let scalars = word.text.unicodeScalars
        guard let latinEnd = scalars.firstIndex(where: { !$0.isASCII }),
              scalars.distance(from: scalars.startIndex, to: latinEnd) >= 2,
              scalars[..<latinEnd].allSatisfy({ ($0.value | 0x20) &- 0x61 < 26 || $0.value &- 0x30 < 10 || $0 == "-" }),
              scalars[scalars.index(before: latinEnd)] != "-" else { return nil }
        let hangul = word.text[latinEnd...]
        guard hangul.unicodeScalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) else { return nil }
        for noun in nounsAfterLatinNames where hangul.unicodeScalars.starts(with: noun) {
            var rest = hangul.unicodeScalars.dropFirst(noun.count)
            if rest.first == "들" { rest = rest.dropFirst() }
            guard isParticleOrNothing(rest) else { return nil }
            let gap = word.offset + scalars.distance(from: scalars.startIndex, to: latinEnd)
            return Finding(message: "“\(word.text)” runs a noun into the name before it; write them apart: “\(word.text[..<latinEnd]) \(hangul)”",
                           range: gap..<gap, replacement: " ")
        }
        return nil
    }

    /// Nouns a name or abbreviation in Latin letters qualifies in UI copy
    /// (QR 코드, PDF 파일, Command 키), longest first where one starts another.
    private static let nounsAfterLatinNames: [[Unicode.Scalar]] = [
        "코드", "파일", "케이블", "네트워크", "형식", "주소", "포트", "어댑터", "카드", "태그", "리더", "드라이브", "키보드", "키",
        "버튼", "계정", "기기", "장치", "암호", "비밀번호", "번호", "설정", "연결", "카메라", "화면", "앱", "사용자", "문서", "링크",
        "메일", "메시지", "서버", "인증", "이미지", "사진", "동영상", "페이지", "모드", "버전", "업데이트", "충전기", "헤드폰",
        "스피커", "마우스", "트랙패드", "디스플레이", "모니터", "용량", "프로필", "보관함", "라이브러리", "폴더", "단축키", "요금제",
        "구독", "결제", "쿠폰", "목록", "기능", "지원", "저장소", "드라이버", "칩", "센서", "배터리",
    ].map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }

    /// `Speller.postpositionWords` and `Speller.particlesBeforePostposition`
    /// with their bytes, and the words' last syllables as three bytes in one number.
    private static let postpositionTails = Speller.postpositionWords.map { ($0, Array($0.utf8)) }
    private static let postpositionParticles = Speller.particlesBeforePostposition.map { ($0, Array($0.utf8)) }
    private static let postpositionLastSyllables: [UInt32] = Array(Set(Speller.postpositionWords.map { word in
        let bytes = Array(word.utf8.suffix(3))
        return UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2])
    }))

    /// Forms of the copula 이다 that are never a word of their own: after a
    /// space (동기화 중 입니다, 사진 이에요) they were split from their noun.
    /// Forms that are also another verb's (이고, 이며: 이다, to carry on the
    /// head) are left out.
    static let copulaForms: Set<String> = [
        "입니다", "입니까", "이었습니다", "였습니다", "이에요", "예요", "이었어요", "였어요", "이지만", "이므로",
        "이라서", "이라면", "이어야", "이거나",
    ]
    /// An array, not a set: four values compared in turn cost less than
    /// hashing the first scalar of every Korean word.
    private static let copulaStarts = Array(Set(copulaForms.map { $0.unicodeScalars.first!.value })).sorted()

    /// False for nearly every word, told from its first scalar.
    static func mayBeCopula(_ word: String) -> Bool {
        guard word.utf8.count >= 6, let first = word.unicodeScalars.first?.value else { return false }
        return copulaStarts.contains(first)
    }

    /// The finding for `word` when it is a form of the copula one space
    /// after a word that ends in a letter, a digit, a placeholder or a
    /// closing quote.
    static func detachedCopula(_ word: TextSegments.Segment, in value: String) -> Finding? {
        guard copulaForms.contains(word.text) else { return nil }
        return detached(word, in: value, allowingDigit: true) { joined in
            "“\(word.text)” is the copula 이다 and is written joined to the word before it: “\(joined)”"
        }
    }

    /// The finding for `word` when it is a particle one space after a word
    /// that ends in a letter, a placeholder or a closing quote.
    static func detachedParticle(_ word: TextSegments.Segment, in value: String) -> Finding? {
        guard particles.contains(word.text) else { return nil }
        return detached(word, in: value, allowingDigit: false) { joined in
            "“\(word.text)” is a particle and is written joined to the word before it: “\(joined)”"
        }
    }

    /// The first syllables of the suffixes `detachedSuffix` reads: 씩, 째, 당, 별.
    private static let suffixLeads: [UInt32] = ["씩", "째", "당", "별"].map { $0.unicodeScalars.first!.value }
    /// The suffix forms, by their bytes: most words starting with 당 or 별
    /// (당신, 별도) are told from their length and bytes alone.
    private static let eachForms = ["씩", "씩만", "씩은", "씩도", "씩의", "씩이라도"].map { Array($0.utf8) }
    private static let ordinalForms = ["째", "째로", "째는", "째의", "째에", "째가", "째를"].map { Array($0.utf8) }
    private static let (perForm, byEachForm, byEachWithRoForm) = (Array("당".utf8), Array("별".utf8), Array("별로".utf8))
    private enum SuffixForm { case each, ordinal, per, byEach, byEachWithRo }

    private static func suffixForm(_ text: String) -> SuffixForm? {
        let bytes = text.utf8
        if bytes.elementsEqual(perForm) { return .per }
        if bytes.elementsEqual(byEachForm) { return .byEach }
        if bytes.elementsEqual(byEachWithRoForm) { return .byEachWithRo }
        if eachForms.contains(where: { bytes.elementsEqual($0) }) { return .each }
        if ordinalForms.contains(where: { bytes.elementsEqual($0) }) { return .ordinal }
        return nil
    }
    /// Units and people a rate is given per (시간 당, 1인 당 → 시간당, 1인당).
    private static let unitsBeforePer: Set<String> = [
        "시간", "하루", "인", "명", "개", "회", "건", "분", "초", "일", "주", "월", "년", "달", "가구", "계정", "기기",
        "사람", "페이지", "장",
    ]
    /// Words of sorting, grouping or summing that a noun and 별 (by each) come before.
    private static let afterByEach: Set<String> = [
        "정렬", "분류", "보기", "통계", "합계", "그룹", "구분", "쇼핑", "요약", "검색", "필터", "사용량", "기록", "목록",
    ]
    private static let afterByEachWithRo = ["정렬", "분류", "보", "표시", "그룹", "구분", "나누", "나눠", "묶", "확인", "정리", "모아"]

    /// Suffixes split from the word they belong to: 씩 always (하루 씩 →
    /// 하루씩), 째 after 번 (세 번 째 → 세 번째), 당 after a unit or a person
    /// counted (1인 당 → 1인당), and 별 (by each) after a noun before a word
    /// of sorting or grouping (카테고리 별 쇼핑, 날짜 별로 정렬; 별, a star,
    /// and 별로, not much, are left elsewhere).
    static func detachedSuffix(_ word: TextSegments.Segment, in value: String) -> Finding? {
        let text = word.text
        guard let form = suffixForm(text) else { return nil }
        let characters = TextSegments.characters(value)
        guard word.offset >= 2, characters[word.offset - 1].isScalar(" ") else { return nil }
        var start = word.offset - 1
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        let previous = String(characters[start..<(word.offset - 1)])
        guard let last = previous.last, Hangul.isSyllable(last) else { return nil }
        let message = { (joined: String) in "“\(previous) \(text)”: \(text.prefix(1)) is a suffix and is written joined to the word before it: “\(joined)”" }
        switch form {
        case .each:
            return detached(word, in: value, allowingDigit: true, message: message)
        case .ordinal:
            return last.isScalar("번") ? detached(word, in: value, allowingDigit: true, message: message) : nil
        case .per:
            let unit = String(previous.drop { $0.isASCII && ($0.isNumber || $0 == "%" || $0.isLetter) })
            guard unitsBeforePer.contains(unit) else { return nil }
            return detached(word, in: value, allowingDigit: true, message: message)
        case .byEach, .byEachWithRo:
            break
        }
        let end = word.offset + word.text.count
        guard end < characters.count, characters[end].isScalar(" ") else { return nil }
        var after = end + 1
        while after < characters.count, !characters[after].isWhitespace { after += 1 }
        let next = String(characters[(end + 1)..<after])
        let bySorting = form == .byEach ? afterByEach.contains(where: next.hasPrefix) : afterByEachWithRo.contains(where: next.hasPrefix)
        guard bySorting else { return nil }
        return detached(word, in: value, allowingDigit: true, message: message)
    }

    /// Whether the word before 와 leads into 오다's 와 (come): an adverb
    /// of haste or place (이리 와, 어서 와) or a direction in 로 (집으로 와).
    static func comesAfter(_ word: TextSegments.Segment, in value: String) -> Bool {
        let characters = TextSegments.characters(value)
        var start = word.offset - 1
        guard start > 0 else { return false }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        let before = String(characters[start..<(word.offset - 1)])
        return ["이리", "어서", "빨리", "얼른", "여기", "이쪽"].contains(before) || before.hasSuffix("로")
    }

    /// Words that take 와 (with, like) before them: 아래와 같이, 친구와 함께.
    private static let afterWithParticle: Set<String> = [
        "같이", "같은", "같습니다", "같아요", "함께", "달리", "다른", "다르게", "비슷한", "비슷하게", "마찬가지로", "동일한", "동일하게",
    ]

    /// 뿐 with what copy writes after it: the particle (사진뿐, 사진뿐만
    /// 아니라) or the bound noun (할 뿐입니다).
    private static let onlyWords: Set<String> = [
        "뿐", "뿐만", "뿐이다", "뿐입니다", "뿐이에요", "뿐이며", "뿐이고", "뿐인", "뿐이지만", "뿐이라", "뿐이므로", "뿐이니",
    ]
    private static let ppun = Array("뿐".utf8)

    /// 사진 뿐만 아니라 → 사진뿐만 아니라: 뿐 after a noun is a particle,
    /// joined to it; after a verb's ㄹ form (할 뿐입니다, 저장했을 뿐) it is a
    /// bound noun and stands apart, as written.
    static func detachedOnly(_ word: TextSegments.Segment, in value: String) -> Finding? {
        guard word.text.utf8.starts(with: ppun), onlyWords.contains(word.text), word.offset >= 2 else { return nil }
        let before = TextSegments.characters(value)[word.offset - 2]
        if let syllable = before.unicodeScalars.first?.value, (0xAC00...0xD7A3).contains(syllable),
           (syllable - 0xAC00) % 28 == 8 { return nil }
        return detached(word, in: value, allowingDigit: true) { joined in
            "“\(word.text)” after a noun is a particle and is written joined to it: “\(joined)”"
        }
    }

    private static let (ppunScalar, bakScalar, hanScalar, waScalar) = ("뿐".unicodeScalars.first!.value, "밖".unicodeScalars.first!.value,
                                                                       "한".unicodeScalars.first!.value, "와".unicodeScalars.first!.value)
    private static let hanbeon = Array("한번".utf8)
    /// 다음번, 지난번, 이번, 저번: nouns of one word (the next time, the
    /// last time), written apart as 다음 번에. The word before 번 by its
    /// bytes, and what may follow 번 in its word.
    private static let beforeBeon: [[UInt8]] = ["다음", "지난", "이", "저"].map { Array($0.utf8) }
    private static let beonScalar = "번".unicodeScalars.first!.value
    /// 지난 and the nouns of time it makes one word with: 지난주, 지난달, 지난해.
    private static let (jiScalar, jinan) = ("지".unicodeScalars.first!.value, Array("지난".utf8))
    private static let pastTimeNouns: [UInt32] = "주달해".unicodeScalars.map(\.value)

    /// Whether `rest`, what follows a noun in its word, is nothing or a particle.
    static func isParticleOrNothing(_ rest: Substring.UnicodeScalarView) -> Bool {
        rest.isEmpty || followingParticles.contains { rest.starts(with: $0.unicodeScalars) }
            || rest.starts(with: "보다".unicodeScalars) || rest.starts(with: "처럼".unicodeScalars)
    }
    static let beforeBeonLeads: [UInt32] = "다지이저".unicodeScalars.map(\.value)
    /// Verbs of one word that copy splits after their first verb's -아/-어
    /// form (인트로 건너 뛰기, 이전 화면으로 돌아 가세요): the first part, by
    /// its bytes, and how the second part's word starts; the dictionary
    /// then has the word joined (not 들어 올리면: 들어올리다 is no word). Not an
    /// auxiliary verb, which may stand apart (돌아 보세요 is 돌아보다 or 돌아 보다).
    private static let splitCompoundVerbs: [(first: [UInt8], second: [String], joined: String)] = [
        (Array("건너".utf8), ["뛰", "뛴", "뛸"], "건너뛰다"),
        (Array("되".utf8), ["돌리", "돌려", "돌린", "돌릴", "돌립", "돌렸"], "되돌리다"),
        (Array("돌아".utf8), ["가", "갈", "간", "감", "갑", "갔", "오", "온", "올", "옵", "왔", "와"], "돌아가다, 돌아오다"),
        (Array("들어".utf8), ["가", "갈", "간", "감", "갑", "갔", "오", "온", "올", "옵", "왔", "와"], "들어가다, 들어오다"),
        (Array("내려".utf8), ["받", "가", "갈", "간", "갑", "갔"], "내려받다, 내려가다"),
        (Array("올라".utf8), ["가", "갈", "간", "갑", "갔", "오", "온", "올", "옵", "왔", "와"], "올라가다, 올라오다"),
    ]
    /// Their first syllables, an array: six compares cost less than hashing each word's.
    static let compoundVerbLeads: [UInt32] = "건되돌들내올".unicodeScalars.map(\.value)
    private static let afterBeon: Set<String> = [
        "번", "번에", "번에는", "번엔", "번에도", "번과", "번의", "번처럼", "번보다", "번까지", "번부터", "번도", "번만", "번은", "번이",
    ]

    /// The first scalar of `text` when it is a Hangul syllable (three
    /// UTF-8 bytes led by 0xEA–0xED), else 0: read from the bytes, as
    /// comparing Korean words as Strings takes Unicode's slow path.
    static func firstSyllable(of text: String) -> UInt32 {
        text.withUTF8Bytes { bytes in
            bytes.count >= 3 && (0xEA...0xED).contains(bytes[0]) ? bytes.threeByteScalar(at: 0) : 0
        }
    }

    /// 밖에 with the particles copy writes after it.
    private static let outsideWords: Set<String> = ["밖에", "밖에는", "밖엔", "밖에도"]
    private static let bak = Array("밖".utf8)
    /// The starts of the negative words that make 밖에 mean "only": 않다,
    /// 없다, 못 and 안.
    private static let negativeStarts = ["않", "없", "못"].map { Array($0.utf8) }

    /// 200칼로리 밖에 남지 않았어요 → 200칼로리밖에: 밖에 before a negative
    /// is the particle "only" and is joined to its noun; 화면 밖에 있는
    /// 버튼 (outside the screen) is the noun 밖 and stands apart, as written.
    /// The negative is looked for in the rest of the clause.
    static func detachedOnlyBeforeNegative(_ word: TextSegments.Segment, in value: String) -> Finding? {
        guard word.text.utf8.starts(with: bak), outsideWords.contains(word.text) else { return nil }
        let characters = TextSegments.characters(value)
        var index = word.offset + word.text.count
        var start = index
        var negated = false
        while index <= characters.count {
            if index == characters.count || characters[index].isWhitespace || ".,?!:;。".contains(characters[index]) {
                if index > start {
                    let next = String(characters[start..<index])
                    if next == "안" || negativeStarts.contains(where: { next.utf8.starts(with: $0) }) { negated = true; break }
                }
                if index == characters.count || characters[index] != " " { break }
                start = index + 1
            }
            index += 1
        }
        guard negated else { return nil }
        return detached(word, in: value, allowingDigit: true) { joined in
            "“\(word.text)” before a negative means “only”: a particle, written joined to the word before it: “\(joined)”"
        }
    }

    /// 버튼을 을, 사진을 를: a particle written apart after a word that
    /// already ends in it or in its other form, which joining would double
    /// (버튼을을); the dictionary tells it from a noun that ends in the
    /// particle's syllable (마을 을: 마을을).
    static func doubledParticle(_ word: TextSegments.Segment, _ detached: Finding, in value: String,
                                _ speller: Speller) -> Finding? {
        let characters = TextSegments.characters(value)
        let space = detached.range.lowerBound
        var start = space
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        let before = String(characters[start..<space])
        guard let ending = ([word.text] + (otherForms[word.text] ?? [])).first(where: { before.count > $0.count && before.hasSuffix($0) }),
              speller.dictionaryAccepts(before + word.text, language: "ko") == false else { return nil }
        let message = ending == word.text
            ? "“\(word.text)” is written twice: “\(before)” already ends in it; delete one"
            : "“\(word.text)” repeats the particle “\(before)” already ends in (\(ending)); delete it"
        return Finding(message: message, range: space..<word.offset + word.text.count, replacement: "")
    }
    /// A particle's form after the other kind of syllable: 을 after a
    /// final consonant, 를 after a vowel, and so on.
    private static let otherForms: [String: [String]] = [
        "을": ["를"], "를": ["을"], "은": ["는"], "는": ["은"], "로": ["으로"], "으로": ["로"], "로는": ["으로는"], "으로는": ["로는"],
    ]

    /// Units and counters Apple's Korean writes joined to a number in
    /// figures (5개, 3분, 10초, 2단계, 1번째, %lld개); the orthography
    /// allows both, and copy joins them. Words that are also other nouns
    /// after a number (대, 차, 위, 세) are left out.
    private static let units: Set<String> = [
        "개", "분", "초", "시간", "일", "주", "개월", "년", "번", "번째", "단계", "명", "장", "권", "곡", "회", "배", "살",
        "원", "건", "층", "월", "쪽", "줄", "점", "시", "마리", "가지", "님",
    ]
    /// One bit per Hangul syllable, set for the first syllables of `units`:
    /// every Korean word is asked, and a set would hash each.
    private static let unitStarts: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: (0xD7A4 - 0xAC00 + 63) / 64)
        for unit in units {
            let index = Int(unit.unicodeScalars.first!.value - 0xAC00)
            bits[index >> 6] |= 1 << UInt64(index & 63)
        }
        return bits
    }()
    /// What may follow a unit in its word: a particle, the copula, 째, 씩.
    private static let afterUnit: [String] = [
        "", "의", "를", "을", "이", "가", "은", "는", "에", "에서", "로", "으로", "만", "도", "씩", "째", "까지", "부터",
        "와", "과", "마다", "이나", "나", "입니다", "이에요", "예요", "이며", "이고", "인", "간", "당",
    ]

    /// What follows 님 in its word besides a particle: 께, 께서, 에게.
    private static let honorificEndings: Set<String> = ["께", "께서", "에게", "에게서", "이", "과", "께서는"]

    /// Whether `word` may be a unit with what follows it, by its first scalar.
    static func mayBeUnit(_ word: String) -> Bool {
        // The first syllable from its three bytes: every Korean word is asked.
        var bytes = word.utf8.makeIterator()
        guard let lead = bytes.next(), lead & 0xF0 == 0xE0, let second = bytes.next(), let third = bytes.next() else { return false }
        let first = UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
        guard (0xAC00...0xD7A3).contains(first) else { return false }
        let index = Int(first - 0xAC00)
        return unitStarts[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    /// 5 개를, %lld 분: a unit one space after a number in figures or a
    /// number's placeholder (%d, %lld, %1$lld, %@).
    static func detachedUnit(_ word: TextSegments.Segment, in value: String) -> Finding? {
        guard word.offset >= 2 else { return nil }
        // What comes before first: a word starting as a unit does (가능,
        // 시작, 일부) seldom follows a number.
        let characters = TextSegments.characters(value)
        let space = word.offset - 1
        guard characters[space].isScalar(" "), let last = characters[space - 1].unicodeScalars.last,
              last.isASCII, "0123456789diuf@".unicodeScalars.contains(last) else { return nil }
        var start = space
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        let number = String(characters[start..<space])
        // A name that ends in a digit (PKCS#8 개인 키, A17 칩) counts nothing.
        guard number.hasPrefix("%") || number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "," || $0 == ".") }),
              last.properties.numericType != nil || number.hasPrefix("%"),
              let unit = units.filter({ word.text.hasPrefix($0) }).max(by: { $0.count < $1.count }),
              afterUnit.contains(String(word.text.dropFirst(unit.count))) || startsComparison(word.text.dropFirst(unit.count))
                || unit == "님" && honorificEndings.contains(String(word.text.dropFirst()))
        else { return nil }
        if unit == "님" {
            // %@ 님: the suffix 님 after a name's placeholder, not after a number.
            guard number.hasPrefix("%"), last == "@" else { return nil }
            return Finding(message: "“\(number) \(word.text)”: 님 is a suffix and is written joined to the name: “\(number)\(word.text)”",
                           range: space..<space + 1, replacement: "")
        }
        return Finding(message: "“\(number) \(word.text)”: a unit is written joined to its number, as Apple’s Korean writes it: “\(number)\(word.text)”",
                       range: space..<space + 1, replacement: "")
    }

    /// Nouns that follow a count and stand apart from it: 5개 이상, %lld자
    /// 이하, 3일 이내, 18세 미만, 5GB 초과, 10분 정도, iOS 17 이후.
    private static let afterCountNouns: [(noun: String, bytes: [UInt8])] =
        ["이상", "이하", "이내", "미만", "초과", "정도", "이전", "이후"].map { ($0, Array($0.utf8)) }
    private static let chogwa = Array("초과".utf8)
    /// What may follow such a noun in its word: a particle or the copula;
    /// 초과, a 하다-noun, its verb's forms too (5GB초과하는 → 5GB 초과하는).
    private static let afterCountEndings: Set<String> = [
        "", "의", "을", "를", "은", "는", "이", "가", "으로", "로", "에", "에서", "에는", "에만", "만", "도", "부터", "까지",
        "이면", "인", "일", "입니다", "이어야", "여야", "이에요", "예요", "이고", "이며", "이라도", "이나", "씩", "만큼",
    ]
    private static let chogwaEndings: Set<String> = ["하는", "하면", "한", "할", "합니다", "하지", "하여", "해", "해서", "되는", "되면", "된", "됩니다"]

    /// The digits and separators of a number the word goes on from
    /// (10,000달러: “10,” before the word 000달러), for the message.
    private static func numberBefore(_ word: TextSegments.Segment, in value: String) -> String {
        let characters = TextSegments.characters(value)
        var start = word.offset
        while start > 0, characters[start - 1].isASCII, characters[start - 1].isNumber || ",.".contains(characters[start - 1]) {
            start -= 1
        }
        return String(characters[start..<word.offset])
    }

    /// Whether `rest` is a noun of `afterCountNouns` and what may follow
    /// it (이상을, 이내에): a unit's word that goes on as 5 개이상을 does.
    static func startsComparison(_ rest: Substring) -> Bool {
        afterCountNouns.contains { rest.hasPrefix($0.noun) && afterCountEndings.contains(String(rest.dropFirst(2))) }
    }

    /// 5개이상, 10,000달러이상, %@이하, 3일이내, 10분정도: a noun of
    /// comparison or amount run into the count before it, in a word that
    /// starts with a number in figures or right after a placeholder
    /// (`counted` by the caller; `placeholder` the one right before the
    /// word). 초과 right after a figure or a placeholder is left: 3초과 is
    /// also 3초 and the particle 과.
    static func comparisonRunTogether(_ word: TextSegments.Segment, placeholder: String?, in value: String) -> Finding? {
        // Most counted words (5개를, %lld분) hold none of the nouns' first
        // bytes' syllables; they are passed over without copying their bytes.
        guard word.text.utf8.contains(where: { $0 == 0xEC || $0 == 0xEB }) else { return nil }
        let bytes = Array(word.text.utf8)
        var index = 0, character = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; character += 1; continue }
            guard lead & 0xF0 == 0xE0, index + 6 <= bytes.count else { return nil }
            if index > 0 || placeholder != nil,
               let match = afterCountNouns.first(where: { bytes[index..<index + 6].elementsEqual($0.bytes) }) {
                let isChogwa = match.bytes == chogwa
                let rest = String(decoding: bytes[(index + 6)...], as: UTF8.self)
                if !(isChogwa && (index == 0 || (0x30...0x39).contains(bytes[index - 1]))),
                   afterCountEndings.contains(rest) || isChogwa && chogwaEndings.contains(rest) {
                    let count = (placeholder ?? numberBefore(word, in: value)) + String(decoding: bytes[..<index], as: UTF8.self)
                    return Finding(message: "“\(count)\(match.noun)” takes a space: “\(count) \(match.noun)”",
                                   range: word.offset + character..<word.offset + character, replacement: " ")
                }
            }
            index += 3
            character += 1
        }
        return nil
    }

    /// Spans of time a count makes, longest first where one ends another
    /// (주일, 일): 3초, 5분, 1시간, 2일, 1주일, 2주, 3개월, 6달, 1년.
    /// Numerals and 몇 that count a span of time as a word of their own
    /// (몇 분, 두 시간, 세 달, 수 초), and their first syllables.
    private static let koreanNumerals: Set<String> = [
        "몇", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열", "스무", "수", "십",
    ]
    private static let numeralLeads = ScalarFilter(koreanNumerals.map { $0.unicodeScalars.first!.value })
    /// The first syllables of `spansOfTime`: every Korean word is asked.
    private static let spanLeads = ScalarFilter(spansOfTime.map { $0.first!.value })

    /// Whether the word at character `offset` of `value` comes after one of
    /// `koreanNumerals` and a space (몇 분후에).
    static func followsKoreanNumeral(_ offset: Int, in value: String) -> Bool {
        guard offset >= 2, let end = value.index(value.startIndex, offsetBy: offset, limitedBy: value.endIndex) else { return false }
        let before = value[..<end]
        guard before.last == " " else { return false }
        let word = before.dropLast().reversed().prefix { !$0.isWhitespace }
        return word.count <= 2 && koreanNumerals.contains(String(word.reversed()))
    }
    private static let spansOfTime = ["시간", "주일", "개월", "주간", "초", "분", "일", "주", "달", "년"].map { Array($0.unicodeScalars) }
    private static let spanEnds = Set(spansOfTime.map { $0.last!.value })
    /// Nouns of time after a span: 후 and 뒤 (after), 전 (before, ago).
    private static let afterSpanNouns = "후전뒤".unicodeScalars.map(\.value)
    /// What follows 만 (after so long) in its word: 3년 만에, 5분 만입니다.
    private static let afterManEndings: Set<String> = ["에", "에는", "에야", "에도", "이에요", "입니다", "이다"]
    private static let manScalar = "만".unicodeScalars.first!

    /// 3일후에, 5분전, 1시간뒤, %lld분후, 3년만에: 후, 전, 뒤 and 만 (of
    /// 만에) after a span of time are nouns of their own and stand apart
    /// from it (3일 후에, 5분 전). The word starts with a number in figures
    /// or right after a placeholder (`placeholder`), or a Korean numeral
    /// before it (몇 분후에: `placeholder` ""); 5분만 (only five minutes) is
    /// the particle 만, joined.
    static func timeNounRunTogether(_ word: TextSegments.Segment, placeholder: String?) -> Finding? {
        let scalars = Array(word.text.unicodeScalars)
        // Offsets count characters: a word of digits, commas and syllables has one scalar in each.
        guard scalars.count >= 2, scalars.allSatisfy({ $0.isASCII || (0xAC00...0xD7A3).contains($0.value) }) else { return nil }
        for index in 1..<scalars.count where spanEnds.contains(scalars[index - 1].value) {
            let noun = scalars[index]
            let rest = String(String.UnicodeScalarView(scalars[(index + 1)...]))
            guard afterSpanNouns.contains(noun.value) && afterCountEndings.contains(rest)
                    || noun == manScalar && afterManEndings.contains(rest) else { continue }
            for span in spansOfTime where span.count <= index && scalars[(index - span.count)..<index].elementsEqual(span) {
                let count = scalars[..<(index - span.count)]
                guard count.isEmpty ? placeholder != nil
                        : count.allSatisfy({ (0x30...0x39).contains($0.value) || $0 == "," }) && (0x30...0x39).contains(count.last!.value)
                else { continue }
                let before = (placeholder ?? "") + String(String.UnicodeScalarView(scalars[..<index]))
                let after = String(String.UnicodeScalarView(scalars[index...]))
                return Finding(message: "“\(before)\(noun)” takes a space: “\(before) \(after)”",
                               range: word.offset + index..<word.offset + index, replacement: " ")
            }
        }
        return nil
    }

    /// 2026년12월7일, 오후3시45분, 1시간30분: the parts of a date, a time or
    /// a span stand apart (2026년 12월 7일, 오후 3시 45분, 1시간 30분), as
    /// Apple's Korean writes them. A part is a number in figures with 년,
    /// 월, 일, 시, 시간 or 분, or 오전 or 오후 starting the word; the next
    /// part starts with a figure, or with 오전 or 오후 after a day.
    static func datePartsRunTogether(_ word: TextSegments.Segment) -> Finding? {
        let scalars = Array(word.text.unicodeScalars)
        // Offsets count characters: a word of digits and syllables has one scalar in each.
        guard scalars.count >= 3, scalars.allSatisfy({ $0.isASCII || (0xAC00...0xD7A3).contains($0.value) }) else { return nil }
        func isDigit(_ index: Int) -> Bool { index >= 0 && index < scalars.count && (0x30...0x39).contains(scalars[index].value) }
        var spaced = String.UnicodeScalarView()
        var found = false
        for index in scalars.indices {
            if index >= 2 {
                let before = scalars[index - 1]
                let partEnds = datePartUnits.contains(before) && isDigit(index - 2)
                    || before == "간" && scalars[index - 2] == "시" && isDigit(index - 3)
                    || (before == "후" || before == "전") && index == 2 && scalars[0] == "오"
                let nextStarts = isDigit(index)
                    || scalars[index] == "오" && index + 1 < scalars.count && (scalars[index + 1] == "후" || scalars[index + 1] == "전")
                        && before == "일"
                if partEnds && nextStarts {
                    spaced.append(" ")
                    found = true
                }
            }
            spaced.append(scalars[index])
        }
        guard found else { return nil }
        let written = String(spaced)
        return Finding(message: "“\(word.text)”: the parts of a date or a time stand apart: “\(written)”",
                       range: word.offset..<word.offset + scalars.count, replacement: written)
    }
    private static let datePartUnits: [Unicode.Scalar] = ["년", "월", "일", "시", "분"]
    private static let oScalar = "오".unicodeScalars.first!.value

    /// The finding for a run that starts with a space and a particle
    /// after an inline element (<ui>저장</ui> 을 클릭하십시오): the element's
    /// text is the word the particle belongs to.
    static func detachedAfterInline(_ value: String, preceding: String) -> Finding? {
        guard value.utf8.first == UInt8(ascii: " "), let last = preceding.last, last.isLetter || last.isNumber,
              let word = TextSegments.words(value).first, word.offset == 1, particles.contains(word.text) else { return nil }
        return Finding(message: "“\(word.text)” is a particle and is written joined to the word before it: “\(preceding)\(word.text)”",
                       range: 0..<1, replacement: "")
    }

    private static func detached(_ word: TextSegments.Segment, in value: String, allowingDigit: Bool,
                                 message: (String) -> String) -> Finding? {
        guard word.offset >= 2 else { return nil }
        let characters = TextSegments.characters(value)
        let space = word.offset - 1
        guard characters[space].isScalar(" ") else { return nil }
        let before = characters[space - 1]
        guard before.isLetter || before == "@" || "”’」』)".contains(before) || allowingDigit && before.isNumber else { return nil }
        var start = space - 1
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        let joined = String(characters[start..<space]) + word.text
        return Finding(message: message(joined), range: space..<space + 1, replacement: "")
    }

    /// 할수, 할때, 할것 (after a verb's ㄹ form), 수있는/수없는, 해야한다.
    /// The syllables the checks below start from; most words have none.
    private static let boundNounSyllables = Set<Character>(["수", "때", "것", "있", "없", "한", "합", "했", "하", "후", "음", "개", "번", "가", "이", "외",
                                                             "뒤", "줄", "중", "전", "만", "대", "및", "동", "내", "같", "맨", "싶", "밤", "순", "간"])
        .union(unitsAfterCountWords.map { $0.first! })
    /// The syllables a check can fire at, but for 한, 합, 했 and 하, which
    /// only fire after 해야: told by scalar, as 하 and 합 stand in most verbs.
    /// An array, not a set: five values compared in turn cost less than
    /// hashing every syllable of every Korean word.
    private static let firingScalars = ["수", "때", "것", "있", "없"].map { $0.unicodeScalars.first!.value }
    private static let (hae, ya) = ("해".unicodeScalars.first!.value, "야".unicodeScalars.first!.value)
    /// 후, 다음, 개 and 번 stand in many words (이후, 다음, 개인, 번호): each
    /// fires only after the syllables its check needs, so those words are
    /// told without the check.
    private static let (hu, eum, da, gae, beon) = ("후".unicodeScalars.first!.value, "음".unicodeScalars.first!.value,
                                                 "다".unicodeScalars.first!.value, "개".unicodeScalars.first!.value,
                                                 "번".unicodeScalars.first!.value)
    /// 뒤 (after 한, 된, 은, as 후), 줄 (after a ㄹ form: 할 줄), 중 (after
    /// 는: 하는 중) and 전 (after 기: 열기 전에), each told by the syllable
    /// before it as 후 is.
    private static let (dwi, jul, jung, jeon, neun, gi) = ("뒤".unicodeScalars.first!.value, "줄".unicodeScalars.first!.value,
                                                          "중".unicodeScalars.first!.value, "전".unicodeScalars.first!.value,
                                                          "는".unicodeScalars.first!.value, "기".unicodeScalars.first!.value)
    /// 중 after a noun (저장중, 다운로드중입니다) is told at the word's end
    /// or at the copula or particle after it; 동안 (5분동안) at its 안.
    private static let afterJungScalars = ["입", "이", "에", "인"].map { $0.unicodeScalars.first!.value }
    private static let (dong, anScalar) = ("동".unicodeScalars.first!.value, "안".unicodeScalars.first!.value)
    /// 내 (within) after a noun: 앱내, 폴더내에서.
    private static let nae = "내".unicodeScalars.first!.value
    private static let afterActionScalars = ["한", "된", "은"].map { $0.unicodeScalars.first!.value }
    /// 만 (of 만큼) and 대 (of 대로), told by the verb's adnominal form
    /// before them: 원하는만큼, 필요한만큼, 할만큼; 설정한대로, 원하는대로.
    private static let (man, dae) = ("만".unicodeScalars.first!.value, "대".unicodeScalars.first!.value)
    /// 가 of 가지 after a counting word (여러가지), 이 of 이상 after 더
    /// (더이상), 외 after 그 (그외).
    private static let (ga, iScalar, oe, deo, geu) = ("가".unicodeScalars.first!.value, "이".unicodeScalars.first!.value,
                                                     "외".unicodeScalars.first!.value, "더".unicodeScalars.first!.value,
                                                     "그".unicodeScalars.first!.value)
    /// Words of time that 후, 전 and 뒤 follow as nouns of their own (잠시
    /// 후, 방금 전, 이틀 뒤), run into them in copy (잠시후, 방금전에); 오래전
    /// is a word of the dictionary's. Their last syllables, which `fires` asks.
    private static let timeWordsBeforeSpanNoun: Set<String> = [
        "잠시", "잠깐", "방금", "조금", "얼마", "이틀", "사흘", "나흘", "하루", "일주일", "한참", "며칠",
    ]
    private static let timeWordEnds = ScalarFilter(timeWordsBeforeSpanNoun.map { $0.unicodeScalars.last!.value })
    private static let spanNounScalars: [UInt32] = "후전뒤".unicodeScalars.map(\.value)

    /// The syllable index of 후, 전 or 뒤 after the two or three syllables a
    /// word of time has (잠시후, 일주일후에), read from the bytes of a word of
    /// syllables only; nil for any other word.
    static func spanNounIndex(_ text: String) -> Int? {
        text.withUTF8Bytes { bytes -> Int? in
            for syllables in 2...3 where bytes.count >= syllables * 3 + 3 {
                guard (0..<syllables).allSatisfy({ (0xEA...0xED).contains(bytes[$0 * 3]) }) else { return nil }
                if spanNounScalars.contains(bytes.threeByteScalar(at: syllables * 3)) { return syllables }
            }
            return nil
        }
    }
    /// 순 (order) after an adjective's adnominal form, a noun of its own
    /// (가격 낮은 순, 리뷰 많은 순); after a noun it is a suffix, joined
    /// (이름순, 최신순). The adjectives a sort order names, and their last
    /// syllables, which `fires` asks.
    private static let adnominalsBeforeSun: Set<String> = [
        "높은", "낮은", "많은", "적은", "오래된", "가까운", "먼", "빠른", "느린", "큰", "작은", "긴", "짧은", "비싼", "싼", "새로운",
        "좋은",
    ]
    private static let adnominalEndsBeforeSun = ScalarFilter(adnominalsBeforeSun.map { $0.unicodeScalars.last!.value })
    private static let sun = "순".unicodeScalars.first!.value
    /// Nouns that 간 (between) follows in copy (기기 간 동기화, 사용자 간
    /// 메시지): run into it, 간 reads as the suffix of a span (이틀간,
    /// 3일간), which joins. A span's nouns are none of these.
    private static let nounsBeforeBetween: Set<String> = [
        "기기", "사용자", "계정", "계좌", "앱", "팀", "국가", "친구", "가족", "파일", "폴더", "장치", "서버", "플랫폼", "부서", "회원",
        "그룹", "언어", "도시", "지역", "플레이어", "사람", "참가자", "구성원", "화면", "탭", "창", "문서", "형식",
    ]
    private static let nounEndsBeforeBetween = ScalarFilter(nounsBeforeBetween.map { $0.unicodeScalars.last!.value })
    private static let gan = "간".unicodeScalars.first!.value
    /// 같 of the adjective 같다 after a noun (책상같은): told by the syllable before it.
    private static let gat = "같".unicodeScalars.first!.value
    /// 싶 of the auxiliary 싶다 after a verb's 고 form (하고싶어요).
    private static let (sip, go) = ("싶".unicodeScalars.first!.value, "고".unicodeScalars.first!.value)
    /// What follows 같 in 같다's forms (같은, 같아요, 같습니다); not 이, as
    /// 같이 after a noun is the particle, joined (책상같이).
    private static let afterGat: Set<String> = [
        "은", "다", "아", "아요", "아서", "아도", "았", "습니다", "습니까", "고", "을", "지", "지만", "네요", "으면", "으며", "으니",
    ]
    /// Adjectives of 같다 that the dictionary has and Hunspell lacks: 꿈같은, 벼락같은.
    private static let adjectivesOfGat: Set<String> = ["꿈", "벼락", "억척", "악착"]
    /// 및 (and), a word of its own wherever it stands, and in no other word.
    private static let mit = "및".unicodeScalars.first!.value
    private static let beforeManScalars = ["는", "한", "된", "은", "할", "될", "을"].map { $0.unicodeScalars.first!.value }
    private static let beforeDaeScalars = ["는", "한", "된", "은", "던"].map { $0.unicodeScalars.first!.value }
    /// The last syllables of `countWords`.
    private static let countEndScalars = ["한", "두", "세", "네", "섯", "곱", "덟", "홉", "열", "러", "몇", "첫"].map { $0.unicodeScalars.first!.value }

    /// One bit per Hangul syllable, set for the syllables `fires` can answer
    /// true for: nearly every syllable is ruled out by one load.
    private static let firingSyllables: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: (0xD7A4 - 0xAC00 + 63) / 64)
        for value in firingScalars + afterJungScalars + countedUnitStarts
                        + [ya, hu, eum, gae, beon, dwi, jul, jung, jeon, man, dae, mit, anScalar, nae, ga, oe, gat, sip, bamScalar, sun,
                           gan] {
            let index = Int(value - 0xAC00)
            bits[index >> 6] |= 1 << UInt64(index & 63)
        }
        return bits
    }()

    /// Whether `value`, after `previous` and `beforePrevious`, is where a
    /// check can fire.
    @inline(__always)
    private static func fires(_ value: UInt32, after previous: UInt32, _ beforePrevious: UInt32) -> Bool {
        if (0xAC00...0xD7A3).contains(value) {
            let index = Int(value - 0xAC00)
            guard firingSyllables[index >> 6] & (1 << UInt64(index & 63)) != 0 else { return false }
        }
        if firingScalars.contains(value) || (previous == hae && value == ya) { return true }
        switch value {
        case hu, dwi: return afterActionScalars.contains(previous) || timeWordEnds.mayContain(previous)
        case jul: return (0xAC00...0xD7A3).contains(previous) && (previous - 0xAC00) % 28 == 8 || endsCountWord(previous)
        case jung: return previous == neun
        case jeon: return previous == gi || timeWordEnds.mayContain(previous)
        case eum: return previous == da && afterActionScalars.contains(beforePrevious)
        case gae, beon, ga: return endsCountWord(previous)
        case oe: return previous == geu
        case man: return beforeManScalars.contains(previous)
        case dae: return beforeDaeScalars.contains(previous) || endsCountWord(previous)
        case mit: return true
        case anScalar: return previous == dong
        case nae: return (0xAC00...0xD7A3).contains(previous) || (0x30..<0x80).contains(previous)
        case gat: return (0xAC00...0xD7A3).contains(previous)
        case sip: return previous == go
        case sun: return adnominalEndsBeforeSun.mayContain(previous)
        case gan: return nounEndsBeforeBetween.mayContain(previous)
        case iScalar: return previous == deo || endsNounJung(previous, beforePrevious)
        default:
            return endsNounJung(previous, beforePrevious) && afterJungScalars.contains(value)
                || endsCountWord(previous) && countedUnitStarts.contains(value)
                || value == eScalar && previous == siScalar && endsNounBeforeSi(beforePrevious)
                || (value == juScalar || value == dalScalar || value == bamScalar) && endsDeterminerOfTime(previous, beforePrevious)
        }
    }

    /// Whether `value` may be a syllable that ends a counting word (한, 두,
    /// 여러, 몇): one load, as every syllable a unit's check could start at
    /// asks (a filter: true also for a few other syllables, which the
    /// checks themselves rule out).
    @inline(__always)
    private static func endsCountWord(_ value: UInt32) -> Bool { countEndSyllables.mayContain(value) }
    private static let countEndSyllables = ScalarFilter(countEndScalars)

    /// Whether a word that ends at `last`, after `beforeLast`, may end in
    /// 중 after a noun.
    @inline(__always)
    private static func endsNounJung(_ last: UInt32, _ beforeLast: UInt32) -> Bool {
        last == jung && (0xAC00...0xD7A3).contains(beforeLast)
    }

    /// Whether `boundNounsByCharacter` can find anything in `word`: false
    /// only for a word of characters that are each one scalar, none of them
    /// a syllable a check fires at and no 해야 among them.
    /// Read from the word's UTF-8 bytes: ASCII and Hangul syllables (three
    /// bytes each), nearly every word, are told without decoding it scalar
    /// by scalar; a word with any other scalar is read as scalars.
    static func mayHoldBoundNoun(_ word: String) -> Bool {
        let told = word.withUTF8Bytes { bytes -> Bool? in
            // 맨 (most) before a word of place: 맨위, 맨 아래.
            if bytes.count > 3, bytes[0] == 0xEB, bytes[1] == 0xA7, bytes[2] == 0xA8 { return true }
            var (previous, beforePrevious): (UInt32, UInt32) = (0, 0)
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    guard lead != 0x0D else { return true }
                    (beforePrevious, previous) = (previous, UInt32(lead))
                    index += 1
                    continue
                }
                guard lead & 0xF0 == 0xE0 else { return nil }
                let value = bytes.threeByteScalar(at: index)
                guard (0xAC00...0xD7A3).contains(value) else { return nil }
                if fires(value, after: previous, beforePrevious) { return true }
                (beforePrevious, previous) = (previous, value)
                index += 3
            }
            return endsNounJung(previous, beforePrevious) || previous == siScalar && endsNounBeforeSi(beforePrevious)
        }
        return told ?? mayHoldBoundNounByScalar(word)
    }

    static func mayHoldBoundNounByScalar(_ word: String) -> Bool {
        if word.unicodeScalars.first == "맨", word.unicodeScalars.count > 1 { return true }
        var (previous, beforePrevious): (UInt32, UInt32) = (0, 0)
        for scalar in word.unicodeScalars {
            let value = scalar.value
            if !TextSegments.standsAlone(scalar) || fires(value, after: previous, beforePrevious) { return true }
            (beforePrevious, previous) = (previous, value)
        }
        return endsNounJung(previous, beforePrevious) || previous == siScalar && endsNounBeforeSi(beforePrevious)
    }

    /// Where `word` runs a bound noun into the word before it (할수, 한것),
    /// each a place for a space; the spelling rule leaves such a word to
    /// this one.
    static func boundNouns(in word: TextSegments.Segment) -> [Finding] {
        guard Self.mayHoldBoundNoun(word.text) else { return [] }
        return Self.boundNounsByCharacter(in: word)
    }

    /// Words of time written apart from the noun of time after them (다음
    /// 주, 이번 달, 오늘 밤), each with the nouns it is run into in copy.
    private static let determinersOfTime: [(word: String, nouns: [Unicode.Scalar])] = [
        ("다음", ["주", "달"]), ("이번", ["주", "달"]), ("오늘", ["밤"]), ("내일", ["밤"]),
    ]
    private static let timeNounScalars: [Unicode.Scalar] = ["주", "달", "밤"]
    /// The syllables of `determinersOfTime` (다음, 이번, 오늘, 내일), last
    /// and first, for `fires`: 일 ends many words (1주일 is no 내일 주).
    private static let determinersOfTimeBySyllable: [(last: UInt32, first: UInt32)] = determinersOfTime.map {
        let scalars = Array($0.word.unicodeScalars)
        return (scalars[1].value, scalars[0].value)
    }

    @inline(__always)
    private static func endsDeterminerOfTime(_ last: UInt32, _ first: UInt32) -> Bool {
        determinersOfTimeBySyllable.contains { $0.last == last && $0.first == first }
    }
    private static let (juScalar, dalScalar, bamScalar) = ("주".unicodeScalars.first!.value, "달".unicodeScalars.first!.value,
                                                           "밤".unicodeScalars.first!.value)

    private static let nieun = 4
    /// Words of place and order after 맨 (most): 맨 위, 맨 아래, 맨 처음.
    private static let placesAfterMaen = ["위", "아래", "앞", "뒤", "끝", "처음", "나중", "오른쪽", "왼쪽", "아랫", "윗", "마지막", "밑"]
    /// The last syllables of spans of time before 동안: 분, 초, 시간, 일,
    /// 주, 개월, 년, 며칠, 잠깐, 이틀, 사흘, 하루, 한 달, 잠시.
    private static let unitsBeforeDongan = "분초간일주월년칠깐틀흘루달시".unicodeScalars
    /// Adnominal forms of 하다, 되다 and of verbs ending in a consonant (받은).
    private static let afterAction: Set<Character> = ["한", "된", "은"]
    private static let countWords: Set<String> = ["한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열", "여러", "몇", "첫"]
    private static let followingParticles = ["에", "의", "를", "을", "가", "이", "씩", "만", "까지", "로", "으로", "와", "과", "도", "는", "은", "부터"]
    /// Units a native numeral, 여러 or 몇 counts run into it (두개, 한명,
    /// 여러장, 몇시간): `countedUnits` and units that after a spaced 한 are
    /// more often a verb's (대, 주), longest first, as 시간 starts with 시.
    /// 가지 is `boundNounsByCharacter`'s own, as 한가지 is a word and
    /// hunspell-ko takes 여러가지.
    private static let unitsAfterCountWords = (countedUnits.filter { $0 != "가지" } + ["대", "주", "시", "살", "마리", "자리", "페이지", "년", "개월", "주일"])
        .sorted { $0.count > $1.count }
    /// The first syllables of `unitsAfterCountWords`, for `fires`.
    private static let countedUnitStarts = Array(Set(unitsAfterCountWords.map { $0.unicodeScalars.first!.value })).sorted()
    /// What follows a counted unit in the same word: a particle, 째 (두 번째),
    /// the copula (한 명입니다), 간 and 동안 of a span (두 달간), 짜리 (세 장짜리).
    private static let afterCountedUnit = followingParticles + ["째", "입", "인", "간", "동안", "짜리", "뿐", "밖에"]

    /// Particles after which 한번 counts one time (탭 한번으로, 한번만, 한번씩,
    /// 한번에, at one go): the adverb 한번 (once, sometime) takes none.
    private static let particlesCountingOnce: Set<String> = ["으로", "만", "씩", "도", "의", "이", "을", "만에", "뿐", "에", "에는", "에도"]

    /// The unit counted at `index` of a word that is a counting word
    /// (`countWords`) up to it, followed by the rest of the word (한명을,
    /// 여러장, 몇시간), or nil, and whether the dictionary's word is
    /// overruled. 한번 alone is left: it is also the adverb "once" (한번 해
    /// 보세요); with a particle it counts, though hunspell-ko takes 한번으로.
    /// Other words the dictionary has (한곳, 세대, 한편, 여러분) are kept by
    /// `judge`, which asks it first.
    static func countedUnit(at index: Int, in characters: [Character]) -> (unit: String, overridesDictionary: Bool)? {
        let count = String(characters[..<index])
        guard countWords.contains(count) else { return nil }
        let rest = String(characters[index...])
        // By scalars: `hasPrefix` on strings casts its argument each time.
        guard let unit = unitsAfterCountWords.first(where: { rest.unicodeScalars.starts(with: $0.unicodeScalars) }) else { return nil }
        let after = rest.dropFirst(unit.count)
        if unit == "번" && count == "한" {
            return particlesCountingOnce.contains(String(after)) ? (unit, true) : nil
        }
        guard after.isEmpty || afterCountedUnit.contains(where: after.hasPrefix) else { return nil }
        return (unit, false)
    }

    static func boundNounsByCharacter(in word: TextSegments.Segment) -> [Finding] {
        guard word.text.contains(where: Self.boundNounSyllables.contains) else { return [] }
        let characters = Array(word.text)
        var found: [Finding] = []
        func split(at index: Int, _ message: String, overridingDictionary: Bool = false) {
            found.append(Finding(message: message, range: word.offset + index..<word.offset + index, replacement: " ",
                                 overridesDictionary: overridingDictionary))
        }
        // 맨위에, 맨아래로: the determiner 맨 (most) and a word of place are
        // two words (맨손 and 맨발, the prefix 맨-, bare, are others).
        if characters.count > 1, characters[0].isScalar("맨") {
            let place = String(characters[1...])
            if Self.placesAfterMaen.contains(where: place.hasPrefix) { split(at: 1, "“맨\(place)” takes a space: “맨 \(place)”") }
        }
        // 다음주, 이번달, 오늘밤: 다음, 이번, 오늘 and 내일 and a noun of
        // time are two words (지난주 and 지난달 are one).
        if characters.count >= 3, Self.timeNounScalars.contains(where: characters[2].isScalar),
           let determiner = Self.determinersOfTime.first(where: { characters[..<2].elementsEqual($0.word) }),
           determiner.nouns.contains(where: characters[2].isScalar),
           Self.isParticleOrNothing(String(characters[3...]).unicodeScalars[...]) {
            let noun = String(characters[2...])
            split(at: 2, "“\(determiner.word)\(noun)” takes a space: “\(determiner.word) \(noun)”", overridingDictionary: true)
        }
        // 잠시후, 방금전에: after a word of time, 후, 전 and 뒤 are nouns of their own.
        if let index = Self.spanNounIndex(word.text), Self.timeWordsBeforeSpanNoun.contains(String(characters[..<index])),
           Self.isParticleOrNothing(String(characters[(index + 1)...]).unicodeScalars[...]) {
            let time = String(characters[..<index])
            split(at: index, "“\(time)\(characters[index])” takes a space: “\(time) \(characters[index])”")
        }
        // 및 joined to the word after it: 및폴더.
        if characters.count > 1, characters[0].isScalar("및"), Hangul.isHangul(characters[1]) {
            let after = String(characters[1...])
            split(at: 1, "“및\(after)” takes a space: “및 \(after)”")
        }
        for index in 1..<max(characters.count, 1) {
            let before = characters[index - 1]
            let character = characters[index]
            if character.isScalar("및") {
                // 파일및폴더: 및 stands apart from the words it joins.
                let (left, right) = (String(characters[..<index]), String(characters[(index + 1)...]))
                if Hangul.isHangul(before) { split(at: index, "“\(left)및” takes a space: “\(left) 및”") }
                if let next = right.first, Hangul.isHangul(next) { split(at: index + 1, "“및\(right)” takes a space: “및 \(right)”") }
                continue
            }
            // What follows the syllable and the word before it, spelt out only for the checks that read them.
            lazy var rest = String(characters[(index + 1)...])
            // The word up to the noun, which a message quotes whole (설치한후, not 한후).
            lazy var head = String(characters[..<index])
            let afterRieul = Hangul.final(of: before) == .rieul
            // By scalar (`isScalar`): `==` compares Hangul by canonical equivalence, slowly.
            let isSu = character.isScalar("수")
            if isSu && afterRieul && (rest.isEmpty || ["있", "없", "도", "는", "가", "밖에", "조차", "만"].contains(where: rest.hasPrefix)) {
                // The whole word before 수: 파일수 is 파일 수, not 일 수.
                let word = head
                split(at: index, "“\(word)수” takes a space: “\(word) 수”")
            } else if character.isScalar("때") && afterRieul
                        && (rest.isEmpty || ["는", "에", "도", "까지", "마다", "만"].contains(where: rest.hasPrefix)) {
                let word = head
                split(at: index, "“\(word)때” takes a space: “\(word) 때”")
            } else if character.isScalar("것") && (afterRieul || Hangul.finalIndex(of: before) == nieun) {
                split(at: index, "“\(head)것” takes a space: “\(head) 것”")
            } else if (character.isScalar("후")
                        || (character.isScalar("다") && index + 1 < characters.count && characters[index + 1].isScalar("음")))
                        && afterAction.contains(before) {
                // 삭제한후, 저장된다음: after a verb's ㄴ form, 후 and 다음 are nouns of their own.
                let noun = character.isScalar("후") ? "후" : "다음"
                let after = String(rest.dropFirst(noun.count - 1))
                if after.isEmpty || Self.followingParticles.contains(where: after.hasPrefix) {
                    split(at: index, "“\(head)\(noun)” takes a space: “\(head) \(noun)”")
                }
            } else if character.isScalar("뒤") && afterAction.contains(before)
                        && (rest.isEmpty || Self.followingParticles.contains(where: rest.hasPrefix)) {
                // 저장한뒤: after a verb's ㄴ form, 뒤 is a noun of its own, as 후 is.
                split(at: index, "“\(head)뒤” takes a space: “\(head) 뒤”")
            } else if character.isScalar("줄") && afterRieul && !(index == 1 && "글물발".unicodeScalars.contains(where: before.isScalar))
                        && (rest.isEmpty || ["은", "을", "도", "만", "로", "이"].contains(where: rest.hasPrefix)) {
                // 사용할줄 (모르면): the ㄹ form and 줄 (how to) are two words;
                // 글줄, 물줄 and 발줄 are nouns of their own.
                split(at: index, "“\(head)줄” takes a space: “\(head) 줄”")
            } else if character.isScalar("중") && before.isScalar("는") && index >= 2
                        && (rest.isEmpty || rest.hasPrefix("입") || rest.hasPrefix("이") || rest.hasPrefix("에")) {
                // 저장하는중입니다: 중 after 는 is the noun "in the middle of".
                split(at: index, "“\(head)중” takes a space: “\(head) 중”")
            } else if character.isScalar("중") && index >= 2 && Hangul.isHangul(before)
                        && (Hangul.isHangul(characters[index - 2]) || characters[index - 2].isASCII && characters[index - 2].isNumber)
                        && (rest.isEmpty || Self.afterJungScalars.contains(where: { rest.unicodeScalars.first?.value == $0 })) {
                // 저장중, 다운로드중입니다: after a noun, 중 (in the middle of,
                // among) is a noun of its own; the dictionary keeps the words
                // that end in it (집중, 한밤중), as `judge` asks it first.
                let noun = head
                split(at: index, "“\(noun)중” takes a space: “\(noun) 중”")
            } else if character.isScalar("순"), let last = before.unicodeScalars.first?.value, Self.adnominalEndsBeforeSun.mayContain(last),
                      Self.adnominalsBeforeSun.contains(head)
                        && Self.isParticleOrNothing(rest.unicodeScalars[...]) {
                // 가격 낮은순, 많은순으로: after an adjective, 순 (order) is a noun of its own.
                let adjective = head
                split(at: index, "“\(adjective)순” takes a space: “\(adjective) 순”", overridingDictionary: true)
            } else if character.isScalar("간"), let last = before.unicodeScalars.first?.value, Self.nounEndsBeforeBetween.mayContain(last),
                      Self.nounsBeforeBetween.contains(head),
                      rest.isEmpty || ["의", "에", "에는", "에서", "에도", "을", "이", "은", "도"].contains(rest) {
                // 기기간 동기화, 사용자간의: after a noun of things or people, 간 (between) is a noun of its own.
                let noun = head
                split(at: index, "“\(noun)간” takes a space: “\(noun) 간”", overridingDictionary: true)
            } else if character.isScalar("동") && rest.hasPrefix("안") && index >= 1
                        && (Self.unitsBeforeDongan.contains(where: before.isScalar) || before.isScalar("는") && index >= 2)
                        && (rest.count == 1 || Self.followingParticles.contains(where: rest.dropFirst().hasPrefix)) {
                // 5분동안, 동기화하는동안: 동안 (for, while) is a noun of its own
                // after a span of time and a verb's 는 form; 그동안, 한동안 and
                // 오랫동안 are words.
                let span = head
                split(at: index, "“\(span)동안” takes a space: “\(span) 동안”")
            } else if character.isScalar("시") && index >= 2
                        && before.unicodeScalars.count == 1 && Self.endsNounBeforeSi(before.unicodeScalars.first!.value)
                        && Self.afterSi.contains(rest) && Self.nounsBeforeSi.contains(head) {
                // 결제시, 오류시에: 시 (when) after a noun is a bound noun
                // of its own; the dictionary keeps 필요시 and the words that
                // end in 시 (다시, 표시, 즉시), as `judge` asks it first.
                let noun = head
                split(at: index, "“\(noun)시” takes a space: “\(noun) 시”")
            } else if character.isScalar("내") && !before.isScalar("이")
                        && (Hangul.isHangul(before) || before.isASCII && (before.isLetter || before.isNumber))
                        && (rest.isEmpty || ["에", "의", "로"].contains(where: rest.hasPrefix)) {
                // 앱내, 폴더내에서: 내 (within) is a noun of its own after a
                // noun, as 중 is; the dictionary keeps the words that end in
                // it (안내, 국내, 실내) and the verbs (보내, 꺼내, 찾아내);
                // 이내 (within, 3일이내) is the word `comparisonRunTogether` reads.
                let noun = head
                split(at: index, "“\(noun)내” takes a space: “\(noun) 내”")
            } else if character.isScalar("같") && Hangul.isHangul(before)
                        && afterGat.contains(rest)
                        && !adjectivesOfGat.contains(head) {
                // 책상같은: after a noun, 같다 (like) is an adjective of its
                // own; the dictionary keeps the words that end in it
                // (똑같은, 한결같은), as `judge` asks it first.
                let noun = head
                split(at: index, "“\(noun)같\(rest)” takes a space: “\(noun) 같\(rest)”")
            } else if character.isScalar("전") && before.isScalar("기") && index >= 2
                        && ["에", "까지", "부터", "의"].contains(where: rest.hasPrefix) {
                // 열기전에: a verb's 기 form and 전 (before) are two words.
                split(at: index, "“\(head)전” takes a space: “\(head) 전”")
            } else if character.isScalar("만") && rest.hasPrefix("큼") && index >= 2
                        && Self.beforeManScalars.contains(where: { before.isScalar(Unicode.Scalar($0)!) }) {
                // 원하는만큼: after a verb's adnominal form, 만큼 is a noun of its own
                // (after a noun it is a particle, joined: 이만큼, 사진만큼).
                split(at: index, "“\(head)만큼” takes a space: “\(head) 만큼”")
            } else if character.isScalar("대") && index >= 2
                        && (rest.hasPrefix("로") || rest.hasPrefix("신") && ["", "에", "에는", "으로"].contains(String(rest.dropFirst())))
                        && Self.beforeDaeScalars.contains(where: { before.isScalar(Unicode.Scalar($0)!) }) {
                // 설정한대로, 사용하는대신: after a verb's adnominal form, 대로
                // and 대신 are nouns of their own (after a noun 대로 is a
                // particle, joined: 순서대로, 그대로).
                let noun = rest.hasPrefix("로") ? "대로" : "대신"
                split(at: index, "“\(head)\(noun)” takes a space: “\(head) \(noun)”")
            } else if index <= 2, let first = character.unicodeScalars.first, Self.countedUnitStarts.contains(first.value),
                      let counted = Self.countedUnit(at: index, in: characters) {
                // 여러개, 두번째, 한명, 몇시간: a counting word and its unit are two words.
                let count = head
                split(at: index, "“\(count)\(counted.unit)” takes a space: “\(count) \(counted.unit)”",
                      overridingDictionary: counted.overridesDictionary)
            } else if character.isScalar("가") && rest.hasPrefix("지") {
                // 여러가지, 두가지: a counting word and 가지 (kinds); 한가지 is
                // also a noun of its own (the same).
                let count = head
                let afterGaji = rest.dropFirst()
                if count != "한", count != "첫", Self.countWords.contains(count),
                   afterGaji.isEmpty || Self.followingParticles.contains(where: afterGaji.hasPrefix) {
                    split(at: index, "“\(count)가지” takes a space: “\(count) 가지”", overridingDictionary: true)
                }
            } else if character.isScalar("이") && before.isScalar("더") && index == 1 && rest.hasPrefix("상") {
                // 더이상: the adverb 더 and the noun 이상 are two words.
                split(at: index, "“더이상” takes a space: “더 이상”")
            } else if character.isScalar("외") && before.isScalar("그") && index == 1
                        && (rest.isEmpty || Self.followingParticles.contains(where: rest.hasPrefix)) {
                // 그외: the determiner 그 and the noun 외 (besides) are two words.
                split(at: index, "“그외” takes a space: “그 외”")
            } else if (character.isScalar("있") || character.isScalar("싶")) && before.isScalar("고") && index >= 2
                        && Hangul.isHangul(characters[index - 2]) && !rest.isEmpty {
                // 듣고있습니다, 하고싶어요: -고 있다 and -고 싶다 are a verb and
                // an auxiliary, written apart.
                let (verb, auxiliary) = (head, String(characters[index...]))
                split(at: index, "“\(verb)\(auxiliary)” takes a space: “\(verb) \(auxiliary)”")
            } else if (character.isScalar("있") || character.isScalar("없")) && before.isScalar("수") && index == 1 {
                split(at: index, "“수\(character)…” takes a space: “수 \(character)…”")
            } else if index >= 2 && before.isScalar("야") && characters[index - 2].isScalar("해")
                        && "한합했하".unicodeScalars.contains(where: character.isScalar) {
                split(at: index, "“해야\(character)…” takes a space: “해야 \(character)…”")
            }
            if isSu, afterRieul, !rest.isEmpty, rest.hasPrefix("있") || rest.hasPrefix("없") {
                split(at: index + 1, "“수\(rest.first!)…” takes a space: “수 \(rest.first!)…”")
            }
        }
        return found
    }
}
