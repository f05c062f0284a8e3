import Foundation
import HelpCore
import HelpRules

/// What a translator's check of an XLIFF needs from the project the file
/// came from, so that `helpc check ko.xliff` outside the project finds what
/// the project's own check finds: the settings of helpc.json the rules
/// read (platforms, the Korean register, rule severities, budgets) and the
/// project's word lists. Without them a file for an iPhone app was checked
/// as shown on every platform (탭 a term.neutral warning) and a rule the
/// project turns off still reported.
///
/// `export-xliff` writes them beside the XLIFF as `<lang>.check.json` (in an
/// `.xcloc` bundle, `Notes/check.json`), next to the termbase it writes
/// there already (`<lang>.tbx`, `Notes/terms.tbx`), which the check then
/// reads as the project's termbase.
public struct TranslatorSettings: Sendable {
    public var config: Config
    /// The project's additions to helpc's word lists (`content/words/*.txt`).
    public var wordLists: WordLists
    /// The project's words for the speller (`content/words.txt`).
    public var spelling: [String]
    /// The termbase written beside the file, when there is one.
    public var termbase: TermbaseLoader.Result?

    static let format = "helpc check settings"
    static let version = 1

    /// The settings file's bytes for a project.
    public static func bytes(config: Config, wordLists: WordLists, spelling: [String]) -> [UInt8] {
        JSONWriter.indented.bytes(.object([
            ("format", .string(format)),
            ("version", .number(version)),
            ("config", config.checkSettingsJSON),
            ("spelling", .array(spelling.map(JSONValue.string))),
            ("wordLists", .object(wordLists.names.map { ($0, .array(wordLists.list($0).map(JSONValue.string))) })),
        ]))
    }

    /// The settings file and the termbase for the translator's file at `url`,
    /// when export-xliff wrote them: in an `.xcloc` bundle (the bundle or
    /// its XLIFF) its `Notes`; else
    /// beside the file under its name (`ko.xliff`: `ko.check.json`,
    /// `ko.tbx`), or the folder's only such file when the XLIFF was renamed.
    static func files(beside url: URL) -> (settings: URL, termbase: URL?)? {
        let folder = url.deletingLastPathComponent()
        let bundle = url.pathExtension.lowercased() == "xcloc" ? url
            : folder.lastPathComponent == "Localized Contents" && folder.deletingLastPathComponent().pathExtension.lowercased() == "xcloc"
                ? folder.deletingLastPathComponent() : nil
        if let bundle {
            let notes = bundle.appendingPathComponent("Notes")
            let settings = notes.appendingPathComponent("check.json")
            guard exists(settings) else { return nil }
            let termbase = notes.appendingPathComponent("terms.tbx")
            return (settings, exists(termbase) ? termbase : nil)
        }
        let stem = url.deletingPathExtension().lastPathComponent
        func named(_ suffix: String) -> URL? {
            let own = folder.appendingPathComponent(stem + suffix)
            if exists(own) { return own }
            let all = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(suffix) }
            return all.count == 1 ? folder.appendingPathComponent(all[0]) : nil
        }
        guard let settings = named(".check.json") else { return nil }
        return (settings, named(".tbx"))
    }

    private static func exists(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The settings in `bytes` (a file shown as `path`), with `termbase`.
    /// A file helpc did not write, or one a tool broke, stops the check
    /// with where and what is wrong: checking with the defaults instead
    /// would report what the project's check does not.
    public static func load(_ bytes: [UInt8], path: String,
                            termbase: TermbaseLoader.Result? = nil) throws(HelpcFailure) -> TranslatorSettings {
        let again = "; export the XLIFF again (helpc export-xliff), or delete the file to check with helpc's defaults"
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes, file: path)
        } catch {
            throw HelpcFailure([Diagnostic(ConfigLoader.ruleID, .error, at: error.location,
                                           "\(path) is not valid JSON: \(error.message)\(again)")])
        }
        func failure(_ value: JSONValue?, _ message: String) -> HelpcFailure {
            HelpcFailure([Diagnostic(ConfigLoader.ruleID, .error, at: value?.location ?? .file(path), message + again)])
        }
        guard root.objectValue != nil, root["format"]?.stringValue == format else {
            throw failure(root["format"] ?? root, "\(path) is not helpc's check settings (its \"format\" is not \"\(format)\")")
        }
        guard root["version"]?.intValue == version else {
            throw failure(root["version"], "\(path) is check settings of version \(root["version"]?.description ?? "none"); this helpc reads version \(version)")
        }
        let (config, problems) = ConfigLoader.load(root["config"] ?? .object([]), file: path, knownRules: RuleCatalog.ids)
        if !problems.isEmpty {
            throw HelpcFailure(problems.map { problem in
                var problem = problem
                problem.message += again
                return problem
            })
        }
        func strings(_ value: JSONValue?, _ key: String) throws(HelpcFailure) -> [String] {
            guard let value else { return [] }
            guard let items = value.arrayValue else { throw failure(value, "'\(key)' must be an array of words") }
            var words: [String] = []
            for item in items {
                guard let word = item.stringValue else { throw failure(item, "'\(key)' must be an array of words") }
                words.append(word)
            }
            return words
        }
        var lists: [String: [String]] = [:]
        if let listsValue = root["wordLists"] {
            guard let members = listsValue.objectValue else { throw failure(listsValue, "'wordLists' must be an object of word lists") }
            for member in members { lists[member.key] = try strings(member.value, "wordLists.\(member.key)") }
        }
        return TranslatorSettings(config: config, wordLists: WordLists(lists), spelling: try strings(root["spelling"], "spelling"),
                                  termbase: termbase)
    }
}
