import Foundation
import HelpCompiler
import HelpCore
import Testing

struct BuildTests {
    @Test func buildWritesOneCatalogPerTable() throws {
        let project = try Helpc.scratchProject("clean")
        let run = try Helpc.run(["build"], in: project)
        #expect(run.status == 0, "\(run.standardError)")
        let outputs = Helpc.files(under: project.appendingPathComponent("build"))
        #expect(outputs.keys.sorted() == [".helpc-cache", ".helpc-spelling", "Tips.swift", "catalogs/Library.xcstrings", "catalogs/Tips.xcstrings",
                                         "report/Library.html", "report/Tips.html", "report/index.html"])
    }

    @Test func failedBuildLeavesEarlierOutputsUntouched() throws {
        let project = try Helpc.scratchProject("clean")
        #expect(try Helpc.run(["build"], in: project).status == 0)
        let before = Helpc.files(under: project.appendingPathComponent("build"))

        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Library">
              <string id="library.open"><text xml:lang="en">Open again</text></string>
            </help>
            """, to: "content/more.xml", in: project)
        let failed = try Helpc.run(["build"], in: project)
        #expect(failed.status == 1)
        #expect(failed.standardError.contains("outputs in build were left as they were"))
        #expect(Helpc.files(under: project.appendingPathComponent("build")) == before)
    }

    /// `--allow-errors`: a Korean translation not yet done doesn't keep a
    /// writer from the pages, the exit status still says errors remain, and
    /// a later build without it stops again; an id two entries share still
    /// stops it.
    @Test func allowErrorsWritesThroughErrorsInCopyOnly() throws {
        let project = try Helpc.scratchProject("clean")
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Library">
              <string id="library.close"><text xml:lang="en">Close</text></string>
            </help>
            """, to: "content/more.xml", in: project)
        let stopped = try Helpc.run(["build"], in: project)
        #expect(stopped.status == 1)
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("build/catalogs/Library.xcstrings").path))

        let allowed = try Helpc.run(["build", "--allow-errors"], in: project)
        #expect(allowed.status == 1)
        #expect(allowed.standardOutput.contains("'library.close' has no ko text [translation.missing]"))
        #expect(allowed.standardError.contains("despite errors (--allow-errors); fix them before shipping"), "\(allowed.standardError)")
        let catalog = try String(contentsOf: project.appendingPathComponent("build/catalogs/Library.xcstrings"), encoding: .utf8)
        #expect(catalog.contains("\"library.close\""))

        let again = try Helpc.run(["build"], in: project)
        #expect(again.status == 1)
        #expect(again.standardError.contains("build stopped by errors; outputs in build were left as they were"), "\(again.standardError)")

        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Library">
              <string id="library.open"><text xml:lang="en">Open again</text><text xml:lang="ko">다시 열기</text></string>
            </help>
            """, to: "content/more.xml", in: project)
        let before = Helpc.files(under: project.appendingPathComponent("build"))
        let shared = try Helpc.run(["build", "--allow-errors"], in: project)
        #expect(shared.status == 1)
        #expect(shared.standardError.contains("build stopped by errors (--allow-errors writes through errors in copy, not through these)"))
        #expect(Helpc.files(under: project.appendingPathComponent("build")) == before)
    }

    /// `--werror` makes a warning stop a build as an error does: nothing is
    /// written (it used to write the outputs and then say it had stopped).
    @Test func werrorStopsABuildWithWarnings() throws {
        let project = try Helpc.scratchProject("clean")
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Library">
              <string id="library.close"><text xml:lang="en">Don't close</text><text xml:lang="ko">닫기</text></string>
            </help>
            """, to: "content/more.xml", in: project)
        let lenient = try Helpc.run(["build", "--no-cache"], in: project)
        #expect(lenient.status == 0, "\(lenient.standardOutput)")
        #expect(lenient.standardOutput.contains("warning:") && !lenient.standardOutput.contains("error:"))
        try FileManager.default.removeItem(at: project.appendingPathComponent("build"))
        let strict = try Helpc.run(["build", "--werror"], in: project)
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("build stopped by errors; outputs in build were left as they were"))
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("build/catalogs").path))
    }

    /// A check of an empty content folder passes, and says there was nothing to check.
    @Test func emptyContentFolderIsSaid() throws {
        let project = try Helpc.emptyFolder()
        try Helpc.write("{ \"content\": \"help\" }", to: "helpc.json", in: project)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("help"), withIntermediateDirectories: true)
        for command in [["check"], ["build"]] {
            let run = try Helpc.run(command, in: project)
            #expect(run.status == 0)
            #expect(run.standardError.contains("helpc: no content files in help; add .xml files there, or set \"content\" in helpc.json"),
                    "\(run.standardError)")
        }
        try Helpc.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\"/>\n", to: "help/a.xml", in: project)
        #expect(!(try Helpc.run(["check"], in: project)).standardError.contains("no content files"))
    }

    @Test func outputFolderThatCannotBeWrittenExitsTwoAndLeavesNoTemporaries() throws {
        let project = try Helpc.scratchProject("clean")
        // A file where the catalogs folder should be.
        try Helpc.write("not a folder", to: "build/catalogs", in: project)
        let run = try Helpc.run(["build"], in: project)
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot write"), "\(run.standardError)")
        #expect(Helpc.files(under: project.appendingPathComponent("build")).keys.sorted() == ["catalogs"])
    }

    /// Xcode rebuilds what changed on disk: a rebuild leaves unchanged
    /// outputs untouched and rewrites only the catalog whose copy changed.
    @Test func rebuildTouchesOnlyChangedOutputs() throws {
        let project = try Helpc.scratchProject("clean")
        #expect(try Helpc.run(["build"], in: project).status == 0)
        let library = project.appendingPathComponent("build/catalogs/Library.xcstrings")
        let tips = project.appendingPathComponent("build/catalogs/Tips.xcstrings")
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for file in [library, tips] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        }
        func modified(_ file: URL) throws -> Date? {
            try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        }
        let again = try Helpc.run(["build"], in: project)
        #expect(again.status == 0)
        #expect(again.standardError.contains("wrote 0 files to build ("), "\(again.standardError)")
        #expect(try modified(library) == past && modified(tips) == past)

        let librarySource = project.appendingPathComponent("content/library.xml")
        let changed = try String(contentsOf: librarySource, encoding: .utf8)
            .replacingOccurrences(of: "<string id=\"library.open\">", with: "<string id=\"library.open\"><comment>The Open button.</comment>")
        try Helpc.write(changed, to: "content/library.xml", in: project)
        #expect(try Helpc.run(["build"], in: project).status == 0)
        #expect(try modified(library) != past)
        #expect(try modified(tips) == past)
    }

    /// Outputs are written while the build makes them (each under a
    /// temporary name): a page template that fails to render, after the
    /// catalogs of an edit were already written, must leave every output
    /// and the cache as the last build left them, with no temporary file.
    @Test func aBuildThatFailsWhileWritingChangesNoOutput() throws {
        let project = try Helpc.demoProject()
        #expect(try Helpc.run(["build"], in: project).status == 0)
        let before = Helpc.files(under: project.appendingPathComponent("build"))
        try Helpc.edit(project.appendingPathComponent("content/library.xml"), [("New Collection", "New Recipe Collection")])
        try Helpc.write("<h1>{{title}}</h1>{{> sidebar-notes}}", to: "templates/topic.mustache", in: project)
        let failed = try Helpc.run(["build"], in: project)
        #expect(failed.status != 0)
        #expect(failed.standardError.hasPrefix("templates/topic.mustache:1:19: error: unknown partial “sidebar-notes”"),
                "\(failed.standardError)")
        let after = Helpc.files(under: project.appendingPathComponent("build"))
        #expect(after.keys.sorted() == before.keys.sorted(), "no temporary file, no new output")
        #expect(after == before)

        // The template mended, the edit lands.
        try FileManager.default.removeItem(at: project.appendingPathComponent("templates/topic.mustache"))
        #expect(try Helpc.run(["build"], in: project).status == 0)
        let catalog = Helpc.outputs(of: project)["catalogs/Library.xcstrings"].map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(catalog.contains("New Recipe Collection"))
    }

    /// A mistake in a template points at its file, line and column — a
    /// partial's too, which is parsed under its name alone — and a line
    /// break typed inside a tag is shown, not printed.
    @Test func aTemplateMistakeNamesItsFile() throws {
        let project = try Helpc.demoProject()
        try Helpc.write("<ul>\n  {{#nav}}\n  <li>{{title}}</li>\n  {{/na\nv}}\n</ul>\n", to: "templates/navigation.mustache", in: project)
        let partial = try Helpc.run(["build"], in: project)
        #expect(partial.status == 2)
        #expect(partial.standardError.hasPrefix(
            "templates/navigation.mustache:4:3: error: {{/na\\nv}} closes the wrong section; expected {{/nav}} [template]\n"),
                "\(partial.standardError)")
        try FileManager.default.removeItem(at: project.appendingPathComponent("templates/navigation.mustache"))
        try Helpc.write("<html>\n{{#page}}\n", to: "templates/layout.mustache", in: project)
        let layout = try Helpc.run(["build"], in: project)
        #expect(layout.standardError.hasPrefix("templates/layout.mustache:2:1: error: section {{#page}} is never closed [template]"),
                "\(layout.standardError)")
    }

    /// A templates folder named in helpc.json must be there: a mistyped
    /// path built the site on helpc's own templates and said nothing. The
    /// default folder may be missing, named or not (the "clean" fixture
    /// has none, and the demo names it).
    @Test func aTemplatesFolderNamedInTheConfigurationMustExist() throws {
        let project = try Helpc.scratchProject("clean")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("templates").path))
        #expect(try Helpc.run(["build"], in: project).status == 0)

        try Helpc.write("{ \"site\": { \"templates\": \"templates\" } }", to: "helpc.json", in: project)
        #expect(try Helpc.run(["build"], in: project).status == 0)

        let config = "{\n  \"languages\": [\"en\", \"ko\"],\n  \"site\": { \"templates\": \"site-templates\" }\n}\n"
        try Helpc.write(config, to: "helpc.json", in: project)
        let missing = try Helpc.run(["build"], in: project)
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix(
            "helpc.json:3:26: error: site.templates names site-templates, which does not exist; create that folder, or remove the setting for helpc's own templates [config]"),
                "\(missing.standardError)")

        try Helpc.write("not a folder", to: "site-templates", in: project)
        #expect(try Helpc.run(["build"], in: project).standardError.contains("which is a file, not a folder"))

        try FileManager.default.removeItem(at: project.appendingPathComponent("site-templates"))
        try Helpc.write("<h1>{{title}}</h1>{{{body}}}", to: "site-templates/topic.mustache", in: project)
        #expect(try Helpc.run(["build"], in: project).status == 0)
    }

    @Test func buildsAreByteIdenticalForAnyThreadCountAndFileOrder() throws {
        let project = try Helpc.scratchProject("clean")
        #expect(try Helpc.run(["build", "--jobs", "1"], in: project).status == 0)
        let first = Helpc.outputs(of: project)
        #expect(try Helpc.run(["build", "--jobs", "8", "--no-cache"], in: project).status == 0)
        #expect(Helpc.outputs(of: project) == first)

        // The same content split differently across files, written in another order.
        let moved = project.appendingPathComponent("content/tips/favorites.xml")
        try FileManager.default.moveItem(at: moved, to: project.appendingPathComponent("content/a-favorites.xml"))
        #expect(try Helpc.run(["build", "--no-cache"], in: project).status == 0)
        #expect(Helpc.outputs(of: project) == first)
    }

    @Test func initScaffoldsACleanProjectAndNeverOverwrites() throws {
        let folder = try Helpc.emptyFolder()
        let created = try Helpc.run(["init"], in: folder)
        #expect(created.status == 0)
        #expect(created.standardOutput.contains("created helpc.json"))
        #expect(try Helpc.run(["check"], in: folder).status == 0)
        #expect(try Helpc.run(["build"], in: folder).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("build/catalogs/Main.xcstrings").path))
        let config = try Data(contentsOf: folder.appendingPathComponent("helpc.json"))

        let again = try Helpc.run(["init"], in: folder)
        #expect(again.status == 2)
        #expect(again.standardError.contains("already exists"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("helpc.json")) == config)
    }

    /// The schema helpc checks with goes into the project for editors, and
    /// the starter file points at it; `init --schema` brings an old copy up
    /// to this helpc's and touches nothing else.
    @Test func initGivesEditorsTheSchema() throws {
        let folder = try Helpc.emptyFolder()
        #expect(try Helpc.run(["init"], in: folder).status == 0)
        let schema = folder.appendingPathComponent("schema/helpc.rng")
        let shipped = try Data(contentsOf: Helpc.repositoryRoot.appendingPathComponent("schema/helpc.rng"))
        #expect(try Data(contentsOf: schema) == shipped)
        let starter = try String(contentsOf: folder.appendingPathComponent("content/main.xml"), encoding: .utf8)
        #expect(starter.contains("<?xml-model href=\"../schema/helpc.rng\" type=\"application/xml\" schematypens=\"http://relaxng.org/ns/structure/1.0\"?>"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("content/../schema/helpc.rng").standardizedFileURL.path))

        try Data("<grammar/>".utf8).write(to: schema)
        let refreshed = try Helpc.run(["init", "--schema"], in: folder)
        #expect(refreshed.status == 0 && refreshed.standardOutput == "wrote schema/helpc.rng\n", "\(refreshed)")
        #expect(try Data(contentsOf: schema) == shipped)
        #expect(try Helpc.run(["init", "--schema"], in: folder).standardOutput == "schema/helpc.rng is already this helpc's\n")
        #expect(try Helpc.run(["check"], in: folder).status == 0)
    }

    /// The repository's own demo help must stay clean under every rule.
    @Test func demoContentIsClean() throws {
        let workspace = try Workspace.open(directory: Helpc.repositoryRoot, configPath: nil)
        let result = try Compiler(workspace: workspace).checkedProject()
        #expect(result.outcome.diagnostics.isEmpty, "\(result.outcome.diagnostics.map { "\($0.location): \($0.message) [\($0.ruleID)]" })")
        #expect(result.project.entries.count >= 20)
        let kinds = Set(result.project.entries.map(\.kindName))
        #expect(kinds == ["tooltip", "tip", "alert", "undo", "string", "topic"])
        let outputs = Compiler.outputs(for: result.project)
        #expect(outputs.keys.filter { $0.hasPrefix("catalogs/") }.allSatisfy { $0.hasSuffix(".xcstrings") })
        #expect(outputs.keys.filter { $0.hasPrefix("catalogs/") }.count == result.project.tables.count)
        #expect(outputs["Tips.swift"] != nil)
    }
}

struct FixCommandTests {
    /// `helpc fix` changes only the fixed characters (comments, attribute
    /// order and spacing stay), fixes copy after a character reference in
    /// the characters it stands for (the ellipsis after &amp;), keeping the
    /// reference, and a second run finds nothing to fix.
    @Test func fixRewritesOnlyWhatItFixes() throws {
        let project = try Helpc.scratchProject("fixable")
        let first = try Helpc.run(["fix"], in: project)
        #expect(first.standardError.contains("applied 14 fixes in 1 file"), "\(first.standardError)")
        #expect(first.status == 0, "\(first.standardOutput)")
        let fixed = try Data(contentsOf: project.appendingPathComponent("content/library.xml"))
        let expected = try Data(contentsOf: project.appendingPathComponent("fixed.xml.expected"))
        #expect(String(decoding: fixed, as: UTF8.self) == String(decoding: expected, as: UTF8.self))

        let second = try Helpc.run(["fix"], in: project)
        #expect(second.standardError.contains("applied 0 fixes in 0 files"))
        #expect(try Data(contentsOf: project.appendingPathComponent("content/library.xml")) == fixed)
        #expect(Helpc.files(under: project.appendingPathComponent("content")).keys.sorted() == ["library.xml"],
                "no temporary files left behind")
    }
}

extension FixCommandTests {
    /// `helpc fix --diff` makes the same rounds of fixes in memory, writes
    /// nothing, and prints what `helpc fix` would write as a unified diff
    /// (`git apply`, `patch -p1`); its status says whether there is a fix.
    @Test func diffShowsTheFixesWithoutWriting() throws {
        let project = try Helpc.scratchProject("fixable")
        let file = project.appendingPathComponent("content/library.xml")
        let before = try Data(contentsOf: file)
        let preview = try Helpc.run(["fix", "--diff"], in: project)
        #expect(preview.status == 1)
        #expect(preview.standardError == "helpc: would apply 14 fixes in 1 file; nothing written\n", "\(preview.standardError)")
        let expected = try String(contentsOf: project.appendingPathComponent("fixed.diff.expected"), encoding: .utf8)
        #expect(preview.standardOutput == expected)
        #expect(try Data(contentsOf: file) == before, "nothing written")
        #expect(Helpc.files(under: project.appendingPathComponent("content")).keys.sorted() == ["library.xml"])

        #expect(try Helpc.run(["fix"], in: project).standardError.contains("applied 14 fixes in 1 file"))
        let fixed = try Data(contentsOf: file)
        #expect(UnifiedDiff.of([UInt8](before), [UInt8](fixed), path: "content/library.xml") == expected,
                "the diff is what fix wrote")
        let clean = try Helpc.run(["fix", "--diff"], in: project)
        #expect(clean.status == 0)
        #expect(clean.standardOutput.isEmpty)
        #expect(clean.standardError == "helpc: would apply 0 fixes in 0 files; nothing written\n")
    }
}

struct FormatCatalogCommandTests {
    @Test func checkAndRewrite() throws {
        let folder = try Helpc.emptyFolder()
        let source = Helpc.repositoryRoot.appendingPathComponent("Tests/HelpEmitTests/Fixtures/xcstrings/Complete.xcstrings")
        let original = try Data(contentsOf: source)
        try original.write(to: folder.appendingPathComponent("A.xcstrings"))
        #expect(try Helpc.run(["format-xcstrings", "--check", "A.xcstrings"], in: folder).status == 0)

        let catalog = try JSONParser.parse([UInt8](original), file: "A")
        try Data(JSONWriter.indented.bytes(catalog)).write(to: folder.appendingPathComponent("A.xcstrings"))
        let check = try Helpc.run(["format-xcstrings", "--check", "A.xcstrings"], in: folder)
        #expect(check.status == 1)
        #expect(check.standardOutput == "A.xcstrings: not in Xcode's layout\n")
        #expect(try Helpc.run(["format-xcstrings", "A.xcstrings"], in: folder).status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("A.xcstrings")) == original)

        try Data("{ \"strings\" : ".utf8).write(to: folder.appendingPathComponent("B.xcstrings"))
        let broken = try Helpc.run(["format-xcstrings", "B.xcstrings"], in: folder)
        #expect(broken.status == 2)
        #expect(broken.standardError.contains("B.xcstrings:1:15"), "\(broken.standardError)")
    }
}

struct ImportCatalogCommandTests {
    /// A team adopts helpc in one step: import, check, build.
    @Test func importCheckAndBuild() throws {
        let project = try Helpc.scratchProject("clean")
        let catalog = Helpc.repositoryRoot.appendingPathComponent("Tests/HelpEmitTests/Fixtures/xcstrings/Adopt.xcstrings")
        try FileManager.default.copyItem(at: catalog, to: project.appendingPathComponent("Adopt.xcstrings"))
        let run = try Helpc.run(["import-xcstrings", "Adopt.xcstrings"], in: project)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "imported 4 keys into content/Adopt.xml\n")
        let again = try Helpc.run(["import-xcstrings", "Adopt.xcstrings"], in: project)
        #expect(again.status == 2)
        #expect(again.standardError.contains("content/Adopt.xml already exists"))
        let build = try Helpc.run(["build"], in: project)
        #expect(build.status == 0, "\(build.standardOutput)\(build.standardError)")
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("build/catalogs/Adopt.xcstrings").path))
    }
}

struct HelpBookTests {
    @Test func helpBookHasWhatHelpViewerNeeds() throws {
        let site = try SiteBrowserTests.demoSite()
        let book = site.deletingLastPathComponent().appendingPathComponent("HelpBook/RecipesHelp.help/Contents")
        let plist = XMLReader.parse([UInt8](try Data(contentsOf: book.appendingPathComponent("Info.plist"))), file: "Info.plist",
                                    options: { var o = XMLReader.Options(); o.allowsDoctype = true; return o }())
        let dict = try #require(plist.document?.root.firstElement(named: "dict"))
        let keys = dict.elements(named: "key").map(\.textContent)
        let values = dict.elements(named: "string").map(\.textContent)
        let info = Dictionary(uniqueKeysWithValues: zip(keys, values))
        #expect(info["CFBundleIdentifier"] == "org.helpc.RecipesHelp.help")
        #expect(info["HPDBookTitle"] == "Recipes Help")
        #expect(info["HPDBookAccessPath"] == "index.html")
        #expect(info["HPDBookType"] == "3")
        #expect(info["CFBundlePackageType"] == "BNDL")
        for language in ["en", "ko"] {
            let index = try String(contentsOf: book.appendingPathComponent("Resources/\(language).lproj/index.html"), encoding: .utf8)
            #expect(index.contains("<meta name=\"AppleTitle\" content=\"Recipes Help\">"))
            let topic = try String(contentsOf: book.appendingPathComponent("Resources/\(language).lproj/recipes.save.html"), encoding: .utf8)
            #expect(topic.contains("<a name=\"recipes.save\"></a>"))
            #expect(topic.contains("../assets/style.css"))
        }
        let korean = try String(contentsOf: book.appendingPathComponent("Resources/ko.lproj/recipes.save.html"), encoding: .utf8)
        #expect(korean.contains("클릭하거나") && !korean.contains("탭하세요"), "the Help Book holds the macOS pages")
        #expect(FileManager.default.fileExists(atPath: book.appendingPathComponent("Resources/images/images/collections.png").path))
    }
}

struct LargeSiteTests {
    /// Top-level topics `guide.t1`, `guide.t2`, … in both languages.
    static func guideTopics(_ numbers: ClosedRange<Int>) -> String {
        numbers.map { number in
            """
              <topic id="guide.t\(number)" order="\(number)">
                <title><text xml:lang="en">Guide \(number)</text><text xml:lang="ko">안내 \(number)</text></title>
                <body xml:lang="en"><p>Read this part.</p></body>
                <body xml:lang="ko"><p>이 부분을 읽으세요.</p></body>
              </topic>

            """
        }.joined()
    }

    /// A sidebar that listed every topic on every page made the site grow
    /// with the square of its topics (a 2,000-entry project wrote 100 MB of
    /// pages). Past the limit each page lists only its own branch, and the
    /// index still lists every topic.
    @Test func sidebarListsOnlyTheBranchPastTheLimit() throws {
        let project = try Helpc.scratchProject("clean")
        var topics = Self.guideTopics(1...105)
        topics += """
          <topic id="guide.detail" parent="guide.t7">
            <title><text xml:lang="en">Details</text><text xml:lang="ko">세부 사항</text></title>
            <body xml:lang="en"><p>Read the details.</p></body>
            <body xml:lang="ko"><p>세부 사항을 읽으세요.</p></body>
          </topic>
        """
        try Helpc.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\" table=\"Guide\">\n\(topics)\n</help>\n",
                        to: "content/guide.xml", in: project)
        let run = try Helpc.run(["build", "--jobs", "1"], in: project)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        // The site's folders are rendered in parallel; the bytes must not care.
        let oneThread = Helpc.outputs(of: project)
        try FileManager.default.removeItem(at: project.appendingPathComponent("build"))
        #expect(try Helpc.run(["build", "--jobs", "4"], in: project).status == 0)
        #expect(Helpc.outputs(of: project) == oneThread)
        let folder = project.appendingPathComponent("build/site/en/ios")
        func sidebar(_ page: String) throws -> String {
            let html = try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
            guard let start = html.range(of: "<nav class=\"topics\""), let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex) else { return "" }
            return String(html[start.lowerBound..<end.upperBound])
        }
        let seventh = try sidebar("guide.t7.html")
        #expect(seventh.contains("href=\"guide.t7.html\" aria-current=\"page\""))
        #expect(seventh.contains("href=\"guide.detail.html\""))
        #expect(!seventh.contains("guide.t8.html"))
        #expect(try sidebar("guide.detail.html").contains("href=\"guide.t7.html\""))
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect((1...105).allSatisfy { index.contains("href=\"guide.t\($0).html\"") })
    }

    /// Under the limit every page lists every top-level topic. The list is
    /// made once per folder and only the page's own item is made again:
    /// each page marks itself current and no other.
    @Test func fullSidebarMarksOnlyThePageItself() throws {
        let project = try Helpc.scratchProject("clean")
        let topics = Self.guideTopics(1...4)
        try Helpc.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\" table=\"Guide\">\n\(topics)\n</help>\n",
                        to: "content/guide.xml", in: project)
        #expect(try Helpc.run(["build", "--jobs", "2"], in: project).status == 0)
        let folder = project.appendingPathComponent("build/site/ko/macos")
        for number in 1...4 {
            let html = try String(contentsOf: folder.appendingPathComponent("guide.t\(number).html"), encoding: .utf8)
            let start = try #require(html.range(of: "<nav class=\"topics\""))
            let end = try #require(html.range(of: "</nav>", range: start.upperBound..<html.endIndex))
            let sidebar = html[start.lowerBound..<end.upperBound]
            #expect((1...4).allSatisfy { sidebar.contains("href=\"guide.t\($0).html\"") })
            #expect(sidebar.components(separatedBy: "aria-current").count == 2)
            #expect(sidebar.contains("href=\"guide.t\(number).html\" aria-current=\"page\""))
        }
    }
}
