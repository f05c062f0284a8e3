import Foundation

/// Eleven regular shapes of Korean words that hunspell-ko rejects though
/// standard orthography writes them as one word, and UI copy uses them
/// all the time:
///
/// - a particle followed by 의 (지금까지의 기록, 기기에서의 설정, 친구에게의
///   초대): hunspell-ko takes 의 after a noun (오늘의) and after 와, 과 and
///   으로, but not after 까지, 에서, 에게, 부터 and the rest;
/// - a particle or 어서 followed by an auxiliary particle: 든, 든지, 나,
///   라도, 도, 만, 처럼, 까지, 부터 or 만큼 (어디서든, 앱에서든, 누구에게든지, 이메일로든,
///   어디에서나, 어떻게 해서든): hunspell-ko takes some (누구에게나,
///   기기에서만) and rejects the rest;
/// - the auxiliary particle 만 (only) followed by a case particle (단계만으로,
///   사진만을, 설정만은, 앱만으로는, 사진만이라도): hunspell-ko takes 만 after
///   a noun and some particles after it (이것만이, 사진만의) and rejects the
///   rest;
/// - a verb's 아/어 form followed by 지다 (채워집니다, 만들어진, 정해지면,
///   어두워집니다): hunspell-ko knows the lexicalized ones (이루어지다,
///   알려지다) and rejects the others;
/// - a noun that takes 하다 followed by the passive suffix 받다 or 당하다,
///   the causative suffix 시키다 or the humble suffix 드리다 (승인받으려면,
///   초대받은, 인증받은 기기, 해킹당한 계정, 연결시키면, 안내드립니다): the dictionary lists these suffixes as parts
///   of a word, and hunspell-ko knows some such words (인정받은, 차단당한,
///   발전시키면) and rejects the rest; 당하다 follows any noun it knows
///   (피싱당할);
/// - a name of two syllables or more followed by 행 (bound for: 도쿄행,
///   서울행으로): hunspell-ko knows a few (미국행) and rejects the rest;
/// - a noun followed by the suffix 별 (by), 씩 (each), 순 (in order of), 들 (the plural), 님 (the honorific) or 식 (the style of),
///   or by 길 (the way: 출퇴근길, 산책길에) or 팀 (지원팀에), with or without a particle
///   (날짜별로, 항목별, 하나씩, 두 줄씩만, 최신순으로, 이름순): hunspell-ko
///   knows a few lexicalized ones (월별로, 종류별, 조금씩, 가나다순,
///   출근길) and rejects the rest;
/// - a verb's 아/어 form followed by the auxiliary verb 주다, 드리다, 보다,
///   두다 or 놓다 (확인해주세요, 기다려주십시오, 눌러보세요, 열어두세요):
///   standard orthography writes it apart (확인해 주세요) and allows it
///   joined, and hunspell-ko knows only some joined ones (해주세요,
///   열어보세요);
/// - a noun followed by a form of 하다 or 되다 (플레이하려면, 드리프트해요,
///   스트리밍됩니다): standard orthography joins 하다 and 되다 to the noun
///   as suffixes, and hunspell-ko lists them only with the nouns it marks
///   for them, Sino-Korean ones mostly, not the loanwords of UI and games;
/// - a noun followed by the suffix 율 or 률 (rate), as the sound before it
///   wants: 율 after a vowel or ㄴ (완료율, 충전율), 률 after any other
///   final consonant (진행률, 달성률, 사용률): hunspell-ko knows a few
///   (할인율, 성공률) and rejects the rest, which progress and statistics
///   screens use all the time; the form that disagrees (진행율) stays
///   reported, and `KnownMisspellings` names the one meant;
/// - a Sino-Korean prefix joined to a noun: 미 (not yet: 미분류, 미결제,
///   미완료), 재 (again: 재시도, 재연결하세요, 재동기화됩니다), 비 (non-:
///   비활성), 무 (without: 무제한) or 불 (un-: 불일치): standard
///   orthography joins a prefix to its word, and hunspell-ko knows some
///   such words (미확인, 재분류) and rejects the rest, which settings and
///   status labels use all the time.
///
/// Each is accepted only when Hunspell accepts its parts: the word before
/// 의 or the auxiliary particle with its particle, the word with 만 before a
/// case particle, the 아/어 form alone with the same 지다 ending on
/// a verb it knows (이루어집니다), the noun with 하다 (승인하다) with
/// the same form of 받다, 당하다 or 시키다 after a noun it knows takes it
/// (인정받으려면, 차단당한), and the noun with 을 or 를 (날짜를), as only a
/// noun takes them, with what follows it after a noun it knows takes the
/// same suffix (월별로, 조금씩만; 정리하려면, 정리됩니다), so a typo in
/// either part is still reported.
/// The 아/어 form before an auxiliary verb is asked alone and must not take
/// 를, as a noun does: 사과주세요 is 사과 주세요 run together, and stays
/// reported. After a prefix, the rest must be a word `spell` or one of the
/// other ten shapes accepts and must start with a noun of two syllables
/// or more (분류를, 연결하세요) that is no verb's 기 or 음 form: 불켜기 is
/// 불 켜기 run together.
/// A double passive — 보여지다, 쓰여지다, 되어지다, which Korean style
/// guides correct to 보이다, 쓰이다, 되다 — is not accepted here: the 아/어
/// forms of passive stems (보여, 잡혀, 열려, 안겨: 겨, 려, 여, 혀) and 되어,
/// 돼 are not taken apart, and `KnownMisspellings` names the form meant
/// where Hunspell accepts one (되어지므로). The shape cannot
/// tell a causative stem from a passive one, so 밝혀지다 is Hunspell's to
/// judge too (it knows it).
enum KoreanFormsHunspellLacks {
    /// Whether `word` is one of the eleven shapes with parts `spell` accepts.
    /// `dictionary` (Hunspell alone, without the termbase's and the
    /// project's nouns, which `spell` takes with any ending) says which
    /// nouns take 하다.
    static func accepts(_ word: String, spell: (String) -> Bool, dictionary: ((String) -> Bool)? = nil) -> Bool {
        let syllables = Array(word.unicodeScalars)
        guard syllables.count >= 2, syllables.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) else { return false }
        return withoutPrefix(syllables, spell: spell, dictionary: dictionary)
            || prefixThenNoun(syllables, spell: spell) { withoutPrefix($0, spell: spell, dictionary: dictionary) }
    }

    /// The ten shapes that are not a prefix's.
    private static func withoutPrefix(_ syllables: [Unicode.Scalar], spell: (String) -> Bool,
                                      dictionary: ((String) -> Bool)?) -> Bool {
        func isNoun(_ noun: String) -> Bool {
            let withObject = noun + ((noun.unicodeScalars.last!.value - 0xAC00) % 28 == 0 ? "를" : "을")
            return dictionary.map { $0(withObject) } ?? spell(withObject)
        }
        return particleThenPossessive(syllables, spell: spell) || particleThenAuxiliary(syllables, spell: spell)
            || onlyThenCaseParticle(syllables, spell: spell)
            || verbThenJida(syllables, spell: spell)
            || nounThenPassiveSuffix(syllables, spell: spell, takesHada: { noun in
                dictionary.map { $0(noun + "하다") } ?? spell(noun + "하다")
            }, isNoun: isNoun)
            || nounThenNounSuffix(syllables, spell: spell)
            || nounThenDestination(syllables, spell: spell)
            || verbThenAuxiliary(syllables, spell: spell)
            || nounThenHadaOrDoeda(syllables, spell: spell, isNoun: isNoun)
            || nounThenRate(syllables, spell: spell, isNoun: isNoun)
    }

    /// Whether `syllables` are a noun of two syllables or more and the
    /// suffix 율 or 률 that agrees with its last sound, with what follows
    /// it taken after 할인율 or 성공률, words hunspell-ko knows.
    private static func nounThenRate(_ syllables: [Unicode.Scalar], spell: (String) -> Bool, isNoun: (String) -> Bool) -> Bool {
        guard syllables.count >= 3 else { return false }
        for split in 2..<syllables.count where syllables[split] == "율" || syllables[split] == "률" {
            guard syllables[split] == rateSuffix(after: syllables[split - 1]) else { continue }
            let noun = String(String.UnicodeScalarView(syllables[..<split]))
            let rest = String(String.UnicodeScalarView(syllables[(split + 1)...]))
            if isNoun(noun) && spell((syllables[split] == "율" ? "할인율" : "성공률") + rest) { return true }
        }
        return false
    }

    /// 율 after a syllable with no final consonant or with ㄴ, 률 after any other.
    static func rateSuffix(after syllable: Unicode.Scalar) -> Unicode.Scalar {
        let final = (syllable.value - 0xAC00) % 28
        return final == 0 || final == 4 ? "율" : "률"
    }

    /// The Sino-Korean prefixes joined to the noun they qualify: 미 (未),
    /// 재 (再), 비 (非), 무 (無) and 불 (不).
    static let nounPrefixes: Set<Unicode.Scalar> = ["미", "재", "비", "무", "불"]

    private static func prefixThenNoun(_ syllables: [Unicode.Scalar], spell: (String) -> Bool,
                                       otherShape: ([Unicode.Scalar]) -> Bool) -> Bool {
        guard syllables.count >= 3, nounPrefixes.contains(syllables[0]) else { return false }
        let rest = Array(syllables.dropFirst())
        let startsWithNoun = (2...rest.count).contains { end in
            let noun = String(String.UnicodeScalarView(rest[..<end]))
            return spell(noun + ((rest[end - 1].value - 0xAC00) % 28 == 0 ? "를" : "을"))
                && !isVerbsNounForm(rest[..<end], spell: spell)
        }
        guard startsWithNoun else { return false }
        return spell(String(String.UnicodeScalarView(rest))) || otherShape(rest)
    }

    /// Whether `noun` is a verb's 기, 음 or ㅁ form (켜기, 읽음, 켬), which
    /// takes 을/를 as a noun does but is a verb a prefix never joins.
    private static func isVerbsNounForm(_ noun: ArraySlice<Unicode.Scalar>, spell: (String) -> Bool) -> Bool {
        guard let last = noun.last else { return false }
        let stem: [Unicode.Scalar]
        switch last {
        case "기", "음": stem = Array(noun.dropLast())
        case _ where (last.value - 0xAC00) % 28 == 16: stem = Array(noun.dropLast()) + [Unicode.Scalar(last.value - 16)!]
        default: return false
        }
        return !stem.isEmpty && spell(String(String.UnicodeScalarView(stem)) + "다")
    }

    /// The first syllables of the forms of 하다 (하려면, 해요, 했습니다,
    /// 합니다, 한, 할, 함) and 되다 (되면, 돼요, 됐습니다, 됩니다, 된, 될,
    /// 됨), each with a noun whose joined forms hunspell-ko knows.
    static let hadaAndDoedaStarts: [Unicode.Scalar: String] = [
        "하": "정리", "해": "정리", "했": "정리", "합": "정리", "한": "정리", "할": "정리", "함": "정리",
        "되": "정리", "돼": "정리", "됐": "정리", "됩": "정리", "된": "정리", "될": "정리", "됨": "정리",
    ]

    /// A noun of two syllables or more the dictionary knows takes 을 or 를
    /// (플레이를): of one syllable, 안하면 and 못하면 are adverbs run into
    /// the verb, which the dictionary does not take for nouns but copy
    /// writes apart too often to let pass by their shape.
    private static func nounThenHadaOrDoeda(_ syllables: [Unicode.Scalar], spell: (String) -> Bool,
                                            isNoun: (String) -> Bool) -> Bool {
        nounThenSuffix(syllables, hadaAndDoedaStarts, shortest: 2, spell: spell, isNoun: isNoun)
    }

    /// The first syllables of the forms of 주다 (주세요, 줘요, 줬습니다,
    /// 줍니다, 준, 줄), 드리다 (드립니다, 드려요), 보다 (보세요, 봐요, 봤,
    /// 봅니다, 본, 볼), 두다 (두세요, 둬요, 뒀, 둡니다, 둔, 둘) and 놓다
    /// (놓으세요, 놔, 놨).
    static let auxiliaryStarts: Set<Unicode.Scalar> = [
        "주", "줘", "줬", "줍", "준", "줄", "드", "보", "봐", "봤", "봅", "본", "볼",
        "두", "둬", "뒀", "둡", "둔", "둘", "놓", "놔", "놨",
    ]

    private static func verbThenAuxiliary(_ syllables: [Unicode.Scalar], spell: (String) -> Bool) -> Bool {
        for split in 1..<syllables.count where auxiliaryStarts.contains(syllables[split]) {
            guard endsAOForm(syllables[split - 1]) else { continue }
            let verb = String(String.UnicodeScalarView(syllables[..<split]))
            let auxiliary = String(String.UnicodeScalarView(syllables[split...]))
            if spell(verb) && !spell(verb + "를") && spell(auxiliary) { return true }
        }
        return false
    }

    /// A syllable with no final consonant whose vowel ends a verb's 아/어
    /// form, passive stems' included (보여주세요, 열려 있다): ㅏ, ㅐ, ㅓ, ㅕ,
    /// ㅘ, ㅙ, ㅝ.
    static func endsAOForm(_ syllable: Unicode.Scalar) -> Bool {
        let value = syllable.value
        guard (0xAC00...0xD7A3).contains(value), (value - 0xAC00) % 28 == 0 else { return false }
        return [0, 1, 4, 6, 9, 10, 14].contains(((value - 0xAC00) / 28) % 21)
    }

    /// The suffixes 별, 씩 and 순, and 길 (the way to or of: 출퇴근길,
    /// 산책길), each with a noun hunspell-ko knows joined to it with every
    /// particle that may follow (월별로, 월별의; 조금씩만, 조금씩은;
    /// 가나다순으로, 가나다순입니다; 출근길에, 출근길처럼). A particle after
    /// the suffix fits the suffix's own final consonant, whatever the
    /// noun's, so the known word is asked as it is. Sorting menus are where
    /// 순 is met most: 최신순, 이름순, 날짜순으로 정렬. hunspell-ko knows
    /// 출근길 and 퇴근길 but not 출퇴근길, 산책길 or 통근길, which the
    /// dictionary writes as one word as it does them. 팀 joins the noun
    /// that names a team's work (지원팀, 개발팀에, 지원팀장), and
    /// hunspell-ko knows no such word; 팀 itself, and 팀장 and 팀원 after
    /// it, are words it knows. 용 (for a use: 채색용, 학습용으로, 테스트용)
    /// follows any noun; hunspell-ko knows some such words (휴대용, 업무용)
    /// and none of the many a project's copy makes. 당 (per: 캔버스당,
    /// 사용자당, 페이지당으로) follows any noun too, and hunspell-ko knows
    /// only a few such words (일당, 주당), each as a noun of its own, whose
    /// particles it takes as the suffix's. The plural suffix 들 (노래들,
    /// 재생목록들을) follows any noun, and hunspell-ko knows it after some
    /// (사진들, 파일들) and not others (노래들); whether the plural is
    /// needed at all is `ko.counted-plural`'s to say. The honorific 님
    /// (기사님께, 회원님의, 판매자님) follows a noun of a person, and
    /// hunspell-ko knows a few such words (선생님) and none of those of
    /// shops, rides and services. 식 (the style or way of: 미국식 날짜,
    /// 자동식) follows a noun too, and hunspell-ko knows some (한국식,
    /// 서양식으로).
    static let nounSuffixes: [Unicode.Scalar: String] = ["별": "월", "씩": "조금", "순": "가나다", "길": "출근", "팀": "", "용": "휴대",
                                                         "당": "일", "들": "사진", "님": "선생", "식": "서양"]

    private static func nounThenNounSuffix(_ syllables: [Unicode.Scalar], spell: (String) -> Bool) -> Bool {
        nounThenSuffix(syllables, nounSuffixes, shortest: 1, spell: spell) { takesObjectParticle($0, spell: spell) }
    }

    /// Whether `spell` takes `noun` with 을 or 를, as only a noun is taken.
    private static func takesObjectParticle(_ noun: String, spell: (String) -> Bool) -> Bool {
        spell(noun + ((noun.unicodeScalars.last!.value - 0xAC00) % 28 == 0 ? "를" : "을"))
    }

    /// 행 (bound for) after a name of two syllables or more, with the
    /// particles that follow (도쿄행, 서울행을, 부산행으로), taken after 미국행,
    /// which hunspell-ko knows. A noun of one syllable is left out: 방행
    /// (방향 mistyped) would be 방 and 행.
    static let destinationSuffix: [Unicode.Scalar: String] = ["행": "미국"]

    private static func nounThenDestination(_ syllables: [Unicode.Scalar], spell: (String) -> Bool) -> Bool {
        nounThenSuffix(syllables, destinationSuffix, shortest: 2, spell: spell) { takesObjectParticle($0, spell: spell) }
    }

    /// The passive, causative and humble suffixes by their first syllable,
    /// each with a noun whose joined forms hunspell-ko knows (인정받는,
    /// 인정받으려면; 차단당한, 차단당했습니다; 발전시키면, 발전시켜요;
    /// 말씀드립니다, 말씀드릴게요): a form is judged joined to that noun, so
    /// 받침, 당원 or 시간 after a noun is not taken for one.
    static let passiveSuffixes: [Unicode.Scalar: String] = ["받": "인정", "당": "차단", "시": "발전", "드": "말씀"]

    /// 받다, 시키다 and the humble 드리다 (안내드립니다, 연락드릴게요,
    /// 부탁드려요: a suffix, joined, in standard orthography) follow only a
    /// noun the dictionary says takes 하다:
    /// after another 받다 is the verb, written apart (알림 받기, not
    /// 알림받기). 당하다
    /// follows any noun the dictionary knows: the nouns UI copy puts before
    /// it are deeds (피싱당할, 스팸당한), often loanwords hunspell-ko lists
    /// without 하다, and written apart they are what the spelling check
    /// would have offered and standard orthography does not write.
    private static func nounThenPassiveSuffix(_ syllables: [Unicode.Scalar], spell: (String) -> Bool,
                                              takesHada: (String) -> Bool, isNoun: (String) -> Bool) -> Bool {
        // A noun of two syllables or more: of one (벌받다, 상받다) the
        // dictionary lists the words it makes.
        nounThenSuffix(syllables, suffixesAfterVerbalNouns, shortest: 2, spell: spell, isNoun: takesHada)
            || nounThenSuffix(syllables, sufferingSuffix, shortest: 2, spell: spell) { takesHada($0) || isNoun($0) }
    }

    private static let suffixesAfterVerbalNouns = passiveSuffixes.filter { $0.key != "당" }
    private static let sufferingSuffix = passiveSuffixes.filter { $0.key == "당" }

    /// Whether `syllables`, cut before a syllable `suffixes` names with at
    /// least `shortest` syllables before it, are a noun `isNoun` takes and
    /// a suffix `spell` takes after that suffix's known noun.
    private static func nounThenSuffix(_ syllables: [Unicode.Scalar], _ suffixes: [Unicode.Scalar: String], shortest: Int,
                                       spell: (String) -> Bool, isNoun: (String) -> Bool) -> Bool {
        guard syllables.count > shortest else { return false }
        for split in shortest..<syllables.count {
            guard let known = suffixes[syllables[split]] else { continue }
            let noun = String(String.UnicodeScalarView(syllables[..<split]))
            let suffix = String(String.UnicodeScalarView(syllables[split...]))
            if isNoun(noun) && spell(known + suffix) { return true }
        }
        return false
    }

    /// Particles that 의 follows in standard Korean but hunspell-ko does not
    /// accept it after; longest first.
    static let particlesBeforePossessive: [String] = [
        "으로부터", "으로서", "로부터", "에게서", "까지", "에서", "에게", "부터", "로서", "만",
    ]

    private static func particleThenPossessive(_ syllables: [Unicode.Scalar], spell: (String) -> Bool) -> Bool {
        guard syllables.last == "의" else { return false }
        let before = String(String.UnicodeScalarView(syllables.dropLast()))
        guard let particle = particlesBeforePossessive.first(where: { before.hasSuffix($0) }),
              before.unicodeScalars.count > particle.unicodeScalars.count else { return false }
        return spell(before)
    }

    /// Auxiliary particles that follow a case particle; longest first.
    /// Each particle of `particlesBeforeAuxiliary` ends in a vowel, so 나
    /// and 라도 are the forms that follow (이나 and 이라도 follow a consonant).
    /// 처럼, 까지, 부터 and 만큼 follow one too (기기에서처럼, 앱에서까지,
    /// 서버로부터); not 보다, whose forms after 해서 are the verb's too.
    static let auxiliaryParticles: [String] = ["든지", "라도", "처럼", "까지", "부터", "만큼", "든", "나", "도", "만"]

    /// Case particles an auxiliary particle follows, and 서 (어디서, 해서);
    /// longest first. 만 is left out: 만든 is a form of 만들다.
    static let particlesBeforeAuxiliary: [String] = [
        "에게서", "에서", "에게", "한테", "부터", "까지", "으로", "로", "서",
    ]

    private static func particleThenAuxiliary(_ syllables: [Unicode.Scalar], spell: (String) -> Bool) -> Bool {
        let word = String(String.UnicodeScalarView(syllables))
        for auxiliary in auxiliaryParticles where word.hasSuffix(auxiliary) {
            let before = String(String.UnicodeScalarView(word.unicodeScalars.dropLast(auxiliary.unicodeScalars.count)))
            if let particle = particlesBeforeAuxiliary.first(where: { before.hasSuffix($0) }),
               before.unicodeScalars.count > particle.unicodeScalars.count, spell(before) {
                return true
            }
        }
        return false
    }

    /// Case particles that follow the auxiliary particle 만 (단계만으로,
    /// 사진만을); longest first. Hunspell takes 이 and 의 after 만 itself.
    static let particlesAfterOnly: [String] = ["으로는", "으로도", "이라도", "으로", "에게", "을", "은", "에"]

    private static func onlyThenCaseParticle(_ syllables: [Unicode.Scalar], spell: (String) -> Bool) -> Bool {
        let word = String(String.UnicodeScalarView(syllables))
        guard let particle = particlesAfterOnly.first(where: { word.hasSuffix("만" + $0) }) else { return false }
        let withOnly = String(String.UnicodeScalarView(syllables.dropLast(particle.unicodeScalars.count)))
        return withOnly.unicodeScalars.count > 1 && spell(withOnly)
    }

    /// The first syllables of 지다's forms: 지는, 져서, 졌습니다, 집니다, 진, 질, 짐.
    static let jidaStarts: Set<Unicode.Scalar> = ["지", "져", "졌", "집", "진", "질", "짐"]

    /// A verb whose 아/어 form hunspell-ko joins to every form of 지다.
    static let knownJidaVerb = "이루어"

    private static func verbThenJida(_ syllables: [Unicode.Scalar], spell: (String) -> Bool) -> Bool {
        for split in 1..<syllables.count where jidaStarts.contains(syllables[split]) {
            guard isInfinitiveEnding(syllables[split - 1]),
                  !(split >= 2 && syllables[split - 2] == "되" && syllables[split - 1] == "어") else { continue }
            let verb = String(String.UnicodeScalarView(syllables[..<split]))
            let jida = String(String.UnicodeScalarView(syllables[split...]))
            if spell(verb) && spell(knownJidaVerb + jida) { return true }
        }
        return false
    }

    /// A syllable with no final consonant whose vowel ends a verb's 아/어
    /// form: ㅏ (좋아), ㅐ (정해), ㅓ (만들어), ㅘ (봐), ㅝ (채워), ㅕ (켜, 꾸며).
    /// Left out: ㅙ (돼), and 겨, 려, 여 and 혀, the 아/어 forms of passive
    /// stems in 기, 리, 이 and 히 (안겨, 열려, 보여, 잡혀): see the type's comment.
    static func isInfinitiveEnding(_ syllable: Unicode.Scalar) -> Bool {
        let value = syllable.value
        guard (0xAC00...0xD7A3).contains(value), (value - 0xAC00) % 28 == 0 else { return false }
        let medial = ((value - 0xAC00) / 28) % 21
        let initial = (value - 0xAC00) / (28 * 21)
        if medial == 6 { return ![0, 5, 11, 18].contains(initial) }
        return [0, 1, 4, 9, 14].contains(medial)
    }
}
