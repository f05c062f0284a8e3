import Foundation
import HelpCore
import HelpEmit
import HelpRules

/// load → model → check → emit, as the command line runs it.
public struct Compiler: Sendable {
    public var workspace: Workspace
    /// Threads for loading and checking.
    public var jobs: Int
    /// Treat warnings as errors.
    public var warningsAreErrors: Bool
    /// Report only findings about copy in this language (`--lang`).
    public var onlyLanguage: String?
    /// Files parsed and checked at a time by `check`: enough to keep every
    /// thread busy, few enough that a project of a million entries is never
    /// in memory at once.
    public var batchSize = 256

    public init(workspace: Workspace, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                warningsAreErrors: Bool = false) {
        self.workspace = workspace
        self.jobs = max(1, jobs)
        self.warningsAreErrors = warningsAreErrors
    }

    /// A check's findings and the files it read.
    public struct CheckReport: Sendable {
        public var outcome: RuleEngine.Outcome
        /// Every file checked, as shown in diagnostics, in order.
        public var checkedFiles: [String]
        /// Where each checked file is, by the path diagnostics show.
        public var fileURLs: [String: URL]
        public var hasErrors: Bool { outcome.errorCount > 0 }
    }

    /// A check that also keeps the project it loaded, for the commands that
    /// go on to write from it.
    public struct CheckResult: Sendable {
        public var project: Project
        public var report: CheckReport
        public var outcome: RuleEngine.Outcome { report.outcome }
        public var fileURLs: [String: URL] { report.fileURLs }
        public var hasErrors: Bool { report.hasErrors }
    }


    /// Checks the content under `paths` (the content folder when empty). The
    /// files are read a batch at a time: each batch is parsed and checked,
    /// leaving only its findings and the facts the project-wide rules need
    /// (`ProjectIndex`), so memory stays flat however large the project.
    public func check(_ paths: [String] = []) throws(HelpcFailure) -> CheckReport {
        let all = try workspace.contentFiles(paths)
        let urls = all.filter { $0.pathExtension.lowercased() == "xml" }
        let catalogs = all.filter { $0.pathExtension.lowercased() != "xml" }
        let workspace = self.workspace
        let (engine, termbaseDiagnostics) = try ruleEngine()
        let session = RuleEngine.Session(engine, config: workspace.config)
        prepareDictionaries()
        var index = ProjectIndex()
        var loaderDiagnostics: [Diagnostic] = []
        var findings: [Diagnostic] = []
        var unreadable: [Diagnostic] = []
        for start in stride(from: 0, to: urls.count, by: batchSize) {
            let batch = Array(urls[start..<min(start + batchSize, urls.count)])
            let loaded = parse(batch.count) { index throws(HelpcFailure) in
                let display = workspace.display(batch[index])
                return (display, try Workspace.read(batch[index], display: display))
            }
            unreadable += loaded.unreadable
            loaderDiagnostics += loaded.diagnostics
            findings += session.check(loaded.files, jobs: jobs).joined()
            for file in loaded.files { index.add(file) }
        }
        if !unreadable.isEmpty { throw HelpcFailure(unreadable) }
        var outcome = RuleEngine.outcome(loaderDiagnostics + termbaseDiagnostics + findings + session.check(index, jobs: jobs))
        if !catalogs.isEmpty {
            let checked = try checkCatalogs(catalogs, engine: engine)
            outcome.diagnostics = (outcome.diagnostics + checked.diagnostics).sorted(by: Diagnostic.reportOrder)
            outcome.suppressed = (outcome.suppressed + checked.suppressed).sorted(by: Diagnostic.reportOrder)
        }
        return CheckReport(outcome: presented(outcome), checkedFiles: all.map(workspace.display),
                           fileURLs: Dictionary(all.map { (workspace.display($0), $0) }, uniquingKeysWith: { a, _ in a }))
    }

    /// `check`, keeping every file loaded: the project, for the commands
    /// that write from it (XLIFF export and import).
    public func checkedProject() throws(HelpcFailure) -> CheckResult {
        let all = try workspace.contentFiles([])
        let urls = all.filter { $0.pathExtension.lowercased() == "xml" }
        let workspace = self.workspace
        let loaded = try load(urls.count) { index throws(HelpcFailure) in
            let display = workspace.display(urls[index])
            return (display, try Workspace.read(urls[index], display: display))
        }
        let project = Project(config: workspace.config, files: loaded.files)
        let (engine, termbaseDiagnostics) = try ruleEngine()
        let outcome = engine.check(project, loaderDiagnostics: loaded.diagnostics + termbaseDiagnostics, jobs: jobs)
        return CheckResult(project: project, report: CheckReport(
            outcome: presented(outcome), checkedFiles: all.map(workspace.display),
            fileURLs: Dictionary(all.map { (workspace.display($0), $0) }, uniquingKeysWith: { a, _ in a })))
    }

    /// Content files parsed on `jobs` threads (the spelling dictionaries
    /// load meanwhile); `source(index)` gives each file's display path and
    /// bytes. Unreadable files stop the command, all named at once.
    private func load(_ count: Int, _ source: @escaping @Sendable (Int) throws(HelpcFailure) -> (String, [UInt8]))
        throws(HelpcFailure) -> (files: [ContentFile], diagnostics: [Diagnostic]) {
        prepareDictionaries()
        let loaded = parse(count, source)
        if !loaded.unreadable.isEmpty { throw HelpcFailure(loaded.unreadable) }
        return (loaded.files, loaded.diagnostics)
    }

    /// Content files already in memory, parsed on `jobs` threads, each
    /// with what the loader said about it.
    private func loadEach(_ sources: [(display: String, bytes: [UInt8])]) throws(HelpcFailure) -> [ContentLoader.Result] {
        prepareDictionaries()
        let loader: ContentLoader
        do {
            loader = try ContentLoader.bundled()
        } catch {
            throw HelpcFailure(String(describing: error))
        }
        let config = workspace.config
        return ParallelMap.map(sources.count, jobs: jobs) { loader.load(sources[$0].bytes, path: sources[$0].display, config: config) }
    }

    /// Opens the spelling dictionaries of the project's languages while
    /// files are read; the first spelling check waits for them.
    private func prepareDictionaries() {
        let languages = workspace.config.languages
        DispatchQueue.global().async { Speller.prepare(languages) }
    }

    private func parse(_ count: Int, _ source: @escaping @Sendable (Int) throws(HelpcFailure) -> (String, [UInt8]))
        -> (files: [ContentFile], diagnostics: [Diagnostic], unreadable: [Diagnostic]) {
        let loader: ContentLoader
        do {
            loader = try ContentLoader.bundled()
        } catch {
            return ([], [], [HelpcFailure(String(describing: error)).diagnostics[0]])
        }
        let config = workspace.config
        enum Loaded: Sendable {
            case unreadable(Diagnostic)
            case loaded(ContentLoader.Result)
        }
        let results = ParallelMap.map(count, jobs: jobs) { index -> Loaded in
            do throws(HelpcFailure) {
                let (display, bytes) = try source(index)
                return .loaded(loader.load(bytes, path: display, config: config))
            } catch {
                return .unreadable(error.diagnostics[0])
            }
        }
        var unreadable: [Diagnostic] = []
        var files: [ContentFile] = []
        var diagnostics: [Diagnostic] = []
        for result in results {
            switch result {
            case .unreadable(let diagnostic):
                unreadable.append(diagnostic)
            case .loaded(let loaded):
                if let file = loaded.file { files.append(file) }
                diagnostics += loaded.diagnostics
            }
        }
        return (files, diagnostics, unreadable)
    }

    /// The rules with the project's word lists and termbase, and what
    /// loading the termbase found.
    private func ruleEngine() throws(HelpcFailure) -> (RuleEngine, [Diagnostic]) {
        let termbase = try workspace.projectTermbase()
        do {
            let engine = try RuleEngine.bundled(extraWords: try workspace.projectWords(), termbase: termbase.termbase,
                                                projectWords: try workspace.spellingWords())
            return (engine, termbase.diagnostics)
        } catch let failure as HelpcFailure {
            throw failure
        } catch {
            throw HelpcFailure(String(describing: error))
        }
    }

    /// The outcome as the command asked to see it (`--lang`, `--werror`).
    private func presented(_ outcome: RuleEngine.Outcome) -> RuleEngine.Outcome {
        var outcome = outcome
        if let onlyLanguage {
            outcome.diagnostics = outcome.diagnostics.filter { $0.language == onlyLanguage }
            outcome.suppressed = outcome.suppressed.filter { $0.language == onlyLanguage }
        }
        if warningsAreErrors {
            outcome.diagnostics = outcome.diagnostics.map {
                var diagnostic = $0
                diagnostic.severity = .error
                return diagnostic
            }
        }
        return outcome
    }

    /// Any project's string catalogs and translators' XLIFF files, checked
    /// with the rules that judge copy, in the file's own languages; for XLIFF,
    /// only findings about the target language are kept.
    private func checkCatalogs(_ urls: [URL], engine: RuleEngine) throws(HelpcFailure) -> RuleEngine.Outcome {
        var diagnostics: [Diagnostic] = []
        var suppressed: [Diagnostic] = []
        for url in urls {
            let display = workspace.display(url)
            let bytes = try Workspace.read(url, display: display)
            var inputs: [(file: ContentFile, sourceLanguage: String, languages: [String], target: String?)] = []
            if url.pathExtension.lowercased() == "xcstrings" {
                let loaded = CatalogLoader.load(bytes, path: display)
                diagnostics += loaded.diagnostics
                if let file = loaded.file { inputs.append((file, loaded.sourceLanguage, loaded.languages, nil)) }
            } else {
                let loaded = XLIFFLoader.load(bytes, path: display)
                diagnostics += loaded.diagnostics
                for file in loaded.files {
                    let languages = [file.sourceLanguage] + (file.targetLanguage.map { [$0] } ?? [])
                    inputs.append((XLIFFLoader.content(file, path: display), file.sourceLanguage, languages, file.targetLanguage))
                }
            }
            for input in inputs {
                let checked = try checkCopy(input.file, sourceLanguage: input.sourceLanguage, languages: input.languages,
                                            engine: engine)
                // A translator's file: what the translation says is what matters.
                let kept = { (diagnostic: Diagnostic) in input.target == nil || diagnostic.language == input.target }
                diagnostics += checked.diagnostics.filter(kept)
                suppressed += checked.suppressed.filter(kept)
            }
        }
        return RuleEngine.Outcome(diagnostics: diagnostics, suppressed: suppressed)
    }

    /// Copy read from another format, checked with the rules that judge
    /// copy; each finding names its key.
    private func checkCopy(_ file: ContentFile, sourceLanguage: String, languages: [String],
                           engine: RuleEngine) throws(HelpcFailure) -> RuleEngine.Outcome {
        var config = workspace.config
        config.sourceLanguage = sourceLanguage
        config.languages = languages
        let copyEngine = RuleEngine(rules: RuleCatalog.copyRules, words: engine.words, width: engine.width,
                                    termbase: engine.termbase, speller: engine.speller)
        let outcome = copyEngine.check(Project(config: config, files: [file]), jobs: jobs)
        func naming(_ diagnostic: Diagnostic) -> Diagnostic {
            var named = diagnostic
            if let key = diagnostic.entry { named.message += " (key “\(key)”)" }
            return named
        }
        return RuleEngine.Outcome(diagnostics: outcome.diagnostics.map(naming), suppressed: outcome.suppressed.map(naming))
    }

    public struct FixResult: Sendable {
        /// Fixes applied, over all rounds.
        public var applied: Int
        /// Files rewritten, as diagnostics show them.
        public var files: [String]
        /// The check after the last round: what is left to fix by hand.
        public var remaining: CheckReport
    }

    /// Applies every mechanical fix in place and checks again, until no fix
    /// applies (fixes that overlap wait for the next round). Each file is
    /// written to a temporary name and renamed, changing only fixed bytes.
    public func fix(_ paths: [String] = []) throws(HelpcFailure) -> FixResult {
        var applied = 0
        var touched: Set<String> = []
        for _ in 0..<10 {
            let checked = try check(paths)
            let fixes = Dictionary(grouping: checked.outcome.diagnostics.filter { $0.fix != nil }, by: \.location.file)
            var outputs: [(URL, [UInt8])] = []
            var round = 0
            for (file, diagnostics) in fixes.sorted(by: { $0.key < $1.key }) {
                guard let url = checked.fileURLs[file] else { continue }
                let bytes = try Workspace.read(url, display: file)
                let (fixed, count) = FixApplier.apply(diagnostics.compactMap(\.fix), to: bytes)
                guard count > 0 else { continue }
                outputs.append((url, fixed))
                round += count
                touched.insert(file)
            }
            guard round > 0 else { return FixResult(applied: applied, files: touched.sorted(), remaining: checked) }
            for (url, bytes) in outputs {
                try OutputWriter.write([url.lastPathComponent: bytes], into: url.deletingLastPathComponent(),
                                       display: workspace.display)
            }
            applied += round
        }
        return FixResult(applied: applied, files: touched.sorted(), remaining: try check(paths))
    }

    public struct BuildResult: Sendable {
        public var outcome: RuleEngine.Outcome
        /// Every content file checked, as diagnostics show them.
        public var checkedFiles: [String]
        /// Paths of every output, relative to the output folder; empty when errors stopped the build.
        public var written: [String]
        /// Of those, the files whose bytes changed; the rest were left as they were.
        public var changed: [String] = []
        /// What the build cache did.
        public var cache: CacheUse
        public var hasErrors: Bool { outcome.errorCount > 0 }
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
        let outputFolder = workspace.outputDirectory
        var use: CacheUse = useCache ? .none : .ignored
        var previous: BuildCache?
        if useCache, let data = FileManager.default.contents(atPath: outputFolder.appendingPathComponent(Self.cacheName).path) {
            previous = BuildCache.decode([UInt8](data))
            if previous == nil { use = .discarded }
        }
        let templates = try workspace.siteTemplates()
        let inputs = try BuildInputs.read(workspace, templates: templates, jobs: jobs)
        if previous?.setup != inputs.setup { previous = nil }

        let intact = previous.map(intactOutputs) ?? [:]
        if let previous, previous.inputs == inputs.all, intact.count == previous.outputs.count {
            let outcome = RuleEngine.Outcome(diagnostics: previous.diagnostics, suppressed: previous.suppressed)
            return BuildResult(outcome: presented(outcome), checkedFiles: previous.checkedFiles,
                               written: previous.outputs.keys.sorted(), changed: [], cache: .upToDate)
        }

        // Outputs made from a key, intact or not: a table's outputs are kept
        // only when all of them are intact.
        var madeFromKey: [String: [String]] = [:]
        for (path, record) in previous?.outputs ?? [:] {
            if let key = record.key { madeFromKey[key, default: []].append(path) }
        }
        var reuse = PageReuse(setup: inputs.setup, fileDigests: inputs.digests, previous: intact.compactMapValues(\.key),
                              written: madeFromKey.mapValues { $0.sorted() })
        let checked = try checkChangedFiles(inputs, previous: previous, reuse: &reuse)
        let checkedFiles = inputs.contentFiles.map(\.display)
        guard checked.outcome.errorCount == 0 else {
            return BuildResult(outcome: presented(checked.outcome), checkedFiles: checkedFiles, written: [], cache: use)
        }
        var pages = try emit(checked.project, outcome: checked.outcome, templates: templates, reuse: reuse, tables: checked.tables)
        // Tables this build did not parse were found unchanged: their
        // catalogs and review pages stay as the last build wrote them.
        for (table, _) in checked.tables where !checked.project.tables.contains(table) {
            let files = reuse.tableFiles?[table] ?? []
            for key in [Self.tableKey(table, files: files, reuse: reuse)] {
                for path in reuse.keptGroup(key) ?? [] {
                    pages.kept.insert(path)
                    pages.keys[path] = key
                }
            }
        }
        let changed = try OutputWriter.write(pages.outputs, into: outputFolder, display: workspace.display, jobs: jobs)
        if previous != nil {
            use = .reused(files: checked.checkedAgain, outputs: pages.keys.count - pages.kept.count)
        }

        // The cache goes last: if the build stops before, the next one redoes more, never less.
        let rendered = pages.outputs.keys.sorted()
        let stamps = ParallelMap.map(rendered.count, jobs: jobs) { FileStamp.of(outputFolder.appendingPathComponent(rendered[$0]).path) }
        var outputRecords: [String: BuildCache.OutputRecord] = [:]
        for (index, path) in rendered.enumerated() {
            guard let stamp = stamps[index] else { continue }
            outputRecords[path] = BuildCache.OutputRecord(key: pages.keys[path], stamp: stamp)
        }
        for path in pages.kept { outputRecords[path] = intact[path] }
        let cache = BuildCache(setup: inputs.setup, inputs: inputs.all, checkedFiles: checkedFiles, files: checked.records,
                               diagnostics: checked.outcome.diagnostics, suppressed: checked.outcome.suppressed,
                               outputs: outputRecords)
        try OutputWriter.write([Self.cacheName: cache.encoded()], into: outputFolder, display: workspace.display)
        return BuildResult(outcome: presented(checked.outcome), checkedFiles: checkedFiles,
                           written: Set(rendered).union(pages.kept).sorted(), changed: changed, cache: use)
    }

    /// The outputs the last build wrote that are still on disk with the size
    /// and modification time it left them with.
    private func intactOutputs(of previous: BuildCache) -> [String: BuildCache.OutputRecord] {
        let folder = workspace.outputDirectory
        let paths = previous.outputs.keys.sorted()
        let stamps = ParallelMap.map(paths.count, jobs: jobs) { FileStamp.of(folder.appendingPathComponent(paths[$0]).path) }
        var intact: [String: BuildCache.OutputRecord] = [:]
        for (index, path) in paths.enumerated() where stamps[index] == previous.outputs[path]!.stamp {
            intact[path] = previous.outputs[path]
        }
        return intact
    }

    /// What a build checked: the files it parsed (whole tables), the outcome
    /// over every file, and what the cache keeps of each file.
    private struct Checked {
        var project: Project
        var outcome: RuleEngine.Outcome
        var records: [String: BuildCache.FileRecord]
        /// Files whose per-entry rules ran again.
        var checkedAgain: Int
        /// Every table of the whole project with its entries' ids.
        var tables: [(name: String, entries: [String])]
    }

    /// Parses only what the build needs: files that changed, every file that
    /// holds a help topic (the site's pages, sidebars and search read them
    /// all), and every file of a table whose outputs must be made again (or
    /// that one of those files belongs to). Files left unparsed take their
    /// findings and their facts for the project-wide rules from the cache;
    /// the project-wide rules always run over all of them. Without a cache
    /// every file is parsed.
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
        var results: [Int: ContentLoader.Result] = [:]
        func parse(_ wanted: [Int]) throws(HelpcFailure) {
            let missing = wanted.filter { results[$0] == nil }
            let loaded = try loadEach(missing.map { (files[$0].display, files[$0].bytes) })
            for (index, result) in zip(missing, loaded) { results[index] = result }
        }
        try parse(files.indices.filter { cached($0).map(\.holdsTopics) ?? true })

        let (engine, termbaseDiagnostics) = try ruleEngine()
        let stale = results.keys.sorted().filter { cached($0) == nil }.compactMap { index in results[index]!.file.map { (index, $0) } }
        var fresh: [Int: [Diagnostic]] = [:]
        for ((index, _), findings) in zip(stale, engine.checkFiles(stale.map(\.1), config: config, jobs: jobs)) {
            fresh[index] = findings
        }
        var records: [String: BuildCache.FileRecord] = [:]
        var unloadable = false
        // The facts of files not parsed come from the cache, decoded side by
        // side; a file whose facts do not decode is parsed after all.
        let unparsed = files.indices.filter { results[$0] == nil }
        let decoded = ParallelMap.map(unparsed.count, jobs: jobs) { cached(unparsed[$0])?.index }
        var indexes: [Int: ProjectIndex] = [:]
        for (position, index) in zip(unparsed, decoded) {
            indexes[position] = index
            records[files[position].display] = cached(position)
        }
        try parse(zip(unparsed, decoded).filter { $0.1 == nil }.map(\.0))
        for (position, result) in results {
            guard let file = result.file else { unloadable = true; continue }
            let index = ProjectIndex(file)
            indexes[position] = index
            records[file.path] = BuildCache.FileRecord(
                digest: inputs.digests[file.path] ?? "", table: file.table,
                findings: fresh[position] ?? cached(position)?.findings ?? [], loaderFindings: result.diagnostics, index: index)
        }
        var index = ProjectIndex()
        var loaderDiagnostics: [Diagnostic] = []
        var findings: [Diagnostic] = []
        for position in files.indices {
            if let result = results[position] { loaderDiagnostics += result.diagnostics }
            guard let record = records[files[position].display] else { continue }
            if results[position] == nil { loaderDiagnostics += record.loaderFindings }
            findings += record.findings
            if let facts = indexes[position] { index.add(facts) }
        }
        let outcome = RuleEngine.outcome(loaderDiagnostics + termbaseDiagnostics + findings
                                         + engine.checkProject(index, config: config, jobs: jobs))

        // Tables, with all their files and entries, as the whole project has them.
        var tableFiles: [String: [String]] = [:]
        var tableEntries: [String: [String]] = [:]
        for position in files.indices {
            guard let record = records[files[position].display] else { continue }
            tableFiles[record.table, default: []].append(files[position].display)
            tableEntries[record.table, default: []] += indexes[position]?.entries.map(\.id) ?? []
        }
        let tables = tableFiles.keys.sorted().map { ($0, tableEntries[$0] ?? []) }
        let tipFiles = files.indices.filter { records[files[$0].display]?.holdsTips ?? false }.map { files[$0].display }.sorted()
        if outcome.errorCount == 0 && !unloadable {
            reuse.tableFiles = tableFiles.mapValues { $0.sorted() }
            reuse.tipFiles = tipFiles
            let byEntry = Dictionary(grouping: outcome.diagnostics + outcome.suppressed, by: { $0.entry ?? "" })
            var wanted = Set(results.keys)
            let parsedTables = Set(results.keys.compactMap { records[files[$0].display]?.table })
            for (table, ids) in tables {
                let paths = reuse.tableFiles?[table] ?? []
                let catalogsStay = reuse.keptGroup(Self.tableKey(table, files: paths, reuse: reuse)) != nil
                let pageStays = reuse.keeps("report/\(ReviewReportEmitter.pageName(table))", key: ReviewReportEmitter.key(
                    table, files: paths, findings: ids.flatMap { byEntry[$0] ?? [] }, reuse: reuse))
                guard !catalogsStay || !pageStays || parsedTables.contains(table) else { continue }
                wanted.formUnion(files.indices.filter { records[files[$0].display]?.table == table })
            }
            if reuse.keptGroup(reuse.key(TipKitEmitter.fileName, files: tipFiles)) == nil {
                let tipTables = Set(tipFiles.compactMap { records[$0]?.table })
                wanted.formUnion(files.indices.filter { tipTables.contains(records[files[$0].display]?.table ?? "") })
            }
            try parse(wanted.sorted())
        }
        let project = Project(config: config, files: results.keys.sorted().compactMap { results[$0]!.file })
        return Checked(project: project, outcome: outcome, records: records, checkedAgain: stale.count, tables: tables)
    }

    /// The site, the Help Book, the catalogs and the review report, made
    /// side by side (the site and the Help Book also split by folder),
    /// rendering only what `reuse` cannot keep.
    private func emit(_ project: Project, outcome: RuleEngine.Outcome, templates: [String: String],
                      reuse: PageReuse, tables: [(name: String, entries: [String])]) throws(HelpcFailure) -> EmittedPages {
        let images = try workspace.topicImages(project)
        let width: DisplayWidth
        do {
            width = try DisplayWidth.bundled()
        } catch {
            throw HelpcFailure(String(describing: error))
        }
        let jobs = self.jobs
        let reviewed = outcome.diagnostics + outcome.suppressed
        let parts = ParallelMap.map(4, jobs: jobs) { part -> Result<EmittedPages, HelpcFailure> in
            do {
                switch part {
                case 0: return .success(try SiteEmitter.emit(project, templates: templates, images: images, jobs: jobs, reuse: reuse))
                case 1: return .success(try HelpBookEmitter.emit(project, templates: templates, images: images, jobs: jobs, reuse: reuse))
                case 2: return .success(Self.outputs(for: project, reuse: reuse))
                default: return .success(ReviewReportEmitter.emit(project, diagnostics: reviewed, width: width, reuse: reuse,
                                                                  tables: tables))
                }
            } catch let error as MustacheTemplate.Error {
                return .failure(HelpcFailure(error.message, at: error.location))
            } catch {
                return .failure(HelpcFailure(String(describing: error)))
            }
        }
        var pages = EmittedPages()
        for part in parts {
            switch part {
            case .success(let emitted): pages.merge(emitted)
            case .failure(let failure): throw failure
            }
        }
        return pages
    }

    /// The catalogs, legacy strings and TipKit source, making a table's
    /// outputs again only when a file of that table changed (or one of its
    /// outputs is no longer as the last build wrote it).
    static func outputs(for project: Project, reuse: PageReuse) -> EmittedPages {
        var emitted = EmittedPages()
        let tipFiles = reuse.tipFiles ?? project.files.filter { $0.entries.contains { if case .tip = $0.kind { true } else { false } } }
            .map(\.path).sorted()
        let tipsKey = reuse.key(TipKitEmitter.fileName, files: tipFiles)
        if let kept = reuse.keptGroup(tipsKey) {
            emitted.kept.formUnion(kept)
            for path in kept { emitted.keys[path] = tipsKey }
        } else if let tips = TipKitEmitter.emit(project) {
            emitted.outputs[TipKitEmitter.fileName] = tips
            emitted.keys[TipKitEmitter.fileName] = tipsKey
        }
        for table in project.tables {
            let files = project.files.filter { $0.table == table }
            let key = Self.tableKey(table, files: reuse.tableFiles?[table] ?? files.map(\.path).sorted(), reuse: reuse)
            if let kept = reuse.keptGroup(key) {
                emitted.kept.formUnion(kept)
                for path in kept { emitted.keys[path] = key }
                continue
            }
            for (path, bytes) in outputs(for: Project(config: project.config, files: files)) where path != TipKitEmitter.fileName {
                emitted.outputs[path] = bytes
                emitted.keys[path] = key
            }
        }
        return emitted
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
