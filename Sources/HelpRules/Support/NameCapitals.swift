import HelpCore

/// Names of products and features whose capitals are part of the name
/// (iPhone, AirDrop, macOS, Apple TV, Home Screen), found in copy written
/// with other capitals (IPhone, Airdrop, MacOS, Apple tv, Home screen).
///
/// Names are read as tokens of ASCII letters and digits (a hyphen between
/// them stays in the token: Wi-Fi); a name of several tokens matches
/// tokens one space apart. The text is read as bytes, and a token is
/// hashed and looked up only when a name's first token has its first two
/// letters and its length: every text of every language is read, Latin
/// names in Korean copy too.
/// A class: rules reach it through the lexicon for every text, and a
/// struct of tables was copied, table by table, each time.
final class NameCapitals: Sendable {
    struct Name: Sendable {
        /// As the name is written, token by token.
        let tokens: [[UInt8]]
        let lowered: [[UInt8]]
        let text: String
        /// Which tokens no everyday word is written like: a capital past
        /// the first letter (AirDrop, TV, ID), or a lower-case first letter
        /// before a capital (iPhone, macOS).
        let distinctive: [Bool]
        var isDistinctive: Bool { distinctive.contains(true) }
        /// One token with only its first letter a capital (Siri,
        /// Bluetooth, Settings): only its all-lower-case writing is looked
        /// at, and kept when that is no everyday word.
        var isPlainWord: Bool { tokens.count == 1 && !distinctive[0] }
        /// Listed among the names no everyday phrase is written like (Face
        /// ID, Apple Watch, Digital Crown): in lower case, or with a capital
        /// lost at a sentence's start, it is still the name.
        let isUnmistakable: Bool
    }

    struct Finding: Equatable {
        /// Byte offsets in the text.
        let bytes: Range<Int>
        let written: String
        /// The writing to put in its place.
        let replacement: String
        /// Written all in lower case: wrong only where that is no everyday
        /// word (siri, bluetooth, wi-fi, apple tv; not airdrop, settings),
        /// which the caller asks a dictionary about.
        var unlessEverydayWords = false
    }

    private let names: [Name]
    /// Names by a hash of their first token, lowered (`hash`), longest
    /// name first.
    private let byFirstToken: [UInt64: [Int]]
    /// For the first two letters of a first token, lowered (a number below
    /// 26 × 26), a bit for each length of first token (63 for any longer):
    /// most words are ruled out by these before they are hashed.
    private let lengths: [UInt64]

    /// `list`: the proper-nouns list. A name with a byte past ASCII is left
    /// out, and so is a name of one letter (I: a list's i). `unmistakable`:
    /// names whose words, everyday words each, make no everyday phrase
    /// (the unmistakable-names list), names too where the list lacks them.
    init(_ list: [String], unmistakable: [String] = []) {
        let unmistakableNames = Set(unmistakable)
        var names: [Name] = []
        var seen: Set<String> = []
        for text in list + unmistakable where seen.insert(text).inserted {
            let bytes = Array(text.utf8)
            guard !bytes.isEmpty, bytes.allSatisfy({ $0 < 0x80 }), let tokens = Self.tokens(of: bytes) else { continue }
            let distinctive = tokens.map { token in
                token.dropFirst().contains(where: Self.isUpper)
            }
            guard bytes.count > 1 else { continue }
            names.append(Name(tokens: tokens, lowered: tokens.map(Self.lowered), text: text, distinctive: distinctive,
                              isUnmistakable: unmistakableNames.contains(text)))
        }
        self.names = names
        var byFirst: [UInt64: [Int]] = [:]
        var lengths = [UInt64](repeating: 0, count: 26 * 26)
        for (index, name) in names.enumerated() {
            let first = name.lowered[0]
            guard let pair = Self.pair(first[...]) else { continue }
            byFirst[first.withUnsafeBufferPointer { Self.hash($0, 0..<first.count) }, default: []].append(index)
            lengths[pair] |= 1 << UInt64(min(first.count, 63))
        }
        byFirstToken = byFirst.mapValues { $0.sorted { names[$0].tokens.count > names[$1].tokens.count } }
        self.lengths = lengths
    }

    /// The names in `text` written with other capitals than their own.
    /// `capitalizesSentences`: whether the text's language starts a
    /// sentence with a capital; Korean does not, so a Latin capital at a
    /// Korean sentence's start (App store에서) shows the name was meant.
    func findings(in text: String, capitalizesSentences: Bool = true) -> [Finding] {
        text.withUTF8Bytes { bytes in
            var found: [Finding] = []
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard Self.isAlphanumeric(byte) else {
                    // A character past ASCII (a Hangul syllable is three bytes) at once.
                    index += byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                    continue
                }
                let start = index
                index = Self.tokenEnd(bytes, from: start)
                guard let pair = Self.pair(bytes[start..<index]),
                      lengths[pair] & (1 << UInt64(min(index - start, 63))) != 0,
                      let candidates = byFirstToken[Self.hash(bytes, start..<index)]
                else { continue }
                for candidate in candidates {
                    let name = names[candidate]
                    guard name.lowered[0].count == index - start,
                          zip(bytes[start..<index], name.lowered[0]).allSatisfy({ Self.lowered($0) == $1 }),
                          let end = matchEnd(of: name, in: bytes, from: start, firstEnd: index)
                    else { continue }
                    let written = Array(bytes[start..<end])
                    if let (replacement, unlessEveryday) = replacement(
                        for: written, as: name, atSentenceStart: capitalizesSentences && Self.startsSentence(bytes, at: start),
                        afterIndefinite: Self.followsIndefiniteWord(bytes, at: start)) {
                        found.append(Finding(bytes: start..<end, written: String(decoding: written, as: UTF8.self),
                                             replacement: replacement, unlessEverydayWords: unlessEveryday))
                        index = end
                    }
                    break
                }
            }
            return found
        }
    }

    /// FNV-1a over the bytes, lowered.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in range { hash = (hash ^ UInt64(lowered(bytes[index]))) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    /// Where `name` ends in `bytes` when its tokens follow one another,
    /// one space apart, from `start` (its first token ending at
    /// `firstEnd`), lowered alike; nil when they don't.
    private func matchEnd(of name: Name, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, firstEnd: Int) -> Int? {
        var end = firstEnd
        for token in name.lowered.dropFirst() {
            let next = end + 1
            guard next < bytes.count, bytes[end] == 0x20, Self.isAlphanumeric(bytes[next]) else { return nil }
            let tokenEnd = Self.tokenEnd(bytes, from: next)
            guard tokenEnd - next == token.count,
                  zip(bytes[next..<tokenEnd], token).allSatisfy({ Self.lowered($0) == $1 })
            else { return nil }
            end = tokenEnd
        }
        return Self.standsAlone(bytes, start, end) ? end : nil
    }

    /// What `written` (the name's tokens, lowered alike) should be, or nil
    /// when it may stand, and whether it stands after all where its words
    /// are everyday words. A name with a distinctive token (iPhone, AirDrop,
    /// Apple TV) is wrong when such a token is written otherwise, unless
    /// the whole is in capitals, or in lower case and everyday words
    /// (airdrop, airplay); a token starting in lower case (iPhone, macOS) is wrong
    /// written any other way, even at a sentence's start. Only those tokens
    /// change: "an ICloud backup" is "an iCloud backup". A name of plain
    /// words (Home Screen, Do Not Disturb) is wrong where a word lost its
    /// capital and another shows the writer meant the name: the Home
    /// screen, but not "Do not disturb the dough" (its capital only starts
    /// the sentence), nor "Files App" (title case only adds capitals). A
    /// name of one plain word (Siri, Settings) is wrong only in lower case,
    /// and only where that is no everyday word (siri, not settings). A
    /// distinctive name's plain word that lost its capital (iCloud drive,
    /// face ID) is wrong too, the distinctive word showing the name was
    /// meant, except after a word that makes the whole a common noun (an
    /// iCloud backup: a backup, not the feature), and so is one the name
    /// writes in lower case that gained a capital (iPad Mini). A name of several plain
    /// words all in lower case is wrong where one is no everyday word (siri
    /// remote); an unmistakable name (face id, apple watch, Digital crown)
    /// wherever a capital is lost.
    private func replacement(for written: [UInt8], as name: Name, atSentenceStart: Bool,
                             afterIndefinite: Bool) -> (String, Bool)? {
        let allLower = !written.contains(where: Self.isUpper)
        if name.isPlainWord { return allLower ? (name.text, true) : nil }
        if allLower && name.isUnmistakable { return (name.text, false) }
        var tokens: [ArraySlice<UInt8>] = []
        var start = 0
        for (offset, byte) in written.enumerated() where byte == 0x20 {
            tokens.append(written[start..<offset])
            start = offset + 1
        }
        tokens.append(written[start...])
        if name.isDistinctive {
            if allLower && !name.tokens.contains(where: { Self.isLower($0[0]) }) { return (name.text, true) }
            let letters = written.filter { Self.isUpper($0) || Self.isLower($0) }
            let uniform = letters.allSatisfy(Self.isUpper) || letters.allSatisfy(Self.isLower)
            var changed = false
            let fixed = tokens.indices.map { index -> [UInt8] in
                let wanted = name.tokens[index]
                guard !tokens[index].elementsEqual(wanted) else { return Array(tokens[index]) }
                guard name.distinctive[index] else {
                    // iPad Mini: a word the name writes in lower case gained a capital.
                    if Self.isLower(wanted[0]), Self.isUpper(tokens[index].first!), !uniform {
                        changed = true
                        return wanted
                    }
                    let lostCapital = !afterIndefinite && Self.isUpper(wanted[0])
                        && Self.isLower(tokens[index].first!)
                    guard lostCapital else { return Array(tokens[index]) }
                    changed = true
                    var token = Array(tokens[index])
                    token[0] = wanted[0]
                    return token
                }
                guard Self.isLower(wanted[0]) || !uniform else { return Array(tokens[index]) }
                changed = true
                return wanted
            }
            return changed ? (String(decoding: Array(fixed.joined(separator: [0x20])), as: UTF8.self), false) : nil
        }
        // Mac Mini: an unmistakable name's word in lower case gained a capital.
        if name.isUnmistakable, !written.allSatisfy({ !Self.isLower($0) }),
           tokens.indices.contains(where: { Self.isLower(name.tokens[$0][0]) && Self.isUpper(tokens[$0].first!) }) {
            return (name.text, false)
        }
        let lostCapital = tokens.indices.contains { Self.isUpper(name.tokens[$0][0]) && Self.isLower(tokens[$0].first!) }
        guard lostCapital else { return nil }
        if allLower { return (name.text, true) }
        let meant = name.isUnmistakable
            || tokens.indices.contains { Self.isUpper(tokens[$0].first!) && !($0 == 0 && atSentenceStart) }
        return meant ? (name.text, false) : nil
    }

    /// Not part of a URL, an address, a path, a file name or a placeholder:
    /// nothing but a space, an opening mark, the text's start or a
    /// non-ASCII byte (Korean particles) around it, or ending punctuation
    /// that isn't followed by a letter (icloud.com).
    private static func standsAlone(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        if start > 0 {
            let before = bytes[start - 1]
            if before < 0x80, !isBlankOrOpening(before) { return false }
        }
        guard end < bytes.count else { return true }
        let after = bytes[end]
        if after >= 0x80 || isBlankOrOpening(after) { return true }
        switch after {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"):
            return end + 1 >= bytes.count || !isAlphanumeric(bytes[end + 1])
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return true
        default:
            return false
        }
    }

    private static func isBlankOrOpening(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// Whether only blanks and opening quotes stand between the text's
    /// start, or a sentence's end (. ! ? :), and `index`.
    private static func startsSentence(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var position = index
        while position > 0 {
            let byte = bytes[position - 1]
            switch byte {
            case 0x20, 0x09, 0x0A, UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "("):
                position -= 1
            case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ":"):
                return true
            default:
                // “ and ‘ (E2 80 9C, E2 80 98)
                guard byte == 0x9C || byte == 0x98, position >= 3, bytes[position - 3] == 0xE2, bytes[position - 2] == 0x80
                else { return false }
                position -= 3
            }
        }
        return true
    }

    /// Whether the word before `index` is one that makes what follows a
    /// common noun: a, an, any, each, every (an iCloud backup).
    private static func followsIndefiniteWord(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var end = index
        while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
        guard end < index else { return false }
        var start = end
        while start > 0, isUpper(bytes[start - 1]) || isLower(bytes[start - 1]) { start -= 1 }
        let word = lowered(Array(bytes[start..<end]))
        return indefiniteWords.contains(word)
    }

    private static let indefiniteWords: [[UInt8]] = ["a", "an", "any", "each", "every"].map { Array($0.utf8) }

    private static func tokenEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count {
            if isAlphanumeric(bytes[end]) { end += 1; continue }
            if bytes[end] == UInt8(ascii: "-"), end + 1 < bytes.count, isAlphanumeric(bytes[end + 1]), end > start {
                end += 1
                continue
            }
            break
        }
        return end
    }

    private static func tokens(of bytes: [UInt8]) -> [[UInt8]]? {
        var tokens: [[UInt8]] = []
        for part in bytes.split(separator: 0x20, omittingEmptySubsequences: false) {
            guard !part.isEmpty, part.allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: "-") }) else { return nil }
            tokens.append(Array(part))
        }
        return tokens
    }

    /// The first two bytes of a token, lowered, as a number below 26 × 26;
    /// nil unless both are letters.
    private static func pair<Token: Collection<UInt8>>(_ token: Token) -> Int? {
        guard token.count >= 2 else { return nil }
        let first = lowered(token[token.startIndex]), second = lowered(token[token.index(after: token.startIndex)])
        guard isLower(first), isLower(second) else { return nil }
        return Int(first - 0x61) * 26 + Int(second - 0x61)
    }

    // Byte classes by wrapping subtraction, one comparison each: every
    // byte of every text is asked.
    private static func lowered(_ token: [UInt8]) -> [UInt8] { token.map(lowered) }
    @inline(__always) private static func lowered(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte | 0x20 : byte }
    @inline(__always) private static func isUpper(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }
    @inline(__always) private static func isLower(_ byte: UInt8) -> Bool { byte &- 0x61 < 26 }
    @inline(__always) private static func isAlphanumeric(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 }
}
