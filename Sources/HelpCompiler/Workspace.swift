import Foundation
import HelpCore
import HelpEmit
import HelpRules

/// A problem that stops helpc before any checking: a missing or unreadable
/// input, bad configuration, an output that cannot be written. The command
/// line exits 2 for these.
public struct HelpcFailure: Error, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(_ message: String, at location: SourceLocation? = nil) {
        let location = location ?? SourceLocation(file: "helpc", line: 0, column: 0)
        diagnostics = [Diagnostic("io", .error, at: location, message)]
    }

    public var description: String {
        diagnostics.map { "\($0.location): \($0.message)" }.joined(separator: "\n")
    }

    /// What `body` returns; an error it throws becomes a failure with the
    /// error's own words (a failure passes through as it is). Loading the
    /// bundled schema, dictionaries and templates throws plain errors.
    static func wrapping<Value>(_ body: () throws -> Value) throws(HelpcFailure) -> Value {
        do {
            return try body()
        } catch let failure as HelpcFailure {
            throw failure
        } catch {
            throw HelpcFailure(String(describing: error))
        }
    }
}

/// The project folder, its configuration and where paths are shown from.
/// Everything the command line does starts here, and all of it is callable
/// from tests.
public struct Workspace: Sendable {
    /// The folder holding helpc.json (or the working folder when there is none).
    public var root: URL
    public var config: Config
    /// Paths in diagnostics are shown relative to this folder.
    public var displayBase: URL
    /// SHA-256 of the configuration file's bytes; empty without one.
    public var configDigest: String
    /// For a translator's file checked outside its project: the project's
    /// settings, words and termbase export-xliff wrote beside it, used in
    /// place of the (missing) project's.
    public var translatorSettings: TranslatorSettings?

    public init(root: URL, config: Config, displayBase: URL, configDigest: String = "") {
        self.root = root
        self.config = config
        self.displayBase = displayBase
        self.configDigest = configDigest
    }

    /// Finds helpc.json: `configPath` when given (it must exist), else
    /// `helpc.json` in `directory` if present, else the defaults.
    public static func open(directory: URL, configPath: String?) throws(HelpcFailure) -> Workspace {
        let configURL: URL?
        if let configPath {
            let url = URL(fileURLWithPath: configPath, relativeTo: directory).standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw HelpcFailure("the configuration file \(configPath) does not exist; check the --config path")
            }
            configURL = url
        } else {
            let url = directory.appendingPathComponent("helpc.json")
            configURL = FileManager.default.fileExists(atPath: url.path) ? url : nil
        }
        guard let configURL else {
            return Workspace(root: directory, config: Config(), displayBase: directory)
        }
        let display = displayPath(configURL, base: directory)
        let bytes = try read(configURL, display: display)
        let (config, diagnostics) = ConfigLoader.load(bytes, file: display, knownRules: RuleCatalog.ids)
        var problems = diagnostics
        for id in RuleCatalog.fixedIDs where config.ruleSeverities[id] != nil {
            problems.append(Diagnostic(
                ConfigLoader.ruleID, .error, at: .file(display),
                "the severity of '\(id)' cannot be changed: a file helpc cannot read is always an error"))
        }
        if !problems.isEmpty { throw HelpcFailure(problems) }
        return Workspace(root: configURL.deletingLastPathComponent(), config: config, displayBase: directory,
                         configDigest: SHA256.hex(bytes))
    }

    /// This workspace for `paths` when they are translators' files
    /// (XLIFF, `.xcloc`) checked where no helpc.json is: with the settings
    /// export-xliff wrote beside the first of them, if it did.
    public func forTranslatorFiles(_ paths: [String]) throws(HelpcFailure) -> Workspace {
        guard configDigest.isEmpty, translatorSettings == nil, !paths.isEmpty else { return self }
        let urls = paths.map { URL(fileURLWithPath: $0, relativeTo: displayBase).standardizedFileURL }
        guard urls.allSatisfy({ ["xliff", "xlf", "xcloc"].contains($0.pathExtension.lowercased()) }) else { return self }
        guard let found = TranslatorSettings.files(beside: urls[0]) else { return self }
        let termbase = try found.termbase.map { url throws(HelpcFailure) in
            TermbaseLoader.load(try Self.read(url, display: display(url)), path: display(url))
        }
        let settings = try TranslatorSettings.load(try Self.read(found.settings, display: display(found.settings)),
                                                   path: display(found.settings), termbase: termbase)
        var workspace = self
        workspace.config = settings.config
        workspace.translatorSettings = settings
        return workspace
    }

    public var contentDirectory: URL {
        URL(fileURLWithPath: config.contentDirectory, relativeTo: root).standardizedFileURL
    }

    public var outputDirectory: URL {
        URL(fileURLWithPath: config.outputDirectory, relativeTo: root).standardizedFileURL
    }

    /// The project's additions to helpc's word lists: `<content>/words/*.txt`.
    public var wordsDirectory: URL { contentDirectory.appendingPathComponent("words") }

    public func projectWords() throws(HelpcFailure) -> WordLists {
        if let translatorSettings { return translatorSettings.wordLists }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: wordsDirectory.path, isDirectory: &isDirectory),
              isDirectory.boolValue else { return WordLists() }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: wordsDirectory.path).filter { $0.hasSuffix(".txt") }.sorted()
        } catch {
            throw HelpcFailure("cannot read the word lists in \(display(wordsDirectory)): \(error.localizedDescription)")
        }
        var lists: [String: [String]] = [:]
        var unpaired: [Diagnostic] = []
        for name in names {
            let url = wordsDirectory.appendingPathComponent(name)
            let text = try Self.readText(url, display: display(url))
            lists[String(name.dropLast(4))] = WordLists.parse(text)
            if name.hasPrefix("misspellings.") { unpaired += Self.unpairedMisspellings(in: text, file: display(url)) }
        }
        guard unpaired.isEmpty else { throw HelpcFailure(unpaired) }
        let project = WordLists(lists)
        // A list helpc has no rule for (a misspelt name) would be read and
        // never used, the writer none the wiser.
        let known = try HelpcFailure.wrapping { try WordLists.bundled().names }
        let unknown = project.names.filter { !known.contains($0) }
        guard unknown.isEmpty else {
            throw HelpcFailure(unknown.map { name in
                let file = display(wordsDirectory.appendingPathComponent(name + ".txt"))
                let hint = ClosestName.to(name, among: known).map { " (did you mean \($0).txt?)" } ?? ""
                return Diagnostic("config", .error, at: .file(file),
                                  "no word list of helpc is named \(name)\(hint); a project's list extends one of: \(known.joined(separator: ", "))")
            })
        }
        return project
    }

    /// A misspellings list's lines without the word meant after the
    /// misspelling: the spelling rule would have nothing to write instead.
    static func unpairedMisspellings(in text: String, file: String) -> [Diagnostic] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated().compactMap { number, line in
            let content = (line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                .trimmingCharacters(in: .whitespaces)
            guard !content.isEmpty, !content.contains(" ") else { return nil }
            return Diagnostic("config", .error, at: SourceLocation(file: file, line: number + 1, column: 1),
                              "“\(content)” has no correction; write the misspelling, a space and the word meant (갯수 개수)")
        }
    }

    /// The project's spelling word list, `<content>/words.txt`: one word per
    /// line, `#` comments. Missing is fine; unreadable is an error.
    public func spellingWords() throws(HelpcFailure) -> [String] {
        if let translatorSettings { return translatorSettings.spelling }
        let url = contentDirectory.appendingPathComponent("words.txt")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return WordLists.parse(try Self.readText(url, display: display(url)))
    }

    /// The project's termbase, `<content>/terms.tbx`, with its diagnostics.
    public func projectTermbase() throws(HelpcFailure) -> TermbaseLoader.Result {
        if let translatorSettings {
            return translatorSettings.termbase ?? TermbaseLoader.Result(termbase: Termbase(), diagnostics: [])
        }
        let url = contentDirectory.appendingPathComponent("terms.tbx")
        guard FileManager.default.fileExists(atPath: url.path) else {
            return TermbaseLoader.Result(termbase: Termbase(), diagnostics: [])
        }
        return TermbaseLoader.load(try Self.read(url, display: display(url)), path: display(url))
    }

    public func display(_ url: URL) -> String { Self.displayPath(url, base: displayBase) }

    /// Where a template's mistake is, as diagnostics show it: templates are
    /// parsed under their names ("layout.mustache", a partial's
    /// "navigation"), and the writer needs the file, the project's own or
    /// helpc's default it replaces.
    public func templateLocation(_ location: SourceLocation) -> SourceLocation {
        let name = location.file.hasSuffix(".mustache") ? String(location.file.dropLast(9)) : location.file
        let project = URL(fileURLWithPath: config.site.templates, relativeTo: root).standardizedFileURL
            .appendingPathComponent(name + ".mustache")
        let file = FileManager.default.fileExists(atPath: project.path) ? project
            : (try? Resources.url("templates"))?.appendingPathComponent(name + ".mustache") ?? project
        var located = location
        located.file = display(file)
        return located
    }

    /// The site's templates: helpc's defaults, each replaced by a file of the
    /// same name in the project's templates folder (`site.templates`):
    /// `layout.mustache` → "layout", `assets/style.css` → "assets/style.css".
    public func siteTemplates() throws(HelpcFailure) -> [String: String] {
        var templates: [String: String] = [:]
        func read(_ folder: URL) throws(HelpcFailure) {
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
            for case let url as URL in enumerator {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
                guard !relative.hasPrefix(".") else { continue }
                let name = relative.hasSuffix(".mustache") ? String(relative.dropLast(9)) : relative
                templates[name] = try Self.readText(url, display: display(url), advice: "save it as UTF-8 (templates and their assets are text; a topic's images go in the content folder)")
            }
        }
        try HelpcFailure.wrapping { try read(try Resources.url("templates")) }
        let project = URL(fileURLWithPath: config.site.templates, relativeTo: root).standardizedFileURL
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: project.path, isDirectory: &isFolder)
        if let setting = config.site.templatesSetting, !isFolder.boolValue,
           project != URL(fileURLWithPath: Config.Site().templates, relativeTo: root).standardizedFileURL {
            throw HelpcFailure([Diagnostic(
                ConfigLoader.ruleID, .error, at: setting,
                "site.templates names \(display(project)), which \(exists ? "is a file, not a folder" : "does not exist"); create that folder, or remove the setting for helpc's own templates")])
        }
        if project.resolvingSymlinksInPath() != (try? Resources.url("templates"))?.resolvingSymlinksInPath() {
            try read(project)
        }
        return templates
    }

    /// The images the topics' bodies show, read from the content folder;
    /// a missing image, or one outside the folder, stops the build.
    public func topicImages(_ topics: [TopicOutline]) throws(HelpcFailure) -> [String: [UInt8]] {
        var images: [String: [UInt8]] = [:]
        for image in topics.lazy.flatMap(\.images) where images[image.src] == nil {
            let url = contentDirectory.appendingPathComponent(image.src).standardizedFileURL
            guard url.path.hasPrefix(contentDirectory.path + "/") else {
                throw HelpcFailure("image \(image.src) is outside the content folder", at: image.location)
            }
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw HelpcFailure("image \(image.src) does not exist in \(display(contentDirectory))", at: image.location)
            }
            images[image.src] = try Self.read(url, display: display(url))
        }
        return images
    }

    static func displayPath(_ url: URL, base: URL) -> String {
        let path = url.standardizedFileURL.path
        let basePath = base.standardizedFileURL.path
        let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// A file that must be UTF-8 text (word lists, templates), refused
    /// where it is not, rather than read with replacement characters.
    static func readText(_ url: URL, display: String, advice: String = "save it as UTF-8") throws(HelpcFailure) -> String {
        let bytes = try read(url, display: display)
        if let (line, column, byte) = FileBytes.firstInvalidUTF8(in: bytes) {
            let hex = String(byte, radix: 16, uppercase: true)
            throw HelpcFailure("\(display) is not UTF-8 text (byte 0x\(hex.count == 1 ? "0" + hex : hex) here); \(advice)",
                               at: SourceLocation(file: display, line: line, column: column))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func read(_ url: URL, display: String) throws(HelpcFailure) -> [UInt8] {
        guard let bytes = FileBytes.read(atPath: url.path) else {
            throw HelpcFailure(FileBytes.whyUnreadable(atPath: url.path, display: display), at: .file(display))
        }
        return bytes
    }

    /// The content files under the given paths (folders searched for `.xml`
    /// files), or under the content folder when no path is given, sorted.
    public func contentFiles(_ paths: [String]) throws(HelpcFailure) -> [URL] {
        var files: [URL] = []
        var problems: [Diagnostic] = []
        let roots = paths.isEmpty
            ? [contentDirectory]
            : paths.map { URL(fileURLWithPath: $0, relativeTo: displayBase).standardizedFileURL }
        for url in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                let hint = paths.isEmpty ? "; create it, run `helpc init`, or set \"content\" in helpc.json" : ""
                let reason = FileBytes.whyUnreadable(atPath: url.path, display: display(url))
                problems.append(Diagnostic("io", .error, at: .file(display(url)),
                                           reason == "\(display(url)) does not exist" ? reason + hint : reason))
                continue
            }
            if isDirectory.boolValue && url.pathExtension.lowercased() == "xcloc" {
                // An Xcode localization bundle: its XLIFF is what a translator edits.
                let contents = url.appendingPathComponent("Localized Contents")
                let xliffs = ((try? FileManager.default.contentsOfDirectory(atPath: contents.path)) ?? [])
                    .filter { $0.hasSuffix(".xliff") }.sorted().map { contents.appendingPathComponent($0) }
                if xliffs.isEmpty {
                    problems.append(Diagnostic("io", .error, at: .file(display(url)),
                                               "\(display(url)) has no Localized Contents/*.xliff"))
                }
                files += xliffs
                continue
            }
            if isDirectory.boolValue {
                do throws(HelpcFailure) {
                    files += try xmlFiles(under: url)
                } catch {
                    problems += error.diagnostics
                }
                continue
            }
            switch url.pathExtension.lowercased() {
            case "xml", "xcstrings", "xliff", "xlf":
                files.append(url)
            default:
                problems.append(Diagnostic(
                    "io", .error, at: .file(display(url)),
                    "\(display(url)) is not a content file; helpc checks .xml content files, folders of them, .xcstrings catalogs, .xliff files and .xcloc bundles"))
            }
        }
        if !problems.isEmpty { throw HelpcFailure(problems) }
        // Each URL's path is made once: `URL.path` decodes the URL again on
        // every call, and a sort comparing paths asked for it some forty
        // times a file (30 ms before a 100k check could start).
        var seen: Set<String> = []
        return files.map { (path: $0.path, url: $0) }
            .filter { seen.insert($0.path).inserted }
            .sorted { $0.path < $1.path }
            .map(\.url)
    }

    /// Every file under the content folder but hidden ones, in path order:
    /// what a build reads (content files, images, word lists, termbase) and
    /// the build cache digests. A symbolic link to a file counts as the file,
    /// as `helpc check` takes it; a broken link, a pipe or a device is
    /// listed, so that reading it says what is wrong; a linked folder is not
    /// entered (nor does `check` enter one), and stops the build with its
    /// name rather than leaving its files out unsaid.
    public func contentTree() throws(HelpcFailure) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentDirectory.path, isDirectory: &isDirectory),
              isDirectory.boolValue else {
            throw HelpcFailure("\(display(contentDirectory)) does not exist; create it, run `helpc init`, or set \"content\" in helpc.json",
                               at: .file(display(contentDirectory)))
        }
        var paths: [String] = []
        var linkedFolders: [String] = []
        Self.files(under: contentDirectory.path, into: &paths, linkedFolders: &linkedFolders)
        if !linkedFolders.isEmpty { throw HelpcFailure(linkedFolderProblems(linkedFolders)) }
        return paths.sorted().map { URL(fileURLWithPath: $0, isDirectory: false) }
    }

    /// Why each linked folder under the content folder stops a check or a
    /// build: its files would be left out without a word.
    private func linkedFolderProblems(_ paths: [String]) -> [Diagnostic] {
        paths.sorted().map { path in
            let shown = display(URL(fileURLWithPath: path, isDirectory: false))
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " to \($0)" } ?? ""
            return Diagnostic("io", .error, at: .file(shown),
                              "\(shown) is a symbolic link\(target), a folder helpc does not enter; "
                                  + "move the folder into the content folder, or link its files one by one")
        }
    }

    /// The files under `folder`, read with `readdir`: asking Foundation for
    /// each file's resource values cost a large project a tenth of a second
    /// on every build.
    private static func files(under folder: String, into paths: inout [String], linkedFolders: inout [String]) {
        for (name, kind) in DirectoryEntries.of(folder) where !name.hasPrefix(".") {
            let path = folder + "/" + name
            switch kind {
            case .folder:
                files(under: path, into: &paths, linkedFolders: &linkedFolders)
            case .file, .other:
                // A pipe or device too: reading it says what it is, where
                // leaving it out said nothing.
                paths.append(path)
            case .link:
                // A link to a folder is not entered (it may lead back into
                // the content folder); to anything else, or nothing, it is
                // read as the file.
                var target = stat()
                if stat(path, &target) == 0 && (target.st_mode & S_IFMT) == S_IFDIR {
                    linkedFolders.append(path)
                } else {
                    paths.append(path)
                }
            }
        }
    }

    /// The `.xml` files under `folder`, listed as a build lists the content
    /// folder (`files(under:)`), so check and build read the same files.
    private func xmlFiles(under folder: URL) throws(HelpcFailure) -> [URL] {
        var paths: [String] = []
        var linkedFolders: [String] = []
        Self.files(under: folder.path, into: &paths, linkedFolders: &linkedFolders)
        if !linkedFolders.isEmpty { throw HelpcFailure(linkedFolderProblems(linkedFolders)) }
        // Listed as files: without the hint, the URL asks the file system
        // whether each path is a folder.
        return paths.filter { $0.lowercased().hasSuffix(".xml") }.map { URL(fileURLWithPath: $0, isDirectory: false) }
    }
}
