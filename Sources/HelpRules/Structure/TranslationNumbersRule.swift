import HelpCore

/// A translation with a number its source doesn't have: a digit dropped or
/// doubled while typing (300 m → 30m), or a number from another string.
public struct TranslationNumbersRule: EntryRule {
    public static let description = RuleDescription(
        id: "translation.numbers",
        summary: "A translation has no number its source doesn't have",
        rationale: """
            A number is copied, not translated, and a translator who types it again can drop a digit \
            (300 m becomes 30m), swap two (15 becomes 51) or take it from the string before. Each \
            number of a translation must be one of its source's, written with or without thousands \
            separators, in Korean with 천, 만 or 억 (10,000 is 1만; 10K is 1만 too; 만 after the source's number \
            may be the particle only: 버전 2만), or one the source \
            spells out (two, twice, both, second, March, Oct, a week: 7; per person: 1인; two's complement: 2의 보수; hexadecimal: 16진수; positive: 0보다 큰). A price is compared only with the source's prices \
            in the same currency ($50 written as $500 or 500달러 is a slip; $4.99 given as ₩6,600 is the \
            price in won). Placeholders, digits in a name (MP3, A17; a source name's digits may stand in the \
            translation's name, FILE1 as 파일1, v2 as 버전2, utf8 as UTF-8) and copy whose source measures in \
            miles, feet, pounds or °F (which a translation may give in metric) are left out. A number the \
            translation writes as a word (two → 두) is fine, so a source number missing from the \
            translation is not reported. Help pages are compared piece by piece where the translated \
            page's blocks line up with the source's, and as a whole otherwise. A translator's XLIFF \
            is checked the same way.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <string id="walk"><text xml:lang="en">Walk 300 m to the stop.</text>↓<text xml:lang="ko">정류장까지 30m 걸어가세요.</text></string>
                """#),
            Example(#"""
                <string id="balance"><text xml:lang="en">Your balance is below $50.</text>↓<text xml:lang="ko">잔액이 $500 미만입니다.</text></string>
                """#),
            Example(#"""
                <string id="limit">
                  <text xml:lang="en" plural="%lld"><one>Up to %lld recipe, 15 a day</one><other>Up to %lld recipes, 15 a day</other></text>
                  ↓<text xml:lang="ko" plural="%lld"><other>하루 51개, 최대 %lld개의 레시피</other></text>
                </string>
                """#),
            Example(#"""
                <topic id="help.timer">
                  <title><text xml:lang="en">Timers</text><text xml:lang="ko">타이머</text></title>
                  <body xml:lang="en"><p>Set a timer.</p><p>Timers stop after 12 hours.</p></body>
                  <body xml:lang="ko"><p>타이머를 설정하세요.</p>↓<p>타이머는 21시간 후에 멈춥니다.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="walk"><text xml:lang="en">Walk 300 m, then wait 2 minutes. Up to 10,000 steps a day.</text><text xml:lang="ko">300m 걷고 2분 기다리세요. 하루 최대 1만 걸음.</text></string>
                """#),
            Example(#"""
                <string id="twice"><text xml:lang="en">Tap twice within a week. Press F1 to play MP3s.</text><text xml:lang="ko">7일 안에 2번 탭하세요. MP3를 재생하려면 F1을 누르세요.</text></string>
                """#),
            Example(#"""
                <string id="price"><text xml:lang="en">Upgrade for $4.99, or walk 2 miles.</text><text xml:lang="ko">₩6,600에 업그레이드하거나 3.2km를 걸으세요.</text></string>
                """#),
            Example(#"""
                <string id="countdown"><text xml:lang="en">Wait for the three-second countdown, then run twenty-five laps.</text><text xml:lang="ko">3초 카운트다운을 기다린 다음 25바퀴를 달리세요.</text></string>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        let sourceLanguage = context.config.sourceLanguage
        var found: [Diagnostic] = []
        // Most strings have no digit in any translation, told from their bytes.
        PairedTexts.forEachTranslation(in: entry, sourceLanguage: sourceLanguage,
                                       if: { $0.contains { $0.language != sourceLanguage && Self.hasDigit($0) } },
                                       where: Self.hasDigit) { text, original in
            if let message = Self.problem(text.strings, language: text.language, source: original, sourceLanguage: sourceLanguage) {
                found.append(context.diagnostic(message, about: text, of: entry))
            }
        }
        guard case .topic(let topic) = entry.kind else { return found }
        // Most blocks have no digit, told without joining their copy.
        PairedBlocks.forEachComparison(of: topic, sourceLanguage: sourceLanguage,
                                       if: { _, translated in Self.hasDigit(translated) }) { body, original, text, location, suppressions in
            if let message = Self.problem([text], language: body.language, source: [original], sourceLanguage: sourceLanguage) {
                found.append(context.diagnostic(message, at: location, entry: entry.id, language: body.language,
                                                suppressions: suppressions))
            }
        }
        return found
    }

    private static func hasDigit(_ string: String) -> Bool {
        string.utf8.contains { $0 &- 0x30 < 10 }
    }

    private static func hasDigit(_ text: LocalizedText) -> Bool {
        switch text.value {
        case .single(let value): hasDigit(value)
        case .plural(let plural): plural.forms.contains { hasDigit($0.value) }
        }
    }

    private static func hasDigit(_ inlines: [Inline]) -> Bool {
        inlines.contains { $0.anyText(hasDigit) }
    }

    /// The finding's message when `translated` has a number none of
    /// `source` has, or nil.
    static func problem(_ translated: [String], language: String, source: [String], sourceLanguage: String) -> String? {
        // Most digits are a placeholder's (%1$@), and most numbers are the
        // source's: each is told before the next, dearer, step.
        let found = translated.flatMap(numbers(in:))
        guard !found.isEmpty else { return nil }
        let original = source.flatMap(numbers(in:))
        // A price is compared only with the source's prices in its own
        // currency: $50 against $500 is a slip, $4.99 against ₩6,600 the
        // price in won.
        var unmatched = found.filter { number in
            guard let currency = number.currency else {
                return !original.contains { $0.value == number.value || $0.value == number.alternative }
            }
            let sameCurrency = original.filter { $0.currency == currency }
            return !sameCurrency.isEmpty && !sameCurrency.contains { $0.value == number.value }
        }
        guard !unmatched.isEmpty, !source.contains(where: measuresInImperialUnits) else { return nil }
        if LanguageTag.isEnglish(sourceLanguage) {
            let spelledOut = source.reduce(into: Set<String>()) { $0.formUnion(spelledOutNumbers(in: $1)) }
            unmatched.removeAll { spelledOut.contains($0.value) }
        }
        // FILE1 → 파일1, v2 → 버전2, utf8 → UTF-8: a name's digits, which
        // the source's numbers leave out, carried into the translation.
        if !unmatched.isEmpty {
            let names = source.reduce(into: Set<String>()) { $0.formUnion(nameDigits(in: $1)) }
            unmatched.removeAll { names.contains($0.value) }
        }
        var extra: [String] = []
        for number in unmatched where !extra.contains(number.written) {
            extra.append(number.written)
        }
        guard !extra.isEmpty else { return nil }
        let theirs = original.map(\.written).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let has = extra.count == 1 ? "has \(extra[0]), which" : "has \(TermSupport.list(extra, "and")), which"
        let sourceHas = theirs.isEmpty ? "has no number" : "has \(TermSupport.list(theirs, "and"))"
        return "this \(language) text \(has) the \(sourceLanguage) text doesn’t (it \(sourceHas)); check that the number was copied right"
    }

    struct Number: Equatable {
        /// As the copy writes it: 10,000, 1만, $4.99.
        var written: String
        /// Without separators or leading zeros, multiplied out: 10000.
        var value: String
        /// A price's currency, as its sign: $ for $5 and 5달러, ₩ for 5,000원.
        var currency: Character? = nil
        /// The number's other reading, when its 만 may be the particle
        /// "only" (버전 2만 지원: version 2 only) rather than ten thousand.
        var alternative: String? = nil
    }

    /// The numbers of `string` as its reader sees them: not inside a
    /// placeholder, not the digits of a name (MP3, A17 — after a Latin
    /// letter); a price with its currency.
    static func numbers(in string: String) -> [Number] {
        guard hasDigit(string) else { return [] }
        let characters = TextSegments.characters(string)
        var masked = [Bool](repeating: false, count: characters.count)
        if string.containsByte(UInt8(ascii: "%")) {
            for placeholder in Placeholder.all(inCharacters: characters) where placeholder.offset < characters.count {
                for index in placeholder.offset..<min(placeholder.offset + placeholder.text.count, characters.count) {
                    masked[index] = true
                }
            }
        }
        func isDigit(_ index: Int) -> Bool { index < characters.count && characters[index].isASCII && characters[index].isNumber }
        var result: [Number] = []
        var index = 0
        while index < characters.count {
            guard isDigit(index), !masked[index] else { index += 1; continue }
            var end = index
            while isDigit(end) { end += 1 }
            // 1,000 and 1.5: a separator with a digit on each side.
            while end + 1 < characters.count, characters[end] == "," || characters[end] == ".", isDigit(end + 1) {
                end += 1
                while isDigit(end) { end += 1 }
            }
            let start = index
            index = end
            if start > 0, let before = characters[start - 1].asciiValue,
               (0x41...0x5A).contains(before) || (0x61...0x7A).contains(before) { continue }
            var currency: Character? = start > 0 && currencySigns.contains(characters[start - 1]) ? characters[start - 1] : nil
            var written = String(characters[start..<end])
            var multiplier = 1.0
            while index < characters.count, let factor = koreanUnits[characters[index]] {
                multiplier *= factor
                written.append(characters[index])
                index += 1
            }
            // 10K steps: thousands, when no Latin letter follows the K (a
            // Korean particle may: 4K로).
            if multiplier == 1, index < characters.count, characters[index] == "K" || characters[index] == "k",
               index + 1 == characters.count || !(characters[index + 1].isASCII && characters[index + 1].isLetter) {
                multiplier = 1_000
                written.append(characters[index])
                index += 1
            }
            // 5,000원, 2천 원: a price, with or without a space before its currency.
            let unit = index < characters.count && characters[index] == " " ? index + 1 : index
            if currency == nil, let named = koreanCurrencies.first(where: { characters[unit...].starts(with: $0.name) }) {
                currency = named.sign
                written += String(characters[index..<unit + named.name.count])
            }
            let digits = written.prefix { $0.isASCII && ($0.isNumber || $0 == "," || $0 == ".") }
                .filter { $0 != "," }
            if start > 0, currency == characters[start - 1] { written = String(characters[start - 1]) + written }
            let onlyParticle = multiplier == 10_000 && written.hasSuffix("만") && !written.dropLast().contains(where: { koreanUnits[$0] != nil })
            result.append(Number(written: written, value: normalized(String(digits), times: multiplier), currency: currency,
                                 alternative: onlyParticle ? normalized(String(digits), times: 1) : nil))
        }
        return result
    }

    private static let currencySigns: Set<Character> = ["$", "€", "£", "¥", "₩"]
    /// Korean currency names after an amount, each with its sign.
    private static let koreanCurrencies: [(name: [Character], sign: Character)] = [
        (Array("원"), "₩"), (Array("달러"), "$"), (Array("엔"), "¥"), (Array("유로"), "€"), (Array("파운드"), "£"),
    ]
    private static let koreanUnits: [Character: Double] = ["십": 10, "백": 100, "천": 1_000, "만": 10_000, "억": 100_000_000]

    /// 007 → 7, 1.50 → 1.5, 1.5 × 10,000 → 15000.
    static func normalized(_ digits: String, times multiplier: Double) -> String {
        if multiplier == 1 {
            var trimmed = Substring(digits)
            if trimmed.contains(".") {
                while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
                if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
            }
            while trimmed.count > 1, trimmed.hasPrefix("0"), !trimmed.hasPrefix("0.") { trimmed = trimmed.dropFirst() }
            return String(trimmed)
        }
        guard let value = Double(digits) else { return digits }
        let product = value * multiplier
        if product == product.rounded(), abs(product) < 1e15 { return String(Int64(product)) }
        return normalized(String(product), times: 1)
    }

    /// Units a translation may convert to metric, so its numbers change.
    private static let imperialUnits: Set<String> = [
        "mile", "miles", "mi", "mph", "ft", "foot", "feet", "inch", "inches", "yard", "yards", "lb", "lbs",
        "pound", "pounds", "oz", "ounce", "ounces", "gallon", "gallons", "fahrenheit", "acre", "acres",
    ]

    private static func measuresInImperialUnits(_ string: String) -> Bool {
        string.contains("°F") || TextSegments.words(string).contains { imperialUnits.contains($0.text.lowercased()) }
    }

    /// The digits that end or stand in a name after a Latin letter (FILE1,
    /// SHA1, Nintendo64, v2), which `numbers(in:)` leaves out, without
    /// leading zeros.
    static func nameDigits(in string: String) -> Set<String> {
        var digits: Set<String> = []
        var run = "", afterLetter = false, previousIsLetter = false
        for scalar in string.unicodeScalars {
            if scalar.isASCII, ("0"..."9").contains(scalar) {
                if run.isEmpty { afterLetter = previousIsLetter }
                run.unicodeScalars.append(scalar)
                previousIsLetter = false
                continue
            }
            if afterLetter, !run.isEmpty { digits.insert(normalized(run, times: 1)) }
            run = ""
            previousIsLetter = scalar.isASCII && scalar.properties.isAlphabetic
        }
        if afterLetter, !run.isEmpty { digits.insert(normalized(run, times: 1)) }
        return digits
    }

    /// Numbers an English source spells out, and the numbers a translation
    /// may write for them (a week: 7 days; an hour: 60 minutes).
    private static let numberWords: [String: [String]] = [
        "zero": ["0"], "one": ["1"], "two": ["2"], "three": ["3"], "four": ["4"], "five": ["5"], "six": ["6"],
        "seven": ["7"], "eight": ["8"], "nine": ["9"], "ten": ["10"], "eleven": ["11"], "twelve": ["12"],
        "thirteen": ["13"], "fourteen": ["14"], "fifteen": ["15"], "sixteen": ["16"], "seventeen": ["17"],
        "eighteen": ["18"], "nineteen": ["19"], "twenty": ["20"], "thirty": ["30"], "forty": ["40"], "fifty": ["50"],
        "sixty": ["60"], "seventy": ["70"], "eighty": ["80"], "ninety": ["90"], "hundred": ["100"],
        "thousand": ["1000"], "million": ["1000000"], "billion": ["1000000000"],
        "a": ["1"], "an": ["1"], "per": ["1"], "each": ["1"], "single": ["1"], "both": ["2"], "teen": ["10"],
        "zeroes": ["0"], "zeroed": ["0"], "hundredth": ["100"],
        // Bases written as their number (16진수, 8진수), and what a sign says of zero (0보다 큰).
        "hexadecimal": ["16"], "hex": ["16"], "octal": ["8"], "binary": ["2"], "decimal": ["10"],
        "positive": ["0"], "negative": ["0"], "nonzero": ["0"], "once": ["1"], "twice": ["2"], "double": ["2"], "triple": ["3"],
        "first": ["1"], "second": ["2"], "third": ["3"], "fourth": ["4"], "fifth": ["5"], "sixth": ["6"],
        "seventh": ["7"], "eighth": ["8"], "ninth": ["9"], "tenth": ["10"], "last": [], "couple": ["2"],
        "dozen": ["12"], "half": ["30", "0.5", "50"], "quarter": ["15", "0.25", "25"],
        "hour": ["60"], "day": ["24"], "daily": ["24"], "week": ["7"], "weekly": ["7"], "fortnight": ["14"],
        "month": ["30", "31"], "year": ["12", "365"], "yearly": ["12", "365"], "annual": ["12", "365"],
        "noon": ["12"], "midnight": ["0", "12", "24"],
        "january": ["1"], "february": ["2"], "march": ["3"], "april": ["4"], "june": ["6"], "july": ["7"],
        "august": ["8"], "september": ["9"], "october": ["10"], "november": ["11"], "december": ["12"],
        "jan": ["1"], "feb": ["2"], "mar": ["3"], "apr": ["4"], "jun": ["6"], "jul": ["7"], "aug": ["8"],
        "sep": ["9"], "sept": ["9"], "oct": ["10"], "nov": ["11"], "dec": ["12"],
    ]

    /// The numbers an English string spells out; "May" counts as the month
    /// only capitalized and before a day (May 5).
    ///
    /// A hyphenated word is read by its parts (a three-second countdown:
    /// 3초), and tens joined to a unit are their sum as well (twenty-five:
    /// 25).
    static func spelledOutNumbers(in string: String) -> Set<String> {
        let words = TextSegments.words(string)
        var numbers: Set<String> = []
        for (index, word) in words.enumerated() {
            // two's complement: the number without its possessive.
            var lowered = word.text.lowercased()
            if lowered.hasSuffix("'s") || lowered.hasSuffix("’s") { lowered.removeLast(2) }
            let parts = lowered.split(separator: "-").map(String.init)
            for part in parts {
                if let values = numberWords[part] ?? numberWords[String(part.dropLast())].flatMap({ part.hasSuffix("s") ? $0 : nil }) {
                    numbers.formUnion(values)
                }
            }
            if parts.count == 2, let tens = numberWords[parts[0]]?.first.flatMap({ Int($0) }), (20...90).contains(tens), tens % 10 == 0,
               let unit = numberWords[parts[1]]?.first.flatMap({ Int($0) }), (1...9).contains(unit) {
                numbers.insert(String(tens + unit))
            }
            if word.text == "May", index + 1 < words.count, words[index + 1].text.first?.isNumber == true {
                numbers.insert("5")
            }
        }
        return numbers
    }
}
