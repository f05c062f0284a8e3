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
    /// Files parsed and checked at a time by `check` and `build`: enough to
    /// keep every thread busy, few enough that a project of a million
    /// entries is never in memory at once.
    public var batchSize = 256
    /// Batches loaded while the dictionaries are still opening before a
    /// check or build stops to wait for them. Opening hunspell-ko takes
    /// some 0.4 s of a core, shared with the loading threads; with two, a
    /// 100k check had both its threads waiting some 0.1 s for it to end.
    /// Still few enough that a dictionary slow to open never brings the
    /// whole project into memory.
    public var batchesWaitingForDictionaries = 4
    /// Topics whose files a build reads before making their pages
    /// (`topicOutputs`): enough to keep every thread busy, few enough that
    /// a million entries' topic bodies are never all in memory.
    public var topicsPerBatch = 1024
    /// Content (bytes of XML) up to which a build keeps every file's model
    /// from its check to its outputs. A larger project's build keeps none
    /// and parses each file again for its outputs (docs/builds.md): that
    /// bounds its memory, but parsing twice and freeing as it goes cost a
    /// project of 100,000 entries (64 MB) a fifth more CPU, for memory it had.
    public var keepsModelsUpTo = 128 << 20
    /// Entries of a translator's XLIFF (or a string catalog) checked at a
    /// time by one thread (`checkCopy`).
    var entriesPerCopySlice = 256
    /// Whether a build frees its model, pages and cache before it returns,
    /// and a check its index of the project. The command turns it off, as
    /// its process ends right after (`release`); a program that builds
    /// again and again leaves it on.
    public var releasesMemory = true
    /// `--allow-errors`: a build writes its outputs though the copy has
    /// errors, so a writer can look at pages whose translation is not done;
    /// errors no output can be made through (`errorsThatStopEveryBuild`)
    /// still stop it, and the command still exits 1.
    public var allowsErrors = false
    /// Called when a build must wait for another one writing to the same
    /// output folder (`BuildLock`), for the command to say so.
    public var waitingForAnotherBuild: @Sendable () -> Void = {}

    /// Unreadable files, ids and keys two entries share, texts that claim
    /// the same platform, links to nowhere: outputs made through them
    /// would be wrong in ways no later step shows.
    public static let errorsThatStopEveryBuild: Set<String> = ["xml.syntax", "xml.schema", "id.duplicate", "scope.overlap", "link.target"]

    /// Whether a check's findings keep a build from writing its outputs;
    /// with `--werror` a warning is an error here too.
    func stopsBuild(_ outcome: RuleEngine.Outcome) -> Bool {
        outcome.diagnostics.contains { diagnostic in
            let isError = diagnostic.severity == .error || (warningsAreErrors && diagnostic.severity == .warning)
            return isError && (!allowsErrors || Self.errorsThatStopEveryBuild.contains(diagnostic.ruleID))
        }
    }
    /// Starts opening the spelling dictionaries of some languages; files
    /// loaded before they are open are checked after the others. Tests
    /// hold them "still opening" to take that path whatever the timing.
    var openDictionaries: @Sendable ([String]) -> Speller.Preparation = { Speller.prepare($0) }

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
        /// How many content files took their findings from the last
        /// build's cache, unchanged since; the rest were parsed and checked.
        public var reusedFiles = 0
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
    /// files are read a batch at a time, each file parsed and checked by one
    /// thread in one go, leaving only its findings and the facts the
    /// project-wide rules need (`ProjectIndex`), so memory stays flat however
    /// large the project. (Parsing a whole batch and then checking it made
    /// the threads wait for each other twice a batch, and checked each model
    /// after the batch's others had pushed it out of the caches.)
    ///
    /// Unless `useCache` is false, a file the last build checked under the
    /// same setup and that has not changed since takes that build's
    /// findings and facts from its cache (`CachedFindings`) instead of being
    /// parsed and checked; the project-wide rules still run over every file.
    /// A check writes nothing, the cache included.
    public func check(_ paths: [String] = [], useCache: Bool = true) throws(HelpcFailure) -> CheckReport {
        var compiler = self
        compiler.workspace = try workspace.forTranslatorFiles(paths)
        return try compiler.check(paths, useCache: useCache, reusing: nil, collecting: false).report
    }

    /// `check`, taking the findings of the files `earlier` checked that have
    /// not changed since; `collecting`, it gives every content file's
    /// findings for the next check to take.
    /// `unsaved`: content files' bytes by path, read instead of the files
    /// (a dry run's fixed copy).
    func check(_ paths: [String], useCache: Bool, reusing earlier: EarlierFindings?,
               collecting: Bool, unsaved: [String: [UInt8]] = [:]) throws(HelpcFailure) -> (report: CheckReport, files: EarlierFindings) {
        let all = try workspace.contentFiles(paths)
        let urls = all.filter { $0.pathExtension.lowercased() == "xml" }
        let catalogs = all.filter { $0.pathExtension.lowercased() != "xml" }
        let workspace = self.workspace
        let (engine, termbaseDiagnostics) = try ruleEngine()
        let session = RuleEngine.Session(engine, config: workspace.config, judging: judgedLanguages)
        let loader = try HelpcFailure.wrapping { try ContentLoader.bundled() }
        // A batch's largest files go first, so no thread is left with a big
        // one while the others wait for the next batch.
        let sizes = urls.map { FileStamp.of($0.path)?.size ?? 0 }
        let cache = useCache && !urls.isEmpty ? CachedFindings.read(workspace, checking: sizes.reduce(0, +), jobs: jobs) : nil
        // With a cache the speller knows the project's words already (the
        // spelling memory file holds the same answers): it opens a
        // dictionary only if a changed file brings a new word.
        if let cache { engine.speller.remember(cache.spelling) }
        let dictionaries = cache != nil || rememberSpelling(engine) ? .none : prepareDictionaries(judging: judgedLanguages)
        // Each file read carries the digest of its bytes when `collecting`.
        enum Checked: Sendable {
            case unreadable(Diagnostic)
            case checked(loaded: [Diagnostic], findings: [Diagnostic], facts: ProjectIndex, digest: String?)
            /// Unchanged since the last build or the earlier check: its
            /// findings and facts came from there.
            case cached(loaded: [Diagnostic], findings: [Diagnostic], facts: ProjectIndex, digest: String?)
            /// Loaded while the dictionaries were still opening: checked
            /// once they are open, instead of its thread waiting for them.
            case loaded(loaded: [Diagnostic], file: ContentFile, facts: ProjectIndex, digest: String?)
        }
        var collected = EarlierFindings()
        func collect(_ display: String, _ digest: String?, _ loaded: [Diagnostic], _ findings: [Diagnostic], _ facts: ProjectIndex) {
            guard collecting, let digest else { return }
            collected.files[display] = EarlierFindings.File(digest: digest, loaderFindings: loaded, findings: findings, facts: facts)
        }
        var index = ProjectIndex()
        var loaderDiagnostics: [Diagnostic] = []
        var findings: [Diagnostic] = []
        var unreadable: [Diagnostic] = []
        var reused = 0
        // Files loaded while the dictionaries were opening, not yet checked.
        var waiting: [ContentFile] = []
        var waitingFacts: [(display: String, digest: String?, loaded: [Diagnostic], facts: ProjectIndex)] = []
        func checkWaiting() {
            // Each model is let go by the thread that checked it.
            var files: [ContentFile] = []
            swap(&files, &waiting)
            for (found, file) in zip(session.check(consuming: consume files, jobs: jobs), waitingFacts) {
                findings += found
                collect(file.display, file.digest, file.loaded, found, file.facts)
            }
            waitingFacts = []
        }
        for start in stride(from: 0, to: urls.count, by: batchSize) {
            let batch = Array(urls[start..<min(start + batchSize, urls.count)])
            let checked = ParallelMap.map(batch.count, jobs: jobs, largestFirst: Array(sizes[start..<start + batch.count])) {
                position -> Checked in
                let display = workspace.display(batch[position])
                let bytes: [UInt8]
                do throws(HelpcFailure) {
                    if let fixed = unsaved[batch[position].path] {
                        bytes = fixed
                    } else {
                        bytes = try Workspace.read(batch[position], display: display)
                    }
                } catch {
                    return .unreadable(error.diagnostics[0])
                }
                if let known = earlier?.file(display, bytes: bytes) {
                    return .cached(loaded: known.loaderFindings, findings: known.findings, facts: known.facts, digest: known.digest)
                }
                if let (record, facts) = cache?.record(display, bytes: bytes) {
                    return .cached(loaded: record.loaderFindings, findings: record.findings, facts: facts, digest: record.digest)
                }
                let digest = collecting ? ContentDigest.hex(bytes) : nil
                let loaded = loader.load(bytes, path: display, config: workspace.config)
                var facts = ProjectIndex()
                guard let file = loaded.file else {
                    return .checked(loaded: loaded.diagnostics, findings: [], facts: facts, digest: digest)
                }
                facts.add(file, sourceLanguage: workspace.config.sourceLanguage)
                guard dictionaries.isFinished else {
                    return .loaded(loaded: loaded.diagnostics, file: file, facts: facts, digest: digest)
                }
                return .checked(loaded: loaded.diagnostics, findings: session.check(file), facts: facts, digest: digest)
            }
            for (position, result) in checked.enumerated() {
                let display = workspace.display(batch[position])
                switch result {
                case .unreadable(let diagnostic):
                    unreadable.append(diagnostic)
                case .checked(let loaded, let found, let facts, let digest):
                    loaderDiagnostics += loaded
                    findings += found
                    index.add(facts)
                    collect(display, digest, loaded, found, facts)
                case .cached(let loaded, let found, let facts, let digest):
                    loaderDiagnostics += loaded
                    findings += found
                    index.add(facts)
                    reused += 1
                    collect(display, digest, loaded, found, facts)
                case .loaded(let loaded, let file, let facts, let digest):
                    loaderDiagnostics += loaded
                    waiting.append(file)
                    waitingFacts.append((display, digest, loaded, facts))
                    index.add(facts)
                }
            }
            // Still opening: the next batch is read meanwhile, its threads
            // busy rather than waiting for the dictionary with these, up to
            // `batchesWaitingForDictionaries` batches.
            if dictionaries.isFinished || waiting.count >= batchesWaitingForDictionaries * batchSize {
                checkWaiting()
            }
        }
        checkWaiting()
        if !unreadable.isEmpty { throw HelpcFailure(unreadable) }
        var outcome = RuleEngine.outcome(loaderDiagnostics + termbaseDiagnostics + findings + session.check(index, jobs: jobs))
        // A million entries' facts taken apart one by one were a tenth of a
        // second after the last rule had run.
        release(index)
        if !catalogs.isEmpty {
            let checked = try checkCatalogs(catalogs, engine: engine)
            outcome.diagnostics = (outcome.diagnostics + checked.diagnostics).sorted(by: Diagnostic.reportOrder)
            outcome.suppressed = (outcome.suppressed + checked.suppressed).sorted(by: Diagnostic.reportOrder)
        }
        let report = CheckReport(outcome: presented(outcome), checkedFiles: all.map(workspace.display),
                                 fileURLs: Dictionary(all.map { (workspace.display($0), $0) }, uniquingKeysWith: { a, _ in a }),
                                 reusedFiles: reused)
        return (report, collected)
    }

    /// `check`, keeping every file loaded: the project, for the commands
    /// that write from it (XLIFF export and import).
    public func checkedProject() throws(HelpcFailure) -> CheckResult {
        let all = try workspace.contentFiles([])
        let urls = all.filter { $0.pathExtension.lowercased() == "xml" }
        let workspace = self.workspace
        let (engine, termbaseDiagnostics) = try ruleEngine()
        let loaded = try load(urls.count, preparesDictionaries: !rememberSpelling(engine)) { index throws(HelpcFailure) in
            let display = workspace.display(urls[index])
            return (display, try Workspace.read(urls[index], display: display))
        }
        let project = Project(config: workspace.config, files: loaded.files)
        let outcome = engine.check(project, loaderDiagnostics: loaded.diagnostics + termbaseDiagnostics, jobs: jobs)
        return CheckResult(project: project, report: CheckReport(
            outcome: presented(outcome), checkedFiles: all.map(workspace.display),
            fileURLs: Dictionary(all.map { (workspace.display($0), $0) }, uniquingKeysWith: { a, _ in a })))
    }

    /// The project as the loader reads it, with what the loader said (syntax
    /// and schema) and no rule run: what XLIFF export and import need, which
    /// write from the model and stop only at files they can't read. A check
    /// would be most of their time.
    public func loadedProject() throws(HelpcFailure) -> CheckResult {
        let all = try workspace.contentFiles([])
        let urls = all.filter { $0.pathExtension.lowercased() == "xml" }
        let workspace = self.workspace
        let loaded = try load(urls.count, preparesDictionaries: false) { index throws(HelpcFailure) in
            let display = workspace.display(urls[index])
            return (display, try Workspace.read(urls[index], display: display))
        }
        let outcome = RuleEngine.Outcome(diagnostics: loaded.diagnostics.sorted(by: Diagnostic.reportOrder), suppressed: [])
        return CheckResult(project: Project(config: workspace.config, files: loaded.files), report: CheckReport(
            outcome: outcome, checkedFiles: all.map(workspace.display),
            fileURLs: Dictionary(all.map { (workspace.display($0), $0) }, uniquingKeysWith: { a, _ in a })))
    }

    /// Content files parsed on `jobs` threads (the spelling dictionaries
    /// load meanwhile, unless told otherwise); `source(index)` gives each
    /// file's display path and bytes. Unreadable files stop the command,
    /// all named at once.
    private func load(_ count: Int, preparesDictionaries: Bool,
                      _ source: @escaping @Sendable (Int) throws(HelpcFailure) -> (String, [UInt8]))
        throws(HelpcFailure) -> (files: [ContentFile], diagnostics: [Diagnostic]) {
        if preparesDictionaries { _ = prepareDictionaries() }
        let loaded = parse(count, source)
        if !loaded.unreadable.isEmpty { throw HelpcFailure(loaded.unreadable) }
        return (loaded.files, loaded.diagnostics)
    }

    /// Content files already in memory, parsed on `jobs` threads
    /// `batchSize` files at a time, keeping of each file only
    /// what `made` returns (called on the thread that loaded it) and the
    /// findings of `session`: a file's model is let go once it is checked,
    /// so a build of a million entries never holds them all. Files loaded
    /// while the dictionaries are still opening are checked when they are
    /// open, or once `batchesWaitingForDictionaries` batches wait, as
    /// `check` does.
    func loadInBatches<Made: Sendable>(_ sources: [(display: String, bytes: [UInt8])], checked: Set<Int> = [],
                                       preparesDictionaries: Bool, checkingWith session: RuleEngine.Session?,
                                       making made: @escaping @Sendable (Int, ContentLoader.Result) -> Made)
        throws(HelpcFailure) -> [(made: Made, findings: [Diagnostic]?)] {
        let dictionaries = preparesDictionaries ? prepareDictionaries() : .none
        let loader = try HelpcFailure.wrapping { try ContentLoader.bundled() }
        let config = workspace.config
        var results: [(made: Made, findings: [Diagnostic]?)?] = Array(repeating: nil, count: sources.count)
        var waiting: [(index: Int, file: ContentFile)] = []
        func checkWaiting() {
            guard let session, !waiting.isEmpty else { return }
            // Each model is let go by the thread that checked it.
            var taken: [(index: Int, file: ContentFile)] = []
            swap(&taken, &waiting)
            let indices = taken.map(\.index)
            for (index, findings) in zip(indices, session.check(consuming: (consume taken).map(\.file), jobs: jobs)) {
                results[index]?.findings = findings
            }
        }
        for start in stride(from: 0, to: sources.count, by: max(1, batchSize)) {
            let batch = start..<min(start + max(1, batchSize), sources.count)
            let loaded = ParallelMap.map(batch.count, jobs: jobs, largestFirst: sources[batch].map(\.bytes.count)) {
                position -> (made: Made, findings: [Diagnostic]?, waiting: ContentFile?) in
                let index = start + position
                let result = loader.load(sources[index].bytes, path: sources[index].display, config: config,
                                         checksStructure: !checked.contains(index))
                let value = made(index, result)
                guard let session, let file = result.file else { return (value, nil, nil) }
                guard dictionaries.isFinished else { return (value, nil, file) }
                return (value, session.check(file), nil)
            }
            for (position, file) in loaded.enumerated() {
                results[start + position] = (file.made, file.findings)
                if let model = file.waiting { waiting.append((start + position, model)) }
            }
            if dictionaries.isFinished || waiting.count >= batchesWaitingForDictionaries * batchSize { checkWaiting() }
        }
        checkWaiting()
        return results.map { $0! }
    }

    /// Gives `engine`'s speller what Hunspell answered in the last build
    /// (`SpellingMemoryFile`), when that is known under the same setup;
    /// false when it is not.
    func rememberSpelling(_ engine: RuleEngine) -> Bool {
        let key = SpellingMemoryFile.key(speller: engine.speller, languages: workspace.config.languages)
        guard let memory = SpellingMemoryFile.read(in: workspace.outputDirectory, key: key) else { return false }
        engine.speller.remember(memory)
        return true
    }

    /// Opens the spelling dictionaries of the project's languages while
    /// files are read; a spelling check before they are open waits for them.
    /// With `spelling` off nothing is opened ahead: the Korean dictionary,
    /// a second of work, is then opened only if `ko.particle` finds a
    /// particle to confirm. A check judging some languages only (`--lang`)
    /// opens theirs; another is opened if a rule asks for it after all.
    func prepareDictionaries(judging: Set<String>? = nil) -> Speller.Preparation {
        let spelling = workspace.config.severity(of: SpellingRule.description)
        guard spelling != .off else { return .none }
        return openDictionaries(workspace.config.languages.filter { judging?.contains($0) ?? true })
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
    func ruleEngine() throws(HelpcFailure) -> (RuleEngine, [Diagnostic]) {
        let termbase = try workspace.projectTermbase()
        let engine = try HelpcFailure.wrapping {
            try RuleEngine.bundled(extraWords: try workspace.projectWords(), termbase: termbase.termbase,
                                   projectWords: try workspace.spellingWords())
        }
        return (engine, termbase.diagnostics)
    }

    /// The languages whose copy a check hands to the rules that judge copy:
    /// with `--lang`, findings about the others are not shown, so they are
    /// not looked for. A build judges every language (its cache keeps
    /// every finding for later checks).
    var judgedLanguages: Set<String>? { onlyLanguage.map { [$0] } }

    /// The outcome as the command asked to see it (`--lang`, `--werror`).
    func presented(_ outcome: RuleEngine.Outcome) -> RuleEngine.Outcome {
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
            if url.pathExtension.lowercased() == "xcstrings" {
                let loaded = CatalogLoader.load(bytes, path: display, platforms: PlatformSet(workspace.config.platforms))
                diagnostics += loaded.diagnostics
                if let file = loaded.file {
                    let checked = try checkCopy(file, sourceLanguage: loaded.sourceLanguage, languages: loaded.languages,
                                                judging: judgedLanguages, engine: engine)
                    diagnostics += checked.diagnostics
                    suppressed += checked.suppressed
                    let consistency = consistencyFindings(ProjectIndex.translationFacts(of: file, sourceLanguage: loaded.sourceLanguage),
                                                          sourceLanguage: loaded.sourceLanguage, languages: loaded.languages,
                                                          engine: engine)
                    Self.sort(consistency, into: &diagnostics, suppressed: &suppressed)
                }
                continue
            }
            // Each <file> (a table) is checked as soon as it has streamed
            // by, while the next streams on a thread of its own, and its
            // units are let go; the document's end decides which files count.
            StreamingAllocation.prepare()
            let finishedFiles = HandOff<XLIFFLoader.File>()
            let loading = BackgroundWork {
                let loaded = XLIFFLoader.load(bytes, path: display, handingOver: finishedFiles.put)
                finishedFiles.finish()
                return loaded
            }
            var checkedEarly: [Int: (checked: RuleEngine.Outcome, facts: CrossFileFacts, untranslated: [Diagnostic])] = [:]
            while let handed = finishedFiles.next() {
                let file = inProjectLanguages(handed)
                let (checked, facts) = try checkTranslatorFile(file, path: display, engine: engine)
                checkedEarly[file.position] = (checked, facts, untranslated([file], engine: engine) + codesNotInSource([file]))
            }
            let loaded = loading.wait()
            diagnostics += loaded.diagnostics
            var documentFacts = CrossFileFacts()
            for file in loaded.files.map(inProjectLanguages) {
                let checked: RuleEngine.Outcome
                if let early = checkedEarly[file.position] {
                    checked = early.checked
                    documentFacts.add(early.facts)
                    diagnostics += early.untranslated
                } else {
                    let facts: CrossFileFacts
                    (checked, facts) = try checkTranslatorFile(file, path: display, engine: engine)
                    documentFacts.add(facts)
                    diagnostics += untranslated([file], engine: engine) + codesNotInSource([file])
                }
                diagnostics += checked.diagnostics
                suppressed += checked.suppressed
            }
            let projectFiles = loaded.files.map(inProjectLanguages)
            for found in linkedTitleFindings(documentFacts, files: projectFiles, engine: engine)
            where !diagnostics.contains(found) && !suppressed.contains(found) {
                Self.sort([found], into: &diagnostics, suppressed: &suppressed)
            }
            // No other check makes these, so they are not looked for among
            // the findings (a thousand inconsistencies in a 100k XLIFF, each
            // compared with every other finding, cost a tenth of its check).
            Self.sort(consistencyFindings(documentFacts.translations, files: projectFiles, engine: engine),
                      into: &diagnostics, suppressed: &suppressed)
        }
        return RuleEngine.Outcome(diagnostics: diagnostics, suppressed: suppressed)
    }

    /// Findings judged after the rest, each among the suppressed when a
    /// suppression where it stands covers its rule, else among the reported.
    private static func sort(_ findings: [Diagnostic], into diagnostics: inout [Diagnostic], suppressed: inout [Diagnostic]) {
        for found in findings {
            if found.suppressions.contains(where: { $0.covers(found.ruleID) }) { suppressed.append(found) } else { diagnostics.append(found) }
        }
    }

    /// A `<file>` of a translator's XLIFF (its languages the project's)
    /// checked as content in its two languages, keeping what the
    /// translation says (the findings about its target language).
    /// With what is judged across the document's files of it (`linkedTitleFindings`).
    private func checkTranslatorFile(_ file: XLIFFLoader.File, path: String,
                                     engine: RuleEngine) throws(HelpcFailure) -> (RuleEngine.Outcome, CrossFileFacts) {
        let languages = [file.sourceLanguage] + (file.targetLanguage.map { [$0] } ?? [])
        let content = XLIFFLoader.content(file, path: path, platforms: PlatformSet(workspace.config.platforms))
        let checked = try checkCopy(content, sourceLanguage: file.sourceLanguage,
                                    languages: languages, judging: file.targetLanguage.map { [$0] } ?? judgedLanguages,
                                    units: file.units, engine: engine)
        let kept = { (diagnostic: Diagnostic) in file.targetLanguage == nil || diagnostic.language == file.targetLanguage }
        return (RuleEngine.Outcome(diagnostics: checked.diagnostics.filter(kept), suppressed: checked.suppressed.filter(kept)),
                CrossFileFacts(file, content: content))
    }

    /// A translator's XLIFF carries a topic's title in its table's strings
    /// file and the page that links to it (`<x ctype="x-link"
    /// xid="….title"/>`) in a pages file, perhaps another table's: the
    /// particle after the link (`ko.particle`) is judged once every file
    /// has streamed by, over the facts of all of them.
    private func linkedTitleFindings(_ facts: CrossFileFacts, files: [XLIFFLoader.File], engine: RuleEngine) -> [Diagnostic] {
        guard !facts.links.isEmpty, let file = files.first(where: { $0.targetLanguage != nil }),
              let target = file.targetLanguage else { return [] }
        var config = workspace.config
        config.sourceLanguage = file.sourceLanguage
        config.languages = [file.sourceLanguage, target]
        // The titles the links show, as facts of the topics they title.
        var linked: Set<String> = []
        for entry in facts.links {
            for link in entry.links { if case .topic(let id) = link.target { linked.insert(id) } }
        }
        let titles = facts.titles.filter { linked.contains($0.key) }.sorted { $0.key < $1.key }.map { id, texts in
            ProjectIndex.EntryFacts(id: id, table: "", kind: .topic, location: .file(file.original), suppressions: [], keys: [],
                                    links: [], titles: texts)
        }
        let index = ProjectIndex(files: [], entries: facts.links + titles, declaredSuppressions: [], textLanguages: [])
        let unitStarts = facts.unitStarts.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        return engine.running([ParticleAgreementRule.self]).checkProject(index, config: config)
            .filter { $0.language == target }
            .map { Self.naming($0, unitStarts: unitStarts) }
    }

    /// `translation.consistency` across a translator's XLIFF: each
    /// `<file>`'s translations, told by hashes, judged once the last file
    /// has streamed by; findings about the target language only.
    private func consistencyFindings(_ facts: ProjectIndex, files: [XLIFFLoader.File],
                                     engine: RuleEngine) -> [Diagnostic] {
        guard !facts.translations.isEmpty, let file = files.first(where: { $0.targetLanguage != nil }),
              let target = file.targetLanguage else { return [] }
        return consistencyFindings(facts, sourceLanguage: file.sourceLanguage, languages: [file.sourceLanguage, target],
                                   engine: engine)
            .filter { $0.language == target }
    }

    /// `translation.consistency` over translations read outside a project
    /// (a string catalog, a translator's XLIFF), each finding naming its key.
    private func consistencyFindings(_ facts: ProjectIndex, sourceLanguage: String, languages: [String],
                                     engine: RuleEngine) -> [Diagnostic] {
        guard !facts.translations.isEmpty else { return [] }
        var config = workspace.config
        config.sourceLanguage = sourceLanguage
        config.languages = languages
        return engine.running([TranslationConsistencyRule.self]).checkProject(facts, config: config)
            .filter { judgedLanguages?.contains($0.language ?? "") ?? true }
            .map { Self.naming($0, unitStarts: []) }
    }

    /// What a translator's XLIFF keeps of each `<file>` for the rules
    /// judged across its files once the last has streamed by: for the
    /// particle after a link without text, the pages' links followed by a
    /// particle, the titles' target texts by topic, and where the units
    /// with such links start (to name a finding's unit after the units are
    /// let go); for `translation.consistency`, the translations' hashes.
    struct CrossFileFacts {
        var links: [ProjectIndex.EntryFacts] = []
        var titles: [String: [(language: String, text: String)]] = [:]
        var unitStarts: [(Int, Int, String)] = []
        /// The file's translations, for `translation.consistency`.
        var translations = ProjectIndex()

        init() {}

        init(_ file: XLIFFLoader.File, content: ContentFile) {
            guard let language = file.targetLanguage else { return }
            translations = ProjectIndex.translationFacts(of: content, sourceLanguage: file.sourceLanguage)
            let facts = ProjectIndex.linkedTitleFacts(of: content, language: language)
            links = facts.links
            for title in facts.titles { titles[title.topic, default: []] += title.texts }
            unitStarts = file.units.filter { !$0.linkTargets.isEmpty }.map { ($0.location.line, $0.location.column, $0.id) }
        }

        mutating func add(_ other: CrossFileFacts) {
            links += other.links
            titles.merge(other.titles) { $0 + $1 }
            unitStarts += other.unitStarts
            translations.add(other.translations)
        }
    }

    /// The file with its languages as the project names them: `ko-KR`
    /// from a CAT tool is the project's `ko`.
    private func inProjectLanguages(_ file: XLIFFLoader.File) -> XLIFFLoader.File {
        var file = file
        file.sourceLanguage = workspace.config.language(forTag: file.sourceLanguage)
        file.targetLanguage = file.targetLanguage.map(workspace.config.language(forTag:))
        return file
    }

    /// A translator's to-do list: each unit of an XLIFF with no translation
    /// yet, at its line, as `translation.missing` reports copy with none in
    /// content (its configured severity); and each whose target is its
    /// source as written (`CopiedSource`: a tool's "copy source to target").
    private func untranslated(_ files: [XLIFFLoader.File], engine: RuleEngine) -> [Diagnostic] {
        let rule = TranslationMissingRule.description
        let severity = workspace.config.severity(of: rule)
        guard severity != .off else { return [] }
        return files.flatMap { file -> [Diagnostic] in
            guard let language = file.targetLanguage else { return [] }
            return file.units.compactMap { unit -> Diagnostic? in
                if MarkedRun.isBlank(unit.targetRuns ?? []) {
                    return Diagnostic(rule.id, severity, at: unit.location, "“\(unit.id)” has no \(language) translation yet",
                                      entry: unit.key, language: language)
                }
                guard let target = unit.target else { return nil }
                if CopiedSource.isUntranslated(target, source: unit.source, sourceLanguage: file.sourceLanguage,
                                               targetLanguage: language, lexicon: engine.lexicon) {
                    return Diagnostic(rule.id, severity, at: unit.targetLocation ?? unit.location,
                                      "“\(unit.id)”: the \(language) target is the \(file.sourceLanguage) source as written; translate it",
                                      entry: unit.key, language: language)
                }
                // A string's unit, as the content check reads strings
                // (a page's block has a restype).
                guard unit.restype == nil,
                      let (word, _) = CopiedSource.wordLeftAsWritten(
                        target, source: unit.source, sourceLanguage: file.sourceLanguage, targetLanguage: language,
                        lexicon: engine.lexicon, isListed: engine.speller.isListedWord,
                        isWord: { engine.speller.dictionaryAccepts($0, language: file.sourceLanguage) == true }) else { return nil }
                return Diagnostic(rule.id, min(severity, .warning), at: unit.targetLocation ?? unit.location,
                                  "“\(unit.id)”: “\(word)” is left in \(file.sourceLanguage) in the \(language) target; translate it "
                                      + "(a name that stays in \(file.sourceLanguage) goes in content/words/proper-nouns.txt)",
                                  entry: unit.key, language: language)
            }
        }
    }

    /// Each code of a string's target that its source doesn't have, as
    /// `translation.markup` (its configured severity): a string's copy is
    /// plain text, and import-xliff keeps the code's words and drops the
    /// code unseen. A page's blocks may mark more than their source; their
    /// markup is the rule's, judged in the model.
    private func codesNotInSource(_ files: [XLIFFLoader.File]) -> [Diagnostic] {
        let rule = TranslationMarkupRule.description
        let severity = workspace.config.severity(of: rule)
        guard severity != .off else { return [] }
        return files.flatMap { file -> [Diagnostic] in
            guard let language = file.targetLanguage else { return [] }
            return file.units.filter { !$0.isTopicBody }.flatMap { unit in
                unit.codesNotInSource.map { code in
                    Diagnostic(rule.id, severity, at: code.location,
                               "“\(unit.id)”: the \(language) target has a code (id “\(code.id)”) its \(file.sourceLanguage) source doesn’t; "
                                   + "a string is plain text, so remove the code and keep its words",
                               entry: unit.key, language: language)
                }
            }
        }
    }

    /// Copy read from another format, checked with the rules that judge
    /// copy; each finding names its key, or in XLIFF the unit it is in (a
    /// page's block, a device's variation), which is what a translator's
    /// tool finds.
    private func checkCopy(_ file: ContentFile, sourceLanguage: String, languages: [String], judging: Set<String>?,
                           units: [XLIFFLoader.Unit] = [], engine: RuleEngine) throws(HelpcFailure) -> RuleEngine.Outcome {
        var config = workspace.config
        config.sourceLanguage = sourceLanguage
        config.languages = languages
        let copyEngine = engine.running(RuleCatalog.copyRules)
        // A translator's file is one content file of a whole table, which
        // the engine would check on one thread: its entries are handed out
        // a slice at a time instead (the findings are each entry's own).
        let slice = max(1, entriesPerCopySlice)
        let slices = stride(from: 0, to: max(file.entries.count, 1), by: slice).map { start in
            ContentFile(path: file.path, table: file.table, platforms: file.platforms,
                        entries: Array(file.entries[start..<min(start + slice, file.entries.count)]),
                        suppressions: start == 0 ? file.suppressions : [], escapedRuns: file.escapedRuns)
        }
        let outcome = copyEngine.check(Project(config: config, files: slices), jobs: jobs, judging: judging)
        let unitStarts = units.map { ($0.location.line, $0.location.column, $0.id) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        return RuleEngine.Outcome(diagnostics: outcome.diagnostics.map { Self.naming($0, unitStarts: unitStarts) },
                                  suppressed: outcome.suppressed.map { Self.naming($0, unitStarts: unitStarts) })
    }

    /// The finding with the unit it is in named (`unitStarts`: each unit's
    /// line, column and id, in document order), or its key.
    private static func naming(_ diagnostic: Diagnostic, unitStarts: [(Int, Int, String)]) -> Diagnostic {
        var named = diagnostic
        let at = (diagnostic.location.line, diagnostic.location.column)
        // The last unit starting at or before the finding.
        var low = 0, high = unitStarts.count
        while low < high {
            let middle = (low + high) / 2
            if (unitStarts[middle].0, unitStarts[middle].1) <= at { low = middle + 1 } else { high = middle }
        }
        if low > 0, case let unit = unitStarts[low - 1], let key = diagnostic.entry, Self.unit(unit.2, isOf: key) {
            named.message += " (unit “\(unit.2)”)"
        } else if let key = diagnostic.entry {
            named.message += " (key “\(key)”)"
        }
        return named
    }

    /// Whether a unit's id is of the entry a finding names: the string's
    /// own key and its variations (`key|==|device.mac`), or a part of a
    /// tooltip, tip, alert or undo name rebuilt from its units
    /// (`race.quit.button.cancel` of `race.quit`, `race.quit.title#remote`
    /// of `race.quit#remote`).
    static func unit(_ id: String, isOf entry: String) -> Bool {
        let key = id.components(separatedBy: "|==|")[0]
        if key == entry { return true }
        let (base, input) = entry.firstIndex(of: "#").map { (entry[..<$0], entry[$0...]) } ?? (entry[...], "")
        return key.hasPrefix(base + ".") && key.hasSuffix(input)
    }

    public struct FixResult: Sendable {
        /// Fixes applied, over all rounds.
        public var applied: Int
        /// Files rewritten, as diagnostics show them.
        public var files: [String]
        /// The check after the last round: what is left to fix by hand.
        public var remaining: CheckReport
        /// A dry run's changes, file by file in path order, as a unified
        /// diff; empty when the files were written.
        public var diff: String = ""
    }

    /// Applies every mechanical fix in place and checks again, until no fix
    /// applies (fixes that overlap wait for the next round). Each file is
    /// written to a temporary name and renamed, changing only fixed bytes.
    /// A `dryRun` makes the same rounds on copies in memory, writes
    /// nothing, and gives the changes as a diff.
    public func fix(_ paths: [String] = [], useCache: Bool = true, dryRun: Bool = false) throws(HelpcFailure) -> FixResult {
        var applied = 0
        var touched: Set<String> = []
        // A dry run's fixed copies by path, and each file's bytes before.
        var unsaved: [String: [UInt8]] = [:]
        var original: [String: [UInt8]] = [:]
        func result(_ remaining: CheckReport) -> FixResult {
            let diff = !dryRun ? "" : touched.sorted().map { file in
                let url = remaining.fileURLs[file]
                return UnifiedDiff.of(original[file] ?? [], url.flatMap { unsaved[$0.path] } ?? [], path: file)
            }.joined()
            return FixResult(applied: applied, files: touched.sorted(), remaining: remaining, diff: diff)
        }
        // Each check after a round takes the findings of the files the round left as they were.
        var earlier: EarlierFindings?
        for _ in 0..<10 {
            let (checked, files) = try check(paths, useCache: useCache, reusing: earlier, collecting: true, unsaved: unsaved)
            earlier = files
            let fixes = Dictionary(grouping: checked.outcome.diagnostics.filter { $0.fix != nil }, by: \.location.file)
            var outputs: [(URL, [UInt8])] = []
            var round = 0
            for (file, diagnostics) in fixes.sorted(by: { $0.key < $1.key }) {
                guard let url = checked.fileURLs[file] else { continue }
                let bytes: [UInt8]
                if let fixed = unsaved[url.path] { bytes = fixed } else { bytes = try Workspace.read(url, display: file) }
                let (fixed, count) = FixApplier.apply(diagnostics.compactMap(\.fix), to: bytes)
                guard count > 0 else { continue }
                outputs.append((url, fixed))
                round += count
                touched.insert(file)
                if dryRun, original[file] == nil { original[file] = bytes }
            }
            guard round > 0 else { return result(checked) }
            for (url, bytes) in outputs {
                if dryRun {
                    unsaved[url.path] = bytes
                } else {
                    try OutputWriter.write([url.lastPathComponent: bytes], into: url.deletingLastPathComponent(),
                                           display: workspace.display)
                }
            }
            applied += round
        }
        return result(try check(paths, useCache: useCache, reusing: earlier, collecting: false, unsaved: unsaved).report)
    }
}
