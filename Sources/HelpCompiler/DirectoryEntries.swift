import Foundation

/// The entries of one folder as `readdir` gives them, with their kind read
/// from the listing (or `lstat` where the file system does not say): asking
/// Foundation for each file's resource values cost a large project a tenth
/// of a second on every build.
enum DirectoryEntries {
    enum Kind {
        case folder, file, link, other
    }

    /// The folder's entries but `.` and `..`, in the order the file system
    /// lists them; none when it cannot be opened.
    static func of(_ folder: String) -> [(name: String, kind: Kind)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.baseAddress!.assumingMemoryBound(to: CChar.self)) }
            guard name != ".", name != ".." else { continue }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var info = stat()
                guard lstat(folder + "/" + name, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: type = Int32(DT_DIR)
                case S_IFLNK: type = Int32(DT_LNK)
                case S_IFREG: type = Int32(DT_REG)
                default: type = Int32(DT_UNKNOWN)
                }
            }
            switch type {
            case Int32(DT_DIR): entries.append((name, .folder))
            case Int32(DT_REG): entries.append((name, .file))
            case Int32(DT_LNK): entries.append((name, .link))
            default: entries.append((name, .other))
            }
        }
        return entries
    }
}
