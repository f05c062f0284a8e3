import Foundation
import HelpCore
import HelpEmit

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
        _ outputs: [String: [UInt8]], into folder: URL, display: (URL) -> String, jobs: Int = 1, leavesMarker: Bool = false
    ) throws(HelpcFailure) -> [String] {
        try write(pieced: outputs.mapValues { PiecedBytes($0) }, into: folder, display: display, jobs: jobs,
                  leavesMarker: leavesMarker)
    }

    /// `write` for outputs whose bytes come in pieces, each file's pieces
    /// written one after another (a large XLIFF).
    @discardableResult
    public static func write(
        pieced outputs: [String: PiecedBytes], into folder: URL, display: (URL) -> String, jobs: Int = 1,
        leavesMarker: Bool = false
    ) throws(HelpcFailure) -> [String] {
        let staging = Staging(into: folder, leavesMarker: leavesMarker)
        let paths = outputs.keys.sorted()
        // Each thread takes a folder's files at a time: two threads making
        // files in one folder wait on each other for its lock.
        let runs = runsOfOneFolder(paths)
        _ = ParallelMap.map(runs.count, jobs: jobs) { run in
            for index in runs[run] { staging.stage(paths[index], outputs[paths[index]]!) }
        }
        return try staging.commit(display: display)
    }

    /// Outputs written as they are made, from any thread, and put in place
    /// together by `commit`: until then each is under a temporary name, so
    /// a build that fails halfway (`discard`) changes nothing.
    ///
    /// A folder that does not exist yet (all of `site/` in a clean build) is
    /// staged whole under a temporary name beside it and renamed into place
    /// in one step: its files are written straight to their staged place,
    /// not each to a temporary name and renamed, which halved the work the
    /// file system does for a clean build of a hundred thousand pages.
    /// Given the same path twice, the last bytes given stay.
    public final class Staging: @unchecked Sendable {
        private let folderPath: String
        private let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        private let lock = NSLock()
        private var newFolders: NewFolders
        /// Where each folder's files are written, once made: a staged
        /// folder, or nil for in place.
        private var places: [String: String?] = [:]
        private var results: [String: Staged] = [:]
        /// The stamp of each file the last `commit` put or left in place,
        /// taken when it was written or compared: stat-ing a clean build's
        /// hundred thousand pages again afterwards, path by path, took some
        /// 2% of the build.
        private var committedStamps: [String: FileStamp] = [:]
        private var failure: (destination: String, error: any Error)?
        /// Set when the run is stopped (Control-C, `kill`): nothing more is
        /// staged, and what was is removed (`abandon`).
        private var stopped = false
        /// Writes between `place` and their result, which `abandon` waits for.
        private var writing = 0
        /// Temporary files being written beside their destinations, which
        /// `abandon` removes too: a streamed output (a catalog of a million
        /// entries) is made and written for longer than `abandon` waits.
        private var inFlight: Set<String> = []
        /// Whether anything was staged yet.
        private var began = false
        /// Whether this staging keeps a marker in its folder while it has
        /// temporary files there (a build's output folder), and whether it
        /// is on disk.
        private let leavesMarker: Bool
        private var marked = false

        private enum Staged {
            case unchanged(FileStamp?)
            case placed(FileStamp?)
            case staged(temporary: String, destination: String, FileStamp?)

            var stamp: FileStamp? {
                switch self {
                case .unchanged(let stamp), .placed(let stamp), .staged(_, _, let stamp): stamp
                }
            }
        }

        /// With `leavesMarker`, a run killed outright while staging leaves
        /// a marker by which a later staging of the same folder removes its
        /// temporary files (`OutputWriter.removeLeftovers`): for a build's
        /// output folder, not for writes to content files where they are.
        public init(into folder: URL, leavesMarker: Bool = false) {
            folderPath = folder.path
            newFolders = NewFolders(root: folder.path, token: token)
            self.leavesMarker = leavesMarker
            if leavesMarker { OutputWriter.removeLeftovers(in: folder.path) }
            Interruption.register(self)
        }

        /// The file that says a run of this process may have temporary
        /// files under the folder, until it commits or discards them
        /// (`OutputWriter.removeLeftovers`).
        private var marker: String { folderPath + "/" + OutputWriter.markerPrefix + token }

        /// Stages each output an emitter hands over.
        public var sink: OutputSink {
            OutputSink(take: { [self] path, bytes in stage(path, bytes) },
                       stream: { [self] path, produce in stage(path, streaming: produce) })
        }

        /// Writes `bytes` for `path` (relative to the folder) under a
        /// temporary name, or notes that the file already holds them. A
        /// failure is kept for `commit` to report; nothing more is staged
        /// after one.
        public func stage(_ path: String, _ bytes: [UInt8]) {
            stage(path, PiecedBytes(bytes))
        }

        /// `stage` for bytes in pieces.
        public func stage(_ path: String, _ bytes: PiecedBytes) {
            stage(path, by: { destination, place in try write(bytes, to: destination, stagedFolder: place) })
        }

        /// `stage` for an output `produce` hands over a chunk at a time
        /// (`OutputChunk`), each chunk written as it comes: a catalog of a
        /// million entries never lies whole in memory. Where a file already
        /// stands, each chunk is compared with it, and the temporary file is
        /// made only at the first that differs (`StreamedReplacement`): a
        /// file that holds the same bytes is only read, and left alone.
        /// After a failure `produce` is not called.
        public func stage(_ path: String, streaming produce: (_ write: ([UInt8]) -> Void) -> Void) {
            stage(path, by: { destination, place in try write(streaming: produce, to: destination, stagedFolder: place) })
        }

        private func stage(_ path: String, by writeFile: (_ destination: String, _ stagedFolder: String?) throws -> Staged) {
            let destination = folderPath + "/" + path
            guard let place = place(of: String(OutputWriter.directory(of: path)), for: destination) else { return }
            defer { lock.withLock { writing -= 1 } }
            let result: Staged
            do {
                result = try writeFile(destination, place)
            } catch {
                lock.withLock { if failure == nil { failure = (destination, error) } }
                return
            }
            let replaced = lock.withLock { results.updateValue(result, forKey: path) }
            if case .staged(let temporary, _, _)? = replaced, case .unchanged = result { unlink(temporary) }
        }

        /// Moves every staged output into place and returns the paths whose
        /// files changed, sorted; after a failure, removes what was staged
        /// and says what could not be written.
        public func commit(display: (URL) -> String) throws(HelpcFailure) -> [String] {
            lock.lock()
            defer {
                unmark()
                lock.unlock()
                Interruption.unregister(self)
            }
            func url(_ path: String) -> URL { URL(fileURLWithPath: path) }
            if let failure {
                discardStaged()
                // The staging marker's name means nothing to the writer: the
                // folder it was to be made in is what could not be written.
                var destination = url(failure.destination)
                if destination.lastPathComponent.hasPrefix(OutputWriter.markerPrefix) {
                    destination.deleteLastPathComponent()
                }
                let reason = OutputWriter.reason(failure.error, writing: failure.destination, display: display)
                throw HelpcFailure("cannot write \(display(destination)): \(reason); nothing was changed",
                                   at: .file(display(destination)))
            }
            var renames = newFolders.renames
            var changed: [String] = []
            var stamps: [String: FileStamp] = [:]
            stamps.reserveCapacity(results.count)
            for (path, result) in results.sorted(by: { $0.key < $1.key }) {
                stamps[path] = result.stamp
                switch result {
                case .unchanged: continue
                case .placed: break
                case .staged(let temporary, let destination, _): renames.append((temporary, destination))
                }
                changed.append(path)
            }
            for (index, file) in renames.enumerated() where rename(file.temporary, file.destination) != 0 {
                let reason = String(cString: strerror(errno))
                for remaining in renames[index...] {
                    if unlink(remaining.temporary) != 0 { try? FileManager.default.removeItem(atPath: remaining.temporary) }
                }
                results = [:]
                throw HelpcFailure("cannot move \(display(url(file.destination))) into place: \(reason)",
                                   at: .file(display(url(file.destination))))
            }
            results = [:]
            committedStamps = stamps
            return changed
        }

        /// The stamps of `paths` (relative) as the last `commit` left them:
        /// taken where they were written, and looked up on disk, on `jobs`
        /// threads, only for a path this staging did not write or compare.
        public func stamps(of paths: [String], jobs: Int) -> [FileStamp?] {
            let known = lock.withLock { committedStamps }
            var stamps = paths.map { known[$0] }
            let missing = stamps.indices.filter { stamps[$0] == nil }
            guard !missing.isEmpty else { return stamps }
            for (index, stamp) in zip(missing, FileStamp.of(missing.map { paths[$0] }, in: folderPath, jobs: jobs)) {
                stamps[index] = stamp
            }
            return stamps
        }

        /// Removes everything staged; the outputs in place stay as they were.
        public func discard() {
            lock.withLock {
                discardStaged()
                unmark()
            }
            Interruption.unregister(self)
        }

        /// Stops staging for good and removes what was staged, once the
        /// writes under way have ended (for a second at most: a write is one
        /// file). Called when the run is stopped; returns whether anything
        /// had been staged.
        func abandon() -> Bool {
            let hadStaged = lock.withLock {
                stopped = true
                return began
            }
            var waited = 0
            while lock.withLock({ writing }) > 0, waited < 1_000 {
                usleep(1_000)
                waited += 1
            }
            lock.withLock {
                discardStaged()
                unmark()
            }
            return hadStaged
        }

        private func unmark() {
            if marked { unlink(marker) }
            marked = false
        }

        private func discardStaged() {
            newFolders.discard()
            for temporary in inFlight { unlink(temporary) }
            for case .staged(let temporary, _, _) in results.values { unlink(temporary) }
            results = [:]
        }

        /// Where the files of `directory` (relative) go: `.some(nil)` in
        /// place, `.some(folder)` inside a staged folder; nil after a failure.
        /// Each folder is made once, the first time a file goes there.
        private func place(of directory: String, for destination: String) -> String?? {
            lock.lock()
            defer { lock.unlock() }
            guard failure == nil, !stopped else { return nil }
            began = true
            if leavesMarker && !marked {
                // Before the first temporary file, so a run killed outright
                // leaves a marker the next run finds.
                do {
                    try FileManager.default.createDirectory(atPath: folderPath, withIntermediateDirectories: true)
                    try OutputWriter.writeFile([], to: marker)
                    marked = true
                } catch {
                    failure = (marker, error)
                    return nil
                }
            }
            if let known = places[directory] {
                writing += 1
                return .some(known)
            }
            let staged = newFolders.stagedPath(of: directory[...]) ?? newFolders.stage(directory[...])
            do {
                try FileManager.default.createDirectory(
                    atPath: staged ?? (directory.isEmpty ? folderPath : folderPath + "/" + directory), withIntermediateDirectories: true)
            } catch {
                failure = (destination, error)
                return nil
            }
            places[directory] = .some(staged)
            writing += 1
            return .some(staged)
        }

        private func write(_ bytes: PiecedBytes, to destination: String, stagedFolder: String?) throws -> Staged {
            if let directory = stagedFolder {
                return .placed(try OutputWriter.writeFile(bytes, to: Self.path(of: destination, in: directory)))
            }
            let existing = ExistingFile(destination)
            let temporary = temporaryName(for: existing.path)
            return try replacing(existing, through: temporary) {
                // A file of another size is written without reading it. One
                // of the same size is compared a chunk at a time, up to the
                // first that differs: read whole, the build cache (which
                // differs in its third line) was a tenth of a one-file rebuild.
                guard existing.size == bytes.count else {
                    return .written(try OutputWriter.writeFile(bytes, to: temporary, mode: existing.mode))
                }
                let replacement = StreamedReplacement(of: existing.path, size: bytes.count, temporary: temporary, mode: existing.mode)
                for piece in bytes.pieces {
                    piece.withUnsafeBytes { piece in
                        var start = 0
                        while start < piece.count {
                            let end = min(piece.count, start + OutputChunk.size)
                            replacement.take(UnsafeRawBufferPointer(rebasing: piece[start..<end]))
                            start = end
                        }
                    }
                }
                return try replacement.finish()
            }
        }

        private func write(streaming produce: (_ write: ([UInt8]) -> Void) -> Void, to destination: String,
                           stagedFolder: String?) throws -> Staged {
            if let directory = stagedFolder {
                return .placed(try OutputWriter.writeFile(streaming: produce, to: Self.path(of: destination, in: directory)))
            }
            let existing = ExistingFile(destination)
            let temporary = temporaryName(for: existing.path)
            lock.withLock { _ = inFlight.insert(temporary) }
            defer { lock.withLock { _ = inFlight.remove(temporary) } }
            return try replacing(existing, through: temporary) {
                guard let size = existing.size else {
                    return .written(try OutputWriter.writeFile(streaming: produce, to: temporary, mode: existing.mode))
                }
                let replacement = StreamedReplacement(of: existing.path, size: size, temporary: temporary, mode: existing.mode)
                produce { replacement.take($0) }
                return try replacement.finish()
            }
        }

        /// What `write` made of the output whose file is `existing`: the
        /// file left alone, or its replacement under `temporary`, which is
        /// removed if writing it failed.
        private func replacing(_ existing: ExistingFile, through temporary: String,
                               _ write: () throws -> StreamedReplacement.Outcome) throws -> Staged {
            do {
                switch try write() {
                case .same: return .unchanged(existing.stamp)
                // A rename keeps the file's size and modification time.
                case .written(let stamp): return .staged(temporary: temporary, destination: existing.path, stamp)
                }
            } catch {
                unlink(temporary)
                throw error
            }
        }

        /// The name a replacement of `target` is written under, beside it,
        /// until the commit.
        private func temporaryName(for target: String) -> String {
            let slash = target.utf8.lastIndex(of: UInt8(ascii: "/"))!
            return String(target[...slash]) + "." + target[target.index(after: slash)...] + ".\(token).tmp"
        }

        /// Where `destination`'s file goes in the staged folder `directory`.
        private static func path(of destination: String, in directory: String) -> String {
            let slash = destination.utf8.lastIndex(of: UInt8(ascii: "/"))!
            return directory + "/" + destination[destination.index(after: slash)...]
        }
    }

    /// A file's replacement, handed over a chunk at a time (a streamed
    /// output as it is made; bytes made whole, cut into chunks). Each chunk is
    /// compared with the file; the temporary file is made only at the first
    /// chunk that differs, the bytes before it copied from the file. An
    /// output made again the same (a table's catalog after an edit to a
    /// topic's body) is then read, never written: written out and deleted,
    /// the catalogs, legacy strings and review page of the edited table made
    /// a one-file rebuild at 100k a third slower.
    private final class StreamedReplacement {
        enum Outcome {
            /// The file holds exactly the bytes; nothing was written.
            case same
            /// The temporary file holds them; its stamp.
            case written(FileStamp?)
        }

        private let original: Int32
        private let size: Int
        private let temporary: String
        private let mode: mode_t?
        /// Bytes handed over so far that are the file's own.
        private var matched = 0
        /// The temporary file, once made.
        private var descriptor: Int32 = -1
        private var failure: Int32?
        private var scratch: [UInt8] = []

        init(of path: String, size: Int, temporary: String, mode: mode_t?) {
            original = Glibc.open(path, O_RDONLY | O_CLOEXEC)
            self.size = size
            self.temporary = temporary
            self.mode = mode
        }

        deinit {
            if original >= 0 { Glibc.close(original) }
            if descriptor >= 0 { Glibc.close(descriptor) }
        }

        func take(_ chunk: [UInt8]) {
            chunk.withUnsafeBytes { take($0) }
        }

        func take(_ chunk: UnsafeRawBufferPointer) {
            guard failure == nil else { return }
            if descriptor < 0 {
                if matches(chunk) {
                    matched += chunk.count
                    return
                }
                guard begin() else { return }
            }
            failure = OutputWriter.writeAll(chunk, to: descriptor)
        }

        func finish() throws -> Outcome {
            if failure == nil, descriptor < 0 {
                if matched == size { return .same }
                _ = begin()
            }
            if let failure { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
            var info = stat()
            return .written(fstat(descriptor, &info) == 0 ? FileStamp(info) : nil)
        }

        /// Whether the file's next bytes are `chunk`'s.
        private func matches(_ chunk: UnsafeRawBufferPointer) -> Bool {
            guard original >= 0, matched + chunk.count <= size else { return false }
            guard !chunk.isEmpty else { return true }
            guard read(chunk.count, at: matched) else { return false }
            return scratch.withUnsafeBytes { memcmp(chunk.baseAddress!, $0.baseAddress!, chunk.count) == 0 }
        }

        /// Reads `count` bytes of the file from `offset` into `scratch`.
        private func read(_ count: Int, at offset: Int) -> Bool {
            if scratch.count < count { scratch = [UInt8](repeating: 0, count: count) }
            var done = 0
            while done < count {
                let result = scratch.withUnsafeMutableBytes { buffer in
                    pread(original, buffer.baseAddress! + done, count - done, off_t(offset + done))
                }
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { return false }
                done += result
            }
            return true
        }

        /// Makes the temporary file and copies into it the bytes that matched.
        private func begin() -> Bool {
            do {
                descriptor = try OutputWriter.createFile(temporary, mode: mode)
            } catch {
                failure = error.code.rawValue
                return false
            }
            var copied = 0
            while copied < matched {
                let count = min(OutputChunk.size, matched - copied)
                guard read(count, at: copied) else {
                    failure = EIO
                    return false
                }
                if let error = scratch.withUnsafeBytes({ OutputWriter.writeAll(UnsafeRawBufferPointer(rebasing: $0[..<count]), to: descriptor) }) {
                    failure = error
                    return false
                }
                copied += count
            }
            return true
        }
    }

    /// Why a file could not be written, in words that say what to do: a
    /// file standing where the output needs a folder (a `build` file left
    /// by another tool) is named; otherwise the system's reason, which
    /// Foundation wraps as "the operation could not be completed".
    static func reason(_ error: any Error, writing destination: String, display: (URL) -> String) -> String {
        var folder = URL(fileURLWithPath: destination).deletingLastPathComponent()
        while folder.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    return "\(display(folder)) is a file where a folder is needed; move it aside, or set \"output\" in helpc.json"
                }
                break
            }
            folder.deleteLastPathComponent()
        }
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))).lowercased() }
        // Foundation's own words, without the sentence that says nothing.
        var words = Substring(error.localizedDescription)
        if words.hasPrefix("The operation could not be completed. ") { words = words.dropFirst(38) }
        if words.hasSuffix(".") { words = words.dropLast() }
        return words.prefix(1).lowercased() + words.dropFirst()
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
        /// The stamp of the file the bytes go to, as `FileStamp.of` takes it.
        var stamp: FileStamp?

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
            stamp = FileStamp(info)
        }
    }

    /// Writes `bytes` to a new file at `path` and returns its stamp, taken
    /// from the open file once the bytes are in (nil when the system cannot
    /// say).
    @discardableResult
    static func writeFile(_ bytes: [UInt8], to path: String, mode: mode_t? = nil) throws -> FileStamp? {
        try writeFile(PiecedBytes(bytes), to: path, mode: mode)
    }

    /// `writeFile` for bytes in pieces, written one after another.
    @discardableResult
    static func writeFile(_ bytes: PiecedBytes, to path: String, mode: mode_t? = nil) throws -> FileStamp? {
        let descriptor = try createFile(path, mode: mode)
        defer { Glibc.close(descriptor) }
        for piece in bytes.pieces {
            if let error = piece.withUnsafeBytes({ writeAll($0, to: descriptor) }) {
                throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO)
            }
        }
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileStamp(info) : nil
    }

    /// `writeFile` for bytes `produce` hands over a chunk at a time, each
    /// written as it comes. After a failed write the chunks that follow are
    /// not written, and the failure is thrown once `produce` returns.
    @discardableResult
    static func writeFile(streaming produce: (_ write: ([UInt8]) -> Void) -> Void, to path: String,
                          mode: mode_t? = nil) throws -> FileStamp? {
        let descriptor = try createFile(path, mode: mode)
        defer { Glibc.close(descriptor) }
        var failure: Int32?
        produce { chunk in
            guard failure == nil else { return }
            failure = chunk.withUnsafeBytes { writeAll($0, to: descriptor) }
        }
        if let failure { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileStamp(info) : nil
    }

    /// A new, empty file at `path` (replacing one there), open for writing,
    /// with `mode` when given; the caller closes it.
    fileprivate static func createFile(_ path: String, mode: mode_t?) throws(POSIXError) -> Int32 {
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        if let mode, fchmod(descriptor, mode) != 0 {
            let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            Glibc.close(descriptor)
            throw error
        }
        return descriptor
    }

    /// Writes all of `bytes` to `descriptor`; the error number of a failed write.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let result = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += result
        }
        return nil
    }
}
