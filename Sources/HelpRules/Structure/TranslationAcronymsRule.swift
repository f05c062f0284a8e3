import HelpCore

/// An acronym of the source missing from its translation: "Export as CSV"
/// translated without CSV, a format or standard the reader looks for by
/// its letters.
public struct TranslationAcronymsRule: EntryRule {
    public static let description = RuleDescription(
        id: "translation.acronyms",
        summary: "A translation keeps its source's acronyms as written",
        rationale: """
            Acronyms and initialisms (CSV, PDF, GPS, USB, HDR) are written in Korean copy as in English: \
            they are what the reader sees on the file, the setting and the box, and what they search for. \
            A translation that leaves one out (CSV 또는 OFX로 내보내기 written 파일로 내보내기) or spells it \
            in Hangul (지피에스) sends the reader looking for something the screen doesn't say. Each word \
            of two or more capital letters in the source (digits allowed after the first letter: MP3; a \
            plural s left out: PDFs) must be in the translation as written, particles attached or not \
            (CSV로). Left out: acronyms a translation writes in its own words (OK, AM, PM, FAQ, ETA, \
            ASAP, FYI, UK, EU), a word in capitals for emphasis that the source language's dictionary knows \
            (NOT, NEW, PIN), a source text written all in capitals, and an acronym inside a termbase term \
            whose translation has none (Apple ID: Apple 계정). Help pages are compared piece by piece where \
            the translated page's blocks line up with the source's, and as a whole otherwise; a \
            translator's XLIFF is checked the same way. An acronym translated on purpose takes \
            ignore="translation.acronyms" with a because.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <string id="export"><text xml:lang="en">Export as CSV or OFX</text>↓<text xml:lang="ko">파일로 내보내기</text></string>
                """#),
            Example(#"""
                <string id="gps"><text xml:lang="en">GPS signal is weak.</text>↓<text xml:lang="ko">지피에스 신호가 약합니다.</text></string>
                """#),
            Example(#"""
                <topic id="help.export">
                  <title><text xml:lang="en">Export recipes</text><text xml:lang="ko">레시피 내보내기</text></title>
                  <body xml:lang="en"><p>Choose a recipe.</p><p>Save it as a PDF.</p></body>
                  <body xml:lang="ko"><p>레시피를 선택하세요.</p>↓<p>문서로 저장하세요.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="export"><text xml:lang="en">Export PDFs as CSV, then play the MP3.</text><text xml:lang="ko">PDF를 CSV로 내보낸 다음 MP3를 재생하세요.</text></string>
                """#),
            Example(#"""
                <string id="ok"><text xml:lang="en">Tap OK at 9 AM. Do NOT unplug it.</text><text xml:lang="ko">오전 9시에 확인을 탭하세요. 전원을 뽑지 마세요.</text></string>
                """#),
            Example(#"""
                <string id="title"><text xml:lang="en">NEW RECIPES</text><text xml:lang="ko">새로운 레시피</text></string>
                """#),
            Example(#"""
                <string id="account"><text xml:lang="en">Sign in with your Apple ID.</text><text xml:lang="ko">Apple 계정으로 로그인하세요.</text></string>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        let sourceLanguage = context.config.sourceLanguage
        var found: [Diagnostic] = []
        // Most strings have no two capitals in a row in their source, told from its bytes.
        PairedTexts.forEachTranslation(in: entry, sourceLanguage: sourceLanguage,
                                       if: { $0.contains { $0.language == sourceLanguage && Self.mayHoldAcronym($0) } },
                                       where: { _ in true }) { text, original in
            if let message = Self.problem(text.strings, language: text.language, source: original,
                                          sourceLanguage: sourceLanguage, context: context) {
                found.append(context.diagnostic(message, about: text, of: entry))
            }
        }
        guard case .topic(let topic) = entry.kind else { return found }
        PairedBlocks.forEachComparison(of: topic, sourceLanguage: sourceLanguage,
                                       if: { original, _ in original.contains { $0.anyText(Self.mayHoldAcronym) } }) {
            body, original, text, location, suppressions in
            if let message = Self.problem([text], language: body.language, source: [original],
                                          sourceLanguage: sourceLanguage, context: context) {
                found.append(context.diagnostic(message, at: location, entry: entry.id, language: body.language,
                                                suppressions: suppressions))
            }
        }
        return found
    }

    /// The finding's message when an acronym of `source` is in none of
    /// `translated`, or nil.
    static func problem(_ translated: [String], language: String, source: [String], sourceLanguage: String,
                        context: RuleContext) -> String? {
        var missing: [String] = []
        // The translation's words read once, not once for each acronym.
        var present: Set<String>?
        for original in source where !isAllCapitals(original) {
            for acronym in acronyms(in: original) where !missing.contains(acronym) {
                if present == nil { present = translated.reduce(into: []) { $0.formUnion(asciiWords(in: $1)) } }
                if present?.contains(acronym) == false { missing.append(acronym) }
            }
        }
        guard !missing.isEmpty else { return nil }
        // The dearer exceptions, for the few acronyms missing: the
        // dictionary's words and the termbase's translated terms.
        missing.removeAll { acronym in
            context.speller.dictionaryAccepts(acronym.lowercased(), language: sourceLanguage) == true
                || source.contains { isTranslatedTerm(acronym, in: $0, sourceLanguage: sourceLanguage, language: language, context: context) }
        }
        guard !missing.isEmpty else { return nil }
        let named = missing.map { "“\($0)”" }
        let what = named.count == 1 ? "\(named[0]) of the \(sourceLanguage) text is" : "\(TermSupport.list(named, "and")) of the \(sourceLanguage) text are"
        return "\(what) not in this \(language) text; keep acronyms as written, "
            + "or add ignore=\"translation.acronyms\" with a because where one is translated on purpose"
    }

    /// Acronyms a translation writes in its own words: OK (확인), the time
    /// of day (오전, 오후), countries and unions by name (미국, 영국, 유럽 연합).
    static let translatedAcronyms: Set<String> = [
        "OK", "AM", "PM", "FAQ", "FAQS", "ETA", "ASAP", "FYI", "DIY", "AKA", "RSVP", "TBD", "TBA", "PS", "NB", "IE", "EG", "VS", "ETC",
        "US", "USA", "UK", "EU", "UAE", "UN",
    ]

    /// Words of two or more capital ASCII letters (digits allowed after
    /// the first, a plural s cut), not next to lower-case letters.
    static func acronyms(in string: String) -> [String] {
        let bytes = Array(string.utf8)
        var result: [String] = []
        var seen: Set<String> = []
        var index = 0
        while index < bytes.count {
            guard isASCIIAlphanumeric(bytes[index]), index == 0 || !isASCIIAlphanumeric(bytes[index - 1]) else { index += 1; continue }
            var end = index
            while end < bytes.count, isASCIIAlphanumeric(bytes[end]) { end += 1 }
            var word = bytes[index..<end]
            if word.count > 2, word.last == UInt8(ascii: "s") { word = word.dropLast() }
            let capitals = word.filter { $0 &- 0x41 < 26 }.count
            if capitals >= 2, word.first.map({ $0 &- 0x41 < 26 }) == true, !word.contains(where: { $0 &- 0x61 < 26 }),
               // Not a placeholder's letters (%1$@ has none; %X is one) or a key in a shortcut.
               index == 0 || bytes[index - 1] != UInt8(ascii: "%") {
                let acronym = String(decoding: word, as: UTF8.self)
                if !translatedAcronyms.contains(acronym), seen.insert(acronym).inserted { result.append(acronym) }
            }
            index = end
        }
        return result
    }

    /// Whether `acronym` stands in `text` as a word of its own: not inside
    /// a longer run of ASCII letters and digits (CSV로 holds CSV, CSVX does
    /// not), a plural s allowed (PDFs).
    static func contains(_ acronym: String, in text: String) -> Bool {
        asciiWords(in: text).contains(acronym)
    }

    /// The runs of ASCII letters and digits in `text`, each also without a
    /// final s (PDFs holds PDF) and without the digits it starts with (5GB
    /// holds GB: a unit joined to its number, as Korean writes it).
    static func asciiWords(in text: String) -> Set<String> {
        text.withUTF8Bytes { bytes in
            var words: Set<String> = []
            var index = 0
            while index < bytes.count {
                guard isASCIIAlphanumeric(bytes[index]) else { index += 1; continue }
                var end = index
                while end < bytes.count, isASCIIAlphanumeric(bytes[end]) { end += 1 }
                let word = UnsafeBufferPointer(rebasing: bytes[index..<end])
                words.insert(String(decoding: word, as: UTF8.self))
                if word.count > 1, word.last == UInt8(ascii: "s") {
                    words.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end - 1]), as: UTF8.self))
                }
                var letters = index
                while letters < end, bytes[letters] &- 0x30 < 10 { letters += 1 }
                if letters > index, letters < end {
                    words.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[letters..<end]), as: UTF8.self))
                }
                index = end
            }
            return words
        }
    }

    /// Whether a source text has two capital ASCII letters in a row, which
    /// every acronym has.
    static func mayHoldAcronym(_ string: String) -> Bool {
        string.withUTF8Bytes { bytes in
            guard bytes.count >= 2 else { return false }
            for index in 1..<bytes.count where bytes[index] &- 0x41 < 26 && bytes[index - 1] &- 0x41 < 26 { return true }
            return false
        }
    }

    private static func mayHoldAcronym(_ text: LocalizedText) -> Bool {
        text.strings.contains(where: mayHoldAcronym)
    }

    /// A text of two words or more with letters, none of them lower case:
    /// a heading or a warning written in capitals, whose words are no
    /// acronyms. A label of one word (GPS) is an acronym still.
    private static func isAllCapitals(_ string: String) -> Bool {
        string.utf8.contains { $0 &- 0x41 < 26 } && !string.utf8.contains { $0 &- 0x61 < 26 }
            && string.split(whereSeparator: \.isWhitespace).count > 1
    }

    /// Whether `acronym` is in a termbase term of `source` whose concept
    /// has terms in `language`, none of them holding it (Apple ID: Apple 계정).
    private static func isTranslatedTerm(_ acronym: String, in source: String, sourceLanguage: String, language: String,
                                         context: RuleContext) -> Bool {
        context.lexicon.terms.matches(in: source, language: sourceLanguage).contains { match in
            let translations = match.concept.terms(in: language)
            return contains(acronym, in: match.text) && !translations.isEmpty
                && !translations.contains { contains(acronym, in: $0.text) }
        }
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || byte &- 0x41 < 26 || byte &- 0x61 < 26
    }
}
