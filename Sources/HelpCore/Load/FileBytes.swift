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
        // Without O_NONBLOCK, opening a named pipe waits for a writer:
        // `helpc check notes.xml`, notes.xml a pipe no one writes, never
        // ended. A regular file's reads ignore the flag.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
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
        // A file that grew since `fstat`: the rest, as it comes. Reading one
        // byte more tells whether there is any, without the 64 KB buffer for
        // the rest, which was made and zeroed for every file read.
        var probe: UInt8 = 0
        while true {
            let got = Foundation.read(descriptor, &probe, 1)
            if got == 0 { return bytes }
            if got > 0 {
                bytes.append(probe)
                break
            }
            if errno != EINTR { return nil }
        }
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

    /// Why the file at `path` (shown as `display`) cannot be read, in words
    /// that say what to do: a broken or looping symbolic link is not "a
    /// file that does not exist" to the writer who made the link.
    public static func whyUnreadable(atPath path: String, display: String) -> String {
        var link = stat()
        guard lstat(path, &link) == 0 else { return "\(display) does not exist" }
        var status = stat()
        if stat(path, &status) != 0 {
            let failure = errno
            guard link.st_mode & S_IFMT == S_IFLNK else { return "cannot read \(display): \(String(cString: strerror(failure)))" }
            if failure == ELOOP {
                return "\(display) is a symbolic link that leads back to itself; point it at a file or remove it"
            }
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " to \($0)" } ?? ""
            return "\(display) is a symbolic link\(target), which does not exist; point it at a file or remove it"
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor < 0 else {
                close(descriptor)
                return "cannot read \(display); check that nothing else is writing it and try again"
            }
            let failure = errno
            return failure == EACCES ? "cannot read \(display): permission denied; check the file's permissions"
                : "cannot read \(display): \(String(cString: strerror(failure)))"
        case S_IFDIR:
            return "\(display) is a folder where a file is needed"
        default:
            return "cannot read \(display): it is not a regular file (a pipe, socket or device)"
        }
    }

    /// Where the first byte that is not UTF-8 stands in `bytes` (line and
    /// column of characters, 1-based), or nil when all of them are UTF-8.
    /// A list of words or a template read as if it were would carry
    /// replacement characters into every page and check.
    public static func firstInvalidUTF8(in bytes: [UInt8]) -> (line: Int, column: Int, byte: UInt8)? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1, column = 1, offset = 0
        while true {
            let start = offset
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            case .emptyInput:
                return nil
            case .error:
                return (line, column, bytes[start])
            }
        }
    }
}

