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

    @Test func aProjectWithoutTablesIsAnEmptyDocument() {
        let empty = Project(config: Config(), files: [])
        let bytes = XLIFFExporter.export(empty, language: "ko", toolVersion: "1", jobs: 2).joined
        #expect(bytes == XLIFFExporter.wholeDocument(empty, language: "ko", toolVersion: "1", jobs: 1))
        #expect(String(decoding: bytes, as: UTF8.self).contains("<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\"/>"))
    }
}
