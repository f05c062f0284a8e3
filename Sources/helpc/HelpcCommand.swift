import Foundation
import HelpCompiler
import HelpCore
import HelpReport
import HelpRules

/// `helpc`: parses the command line, calls the HelpCompiler library, prints.
/// Exit status: 0 clean or warnings only, 1 errors found, 2 usage or I/O.
@main
enum HelpcCommand {
    static let version = ToolIdentity.version

    static func main() {
        exit(run(Array(CommandLine.arguments.dropFirst())))
    }

    static func run(_ arguments: [String]) -> Int32 {
        let request: Arguments.Request
        do {
            request = try Arguments.parse(arguments)
        } catch {
            let see = error.command.map { "helpc \($0.rawValue) --help" } ?? "helpc --help"
            Output.standardError("helpc: error: \(error.message); see '\(see)'\n")
            return 2
        }
        switch request {
        case .version:
            Output.standardOutput("helpc \(version)\n")
            return 0
        case .help(let command):
            Output.standardOutput(help(command))
            return 0
        case .run(let command, let arguments):
            do {
                return try execute(command, arguments)
            } catch {
                Output.failure(error.diagnostics)
                return 2
            }
        }
    }

    private static func execute(_ command: Arguments.Command, _ arguments: Arguments) throws(HelpcFailure) -> Int32 {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        switch command {
        case .rules:
            return rules(arguments.positionals.first)
        case .exportXliff:
            guard let language = arguments.values["--lang"] else { throw HelpcFailure("export-xliff needs --lang, e.g. --lang ko") }
            let workspace = try Workspace.open(directory: directory, configPath: arguments.values["--config"])
            let result = try XLIFFExport.run(language: language, output: arguments.values["--out"], xcloc: arguments.flag("--xcloc"),
                                             compiler: Compiler(workspace: workspace, jobs: try jobs(arguments)), toolVersion: version,
                                             onlyToTranslate: arguments.flag("--to-translate"))
            if result.written.isEmpty {
                Output.standardOutput("\(result.language): nothing to translate or review; nothing written\n")
                return 0
            }
            Output.standardOutput(result.written.map { "wrote \($0)\n" }.joined() + result.workload.summary(language: result.language) + "\n")
            return 0
        case .importXliff:
            guard let path = arguments.positionals.first else { throw HelpcFailure("import-xliff needs an .xliff file or .xcloc bundle") }
            let workspace = try Workspace.open(directory: directory, configPath: arguments.values["--config"])
            var compiler = Compiler(workspace: workspace, jobs: try jobs(arguments))
            compiler.releasesMemory = false
            let result = try XLIFFImport.run(path, compiler: compiler)
            for id in result.stale {
                Output.standardError("\(path): warning: “\(id)” was translated from an older \(workspace.config.sourceLanguage) text; imported as needs review\n")
            }
            for id in result.orphans {
                Output.standardError("\(path): warning: “\(id)” is not in the content any more; not imported\n")
            }
            for (id, reason) in result.skipped {
                Output.standardError("\(path): warning: “\(id)” not imported: \(reason)\n")
            }
            Output.standardOutput("imported \(result.imported) \(result.language) translation\(result.imported == 1 ? "" : "s") into \(result.files.count) file\(result.files.count == 1 ? "" : "s")\n")
            if !result.reviewed.isEmpty {
                let count = result.reviewed.count
                Output.standardOutput("\(count) reviewed \(result.language) translation\(count == 1 ? "" : "s") kept as \(count == 1 ? "it was" : "they were"), now following the current \(workspace.config.sourceLanguage)\n")
            }
            return 0
        case .importXcstrings:
            guard let path = arguments.positionals.first else { throw HelpcFailure("import-xcstrings needs a .xcstrings file") }
            let workspace = try Workspace.open(directory: directory, configPath: arguments.values["--config"])
            let result = try CatalogImport.run(path, output: arguments.values["--out"], workspace: workspace)
            for (key, reason) in result.skipped {
                Output.standardError("\(path): warning: key “\(key)” not imported: \(reason)\n")
            }
            if !result.unconfiguredLanguages.isEmpty {
                Output.standardError("helpc: add \(result.unconfiguredLanguages.joined(separator: ", ")) to \"languages\" in helpc.json to check and build them\n")
            }
            Output.standardOutput("imported \(result.imported) key\(result.imported == 1 ? "" : "s") into \(result.output)\n")
            return 0
        case .formatXcstrings:
            guard !arguments.positionals.isEmpty else { throw HelpcFailure("format-xcstrings needs one or more .xcstrings files") }
            let results = try CatalogFormatter.format(arguments.positionals, in: directory, checkOnly: arguments.flag("--check"))
            var changed = false
            for result in results where result.wouldChange {
                changed = true
                Output.standardOutput(arguments.flag("--check") ? "\(result.path): not in Xcode's layout\n" : "formatted \(result.path)\n")
            }
            return arguments.flag("--check") && changed ? 1 : 0
        case .`init`:
            let folder = arguments.positionals.first.map { URL(fileURLWithPath: $0, relativeTo: directory).standardizedFileURL } ?? directory
            if arguments.flag("--schema") {
                let changed = try ProjectScaffold.refreshSchema(in: folder)
                Output.standardOutput(changed ? "wrote \(ProjectScaffold.schemaPath)\n" : "\(ProjectScaffold.schemaPath) is already this helpc's\n")
                return 0
            }
            let created = try ProjectScaffold.create(in: folder)
            Output.standardOutput(created.map { "created \($0)\n" }.joined())
            return 0
        case .build, .check, .fix:
            guard let format = ReportFormat(rawValue: arguments.values["--format"] ?? "text") else {
                throw HelpcFailure("--format must be one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let jobs = try jobs(arguments)
            var workspace = try Workspace.open(directory: directory, configPath: arguments.values["--config"])
            workspace.config.pedantic = arguments.flag("--pedantic")
            var compiler = Compiler(workspace: workspace, jobs: jobs, warningsAreErrors: arguments.flag("--werror"))
            compiler.onlyLanguage = arguments.values["--lang"]
            let quiet = arguments.flag("--quiet")
            if command == .check {
                compiler.releasesMemory = false
                let result = try compiler.check(arguments.positionals, useCache: !arguments.flag("--no-cache"))
                report(result.outcome, files: result.checkedFiles, format: format, quiet: quiet)
                if result.checkedFiles.isEmpty && arguments.positionals.isEmpty && !quiet { noContent(workspace) }
                return result.hasErrors ? 1 : 0
            }
            if command == .fix, arguments.flag("--diff") {
                let result = try compiler.fix(arguments.positionals, useCache: !arguments.flag("--no-cache"), dryRun: true)
                Output.standardOutput(result.diff)
                if !quiet {
                    let files = result.files.count
                    Output.standardError("helpc: would apply \(result.applied) fix\(result.applied == 1 ? "" : "es") in \(files) file\(files == 1 ? "" : "s"); nothing written\n")
                }
                return result.applied > 0 ? 1 : 0
            }
            if command == .fix {
                let result = try compiler.fix(arguments.positionals, useCache: !arguments.flag("--no-cache"))
                if !quiet {
                    let files = result.files.count
                    Output.standardError("helpc: applied \(result.applied) fix\(result.applied == 1 ? "" : "es") in \(files) file\(files == 1 ? "" : "s")\n")
                }
                report(result.remaining.outcome, files: result.remaining.checkedFiles, format: format, quiet: quiet)
                return result.remaining.hasErrors ? 1 : 0
            }
            compiler.releasesMemory = false
            compiler.allowsErrors = arguments.flag("--allow-errors")
            if !quiet {
                compiler.waitingForAnotherBuild = {
                    Output.standardError("helpc: another build of this project is running; waiting for it to finish\n")
                }
            }
            let result = try compiler.build(useCache: !arguments.flag("--no-cache"))
            if result.cache == .discarded && !quiet {
                Output.standardError("helpc: the build cache in \(workspace.display(workspace.outputDirectory)) was unreadable; it was discarded and everything was rebuilt\n")
            }
            report(result.outcome, files: result.checkedFiles, format: format, quiet: quiet)
            if result.checkedFiles.isEmpty && !quiet { noContent(workspace) }
            if result.stopped {
                let allowed = compiler.allowsErrors ? " (--allow-errors writes through errors in copy, not through these)" : ""
                Output.standardError("helpc: build stopped by errors\(allowed); outputs in \(workspace.display(workspace.outputDirectory)) were left as they were\n")
                return 1
            }
            if !quiet {
                let unchanged = result.written.count - result.changed.count
                let removed = result.removed.count
                Output.standardError("helpc: wrote \(result.changed.count) file\(result.changed.count == 1 ? "" : "s") to \(workspace.display(workspace.outputDirectory))"
                                     + (unchanged > 0 ? " (\(unchanged) unchanged)" : "")
                                     + (removed > 0 ? "; removed \(removed) the content no longer makes" : "")
                                     + (result.hasErrors ? " despite errors (--allow-errors); fix them before shipping" : "") + "\n")
            }
            return result.hasErrors ? 1 : 0
        }
    }

    /// A check of nothing passes, which hides a "content" setting that
    /// points at the wrong folder: said on standard error.
    private static func noContent(_ workspace: Workspace) {
        Output.standardError("helpc: no content files in \(workspace.display(workspace.contentDirectory)); "
                             + "add .xml files there, or set \"content\" in helpc.json to the folder that holds them\n")
    }

    /// `--jobs N`, or one thread per core.
    private static func jobs(_ arguments: Arguments) throws(HelpcFailure) -> Int {
        guard let value = arguments.values["--jobs"] else { return ProcessInfo.processInfo.activeProcessorCount }
        guard let number = Int(value), number > 0 else {
            throw HelpcFailure("--jobs needs a positive whole number, not '\(value)'")
        }
        return number
    }

    private static func report(_ outcome: RuleEngine.Outcome, files: [String], format: ReportFormat, quiet: Bool) {
        var shown = outcome
        if quiet { shown.diagnostics = outcome.diagnostics.filter { $0.severity == .error } }
        let report = Report(outcome: shown, files: files, toolVersion: version)
        Output.standardOutput(format.render(report, colored: format == .text && Output.standardOutputIsTerminal))
        if format == .text && !quiet && !outcome.diagnostics.isEmpty {
            Output.standardError(TextReporter.summary(
                errors: outcome.errorCount, warnings: outcome.warningCount,
                suppressed: outcome.suppressed.count) + "\n")
        }
    }

    private static func rules(_ id: String?) -> Int32 {
        guard let id else {
            Output.standardOutput(RuleDocumentation.list(RuleCatalog.all))
            return 0
        }
        guard let rule = RuleCatalog.rule(withID: id) else {
            let hint = ClosestName.hint(id, among: RuleCatalog.all.map { $0.description.id })
            Output.standardError("helpc: error: there is no rule '\(id)'\(hint); `helpc rules` lists them\n")
            return 2
        }
        Output.standardOutput(RuleDocumentation.full(rule))
        return 0
    }

    private static func help(_ command: Arguments.Command?) -> String {
        if let command {
            return """
                usage: \(command.usage)

                \(command.summary).

                \(options(for: command))
                """
        }
        // Padded to the longest name: `padding(toLength:)` also cuts a name
        // longer than the column, which once printed "format-xrewrite".
        let width = Arguments.Command.allCases.map(\.rawValue.count).max()! + 2
        let commands = Arguments.Command.allCases.map {
            "  \($0.rawValue.padding(toLength: width, withPad: " ", startingAt: 0))\($0.summary)"
        }.joined(separator: "\n")
        return """
            helpc \(version): checks help content and UI copy against Apple's guidance, \
            in English and Korean, and builds string catalogs from it.

            usage: helpc <command> [options]

            commands:
            \(commands)

            Run 'helpc <command> --help' for a command's options.
            Exit status: 0 clean or warnings only, 1 errors found, 2 usage or I/O problem.

            """
    }

    private static func options(for command: Arguments.Command) -> String {
        switch command {
        case .build, .check, .fix:
            return """
                options:
                  --format FORMAT     text (default: file:line:col: severity: message [rule]), json,
                                      sarif (SARIF 2.1.0), junit (JUnit XML) or github (workflow commands)
                  --config FILE       the project's helpc.json (default: ./helpc.json if present)
                  --quiet             print errors only, no summary
                  --werror            treat warnings as errors
                  --pedantic          also report what rules can't decide (a Latin word with no Hangul reading)
                  --lang LANG         report only findings about copy in LANG (for translators)
                  --jobs N            threads to use (default: one per core)
                \(command == .build ? """
                  --no-cache          ignore build/.helpc-cache: check every file and render every page
                                      (the cache is then rewritten from this build)
                  --allow-errors      write the outputs though copy has errors (an unfinished translation,
                                      to look at); unreadable files, shared ids, overlapping scopes and
                                      links to nowhere still stop the build. Exit status stays 1.

                """ : """
                  --no-cache          read and check every file, even those unchanged since the last
                                      build (by default their findings come from build/.helpc-cache)

                """)\(command == .fix ? """
                  --diff              write nothing: print the changes as a unified diff (for git apply
                                      or patch -p1); exit status 1 when there is a fix to make, else 0

                """ : "")
                Exit status: 0 clean or warnings only, 1 errors found, 2 usage or I/O problem.

                """
        case .rules:
            return "With an ID, prints that rule's rationale and examples.\n"
        case .exportXliff:
            return """
                One <file> per table, one trans-unit per catalog key and variation, with the translator
                comment, where the copy is shown and its width budget; then the table's help pages,
                a trans-unit per block, inline elements as <g>/<x/> codes. Default folder: build/xliff.
                Ends with the units and source words in the file, and those new or to review.
                With --to-translate only the units with no translation or one to review go into the file
                (the rest stay as they are when it comes back), and with none nothing is written.

                """
        case .importXliff:
            return """
                Only the target language's <text> elements whose copy changed are rewritten (with their
                source fingerprint); everything else in the files stays byte for byte. Units translated
                from an older source are imported as needing review; units for ids that no longer exist
                are listed. A help page's blocks go into the target language's page block by block,
                or make that page when the topic has none and every block is translated; blocks that
                can't be placed are listed with the reason. Nothing is written unless every file can be.

                """
        case .importXcstrings:
            return """
                Each key becomes a <string> (keys must be helpc ids), device variations platform-scoped
                texts, plural variations plural forms; comments are kept. An existing file is never
                overwritten.

                """
        case .formatXcstrings:
            return """
                Reads each catalog keeping every field and writes it back as Xcode does. With --check
                nothing is written; exit status 1 says some file is not in Xcode's layout.

                """
        case .`init`:
            return """
                Refuses to overwrite anything: the folder must not have helpc.json, content/ or
                schema/helpc.rng yet. schema/helpc.rng is the RELAX NG schema helpc checks with, for
                editors (content files point at it with <?xml-model?>); after upgrading helpc,
                helpc init --schema writes this version's over it and touches nothing else.

                """
        }
    }
}
