import Foundation
import HelpCore
@testable import HelpRules
import Testing

/// Searching copy compares scalars when every character is one scalar;
/// it must find exactly what comparing characters finds.
struct TextSearchTests {
    /// The search as characters, the way it was written first.
    static func characterOffsets(of needle: String, in string: String, wholeWords: Bool) -> [Int] {
        let characters = Array(string), pattern = Array(needle)
        guard let first = pattern.first, pattern.count <= characters.count else { return [] }
        var result: [Int] = []
        var index = 0
        while index <= characters.count - pattern.count {
            if characters[index] == first, Array(characters[index..<index + pattern.count]) == pattern {
                let before = index > 0 && characters[index - 1].isLetter
                let after = index + pattern.count < characters.count && characters[index + pattern.count].isLetter
                if !wholeWords || (!before && !after) {
                    result.append(index)
                    index += pattern.count
                    continue
                }
            }
            index += 1
        }
        return result
    }

    @Test func scalarSearchFindsWhatCharacterSearchFinds() {
        let pieces = ["a", "b", "A", "K", "\u{212A}", "é", "e\u{301}", "e", " ", "-", "한", "국", "ㅎ", "!", "’", "ß"]
        // A fixed linear congruential sequence, so a failure repeats.
        var numbers = SeededNumbers(seed: 11)
        func text(_ count: Int) -> String { (0..<count).map { _ in pieces[numbers.next() % pieces.count] }.joined() }
        for _ in 0..<4_000 {
            let haystack = text(numbers.next() % 12), needle = text(1 + numbers.next() % 3)
            let wholeWords = numbers.next() % 2 == 0
            #expect(TextSearch.Haystack(haystack).offsets(of: needle, wholeWords: wholeWords)
                    == Self.characterOffsets(of: needle, in: haystack, wholeWords: wholeWords),
                    "\(needle.debugDescription) in \(haystack.debugDescription)")
            #expect(TextSearch.Haystack(haystack, ignoringCase: true).offsets(of: needle.lowercased(), wholeWords: wholeWords)
                    == Self.characterOffsets(of: needle.lowercased(), in: haystack.lowercased(), wholeWords: wholeWords))
        }
    }

    /// A needle's anchors hold every scalar whose lowered text starts with
    /// the needle's first character, for every ASCII character and a few
    /// syllables, across the Basic Multilingual Plane; and a decomposed
    /// syllable's leading jamo.
    @Test func anchorsHoldEveryScalarThatLowersToTheFirstCharacter() {
        let firsts: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + ["팝", "가", "힣"]
        // Characters hash as they compare: by canonical equivalence.
        let lowering = Dictionary(grouping: (UInt32(0)...0xFFFF).compactMap(Unicode.Scalar.init), by: { String($0).lowercased().first })
        for first in firsts {
            let needle = TextSearch.Needle(String(first))
            guard let anchors = needle.anchors else { Issue.record("no anchors for \(first)"); continue }
            for scalar in lowering[first] ?? [] {
                #expect(anchors.contains(scalar.value), "\(first): U+\(String(scalar.value, radix: 16))")
            }
            if let decomposed = String(first).decomposedStringWithCanonicalMapping.unicodeScalars.first {
                #expect(anchors.contains(decomposed.value), "\(first) decomposed")
            }
        }
    }

    /// With the check before it, the search finds what it found without.
    @Test func mayOccurNeverHidesAMatch() {
        let pieces = ["a", "P", "p", "K", "\u{212A}", "\u{130}", "i", "e\u{301}", " ", "팝", "\u{1111}\u{1161}\u{11B8}", "오", "버", "ver", "O",
                      "o", "o\u{301}", "pO", "I", "t", "\u{212A}i"]
        var numbers = SeededNumbers(seed: 5)
        func text(_ count: Int) -> String { (0..<count).map { _ in pieces[numbers.next() % pieces.count] }.joined() }
        let needles = ["popover", "팝오버", "kit", "iPad", "K", "over", "it", "ok", "po"].map(TextSearch.Needle.init)
        for _ in 0..<4_000 {
            let string = text(numbers.next() % 10)
            let haystack = TextSearch.Haystack(string, ignoringCase: true)
            for needle in needles where !needle.mayOccur(in: string) {
                #expect(haystack.offsets(of: needle).isEmpty, "\(needle.text) in \(string.debugDescription)")
            }
        }
    }

    /// A text `surelyLacks` an ASCII needle only when the search, ignoring
    /// case, finds nothing; and it does say so of most texts without it.
    @Test func surelyLacksNeverHidesAMatch() {
        let pieces = ["a", "S", "s", "o", "O", "r", "T", "t", "K", "k", "\u{212A}", ";", "\u{37E}", "`", "\u{1FEF}", "\u{130}", "i",
                      "e\u{301}", " ", "-", "정", "렬", "ſ", "\u{2126}"]
        var numbers = SeededNumbers(seed: 23)
        func text(_ count: Int) -> String { (0..<count).map { _ in pieces[numbers.next() % pieces.count] }.joined() }
        let needles = ["Sort", "sort", "OK", "k", ";x", "`", "Air Drop", "i", "t-s", "정렬"]
        var lacking = 0
        for _ in 0..<6_000 {
            let string = text(numbers.next() % 10)
            let haystack = TextSearch.Haystack(string, ignoringCase: true)
            for needle in needles where TextSearch.surelyLacks(asciiNeedle: needle, in: string) {
                lacking += 1
                #expect(haystack.offsets(of: TextSearch.Needle(needle)).isEmpty, "\(needle) in \(string.debugDescription)")
            }
        }
        #expect(lacking > 20_000)
        #expect(!TextSearch.surelyLacks(asciiNeedle: "정렬", in: "목록"), "not ASCII: left to the search")
        #expect(TextSearch.surelyLacks(asciiNeedle: "Sort", in: "Change the order of recipes"))
        #expect(!TextSearch.surelyLacks(asciiNeedle: "Sort", in: "SORT the list"))
    }

    /// A list's anchors together answer as its needles one by one, for
    /// strings of ASCII, look-alike signs, syllables, jamo and scalars
    /// from across the Basic Multilingual Plane.
    @Test func listAnchorsAnswerAsEachNeedle() {
        var numbers = SeededNumbers(seed: 11)
        let pieces = ["a", "P", "k", "\u{212A}", ";", "\u{37E}", "`", "\u{1FEF}", "팝", "\u{1111}", "오", "가", "힣", "\u{1100}", "x", " ", "é",
                      "o", "O", "v"]
        func scalar() -> String {
            let value = UInt32(numbers.next() % 0xFFFF)
            return Unicode.Scalar(value).map { String($0) } ?? "?"
        }
        let lists: [[String]] = [["popover", "팝오버", "kit"], ["K", ";", "`"], ["가", "힣"], ["é", "over"], [], ["\u{1F600}x"],
                                 ["popover", "pop-over"], ["ov", "Pa"]]
        for words in lists {
            let needles = words.map(TextSearch.Needle.init)
            let anchors = TextSearch.Anchors(needles)
            for _ in 0..<3_000 {
                let string = (0..<numbers.next() % 6).map { _ in numbers.next() % 4 == 0 ? scalar() : pieces[numbers.next() % pieces.count] }.joined()
                #expect(anchors.mayOccur(in: string) == needles.contains { $0.mayOccur(in: string) },
                        "\(words) in \(string.debugDescription)")
            }
        }
    }

    /// A needle starting with two letters is ruled out by its letter pair,
    /// not by its first letter alone, which most English text holds.
    @Test func letterPairsRuleOutTextsWithTheFirstLetter() {
        let popover = TextSearch.Needle("popover")
        #expect(popover.letterPair != nil)
        #expect(!popover.mayOccur(in: "Open the app to print a photo"))
        #expect(popover.mayOccur(in: "Close the POPOVER"))
        #expect(!TextSearch.Anchors([popover]).mayOccur(in: "Open the app to print a photo"))
        #expect(TextSearch.Needle("kit").letterPair == nil, "the Kelvin sign lowers to k")
    }

    /// A list searched in one reading of the text finds the word and
    /// place that searching for its words one by one finds: the earliest,
    /// the first in the list of words starting there; with words of
    /// several scalars and texts of several-scalar characters, which are
    /// compared by character.
    @Test func aListFindsWhatItsWordsFindOneByOne() {
        let pieces = ["a", "P", "p", "K", "\u{212A}", "i", "e\u{301}", "é", " ", "팝", "오", "버", "ver", "O", "o", "pO", "t", "-",
                      "탭", "하", "세요", "클릭", "x"]
        let lists: [[String]] = [["popover", "팝오버", "pop", "over", "po"], ["탭", "탭하", "클릭"], ["é", "e\u{301}", "pop"],
                                 ["k", "\u{212A}i", "it"], ["over", "over"], [], [""], ["o", "O", "ó"], ["éa", "e\u{301}", "ea"]]
        var numbers = SeededNumbers(seed: 31)
        for words in lists {
            let list = TextSearch.NeedleList(words)
            for _ in 0..<3_000 {
                let string = numbers.text(of: pieces, fewerThan: 9)
                let haystack = TextSearch.Haystack(string, ignoringCase: true)
                for wholeWords in [false, true] {
                    let expected = TextSearch.firstMatch(of: list.needles, in: haystack, wholeWords: wholeWords)
                    let found = list.firstMatch(in: haystack, wholeWords: wholeWords)
                    // By scalars: "é" and "e\u{301}" are equal strings.
                    #expect(found.map { Array($0.0.unicodeScalars) } == expected.map { Array($0.0.unicodeScalars) }
                            && found?.1 == expected?.1,
                            "\(words) in \(string.debugDescription), whole words \(wholeWords)")
                    let odd = list.firstMatch(in: haystack, wholeWords: wholeWords, including: { $0 % 2 == 1 })
                    let expectedOdd = TextSearch.firstMatch(of: list.needles.enumerated().filter { $0.offset % 2 == 1 }.map(\.element),
                                                            in: haystack, wholeWords: wholeWords)
                    #expect(odd.map { Array($0.0.unicodeScalars) } == expectedOdd.map { Array($0.0.unicodeScalars) }
                            && odd?.1 == expectedOdd?.1, "\(words) in \(string.debugDescription)")
                }
            }
        }
        #expect(TextSearch.NeedleList(["over", "popover"]).firstMatch(in: TextSearch.Haystack("a popover"), wholeWords: false)! == ("popover", 2))
        #expect(TextSearch.NeedleList(["pop", "popover"]).firstMatch(in: TextSearch.Haystack("popover"), wholeWords: true)! == ("popover", 0))
    }

    @Test func kelvinSignMatchesTheLetterK() {
        #expect(TextSearch.Haystack("\u{212A}elvin").offsets(of: "K") == [0])
        #expect(TextSearch.Haystack("Kelvin").offsets(of: "\u{212A}") == [0])
    }
}

struct LookAlikeScalarsTests {
    /// Every character the Korean punctuation rule treats as the start of a
    /// look-alike begins with one of the scalars it tests first.
    @Test func everyLookAlikeStartBeginsWithAListedScalar() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if KoreanPunctuationRule.lookAlikeStarts.contains(Character(scalar)) {
                #expect(KoreanPunctuationRule.lookAlikeStartScalars.contains(value), "U+\(String(value, radix: 16))")
            }
        }
    }
}

struct TextWhitespaceScalarTests {
    /// The white-space problem found by scalar is the one found by
    /// character, for copy with spaces, tabs, line breaks, no-break and
    /// ideographic spaces, and (through the character path) marks.
    @Test func scalarsFindWhatCharactersFind() {
        let pieces = [" ", "  ", "\t", "\n", "\r", "\r\n", "\u{A0}", "\u{3000}", "\u{2028}", "\u{85}", "\u{200B}", "a", "저장",
                      ".", " \u{301}", "\u{301}"]
        var numbers = SeededNumbers(seed: 13)
        let texts = numbers.scalarTexts(of: pieces, fewerThan: 7, tries: 20_000)
        #expect(texts.count > 5_000)
        for (text, scalars) in texts {
            #expect(TextWhitespaceRule.problem(inScalars: scalars) == TextWhitespaceRule.problem(in: Array(text)),
                    "\(text.debugDescription)")
        }
    }

    /// Copy the byte check passes has no problem when read by character,
    /// and the check passes ordinary copy (it is not a check that passes
    /// nothing).
    @Test func plainlySpacedCopyHasNoProblem() {
        let pieces = [" ", "  ", "\t", "\n", "\r\n", "\u{A0}", "\u{3000}", "\u{2003}", "\u{2028}", "\u{205F}", "\u{85}",
                      "\u{1680}", "\u{200B}", "a", "Save", "저장", "“", "”", "…", "—", ".", " \u{301}", "\u{301}", "é", "「", "\u{200D}", "\u{20DD}",
                      "\u{A8E0}", "\u{1161}"]
        var numbers = SeededNumbers(seed: 29)
        var passed = 0
        for _ in 0..<20_000 {
            let text = numbers.text(of: pieces, fewerThan: 8)
            guard TextWhitespaceRule.isPlainlySpaced(text) else { continue }
            passed += 1
            #expect(TextWhitespaceRule.problem(in: Array(text)) == nil, "\(text.debugDescription)")
        }
        #expect(passed > 1_000)
        for text in ["Open Recipe", "레시피 열기", "Tap “Save” to keep it…", "%lld recipes", "저장 — 완료", ""] {
            #expect(TextWhitespaceRule.isPlainlySpaced(text), "\(text)")
        }
    }
}

struct CopyFormScalarTests {
    /// A scalar that stands alone is a closing quote by value exactly when
    /// its character is one of `closingQuotes`, across the Basic
    /// Multilingual Plane; and the last meaningful character agrees.
    @Test func closingQuotesByScalarMatchCharacters() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), TextSegments.standsAlone(scalar) else { continue }
            #expect(CopyForm.closingQuoteScalars.contains(value) == CopyForm.closingQuotes.contains(Character(scalar)),
                    "U+\(String(value, radix: 16))")
        }
        for text in ["저장됨.”", "Done)", "”’", "", "a’\u{301}", "Open “Recipes”", "끝」』"] {
            let characters = Array(text)
            var index = characters.count - 1
            while index >= 0, CopyForm.closingQuotes.contains(characters[index]) { index -= 1 }
            let expected = index >= 0 ? (characters[index], index) : nil
            let found = CopyForm.lastMeaningful(text)
            #expect(found?.character == expected?.0 && found?.offset == expected?.1, "\(text.debugDescription)")
        }
    }
}

struct EllipsisBytesTests {
    @Test func threePeriodsAreToldByBytes() {
        #expect(EllipsisRule.holdsThreePeriods("Loading..."))
        #expect(EllipsisRule.holdsThreePeriods("a....b"))
        #expect(!EllipsisRule.holdsThreePeriods("v1.2.3"))
        #expect(!EllipsisRule.holdsThreePeriods(".. ."))
        #expect(!EllipsisRule.holdsThreePeriods("Loading…"))
    }
}

struct QuoteBytesTests {
    /// Any quote, straight or curly, opening or closing, is told by its
    /// bytes; text without one (Hangul, dashes, other punctuation sharing
    /// their last bytes) is not taken for one.
    @Test func quotesAreToldByBytes() {
        for quoted in ["Tap \"Keep\"", "it's", "Tap “Keep”", "Tap ‘Keep’", "“", "‘", "a\""] {
            #expect(QuotesRule.mayHoldQuotes(quoted), "\(quoted)")
        }
        for plain in ["", "Tap Keep.", "유지를 탭하세요", "끝 — 다음 ─ 옘 옜 뜨 띠", "”", "’", "‚ „ ‛ ‟", "…"] {
            #expect(QuotesRule.mayHoldQuotes(plain) == plain.contains { "“‘\"'".contains($0) }, "\(plain)")
        }
    }
}

struct EnglishCaseScalarTests {
    /// Words read by scalar carry the offsets, sentence starts, quotes and
    /// fixed case that reading by character gives them.
    @Test func scalarsReadWordsAsCharactersDo() {
        let english = EnglishCase(words: WordLists(["proper-nouns": ["iPhone", "Siri Remote", "Apple Watch"]]))
        let pieces = ["Open", "the", "iPhone", "Siri", "Remote", "Apple", "Watch", "I", "%@", "%lld", "3D", "x", " ", " ", ". ",
                      "? ", ": ", "“", "”", "\"", "‘", "’", "…", "café", "ÉCLAIR", "don’t", "e-mail", "eBay", "42", "저장"]
        var numbers = SeededNumbers(seed: 17)
        for _ in 0..<5_000 {
            let text = numbers.text(of: pieces, fewerThan: 12)
            #expect(english.words(text) == english.words(text, byScalar: false), "\(text.debugDescription)")
        }
    }
}

struct EnglishCaseLeadingASCIITests {
    /// A word's first letter is upper or lower case by its first byte
    /// exactly when its first character says so.
    @Test func caseByByteIsCaseByCharacter() {
        let pieces = ["A", "a", "Z", "z", "1", "%", "e\u{301}", "É", "é", "\r\n", "\r", "ß", "İ", "저", "’", "x", "K", "\u{212A}"]
        var numbers = SeededNumbers(seed: 41)
        for _ in 0..<5_000 {
            let text = numbers.text(of: pieces, fewerThan: 4)
            let word = EnglishCase.Word(text: text, offset: 0, isFixed: false, startsSentence: false, isQuoted: false)
            #expect(word.startsUpper == (text.first?.isUppercase ?? false), "\(text.debugDescription)")
            #expect(word.startsLower == (text.first?.isLowercase ?? false), "\(text.debugDescription)")
        }
    }
}

struct EnglishCaseASCIILettersTests {
    /// An ASCII word's letters, inner capitals and leading `%`, read from
    /// its bytes, are what its characters say.
    @Test func lettersByByteAreLettersByCharacter() {
        let pieces = ["A", "a", "Z", "z", "@", "[", "`", "{", "1", "%", "-", "'", "e\u{301}", "é", "저", "\u{212A}"]
        var numbers = SeededNumbers(seed: 43)
        var ascii = 0
        for _ in 0..<5_000 {
            let word = numbers.text(of: pieces, fewerThan: 5)
            guard let read = EnglishCase.asciiLetters(word) else {
                #expect(!word.utf8.allSatisfy { $0 < 0x80 }, "\(word.debugDescription)")
                continue
            }
            ascii += 1
            #expect(read.hasLetters == word.contains { $0.isLetter }, "\(word.debugDescription)")
            #expect(read.hasInnerCapital == word.dropFirst().contains { $0.isUppercase }, "\(word.debugDescription)")
            #expect(read.isPlaceholder == word.hasPrefix("%"), "\(word.debugDescription)")
        }
        #expect(ascii > 1_000)
    }
}

struct AlertMessageBigramTests {
    /// Bigrams by scalar number give the sets' sizes, and their overlap with
    /// another text's, that bigrams as strings give: a message and a title
    /// of Hangul, Latin letters, digits, punctuation and spaces.
    @Test func scalarBigramsCountAsStringBigramsDo() {
        let pieces = ["이", "레시피", "를", "삭제", "하겠습니까", "?", " ", "동기화", "할 수 없음", "A", "b", "7", "١", "Ⅻ", "·", "—", "음"]
        var numbers = SeededNumbers(seed: 23)
        let texts = numbers.scalarTexts(of: pieces, fewerThan: 8, tries: 4_000)
        #expect(texts.count > 3_000)
        for (first, second) in zip(texts, texts.dropFirst()) {
            let strings = (AlertMessageValueRule.bigrams(first.text), AlertMessageValueRule.bigrams(second.text))
            let scalars = (AlertMessageValueRule.bigrams(first.scalars), AlertMessageValueRule.bigrams(second.scalars))
            #expect(strings.0.count == scalars.0.count, "\(first.text.debugDescription)")
            #expect(strings.0.intersection(strings.1).count == scalars.0.intersection(scalars.1).count,
                    "\(first.text.debugDescription) \(second.text.debugDescription)")
            #expect(strings.0.union(strings.1).count == scalars.0.union(scalars.1).count)
        }
    }
}

struct AlertMessageSimilarityTests {
    /// Read a bigram at a time, stopping once the title can no longer be
    /// matched, a message is similar to a title exactly when the two sets
    /// are; pairs of texts from a few syllables, some nearly the same.
    @Test func stoppingEarlyAnswersAsTheSetsDo() {
        let pieces = ["레시피", "를", "삭제", "할까요", "?", " ", "동기화", "할 수 없음", "A", "b", "7", "음", "목록", "레", "시", "١", "—"]
        var numbers = SeededNumbers(seed: 37)
        let texts = numbers.scalarTexts(of: pieces, fewerThan: 7, tries: 6_000)
        var similar = 0
        for (first, second) in zip(texts, texts.dropFirst(3)) {
            for (message, title) in [(first.scalars, second.scalars), (first.scalars, first.scalars.dropLast(2) + [])] {
                let sets = AlertMessageValueRule.similar(AlertMessageValueRule.bigrams(message), AlertMessageValueRule.bigrams(title))
                #expect(AlertMessageValueRule.similar(message, AlertMessageValueRule.bigrams(title)) == sets,
                        "\(String(String.UnicodeScalarView(message))) / \(String(String.UnicodeScalarView(title)))")
                if sets { similar += 1 }
            }
        }
        #expect(similar > 500, "pairs on both sides of the line")
    }
}

struct WordMatchBytesTests {
    /// Copy of ASCII and Hangul normalized by byte reads as it does by
    /// character; other copy (marks, a carriage return, other scripts) is
    /// left to the characters.
    @Test func bytesNormalizeAsCharactersDo() {
        let pieces = ["OK", "Cancel", "확인", "취소", " ", "  ", "\t", "\n", "\r", "\r\n", "!", "-", "—", ".", "’", "'", "\"",
                      "(1)", "#", "$", "+", "~", "_", "é", "e\u{301}", "Σ", "İ", "ㄱ", "\u{1161}", "\u{A0}", "\u{3000}", "가"]
        var numbers = SeededNumbers(seed: 29)
        var byByte = 0
        for _ in 0..<20_000 {
            let text = numbers.text(of: pieces, fewerThan: 8)
            guard let fast = WordMatch.normalizedByByte(text) else { continue }
            byByte += 1
            #expect(fast == WordMatch.normalizedByCharacter(text), "\(text.debugDescription)")
            #expect(Array(fast.utf8) == Array(WordMatch.normalizedByCharacter(text).utf8), "\(text.debugDescription)")
        }
        #expect(byByte > 2_000)
        #expect(WordMatch.normalizedByByte("e\u{301}") == nil)
        #expect(WordMatch.normalizedByByte("a\r\nb") == nil)
        #expect(WordMatch.normalizedByByte("Σ") == nil)
    }
}

struct EndingPunctuationScalarTests {
    /// A last character is one of the ending marks by scalar value exactly
    /// when `contains` says so by canonical equivalence, for every scalar of
    /// the Basic Multilingual Plane and a few characters of several scalars.
    @Test func oneOfTheMarksByValueIsContains() {
        let lists = [".!?:;。！？", ".:;。"]
        var characters = (UInt32(0)...0xFFFF).compactMap { Unicode.Scalar($0).map(Character.init) }
        characters += [".\u{301}", ";\u{308}", "\u{37E}", "\u{37E}\u{301}", "!\u{20DD}", "e\u{301}"]
        for list in lists {
            for character in characters {
                #expect(EndingPunctuationRule.isOne(character, of: list) == list.contains(character),
                        "\(character.unicodeScalars.map { String($0.value, radix: 16) }) in \(list)")
            }
        }
    }
}

struct UnwantedScalarBytesTests {
    /// Reading a text's bytes finds an unwanted scalar (a control, a
    /// zero-width or direction mark, a byte order mark, a language tag)
    /// exactly where reading its scalars does.
    @Test func bytesFindWhatScalarsFind() {
        let pieces = ["a", "\t", "\n", "\r", "\u{0}", "\u{1F}", " ", "~", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "é",
                      "\u{61C}", "\u{61D}", "\u{200A}", "\u{200B}", "\u{200D}", "\u{200E}", "\u{2064}", "\u{2065}",
                      "\u{202A}", "\u{2069}", "가", "\u{3000}", "\u{D7FF}", "\u{E000}", "\u{FEFF}", "\u{FFF9}", "\u{FFFC}",
                      "\u{E0001}", "\u{E0020}", "😀"]
        var numbers = SeededNumbers(seed: 47)
        var unwanted = 0
        for _ in 0..<8_000 {
            let text = numbers.text(of: pieces, fewerThan: 6)
            let expected = text.unicodeScalars.contains(where: TextControlCharactersRule.isUnwanted)
            #expect(TextControlCharactersRule.holdsUnwanted(text) == expected, "\(text.unicodeScalars.map { $0.value })")
            if expected { unwanted += 1 }
        }
        #expect(unwanted > 1_000)
    }
}

/// Names of controls keep their capitals in sentence case; title case
/// written after a verb is still title case.
struct EnglishCaseControlNameTests {
    static func english() throws -> EnglishCase { EnglishCase(words: try WordLists.bundled()) }

    @Test(arguments: [
        "Tap Edit, then tap Delete Note.",
        "Choose File > Export as PDF, then choose a location.",
        "Tap Add to Favorites to keep it.",
        "Select Keep Both to save both copies.",
        "Go to Settings > General > About to see the version.",
        // A capitalized minor word in a name, or a letter that is a key.
        "Tap Set Up to begin.", "Press A to jump to the top.", "Choose File > Save As to keep a copy.",
    ])
    func controlNamesKeepTheirCapitals(_ text: String) throws {
        #expect(try Self.english().sentenceCaseProblem(text) == nil)
    }

    @Test(arguments: [
        ("Tap Done When You Finish.", "Done"),
        ("Choose Sort By Date To Reorder.", "Sort"),
        ("Tap The Button To Continue.", "Button"),
        ("Your Recipe Was Saved To The List.", "Recipe"),
    ])
    func titleCaseAfterAVerbIsStillReported(_ text: String, _ first: String) throws {
        #expect(try Self.english().sentenceCaseProblem(text)?.word.text == first)
    }

    /// A minor word capitalized between lower-case words is a slip of the
    /// shift key, however few capitals the sentence has.
    @Test(arguments: [
        ("Choose a template And adjust the amounts.", "And"),
        ("Drag the file Onto a transaction.", "Onto"),
    ])
    func aCapitalizedMinorWordMidSentenceIsReported(_ text: String, _ word: String) throws {
        let problem = try #require(try Self.english().sentenceCaseProblem(text))
        #expect(problem.word.text == word)
        #expect(problem.message == "“\(word)” is capitalized mid-sentence; sentence case writes it in lower case")
    }
}

/// Help page titles in sentence case, as Apple's user guides write them:
/// a capitalized minor word past the first is title case's, and names keep
/// their capitals.
struct HeadingCaseTests {
    @Test(arguments: [
        ("Work With Layers", "With"), ("Back Up Your iPhone", "Up"), ("Share Photos With Family", "With"),
        ("Turn On iCloud Photos", "On"), ("Create a Smart Album", "Smart"), ("Add a New Layer", "New"),
        ("Record A Hike", "A"), ("Create A New Note", "A"),
    ])
    func titleCaseHeadingsAreReported(_ text: String, _ word: String) throws {
        #expect(try EnglishCaseControlNameTests.english().headingCaseProblem(text)?.word.text == word)
    }

    /// Every capitalized minor word is named, at the first: a writer who
    /// mended “An” alone met “With” on the next check.
    @Test func everyCapitalizedMinorWordIsNamed() throws {
        let problem = try #require(try EnglishCaseControlNameTests.english().headingCaseProblem("Share An Album With Friends"))
        #expect(problem.word.text == "An")
        #expect(problem.message.hasPrefix("“An” and “With” are capitalized;"))
        #expect(try EnglishCaseControlNameTests.english().headingCaseProblem("Work With Layers")?.message.hasPrefix("“With” is capitalized;") == true)
    }

    @Test(arguments: [
        "Use Split View on iPad", "Set up Face ID", "Organize recipes in collections", "Turn on iCloud Photos",
        "Use Dark Mode on your Mac", "Back up your iPhone", "If you forgot your Apple Account password",
        "Choose File > Save As to keep a copy", "Get started", "Tap Set Up to begin",
        "Press A to jump", "Switch to plan A",
    ])
    func sentenceCaseHeadingsPass(_ text: String) throws {
        #expect(try EnglishCaseControlNameTests.english().headingCaseProblem(text) == nil)
    }
}

struct AlertMessageStemTests {
    /// A word and its inflections share a stem, whether the word is read
    /// by its bytes (ASCII) or its characters.
    @Test(arguments: [
        ["sync", "synced", "syncing", "syncs"],
        ["recipe", "recipes"],
        ["delete", "deleted", "deleting", "deletes"],
        ["match", "matches", "matched"],
        ["box", "boxes"],
        ["photo", "photos"],
        ["café", "cafés"],
        ["résumé", "résumés"],
    ])
    func inflectionsShareAStem(_ words: [String]) {
        let stems = Set(words.map(AlertMessageValueRule.stem))
        #expect(stems.count == 1, "\(words) → \(stems)")
    }

    @Test func wordsThatOnlyLookInflectedKeepTheirEnding() {
        #expect(AlertMessageValueRule.stem("access") == "access")
        #expect(AlertMessageValueRule.stem("bus") == "bus")
        #expect(AlertMessageValueRule.stem("ring") == "ring")
        #expect(AlertMessageValueRule.stem("use") == "use")
    }

    /// The plural in the message no longer hides that it repeats the title.
    @Test func aMessageRepeatingTheTitleInThePluralIsFound() throws {
        let example = Example(#"""
            <alert id="delete" kind="destructive">
              <title><text xml:lang="en">Delete recipe?</text><text xml:lang="ko">레시피를 삭제할까요?</text></title>
              <message><text xml:lang="en">Do you want to delete these recipes?</text><text xml:lang="ko">기기에서 제거됩니다.</text></message>
              <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
              <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
            </alert>
            """#)
        let run = try RuleExampleRunner.run(example, rule: AlertMessageValueRule.self)
        #expect(run.findings.count == 1, "\(run.diagnostics)")
    }
}
