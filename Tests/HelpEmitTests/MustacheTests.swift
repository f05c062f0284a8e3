import HelpCore
@testable import HelpEmit
import Testing

/// The Mustache specification's required modules, rule by rule: each case is
/// (template, data, partials, expected output).
struct MustacheTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var rule: String
        var template: String
        var data: MustacheValue
        var partials: [String: String] = [:]
        var expected: String
        var testDescription: String { rule }
    }

    static func obj(_ members: [String: MustacheValue]) -> MustacheValue { .object(MustacheObject(members)) }

    static let cases: [Case] = [
        // Interpolation
        Case(rule: "no tags", template: "Hello from {Mustache}!\n", data: obj([:]), expected: "Hello from {Mustache}!\n"),
        Case(rule: "basic", template: "Hello, {{subject}}!", data: obj(["subject": .string("world")]), expected: "Hello, world!"),
        Case(rule: "HTML escaping", template: "{{forbidden}}", data: obj(["forbidden": .string("& \" < > '")]), expected: "&amp; &quot; &lt; &gt; &#39;"),
        Case(rule: "triple mustache", template: "{{{forbidden}}}", data: obj(["forbidden": .string("& \" < >")]), expected: "& \" < >"),
        Case(rule: "ampersand", template: "{{&forbidden}}", data: obj(["forbidden": .string("& \" < >")]), expected: "& \" < >"),
        Case(rule: "integers", template: "{{n}} miles", data: obj(["n": .number(85)]), expected: "85 miles"),
        Case(rule: "decimals", template: "{{n}}", data: obj(["n": .number(1.21)]), expected: "1.21"),
        Case(rule: "null and missing are empty", template: "[{{a}}][{{b}}]", data: obj(["a": .null]), expected: "[][]"),
        Case(rule: "dotted names", template: "{{person.name}} / {{{person.name}}}", data: obj(["person": obj(["name": .string("Joe")])]), expected: "Joe / Joe"),
        Case(rule: "dotted names are broken chains", template: "[{{a.b.c}}]", data: obj(["a": obj([:]), "c": .string("X")]), expected: "[]"),
        Case(rule: "dotted names resolve the first part on the stack only", template: "{{#a}}{{b.c}}{{/a}}", data: obj(["a": obj(["b": obj([:])]), "b": obj(["c": .string("ERROR")])]), expected: ""),
        Case(rule: "implicit iterator", template: "{{.}}", data: .string("Hello"), expected: "Hello"),
        Case(rule: "whitespace inside tags", template: "|{{ string }}|{{{ string }}}|{{& string }}|", data: obj(["string": .string("---")]), expected: "|---|---|---|"),
        Case(rule: "interpolation is never standalone", template: "  {{string}}\n", data: obj(["string": .string("---")]), expected: "  ---\n"),
        // Sections
        Case(rule: "truthy section", template: "{{#b}}yes{{/b}}", data: obj(["b": .bool(true)]), expected: "yes"),
        Case(rule: "falsey section", template: "{{#b}}yes{{/b}}", data: obj(["b": .bool(false)]), expected: ""),
        Case(rule: "null is falsey", template: "{{#n}}yes{{/n}}", data: obj(["n": .null]), expected: ""),
        Case(rule: "object context", template: "{{#c}}{{name}}{{/c}}", data: obj(["c": obj(["name": .string("Joe")])]), expected: "Joe"),
        Case(rule: "list", template: "{{#l}}{{item}}{{/l}}", data: obj(["l": .list([obj(["item": .string("1")]), obj(["item": .string("2")])])]), expected: "12"),
        Case(rule: "empty list", template: "{{#l}}x{{/l}}", data: obj(["l": .list([])]), expected: ""),
        Case(rule: "implicit iterator in a list", template: "{{#l}}({{.}}){{/l}}", data: obj(["l": .list([.string("a"), .number(1)])]), expected: "(a)(1)"),
        Case(rule: "context misses fall back to parents", template: "{{#a}}{{#b}}{{one}}{{two}}{{/b}}{{/a}}", data: obj(["a": obj(["one": .string("1")]), "b": obj(["two": .string("2")])]), expected: "12"),
        Case(rule: "nested same name", template: "{{#t}}{{#t}}x{{/t}}{{/t}}", data: obj(["t": .bool(true)]), expected: "x"),
        Case(rule: "dotted section names", template: "{{#a.b.c}}Here{{/a.b.c}}", data: obj(["a": obj(["b": obj(["c": .bool(true)])])]), expected: "Here"),
        Case(rule: "standalone section lines", template: "| This Is\n{{#b}}\n|\n{{/b}}\n| A Line\n", data: obj(["b": .bool(true)]), expected: "| This Is\n|\n| A Line\n"),
        Case(rule: "indented standalone section", template: "| This Is\n  {{#b}}\n|\n  {{/b}}\n| A Line\n", data: obj(["b": .bool(true)]), expected: "| This Is\n|\n| A Line\n"),
        Case(rule: "CRLF standalone", template: "|\r\n{{#b}}\r\n{{/b}}\r\n|", data: obj(["b": .bool(true)]), expected: "|\r\n|"),
        Case(rule: "standalone without newline at the end", template: "#{{#b}}\n/\n  {{/b}}", data: obj(["b": .bool(true)]), expected: "#\n/\n"),
        Case(rule: "inline sections keep their line", template: " {{#b}}YES{{/b}}\n {{#b}}GOOD{{/b}}\n", data: obj(["b": .bool(true)]), expected: " YES\n GOOD\n"),
        // Inverted sections
        Case(rule: "inverted falsey", template: "{{^b}}no{{/b}}", data: obj(["b": .bool(false)]), expected: "no"),
        Case(rule: "inverted truthy", template: "{{^b}}no{{/b}}", data: obj(["b": .bool(true)]), expected: ""),
        Case(rule: "inverted empty list", template: "{{^l}}none{{/l}}", data: obj(["l": .list([])]), expected: "none"),
        Case(rule: "inverted missing", template: "[{{^missing}}found{{/missing}}]", data: obj([:]), expected: "[found]"),
        Case(rule: "standalone inverted lines", template: "| This Is\n{{^b}}\n|\n{{/b}}\n| A Line\n", data: obj(["b": .bool(false)]), expected: "| This Is\n|\n| A Line\n"),
        // Comments
        Case(rule: "inline comment", template: "12345{{! Comment Block! }}67890", data: obj([:]), expected: "1234567890"),
        Case(rule: "multiline comment", template: "12345{{!\n  This is a\n  multi-line comment...\n}}67890\n", data: obj([:]), expected: "1234567890\n"),
        Case(rule: "standalone comment", template: "Begin.\n{{! Comment Block! }}\nEnd.\n", data: obj([:]), expected: "Begin.\nEnd.\n"),
        Case(rule: "indented standalone comment", template: "Begin.\n  {{! Indented Comment Block! }}\nEnd.\n", data: obj([:]), expected: "Begin.\nEnd.\n"),
        // Partials
        Case(rule: "basic partial", template: "\"{{>text}}\"", data: obj([:]), partials: ["text": "from partial"], expected: "\"from partial\""),
        Case(rule: "partial context", template: "\"{{>partial}}\"", data: obj(["text": .string("content")]), partials: ["partial": "*{{text}}*"], expected: "\"*content*\""),
        Case(rule: "recursive partial", template: "{{>node}}", data: obj(["content": .string("X"), "nodes": .list([obj(["content": .string("Y"), "nodes": .list([])])])]),
             partials: ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"], expected: "X<Y<>>"),
        Case(rule: "standalone partial indentation", template: "\\\n {{>partial}}\n/\n", data: obj(["content": .string("<\n->")]),
             partials: ["partial": "|\n{{{content}}}\n|\n"], expected: "\\\n |\n <\n->\n |\n/\n"),
        Case(rule: "inline partial keeps surrounding whitespace", template: "|{{> partial }}|", data: obj([:]), partials: ["partial": "[]"], expected: "|[]|"),
        // Set delimiters
        Case(rule: "pair with padding", template: "|{{= @   @ =}}|", data: obj([:]), expected: "||"),
        Case(rule: "new delimiters", template: "({{=<% %>=}}(<%text%>))", data: obj(["text": .string("It worked!")]), expected: "((It worked!))"),
        Case(rule: "delimiters in sections", template: "[\n{{#section}}\n  {{data}}\n  |data|\n{{/section}}\n\n{{= | | =}}\n|#section|\n  {{data}}\n  |data|\n|/section|\n]\n",
             data: obj(["section": .bool(true), "data": .string("I got interpolated.")]),
             expected: "[\n  I got interpolated.\n  |data|\n\n  {{data}}\n  I got interpolated.\n]\n"),
        Case(rule: "standalone delimiter tag", template: "Begin.\n{{=@ @=}}\nEnd.\n", data: obj([:]), expected: "Begin.\nEnd.\n"),
        Case(rule: "partials keep default delimiters", template: "[ {{>include}} ]\n{{= | | =}}\n[ |>include| ]\n", data: obj(["value": .string("yes")]),
             partials: ["include": ".{{value}}."], expected: "[ .yes. ]\n[ .yes. ]\n"),
    ]

    @Test(arguments: cases)
    func specRule(_ testCase: Case) throws {
        let template = try MustacheTemplate(testCase.template, name: "t")
        #expect(try template.render(testCase.data, partials: testCase.partials) == testCase.expected)
        // Pages are rendered as bytes: the same template gives the same text.
        let bytes = try template.renderBytes(testCase.data, partials: MustacheTemplate.Partials(testCase.partials))
        #expect(bytes == Array(testCase.expected.utf8))
    }

    @Test(arguments: [
        ("Hello {{name", "t:1:7", "unclosed tag"),
        ("a\n  {{#s}}x", "t:2:3", "section {{#s}} is never closed"),
        ("{{#a}}{{/b}}", "t:1:7", "closes the wrong section"),
        ("{{/a}}", "t:1:1", "closes no open section"),
        ("{{=<% =}}", "t:1:1", "two delimiters"),
    ])
    func parseErrorsHavePositions(_ template: String, _ location: String, _ message: String) {
        #expect(throws: MustacheTemplate.Error.self) { try MustacheTemplate(template, name: "t") }
        do {
            _ = try MustacheTemplate(template, name: "t")
        } catch {
            #expect(error.location.description == location)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func unknownPartialIsAnError() throws {
        let template = try MustacheTemplate("line\n {{> missing}}", name: "page.mustache")
        do {
            _ = try template.render(.object([:]))
            Issue.record("rendered with a missing partial")
        } catch {
            #expect(error.location.description == "page.mustache:2:2")
            #expect(error.message.contains("unknown partial “missing”"))
        }
    }
}

struct MustacheEscapeTests {
    /// Each of the five is found alone, anywhere in Korean or English copy;
    /// copy with none of them comes back as it was.
    @Test func eachSpecialCharacterIsEscapedAlone() {
        let entities = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
        for (character, entity) in entities {
            for (before, after) in [("", ""), ("레시피 ", " 저장"), ("Open the ", " menu")] {
                #expect(MustacheTemplate.escape(before + character + after) == before + entity + after)
            }
        }
        for plain in ["", "레시피를 저장합니다.", "Tap Save — then “Done”.", "a/b=c?d"] {
            #expect(MustacheTemplate.escape(plain) == plain)
        }
        for text in ["", "a<b>&\"c'", "레시피 & “저장” <ui>", "plain", "'''"] {
            var bytes = Array("x".utf8)
            MustacheTemplate.appendEscaped(text, to: &bytes)
            #expect(bytes == Array(("x" + MustacheTemplate.escape(text)).utf8), "\(text)")
        }
    }
}

/// Pages are rendered in a buffer each thread keeps; each page must come
/// out at its own size, not holding the buffer a larger page grew.
struct MustacheBytesTests {
    @Test func pagesKeepOnlyTheirOwnBytes() throws {
        let template = try MustacheTemplate("<p>{{text}}</p>", name: "page")
        let partials = MustacheTemplate.Partials([:])
        let large = try template.renderBytes(.object(["text": .string(String(repeating: "x", count: 100_000))]), partials: partials)
        let small = try template.renderBytes(.object(["text": .string("hi")]), partials: partials)
        #expect(small == Array("<p>hi</p>".utf8))
        #expect(small.capacity < 1_000, "a small page holds \(small.capacity) bytes")
        #expect(large.count == 100_007)
        let again = try template.renderBytes(.object(["text": .string("again")]), partials: partials)
        #expect(small == Array("<p>hi</p>".utf8) && again == Array("<p>again</p>".utf8))
    }
}

/// Template objects find members by name, as a dictionary would.
struct MustacheObjectTests {
    @Test func membersAreFoundSetAndRemovedByName() {
        var object: MustacheObject = ["a": .string("1"), "b": .bool(true)]
        #expect(object["a"] == .string("1") && object["b"] == .bool(true) && object["c"] == nil)
        object["a"] = .number(2)
        object["c"] = .null
        #expect(object.count == 3 && object["a"] == .number(2) && object["c"] == .null)
        object["b"] = nil
        #expect(object.count == 2 && object["b"] == nil)
        let members: [String: MustacheValue] = ["x": .string("1"), "y": .list([.string("2")])]
        let made = MustacheObject(members)
        #expect(members.keys.allSatisfy { made[$0] == members[$0] })
    }

    @Test func equalityIgnoresOrder() {
        let one: MustacheObject = ["a": .string("1"), "b": .string("2")]
        let other: MustacheObject = ["b": .string("2"), "a": .string("1")]
        #expect(one == other)
        #expect(one != ["a": .string("1"), "b": .string("3")])
        #expect(one != ["a": .string("1")])
        #expect(one != ["a": .string("1"), "c": .string("2")])
    }
}
