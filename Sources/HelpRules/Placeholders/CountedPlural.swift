import HelpCore

/// An English text that counts with an integer placeholder and names what it
/// counts in the plural right after it ("%lld workouts", "%d more photos")
/// shows "1 workouts" when the count is 1: without plural forms, a string
/// catalog gives every count the one string. The words after a count that
/// end in s and are no plural (is, was, has, plus) are listed, and so are
/// the few words written between a count and its noun (more, new, unread);
/// another word there is taken for a noun before the noun counted
/// ("%lld service alerts") unless it is a preposition, a verb or a unit
/// ("%lld of them", "%lld min walk"). Plurals not ending in s are listed
/// (people, children).
enum CountedPlural {
    /// The first integer placeholder of `string` followed by a plural word,
    /// with that placeholder's offset and the words from it to the plural
    /// ("%lld more photos").
    static func first(in string: String) -> (offset: Int, words: String)? {
        guard string.containsByte(UInt8(ascii: "%")) else { return nil }
        let characters = TextSegments.characters(string)
        for placeholder in Placeholder.all(inCharacters: characters) where placeholder.isValid && isCount(placeholder) {
            let end = placeholder.offset + placeholder.text.count
            var (word, next) = word(after: end, in: characters)
            if let first = word, !isPlural(first), !irregularPlurals.contains(first) {
                // "%d more photos", "%lld service alerts": a modifier or a
                // noun before the plural noun; not "%lld of them", and not
                // "%lld item needs", whose second word is a verb.
                guard modifiers.contains(first) || !notNounModifiers.contains(first) else { continue }
                (word, next) = self.word(after: next, in: characters)
                if let second = word, !modifiers.contains(first), verbs.contains(second) { continue }
            }
            if let word, isPlural(word) || irregularPlurals.contains(word) {
                return (placeholder.offset, String(characters[placeholder.offset..<next]))
            }
        }
        return nil
    }

    /// A plural hedged with “(s)” in a text that counts ("%lld file(s)
    /// deleted"), with the offset of its word and the word as written: the
    /// plural forms say it for each count.
    static func hedged(in string: String) -> (offset: Int, word: String)? {
        guard string.containsByte(UInt8(ascii: "(")), string.containsByte(UInt8(ascii: "%")) else { return nil }
        let characters = TextSegments.characters(string)
        guard Placeholder.all(inCharacters: characters).contains(where: { $0.isValid && isCount($0) }) else { return nil }
        for index in characters.indices.dropLast(2) where characters[index] == "(" && characters[index + 1] == "s" && characters[index + 2] == ")" {
            var start = index
            while start > 0, characters[start - 1].isLetter { start -= 1 }
            guard start < index else { continue }
            return (start, String(characters[start...(index + 2)]))
        }
        return nil
    }

    /// A count is a signed or unsigned integer (`%lld`, `%d`, `%lu`); a
    /// substitution (`%#@photos@`) carries its own plural forms.
    private static func isCount(_ placeholder: Placeholder) -> Bool {
        let type = placeholder.argumentType
        return type.hasPrefix("int") || type.hasPrefix("uint")
    }

    /// The lowercase word after one space at `start`, and the index after
    /// it; nil when another character follows the placeholder (%lld%%,
    /// %lld-day, %lld:%lld) or the word is capitalized (a name).
    private static func word(after start: Int, in characters: [Character]) -> (String?, Int) {
        guard start < characters.count, characters[start] == " " else { return (nil, start) }
        var end = start + 1
        while end < characters.count, let ascii = characters[end].asciiValue, (0x61...0x7A).contains(ascii) { end += 1 }
        guard end > start + 1, end == characters.count || !characters[end].isLetter else { return (nil, start) }
        return (String(characters[(start + 1)..<end]), end)
    }

    private static func isPlural(_ word: String) -> Bool {
        word.count >= 3 && word.hasSuffix("s") && !notPlurals.contains(word)
            && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is")
    }

    /// Words ending in s that are no plural, met after a number.
    static let notPlurals: Set<String> = [
        "has", "was", "does", "its", "yes", "plus", "minus", "across", "always", "sometimes",
        "perhaps", "towards", "afterwards", "upwards", "downwards", "whereas", "besides",
    ]

    /// Plurals that don't end in s.
    static let irregularPlurals: Set<String> = ["people", "children", "men", "women", "feet", "teeth", "mice", "geese"]

    /// Words after a count that are not a noun or adjective before the
    /// noun counted: prepositions, conjunctions, verbs and units that stay
    /// singular ("%lld of %lld files", "%lld min walks").
    static let notNounModifiers: Set<String> = [
        "of", "in", "on", "at", "to", "for", "by", "with", "from", "into", "over", "under", "out", "off", "up",
        "down", "per", "than", "via", "and", "or", "but", "nor", "so", "if", "as", "then", "that", "which", "who",
        "when", "where", "while", "after", "before", "until", "since", "about", "between", "the", "a", "an",
        "is", "are", "was", "were", "be", "been", "will", "can", "may", "might", "must", "should", "would",
        "could", "left", "ago", "times", "min", "sec", "ms", "hr", "km", "mi", "kb", "mb", "gb", "px", "pt",
        "percent", "x", "each", "all", "both", "also", "only", "just", "already", "still", "now",
    ]

    /// Verbs ending in s that follow a singular noun counted ("%lld item
    /// needs attention"): the text wants plural forms, but the finding's
    /// "1 … reads" would not be what goes wrong.
    static let verbs: Set<String> = [
        "needs", "contains", "uses", "requires", "includes", "remains", "appears", "expires", "matches", "takes",
        "shows", "looks", "starts", "ends", "runs", "works", "belongs", "exists", "fails", "waits", "applies",
        "supports", "goes", "says", "seems", "gets", "makes", "means", "lets", "helps", "keeps", "stays", "lasts",
    ]

    /// Words written between a count and the noun it counts.
    static let modifiers: Set<String> = [
        "more", "new", "unread", "other", "selected", "remaining", "additional", "open", "recent",
        "saved", "shared", "completed", "active", "free", "old", "older", "missed", "unsaved", "hidden",
    ]
}
