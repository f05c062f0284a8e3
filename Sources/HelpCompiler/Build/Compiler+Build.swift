import Foundation
import HelpCore
import HelpEmit
import HelpRules

/// `helpc build`: check, then write every output, redoing only what the
/// inputs' changes reach (docs/builds.md).
extension Compiler {
    public struct BuildResult: Sendable {
        public var outcome: RuleEngine.Outcome
        /// Every content file checked, as diagnostics show them.
        public var checkedFiles: [String]
        /// Paths of every output, relative to the output folder, in order;
        /// empty when errors stopped the build.
        public var written: [String]
        /// Of those, the files whose bytes changed; the rest were left as they were.
        public var changed: [String] = []
        /// Outputs of the last build this one no longer makes, deleted (`removeStale`).
        public var removed: [String] = []
        /// What the build cache did.
        public var cache: CacheUse
        /// How many content files the build parsed; it knew the rest from the cache.
        public var parsedFiles = 0
        public var hasErrors: Bool { outcome.errorCount > 0 }
        /// Errors kept the outputs from being written (with `allowsErrors`,
        /// only the errors that stop every build do).
        public var stopped = false
    }

    public enum CacheUse: Sendable, Equatable {
        /// `--no-cache`: everything was redone (and the cache rewritten).
        case ignored
        /// No cache, or one from another setup (helpc, configuration,
        /// templates, word lists): everything was redone.
        case none
        /// The cache was unreadable (truncated, edited, another format) and was discarded.
        case discarded
        /// Nothing changed: findings and outputs came from the cache.
        case upToDate
        /// `files` content files were checked again; the rest kept their
        /// findings. `outputs` of the pages and tables the cache can keep were made again.
        case reused(files: Int, outputs: Int)
    }

    /// The cache's file name inside the output folder.
    public static let cacheName = ".helpc-cache"

    /// Checks the content folder and, when no errors remain, writes every
    /// output. With errors nothing is written and earlier outputs stay.
    ///
    /// Unless `useCache` is false, the cache the last build left decides what
    /// can be kept: with every input unchanged the build only compares
    /// digests; otherwise changed files are checked again, the project-wide
    /// checks (ids, links) are redone, and only pages whose inputs changed are
    /// rendered again. The cache is rewritten after the outputs are in place.
    public func build(useCache: Bool = true) throws(HelpcFailure) -> BuildResult {
        let lock = BuildLock(workspace.root, waiting: waitingForAnotherBuild)
        defer { lock.release() }
        return try buildAlone(useCache: useCache)
    }

    /// `build`, with the output folder to itself.
    private func buildAlone(useCache: Bool) throws(HelpcFailure) -> BuildResult {
        let outputFolder = workspace.outputDirectory
        // Even a build with nothing to write clears what a stopped one left.
        OutputWriter.removeLeftovers(in: outputFolder.path)
        var use: CacheUse = useCache ? .none : .ignored
        let templates = try workspace.siteTemplates()
        var inputs = try BuildInputs.read(workspace, templates: templates, jobs: jobs)
        var previous: BuildCache?
        // Read when every input is as the cache has them: the files'
        // records are decoded only if an output is not as written after all.
        var unchangedInputsCache: [UInt8]?
        let cachePath = outputFolder.appendingPathComponent(Self.cacheName).path
        // A cache of another setup (another helpc, a changed helpc.json or
        // template) serves only to delete the outputs it lists that this
        // build does not make: it is read again for that at the end, its
        // outputs' paths and stamps alone (at a million entries, held
        // through the build, the whole of it took this build's memory to
        // 2.67 GB, against 1.91 for a clean one).
        var lastBuildOfAnotherSetup = false
        if useCache, let bytes = FileBytes.read(atPath: cachePath) {
            let digests = BuildCache.digests(of: bytes)
            if let digests, digests.setup != inputs.setup, BuildCache.isWhole(bytes) {
                lastBuildOfAnotherSetup = true
            } else {
                let inputsUnchanged = digests?.inputs == inputs.all
                previous = BuildCache.decode(bytes, jobs: jobs, fileRecords: !inputsUnchanged)
                if previous == nil { use = .discarded } else if inputsUnchanged { unchangedInputsCache = bytes }
            }
        }
        // What the last build wrote, whatever its setup: outputs it made
        // that this build does not make are deleted.
        var lastBuild = previous
        if previous?.setup != inputs.setup { previous = nil }

        let changedOutputs = previous.map(changedOutputs) ?? OutputPositionSet()
        if let previous, previous.inputs == inputs.all, changedOutputs.isEmpty {
            let outcome = RuleEngine.Outcome(diagnostics: previous.diagnostics, suppressed: previous.suppressed)
            release((lastBuild, inputs))
            return BuildResult(outcome: presented(outcome), checkedFiles: previous.checkedFiles,
                               written: previous.outputPaths, changed: [], cache: .upToDate, stopped: stopsBuild(outcome))
        }
        if previous != nil, let bytes = unchangedInputsCache {
            previous = BuildCache.decode(bytes, jobs: jobs)
            if previous == nil { use = .discarded }
        }

        // A table's outputs, made from one key, are kept only when all of
        // them are still as written. The search indexes still as the last
        // build wrote them are patched where topics changed rather than
        // written whole.
        var madeFromKey: [String: [String]] = [:]
        var searchIndexes: [String] = []
        if let previous {
            for (position, path) in previous.outputPaths.enumerated() {
                guard let key = previous.outputRecords[position].key else { continue }
                if Self.isTableOutput(path) {
                    madeFromKey[key, default: []].append(path)
                } else if Self.isSearchIndex(path) && !changedOutputs.contains(position) {
                    searchIndexes.append(path)
                }
            }
        }
        var reuse = PageReuse(setup: inputs.setup, fileDigests: inputs.digests, previousOutput: { [previous] path in
            guard let previous, let position = previous.outputPositions[path], !changedOutputs.contains(position) else { return nil }
            return PageReuse.PreviousOutput(position: position, key: previous.outputRecords[position].key)
        }, written: madeFromKey)
        reuse.previousSearchIndexes = Set(searchIndexes)
        let outputPath = outputFolder.path
        reuse.readPreviousSearchIndex = { path in FileBytes.read(atPath: outputPath + "/" + path) }
        var checked = try checkChangedFiles(inputs, previous: previous, reuse: &reuse)
        // Past the check only the files of topics not read may be read
        // again (`readBodies`): at a million entries the content's bytes
        // were 600 MB held to the end of the build.
        inputs.releaseBytes(keeping: Set(checked.topics.lazy.filter { !$0.wasRead }.map(\.outline.file)))
        if checked.readsFilesAgain { FreedMemory.giveBack() }
        let checkedFiles = inputs.contentFiles.map(\.display)
        guard !stopsBuild(checked.outcome) else {
            return BuildResult(outcome: presented(checked.outcome), checkedFiles: checkedFiles, written: [], cache: use,
                               parsedFiles: checked.parsed.count, stopped: true)
        }
        // A large build's cache, all but its outputs' records, is known now:
        // it waits on disk rather than in memory through the emit phase.
        var cache = BuildCache(setup: inputs.setup, inputs: inputs.all, checkedFiles: checkedFiles, files: checked.records,
                               diagnostics: checked.outcome.diagnostics, suppressed: checked.outcome.suppressed,
                               spelling: checked.spelling, outputPaths: [], outputRecords: [], looksUpOutputs: false)
        cache.projectFindings = checked.projectFindings
        let spill = checked.readsFilesAgain
            ? CacheSpill(in: outputFolder.path) { [cache, jobs] write in cache.eachPieceBeforeOutputs(jobs: jobs, write) } : nil
        if spill != nil {
            cache.files = [:]
            checked.records = checked.records.mapValues(\.withoutEncodedFacts)
        }
        var topics = checked.topics
        var reread = 0
        // Outputs are written as the emitters make them, each under a
        // temporary name until all are made: a large build held every page
        // until the last was rendered.
        var staging = OutputWriter.Staging(into: outputFolder, leavesMarker: true)
        var pages: EmittedPages
        // Files parsed again for their tables' outputs and topics' pages.
        var tableParsed: Set<Int>
        do throws(HelpcFailure) {
            (pages, tableParsed) = try emit(checked, topics: topics, inputs: inputs, templates: templates, reuse: reuse,
                                            sink: staging.sink)
            if checked.readsFilesAgain { FreedMemory.giveBack() }
            if !pages.missingBodies.isEmpty {
                // Pages of topics whose files were not read must be made again
                // (their outline changed, or one is not as the last build left
                // it): what was staged goes, and every output is made again
                // with those files read.
                staging.discard()
                staging = OutputWriter.Staging(into: outputFolder, leavesMarker: true)
                reread = try readBodies(of: pages.missingBodies, into: &topics, inputs: inputs)
                (pages, tableParsed) = try emit(checked, topics: topics, inputs: inputs, templates: templates, reuse: reuse,
                                                sink: staging.sink)
                guard pages.missingBodies.isEmpty else {
                    throw HelpcFailure("could not read the topics of \(pages.missingBodies.sorted().joined(separator: ", ")) again; "
                                       + "run helpc build --no-cache")
                }
            }
        } catch {
            staging.discard()
            throw error
        }
        // Any output an emitter kept rather than handing it over.
        for (path, bytes) in pages.outputs { staging.stage(path, bytes) }
        let changed = try staging.commit(display: workspace.display)
        if lastBuildOfAnotherSetup, let bytes = FileBytes.read(atPath: cachePath) {
            lastBuild = BuildCache.decode(bytes, jobs: jobs, fileRecords: false, outputKeys: false)
        }
        let rendered = pages.renderedPaths
        var made = pages.kept
        for path in rendered {
            if let position = lastBuild?.outputPositions[path] { made.insert(position) }
        }
        let removed = Self.removeStale(of: lastBuild, keeping: made, in: outputFolder.path, jobs: jobs)
        if previous != nil {
            use = .reused(files: checked.checkedAgain, outputs: pages.keys.count)
        }

        // The cache goes last: if the build stops before, the next one redoes more, never less.
        let stamps = staging.stamps(of: rendered, jobs: jobs)
        let kept = previous.map { previous in pages.kept.positions.map { (path: previous.outputPaths[$0], record: previous.outputRecords[$0]) } }
        let outputs = Self.merged(kept: kept ?? [], rendered: rendered, stamps: stamps, keys: pages.keys)
        cache.setOutputs(paths: outputs.paths, records: outputs.records)
        let cacheStaging = OutputWriter.Staging(into: outputFolder, leavesMarker: true)
        cacheStaging.stage(Self.cacheName, streaming: { [cache, jobs] write in cache.write(jobs: jobs, firstPart: spill, to: write) })
        cacheStaging.stage(SpellingMemoryFile.name, SpellingMemoryFile.encoded(checked.spelling, key: checked.spellingKey))
        _ = try cacheStaging.commit(display: workspace.display)
        release((lastBuild, previous, inputs, reuse, checked, topics, pages, cache, made, kept, spill))
        return BuildResult(outcome: presented(checked.outcome), checkedFiles: checkedFiles,
                           written: outputs.written, changed: changed, removed: removed, cache: use,
                           parsedFiles: checked.parsed.union(tableParsed).count + reread)
    }

    /// Reads the content files named in `files` again and gives their
    /// topics in `topics` their bodies; returns how many files were read.
    private func readBodies(of files: Set<String>, into topics: inout [SiteEmitter.Topic], inputs: BuildInputs)
        throws(HelpcFailure) -> Int {
        let missing = inputs.contentFiles.indices.filter { files.contains(inputs.contentFiles[$0].display) }
        // A file's topics, in order, are the ones its outlines were made from.
        var read: [String: [SiteEmitter.Topic]] = [:]
        for file in try parsedAgain(missing, inputs: inputs) { read[file.path] = SiteEmitter.topics(of: file) }
        var taken: [String: Int] = [:]
        topics = topics.map { topic in
            let file = topic.outline.file
            guard let fromFile = read[file], taken[file, default: 0] < fromFile.count else { return topic }
            defer { taken[file, default: 0] += 1 }
            return fromFile[taken[file, default: 0]]
        }
        return missing.count
    }

    /// The outputs the last build wrote that are no longer on disk with the
    /// size and modification time it left them with, by position.
    private func changedOutputs(of previous: BuildCache) -> OutputPositionSet {
        let stamps = FileStamp.of(previous.outputPaths, in: workspace.outputDirectory.path, jobs: jobs)
        // A plain loop: a lazy filter over a hundred thousand stamps was
        // a fiftieth of a one-file rebuild.
        var changed = OutputPositionSet()
        previous.outputRecords.withUnsafeBufferPointer { records in
            for position in records.indices where records[position].stamp != stamps[position] { changed.insert(position) }
        }
        return changed
    }

    /// Deletes the outputs `last` build wrote that this one does not make
    /// (the pages of a removed topic, the catalog of a renamed table), each
    /// only while it is still as that build left it: a file edited by hand
    /// since is left alone. Folders left empty go too. Returns the paths
    /// deleted, in order.
    static func removeStale(of last: BuildCache?, keeping made: OutputPositionSet, in folder: String, jobs: Int) -> [String] {
        guard let last else { return [] }
        // Only paths inside the folder, as builds write them.
        let gone = last.outputPaths.indices.filter { position in
            let path = last.outputPaths[position]
            return !made.contains(position) && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
        }
        guard !gone.isEmpty else { return [] }
        let stamps = FileStamp.of(gone.map { last.outputPaths[$0] }, in: folder, jobs: jobs)
        var removed: [String] = []
        var folders: Set<Substring> = []
        for (position, stamp) in zip(gone, stamps) where stamp != nil && stamp == last.outputRecords[position].stamp {
            let path = last.outputPaths[position]
            guard unlink(folder + "/" + path) == 0 else { continue }
            removed.append(path)
            var parent = path[...]
            while let slash = parent.lastIndex(of: "/") {
                parent = parent[..<slash]
                guard folders.insert(parent).inserted else { break }
            }
        }
        // Deepest first; a folder that still holds anything stays.
        for parent in folders.sorted(by: { ($0.count, $0) > ($1.count, $1) }) {
            rmdir(folder + "/" + parent)
        }
        return removed
    }

    /// Lets go of what a build or check no longer needs. Unless
    /// `releasesMemory`, it is kept until the process ends: taking a large
    /// project's model, pages and cache apart record by record was a tenth
    /// of a one-file rebuild, and the kernel takes a process's memory back
    /// at once.
    func release(_ values: some Sendable) {
        guard !releasesMemory else { return }
        _ = Unmanaged.passRetained(KeptUntilExit(values))
    }

    private final class KeptUntilExit<Value: Sendable>: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The outputs a build leaves, in path order, with their records: the
    /// last build's that it kept (`kept`, in path order) and those it made
    /// (`rendered`, sorted, with their stamps and keys). A made output that
    /// could not be stamped gets no record, so the next build makes it
    /// again; `written` lists it all the same.
    static func merged(kept: [(path: String, record: BuildCache.OutputRecord)], rendered: [String], stamps: [FileStamp?],
                       keys: [String: String]) -> (paths: [String], records: [BuildCache.OutputRecord], written: [String]) {
        var paths: [String] = []
        var merged: [BuildCache.OutputRecord] = []
        var written: [String] = []
        paths.reserveCapacity(kept.count + rendered.count)
        merged.reserveCapacity(kept.count + rendered.count)
        written.reserveCapacity(kept.count + rendered.count)
        var (i, j) = (0, 0)
        while i < kept.count || j < rendered.count {
            if j == rendered.count || (i < kept.count && kept[i].path < rendered[j]) {
                paths.append(kept[i].path)
                merged.append(kept[i].record)
                written.append(kept[i].path)
                i += 1
                continue
            }
            // An output both kept and made again counts as made.
            if i < kept.count && kept[i].path == rendered[j] { i += 1 }
            let path = rendered[j]
            written.append(path)
            if let stamp = stamps[j] {
                paths.append(path)
                merged.append(BuildCache.OutputRecord(key: keys[path], stamp: stamp))
            }
            j += 1
        }
        return (paths, merged, written)
    }

    /// Whether `path` is one of the outputs made a table (or every tip) at a
    /// time (`tableOutputs`), kept or made again together. By bytes:
    /// a rebuild asks it of every output the last build made.
    static func isTableOutput(_ path: String) -> Bool {
        path.utf8.starts(with: "catalogs/".utf8) || path.utf8.starts(with: "legacy/".utf8) || path == TipKitEmitter.fileName
    }

    /// Whether `path` is a site's or Help Book's search index.
    static func isSearchIndex(_ path: String) -> Bool {
        let suffix = "/search-index.js".utf8
        return path.utf8.count > suffix.count && path.utf8.suffix(suffix.count).elementsEqual(suffix)
    }

    /// What a build checked: the files it parsed, the outcome over every
    /// file, and what the cache keeps of each file.
    struct Checked {
        /// The models of the files parsed, by position in the content files:
        /// every one in a small project (`keepsModelsUpTo`); none in a larger
        /// one, whose files are let go once checked.
        var models: [Int: ContentFile]
        /// Whether the project was too large to keep its models
        /// (`keepsModelsUpTo`): its outputs read its files again, a table or
        /// a batch of topics at a time, and give back what each lets go
        /// (`FreedMemory`).
        var readsFilesAgain: Bool
        /// The positions of the files parsed.
        var parsed: Set<Int>
        /// Every topic of the project, in file order, as outlined: from its
        /// file when that was parsed (`wasRead`, search texts and all), from
        /// the cache otherwise; with its bodies when the model was kept
        /// whole, read again for the pages otherwise.
        var topics: [SiteEmitter.Topic]
        var outcome: RuleEngine.Outcome
        var records: [String: BuildCache.FileRecord]
        /// What the project-wide rules found (`BuildCache.projectFindings`).
        var projectFindings: [Diagnostic]
        /// Files whose per-entry rules ran again.
        var checkedAgain: Int
        /// Every table of the whole project with its entries' ids.
        var tables: [(name: String, entries: [String])]
        /// What the speller learnt, for the next build.
        var spelling: Speller.Memory
        /// What that depends on (`SpellingMemoryFile.key`).
        var spellingKey: String
    }

    /// Parses only what the build needs: files that changed, and every file
    /// of a table whose catalogs or review page must be made again (or
    /// that the TipKit source needs). Files left unparsed take their
    /// findings, their facts for the project-wide rules and their topics'
    /// outlines from the cache; the project-wide rules always run over all
    /// of them. Unchanged files parsed for their content skip the structure
    /// checks; what those checks said comes from the cache too. Without a
    /// cache every file is parsed and checked.
    private func checkChangedFiles(_ inputs: BuildInputs, previous: BuildCache?, reuse: inout PageReuse) throws(HelpcFailure)
        -> Checked {
        let files = inputs.contentFiles
        let config = workspace.config
        @Sendable func cached(_ index: Int) -> BuildCache.FileRecord? {
            guard let record = previous?.files[files[index].display], record.digest == inputs.digests[files[index].display] else {
                return nil
            }
            return record
        }
        let (engine, termbaseDiagnostics) = try ruleEngine()
        if let previous { engine.speller.remember(previous.spelling) }
        var records: [String: BuildCache.FileRecord] = [:]
        var indexes: [Int: ProjectIndex] = [:]
        var outlines: [Int: [TopicOutline]] = [:]
        // A small project's parsed files, whole; a large one's that hold
        // topics, without their topics' bodies: the tables' outputs show
        // none, and the pages read them again.
        let keepsModels = files.reduce(0) { $0 + $1.bytes.count } <= keepsModelsUpTo
        var models: [Int: ContentFile] = [:]
        var parsed: Set<Int> = []
        // What the loader said of parsed files that did not load.
        var unloaded: [Int: [Diagnostic]] = [:]
        var unloadable = false
        var checkedAgain = 0
        // A parsed file's facts, outlines and record, made on the thread
        // that parsed it: made one file after another, they were a pause
        // of a clean build.
        struct Facts: Sendable {
            var index: ProjectIndex
            var outlines: [TopicOutline]
            var record: BuildCache.FileRecord
            var model: ContentFile?
        }
        enum Parsed: Sendable {
            case loaded(Facts)
            /// The file did not load; what the loader said.
            case failed([Diagnostic])
        }
        func parse(_ wanted: [Int], checking: Bool = false) throws(HelpcFailure) {
            // With a cache the speller knows most words already: it opens a
            // dictionary only if it meets a new one.
            let loaded = try loadInBatches(wanted.map { (files[$0].display, files[$0].bytes) },
                                           checked: Set(wanted.indices.filter { cached(wanted[$0]) != nil }),
                                           preparesDictionaries: previous == nil,
                                           checkingWith: checking ? RuleEngine.Session(engine, config: config) : nil) {
                n, result -> Parsed in
                let position = wanted[n]
                guard let file = result.file else { return .failed(result.diagnostics) }
                let index = ProjectIndex(file, sourceLanguage: config.sourceLanguage)
                let digest = inputs.digests[file.path] ?? ""
                let outlined = TopicOutline.outlines(of: file)
                // A file parsed unchanged (its cached facts did not decode)
                // keeps what its structure checks said then.
                let record = BuildCache.FileRecord(
                    digest: digest, tableDigest: Self.tableDigest(files[position].bytes, of: file, digest: digest),
                    table: file.table, findings: cached(position)?.findings ?? [],
                    loaderFindings: cached(position)?.loaderFindings ?? result.diagnostics, index: index, topics: outlined)
                return .loaded(Facts(index: index, outlines: outlined, record: record,
                                     model: keepsModels ? file : nil))
            }
            for (position, file) in zip(wanted, loaded) {
                parsed.insert(position)
                switch file.made {
                case .failed(let diagnostics):
                    unloaded[position] = diagnostics
                    unloadable = true
                case .loaded(var facts):
                    if let findings = file.findings {
                        facts.record.findings = findings
                        checkedAgain += 1
                    }
                    indexes[position] = facts.index
                    if facts.record.holdsTopics { outlines[position] = facts.outlines }
                    records[files[position].display] = facts.record
                    models[position] = facts.model
                }
            }
        }
        try parse(files.indices.filter { cached($0) == nil }, checking: true)
        // The outlines of the topics of files not parsed come from the
        // cache, decoded side by side; a file whose outlines do not decode
        // is parsed after all.
        let unparsed = files.indices.filter { !parsed.contains($0) }
        let decoded = ParallelMap.map(unparsed.count, jobs: jobs) { position -> [TopicOutline]? in
            cached(unparsed[position])?.topics(in: files[unparsed[position]].display)
        }
        for (position, outlined) in zip(unparsed, decoded) {
            guard let outlined else { continue }
            outlines[position] = outlined
            records[files[position].display] = cached(position)
        }
        try parse(zip(unparsed, decoded).filter { $0.1 == nil }.map(\.0))
        // The project-wide rules see only the files' facts (and the setup,
        // which the cache is keyed by): when every file is the one the last
        // build had, with the same facts (an edit inside a topic's body), they
        // find what they found then, and of the files not parsed only their
        // entries' ids are read. Otherwise those files' facts are decoded
        // side by side; a file whose facts do not decode is parsed after all.
        var reusesProjectFindings = false
        if let previous, !unloadable, records.count == files.count, previous.files.count == records.count,
           records.allSatisfy({ previous.files[$0.key]?.encodedIndex == $0.value.encodedIndex }) {
            reusesProjectFindings = true
        }
        let pending = files.indices.filter { indexes[$0] == nil && records[files[$0].display] != nil }
        let known = records
        var entryIDs: [Int: [String]] = [:]
        if reusesProjectFindings {
            let read = ParallelMap.map(pending.count, jobs: jobs) { known[files[pending[$0]].display]!.entryIDs }
            if read.allSatisfy({ $0 != nil }) {
                for (position, ids) in zip(pending, read) { entryIDs[position] = ids }
            } else {
                reusesProjectFindings = false
            }
        }
        if !reusesProjectFindings {
            let read = ParallelMap.map(pending.count, jobs: jobs) { known[files[pending[$0]].display]!.index }
            for (position, index) in zip(pending, read) { indexes[position] = index }
            try parse(zip(pending, read).filter { $0.1 == nil }.map(\.0))
        }
        var loaderDiagnostics: [Diagnostic] = []
        var findings: [Diagnostic] = []
        for position in files.indices {
            guard let record = records[files[position].display] else {
                loaderDiagnostics += unloaded[position] ?? []
                continue
            }
            loaderDiagnostics += record.loaderFindings
            findings += record.findings
        }
        let projectFindings: [Diagnostic]
        if reusesProjectFindings, let previous {
            projectFindings = previous.projectFindings
        } else {
            // Each file's facts are let go as they join the project's, its
            // entries' ids kept for the tables: held beside the whole, they
            // were the whole's size again at the peak of a million-entry
            // build (its translations alone 0.11 GB).
            var index = ProjectIndex()
            index.reserveCapacity(entries: indexes.values.reduce(0) { $0 + $1.entries.count },
                                  translations: indexes.values.reduce(0) { $0 + $1.translations.count })
            for position in files.indices where records[files[position].display] != nil {
                guard let facts = indexes.removeValue(forKey: position) else { continue }
                entryIDs[position] = facts.entries.map(\.id)
                index.add(facts)
            }
            projectFindings = engine.checkProject(index, config: config, jobs: jobs)
        }
        let outcome = RuleEngine.outcome(loaderDiagnostics + termbaseDiagnostics + findings + projectFindings)

        // Tables, with all their files and entries, as the whole project has them.
        var tableFiles: [String: [String]] = [:]
        var tableEntries: [String: [String]] = [:]
        for position in files.indices {
            guard let record = records[files[position].display] else { continue }
            tableFiles[record.table, default: []].append(files[position].display)
            tableEntries[record.table, default: []] += indexes[position]?.entries.map(\.id) ?? entryIDs[position] ?? []
        }
        let tables = tableFiles.keys.sorted().map { ($0, tableEntries[$0] ?? []) }
        let tipFiles = files.indices.filter { records[files[$0].display]?.holdsTips ?? false }.map { files[$0].display }.sorted()
        if !stopsBuild(outcome) && !unloadable {
            reuse.tableFiles = tableFiles.mapValues { $0.sorted() }
            reuse.tipFiles = tipFiles
            reuse.tableDigests = records.mapValues(\.tableDigest)
        }
        var topics: [SiteEmitter.Topic] = []
        for position in files.indices {
            guard let outlined = outlines[position] else { continue }
            if keepsModels, let model = models[position] {
                topics += SiteEmitter.topics(of: model, outlines: outlined)
            } else {
                topics += outlined.map { SiteEmitter.Topic(outline: $0, bodies: nil, wasRead: parsed.contains(position)) }
            }
        }
        // Every file's facts, a hundred thousand entries' at 100k, taken
        // apart at the return were a single-threaded tenth of a second
        // between the check and the outputs of a one-file rebuild: a
        // project small enough to keep its models keeps them to the end.
        // A larger one lets them go here, for the outputs to come: kept,
        // they were 0.27 GB of a million-entry build's peak.
        if keepsModels { release((indexes, decoded, entryIDs)) }
        return Checked(models: models, readsFilesAgain: !keepsModels, parsed: parsed, topics: topics, outcome: outcome, records: records,
                       projectFindings: projectFindings, checkedAgain: checkedAgain,
                       tables: tables, spelling: engine.speller.memory,
                       spellingKey: SpellingMemoryFile.key(speller: engine.speller, languages: config.languages))
    }

    /// `file` with its topics' bodies left out: what the tables' outputs
    /// are made from (no catalog, legacy file or review page shows a body;
    /// a test holds them to those made from whole files).
    static func withoutBodies(_ file: ContentFile) -> ContentFile {
        var slim = file
        for index in slim.entries.indices {
            guard case .topic(var topic) = slim.entries[index].kind else { continue }
            topic.bodies = []
            slim.entries[index].kind = .topic(topic)
        }
        return slim
    }

    /// The digest of a content file's bytes outside its topic bodies
    /// (`PageReuse.tableDigests`); `digest` (the whole file's) for a file
    /// without bodies.
    static func tableDigest(_ bytes: [UInt8], of file: ContentFile, digest: String) -> String {
        var ranges: [Range<Int>] = []
        for entry in file.entries {
            guard case .topic(let topic) = entry.kind else { continue }
            ranges += topic.bodies.compactMap(\.contentBytes)
        }
        guard !ranges.isEmpty else { return digest }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        // Bodies never overlap; bounds that do not make sense leave the bytes whole.
        let ordered = zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound }
        guard ordered, ranges.allSatisfy({ $0.lowerBound >= 0 && $0.upperBound <= bytes.count }) else { return digest }
        return ContentDigest.hex(bytes, leavingOut: ranges)
    }

    /// The site, the Help Book and the tables' outputs (catalogs, review
    /// pages, TipKit source), made side by side, rendering only what `reuse`
    /// cannot keep. Returns the outputs and the content files parsed again
    /// for them.
    private func emit(_ checked: Checked, topics: [SiteEmitter.Topic], inputs: BuildInputs, templates: [String: String],
                      reuse: PageReuse, sink: OutputSink) throws(HelpcFailure) -> (EmittedPages, Set<Int>) {
        let config = workspace.config
        let images = try workspace.topicImages(topics.map(\.outline))
        let width = try HelpcFailure.wrapping { try DisplayWidth.bundled() }
        let jobs = self.jobs
        // With the last indexes to patch, only the topics read again need their texts.
        let searchTexts = reuse.previousSearchIndexes.isEmpty ? SearchTexts(topics, config: config, jobs: jobs)
            : SearchTexts(topics, config: config, jobs: jobs, only: Set(topics.lazy.filter(\.wasRead).map(\.outline.id)))
        // Side by side (at 100k the tables took 5.3 s, the site 4.6 and the
        // Help Book 0.7). A part's own parallel maps begin with the threads
        // free at the time and are joined by each thread the other part
        // sets free (`ParallelMap`), so the pages end the build on both threads.
        let parts = ParallelMap.map(2, jobs: jobs) { part -> Result<(EmittedPages, Set<Int>), HelpcFailure> in
            do throws(HelpcFailure) {
                if part == 0 { return .success(try tableOutputs(checked, inputs: inputs, reuse: reuse, width: width, sink: sink)) }
                return .success(try topicOutputs(topics, inputs: inputs, templates: templates, images: images, reuse: reuse,
                                                 searchTexts: searchTexts, givesBackMemory: checked.readsFilesAgain, sink: sink))
            } catch {
                return .failure(error)
            }
        }
        var pages = EmittedPages()
        var parsed: Set<Int> = []
        for part in parts {
            switch part {
            case .success(let (emitted, reparsed)):
                pages.merge(emitted)
                parsed.formUnion(reparsed)
            case .failure(let failure): throw failure
            }
        }
        return (pages, parsed)
    }

    /// The key a table's catalogs are made from: its files.
    static func tableKey(_ table: String, files: [String], reuse: PageReuse) -> String {
        reuse.key("table \(table)", files: files)
    }

    /// Every output file of a build, by path relative to the output folder.
    public static func outputs(for project: Project) -> [String: [UInt8]] {
        var outputs: [String: [UInt8]] = [:]
        for (name, bytes) in StringCatalogEmitter.emit(project) {
            outputs["catalogs/\(name)"] = bytes
        }
        if let tips = TipKitEmitter.emit(project) {
            outputs[TipKitEmitter.fileName] = tips
        }
        if project.config.legacyStrings {
            for (path, bytes) in LegacyStringsEmitter.emit(project) {
                outputs["legacy/\(path)"] = bytes
            }
        }
        return outputs
    }
}
