/// Words and sentences of a piece of copy, with character offsets so
/// diagnostics can point inside it. Placeholders (`%@`, `%1$lld`) count as
/// words of their own and never end a sentence.
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
        let characters = Array(string)
        var result: [Segment] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "%", let placeholder = placeholderLength(characters, at: index) {
                result.append(Segment(text: String(characters[index..<index + placeholder]), offset: index))
                index += placeholder
                continue
            }
            guard isWordCharacter(characters[index]) else { index += 1; continue }
            let start = index
            while index < characters.count,
                  isWordCharacter(characters[index])
                    || (isJoiner(characters[index]) && index + 1 < characters.count && isWordCharacter(characters[index + 1]) && index > start) {
                index += 1
            }
            result.append(Segment(text: String(characters[start..<index]), offset: start))
        }
        return result
    }

    /// Sentences, each ending after `.`, `?`, `!` or `…` (with closing quotes)
    /// when followed by white space or the end. A period between digits
    /// (`1.5`) or inside a word (`example.com`, `e.g.`) does not end one.
    public static func sentences(_ string: String) -> [Segment] {
        let characters = Array(string)
        var result: [Segment] = []
        var start = 0
        var index = 0
        let abbreviations: Set<String> = ["e.g", "i.e", "etc", "vs", "approx", "no"]
        while index < characters.count {
            let character = characters[index]
            if ".?!…。？！".contains(character) {
                var end = index + 1
                while end < characters.count, ".?!…”’\")".contains(characters[end]) { end += 1 }
                let atBoundary = end == characters.count || characters[end].isWhitespace
                var previousWord = ""
                var back = index - 1
                while back >= start, isWordCharacter(characters[back]) || characters[back] == "." {
                    previousWord = String(characters[back]) + previousWord
                    back -= 1
                }
                let isAbbreviation = character == "." && abbreviations.contains(previousWord.lowercased())
                if atBoundary && !isAbbreviation {
                    let text = String(characters[start..<end]).trimmingWhitespace
                    if !text.isEmpty {
                        let leading = characters[start..<end].prefix { $0.isWhitespace }.count
                        result.append(Segment(text: text, offset: start + leading))
                    }
                    start = end
                }
                index = end
                continue
            }
            index += 1
        }
        let rest = String(characters[start...]).trimmingWhitespace
        if !rest.isEmpty {
            let leading = characters[start...].prefix { $0.isWhitespace }.count
            result.append(Segment(text: rest, offset: start + leading))
        }
        return result
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private static func isJoiner(_ character: Character) -> Bool {
        character == "'" || character == "’" || character == "-" || character == "‑"
    }

    private static func placeholderLength(_ characters: [Character], at index: Int) -> Int? {
        let rest = String(characters[index..<min(characters.count, index + 12)])
        guard let first = Placeholder.all(in: rest).first, first.offset == 0, first.isValid else { return nil }
        return first.text.count
    }
}

extension String {
    /// The string without leading and trailing white space (Characters).
    public var trimmingWhitespace: String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
              let last = characters.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(characters[first...last])
    }
}
