import HelpCore

extension Alert {
    /// Every button title in a language.
    func buttonTitles(in language: String) -> [String] {
        buttons.flatMap { $0.copy.texts(in: language).flatMap(\.strings) }
    }
}

/// Compares copy with a word list the way a reader would: ignoring case,
/// surrounding punctuation and white space.
enum WordMatch {
    static func normalized(_ string: String) -> String {
        string.lowercased()
            .filter { !$0.isPunctuation || $0 == "-" }
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func equalsAny(_ string: String, _ list: [String]) -> Bool {
        let value = normalized(string)
        return list.contains { normalized($0) == value }
    }
}
