import HelpCore
@testable import HelpRules
import Testing

/// A block a platform's page would show empty is reported once, at the
/// outermost block empty there, naming the platforms.
struct EmptyBlockTests {
    static func findings(_ body: String, platforms: String = "ios macos tvos") throws -> [Diagnostic] {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="\(platforms)">
              <topic id="t">
                <title><text xml:lang="en">Download</text></title>
                <body xml:lang="en">\(body)</body>
              </topic>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        return try RuleEngine.bundled(rules: [EmptyBlockRule.self]).check(project).diagnostics
    }

    @Test func aPageWithNothingOnAPlatformIsReportedAsAPage() throws {
        let found = try Self.findings(#"<steps><step platform="ios">Tap it.</step><step platform="macos">Click it.</step></steps>"#)
        #expect(found.map(\.message) == [
            "this page is empty on tvOS: every block of it is scoped to other platforms; add what tvOS readers do, or move the topic to a file with platforms=\"ios macos\"",
        ])
        #expect(found.first?.location.line == 5)
    }

    @Test func theOutermostEmptyBlockIsReportedOnce() throws {
        let found = try Self.findings(#"""
            <p>Episodes play offline.</p><section><title>Automatically</title><steps><step platform="ios">Turn on Auto.</step></steps></section><ul platform="macos tvos"><li platform="macos">Drag it.</li><li platform="ios">Swipe it.</li></ul>
            """#)
        #expect(found.map(\.message) == [
            "this section has only its title on macOS and tvOS: everything under it is scoped to other platforms; add what macOS and tvOS readers do, or scope it platform=\"ios\"",
            "this list is empty on tvOS: every item is scoped to other platforms; add what tvOS readers do, or scope it platform=\"macos\"",
        ])
    }

    /// A section with nothing under it for any platform was said to be
    /// "scoped to other platforms" on every one: it is unwritten.
    @Test func aSectionWithNothingUnderItIsUnwritten() throws {
        let found = try Self.findings(#"<p>Read on.</p><section><title>Automatic backups</title></section>"#)
        #expect(found.map(\.message) == ["this section has only its title: nothing is under it; write what goes there, or take it out"])
    }

    @Test func blocksForEveryPlatformTheyReachAreFine() throws {
        #expect(try Self.findings(#"""
            <p>Read on.</p><steps platform="ios macos"><step platform="ios">Tap it.</step><step platform="macos">Click it.</step></steps><section platform="tvos"><title>TV</title><p>Select it.</p></section>
            """#).isEmpty)
        #expect(try Self.findings(#"<p>Read on.</p><steps><step platform="ios">Tap it.</step></steps>"#, platforms: "ios").isEmpty)
    }

    /// The rule's one walk for all platforms and the site's question per
    /// page agree, for blocks scoped at every depth.
    @Test func oneWalkAgreesWithEachPlatformsQuestion() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <topic id="t">
                <title><text xml:lang="en">Download</text></title>
                <body xml:lang="en"><p platform="tvos">TV.</p><section platform="ios macos visionos"><title>Auto</title><steps><step platform="ios">Tap.</step></steps><ul platform="macos watchos"><li>Drag.</li><li platform="tvos">Select.</li></ul></section><steps><step platform="watchos visionos">Press.</step></steps><section><title>Empty</title></section></body>
              </topic>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        guard case .topic(let topic) = try #require(loaded.file?.entries.first).kind else { Issue.record("no topic"); return }
        func visit(_ blocks: [Block]) {
            for block in blocks {
                let shown = block.platformsShowing(within: PlatformSet.all)
                for platform in Platform.allCases {
                    #expect(shown.contains(platform) == block.shows(on: platform), "\(block.location.line):\(block.location.column) \(platform)")
                }
                visit(block.children ?? [])
            }
        }
        visit(try #require(topic.body(in: "en")).blocks)
        #expect(topic.body(in: "en")?.blocks.map { $0.platformsShowing(within: PlatformSet.all) }
                == [[.tvos], [.ios, .macos], [.watchos, .visionos], []])
    }

    @Test func anIgnoredBlockIsNotReported() throws {
        #expect(try Self.findings(#"""
            <p>Read on.</p><steps ignore="help.empty-block" because="tvOS can't download"><step platform="ios">Tap it.</step></steps>
            """#).isEmpty)
    }
}
