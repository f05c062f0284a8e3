import Foundation
import HelpCore

/// Writes a build's outputs all or nothing: every file goes to a temporary
/// name beside its destination first; only when all of them are written are
/// they renamed into place, so a failed build never leaves half a catalog.
/// A file whose bytes would not change is left alone, modification time and
/// all, so Xcode and other tools watching the outputs see only what changed
/// and a rebuild with nothing changed writes nothing.
public enum OutputWriter {
    /// Returns the paths whose files changed, sorted. Files are compared
    /// and staged on `jobs` threads; the renames follow once all are staged.
    @discardableResult
    public static func write(
        _ outputs: [String: [UInt8]], into folder: URL, display: (URL) -> String, jobs: Int = 1
    ) throws(HelpcFailure) -> [String] {
        let fileManager = FileManager.default
        let paths = outputs.keys.sorted()
        // Paths as strings: a site is a hundred thousand files, and URLs cost more than the writing.
        let folderPath = folder.path
        func url(_ path: String) -> URL { URL(fileURLWithPath: path) }
        // Folders first, each once, so the staging threads only write files.
        var directories: Set<Substring> = []
        for path in paths {
            let directory = path.lastIndex(of: "/").map { path[..<$0] } ?? ""
            guard directories.insert(directory).inserted else { continue }
            do {
                try fileManager.createDirectory(atPath: directory.isEmpty ? folderPath : folderPath + "/" + directory,
                                                withIntermediateDirectories: true)
            } catch {
                let destination = url(folderPath + "/" + path)
                throw HelpcFailure("cannot write \(display(destination)): \(error.localizedDescription); nothing was changed",
                                   at: .file(display(destination)))
            }
        }
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        enum Staged: Sendable {
            case unchanged
            case staged(temporary: String, destination: String)
            case failed(destination: String, reason: String)
        }
        let staging = ParallelMap.map(paths.count, jobs: jobs) { index -> Staged in
            let destination = folderPath + "/" + paths[index]
            let bytes = outputs[paths[index]]!
            if FileStamp.of(destination)?.size == bytes.count, let existing = fileManager.contents(atPath: destination),
               same(existing, bytes) {
                return .unchanged
            }
            let slash = destination.lastIndex(of: "/")!
            let temporary = String(destination[...slash]) + "." + destination[destination.index(after: slash)...] + ".\(token).tmp"
            do {
                try writeFile(bytes, to: temporary)
            } catch {
                unlink(temporary)
                return .failed(destination: destination, reason: error.localizedDescription)
            }
            return .staged(temporary: temporary, destination: destination)
        }
        var staged: [(temporary: String, destination: String)] = []
        var changed: [String] = []
        var failure: (destination: String, reason: String)?
        for (index, result) in staging.enumerated() {
            switch result {
            case .unchanged: break
            case .staged(let temporary, let destination):
                staged.append((temporary, destination))
                changed.append(paths[index])
            case .failed(let destination, let reason):
                if failure == nil { failure = (destination, reason) }
            }
        }
        if let failure {
            for file in staged { unlink(file.temporary) }
            throw HelpcFailure("cannot write \(display(url(failure.destination))): \(failure.reason); nothing was changed",
                               at: .file(display(url(failure.destination))))
        }
        for (index, file) in staged.enumerated() {
            if rename(file.temporary, file.destination) != 0 {
                let reason = String(cString: strerror(errno))
                for remaining in staged[index...] { unlink(remaining.temporary) }
                throw HelpcFailure("cannot move \(display(url(file.destination))) into place: \(reason)",
                                   at: .file(display(url(file.destination))))
            }
        }
        return changed
    }

    private static func writeFile(_ bytes: [UInt8], to path: String) throws {
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { Glibc.close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            written += result
        }
    }

    /// Whether a file on disk already holds `bytes`, compared as memory
    /// (outputs run to megabytes, and most are unchanged in a rebuild).
    static func same(_ existing: Data, _ bytes: [UInt8]) -> Bool {
        guard existing.count == bytes.count else { return false }
        guard !bytes.isEmpty else { return true }
        return existing.withUnsafeBytes { old in
            bytes.withUnsafeBytes { memcmp(old.baseAddress!, $0.baseAddress!, bytes.count) == 0 }
        }
    }
}
