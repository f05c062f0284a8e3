import CLibXML2
@testable import HelpCore
import Testing

/// Ids are matched by byte tables where their pattern is a class and a
/// starred class (`ClassRunPattern`): the tables must say what libxml2's
/// expression says, for every value they answer.
struct ClassRunPatternTests {
    @Test(arguments: [
        ("[A-Za-z0-9_][A-Za-z0-9_.\\-]*", true),
        ("[A-Za-z_][A-Za-z0-9_]*", true),
        ("[^\\]a][\\]b]*", true),
        ("[a-z][a-z0-9-]*(\\.[a-z0-9-]+)*", false),
        ("[0-9a-f]{8}", false),
        ("[a-z][a-z]+", false),
        ("[a-z-[aeiou]][a-z]*", false),
        ("[][a-z]*", false),
        ("[a-z][a-z]*x", false),
        ("a[a-z]*", false),
    ])
    func theShapeIsReadFromTheSource(_ source: String, _ isClassRun: Bool) {
        #expect(ClassRunPattern.isClassThenStarredClass(Array(source.utf8)) == isClassRun)
    }

    @Test(arguments: [
        "[A-Za-z0-9_][A-Za-z0-9_.\\-]*",
        "[A-Za-z0-9_][A-Za-z0-9_\\-]*",
        "[A-Za-z_][A-Za-z0-9_]*",
        "[^a-z][\\d\\.]*",
        "[\\p{Lu}][\\w]*",
    ])
    func theTablesAgreeWithLibxml2(_ source: String) throws {
        let expression = try #require(xmlRegexpCompile(source))
        defer { xmlRegFreeRegexp(expression) }
        let pattern = try #require(ClassRunPattern(source: source, expression: expression))
        // Values of the characters ids are made of, others, and some not ASCII.
        let alphabet = Array("aZ09_.-:/ é한".unicodeScalars.map(String.init))
        var generator = SeededGenerator(seed: 9)
        var answered = 0
        for _ in 0..<20_000 {
            let value = (0..<Int.random(in: 1...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            let bytes = Array(value.utf8)
            let expected = (bytes + [0]).withUnsafeBufferPointer { xmlRegexpExec(expression, $0.baseAddress) == 1 }
            let verdict = bytes.withUnsafeBufferPointer { pattern.matches($0.baseAddress!, count: $0.count) }
            if let verdict {
                answered += 1
                #expect(verdict == expected, "\(source) on \(value)")
            } else {
                #expect(bytes.contains { $0 >= 0x80 }, "\(value) left to the expression")
            }
        }
        #expect(answered > 10_000)
    }

    @Test func theSchemaIdPatternsAreClassRuns() throws {
        let schema = try ContentLoader.bundled().schema
        #expect(schema.attributesMatchedByTables >= 8)
    }
}
