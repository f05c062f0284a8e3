import Foundation

/// The word lists rules use (proper nouns, tooltip verbs, promotional
/// words…), shipped as resource files under `Resources/words/` and extended
/// by a project's own files of the same name in `<content>/words/`. A list
/// is named by its file name without `.txt`, e.g. `promotional.ko`.
public struct WordLists: Sendable, Equatable {
    private var lists: [String: [String]]

    public init(_ lists: [String: [String]] = [:]) {
        self.lists = lists
    }

    /// Entries of a list, shipped ones first; empty for an unknown list.
    public func list(_ name: String) -> [String] { lists[name] ?? [] }

    /// Entries of `name.<language>`, e.g. `list("promotional", language: "ko")`.
    /// A regional tag without a list of its own reads its language's:
    /// `ko-KR` reads `promotional.ko`.
    public func list(_ name: String, language: String) -> [String] {
        lists[Self.listName(name, language: language, among: lists.keys.contains)] ?? []
    }

    /// The list `name` has for `language`: `name.ko-KR` when there is one,
    /// else `name.ko`.
    public static func listName(_ name: String, language: String, among exists: (String) -> Bool) -> String {
        let exact = "\(name).\(language)"
        guard !exists(exact), let dash = language.firstIndex(of: "-") else { return exact }
        return "\(name).\(language[..<dash])"
    }

    /// The lists' names, sorted.
    public var names: [String] { lists.keys.sorted() }

    /// One entry per line; `#` starts a comment; blank lines are skipped.
    public static func parse(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed.precomposedStringWithCanonicalMapping
        }
    }

    /// The lists that ship with helpc.
    public static func bundled() throws -> WordLists {
        try bundledResult.get()
    }

    private static let bundledResult: Swift.Result<WordLists, Error> = Swift.Result {
        try read(folder: try Resources.url("words"))
    }

    /// Lists read from every `.txt` file in `folder`.
    public static func read(folder: URL) throws -> WordLists {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".txt") }.sorted()
        var lists: [String: [String]] = [:]
        for file in files {
            let url = folder.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw Resources.Missing(path: url.path)
            }
            lists[String(file.dropLast(4))] = parse(String(decoding: data, as: UTF8.self))
        }
        return WordLists(lists)
    }

    /// These lists with `other`'s entries appended to the lists of the same name.
    public func extended(with other: WordLists) -> WordLists {
        var merged = lists
        for (name, entries) in other.lists {
            merged[name, default: []].append(contentsOf: entries.filter { !(merged[name] ?? []).contains($0) })
        }
        return WordLists(merged)
    }
}
