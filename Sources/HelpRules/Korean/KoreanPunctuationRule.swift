import HelpCore

/// Punctuation habits that don't belong in Korean UI copy.
public struct KoreanPunctuationRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "ko.punct",
        summary: "Korean copy uses … for ellipses, no space before punctuation, and no period after a noun fragment",
        rationale: """
            Korean UI copy follows the same punctuation as Apple's English copy where it can: the \
            ellipsis is one character (…), not two periods, middle dots (···) or an ideographic full \
            stop; punctuation is the ASCII one, not the full-width forms of a Chinese or Japanese input \
            method (？, ！, ，) or the ideographic comma (、), and the middle dot is · (U+00B7), not the \
            archaic letter ㆍ that input methods offer for it (사진ㆍ동영상 → 사진·동영상); punctuation sits right after the word \
            (저장됨. not 저장됨 .; a file's extension or a path after a space, .deb 파일, ./로 시작, is no \
            punctuation, nor a ) with no ( before it); a question (…습니까, …할까요) ends in a question mark; and a \
            fragment that ends in a noun (…변경, …복원, 저장됨) takes no period, in strings and help \
            pages as much as in tooltips, unless another sentence follows it (녹화 중. 멈추려면 길게 \
            누르세요.), where the period ends it. A sentence whose noun follows a clause and a colon or \
            comma (다음을 확인하세요: 이름., 환영합니다, %@님.) keeps its period. Three ASCII periods are punct.ellipsis's to report, in every language; \
            ko.punct catches the look-alikes.
            """,
        severity: .warning,
        languages: .only(["ko"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="loading"><text xml:lang="en">Loading…</text><text xml:lang="ko">불러오는 중↓··</text></string>
                """#),
            Example(#"""
                <string id="saved"><text xml:lang="en">Saved!</text><text xml:lang="ko">저장했습니다↓ !</text></string>
                """#),
            Example(#"""
                <string id="status"><text xml:lang="en">Order changed</text><text xml:lang="ko">레시피 순서 변경↓.</text></string>
                """#),
            Example(#"""
                <string id="retry"><text xml:lang="en">Saved, then closed. Try again?</text><text xml:lang="ko">저장했고↓，닫았습니다. 다시 시도하겠습니까↓. 다시 할까요↓？</text></string>
                """#),
            Example(#"""
                <string id="status"><text xml:lang="en">Sort: by date</text><text xml:lang="ko">정렬: 날짜순↓.</text></string>
                """#),
            Example(#"""
                <string id="media"><text xml:lang="en">Photos and videos</text><text xml:lang="ko">사진↓ㆍ동영상</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="loading"><text xml:lang="en">Loading…</text><text xml:lang="ko">불러오는 중…</text></string>
                """#),
            Example(#"""
                <string id="status"><text xml:lang="en">Order changed. Check the list.</text><text xml:lang="ko">순서가 변경되었습니다. 목록을 확인하세요.</text></string>
                """#),
            Example(#"""
                <string id="go"><text xml:lang="en">It goes to school and makes a sound.</text><text xml:lang="ko">학교에 가요. 소리가 나요. 그러니까 다시 해 보세요.</text></string>
                """#),
            Example(#"""
                <string id="welcome"><text xml:lang="en">Welcome back, %@.</text><text xml:lang="ko">다시 오신 것을 환영합니다, %@님.</text></string>
                """#),
            Example(#"""
                <string id="check"><text xml:lang="en">Check these: name, address, phone number.</text><text xml:lang="ko">다음 항목을 확인하세요: 이름, 주소, 전화번호.</text></string>
                """#),
            Example(#"""
                <string id="recording"><text xml:lang="en">Recording. Touch and hold to stop.</text><text xml:lang="ko">녹화 중. 멈추려면 길게 터치하세요.</text></string>
                """#),
        ])

    public init() {}

    struct Finding: Equatable {
        var message: String
        var range: Range<Int>
        var replacement: String
    }

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        // Tooltips, titles (a help page's too), actions and buttons: punct.ending reports their periods.
        let fragmentsChecked = [.string, .topicSummary, .tipMessage, .alertMessage].contains(item.role)
        return findings(item.value, fragments: fragmentsChecked).map {
            context.diagnostic($0.message, about: item, offset: $0.range.lowerBound,
                               fix: item.fix(replacing: $0.range, with: $0.replacement))
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return findings(text.value, fragments: text.link == nil).map {
            context.diagnostic($0.message, about: text, offset: $0.range.lowerBound,
                               fix: text.fix(replacing: $0.range, with: $0.replacement))
        }
    }

    private static let lookAlikes = ["···", "・・・", "··", "‥", "..", "。"]
    static let lookAlikeStarts = Set(lookAlikes.compactMap(\.first))
    /// The first scalar of every character equal to one of `lookAlikeStarts`
    /// (U+0387 is the same character as “·”): a cheap test before the set's.
    static let lookAlikeStartScalars: Set<UInt32> = [0x2E, 0xB7, 0x387, 0x30FB, 0x2025, 0x3002]

    func findings(_ value: String, fragments: Bool) -> [Finding] {
        var found = TextSegments.scalars(value).map(Self.lookAlikesAndSpaces(inScalars:))
            ?? Self.lookAlikesAndSpaces(in: TextSegments.characters(value))
        if fragments {
            // `hasSuffix(".")` and not `hasSuffix("..")`, by scalar.
            // The body is cut by `index(before:)`: `dropLast()` on a String is
            // Collection's, which counts every character first.
            let sentences = TextSegments.sentences(value)
            for (position, sentence) in sentences.enumerated() where sentence.text.last?.isScalar(".") == true {
                let body = sentence.text[..<sentence.text.index(before: sentence.text.endIndex)]
                if Self.endsAsQuestion(body) {
                    let offset = sentence.offset + sentence.text.count - 1
                    found.append(Finding(message: "a question (…습니까, …할까요) ends in “?”, not “.”",
                                         range: offset..<offset + 1, replacement: "?"))
                    continue
                }
                // A fragment before another sentence keeps its period, which
                // ends it there (녹화 중. 멈추려면 …하세요.): taken off, the two
                // would run together.
                guard position == sentences.count - 1,
                      let last = body.last, !last.isScalar("."), Hangul.isSyllable(last),
                      SpeechLevel.of(sentence, in: value) == .none,
                      !Self.introducesList(body), !Self.addressesAfterClause(body) else { continue }
                let offset = sentence.offset + sentence.text.count - 1
                found.append(Finding(message: "a fragment ending in a noun takes no period",
                                     range: offset..<offset + 1, replacement: ""))
            }
        }
        return found
    }

    /// Whether a sentence ends in a question's ending: 습니까 or ㅂ니까
    /// (합니까, 됩니까), or 까요 (할까요, 될까요). 가요 and 나요 are left out:
    /// they end statements too (학교에 가요, 소리가 나요).
    static func endsAsQuestion(_ body: Substring) -> Bool {
        // By scalar, from the end: nearly every sentence is told by its last.
        var scalars = body.unicodeScalars.reversed().makeIterator()
        guard let last = scalars.next()?.value, last == kka || last == yo, let second = scalars.next()?.value
        else { return false }
        if last == yo { return second == kka }
        guard second == ni, let first = scalars.next()?.value, (0xAC00...0xD7A3).contains(first) else { return false }
        return first == seup || (first - 0xAC00) % 28 == 17
    }
    private static let (kka, yo, ni, seup) = ("까".unicodeScalars.first!.value, "요".unicodeScalars.first!.value,
                                               "니".unicodeScalars.first!.value, "습".unicodeScalars.first!.value)

    /// Whether a sentence is a clause ending in a verb, then a comma and
    /// whom it addresses (안녕하세요, %@님.): the period is the clause's,
    /// though the last word is a noun.
    static func addressesAfterClause(_ sentence: Substring) -> Bool {
        guard let comma = sentence.lastIndex(of: ",") else { return false }
        return SpeechLevel.of(String(sentence[..<comma])) != .none
    }

    /// Whether a sentence is a clause ending in a verb, then a colon and
    /// what it names (다음 항목을 확인하세요: 이름, 주소.): a sentence whose
    /// period belongs, though its last word is a noun.
    static func introducesList(_ sentence: Substring) -> Bool {
        guard let colon = sentence.firstIndex(of: ":") else { return false }
        return SpeechLevel.of(String(sentence[..<colon])) != .none
    }

    /// Look-alike ellipses and full stops, and spaces before punctuation
    /// after Hangul, by character.
    static func lookAlikesAndSpaces(in characters: [Character]) -> [Finding] {
        var found: [Finding] = []
        var index = 0
        while index < characters.count {
            if lookAlikeStartScalars.contains(characters[index].unicodeScalars.first!.value),
               lookAlikeStarts.contains(characters[index]),
               let lookAlike = lookAlikes.first(where: { characters[index...].starts(with: $0) }) {
                // Three ASCII periods are punct.ellipsis's.
                if lookAlike == "..", characters[index...].starts(with: "...") {
                    index += 3
                    while index < characters.count, characters[index].isScalar(".") { index += 1 }
                    continue
                }
                found.append(lookAlikeFinding(lookAlike, at: index))
                index += lookAlike.count
                continue
            }
            if characters[index].unicodeScalars.count == 1,
               let finding = fullWidthFinding(characters[index].unicodeScalars.first!.value, at: index) {
                found.append(finding)
            }
            if characters[index].isScalar(" "), index + 1 < characters.count,
               spacedPunctuation.unicodeScalars.contains(where: characters[index + 1].isScalar),
               index > 0, Hangul.isHangul(characters[index - 1]),
               !startsToken(after: index + 1, characters.count, { characters[$0].unicodeScalars.first! }),
               !(characters[index + 1].isScalar(")") && !characters[..<index].contains { $0.isScalar("(") }) {
                found.append(spaceFinding(before: characters[index + 1], at: index))
            }
            index += 1
        }
        return found
    }

    /// `lookAlikesAndSpaces(in:)` for text whose characters are its
    /// scalars, compared as numbers. Such text never holds U+0387 or
    /// U+30FB (neither stands alone), so each look-alike matches by its
    /// own scalars.
    static func lookAlikesAndSpaces(inScalars scalars: [Unicode.Scalar]) -> [Finding] {
        var found: [Finding] = []
        let spaced = spacedPunctuationScalars
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            // A period starts a look-alike only before another: nearly
            // every sentence ends in one, and is ruled out here.
            let mayStartLookAlike = value == 0x2E
                ? index + 1 < scalars.count && scalars[index + 1].value == 0x2E
                : value == 0xB7 || value == 0x2025 || value == 0x3002
            if mayStartLookAlike,
               let lookAlike = lookAlikes.first(where: { scalars[index...].starts(with: $0.unicodeScalars) }) {
                if lookAlike == "..", scalars[index...].starts(with: "...".unicodeScalars) {
                    index += 3
                    while index < scalars.count, scalars[index] == "." { index += 1 }
                    continue
                }
                found.append(lookAlikeFinding(lookAlike, at: index))
                index += lookAlike.unicodeScalars.count
                continue
            }
            if value >= 0x3001, let finding = fullWidthFinding(value, at: index) { found.append(finding) }
            if value == 0x20, index + 1 < scalars.count, index > 0, Hangul.isHangulScalar(scalars[index - 1].value),
               spaced.contains(scalars[index + 1]), !startsToken(after: index + 1, scalars.count, { scalars[$0] }),
               !(scalars[index + 1] == ")" && !scalars[..<index].contains("(")) {
                found.append(spaceFinding(before: Character(scalars[index + 1]), at: index))
            }
            index += 1
        }
        return found
    }

    /// Full-width punctuation (from a Chinese or Japanese input method) and
    /// the ideographic comma, with the punctuation Korean copy writes.
    private static let fullWidth: [UInt32: String] = [
        0xFF01: "!", 0xFF08: "(", 0xFF09: ")", 0xFF0C: ",", 0xFF0E: ".", 0xFF1A: ":", 0xFF1B: ";", 0xFF1F: "?",
        0x3001: ",",
    ]

    private static func fullWidthFinding(_ value: UInt32, at index: Int) -> Finding? {
        // 사진ㆍ동영상: the archaic letter araea, which Korean input methods
        // offer where the middle dot is meant.
        if value == 0x318D {
            return Finding(message: "the Hangul letter “ㆍ” (araea) as a middle dot; Korean copy uses “·” (U+00B7)",
                           range: index..<index + 1, replacement: "·")
        }
        // Told by range first: Hangul, above 0x3001, is nearly every scalar here.
        guard (0xFF01...0xFF1F).contains(value) || value == 0x3001,
              let replacement = fullWidth[value], let scalar = Unicode.Scalar(value) else { return nil }
        return Finding(message: "a full-width “\(Character(scalar))”; Korean copy uses “\(replacement)”",
                       range: index..<index + 1, replacement: replacement)
    }

    /// Whether the mark at `index` starts a token rather than ending the
    /// word before it: a file's extension or a path (.deb 파일, ./로
    /// 시작), told by the ASCII that follows it (a sentence's period run
    /// into the next, 저장했습니다 .다음, is still reported). A ) with no ( before it in the text
    /// is the character itself (일치하지 않는 ) 괄호), which the callers tell.
    private static func startsToken(after index: Int, _ count: Int, _ scalar: (Int) -> Unicode.Scalar) -> Bool {
        guard index + 1 < count else { return false }
        let next = scalar(index + 1)
        return next.isASCII && (next.properties.isAlphabetic || ("0"..."9").contains(next) || "/%_\\$(".unicodeScalars.contains(next))
    }

    private static let spacedPunctuation = ".,?!:;)"
    /// Read once, not decoded from the string at every space of a text.
    private static let spacedPunctuationScalars = Array(spacedPunctuation.unicodeScalars)

    private static func lookAlikeFinding(_ lookAlike: String, at index: Int) -> Finding {
        let isFullStop = lookAlike == "。"
        return Finding(
            message: isFullStop ? "an ideographic full stop “。”; Korean copy uses “.”" : "“\(lookAlike)” for an ellipsis; use “…”",
            range: index..<index + lookAlike.count, replacement: isFullStop ? "." : "…")
    }

    private static func spaceFinding(before punctuation: Character, at index: Int) -> Finding {
        Finding(message: "a space before “\(punctuation)”; punctuation follows the word directly",
                range: index..<index + 1, replacement: "")
    }
}
