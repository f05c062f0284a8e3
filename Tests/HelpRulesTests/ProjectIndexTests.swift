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
        let index = ProjectIndex(try #require(loaded.file, "\(loaded.diagnostics)"))
        #expect(index.files == ["r.xml"])
        #expect(index.entries.map(\.id) == ["open", "delete"])
        #expect(index.entries.map { $0.keys.map(\.key) } == [["open"], ["delete.title", "delete.button.cancel"]])
        #expect(index.entries.allSatisfy { $0.table == "Recipes" })
        #expect(index.textLanguages == ["en", "ko", "ja"])
    }
}
