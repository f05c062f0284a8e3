import Foundation
import HelpCore

/// A Korean word before a Sino-Korean word that already says it (겹말):
/// 다시 재시도, 가장 최신, 미리 예약, 수신 받다, 남은 잔액, 약 10분 정도.
public struct KoreanRedundancyRule: ValueRule {
    public static let description = RuleDescription(
        id: "ko.redundancy",
        summary: "Korean copy says a thing once: 다시 시도하세요, 최신 버전, not 다시 재시도하세요, 가장 최신 버전",
        rationale: """
            A Sino-Korean syllable often carries the meaning of the native word put before it: 재- is \
            다시 (again), 최- is 가장 (most), 예- is 미리 (in advance), 잔- is 남은 (remaining), 수신 is \
            받다 (receive). Written together they say it twice — 다시 재시도하세요, 가장 최신 버전, 미리 \
            예약하세요, 남은 잔액, 메시지를 수신 받았습니다 — which Korean usage guides list as 겹말 and \
            which reads as padded in a button or an alert. So does 약 (about) with 정도, 쯤 or 가량 \
            (about) after the same number: 약 10분 정도, and 최소 (at least) with 이상 (or more), 최대 (at \
            most) with 이하: 최소 8자 이상, 적어도 하나 이상; and -고 있다 (is doing) with 중 (in the middle \
            of): 편집하고 있는 중입니다; and 다운로드 (download, receiving already) with 받다: 다운로드 받으세요. \
            Apple's Korean writes 다시 시도하십시오, 최신 버전, \
            잔액. helpc reports each pair and `helpc fix` keeps one of the two: it drops 재 after 다시 \
            (다시 시도하세요, as Apple writes it), and the native word or 약 otherwise (최신 버전, 예약하세요, \
            잔액, 메시지를 받았습니다, 10분 정도, 8자 이상, 편집하는 중입니다, 다운로드하세요; a verb whose stem ends in ㄹ, \
            만들고 있는 중, is reported without a fix, as its -는 form drops the ㄹ). 매 (every) and 마다 (each) on \
            one noun say each twice: 매 마일마다 → 마일마다, 매일마다 → 매일. 최대 10명까지 is left alone: 까지 says \
            up to, not at most. 다시 before 재설정 or 재부팅 is left alone (resetting or \
            restarting again is a second reset, not a redundancy), and so is 가장 최근, which Korean \
            writes so.
            """,
        severity: .warning,
        languages: .only(["ko"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <alert id="sync.failed" kind="informational">
                  <title><text xml:lang="en">Couldn’t Sync</text><text xml:lang="ko">동기화할 수 없음</text></title>
                  <message><text xml:lang="en">Try again later. Make sure you have the latest version.</text><text xml:lang="ko">나중에 다시 ↓재시도하십시오. ↓가장 최신 버전인지 확인하십시오.</text></message>
                  <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
                </alert>
                """#),
            Example(#"""
                <string id="balance"><text xml:lang="en">Your balance is shown below. It takes about 10 minutes. Download it as a PDF.</text><text xml:lang="ko">↓남은 잔액이 아래에 표시됩니다. ↓약 10분 정도 걸립니다. PDF로 다운로드↓ 받으십시오.</text></string>
                """#),
            Example(#"""
                <string id="haptics"><text xml:lang="en">Your watch taps you every mile and reminds you every day.</text><text xml:lang="ko">↓매 마일마다 Apple Watch가 진동하고 매일↓마다 알려 줍니다.</text></string>
                """#),
            Example(#"""
                <topic id="help.book">
                  <title><text xml:lang="en">Book a table</text><text xml:lang="ko">테이블 예약하기</text></title>
                  <body xml:lang="en"><p>Book ahead. You receive a confirmation.</p></body>
                  <body xml:lang="ko"><p>↓미리 예약하세요. 확인 메시지를 ↓수신 받습니다.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="retry"><text xml:lang="en">Try again later. Reset it again. You have the latest version.</text><text xml:lang="ko">나중에 다시 시도하십시오. 다시 재설정하세요. 최신 버전입니다.</text></string>
                """#),
            Example(#"""
                <string id="recent"><text xml:lang="en">Your most recent balance, about 10 minutes ago. Play it again.</text><text xml:lang="ko">가장 최근 잔액, 약 10분 전. 다시 재생하세요. 미리 다운로드하세요.</text></string>
                """#),
            Example(#"""
                <string id="haptics"><text xml:lang="en">Your watch taps you every mile, every day and each lap.</text><text xml:lang="ko">마일마다 Apple Watch가 진동하고 매일, 매 랩 알려 주며 매주 목요일마다 요약합니다.</text></string>
                """#),
        ])

    public init() {}

    /// 재-words of copy that mean the verb again, so that 다시 before them
    /// says it twice. Not 재설정 or 재부팅: a reset or a restart done again
    /// is 다시 재설정, said once.
    static let againNouns: Set<String> = [
        "시도", "입력", "연결", "전송", "확인", "로그인", "다운로드", "업로드", "설치", "발송", "인증", "로드", "로딩",
        "접속", "요청", "검색", "동기화", "생성", "실행", "방문", "시작",
    ]
    /// 최-words (most): 가장 before them says most twice. Not 최근 (recent),
    /// which Korean writes with 가장.
    static let mostNouns: Set<String> = [
        "최신", "최적", "최고", "최대", "최소", "최초", "최종", "최상", "최저", "최선", "최후", "최악", "최상위", "최하위",
        "최장", "최단", "최다",
    ]
    /// 예-words (in advance): 미리 before them says in advance twice.
    static let advanceNouns: Set<String> = ["예약", "예매", "예고", "예측", "예열", "예상", "예습", "예방", "예견"]
    /// 잔-words (remaining): 남은 before them says remaining twice.
    static let remainingNouns: Set<String> = ["잔액", "잔량", "잔여"]

    /// Numbers in native Korean words, as copy writes them before 이상.
    private static let nativeNumerals: Set<String> = ["하나", "한", "둘", "두", "셋", "세", "넷", "네", "다섯", "여섯"]
    /// Counters written apart after a native numeral (한 개, 두 가지).
    private static let counters: Set<String> = ["개", "명", "가지", "번", "곳", "장", "자", "시간", "달", "주", "대", "단계"]

    /// The words that start a pair, each with a space after it, by bytes:
    /// a text without one is passed over at its spaces, found with memchr.
    private static let leadWords = ["다시", "가장", "미리", "남은", "수신", "약", "최소", "적어도", "최대", "있는", "다운로드"]
    private static let leads: [[UInt8]] = leadWords.map { Array($0.utf8) }
    /// The leads the byte test looks for at a space: not 있는, which most
    /// Korean copy holds (할 수 있는) and which is told by 고 있는 중 whole.
    private static let spaceLeads: [[UInt8]] = leadWords.filter { $0 != "있는" }.map { Array($0.utf8) }
    private static let progressiveBytes = Array("고 있는 중".utf8)
    /// The leads' last bytes, a bit each: a space after any other byte
    /// starts no pair, told without comparing the leads.
    private static let leadEnds: [UInt64] = spaceLeads.reduce(into: [0, 0, 0, 0]) { $0[Int($1.last! >> 6)] |= 1 << UInt64($1.last! & 0x3F) }

    private static let receivedBytes = Array("수신받".utf8)
    /// 마다 (each), which 매 (every) before the same noun says already.
    private static let madaBytes = Array("마다".utf8)
    /// Nouns of time that take the prefix 매 as one word (매일, 매번, 매주).
    private static let eachTimeNouns = ["일", "번", "주", "달", "년", "시간", "회", "월", "분", "초"]
    /// What may follow 마다 in its word: nothing, or a particle.
    private static let afterMada: Set<String> = ["", "는", "도", "의", "에"]
    private static let downloadReceivedBytes = Array("다운로드받".utf8)

    /// Whether `text` holds a word that starts a pair, followed by a
    /// space, told at each space by the bytes before it, 수신받, 다운로드받
    /// or 고 있는 중.
    static func mayHoldRedundancy(_ text: String) -> Bool {
        mayHoldPair(text) || text.containsBytes(madaBytes)
    }

    /// Whether `text` may hold a pair other than 매 and 마다.
    private static func mayHoldPair(_ text: String) -> Bool {
        leadsASpace(text) || text.containsBytes(receivedBytes) || text.containsBytes(downloadReceivedBytes)
            || text.containsBytes(progressiveBytes)
    }

    /// 받다's form as 하다's, for 다운로드 받다 → 다운로드하다: `form` is the
    /// word from 받 on (받을, 받으세요, 받았습니다). Nil for a form not
    /// listed, reported without a fix.
    static func hadaForm(ofReceiving form: String) -> String? {
        guard form.hasPrefix("받") else { return nil }
        let rest = form.dropFirst()
        for (ending, replacement) in receivingEndings where rest.hasPrefix(ending) {
            return replacement + rest.dropFirst(ending.count)
        }
        return nil
    }

    /// The start of a form after 받 and what 하다 writes for it, the
    /// longest first where one starts another (습니 before 습).
    private static let receivingEndings: [(String, String)] = [
        ("으", "하"), ("을", "할"), ("은", "한"), ("는", "하는"), ("기", "하기"), ("고", "하고"), ("지", "하지"),
        ("게", "하게"), ("도록", "하도록"), ("습니", "합니"), ("았", "했"), ("아", "해"), ("자", "하자"),
    ]

    private static func leadsASpace(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            var start = 0
            while start < bytes.count, let found = memchr(base + start, 0x20, bytes.count - start) {
                let space = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let before = space > 0 ? bytes[space - 1] : 0
                guard leadEnds[Int(before >> 6)] & (1 << UInt64(before & 0x3F)) != 0 else {
                    start = space + 1
                    continue
                }
                for lead in spaceLeads where lead.count <= space
                    && bytes[(space - lead.count)..<space].elementsEqual(lead) {
                    return true
                }
                start = space + 1
            }
            return false
        }
    }

    public static func findings(in value: String) -> [ValueFinding] {
        // Each reading only where its bytes are: a text with 마다 alone is
        // not read pair by pair (every word's length counted).
        let pairs = mayHoldPair(value), each = value.containsBytes(madaBytes)
        switch (pairs, each) {
        case (false, false): return []
        case (true, true): return Self.pairs(in: value)
        case (true, false): return Self.pairs(in: value, each: false)
        case (false, true): return eachTwice(in: value)
        }
    }

    /// The findings of every word read, without the byte test first.
    static func pairs(in value: String, each: Bool = true) -> [ValueFinding] {
        let words = TextSegments.words(value)
        var found: [ValueFinding] = []
        func spaced(_ index: Int) -> Bool { follows(index, in: words) }
        /// Whether word `index` is joined to the one before it (10분 after %lld).
        func joined(_ index: Int) -> Bool {
            index > 0 && index < words.count && words[index - 1].offset + words[index - 1].text.count == words[index].offset
        }
        /// Whether word `index` goes on a number after a comma or a point
        /// (1,000원: 1 and 000원).
        func groupsDigits(_ index: Int) -> Bool {
            guard index > 0, index < words.count else { return false }
            let before = words[index - 1], gap = before.offset + before.text.count
            return words[index].offset == gap + 1 && before.text.last?.isNumber == true
                && words[index].text.first?.isNumber == true && [",", "."].contains(TextSegments.characters(value)[gap])
        }
        /// The last word of a number and the unit joined to it (10분,
        /// %lld자, 1,000원) that starts at word `index`; nil when no number
        /// starts there.
        func numberEnd(_ index: Int) -> Int? {
            // A number in words (하나, 한 개, 두 가지): the numeral and the counter after it.
            if nativeNumerals.contains(words[index].text) {
                return spaced(index + 1) && counters.contains(words[index + 1].text) ? index + 1 : index
            }
            guard let lead = words[index].text.unicodeScalars.first, lead.properties.numericType != nil || lead == "%" else { return nil }
            var last = index
            while joined(last + 1) || groupsDigits(last + 1) { last += 1 }
            return last
        }
        func startsWithAny(_ word: String, _ nouns: Set<String>) -> Bool {
            nouns.contains { word.hasPrefix($0) }
        }
        for (index, word) in words.enumerated() where spaced(index + 1) {
            // The lead told by its bytes: comparing Korean words as Strings
            // went through Unicode's slow path for every word of the text.
            guard let lead = leads.firstIndex(where: { word.text.utf8.count == $0.count && word.text.utf8.elementsEqual($0) })
            else { continue }
            let next = words[index + 1]
            let pair = "\(word.text) \(next.text)"
            switch leadWords[lead] {
            case "다시":
                // 다시 재시도하세요 → 다시 시도하세요; 다시 반복 → 반복.
                if next.text.hasPrefix("재"), startsWithAny(String(next.text.dropFirst()), againNouns) {
                    let rewritten = "다시 " + next.text.dropFirst()
                    found.append(ValueFinding(
                        message: "“\(pair)” says again twice (재- is 다시); write “\(rewritten)”",
                        range: next.offset..<next.offset + 1, replacement: ""))
                } else if next.text.hasPrefix("반복") {
                    found.append(first(word, of: pair, next: next, says: "again", because: "반복 is 다시 하다"))
                }
            case "가장":
                if startsWithAny(next.text, mostNouns) {
                    found.append(first(word, of: pair, next: next, says: "most", because: "최- is 가장"))
                }
            case "미리":
                if startsWithAny(next.text, advanceNouns) {
                    found.append(first(word, of: pair, next: next, says: "in advance", because: "예- is 미리"))
                }
            case "남은":
                if startsWithAny(next.text, remainingNouns) {
                    found.append(first(word, of: pair, next: next, says: "remaining", because: "잔- is 남은"))
                }
            case "다운로드":
                // 앱을 다운로드 받으세요 → 다운로드하세요: 다운로드 is receiving already.
                if next.text.hasPrefix("받") {
                    found.append(downloadReceived(written: pair, range: word.offset + word.text.count..<next.offset + next.text.count,
                                                  form: next.text))
                }
            case "수신":
                // 메시지를 수신 받았습니다 → 메시지를 받았습니다.
                if next.text.hasPrefix("받") {
                    found.append(first(word, of: pair, next: next, says: "receive", because: "수신 is 받다"))
                }
            case "있는":
                // 편집하고 있는 중입니다 → 편집하는 중입니다: -고 있다 and 중 both
                // say in progress.
                // 중 alone or with the copula or a particle: not 중요한.
                guard next.text.hasPrefix("중"), next.text.count == 1 || "입이인에일".contains(next.text.dropFirst().first!), index > 0, spaced(index), words[index - 1].text.hasSuffix("고"),
                      words[index - 1].text.count > 1 else { break }
                let verb = words[index - 1]
                let stem = verb.text.dropLast()
                let written = "\(verb.text) 있는 \(next.text)"
                let marker = verb.offset + verb.text.count - 1
                // A stem in ㄹ drops it before 는 (만들고 → 만드는): said, not fixed.
                if Hangul.final(of: stem.last!) == .rieul {
                    found.append(ValueFinding(
                        message: "“\(written)” says in progress twice (-고 있다 and 중); write the verb's -는 form and 중, or -고 있다 alone",
                        range: marker..<word.offset + word.text.count, replacement: nil))
                } else {
                    let rewritten = "\(stem)는 \(next.text)"
                    found.append(ValueFinding(
                        message: "“\(written)” says in progress twice (-고 있다 and 중); write “\(rewritten)”",
                        range: marker..<word.offset + word.text.count, replacement: "는"))
                }
            case "최소", "적어도", "최대":
                // 최소 1분 이상, 최대 %lld자 이하: the number, its unit joined
                // to it, then 이상 (or 이하) apart.
                guard let last = numberEnd(index + 1) else { break }
                let bound = word.text == "최대" ? "이하" : "이상"
                // 이상 apart, or run into the unit (8자이상, which ko.spacing splits).
                let apart = spaced(last + 1) && words[last + 1].text.hasPrefix(bound)
                guard apart || words[last].text.contains(bound) else { break }
                let end = apart ? words[last + 1].offset + words[last + 1].text.count : words[last].offset + words[last].text.count
                let written = TextSegments.text(of: value, characters: word.offset..<end)
                let kept = TextSegments.text(of: value, characters: next.offset..<end)
                let meaning = word.text == "최대" ? "at most" : "at least"
                found.append(ValueFinding(
                    message: "“\(written)” says \(meaning) twice (\(word.text) and \(bound)); write “\(kept)”",
                    range: word.offset..<next.offset, replacement: ""))
            case "약":
                // 약 10분 정도, 약 %lld분쯤: the number, its unit joined to it,
                // then 정도 apart or 쯤 or 가량 joined.
                guard let last = numberEnd(index + 1) else { break }
                let number = words[last]
                // 쯤 and 가량 are joined to the unit, a particle or the copula after them (10분쯤에, 2GB가량입니다).
                let approximate = number.text.contains("쯤") || number.text.contains("가량")
                    || (spaced(last + 1) && words[last + 1].text.hasPrefix("정도"))
                guard approximate else { break }
                let end = spaced(last + 1) && words[last + 1].text.hasPrefix("정도")
                    ? words[last + 1].offset + words[last + 1].text.count : number.offset + number.text.count
                let written = TextSegments.text(of: value, characters: word.offset..<end)
                let kept = TextSegments.text(of: value, characters: next.offset..<end)
                found.append(ValueFinding(
                    message: "“\(written)” says about twice (약 and \(kept.contains("쯤") ? "쯤" : kept.contains("가량") ? "가량" : "정도")); write “\(kept)”",
                    range: word.offset..<next.offset, replacement: ""))
            default:
                break
            }
        }
        // 수신받은 메시지 → 받은 메시지: 수신 joined to 받다 as one word.
        for word in value.containsBytes(receivedBytes) ? words : [] where word.text.utf8.starts(with: receivedBytes) {
            let kept = String(word.text.dropFirst(2))
            found.append(ValueFinding(
                message: "“\(word.text)” says receive twice (수신 is 받다); write “\(kept)”",
                range: word.offset..<word.offset + 2, replacement: ""))
        }
        // 다운로드받으세요 → 다운로드하세요, as one word.
        for word in value.containsBytes(downloadReceivedBytes) ? words : [] where word.text.utf8.starts(with: downloadReceivedBytes) {
            found.append(downloadReceived(written: word.text, range: word.offset + 4..<word.offset + word.text.count,
                                          form: String(word.text.dropFirst(4))))
        }
        // 매 마일마다, 매일마다 → 마일마다, 매일: 매 (every) and 마다 (each) say it twice.
        if each { found += eachTwice(words) }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The character offset of 마다 in `word` followed by nothing or one
    /// syllable (사진마다, 5분마다는), told by its bytes (마 EB A7 88, 다 EB
    /// 8B A4); nil for a word without it there.
    static func madaStart(in word: String) -> Int? {
        word.withUTF8Bytes { bytes -> Int? in
            for end in [bytes.count, bytes.count - 3] where end >= 6 {
                let start = end - 6
                if bytes[start] == 0xEB, bytes[start + 1] == 0xA7, bytes[start + 2] == 0x88,
                   bytes[start + 3] == 0xEB, bytes[start + 4] == 0x8B, bytes[start + 5] == 0xA4 {
                    // Characters before it: every Hangul syllable is three bytes, ASCII one.
                    return String(decoding: bytes[..<start], as: UTF8.self).count
                }
            }
            return nil
        }
    }

    /// `eachTwice` of `value`'s words.
    private static func eachTwice(in value: String) -> [ValueFinding] {
        eachTwice(TextSegments.words(value))
    }

    /// Whether word `index` of `words` follows the one before it after one space.
    private static func follows(_ index: Int, in words: [TextSegments.Segment]) -> Bool {
        index > 0 && index < words.count && words[index - 1].offset + words[index - 1].text.count + 1 == words[index].offset
    }

    /// 매 (every) and 마다 (each) on the same noun: 매 apart before a noun
    /// with 마다 (매 마일마다 → 마일마다), or joined as a word of time (매일마다
    /// → 매일, as the dictionary has 매일, 매번, 매주).
    private static func eachTwice(_ words: [TextSegments.Segment]) -> [ValueFinding] {
        var found: [ValueFinding] = []
        for (index, word) in words.enumerated() {
            guard let at = madaStart(in: word.text) else { continue }
            let noun = word.text.prefix(at)
            let mada = word.text.index(word.text.startIndex, offsetBy: at + 2)..<word.text.endIndex
            guard afterMada.contains(String(word.text[mada])) else { continue }
            if follows(index, in: words), words[index - 1].text == "매", !noun.isEmpty {
                let before = words[index - 1]
                found.append(ValueFinding(message: "“매 \(word.text)” says each twice (매 and 마다); write “\(word.text)”",
                                          range: before.offset..<word.offset, replacement: ""))
            } else if noun.hasPrefix("매"), eachTimeNouns.contains(String(noun.dropFirst())) {
                let start = word.offset + noun.count
                let kept = String(noun) + word.text[mada]
                found.append(ValueFinding(message: "“\(word.text)” says each twice (매- and 마다); write “\(kept)”",
                                          range: start..<start + 2, replacement: ""))
            }
        }
        return found
    }

    /// The finding for 다운로드 and 받다 (`form`, from 받 on) written at
    /// `range`, which the fix writes as 하다's form joined to 다운로드.
    private static func downloadReceived(written: String, range: Range<Int>, form: String) -> ValueFinding {
        guard let verb = hadaForm(ofReceiving: form) else {
            return ValueFinding(message: "“\(written)” says receive twice (다운로드 is 내려받다); write 다운로드하다's form",
                                range: range, replacement: nil)
        }
        return ValueFinding(message: "“\(written)” says receive twice (다운로드 is 내려받다); write “다운로드\(verb)”",
                            range: range, replacement: verb)
    }

    /// The finding for a first word the second says already (가장 최신 →
    /// 최신): the fix takes the first word and its space out.
    private static func first(_ word: TextSegments.Segment, of pair: String, next: TextSegments.Segment,
                              says meaning: String, because reason: String) -> ValueFinding {
        ValueFinding(message: "“\(pair)” says \(meaning) twice (\(reason)); write “\(next.text)”",
                     range: word.offset..<next.offset, replacement: "")
    }
}
