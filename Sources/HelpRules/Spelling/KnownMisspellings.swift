import HelpCore

/// Misspellings people make often, each with the word they meant, so the
/// spelling finding names the word and fixes the copy instead of only
/// saying the dictionary lacks it. The pairs ship as
/// `words/misspellings.<lang>.txt` (occured → occurred, 갯수 → 개수), and a
/// Korean word that starts with a listed misspelling is corrected in the
/// same place (갯수를 → 개수를). Korean misspellings of a regular shape are
/// read by that shape rather than listed, as any verb makes them:
///
/// - 되요 and 되서 for 돼요 and 돼서 (저장되요, 삭제되서): 되 is a stem,
///   and 돼 is 되어 shortened, which these endings follow;
/// - 됬 for 됐 (저장됬습니다), the same 되어 shortened before ㅆ;
/// - 되있 for 돼 있 (설정되있는): 되어 있다, written apart;
/// - ㄹ께 for ㄹ게 (할께요, 드릴께): the ending is 게, though it sounds 께.
/// - 십시요 for 십시오 (확인하십시요): the ending is 오, though it is said 요.
/// - 슴 for 음 or 습 after ㅆ or ㅄ (완료했슴, 있슴니다 → 완료했음, 있습니다):
///   the noun form is 음 and the ending 습니다; both sound 슴.
/// - 이였 for 이었 (사진이였어요 → 사진이었어요): 였 is 이었 shortened, and
///   이였 says the 이 twice.
/// - 되였 and 되여 for 되었 and 되어 (저장되였습니다, 연결되여 → 저장되었습니다,
///   연결되어): 되다 takes 어, and 여 is 하다's.
/// - ㄹ려 for 려 (할려면, 볼려고, 먹을려면 → 하려면, 보려고, 먹으려면): the
///   ending is 려면 or 려고 after the stem, with no ㄹ of its own; a stem
///   that ends in ㄹ keeps it (열려면, 만들려면), which the dictionary takes.
/// - 으 after a stem in ㄹ (열으십시오, 만들으세요, 알으면 → 여십시오,
///   만드세요, 알면): the stem takes the ending without 으, and drops its ㄹ
///   before ㄴ, ㅂ, ㅅ and 오.
/// - ㅈ or ㅊ before ㅑ, ㅕ, ㅛ or ㅠ, and 쉬 for an English sh, in a
///   loanword (버젼, 쥬얼리, 챠트, 리프레쉬 → 버전, 주얼리, 차트, 리프레시):
///   the loanword orthography writes ㅈ and ㅊ with a plain vowel, and sh
///   at a word's end as 시.
/// - 않 for 안 before 되다 (않되는, 않돼요 → 안 되는, 안 돼요): 않 is 아니하
///   shortened and ends a verb (하지 않는), 안 is the adverb before one.
/// - 에요 for 예요 after a syllable without a final consonant (상태에요,
///   거에요 → 상태예요, 거예요): the copula's 이에요 shortens to 예요
///   after a vowel; 아니에요 (아니다, not the copula) is right as it is.
///   Before 이, 에요 is not told: 책상이에요 and 고양이예요 are both
///   right. 예요 after a final consonant (책상예요) is ko.particle's.
///
/// - 데로 for 대로 after a noun (순서데로, 마음데로 → 순서대로, 마음대로):
///   the particle of manner is 대로; 데 (a place) is a noun of its own.
///
/// - 율 for 률 and 률 for 율 (진행율, 충전률 → 진행률, 충전율): the suffix
///   of rate is 율 after a vowel or ㄴ and 률 after any other final.
/// - A double passive: 되어지다 for 되다 (저장되어집니다, 표시되어진 → 저장됩니다,
///   표시된), 보여지다, 쓰여지다, 놓여지다 for 보이다, 쓰이다, 놓이다
///   (보여지는 → 보이는, 쓰여져요 → 쓰여요), and the other passives in 이,
///   기, 리 and 히 and 바뀌다, 나뉘다 (잠겨진, 열려져, 닫혀졌습니다, 바뀌어지는 →
///   잠긴, 열려, 닫혔습니다, 바뀌는): these are passive already, and 어지다
///   makes them passive twice, which Korean style guides and Apple's
///   Korean never write. A verb made passive once by 어지다 (만들어진,
///   나누어진, 그려진, 켜져) is right.
///
/// hunspell-ko accepts some misspellings as words (되요 and 되서: 되 with
/// a bare ending; 상태에요: 상태 with the particles 에 and 요; 메세지), so Korean ones are looked for among the words it
/// accepts too, and so are listed English ones (en_US takes calender, a
/// machine, and equipments). A class: every accepted Korean word is asked about, and a
/// struct of tables was retained and released, table by table, each time.
final class KnownMisspellings: Sendable {
    private let pairs: [String: String]
    /// Korean pairs, longest misspelling first, for words that start with one.
    private let stems: [(wrong: String, right: String)]
    /// For each Hangul syllable, the Korean misspellings starting with it
    /// (as UTF-8), longest first: a word a dictionary accepts is compared
    /// only with the few that start as it does (설정 with 설겆이 and 설레임).
    private let stemsBySyllable: [[[UInt8]]]
    /// The misspellings without Hangul, for a word the dictionary accepts
    /// all the same (calender, a word of its own that copy never means).
    private let latinWords: ASCIIWordList

    /// `entries`: "misspelling correction" lines of a list.
    init(_ entries: [String]) {
        var pairs: [String: String] = [:]
        for entry in entries {
            guard let space = entry.firstIndex(of: " ") else { continue }
            let wrong = String(entry[..<space])
            let right = entry[space...].trimmingCharacters(in: .whitespaces)
            if !right.isEmpty, pairs[wrong.lowercased()] == nil { pairs[wrong.lowercased()] = right }
        }
        self.pairs = pairs
        // Each misspelling counted once, not in every comparison.
        stems = pairs.filter { Hangul.containsHangulScalar($0.key) }.map { (count: $0.key.count, wrong: $0.key, right: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.wrong < $1.wrong }
            .map { (wrong: $0.wrong, right: $0.right) }
        var bySyllable = [[[UInt8]]](repeating: [], count: 0xD7A4 - 0xAC00)
        for stem in stems {
            guard let first = stem.wrong.unicodeScalars.first?.value, (0xAC00...0xD7A3).contains(first) else { continue }
            bySyllable[Int(first - 0xAC00)].append(Array(stem.wrong.utf8))
        }
        stemsBySyllable = bySyllable
        latinWords = ASCIIWordList(pairs.keys.filter { !Hangul.containsHangulScalar($0) }.sorted())
    }

    /// Whether a word without Hangul that the dictionary accepts is listed
    /// as a misspelling all the same (calender: calendar). Told by the
    /// word's length and first and last bytes for nearly every word.
    func isListed(acceptedWord word: String) -> Bool {
        latinWords.contains(word)
    }

    private static let doe = "되".unicodeScalars.first!.value
    private static let eyoReversed = Array("에요".utf8.reversed())

    /// Whether a Korean word hunspell-ko accepts is a known misspelling
    /// all the same: 되요 or 되서, or a word starting with a listed
    /// misspelling (메세지를).
    func isMisspelling(acceptedWord word: String) -> Bool {
        guard let first = word.unicodeScalars.first?.value, (0xAC00...0xD7A3).contains(first) else { return false }
        if first == Self.doe, word.utf8.count == 6, word == "되요" || word == "되서" { return true }
        if word.utf8.count >= 9, Self.withoutDoublePassive(word) != nil { return true }
        if word.utf8.count >= 9, word.utf8.reversed().starts(with: Self.eyoReversed), Self.copulaShaped(word) != nil { return true }
        let candidates = stemsBySyllable[Int(first - 0xAC00)]
        guard !candidates.isEmpty else { return false }
        return candidates.contains { word.utf8.starts(with: $0) }
    }

    /// The word meant by `word`, when it is a known misspelling and what it
    /// meant is spelt right (`accepts`, for each word of it); nil otherwise.
    func correction(of word: String, accepts: (String) -> Bool) -> String? {
        // A stem's own ㄹ is kept first: a word misspelt otherwise (알려드릴께요,
        // 들으실께요) would become another verb's if its ㄹ went too (아려드릴게요, 드실게요).
        let candidates = [listed(word)] + (Hangul.containsHangulScalar(word)
            ? [stemmed(word), Self.shaped(word, keepingStemRieul: true), Self.shaped(word)] : [])
        return candidates.lazy.compactMap { $0 }.first { candidate in
            candidate != word && candidate.split(separator: " ").allSatisfy { accepts(String($0)) && !isMisspelling(acceptedWord: String($0)) }
        }
    }

    /// The listed correction, with the word's first capital kept (Occured → Occurred).
    private func listed(_ word: String) -> String? {
        let lowered = word.lowercased()
        guard let right = pairs[lowered] else { return nil }
        guard lowered != word, let first = right.first else { return right }
        return first.uppercased() + right.dropFirst()
    }

    private func stemmed(_ word: String) -> String? {
        stems.first { word.hasPrefix($0.wrong) }.map { $0.right + word.dropFirst($0.wrong.count) }
    }

    /// The word with its misspelt shape corrected, or nil when it has none;
    /// `keepingStemRieul` leaves a ㄹ before 려 or 으 as written.
    static func shaped(_ word: String, keepingStemRieul: Bool = false) -> String? {
        var fixed = word
        if fixed.contains("됬") { fixed = fixed.replacingOccurrences(of: "됬", with: "됐") }
        if fixed.contains("되있") { fixed = fixed.replacingOccurrences(of: "되있", with: "돼 있") }
        if fixed.hasSuffix("되요") { fixed = String(fixed.dropLast(2)) + "돼요" }
        if fixed.hasSuffix("되서") { fixed = String(fixed.dropLast(2)) + "돼서" }
        for (wrong, right) in [("께요", "게요"), ("께", "게")] where fixed.hasSuffix(wrong) {
            let before = fixed.unicodeScalars.dropLast(wrong.unicodeScalars.count).last
            if let before, Hangul.final(of: Character(before)) == .rieul {
                fixed = String(fixed.dropLast(wrong.count)) + right
            }
            break
        }
        // 없읍니다: the spelling before 1988, 습니다 after a final consonant since.
        for (wrong, right) in [("읍니다", "습니다"), ("읍니까", "습니까")] where fixed.hasSuffix(wrong) {
            if let before = fixed.dropLast(wrong.count).last, Hangul.final(of: before) != Hangul.Final.none {
                fixed = String(fixed.dropLast(wrong.count)) + right
            }
            break
        }
        // 완료했슴, 있슴니다: the noun form after ㅆ or ㅄ is 음, and the
        // ending is 습니다; 슴 is how both sound.
        if fixed.contains("슴") { fixed = withoutSeum(fixed) }
        // 사진이였어요: 이 and 었 shorten to 였, so 이였 says 이 twice;
        // after a noun or a stem ending in 이 it is 이었 (사진이었어요, 보이었다).
        if fixed.contains("이였") { fixed = fixed.replacingOccurrences(of: "이였", with: "이었") }
        // 저장되였습니다, 연결되여: 되다 takes 었 and 어 (되었, 되어, or 됐, 돼
        // shortened); 여 is 하다's.
        if fixed.contains("되였") { fixed = fixed.replacingOccurrences(of: "되였", with: "되었") }
        if fixed.contains("되여") { fixed = fixed.replacingOccurrences(of: "되여", with: "되어") }
        // 켜십시요: the ending is 십시오, though it is said with 요.
        if fixed.hasSuffix("십시요") { fixed = String(fixed.dropLast()) + "오" }
        if !keepingStemRieul {
            if fixed.contains("려") { fixed = withoutRieulBeforeRyeo(fixed) }
            fixed = withoutEuAfterRieul(fixed)
        }
        // 될런지: the ending after a ㄹ form is -는지 (될는지), said with ㄹ.
        if let range = fixed.range(of: "런지"), let before = fixed[..<range.lowerBound].last,
           Hangul.final(of: before) == .rieul {
            fixed.replaceSubrange(range, with: "는지")
        }
        // 순서데로: the particle of manner is 대로 (순서대로); 데 is a place, a
        // noun of its own. The dictionary is asked for the word meant, so
        // 원하는데로 (원하는 대로, two words) gets no correction here.
        if fixed.hasSuffix("데로"), fixed.count > 2 { fixed = String(fixed.dropLast(2)) + "대로" }
        // 않 alone is no word: the adverb 안 before the verb it negates (안 보냈어요).
        if fixed == "않" { fixed = "안" }
        // 않되는: the adverb 안, not 않, goes before 되다.
        if fixed.hasPrefix("않"), let second = fixed.unicodeScalars.dropFirst().first,
           Speller.passiveStarts.contains(second) {
            fixed = "안" + fixed.dropFirst()
        }
        if let copula = copulaShaped(fixed) { fixed = copula }
        if fixed.contains("율") || fixed.contains("률") { fixed = withRateAgreeing(fixed) }
        if let once = withoutDoublePassive(fixed) { fixed = once }
        // After the double passive, whose 져 (쓰여졌습니다) is no loanword's.
        fixed = withLoanwordVowels(fixed)
        guard fixed != word else { return nil }
        // 안됬어요: the adverb 안 before 되다 is a word of its own as well.
        if fixed.hasPrefix("안"), let second = fixed.unicodeScalars.dropFirst().first,
           Speller.passiveStarts.contains(second) {
            fixed = "안 " + fixed.dropFirst()
        }
        return fixed
    }

    /// `word` with the suffix 율 or 률 (rate) that agrees with the sound
    /// before it (진행율 → 진행률, 충전률 → 충전율), after a noun of two
    /// syllables or more; the dictionary is then asked for the word.
    static func withRateAgreeing(_ word: String) -> String {
        var scalars = Array(word.unicodeScalars)
        guard scalars.count >= 3, scalars.allSatisfy({ (0xAC00...0xD7A3).contains($0.value) }) else { return word }
        for index in 2..<scalars.count where scalars[index] == "율" || scalars[index] == "률" {
            scalars[index] = KoreanFormsHunspellLacks.rateSuffix(after: scalars[index - 1])
            return String(String.UnicodeScalarView(scalars))
        }
        return word
    }

    /// `word` with 슴 written as meant after a syllable ending in ㅆ or ㅄ:
    /// 습 before 니다 or 니까 (있슴니다 → 있습니다), 음 at the end
    /// (완료했슴 → 완료했음).
    static func withoutSeum(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        guard let at = scalars.lastIndex(of: "슴"), at > 0 else { return word }
        let before = scalars[at - 1].value
        guard (0xAC00...0xD7A3).contains(before), [18, 20].contains((before - 0xAC00) % 28) else { return word }
        let rest = String(String.UnicodeScalarView(scalars[(at + 1)...]))
        let head = String(String.UnicodeScalarView(scalars[..<at]))
        if rest.isEmpty { return head + "음" }
        if rest.hasPrefix("니다") || rest.hasPrefix("니까") { return head + "습" + rest }
        return word
    }

    /// `word` with the ㄹ taken off a syllable right before 려 (할려면 →
    /// 하려면); the dictionary tells a stem's own ㄹ (열려면) by accepting
    /// the word as written, which is never asked about. 려 before 지 or
    /// 져 is a passive's -어 form (열려진), which keeps the stem's ㄹ.
    static func withoutRieulBeforeRyeo(_ word: String) -> String {
        var scalars = Array(word.unicodeScalars)
        for index in scalars.indices.dropFirst() where scalars[index] == "려" {
            if index + 1 < scalars.count, (0xC9C0...0xC9DB).contains(scalars[index + 1].value)
                || (0xC838...0xC853).contains(scalars[index + 1].value) { continue }
            let value = scalars[index - 1].value
            guard (0xAC00...0xD7A3).contains(value), (value - 0xAC00) % 28 == 8 else { continue }
            scalars[index - 1] = Unicode.Scalar(value - 8)!
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// `word` with the 으 taken off after a stem in ㄹ (열으십시오, 만들으세요,
    /// 알으면 → 여십시오, 만드세요, 알면): a stem in ㄹ takes no 으 before
    /// an ending, and drops its ㄹ before ㄴ, ㅂ, ㅅ and 오 (the ending's
    /// first sound). A stem of 걷다 or 듣다 (걸으세요, 들으면) makes a word
    /// the dictionary takes as written, which is never asked about, as are
    /// 만들은 and 만들을 (hunspell-ko reads a noun and a particle in them).
    static func withoutEuAfterRieul(_ word: String) -> String {
        var scalars = Array(word.unicodeScalars)
        for index in scalars.indices.dropFirst().dropLast() where scalars[index] == "으" {
            let stem = scalars[index - 1].value, next = scalars[index + 1]
            guard (0xAC00...0xD7A3).contains(stem), (stem - 0xAC00) % 28 == 8,
                  (0xAC00...0xD7A3).contains(next.value) else { continue }
            // ㄴ 2, ㅂ 7, ㅅ 9 as the next syllable's first sound, or 오.
            let dropsRieul = [2, 7, 9].contains((next.value - 0xAC00) / 588) || next == "오"
            scalars.remove(at: index)
            if dropsRieul { scalars[index - 1] = Unicode.Scalar(stem - 8)! }
            break
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// `word` written as the loanword orthography writes English sounds
    /// (버젼, 쥬스, 챠트, 쵸콜릿, 대쉬 → 버전, 주스, 차트, 초콜릿, 대시): ㅈ
    /// and ㅊ take ㅏ, ㅓ, ㅗ and ㅜ where ㅑ, ㅕ, ㅛ and ㅠ were written, and
    /// sh is 시, not 쉬, but before a syllable of 쉽다 or 쉬다 (쉬운, 쉬워,
    /// 쉬세요). Native words with 져 or 죠 (가져, 하죠) are words the
    /// dictionary takes, which are never asked about, and the word meant is
    /// asked of it as every correction is.
    static func withLoanwordVowels(_ word: String) -> String {
        var scalars = Array(word.unicodeScalars)
        var changed = false
        for index in scalars.indices {
            let value = scalars[index].value
            guard (0xAC00...0xD7A3).contains(value) else { continue }
            let offset = value - 0xAC00
            let initial = offset / 588, medial = (offset % 588) / 28
            // ㅈ 12, ㅊ 14; ㅑ 2 → ㅏ 0, ㅕ 6 → ㅓ 4, ㅛ 12 → ㅗ 8, ㅠ 17 → ㅜ 13.
            // ㅑ, ㅕ, ㅛ and ㅠ are each ㅏ, ㅓ, ㅗ and ㅜ plus 2, 2, 4 and 4.
            let toPlain: UInt32? = switch medial { case 2, 6: 2; case 12, 17: 4; default: nil }
            if initial == 12 || initial == 14, let toPlain {
                scalars[index] = Unicode.Scalar(value - toPlain * 28)!
                changed = true
            } else if scalars[index] == "쉬", index > 0,
                      index + 1 == scalars.count || !Self.easyOrRestEndings.contains(scalars[index + 1]) {
                scalars[index] = "시"
                changed = true
            }
        }
        return changed ? String(String.UnicodeScalarView(scalars)) : word
    }

    /// Syllables after 쉬 in forms of 쉽다 (easy) and 쉬다 (rest).
    private static let easyOrRestEndings: Set<Unicode.Scalar> = [
        "운", "워", "웠", "어", "었", "움", "울", "웁", "세", "셔", "셨", "십", "시", "고", "지", "는", "기", "면", "자", "니", "며",
    ]

    /// `word` made passive once (저장되어집니다 → 저장됩니다, 보여지는 →
    /// 보이는), or nil when it is not passive twice. The syllable of 지다
    /// gives its final consonant to 되 or 이 (집 → 됩, 진 → 인), and 져, 지
    /// with 어, becomes 돼 or stays 여 (되어져요 → 돼요, 보여졌다 → 보였다).
    static func withoutDoublePassive(_ word: String) -> String? {
        guard mayBePassiveTwice(word) else { return nil }
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 3 else { return nil }
        for index in 0..<(scalars.count - 2) {
            let third = scalars[index + 2].value
            let ji = (0xC9C0...0xC9DB).contains(third) ? third - 0xC9C0 : nil
            let jyeo = (0xC838...0xC853).contains(third) ? third - 0xC838 : nil
            guard ji != nil || jyeo != nil else { continue }
            let stem = scalars[index], joint = scalars[index + 1]
            let kept: [Unicode.Scalar]
            if stem == "되", joint == "어" {
                kept = [Unicode.Scalar(ji.map { 0xB418 + $0 } ?? (0xB3FC + jyeo!))!]
            } else if stem == "뀌" || stem == "뉘", joint == "어" {
                // 바뀌어지는 → 바뀌는, 나뉘어져요 → 나뉘어요.
                kept = ji.map { [Unicode.Scalar(stem.value + $0)!] } ?? [stem, Unicode.Scalar(0xC5B4 + jyeo!)!]
            } else if let contracted = contractedPassives.first(where: { $0.joint == joint.value }),
                      contracted.stems.contains(stem) {
                // 보여지는 → 보이는, 잠겨진 → 잠긴, 열려져 → 열려, 닫혀졌다 → 닫혔다.
                kept = [stem, Unicode.Scalar(ji.map { contracted.withI + $0 } ?? (contracted.joint + jyeo!))!]
            } else {
                continue
            }
            let fixed = scalars[..<index] + kept + scalars[(index + 3)...]
            return String(String.UnicodeScalarView(fixed))
        }
        return nil
    }

    /// A passive verb's -어 form contracted into its last syllable (보이어 →
    /// 보여, 잠기어 → 잠겨, 열리어 → 열려, 닫히어 → 닫혀): the syllable, the
    /// same syllable with ㅣ for ㅕ, and the syllables before it that make a
    /// passive verb. Not 그려 (그리다), 켜 (켜다), 밝혀 (밝히다) or 숨겨
    /// (숨기다), active verbs that 지다 makes passive once.
    private static let contractedPassives: [(joint: UInt32, withI: UInt32, stems: [Unicode.Scalar])] = [
        (0xC5EC, 0xC774, ["보", "쓰", "놓", "쌓", "묶", "섞", "덮", "꺾"]),
        (0xACA8, 0xAE30, ["잠", "담", "끊"]),
        (0xB824, 0xB9AC, ["열", "걸", "눌", "팔", "풀", "밀", "들"]),
        (0xD600, 0xD788, ["닫", "찍", "막", "읽", "잊", "뽑", "묻", "먹", "접", "잡"]),
    ]

    /// Whether 어, 여, 겨, 려 or 혀 is followed by a syllable of 지 or 져 in
    /// `word`, by its bytes (어 is EC 96 B4, 여 EC 97 AC, 겨 EA B2 A8, 려
    /// EB A0 A4, 혀 ED 98 80; 지–짛 EC A7 80–9B, 져–졓 EC A0 B8–EC A1 93):
    /// every Korean word the dictionary accepts is asked, and decoding each
    /// into scalars cost more than the rest.
    private static func mayBePassiveTwice(_ word: String) -> Bool {
        word.withUTF8Bytes { bytes in
            guard bytes.count >= 9 else { return false }
            var index = 0
            while index + 5 < bytes.count {
                if bytes[index + 3] == 0xEC, bytes[index + 4] == 0xA7 || bytes[index + 4] == 0xA0 || bytes[index + 4] == 0xA1 {
                    switch (bytes[index], bytes[index + 1], bytes[index + 2]) {
                    case (0xEC, 0x96, 0xB4), (0xEC, 0x97, 0xAC), (0xEA, 0xB2, 0xA8), (0xEB, 0xA0, 0xA4), (0xED, 0x98, 0x80):
                        return true
                    default:
                        break
                    }
                }
                index += 1
            }
            return false
        }
    }

    /// `word` with 예요 for the 에요 after a vowel (상태에요 → 상태예요), or
    /// nil when it has none.
    static func copulaShaped(_ word: String) -> String? {
        let characters = Array(word)
        guard characters.count >= 3, characters.last!.isScalar("요"), characters[characters.count - 2].isScalar("에")
        else { return nil }
        let stem = characters[..<(characters.count - 2)]
        let before = stem.last!
        // 이에요 is the copula after a final consonant; 아니에요 is 아니다's.
        guard Hangul.final(of: before) == Hangul.Final.none, !before.isScalar("이"),
              !(before.isScalar("니") && stem.count >= 2 && stem[stem.count - 2].isScalar("아"))
        else { return nil }
        return String(stem) + "예요"
    }
}
