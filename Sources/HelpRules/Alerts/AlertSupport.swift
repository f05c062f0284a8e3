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
            .split(whereSeparator: \.isBlankSpace).joined(separator: " ")
    }

    static func equalsAny(_ string: String, _ list: [String]) -> Bool {
        let value = normalized(string)
        let known = KnownForms.current
        return list.contains { known.normalized($0) == value }
    }

    /// Word-list entries already normalized on this thread: the same lists
    /// are compared with every alert and link of a project.
    private final class KnownForms {
        private var forms: [String: String] = [:]

        static var current: KnownForms { ThreadLocal.object(KnownForms.init) }

        func normalized(_ word: String) -> String {
            if let form = forms[word] { return form }
            let form = WordMatch.normalized(word)
            if forms.count >= 10_000 { forms.removeAll(keepingCapacity: true) }
            forms[word] = form
            return form
        }
    }
}
