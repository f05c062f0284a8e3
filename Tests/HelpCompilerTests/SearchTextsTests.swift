import HelpCompiler
import HelpCore
@testable import HelpEmit
import Testing

/// Search texts are strung together from pieces marked with their
/// platforms; they must read exactly as walking each page's body does.
struct SearchTextsTests {
    /// Scopes on containers, on inlines and inside inlines, a scoped
    /// section and image, an empty paragraph and a body-less language.
    static let nested = """
        <help version="1" table="Help">
          <topic id="help.nested">
            <title><text xml:lang="en">Nested</text><text xml:lang="ko">중첩</text></title>
            <summary><text xml:lang="en">Scopes inside scopes.</text></summary>
            <body xml:lang="en">
              <p>All <ui platform="macos">Mac <kbd platform="ios">only</kbd></ui> text.</p>
              <steps platform="ios macos">
                <step platform="ios">Tap <em platform="tvos">here</em>.</step>
                <step>Then <menu>File &gt; Save</menu>.</step>
              </steps>
              <p platform="tvos"><ui platform="tvos">Remote</ui></p>
              <p><ui platform="watchos">Crown</ui></p>
              <section platform="watchos visionos"><title>On the wrist</title><p>Raise.</p></section>
              <image src="a.png" alt="A picture" platform="ipados"/>
              <ul><li platform="macos">Mac item</li><li>Any item</li></ul>
              <section><title>Phone gestures</title><steps><step platform="ios">Swipe down.</step></steps></section>
            </body>
          </topic>
        </help>
        """

    /// A body's words are kept as one string and a mark per piece; its
    /// pieces come back as given: empty words apart from a part's start,
    /// words of every script, and platforms on each.
    @Test func searchBodiesGiveBackTheirPieces() {
        let texts: [String?] = [nil, "", "Tap ", "설정", nil, "e\u{301} and ", "🍳", "", nil, "end."]
        for count in 0...texts.count {
            let pieces = texts.prefix(count).enumerated().map { index, text in
                SearchTexts.Piece(text: text, platforms: UInt8(truncatingIfNeeded: 0xFF >> (index % 8)))
            }
            let body = TopicOutline.SearchBody(language: "ko", pieces: pieces)
            #expect(body.pieces == pieces, "\(count) pieces")
            #expect(body == TopicOutline.SearchBody(language: "ko", pieces: pieces))
        }
        let one = TopicOutline.SearchBody(language: "en", pieces: [.init(text: "ab", platforms: 1), .init(text: "c", platforms: 1)])
        let other = TopicOutline.SearchBody(language: "en", pieces: [.init(text: "a", platforms: 1), .init(text: "bc", platforms: 1)])
        #expect(one != other, "the same words cut into other pieces")
    }

    @Test func piecesReadAsTheBodyWalkOnEveryPlatform() throws {
        let workspace = try Workspace.open(directory: Helpc.repositoryRoot, configPath: nil)
        let demo = try Compiler(workspace: workspace).checkedProject().project
        let loaded = try ContentLoader.bundled().load(Array(Self.nested.utf8), path: "nested.xml", config: demo.config)
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        let project = Project(config: demo.config, files: demo.files + [try #require(loaded.file)])
        let texts = SearchTexts(project, jobs: 2)
        var differing = 0
        var compared = 0
        for entry in project.entries {
            guard case .topic(let topic) = entry.kind else { continue }
            let wrapped = SiteEmitter.Topic(entry: entry, topic: topic)
            for language in project.config.languages {
                let summary = SiteEmitter.summary(wrapped, language, project.config)
                let byPlatform = Platform.allCases.map { platform in
                    SiteEmitter.plainText(summary, topic.body(in: language), platform: platform)
                }
                for (platform, expected) in zip(Platform.allCases, byPlatform) {
                    #expect(texts.text(of: entry.id, in: language, on: platform) == expected, "\(entry.id) \(language) \(platform)")
                    compared += 1
                }
                if Set(byPlatform).count > 1 { differing += 1 }
            }
        }
        #expect(compared > 30)
        #expect(differing > 0, "the demo help has no platform-scoped topic body to compare")
        #expect(texts.text(of: "no.such.topic", in: "en", on: .ios) == nil)
        // A section with nothing under its title on a page is left off it, title and all.
        #expect(texts.text(of: "help.nested", in: "en", on: .ios)?.hasSuffix("Phone gestures Swipe down.") == true)
        #expect(texts.text(of: "help.nested", in: "en", on: .macos)?.contains("Phone gestures") == false)
    }

    /// The index is written as bytes in one pass; it must read as the JSON
    /// string writer's output with every `</` written `<\/`, whatever the
    /// strings hold.
    @Test func searchIndexEscapesAsTheJSONWriterDoes() {
        let awkward = ["", "plain words", "Type </script> and <b>bold</b>", "a \"quoted\" \\ back\\slash", "<", "/</",
                       "line\nbreak\ttab\r\u{08}\u{0C}\u{01}\u{1F}", "한국어 </p> 텍스트", "e\u{301} 🍳 <\\/"]
        let documents = awkward.indices.map { index in
            SiteEmitter.SearchDocument(id: "topic.\(index)", title: awkward[(index + 1) % awkward.count], text: awkward[index])
        }
        var expected = "window.HELPC_SEARCH = {\"docs\":["
        for (index, document) in documents.enumerated() {
            expected.append(index == 0 ? "{\"id\":" : ",{\"id\":")
            JSONWriter.writeString(document.id, into: &expected)
            expected.append(",\"title\":")
            JSONWriter.writeString(document.title, into: &expected)
            expected.append(",\"url\":")
            JSONWriter.writeString("\(document.id).html", into: &expected)
            expected.append(",\"text\":")
            JSONWriter.writeString(document.text, into: &expected)
            expected.append("}")
        }
        expected.append("],\"strings\":{\"noResults\":")
        JSONWriter.writeString(SiteEmitter.strings("ko")["noResults"]!, into: &expected)
        expected.append("}};\n")
        let written = SiteEmitter.searchIndex(documents, language: "ko")
        #expect(String(decoding: written, as: UTF8.self) == expected.replacingOccurrences(of: "</", with: "<\\/"))
        #expect(!written.indices.dropLast().contains { written[$0] == UInt8(ascii: "<") && written[$0 + 1] == UInt8(ascii: "/") })
    }

    /// An index patched where some documents changed is the index written
    /// whole from the new documents: whatever the texts hold (commas,
    /// quoted `{"id":`, the list's own closing bytes), at the start, the
    /// end, or everywhere; an index that does not read as one is refused.
    @Test func patchedIndexIsTheIndexWrittenWhole() {
        let texts = ["", "a, b", ",{\"id\":\"x\"}", "],\"strings\":", "plain", "한국어, 텍스트", "}", "{\"docs\":["]
        var state: UInt64 = 5
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        func document(_ index: Int) -> SiteEmitter.SearchDocument {
            SiteEmitter.SearchDocument(id: "t.\(index)", title: texts[next() % texts.count], text: texts[next() % texts.count])
        }
        for count in [1, 2, 7, 30] {
            for _ in 0..<40 {
                let old = (0..<count).map(document)
                let previous = SiteEmitter.searchIndex(old, language: "en")
                let positions = (0..<count).filter { _ in next() % 3 == 0 }
                let replacements = positions.map(document)
                var new = old
                for (position, replacement) in zip(positions, replacements) { new[position] = replacement }
                #expect(SiteEmitter.patchedSearchIndex(previous, replacing: positions, with: replacements)
                        == SiteEmitter.searchIndex(new, language: "en"))
            }
        }
        let index = SiteEmitter.searchIndex((0..<3).map(document), language: "en")
        #expect(SiteEmitter.patchedSearchIndex(Array(index.prefix(index.count / 2)), replacing: [1], with: [document(1)]) == nil)
        #expect(SiteEmitter.patchedSearchIndex(index, replacing: [3], with: [document(3)]) == nil)
        #expect(SiteEmitter.patchedSearchIndex(Array("not an index".utf8), replacing: [0], with: [document(0)]) == nil)
    }

    /// A rebuild keeps a folder's index as the last build wrote it when no
    /// topic in it was read again, without reading it (each is megabytes on
    /// a large site, in every folder), and when the topics read again show
    /// the words they showed; it patches the index only where words changed.
    @Test func indexOfUnchangedTopicsIsKeptWithoutBeingRead() throws {
        let texts = SearchTexts(Project(config: Config(), files: []), jobs: 1)
        func document(_ index: Int, _ words: String) -> SiteEmitter.SearchDocument {
            SiteEmitter.SearchDocument(id: "t.\(index)", title: "Topic \(index)", text: words)
        }
        let previous = SiteEmitter.searchIndex((0..<4).map { document($0, "as written") }, language: "en")
        var reads = 0
        func index(read: Set<Int>, words: String) -> SiteEmitter.SearchIndex {
            SiteEmitter.searchIndex(count: 4, language: "en", previous: (position: 17, bytes: { reads += 1; return previous }),
                                    texts: texts, allTexts: { texts }, wasRead: read.contains, file: { "f\($0).xml" }) { index, _ in
                document(index, index == 2 ? words : "as written")
            }
        }
        guard case .kept(let position) = index(read: [], words: "as written") else { Issue.record("not kept"); return }
        #expect(position == 17)
        #expect(reads == 0, "an index none of whose topics was read again is not read")
        guard case .kept = index(read: [1, 2], words: "as written") else { Issue.record("not kept"); return }
        #expect(reads == 1)
        guard case .made(let patched) = index(read: [2], words: "edited") else { Issue.record("not patched"); return }
        #expect(patched == SiteEmitter.searchIndex((0..<4).map { document($0, $0 == 2 ? "edited" : "as written") }, language: "en"))
    }
}
