import Foundation
import HelpCore
import HelpEmit
import HelpRules

/// `helpc export-xliff`: the copy of a project for translators.
public enum XLIFFExport {
    public struct Result: Sendable {
        public var written: [String]
        /// The language exported, as helpc.json names it.
        public var language: String
        /// What the exported file asks of its translator.
        public var workload: TranslationWorkload
    }

    /// Writes `<lang>.xliff` into `output` (default `<build>/xliff`), or with
    /// `xcloc` a `<lang>.xcloc` bundle as Xcode exports it; beside it the
    /// termbase the translation will be checked with (`<lang>.tbx`, in a
    /// bundle `Notes/terms.tbx`) and the project's settings and words for
    /// that check (`<lang>.check.json`, `Notes/check.json`:
    /// `TranslatorSettings`). A file helpc can't read stops the export;
    /// rule findings don't (missing translations are what a translator is for).
    /// With `onlyToTranslate`, only the units with no translation or one to
    /// review go into the file, and with none nothing is written (`written`
    /// is empty).
    public static func run(language: String, output: String?, xcloc: Bool, compiler: Compiler,
                           toolVersion: String, onlyToTranslate: Bool = false) throws(HelpcFailure) -> Result {
        let workspace = compiler.workspace
        let language = workspace.config.language(forTag: language)
        guard language != workspace.config.sourceLanguage else {
            throw HelpcFailure("--lang names a target language; \(language) is the source language")
        }
        guard workspace.config.targetLanguages.contains(language) else {
            throw HelpcFailure("\(language) is not one of the languages in helpc.json (\(workspace.config.languages.joined(separator: ", "))); add it to \"languages\" to translate into it")
        }
        let checked = try compiler.loadedProject()
        let unreadable = checked.outcome.diagnostics.filter { $0.ruleID == "xml.syntax" || $0.ruleID == "xml.schema" }
        if !unreadable.isEmpty { throw HelpcFailure(unreadable) }
        let folder = output.map { URL(fileURLWithPath: $0, relativeTo: workspace.displayBase).standardizedFileURL }
            ?? workspace.outputDirectory.appendingPathComponent("xliff")
        let (document, workload) = XLIFFExporter.exportCounting(checked.project, language: language,
                                                                toolVersion: toolVersion, jobs: compiler.jobs,
                                                                onlyToTranslate: onlyToTranslate)
        // An XLIFF holds one <file> at least: with nothing to translate there is no file to send.
        if onlyToTranslate && workload.all.units == 0 {
            return Result(written: [], language: language, workload: workload)
        }
        let termbase = try HelpcFailure.wrapping { try Resources.defaultTermbase() }
            .overridden(by: try workspace.projectTermbase().termbase)
        let terms = TermbaseExporter.export(termbase, languages: [workspace.config.sourceLanguage, language],
                                            toolVersion: toolVersion)
        let settings = TranslatorSettings.bytes(config: workspace.config, wordLists: try workspace.projectWords(),
                                                spelling: try workspace.spellingWords())
        var files: [String: PiecedBytes] = [:]
        if xcloc {
            let bundle = "\(language).xcloc"
            files["\(bundle)/Localized Contents/\(language).xliff"] = document
            files["\(bundle)/Notes/terms.tbx"] = PiecedBytes(terms)
            files["\(bundle)/Notes/check.json"] = PiecedBytes(settings)
            files["\(bundle)/contents.json"] = PiecedBytes(JSONWriter.xcode.bytes(.object([
                ("developmentRegion", .string(workspace.config.sourceLanguage)),
                ("targetLocale", .string(language)),
                ("toolInfo", .object([
                    ("toolID", .string("helpc")), ("toolName", .string("helpc")), ("toolVersion", .string(toolVersion)),
                ])),
                ("version", .string("1.0")),
            ])))
        } else {
            files["\(language).xliff"] = document
            files["\(language).tbx"] = PiecedBytes(terms)
            files["\(language).check.json"] = PiecedBytes(settings)
        }
        try OutputWriter.write(pieced: files, into: folder, display: workspace.display)
        return Result(written: files.keys.sorted().map { workspace.display(folder.appendingPathComponent($0)) },
                      language: language, workload: workload)
    }
}
