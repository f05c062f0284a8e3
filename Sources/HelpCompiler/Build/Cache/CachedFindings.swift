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

    /// The last build's cache in `workspace`'s output folder, when there is
    /// one, it is whole, and it was made under the setup a check would use
    /// now (helpc, configuration, `--pedantic`, dictionaries, templates,
    /// word lists, termbase); nil otherwise, and the check reads every file.
    static func read(_ workspace: Workspace) -> CachedFindings? {
        let path = workspace.outputDirectory.appendingPathComponent(Compiler.cacheName).path
        guard let bytes = FileBytes.read(atPath: path), let cache = BuildCache.decode(bytes, filesOnly: true),
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
