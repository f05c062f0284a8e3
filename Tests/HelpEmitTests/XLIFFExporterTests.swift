import Foundation
import HelpCore
@testable import HelpEmit
import Testing

/// An export is written a few tables at a time, each table's files on a
/// thread of their own while the next table's units are made: the bytes
/// must be those of the whole document written at once, whatever the
/// threads.
struct XLIFFExporterTests {
    static let demoContent = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../content").standardizedFileURL

    static func demoProject() throws -> Project {
        let loader = try ContentLoader.bundled()
        let config = Config()
        let names = try FileManager.default.contentsOfDirectory(atPath: demoContent.path).filter { $0.hasSuffix(".xml") }.sorted()
        let topics = try FileManager.default.contentsOfDirectory(atPath: demoContent.appendingPathComponent("topics").path)
            .filter { $0.hasSuffix(".xml") }.sorted().map { "topics/\($0)" }
        let files = try (names + topics).map { name in
            let bytes = [UInt8](try Data(contentsOf: demoContent.appendingPathComponent(name)))
            return try #require(loader.load(bytes, path: name, config: config).file, "\(name)")
        }
        return Project(config: config, files: files)
    }

    @Test func tablesWrittenOneAfterAnotherAreTheWholeDocument() throws {
        let project = try Self.demoProject()
        #expect(project.tables.count > 2, "several tables, so some are written while others are made")
        #expect(project.files.contains { $0.entries.contains { if case .topic = $0.kind { true } else { false } } })
        let whole = XLIFFExporter.wholeDocument(project, language: "ko", toolVersion: "1", jobs: 1)
        for jobs in [1, 2, 4] {
            let pieced = XLIFFExporter.export(project, language: "ko", toolVersion: "1", jobs: jobs)
            #expect(pieced.joined == whole, "\(jobs) threads")
            #expect(pieced.pieces.count > project.tables.count, "a table's files are pieces of their own")
        }
        let text = String(decoding: whole, as: UTF8.self)
        #expect(text.components(separatedBy: "<file ").count - 1 >= project.tables.count)
    }

    /// Every part with a width budget carries it to the translator, the
    /// alert's message (the sixty-third session's budget) too; a plain
    /// string has none.
    @Test func alertPartsCarryTheirBudgets() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Alerts">
              <alert id="sync" kind="informational">
                <title><text xml:lang="en">Unable to Sync</text><text xml:lang="ko">동기화할 수 없음</text></title>
                <message><text xml:lang="en">Try again later.</text><text xml:lang="ko">나중에 다시 시도하십시오.</text></message>
                <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
              </alert>
              <string id="plain"><text xml:lang="en">Recipes</text><text xml:lang="ko">레시피</text></string>
            </help>
            """
        var config = Config()
        config.budgets.alertMessage = 200
        let file = try #require(ContentLoader.bundled().load(Array(xml.utf8), path: "a.xml", config: config).file)
        let widths = file.entries.flatMap { entry in
            entry.localizableStrings.map { "\($0.role):\(XLIFFExporter.budget($0, entry: entry, config: config).map(String.init) ?? "-")" }
        }
        #expect(widths == ["alertTitle:80", "alertMessage:200", "alertButton:20", "string:-"])
    }

    @Test func aProjectWithoutTablesIsAnEmptyDocument() {
        let empty = Project(config: Config(), files: [])
        let bytes = XLIFFExporter.export(empty, language: "ko", toolVersion: "1", jobs: 2).joined
        #expect(bytes == XLIFFExporter.wholeDocument(empty, language: "ko", toolVersion: "1", jobs: 1))
        #expect(String(decoding: bytes, as: UTF8.self).contains("<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\"/>"))
    }
}
