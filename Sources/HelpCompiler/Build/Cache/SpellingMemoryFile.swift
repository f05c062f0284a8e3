import Foundation
import HelpCore
import HelpRules

/// What Hunspell answered during the last build, kept beside the build
/// cache in `build/.helpc-spelling` for `helpc check`, which writes
/// nothing of its own. Opening hunspell-ko takes a third of a second, most
/// of a translator's check of one file; with the last build's answers the
/// check opens a dictionary only for a word no build has asked about.
///
/// The file is used only when its key matches: the same helpc executable,
/// the same dictionaries for the same languages, and the same words the
/// speller knows besides Hunspell's (word lists, termbase terms). A file
/// that is cut short, edited or another helpc's is ignored; answers are the
/// same either way, only slower.
enum SpellingMemoryFile {
    static let name = ".helpc-spelling"
    private static let header = "helpc-spelling 1"

    /// What the memory's answers depend on, for `speller` in `languages`.
    static func key(speller: Speller, languages: [String]) -> String {
        var hasher = SHA256.Hasher()
        for field in [header, ToolIdentity.current, speller.wordsDigest] {
            hasher.update(field)
            hasher.update([0])
        }
        for language in languages {
            hasher.update(language)
            hasher.update([0])
            hasher.update(Speller.dictionarySetup(language))
            hasher.update([0])
        }
        return SHA256.hex(digest: hasher.finalize())
    }

    static func encoded(_ memory: Speller.Memory, key: String) -> [UInt8] {
        var text = header + "\nkey\t" + key + "\n"
        for fields in SpellingMemoryCoding.lines(memory) {
            text += fields.joined(separator: "\t") + "\n"
        }
        var bytes = Array(text.utf8)
        bytes.append(contentsOf: "end\t\(CacheChecksum.hex(bytes[...]))\n".utf8)
        return bytes
    }

    /// The memory in `bytes`, or nil unless they are a whole file of this
    /// format written under `key`.
    ///
    /// Cut into lines and fields by their bytes: a translator's check of
    /// one file reads the whole memory first, and cut as a `String` (by
    /// characters) it was most of that check, 0.1 s for the 40,000 answers
    /// of a project of 100,000 entries.
    static func decoded(_ bytes: [UInt8], key: String) -> Speller.Memory? {
        let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t")
        guard bytes.last == newline, let endLine = bytes.dropLast().lastIndex(of: newline) else { return nil }
        let trailer = String(decoding: bytes[(endLine + 1)...].dropLast(), as: UTF8.self)
        guard trailer == "end\t\(CacheChecksum.hex(bytes[...endLine]))" else { return nil }
        let expected = [Array(header.utf8), Array("key\t\(key)".utf8)]
        var memory = Speller.Memory()
        let read = bytes.withUnsafeBufferPointer { buffer -> Bool in
            var start = 0
            var number = 0
            // Every line up to the trailer's ends in a line feed.
            while start <= endLine {
                var end = start
                while buffer[end] != newline { end += 1 }
                let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
                if number < expected.count {
                    guard line.elementsEqual(expected[number]) else { return false }
                } else if !line.isEmpty {
                    var fields: [String] = []
                    fields.reserveCapacity(4)
                    var fieldStart = 0
                    for index in 0...line.count where index == line.count || line[index] == tab {
                        fields.append(String(decoding: UnsafeBufferPointer(rebasing: line[fieldStart..<index]), as: UTF8.self))
                        fieldStart = index + 1
                    }
                    guard SpellingMemoryCoding.read(fields, into: &memory) == true else { return false }
                }
                number += 1
                start = end + 1
            }
            return number >= expected.count
        }
        return read ? memory : nil
    }

    /// The memory the last build left in `folder` for `key`, if any.
    static func read(in folder: URL, key: String) -> Speller.Memory? {
        FileBytes.read(atPath: folder.appendingPathComponent(name).path).flatMap { decoded($0, key: key) }
    }
}

/// `Speller.Memory` as lines of tab-separated fields, in the build cache
/// and in `SpellingMemoryFile`: `dictionary⇥language⇥problem or -`, then
/// `word` and `dictionary-word` answers, `⇥language⇥word⇥1 or 0`.
enum SpellingMemoryCoding {
    /// The memory's lines, each as its fields, in an order that does not
    /// depend on how the memory was filled.
    static func lines(_ memory: Speller.Memory) -> [[String]] {
        var lines: [[String]] = []
        for language in memory.problems.keys.sorted() {
            let problem = memory.problems[language]!
            lines.append(["dictionary", BuildCache.escape(language), problem.isEmpty ? "-" : BuildCache.escape(problem)])
        }
        for (kind, answers) in [("word", memory.words), ("dictionary-word", memory.dictionaryWords)] {
            for language in answers.keys.sorted() {
                for (word, correct) in answers[language]!.sorted(by: { $0.key < $1.key }) {
                    lines.append([kind, BuildCache.escape(language), BuildCache.escape(word), correct ? "1" : "0"])
                }
            }
        }
        return lines
    }

    /// Reads one line into `memory`: true when it was one of the memory's
    /// lines, false when it is some other kind of line, nil when it is one
    /// of them but malformed.
    static func read(_ fields: [String], into memory: inout Speller.Memory) -> Bool? {
        switch (fields.first, fields.count) {
        case ("dictionary", 3):
            memory.problems[BuildCache.unescape(fields[1])] = fields[2] == "-" ? "" : BuildCache.unescape(fields[2])
            return true
        case ("word", 4), ("dictionary-word", 4):
            guard fields[3] == "1" || fields[3] == "0" else { return nil }
            let language = BuildCache.unescape(fields[1]), word = BuildCache.unescape(fields[2]), correct = fields[3] == "1"
            if fields[0] == "word" {
                memory.words[language, default: [:]][word] = correct
            } else {
                memory.dictionaryWords[language, default: [:]][word] = correct
            }
            return true
        case ("dictionary", _), ("word", _), ("dictionary-word", _):
            return nil
        default:
            return false
        }
    }
}
