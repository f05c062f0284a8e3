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
    ///
    /// The read runs on a thread of its own, waited for from when this
    /// test's body runs: a time limit on the test counts from when it is
    /// scheduled, and on two busy cores the test pool may not run it
    /// within a minute (CI failed so with nothing waiting on the pipe).
    @Test func aPipeIsRefusedWithoutWaiting() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("notes.xml").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let outcome = PipeReadOutcome()
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            outcome.set(
                read: FileBytes.read(atPath: pipe),
                reason: FileBytes.whyUnreadable(atPath: pipe, display: "notes.xml"))
            finished.signal()
        }
        // A regression waits on the pipe for ever; the thread is left
        // blocked and the test fails instead of hanging the run.
        try #require(finished.wait(timeout: .now() + 60) == .success, "reading a named pipe waited for a writer")
        let (read, reason) = outcome.value
        #expect(read == nil)
        #expect(reason.contains("not a regular file"))
    }

    /// A file longer than `fstat` said when it was opened is read to its
    /// end: the kernel's files under /proc say they hold nothing.
    @Test func readsPastTheSizeTheFileHadWhenOpened() throws {
        let status = try #require(FileBytes.read(atPath: "/proc/self/status"))
        #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        #expect(status.last == UInt8(ascii: "\n"))
    }
}

/// What the pipe-reading thread found, handed to the test under a lock.
private final class PipeReadOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var read: [UInt8]?
    private var reason = ""

    func set(read: [UInt8]?, reason: String) {
        lock.lock()
        defer { lock.unlock() }
        self.read = read
        self.reason = reason
    }

    var value: ([UInt8]?, String) {
        lock.lock()
        defer { lock.unlock() }
        return (read, reason)
    }
}
