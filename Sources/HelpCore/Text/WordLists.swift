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
    ///
    /// Every run reads some forty lists, and asking Foundation to trim and
    /// normalize each line cost more than the rest of their setting up
    /// (some 80 million instructions a check): a line of ASCII and Hangul
    /// syllables, which is already NFC and has no white space but spaces
    /// and tabs, is cut from the bytes; any other line goes the long way.
    public static func parse(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var entries: [String] = []
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] &- 0x0A > 3 { end += 1 }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let entry = plainEntry(line) {
                    if !entry.isEmpty { entries.append(entry) }
                } else {
                    entries += parseSlowly(String(decoding: line, as: UTF8.self))
                }
                start = end + 1
            }
            return entries
        }
    }

    /// `parse` by Characters and Foundation, for any text.
    static func parseSlowly(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed.precomposedStringWithCanonicalMapping
        }
    }

    /// The entry of a line of ASCII and Hangul syllables (empty for none),
    /// or nil for a line with any other character.
    private static func plainEntry(_ line: UnsafeBufferPointer<UInt8>) -> String? {
        var index = 0, comment = line.count
        while index < line.count {
            let byte = line[index]
            if byte < 0x80 {
                if byte == UInt8(ascii: "#") { comment = index; break }
                index += 1
                continue
            }
            // A Hangul syllable, U+AC00–U+D7A3: EA B0 80 – ED 9E A3.
            guard byte >= 0xEA, byte <= 0xED, index + 2 < line.count else { return nil }
            let scalar = (UInt32(byte & 0x0F) << 12) | (UInt32(line[index + 1] & 0x3F) << 6) | UInt32(line[index + 2] & 0x3F)
            guard line[index + 1] & 0xC0 == 0x80, line[index + 2] & 0xC0 == 0x80, (0xAC00...0xD7A3).contains(scalar) else { return nil }
            index += 3
        }
        // The rest of a line after # may hold anything: it is a comment.
        var (first, last) = (0, comment)
        while first < last, line[first] == 0x20 || line[first] == 0x09 { first += 1 }
        while last > first, line[last - 1] == 0x20 || line[last - 1] == 0x09 { last -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: line[first..<last]), as: UTF8.self)
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
