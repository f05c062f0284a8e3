import Foundation
import HelpCore
import HelpEmit
import Testing

/// Tips.swift can't be compiled against TipKit on Linux, so it is compared
/// with a golden file and parsed by the Swift compiler.
struct TipKitEmitterTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/tipkit")

    func source(frequency: Config.DisplayFrequency?) throws -> String {
        var config = Config()
        config.tipDisplayFrequency = frequency
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("tips.xml")))
        let loaded = try ContentLoader.bundled().load(bytes, path: "tips.xml", config: config)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let project = Project(config: config, files: [try #require(loaded.file)])
        return String(decoding: try #require(TipKitEmitter.emit(project)), as: UTF8.self)
    }

    @Test func matchesGoldenFile() throws {
        let generated = try source(frequency: .weekly)
        let golden = Self.folder.appendingPathComponent("Tips.swift.golden")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try Data(generated.utf8).write(to: golden)
        }
        #expect(generated == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test func parsesAsSwift() throws {
        try Self.expectParses(try source(frequency: nil))
    }

    /// A carriage return in a rule's value (written `&#13;`) becomes `\r`
    /// in the Swift literal; a raw one would end the literal.
    @Test func escapesACarriageReturnInALiteral() throws {
        let xml = """
            <help version="1" table="Tips">
              <tip id="tips.cr">
                <title><text xml:lang="en">Try it</text><text xml:lang="ko">해 보세요</text></title>
                <rules><parameter name="mode" equals="one&#13;two"/></rules>
              </tip>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "cr.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let swift = String(decoding: try #require(TipKitEmitter.emit(project)), as: UTF8.self)
        #expect(swift.contains(#"{ $0 == "one\rtwo" }"#), "\(swift)")
        try Self.expectParses(swift)
    }

    /// A tip written for some platforms only says so where the app's
    /// developer reads it; one written for every platform, in one text or
    /// one per platform, says nothing.
    @Test(arguments: [
        (#"<help version="1"><tip id="t"><title><text xml:lang="en" platform="ipados">Draw</text><text xml:lang="ko" platform="ipados">그리기</text></title></tip></help>"#,
         "/// Written for iPadOS only: present it there, not on iOS, macOS, tvOS, visionOS or watchOS."),
        (#"<help version="1" platforms="macos visionos"><tip id="t"><title><text xml:lang="en">Draw</text><text xml:lang="ko">그리기</text></title></tip></help>"#,
         "/// Written for macOS and visionOS only: present it there, not on iOS, iPadOS, tvOS or watchOS."),
        (#"<help version="1"><tip id="t"><title><text xml:lang="en" platform="macos">Draw</text><text xml:lang="en">Sketch</text><text xml:lang="ko">그리기</text></title></tip></help>"#,
         nil),
        (#"<help version="1"><tip id="t"><title><text xml:lang="en">Draw</text><text xml:lang="ko" platform="ipados">그리기</text></title></tip></help>"#,
         nil),
    ] as [(String, String?)])
    func aTipForSomePlatformsSaysWhich(_ xml: String, _ note: String?) throws {
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let swift = String(decoding: try #require(TipKitEmitter.emit(project)), as: UTF8.self)
        let notes = swift.split(separator: "\n").filter { $0.hasPrefix("/// Written for") }.map(String.init)
        #expect(notes == (note.map { [$0] } ?? []), "\(swift)")
    }

    static func expectParses(_ source: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("helpc-\(UUID().uuidString)-Tips.swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }

    @Test func mapsEveryPart() throws {
        let swift = try source(frequency: .weekly)
        #expect(swift.contains("//     try? Tips.configure([.displayFrequency(.weekly)])"))
        #expect(swift.contains("struct TipsFavoriteTip: Tip {"))
        #expect(swift.contains("struct TipsCollections2Tip: Tip {"))
        #expect(swift.contains("static var isSignedIn: Bool = false"))
        #expect(swift.contains("static var servings: Int = 0"))
        #expect(swift.contains("#Rule(Self.$cuisine) { $0 == \"Korean \\\"home\\\" cooking\" },"))
        #expect(swift.contains("#Rule(Self.recipeViewed) { $0.donations.count >= 3 },"))
        #expect(swift.contains("#Rule(Self.timerStarted) { $0.donations.count >= 1 },"))
        #expect(swift.contains("Tips.MaxDisplayCount(2),"))
        #expect(swift.contains("Tips.IgnoresDisplayFrequency(true),"))
        #expect(swift.contains("Image(systemName: \"folder.badge.plus\")"))
        #expect(swift.contains("LocalizedStringResource(\"tips.collections-2.action.learn-more\", table: \"Tips\")"))
        #expect(!swift.contains("var message: Text? {\n        Text(LocalizedStringResource(\"tips.collections-2"))
    }

    @Test func noTipsNoFile() {
        #expect(TipKitEmitter.emit(Project(config: Config(), files: [])) == nil)
    }
}
