import HelpCore

/// The command line, parsed. helpc has no outside dependencies, so this is
/// its own small parser: `helpc <command> [--option value] [--flag] [path…]`,
/// with `--option=value` accepted too and `--` ending the options.
struct Arguments {
    enum Command: String, CaseIterable {
        case build, check, fix, rules, `init`
        case formatXcstrings = "format-xcstrings"
        case importXcstrings = "import-xcstrings"
        case exportXliff = "export-xliff"
        case importXliff = "import-xliff"

        var summary: String {
            switch self {
            case .build: "check the project, then write every output into the build folder"
            case .check: "check content files (the content folder when no path is given)"
            case .fix: "apply the fixes the rules offer (ellipses, quotes, terms, Korean spacing and particles…) in place, then check"
            case .formatXcstrings: "rewrite string catalogs in Xcode's exact layout (--check: only say whether they would change)"
            case .importXcstrings: "turn an existing string catalog into a helpc content file"
            case .exportXliff: "write XLIFF 1.2 (or an .xcloc bundle) of one language for translators"
            case .importXliff: "write a translator's XLIFF (or .xcloc) into the content files in place"
            case .rules: "list the rules, or show one rule in full"
            case .`init`: "create helpc.json, content/, templates/ and schema/ in an empty folder (--schema: refresh schema/helpc.rng)"
            }
        }

        var usage: String {
            switch self {
            case .build: "helpc build [--format FORMAT] [--config FILE] [--lang LANG] [--quiet] [--werror] [--pedantic] [--jobs N] [--no-cache] [--allow-errors]"
            case .check: "helpc check [PATH…] [--format FORMAT] [--config FILE] [--lang LANG] [--quiet] [--werror] [--pedantic] [--jobs N] [--no-cache]"
            case .fix: "helpc fix [PATH…] [--diff] [--format FORMAT] [--config FILE] [--lang LANG] [--quiet] [--werror] [--pedantic] [--jobs N] [--no-cache]"
            case .rules: "helpc rules [ID]"
            case .formatXcstrings: "helpc format-xcstrings [--check] FILE…"
            case .importXcstrings: "helpc import-xcstrings FILE [--out content/FILE.xml] [--config FILE]"
            case .exportXliff: "helpc export-xliff --lang LANG [--out DIR] [--xcloc] [--to-translate] [--config FILE] [--jobs N]"
            case .importXliff: "helpc import-xliff FILE [--config FILE] [--jobs N]"
            case .`init`: "helpc init [FOLDER] [--schema]"
            }
        }

        /// Options that take a value.
        var valueOptions: Set<String> {
            switch self {
            case .build, .check, .fix: ["--format", "--config", "--jobs", "--lang"]
            case .rules, .`init`, .formatXcstrings: []
            case .importXcstrings: ["--out", "--config"]
            case .exportXliff: ["--lang", "--out", "--config", "--jobs"]
            case .importXliff: ["--config", "--jobs"]
            }
        }

        var flags: Set<String> {
            switch self {
            case .build: ["--quiet", "--werror", "--pedantic", "--no-cache", "--allow-errors"]
            case .check: ["--quiet", "--werror", "--pedantic", "--no-cache"]
            case .fix: ["--quiet", "--werror", "--pedantic", "--no-cache", "--diff"]
            case .rules, .importXcstrings, .importXliff: []
            case .`init`: ["--schema"]
            case .formatXcstrings: ["--check"]
            case .exportXliff: ["--xcloc", "--to-translate"]
            }
        }

        var maximumPositionals: Int {
            switch self {
            case .build, .exportXliff: 0
            case .check, .fix, .formatXcstrings: Int.max
            case .rules, .`init`, .importXcstrings, .importXliff: 1
            }
        }
    }

    enum Request {
        case help(Command?)
        case version
        case run(Command, Arguments)
    }

    struct UsageError: Error {
        var message: String
        var command: Command?
    }

    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        guard let first = arguments.first else { return .help(nil) }
        switch first {
        case "--help", "-h", "help": return .help(nil)
        case "--version": return .version
        default: break
        }
        let commands = Command.allCases.map(\.rawValue)
        guard let command = Command(rawValue: first) else {
            // `helpc --jobs 4 check`: options belong to a command and follow it.
            if first.hasPrefix("-"), let named = arguments.dropFirst().first(where: { Command(rawValue: $0) != nil }) {
                throw UsageError(message: "options come after the command: helpc \(named) \(first) …; see 'helpc \(named) --help'")
            }
            throw UsageError(message: "unknown command '\(first)'\(ClosestName.hint(first, among: commands)); commands: \(commands.joined(separator: ", "))")
        }
        var parsed = Arguments()
        var index = 1
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "--help" || argument == "-h" { return .help(command) }
            if argument == "--version" { return .version }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if command.flags.contains(name) {
                guard inlineValue == nil else {
                    throw UsageError(message: "\(name) takes no value", command: command)
                }
                parsed.flags.insert(name)
            } else if command.valueOptions.contains(name) {
                if let inlineValue {
                    parsed.values[name] = inlineValue
                } else if index < arguments.count {
                    parsed.values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "\(name) needs a value", command: command)
                }
            } else {
                let known = command.flags.union(command.valueOptions).sorted()
                throw UsageError(message: "unknown option '\(name)' for 'helpc \(command.rawValue)'\(ClosestName.hint(name, among: known))",
                                 command: command)
            }
        }
        if parsed.positionals.count > command.maximumPositionals {
            let extra = parsed.positionals[command.maximumPositionals]
            throw UsageError(message: "unexpected argument '\(extra)'", command: command)
        }
        return .run(command, parsed)
    }

    func flag(_ name: String) -> Bool { flags.contains(name) }
}
