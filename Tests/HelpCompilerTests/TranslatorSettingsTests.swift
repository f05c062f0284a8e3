import Foundation
@testable import HelpCompiler
import HelpCore
import Testing

/// A translator checks the exported XLIFF on their own machine, where the
/// project is not: the check must find there what the project's check of
/// the same copy finds, so export-xliff writes the project's settings,
/// words and termbase beside the file and the check reads them.
struct TranslatorSettingsTests {
    /// A project for iPhone only, with 해요체 allowed (ko.register off), a
    /// word of its own and a term of its own that the translation breaks.
    static func project() throws -> URL {
        let project = try Helpc.emptyFolder()
        try Helpc.write(#"{"languages": ["en", "ko"], "platforms": ["ios"], "rules": {"ko.register": "off"}}"#,
                        to: "helpc.json", in: project)
        try Helpc.write("루멘북\n", to: "content/words.txt", in: project)
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
              <text><body>
                <conceptEntry id="notebook">
                  <langSec xml:lang="ko">
                    <termSec><term>노트</term><termNote type="partOfSpeech">noun</termNote>
                      <termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></termSec>
                    <termSec><term>공책</term><termNote type="partOfSpeech">noun</termNote>
                      <termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termSec>
                  </langSec>
                </conceptEntry>
              </body></text>
            </tbx>
            """, to: "content/terms.tbx", in: project)
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Notes">
              <string id="star"><text xml:lang="en">Tap the star to keep the note.</text><text xml:lang="ko">노트를 보관하려면 별표를 탭해요.</text></string>
              <string id="open"><text xml:lang="en">Open Lumenbook to see your notes.</text><text xml:lang="ko">루멘북 앱을 열어 공책을 보세요.</text></string>
            </help>
            """, to: "content/notes.xml", in: project)
        return project
    }

    /// The findings' rule ids and messages, without where they are.
    static func findings(_ run: Helpc.Run) -> [String] {
        run.standardOutput.split(separator: "\n").compactMap { line in
            line.range(of: ": warning: ").map { "warning: " + line[$0.upperBound...] }
                ?? line.range(of: ": error: ").map { "error: " + line[$0.upperBound...] }
        }.sorted()
    }

    @Test(arguments: [false, true])
    func checkOutsideTheProjectFindsWhatTheProjectsCheckFinds(xcloc: Bool) throws {
        let project = try Self.project()
        let inProject = try Helpc.run(["check", "--lang", "ko"], in: project)
        #expect(Self.findings(inProject) == ["warning: “공책” is deprecated in the termbase; write “노트” [term.deprecated]"],
                "\(inProject.standardOutput)")
        let elsewhere = try Helpc.emptyFolder()
        let export = try Helpc.run(["export-xliff", "--lang", "ko", "--out", elsewhere.path] + (xcloc ? ["--xcloc"] : []),
                                   in: project)
        #expect(export.status == 0, "\(export.standardError)")
        let file = xcloc ? "ko.xcloc" : "ko.xliff"
        let checked = try Helpc.run(["check", file], in: elsewhere)
        #expect(checked.status == 0, "\(checked.standardOutput)\(checked.standardError)")
        #expect(Self.findings(checked).map { $0.replacingOccurrences(of: #" (unit “open”)"#, with: "") }
                == Self.findings(inProject), "\(checked.standardOutput)")

        // Without the settings, the file is checked with helpc's defaults:
        // shown on every platform, 해요체 reported, the word unknown.
        let settings = xcloc ? "ko.xcloc/Notes/check.json" : "ko.check.json"
        try FileManager.default.removeItem(at: elsewhere.appendingPathComponent(settings))
        let defaults = try Helpc.run(["check", file], in: elsewhere)
        let rules = Set(Self.findings(defaults).compactMap { $0.split(separator: "[").last.map { String($0.dropLast()) } })
        #expect(rules.isSuperset(of: ["term.neutral", "ko.register", "spelling"]), "\(defaults.standardOutput)")
    }

    /// A renamed XLIFF finds the folder's only settings; a broken settings
    /// file stops the check, naming the file and what to do.
    @Test func renamedFilesAndBrokenSettings() throws {
        let project = try Self.project()
        let elsewhere = try Helpc.emptyFolder()
        #expect(try Helpc.run(["export-xliff", "--lang", "ko", "--out", elsewhere.path], in: project).status == 0)
        try FileManager.default.moveItem(at: elsewhere.appendingPathComponent("ko.xliff"),
                                         to: elsewhere.appendingPathComponent("notes-ko-final.xliff"))
        let renamed = try Helpc.run(["check", "notes-ko-final.xliff"], in: elsewhere)
        #expect(!renamed.standardOutput.contains("[ko.register]") && renamed.standardOutput.contains("[term.deprecated]"),
                "\(renamed.standardOutput)")

        try Helpc.write(#"{"format": "helpc check settings", "version": 1, "config": {"platforms": ["iphone"]}}"#,
                        to: "ko.check.json", in: elsewhere)
        let broken = try Helpc.run(["check", "notes-ko-final.xliff"], in: elsewhere)
        #expect(broken.status == 2)
        #expect(broken.standardError.contains("ko.check.json:1:") && broken.standardError.contains("did you mean 'ios'?")
                && broken.standardError.contains("export the XLIFF again"), "\(broken.standardError)")
        try Helpc.write("{not json", to: "ko.check.json", in: elsewhere)
        let garbled = try Helpc.run(["check", "notes-ko-final.xliff"], in: elsewhere)
        #expect(garbled.status == 2 && garbled.standardError.contains("ko.check.json is not valid JSON"), "\(garbled.standardError)")
    }

    /// The settings written are read back to the same configuration.
    @Test func settingsRoundTrip() throws {
        var config = Config()
        config.platforms = [.ios, .watchos]
        config.koreanRegister = .polite
        config.ruleSeverities = ["ko.register": .off, "length.limit": .warning]
        config.budgets.tooltip = 90
        config.tipDisplayFrequency = .weekly
        let bytes = TranslatorSettings.bytes(config: config, wordLists: WordLists(["proper-nouns": ["Lumen"]]),
                                             spelling: ["Lumenbook"])
        let read = try TranslatorSettings.load(bytes, path: "ko.check.json")
        #expect(read.config == config)
        #expect(read.wordLists == WordLists(["proper-nouns": ["Lumen"]]))
        #expect(read.spelling == ["Lumenbook"])
    }
}
