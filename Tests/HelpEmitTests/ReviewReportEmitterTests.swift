import Foundation
import HelpCore
import HelpEmit
import Testing

struct ReviewReportEmitterTests {
    /// A table's page written a chunk at a time, as a build writes it, is
    /// the page made whole, each chunk but the last at least the size asked.
    @Test func aTablePageWrittenInChunksIsTheWholePage() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/catalog")
        let bytes = [UInt8](try Data(contentsOf: fixtures.appendingPathComponent("library.xml")))
        let file = try #require(try ContentLoader.bundled().load(bytes, path: "library.xml", config: Config()).file)
        let finding = Diagnostic("style.click", .warning, at: SourceLocation(file: "library.xml", line: 3, column: 5),
                                 "\"click\" <never> reaches a touch screen", entry: file.entries[0].id)
        let width = try DisplayWidth.bundled()
        let whole = ReviewReportEmitter.tablePage("Library", files: [file], findings: [finding],
                                                  byEntry: [file.entries[0].id: [finding]], config: Config(), width: width)
        var chunks: [[UInt8]] = []
        ReviewReportEmitter.writeTablePage("Library", files: [file], findings: [finding],
                                           byEntry: [file.entries[0].id: [finding]], config: Config(), width: width,
                                           chunkSize: 512) { chunks.append($0) }
        #expect(chunks.count > 2)
        #expect(chunks.dropLast().allSatisfy { $0.count >= 512 })
        #expect(Array(chunks.joined()) == whole)
        let page = String(decoding: whole, as: UTF8.self)
        #expect(page.contains("&lt;never&gt;") && page.hasSuffix("</html>\n"))
    }
}
