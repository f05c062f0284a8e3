import Foundation

/// A file's bytes read straight into an array.
///
/// `FileManager.contents(atPath:)` reads into `Data`, which every caller
/// then copied into `[UInt8]`; for a large build's cache (49 MB), its
/// search indexes (69 MB) and every content file, the copy was a
/// noticeable part of a rebuild.
public enum FileBytes {
    /// The bytes of the regular file at `path`; nil when it cannot be
    /// opened or read, or is not a regular file.
    public static func read(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(status.st_size)
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let got = Foundation.read(descriptor, buffer.baseAddress! + count, size - count)
                if got > 0 {
                    count += got
                } else if got == 0 {
                    break
                } else if errno != EINTR {
                    failed = true
                    break
                }
            }
        }
        guard !failed else { return nil }
        // A file that grew since `fstat`: the rest, as it comes.
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let got = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
            if got > 0 {
                bytes.append(contentsOf: chunk[..<got])
            } else if got == 0 {
                return bytes
            } else if errno != EINTR {
                return nil
            }
        }
    }
}
