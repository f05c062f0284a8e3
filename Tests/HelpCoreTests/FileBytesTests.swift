import Foundation
import HelpCore
import Testing

struct FileBytesTests {
    @Test func readsRegularFilesWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in [0, 1, 65_535, 65_536, 200_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let file = folder.appendingPathComponent("\(size).bin")
            try Data(bytes).write(to: file)
            #expect(FileBytes.read(atPath: file.path) == bytes, "\(size) bytes")
        }
        #expect(FileBytes.read(atPath: folder.appendingPathComponent("missing").path) == nil)
        #expect(FileBytes.read(atPath: folder.path) == nil)
    }

    /// A named pipe is not read, and not waited on: opening one for
    /// reading waits for a writer, and a check of one no one wrote to
    /// never ended.
    @Test(.timeLimit(.minutes(1))) func aPipeIsRefusedWithoutWaiting() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("notes.xml").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(FileBytes.read(atPath: pipe) == nil)
        #expect(FileBytes.whyUnreadable(atPath: pipe, display: "notes.xml").contains("not a regular file"))
    }

    /// A file longer than `fstat` said when it was opened is read to its
    /// end: the kernel's files under /proc say they hold nothing.
    @Test func readsPastTheSizeTheFileHadWhenOpened() throws {
        let status = try #require(FileBytes.read(atPath: "/proc/self/status"))
        #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        #expect(status.last == UInt8(ascii: "\n"))
    }
}
