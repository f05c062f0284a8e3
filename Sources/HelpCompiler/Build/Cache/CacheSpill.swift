import Foundation

/// The first part of a large build's cache (the files' records and the
/// outcome, `BuildCache.eachPieceBeforeOutputs`), written to a file without
/// a name once the check is done and read back when the cache is written
/// at the end. At a million entries the files' encoded facts alone were
/// 176 MB, held through the whole emit phase, when the build's memory
/// peaks (docs/builds.md).
///
/// The file is made in the output folder, on the disk the outputs go to
/// (a temporary folder may be memory), and has no name from the start
/// (`O_TMPFILE`) or from just after it is made, so nothing is left behind
/// however the build ends.
final class CacheSpill: @unchecked Sendable {
    private let descriptor: Int32
    /// Linux's `O_TMPFILE` (`__O_TMPFILE | O_DIRECTORY`), which Swift's
    /// Glibc module does not bring in.
    private static let unnamedFile: Int32 = 0o20_000_000 | O_DIRECTORY
    /// How many bytes the file holds.
    let count: Int

    /// The bytes `produce` hands over, piece by piece. Nil when no such
    /// file can be made or written in `folder` (made if missing): the
    /// caller keeps the bytes in memory instead.
    init?(in folder: String, _ produce: (_ write: ([UInt8]) -> Void) -> Void) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var descriptor = Glibc.open(folder, Self.unnamedFile | O_RDWR | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            var template = Array((folder + "/.helpc-cache-spill.XXXXXX").utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            if descriptor >= 0 {
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
                template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            }
        }
        guard descriptor >= 0 else { return nil }
        var count = 0
        var failed = false
        produce { piece in
            guard !failed else { return }
            failed = piece.withUnsafeBytes { OutputWriter.writeAll($0, to: descriptor) } != nil
            count += piece.count
        }
        guard !failed else {
            Glibc.close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        self.count = count
    }

    deinit {
        Glibc.close(descriptor)
    }

    /// Hands the bytes to `body` in order, a megabyte at a time; false when
    /// they could not all be read back.
    func read(_ body: (UnsafeRawBufferPointer) -> Void) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var offset = 0
        while offset < count {
            let wanted = min(buffer.count, count - offset)
            let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, wanted, off_t(offset)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return false }
            buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0..<got])) }
            offset += got
        }
        return true
    }
}
