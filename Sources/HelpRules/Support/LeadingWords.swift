import Foundation

/// Copy cut at its first separator into the words before it and the words
/// after it: a label and its title (Tip: Try Drifting), an answer and its
/// verb (Yes, Delete).
enum LeadingWords {
    /// Both parts trimmed, when both hold something; nil without a separator.
    static func split(_ text: String, atFirstOf separators: Set<Character>) -> (lead: String, rest: String)? {
        guard let separator = text.firstIndex(where: separators.contains) else { return nil }
        let lead = text[..<separator].trimmingCharacters(in: .whitespaces)
        let rest = text[text.index(after: separator)...].trimmingCharacters(in: .whitespaces)
        guard !lead.isEmpty, !rest.isEmpty else { return nil }
        return (lead, rest)
    }
}
