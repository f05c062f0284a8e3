import Foundation
@testable import HelpCore
import Testing

/// Word lists read from their bytes give what reading them by Characters
/// and Foundation gives, line for line.
struct WordListParseTests {
    @Test(arguments: [
        "", "\n", "\r\n\r\n", "one\ntwo", "  spaced\t \n\ttabbed  ", "# comment only\nword # and a comment",
        "word#joined", "a\r\nb\rc\u{0B}d\u{0C}e", "저장 # Korean\n되요 되어요\n  설정  ", "café\nnaïve",
        // Decomposed Hangul and Latin, non-ASCII white space and line breaks: the long way.
        "\u{1100}\u{1161}\ncafe\u{301}", "\u{00A0}word\u{00A0}\nideo\u{3000}", "one\u{2028}two\u{85}three",
        "ㄱ jamo\n한글 # 주석 é", "edge\u{D7A3}\u{D7A4}", "#\n#x\n x # y # z", "\u{EA}", "trailing\n",
    ])
    func bytesAndCharactersAgree(_ text: String) {
        #expect(WordLists.parse(text) == WordLists.parseSlowly(text), "\(text.debugDescription)")
    }

    /// Every list helpc ships reads the same either way.
    @Test func shippedListsReadTheSame() throws {
        for folder in ["words", "unicode"] {
            let url = try Resources.url(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path) where file.hasSuffix(".txt") {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                #expect(WordLists.parse(text) == WordLists.parseSlowly(text), "\(file)")
            }
        }
    }
}
