import Foundation
import HelpCore

/// Writes a build's outputs all or nothing: every file goes to a temporary
/// name beside its destination first; only when all of them are written are
/// they renamed into place, so a failed build never leaves half a catalog.
/// A file whose bytes would not change is left alone, modification time and
/// all, so Xcode and other tools watching the outputs see only what changed
/// and a rebuild with nothing changed writes nothing.
public enum OutputWriter {
    public static func write(
        _ outputs: [String: [UInt8]], into folder: URL, display: (URL) -> String
    ) throws(HelpcFailure) {
        let fileManager = FileManager.default
        var staged: [(temporary: URL, destination: URL)] = []
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
                try fileManager.createDirectory(at: destination.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
                try Data(bytes).write(to: temporary)
            } catch {
                discardStaged()
                try? fileManager.removeItem(at: temporary)
                throw HelpcFailure("cannot write \(display(destination)): \(error.localizedDescription); nothing was changed",
                                   at: .file(display(destination)))
            }
            staged.append((temporary, destination))
        }
        for (index, file) in staged.enumerated() {
            if rename(file.temporary.path, file.destination.path) != 0 {
                let reason = String(cString: strerror(errno))
                for remaining in staged[index...] { try? fileManager.removeItem(at: remaining.temporary) }
                throw HelpcFailure("cannot move \(display(file.destination)) into place: \(reason)",
                                   at: .file(display(file.destination)))
            }
        }
    }
}
