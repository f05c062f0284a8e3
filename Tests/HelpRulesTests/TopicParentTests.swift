import HelpCore
@testable import HelpRules
import Testing

/// A topic's parent is checked as a link is: the help site lists topics
/// two levels deep, so a parent that names no topic, the topic itself, a
/// topic with a parent of its own or a loop of parents leaves a topic out
/// of the contents or in the wrong place, and the writer is told which.
struct TopicParentTests {
    static func findings(_ parents: [(id: String, parent: String?)]) throws -> [String] {
        let topics = parents.map { topic in
            """
            <topic id="\(topic.id)"\(topic.parent.map { " parent=\"\($0)\"" } ?? "")>
              <title><text xml:lang="en">Topic</text></title>
              <body xml:lang="en"><p>Text.</p></body>
            </topic>
            """
        }.joined(separator: "\n")
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\">\n\(topics)\n</help>"
        var config = Config()
        config.languages = ["en"]
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: config)
        let project = Project(config: config, files: [try #require(loaded.file, "\(loaded.diagnostics)")])
        return try RuleEngine.bundled(rules: [LinkTargetRule.self]).check(project).diagnostics
            .map { "\($0.entry ?? "?"): \($0.message)" }
    }

    @Test func parentsTwoLevelsDeepPass() throws {
        #expect(try Self.findings([("a", nil), ("b", "a"), ("c", "a"), ("d", nil)]).isEmpty)
    }

    @Test func aParentNamingNoTopicIsReported() throws {
        #expect(try Self.findings([("a", nil), ("b", "aa")])
                == ["b: parent=\"aa\" names no topic; the topic would be listed at the top of the contents"])
    }

    @Test func aTopicUnderItselfIsReported() throws {
        #expect(try Self.findings([("a", "a")]) == ["a: parent=\"a\" is the topic itself; the topic would be listed nowhere"])
    }

    @Test func aLoopOfParentsIsReportedAtEachTopic() throws {
        let found = try Self.findings([("a", "b"), ("b", "c"), ("c", "a")])
        #expect(found == [
            "a: parent=\"b\" makes a loop (a → b → c → a); no topic of it would be listed in the contents",
            "b: parent=\"c\" makes a loop (b → c → a → b); no topic of it would be listed in the contents",
            "c: parent=\"a\" makes a loop (c → a → b → c); no topic of it would be listed in the contents",
        ])
    }

    @Test func aThirdLevelIsReportedWithWhereToPutIt() throws {
        #expect(try Self.findings([("a", nil), ("b", "a"), ("c", "b")]) == [
            "c: parent=\"b\" is under \"a\" itself, and the contents list topics two levels deep: "
                + "this topic would be listed nowhere; put it under \"a\" or make \"b\" a top-level topic",
        ])
    }

    /// The parent goes through the build cache with the rest of a file's facts.
    @Test func theIndexKeepsTheParent() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><topic id="b" parent="a"><title><text xml:lang="en">B</text></title><body xml:lang="en"><p>B.</p></body></topic></help>
            """
        var config = Config()
        config.languages = ["en"]
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: config)
        #expect(ProjectIndex(try #require(loaded.file), sourceLanguage: "en").entries.map(\.parent) == ["a"])
    }
}
