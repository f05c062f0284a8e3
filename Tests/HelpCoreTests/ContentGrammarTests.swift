import Foundation
@testable import HelpCore
import Testing

/// The loader explains a rejected file from its own table of the format
/// (`ContentGrammar`); the schema decides what is valid. An attribute the
/// schema allows and the table doesn't know is explained as unknown when
/// its value is wrong (a page's malformed `source=` once was), so the two
/// must name the same attributes for every element.
struct ContentGrammarTests {
    @Test func tableNamesTheSchemasAttributes() throws {
        let url = Fixtures.folder.appendingPathComponent("../../../schema/helpc.rng").standardizedFileURL
        let parsed = XMLReader.parse([UInt8](try Data(contentsOf: url)), file: "helpc.rng")
        let grammar = try #require(parsed.document?.root)
        let defines = Dictionary(grammar.elements.filter { $0.name == "define" }.map { ($0["name"] ?? "", $0) }) { first, _ in first }

        // An element's attributes: those in its pattern and the definitions it refers to, not its children's.
        func attributes(in pattern: XMLElement, visited: inout Set<String>) -> Set<String> {
            var found: Set<String> = []
            for child in pattern.elements {
                switch child.name {
                case "attribute": found.insert(child["name"] ?? "")
                case "element": continue
                case "ref":
                    let name = child["name"] ?? ""
                    guard visited.insert(name).inserted, let define = defines[name] else { continue }
                    found.formUnion(attributes(in: define, visited: &visited))
                default: found.formUnion(attributes(in: child, visited: &visited))
                }
            }
            return found
        }
        var schema: [String: Set<String>] = [:]
        func collect(_ node: XMLElement) {
            if node.name == "element", let name = node["name"] {
                var visited: Set<String> = []
                schema[name, default: []].formUnion(attributes(in: node, visited: &visited))
            }
            node.elements.forEach(collect)
        }
        collect(grammar)
        #expect(schema.count > 30, "the schema's elements were found")

        let names = Array(schema.keys)
        for (name, allowed) in schema {
            var known: Set<String> = []
            for parent in names.map(Optional.some) + [nil] {
                known.formUnion(ContentGrammar.element(name, parent: parent)?.attributes ?? [])
            }
            #expect(known == allowed, "<\(name)>: the schema allows \(allowed.sorted()), the loader's table names \(known.sorted())")
        }
    }

    /// The table's readings of the schema's patterns (for its sentences)
    /// agree with the patterns as libxml2 applies them, value for value:
    /// the table explains only what the schema rejects.
    @Test(arguments: [
        ("[a-z]{2,3}(-[A-Za-z0-9]{2,8})*", { @Sendable value in LanguageTag.isValid(value) },
         ["en", "ko", "haw", "pt-BR", "zh-Hant-TW", "en-GB", "EN", "e", "engl", "en-", "-en", "en--GB", "en-G", "en-123456789",
          "ko_KR", "#ko", "en GB", "", "en-Latn-US"]),
        ("%([1-9][0-9]*[$])?(ll|l|h|hh|z|t|j|q)?[dioux]", { @Sendable value in ContentGrammar.isIntegerFormat(value) },
         ["%d", "%lld", "%1$lld", "%12$d", "%hhx", "%qu", "%zd", "%0$d", "%1d", "%lll", "%@", "%", "d", "%lldd", "%1$", "%$d",
          "%jo", "%tX", "%llx", "%hd"]),
        ("[a-z][a-z0-9-]*(\\.[a-z0-9-]+)*", { @Sendable value in ContentGrammar.isRuleID(value) },
         ["spelling", "term.platform", "ko.particle", "a-b.c-d.e9", "Spelling", "term.", ".term", "term..x", "9term", "term_x",
          "t", "term.Platform", "-x"]),
    ] as [(String, @Sendable (Substring) -> Bool, [String])])
    func patternReadingsAgreeWithTheSchema(_ pattern: String, _ reading: @Sendable (Substring) -> Bool, _ values: [String]) throws {
        let url = Fixtures.folder.appendingPathComponent("../../../schema/helpc.rng").standardizedFileURL
        let rng = try String(contentsOf: url, encoding: .utf8)
        #expect(rng.contains("<param name=\"pattern\">\(pattern)</param>"), "the schema still has the pattern read here")
        let schema = try XMLSchema(relaxNG: Array("""
            <grammar xmlns="http://relaxng.org/ns/structure/1.0" datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
              <start><element name="a"><attribute name="v"><data type="token"><param name="pattern">\(pattern)</param></data></attribute></element></start>
            </grammar>
            """.utf8), name: "pattern.rng")
        for value in values {
            let accepted = XMLReader.parse(Array("<a v=\"\(value)\"/>".utf8), file: "t.xml", schema: schema).document != nil
            #expect(reading(value[...]) == accepted, "\(value): the schema \(accepted ? "accepts" : "rejects") it")
        }
    }
}
