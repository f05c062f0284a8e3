import Foundation
import HelpCore
import HelpRules

/// Everything a build reads, read once and digested: the files under the
/// content folder (content files, images, word lists, termbase) and the
/// setup every output depends on. Two builds with equal digests produce
/// the same outputs and findings.
public struct BuildInputs: Sendable {
    /// Every regular, non-hidden file under the content folder, by display path.
    public var digests: [String: String]
    /// The bytes of the content files (`.xml`), by display path, in path order.
    public var contentFiles: [(display: String, bytes: [UInt8])]
    /// Where each of `contentFiles` is, in the same order.
    public var contentURLs: [URL]
    public var setup: String
    /// Digest of the setup and every file under the content folder.
    public var all: String

    /// Lets go of the bytes of every content file but those in `kept`
    /// (display paths); their digests stay.
    public mutating func releaseBytes(keeping kept: Set<String>) {
        for index in contentFiles.indices where !kept.contains(contentFiles[index].display) {
            contentFiles[index].bytes = []
        }
    }

    /// The bytes of content file `position` as they were read: read again
    /// when they were let go, and then only if they are still the bytes
    /// the build checked (a file saved again meanwhile stops the build,
    /// whose outputs would otherwise not be what its findings are about).
    public func bytes(of position: Int) throws(HelpcFailure) -> [UInt8] {
        let (display, bytes) = contentFiles[position]
        guard bytes.isEmpty else { return bytes }
        let again = try Workspace.read(contentURLs[position], display: display)
        guard ContentDigest.hex(again) == digests[display] else {
            throw HelpcFailure("\(display) changed while helpc was building; run helpc build again", at: .file(display))
        }
        return again
    }

    /// Reads the content folder on `jobs` threads. `templates` are the site
    /// templates the build will use (helpc's and the project's).
    public static func read(_ workspace: Workspace, templates: [String: String], jobs: Int) throws(HelpcFailure) -> BuildInputs {
        let urls = try workspace.contentTree()
        let read = ParallelMap.map(urls.count, jobs: jobs) { index -> Result<(bytes: [UInt8], digest: String), HelpcFailure> in
            do throws(HelpcFailure) {
                let bytes = try Workspace.read(urls[index], display: workspace.display(urls[index]))
                return .success((bytes, ContentDigest.hex(bytes)))
            } catch {
                return .failure(error)
            }
        }
        var digests: [String: String] = [:]
        var contentFiles: [(display: String, bytes: [UInt8])] = []
        var contentURLs: [URL] = []
        var problems: [Diagnostic] = []
        for (index, url) in urls.enumerated() {
            let display = workspace.display(url)
            switch read[index] {
            case .failure(let failure):
                problems += failure.diagnostics
            case .success(let file):
                digests[display] = file.digest
                if url.pathExtension.lowercased() == "xml" {
                    contentFiles.append((display, file.bytes))
                    contentURLs.append(url)
                }
            }
        }
        if !problems.isEmpty { throw HelpcFailure(problems) }

        let setupDigest = setup(workspace, templates: templates, digests: digests)

        var all = SHA256.Hasher()
        all.update(setupDigest)
        for path in digests.keys.sorted() {
            all.update([0])
            all.update(path)
            all.update([0])
            all.update(digests[path]!)
        }
        return BuildInputs(digests: digests, contentFiles: contentFiles, contentURLs: contentURLs, setup: setupDigest,
                           all: SHA256.hex(digest: all.finalize()))
    }

    /// The setup digest alone, reading of the content folder only the
    /// word lists and termbase: what `helpc check` compares with a build
    /// cache's before taking findings from it, without digesting every file.
    static func setup(_ workspace: Workspace, templates: [String: String]) throws(HelpcFailure) -> String {
        let contentPath = workspace.display(workspace.contentDirectory)
        var digests: [String: String] = [:]
        for url in try workspace.contentTree() {
            let display = workspace.display(url)
            guard isSetupFile(display, content: contentPath) else { continue }
            digests[display] = ContentDigest.hex(try Workspace.read(url, display: display))
        }
        return setup(workspace, templates: templates, digests: digests)
    }

    /// Digest of everything every output and finding depends on besides the
    /// content files; of `digests` (files by display path) only the word
    /// lists and termbase count.
    private static func setup(_ workspace: Workspace, templates: [String: String], digests: [String: String]) -> String {
        var setup = SHA256.Hasher()
        func field(_ text: String) {
            setup.update(text)
            setup.update([0])
        }
        field(BuildCache.header)
        field(ToolIdentity.current)
        field(workspace.contentDirectory.path)
        field(workspace.configDigest)
        field(workspace.config.pedantic ? "pedantic" : "standard")
        for language in workspace.config.languages {
            field(language)
            field(Speller.dictionarySetup(language))
        }
        for name in templates.keys.sorted() {
            field(name)
            field(templates[name]!)
        }
        // Word lists and the termbase change what every file's rules find.
        let contentPath = workspace.display(workspace.contentDirectory)
        for path in digests.keys.sorted() where Self.isSetupFile(path, content: contentPath) {
            field(path)
            field(digests[path]!)
        }
        return SHA256.hex(digest: setup.finalize())
    }

    static func isSetupFile(_ path: String, content: String) -> Bool {
        let relative = content.isEmpty || content == "." ? path : String(path.dropFirst(content.count + 1))
        return relative == "words.txt" || relative == "terms.tbx" || relative.hasPrefix("words/")
    }
}

/// helpc's version and the build of the running executable, so a cache
/// written by another helpc (even an unreleased one of the same version)
/// is never reused.
public enum ToolIdentity {
    public static let version = "0.1.0"

    static let current: String = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let stamp = FileStamp.of(executable).map { "\($0.size)-\($0.modified)" } ?? "unknown"
        return "helpc \(version) \(executable) \(stamp)"
    }()
}

extension FileStamp {
    /// The stamps of `paths` (relative to `folder`), looked up on `jobs`
    /// threads. Each file is looked up from its folder's descriptor, so the
    /// kernel walks one name rather than the whole path: a rebuild stamps
    /// every output, a hundred thousand of them on a large site.
    public static func of(_ paths: [String], in folder: String, jobs: Int) -> [FileStamp?] {
        let slice = 2048
        let slices = ParallelMap.map((paths.count + slice - 1) / slice, jobs: jobs) { part -> [FileStamp?] in
            var open: (folder: Substring, descriptor: Int32)?
            defer { if let open, open.descriptor >= 0 { close(open.descriptor) } }
            return paths[(part * slice)..<min(paths.count, (part + 1) * slice)].map { path -> FileStamp? in
                // By byte: `lastIndex(of: Character)` reads characters back from the end.
                let cut = path.utf8.lastIndex(of: UInt8(ascii: "/"))
                let parent = cut.map { path[..<$0] } ?? ""
                if open?.folder != parent {
                    if let open, open.descriptor >= 0 { close(open.descriptor) }
                    let descriptor = Glibc.open(parent.isEmpty ? folder : folder + "/" + parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                    open = (parent, descriptor)
                }
                guard let descriptor = open?.descriptor, descriptor >= 0 else { return nil }
                let name = cut.map { String(path[path.utf8.index(after: $0)...]) } ?? path
                var info = stat()
                guard fstatat(descriptor, name, &info, 0) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
                return FileStamp(info)
            }
        }
        return slices.flatMap { $0 }
    }

    init(_ info: stat) {
        self.init(size: Int(info.st_size), modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }

    /// The stamp of the file at `path`, or nil when there is no such file.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileStamp(info)
    }
}
