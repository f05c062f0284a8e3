import Foundation
import HelpCompiler
import HelpCore
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

    /// A file where the outputs need a folder (a `site` file, the output
    /// folder itself a file) is named in the failure, with what to do,
    /// rather than Foundation's "the operation could not be completed";
    /// a name too long says so.
    @Test func aFailedWriteSaysWhy() throws {
        let folder = try Helpc.emptyFolder()
        try Data("x".utf8).write(to: folder.appendingPathComponent("site"))
        let base = folder.path + "/"
        func failure(_ outputs: [String: [UInt8]], into target: URL, leavesMarker: Bool = false) -> String? {
            do throws(HelpcFailure) {
                try OutputWriter.write(outputs, into: target, display: { String($0.path.dropFirst(base.count)) },
                                       leavesMarker: leavesMarker)
                return nil
            } catch {
                return error.diagnostics.first?.message
            }
        }
        let inSite = failure(["site/en/a.html": Self.bytes("a")], into: folder)
        #expect(inSite == "cannot write site/en/a.html: site is a file where a folder is needed; move it aside, or set \"output\" in helpc.json; nothing was changed")
        let outputFolder = folder.appendingPathComponent("site/build")
        #expect(failure(["Tips.swift": Self.bytes("a")], into: outputFolder)?.contains("site is a file where a folder is needed") == true)
        // The output folder itself a file: named, not the staging marker's temporary name in it.
        #expect(failure(["Tips.swift": Self.bytes("a")], into: folder.appendingPathComponent("site"), leavesMarker: true)
            == "cannot write site: site is a file where a folder is needed; move it aside, or set \"output\" in helpc.json; nothing was changed")
        let tooLong = failure(["en/" + String(repeating: "x", count: 300) + ".html": Self.bytes("a")], into: folder)
        #expect(tooLong?.contains("file name too long") == true, "\(tooLong ?? "")")
        // No folder can be made in /proc: Foundation's reason, without its empty first sentence.
        let inProc = failure(["a.html": Self.bytes("a")], into: URL(fileURLWithPath: "/proc/helpc-output"))
        #expect(inProc?.hasSuffix("; nothing was changed") == true && inProc?.contains("could not be completed") == false,
                "\(inProc ?? "")")
    }

    /// Outputs staged while a build makes them stay out of sight until the
    /// commit: an existing output keeps its bytes and a new folder is not
    /// there, then all land at once.
    @Test func stagedOutputsLandOnlyWhenCommitted() throws {
        let folder = try Helpc.emptyFolder()
        try OutputWriter.write(["catalogs/Library.xcstrings": Self.bytes("old"), "catalogs/Alerts.xcstrings": Self.bytes("same")],
                               into: folder, display: { $0.path })
        let before = try Self.entries(under: folder)
        let staging = OutputWriter.Staging(into: folder)
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            switch index {
            case 0: staging.sink.take("catalogs/Library.xcstrings", Self.bytes("new"))
            case 1: staging.stage("catalogs/Alerts.xcstrings", Self.bytes("same"))
            case 2: staging.stage("site/en/ios/a.html", Self.bytes("a"))
            default: staging.stage("site/ko/ios/b.html", Self.bytes("b"))
            }
        }
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("catalogs/Library.xcstrings").path)
                == Data("old".utf8))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
        #expect(try Self.entries(under: folder).filter { !$0.contains(".tmp") && !$0.hasPrefix(".helpc-staging.") } == before)
        let changed = try staging.commit(display: { $0.path })
        #expect(changed == ["catalogs/Library.xcstrings", "site/en/ios/a.html", "site/ko/ios/b.html"])
        #expect(try Self.entries(under: folder) == ["catalogs", "catalogs/Alerts.xcstrings", "catalogs/Library.xcstrings", "site",
                                                    "site/en", "site/en/ios", "site/en/ios/a.html", "site/ko", "site/ko/ios",
                                                    "site/ko/ios/b.html"])
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("catalogs/Library.xcstrings").path)
                == Data("new".utf8))
    }

    /// The stamps a build keeps of its outputs are taken as each file is
    /// written or compared, not looked up again afterwards; they must be
    /// what the disk says once the outputs are in place, or the next build
    /// takes every output for one changed by hand. Paths the staging never
    /// saw are looked up.
    @Test func stampsTakenWhileWritingAreThoseOnDisk() throws {
        let folder = try Helpc.emptyFolder()
        try OutputWriter.write(["catalogs/Changed.xcstrings": Self.bytes("old"), "catalogs/Same.xcstrings": Self.bytes("same"),
                                "catalogs/Other.xcstrings": Self.bytes("other"), "shared.txt": Self.bytes("linked")],
                               into: folder, display: { $0.path })
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("catalogs/Linked.xcstrings").path,
                                                   withDestinationPath: "../shared.txt")
        let staging = OutputWriter.Staging(into: folder)
        staging.stage("catalogs/Changed.xcstrings", Self.bytes("new and longer"))
        staging.stage("catalogs/Same.xcstrings", Self.bytes("same"))
        staging.stage("catalogs/Linked.xcstrings", Self.bytes("linked"))
        staging.stage("site/en/ios/a.html", Self.bytes("a page"))
        #expect(try staging.commit(display: { $0.path }) == ["catalogs/Changed.xcstrings", "site/en/ios/a.html"])
        let paths = ["catalogs/Changed.xcstrings", "catalogs/Same.xcstrings", "catalogs/Linked.xcstrings", "site/en/ios/a.html",
                     "catalogs/Other.xcstrings", "catalogs/Missing.xcstrings"]
        let onDisk = FileStamp.of(paths, in: folder.path, jobs: 1)
        #expect(onDisk.compactMap { $0?.size } == [14, 4, 6, 6, 5])
        #expect(staging.stamps(of: paths, jobs: 2) == onDisk)
    }

    /// A file given in pieces is written as their bytes one after
    /// another, and left alone when it already holds them, however the
    /// pieces were cut before.
    @Test func piecesAreWrittenOneAfterAnother() throws {
        let folder = try Helpc.emptyFolder()
        let whole = Self.bytes("<xliff>한국어 <file/><file/></xliff>")
        let cuts = [0, 7, 10, 10, 24, whole.count]
        let pieced = PiecedBytes(pieces: zip(cuts, cuts.dropFirst()).map { whole[$0..<$1] })
        #expect(pieced.pieces.count == 4, "the empty piece is dropped")
        #expect(try OutputWriter.write(pieced: ["ko.xliff": pieced, "new/ko.xliff": pieced], into: folder,
                                       display: { $0.path }) == ["ko.xliff", "new/ko.xliff"])
        #expect(Helpc.files(under: folder) == ["ko.xliff": Data(whole), "new/ko.xliff": Data(whole)])
        let recut = PiecedBytes(pieces: [whole[..<3], whole[3...]])
        #expect(try OutputWriter.write(pieced: ["ko.xliff": recut], into: folder, display: { $0.path }).isEmpty)
        var changed = whole
        changed[changed.count - 2] = UInt8(ascii: "X")
        #expect(try OutputWriter.write(pieced: ["ko.xliff": PiecedBytes(pieces: [changed[..<9], changed[9...]])], into: folder,
                                       display: { $0.path }) == ["ko.xliff"])
        #expect(Helpc.files(under: folder)["ko.xliff"] == Data(changed))
    }

    /// An output streamed a chunk at a time is written as its chunks one
    /// after another; where a file stands, it is compared chunk by chunk
    /// and left alone (its stamp too, and no temporary file made) when it
    /// holds the same bytes however they were cut, and replaced (the bytes
    /// that matched copied from it) when a later chunk differs or when it
    /// is longer or shorter.
    @Test func streamedOutputsAreWrittenAsTheyComeAndComparedChunkByChunk() throws {
        let folder = try Helpc.emptyFolder()
        let whole = Self.bytes(String(repeating: "{ \"키\" : \"값\" }\n", count: 40))
        func stream(_ bytes: [UInt8], cut: Int) -> (_ write: ([UInt8]) -> Void) -> Void {
            { write in for start in stride(from: 0, to: bytes.count, by: cut) { write(Array(bytes[start..<min(start + cut, bytes.count)])) } }
        }
        func staged(_ outputs: [(String, [UInt8], Int)]) throws -> [String] {
            let staging = OutputWriter.Staging(into: folder)
            for (path, bytes, cut) in outputs { staging.stage(path, streaming: stream(bytes, cut: cut)) }
            return try staging.commit(display: { $0.path })
        }
        #expect(try staged([("catalogs/A.xcstrings", whole, 100), ("B.xcstrings", whole, 7)])
                == ["B.xcstrings", "catalogs/A.xcstrings"])
        #expect(Helpc.files(under: folder) == ["catalogs/A.xcstrings": Data(whole), "B.xcstrings": Data(whole)])
        let before = FileStamp.of(["catalogs/A.xcstrings", "B.xcstrings"], in: folder.path, jobs: 1)
        #expect(try staged([("catalogs/A.xcstrings", whole, 33), ("B.xcstrings", whole, whole.count)]).isEmpty)
        #expect(FileStamp.of(["catalogs/A.xcstrings", "B.xcstrings"], in: folder.path, jobs: 1) == before)
        // The same bytes again are only read: no temporary file is made.
        let staging = OutputWriter.Staging(into: folder)
        staging.stage("catalogs/A.xcstrings", streaming: { write in
            stream(whole, cut: 50)(write)
            #expect(try! Self.entries(under: folder) == ["B.xcstrings", "catalogs", "catalogs/A.xcstrings"])
        })
        #expect(try staging.commit(display: { $0.path }).isEmpty)
        var laterChunkDiffers = whole
        laterChunkDiffers[whole.count - 3] = UInt8(ascii: "X")
        let shorter = Array(whole.dropLast(5))
        #expect(try staged([("catalogs/A.xcstrings", laterChunkDiffers, 100), ("B.xcstrings", shorter, 100)])
                == ["B.xcstrings", "catalogs/A.xcstrings"])
        #expect(Helpc.files(under: folder) == ["catalogs/A.xcstrings": Data(laterChunkDiffers), "B.xcstrings": Data(shorter)])
        #expect(try staged([("B.xcstrings", whole, 100)]) == ["B.xcstrings"], "longer than the file")
        #expect(Helpc.files(under: folder)["B.xcstrings"] == Data(whole))
        #expect(try Self.entries(under: folder) == ["B.xcstrings", "catalogs", "catalogs/A.xcstrings"], "no temporary is left")
    }

    /// Bytes given whole are compared with a file of their size a chunk at
    /// a time (`OutputChunk.size`), up to the first chunk that differs:
    /// the same bytes leave the file alone, stamp and all, and bytes that
    /// differ anywhere, in the first chunk or past it, replace it whole.
    @Test func wholeBytesAreComparedWithTheFileChunkByChunk() throws {
        let folder = try Helpc.emptyFolder()
        let large = (0..<(OutputChunk.size * 2 + 123)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        let pieced = PiecedBytes(pieces: [large[..<1000], large[1000..<(OutputChunk.size + 7)], large[(OutputChunk.size + 7)...]])
        func staged(_ path: String, _ bytes: PiecedBytes) throws -> [String] {
            let staging = OutputWriter.Staging(into: folder)
            staging.stage(path, bytes)
            return try staging.commit(display: { $0.path })
        }
        try OutputWriter.write(["cache": large, "page.html": Self.bytes("<p>same</p>")], into: folder, display: { $0.path })
        let before = FileStamp.of(["cache", "page.html"], in: folder.path, jobs: 1)
        #expect(try staged("cache", pieced).isEmpty)
        #expect(try staged("page.html", PiecedBytes(Self.bytes("<p>same</p>"))).isEmpty)
        #expect(FileStamp.of(["cache", "page.html"], in: folder.path, jobs: 1) == before, "left alone")
        for position in [0, OutputChunk.size - 1, OutputChunk.size, large.count - 1] {
            var changed = large
            changed[position] ^= 0xFF
            #expect(try staged("cache", PiecedBytes(changed)) == ["cache"], "a byte changed at \(position)")
            #expect(Helpc.files(under: folder)["cache"] == Data(changed))
        }
        #expect(try staged("page.html", PiecedBytes(Self.bytes("<p>next</p>"))) == ["page.html"])
        #expect(Helpc.files(under: folder)["page.html"] == Data("<p>next</p>".utf8))
        #expect(try Self.entries(under: folder) == ["cache", "page.html"], "no temporary is left")
    }

    /// A build that stops after some outputs were staged discards them:
    /// nothing changes and no temporary is left.
    @Test func aDiscardedStagingChangesNothing() throws {
        let folder = try Helpc.emptyFolder()
        try OutputWriter.write(["catalogs/Library.xcstrings": Self.bytes("old")], into: folder, display: { $0.path })
        let before = Helpc.files(under: folder)
        let staging = OutputWriter.Staging(into: folder)
        staging.stage("catalogs/Library.xcstrings", Self.bytes("new"))
        staging.stage("site/en/a.html", Self.bytes("a"))
        staging.discard()
        #expect(Helpc.files(under: folder) == before)
        #expect(try Self.entries(under: folder) == ["catalogs", "catalogs/Library.xcstrings"])
    }

    /// Given one path twice, the last bytes stay; a change staged and then
    /// taken back leaves the file as it was, and not reported changed.
    @Test func theLastBytesGivenForAPathStay() throws {
        let folder = try Helpc.emptyFolder()
        try OutputWriter.write(["a.txt": Self.bytes("old"), "b.txt": Self.bytes("old")], into: folder, display: { $0.path })
        let staging = OutputWriter.Staging(into: folder)
        staging.stage("a.txt", Self.bytes("new"))
        staging.stage("a.txt", Self.bytes("old"))
        staging.stage("b.txt", Self.bytes("first"))
        staging.stage("b.txt", Self.bytes("second"))
        #expect(try staging.commit(display: { $0.path }) == ["b.txt"])
        #expect(Helpc.files(under: folder) == ["a.txt": Data("old".utf8), "b.txt": Data("second".utf8)])
    }

    /// A write that fails while others are staged fails the commit, which
    /// then leaves everything as it was.
    @Test func aFailedStageFailsTheCommitAndLeavesNothing() throws {
        let folder = try Helpc.emptyFolder()
        try OutputWriter.write(["catalogs/Library.xcstrings": Self.bytes("old")], into: folder, display: { $0.path })
        let before = try Self.entries(under: folder)
        let staging = OutputWriter.Staging(into: folder)
        staging.stage("catalogs/Library.xcstrings", Self.bytes("new"))
        staging.stage("site/en/" + String(repeating: "x", count: 300) + ".html", Self.bytes("b"))
        staging.stage("site/ko/c.html", Self.bytes("c"))
        #expect(throws: HelpcFailure.self) { try staging.commit(display: { $0.path }) }
        #expect(try Self.entries(under: folder) == before)
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("catalogs/Library.xcstrings").path)
                == Data("old".utf8))
    }
}

