import HelpCore
import HelpRules

/// What `helpc check` takes from the last build's cache: each content
/// file's own findings, what the loader said about it and its facts for the
/// project-wide rules, while the file's bytes and the setup are as that
/// build saw them (docs/builds.md). A writer who builds and then checks, or
/// a CI job that keeps `build/` between runs, then pays for what changed,
/// not for the whole project.
struct CachedFindings: Sendable {
    private let records: [String: BuildCache.FileRecord]
    /// What the build's speller learnt.
    let spelling: Speller.Memory

    /// How many bytes of cache are worth reading for each byte of content
    /// to check. Checking content costs about 95 ns a byte on the
    /// benchmark's machine and reading the cache about 5: a translator's
    /// check of one file of a large project reads it faster than the cache
    /// (0.03 s against 0.27 s at 100k entries), a whole project's check
    /// the other way round (0.6 s against 6–9 s).
    static let bytesOfCachePerByteChecked = 16

    /// The last build's cache in `workspace`'s output folder, when there is
    /// one, it is whole, and it was made under the setup a check would use
    /// now (helpc, configuration, `--pedantic`, dictionaries, templates,
    /// word lists, termbase); nil otherwise, and the check reads every file.
    /// Also nil when the content to check (`checking` bytes) is too little
    /// to be worth reading the cache for (`bytesOfCachePerByteChecked`).
    /// The cache is decoded on `jobs` threads.
    static func read(_ workspace: Workspace, checking contentBytes: Int, jobs: Int) -> CachedFindings? {
        let path = workspace.outputDirectory.appendingPathComponent(Compiler.cacheName).path
        guard let size = FileStamp.of(path)?.size, size <= contentBytes * bytesOfCachePerByteChecked,
              let bytes = FileBytes.read(atPath: path), let cache = BuildCache.decode(bytes, jobs: jobs, filesOnly: true),
              let templates = try? workspace.siteTemplates(),
              let setup = try? BuildInputs.setup(workspace, templates: templates), setup == cache.setup else { return nil }
        return CachedFindings(records: cache.files, spelling: cache.spelling)
    }

    /// The build's record of the file shown as `display`, when `bytes` are
    /// the bytes it checked and its facts decode.
    func record(_ display: String, bytes: [UInt8]) -> (record: BuildCache.FileRecord, facts: ProjectIndex)? {
        guard let record = records[display], record.digest == ContentDigest.hex(bytes), let facts = record.index else {
            return nil
        }
        return (record, facts)
    }
}
