import HelpCore
@testable import HelpRules
import Testing

/// `IDDuplicateRule` finds first uses by a hash of the bytes; it must still
/// group ids and keys exactly as `String` equality does.
struct IDDuplicateRuleTests {
    private func findings(_ entries: [ProjectIndex.EntryFacts]) throws -> [String] {
        let index = ProjectIndex(files: ["a.xml"], entries: entries, declaredSuppressions: [], textLanguages: ["en"])
        let engine = try RuleEngine.bundled(rules: [IDDuplicateRule.self])
        return RuleEngine.outcome(engine.checkProject(index, config: Config())).diagnostics.map { "\($0.location): \($0.message)" }
    }

    private func facts(_ id: String, table: String = "Localizable", line: Int, keys: [String] = []) -> ProjectIndex.EntryFacts {
        let location = SourceLocation(file: "a.xml", line: line, column: 1)
        return ProjectIndex.EntryFacts(id: id, table: table, kind: .other, location: location, suppressions: [],
                                       keys: [(id, location)] + keys.map { ($0, SourceLocation(file: "a.xml", line: line, column: 9)) },
                                       links: [])
    }

    @Test func canonicallyEquivalentIDsAreOneID() throws {
        let found = try findings([facts("caf\u{E9}", line: 1), facts("cafe\u{301}", line: 2), facts("cafe", line: 3)])
        #expect(found.count == 2, "\(found)")
        #expect(found.allSatisfy { $0.contains("is also used at") })
        #expect(!found.contains { $0.hasPrefix("a.xml:3:") })
    }

    /// Generated entries, many sharing ids and keys within and across
    /// tables, judged against the same grouping done with dictionaries of
    /// strings.
    @Test func groupsAsStringEqualityDoes() throws {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let tables = ["Localizable", "Alerts", "T\u{E9}"]
        var entries: [ProjectIndex.EntryFacts] = []
        for line in 1...600 {
            let id = "e\(next(400))"
            entries.append(facts(id, table: tables[next(3)], line: line, keys: next(2) == 0 ? ["\(id).title"] : ["e\(next(400))"]))
        }
        var idUses: [String: [Int]] = [:]
        for (index, entry) in entries.enumerated() { idUses[entry.id, default: []].append(index) }
        let duplicateIDLines = Set(idUses.values.filter { $0.count > 1 }.joined().map { entries[$0].location.line })

        struct TableKey: Hashable { var table: String; var key: String }
        var keyUses: [TableKey: [(entry: Int, line: Int, column: Int)]] = [:]
        for (index, entry) in entries.enumerated() {
            for key in entry.keys {
                keyUses[TableKey(table: entry.table, key: key.key), default: []]
                    .append((index, key.location.line, key.location.column))
            }
        }
        var keyLines: Set<String> = []
        for uses in keyUses.values where uses.count > 1 {
            let ids = Set(uses.map { entries[$0.entry].id })
            if ids.count == 1 && Set(uses.map { entries[$0.entry].location }).count > 1 { continue }
            for use in uses { keyLines.insert("\(use.line):\(use.column)") }
        }

        let found = try findings(entries)
        let foundIDLines = Set(found.filter { $0.contains("is also used at") }.map { Int($0.split(separator: ":")[1])! })
        let foundKeyLines = Set(found.filter { $0.contains("catalog key") }.map { $0.split(separator: ":")[1...2].joined(separator: ":") })
        #expect(foundIDLines == duplicateIDLines)
        #expect(foundKeyLines == keyLines)
        #expect(duplicateIDLines.count > 100 && keyLines.count > 20, "the entries share ids and keys")
    }
}
