import HelpCore

/// A particle that disagrees with the sound of the word before it.
public struct ParticleAgreementRule: TextRule, TopicTextRule, ProjectRule {
    public static let description = RuleDescription(
        id: "ko.particle",
        summary: "Korean particles agree with the word before them",
        rationale: """
            을/를, 이/가, 은/는, 과/와, 으로/로, 이나/나, 이랑/랑, 아/야 and 이에요/예요 change with the \
            sound they follow: a final consonant takes the first form, a vowel the second, and a final ㄹ \
            takes 로. A particle joined after 으로/로 or 과/와 leaves them as they are, so 으로부터, 로서, \
            으로는, 과의 and 와도 agree as 으로/로 and 과/와 do; the copula joined like a particle \
            (이라는, 이라고, 이라도, 이라면, 이라서) keeps its 이 after a consonant and may drop it after \
            a vowel. A wrong particle reads like a typo to every Korean reader. helpc decides from the \
            syllable itself for Hangul; from the termbase's Hangul reading for Latin names (Mac을 since \
            맥, iPhone을, Siri Remote를); from the last word of an Apple product name the termbase doesn't \
            read (iPad Pro를 since 프로, MacBook Air를, iPad mini를, Magic Keyboard를); from the last \
            letter's name for an abbreviation of up to three \
            capitals, read letter by letter (PDF를, URL을, Face ID를, USB-C를, iOS를); from the Sino-Korean \
            reading for digits (1을, 2를, 10을; not for digits joined to Latin letters, as in MP3, which \
            Korean may read in English), and from a counter or noun after the digits by its own \
            syllable (3시간을, 3개를, 10분을; a counter is a counter there even where the dictionary \
            takes the other form as a word, 3장를 → 3장을); from the unit's Korean name for a unit of measure after a \
            number (10km를 since 킬로미터, 5kg을, 2L를, 64GB를, 50%%를); from the currency's name for \
            an amount after a currency sign ($10를 since 달러, €20를, ₩10,000을); from \
            the last word inside <ui>, <menu> and <link> for the particle after them, and from the \
            topic's title after a <link topic> without text, which shows that title. After a \
            placeholder the word is unknown, so only the paired forms fit: 을(를), 이(가), 은(는), \
            과(와), (으)로. A Hangul word is reported only when the dictionary or the word lists confirm \
            it (가을 and 마을 end in 을 without one), not a word of two syllables in 이 by the dictionary alone (하이, 레이, \
            페이: a loanword's -ay), and the vocative 아/야 only before a comma or an exclamation mark, where a \
            name is called (인도네시아 루피아 and 그루지아 are names of their own). An English word the termbase doesn't read is read \
            by its last letters where English spelling settles the Korean sound: a final n, m, ng or \
            ne is a consonant (Notion을, Zoom으로), l is ㄹ (Excel로), p after one vowel is ㅂ \
            (Photoshop을), ck is ㄱ but in check (Slack을), and a vowel letter, y, w, r, s, x, z, d, f, v \
            or h is a vowel (Dropbox를, Finder로); where it doesn't (GitHub, Procreate, Outlook) the \
            word is not guessed at \
            (--pedantic asks for its reading, and content/terms.tbx gives it).
            """,
        severity: .error,
        languages: .only(["ko"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="hint.list"><text xml:lang="en">Open the list.</text><text xml:lang="ko">목록↓를 여세요.</text></string>
                """#),
            Example(#"""
                <string id="hint.settings"><text xml:lang="en">Open Settings.</text><text xml:lang="ko">“설정”↓를 열거나 설정(Settings)↓를 여세요.</text></string>
                """#),
            Example(#"""
                <string id="hint.mac"><text xml:lang="en">Sync with your Mac and iPad.</text><text xml:lang="ko">Mac↓를 iPad↓을 동기화하세요. HomePod↓가 켜집니다.</text></string>
                """#),
            Example(#"""
                <string id="added"><text xml:lang="en">Added %@.</text><text xml:lang="ko">%@↓을 추가했습니다.</text></string>
                """#),
            Example(#"""
                <string id="export"><text xml:lang="en">Export a PDF.</text><text xml:lang="ko">PDF↓을 내보내고 URL↓를 복사한 다음 iOS↓을 업데이트하세요.</text></string>
                """#),
            Example(#"""
                <string id="pick"><text xml:lang="en">Pick 2 or 3.</text><text xml:lang="ko">2↓을 또는 3↓를 고르세요.</text></string>
                """#),
            Example(#"""
                <string id="wait"><text xml:lang="en">Pick 3 recipes and wait 10 minutes.</text><text xml:lang="ko">레시피 3개↓을 고르고 10분↓를 기다리세요.</text></string>
                """#),
            Example(#"""
                <string id="open.in"><text xml:lang="en">Open it in Photoshop or Dropbox.</text><text xml:lang="ko">Photoshop↓를 열거나 Dropbox↓으로 보내세요.</text></string>
                """#),
            Example(#"""
                <string id="run"><text xml:lang="en">Run 10 km.</text><text xml:lang="ko">10km↓을 달리고 물 2L↓을 마시세요. 5 kg↓를 듭니다.</text></string>
                """#),
            Example(#"""
                <string id="sync"><text xml:lang="en">Syncing from your Apple Watch, a device called Mac.</text><text xml:lang="ko">Apple Watch↓으로부터 동기화하는 중, Mac↓라는 기기입니다.</text></string>
                """#),
            Example(#"""
                <topic id="help.new">
                  <title><text xml:lang="en">New</text><text xml:lang="ko">새로 만들기</text></title>
                  <body xml:lang="en"><p>Choose <ui>New Collection</ui>.</p></body>
                  <body xml:lang="ko"><p><ui>새로운 모음</ui>↓를 선택하고 연필↓으로 쓰세요.</p></body>
                </topic>
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1">
                  <topic id="help.keys">
                    <title><text xml:lang="en">Keyboard shortcuts</text><text xml:lang="ko">키보드 단축키</text></title>
                    <body xml:lang="en"><p>Press <kbd>Command-N</kbd>.</p></body>
                    <body xml:lang="ko"><p><kbd>Command-N</kbd> 키를 누르세요.</p></body>
                  </topic>
                  <topic id="help.start">
                    <title><text xml:lang="en">Get started</text><text xml:lang="ko">시작하기</text></title>
                    <body xml:lang="en"><p>See <link topic="help.keys"/>.</p></body>
                    <body xml:lang="ko"><p><link topic="help.keys"/>↓을 참고하세요.</p></body>
                  </topic>
                </help>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="hint.list"><text xml:lang="en">Open the list.</text><text xml:lang="ko">목록을 열고 레시피를 서울로 보내세요.</text></string>
                """#),
            Example(#"""
                <string id="hint.settings"><text xml:lang="en">Open Settings.</text><text xml:lang="ko">“설정”을 열고 설정(Settings)을 확인한 다음 항목(들)을 모음(으)로 옮기세요.</text></string>
                """#),
            Example(#"""
                <string id="hint.mac"><text xml:lang="en">Sync.</text><text xml:lang="ko">Mac을 iPhone과 Siri Remote로 동기화하세요. HomePod이 켜지고 Apple Pencil을 Siri에게 맡깁니다. 가을과 마을이 좋습니다.</text></string>
                """#),
            Example(#"""
                <string id="export"><text xml:lang="en">Export a PDF.</text><text xml:lang="ko">PDF를 내보내고 URL을 복사한 다음 URL로 이동하세요. Face ID를 켜고 USB-C를 연결하고 JPEG을 여세요. MP3를 재생하고 iOS 18로 업데이트하세요. 10km를 달리고 5kg을 든 다음 물 2L를 마시면 64 GB를 채우고 50%%를 넘습니다.</text></string>
                """#),
            Example(#"""
                <string id="sync"><text xml:lang="en">Syncing from your Apple Watch, a device called iPhone.</text><text xml:lang="ko">Apple Watch로부터 동기화하는 중, iPhone이라는 기기와의 연결로는 부족합니다.</text></string>
                """#),
            Example(#"""
                <string id="added"><text xml:lang="en">Added %@ to %@.</text><text xml:lang="ko">%1$@을(를) %2$@(으)로 옮기고 3개를 1로 나누세요.</text></string>
                """#),
            Example(#"""
                <topic id="help.new">
                  <title><text xml:lang="en">New</text><text xml:lang="ko">새로 만들기</text></title>
                  <body xml:lang="en"><p>Choose <ui>New Collection</ui>.</p></body>
                  <body xml:lang="ko"><p><ui>새로운 모음</ui>을 선택하고 <menu>파일 &gt; 열기</menu>를 누르세요. Frobnicator를 쓰세요. Photoshop을 열고 Dropbox로 보낸 다음 Excel로 Notion과 Slack을 열고 GitHub를 여세요.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.keys">
                  <title><text xml:lang="en">Keyboard shortcuts</text><text xml:lang="ko">키보드 단축키</text></title>
                  <body xml:lang="en"><p>Bookmark <link topic="help.keys"/>.</p></body>
                  <body xml:lang="ko"><p><link topic="help.keys"/>를 책갈피에 추가하거나 <link topic="help.keys">단축키 목록</link>을 보세요.</p></body>
                </topic>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        findings(item.value, preceding: nil, context).map { finding in
            context.diagnostic(finding.message, about: item, offset: finding.range.lowerBound,
                               fix: finding.replacement.flatMap { item.fix(replacing: finding.range, with: $0) })
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        findings(text.value, preceding: text.precedingInline, context).map { finding in
            context.diagnostic(finding.message, about: text, offset: finding.range.lowerBound,
                               fix: finding.replacement.flatMap { text.fix(replacing: finding.range, with: $0) })
        }
    }

    /// A topic link without text shows the topic's title, from another
    /// file as often as not: the particle joined after it follows that
    /// title (<link topic="…"/>를 after 키보드 단축키), so it is judged once
    /// every file's titles are known.
    public func check(_ project: ProjectIndex, in context: RuleContext) -> [Diagnostic] {
        // Titles are gathered only for a project with such a particle.
        var titles: [String: [(language: String, text: String)]]?
        var diagnostics: [Diagnostic] = []
        for index in project.entries.indices where !project.entries[index].links.isEmpty {
            let entry = project.entries[index]
            for link in entry.links {
                guard let particle = link.particleAfter, case .topic(let id) = link.target,
                      LanguageTag.isKorean(link.language) else { continue }
                if titles == nil {
                    var byID: [String: [(language: String, text: String)]] = [:]
                    for facts in project.entries where facts.kind == .topic && !facts.titles.isEmpty {
                        byID[facts.id] = facts.titles
                    }
                    titles = byID
                }
                for title in titles?[id] ?? [] where title.language == link.language {
                    guard let finding = afterText(title.text, particleAt: TextSegments.Segment(text: particle.form, offset: 0),
                                                  context).first else { continue }
                    var diagnostic = context.diagnostic(
                        "\(finding.message): the link shows the topic’s title “\(title.text)”",
                        at: particle.location, entry: entry.id, language: link.language, suppressions: link.suppressions)
                    if let bytes = particle.bytes, let replacement = finding.replacement {
                        diagnostic.fix = Fix(range: bytes, original: particle.form, replacement: replacement)
                    }
                    diagnostics.append(diagnostic)
                    break
                }
            }
        }
        return diagnostics
    }

    struct Finding {
        var message: String
        /// Character range of the particle.
        var range: Range<Int>
        var replacement: String?
        /// Whether the particle is the vocative 아 or 야, which follows a name called.
        var isVocative: Bool { replacement == "야" || replacement == "아" }
    }

    func findings(_ value: String, preceding: String?, _ context: RuleContext) -> [Finding] {
        var found: [Finding] = []
        // Most texts are characters of one scalar each: a word's scalars are
        // then cut from the text's (kept for the other rules), not made anew.
        let textScalars = TextSegments.scalars(value)
        for segment in TextSegments.words(value) {
            // Its first byte rules out nearly every word before its first
            // character (a grapheme cluster) is made.
            if segment.text.withUTF8Bytes({ $0.first }) == UInt8(ascii: "%"), segment.text.first?.isScalar("%") == true {
                // The text's characters are made only for a particle after a placeholder.
                found += afterPlaceholder(segment, TextSegments.characters(value))
                continue
            }
            // Every finding is of a word ending in a particle form: most words are
            // told not to from their last bytes.
            guard Particle.mayEnd(segment.text) else { continue }
            let scalars = textScalars.map { $0[segment.offset..<segment.offset + segment.text.scalarCount] }
            let word = scalars == nil ? Array(segment.text) : []
            let start = scalars.map { scalars in scalars.firstIndex(where: TermIndex.isHangul).map { $0 - scalars.startIndex } }
                ?? word.firstIndex(where: Hangul.isHangul)
            guard let hangulStart = start else { continue }
            if hangulStart == 0 {
                if segment.offset == 0, let preceding, !preceding.isEmpty {
                    // The particle after an inline element: <ui>모음</ui>을.
                    found += afterText(preceding, particleAt: segment, context)
                } else if segment.offset > 0, Self.follows(Self.closingMarkScalars, textScalars, value, at: segment.offset),
                          particle(segment.text) != nil, let before = Self.wordBeforeClosingMark(value, at: segment.offset) {
                    // After a quotation or a gloss: “설정”을, 설정(Settings)을;
                    // after a quoted placeholder (“%@”을), any word may come.
                    if Self.endsInPlaceholder(before) {
                        found += afterPlaceholder(TextSegments.Segment(text: "", offset: segment.offset), TextSegments.characters(value))
                    } else {
                        found += afterText(before, particleAt: segment, context)
                    }
                } else if segment.offset > 0, Self.follows(Self.wordEndingSignScalars, textScalars, value, at: segment.offset),
                          particle(segment.text) != nil {
                    // After a percent or degree sign, which no word holds: 50%%를, 30°를;
                    // after a service's plus: Apple TV+를.
                    found += afterText(TextSegments.text(of: value, characters: 0..<segment.offset), particleAt: segment, context)
                } else if let finding = Self.withinHangulWord(segment, scalars: scalars, context.speller),
                          !finding.isVocative || Self.isAddressed(segment, value) {
                    found.append(finding)
                }
            } else {
                // Latin letters or digits, then Hangul: Mac을, 2를.
                let beforeEnd = segment.offset + hangulStart
                let before = TextSegments.text(of: value, characters: 0..<beforeEnd)
                let rest = scalars == nil ? String(word[hangulStart...])
                    : String(String.UnicodeScalarView(segment.text.unicodeScalars.dropFirst(hangulStart)))
                let particle = TextSegments.Segment(text: rest, offset: segment.offset + hangulStart)
                if self.particle(rest) == nil, Particle.mayEnd(rest) {
                    // A counter or noun of its own after the digits, then its
                    // particle: 3시간를, 3개을, 10분를 are 시간을, 개를, 분을.
                    let restScalars = scalars.map { $0.dropFirst(hangulStart) }
                    let afterDigit = before.last.map { $0.isASCII && $0.isNumber } ?? false
                    if let finding = Self.withinHangulWord(particle, scalars: restScalars, context.speller, afterFigure: afterDigit) {
                        found.append(finding)
                    }
                } else {
                    found += afterText(before, particleAt: particle, context)
                }
            }
        }
        return found
    }

    /// Whether `segment` is followed by a comma or an exclamation mark, as
    /// a name called is (지수야, 안녕!): a word in 아 or 야 elsewhere is
    /// a name of its own (인도네시아 루피아, 그루지아) more often than a call.
    static func isAddressed(_ segment: TextSegments.Segment, _ value: String) -> Bool {
        let end = segment.offset + segment.text.count
        let next = TextSegments.text(of: value, characters: end..<min(end + 1, value.count))
        return next == "," || next == "!"
    }

    /// Counters copy writes after a number in figures (3장, 2대, 10분).
    static let counters: Set<String> = [
        "장", "개", "대", "명", "번", "분", "초", "시간", "일", "주", "달", "개월", "년", "권", "곡", "편", "건", "칸", "줄",
        "단계", "자", "글자", "단어", "회", "점", "배", "층", "살", "세", "원", "달러", "마리", "잔", "쪽", "페이지", "곳",
    ]

    /// The particle form a Hangul suffix is exactly, if any.
    private func particle(_ text: String) -> (form: String, pair: Particle.Pair)? {
        Particle.formIndexByText[text].map { Particle.forms[$0] }
    }

    private func mismatch(_ particle: (form: String, pair: Particle.Pair), after final: Hangul.Final,
                          at range: Range<Int>, word: String) -> Finding? {
        guard !particle.pair.agrees(particle.form, after: final) else { return nil }
        let expected = particle.pair.expected(after: final)
        return Finding(message: "“\(particle.form)” after \(word) should be “\(expected)”", range: range, replacement: expected)
    }

    /// The finding for the particle a Hangul word ends in, when it does not
    /// agree. `scalars`: the word's scalars when each of its characters is one.
    ///
    /// `afterFigure`: the word follows a number's digits (3장를), where a
    /// counter the dictionary also takes with the other form (장를, a
    /// word of its own to hunspell-ko) is still the counter.
    static func withinHangulWord(_ segment: TextSegments.Segment, scalars: ArraySlice<Unicode.Scalar>?,
                                 _ speller: Speller, afterFigure: Bool = false) -> Finding? {
        let word = segment.text
        // Most words are syllables, one scalar each: their endings are compared as numbers.
        let characters = scalars == nil ? Array(word) : []
        let count = scalars?.count ?? characters.count
        let lastScalar = scalars?.last?.value
        // By index: a form's pair is copied only for a word that ends in it;
        // a word of one-scalar characters is compared with the forms ending
        // in its last syllable alone.
        let indices = lastScalar.map { Particle.formIndicesByLastScalar[$0] ?? [] } ?? Array(Particle.forms.indices)
        for index in indices {
            let formCount: Int
            if let scalars {
                let form = Particle.formScalars[index]
                formCount = form.count
                // By index into the word's scalars: a suffix slice retained the text's scalars for every form.
                guard count > formCount else { continue }
                let formStart = scalars.endIndex - formCount
                guard form.indices.allSatisfy({ scalars[formStart + $0].value == form[$0] }) else { continue }
            } else {
                let form = Particle.formCharacters[index]
                formCount = form.count
                guard count > formCount, characters.suffix(formCount).elementsEqual(form) else { continue }
            }
            let stemCount = count - formCount
            let last = if let scalars { Character(scalars[scalars.startIndex + stemCount - 1]) } else { characters[stemCount - 1] }
            guard let final = Hangul.final(of: last) else { continue }
            // Nearly every particle agrees, told by table: the pair is
            // copied and the stem cut out only for one that does not.
            guard !Particle.agrees(index, after: final) else { return nil }
            let candidate = Particle.forms[index]
            let expected = candidate.pair.expected(after: final)
            let stem = scalars == nil ? String(characters[..<stemCount])
                : String(String.UnicodeScalarView(word.unicodeScalars.prefix(stemCount)))
            // Confirm it is a particle at all: a listed noun the dictionary
            // has no word for with these syllables (시리아 is Syria, not a
            // word of a listed term, 시리 리모트, and 아), or the dictionary
            // rejecting the word and accepting the corrected one.
            let accepted = speller.dictionaryAccepts(word, language: "ko")
            // 하이, 레이, 페이: a word of two syllables in 이 is a loanword's
            // -ay or -igh more often than one syllable and its particle.
            let loanwordInI = stemCount == 1 && candidate.form == "이"
            let confirmed = (speller.isKnownStem(stem) && accepted != true)
                || (accepted == false && !loanwordInI && speller.dictionaryAccepts(stem + expected, language: "ko") == true)
                || afterFigure && counters.contains(stem)
            guard confirmed else { return nil }
            let start = segment.offset + stemCount
            return Finding(message: "“\(candidate.form)” after “\(stem)” should be “\(expected)”",
                           range: start..<start + formCount, replacement: expected)
        }
        return nil
    }

    /// A particle right after Latin letters, digits or an inline element:
    /// decided by the reading of what comes before.
    private func afterText(_ before: String, particleAt segment: TextSegments.Segment, _ context: RuleContext) -> [Finding] {
        guard let found = particle(segment.text) else { return [] }
        let range = segment.offset..<segment.offset + found.form.count
        let trimmed = before.trimmingWhitespace
        guard let last = trimmed.last else { return [] }
        if let final = Hangul.final(of: last) {
            return mismatch(found, after: final, at: range, word: "“\(TextSegments.words(trimmed).last?.text ?? String(last))”").map { [$0] } ?? []
        }
        if last.isNumber {
            let digits = String(trimmed.reversed().prefix { $0.isNumber || $0 == "," }.reversed())
            // Digits joined to Latin letters name a model (MP3, M3, A17), which
            // Korean may read in English (엠피쓰리): a termbase reading decides.
            let namesModel = trimmed.dropLast(digits.count).last.map { $0.isASCII && $0.isLetter } ?? false
            if !namesModel {
                if let (amount, currency) = Self.currencyReading(ofAmountEnding: trimmed), let final = Hangul.final(of: currency.last!) {
                    return mismatch(found, after: final, at: range, word: "\(amount) (read …\(currency))").map { [$0] } ?? []
                }
                guard let syllable = Hangul.lastSyllable(ofNumber: digits), let final = Hangul.final(of: syllable) else { return [] }
                return mismatch(found, after: final, at: range, word: "\(digits) (read …\(syllable))").map { [$0] } ?? []
            }
        }
        if let (quantity, reading) = Self.unitReading(ofQuantityEnding: trimmed), let final = Hangul.final(of: reading.last!) {
            return mismatch(found, after: final, at: range, word: "\(quantity) (read …\(reading))").map { [$0] } ?? []
        }
        if let (text, reading) = context.lexicon.readings.first(where: { trimmed.hasSuffix($0.text) }),
           let readingLast = reading.last, let final = Hangul.final(of: readingLast) {
            return mismatch(found, after: final, at: range, word: "\(text) (read \(reading))").map { [$0] } ?? []
        }
        if trimmed.hasSuffix("+"), let before = trimmed.dropLast().last, before.isLetter {
            // A name with a plus the termbase has no reading for: Apple's
            // services (Apple TV+, iCloud+) are read with 플러스.
            let name = TextSegments.words(trimmed).last?.text ?? trimmed
            return mismatch(found, after: .none, at: range, word: "\(name)+ (read …플러스)").map { [$0] } ?? []
        }
        if let (word, reading) = Self.productWordReading(ofNameEnding: trimmed), let final = Hangul.final(of: reading.last!) {
            // The name as written: the Latin words and numbers before the particle.
            let words = TextSegments.words(trimmed)
            let latin = words.reversed().prefix { $0.text.first?.isASCII == true }.reversed().map(\.text)
            let name = latin.isEmpty ? word : latin.joined(separator: " ")
            return mismatch(found, after: final, at: range, word: "\(name) (read …\(reading))").map { [$0] } ?? []
        }
        if let (acronym, reading) = Self.letterReading(ofAcronymEnding: trimmed), let final = Hangul.final(of: reading.last!) {
            let word = TextSegments.words(trimmed).last?.text ?? acronym
            return mismatch(found, after: final, at: range, word: "\(word) (read …\(reading))").map { [$0] } ?? []
        }
        if let (word, final) = Self.englishEndingReading(ofWordEnding: trimmed) {
            let sound = switch final { case .none: "a vowel"; case .rieul: "ㄹ"; case .consonant: "a consonant" }
            return mismatch(found, after: final, at: range, word: "\(word) (read ending in \(sound))").map { [$0] } ?? []
        }
        if context.config.pedantic, let word = TextSegments.words(trimmed).last?.text, word.contains(where: \.isLetter) {
            return [Finding(message: "no Hangul reading for “\(word)” to check “\(found.form)” against; add <termNote type=\"pronunciation\"> to its term in content/terms.tbx",
                            range: range, replacement: nil)]
        }
        return []
    }

    /// The text a particle at `offset` follows when a closing quotation
    /// mark or parenthesis stands right before it: the quoted words
    /// (“설정”을 follows 설정), or the words before a gloss, which Korean
    /// reads past (설정(Settings)을 follows 설정). Nil for anything else,
    /// and for a paired particle's parenthesis (설정(으)로, 항목(이)가),
    /// which `withinHangulWord` has no part in.
    static func wordBeforeClosingMark(_ value: String, at offset: Int) -> String? {
        let before = TextSegments.text(of: value, characters: 0..<offset)
        guard let mark = before.last else { return nil }
        if closingQuotes.contains(mark) {
            let inside = before.dropLast()
            return inside.last.map { closingQuotes.contains($0) || $0.isWhitespace } == false ? String(inside) : nil
        }
        guard mark == ")", let open = before.lastIndex(of: "(") else { return nil }
        let gloss = before[before.index(after: open)..<before.index(before: before.endIndex)]
        // A paired particle's parenthesis holds a syllable or two of Hangul.
        if gloss.count <= 2, gloss.allSatisfy(Hangul.isHangul) { return nil }
        let words = before[..<open]
        return words.last.map { !$0.isWhitespace } == true ? String(words) : nil
    }

    private static let closingQuotes: Set<Character> = ["”", "’", "\"", "'", "」", "』", "»", "]"]

    /// Whether the character before `offset` is one of `marks` (scalar
    /// values), read from the text's scalars where each character is one
    /// (nearly all copy): asked of every Korean word. None of the marks
    /// has a canonical decomposition, so a character is one of them
    /// exactly when it is that scalar alone.
    private static func follows(_ marks: Set<UInt32>, _ scalars: [Unicode.Scalar]?, _ value: String, at offset: Int) -> Bool {
        if let scalars {
            guard offset <= scalars.count else { return false }
            return marks.contains(scalars[offset - 1].value)
        }
        let previous = TextSegments.characters(value)[offset - 1].unicodeScalars
        return previous.count == 1 && marks.contains(previous.first!.value)
    }

    /// The percent and degree signs: the unit signs (`unitNames`) that are
    /// not letters and so end the word before a particle; and the plus of
    /// Apple's services (Apple TV+, iCloud+), read 플러스.
    private static let wordEndingSignScalars: Set<UInt32> = [0x25, 0xB0, 0x2B]

    /// `closingQuotes` and “)” as scalar values.
    private static let closingMarkScalars = Set(closingQuotes.compactMap { $0.unicodeScalars.first?.value } + [0x29])

    /// The Korean names of the Latin letters, as an abbreviation is read
    /// letter by letter (PDF 피디에프, URL 유알엘).
    static let letterNames: [Character: String] = [
        "A": "에이", "B": "비", "C": "씨", "D": "디", "E": "이", "F": "에프", "G": "지", "H": "에이치", "I": "아이",
        "J": "제이", "K": "케이", "L": "엘", "M": "엠", "N": "엔", "O": "오", "P": "피", "Q": "큐", "R": "알",
        "S": "에스", "T": "티", "U": "유", "V": "브이", "W": "더블유", "X": "엑스", "Y": "와이", "Z": "제트",
    ]

    /// The capitals `text` ends in, one to three of them (PDF, ID in Face
    /// ID, C in USB-C, OS in iOS), with the reading of the last letter's
    /// name: such an abbreviation is read letter by letter, so its particle
    /// follows that name (PDF를, URL을, URL로). Longer runs may be read as a
    /// word (JPEG 제이펙) and are left alone, as are capitals that end a
    /// word of other letters (a name's, which the termbase reads).
    static func letterReading(ofAcronymEnding text: String) -> (acronym: String, reading: String)? {
        let capitals = text.reversed().prefix { $0.isASCII && $0.isUppercase }
        // Four or five capitals are read letter by letter only without a
        // vowel to make a word of (HTML, HTTPS; not JSON, JPEG, NASA, or
        // TYPE and SYNC, whose Y after a consonant is one): a vowel that
        // only ends them makes none (HDMI 에이치디엠아이).
        let spelledOut = (1...3).contains(capitals.count)
            || (4...5).contains(capitals.count) && !capitals.dropFirst().contains { "AEIOU".contains($0) }
                && !capitals.dropFirst().dropLast().contains("Y")
        guard spelledOut, let last = text.last, let reading = letterNames[last] else { return nil }
        let before = text.dropLast(capitals.count).last
        if let before, before.isLetter, !(capitals.count == 2 && capitals.reversed().elementsEqual("OS")) { return nil }
        return (String(capitals.reversed()), reading)
    }

    /// The final sound Korean gives a word of English letters the termbase
    /// has no reading for, where English spelling settles it: a final n, m,
    /// ng or ne is read with that consonant (Notion 노션, Zoom 줌, Samsung
    /// 삼성, Phone 폰), l with ㄹ (Excel 엑셀, so Excel로), p after a single
    /// vowel with ㅂ (Photoshop 포토샵, WhatsApp 왓츠앱), ck with ㄱ but in
    /// check (Slack 슬랙, Feedback 피드백; Check 체크); a final vowel
    /// letter, y, w or r, or s, x, z, d, f, v or h, with a vowel (Canva,
    /// Spotify, Window, Finder 파인더, Dropbox 드롭박스, Discord 디스코드,
    /// Sketch 스케치). Nil where spelling leaves the sound open: b, c, g, k
    /// but ck, t, a final e but ne (Link 링크 but Kakao Talk 톡, GitHub 깃허브
    /// but Web 웹, Google 구글 but Apple 애플), mn (Column 칼럼), p after two vowels
    /// or a consonant (Soup 수프, Help 헬프), a word of no vowel letter
    /// (png, html: read letter by letter), and a word joined to a digit, a
    /// dot or a hyphen.
    static func englishEndingReading(ofWordEnding text: String) -> (word: String, final: Hangul.Final)? {
        let letters = text.reversed().prefix { $0.isASCII && $0.isLetter }
        guard letters.count >= 2 else { return nil }
        if let before = text.dropLast(letters.count).last, !before.isWhitespace, !"“‘\"'(「『".contains(before) { return nil }
        let word = String(letters.reversed())
        // From the last letter back, in lower case.
        let backwards = Array(word.lowercased().utf8.reversed())
        let vowels = Set("aeiou".utf8)
        guard word.contains(where: \.isLowercase),
              backwards.contains(where: { vowels.contains($0) || $0 == UInt8(ascii: "y") }) else { return nil }
        switch Character(Unicode.Scalar(backwards[0])) {
        case "m", "l":
            return (word, backwards[0] == UInt8(ascii: "l") ? .rieul : .consonant)
        case "n":
            return backwards[1] == UInt8(ascii: "m") ? nil : (word, .consonant)
        case "g", "e":
            return backwards[1] == UInt8(ascii: "n") ? (word, .consonant) : nil
        case "k":
            // ck after a vowel is ㄱ (Slack 슬랙, Feedback 피드백), but in check (체크).
            guard backwards[1] == UInt8(ascii: "c"), !backwards.starts(with: Array("kcehc".utf8)) else { return nil }
            return (word, .consonant)
        case "p":
            let stem = backwards.drop { $0 == UInt8(ascii: "p") }
            guard let vowel = stem.first, vowels.contains(vowel),
                  stem.dropFirst().first.map({ !vowels.contains($0) }) ?? true else { return nil }
            return (word, .consonant)
        case "a", "i", "o", "u", "y", "w", "r", "s", "x", "z", "d", "f", "v", "h":
            return (word, .none)
        default:
            return nil
        }
    }

    /// The words Apple's product and accessory names end in, as Korean
    /// reads them in any name (iPad Pro 아이패드 프로, so iPad Pro를;
    /// iPhone 16 Pro Max를, MacBook Air를, iPad mini를, Magic Keyboard를,
    /// Apple Watch Ultra를): a name the termbase has no reading for is
    /// still read by its last word. Case matters: Apple writes mini in
    /// lower case.
    static let productWordNames: [String: String] = [
        "Pro": "프로", "Max": "맥스", "Air": "에어", "mini": "미니", "Plus": "플러스", "Ultra": "울트라",
        "Studio": "스튜디오", "Display": "디스플레이", "Keyboard": "키보드", "Trackpad": "트랙패드",
        "Mouse": "마우스", "Pencil": "펜슬", "Watch": "워치", "Remote": "리모트", "Sidecar": "사이드카",
    ]

    /// The product word `text` ends in, as a word of its own (after a
    /// space, or alone), with its reading.
    static func productWordReading(ofNameEnding text: String) -> (word: String, reading: String)? {
        guard let last = text.last, last.isASCII, last.isLetter else { return nil }
        let word = String(text.reversed().prefix { $0.isASCII && $0.isLetter }.reversed())
        guard let reading = productWordNames[word] else { return nil }
        let before = text.dropLast(word.count).last
        guard before == nil || before == " " else { return nil }
        return (word, reading)
    }

    /// Units of measure as Korean reads them after a number, by their
    /// names rather than their letters (10km 십 킬로미터, so 10km를; 5kg
    /// 오 킬로그램, so 5kg을; 2L 이 리터, so 2L를, where the letter's name
    /// 엘 would take 을). A unit of capitals alone whose letters end like
    /// its name (MB 엠비, 메가바이트) is here too, so the message gives the
    /// name. Case matters: 1 M and 1 l are left alone.
    static let unitNames: [String: String] = [
        "km": "킬로미터", "m": "미터", "cm": "센티미터", "mm": "밀리미터", "mi": "마일", "ft": "피트",
        "kg": "킬로그램", "g": "그램", "mg": "밀리그램", "lb": "파운드", "lbs": "파운드", "oz": "온스",
        "L": "리터", "mL": "밀리리터", "ml": "밀리리터",
        "kcal": "킬로칼로리", "cal": "칼로리", "Cal": "칼로리",
        "KB": "킬로바이트", "kB": "킬로바이트", "MB": "메가바이트", "GB": "기가바이트", "TB": "테라바이트",
        "Hz": "헤르츠", "kHz": "킬로헤르츠", "MHz": "메가헤르츠", "GHz": "기가헤르츠",
        "W": "와트", "kW": "킬로와트", "kWh": "킬로와트시", "mAh": "밀리암페어시", "V": "볼트",
        "ms": "밀리초", "dB": "데시벨", "px": "픽셀", "pt": "포인트",
        "%": "퍼센트", "%%": "퍼센트", "°": "도", "°C": "도", "°F": "도",
    ]

    /// The unit symbols by their last character, longest first, so 10kg
    /// is read as kg, not g: most words before a particle (iPhone, Mac)
    /// end in a character no unit ends in.
    private static let unitsByLastCharacter: [Character: [String]] = Dictionary(
        grouping: unitNames.keys.sorted { ($0.count, $0) > ($1.count, $1) }, by: { $0.last! })

    /// The number and unit `text` ends in (10km, 2 GB, 50%%, %lld%%), with
    /// the unit's Korean name: digits or a placeholder must come right
    /// before the unit or one space before it, so a word that ends like a
    /// unit (Palm, ROM) is not taken for one. The name is read whatever
    /// the number, so a placeholder's unknown number does not matter.
    static func unitReading(ofQuantityEnding text: String) -> (quantity: String, reading: String)? {
        guard let last = text.last, let units = unitsByLastCharacter[last] else { return nil }
        for unit in units where text.hasSuffix(unit) {
            var before = text.dropLast(unit.count)
            let spaced = before.last == " "
            if spaced { before = before.dropLast() }
            guard let last = before.last else { continue }
            let number: String
            if last.isASCII && last.isNumber {
                number = String(before.reversed().prefix { ($0.isASCII && $0.isNumber) || $0 == "," || $0 == "." }.reversed())
            } else if let placeholder = TextSegments.words(String(before)).last, placeholder.text.first == "%",
                      placeholder.text != "%%", placeholder.offset + placeholder.text.count == before.count {
                number = placeholder.text
            } else {
                continue
            }
            return (number + (spaced ? " " : "") + unit, unitNames[unit]!)
        }
        return nil
    }

    /// Currency signs as Korean reads them after the amount they stand
    /// before: $10 is 십 달러, so $10를, where 10 alone would take 을.
    /// ¥ is read 엔, as Korean reads it for Japan's yen.
    static let currencyNames: [Character: String] = [
        "$": "달러", "€": "유로", "£": "파운드", "¥": "엔", "₩": "원", "₹": "루피",
    ]

    /// The amount `text` ends in when a currency sign stands before its
    /// digits (joined or one space apart: $10, $1,000, $4.99, € 20), with
    /// the currency's Korean name, which Korean reads after the number.
    static func currencyReading(ofAmountEnding text: String) -> (amount: String, reading: String)? {
        let number = text.reversed().prefix { ($0.isASCII && $0.isNumber) || $0 == "," || $0 == "." }
        guard !number.isEmpty else { return nil }
        var before = text.dropLast(number.count)
        let spaced = before.last == " "
        if spaced { before = before.dropLast() }
        guard let sign = before.last, let name = currencyNames[sign] else { return nil }
        return (String(sign) + (spaced ? " " : "") + String(number.reversed()), name)
    }

    /// After a placeholder only the paired forms fit any word.
    private static let pairedFormCharacters = Particle.pairedForms.map(Array.init)

    /// Whether `text` ends in a format specifier (“%@ or “%1$@).
    static func endsInPlaceholder(_ text: String) -> Bool {
        guard text.containsByte(UInt8(ascii: "%")), let last = Placeholder.all(in: text).last, last.isValid else { return false }
        return last.offset + last.text.count == text.count
    }

    /// The finding for the particle right after `segment`, a placeholder
    /// (or nothing, at the particle's start, after a quoted one).
    private func afterPlaceholder(_ segment: TextSegments.Segment, _ characters: [Character]) -> [Finding] {
        let start = segment.offset + segment.text.count
        guard start < characters.count, Hangul.isHangul(characters[start]) || characters[start] == "(" else { return [] }
        // Compared character by character in place: the rest of the copy
        // made into a string, and `hasPrefix` for each form, cost a
        // thousand instructions a form.
        if Self.pairedFormCharacters.contains(where: { characters[start...].starts(with: $0) }) { return [] }
        var end = start
        while end < characters.count, Hangul.isHangul(characters[end]) { end += 1 }
        guard let found = particle(String(characters[start..<end])), found.form != found.pair.paired else { return [] }
        return [Finding(message: "after a placeholder the word is unknown; write “\(found.pair.paired)” instead of “\(found.form)”",
                        range: start..<end, replacement: found.pair.paired)]
    }
}
