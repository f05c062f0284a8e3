import Foundation
import HelpCompiler
import Testing

/// Outputs land all or nothing, whether a folder is new (staged whole and
/// renamed into place) or already there (each file staged beside its
/// destination).
struct OutputWriterTests {
    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Every file and folder under `folder`, hidden ones included.
    private static func entries(under folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func newFoldersAreWrittenWholeAndLeaveNothingBehind() throws {
        let folder = try Helpc.emptyFolder()
        let outputs = ["Tips.swift": Self.bytes("tips"), "site/en/ios/a.html": Self.bytes("a"),
                       "site/ko/ios/b.html": Self.bytes("b"), "catalogs/Library.xcstrings": Self.bytes("{}")]
        let changed = try OutputWriter.write(outputs, into: folder, display: { $0.path }, jobs: 2)
        #expect(changed == outputs.keys.sorted())
        #expect(try Self.entries(under: folder) == ["Tips.swift", "catalogs", "catalogs/Library.xcstrings", "site", "site/en",
                                                    "site/en/ios", "site/en/ios/a.html", "site/ko", "site/ko/ios", "site/ko/ios/b.html"])
        #expect(Helpc.files(under: folder).mapValues { Array($0) } == outputs)
    }

    @Test func aNewFolderBesideExistingOnesIsStagedOnItsOwn() throws {
        let folder = try Helpc.emptyFolder()
        try OutputWriter.write(["site/en/a.html": Self.bytes("a")], into: folder, display: { $0.path })
        let changed = try OutputWriter.write(["site/en/a.html": Self.bytes("a"), "site/ko/deep/b.html": Self.bytes("b")],
                                             into: folder, display: { $0.path }, jobs: 2)
        #expect(changed == ["site/ko/deep/b.html"], "the unchanged file is left alone")
        #expect(try Self.entries(under: folder) == ["site", "site/en", "site/en/a.html", "site/ko", "site/ko/deep", "site/ko/deep/b.html"])
    }

    /// A file replaced in place (helpc fix, import-xliff, format-xcstrings)
    /// keeps its permissions, and a symbolic link to it stays a link: the
    /// file it points to gets the bytes.
    @Test func aReplacedFileKeepsItsLinkAndItsPermissions() throws {
        let folder = try Helpc.emptyFolder()
        let shared = folder.appendingPathComponent("shared.xml").path
        let content = folder.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: shared))
        #expect(chmod(shared, 0o640) == 0)
        try FileManager.default.createSymbolicLink(atPath: content.appendingPathComponent("linked.xml").path,
                                                   withDestinationPath: "../shared.xml")
        let changed = try OutputWriter.write(["linked.xml": Self.bytes("new")], into: content, display: { $0.path })
        #expect(changed == ["linked.xml"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: content.appendingPathComponent("linked.xml").path)
                == "../shared.xml")
        #expect(FileManager.default.contents(atPath: shared) == Data("new".utf8))
        var info = stat()
        #expect(stat(shared, &info) == 0 && info.st_mode & 0o7777 == 0o640)
        #expect(try Self.entries(under: folder) == ["content", "content/linked.xml", "shared.xml"], "no temporaries left")
        // Unchanged bytes through the link: nothing is written.
        #expect(try OutputWriter.write(["linked.xml": Self.bytes("new")], into: content, display: { $0.path }).isEmpty)
    }

    /// A name the file system refuses fails the write after other files of
    /// the same new folder were staged: none of them may be left.
    @Test func aFailedWriteLeavesNoNewFolderAndNoTemporaries() throws {
        let folder = try Helpc.emptyFolder()
        try OutputWriter.write(["catalogs/Library.xcstrings": Self.bytes("old")], into: folder, display: { $0.path })
        let before = try Self.entries(under: folder)
        let tooLong = String(repeating: "x", count: 300) + ".html"
        let outputs = ["catalogs/Library.xcstrings": Self.bytes("new"), "site/en/a.html": Self.bytes("a"),
                       "site/en/\(tooLong)": Self.bytes("b"), "site/ko/c.html": Self.bytes("c")]
        #expect(throws: HelpcFailure.self) {
            try OutputWriter.write(outputs, into: folder, display: { $0.path }, jobs: 2)
        }
        #expect(try Self.entries(under: folder) == before)
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("catalogs/Library.xcstrings").path)
                == Data("old".utf8))
    }
}
