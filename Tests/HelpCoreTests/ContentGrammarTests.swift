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
}
