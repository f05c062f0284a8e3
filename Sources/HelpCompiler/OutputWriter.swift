import Foundation
import HelpCore

/// Writes a build's outputs all or nothing: every file goes to a temporary
/// name beside its destination first; only when all of them are written are
/// they renamed into place, so a failed build never leaves half a catalog.
/// A file whose bytes would not change is left alone, modification time and
/// all, so Xcode and other tools watching the outputs see only what changed
/// and a rebuild with nothing changed writes nothing.
public enum OutputWriter {
    /// Returns the paths whose files changed, sorted.
    @discardableResult
    public static func write(
        _ outputs: [String: [UInt8]], into folder: URL, display: (URL) -> String
    ) throws(HelpcFailure) -> [String] {
        let fileManager = FileManager.default
        var staged: [(temporary: URL, destination: URL)] = []
        var changed: [String] = []
        var createdDirectories: Set<String> = []
        func discardStaged() {
            for file in staged { try? fileManager.removeItem(at: file.temporary) }
        }
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        for path in outputs.keys.sorted() {
            let destination = folder.appendingPathComponent(path)
            let bytes = outputs[path]!
            if let existing = try? Data(contentsOf: destination), existing.count == bytes.count, existing.elementsEqual(bytes) {
                continue
            }
            let temporary = destination.deletingLastPathComponent()
                .appendingPathComponent(".\(destination.lastPathComponent).\(token).tmp")
            do {
                let directory = destination.deletingLastPathComponent()
                if createdDirectories.insert(directory.path).inserted {
                    try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
                }
                try writeFile(bytes, to: temporary.path)
            } catch {
                discardStaged()
                try? fileManager.removeItem(at: temporary)
                throw HelpcFailure("cannot write \(display(destination)): \(error.localizedDescription); nothing was changed",
                                   at: .file(display(destination)))
            }
            staged.append((temporary, destination))
            changed.append(path)
        }
        for (index, file) in staged.enumerated() {
            if rename(file.temporary.path, file.destination.path) != 0 {
                let reason = String(cString: strerror(errno))
                for remaining in staged[index...] { try? fileManager.removeItem(at: remaining.temporary) }
                throw HelpcFailure("cannot move \(display(file.destination)) into place: \(reason)",
                                   at: .file(display(file.destination)))
            }
        }
        return changed
    }

    /// Plain open/write/close: Foundation's Data.write syncs every file to
    /// disk, which for a site of thousands of pages costs more than making
    /// them. The rename that follows is what keeps a failed build from
    /// leaving half a file.
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
}
