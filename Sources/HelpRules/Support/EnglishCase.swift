import HelpCore

/// Apple's English capitalization styles, with the word knowledge they need:
/// proper nouns that keep their capitals (iPhone, Siri Remote) and the minor
/// words title case keeps lower-case.
struct EnglishCase {
    struct Word: Equatable {
        var text: String
        var offset: Int
        /// Part of a proper noun, a placeholder, or a word without letters:
        /// its case is not the writer's choice.
        var isFixed: Bool
        /// The first word of a sentence (or of the string).
        var startsSentence: Bool
        var isQuoted: Bool

        var startsUpper: Bool {
            if let first = Self.leadingASCII(text) { return (0x41...0x5A).contains(first) }
            return text.first?.isUppercase ?? false
        }
        var startsLower: Bool {
            if let first = Self.leadingASCII(text) { return (0x61...0x7A).contains(first) }
            return text.first?.isLowercase ?? false
        }

        /// The first byte, when the first character is that ASCII scalar
        /// alone: the next byte is ASCII too (two ASCII scalars are two
        /// characters but for a carriage return and line feed) or there
        /// is none. Its case is then told without making a `Character`.
        static func leadingASCII(_ text: String) -> UInt8? {
            text.withUTF8Bytes { bytes in
                guard let first = bytes.first, first < 0x80 else { return nil }
                if bytes.count > 1, bytes[1] >= 0x80 || (first == 0x0D && bytes[1] == 0x0A) { return nil }
                return first
            }
        }
    }

    /// The proper nouns as words, longest first, by their first word: each
    /// word of every text is looked up, and trying every noun was a share
    /// of the check.
    private let properNouns: [String: [[String]]]
    /// Rules out before hashing nearly every word no proper noun starts with.
    private let properNounStarts: LeadingASCIIPairs
    let minorWords: Set<String>
    /// Phrasal verbs in every form, "verb particle" lower-cased (set up,
    /// setting up): their particle is no minor word (Set Up Later).
    let phrasalVerbs: Set<String>
    /// Words, or two words, after which copy names a control (Tap Edit).
    let uiNameVerbs: Set<String>

    init(words: WordLists) {
        let nouns = words.list("proper-nouns")
            .map { TextSegments.words($0).map(\.text) }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        properNouns = Dictionary(grouping: nouns, by: { $0[0] })
        properNounStarts = LeadingASCIIPairs(properNouns.keys)
        minorWords = Set(words.list("title-case-minor-words").map { $0.lowercased() })
        var phrasal: Set<String> = []
        for entry in words.list("title-case-phrasal-verbs") {
            let parts = entry.lowercased().split(separator: " ").map(String.init)
            guard parts.count == 2 else { continue }
            for verb in [parts[0]] + TermIndex.verbForms(of: parts[0]).map(\.0) { phrasal.insert(verb + " " + parts[1]) }
        }
        phrasalVerbs = phrasal
        uiNameVerbs = Set(words.list("ui-name-verbs", language: "en").map { $0.lowercased() })
    }

    /// `byScalar` false reads every text by character, for checking the
    /// scalar reading against.
    func words(_ string: String, byScalar: Bool = true) -> [Word] {
        let segments = TextSegments.words(string)
        // Text whose characters are its scalars (nearly all) is read by scalar.
        let scalars = byScalar ? TextSegments.scalars(string) : nil
        let characters = scalars == nil ? TextSegments.characters(string) : []
        var result: [Word] = []
        result.reserveCapacity(segments.count)
        var index = 0
        var quoteDepth = 0
        var scanned = 0
        func read(_ scalar: UInt32, startsSentence: inout Bool) {
            if scalar == 0x201C || scalar == 0x22 || scalar == 0x2018 { quoteDepth += 1 }
            if scalar == 0x201D || (scalar == 0x22 && quoteDepth > 1) { quoteDepth = max(0, quoteDepth - 1) }
            if scalar == 0x2E || scalar == 0x3F || scalar == 0x21 || scalar == 0x3A || scalar == 0x2026 { startsSentence = true }
        }
        while index < segments.count {
            let segment = segments[index]
            // Quotes and sentence ends between the previous word and this one.
            var startsSentence = index == 0
            if let scalars {
                for scalar in scalars[scanned..<segment.offset] { read(scalar.value, startsSentence: &startsSentence) }
            } else {
                for character in characters[scanned..<segment.offset] {
                    // Told by scalar: comparing characters goes through
                    // canonical equivalence, and every gap between words is read.
                    let scalars = character.unicodeScalars
                    guard let scalar = scalars.first?.value, scalars.index(after: scalars.startIndex) == scalars.endIndex else { continue }
                    read(scalar, startsSentence: &startsSentence)
                }
            }
            if properNounStarts.mayMatch(segment.text), let match = properNouns[segment.text]?.first(where: { noun in
                index + noun.count <= segments.count
                    && zip(noun, segments[index..<index + noun.count]).allSatisfy { $0 == $1.text }
            }) {
                for (offset, segment) in segments[index..<index + match.count].enumerated() {
                    result.append(Word(text: segment.text, offset: segment.offset, isFixed: true,
                                       startsSentence: startsSentence && offset == 0, isQuoted: quoteDepth > 0))
                }
                let last = segments[index + match.count - 1]
                scanned = last.offset + (scalars == nil ? last.text.count : last.text.scalarCount)
                index += match.count
                continue
            }
            let hasLetters: Bool
            let hasInnerCapital: Bool
            let isPlaceholder: Bool
            if let ascii = Self.asciiLetters(segment.text) {
                (hasLetters, hasInnerCapital, isPlaceholder) = ascii
            } else {
                hasLetters = segment.text.contains { $0.isLetter }
                hasInnerCapital = segment.text.dropFirst().contains { $0.isUppercase }
                isPlaceholder = segment.text.hasPrefix("%")
            }
            result.append(Word(text: segment.text, offset: segment.offset,
                               isFixed: !hasLetters || isPlaceholder || hasInnerCapital || segment.text == "I",
                               startsSentence: startsSentence, isQuoted: quoteDepth > 0))
            scanned = segment.offset + (scalars == nil ? segment.text.count : segment.text.scalarCount)
            index += 1
        }
        return result
    }

    /// For an ASCII word, read in one pass over its bytes: whether it has
    /// a letter (A–Z, a–z), a capital after its first byte, and a `%`
    /// first; nil for any other word.
    static func asciiLetters(_ word: String) -> (hasLetters: Bool, hasInnerCapital: Bool, isPlaceholder: Bool)? {
        word.withUTF8Bytes { bytes in
            var hasLetters = false, hasInnerCapital = false
            for (position, byte) in bytes.enumerated() {
                guard byte < 0x80 else { return nil }
                if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A { hasLetters = true }
                if position > 0 && byte >= 0x41 && byte <= 0x5A { hasInnerCapital = true }
            }
            return (hasLetters, hasInnerCapital, bytes.first == UInt8(ascii: "%"))
        }
    }

    /// The words that break Apple title case, and the string as it should
    /// be. A listed phrasal verb's particle is capitalized (Back Up Now).
    /// Whether a label written in no known place (a `<string>`) is meant
    /// in title case: two or more words that aren't minor words, each
    /// capitalized, and not a sentence. "Add To Favorites" is; "Learn
    /// more" and "Shown in the sidebar" are sentence case, which a label
    /// may be.
    /// A name (Finder, Apple Music) counts as a capitalized word: Show In
    /// Finder is written in title case as much as Add To Favorites is.
    func looksTitleCased(_ string: String) -> Bool {
        let words = words(string)
        var capitalized = 0
        for (index, word) in words.enumerated() where !word.isQuoted {
            if word.isFixed {
                if word.startsUpper { capitalized += 1 }
                continue
            }
            if index > 0, word.startsSentence { return false }
            if index > 0, minorWords.contains(word.text.lowercasedIgnoringCaseless()) { continue }
            if word.startsLower { return false }
            if word.startsUpper { capitalized += 1 }
        }
        return capitalized >= 2
    }

    func titleCaseProblems(_ string: String) -> (words: [Word], corrected: String) {
        let words = words(string)
        var problems: [Word] = []
        // The copy's characters, copied only once a word needs changing:
        // most titles are written in title case already.
        var corrected: [Character]?
        func change(_ word: Word, to first: String) {
            problems.append(word)
            if corrected == nil { corrected = TextSegments.characters(string) }
            corrected?[word.offset] = Character(first)
        }
        // Korea, Republic of: a name inverted at a comma ends in the word
        // that led it, which keeps its case as a minor word.
        let invertedName = words.count > 2 && string.utf8.contains(UInt8(ascii: ","))
            && TextSegments.characters(string)[..<words[words.count - 1].offset].contains(",")
        for (index, word) in words.enumerated() where !word.isFixed && !word.isQuoted {
            let isEdge = index == 0 || index == words.count - 1 && !invertedName || word.startsSentence
            let lower = word.text.lowercasedIgnoringCaseless()
            let shouldBeLower = !isEdge && minorWords.contains(lower)
                && !(index > 0 && phrasalVerbs.contains(words[index - 1].text.lowercasedIgnoringCaseless() + " " + lower))
            if shouldBeLower && word.startsUpper {
                change(word, to: word.text.first!.lowercased())
            } else if !shouldBeLower && word.startsLower {
                change(word, to: word.text.first!.uppercased())
            }
        }
        return (problems, corrected.map { String($0) } ?? string)
    }

    /// The indices of the words that name something on screen, as copy
    /// quotes it: a run of one to three capitalized words (a lower-case
    /// minor word may join two of them: Add to Favorites) right after an
    /// interaction verb (Tap Edit) or a path's `>` (Settings > Privacy &
    /// Security), ended by punctuation, the end of the copy or a lower-case
    /// word. A longer run, or one that runs into a capitalized minor word
    /// (Tap Done When You Finish, Choose Sort By Date), is writing in title
    /// case, not a name.
    func uiNameWords(_ words: [Word], in string: String) -> [Int] {
        let characters = TextSegments.characters(string)
        func gap(before index: Int) -> ArraySlice<Character> {
            let start = min(words[index - 1].offset + words[index - 1].text.count, words[index].offset)
            return characters[start..<words[index].offset]
        }
        func isBreak(_ gap: ArraySlice<Character>) -> Bool { gap.contains { ".,;:!?()\"“”".contains($0) } }
        func isPathStep(_ gap: ArraySlice<Character>) -> Bool { gap.contains { ">›→".contains($0) } }
        func isName(_ word: Word) -> Bool {
            word.isFixed || (word.startsUpper && !minorWords.contains(word.text.lowercasedIgnoringCaseless()))
        }
        var names: [Int] = []
        var index = 1
        while index < words.count {
            let before = gap(before: index)
            let previous = words[index - 1].text.lowercasedIgnoringCaseless()
            let pair = index > 1 ? words[index - 2].text.lowercasedIgnoringCaseless() + " " + previous : ""
            // A word of a proper noun is no verb: Touch in Touch ID.
            let afterVerb = !isBreak(before) && !words[index - 1].isFixed
                && (uiNameVerbs.contains(previous) || uiNameVerbs.contains(pair))
            let afterPath = isPathStep(before)
            guard afterVerb || afterPath, isName(words[index]) else { index += 1; continue }
            var run = [index]
            var next = index + 1
            while next < words.count, !isBreak(gap(before: next)), !isPathStep(gap(before: next)) {
                if isName(words[next]) {
                    run.append(next)
                    next += 1
                } else if words[next].startsLower, minorWords.contains(words[next].text.lowercasedIgnoringCaseless()),
                          next + 1 < words.count, !isBreak(gap(before: next + 1)), isName(words[next + 1]) {
                    next += 1
                } else if words[next].startsUpper, minorWords.contains(words[next].text.lowercasedIgnoringCaseless()),
                          next + 1 == words.count || isBreak(gap(before: next + 1)) || isPathStep(gap(before: next + 1))
                              || words[next + 1].startsLower {
                    // A name may end in one (Save As, Set Up, Sign In).
                    run.append(next)
                    next += 1
                    break
                } else {
                    break
                }
            }
            let endsClean = next == words.count || isBreak(gap(before: next)) || isPathStep(gap(before: next))
                || words[next].startsLower
            let capitalizedCount = run.filter { !words[$0].isFixed }.count
            if endsClean && capitalizedCount <= 3 { names += run }
            index = next
        }
        return names
    }

    /// Sentence case in a heading (a help topic's or section's title), a
    /// fragment short enough that two capitals past the first word may be
    /// a name (Use Split View on iPad): a minor word capitalized past the
    /// first (Work With Layers, Back Up Your iPhone) is title case's alone,
    /// unless it is a word of a control's name (Choose Save As).
    func headingCaseProblem(_ string: String) -> (word: Word, message: String)? {
        let words = words(string)
        var names: Set<Int>?
        // Every such word is named, at the first (Share An Album With
        // Friends: “An” and “With”), so one reading mends them all.
        var capitalized: [Word] = []
        for index in words.indices.dropFirst() where words[index].startsUpper {
            let word = words[index]
            // The article A before a capitalized word (Record A Hike), not a
            // key or a plan's letter (Press A to jump, Choose plan A).
            let article = word.text == "A" && index + 1 < words.count && words[index + 1].startsUpper && !words[index + 1].isFixed
            guard !word.isFixed, !word.startsSentence, !word.isQuoted, word.text.count > 1 || article,
                  minorWords.contains(word.text.lowercasedIgnoringCaseless()) else { continue }
            // A control's name may end in one (Choose File > Save As, Tap Set Up).
            if names == nil { names = Set(uiNameWords(words, in: string)) }
            guard names?.contains(index) != true else { continue }
            capitalized.append(word)
        }
        if let first = capitalized.first {
            let named = capitalized.map { "“\($0.text)”" }.joinedAsList("and")
            let verb = capitalized.count == 1 ? "is" : "are"
            return (first, "\(named) \(verb) capitalized; a help page’s title is in sentence case: capitalize only the first word and proper nouns")
        }
        return sentenceCaseProblem(string)
    }

    /// Why a string is not in sentence case, pointing at the word: a first
    /// word in lower case, or several capitalized words that make it read
    /// as title case. The names of controls keep their capitals
    /// (`uiNameWords`).
    func sentenceCaseProblem(_ string: String) -> (word: Word, message: String)? {
        let words = words(string)
        guard let first = words.first(where: { !$0.isFixed }) else { return nil }
        if first.startsSentence && first.startsLower {
            return (first, "starts with a lower-case letter; sentence case capitalizes the first word")
        }
        // A minor word capitalized between two lower-case words (a template
        // And adjust) is no name's: names start with a capital (Set Up, Save
        // As), and a single letter may be a key or a letter (Press A to).
        for index in words.indices.dropFirst().dropLast() where words[index].startsUpper {
            let word = words[index]
            guard !word.isFixed, !word.startsSentence, !word.isQuoted, word.text.count > 1,
                  words[index - 1].startsLower, words[index + 1].startsLower,
                  minorWords.contains(word.text.lowercasedIgnoringCaseless()) else { continue }
            return (word, "“\(word.text)” is capitalized mid-sentence; sentence case writes it in lower case")
        }
        // Counted rather than gathered: most copy has no capitalized word.
        func counted(skipping names: Set<Int>) -> (content: Int, capitalized: [Word]) {
            var content = 0
            var capitalized: [Word] = []
            for (index, word) in words.enumerated() where !word.isFixed && !word.startsSentence && !word.isQuoted
                && (names.isEmpty || !names.contains(index)) && !minorWords.contains(word.text.lowercasedIgnoringCaseless()) {
                content += 1
                if word.startsUpper { capitalized.append(word) }
            }
            return (content, capitalized)
        }
        func readsAsTitleCase(_ count: (content: Int, capitalized: [Word])) -> Bool {
            count.capitalized.count >= 2 && count.capitalized.count * 2 > count.content
        }
        // Title case needs two capitalized words past the first: most copy
        // has fewer, told before any word is lowered to look it up.
        var capitals = 0
        for word in words where !word.isFixed && !word.startsSentence && !word.isQuoted && word.startsUpper {
            capitals += 1
            if capitals == 2 { break }
        }
        guard capitals == 2, readsAsTitleCase(counted(skipping: [])) else { return nil }
        // Told only now, as few texts get this far: names of controls keep
        // their capitals (Tap Edit, then tap Delete Note).
        let count = counted(skipping: Set(uiNameWords(words, in: string)))
        if readsAsTitleCase(count) {
            let capitalized = count.capitalized
            return (capitalized[0], "reads as title case (“\(capitalized.map(\.text).joined(separator: "”, “"))” capitalized); use sentence case: capitalize only the first word and proper nouns (list your product's names in content/words/proper-nouns.txt)")
        }
        return nil
    }
}
