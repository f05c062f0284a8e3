import Foundation
import HelpCore
import Testing

/// The command line as documented: exit 0 clean or warnings only, 1 errors,
/// 2 usage or I/O; clang-style text; the JSON shape later tools rely on.
struct CommandLineTests {
    @Test func cleanProjectExitsZeroAndPrintsNothing() throws {
        let project = try Helpc.scratchProject("clean")
        let run = try Helpc.run(["check"], in: project)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    @Test func errorsExitOneInClangStyle() throws {
        let project = try Helpc.scratchProject("broken")
        let run = try Helpc.run(["check"], in: project)
        #expect(run.status == 1)
        #expect(run.standardOutput == """
            content/alerts.xml:3:3: error: the id 'alert.delete' is also used at content/alerts.xml:8:3; ids must be unique across the project [id.duplicate]
            content/alerts.xml:4:12: error: 'alert.delete.title' has no ko text [translation.missing]
            content/alerts.xml:8:3: error: the id 'alert.delete' is also used at content/alerts.xml:3:3; ids must be unique across the project [id.duplicate]

            """)
        #expect(run.standardError.contains("3 errors and 0 warnings"))
    }

    @Test func warningsAloneExitZeroUnlessWerror() throws {
        let project = try Helpc.scratchProject("broken")
        try Helpc.write(#"{ "rules": { "translation.missing": "warning", "id.duplicate": "off" } }"#,
                        to: "helpc.json", in: project)
        let run = try Helpc.run(["check"], in: project)
        #expect(run.status == 0)
        #expect(run.standardOutput.contains(": warning: 'alert.delete.title' has no ko text [translation.missing]"))
        let strict = try Helpc.run(["check", "--werror"], in: project)
        #expect(strict.status == 1)
        #expect(strict.standardOutput.contains(": error: 'alert.delete.title'"))
        let quiet = try Helpc.run(["check", "--quiet"], in: project)
        #expect(quiet.status == 0)
        #expect(quiet.standardOutput.isEmpty && quiet.standardError.isEmpty)
    }

    @Test func jsonFormat() throws {
        let project = try Helpc.scratchProject("broken")
        let run = try Helpc.run(["check", "--format", "json"], in: project)
        #expect(run.status == 1)
        let report = try JSONParser.parse(Array(run.standardOutput.utf8), file: "stdout")
        let diagnostics = try #require(report["diagnostics"]?.arrayValue)
        try #require(diagnostics.count == 3)
        let missing = diagnostics[1]
        #expect(missing.objectValue?.map(\.key) == ["file", "line", "column", "severity", "rule", "message", "entry", "language"])
        #expect(missing["file"]?.stringValue == "content/alerts.xml")
        #expect(missing["line"]?.intValue == 4)
        #expect(missing["column"]?.intValue == 12)
        #expect(missing["severity"]?.stringValue == "error")
        #expect(missing["rule"]?.stringValue == "translation.missing")
        #expect(missing["entry"]?.stringValue == "alert.delete")
        #expect(missing["language"]?.stringValue == "ko")
        #expect(diagnostics[0]["language"] == .null)
        #expect(report["suppressed"]?.arrayValue == [])
    }

    @Test func suppressionsAreListedWithTheirReason() throws {
        let project = try Helpc.scratchProject("clean")
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="debug.menu" ignore="translation.missing" because="English-only debug menu"><text xml:lang="en">Debug</text></string>
            </help>
            """, to: "content/debug.xml", in: project)
        let run = try Helpc.run(["check", "--format=json"], in: project)
        #expect(run.status == 0)
        let report = try JSONParser.parse(Array(run.standardOutput.utf8), file: "stdout")
        let suppressed = try #require(report["suppressed"]?.arrayValue?.first)
        #expect(suppressed["rule"]?.stringValue == "translation.missing")
        #expect(suppressed["reason"]?.stringValue == "English-only debug menu")
    }

    @Test func checkTakesFilesAndFolders() throws {
        let project = try Helpc.scratchProject("clean")
        try Helpc.write("<help version=\"1\"><string id=\"x\"></string></help>", to: "other/bad.xml", in: project)
        #expect(try Helpc.run(["check", "content/library.xml"], in: project).status == 0)
        #expect(try Helpc.run(["check", "content/tips"], in: project).status == 0)
        let bad = try Helpc.run(["check", "content", "other"], in: project)
        #expect(bad.status == 1)
        #expect(bad.standardOutput.hasPrefix("other/bad.xml:1:19: error:"))
    }

    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usageCases: [UsageCase] = [
        UsageCase(arguments: ["frobnicate"], message: "unknown command 'frobnicate'; commands:"),
        UsageCase(arguments: ["chekc"], message: "unknown command 'chekc' (did you mean 'check'?); commands:"),
        UsageCase(arguments: ["--jobs", "4", "check"], message: "options come after the command: helpc check --jobs …; see 'helpc check --help'"),
        UsageCase(arguments: ["--jobs", "4"], message: "unknown command '--jobs'; commands:"),
        UsageCase(arguments: ["check", "--formt", "json"], message: "unknown option '--formt' for 'helpc check' (did you mean '--format'?)"),
        UsageCase(arguments: ["check", "--colour"], message: "unknown option '--colour' for 'helpc check'"),
        UsageCase(arguments: ["check", "--format", "yaml"], message: "--format must be one of text, json"),
        UsageCase(arguments: ["check", "--jobs", "0"], message: "--jobs needs a positive whole number"),
        UsageCase(arguments: ["check", "--jobs"], message: "--jobs needs a value"),
        UsageCase(arguments: ["check", "missing.xml"], message: "missing.xml does not exist"),
        UsageCase(arguments: ["check", "helpc.json"], message: "helpc.json is not a content file"),
        UsageCase(arguments: ["check", "ko.xliff"], message: "ko.xliff does not exist"),
        UsageCase(arguments: ["check", "--config", "nowhere.json"], message: "nowhere.json does not exist"),
        UsageCase(arguments: ["build", "extra"], message: "unexpected argument 'extra'"),
        UsageCase(arguments: ["export-xliff", "--lang", "ja"],
                  message: "ja is not one of the languages in helpc.json (en, ko); add it to \"languages\" to translate into it"),
        UsageCase(arguments: ["rules", "no.such.rule"], message: "there is no rule 'no.such.rule'; `helpc rules`"),
        UsageCase(arguments: ["rules", "ko.particles"], message: "there is no rule 'ko.particles' (did you mean 'ko.particle'?)"),
    ]

    @Test(arguments: usageCases)
    func usageAndIOProblemsExitTwo(_ testCase: UsageCase) throws {
        let project = try Helpc.scratchProject("clean")
        let run = try Helpc.run(testCase.arguments, in: project)
        #expect(run.status == 2)
        #expect(run.standardError.contains(testCase.message), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
    }

    /// A catalog helpc would read only in part is not imported at all:
    /// the import once wrote a value that was a number as empty copy.
    @Test func aMalformedCatalogIsNotImported() throws {
        let project = try Helpc.scratchProject("clean")
        try Helpc.write(#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":{"stringUnit":{"state":"translated","value":5}}}}},"version":"1.0"}"#,
                        to: "Old.xcstrings", in: project)
        let run = try Helpc.run(["import-xcstrings", "Old.xcstrings"], in: project)
        #expect(run.status == 2)
        #expect(run.standardError.contains(#"Old.xcstrings:1:106: error: key “a”, en: "value" must be a string, not a number [xml.schema]"#),
                "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("content/Old.xml").path))
    }

    /// A catalog that is not JSON is named once, where it breaks (the
    /// location was also written into the message).
    @Test(arguments: [["format-xcstrings", "Cut.xcstrings"], ["import-xcstrings", "Cut.xcstrings"]])
    func aCatalogThatIsNotJSONIsNamedOnce(_ arguments: [String]) throws {
        let project = try Helpc.scratchProject("clean")
        try Helpc.write(#"{"a":"#, to: "Cut.xcstrings", in: project)
        let run = try Helpc.run(arguments, in: project)
        #expect(run.status == 2)
        #expect(run.standardError == "Cut.xcstrings:1:6: error: unexpected end of file: a value was expected; the file is not valid JSON [io]\n")
    }

    @Test func badConfigurationExitsTwoWithThePath() throws {
        let project = try Helpc.scratchProject("clean")
        try Helpc.write("{\n  \"budgets\": { \"tooltip\": 75, \"tolltip\": 60 }\n}\n", to: "helpc.json", in: project)
        let run = try Helpc.run(["check"], in: project)
        #expect(run.status == 2)
        #expect(run.standardError.contains("helpc.json:2:31: error: unknown key 'budgets.tolltip'"), "\(run.standardError)")
    }

    /// A project's word list extends helpc's list of the same name; one
    /// named after no list of helpc's (a misspelt file) would never be read
    /// by a rule, so it stops the check with the name it was likely meant to have.
    @Test func aWordListOfNoKnownNameIsAnError() throws {
        let project = try Helpc.scratchProject("clean")
        try Helpc.write("Limited offer\n", to: "content/words/promotinal.en.txt", in: project)
        let run = try Helpc.run(["check"], in: project)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix(
            "content/words/promotinal.en.txt:1:1: error: no word list of helpc is named promotinal.en (did you mean promotional.en.txt?); "),
                "\(run.standardError)")
        #expect(run.standardError.contains("a project's list extends one of: cancel.en, cancel.ko,"))
        try FileManager.default.moveItem(at: project.appendingPathComponent("content/words/promotinal.en.txt"),
                                         to: project.appendingPathComponent("content/words/promotional.en.txt"))
        #expect(try Helpc.run(["check"], in: project).status != 2)
    }

    /// A project's misspellings pair each misspelling with the word meant:
    /// a line with no correction is an error at its line; with one, the
    /// spelling finding names it.
    @Test func aProjectsMisspellingsNeedTheirCorrections() throws {
        let project = try Helpc.scratchProject("clean")
        try Helpc.write("# ours\nrecipie recipe\n\ningrediant   # the word meant is missing\n", to: "content/words/misspellings.en.txt", in: project)
        let run = try Helpc.run(["check"], in: project)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix(
            "content/words/misspellings.en.txt:4:1: error: “ingrediant” has no correction; write the misspelling, a space and the word meant (갯수 개수)"),
                "\(run.standardError)")
        try Helpc.write("recipie recipe\n", to: "content/words/misspellings.en.txt", in: project)
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><string id="s"><text xml:lang="en">Open the recipie.</text><text xml:lang="ko">레시피를 여세요.</text></string></help>
            """, to: "content/typo.xml", in: project)
        let checked = try Helpc.run(["check"], in: project)
        #expect(checked.standardOutput.contains("“recipie” is misspelled; write “recipe”"), "\(checked.standardOutput)")
    }

    @Test func fixedRulesCannotBeTurnedOff() throws {
        let project = try Helpc.scratchProject("clean")
        try Helpc.write(#"{ "rules": { "xml.syntax": "off" } }"#, to: "helpc.json", in: project)
        let run = try Helpc.run(["check"], in: project)
        #expect(run.status == 2)
        #expect(run.standardError.contains("'xml.syntax' cannot be changed"))
    }

    /// A broken link among the content stops a check and a build alike,
    /// naming the file (a build once passed it over).
    @Test(arguments: ["check", "build"])
    func unreadableContentExitsTwo(command: String) throws {
        let project = try Helpc.scratchProject("clean")
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("content/gone.xml").path, withDestinationPath: "/nonexistent/gone.xml")
        let run = try Helpc.run([command], in: project)
        #expect(run.status == 2)
        #expect(run.standardError.contains(
            "content/gone.xml: error: content/gone.xml is a symbolic link to /nonexistent/gone.xml, which does not exist; "
                + "point it at a file or remove it"), "\(run.standardError)")
    }

    /// A linked folder among the content is not entered, and says so:
    /// check and build once left its files out without a word.
    @Test(arguments: [["check"], ["check", "content"], ["build"]])
    func aLinkedFolderIsNamed(arguments: [String]) throws {
        let project = try Helpc.scratchProject("clean")
        let outside = try Helpc.emptyFolder()
        try Helpc.write("<help version=\"1\"/>", to: "shared.xml", in: outside)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("content/shared").path,
                                                   withDestinationPath: outside.path)
        let run = try Helpc.run(arguments, in: project)
        #expect(run.status == 2)
        #expect(run.standardError.contains(
            "content/shared: error: content/shared is a symbolic link to \(outside.path), a folder helpc does not enter; "
                + "move the folder into the content folder, or link its files one by one"), "\(arguments): \(run.standardError)")
    }

    /// A named pipe among the content is named, whatever its name: it was
    /// passed over without a word.
    @Test(arguments: [("content/pipe.xml", "check"), ("content/pipe.xml", "build"), ("content/images/pipe.png", "build")])
    func aPipeAmongTheContentIsNamed(file: String, command: String) throws {
        let project = try Helpc.scratchProject("clean")
        let path = project.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(path.path, 0o600) == 0)
        let run = try Helpc.run([command], in: project)
        #expect(run.status == 2)
        #expect(run.standardError.contains("\(file): error: cannot read \(file): it is not a regular file (a pipe, socket or device)"),
                "\(run.standardError)")
    }

    /// A link that leads back to itself is named as one, not as a file
    /// that does not exist.
    @Test func aLoopOfLinksIsNamed() throws {
        let project = try Helpc.scratchProject("clean")
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("content/loop.xml").path,
                                                   withDestinationPath: "loop.xml")
        for arguments in [["check"], ["check", "content/loop.xml"]] {
            let run = try Helpc.run(arguments, in: project)
            #expect(run.status == 2)
            #expect(run.standardError.contains("content/loop.xml is a symbolic link that leads back to itself"),
                    "\(arguments): \(run.standardError)")
        }
    }

    /// Word lists and templates are text: bytes that are not UTF-8 are
    /// refused where they stand, not read as replacement characters into
    /// every check and page.
    @Test(arguments: [("content/words.txt", "check"), ("content/words/proper-nouns.txt", "check"),
                      ("templates/topic.mustache", "build")])
    func textFilesThatAreNotUTF8AreRefused(file: String, command: String) throws {
        let project = try Helpc.scratchProject("clean")
        let url = project.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# ours\nRecipely\nCaf".utf8 + [0xE9] + Data("\n".utf8)).write(to: url)
        let run = try Helpc.run([command], in: project)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("\(file):3:4: error: \(file) is not UTF-8 text (byte 0xE9 here); save it as UTF-8"),
                "\(run.standardError)")
        try Data("# ours\nRecipely\nCafé\n".utf8).write(to: url)
        #expect(try Helpc.run([command], in: project).status != 2)
    }

    @Test func helpAndVersion() throws {
        let folder = try Helpc.emptyFolder()
        let version = try Helpc.run(["--version"], in: folder)
        #expect(version.status == 0)
        #expect(version.standardOutput.hasPrefix("helpc "))
        for arguments in [["--help"], ["check", "--help"], ["build", "-h"], ["rules", "--help"], ["init", "--help"]] {
            let run = try Helpc.run(arguments, in: folder)
            #expect(run.status == 0)
            #expect(run.standardOutput.contains("usage: helpc"), "\(arguments)")
        }
        #expect(try Helpc.run(["check", "--version"], in: folder).standardOutput == version.standardOutput)
        // Every command is listed whole, its summary in one column after it.
        let listing = try Helpc.run(["--help"], in: folder).standardOutput
        let rows = listing.split(separator: "\n").drop { $0 != "commands:" }.dropFirst().prefix { $0.hasPrefix("  ") }
        let names = ["build", "check", "fix", "rules", "init", "format-xcstrings", "import-xcstrings", "export-xliff", "import-xliff"]
        for name in names {
            #expect(rows.contains { $0.hasPrefix("  \(name) ") }, "`\(name)` not listed whole in:\n\(listing)")
        }
        #expect(rows.count == names.count, "\(listing)")
        let columns = Set(rows.map { row in
            row.count - row.dropFirst(2).drop { $0 != " " }.drop { $0 == " " }.count
        })
        #expect(columns.count == 1, "summaries do not start in one column:\n\(listing)")
        // A command's usage line names every option its help explains.
        for name in names {
            let help = try Helpc.run([name, "--help"], in: folder).standardOutput
            let usage = help.split(separator: "\n").first { $0.hasPrefix("usage: ") } ?? ""
            let explained = help.split(separator: "\n").drop { $0 != "options:" }
                .compactMap { $0.split(separator: " ").first { $0.hasPrefix("--") } }
            for option in explained {
                #expect(usage.contains("[\(option)") || usage.contains(" \(option) "), "`helpc \(name)` usage lacks \(option): \(usage)")
            }
        }
    }

    @Test func rulesCatalog() throws {
        let folder = try Helpc.emptyFolder()
        let list = try Helpc.run(["rules"], in: folder)
        #expect(list.status == 0)
        for id in ["xml.syntax", "xml.schema", "id.duplicate", "scope.overlap", "translation.missing", "suppression.reason"] {
            #expect(list.standardOutput.contains("\(id) "), "\(id) missing from `helpc rules`")
        }
        let one = try Helpc.run(["rules", "scope.overlap"], in: folder)
        #expect(one.status == 0)
        #expect(one.standardOutput.hasPrefix("scope.overlap: "))
        #expect(one.standardOutput.contains("default severity: error"))
        #expect(one.standardOutput.contains("↓<text xml:lang=\"en\" platform=\"ipados macos\">"))
    }
}

struct SpellingAvailabilityTests {
    /// Without dictionaries, helpc says once per language that spelling was
    /// not checked, instead of passing in silence.
    @Test func missingDictionariesAreReportedOnce() throws {
        let project = try Helpc.scratchProject("clean")
        let empty = try Helpc.emptyFolder()
        let process = Process()
        process.executableURL = Helpc.executable
        process.arguments = ["check"]
        process.currentDirectoryURL = project
        process.environment = ProcessInfo.processInfo.environment.merging(["HELPC_DICTIONARIES": empty.path]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "a warning, not an error")
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2, "\(text)")
        #expect(lines.allSatisfy { $0.contains("warning: spelling was not checked in") && $0.hasSuffix("[spelling]") })
        #expect(text.contains("in en: no Hunspell dictionary for en"))
        #expect(text.contains("install Debian's hunspell-ko"))
    }
}

struct ProjectTermbaseTests {
    @Test func projectTermbaseIsReadAndItsMistakesReported() throws {
        let project = try Helpc.scratchProject("clean")
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
              <text><body>
                <conceptEntry id="recipe-book">
                  <langSec xml:lang="en">
                    <termSec><term>cookbook</term><termNote type="partOfSpeech">noun</termNote>
                      <termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termSec>
                  </langSec>
                </conceptEntry>
              </body></text>
            </tbx>
            """, to: "content/terms.tbx", in: project)
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Library">
              <string id="library.book"><text xml:lang="en">Open the cookbook</text><text xml:lang="ko">요리책 열기</text></string>
            </help>
            """, to: "content/book.xml", in: project)
        let run = try Helpc.run(["check"], in: project)
        #expect(run.standardOutput.contains("content/book.xml:3:58: warning: “cookbook” is deprecated in the termbase [term.deprecated]"), "\(run.standardOutput)")

        try Helpc.write("<tbx xmlns=\"urn:iso:std:iso:30042:ed-2\"><text><body><conceptEntry id=\"x\"><langSec><termSec><term>a</term></termSec></langSec></conceptEntry></body></text></tbx>",
                        to: "content/terms.tbx", in: project)
        let broken = try Helpc.run(["check"], in: project)
        #expect(broken.status == 1)
        #expect(broken.standardOutput.contains("content/terms.tbx:1:74: error: <langSec> needs xml:lang"), "\(broken.standardOutput)")
    }
}

struct CatalogCheckTests {
    /// Any project's catalog: a count without plural forms, a tap in its mac
    /// variation, a Korean particle and a placeholder mismatch, each at the
    /// line of its value, naming the key.
    @Test func checkReportsCatalogMistakesAtTheirValues() throws {
        let folder = try Helpc.emptyFolder()
        let catalog = Helpc.fixtures.appendingPathComponent("catalogs/Mistakes.xcstrings")
        try FileManager.default.copyItem(at: catalog, to: folder.appendingPathComponent("Localizable.xcstrings"))
        let run = try Helpc.run(["check", "--format", "json", "Localizable.xcstrings"], in: folder)
        #expect(run.status == 1)
        let report = try JSONParser.parse(Array(run.standardOutput.utf8), file: "stdout")
        let errors = try #require(report["diagnostics"]?.arrayValue).filter { $0["severity"]?.stringValue == "error" }
        let found = errors.map { "\($0["line"]?.intValue ?? 0):\($0["column"]?.intValue ?? 0) \($0["rule"]?.stringValue ?? "") \($0["entry"]?.stringValue ?? "")" }
        #expect(found == ["11:30 plural.categories added", "17:24 placeholder.mismatch added", "34:26 ko.particle list.open", "48:30 term.platform save.hint"])
        #expect(errors.allSatisfy { $0["file"]?.stringValue == "Localizable.xcstrings" })
        let saveHint = try #require(errors.first { $0["entry"]?.stringValue == "save.hint" })
        #expect(saveHint["message"]?.stringValue?.contains("(key “save.hint”)") == true)
    }

    /// Xcode extracts Text("Click here to continue...") under that key
    /// with no English localization: the key is the English, and is checked
    /// where it is written.
    @Test func aKeyWithoutItsSourceIsCheckedAsTheSource() throws {
        let folder = try Helpc.emptyFolder()
        try Helpc.write("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Click here to continue..." : {
                  "localizations" : {
                    "ko" : { "stringUnit" : { "state" : "translated", "value" : "계속하려면 선택하세요…" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """, to: "Localizable.xcstrings", in: folder)
        let run = try Helpc.run(["check", "Localizable.xcstrings"], in: folder)
        #expect(run.standardOutput.contains("Localizable.xcstrings:4:6: warning: “Click” is for macOS"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("Localizable.xcstrings:4:28: error: three periods"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("translation.missing"), "\(run.standardOutput)")
    }

    /// A unit in state new with no value is a translation Xcode holds a
    /// place for, not an empty one; an empty translated value is text.empty's.
    @Test func anUntranslatedUnitIsNoEmptyText() throws {
        let folder = try Helpc.emptyFolder()
        try Helpc.write(Self.catalog("""
                "welcome" : {
                  "comment" : "%@ is the person’s first name.",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome, %@" } },
                    "ko" : { "stringUnit" : { "state" : "new", "value" : "" } }
                  }
                },
                "retry" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Try Again" } },
                    "ko" : { "stringUnit" : { "state" : "translated", "value" : "" } }
                  }
                }
            """), to: "Localizable.xcstrings", in: folder)
        let run = try Helpc.run(["check", "--format", "json", "Localizable.xcstrings"], in: folder)
        let report = try JSONParser.parse(Array(run.standardOutput.utf8), file: "stdout")
        let found = try #require(report["diagnostics"]?.arrayValue).map { "\($0["rule"]?.stringValue ?? "") \($0["entry"]?.stringValue ?? "")" }
        #expect(found == ["text.empty retry"], "\(run.standardOutput)")
    }

    /// A device variation `other` covers the platforms the project ships on
    /// that no variation of its key names: in an iPhone and Mac project,
    /// "Tap" in `other` is iPhone copy, not Apple TV copy. Without a
    /// helpc.json every platform counts.
    @Test func otherDeviceCoversTheProjectsPlatforms() throws {
        let folder = try Helpc.emptyFolder()
        try Helpc.write(Self.catalog("""
                "add.hint" : {
                  "localizations" : {
                    "en" : { "variations" : { "device" : {
                      "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to add" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap to add" } } } } }
                  }
                }
            """), to: "Localizable.xcstrings", in: folder)
        try Self.expectTVOSOnlyWithoutProject("“Tap” is for iOS, iPadOS, visionOS and watchOS; on tvOS write “select”",
                                              checking: "Localizable.xcstrings", in: folder)
    }

    /// Checks `file` with every platform, then in an iPhone and Mac
    /// project: `finding`, about Apple TV, is reported only the first time.
    static func expectTVOSOnlyWithoutProject(_ finding: String, checking file: String, in folder: URL) throws {
        let everywhere = try Helpc.run(["check", file], in: folder)
        #expect(everywhere.standardOutput.contains(finding), "\(everywhere.standardOutput)")
        try Helpc.write(#"{ "languages": ["en", "ko"], "platforms": ["ios", "macos"] }"#, to: "helpc.json", in: folder)
        let project = try Helpc.run(["check", file], in: folder)
        #expect(project.status == 0 && !project.standardOutput.contains("term.platform"), "\(project.standardOutput)")
    }

    /// A string catalog in English holding `strings` (members of its "strings").
    static func catalog(_ strings: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
        \(strings)
          },
          "version" : "1.0"
        }
        """
    }

    /// A Korean translator's XLIFF of the Localizable table holding `units`.
    static func koreanXLIFF(_ units: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Localizable.xcstrings" source-language="en" target-language="ko" datatype="plaintext">
            <body>
        \(units)
            </body>
          </file>
        </xliff>
        """
    }

    /// The same in a translator's XLIFF, whose units name Xcode's device
    /// variations (`|==|device.other`).
    @Test func otherDeviceInXLIFFCoversTheProjectsPlatforms() throws {
        let folder = try Helpc.emptyFolder()
        try Helpc.write(Self.koreanXLIFF("""
                  <trans-unit id="add.hint|==|device.mac"><source>Click to add</source><target>클릭하여 추가</target></trans-unit>
                  <trans-unit id="add.hint|==|device.other"><source>Tap to add</source><target>탭하여 추가</target></trans-unit>
            """), to: "ko.xliff", in: folder)
        try Self.expectTVOSOnlyWithoutProject("“탭” is for iOS, iPadOS, visionOS and watchOS; on tvOS write “선택”",
                                              checking: "ko.xliff", in: folder)
    }

    /// A target that is its source as written (a translation tool's "copy
    /// source to target") is on the translator's to-do list, at the
    /// target; one of nothing but names is not.
    @Test func targetCopiedFromTheSourceIsUntranslated() throws {
        let folder = try Helpc.emptyFolder()
        try Helpc.write(Self.koreanXLIFF("""
                  <trans-unit id="share.done"><source>Shared with your friends</source>
                    <target state="translated">Shared with your friends</target></trans-unit>
                  <trans-unit id="sync.where"><source>iCloud Drive</source><target state="translated">iCloud Drive</target></trans-unit>
            """), to: "ko.xliff", in: folder)
        let run = try Helpc.run(["check", "ko.xliff"], in: folder)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains(
            "ko.xliff:6:36: error: “share.done”: the ko target is the en source as written; translate it [translation.missing]"),
                "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("sync.where"), "\(run.standardOutput)")
    }

    /// The keys of InfoPlist.xcstrings are Info.plist's: one with no
    /// English value takes it from Info.plist and is no copy to check.
    @Test func infoPlistKeysAreNotCopy() throws {
        let folder = try Helpc.emptyFolder()
        try Helpc.write(Self.catalog("""
                "CFBundleDisplayName" : { "shouldTranslate" : false },
                "NSCameraUsageDescription" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "new", "value" : "The camera scans recipe cards..." } }
                  }
                }
            """), to: "InfoPlist.xcstrings", in: folder)
        let run = try Helpc.run(["check", "InfoPlist.xcstrings"], in: folder)
        #expect(run.standardOutput.contains("InfoPlist.xcstrings:7:92: error: three periods"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains("CFBundleDisplayName"), "\(run.standardOutput)")
        try FileManager.default.moveItem(at: folder.appendingPathComponent("InfoPlist.xcstrings"),
                                         to: folder.appendingPathComponent("Localizable.xcstrings"))
        let elsewhere = try Helpc.run(["check", "Localizable.xcstrings"], in: folder)
        #expect(elsewhere.standardOutput.contains("“CFBundleDisplayName” is not in the en dictionary"), "\(elsewhere.standardOutput)")
    }

    @Test func notACatalogIsReported() throws {
        let folder = try Helpc.emptyFolder()
        try Helpc.write("[1, 2]", to: "Broken.xcstrings", in: folder)
        let run = try Helpc.run(["check", "Broken.xcstrings"], in: folder)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("Broken.xcstrings:1:1: error: a string catalog is an object"))
    }
}
