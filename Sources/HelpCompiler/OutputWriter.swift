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
    ///
    /// A folder that does not exist yet (all of `site/` in a clean build) is
    /// staged whole under a temporary name beside it and renamed into place
    /// in one step: its files are written straight to their staged place,
    /// not each to a temporary name and renamed, which halved the work the
    /// file system does for a clean build of a hundred thousand pages.
    @discardableResult
    public static func write(
        _ outputs: [String: [UInt8]], into folder: URL, display: (URL) -> String, jobs: Int = 1
    ) throws(HelpcFailure) -> [String] {
        let fileManager = FileManager.default
        let paths = outputs.keys.sorted()
        // Paths as strings: a site is a hundred thousand files, and URLs cost more than the writing.
        let folderPath = folder.path
        func url(_ path: String) -> URL { URL(fileURLWithPath: path) }
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        var newFolders = NewFolders(root: folderPath, token: token)
        // Folders first, each once, so the staging threads only write files.
        let runs = runsOfOneFolder(paths)
        // Where each run's files go when its folder is staged whole.
        var stagedFolders: [String?] = []
        var directories: Set<Substring> = []
        for run in runs {
            let path = paths[run.lowerBound]
            let directory = directory(of: path)
            let staged = newFolders.stagedPath(of: directory) ?? newFolders.stage(directory)
            stagedFolders.append(staged)
            guard directories.insert(directory).inserted else { continue }
            do {
                try fileManager.createDirectory(atPath: staged ?? (directory.isEmpty ? folderPath : folderPath + "/" + directory),
                                                withIntermediateDirectories: true)
            } catch {
                newFolders.discard()
                let destination = url(folderPath + "/" + path)
                throw HelpcFailure("cannot write \(display(destination)): \(error.localizedDescription); nothing was changed",
                                   at: .file(display(destination)))
            }
        }
        enum Staged: Sendable {
            case unchanged
            case placed
            case staged(temporary: String, destination: String)
            case failed(destination: String, reason: String)
        }
        // Each thread takes a folder's files at a time: two threads making
        // files in one folder wait on each other for its lock.
        let placesOfRuns = stagedFolders
        let staging = ParallelMap.map(runs.count, jobs: jobs) { run in
            runs[run].map { stage($0, stagedFolder: placesOfRuns[run]) }
        }.flatMap { $0 }
        @Sendable func stage(_ index: Int, stagedFolder: String?) -> Staged {
            let bytes = outputs[paths[index]]!
            if let directory = stagedFolder {
                let destination = folderPath + "/" + paths[index]
                let slash = destination.utf8.lastIndex(of: UInt8(ascii: "/"))!
                do {
                    try writeFile(bytes, to: directory + "/" + destination[destination.index(after: slash)...])
                } catch {
                    return .failed(destination: destination, reason: error.localizedDescription)
                }
                return .placed
            }
            let existing = ExistingFile(folderPath + "/" + paths[index])
            let destination = existing.path
            let slash = destination.utf8.lastIndex(of: UInt8(ascii: "/"))!
            if existing.size == bytes.count, let contents = fileManager.contents(atPath: destination), same(contents, bytes) {
                return .unchanged
            }
            let temporary = String(destination[...slash]) + "." + destination[destination.index(after: slash)...] + ".\(token).tmp"
            do {
                try writeFile(bytes, to: temporary, mode: existing.mode)
            } catch {
                unlink(temporary)
                return .failed(destination: destination, reason: error.localizedDescription)
            }
            return .staged(temporary: temporary, destination: destination)
        }
        var staged: [(temporary: String, destination: String)] = newFolders.renames
        var changed: [String] = []
        var failure: (destination: String, reason: String)?
        for (index, result) in staging.enumerated() {
            switch result {
            case .unchanged: break
            case .placed:
                changed.append(paths[index])
            case .staged(let temporary, let destination):
                staged.append((temporary, destination))
                changed.append(paths[index])
            case .failed(let destination, let reason):
                if failure == nil { failure = (destination, reason) }
            }
        }
        if let failure {
            newFolders.discard()
            for file in staged { unlink(file.temporary) }
            throw HelpcFailure("cannot write \(display(url(failure.destination))): \(failure.reason); nothing was changed",
                               at: .file(display(url(failure.destination))))
        }
        for (index, file) in staged.enumerated() {
            if rename(file.temporary, file.destination) != 0 {
                let reason = String(cString: strerror(errno))
                for remaining in staged[index...] {
                    if unlink(remaining.temporary) != 0 { try? fileManager.removeItem(atPath: remaining.temporary) }
                }
                throw HelpcFailure("cannot move \(display(url(file.destination))) into place: \(reason)",
                                   at: .file(display(url(file.destination))))
            }
        }
        return changed
    }

    /// The folder part of a relative path, found by its bytes (a site has
    /// a hundred thousand paths).
    private static func directory(of path: String) -> Substring {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
    }

    /// The sorted `paths` cut where the folder changes.
    private static func runsOfOneFolder(_ paths: [String]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for index in paths.indices.dropFirst()
        where !directory(of: paths[index]).utf8.elementsEqual(directory(of: paths[start]).utf8) {
            runs.append(start..<index)
            start = index
        }
        if !paths.isEmpty { runs.append(start..<paths.count) }
        return runs
    }

    /// The output folders that do not exist yet, each staged under a
    /// temporary name beside where it belongs (`.site.<token>.tmp`).
    private struct NewFolders: Sendable {
        let root: String
        let token: String
        /// Staged folder by the relative path of the folder it becomes.
        private var staged: [Substring: String] = [:]

        init(root: String, token: String) {
            self.root = root
            self.token = token
        }

        /// Where the folder `directory` (relative) is written: inside a
        /// staged folder, or nil when it goes in place.
        func stagedPath(of directory: Substring) -> String? {
            guard !staged.isEmpty else { return nil }
            var end = directory.endIndex
            while true {
                if let folder = staged[directory[..<end]] {
                    return folder + directory[end...]
                }
                guard let slash = directory[..<end].lastIndex(of: "/") else { return nil }
                end = slash
            }
        }

        /// Stages the highest folder on `directory`'s line that does not
        /// exist yet (the folder itself, or `site` for `site/en/ios` in a
        /// clean build); returns where `directory` is then written, or nil
        /// when it exists and is written in place.
        mutating func stage(_ directory: Substring) -> String? {
            var highest: Substring?
            var current = directory
            while !current.isEmpty, !Self.exists(root + "/" + current) {
                highest = current
                guard let slash = current.lastIndex(of: "/") else { break }
                current = current[..<slash]
            }
            guard let highest else { return nil }
            let slash = highest.lastIndex(of: "/")
            let name = slash.map { highest[highest.index(after: $0)...] } ?? highest
            let parent = slash.map { root + "/" + highest[..<$0] } ?? root
            staged[highest] = parent + "/." + name + ".\(token).tmp"
            return stagedPath(of: directory)
        }

        /// Each staged folder and where it goes, for the final renames.
        var renames: [(temporary: String, destination: String)] {
            staged.keys.sorted().map { (staged[$0]!, root + "/" + $0) }
        }

        /// Removes every staged folder and what was written in it.
        func discard() {
            for folder in staged.values { try? FileManager.default.removeItem(atPath: folder) }
        }

        private static func exists(_ path: String) -> Bool {
            var status = stat()
            return lstat(path, &status) == 0
        }
    }

    /// The file a write replaces. A symbolic link (a content file shared
    /// between projects) is followed: the file it points to gets the new
    /// bytes and the link stays, where renaming onto the link replaced it
    /// with a copy and left the real file unedited. The file's permissions
    /// carry over to its replacement.
    private struct ExistingFile {
        /// Where the bytes go: the path, or the file its link points to.
        var path: String
        var size: Int?
        var mode: mode_t?

        init(_ path: String) {
            self.path = path
            var info = stat()
            guard lstat(path, &info) == 0 else { return }
            if (info.st_mode & S_IFMT) == S_IFLNK {
                guard let resolved = realpath(path, nil) else { return }
                defer { free(resolved) }
                self.path = String(cString: resolved)
                guard stat(self.path, &info) == 0 else { return }
            }
            guard (info.st_mode & S_IFMT) == S_IFREG else { return }
            size = Int(info.st_size)
            mode = info.st_mode & 0o7777
        }
    }

    private static func writeFile(_ bytes: [UInt8], to path: String, mode: mode_t? = nil) throws {
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { Glibc.close(descriptor) }
        if let mode, fchmod(descriptor, mode) != 0 { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
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
