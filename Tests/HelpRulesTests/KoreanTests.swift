import Foundation
import HelpCore
@testable import HelpRules
import Testing

/// Korean grammar rules, case by case, with the real ko dictionary.
struct KoreanTests {
    static func findings(_ rule: any Rule.Type, _ korean: String, register: String = "formal",
                         projectWords: [String] = []) throws -> [Diagnostic] {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><string id="s"><text xml:lang="en">x</text><text xml:lang="ko">\(korean)</text></string></help>
            """
        var config = Config()
        config.koreanRegister = register == "polite" ? .polite : .formal
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: config)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let project = Project(config: config, files: [try #require(loaded.file)])
        return try RuleEngine.bundled(rules: [rule], projectWords: projectWords).check(project).diagnostics
    }

    /// The particles reported, as "wrong→right", in order.
    static func particles(_ korean: String) throws -> [String] {
        try findings(ParticleAgreementRule.self, korean).compactMap { diagnostic in
            guard let fix = diagnostic.fix else { return diagnostic.message }
            return "\(fix.original)→\(fix.replacement)"
        }
    }

    struct ParticleCase: Sendable, CustomTestStringConvertible {
        var text: String
        var expected: [String]
        var testDescription: String { text }
    }

    static let particleCases: [ParticleCase] = [
        // 을/를
        .init(text: "목록을 여세요.", expected: []), .init(text: "목록를 여세요.", expected: ["를→을"]),
        .init(text: "사과을 고르세요.", expected: ["을→를"]), .init(text: "Mac을 켜세요.", expected: []),
        .init(text: "Mac를 켜세요.", expected: ["를→을"]), .init(text: "Siri Remote을 드세요.", expected: ["을→를"]),
        .init(text: "2을 고르세요.", expected: ["을→를"]), .init(text: "3를 고르세요.", expected: ["를→을"]),
        .init(text: "%@을 추가했습니다.", expected: ["을→을(를)"]), .init(text: "%@을(를) 추가했습니다.", expected: []),
        // 이/가
        .init(text: "목록이 비었습니다.", expected: []), .init(text: "목록가 비었습니다.", expected: ["가→이"]),
        .init(text: "사과이 있습니다.", expected: ["이→가"]), .init(text: "iPhone가 켜져 있습니다.", expected: ["가→이"]),
        .init(text: "10가 남았습니다.", expected: ["가→이"]), .init(text: "%@가 추가되었습니다.", expected: ["가→이(가)"]),
        .init(text: "%@이(가) 추가되었습니다.", expected: []),
        // A loanword's -ay in two syllables is no noun and 이 (하이 레이턴시, 몰도바 레이); a listed noun's 이 is read.
        .init(text: "하이 레이턴시 연결, 몰도바 레이", expected: []), .init(text: "Caps Lock 키이 눌렸습니다.", expected: ["이→가"]),
        // The vocative only where a name is called, before a comma or an exclamation mark.
        .init(text: "안녕, 지수아! 인도네시아 루피아 환율, 오세트어 (그루지아)", expected: ["아→야"]),
        // 은/는
        .init(text: "목록은 비어 있습니다.", expected: []), .init(text: "목록는 비어 있습니다.", expected: ["는→은"]),
        .init(text: "사과은 맛있습니다.", expected: ["은→는"]), .init(text: "iPad는 켜져 있습니다.", expected: []),
        .init(text: "iCloud은 켜져 있습니다.", expected: ["은→는"]), .init(text: "1는 홀수입니다.", expected: ["는→은"]),
        // A name of two Latin words is read by its termbase reading, whole.
        .init(text: "iCloud Drive은 켜져 있습니다.", expected: ["은→는"]), .init(text: "Finder은 열려 있습니다.", expected: ["은→는"]),
        .init(text: "Face ID으로 잠금 해제하고 Touch ID을 켜세요.", expected: ["으로→로", "을→를"]),
        .init(text: "Optic ID로 승인하세요.", expected: []),
        // Apple's names the termbase reads: AirPods 에어팟즈, Dock 독, Time Machine 타임 머신.
        .init(text: "AirPods를 연결하고 Dock을 숨기고 Time Machine으로 백업하세요.", expected: []),
        .init(text: "AirPods을 연결하고 Dock를 숨기고 Time Machine로 백업하세요.", expected: ["을→를", "를→을", "로→으로"]),
        .init(text: "Spotlight을 열고 Xcode으로 빌드하세요.", expected: ["을→를", "으로→로"]),
        // MagSafe 맥세이프, Thunderbolt 썬더볼트, AppleCare 애플케어, Apple Intelligence 애플 인텔리전스.
        .init(text: "MagSafe로 충전하고 Thunderbolt를 연결하고 AppleCare를 확인하고 Apple Intelligence를 켜세요.", expected: []),
        .init(text: "MagSafe으로 충전하고 Thunderbolt을 연결하고 AppleCare을 확인하고 Apple Intelligence을 켜세요.",
              expected: ["으로→로", "을→를", "을→를", "을→를"]),
        .init(text: "%@는 비어 있습니다.", expected: ["는→은(는)"]),
        // A counter after a figure, even where hunspell-ko takes the other form as a word of its own (장를).
        .init(text: "사진 3장를 고르고 2대을 설정하세요.", expected: ["를→을", "을→를"]),
        .init(text: "사진 3장을 고르고 2대를 설정하세요.", expected: []),
        // 과/와
        .init(text: "목록과 레시피", expected: []), .init(text: "목록와 사진", expected: ["와→과"]),
        .init(text: "사과과 배", expected: ["과→와"]), .init(text: "Mac와 iPhone", expected: ["와→과"]),
        .init(text: "Apple Watch와 iPhone", expected: []), .init(text: "%@와 %@", expected: ["와→과(와)"]),
        // 으로/로, with ㄹ taking 로
        .init(text: "서울로 보내세요.", expected: []), .init(text: "서울으로 보내세요.", expected: ["으로→로"]),
        .init(text: "연필으로 쓰세요.", expected: ["으로→로"]), .init(text: "책로 만드세요.", expected: ["로→으로"]),
        .init(text: "1로 나누세요.", expected: []), .init(text: "3로 나누세요.", expected: ["로→으로"]),
        .init(text: "Mac으로 보내세요.", expected: []), .init(text: "%@로 보내세요.", expected: ["로→(으)로"]),
        .init(text: "%@(으)로 보내세요.", expected: []),
        .init(text: "“%@”을 삭제할까요? ‘%1$@’로 보내세요.", expected: ["을→을(를)", "로→(으)로"]),
        .init(text: "“%@”을(를) 삭제할까요? “%@”(으)로 보내세요.", expected: []),
        // 이나/나
        .init(text: "책이나 사과", expected: []), .init(text: "책나 사과", expected: ["나→이나"]),
        .init(text: "Mac이나 iPad", expected: []), .init(text: "iPad이나 Mac", expected: ["이나→나"]),
        .init(text: "%@나 %@", expected: ["나→(이)나"]),
        // 이랑/랑
        .init(text: "책이랑 사과", expected: []), .init(text: "사과랑 책", expected: []),
        .init(text: "Mac랑 iPad", expected: ["랑→이랑"]), .init(text: "iPad이랑 Mac", expected: ["이랑→랑"]),
        .init(text: "2이랑 3", expected: ["이랑→랑"]),
        // 아/야
        .init(text: "Mac아 안녕", expected: []), .init(text: "iPad아 안녕", expected: ["아→야"]),
        // A word of the dictionary's is no stem and a particle: 시리아 is Syria (시리 is a word of 시리 리모트).
        .init(text: "시리아 목록에 추가", expected: []),
        .init(text: "Mac야 안녕", expected: ["야→아"]), .init(text: "iPhone아 안녕", expected: []),
        .init(text: "Apple TV아 안녕", expected: ["아→야"]),
        // A particle after 으로/로 or 과/와 leaves it as it is: the compound agrees as its first part does.
        .init(text: "Apple Watch으로부터 받고 iPhone로도 보고 Mac로서 쓰세요.", expected: ["으로부터→로부터", "로도→으로도", "로서→으로서"]),
        .init(text: "Apple Watch로부터 받고 iPhone으로도 보고 Mac으로서 쓰세요.", expected: []),
        .init(text: "지도으로만 보고 사진로는 부족합니다.", expected: ["으로만→로만", "로는→으로는"]),
        .init(text: "Apple Watch과의 연결이나 iPhone와도 같습니다.", expected: ["과의→와의", "와도→과도"]),
        .init(text: "%@로부터 받고 %@와의 연결을 끊습니다.", expected: ["로부터→(으)로부터", "와의→과(와)의"]),
        .init(text: "%@(으)로부터 받고 %@과(와)의 연결을 끊습니다.", expected: []),
        // Words that end like a compound and are none: the dictionary knows them whole.
        .init(text: "경로는 도로의 효과도 결과는 사과는 과도하게 고양이와의 연결로는 부족합니다.", expected: []),
        // The copula joined like a particle: 이 may stay after a vowel, never drops after a consonant.
        .init(text: "Mac라는 이름이나 책라고 쓰세요.", expected: ["라는→이라는", "라고→이라고"]),
        .init(text: "iPhone이라는 이름이나 Apple Watch이라도 사과라고 하면 됩니다.", expected: []),
        .init(text: "%@라는 이름입니다.", expected: ["라는→이라는"]), .init(text: "%@이라는 이름입니다.", expected: []),
        .init(text: "몰라서 골라서 달라서 말라고 하더라도 저장하라는 메시지가 있더라도 컵라면이 좋습니다.", expected: []),
        // 이에요/예요
        .init(text: "이것은 책이에요.", expected: []), .init(text: "이것은 사과예요.", expected: []),
        .init(text: "이것은 Mac예요.", expected: ["예요→이에요"]), .init(text: "이것은 iPad이에요.", expected: ["이에요→예요"]),
        .init(text: "정답은 2이에요.", expected: ["이에요→예요"]),
        // A unit of measure after a number or placeholder is read by its
        // Korean name, not its letters: 10km 킬로미터, 5kg 킬로그램, 2L 리터.
        .init(text: "10km을 달리세요.", expected: ["을→를"]), .init(text: "10km를 달리세요.", expected: []),
        .init(text: "5kg를 드세요.", expected: ["를→을"]), .init(text: "5 kg을 드세요.", expected: []),
        .init(text: "물 2L을 마시세요.", expected: ["을→를"]), .init(text: "물 2 L로 채우세요.", expected: []),
        .init(text: "1.5GB이 남았습니다.", expected: ["이→가"]), .init(text: "64 GB가 남았습니다.", expected: []),
        .init(text: "50%%을 넘었습니다.", expected: ["을→를"]), .init(text: "30°으로 맞추세요.", expected: ["으로→로"]),
        .init(text: "%lld%%을 마쳤습니다.", expected: ["을→를"]), .init(text: "%@ km를 달렸습니다.", expected: []),
        // 이예요 is right after nothing: 이에요 after a consonant, 예요
        // after a vowel; 고양이예요 is 고양이 with 예요, as the dictionary says.
        .init(text: "이건 사진이예요.", expected: ["이예요→이에요"]), .init(text: "이건 메모이예요.", expected: ["이예요→예요"]),
        .init(text: "고양이예요. 사진이에요. 메모예요.", expected: []), .init(text: "최신 iPhone이예요.", expected: ["이예요→이에요"]),
        // Apple's services with a plus, read 플러스; four or five capitals
        // without a vowel are spelt out (HTML 에이치티엠엘), with one may be
        // a word (JSON 제이슨) and are not guessed.
        .init(text: "Apple TV+을 구독하고 iCloud+을 쓰고 Disney+을 보세요.", expected: ["을→를", "을→를", "을→를"]),
        .init(text: "Apple TV+를 구독하고 C++를 배우세요.", expected: []),
        .init(text: "HTML를 열고 HTTPS을 쓰세요.", expected: ["를→을", "을→를"]),
        .init(text: "HTML을 열고 JSON을 쓰고 JPEG를 보내고 NASA를 보세요.", expected: []),
        // HDMI passed: a vowel only as its last letter makes no word of it (에이치디엠아이).
        .init(text: "HDMI을 연결하고 OLED를 보고 MIDI를 켜세요.", expected: ["을→를"]),
        // TYPE and SYNC are read as words (타입, 싱크): their Y is a vowel; HTTPS still by its letters.
        .init(text: "TYPE은 ALTER TYPE을 쓰고 SYNC을 켜고 HTTPS을 쓰세요.", expected: ["을→를"]),
        // Apple's tools, read by the termbase.
        .init(text: "Swift을 배우고 TestFlight을 여세요.", expected: ["을→를", "을→를"]),
        // A product name the termbase has no reading for is read by its
        // last word: iPad Pro 프로, MacBook Air 에어, iPad mini 미니.
        .init(text: "iPad Pro을 켜고 iPhone 16 Pro Max을 여세요.", expected: ["을→를", "을→를"]),
        .init(text: "MacBook Air를 열고 iPad mini를 충전하고 Magic Keyboard를 연결하세요.", expected: []),
        // Joined into a longer word, a product word is none of its own; the
        // longer word's own ending is read (하이퍼맥스, 프로맥스).
        .init(text: "Hypermax을 쓰고 ProMax을 여세요.", expected: ["을→를", "을→를"]),
        // An English word the termbase doesn't read, by its last letters
        // where English spelling settles the sound.
        .init(text: "Photoshop를 열고 Dropbox으로 보내세요.", expected: ["를→을", "으로→로"]),
        .init(text: "Notion를 열고 Zoom로 참여하고 Samsung를 켜고 Phone가 울려요.", expected: ["를→을", "로→으로", "를→을", "가→이"]),
        .init(text: "Excel으로 열면 Inkwell가 저장해요.", expected: ["으로→로", "가→이"]),
        .init(text: "WhatsApp를 열고 Canva을 쓰고 Finder으로 가서 Discord을 여세요.", expected: ["를→을", "을→를", "으로→로", "을→를"]),
        .init(text: "app를 설치하고 app을 여세요.", expected: ["를→을"]),
        .init(text: "Photoshop을 열고 Dropbox로 보내고 Notion과 Zoom으로 Excel로 Sketch를 여세요.", expected: []),
        // ck is ㄱ (슬랙, 피드백), but in check (체크).
        .init(text: "Slack를 열고 Feedback를 보내고 Check을 누르세요.", expected: ["를→을", "를→을"]),
        .init(text: "Slack을 열고 Feedback을 보내고 Check를 누르세요.", expected: []),
        // Where spelling leaves the sound open, nothing is guessed: Link 링크
        // but Talk 톡, GitHub 깃허브 but Web 웹, Google 구글 but Apple 애플,
        // Soup 수프 but Shop 샵, Help 헬프, Column 칼럼; png, read letter by
        // letter, and a word after a dot.
        .init(text: "Outlook를 열고 GitHub을 쓰고 Procreate을 쓰고 Google를 여세요.", expected: []),
        .init(text: "Soup을 끓이고 Help를 보고 Column를 여세요. png을 열고 file.zip를 여세요.", expected: []),
        // An amount after a currency sign is read with the currency's
        // name: $10 십 달러, €20 이십 유로, ₩10,000 만 원.
        .init(text: "$10를 보냈어요.", expected: []), .init(text: "$10을 보냈어요.", expected: ["을→를"]),
        .init(text: "€20를 보냈어요. £5를 받았어요.", expected: []), .init(text: "₩10,000을 보냈어요.", expected: []),
        .init(text: "한도는 $1,000로 정해져 있어요.", expected: []), .init(text: "$4.99으로 샀어요.", expected: ["으로→로"]),
        .init(text: "₩5,000를 보냈어요.", expected: ["를→을"]), .init(text: "US$ 15가 남았어요.", expected: []),
        // Only right after a number: a word ending like a unit is no unit.
        .init(text: "Palm을 켜고 ROM을 쓰세요.", expected: []),
        // Words that only end like a particle are left alone.
        .init(text: "가을과 마을이 좋습니다. 있는 그대로 보세요.", expected: []),
        .init(text: "Frobnicator를 쓰세요.", expected: []),
        // A character of several scalars elsewhere in the text (words are
        // then read by character, not cut from the text's scalars).
        .init(text: "Cafe\u{301}에서 목록를 여세요.", expected: ["를→을"]),
        .init(text: "👍🏽 사과을 고르고 목록을 여세요.", expected: ["을→를"]),
    ]

    /// A negation adverb counts with the verb after it in a Korean button
    /// title or undo name: 저장 안 함 is two words, as Don't Save is.
    @Test func negationCountsWithItsVerb() {
        #expect(CopyWordCount.count("저장 안 함", language: "ko") == 2)
        #expect(CopyWordCount.count("지금 못 찾음", language: "ko") == 2)
        #expect(CopyWordCount.count("레시피 저장 안 함", language: "ko") == 3)
        #expect(CopyWordCount.count("이 레시피 삭제", language: "ko") == 3)
        #expect(CopyWordCount.count("함 안", language: "ko") == 2)
        #expect(CopyWordCount.count("변경 사항 폐기", language: "ko") == 2, "Discard Changes")
        #expect(CopyWordCount.count("변경 사항 저장 안 함", language: "ko") == 3, "Don’t Save Changes, three words too")
        #expect(CopyWordCount.count("사항 변경 폐기", language: "ko") == 3)
        #expect(CopyWordCount.count("변경 사항 모두 폐기", language: "ko") == 3)
        #expect(CopyWordCount.count("저장 공간 관리", language: "ko") == 2, "Manage Storage")
        #expect(CopyWordCount.count("잠금 화면 사용자화", language: "ko") == 2, "Customize Lock Screen")
        #expect(CopyWordCount.count("화면 잠금 설정", language: "ko") == 3, "a head first is a word of its own")
        #expect(CopyWordCount.count("지금 저장 공간 관리", language: "ko") == 3)
        #expect(CopyWordCount.count("Do not save", language: "en") == 3)
    }

    /// A verb English writes as one word and Korean as a noun and an action
    /// noun (이름 변경: Rename, 잠금 해제: Unlock) counts as one word, so a
    /// faithful translation of a two-word undo name (Rename Collection, 모음
    /// 이름 변경) is two words, as its English is; the same action noun
    /// after another noun (색상 변경: Change Color) is a word of its own.
    @Test func koreanTwoWordVerbsCountAsOne() {
        #expect(CopyWordCount.count("모음 이름 변경", language: "ko") == 2, "Rename Collection")
        #expect(CopyWordCount.count("화면 잠금 해제", language: "ko") == 2, "Unlock Screen")
        #expect(CopyWordCount.count("모든 항목 선택 해제", language: "ko") == 3, "Deselect All Items")
        #expect(CopyWordCount.count("레이어 그룹 해제", language: "ko") == 2, "Ungroup Layers")
        #expect(CopyWordCount.count("레시피 색상 변경", language: "ko") == 3, "Change Recipe Color")
        #expect(CopyWordCount.count("이름 레시피 변경", language: "ko") == 3, "the pair apart")
    }

    @Test(arguments: particleCases)
    func particleAgreement(_ testCase: ParticleCase) throws {
        #expect(try Self.particles(testCase.text) == testCase.expected)
    }

    @Test func particlesAfterInlineElements() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <topic id="t">
                <title><text xml:lang="en">T</text><text xml:lang="ko">제목</text></title>
                <body xml:lang="en"><p>x</p></body>
                <body xml:lang="ko"><p><ui>새로운 모음</ui>을 고르고 <ui>완료</ui>을 누른 다음 <menu>파일 &gt; Mac</menu>를 보고 <link topic="t">설정</link>을 여세요. <kbd>F5</kbd>를 누르세요.</p></body>
              </topic>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let found = try RuleEngine.bundled(rules: [ParticleAgreementRule.self]).check(project).diagnostics
        #expect(found.compactMap { $0.fix.map { "\($0.original)→\($0.replacement)" } } == ["을→를", "를→을"], "설정을 and F5(오)를 agree")
    }

    @Test func pedanticAsksForAReading() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><string id="s"><text xml:lang="en">x</text><text xml:lang="ko">Frobnicate를 쓰세요.</text></string></help>
            """
        var config = Config()
        config.pedantic = true
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: config)
        let project = Project(config: config, files: [try #require(loaded.file)])
        let found = try RuleEngine.bundled(rules: [ParticleAgreementRule.self]).check(project).diagnostics
        #expect(found.first?.message.contains("no Hangul reading for “Frobnicate”") == true)
    }

    @Test(arguments: [
        ("저장했습니다.", "formal", false), ("저장합니다.", "formal", false), ("저장하시겠습니까?", "formal", false),
        ("목록을 여십시오.", "formal", false), ("목록을 여세요.", "formal", false), ("목록을 여세요.", "polite", false),
        // 십시오 misspelt (spelling reports it) is still the formal ending.
        ("알림을 켜십시요.", "formal", false),
        // 습니다 misspelt 슴니다 (spelling reports it) is still formal.
        ("재고가 있슴니다.", "formal", false), ("재고가 있슴니까?", "formal", false),
        ("저장했어요.", "formal", true), ("저장됐죠?", "formal", true), ("이건 사과예요.", "formal", true),
        ("저장했어요.", "polite", false), ("저장했습니다.", "polite", true),
        ("저장한다.", "formal", true), ("이것은 레시피이다.", "polite", true), ("반드시 저장하라.", "formal", true),
        ("레시피 순서 변경", "formal", false), ("저장됨", "polite", false), ("동기화할 수 없음", "formal", false),
        // A noun in 자 or 라 whose stem takes no 다 is a label, not 해라체's let's or imperative.
        ("식별자", "formal", false), ("잘못된 파일 서술자", "formal", false), ("버그질라", "formal", false),
        ("부적절한 인자: %@", "formal", false), ("잘못된 숫자 %lld", "formal", false), ("지금 시작하자, %@.", "formal", true),
        ("최대 32글자", "formal", false), ("로지텍 울트라-X", "formal", false), ("이틀마다", "formal", false), ("%@일마다", "formal", false),
        ("기본값: 파일 유형에 따라", "formal", false),
        // A name in 다 or 냐 the dictionary lacks after an open syllable; 해라체's forms the dictionary lacks are still 해라체.
        ("버뮤다", "formal", false), ("앤티가 바부다", "formal", false), ("우크라이나 흐리우냐", "formal", false),
        ("'override' 지시자", "formal", false),
        ("사진을 동기화한다.", "formal", true), ("화면을 탭했다.", "formal", true), ("목록을 스크롤한다.", "formal", true),
        ("기기를 동기화시키다.", "formal", true),
        ("지금 시작하자.", "formal", true), ("함께 만들자.", "formal", true), ("직접 확인하라.", "formal", true),
    ])
    func speechLevels(_ text: String, _ register: String, _ flagged: Bool) throws {
        let found = try Self.findings(SpeechLevelRule.self, text, register: register)
        #expect(found.isEmpty != flagged, "\(found.map(\.message))")
    }

    /// The speech level read from scalars is the one read from characters,
    /// for endings of every level, jamo, a syllable with a combining mark
    /// and closing punctuation in any order.
    @Test func speechLevelFromScalarsMatchesCharacters() {
        let pieces = ["습", "니", "다", "까", "합", "됩", "입", "십", "시", "오", "세", "셔", "요", "죠", "라", "자", "냐",
                      "저장", "했", "어", ".", "?", "!", "”", ")", " ", "a", "\u{1100}", "\u{1161}", "\u{11B8}", "다\u{301}",
                      "\u{1100}\u{1161}", "요\u{302}"]
        var numbers = SeededNumbers(seed: 3)
        for _ in 0..<20_000 {
            let sentence = numbers.text(of: pieces, fewerThan: 7)
            #expect(SpeechLevel.of(sentence) == SpeechLevel.ofCharacters(sentence), "\(sentence.debugDescription)")
        }
        // A sentence read from its text's scalars, wherever it stands in the text.
        for _ in 0..<5_000 {
            let text = numbers.text(of: pieces, fewerThan: 16)
            for sentence in TextSegments.sentences(text) {
                #expect(SpeechLevel.of(sentence, in: text) == SpeechLevel.ofCharacters(sentence.text),
                        "\(sentence.text.debugDescription) in \(text.debugDescription)")
            }
        }
    }

    /// Look-alikes and spaces before punctuation found by scalar are the
    /// ones found by character, in text each of whose characters is one
    /// scalar (the only text the scalar path reads).
    @Test func koreanPunctuationFromScalarsMatchesCharacters() {
        let pieces = [".", "..", "...", "·", "··", "‥", "。", " ", "저장", "됨", "\u{1100}", "\u{3131}", "\u{318D}", ",", "?", "!", ":", ";", ")",
                      "a", "\u{2026}", "\u{B7}\u{B7}\u{B7}", "(", "1", "/", "다"]
        var numbers = SeededNumbers(seed: 7)
        let texts = numbers.scalarTexts(of: pieces, fewerThan: 8, tries: 20_000)
        #expect(texts.count > 10_000)
        for (text, scalars) in texts {
            #expect(KoreanPunctuationRule.lookAlikesAndSpaces(inScalars: scalars)
                    == KoreanPunctuationRule.lookAlikesAndSpaces(in: Array(text)), "\(text.debugDescription)")
        }
    }

    @Test(arguments: [
        ("%lld개의 항목들이 선택됨", ["“항목들이” is counted by %lld개: a counted noun takes no 들 in Korean; write “항목이”"]),
        ("3명의 사용자들과 1,000곳의 장소들에서 %1$lld장의 사진들.", ["“사용자들과” is counted by 3명", "“장소들에서” is counted by 1,000곳", "“사진들” is counted by %1$lld장"]),
        ("사진들 %lld장을 삭제합니다. 파일들 3개.", ["“사진들” is counted by %lld장", "“파일들” is counted by 3개"]),
        // No number counts these: a plural of its own, and words that only hold 들.
        ("여러 항목들과 모든 사진들을 친구들과 3장씩 나눕니다.", []),
        ("3곳의 들판에서 %lld개의 들꽃을 만들었습니다. 3개월의 기록들", ["“기록들” is counted by 3개월"]),
        ("%@의 항목들, 50%의 사진들", []),
        // A bare number before the noun, English's "%lld items" word for word.
        ("%lld 항목들이 선택됨. %lld랩들을 달렸습니다. 3 사용자들.", ["“항목들이” is counted by %lld", "“랩들을” is counted by %lld", "“사용자들” is counted by 3"]),
        ("iOS 18 기능들을 확인하세요. 버전 2 항목들. %lld개들", []),
        // A number and its counter without 의 (seventy-seventh session); a word between them is no count.
        ("%lld개 항목들이 선택됨. 3명 사용자들과 공유합니다.", ["“항목들이” is counted by %lld개", "“사용자들과” is counted by 3명"]),
        ("2개 이상의 항목들, 3개 중 파일들", []),
        // A loanword in -ndle is no plural.
        ("핸들 %d번 추가 중 오류. 캔들 3개를 켭니다. %lld 번들", []),
    ])
    func countedNounsTakeNoPluralMarker(_ text: String, _ expected: [String]) throws {
        let found = try Self.findings(KoreanCountedPluralRule.self, text)
        #expect(found.count == expected.count, "\(found.map(\.message))")
        for (diagnostic, prefix) in zip(found, expected) {
            #expect(diagnostic.message.hasPrefix(prefix), "\(diagnostic.message)")
            #expect(diagnostic.fix != nil)
        }
    }

    /// Without 들 the particle agrees with the noun's own last syllable.
    @Test func countedPluralFixKeepsTheParticleAgreeing() {
        func fixed(_ text: String) -> String {
            var characters = Array(text)
            for finding in KoreanCountedPluralRule.findings(in: text).reversed() {
                characters.replaceSubrange(finding.range, with: Array(finding.replacement))
            }
            return String(characters)
        }
        #expect(fixed("3명의 사용자들이 공유했고 2장의 사진들로 만든 %lld개의 파일들을 5개의 항목들과 묶었습니다.")
                == "3명의 사용자가 공유했고 2장의 사진으로 만든 %lld개의 파일을 5개의 항목과 묶었습니다.")
        #expect(fixed("3개의 메모들은 2명의 친구들과 1개의 비디오들을 보고 4곳의 카페들로 갑니다.")
                == "3개의 메모는 2명의 친구와 1개의 비디오를 보고 4곳의 카페로 갑니다.")
    }

    @Test(arguments: [
        ("당신의 사진을 공유하세요.", ["“당신의”: Korean copy doesn't call the reader 당신"], ["사진을 공유하세요."]),
        ("당신은 이 경로를 삭제할 수 없어요. 귀하께서 요청하신 자료입니다.", ["“당신은”", "“귀하께서”"], ["이 경로를 삭제할 수 없어요. 귀하께서 요청하신 자료입니다."]),
        ("너의 기록이 저장됐어. 네가 만든 경로야. 당신과 가족이 함께 보세요.", ["“너의”", "“네가”", "“당신과”"], ["기록이 저장됐어. 네가 만든 경로야. 당신과 가족이 함께 보세요."]),
        // After an ellipsis or a middle dot, as after a space.
        ("잠깐…당신의 기록이 저장됐어요.", ["“당신의”"], []), ("나·너의 경로", ["“너의”"], []),
        ("여러분은 나중에 변경할 수 있습니다. 여러분께 알려 드립니다.", ["“여러분은”", "“여러분께”"], ["나중에 변경할 수 있습니다. 여러분께 알려 드립니다."]),
        // Other words that start alike, and a quoted name.
        ("그대로 두세요. 네트워크 너머의 귀한 사진, ‘당신’이라는 노래와 “너”라는 앨범. 여러 분야와 여러분류.", [], []),
    ])
    func readerIsNotCalledByAPronoun(_ text: String, _ expected: [String], _ fixed: [String]) throws {
        let found = try Self.findings(KoreanPronounRule.self, text)
        #expect(found.count == expected.count, "\(found.map(\.message))")
        for (diagnostic, prefix) in zip(found, expected) {
            #expect(diagnostic.message.hasPrefix(prefix), "\(diagnostic.message)")
        }
        if let result = fixed.first {
            var value = Array(text)
            for finding in KoreanPronounRule.findings(in: text).reversed() where finding.isFixable {
                value.removeSubrange(finding.range)
            }
            #expect(String(value) == result)
        }
    }

    @Test func mixedLevelsReportEachSentence() throws {
        let found = try Self.findings(SpeechLevelRule.self, "레시피를 저장했습니다. 목록에서 열 수 있어요. 공유는 나중에 한다.")
        #expect(found.map(\.location.column) == [107, 119])
        #expect(found[0].message.contains("해요체"))
        #expect(found[1].message.contains("해라체"))
    }

    @Test(arguments: [
        ("별표를 탭 하세요.", ["“탭 하세요” is one word"]),
        ("클릭 하여 여세요.", ["“클릭 하여” is one word"]),
        ("선택 하면 열립니다.", ["“선택 하면” is one word"]),
        // A noun in 화 (-ize) of three syllables takes 하다 and 되다 joined.
        ("보관함을 최적화 하는 중입니다. 작업을 자동화 하면 간소화 됩니다.", ["“최적화 하는” is one word", "“자동화 하면” is one word",
                                                       "“간소화 됩니다” is one word"]),
        ("화면이 변화 하고 영화 보기, 대화 상자와 문화 하나", []),
        // 데 (in doing) before an amount of time and 걸리다.
        ("배달하는데 약 30분이 걸립니다. 다운로드하는데 5분 이상 소요됩니다.", ["“배달하는데 약”: 데 here is the bound noun", "“다운로드하는데 5분”: 데 here is the bound noun"]),
        ("비가 오는데 약을 챙기세요. 저장하는데 3개가 남았습니다. 큰데 1분 걸려요.", []),
        // -지 and 않다 or 못하다 run together.
        ("영업을 하지않습니다. 저장하지못했습니다.", ["“하지않습니다”: -지 and 않다 are two words: “하지 않습니다”",
                                          "“저장하지못했습니다”: -지 and 못하다 are two words: “저장하지 못했습니다”"]),
        ("머지않아 출시됩니다. 그에 못지않은 기능입니다. 하지 않습니다.", []),
        // 뿐 after a noun is a particle; after a verb's ㄹ form, a bound noun.
        ("사진 뿐만 아니라 동영상도 저장됩니다. 항목 3개 뿐입니다.", ["“뿐만” after a noun is a particle", "“뿐입니다” after a noun is a particle"]),
        ("저장할 뿐만 아니라 공유합니다. 확인했을 뿐입니다. 사진뿐입니다.", []),
        // A determiner or adverb run into its noun, and 한번 더 (one more time).
        ("첫번째 항목입니다. 여러가지 방법과 두가지 설정이 있습니다. 더이상 사용하지 않으며 그외에는 그대로입니다. 한번 더 탭하세요.",
         ["“첫번” takes a space", "“여러가지” takes a space", "“두가지” takes a space", "“더이상” takes a space", "“그외” takes a space",
          "“한번 더” counts one more time"]),
        ("한가지 방법입니다. 한번 해 보세요. 그외곽 더이득 이가지 여러가지다", []),
        // A native numeral, 여러 or 몇 and the unit it counts are two words.
        ("여행자를 한명 선택하세요. 사진 여러장을 두시간 동안 몇달간 보관하고 세마리, 열글자, 다섯명입니다.",
         ["“한명” takes a space: “한 명”", "“여러장” takes a space: “여러 장”", "“두시간” takes a space: “두 시간”",
          "“몇달” takes a space: “몇 달”", "“세마리” takes a space", "“열글자” takes a space", "“다섯명” takes a space"]),
        // Seventy-seventh session: years, months and weeks counted by 몇.
        ("몇년 동안 몇개월, 몇주일씩 사용했습니다. 두년 전입니다.",
         ["“몇년” takes a space: “몇 년”", "“몇개월” takes a space: “몇 개월”", "“몇주일” takes a space: “몇 주일”", "“두년” takes a space"]),
        ("매년 연말에 올해와 작년, 한해 동안 학년과 개월수를 봅니다. 몇몇 주일학교", []),
        // Words the dictionary has, a numeral that starts a longer word, and 한번 (once).
        // 후, 전, 뒤 and 만에 after a span of time a count makes.
        ("3일후에 다시 시도하고 5분전에 저장한 1시간뒤의 파일, 1주일후, 3개월전, 10년만에 %lld분후",
         ["“3일후” takes a space: “3일 후에”", "“5분전” takes a space: “5분 전에”", "“1시간뒤” takes a space: “1시간 뒤의”",
          "“1주일후” takes a space", "“3개월전” takes a space", "“10년만” takes a space: “10년 만에”", "“%lld분후” takes a space"]),
        ("5분만 기다리세요. 3일 후에, 오후에, 이전에, 일전에 3일후배 2일전부, 매일후 3초과", []),
        // 지 (since) after a verb's ㄴ form, before a span of time.
        ("앱을 사용한지 1년이 지났고 문이 열린지 2시간이 됐으며 가입한지 %lld일이 지났습니다. 설치한지 며칠 됐어요.",
         ["“사용한지”: before a span of time, 지 is the bound noun “since” and stands apart: “사용한 지”", "“열린지”: before a span",
          "“가입한지”: before a span", "“설치한지”: before a span"]),
        ("올바른지 확인하고 저장했는지 1번 봐요. 하는지 2번 본 뒤, 무엇인지 알아보세요. 사용한지", []),
        // -ㄹ지 and -는지 (whether) split from their verb.
        ("저장할 지 묻습니다. 어떻게 할 지를 고르고 켤 지 끌 지 정하며 되는 지 확인하세요.",
         ["“저장할 지”: 지 here is the ending “whether”, joined to its verb: “저장할지”", "“할 지”: 지 here is the ending",
          "“켤 지”: 지 here", "“끌 지”: 지 here", "“되는 지”: 지 here is the ending “whether”, joined to its verb: “되는지”"]),
        ("볼 지도가 없습니다. 사용한 지 1년, 파일 지원, 오늘 지출, 할지 말지, 1일 지나면", []),
        // 지난주, 지난달, 지난해 are words; 다음 주, 이번 달, 오늘 밤, 내일 밤 are two.
        ("지난 주에 저장했고 지난 달보다 많으며 지난 해와 같습니다. 지난 번에 봤습니다.",
         ["“지난 주에” is one word: “지난주에”", "“지난 달보다” is one word: “지난달보다”", "“지난 해와” is one word: “지난해와”", "“지난 번” is one word"]),
        ("다음주에 만나고 이번달 목표와 오늘밤, 내일밤에 이번주부터 다음달까지",
         ["“다음주에” takes a space: “다음 주에”", "“이번달” takes a space: “이번 달”", "“오늘밤” takes a space: “오늘 밤”",
          "“내일밤에” takes a space: “내일 밤에”", "“이번주부터” takes a space: “이번 주부터”", "“다음달까지” takes a space: “다음 달까지”"]),
        ("지난 주말과 지난주, 지난달, 다음 주, 이번 달, 오늘 밤, 이번주말, 다음주소, 오늘밤하늘 지난 해결", []),
        // The parts of a date, a time or a span stand apart.
        ("2026년12월7일 오후3시45분에 출발하고 1시간30분 걸리며 7일오후 도착합니다.",
         ["“2026년12월7일”: the parts of a date or a time stand apart: “2026년 12월 7일”",
          "“오후3시45분에”: the parts of a date or a time stand apart: “오후 3시 45분에”",
          "“1시간30분”: the parts of a date or a time stand apart: “1시간 30분”",
          "“7일오후”: the parts of a date or a time stand apart: “7일 오후”"]),
        ("2026년 12월 7일 오후 3시 45분, 1시간 30분, 오후에, 오전이, 2분기3, 12시간제", []),
        // 시 (when) after a noun of an event.
        ("결제시 코드를 적용하고 오류시에는 로그인시 주문시에도 내역을 보십시오.",
         ["“결제시” takes a space: “결제 시”", "“오류시” takes a space", "“로그인시” takes a space", "“주문시” takes a space"]),
        ("다시 표시하고 잠시 즉시 필요시 결제 시 동시에 시작시간 보시", []),
        // -고 있다 and -고 싶다 run together.
        ("지금 듣고있습니다. 저장하고싶어요? 보고있는 노래", ["“듣고있습니다” takes a space: “듣고 있습니다”",
                                                 "“저장하고싶어요” takes a space: “저장하고 싶어요”", "“보고있는” takes a space"]),
        ("듣고 있습니다. 고있 재고 있음, 싶어요", []),
        // Split and passive twice: the fix is the verb made passive once.
        ("결제는 은행에서 처리되어 집니다. 화면에 보여 지는 사진", ["“처리되어 집니다” makes the verb passive twice (되다, 보이다 and 쓰이다 are passive already): “처리됩니다”",
                                                  "“보여 지는” makes the verb passive twice"]),
        ("한곳에 모아 세대를 잇고 한편으로 여러분의 한자리에서 한시간표, 두명함, 한번 해 보세요.", []),
        ("잠시후 다시 시도하고 방금전에 저장한 파일을 이틀뒤에 보세요. 일주일후, 얼마전", ["“잠시후” takes a space: “잠시 후”", "“방금전” takes a space", "“이틀뒤” takes a space", "“일주일후” takes a space", "“얼마전” takes a space"]),
        ("오래전에 저장했고 이전에 사전을 보고 잠시만 기다리세요. 하루를, 잠시 후", []),
        // A span counted by a Korean numeral (몇, 두, 수…) in the word before.
        ("몇 분후에 다시 시도하고 두 시간뒤에 보세요. 수 초전에 저장했습니다.", ["“분후” takes a space: “분 후에”",
                                                       "“시간뒤” takes a space: “시간 뒤에”", "“초전” takes a space: “초 전에”"]),
        ("몇 분만 기다리고 두 시간 후에 보세요. 한 주 전, 몇 분 뒤, 세일후", []),
        // 간 (between) after a noun of things or people stands apart; a span's 간 joins.
        ("기기간 동기화를 켜고 사용자간의 메시지와 계좌간 이체를 보십시오.", ["“기기간” takes a space: “기기 간”", "“사용자간” takes a space",
                                                          "“계좌간” takes a space"]),
        ("3일간 보관하고 이틀간 기다린 다음 시간과 공간, 기간을 보십시오. 기기 간", []),
        ("가격 낮은순, 리뷰 많은순으로 정렬하고 오래된순을 고르세요.", ["“낮은순” takes a space: “낮은 순”", "“많은순” takes a space", "“오래된순” takes a space"]),
        ("이름순, 최신순, 인기순으로 정렬하고 날짜 순으로 보세요. 낮은 순, 높은순서, 김은순", []),
        ("탭 한번으로 나누고 한번만 누르거나 한번씩 보세요. 모든 조명을 한번에 끄세요.",
         ["“한번” takes a space: “한 번”", "“한번” takes a space", "“한번” takes a space", "“한번” takes a space"]),
        ("아래 와 같이 설정하고 친구 와 함께 보세요.", ["“와” before “같이” is a particle", "“와” before “함께” is a particle"]),
        ("이리 와 보세요. 어서 와 같이 가요. 집으로 와 함께 봐요.", []),
        // 밖에 before a negative means "only"; elsewhere it is the noun 밖.
        ("목표까지 200칼로리 밖에 남지 않았어요. 이 기기 밖에 없습니다. 한 번 밖에 못 바꿉니다. 사진 밖엔 안 보여요.",
         ["“밖에” before a negative", "“밖에” before a negative", "“밖에” before a negative", "“밖엔” before a negative"]),
        ("화면 밖에 있는 버튼을 탭하세요. 앱 밖에서 열립니다. 200칼로리밖에 남지 않았어요. 창 밖에, 없는 것은 없습니다.", []),
        // Nouns of social, banking and settings copy that take 하다.
        ("아래로 당겨서 새로고침 하세요. 선택 해제 하십시오. 계좌로 이체 하려면 가입 하세요.",
         ["“새로고침 하세요” is one word", "“해제 하십시오” is one word", "“이체 하려면” is one word", "“가입 하세요” is one word"]),
        // The adverb 안 and 하다 run together; 안하무인 and 안녕하세요 are words.
        ("사용 안함. 저장을 안해요.", ["“안함” is the adverb 안 and 하다", "“안해요” is the adverb 안 and 하다"]),
        ("안하무인이 아닙니다. 안녕하세요. 사용 안 함", []),
        // Suffixes split from their word: 씩, 째 after 번, 당 after a unit, 별 before a word of sorting.
        ("하루 씩 연장하고 세 번 째 항목을 1인 당 2개, 시간 당 요금으로 카테고리 별 쇼핑, 날짜 별로 정렬하십시오.",
         ["“하루 씩”: 씩 is a suffix", "“번 째”: 째 is a suffix", "“1인 당”: 당 is a suffix", "“시간 당”: 당 is a suffix",
          "“카테고리 별”: 별 is a suffix", "“날짜 별로”: 별 is a suffix"]),
        ("별로 좋지 않습니다. 노란 별 아이콘을 탭하고 정당 가입, 하루씩, 세 번째, 1인당, 카테고리별 쇼핑", []),
        ("저장할수 있습니다.", ["“저장할수” takes a space"]),
        ("열때 확인하세요.", ["“열때” takes a space"]),
        ("볼것이 있습니다.", ["“볼것” takes a space"]),
        ("먼저 로그인해야한다.", ["“해야한…” takes a space"]),
        ("수있는 항목", ["“수있…” takes a space"]),
        ("저장해야합니다.", ["“해야합…” takes a space"]),
        ("탭 목록에서 클릭 수를 확인하세요.", []),
        ("수영 레시피는 때때로 볼수록 좋습니다.", []),
        ("선택 하나를 고르세요.", []),
        ("저장할 수 있을 때 할 것", []),
        ("저장한뒤 여십시오. 사용할줄 모르면 할줄 아는 분께 물으십시오.", ["“저장한뒤” takes a space", "“사용할줄” takes a space", "“할줄” takes a space"]),
        ("저장하는중입니다. 열기전에 확인하십시오.", ["“저장하는중” takes a space", "“열기전” takes a space"]),
        // 만큼 and 대로 after a verb's adnominal form; 수 before a particle.
        ("원하는만큼 추가하고 설정한대로 표시하십시오. 삭제할수도 있고 열수는 없습니다.",
         ["“원하는만큼” takes a space", "“설정한대로” takes a space", "“삭제할수” takes a space", "“열수” takes a space"]),
        // 대신 after a verb's adnominal form; the message quotes the whole word (설치한후, not 한후).
        ("사용하는대신 저장한것을 설치한후에 여십시오.", ["“사용하는대신” takes a space: “사용하는 대신”", "“저장한것” takes a space: “저장한 것”",
                                          "“설치한후” takes a space: “설치한 후”"]),
        ("그 대신 이것을 쓰고 대신에 저것을 쓰십시오. 사용하는 대신 저장하십시오.", []),
        // The message quotes the whole word before 수: 파일수 is 파일 수.
        ("조사한 파일수: %lld", ["“파일수” takes a space: “파일 수”"]),
        ("이만큼 추가하고 순서대로 그대로 두십시오. 사진만큼 갈수록 좋습니다. 시간대로 현대로 정렬합니다.", []),
        ("사진 마다 다르고 레시피 처럼 보입니다.", ["“마다” is a particle", "“처럼” is a particle"]),
        ("뒤로 가십시오. 한 줄을 지우고 글줄을 맞추십시오. 회의 중입니다. 중요한 전기전자 기기입니다. 줄이십시오.", []),
        // Nouns of their own that end like a bound noun after a ㄹ form.
        ("실수 방지 기능이 있습니다. 골수 기증, 철수 계획, 물때 제거, 별것 아닙니다.", []),
        ("사진이 동기화 중 입니다.", ["“입니다” is the copula 이다 and is written joined to the word before it: “중입니다”"]),
        ("Mac 입니까? 버전 2 예요. “설정” 이에요.", ["“입니까” is the copula", "“예요” is the copula", "“이에요” is the copula"]),
        ("동기화 중입니다. 짐을 머리에 이고 갑니다. 입니다로 끝납니다.", []),
        ("저장이 안됩니다. 연결이 안되면 안돼요.", ["“안됩니다” is the adverb 안 and 되다, written apart: “안 됩니다”",
                                      "“안되면” is the adverb 안 and 되다", "“안돼요” is the adverb 안 and 되다"]),
        ("저장이 안 됩니다. 안내를 보세요. 안전합니다.", []),
        // 및 stands apart from the words it joins.
        ("파일및 폴더를 지우고 사진 및동영상을 옮기고 메모및태그를 보십시오.",
         ["“파일및” takes a space", "“및동영상을” takes a space", "“메모및” takes a space", "“및태그를” takes a space"]),
        ("파일 및 폴더, 사진 및 동영상", []),
        // A unit one space after a number in figures or its placeholder is joined to it.
        ("사진 5 개를 선택하고 3 분 동안 기다린 다음 2 단계로 이동하십시오.",
         ["“5 개를”: a unit is written joined", "“3 분”: a unit is written joined", "“2 단계로”: a unit is written joined"]),
        ("%lld 개의 항목이 있습니다. 1,000 원입니다.", ["“%lld 개의”: a unit", "“1,000 원입니다”: a unit"]),
        ("%@ 님, 환영합니다. %1$@ 님께 보내고 %@ 님의 사진을 여십시오.",
         ["“%@ 님”: 님 is a suffix", "“%1$@ 님께”: 님 is a suffix", "“%@ 님의”: 님 is a suffix"]),
        ("%lld 님이 있습니다. 김 님입니다.", []),
        // A name that ends in a digit counts nothing: 개인 after PKCS#8 is the noun (private).
        ("PKCS#8 개인 키와 A17 칩, MP3 개수를 봅니다.", []),
        ("사진 5개를 고르고 iOS 17 이상으로 업데이트하십시오. 10 분야와 iPhone 15 시리즈, 2 대의 기기가 있습니다. 가능합니다.", []),
        // 맨 (most) stands apart from a word of place; 되다's forms join a noun.
        ("잠긴 메모는 암호화 되므로 안전하며 동기화 되며 삭제 되니 보관 되더라도", ["“암호화 되므로” is one word: “암호화되므로”",
                                                            "“동기화 되며” is one word", "“삭제 되니” is one word", "“보관 되더라도” is one word"]),
        ("메모가 맨위에 고정 돼요. 맨아래로 이동하면 설정 됐습니다.",
         ["“맨위에” takes a space: “맨 위에”", "“고정 돼요” is one word: “고정돼요”", "“맨아래로” takes a space", "“설정 됐습니다” is one word"]),
        ("맨 위에 있어요. 맨손으로 맨발로 걸어요. 안 돼요.", []),
        // 재시도, 수정, 접속…: more nouns of 하다-verbs (eighty-first session).
        ("재시도 하려면 탭하세요. 이름을 수정 하고 서버에 접속 하세요. 기기를 재부팅 하면 됩니다.",
         ["“재시도 하려면” is one word: “재시도하려면”", "“수정 하고” is one word", "“접속 하세요” is one word", "“재부팅 하면” is one word"]),
        // 같다 after a noun stands apart; 같이 after one is the particle.
        ("책상같은 표면에 두고 사진같아요. 레시피같습니다.",
         ["“책상같은” takes a space: “책상 같은”", "“사진같아요” takes a space", "“레시피같습니다” takes a space"]),
        ("책상같이 평평하고 똑같은 한결같은 꿈같은 같은 사진", []),
        // A verb of one word split after its first part's -아/-어 form.
        ("인트로를 건너 뛰어요. 이전 화면으로 돌아 가세요. 설정으로 들어 가면 되 돌릴 수 있어요.",
         ["“건너 뛰어요” is one verb (건너뛰다): “건너뛰어요”", "“돌아 가세요” is one verb", "“들어 가면” is one verb", "“되 돌릴” is one verb"]),
        ("파일을 내려 받으세요. 위로 올라 가세요.", ["“내려 받으세요” is one verb", "“올라 가세요” is one verb"]),
        ("손목을 들어 올리면 보여요. 뒤를 돌아 보세요. 인트로 건너뛰기", []),
        // 다음번, 지난번, 이번, 저번 are words of their own.
        ("지난 번과 같이 다음 번에 다시 알려 드리겠습니다. 이 번 주에는 저 번처럼",
         ["“지난 번” is one word: “지난번”", "“다음 번” is one word", "“이 번” is one word", "“저 번” is one word"]),
        ("다음 번호를 누르고 이 번역을 보십시오. 지난번과 다음번에, 두 번 더, 다음  번", []),
        // A noun of comparison or amount after a count stands apart from it.
        ("하루에 %@이상 송금할 수 없습니다. 10,000달러이상은 5개이하로 나누고 1~2일이내에 18세미만, 10분정도, iOS 17이후, 5GB초과하는 파일",
         ["“%@이상” takes a space: “%@ 이상”", "“10,000달러이상” takes a space: “10,000달러 이상”", "“5개이하” takes a space", "“2일이내” takes a space",
          "“18세미만” takes a space", "“10분정도” takes a space", "“17이후” takes a space", "“5GB초과” takes a space"]),
        ("사진 5 개이상을 고르십시오.", ["“5 개이상을”: a unit is written joined", "“개이상” takes a space"]),
        // 3초과 is also 3초 and 과; 이상한 and 이상합니다 are another word; no count before.
        ("3초과 5초, %@초과, %@이상한 파일, 2이상합니다, 이상이 있으면 연락하십시오. 10분 정도, 5개 이상", []),
        // 내 (within) after a noun stands apart; words and verbs that end in 내 are the dictionary's.
        ("앱내 구입과 폴더내에서 검색하고 3일내로 iCloud내의 사진을 옮기십시오.",
         ["“앱내” takes a space: “앱 내”", "“폴더내” takes a space", "“3일내” takes a space", "“iCloud내” takes a space"]),
        ("안내를 보십시오. 국내와 실내에서 사진을 꺼내 보내고 앱 내 구입을 찾아내십시오. 내보내기와 내 사진, 기내로 가십시오.", []),
        // Misspelt as well as run together: spelling's, with 안 돼요 as the fix.
        ("오프라인에서 안되요. 어제는 안됬어요.", []),
        // 데, the bound noun "in doing", before failing, needing, taking time.
        ("사진을 불러오는데 실패했습니다. 동기화하는데 시간이 걸려요. 정리하는데 도움이 돼요.",
         ["“불러오는데 실패했습니다”: 데 here is the bound noun", "“동기화하는데 시간이”: 데", "“정리하는데 도움이”: 데"]),
        // -는데 as the connective ending: after a past form, 있 or 없, or before another word.
        ("저장하려고 했는데 실패했어요. 공간이 있는데 실패했어요. 지금 여는데 잠시 기다리세요. 불러오는 데 실패했어요.", []),
        // A particle apart after a word that already has it is written
        // twice, not to be joined (버튼을을); a noun ending in its syllable
        // (마을, 경로) takes it joined.
        ("버튼을 을 탭하십시오. 사진을 를 고르고 앨범으로 로 옮기십시오.",
         ["“을” is written twice: “버튼을” already ends in it; delete one",
          "“를” repeats the particle “사진을” already ends in (을); delete it",
          "“로” is written twice: “앨범으로” already ends in it; delete one"]),
        ("마을 을 고르고 경로 로 가십시오.", ["“을” is a particle and is written joined to the word before it: “마을을”",
                                 "“로” is a particle and is written joined to the word before it: “경로로”"]),
        // A particle after a name or a placeholder, run together with the word it leads into.
        ("iCloud를통해 %@와함께 동기화하고 Mac으로인해 멈추면 iPhone과같이 설정하십시오.",
         ["“를통해” is a particle and the word after it, written apart: “를 통해”", "“와함께” is a particle",
          "“과같이” is a particle"]),
        ("iCloud를 통해 %@와 함께 동기화됩니다. Mac에서처럼 %@와의 대화가 iPhone과 같습니다.", []),
        // A noun run into the name in Latin letters before it; a suffix, a particle and an unlisted word pass.
        ("QR코드를 스캔하고 PDF파일들을 Wi-Fi네트워크로 보낸 다음 Return키를 누르십시오.",
         ["“QR코드를” runs a noun into the name before it; write them apart: “QR 코드를”", "“PDF파일들을” runs a noun",
          "“Wi-Fi네트워크로” runs a noun", "“Return키를” runs a noun"]),
        ("USB-C형 어댑터와 Mac용 케이스, iPhone으로 찍은 사진과 Mac별 설정, PDF파일명을 확인하십시오.", []),
    ])
    func spacing(_ text: String, _ expected: [String]) throws {
        let found = try Self.findings(KoreanSpacingRule.self, text)
        #expect(found.count == expected.count, "\(found.map(\.message))")
        for (diagnostic, prefix) in zip(found, expected) {
            #expect(diagnostic.message.hasPrefix(prefix), "\(diagnostic.message)")
            #expect(diagnostic.fix != nil)
        }
    }

    /// The noun phrase ko.fragment offers for a sentence: the 하다-verb's
    /// noun, and no object particle before it (위젯을 추가 read as no
    /// Korean title does); a noun ending in 을 or 를's syllable keeps it.
    @Test(arguments: [
        ("레시피 삭제합니다", "레시피 삭제"), ("위젯을 추가하세요.", "위젯 추가"), ("메모를 공유하십시오", "메모 공유"),
        ("마을 추가하세요", "마을 추가"), ("두 사진을 병합해요", "두 사진 병합"), ("삭제합니다", "삭제"),
        ("예산을 한눈에 확인하세요", "예산을 한눈에 확인"),
    ])
    func fragmentNouns(_ sentence: String, _ noun: String) {
        #expect(KoreanFragmentRule.noun(of: sentence) == noun)
    }

    /// The fix of a particle written twice deletes the second, and the
    /// copy is then clean.
    @Test func aDoubledParticleIsDeleted() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><string id="s"><text xml:lang="en">Tap the button.</text><text xml:lang="ko">버튼을 을 탭하십시오.</text></string></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [KoreanSpacingRule.self])
        let (bytes, _) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains(">버튼을 탭하십시오.<"), "\(fixed)")
        #expect(try RuleExampleRunner.diagnostics(of: fixed, config: Config(), rules: [KoreanSpacingRule.self]).isEmpty)
    }

    /// A particle set one space after an inline element belongs to the
    /// element's text: the fix joins them, and the particle is then judged
    /// after that text. A word after the element is no particle.
    @Test func aParticleAfterAnInlineElementIsJoinedToIt() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><topic id="t">
              <title><text xml:lang="en">Export a file</text><text xml:lang="ko">파일 내보내기</text></title>
              <body xml:lang="en"><p>Choose <ui>Export</ui>, then <menu>File &gt; Save</menu> and <ui>PDF</ui>.</p></body>
              <body xml:lang="ko"><p><ui>내보내기</ui> 를 선택한 다음 <menu>파일 &gt; 저장</menu> 을 선택하고 <ui>PDF</ui> 버튼을 누르십시오.</p></body>
            </topic></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [KoreanSpacingRule.self])
        #expect(found.map(\.message) == [
            "“를” is a particle and is written joined to the word before it: “내보내기를”",
            "“을” is a particle and is written joined to the word before it: “파일 > 저장을”",
        ])
        let (bytes, _) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains("<ui>내보내기</ui>를 선택한 다음 <menu>파일 &gt; 저장</menu>을 선택하고"))
        #expect(try RuleExampleRunner.diagnostics(of: fixed, config: Config(),
                                                  rules: [KoreanSpacingRule.self, ParticleAgreementRule.self]).isEmpty)
    }

    @Test(arguments: [
        ("불러오는 중‥", 1), ("저장했습니다 .", 1), ("레시피 순서 변경.", 1), ("저장됨。", 1),
        ("불러오는 중…", 0), ("순서가 변경되었습니다.", 0), ("버전 2.1", 0), ("목록을 여세요.", 0),
        // A file's extension or a path after a space, and a ) with no ( before it, are no punctuation out of place.
        ("해당 .desktop 파일이 없습니다", 0), ("경로는 ./로 시작해야 합니다", 0), ("일치하지 않는 ) 괄호", 0),
        ("저장했습니다 .다음 단계로 가십시오", 1), ("파일 ( 사진 ) 보기", 1),
    ])
    func koreanPunctuation(_ text: String, _ count: Int) throws {
        #expect(try Self.findings(KoreanPunctuationRule.self, text).count == count)
    }

    /// Sentence ends are ., ? and ! after an ending, not inside numbers,
    /// URLs or placeholders.
    @Test func koreanSentences() {
        let sentences = TextSegments.sentences("버전 2.5를 www.example.com에서 받으세요. %.1f%% 완료했습니다! 다음은?")
        #expect(sentences.map(\.text) == ["버전 2.5를 www.example.com에서 받으세요.", "%.1f%% 완료했습니다!", "다음은?"])
    }
}

/// A hundred-odd lines of Korean UI copy in our own words: every finding of
/// the Korean rules is listed in korean-corpus.expected, so a false positive
/// fails the test as surely as a miss.
struct KoreanCorpusTests {
    @Test func corpusFindingsAreExactlyTheExpectedOnes() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let xml = try Data(contentsOf: folder.appendingPathComponent("korean-corpus.xml"))
        let loaded = try ContentLoader.bundled().load([UInt8](xml), path: "korean-corpus.xml", config: Config())
        #expect(loaded.diagnostics.isEmpty)
        let file = try #require(loaded.file)
        #expect(file.entries.count >= 100)
        let project = Project(config: Config(), files: [file])
        let rules: [any Rule.Type] = [ParticleAgreementRule.self, SpeechLevelRule.self, KoreanSpacingRule.self, KoreanPunctuationRule.self]
        let found = try RuleEngine.bundled(rules: rules).check(project).diagnostics
            .map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
        let expected = try String(contentsOf: folder.appendingPathComponent("korean-corpus.expected"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        #expect(found == expected)
        #expect(Set(expected.map { $0.split(separator: " ")[1] }) == ["ko.particle", "ko.register", "ko.spacing", "ko.punct"])
    }
}

/// Whether a word holds Hangul, read from its bytes, is what its scalars say.
struct HangulBytesTests {
    @Test func hangulByByteIsHangulByScalar() {
        var numbers = SeededNumbers(seed: 29)
        let pieces = ["a", "é", "가", "힣", "\u{D7A4}", "\u{ABFF}", "\u{1100}", "\u{11FF}", "\u{1200}", "\u{3130}", "\u{318F}",
                      "\u{3190}", "\u{10FF}", "…", "😀", "\u{7FF}", "-", "%"]
        var hangul = 0
        for _ in 0..<6000 {
            let word = numbers.text(of: pieces, fewerThan: 5)
            let expected = word.unicodeScalars.contains { Hangul.isHangulScalar($0.value) }
            #expect(Hangul.containsHangulScalar(word) == expected, "\(word.unicodeScalars.map { $0.value })")
            if expected { hangul += 1 }
        }
        #expect(hangul > 1000)
    }
}

/// The byte walk that finds 지않 and 지못 finds what a search of the bytes finds.
struct NegatedAuxiliaryBytesTests {
    @Test func theWalkFindsWhatASearchFinds() {
        var numbers = SeededNumbers(seed: 41)
        let pieces = ["지", "않", "못", "하", "습", "a", "é", "😀", "\u{7FF}", "징", "앉", "%", "-"]
        let pairs = [Array("지않".utf8), Array("지못".utf8)]
        var found = 0
        for _ in 0..<8000 {
            let word = numbers.text(of: pieces, fewerThan: 8)
            let bytes = Array(word.utf8)
            let expected = bytes.indices.first { start in
                start >= 3 && pairs.contains { start + $0.count <= bytes.count && bytes[start..<start + $0.count].elementsEqual($0) }
            }.map { $0 + 3 }
            #expect(KoreanSpacingRule.negatedAuxiliaryCut(word) == expected, "\(word)")
            if expected != nil { found += 1 }
        }
        #expect(found > 100)
    }
}

/// The bound-noun check skips a word by scalar only when it could find nothing in it.
struct BoundNounScalarTests {
    /// The switch that starts the joined-word checks answers as their lists do, for every syllable.
    @Test func joinedWordLeadsAreTheListsLeads() {
        let leads = KoreanSpacingRule.compoundVerbLeads + KoreanSpacingRule.beforeBeonLeads
        for value in UInt32(0xAC00)...0xD7A3 {
            #expect(KoreanSpacingRule.leadsJoinedWord(value) == leads.contains(value), "\(value)")
        }
    }


    @Test func wordsSkippedByScalarHoldNoBoundNoun() {
        var numbers = SeededNumbers(seed: 21)
        let pieces = ["할", "수", "있", "없", "때", "것", "해", "야", "한", "합", "했", "하", "세", "요", "가", "는", "a", "e\u{301}", "\u{1100}\u{1161}\u{11AF}",
                      "\r", "é", "…", "“", "😀", "-", "뒤", "줄", "중", "전", "기", "에", "입", "만", "큼", "대", "로", "된", "던", "을", "도", "및", "같", "은", "아", "맨", "위",
                      "명", "시간", "시", "두", "여러", "몇", "째", "달", "간", "장", "마리", "열", "밤", "다음", "이번", "오늘", "내일", "주"]
        var skipped = 0, found = 0
        for _ in 0..<6000 {
            let word = numbers.text(of: pieces, fewerThan: 7)
            let findings = KoreanSpacingRule.boundNounsByCharacter(in: TextSegments.Segment(text: word, offset: 0))
            found += findings.isEmpty ? 0 : 1
            #expect(KoreanSpacingRule.mayHoldBoundNoun(word) == KoreanSpacingRule.mayHoldBoundNounByScalar(word), "\(word)")
            if !KoreanSpacingRule.mayHoldBoundNoun(word) {
                skipped += 1
                #expect(findings.isEmpty, "\(word)")
            }
        }
        #expect(skipped > 1000 && found > 50, "\(skipped) skipped, \(found) with findings")
    }
}


/// The particle check skips a word by its last bytes only when the word
/// cannot end in a particle form.
struct ParticleEndingTests {
    @Test func wordsSkippedByTheirLastBytesEndInNoForm() {
        var numbers = SeededNumbers(seed: 37)
        let pieces = ["을", "를", "이", "가", "은", "는", "으로", "로", "예요", "사진", "레시피", "저장", "합니다", "Mac", "2",
                      "서", "의", "도", "면", "부터", "과", "라", "에", "하",
                      "a", "e\u{301}", "\u{1100}\u{1161}", "\u{1100}", "\u{1100}\u{1161}\u{11AB}", "\u{11AB}", "\u{301}",
                      "\u{1105}\u{1169}"]
        var skipped = 0, ending = 0
        for _ in 0..<20_000 {
            let word = numbers.text(of: pieces, fewerThan: 5)
            // Compared as characters, canonically: 로 written as jamo ends in 로 too.
            let endsInForm = Particle.forms.contains { word.hasSuffix($0.form) }
            ending += endsInForm ? 1 : 0
            if !Particle.mayEnd(word) {
                skipped += 1
                #expect(!endsInForm, "\(word.debugDescription)")
            }
        }
        #expect(skipped > 5_000 && ending > 5_000, "\(skipped) skipped, \(ending) ending in a form")
    }
}

/// The spacing check looks past a noun when the next word cannot start as
/// a verb does, told from its first scalar; that word never does.
struct VerbStartTests {
    @Test func wordsRuledOutByTheirFirstScalarStartNoVerb() {
        var numbers = SeededNumbers(seed: 41)
        let pieces = ["하", "합", "해", "했", "되", "됩", "된", "세요", "니다", "여", "사진", "저장", "a", "e\u{301}",
                      "\u{1112}\u{1161}", "\u{1112}", "\u{1161}", "\u{11B8}", "\u{11BB}", "\u{301}", " "]
        var ruledOut = 0, verbs = 0
        for _ in 0..<20_000 {
            let word = numbers.text(of: pieces, fewerThan: 5)
            let isVerb = KoreanSpacingRule.verbWords.contains(word)
                || KoreanSpacingRule.verbContinuations.contains(where: word.hasPrefix)
            verbs += isVerb ? 1 : 0
            #expect(KoreanSpacingRule.continuesVerb(word) == isVerb, "\(word.debugDescription)")
            if !KoreanSpacingRule.mayStartVerb(word) {
                ruledOut += 1
                #expect(!isVerb, "\(word.debugDescription)")
            }
        }
        #expect(ruledOut > 3_000 && verbs > 1_000, "\(ruledOut) ruled out, \(verbs) verbs")
    }
}

/// One list's steps in one imperative ending (seventy-ninth session): a
/// list that mixed 여십시오 and 탭하세요 passed, both being formal.
struct StepImperativeTests {
    @Test(arguments: [
        ("앱을 여십시오.", "여십시오", true, "여세요"), ("추가를 탭하세요.", "탭하세요", false, "탭하십시오"),
        ("파일을 찾으세요", "찾으세요", false, "찾으십시오"), ("다시 해 주십시오!", "주십시오", true, "주세요"),
        ("닫지 마세요.)", "마세요", false, "마십시오"),
    ])
    func endingsAndTheirOther(_ step: String, _ word: String, _ formal: Bool, _ other: String) throws {
        let ending = try #require(StepImperative(step))
        #expect(ending.word == word && ending.isFormal == formal && ending.other == other)
        // The bytes' answer, which every step is asked, agrees with the words'.
        #expect(StepImperative.isFormal(endingOf: step) == formal)
        #expect(StepImperative.isFormal(endingOf: step + " ”…") == formal)
    }

    @Test func stepsWithoutAnOrderHaveNone() {
        #expect(StepImperative("사진이 저장됩니다.") == nil)
        #expect(StepImperative("세요") == nil)
        #expect(StepImperative("") == nil)
        #expect(StepImperative.isFormal(endingOf: "사진이 저장됩니다.") == nil)
        #expect(StepImperative.isFormal(endingOf: "세요") == nil && StepImperative.isFormal(endingOf: "") == nil)
    }

    static func findings(_ steps: [String], register: String = "formal") throws -> [String] {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><topic id="t"><title><text xml:lang="en">Add</text><text xml:lang="ko">추가</text></title>
            <body xml:lang="en"><p>Add it.</p></body>
            <body xml:lang="ko"><steps>\(steps.map { "<step>\($0)</step>" }.joined())</steps></body></topic></help>
            """
        var config = Config()
        config.koreanRegister = register == "formal" ? .formal : .polite
        return try RuleExampleRunner.diagnostics(of: xml, config: config, rules: [SpeechLevelRule.self])
            .filter { $0.message.hasPrefix("this step ends in") }.map(\.message)
    }

    @Test func theLessUsedEndingIsReported() throws {
        #expect(try Self.findings(["앱을 여십시오.", "추가를 탭하세요.", "완료를 탭하십시오."])
            == ["this step ends in “탭하세요”, the list’s other steps in …십시오; give one list’s steps one ending: “탭하십시오”"])
        #expect(try Self.findings(["앱을 여세요.", "추가를 탭하십시오.", "완료를 탭하세요."]).count == 1)
        // A tie keeps the first step's ending.
        #expect(try Self.findings(["앱을 여세요.", "추가를 탭하십시오."])
            == ["this step ends in “탭하십시오”, the list’s other steps in …세요; give one list’s steps one ending: “탭하세요”"])
        #expect(try Self.findings(["앱을 여세요.", "추가를 탭하세요.", "사진이 저장됩니다."]).isEmpty)
        // A polite project reports 십시오 as formal already, sentence by sentence.
        #expect(try Self.findings(["앱을 여십시오.", "추가를 탭하세요."], register: "polite").isEmpty)
    }
}
