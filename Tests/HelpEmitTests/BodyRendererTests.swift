import HelpCore
@testable import HelpEmit
import Testing

/// A topic body's HTML, block by block and inline by inline, pinned: the
/// renderer writes into one string as it goes, and every construct must
/// come out as the site has always shown it.
struct BodyRendererTests {
    static let content = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <help version="1" table="HelpTopics">
          <topic id="guide.start" order="1">
            <title><text xml:lang="en">Get started</text><text xml:lang="ko">시작하기</text></title>
            <body xml:lang="en">
              <p>Save a <em>recipe</em> &amp; cook it. See <link topic="guide.more"/> or <link topic="guide.more">more tips</link>.</p>
              <p platform="macos">Only on a Mac.</p>
              <note input="keyboard pointer">Press <kbd>Command-S</kbd> or choose <menu>File &gt; Save</menu>.</note>
              <steps>
                <step>Open a <term>collection</term>.</step>
                <step input="touch">Tap <ui>Add</ui>.</step>
                <step platform="tvos">Select <ui>Add</ui>.</step>
              </steps>
              <ul input="remote">
                <li>Read <link href="https://example.com/a?b=1&amp;c=2">the guide</link>.</li>
                <li>Write to <link href="mailto:help@example.com"/>.</li>
                <li>Not a web link: <link href="ftp://example.com/file">kept as text</link>.</li>
              </ul>
              <image src="images/two words/photo 1.png" alt="A &quot;pantry&quot; shelf"/>
              <section platform="ios ipados">
                <title>On <em>iPhone</em></title>
                <p>Swipe left.</p>
                <image src="images/swipe.png"/>
              </section>
            </body>
          </topic>
          <topic id="guide.more" order="2">
            <title><text xml:lang="en">More tips</text><text xml:lang="ko">추가 정보</text></title>
            <body xml:lang="en"><p>More.</p></body>
          </topic>
        </help>
        """#

    static let expected = #"""
        <p>Save a <em>recipe</em> &amp; cook it. See <a href="guide.more.html">More tips</a> or <a href="guide.more.html">more tips</a>.</p>
        <aside class="note" role="note" data-input="pointer keyboard"><span class="input-label">Pointer, Keyboard</span>Press <kbd>Command-S</kbd> or choose <span class="menu">File &gt; Save</span>.</aside>
        <ol class="steps">
        <li>Open a <span class="term">collection</span>.</li>
        <li data-input="touch"><span class="input-label">Touch</span>Tap <span class="ui">Add</span>.</li>
        </ol>
        <ul data-input="remote">
        <li>Read <a href="https://example.com/a?b=1&amp;c=2">the guide</a>.</li>
        <li>Write to <a href="mailto:help@example.com">mailto:help@example.com</a>.</li>
        <li>Not a web link: kept as text.</li>
        </ul>
        <figure><img src="../../images/images/two%20words/photo%201.png" alt="A &quot;pantry&quot; shelf"></figure>
        <section>
        <h2>On <em>iPhone</em></h2>
        <p>Swipe left.</p>
        <figure><img src="../../images/images/swipe.png" alt=""></figure>
        </section>
        """#

    @Test func everyBlockAndInlineRendersAsPinned() throws {
        let loaded = try ContentLoader.bundled().load(Array(Self.content.utf8), path: "content/topics.xml", config: Config())
        let file = try #require(loaded.file, "\(loaded.diagnostics)")
        let topics = SiteEmitter.topics(of: file)
        let byID = Dictionary(uniqueKeysWithValues: topics.map { ($0.id, $0) })
        let blocks = try #require(file.entries.first.flatMap { entry -> [Block]? in
            guard case .topic(let topic) = entry.kind else { return nil }
            return topic.bodies.first { $0.language == "en" }?.blocks
        })
        let html = BodyRenderer(platform: .ios, topics: byID, language: "en", config: Config()).render(blocks)
        #expect(html == Self.expected)
    }

    /// Steps, a list or a section with nothing for the page's platform are
    /// left out, not written as an empty <ol> or a heading over nothing.
    @Test func blocksEmptyOnAPlatformAreLeftOut() throws {
        let content = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" table="HelpTopics">
              <topic id="guide.download">
                <title><text xml:lang="en">Download</text><text xml:lang="ko">다운로드</text></title>
                <body xml:lang="en">
                  <p>Episodes play offline.</p>
                  <steps><step platform="ios">Tap Download.</step><step platform="macos">Click Download.</step></steps>
                  <ul><li platform="ios">Swipe to delete.</li></ul>
                  <section><title>Automatically</title><steps><step platform="ios">Turn on Auto.</step></steps></section>
                </body>
              </topic>
            </help>
            """#
        let loaded = try ContentLoader.bundled().load(Array(content.utf8), path: "content/topics.xml", config: Config())
        let file = try #require(loaded.file, "\(loaded.diagnostics)")
        let topics = SiteEmitter.topics(of: file)
        let byID = Dictionary(uniqueKeysWithValues: topics.map { ($0.id, $0) })
        guard case .topic(let topic) = try #require(file.entries.first).kind else { Issue.record("no topic"); return }
        let blocks = try #require(topic.body(in: "en")).blocks
        func html(_ platform: Platform) -> String {
            BodyRenderer(platform: platform, topics: byID, language: "en", config: Config()).render(blocks)
        }
        #expect(html(.tvos) == "<p>Episodes play offline.</p>")
        #expect(html(.macos) == "<p>Episodes play offline.</p>\n<ol class=\"steps\">\n<li>Click Download.</li>\n</ol>")
        #expect(html(.ios).contains("<h2>Automatically</h2>\n<ol class=\"steps\">\n<li>Turn on Auto.</li>"))
    }
}
