/// CLDR cardinal plural categories per language, from the table that ships
/// with helpc (`Resources/unicode/plural-categories.txt`).
public struct PluralRules: Sendable {
    private let categories: [String: [PluralCategory]]

    public static let shared: PluralRules = {
        let text = (try? Resources.bytes("unicode/plural-categories.txt")).map { String(decoding: $0, as: UTF8.self) } ?? ""
        var table: [String: [PluralCategory]] = [:]
        for line in WordLists.parse(text) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            table[String(parts[0]).trimmingWhitespace] = parts[1].split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }
        }
        return PluralRules(categories: table)
    }()

    /// Categories for a language tag (`pt-BR` falls back to `pt`); nil when unknown.
    public func categories(for language: String) -> [PluralCategory]? {
        categories[language] ?? language.split(separator: "-").first.flatMap { categories[String($0)] }
    }
}
