import HelpCore
@testable import HelpRules
import Testing

/// Spelling with Debian's real dictionaries (hunspell-en-us, hunspell-ko),
/// which `make test` installs.
struct SpellingTests {
    static func misspelled(_ text: String, _ language: String, projectWords: [String] = []) throws -> [String] {
        let other = language == "en" ? "ko" : "en"
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><string id="s"><text xml:lang="\(language)">\(text)</text><text xml:lang="\(other)">x</text></string></help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        return try RuleEngine.bundled(rules: [SpellingRule.self], projectWords: projectWords).check(project).diagnostics
            .filter { $0.language == language }
            .map { String($0.message.split(separator: "”")[0].dropFirst()) }
    }

    /// The rule ids of spelling's and `other`'s findings in `language`'s
    /// copy, `other` set to `severity` and the text ignoring `ignore`: for
    /// what spelling leaves to another rule that reports the same word.
    static func findings(_ text: String, _ language: String, with other: any Rule.Type, ignore: String?,
                         severity: Severity?) throws -> [String] {
        let attribute = ignore.map { " ignore=\"\($0)\" because=\"test\"" } ?? ""
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><string id="s"><text xml:lang="\(language)"\(attribute)>\(text)</text><text xml:lang="\(language == "en" ? "ko" : "en")">x</text></string></help>
            """
        var config = Config()
        if let severity { config.ruleSeverities[other.description.id] = severity }
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: config)
        let project = Project(config: config, files: [try #require(loaded.file)])
        return try RuleEngine.bundled(rules: [SpellingRule.self, other]).check(project).diagnostics
            .filter { $0.language == language }.map(\.ruleID)
    }

    @Test func dictionariesAreInstalled() {
        #expect(Speller.standard.unavailability("en") == nil)
        #expect(Speller.standard.unavailability("ko") == nil)
    }

    /// A build hands the next one what Hunspell said: a speller that
    /// remembers answers gives them without asking the dictionary, and
    /// what it learns itself joins them.
    @Test func spellerRemembersEarlierAnswers() {
        let speller = Speller.shared(projectWords: [], termbase: Termbase())
        #expect(!speller.isCorrect("receipe", language: "en"))
        #expect(speller.dictionaryAccepts("recipe", language: "en") == true)
        let learnt = speller.memory
        #expect(learnt.words["en"]?["receipe"] == false)
        #expect(learnt.dictionaryWords["en"]?["recipe"] == true)
        #expect(learnt.problems["en"] == "")

        // Answers no dictionary would give show that the memory is what answers.
        let next = Speller.shared(projectWords: [], termbase: Termbase())
        next.remember(Speller.Memory(problems: ["en": "", "xx": "no dictionary for xx"],
                                     words: ["en": ["receipe": true]], dictionaryWords: ["en": ["recipe": false]]))
        #expect(next.isCorrect("receipe", language: "en"))
        #expect(next.dictionaryAccepts("recipe", language: "en") == false)
        #expect(next.unavailability("xx") == "no dictionary for xx")
        #expect(next.unavailability("en") == nil)
        #expect(!next.isCorrect("favorits", language: "en"))
        #expect(next.memory.words["en"] == ["receipe": true, "favorits": false])
    }

    /// Listed words are found by their bytes when they are ASCII and Hangul
    /// syllables, and as strings otherwise: in any case a listed word is
    /// known, and a decomposed writing of one is the same word.
    @Test func listedWordsAreKnownInEveryWriting() {
        let speller = Speller(words: ["Café", "MyApp", "레시피앱"])
        for word in ["MyApp", "myapp", "MYAPP", "MyApp's", "Café", "café", "Cafe\u{301}", "CAFÉ", "레시피앱"] {
            #expect(speller.isCorrect(word, language: "en") || speller.isCorrect(word, language: "ko"), "\(word)")
        }
        #expect(!speller.isCorrect("MyAppz", language: "en"))
        #expect(!speller.isCorrect("레시피앱닥", language: "ko"))
    }

    /// Each thread keeps the answers it was given, by speller: a speller
    /// made where a dropped one stood answers from its own words, and
    /// threads asking at once agree with a speller asked on one thread.
    @Test func threadsKeepEachSpellersAnswersApart() {
        for round in 0..<40 {
            let knows = round.isMultiple(of: 2)
            let speller = Speller(words: knows ? ["Frobnicator"] : [])
            #expect(speller.isCorrect("Frobnicator", language: "en") == knows, "round \(round)")
        }
        let questions = [("recipe", "en"), ("receipe", "en"), ("Frobnicator", "en"), ("favorits", "en"),
                         ("레시피를", "ko"), ("사과를", "ko"), ("레시피릉", "ko"), ("동기화하세요", "ko")]
        let alone = questions.map { Speller(words: ["Frobnicator", "레시피"]).isCorrect($0.0, language: $0.1) }
        let shared = Speller(words: ["Frobnicator", "레시피"])
        let together = ParallelMap.map(questions.count * 50, jobs: 4) { index in
            shared.isCorrect(questions[index % questions.count].0, language: questions[index % questions.count].1)
        }
        #expect(together == (0..<questions.count * 50).map { alone[$0 % questions.count] })
        #expect(alone.contains(true) && alone.contains(false))
    }

    @Test func misspelledEnglishAndKoreanAreReported() throws {
        #expect(try Self.misspelled("Save the receipe to your favorits.", "en") == ["receipe", "favorits"])
        #expect(try Self.misspelled("목록에 저장합니닥.", "ko") == ["저장합니닥"])
    }

    @Test func placeholdersURLsAndNumbersAreSkipped() throws {
        #expect(try Self.misspelled("Send %1$@ to %2$@ at https://www.exmaple.com/xyzzy or help@exmaple.com, 3x faster, 2nd try.", "en").isEmpty)
        #expect(try Self.misspelled("%@을(를) 3개 선택하세요.", "ko").isEmpty)
    }

    @Test func termbaseTermsAreKnown() throws {
        #expect(try Self.misspelled("Use iCloud, AirDrop and the Touch surface of your Siri Remote.", "en").isEmpty)
        #expect(try Self.misspelled("클릭패드를 누르세요.", "ko").isEmpty, "a termbase noun takes particles")
    }

    @Test func projectWordsAreKnownWithTheirEndings() throws {
        #expect(try Self.misspelled("피클을 베이킹합니다.", "ko") == ["베이킹합니다"])
        #expect(try Self.misspelled("피클을 베이킹합니다.", "ko", projectWords: ["베이킹"]).isEmpty)
        #expect(try Self.misspelled("Open Zestora.", "en") == ["Zestora"])
        #expect(try Self.misspelled("Open Zestora.", "en", projectWords: ["Zestora"]).isEmpty)
        #expect(try Self.misspelled("Open Zestora’s list or Zestora's.", "en", projectWords: ["Zestora"]).isEmpty,
                "a project word's possessive")
    }

    /// Apple's names and everyday Korean UI words that Debian's
    /// dictionaries lack ship with helpc (words/spelling.txt); a typo
    /// next to them is still found.
    @Test func applePlatformWordsAreKnown() throws {
        #expect(try Self.misspelled("In macOS and iPadOS, use AirPlay, CarPlay or VoiceOver, then unmute the HomePod.", "en").isEmpty)
        #expect(try Self.misspelled("Open the MacBook's Keychian.", "en") == ["Keychian"])
        #expect(try Self.misspelled("Unsend the message, unfollow the show and keep audiobooks in a subfolder.", "en").isEmpty)
        #expect(try Self.misspelled("Unfavorite the photo, undock the keyboard and share two hotspots.", "en").isEmpty)
        #expect(try Self.misspelled("Preorder the game, check the leaderboards and keep geotagged photos on your wishlist; drafts are autosaved.", "en").isEmpty)
        #expect(try Self.misspelled("Open the menu after signup.", "en") == ["signup"], "Apple writes sign up apart")
        // menubar is the termbase's (deprecated for menu bar), so term.deprecated's to report.
        #expect(try Self.misspelled("Open the menubar.", "en").isEmpty)
        #expect(try Self.misspelled("앱에서 위젯을 추가하고 즐겨찾기에 동기화하십시오. 설정이 재설정됩니다.", "ko").isEmpty)
        #expect(try Self.misspelled("iOS 17로 업데이트되었습니다. 사진이 다운로드됨. 붙여넣기를 선택하십시오.", "ko").isEmpty)
        #expect(try Self.misspelled("서식 없이 붙여넣으려면 붙여넣으십시오. 붙여넣은 텍스트를 붙여넣었습니다.", "ko").isEmpty)
        #expect(try Self.misspelled("앱에서 위젯을 동기화합니닥.", "ko") == ["동기화합니닥"])
        #expect(try Self.misspelled("알람이 울리면 햅틱과 벨소리로 알리고, 북마크와 심박수를 클라우드에 저장합니다.", "ko").isEmpty)
        #expect(try Self.misspelled("문서를 스캔하여 체크리스트에 넣고, 백그라운드에서 메일함을 정리합니다.", "ko").isEmpty)
        #expect(try Self.misspelled("마감일과 시작일, 종료일을 정하고 백로그의 카드를 스프린트와 마일스톤, 칸반 보드로 옮깁니다.", "ko").isEmpty)
        #expect(try Self.misspelled("Digital Crown을 눌러 홈 뷰를 엽니다.", "ko").isEmpty)
        #expect(try Self.misspelled("체크상자를 선택 해제하고 화면을 캡처하십시오.", "ko").isEmpty)
        #expect(try Self.misspelled("iCloud 키체인에 저장하고 핫 코너와 스테이지 매니저를 켭니다. 화면을 미러링하려면 핀치하십시오.", "ko").isEmpty)
        #expect(try Self.misspelled("스마트 스택과 워치 페이스의 컴플리케이션, 다운타임 동안의 툴팁과 프롬프트를 봅니다.", "ko").isEmpty)
        #expect(try Self.misspelled("iCloud 키체인애 저장합니다.", "ko") == ["키체인애"])
        #expect(try Self.misspelled("트랙패드에서 두 손가락으로 쓸어 넘기십시오.", "ko").isEmpty)
        #expect(try Self.misspelled("윈도우를 닫고 미모티콘에 마크업을 더하려면 도구 막대를 사용자화하십시오.", "ko").isEmpty)
        #expect(try Self.misspelled("팝오버와 모달 시트, 인라인 팁에서 로컬 네트워크를 필터링하고 캐시를 지웁니다.", "ko").isEmpty)
        #expect(try Self.misspelled("윈도루를 닫습니다.", "ko") == ["윈도루를"])
        #expect(try Self.misspelled("Enter your passcode, then turn on Personal Hotspot in Sounds &amp; Haptics.", "en").isEmpty)
        #expect(try Self.misspelled("A checkmark shows the submenu's subtasks; add a warmup and a cooldown, then autoplay.", "en").isEmpty)
        #expect(try Self.misspelled("Automations run inside a geofence; drag the playhead, and livestreams prefill the prefilled form.", "en").isEmpty)
        #expect(try Self.misspelled("Open TextEdit from Recents, then turn on Lockdown Mode.", "en").isEmpty)
        // lockscreen is the termbase's deprecated spelling of the Lock Screen: term.deprecated's.
        #expect(try Self.misspelled("Enter your pascode in the lockscreen or the lokscreen.", "en") == ["pascode", "lokscreen"])
        #expect(try Self.misspelled("스탠바이 모드에서 표시됩니다.", "ko").isEmpty)
        #expect(try Self.misspelled("통화 오디오 라우팅과 캡션, 문자 수신음, 볼드체 텍스트를 켜고 알림을 그룹화하십시오.", "ko").isEmpty)
        #expect(try Self.misspelled("개인정보 보호 브라우징에서 대기열과 즐겨찾는 장소를 봅니다. 즐겨찾은 곳입니다.", "ko").isEmpty)
        #expect(try Self.misspelled("세션이 종료되었습니다. 탑승권을 열고 키패드로 입력하십시오.", "ko").isEmpty)
        #expect(try Self.misspelled("레이어와 타임라인의 스냅샷, 프리셋, 워터마크, 오버레이, 키프레임을 오디오북처럼 봅니다.", "ko").isEmpty)
        #expect(try Self.misspelled("Move the left thumbstick; both thumbsticks click.", "en").isEmpty)
        #expect(try Self.misspelled("Tap the lightbulb for an idea; the lightbulbs glow.", "en").isEmpty)
        #expect(try Self.misspelled("멀티플레이어 게임에서 조이스틱이나 방향키로 움직입니다.", "ko").isEmpty)
        #expect(try Self.misspelled("드로잉 위에 스타일러스를 호버하면 그레이디언트와 트랜지션 히스토리가 보입니다.", "ko").isEmpty)
        #expect(try Self.misspelled("워크플로의 하이퍼링크와 마크다운 스니펫을 스토리지에 저장하고 리마인더와 워크아웃을 봅니다.", "ko").isEmpty)
        #expect(try Self.misspelled("그라디언트를 드로윙에 더합니다. 스트림만 봅니다.", "ko") == ["그라디언트를", "드로윙에"])
        #expect(try WordLists.bundled().list("spelling").contains("macOS"))
    }

    /// hunspell-ko rejects a particle followed by 의 (지금까지의) and a
    /// verb's 아/어 form joined to 지다 (채워집니다), both written as one word
    /// in standard Korean: they are accepted from their parts, a typo in
    /// either part is still found, and a double passive (보여지다,
    /// 쓰여지다, 저장되어지다) is still reported.
    @Test func koreanFormsHunspellLacksAreAcceptedFromTheirParts() throws {
        for word in ["지금까지의", "기기에서의", "친구에게의", "채워집니다", "만들어진", "지워진", "어두워집니다"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("지금까지의 기록이 기기에서의 설정과 함께 채워집니다.", "ko").isEmpty)
        #expect(try Self.misspelled("만들어진 목록이 정해지면 화면이 어두워집니다. 저전력 모드가 켜져 있습니다.", "ko").isEmpty)
        #expect(try Self.misspelled("지금까지읰 기록이 체워집니다. 목록이 채워짐니다.", "ko") == ["지금까지읰", "체워집니다", "채워짐니다"])
        #expect(try Self.misspelled("화면에 보여집니다. 글자가 쓰여집니다. 저장되어집니다.", "ko") == ["보여집니다", "쓰여집니다", "저장되어집니다"])
    }

    /// A noun that takes 하다, joined to the passive suffix 받다 or 당하다
    /// (승인받으려면, 해킹당한), and any noun joined to 당하다 (피싱당할), as
    /// standard orthography writes them, are accepted though hunspell-ko
    /// rejects most such words; a typo in either part, a noun that takes no
    /// 하다 before 받다 (알림받기, written apart), and a noun before a word
    /// that only starts like the suffix (받침, 당원) are still reported.
    @Test func koreanNounsTakeThePassiveSuffixes() throws {
        for word in ["초대받은", "승인받으려면", "인증받은", "요청받은", "해킹당한"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("초대받은 사람만 볼 수 있습니다. 관리자에게 승인받으려면 요청하십시오.", "ko").isEmpty)
        #expect(try Self.misspelled("인증받은 기기에서 요청받은 코드를 입력하십시오. 해킹당한 계정을 복구합니다.", "ko").isEmpty)
        #expect(try Self.misspelled("초데받은 사람이 승인받으려몀 알림받기를 켭니다. 문자를 초대받침으로 씁니다.", "ko")
                == ["초데받은", "승인받으려몀", "알림받기를", "초대받침으로"])
        // 당하다 after a loanword the dictionary lists without 하다: not
        // "written apart, 피싱 당할", which standard orthography does not write.
        #expect(Speller.standard.dictionaryAccepts("피싱하다", language: "ko") == false)
        #expect(try Self.misspelled("피싱당할 수 없습니다. 스팸당한 계정을 복구합니다.", "ko").isEmpty)
        #expect(try Self.misspelled("피싱당활 수 없습니다. 피싱당원이 없습니다.", "ko") == ["피싱당활", "피싱당원이"])
        // 시키다, the causative suffix, after a noun that takes 하다.
        #expect(Speller.standard.dictionaryAccepts("연결시키면", language: "ko") == false)
        #expect(try Self.misspelled("기기를 연결시키면 설정을 활성화시킵니다. 정리시킨 항목입니다.", "ko").isEmpty)
        #expect(try Self.misspelled("연결시키먼 알림시키기를 연결시간에 씁니다.", "ko") == ["연결시키먼", "알림시키기를", "연결시간에"])
    }

    /// A noun joined to a form of 하다 or 되다 (플레이하려면, 스트리밍됩니다),
    /// as standard orthography writes it, is accepted though hunspell-ko
    /// knows such forms only for the nouns it marks for them; it was
    /// reported with the two written apart (플레이 하려면), which the
    /// orthography calls wrong. A typo in the noun or the ending, a word
    /// before 하다 that is no noun (그렇게하면), and a noun before a noun
    /// that starts like 하다 (화면하단) are still reported.
    @Test func koreanNounsTakeHadaAndDoeda() throws {
        for word in ["플레이하려면", "레이스해요", "세이브했습니다", "플레이됩니다", "아날로그된"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("계속 플레이하려면 세이브했다가 레이스해요. 아날로그된 화면도 플레이됩니다.", "ko").isEmpty)
        #expect(try Self.misspelled("플래이하려면 플레이하려몀 그렇게하면 화면하단에서 씁니다.", "ko")
                == ["플래이하려면", "플레이하려몀", "그렇게하면", "화면하단에서"])
        #expect(try Self.misspelled("컨트롤러의 트리거와 썸스틱으로 플레이어를 움직여요.", "ko").isEmpty)
    }

    /// A Sino-Korean prefix joined to a noun (미분류, 재시도하세요,
    /// 재동기화됩니다), as standard orthography writes it, is accepted
    /// though hunspell-ko knows only some such words; a typo in the noun or
    /// its ending, a prefix before no noun (불켜기, 불 켜기 run together) and
    /// a prefix alone with a particle are still reported.
    @Test func koreanPrefixesJoinTheirNoun() throws {
        for word in ["미결제", "미분류를", "미완료", "재시도하세요", "재연결됩니다", "미설정", "미정산"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("미결제 거래와 미분류 항목은 미완료로 표시돼요. 미설정 계정은 미정산 상태예요.", "ko").isEmpty)
        #expect(try Self.misspelled("연결이 끊기면 재시도하세요. 기기가 재연결됩니다. 미분류를 선택하세요.", "ko").isEmpty)
        #expect(try Self.misspelled("미분류릏 선택하고 재시도햬요. 재셜정은 미결쟤입니다. 불켜기를 누르세요.", "ko")
                == ["미분류릏", "재시도햬요", "재셜정은", "미결쟤입니다", "불켜기를"])
    }

    /// A hyphenated word whose parts are each known, by Hunspell or by
    /// helpc's and the project's words, is known: Hunspell asks only its
    /// dictionary about the parts. An unknown part is still reported.
    @Test func hyphenatedWordsTakeListedParts() throws {
        #expect(try Self.misspelled("Press Fn-Q or Option-Command-Esc to open an iCloud-enabled Zestora-style note.", "en",
                                    projectWords: ["Zestora"]).isEmpty)
        #expect(try Self.misspelled("Press Fx-Q or Esc-Commnd.", "en") == ["Fx-Q", "Esc-Commnd"])
    }

    /// An abbreviation's plural (PDFs, URLs, IDs) is known when the
    /// abbreviation is; a typo in it is still reported.
    @Test func abbreviationsTakeAPluralS() throws {
        #expect(try Self.misspelled("Save PDFs and URLs, and keep their IDs.", "en").isEmpty)
        #expect(try Self.misspelled("Save PDXs and keep their IDS.", "en") == ["PDXs"])
    }

    /// A shortcut written with another system's key names (Cmd-F, Ctrl+C)
    /// is help.shortcut's to report with Apple's writing; spelling says
    /// nothing more about it unless that rule is off or ignored there.
    @Test func shortcutsAreLeftToTheirRule() throws {
        func findings(_ text: String, ignore: String? = nil, shortcut: Severity? = nil) throws -> [String] {
            try Self.findings(text, "en", with: KeyboardShortcutRule.self, ignore: ignore, severity: shortcut)
        }
        #expect(try findings("Press Cmd-F or Ctrl+C.") == ["help.shortcut", "help.shortcut"])
        #expect(try findings("Press Cmd-F to serch.") == ["help.shortcut", "spelling"], "another word's typo")
        // Ctl, not Cmd: the termbase's deprecated Cmd key makes Cmd a word
        // spelling knows, for term.deprecated to report.
        #expect(try findings("Press Ctl-F.", shortcut: .off) == ["spelling"])
        #expect(try findings("Press Ctl-F.", ignore: "help.shortcut") == ["spelling"])
    }

    /// A noun written for its verb that the dictionary lacks too (Please
    /// signup) is text.phrasal-verb's, which names the verb: spelling says
    /// nothing more about it there, unless that rule is off or ignored; the
    /// noun where it is a noun (after signup) is still no word.
    @Test func nounsWrittenForTheirVerbsAreLeftToTheirRule() throws {
        func findings(_ text: String, ignore: String? = nil, phrasal: Severity? = nil) throws -> [String] {
            try Self.findings(text, "en", with: PhrasalVerbRule.self, ignore: ignore, severity: phrasal)
        }
        #expect(try findings("Please signup for updates. You can signin now.") == ["text.phrasal-verb", "text.phrasal-verb"])
        #expect(try findings("Please signup for updates.", phrasal: .off) == ["spelling"])
        #expect(try findings("Please signup for updates.", ignore: "text.phrasal-verb") == ["spelling"])
        #expect(try findings("Open the menu after signup.") == ["spelling"])
    }

    /// A particle followed by an auxiliary particle (어디서든, 앱에서든,
    /// 누구에게든지), as standard orthography writes it, is accepted though
    /// hunspell-ko rejects most; a typo before it, a case particle's wrong
    /// form (에서든 after no word) and 만 before 든 (새로만든, 만들다's
    /// form run together) are still reported.
    @Test func koreanParticlesTakeAuxiliaryParticles() throws {
        for word in ["어디서든", "어디에서나", "누구에게든지", "이메일로든", "해서든"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("어디서든 메모를 시작하고 어디에서나 열 수 있습니다. 누구에게든지 이메일로든 보낼 수 있습니다.", "ko").isEmpty)
        #expect(try Self.misspelled("어떻게 해서든 어떤 앱에서든 저장합니다.", "ko", projectWords: ["앱"]).isEmpty)
        // 처럼, 까지, 부터 and 만큼 follow a case particle too.
        #expect(try Self.misspelled("기기에서처럼 서버로부터 사진에서까지 사진에서만큼 작동합니다.", "ko").isEmpty)
        #expect(try Self.misspelled("기기에서처렴 작동합니다.", "ko") == ["기기에서처렴"])
        #expect(try Self.misspelled("어디셔든 이매일로든 보냅니다. 새로만든 메모입니다.", "ko")
                == ["어디셔든", "이매일로든", "새로만든"])
    }

    /// 만 (only) followed by a case particle (단계만으로, 사진만을) is one
    /// word, as standard orthography writes it; hunspell-ko rejected it,
    /// and offered "단계 만으로도" written apart. A typo before 만 is still
    /// reported.
    @Test func onlyTakesACaseParticle() throws {
        for word in ["단계만으로", "사진만을", "앱만으로는"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("몇 단계만으로 충분합니다. 사진만을 보내고 설정만은 남깁니다. 앱만으로는 부족하고 사진만이라도 보냅니다. 단계만으로도 됩니다.", "ko").isEmpty)
        #expect(try Self.misspelled("단게만으로 충분합니다. 설졍만은 남깁니다.", "ko") == ["단게만으로", "설졍만은"])
    }

    /// A noun joined to the suffix 별, 씩 or 순 (날짜별로, 하나씩, 최신순), as
    /// standard orthography writes it, is accepted though hunspell-ko knows
    /// only a few such words (월별로, 조금씩, 가나다순); a project noun takes them too
    /// (레시피별로). A typo in the noun or after the suffix, and a part
    /// before the suffix that is no noun (가볍게별로), are still reported.
    @Test func koreanNounsTakeTheSuffixesOfByEachAndOrder() throws {
        for word in ["날짜별로", "항목별", "하나씩", "줄씩만", "단계별로는", "최신순으로", "이름순", "날짜순입니다"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("날짜별로 정렬하고 항목별 합계를 봅니다. 하나씩 선택하거나 두 줄씩만 표시합니다.", "ko").isEmpty)
        #expect(try Self.misspelled("단계별로는 다르고 사용자별의 설정이 있습니다.", "ko").isEmpty)
        #expect(try Self.misspelled("레시피별로 묶습니다.", "ko", projectWords: ["레시피"]).isEmpty)
        #expect(try Self.misspelled("최신순으로 표시하거나 이름순, 날짜순으로 정렬합니다. 정렬 기준은 날짜순입니다.", "ko").isEmpty)
        #expect(try Self.misspelled("날자별로 정렬하고 하나씩믄 선택합니다. 가볍게별로 씁니다. 최신순으롤 정렬합니다.", "ko")
                == ["날자별로", "하나씩믄", "가볍게별로", "최신순으롤"])
    }

    /// 길 joined to a noun (출퇴근길, 산책길), as the dictionary writes such
    /// ways, is accepted though hunspell-ko knows only 출근길 and its like;
    /// a typo in either part is still reported.
    @Test func koreanWaysJoinTheirNoun() throws {
        for word in ["출퇴근길처럼", "산책길에", "통근길에는"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("출퇴근길처럼 산책길에도, 통근길에는 들으세요.", "ko").isEmpty)
        #expect(try Self.misspelled("산첵길에 출퇴근길믈 들으세요. 가볍게길 걷습니다.", "ko") == ["산첵길에", "출퇴근길믈", "가볍게길"])
        // 들 likewise: the plural of a noun hunspell-ko lists without it.
        for word in ["노래들", "노래들을", "노래들과"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("최근에 재생한 노래들, 노래들을 담은 목록과 노래들과 앨범이 있습니다.", "ko").isEmpty)
        #expect(try Self.misspelled("노레들을 들으세요. 노래들어요. 노래들믈 고르세요.", "ko") == ["노레들을", "노래들어요", "노래들믈"])
        // 행 likewise after a name of two syllables or more: where a flight or train is bound.
        for word in ["도쿄행", "서울행을", "뉴욕행으로"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("도쿄행 항공편과 서울행을 비교하고 뉴욕행으로 바꾸세요.", "ko").isEmpty)
        #expect(try Self.misspelled("도큐행 항공편. 서울행믈 고르세요. 방행을 바꾸세요.", "ko") == ["도큐행", "서울행믈", "방행을"])
        // The humble suffix 드리다 after a noun that takes 하다, joined as standard orthography writes it.
        for word in ["안내드립니다", "연락드릴게요", "부탁드려요", "문의드립니다"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("변경 사항을 안내드립니다. 곧 연락드릴게요. 양해 부탁드려요. 고객센터에 문의드립니다.", "ko").isEmpty)
        #expect(try Self.misspelled("변경 사항을 안네드립니다. 사진드립니다.", "ko") == ["안네드립니다", "사진드립니다"])
        // 식 likewise: the style of (미국식 날짜).
        #expect(Speller.standard.dictionaryAccepts("미국식", language: "ko") == false, "미국식: Hunspell alone")
        #expect(try Self.misspelled("미국식 날짜와 자동식 설정, 영국식으로 표시합니다.", "ko").isEmpty)
        #expect(try Self.misspelled("미굮식 날짜", "ko") == ["미굮식"])
        // 님 likewise: the honorific after a noun of a person.
        for word in ["기사님께", "회원님의", "판매자님"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("기사님께 팁을 보내고 회원님의 주문을 판매자님이 확인합니다.", "ko").isEmpty)
        #expect(try Self.misspelled("기시님께 팁을 보내세요. 회원님믜 주문.", "ko") == ["기시님께", "회원님믜"])
        // 팀 likewise: a team named by its work.
        #expect(try Self.misspelled("지원팀에 문의하거나 개발팀과 지원팀장에게 알리세요.", "ko").isEmpty)
        #expect(try Self.misspelled("지웜팀에 문의하세요.", "ko") == ["지웜팀에"])
        // 용 likewise: a noun and what it is for.
        for word in ["채색용으로", "스케치용", "학습용으로는"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("채색용으로 레이어를 추가하고 스케치용 브러시를 고르세요. 학습용으로는 충분해요.", "ko").isEmpty)
        #expect(try Self.misspelled("채섹용으로 쓰세요. 스케치용믈 고르세요.", "ko") == ["채섹용으로", "스케치용믈"])
        // 당 likewise: so much per a noun.
        for word in ["캔버스당", "사용자당", "페이지당으로"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("캔버스당 레이어 수와 사용자당 용량은 페이지당으로 계산합니다.", "ko").isEmpty)
        #expect(try Self.misspelled("캔버수당 레이어를 페이지당믈 셉니다.", "ko") == ["캔버수당", "페이지당믈"])
    }

    /// Words of Korean UI the dictionary lacks ship in words/spelling.txt,
    /// with their particles and 하다 forms.
    @Test func koreanUIWordsTheDictionaryLacks() throws {
        #expect(try Self.misspelled("목록을 새로고침하세요. 새로고침이 끝나면 진행률이 검색창에 표시됩니다.", "ko").isEmpty)
        #expect(try Self.misspelled("결제일은 매월 5일이고 배송지를 바꿀 수 있습니다.", "ko").isEmpty)
        #expect(try Self.misspelled("모노와 스테레오 중에서 고르고 잔향을 줄이세요. 온도 조절기가 켜졌습니다. 뉴스레터를 구독하세요.", "ko").isEmpty)
        #expect(try Self.misspelled("영업일에 처리되며 편집본을 원본과 비교하고 데스크탑에 저장합니다. 회원님의 사진을 맞팔로우한 사람이 봅니다.", "ko").isEmpty)
        #expect(try Self.misspelled("재입고되면 위시리스트에 담은 쇼핑객에게 배송비를 알립니다. 무료 플랜을 이용 중입니다.", "ko").isEmpty)
    }

    /// A word written twice with one space between is reported, though each
    /// is spelt right; not across punctuation, not a capitalized name, not
    /// placeholders or numbers, and not the English "that that".
    @Test(arguments: [
        ("Save the the recipe, then then tap Done.", ["the", "then"]),
        ("The the recipe is saved.", ["the"]),
        ("Tap Done. Done saves it, and that that you wrote stays.", []),
        ("Visit Sing Sing with %@ %@ in 2 2 days.", []),
        ("Save it it", ["it"]),
    ])
    func doubledWordsAreReported(_ text: String, _ expected: [String]) throws {
        #expect(try Self.misspelled(text, "en") == expected, "\(text)")
    }

    /// English gets a fix that deletes the second word and its space;
    /// Korean none, as 하나 하나 wants the space taken out instead.
    @Test func doubledEnglishWordsAreFixedAndKoreanOnesAreNot() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="a"><text xml:lang="en">Save the the recipe.</text><text xml:lang="ko">레시피를 레시피를 저장하세요.</text></string>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [SpellingRule.self])
        #expect(found.map(\.message) == [
            "“the” is written twice in a row; delete one",
            "“레시피를” is written twice in a row; delete one, or write a doubled word as one (하나하나)",
        ])
        #expect(found.map { $0.fix != nil } == [true, false])
        let (bytes, _) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        #expect(String(decoding: bytes, as: UTF8.self).contains(#"<text xml:lang="en">Save the recipe.</text>"#))
    }

    /// A verb's 아/어 form joined to an auxiliary verb (확인해주세요), which
    /// standard orthography allows, is accepted though hunspell-ko rejects
    /// most; a noun run into a verb and a misspelt ending are not.
    @Test func koreanVerbsTakeJoinedAuxiliaryVerbs() throws {
        for word in ["확인해주세요", "기다려주십시오", "눌러주세요"] {
            #expect(Speller.standard.dictionaryAccepts(word, language: "ko") == false, "\(word): Hunspell alone")
        }
        #expect(try Self.misspelled("확인해주세요. 기다려주십시오. 눌러보세요. 열어두세요. 보여드릴게요.", "ko").isEmpty)
        #expect(try Self.misspelled("사과주세요. 기다려주십시요.", "ko") == ["사과주세요", "기다려주십시요"])
    }

    /// Each shipped list names a line once, and each misspelling has one
    /// correction (가르키 was listed twice, once with a comment of its own).
    @Test func shippedListsNameEachLineOnce() throws {
        let lists = try WordLists.bundled()
        for name in lists.names {
            let lines = lists.list(name)
            #expect(Set(lines).count == lines.count, "\(name) repeats \(Dictionary(grouping: lines) { $0 }.filter { $1.count > 1 }.keys.sorted())")
            if name.hasPrefix("misspellings.") {
                let wrong = lines.compactMap { $0.split(separator: " ").first.map(String.init) }
                #expect(Set(wrong).count == wrong.count, "\(name) corrects a misspelling twice")
            }
        }
    }

    /// Every English misspelling shipped is reported, those the en
    /// dictionary takes for words too (calender, equipments, advices), which
    /// were never looked up in the list: their lines never fired.
    @Test func everyEnglishMisspellingIsReported() throws {
        let wrong = try WordLists.bundled().list("misspellings", language: "en").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(wrong.count > 200)
        let text = wrong.joined(separator: " ").replacingOccurrences(of: "&", with: "&amp;")
        #expect(try Self.misspelled(text, "en") == wrong)
    }

    /// A misspelling people make often names the word meant and fixes it:
    /// listed pairs (with a word's capital kept, and a Korean word that
    /// starts with one), and Korean shapes any verb makes, 되요 even where
    /// hunspell-ko takes it for a word. A correction not spelt right is not
    /// offered.
    /// A file's extension after its period is no word of the language:
    /// copy about files writes them, and no dictionary holds them. A
    /// misspelt word after a sentence's period and its space still counts.
    @Test func fileExtensionsAreNoWords() throws {
        #expect(try Self.misspelled("Open photo.heic or report.pdf. Files ending in .ofx, .qfx or .qif (or .xlsx) work.", "en") == [])
        #expect(try Self.misspelled("Open the file. Recieve it.", "en") == ["Recieve"])
    }

    @Test(arguments: [
        ("en", "It occured. Recieve it.", ["“occured” is misspelled; write “occurred”", "“Recieve” is misspelled; write “Receive”"]),
        // A contraction without its apostrophe gets it, curly, with the word's capital kept.
        ("en", "Theres no connection, so it doesnt sync. Youre offline; theyre safe.", [
            "“Theres” is misspelled; write “There’s”", "“doesnt” is misspelled; write “doesn’t”",
            "“Youre” is misspelled; write “You’re”", "“theyre” is misspelled; write “they’re”"]),
        // Eightieth session: the apostrophe before the n, straight or curly, and more words.
        ("en", "It is'nt saved and does’nt sync. Your achievment was'nt recomended.", [
            "“is'nt” is misspelled; write “isn’t”", "“does’nt” is misspelled; write “doesn’t”",
            "“achievment” is misspelled; write “achievement”", "“was'nt” is misspelled; write “wasn’t”",
            "“recomended” is misspelled; write “recommended”"]),
        ("en", "Check the informations and send your feedbacks.", ["“informations” is misspelled; write “information”",
                                                                 "“feedbacks” is misspelled; write “feedback”"]),
        ("en", "It was learnt amongst friends.", ["“learnt” is misspelled; write “learned”", "“amongst” is misspelled; write “among”"]),
        ("en", "Listen to the lastest episodes. Dowload your acount data.", ["“lastest” is misspelled; write “latest”",
                                                                            "“Dowload” is misspelled; write “Download”",
                                                                            "“acount” is misspelled; write “account”"]),
        // Two words run together.
        ("en", "Select atleast one filter. Everytime it syncs, noone waits.", ["“atleast” is misspelled; write “at least”",
                                                                               "“Everytime” is misspelled; write “Every time”",
                                                                               "“noone” is misspelled; write “no one”"]),
        // British spellings, in Apple's US English.
        ("en", "Organise the colour of a cancelled plan.", ["“Organise” is misspelled; write “Organize”",
                                                          "“colour” is misspelled; write “color”",
                                                          "“cancelled” is misspelled; write “canceled”"]),
        // Seventy-seventh session: more of them, each named.
        ("en", "Enrol today. Deposit a cheque; use your judgement.", ["“Enrol” is misspelled; write “Enroll”",
                                                              "“cheque” is misspelled; write “check”", "“judgement” is misspelled; write “judgment”"]),
        ("en", "Your notes are synched. Synching resumes later.", ["“synched” is misspelled; write “synced”", "“Synching” is misspelled; write “Syncing”"]),
        ("en", "No committment; the route is 12 kilometres and comming soon.", ["“committment” is misspelled; write “commitment”",
                                                                      "“kilometres” is misspelled; write “kilometers”",
                                                                      "“comming” is misspelled; write “coming”"]),
        // Eighty-first session: more slips of app copy, and nouns that take no plural.
        ("en", "Check the calender, your equipments and advices.", ["“calender” is misspelled; write “calendar”",
                                                                 "“equipments” is misspelled; write “equipment”",
                                                                 "“advices” is misspelled; write “advice”"]),
        ("en", "Authentification failed. Realy, the threshhold is finaly set.", ["“Authentification” is misspelled; write “Authentication”",
                                                                              "“Realy” is misspelled; write “Really”",
                                                                              "“threshhold” is misspelled; write “threshold”",
                                                                              "“finaly” is misspelled; write “finally”"]),
        ("ko", "갯수를 오랫만에 봅니다.", ["“갯수를” is misspelled; write “개수를”", "“오랫만에” is misspelled; write “오랜만에”"]),
        ("ko", "이 레슨을 건너띄시겠어요?", ["“건너띄시겠어요” is misspelled; write “건너뛰시겠어요”"]),
        ("ko", "프리젠테이션 싸이즈", ["“프리젠테이션” is misspelled; write “프레젠테이션”", "“싸이즈” is misspelled; write “사이즈”"]),
        ("ko", "화이팅! 멤버쉽과 파트너쉽, 챔피언쉽", ["“화이팅” is misspelled; write “파이팅”", "“멤버쉽과” is misspelled; write “멤버십과”",
                                              "“파트너쉽” is misspelled; write “파트너십”", "“챔피언쉽” is misspelled; write “챔피언십”"]),
        ("ko", "라벨을 붙입니다.", ["“라벨을” is misspelled; write “레이블을”"]),
        ("ko", "왠일인지 화살표가 가르키는 곳이 없습니다.", ["“왠일인지” is misspelled; write “웬일인지”", "“가르키는” is misspelled; write “가리키는”"]),
        // 가르키다's forms whose last syllable takes a final consonant or 어.
        ("ko", "이 기능을 킵니다. 조명을 킵니까?", ["“킵니다” is misspelled; write “켭니다”", "“킵니까” is misspelled; write “켭니까”"]),
        ("ko", "화살표가 버튼을 가르킵니다. 가르켜 주세요.", ["“가르킵니다” is misspelled; write “가리킵니다”", "“가르켜” is misspelled; write “가리켜”"]),
        ("ko", "저장되요. 삭제되서 됬어요.", ["“저장되요” is misspelled; write “저장돼요”", "“삭제되서” is misspelled; write “삭제돼서”",
                                    "“됬어요” is misspelled; write “됐어요”"]),
        ("ko", "설정되있는 항목을 확인할께요. 안 되요.", ["“설정되있는” is misspelled; write “설정돼 있는”",
                                             "“확인할께요” is misspelled; write “확인할게요”", "“되요” is misspelled; write “돼요”"]),
        ("ko", "저장돼요. 확인할게요. 갯숴를 봅니다.", ["“갯숴를” is not in the ko dictionary, the termbase or content/words.txt"]),
        ("ko", "메세지를 리모콘으로 보내고 메시지를 봅니다.", ["“메세지를” is misspelled; write “메시지를”", "“리모콘으로” is misspelled; write “리모컨으로”"]),
        ("ko", "메뉴얼을 읽고 플랫홈을 고르세요.", ["“메뉴얼을” is misspelled; write “매뉴얼을”", "“플랫홈을” is misspelled; write “플랫폼을”"]),
        ("ko", "날짜 순서데로 정렬하고 마음데로 고르세요. 원하는 대로, 다른 데로 가세요.", ["“순서데로” is misspelled; write “순서대로”",
                                                          "“마음데로” is misspelled; write “마음대로”"]),
        ("ko", "오프라인 상태에요. 곧 저장할 거에요.", ["“상태에요” is misspelled; write “상태예요”", "“거에요” is misspelled; write “거예요”"]),
        ("ko", "상태예요. 아니에요. 책상이에요. 고양이에요. 고양이예요. 어머니예요.", []),
        ("ko", "오프라인에서 안되요. 어제는 안됬어요.", ["“안되요” is misspelled; write “안 돼요”", "“안됬어요” is misspelled; write “안 됐어요”"]),
        // 사진이였어요 was told "written apart, 사진 이였어요 is".
        ("ko", "사진이였어요. 마지막 단계이였습니다.", ["“사진이였어요” is misspelled; write “사진이었어요”",
                                           "“단계이였습니다” is misspelled; write “단계이었습니다”"]),
        ("ko", "사진이었어요. 단계였습니다. 창이 보였어요.", []),
        // 셋업 is Apple's 설정 (set up), with any ending.
        ("ko", "계정을 셋업하세요. 셋업이 끝났습니다.", ["“셋업하세요” is misspelled; write “설정하세요”", "“셋업이” is misspelled; write “설정이”"]),
        // 되다 takes 었 and 어; 여 is 하다's (저장되였습니다 drew only "not in the dictionary").
        ("ko", "보관함에 저장되였습니다. 기기에 연결되여 있습니다.", ["“저장되였습니다” is misspelled; write “저장되었습니다”",
                                                   "“연결되여” is misspelled; write “연결되어”"]),
        ("ko", "저장되었습니다. 연결되어 있고 저장됐습니다. 동기화하여 열었습니다.", []),
        ("ko", "배송 완료했슴. 재고가 있슴니다.", ["“완료했슴” is misspelled; write “완료했음”", "“있슴니다” is misspelled; write “있습니다”"]),
        ("ko", "어짜피 헷갈리니 햇갈리지 않게 꼼꼼이 보세요.", ["“어짜피” is misspelled; write “어차피”", "“햇갈리지” is misspelled; write “헷갈리지”",
                                                     "“꼼꼼이” is misspelled; write “꼼꼼히”"]),
        ("ko", "다른 앱에 뒤쳐지지 않고 문제가 들어났습니다. 문을 잠궈 주세요.", ["“뒤쳐지지” is misspelled; write “뒤처지지”",
                                                                "“들어났습니다” is misspelled; write “드러났습니다”", "“잠궈” is misspelled; write “잠가”"]),
        // Seventy-seventh session: words said as they are misspelt.
        ("ko", "어쨋든 더우기 일찌기 서슴치 말고 자그만치 움추려 있던 눈쌀과 안밖을 요컨데 물에 담궈 두세요.", [
            "“어쨋든” is misspelled; write “어쨌든”", "“더우기” is misspelled; write “더욱이”", "“일찌기” is misspelled; write “일찍이”",
            "“서슴치” is misspelled; write “서슴지”", "“자그만치” is misspelled; write “자그마치”", "“움추려” is misspelled; write “움츠려”",
            "“눈쌀과” is misspelled; write “눈살과”", "“안밖을” is misspelled; write “안팎을”", "“요컨데” is misspelled; write “요컨대”",
            "“담궈” is misspelled; write “담가”"]),
        ("ko", "흡연을 삼가해 주십시오. 통화를 삼가하십시오.", ["“삼가해” is misspelled; write “삼가”", "“삼가하십시오” is misspelled; write “삼가십시오”"]),
        ("ko", "알림을 켜십시요. 다시 확인하십시요.", ["“켜십시요” is misspelled; write “켜십시오”", "“확인하십시요” is misspelled; write “확인하십시오”"]),
        ("ko", "이체를 완료할 수 없읍니다. 저장했읍니까?", ["“없읍니다” is misspelled; write “없습니다”", "“저장했읍니까” is misspelled; write “저장했습니까”"]),
        ("ko", "저장할려면 탭하고 볼려고 하면 먹을려면 됩니다.", ["“저장할려면” is misspelled; write “저장하려면”", "“볼려고” is misspelled; write “보려고”",
                                                   "“먹을려면” is misspelled; write “먹으려면”"]),
        ("ko", "열려면 만들려면 들려면 하려면 됩니다.", []),
        // A stem in ㄹ takes its ending without 으; 높이다, 붙이다 take 이 and lowering is 낮추다.
        ("ko", "문을 열으십시오. 목록을 만들으세요. 알으면 만들으려고 봅니다.", ["“열으십시오” is misspelled; write “여십시오”",
                                                    "“만들으세요” is misspelled; write “만드세요”", "“알으면” is misspelled; write “알면”",
                                                    "“만들으려고” is misspelled; write “만들려고”"]),
        ("ko", "천천히 걸으세요. 음악을 들으면 여십시오.", []),
        // Misspelt otherwise, a stem's own ㄹ stays: 아려드릴게요, 드십시오 and 거십시오 are other verbs.
        ("ko", "완료되면 알려드릴께요. 음악을 들으십시요. 천천히 걸으십시요.", ["“알려드릴께요” is misspelled; write “알려드릴게요”",
                                              "“들으십시요” is misspelled; write “들으십시오”", "“걸으십시요” is misspelled; write “걸으십시오”"]),
        // Loanwords write ㅈ and ㅊ with a plain vowel, and sh as 시; a double passive's 져 is no loanword's.
        ("ko", "버젼을 확인하고 챠트와 쥬얼리, 쵸콜릿을 보십시오. 리프레쉬를 켜고 대쉬보드에서 제스쳐를 보십시오.", [
            "“버젼을” is misspelled; write “버전을”", "“챠트와” is misspelled; write “차트와”", "“쥬얼리” is misspelled; write “주얼리”",
            "“쵸콜릿을” is misspelled; write “초콜릿을”", "“리프레쉬를” is misspelled; write “리프레시를”",
            "“대쉬보드에서” is misspelled; write “대시보드에서”", "“제스쳐를” is misspelled; write “제스처를”"]),
        ("ko", "가져오기가 쉬워요. 쉬운 방법으로 쉬세요. 하시죠.", []),
        ("ko", "이름이 쓰여졌습니다.", ["“쓰여졌습니다” is passive twice (되어지다, 보여지다); write “쓰였습니다”"]),
        ("ko", "볼륨을 높히십시오. 밝기를 낮혀서 스티커를 붙혔습니다.", ["“높히십시오” is misspelled; write “높이십시오”",
                                                "“낮혀서” is misspelled; write “낮춰서”", "“붙혔습니다” is misspelled; write “붙였습니다”"]),
        ("ko", "않되는 경우 않돼요.", ["“않되는” is misspelled; write “안 되는”", "“않돼요” is misspelled; write “안 돼요”"]),
        ("ko", "하지 않는 경우 않습니다.", []),
        ("ko", "동기화를 않하면 메일을 않 보내고 않했어요.", ["“않하면” is misspelled; write “안 하면”", "“않” is misspelled; write “안”",
                                              "“않했어요” is misspelled; write “안 했어요”"]),
        ("ko", "하지 않고 않아도 됩니다.", []),
        ("ko", "파일이 없슴. 권한이 있슴. 내일 뵈요. 어떻해요?", ["“없슴” is misspelled; write “없음”", "“있슴” is misspelled; write “있음”",
                                                "“뵈요” is misspelled; write “봬요”", "“어떻해요” is misspelled; write “어떻게 해요”"]),
        ("ko", "아니오. 아니요, 아닙니다.", ["“아니오” is misspelled; write “아니요”"]),
        // Any of a choice, -든지; a ㄹ form's -는지; words misspelt as they sound.
        ("ko", "무엇이던지 물어보고 언제던지 여세요. 업데이트가 될런지 확인하고 할런지도 봅니다.", [
            "“무엇이던지” is misspelled; write “무엇이든지”", "“언제던지” is misspelled; write “언제든지”",
            "“될런지” is misspelled; write “될는지”", "“할런지도” is misspelled; write “할는지도”"]),
        ("ko", "짜집기한 영상은 쉽상 얼만큼 보일지 모릅니다. 화살표가 가르키는 곳", [
            "“짜집기한” is misspelled; write “짜깁기한”", "“쉽상” is misspelled; write “십상”", "“얼만큼” is misspelled; write “얼마만큼”",
            "“가르키는” is misspelled; write “가리키는”"]),
        ("ko", "사용하던 앱이던지 모르겠습니다. 무엇이든지 물어보세요. 왜 그런지 모르겠습니다.", []),
        // 어제 and 밤 join with ㅅ (사이시옷).
        ("ko", "어제밤에 잠을 잤고 어제밤 기록을 봅니다. 어젯밤에는 잘 잤습니다.", ["“어제밤에” is misspelled; write “어젯밤에”",
                                                        "“어제밤” is misspelled; write “어젯밤”"]),
        // The suffix of rate as the sound before it wants: 율 after a vowel or ㄴ, 률 after another final.
        ("ko", "진행율과 달성율, 충전률이 표시됩니다.", ["“진행율과” is misspelled; write “진행률과”", "“달성율” is misspelled; write “달성률”",
                                        "“충전률이” is misspelled; write “충전율이”"]),
        ("ko", "진행률과 달성률, 사용률, 완료율, 충전율, 정답률이 표시됩니다. 비율과 확률도 봅니다.", []),
        // Loanwords as the standard writing has them, and the standard ones known.
        ("ko", "어플을 열어 캡쳐한 화일을 라이센스 서버로 보냅니다.", ["“어플을” is misspelled; write “앱을”", "“캡쳐한” is misspelled; write “캡처한”",
                                                   "“화일을” is misspelled; write “파일을”", "“라이센스” is misspelled; write “라이선스”"]),
        ("ko", "캐쉬를 지우고 캐시를 다시 만듭니다.", ["“캐쉬를” is misspelled; write “캐시를”"]),
        ("ko", "플래쉬를 켜고 타겟을 정한 뒤 블럭을 쌓아 써비스 센타에서 싸인합니다.", ["“플래쉬를” is misspelled; write “플래시를”",
                                                            "“타겟을” is misspelled; write “타깃을”", "“블럭을” is misspelled; write “블록을”",
                                                            "“써비스” is misspelled; write “서비스”", "“센타에서” is misspelled; write “센터에서”",
                                                            "“싸인합니다” is misspelled; write “사인합니다”"]),
        ("ko", "엑세스 권한과 밧데리, 콘트롤 센터를 확인합니다.", ["“엑세스” is misspelled; write “액세스”", "“밧데리” is misspelled; write “배터리”",
                                                 "“콘트롤” is misspelled; write “컨트롤”"]),
        ("ko", "숍에서 콘솔과 섬네일, 커스텀 윈도를 봅니다.", []),
        ("ko", "어플로 보내거나 어플로는 열고 어플이 닫힙니다.", ["“어플로” is misspelled; write “앱으로”", "“어플로는” is misspelled; write “앱으로는”",
                                                "“어플이” is misspelled; write “앱이”"]),
        ("ko", "어플리케이션에서 여세요.", ["“어플리케이션에서” is misspelled; write “앱에서”"]),
        // 다운받다 is spoken Korean; Apple's writes 다운로드하다, each form listed.
        ("ko", "앱을 다운받으세요. 다운받은 파일을 여십시오.", ["“다운받으세요” is misspelled; write “다운로드하세요”",
                                                "“다운받은” is misspelled; write “다운로드한”"]),
        // 켜다 written 키다; 키보드, 키우다 and the key (Shift 키를) are words of their own.
        ("ko", "설정에서 키거나 끌 수 있어요. 위치를 키면 정확해요.", ["“키거나” is misspelled; write “켜거나”", "“키면” is misspelled; write “켜면”"]),
        ("ko", "키보드에서 Shift 키를 누르고 식물을 키우세요.", []),
        // A double passive, whether Hunspell knows the word (저장되어지므로,
        // 보여지는) or not; a verb made passive once by 어지다 is right.
        ("ko", "기록은 저장되어지므로 목록에 보여지는 항목이 표시되어집니다.", [
            "“저장되어지므로” is passive twice (되어지다, 보여지다); write “저장되므로”",
            "“보여지는” is passive twice (되어지다, 보여지다); write “보이는”",
            "“표시되어집니다” is passive twice (되어지다, 보여지다); write “표시됩니다”"]),
        ("ko", "삭제되어져요. 생성되어진 파일에 쓰여진 이름이 변경되어졌습니다.", [
            "“삭제되어져요” is passive twice (되어지다, 보여지다); write “삭제돼요”",
            "“생성되어진” is passive twice (되어지다, 보여지다); write “생성된”",
            "“쓰여진” is passive twice (되어지다, 보여지다); write “쓰인”",
            "“변경되어졌습니다” is passive twice (되어지다, 보여지다); write “변경됐습니다”"]),
        ("ko", "문서가 잠겨져 있고 창이 열려진 채 닫혀졌습니다. 설정이 바뀌어지는 경우 쌓여진 알림이 읽혀집니다.", [
            "“잠겨져” is passive twice (되어지다, 보여지다); write “잠겨”",
            "“열려진” is passive twice (되어지다, 보여지다); write “열린”",
            "“닫혀졌습니다” is passive twice (되어지다, 보여지다); write “닫혔습니다”",
            "“바뀌어지는” is passive twice (되어지다, 보여지다); write “바뀌는”",
            "“쌓여진” is passive twice (되어지다, 보여지다); write “쌓인”",
            "“읽혀집니다” is passive twice (되어지다, 보여지다); write “읽힙니다”"]),
        ("ko", "만들어진 목록이 나누어지고 정해진 순서로 보여요. 개선의 여지가 있어요. 그려진 그림과 켜져 있는 화면, 밝혀진 사실, 숨겨진 파일", []),
    ])
    func knownMisspellingsNameTheWordMeant(_ language: String, _ text: String, _ expected: [String]) throws {
        let other = language == "en" ? "ko" : "en"
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><string id="s"><text xml:lang="\(language)">\(text)</text><text xml:lang="\(other)">x</text></string></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [SpellingRule.self])
            .filter { $0.language == language }
        #expect(found.map(\.message) == expected)
        let (bytes, _) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        let fixed = try RuleExampleRunner.diagnostics(of: String(decoding: bytes, as: UTF8.self), config: Config(), rules: [SpellingRule.self])
        #expect(fixed.filter { $0.language == language && $0.fix != nil }.isEmpty)
    }

    /// A Korean word that is only a bound noun run together with the word
    /// before it (삭제할수) is ko.spacing's to report, with its fix, when
    /// that rule runs on the text: spelling said the same again. A typo in
    /// a part, ko.spacing turned off or ignored, and spelling reports it.
    @Test func boundNounsRunTogetherAreLeftToSpacing() throws {
        func findings(_ text: String, ignore: String? = nil, spacing: Severity? = nil) throws -> [String] {
            try Self.findings(text, "ko", with: KoreanSpacingRule.self, ignore: ignore, severity: spacing)
        }
        #expect(try findings("메모를 삭제할수 있습니다. 저장한것을 엽니다.") == ["ko.spacing", "ko.spacing"])
        // A word of time run into 후 or 전, and a sort order's adjective into 순.
        #expect(try findings("잠시후 다시 시도하고 방금전에 저장한 파일을 가격 낮은순으로 보십시오.") == ["ko.spacing", "ko.spacing", "ko.spacing"])
        #expect(try findings("메모를 삭재할수 있습니다.") == ["spelling", "ko.spacing"], "a typo in a part")
        // A span counted by a Korean numeral, run into 후 or 뒤.
        #expect(try findings("몇 분후에 다시 시도하고 두 시간뒤에 보십시오.") == ["ko.spacing", "ko.spacing"])
        #expect(try findings("몇 분후에 다시 시도하십시오.", spacing: .off) == ["spelling"])
        #expect(try findings("메모를 삭제할수 있습니다.", spacing: .off) == ["spelling"])
        #expect(try findings("메모를 삭제할수 있습니다.", ignore: "ko.spacing") == ["spelling"])
        // 지 (since) is told by the span of time after it.
        #expect(try findings("앱을 사용한지 1년이 지났습니다.") == ["ko.spacing"])
        #expect(try findings("앱을 사용한지 확인하세요.") == ["spelling"])
        #expect(try findings("앱을 사용한지 1년이 지났습니다.", spacing: .off) == ["spelling"])
        // -지 and 않다 run together: spelling had said "written apart, 하지 않습니다 is" with no fix.
        #expect(try findings("영업을 하지않습니다.") == ["ko.spacing"])
        #expect(try findings("영업을 하지않습니다.", spacing: .off) == ["spelling"])
        #expect(try findings("영업을 핳지않습니다.") == ["spelling"], "a typo in a part")
        // Words joined by ㆍ for a middle dot: ko.punct's, which writes ·.
        #expect(try Self.findings("사진ㆍ동영상", "ko", with: KoreanPunctuationRule.self, ignore: nil, severity: nil) == ["ko.punct"])
        #expect(try Self.findings("사진ㆍ동영상", "ko", with: KoreanPunctuationRule.self, ignore: nil, severity: .off) == ["spelling"])
        // 안 and 하다 run together: the same.
        #expect(try findings("자동 잠금: 사용 안함") == ["ko.spacing"])
        #expect(try findings("자동 잠금: 사용 안함", spacing: .off) == ["spelling"])
    }

    /// A verb's -ㄹ form run into 거예요 (시작될거에요) is ko.future-tense's,
    /// which names the present tense; a typo in the verb, or the rule off,
    /// and spelling reports it.
    @Test func futureRunTogetherIsLeftToItsRule() throws {
        func findings(_ text: String, ignore: String? = nil, future: Severity? = nil) throws -> [String] {
            try Self.findings(text, "ko", with: KoreanFutureTenseRule.self, ignore: ignore, severity: future)
        }
        #expect(try findings("곧 시작될거에요. 저장할거예요.") == ["ko.future-tense", "ko.future-tense"])
        #expect(try findings("곧 시잗될거에요.") == ["spelling", "ko.future-tense"], "a typo in the verb")
        #expect(try findings("곧 시작될거에요.", future: .off) == ["spelling"])
        #expect(try findings("곧 시작될거에요.", ignore: "ko.future-tense") == ["spelling"])
    }

    /// A Korean word whose particle disagrees with the sound before it
    /// (목록를, 책상예요) is ko.particle's, which names the particle to
    /// write; a typo in the noun, or ko.particle off, and spelling reports it.
    @Test func disagreeingParticlesAreLeftToTheirRule() throws {
        func findings(_ text: String, ignore: String? = nil, particles: Severity? = nil) throws -> [String] {
            try Self.findings(text, "ko", with: ParticleAgreementRule.self, ignore: ignore, severity: particles)
        }
        #expect(try findings("목록를 여세요. 연필으로 쓰세요. 책상예요.") == ["ko.particle", "ko.particle", "ko.particle"])
        #expect(try findings("목룩를 여세요.") == ["spelling"], "a typo in the noun")
        // 연필, not 목록: a word of a termbase term (허용 목록) takes any particle.
        #expect(try findings("연필를 쓰세요.", particles: .off) == ["spelling"])
        #expect(try findings("연필를 쓰세요.", ignore: "ko.particle") == ["spelling"])
        // A vocative's 아 is ko.particle's only where a name is called; 지정해아 is a misspelt 지정해야.
        #expect(try findings("옵션을 지정해아 합니다.") == ["spelling"])
        #expect(try findings("안녕, 지수아!") == ["ko.particle"])
    }

    /// A Korean verb a list gives (쓸어넘기다, in helpc's own list) is
    /// accepted in its forms, however its endings fuse with its last
    /// syllable: what comes before the dictionary verb it ends in (넘기다)
    /// is kept, and Hunspell judges the rest as that verb's form.
    @Test func listedKoreanVerbsTakeTheirLastVerbsEndings() throws {
        #expect(try Self.misspelled("메모를 쓸어넘기면 고정됩니다. 위로 쓸어올리십시오. 쓸어올려 닫고 쓸어넘겼습니다.", "ko").isEmpty)
        #expect(try Self.misspelled("메모를 쓸어넘기멵 위로 쓸어올리세욧.", "ko") == ["쓸어넘기멵", "쓸어올리세욧"])
        #expect(try Self.misspelled("사진을 쓸어고치세요.", "ko") == ["쓸어고치세요"], "쓸어 and a verb that is not the listed one's")
        #expect(try Self.misspelled("사진을 끌어넘기면 됩니다.", "ko") == ["끌어넘기면"])
        #expect(try Self.misspelled("사진을 끌어넘기면 됩니다.", "ko", projectWords: ["끌어넘기다"]).isEmpty)
        // 숨겨지다 ends in 지다 and in 겨지다, which hunspell-ko also takes: each is tried.
        #expect(try Self.misspelled("숨겨진 파일이 숨겨집니다. 숨겨졌습니다. 숨겨져 있습니다.", "ko").isEmpty)
        #expect(try Self.misspelled("파일이 숨겨짔니다.", "ko") == ["숨겨짔니다"])
    }

    /// A Korean compound run together (잠금화면) is reported with the two
    /// words written apart, as Apple's Korean writes them; words run
    /// together after a particle or an ending, and typos, get no such hint.
    @Test func koreanCompoundsRunTogetherAreShownApart() throws {
        let speller = Speller.standard
        #expect(speller.writtenApart("잠금화면", language: "ko") == "잠금 화면")
        #expect(speller.writtenApart("본인인증을", language: "ko") == "본인 인증을")
        #expect(speller.writtenApart("검색창에서", language: "ko") == "검색 창에서")
        #expect(speller.writtenApart("사진이예요", language: "ko") == nil, "a copula joins its noun")
        #expect(speller.writtenApart("홈화면", language: "ko") == "홈 화면")
        #expect(speller.writtenApart("입력칸에", language: "ko") == "입력 칸에")
        // A particle run together with the word it leads into is split after the particle.
        #expect(speller.writtenApart("다음과같이", language: "ko") == "다음과 같이")
        #expect(speller.writtenApart("설정에따라", language: "ko") == "설정에 따라")
        #expect(speller.writtenApart("사용자를위해", language: "ko") == "사용자를 위해")
        // 音 and 欄 join the noun before them.
        #expect(speller.writtenApart("잠금해제", language: "ko") == "잠금 해제")
        // 시키다 and 당하다 join their noun as 되다 does.
        for word in ["목록을저장", "저장하고삭제", "저장합니닥", "데스크탑", "파일으로", "안내음", "댓글란에", "저장되였습니다",
                     "동기화시키면", "동기화시켰습니다", "동기화당한", "사용한지", "저장한뒤", "설치할줄"] {
            #expect(speller.writtenApart(word, language: "ko") == nil, "\(word)")
        }
        #expect(speller.writtenApart("lockscreen", language: "en") == nil)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><string id="s"><text xml:lang="ko">잠금화면을 여세요.</text><text xml:lang="en">Open the Lock Screen.</text></string>
            <string id="t"><text xml:lang="ko">설정앱을 열고 사진앱에서 고르세요.</text><text xml:lang="en">Open Settings and choose in Photos.</text></string></help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let messages = try RuleEngine.bundled(rules: [SpellingRule.self]).check(project).diagnostics.map(\.message)
        // An app is named with 앱 apart, as Apple's Korean writes it (앱 is a word of helpc's list).
        #expect(messages == ["“잠금화면을” is not in the ko dictionary, the termbase or content/words.txt; written apart, “잠금 화면을” is",
                             "“설정앱을” is not in the ko dictionary, the termbase or content/words.txt; written apart, “설정 앱을” is",
                             "“사진앱에서” is not in the ko dictionary, the termbase or content/words.txt; written apart, “사진 앱에서” is"])
    }

    /// The shapes are told apart by syllables, the parts judged by the
    /// speller handed in.
    @Test func koreanFormsAreSplitWhereTheirPartsMeet() {
        var asked: [String] = []
        let known: Set<String> = ["지금까지", "채워", "이루어집니다", "보여", "저장되어"]
        let spell = { (word: String) -> Bool in asked.append(word); return known.contains(word) }
        #expect(KoreanFormsHunspellLacks.accepts("지금까지의", spell: spell))
        #expect(KoreanFormsHunspellLacks.accepts("채워집니다", spell: spell))
        #expect(asked == ["지금까지", "채워", "이루어집니다"])
        asked = []
        #expect(!KoreanFormsHunspellLacks.accepts("보여집니다", spell: spell), "ㅕ: a double passive")
        #expect(!KoreanFormsHunspellLacks.accepts("저장되어집니다", spell: spell), "되어: a double passive")
        #expect(!asked.contains("보여") && !asked.contains("저장되어"), "neither is taken apart before 지다")
        #expect(!KoreanFormsHunspellLacks.accepts("오늘의", spell: spell), "의 after no particle is Hunspell's")
        #expect(!KoreanFormsHunspellLacks.accepts("까지의", spell: spell), "a particle alone")
        #expect(!KoreanFormsHunspellLacks.accepts("Mac까지의", spell: spell), "not all syllables")
        #expect(!KoreanFormsHunspellLacks.accepts("채워지갑", spell: spell), "지갑 is no form of 지다")
        asked = []
        let passive: Set<String> = ["승인하다", "인정받으려면", "차단하다", "차단당한"]
        let spellPassive = { (word: String) -> Bool in asked.append(word); return passive.contains(word) }
        #expect(KoreanFormsHunspellLacks.accepts("승인받으려면", spell: spellPassive))
        #expect(KoreanFormsHunspellLacks.accepts("차단당한", spell: spellPassive))
        #expect(asked == ["승인하다", "인정받으려면", "차단하다", "차단당한"])
        #expect(!KoreanFormsHunspellLacks.accepts("승받으려면", spell: spellPassive), "a noun of one syllable")
        #expect(KoreanFormsHunspellLacks.isInfinitiveEnding("켜") && KoreanFormsHunspellLacks.isInfinitiveEnding("며"))
        #expect(!["겨", "려", "여", "혀", "돼", "집"].contains(where: { KoreanFormsHunspellLacks.isInfinitiveEnding($0) }))
        #expect(!asked.contains("지금까지") && !asked.contains("까지"))
    }

    /// The byte path for words of ASCII and Hangul finds the parts the
    /// `Character` path finds, after whatever character comes before.
    @Test func bytePartsAgreeWithCharacterParts() {
        var numbers = SeededNumbers(seed: 9)
        let pieces = ["a", "Q", "x", "7", "-", "'", "’", "한", "글", "을", "%", "é", "e\u{301}", "ㄱ", "_"]
        let befores: [Character] = [" ", "a", "Z", "3", "@", "가", "é", "٣", "(", "ㄱ"]
        var read = 0
        for _ in 0..<4000 {
            let text = numbers.text(of: pieces, fewerThan: 9)
            let before = befores[numbers.next() % befores.count]
            let segment = TextSegments.Segment(text: text, offset: numbers.next() % 2)
            let attaches = { (_: Int) in SpellingRule.attachesParticle(before) }
            guard let fast = SpellingRule.asciiOrHangulPart(of: segment, attachesParticle: attaches) else { continue }
            read += 1
            let slow = SpellingRule.partByCharacter(of: segment, attachesParticle: attaches)
            #expect(fast?.0 == slow?.0 && fast?.1 == slow?.1, "\(text) after \(before)")
        }
        #expect(read > 500)
    }

    /// What a scalar says about the word after it is what its character says.
    @Test func particleAttachmentByScalarAgreesWithCharacter() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(SpellingRule.attachesParticle(scalar) == SpellingRule.attachesParticle(Character(scalar)), "U+\(String(value, radix: 16))")
        }
    }
}
