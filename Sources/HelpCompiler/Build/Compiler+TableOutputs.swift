import HelpCore
import HelpEmit
import HelpRules

/// The outputs made a table at a time: its string catalog, legacy strings
/// and review page, and the TipKit source from the tips of every table.
extension Compiler {
    /// Makes the outputs of each table that `reuse` cannot keep from that
    /// table's files alone, then lets them go: the check of a large project
    /// kept no models, so a table's files are parsed again here, without
    /// their structure checks, from the bytes the build checked. At most one
    /// table's entries are in memory at a time. Returns what was made and
    /// the positions of the files parsed.
    func tableOutputs(_ checked: Checked, inputs: BuildInputs, reuse: PageReuse, width: DisplayWidth,
                      sink: OutputSink) throws(HelpcFailure) -> (pages: EmittedPages, parsed: Set<Int>) {
        let config = workspace.config
        let files = inputs.contentFiles
        let reviewed = checked.outcome.diagnostics + checked.outcome.suppressed
        let byEntry = Dictionary(grouping: reviewed.filter { $0.entry != nil }, by: { $0.entry! })
        var positions: [String: [Int]] = [:]
        for position in files.indices {
            guard let record = checked.records[files[position].display] else { continue }
            positions[record.table, default: []].append(position)
        }
        var emitted = EmittedPages(sink: sink)
        var parsed: Set<Int> = []
        let tipFiles = reuse.tipFiles ?? []
        let tipsKey = reuse.key(TipKitEmitter.fileName, files: tipFiles)
        let tipsKept = reuse.keptGroup(tipsKey)
        if let tipsKept { emitted.kept.formUnion(tipsKept) }
        let holdsTips = Set(tipFiles)
        // The tips of each file that has some, by the file's position, when
        // the TipKit source is made again.
        var tips: [(position: Int, file: ContentFile)] = []
        // Set once a table's files were read again, for the memory they
        // took to be given back when they are let go, before the next
        // table's are read.
        var madeFromFilesReadAgain = false
        for (table, ids) in checked.tables {
            if madeFromFilesReadAgain {
                FreedMemory.giveBack()
                madeFromFilesReadAgain = false
            }
            let paths = reuse.tableFiles?[table] ?? []
            let catalogsKept = reuse.keptGroup(Self.tableKey(table, files: paths, reuse: reuse))
            let findings = ids.flatMap { byEntry[$0] ?? [] }
            let pagePath = "report/\(ReviewReportEmitter.pageName(table))"
            let pageKey = ReviewReportEmitter.key(table, files: paths, findings: findings, reuse: reuse)
            let pageKept = reuse.kept(pagePath, key: pageKey)
            let here = positions[table] ?? []
            let wantsTips = tipsKept == nil && here.contains { holdsTips.contains(files[$0].display) }
            if let catalogsKept { emitted.kept.formUnion(catalogsKept) }
            if let pageKept { emitted.kept.insert(pageKept) }
            guard catalogsKept == nil || pageKept == nil || wantsTips else { continue }

            let models = try tableFiles(here, checked: checked, inputs: inputs)
            parsed.formUnion(here.filter { checked.models[$0] == nil })
            let project = Project(config: config, files: models)
            let key = Self.tableKey(table, files: paths, reuse: reuse)
            // The catalog, the legacy strings and the review page side by
            // side, each written a chunk at a time as it is made.
            let made = ParallelMap.map(3, jobs: jobs) { part -> EmittedPages in
                var pages = EmittedPages(sink: sink)
                switch part {
                case 0 where catalogsKept == nil:
                    for catalogTable in project.tables {
                        let path = "catalogs/\(catalogTable).xcstrings"
                        pages.put(path) { StringCatalogEmitter.write(table: catalogTable, project: project, to: $0) }
                        pages.keys[path] = key
                    }
                case 1 where catalogsKept == nil && config.legacyStrings:
                    for file in LegacyStringsEmitter.files(of: project) {
                        let path = "legacy/\(file.path)"
                        pages.put(path) { file.write(to: $0) }
                        pages.keys[path] = key
                    }
                case 2 where pageKept == nil:
                    pages.put(pagePath) {
                        ReviewReportEmitter.writeTablePage(table, files: models, findings: findings, byEntry: byEntry,
                                                           config: config, width: width, to: $0)
                    }
                    pages.keys[pagePath] = pageKey
                default:
                    break
                }
                return pages
            }
            for pages in made { emitted.merge(pages) }
            if wantsTips {
                for (position, file) in zip(here, models) where holdsTips.contains(file.path) {
                    var onlyTips = file
                    onlyTips.entries = file.entries.filter { if case .tip = $0.kind { true } else { false } }
                    tips.append((position, onlyTips))
                }
            }
            madeFromFilesReadAgain = checked.readsFilesAgain
        }
        if madeFromFilesReadAgain { FreedMemory.giveBack() }
        emitted.put("report/index.html", ReviewReportEmitter.index(tables: checked.tables, diagnostics: reviewed,
                                                                   byEntry: byEntry, config: config))
        if tipsKept == nil {
            if let source = TipKitEmitter.emit(Project(config: config, files: tips.sorted { $0.position < $1.position }.map(\.file))) {
                emitted.put(TipKitEmitter.fileName, source)
                emitted.keys[TipKitEmitter.fileName] = tipsKey
            }
        }
        return (emitted, parsed)
    }

    /// The models of the content files at `positions`, in that order: the
    /// check's where it kept them, parsed again otherwise, without their
    /// topics' bodies (no table output shows one).
    private func tableFiles(_ positions: [Int], checked: Checked, inputs: BuildInputs) throws(HelpcFailure) -> [ContentFile] {
        let missing = positions.filter { checked.models[$0] == nil }
        let parsed = Dictionary(uniqueKeysWithValues: zip(missing, try parsedAgain(missing, inputs: inputs, withoutBodies: true)))
        return positions.map { checked.models[$0] ?? parsed[$0]! }
    }

    /// The models of the content files at `positions`, in that order, parsed
    /// again without their structure checks from the bytes the build checked
    /// (`BuildInputs.bytes(of:)`), which loaded then; `withoutBodies`, each
    /// file's topics' bodies let go as soon as it is parsed, for a table's
    /// outputs (the bodies of every topic file of a large project at once
    /// were more than any other table's models).
    func parsedAgain(_ positions: [Int], inputs: BuildInputs, withoutBodies: Bool = false) throws(HelpcFailure) -> [ContentFile] {
        var sources: [(display: String, bytes: [UInt8])] = []
        for position in positions { sources.append((inputs.contentFiles[position].display, try inputs.bytes(of: position))) }
        let loader = try HelpcFailure.wrapping { try ContentLoader.bundled() }
        let config = workspace.config
        let loaded = ParallelMap.map(sources.count, jobs: jobs, largestFirst: sources.map(\.bytes.count)) { [sources] index in
            var result = loader.load(sources[index].bytes, path: sources[index].display, config: config, checksStructure: false)
            if withoutBodies, let file = result.file { result.file = Self.withoutBodies(file) }
            return result
        }
        var files: [ContentFile] = []
        for (source, result) in zip(sources, loaded) {
            guard let file = result.file else {
                throw HelpcFailure(result.diagnostics + [Diagnostic("xml.syntax", .error, at: .file(source.display),
                                                                    "no longer loads as it did when checked; run helpc build again")])
            }
            files.append(file)
        }
        return files
    }
}
