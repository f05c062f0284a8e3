import HelpCore
@testable import HelpRules
import Testing

/// A file's index holds what the project-wide rules read of it.
struct ProjectIndexTests {
    @Test func aFilesIndexHoldsItsIDsKeysAndLanguages() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Recipes">
              <string id="open"><text xml:lang="en">Open</text><text xml:lang="ko">열기</text></string>
              <alert id="delete">
                <title><text xml:lang="en">Delete?</text></title>
                <button id="cancel" role="cancel"><text xml:lang="ja">キャンセル</text></button>
              </alert>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "r.xml", config: Config())
        let index = ProjectIndex(try #require(loaded.file, "\(loaded.diagnostics)"), sourceLanguage: "en")
        #expect(index.files == ["r.xml"])
        #expect(index.entries.map(\.id) == ["open", "delete"])
        #expect(index.entries.map { $0.keys.map(\.key) } == [["open"], ["delete.title", "delete.button.cancel"]])
        #expect(index.entries.allSatisfy { $0.table == "Recipes" })
        #expect(index.textLanguages == ["en", "ko", "ja"])
        // The Korean text, told by hashes; the Japanese button translates no English text of its own.
        #expect(index.translations == [ProjectIndex.Translation(
            source: ProjectIndex.Translation.hash("Open"), text: ProjectIndex.Translation.hash("열기"), entry: 0,
            line: 3, column: 52, language: "ko", suppressions: [])])
        #expect(index.location(of: index.translations[0]) == SourceLocation(file: "r.xml", line: 3, column: 52))
        // Another file's index after this one's: its translations name its entries where they now stand.
        var both = index
        both.add(index)
        #expect(both.translations.map(\.entry) == [0, 2])
    }

    /// A translation is paired with the source text of its own scope, or
    /// with the only source text when none has its scope; with several
    /// source texts and none of its scope, and for plurals, there is none.
    @Test func translationsArePairedWithTheirSourceText() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Hints">
              <string id="open">
                <text xml:lang="en" platform="ios">Tap to open</text><text xml:lang="en" platform="macos">Click to open</text>
                <text xml:lang="ko" platform="macos">클릭하여 열기</text><text xml:lang="ko" platform="ios">탭하여 열기</text>
                <text xml:lang="ko" platform="tvos">선택하여 열기</text>
              </string>
              <string id="save">
                <text xml:lang="en">Save</text><text xml:lang="ko" platform="ios">저장</text><text xml:lang="ko" platform="macos">저장하기</text>
              </string>
              <string id="count">
                <text xml:lang="en" plural="%lld"><one>%lld item</one><other>%lld items</other></text>
                <text xml:lang="ko" plural="%lld"><other>항목 %lld개</other></text>
              </string>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "h.xml",
                                                      config: Config())
        let index = ProjectIndex(try #require(loaded.file, "\(loaded.diagnostics)"), sourceLanguage: "en")
        let hash = ProjectIndex.Translation.hash
        #expect(index.translations.map { [UInt64($0.entry), $0.source, $0.text] }
                == [[0, hash("Click to open"), hash("클릭하여 열기")], [0, hash("Tap to open"), hash("탭하여 열기")],
                    [1, hash("Save"), hash("저장")], [1, hash("Save"), hash("저장하기")]])
    }
}
