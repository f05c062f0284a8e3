import HelpCore

/// Whether a piece of copy is a sentence or a fragment, which decides its
/// capitalization and ending punctuation.
enum CopyForm {
    /// Characters that end a sentence, in either language.
    static let sentenceEnds: Set<Character> = [".", "?", "!", "…", "。", "？", "！"]
    static let closingQuotes: Set<Character> = ["”", "’", "\"", "'", ")", "」", "』"]
    /// `closingQuotes` as scalar values, for text whose characters are its
    /// scalars (none of them is equal to another scalar).
    static let closingQuoteScalars: [UInt32] = closingQuotes.map { $0.unicodeScalars.first!.value }.sorted()

    /// The last character that is not a closing quote or bracket.
    static func lastMeaningful(_ string: String) -> (character: Character, offset: Int)? {
        if let scalars = TextSegments.scalars(string) {
            var index = scalars.count - 1
            while index >= 0, closingQuoteScalars.contains(scalars[index].value) { index -= 1 }
            return index >= 0 ? (Character(scalars[index]), index) : nil
        }
        let characters = TextSegments.characters(string)
        var index = characters.count - 1
        while index >= 0, closingQuotes.contains(characters[index]) { index -= 1 }
        return index >= 0 ? (characters[index], index) : nil
    }

    /// Whether `string` ends in a question mark, closing quotes aside.
    static func asksQuestion(_ string: String) -> Bool {
        lastMeaningful(string).map { $0.character == "?" || $0.character == "？" } ?? false
    }

    static func endsSentence(_ string: String) -> Bool {
        lastMeaningful(string).map { sentenceEnds.contains($0.character) } ?? false
    }

    /// English words that start a complete sentence used as an alert title
    /// even when the writer left off its punctuation ("Your changes couldn’t
    /// be saved", "You’ve been signed out"). A subject joined to its verb
    /// is here with either apostrophe; a negation is not, as Apple's
    /// fragment titles start with one ("Can’t Connect to Server", "No
    /// Internet Connection", "No SIM"); "No one" is a subject
    /// (`isSentence`).
    private static let sentenceStarts: Set<String> = {
        let words: Set<String> = [
            "you", "your", "this", "that", "these", "those", "it", "its", "we", "our", "there", "the",
            "are", "is", "do", "does", "did", "can", "could", "would", "should", "will", "have", "has",
            "some", "all", "none", "nothing", "something", "someone", "another",
        ]
        let contractions = ["you’ve", "you’re", "you’ll", "you’d", "we’ve", "we’re", "we’ll", "we’d",
                            "it’s", "that’s", "there’s", "they’re", "they’ve"]
        return words.union(contractions).union(contractions.map { $0.replacingOccurrences(of: "’", with: "'") })
    }()

    /// Korean predicate endings: a string ending in one is a sentence.
    private static let koreanEndings = ["니다", "니까", "세요", "십시오", "해요", "어요", "아요", "까요", "죠", "다"]

    /// Forms of be after a title's first word: a subject and its verb
    /// ("iPhone Storage Is Full", "Your Photos Are Ready") make a sentence
    /// in title case, where Apple's fragment leaves the verb out ("iPhone
    /// Storage Full").
    private static let beVerbs: Set<String> = {
        let words = ["is", "are", "was", "were", "isn’t", "aren’t", "wasn’t", "weren’t"]
        return Set(words + words.map { $0.replacingOccurrences(of: "’", with: "'") })
    }()

    /// An alert title is a complete sentence when it ends like one, or, in
    /// English, starts like one or holds a form of be after its first word;
    /// otherwise it is a fragment ("Unable to Sync").
    static func isSentence(_ string: String, language: String) -> Bool {
        if endsSentence(string) { return true }
        if LanguageTag.isKorean(language) {
            let trimmed = string.trimmingWhitespace
            return koreanEndings.contains { trimmed.hasSuffix($0) }
        }
        let words = TextSegments.words(string)
        guard let first = words.first?.text.lowercased() else { return false }
        let noOne = first == "no" && words.count > 1 && words[1].text.lowercased() == "one"
        return sentenceStarts.contains(first) || noOne || words.dropFirst().contains { beVerbs.contains($0.text.lowercased()) }
    }
}
