import HelpCore

/// A Korean noun counted by a number that also takes the plural marker 들.
public struct KoreanCountedPluralRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "ko.counted-plural",
        summary: "A Korean noun counted by a number takes no 들",
        rationale: """
            English marks every plural; Korean leaves a noun bare once a number counts it, and 들 after \
            a counted noun reads as translated word for word: %lld개의 항목들이 선택됨, 3명의 사용자들, \
            사진들 %lld장을 → %lld개의 항목이 선택됨, 3명의 사용자, 사진 %lld장을, as Apple's Korean \
            writes them. helpc reports 들 on the noun right after a number and its counter with or without 의 \
            (%lld개의, 3명의, %@곳의; %lld개 항목들), on the noun right after a number with no counter (%lld 항목들, \
            %lld랩들: English's "%lld items" word for word; write %lld개 항목, %lld랩) and on the noun right before a number and its counter, the \
            number written in digits or as a format specifier; `helpc fix` takes the 들 out and makes the \
            particle after it agree with the bare noun (사용자들이 → 사용자가, 사진들로 → 사진으로). A plural \
            no number counts (여러 항목들, 모든 사진들) is left alone, and so is a loanword in -ndle (핸들 %d번, 번들).
            """,
        severity: .warning,
        languages: .only(["ko"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="selection"><text xml:lang="en" plural="%lld"><one>%lld item selected</one><other>%lld items selected</other></text><text xml:lang="ko" plural="%lld"><other>%lld개의 항목↓들이 선택됨</other></text></string>
                """#),
            Example(#"""
                <string id="shared"><text xml:lang="en">Shared with 3 people. Delete 5 photos?</text><text xml:lang="ko">3명의 사용자↓들과 공유했습니다. 사진↓들 5장을 삭제하겠습니까?</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="selection"><text xml:lang="en" plural="%lld"><one>%lld item selected</one><other>%lld items selected</other></text><text xml:lang="ko" plural="%lld"><other>%lld개의 항목이 선택됨</other></text></string>
                """#),
            Example(#"""
                <string id="shared"><text xml:lang="en">Share all photos with friends, 3 at a time.</text><text xml:lang="ko">모든 사진들을 친구들과 3장씩 공유합니다. 들판 3곳의 들꽃을 만들었습니다.</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        Self.findings(in: item.value).map {
            context.diagnostic($0.message, about: item, offset: $0.range.lowerBound, fix: item.fix(replacing: $0.range, with: $0.replacement))
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        Self.findings(in: text.value).map {
            context.diagnostic($0.message, about: text, offset: $0.range.lowerBound, fix: text.fix(replacing: $0.range, with: $0.replacement))
        }
    }

    struct Finding: Equatable {
        var message: String
        /// The characters of 들 and the particle after it, which the fix
        /// writes as the particle that agrees with the bare noun.
        var range: Range<Int>
        var replacement: String
    }

    private static let deul = Array("들".utf8)

    static func findings(in value: String) -> [Finding] {
        // Most Korean copy has no 들 at all: told by its bytes first.
        guard value.containsBytes(deul) else { return [] }
        let characters = TextSegments.characters(value)
        // Words split at spaces rather than by `TextSegments.words`, which
        // cuts a placeholder from what follows it: here a number, its
        // counter and 의 are one word (%lld개의).
        var words: [(start: Int, end: Int)] = []
        var start: Int?
        for (index, character) in characters.enumerated() {
            if character == " " {
                if let begun = start { words.append((begun, index)) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let begun = start { words.append((begun, characters.count)) }
        var found: [Finding] = []
        for (position, word) in words.enumerated() {
            let letters = characters[word.start..<word.end]
            // 항목들이 after "%lld개의" or "%lld개": the noun after a counted number.
            if position > 0, let count = counted(characters[words[position - 1].start..<words[position - 1].end]),
               count.rest.isEmpty || count.rest.elementsEqual(["의"]), let marker = pluralMarker(letters, particleAllowed: true) {
                found.append(finding(marker, in: letters, count: count.written))
            }
            // 항목들 after a bare number, apart or joined ("%lld 항목들",
            // "3사용자들이"): English's "%lld items" word for word.
            // A number after a name (iOS 18 기능들, 버전 2 기능들) is not a count.
            if position > 0, let previous = Optional(characters[words[position - 1].start..<words[position - 1].end]),
               numberEnd(previous) == previous.endIndex, !(position > 1 && namesVersion(characters[words[position - 2].start..<words[position - 2].end])),
               let marker = pluralMarker(letters, particleAllowed: true) {
                found.append(finding(marker, in: letters, count: String(previous)))
            }
            if let end = numberEnd(letters), end < letters.endIndex, Hangul.isSyllable(letters[end]),
               !counters.contains(where: { letters[end...].starts(with: $0) }),
               let marker = pluralMarker(letters[end...], particleAllowed: true) {
                found.append(finding(marker, in: letters[end...], count: String(letters[..<end])))
            }
            // 사진들 before "%lld장을": the noun before a counted number.
            // A sentence's end between them ("항목들. 3개를") is no count.
            if position + 1 < words.count, letters.last.map(Hangul.isSyllable) == true,
               let marker = pluralMarker(letters, particleAllowed: false),
               let count = counted(characters[words[position + 1].start..<words[position + 1].end]) {
                found.append(finding(marker, in: letters, count: count.written))
            }
        }
        return found
    }

    private static func finding(_ marker: Int, in word: ArraySlice<Character>, count: String) -> Finding {
        let noun = String(word[word.startIndex..<marker])
        var end = marker + 1
        while end < word.endIndex, Hangul.isSyllable(word[end]) { end += 1 }
        let particle = String(word[(marker + 1)..<end])
        let agreeing = agreeing(particle, after: word[marker - 1])
        return Finding(message: "“\(noun)들\(particle)” is counted by \(count): a counted noun takes no 들 in Korean; write “\(noun)\(agreeing)”",
                       range: marker..<end, replacement: agreeing)
    }

    /// The particle after 들 (which ends in ㄹ) as it agrees with the noun's
    /// last syllable once 들 is gone: 사용자들이 → 사용자가, 사진들로 → 사진으로.
    private static func agreeing(_ particle: String, after last: Character) -> String {
        switch Hangul.final(of: last) {
        case .none?:
            return ["이": "가", "을": "를", "은": "는", "과": "와", "이나": "나", "이랑": "랑"][particle] ?? particle
        case .consonant?:
            return particle == "로" ? "으로" : particle
        default:
            return particle
        }
    }

    /// Where 들 stands in a word that is a noun of Hangul syllables, then
    /// 들, then (when allowed) a particle and punctuation: 항목들이, 사용자들과.
    /// Nil for any other word, 들꽃 and 들판 among them.
    private static func pluralMarker(_ word: ArraySlice<Character>, particleAllowed: Bool) -> Int? {
        var end = word.endIndex
        while end > word.startIndex, ".,?!…:;)”’".contains(word[end - 1]) { end -= 1 }
        guard let marker = word[word.startIndex..<end].lastIndex(of: "들"), marker > word.startIndex,
              word[word.startIndex..<marker].allSatisfy(Hangul.isSyllable),
              !wordsInDeul.contains(String(word[word.startIndex...marker])) else { return nil }
        let particle = String(word[(marker + 1)..<end])
        if particle.isEmpty { return marker }
        return particleAllowed && particles.contains(particle) ? marker : nil
    }

    /// Nouns that end in 들 and are no plural: loanwords in -ndle (핸들 %d번,
    /// a handle).
    private static let wordsInDeul: Set<String> = ["핸들", "캔들", "번들", "샌들", "스핀들"]

    private static let particles: Set<String> = [
        "이", "을", "은", "의", "에", "에서", "에게", "과", "로", "도", "만", "까지", "이나", "이랑", "마다", "부터", "처럼",
    ]

    /// A number and its counter at the start of a word (3명, %lld개, 1,000곳,
    /// %1$lld장), and what follows them; nil when the word starts otherwise.
    private static func counted(_ word: ArraySlice<Character>) -> (written: String, rest: ArraySlice<Character>)? {
        guard let index = numberEnd(word) else { return nil }
        let number = word.startIndex..<index
        let afterNumber = word[index...]
        guard let counter = counters.first(where: { afterNumber.starts(with: $0) }) else { return nil }
        return (String(word[number]) + String(counter), word[(index + counter.count)...])
    }

    /// A word a version number follows: a name in Latin letters (iOS,
    /// watchOS 11) or 버전.
    private static func namesVersion(_ word: ArraySlice<Character>) -> Bool {
        guard let last = word.last else { return false }
        return last.isASCII && last.isLetter || word.elementsEqual(["버", "전"])
    }

    /// Where the number a word starts with ends: digits (1,000 among
    /// them) or a valid format specifier; nil when it starts otherwise.
    private static func numberEnd(_ word: ArraySlice<Character>) -> Int? {
        var index = word.startIndex
        if index < word.endIndex, word[index].isASCIIDigit {
            while index < word.endIndex, word[index].isASCIIDigit || (word[index] == "," && index + 1 < word.endIndex && word[index + 1].isASCIIDigit) {
                index += 1
            }
        } else if index < word.endIndex, word[index] == "%" {
            guard let specifier = Placeholder.all(inCharacters: Array(word)).first,
                  specifier.offset == 0, specifier.isValid else { return nil }
            index += specifier.text.count
        } else {
            return nil
        }
        return index
    }

    /// Korean counters UI copy puts after a number, longest first so 개월 is not read as 개.
    private static let counters: [[Character]] = [
        "개월", "가지", "군데", "개", "명", "장", "건", "곳", "권", "대", "통", "편", "곡", "번", "회", "마리", "줄", "칸", "잔", "분",
    ].map(Array.init)
}

private extension Character {
    var isASCIIDigit: Bool { asciiValue.map { (0x30...0x39).contains($0) } ?? false }
}
