import Foundation
@testable import HelpCore
import Testing

/// Words and sentences are read scalar by scalar when every character is
/// one scalar; the answers must be the ones `Character`s give.
struct TextSegmentsTests {
    static let pieces = [
        "Save", "receipe", "iPhone", "e.g.", "i.e.", "1.5", "%@", "%1$lld", "%#@count@", "%%", "don't", "it’s",
        "Wi‑Fi", "re-enter", " ", "  ", "\n", "\t", ".", "?", "!", "…", "。", "“", "”", "\"", ")", "(", ",",
        "레시피를", "저장하세요", "탭하세요.", "iCloud와", "3개", "www.example.com", "a@b.c", "→", "↓", "-", "'",
        "é", "ß", "x", "Z", "9", "０", "。", "Ω", "ㄱ",
    ]

    @Test func fastPathAgreesWithCharacters() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<3000 {
            let count = Int.random(in: 1...14, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            #expect(TextSegments.words(text) == TextSegments.wordsOfCharacters(text), "\(text)")
            #expect(TextSegments.sentences(text) == TextSegments.sentencesOfCharacters(text), "\(text)")
            let characters = Array(text)
            let start = Int.random(in: 0...characters.count, using: &generator)
            let end = Int.random(in: start...characters.count, using: &generator)
            #expect(TextSegments.text(of: text, characters: start..<end) == String(characters[start..<end]), "\(text)")
        }
    }

    /// The thread's memo answers a text asked about again after others,
    /// by the same string or by another with its bytes, as the text's own
    /// segmentation does, however many texts came between (more than the
    /// memo holds, so entries leave it and its filter must forget them).
    @Test func memoAnswersTextsAskedAgain() {
        var generator = SeededGenerator(seed: 23)
        let texts = (0..<200).map { number in
            "Entry \(number): " + (0..<Int.random(in: 2...9, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
        }
        for _ in 0..<6000 {
            let text = texts[Int.random(in: 0..<(Bool.random(using: &generator) ? 40 : texts.count), using: &generator)]
            // Half the time the same bytes in a string of its own storage.
            let asked = Bool.random(using: &generator) ? text : String(decoding: Array(text.utf8), as: UTF8.self)
            // One entry holds all a text's readings: asked for in any order, each made once.
            for question in [0, 1, 2, 3].shuffled(using: &generator).prefix(Int.random(in: 1...4, using: &generator)) {
                switch question {
                case 0: #expect(TextSegments.words(asked) == TextSegments.wordsOfCharacters(text), "\(text)")
                case 1: #expect(TextSegments.sentences(asked) == TextSegments.sentencesOfCharacters(text), "\(text)")
                case 2: #expect(TextSegments.scalars(asked) == SimpleText(text)?.scalars, "\(text)")
                default: #expect(TextSegments.characters(asked) == Array(text), "\(text)")
                }
            }
        }
    }

    @Test func memoFilterCountsWhatItHolds() {
        var filter = MemoFilter()
        let long = String(repeating: "긴 문장입니다. ", count: 4)
        let copy = String(decoding: Array(long.utf8), as: UTF8.self)
        #expect(!filter.mayHoldSameValue(long) && !filter.mayHoldLength(long.utf8.count))
        filter.add(long, byteCount: long.utf8.count)
        #expect(filter.mayHoldSameValue(long) && filter.mayHoldLength(long.utf8.count))
        filter.replace(long, with: copy)
        #expect(filter.mayHoldSameValue(copy) && filter.mayHoldLength(copy.utf8.count))
        filter.remove(copy, byteCount: copy.utf8.count)
        #expect(!filter.mayHoldSameValue(copy) && !filter.mayHoldSameValue(long) && !filter.mayHoldLength(long.utf8.count))
    }

    /// A period after an abbreviation, in any case, does not end a
    /// sentence: the run before it is judged as its lowercased text would
    /// be. Told character by character, the answer must be the same, also
    /// for characters whose lowercase is ASCII (the Kelvin sign is k).
    @Test func abbreviationsAreTheLowercasedWords() {
        let letters = ["e", "E", ".", "g", "G", "i", "I", "t", "T", "c", "C", "v", "V", "s", "S", "n", "N", "o", "O",
                       "a", "A", "p", "P", "r", "R", "x", "X", "\u{212A}", "\u{0130}", "\u{017F}", "ｅ", "e\u{301}", "9"]
        let known = Set(TextSegments.abbreviations)
        var generator = SeededGenerator(seed: 11)
        var runs = TextSegments.abbreviations + TextSegments.abbreviations.map { $0.uppercased() } + ["Etc", "No", "nO", "APPROX", "ETCs", ""]
        for _ in 0..<20_000 {
            runs.append((0..<Int.random(in: 1...7, using: &generator)).map { _ in letters.randomElement(using: &generator)! }.joined())
        }
        var agreeing = 0
        for run in runs {
            let characters = Array(run)
            let expected = known.contains(run.lowercased())
            #expect(TextSegments.isAbbreviation(characters[...], character: { $0 }) == expected, "\(run)")
            let scalars = Array(run.unicodeScalars)
            if scalars.count == characters.count {
                #expect(TextSegments.isAbbreviation(scalars[...], character: { Character($0) }) == expected, "\(run)")
            }
            if expected { agreeing += 1 }
        }
        #expect(agreeing > 12)
        #expect(TextSegments.sentences("See E.G. the list. No. 5 is NO. Done").map(\.text)
                == ["See E.G. the list.", "No. 5 is NO. Done"])
    }

    /// Characters made of several scalars take the slow path and still
    /// count as one character each.
    @Test func offsetsCountCharactersNotScalars() {
        #expect(SimpleText("레시피를 저장하세요. Save it…") != nil)
        #expect(SimpleText("Cafe\u{301} open") == nil)
        #expect(SimpleText("line\r\nnext") == nil)
        let words = TextSegments.words("👍🏽 Cafe\u{301} open")
        #expect(words.map(\.text) == ["Cafe\u{301}", "open"])
        #expect(words.map(\.offset) == [2, 7])
    }

    @Test func trimmingKeepsInnerWhiteSpace() {
        #expect(" a b ".trimmingWhitespace == "a b")
        #expect("a b".trimmingWhitespace == "a b")
        #expect("\u{3000}레시피 ".trimmingWhitespace == "레시피")
        #expect("   ".trimmingWhitespace == "")
    }
}

/// A small deterministic generator (SplitMix64), so a failure repeats.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

struct BlankSpaceTests {
    /// The ASCII shortcut answers as `isWhitespace` does, for every ASCII
    /// character and the white space beyond it.
    @Test func blankSpaceIsWhitespace() {
        var characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        characters += ["\r\n", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "\u{200B}", "가", "é", "e\u{301}", "\u{FEFF}",
                       " \u{301}", "\u{3000}\u{301}", "\u{A0}\u{301}"]
        // Every scalar of the Basic Multilingual Plane on its own (Unicode
        // has no white space beyond it): the shortcut past ASCII must miss none.
        characters += (0x80...0xFFFF).compactMap { Unicode.Scalar(UInt32($0)).map(Character.init) }
        let differing = characters.filter { $0.isBlankSpace != $0.isWhitespace }
        #expect(differing.isEmpty, "\(differing.prefix(5).map { $0.unicodeScalars.map(\.value) })")
    }

    /// A scalar says what the character that is only it says.
    @Test func scalarBlankSpaceIsCharacterBlankSpace() {
        let differing = (0...0xFFFF).compactMap { Unicode.Scalar(UInt32($0)) }
            .filter { $0.isBlankSpace != Character($0).isBlankSpace }
        #expect(differing.isEmpty, "\(differing.prefix(5).map(\.value))")
    }

    /// The byte-wise trim answers as Foundation's, whatever is at the ends.
    @Test func trimmingWhiteSpaceIsFoundationsTrim() {
        let ends = ["", " ", "\n\t", "\r\n", "\u{1C}", "\u{1F} ", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "\u{200B}", "가",
                    "e\u{301}", "\u{301}", " \u{301}", "x", "\u{7F}", "\u{FEFF}"]
        for first in ends {
            for middle in ["", "a", "a b", "레시피 저장", " \n "] {
                for last in ends {
                    let text = first + middle + last
                    #expect(text.trimmingWhiteSpace() == text.trimmingCharacters(in: .whitespacesAndNewlines),
                            "\(text.unicodeScalars.map(\.value))")
                }
            }
        }
    }

    /// `isScalar` answers as `==` does, for every scalar of the Basic
    /// Multilingual Plane and clusters (decomposed Hangul among them),
    /// against characters rules look for, and every ASCII character.
    @Test func isScalarIsEquality() {
        var characters: [Character] = (0x0...0xFFFF).compactMap { Unicode.Scalar(UInt32($0)).map(Character.init) }
        characters += ["\r\n", "e\u{301}", ";\u{301}", "\u{37E}\u{301}", "K\u{30A}", "가\u{302}", "\u{1109}\u{116E}",
                       "\u{1109}\u{116E}\u{11AB}", "\u{110B}\u{1175}\u{11BB}", "수\u{11AB}"]
        let targets: [Unicode.Scalar] = Array(" .,;:!?%@`K\"'()-#$*".unicodeScalars) + ["수", "있", "습", "요", "다", "！", "…", "é", "\u{212B}"]
        for target in targets {
            let differing = characters.filter { $0.isScalar(target) != ($0 == Character(target)) }
            #expect(differing.isEmpty, "\(target): \(differing.prefix(5).map { $0.unicodeScalars.map(\.value) })")
        }
        for byte in UInt8(0)..<128 {
            let target = Unicode.Scalar(byte)
            #expect((0..<128).allSatisfy { Character(Unicode.Scalar(UInt8($0))).isScalar(target) == (Character(Unicode.Scalar(UInt8($0))) == Character(target)) })
        }
    }
}

/// Shortcuts that read scalars give what reading characters gives.
struct ScalarShortcutTests {
    static let pieces = ["a", "B", " ", "\t", "\r\n", "목", "록", "é", "e\u{301}", "👍🏽", "漢", "Ａ", "…", "‑", "\u{1100}\u{1161}", "-", "%@", "\u{3000}"]

    static func texts() -> [String] {
        var state: UInt64 = 3
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        return (0..<3_000).map { _ in (0..<next() % 10).map { _ in pieces[next() % pieces.count] }.joined() }
    }

    @Test func columnsAreTheCharactersColumns() throws {
        let width = try DisplayWidth.bundled()
        for text in Self.texts() {
            #expect(width.columns(text) == text.reduce(0) { $0 + width.columns($1) }, "\(text.debugDescription)")
        }
    }

    @Test func trimmingWhitespaceTrimsCharacters() {
        for text in Self.texts() + [" \u{301}a", "a \u{301}", "\u{A0}가", "가\u{2028}", "\u{1100}\u{1161} ", "\u{85}x\u{85}"] {
            let characters = Array(text)
            let expected = characters.firstIndex(where: { !$0.isWhitespace }).map { first in
                String(characters[first...characters.lastIndex(where: { !$0.isWhitespace })!])
            } ?? ""
            #expect(text.trimmingWhitespace == expected, "\(text.debugDescription)")
        }
    }

    /// The memo of recent texts answers each text with its own words, among
    /// more texts than it keeps, texts of one length, and a text composed
    /// and decomposed (equal as `String`s, not as bytes).
    @Test func recentTextsAreKeptApart() {
        let texts = ["저장 완료", "저장 취소", "취소 완료", "a b c d e", "e d c b a", "저장".decomposedStringWithCanonicalMapping, "저장"]
        for round in 0..<3 {
            for text in round == 1 ? texts.reversed() : texts {
                #expect(TextSegments.words(text) == TextSegments.wordsOfCharacters(text), "\(text)")
                #expect(TextSegments.scalars(text).map { String(String.UnicodeScalarView($0)) } ?? text == text)
            }
        }
    }

    @Test func textOfCharactersIsTheCharactersJoined() {
        for text in Self.texts() {
            let characters = Array(text)
            for range in [0..<characters.count, 0..<characters.count / 2, characters.count / 3..<characters.count] {
                #expect(TextSegments.text(of: text, characters: range).utf8.elementsEqual(String(characters[range]).utf8), "\(text.debugDescription)")
            }
        }
    }

    @Test func blankSeparatedCountIsSplitCount() {
        for text in Self.texts() {
            #expect(TextSegments.blankSeparatedCount(text) == text.split(whereSeparator: \.isBlankSpace).count, "\(text.debugDescription)")
        }
    }
}

/// Speller memos key words by their bytes: a composed and a decomposed
/// syllable are two keys, though `String` calls them equal.
struct BytewiseStringTests {
    /// `containsByte` answers as `utf8.contains` does, `withUTF8Bytes`
    /// reads the string's bytes and `scalarCount` counts its scalars, for
    /// small strings kept inline, long ones, bridged ones, scalars of one to
    /// four bytes and bytes at either end.
    @Test func containsByteIsUTF8Contains() {
        let long = String(repeating: "레시피를 저장하세요. ", count: 40)
        let strings = ["", "%", "a", "100%", "%@ saved", "short!", "저장!", long, long + "%", "%" + long, long + "!" + long,
                       NSString(string: "bridged 50% off").description, String(repeating: "x", count: 15) + "!",
                       "e\u{301}🇰🇷👩‍👩‍👧\r\n", "\u{1100}\u{1161}\u{11B8}"]
        for string in strings {
            #expect(string.withUTF8Bytes { Array($0) } == Array(string.utf8))
            #expect(string.scalarCount == string.unicodeScalars.count)
            for byte in [UInt8(ascii: "%"), UInt8(ascii: "!"), UInt8(ascii: " "), 0xEC, 0x00] {
                #expect(string.containsByte(byte) == string.utf8.contains(byte), "\(byte) in \(string.prefix(20))")
            }
        }
    }

    /// `containsBytes` answers as searching the UTF-8 for the needle does,
    /// at either end, overlapping a near match, and in a bridged string.
    @Test func containsBytesIsASearchOfTheUTF8() {
        let long = String(repeating: "항목을 저장하세요. ", count: 40)
        let strings = ["", "들", "항목들", "들판", "3개의 항목들이", long, long + "들", "들" + long, "ëë들",
                       NSString(string: "bridged 항목들").description, "\u{1103}\u{1173}\u{11AF}", "aab", "ab"]
        for string in strings {
            let bytes = Array(string.utf8)
            for needle in [Array("들".utf8), Array("ab".utf8), [0xEB], [UInt8]()] {
                let expected = needle.isEmpty || (bytes.count >= needle.count
                    && (0...(bytes.count - needle.count)).contains { bytes[$0..<$0 + needle.count].elementsEqual(needle) })
                #expect(string.containsBytes(needle) == expected, "\(needle) in \(string.prefix(20))")
            }
        }
    }

    /// `containsASCIIIgnoringCase` answers as a search of the lowered
    /// UTF-8 does, whichever byte leads it, at either end of the string.
    @Test func asciiSearchIgnoresCaseWhateverByteLeads() {
        let strings = ["", "save", "SAVE your work", "Remember to Save.", "saves", "sav", "ave", "sa ve", "저장 save",
                       String(repeating: "values ", count: 30) + "Save", "sAvE", "슈퍼save"]
        for string in strings {
            let lowered = Array(string.lowercased().utf8)
            let needle = Array("save".utf8)
            let expected = lowered.count >= needle.count
                && (0...(lowered.count - needle.count)).contains { lowered[$0..<$0 + needle.count].elementsEqual(needle) }
            for rare in 0..<needle.count {
                #expect(string.containsASCIIIgnoringCase(needle, ledBy: rare) == expected, "\(string) led by \(rare)")
            }
        }
    }

    @Test func keysAreBytes() {
        let composed = "저장", decomposed = "저장".decomposedStringWithCanonicalMapping
        #expect(composed == decomposed)
        #expect(BytewiseString(composed) != BytewiseString(decomposed))
        #expect(BytewiseString(composed) == BytewiseString(String(decoding: Array(composed.utf8), as: UTF8.self)))
        let keys: Set<BytewiseString> = [BytewiseString(composed), BytewiseString(decomposed), BytewiseString("저장")]
        #expect(keys.count == 2)
        #expect(Set([composed, decomposed]).count == 1)
    }

    /// A composed word set answers as `Set<String>` does, whichever way
    /// members and words are written.
    @Test func composedWordSetIsAStringSet() {
        let members = ["저장", "동기화".decomposedStringWithCanonicalMapping, "Mac", "café", "cafe\u{301}s", "ㄱ", "\u{212B}"]
        let set = ComposedWordSet(members), strings = Set(members)
        let words = members + members.map(\.decomposedStringWithCanonicalMapping) + members.map(\.precomposedStringWithCanonicalMapping)
            + ["저장하", "동기", "mac", "Å", "A\u{30A}", "café", "", "저장 "]
        for word in words {
            #expect(set.contains(word) == strings.contains(word), "\(word.unicodeScalars.map(\.value))")
        }
    }

    /// `lowercasedIgnoringCaseless` is `lowercased()`, byte for byte, for
    /// copy it lowers itself and copy it hands to the standard library.
    @Test func lowercasingIgnoringCaselessIsLowercased() {
        let strings = ["", "Save", "SAVE THE RECIPE", "already lower", "레시피를 저장하세요.", "Tap 저장 to SAVE…",
                       "“Quoted” — OK", "ㄱㄴ 한글 Jamo \u{1100}\u{1161}", "Ünïcödé CAFÉ", "İstanbul", "ΣΟΦΟΣ", "Å\u{212A}",
                       "Mac에서 iCloud를 켜세요", "「括弧」ＡＢＣ", "emoji 🙂 OK", "tab\tand\nNEWLINE", "\u{2126}hm"]
        for string in strings {
            let lowered = string.lowercasedIgnoringCaseless()
            #expect(Array(lowered.utf8) == Array(string.lowercased().utf8), "\(string)")
        }
    }
}

/// A word ruled out by its first two bytes is one no key equals, as Swift
/// compares strings (canonical equivalence), and most words are ruled out.
struct LeadingASCIIPairsTests {
    @Test func rulesOutOnlyWordsNoKeyEquals() {
        let keys = ["iPhone", "Siri", "Apple", "A", "\u{212A}elvin", "Cafe\u{301}", "é", "맥", "x\u{301}y", "Wi‑Fi"]
        let filter = LeadingASCIIPairs(keys)
        let set = Set(keys)
        let pieces = ["i", "P", "h", "o", "n", "e", "S", "A", "K", "k", "\u{212A}", "C", "a", "f", "é", "e\u{301}",
                      "\u{301}", "맥", "x", "y", "W", "‑", "F", " ", "l", "v"]
        var generator = SeededGenerator(seed: 31)
        var ruledOut = 0
        var words = keys + ["Kelvin", "Café", "e\u{301}", "xy", "Save", "Open"]
        for _ in 0..<20_000 {
            words.append((0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for word in words where !filter.mayMatch(word) {
            ruledOut += 1
            #expect(!set.contains(word), "\(word) was ruled out")
        }
        #expect(filter.mayMatch("Kelvin") && filter.mayMatch("Café") && filter.mayMatch("iPhone"))
        #expect(!filter.mayMatch("Save") && !filter.mayMatch("Open"))
        #expect(ruledOut > words.count / 2)
    }

    /// A word whose second letter takes a combining mark after it is not
    /// its own NFC: `ae` and a combining acute equals the key `aé`.
    @Test func aCombiningMarkAfterTheSecondLetterIsNeverRuledOut() {
        let filter = LeadingASCIIPairs(["aé", "Oé"])
        #expect("ae\u{301}" == "aé")
        #expect(filter.mayMatch("ae\u{301}") && filter.mayMatch("Oe\u{301}x"))
        #expect(!filter.mayMatch("aex"))
    }

    /// Folding case, a word's first two ASCII letters are compared
    /// lowercased against lowercase keys, as a table looked up by the
    /// lowercased word would be.
    @Test func foldingCaseComparesTheLowercasedStart() {
        let filter = LeadingASCIIPairs(["tap", "double-click", "x"], foldingASCIICase: true)
        #expect(filter.mayMatch("Tap") && filter.mayMatch("TAP") && filter.mayMatch("DOUBLE-CLICK") && filter.mayMatch("X"))
        #expect(!filter.mayMatch("Save") && !filter.mayMatch("y"))
        #expect(filter.mayMatch("\u{212A}ey"))
    }

    /// A word of ASCII is as long as its NFC, so it can equal only a key
    /// of its own length: "for" is ruled out by "force" ("fo" starts both).
    /// A word with another byte may compose to another length and is kept.
    @Test func aWordOfASCIINeedsAKeyOfItsLength() {
        let filter = LeadingASCIIPairs(["force", "double", "\u{212A}"], foldingASCIICase: true)
        #expect(!filter.mayMatch("for") && !filter.mayMatch("forces") && !filter.mayMatch("doubles"))
        #expect(filter.mayMatch("Force") && filter.mayMatch("DOUBLE") && filter.mayMatch("k"))
        #expect(filter.mayMatch("fo\u{301}rc"))
    }
}
