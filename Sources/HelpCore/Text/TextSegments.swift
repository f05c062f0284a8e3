import Foundation

/// Words and sentences of a piece of copy, with character offsets so
/// diagnostics can point inside it. Placeholders (`%@`, `%1$lld`) count as
/// words of their own and never end a sentence.
///
/// Every rule that reads words or sentences comes through here, so it is
/// one of the hottest paths of a check. Copy in which every character is a
/// single Unicode scalar (ASCII, Hangul syllables, the usual punctuation:
/// nearly all of it) is scanned scalar by scalar; anything else (combining
/// marks, emoji sequences, CR LF) goes through `Character`s, which give the
/// same answers more slowly.
public enum TextSegments {
    public struct Segment: Hashable, Sendable {
        public var text: String
        /// Offset of the first character, in Characters from the start.
        public var offset: Int

        public init(text: String, offset: Int) {
            self.text = text
            self.offset = offset
        }
    }

    /// Runs of letters, digits, apostrophes and hyphens inside words, and
    /// placeholders.
    public static func words(_ string: String) -> [Segment] {
        Memo.withCurrent { memo in
            let position = memo.position(of: string)
            if let known = memo.texts.value(at: position, { $0.words }) { return known }
            let words = if let simple = memo.simple(at: position, string) {
                words(simple.scalars, isPercent: { $0 == "%" }, isWord: isWordScalar, isJoiner: isJoinerScalar,
                      text: simple.text)
            } else {
                wordsOfCharacters(string)
            }
            memo.update(string, at: position) { $0.words = words }
            return words
        }
    }

    /// Sentences, each ending after `.`, `?`, `!` or `…` (with closing quotes)
    /// when followed by white space or the end. A period between digits
    /// (`1.5`) or inside a word (`example.com`, `e.g.`) does not end one.
    public static func sentences(_ string: String) -> [Segment] {
        Memo.withCurrent { memo in
            let position = memo.position(of: string)
            if let known = memo.texts.value(at: position, { $0.sentences }) { return known }
            let sentences = if let simple = memo.simple(at: position, string) {
                sentences(simple.scalars, character: { Character($0) }, isWord: isWordScalar, isSpace: isSpaceScalar,
                          text: simple.text)
            } else {
                sentencesOfCharacters(string)
            }
            memo.update(string, at: position) { $0.sentences = sentences }
            return sentences
        }
    }

    /// The string's characters, as `Array(string)` gives them; rules that
    /// walk a text by character ask for the same text one after another.
    public static func characters(_ string: String) -> [Character] {
        Memo.withCurrent { memo in
            let position = memo.position(of: string)
            if let known = memo.texts.value(at: position, { $0.characters }) { return known }
            let characters = characters(of: string, read: memo.simple(at: position, string))
            memo.update(string, at: position) { $0.characters = characters }
            return characters
        }
    }

    /// The string's scalars when each of its characters is exactly one
    /// scalar (they are then its characters, index for index); nil
    /// otherwise. Kept with the words and sentences for the next rule.
    public static func scalars(_ string: String) -> [Unicode.Scalar]? {
        // Read where the memo holds the text's reading: taking the reading
        // out first retained and released it for every call, some thirty
        // an entry.
        Memo.withCurrent { memo in
            let position = memo.position(of: string)
            if let known = memo.texts.value(at: position, { $0.simple.map { $0?.scalars } }) { return known }
            return memo.simple(at: position, string)?.scalars
        }
    }

    /// The characters `range` of `string`, as `String(Array(string)[range])`
    /// gives them, cut from its bytes when each character is one scalar.
    public static func text(of string: String, characters range: Range<Int>) -> String {
        guard let simple = simpleText(string) else { return String(characters(string)[range]) }
        return simple.text(simple.scalars[range])
    }

    /// The string read as scalars (`SimpleText`), once for its words,
    /// sentences and characters.
    private static func simpleText(_ string: String) -> SimpleText? {
        Memo.withCurrent { memo in memo.simple(at: memo.position(of: string), string) }
    }

    /// `characters`, not kept for the next caller: for the parts of a text
    /// (its sentences), which would push the whole text out of the memo
    /// that the next rule asks for it again.
    public static func charactersOf(_ string: String) -> [Character] {
        characters(of: string, read: SimpleText(string))
    }

    /// The characters of `string`, from its scalars when it reads as `simple`.
    private static func characters(of string: String, read simple: SimpleText?) -> [Character] {
        simple.map { $0.scalars.map(Character.init) } ?? Array(string)
    }

    /// `string.split(whereSeparator: \.isBlankSpace).count`, without making
    /// the parts: length rules count the words of every text.
    public static func blankSeparatedCount(_ string: String) -> Int {
        var count = 0
        var inWord = false
        func visit(isBlank: Bool) {
            if isBlank {
                inWord = false
            } else if !inWord {
                inWord = true
                count += 1
            }
        }
        if let scalars = scalars(string) {
            for scalar in scalars { visit(isBlank: scalar.isBlankSpace) }
        } else {
            for character in characters(string) { visit(isBlank: character.isBlankSpace) }
        }
        return count
    }

    /// Whether the scalar is a character on its own wherever it appears.
    public static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        SimpleText.standsAlone(scalar.value)
    }

    /// The string's scalar values when each of its characters is exactly
    /// one scalar (the scalars are then its characters); nil otherwise.
    public static func singleScalarCharacters(_ string: String) -> [UInt32]? {
        var values: [UInt32] = []
        values.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            guard SimpleText.standsAlone(scalar.value) else { return nil }
            values.append(scalar.value)
        }
        return values
    }

    /// The last few strings asked about and what was made of them. More
    /// than one: between two rules reading a text, a rule may segment a
    /// part of it (a sentence, a lowercased copy), which would otherwise
    /// push the text out.
    /// A ring: the newest replaces the oldest in place, where inserting at
    /// the front and dropping the last moved every entry for each new text.
    /// `TermIndex`'s memo of term matches is the same ring, written out
    /// there too: one shared generic ring cost 1% of a check.
    struct Recent<Value> {
        /// Each entry's string, its length in UTF-8 bytes (which rules out
        /// nearly every entry of a lookup by bytes without asking the
        /// string) and its value, at the same index: a look-up reads the
        /// first two alone, where a list of entries copied each entry it
        /// compared, its value's references counted for nothing.
        private var strings: [String] = []
        private var byteCounts: [Int] = []
        private var values: [Value] = []
        /// Where the next entry goes once the ring is full; the newest is
        /// just before it.
        private var next = 0
        /// The entry the last lookup found or the last text made.
        private var lastFound = 0
        private var filter = MemoFilter()
        /// Enough for every text of most entries: an entry rule reads all
        /// of an entry's texts before the text rules read each in turn,
        /// and with four a topic's paragraphs were segmented again for
        /// them (32, with 64 term matches for `TermIndex`'s 8: 2.5% fewer
        /// instructions in a check; 16 and 16: 2.1%; 8 and 16: 1.4%).
        private static var capacity: Int { 32 }

        /// The value at a position `position(of:)` or `remember` gave, read in place.
        func value<Part>(at position: Int, _ part: (borrowing Value) -> Part) -> Part {
            part(values[position])
        }

        /// Whether the entry at `position` is the one for `string`.
        func holds(_ string: String, at position: Int) -> Bool {
            position < strings.count && strings[position].isSameValue(as: string)
        }

        /// Changes the value at a position, in place.
        mutating func update(at position: Int, _ change: (inout Value) -> Void) {
            change(&values[position])
        }

        /// Where the entry for `string` is, if there is one.
        ///
        /// A hit keeps the string it was asked with: the same text held
        /// twice (a string's copy and a topic's paragraph) compared byte
        /// by byte on every later lookup, and rules that look a text up
        /// once per sentence made that quadratic in a long paragraph. The
        /// string asked with is the one the next lookups pass, told apart
        /// from the rest by its storage alone.
        mutating func position(of string: String) -> Int? {
            // The entry found last, then the one made after it: the rules
            // of one text ask about it one after another, and once an entry
            // rule has read all of an entry's texts, the text rules read
            // them again in the same order.
            if lastFound < strings.count {
                if strings[lastFound].isSameValue(as: string) { return lastFound }
                let following = lastFound + 1 == strings.count ? 0 : lastFound + 1
                if strings[following].isSameValue(as: string) {
                    lastFound = following
                    return following
                }
            }
            // Newest first, by storage for every entry, then by bytes:
            // nearly every lookup is of a string held, and comparing the
            // entries before it by their bytes was most of a lookup's cost.
            // No two entries hold the same bytes, so the order finds the
            // same entry.
            var index = next
            if filter.mayHoldSameValue(string) {
                for _ in 0..<strings.count {
                    index = index == 0 ? strings.count - 1 : index - 1
                    if strings[index].isSameValue(as: string) {
                        lastFound = index
                        return index
                    }
                }
            }
            let byteCount = string.utf8.count
            guard filter.mayHoldLength(byteCount) else { return nil }
            index = next
            for _ in 0..<strings.count {
                index = index == 0 ? strings.count - 1 : index - 1
                if byteCounts[index] == byteCount && strings[index].hasSameBytes(as: string) {
                    filter.replace(strings[index], with: string)
                    strings[index] = string
                    lastFound = index
                    return index
                }
            }
            return nil
        }

        /// Keeps `value` for `string`, in place of the oldest entry once
        /// the ring is full; where it is kept.
        @discardableResult
        mutating func remember(_ value: Value, for string: String) -> Int {
            let byteCount = string.utf8.count
            filter.add(string, byteCount: byteCount)
            if strings.count < Self.capacity {
                lastFound = strings.count
                strings.append(string)
                byteCounts.append(byteCount)
                values.append(value)
                next = strings.count % Self.capacity
            } else {
                lastFound = next
                filter.remove(strings[next], byteCount: byteCounts[next])
                strings[next] = string
                byteCounts[next] = byteCount
                values[next] = value
                next = (next + 1) % Self.capacity
            }
            return lastFound
        }
    }

    /// The texts last segmented on this thread, each with what has been
    /// made of it so far: the rules of one entry ask about the same text
    /// one after another, for its words, sentences, characters or scalars.
    /// One entry for all of them, found by one look-up: a ring for each
    /// kept the text four times and looked a new text up in each.
    private final class Memo {
        struct Reading {
            /// The text read as scalars; nil inside when it does not read so.
            var simple: SimpleText??
            var words: [Segment]?
            var sentences: [Segment]?
            var characters: [Character]?
        }

        var texts = Recent<Reading>()

        /// Where `string`'s reading is, an empty one made for it if there is none.
        func position(of string: String) -> Int {
            texts.position(of: string) ?? texts.remember(Reading(), for: string)
        }

        /// Changes `string`'s reading at `position`, or wherever it is by
        /// then should making the reading have pushed it out.
        func update(_ string: String, at position: Int, _ change: (inout Reading) -> Void) {
            texts.update(at: texts.holds(string, at: position) ? position : self.position(of: string), change)
        }

        /// The text's reading as scalars, made and kept the first time.
        func simple(at position: Int, _ string: String) -> SimpleText? {
            if let known = texts.value(at: position, { $0.simple }) { return known }
            let simple = SimpleText(string)
            update(string, at: position) { $0.simple = .some(simple) }
            return simple
        }

        private static let slot = ThreadLocal { Memo() }
        static func withCurrent<Result>(_ body: (Memo) -> Result) -> Result { slot.withObject(body) }
    }

    /// `words` through `Character`s alone, for checking the fast path.
    static func wordsOfCharacters(_ string: String) -> [Segment] {
        words(Array(string), isPercent: { $0 == "%" }, isWord: isWordCharacter, isJoiner: isJoiner, text: { String($0) })
    }

    /// `sentences` through `Character`s alone, for checking the fast path.
    static func sentencesOfCharacters(_ string: String) -> [Segment] {
        sentences(Array(string), character: { $0 }, isWord: isWordCharacter, isSpace: \.isWhitespace, text: { String($0) })
    }

    /// Inlined where it is called, so that the scalar reading's tests of a
    /// scalar are compiled into the loop rather than called as closures for
    /// every scalar of every text.
    @inline(__always)
    private static func words<Element>(
        _ characters: [Element], isPercent: (Element) -> Bool, isWord: (Element) -> Bool, isJoiner: (Element) -> Bool,
        text: (ArraySlice<Element>) -> String
    ) -> [Segment] {
        var result: [Segment] = []
        // About one word in four characters (fewer in English, more in
        // Korean): most texts' words then fit without growing the array.
        result.reserveCapacity(characters.count / 4 + 1)
        var index = 0
        while index < characters.count {
            if isPercent(characters[index]), let placeholder = placeholderLength(text(characters[index..<min(characters.count, index + 12)])) {
                result.append(Segment(text: text(characters[index..<index + placeholder]), offset: index))
                index += placeholder
                continue
            }
            guard isWord(characters[index]) else { index += 1; continue }
            let start = index
            while index < characters.count,
                  isWord(characters[index])
                    || (isJoiner(characters[index]) && index + 1 < characters.count && isWord(characters[index + 1]) && index > start) {
                index += 1
            }
            result.append(Segment(text: text(characters[start..<index]), offset: start))
        }
        return result
    }

    /// Words a period may follow without ending the sentence, lowercase.
    static let abbreviations = ["e.g", "i.e", "etc", "vs", "approx", "no"]
    private static let abbreviationBytes = abbreviations.map { Array($0.utf8) }
    private static let longestAbbreviation = abbreviations.map(\.utf8.count).max() ?? 0

    /// Whether the run of characters before a period is an abbreviation,
    /// in any case: `run`'s lowercased text is in `abbreviations`. Told
    /// character by character, without making the run's text and
    /// lowercasing it: sentences are cut at every period of every text.
    /// The abbreviations are ASCII, and no character but an ASCII one
    /// lowercases to ASCII letters or a period alone.
    static func isAbbreviation<Element>(_ run: ArraySlice<Element>, character: (Element) -> Character) -> Bool {
        guard !run.isEmpty, run.count <= longestAbbreviation else { return false }
        return abbreviationBytes.contains { abbreviation in
            abbreviation.count == run.count && zip(abbreviation, run).allSatisfy { expected, element in
                guard let ascii = character(element).asciiValue else { return false }
                return (ascii >= 0x41 && ascii <= 0x5A ? ascii | 0x20 : ascii) == expected
            }
        }
    }
    private static let sentenceEnds: Set<Character> = [".", "?", "!", "…", "。", "？", "！"]
    private static let sentenceClosers: Set<Character> = [".", "?", "!", "…", "”", "’", "\"", ")"]

    /// `Character.isWhitespace` for a character that is this one scalar.
    static func isSpaceScalar(_ scalar: Unicode.Scalar) -> Bool {
        // Without a property lookup for Hangul and most other scalars.
        scalar.isBlankSpace
    }

    /// Inlined where it is called, as `words` is.
    @inline(__always)
    private static func sentences<Element>(
        _ elements: [Element], character: (Element) -> Character, isWord: (Element) -> Bool, isSpace: (Element) -> Bool,
        text: (ArraySlice<Element>) -> String
    ) -> [Segment] {
        var result: [Segment] = []
        var start = 0
        var index = 0
        func append(_ range: Range<Int>) {
            let leading = elements[range].prefix(while: isSpace).count
            let trailing = elements[range].reversed().prefix(while: isSpace).count
            guard leading < range.count else { return }
            result.append(Segment(text: text(elements[(range.lowerBound + leading)..<(range.upperBound - trailing)]),
                                  offset: range.lowerBound + leading))
        }
        while index < elements.count {
            // Most characters are letters: only the few that can end a sentence are looked at closely.
            guard !isWord(elements[index]) && !isSpace(elements[index]) else { index += 1; continue }
            let current = character(elements[index])
            if sentenceEnds.contains(current) {
                var end = index + 1
                while end < elements.count, !isWord(elements[end]), sentenceClosers.contains(character(elements[end])) { end += 1 }
                let atBoundary = end == elements.count || isSpace(elements[end])
                var back = index - 1
                while back >= start, isWord(elements[back]) || character(elements[back]) == "." { back -= 1 }
                let isAbbreviation = current == "." && isAbbreviation(elements[(back + 1)..<index], character: character)
                if atBoundary && !isAbbreviation {
                    append(start..<end)
                    start = end
                }
                index = end
                continue
            }
            index += 1
        }
        append(start..<elements.count)
        return result
    }

    @usableFromInline
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// `isWordCharacter` for a character that is this one scalar (a letter
    /// or a number), ASCII and Hangul syllables told by value. Inlinable:
    /// rules ask it of every scalar of a text.
    @inlinable
    public static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0xAC00...0xD7A3: return true
        case 0..<0x80: return false
        default: return isWordCharacter(Character(scalar))
        }
    }

    private static func isJoiner(_ character: Character) -> Bool {
        character == "'" || character == "’" || character == "-" || character == "‑"
    }

    /// `isJoiner` for a character that is this one scalar: no other scalar
    /// is canonically any of these.
    private static func isJoinerScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "’" || scalar == "-" || scalar == "‑"
    }

    private static func placeholderLength(_ rest: String) -> Int? {
        guard let first = Placeholder.all(inCharacters: Array(rest)).first, first.offset == 0, first.isValid else { return nil }
        return first.text.count
    }
}

/// Copy in which every character is one Unicode scalar: no scalar is a mark,
/// joiner, selector or other scalar that extends the one before it or
/// attaches to the next, and there is no CR LF pair. Its scalars stand for
/// its characters, and any run of them is cut from its UTF-8 directly.
/// A class: the memo hands the same reading to every rule of a text, and a
/// struct of three arrays was three retains and releases each time.
final class SimpleText {
    /// The text's UTF-8 bytes, which its words and sentences are cut from:
    /// a copy the text's own, read in place for every word where reading
    /// the string's bytes retained and released its storage each time.
    let bytes: [UInt8]
    let scalars: [Unicode.Scalar]
    /// Where each scalar starts in the UTF-8 bytes, and the end; nil when
    /// every scalar is ASCII (one byte each, so a scalar's index is its
    /// offset), as in most English copy.
    let offsets: [Int]?

    init?(_ string: String) {
        guard let (bytes, scalars, offsets) = string.withUTF8Bytes({ bytes in
            Self.read(bytes).map { (Array(bytes), $0.scalars, $0.offsets) }
        }) else { return nil }
        self.bytes = bytes
        self.scalars = scalars
        self.offsets = offsets
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> (scalars: [Unicode.Scalar], offsets: [Int]?)? {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var index = 0
        // ASCII first, byte for byte; offsets are recorded from the first
        // byte that is not.
        while index < bytes.count, bytes[index] < 0x80 {
            guard bytes[index] != 0x0D else { return nil }
            scalars.append(Unicode.Scalar(bytes[index]))
            index += 1
        }
        guard index < bytes.count else { return (scalars, nil) }
        var recorded: [Int] = []
        recorded.reserveCapacity(bytes.count + 1)
        recorded.append(contentsOf: 0..<index)
        while index < bytes.count {
            let (value, length) = bytes.scalar(at: index)
            guard standsAlone(value) else { return nil }
            scalars.append(Unicode.Scalar(value)!)
            recorded.append(index)
            index += length
        }
        recorded.append(bytes.count)
        return (scalars, recorded)
    }

    /// Whether a scalar is a whole character wherever it appears: no
    /// neighbour can join it into one grapheme cluster.
    static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x0D: false
        case 0..<0x300, 0x2010...0x2027, 0x2030...0x205E, 0x2100...0x21FF, 0x3000...0x3029, 0x3030...0x303F,
             0xAC00...0xD7A3, 0xFF01...0xFF9D:
            true
        default:
            false
        }
    }

    func text(_ range: ArraySlice<Unicode.Scalar>) -> String {
        // Read in place: `offsets.map` copied the array for each word.
        var start = range.startIndex, end = range.endIndex
        if let offsets {
            start = offsets[start]
            end = offsets[end]
        }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }
}

extension String {
    /// The string without leading and trailing white space (Characters).
    public var trimmingWhitespace: String {
        // Nothing to trim when the first scalar cannot be white space (the
        // first character's) and the last is a character of its own that
        // cannot be either: told without making the characters.
        if let first = unicodeScalars.first, let last = unicodeScalars.last, !Self.mayBeWhitespace(first),
           TextSegments.standsAlone(last), !Self.mayBeWhitespace(last) {
            return self
        }
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
              let last = characters.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(characters[first...last])
    }

    /// Whether the scalar is one of the few that can be white space (a
    /// superset of `isWhitespace`'s, read without a property lookup).
    private static func mayBeWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        return value == 0x85 || value == 0xA0 || value == 0x1680 || (0x2000...0x205F).contains(value) || value == 0x3000
    }
}

extension Unicode.Scalar {
    /// `Character.isBlankSpace` of the character that is this one scalar.
    public var isBlankSpace: Bool {
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        guard value == 0x85 || value == 0xA0 || value == 0x1680 || (0x2000...0x205F).contains(value) || value == 0x3000 else {
            return false
        }
        return properties.isWhitespace
    }
}

extension Character {
    /// `isWhitespace`, answered from the first scalar's value when it can
    /// be: rules ask it of every character of every text, and the Unicode
    /// property lookup behind `isWhitespace` is the slow part of that.
    public var isBlankSpace: Bool {
        // `isWhitespace` asks about the first scalar: in ASCII that is
        // white space exactly when it is a space, tab or line break; past
        // ASCII only these few (U+0085, U+00A0, U+1680, U+2000–U+205F,
        // U+3000) can be, and Hangul and most text are told without a lookup.
        let first = unicodeScalars.first!.value
        if first < 0x80 { return first == 0x20 || (0x09...0x0D).contains(first) }
        guard first == 0x85 || first == 0xA0 || first == 0x1680 || (0x2000...0x205F).contains(first) || first == 0x3000 else {
            return false
        }
        return isWhitespace
    }
}

extension String {
    /// Whether the string's UTF-8 holds `byte`, searched with `memchr`:
    /// rules rule texts out by a byte (`%`, `!`) before reading them, and
    /// `utf8.contains` stepped through a topic's paragraph byte by byte.
    public func containsByte(_ byte: UInt8) -> Bool {
        withUTF8Bytes { bytes in bytes.isEmpty ? false : memchr(bytes.baseAddress!, Int32(byte), bytes.count) != nil }
    }

    /// Whether the string's UTF-8 holds `needle` (a scalar's bytes, which
    /// UTF-8 never finds inside another scalar's), searched with `memmem`:
    /// a Korean rule rules out a text without its syllable (들) before
    /// reading it, where `unicodeScalars.contains` decoded every scalar.
    /// Each place of the needle's last byte is found with `memchr`: a
    /// Hangul syllable's first byte (0xEA–0xED) starts most of Korean's.
    public func containsBytes(_ needle: [UInt8]) -> Bool {
        guard let last = needle.last else { return true }
        return withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress, bytes.count >= needle.count else { return false }
            var start = needle.count - 1
            while start < bytes.count, let found = memchr(base + start, Int32(last), bytes.count - start) {
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                if bytes[(end - needle.count)..<end].elementsEqual(needle) { return true }
                start = end
            }
            return false
        }
    }

    /// Whether the string may hold `needle` (lower-case ASCII letters),
    /// ignoring case: each place of the needle's byte at `rare` (a letter
    /// few words have, the v of save) in either case is found with
    /// `memchr`, and the bytes around it compared. A text is ruled out
    /// without reading most of its bytes; non-ASCII look-alikes of ASCII
    /// letters (the Kelvin sign) are not looked for.
    public func containsASCIIIgnoringCase(_ needle: [UInt8], ledBy rare: Int) -> Bool {
        withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress, bytes.count >= needle.count, rare < needle.count else { return false }
            for target in [needle[rare], needle[rare] & 0xDF] {
                var start = rare
                while start < bytes.count, let found = memchr(base + start, Int32(target), bytes.count - start) {
                    let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    let begin = position - rare
                    if begin + needle.count <= bytes.count,
                       (0..<needle.count).allSatisfy({ bytes[begin + $0] | 0x20 == needle[$0] }) {
                        return true
                    }
                    start = position + 1
                }
            }
            return false
        }
    }

    /// `unicodeScalars.count`, counted from the UTF-8 bytes (each scalar
    /// has exactly one byte that is not a continuation byte) rather than by
    /// decoding: rules cut each word's and sentence's scalars out of their
    /// text's by this count.
    public var scalarCount: Int {
        withUTF8Bytes { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        }
    }

    /// `body` over the string's UTF-8 bytes where they lie (copied only
    /// for a string without contiguous UTF-8, as a bridged one may be):
    /// the scans that rule most texts out before any rule reads them
    /// cost three times as much stepping through `utf8` index by index.
    /// Inlinable, so the rules' module specializes it: called generically
    /// across modules it looked up `Optional<Result>`'s metadata in the
    /// runtime on every call, 1% of a check.
    @inlinable
    public func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }

    /// Whether the two strings hold the same UTF-8 bytes: memos compare the
    /// text they were asked about with the next one, and `==` would compare
    /// non-ASCII text by canonical equivalence, a slower and different question.
    public func hasSameBytes(as other: String) -> Bool {
        if isSameValue(as: other) { return true }
        guard utf8.count == other.utf8.count else { return false }
        guard !isEmpty else { return true }
        let compared = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                mine.baseAddress == theirs.baseAddress || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0
            }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}

extension String {
    /// Whether the two are one string value (one storage, or the same
    /// small-string bytes), as most memo hits are: told from its two words
    /// alone where a string is two words (64-bit platforms, all helpc runs
    /// on). False says nothing: equal bytes may sit in two storages.
    public func isSameValue(as other: String) -> Bool {
        MemoryLayout<String>.size == MemoryLayout<(UInt, UInt)>.size
            && unsafeBitCast(self, to: (UInt, UInt).self) == unsafeBitCast(other, to: (UInt, UInt).self)
    }

    /// `trimmingCharacters(in: .whitespacesAndNewlines)`, without
    /// Foundation when both ends are told from ASCII bytes: the loader
    /// trims every entry's comment, and Foundation's trim was a noticeable
    /// part of loading a large project.
    public func trimmingWhiteSpace() -> String {
        let bytes = utf8
        // ASCII bytes in the set, and ASCII bytes whose scalar is not (the
        // rest of ASCII but U+001C–U+001F, left to Foundation).
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        func isPlain(_ byte: UInt8) -> Bool { byte < 0x80 && !isSpace(byte) && !(0x1C...0x1F).contains(byte) }
        var start = bytes.startIndex
        while start != bytes.endIndex, isSpace(bytes[start]) { start = bytes.index(after: start) }
        guard start != bytes.endIndex else { return "" }
        var end = bytes.index(before: bytes.endIndex)
        while isSpace(bytes[end]) { end = bytes.index(before: end) }
        guard isPlain(bytes[start]), isPlain(bytes[end]) else {
            return trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if start == bytes.startIndex && bytes.index(after: end) == bytes.endIndex { return self }
        return String(self[start...end])
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// The value of the UTF-8 scalar whose lead byte is at `index`, and how
    /// many bytes it takes: for scans that step over most scalars by their
    /// lead byte and decode only the few they must look at.
    @inlinable
    public func scalar(at index: Int) -> (value: UInt32, length: Int) {
        let lead = self[index]
        switch lead {
        case 0..<0x80: return (UInt32(lead), 1)
        case 0xC0..<0xE0: return (UInt32(lead & 0x1F) << 6 | UInt32(self[index + 1] & 0x3F), 2)
        case 0xE0..<0xF0: return (threeByteScalar(at: index), 3)
        default:
            return (UInt32(lead & 0x07) << 18 | UInt32(self[index + 1] & 0x3F) << 12
                        | UInt32(self[index + 2] & 0x3F) << 6 | UInt32(self[index + 3] & 0x3F), 4)
        }
    }

    /// The value of the three-byte UTF-8 scalar whose lead byte (0xE0–0xEF)
    /// is at `index`: Hangul syllables, CJK and general punctuation, which
    /// the byte scans of rules and text tools read without decoding the
    /// whole text. Inlinable: those scans run over every text.
    @inlinable
    public func threeByteScalar(at index: Int) -> UInt32 {
        UInt32(self[index] & 0x0F) << 12 | UInt32(self[index + 1] & 0x3F) << 6 | UInt32(self[index + 2] & 0x3F)
    }
}

extension String {
    /// `lowercased()`, with ASCII letters lowered byte by byte when every
    /// other scalar is one with no case (Hangul, its jamo, CJK and general
    /// punctuation): the standard library lowers each non-ASCII scalar
    /// through its Unicode properties, some thousands of instructions for a
    /// Korean tooltip that it then returns unchanged.
    public func lowercasedIgnoringCaseless() -> String {
        var hasUppercase = false
        let caselessOnly = withUTF8Bytes { bytes -> Bool in
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                if lead < 0x80 {
                    if lead >= 0x41 && lead <= 0x5A { hasUppercase = true }
                    index += 1
                    continue
                }
                guard lead & 0xF0 == 0xE0, index + 2 < bytes.count else { return false }
                let value = bytes.threeByteScalar(at: index)
                guard Self.isCaseless(value) else { return false }
                index += 3
            }
            return true
        }
        guard caselessOnly else { return lowercased() }
        guard hasUppercase else { return self }
        // Written straight into the new string: through an array of the
        // bytes, each lowered word was one more allocation.
        return withUTF8Bytes { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { lowered in
                for index in bytes.indices {
                    let byte = bytes[index]
                    lowered[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                }
                return bytes.count
            }
        }
    }

    /// Three-byte scalars without case mappings: Hangul jamo, general
    /// punctuation (’ “ ” …), CJK symbols and punctuation, Hangul
    /// compatibility jamo, Hangul syllables.
    private static func isCaseless(_ value: UInt32) -> Bool {
        (0x1100...0x11FF).contains(value) || (0x2000...0x206F).contains(value) || (0x3000...0x303F).contains(value)
            || (0x3130...0x318F).contains(value) || (0xAC00...0xD7A3).contains(value)
    }
}

extension Character {
    /// Whether this is the character `scalar`, as `==` with
    /// `Character(scalar)` says, without comparing by canonical equivalence
    /// when it cannot matter: `==` with any character past ASCII normalizes
    /// both sides, and rules compare every character of every Korean text
    /// with punctuation and endings. For an ASCII or Hangul syllable
    /// `scalar`, a character of one other scalar is never equal to it, but
    /// for the three scalars that are canonically an ASCII character
    /// (U+037E “;”, U+1FEF “`”, U+212A “K”); a cluster of several scalars
    /// never equals ASCII and may equal a syllable (its jamo). Those cases,
    /// and any other `scalar`, go to `==`.
    @inline(__always)
    public func isScalar(_ scalar: Unicode.Scalar) -> Bool {
        var scalars = unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return false }
        let target = scalar.value
        let single = scalars.next() == nil
        if target < 0x80 {
            if first.value < 0x80 { return single && first.value == target }
            guard single, first.value == 0x37E || first.value == 0x1FEF || first.value == 0x212A else { return false }
        } else if (0xAC00...0xD7A3).contains(target), single {
            return first.value == target
        }
        return self == Character(scalar)
    }
}

/// A string as a dictionary key hashed and compared by its UTF-8 bytes,
/// not by canonical equivalence as `String` is: hashing Korean text as a
/// `String` normalizes it first, every time, and the speller looks up
/// every word of every text.
public struct BytewiseString: Hashable, Sendable {
    public let string: String

    public init(_ string: String) {
        self.string = string
    }

    public static func == (a: BytewiseString, b: BytewiseString) -> Bool {
        a.string.hasSameBytes(as: b.string)
    }

    public func hash(into hasher: inout Hasher) {
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
    }
}

/// A set of words answering `contains` as `Set<String>` does (by canonical
/// equivalence) without normalizing on every lookup: a word of Hangul
/// syllables and scalars below U+0300, which is its own composed form, is
/// looked up by its bytes among the composed forms of the members; any
/// other word by `String`. Rules look up every Korean word of every text.
public struct ComposedWordSet: Sendable {
    private let words: Set<String>
    private let composed: Set<BytewiseString>

    public init(_ words: some Sequence<String>) {
        self.words = Set(words)
        composed = Set(self.words.map { BytewiseString($0.precomposedStringWithCanonicalMapping) })
    }

    public func contains(_ word: String) -> Bool {
        let isComposed = word.unicodeScalars.allSatisfy { $0.value < 0x300 || (0xAC00...0xD7A3).contains($0.value) }
        return isComposed ? composed.contains(BytewiseString(word)) : words.contains(word)
    }
}
