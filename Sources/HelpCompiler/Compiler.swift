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

    public init(workspace: Workspace, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                warningsAreErrors: Bool = false) {
        self.workspace = workspace
        self.jobs = max(1, jobs)
        self.warningsAreErrors = warningsAreErrors
    }

    public struct CheckResult: Sendable {
        public var project: Project
        public var outcome: RuleEngine.Outcome
        /// Every file checked, as shown in diagnostics, in order.
        public var checkedFiles: [String]
        /// Where each checked file is, by the path diagnostics show.
        public var fileURLs: [String: URL]
        public var hasErrors: Bool { outcome.errorCount > 0 }
    }

    /// Loads and checks the content under `paths` (the content folder when empty).
    public func check(_ paths: [String] = []) throws(HelpcFailure) -> CheckResult {
        let all = try workspace.contentFiles(paths)
        let urls = all.filter { $0.pathExtension.lowercased() == "xml" }
        let catalogs = all.filter { $0.pathExtension.lowercased() != "xml" }
        let loader: ContentLoader
        do {
            loader = try ContentLoader.bundled()
        } catch {
            throw HelpcFailure(String(describing: error))
        }
        let workspace = self.workspace
        let config = workspace.config
        // Dictionaries load while files are parsed.
        let dictionaries = DispatchGroup()
        DispatchQueue.global().async(group: dictionaries) { Speller.prepare(config.languages) }
        defer { dictionaries.wait() }
        enum Loaded: Sendable {
            case unreadable(Diagnostic)
            case loaded(ContentLoader.Result)
        }
        let results = ParallelMap.map(urls.count, jobs: jobs) { index -> Loaded in
            let display = workspace.display(urls[index])
            do throws(HelpcFailure) {
                let bytes = try Workspace.read(urls[index], display: display)
                return .loaded(loader.load(bytes, path: display, config: config))
            } catch {
                return .unreadable(error.diagnostics[0])
            }
        }
        var unreadable: [Diagnostic] = []
        var files: [ContentFile] = []
        var loaderDiagnostics: [Diagnostic] = []
        for result in results {
            switch result {
            case .unreadable(let diagnostic):
                unreadable.append(diagnostic)
            case .loaded(let loaded):
                if let file = loaded.file { files.append(file) }
                loaderDiagnostics += loaded.diagnostics
            }
        }
        if !unreadable.isEmpty { throw HelpcFailure(unreadable) }

        let project = Project(config: config, files: files)
        let termbase = try workspace.projectTermbase()
        loaderDiagnostics += termbase.diagnostics
        let engine: RuleEngine
        do {
            engine = try RuleEngine.bundled(extraWords: try workspace.projectWords(), termbase: termbase.termbase,
                                            projectWords: try workspace.spellingWords())
        } catch let failure as HelpcFailure {
            throw failure
        } catch {
            throw HelpcFailure(String(describing: error))
        }
        var outcome = engine.check(project, loaderDiagnostics: loaderDiagnostics, jobs: jobs)
        if !catalogs.isEmpty {
            let checked = try checkCatalogs(catalogs, engine: engine)
            outcome.diagnostics = (outcome.diagnostics + checked.diagnostics).sorted(by: Diagnostic.reportOrder)
            outcome.suppressed = (outcome.suppressed + checked.suppressed).sorted(by: Diagnostic.reportOrder)
        }
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
        return CheckResult(project: project, outcome: outcome, checkedFiles: all.map(workspace.display),
                           fileURLs: Dictionary(all.map { (workspace.display($0), $0) }, uniquingKeysWith: { a, _ in a }))
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
        public var remaining: CheckResult
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
        public var check: CheckResult
        /// Paths written, relative to the output folder; empty when errors stopped the build.
        public var written: [String]
        /// Of those, the files whose bytes changed; the rest were left as they were.
        public var changed: [String] = []
    }

    /// Checks the content folder and, when no errors remain, writes every
    /// output. With errors nothing is written and earlier outputs stay.
    public func build() throws(HelpcFailure) -> BuildResult {
        let checked = try check()
        guard !checked.hasErrors else { return BuildResult(check: checked, written: []) }
        var outputs = Self.outputs(for: checked.project)
        do {
            let templates = try workspace.siteTemplates()
            let images = try workspace.topicImages(checked.project)
            outputs.merge(try SiteEmitter.emit(checked.project, templates: templates, images: images, jobs: jobs)) { $1 }
            outputs.merge(try HelpBookEmitter.emit(checked.project, templates: templates, images: images)) { $1 }
            outputs.merge(ReviewReportEmitter.emit(checked.project, diagnostics: checked.outcome.diagnostics + checked.outcome.suppressed,
                                                   width: try DisplayWidth.bundled())) { $1 }
        } catch let error as MustacheTemplate.Error {
            throw HelpcFailure(error.message, at: error.location)
        } catch let failure as HelpcFailure {
            throw failure
        } catch {
            throw HelpcFailure(String(describing: error))
        }
        let changed = try OutputWriter.write(outputs, into: workspace.outputDirectory, display: workspace.display)
        return BuildResult(check: checked, written: outputs.keys.sorted(), changed: changed)
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
