import HelpCore

/// Where a word of a text stands in its sentence, told from the text
/// between it and its neighbours: the English readings that decide a word
/// by the words around it ask whether it starts a sentence, ends a clause
/// or follows a comma.
enum WordPlaces {
    /// Whether word `index` starts its sentence: nothing but spaces and
    /// opening quotes between it and the text's start or a . ! ? or :.
    static func startsSentence(at index: Int, _ words: [TextSegments.Segment], _ value: String) -> Bool {
        let start = index > 0 ? words[index - 1].offset + words[index - 1].text.count : 0
        let between = TextSegments.text(of: value, characters: start..<words[index].offset)
        return index == 0 ? between.allSatisfy { " “‘\"'(".contains($0) } : between.contains { ".!?:".contains($0) }
    }

    /// Whether word `index + 1` follows word `index` after one space, told
    /// from the text between them (most texts are never made Characters).
    static func adjoins(_ index: Int, _ words: [TextSegments.Segment], _ value: String) -> Bool {
        guard index >= 0, index + 1 < words.count else { return false }
        let end = words[index].offset + words[index].text.count
        return words[index + 1].offset == end + 1 && TextSegments.text(of: value, characters: end..<end + 1) == " "
    }

    /// Whether word `index` follows a comma and a space.
    static func followsComma(_ index: Int, _ words: [TextSegments.Segment], _ value: String) -> Bool {
        guard index > 0 else { return false }
        let previous = words[index - 1], word = words[index]
        let characters = TextSegments.characters(value)
        let end = previous.offset + previous.text.count
        return word.offset == end + 2 && characters[end] == "," && characters[end + 1] == " "
    }

    /// Whether word `index` is the last before one of `marks` or the
    /// text's end: ".!?" for a sentence, ".,;:!?)" for a clause.
    static func isLast(_ index: Int, before marks: String, _ words: [TextSegments.Segment], _ value: String) -> Bool {
        let end = words[index].offset + words[index].text.count
        let rest = TextSegments.text(of: value, characters: end..<(index + 1 < words.count ? words[index + 1].offset : value.count))
        return rest.isEmpty || rest.first.map { marks.contains($0) } == true
    }

    /// Whether each of `words` follows the one before it after one space
    /// (`characters`: the text's), as the words of a phrase written apart do.
    static func areOneSpaceApart(_ words: ArraySlice<TextSegments.Segment>, _ characters: [Character]) -> Bool {
        zip(words, words.dropFirst()).allSatisfy { before, after in
            after.offset == before.offset + before.text.count + 1 && characters[after.offset - 1] == " "
        }
    }
}
