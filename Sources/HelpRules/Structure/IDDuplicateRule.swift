import HelpCore

/// The same id (or the same catalog key) twice in a project.
public struct IDDuplicateRule: ProjectRule {
    public static let description = RuleDescription(
        id: "id.duplicate",
        summary: "Entry ids, and the catalog keys made from them, must be unique",
        rationale: """
            An entry's id becomes its key in the string catalog, and keys must be unique: with two \
            entries under one id, one of them silently wins and the other's copy is lost. The same \
            goes for keys an entry builds from its parts (a tip's `id.title`, an alert's \
            `id.button.cancel`), which can collide with another entry's id or with each other. Every \
            place is reported, so the writer can choose which to rename.
            """,
        severity: .error,
        languages: .independent,
        triggering: [
            Example(#"""
                ↓<string id="menu.open"><text xml:lang="en">Open</text><text xml:lang="ko">열기</text></string>
                ↓<string id="menu.open"><text xml:lang="en">Open Recipe</text><text xml:lang="ko">레시피 열기</text></string>
                """#),
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  ↓<button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  ↓<button id="cancel" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <tip id="favorites">
                  ↓<title><text xml:lang="en">Save as a Favorite</text><text xml:lang="ko">즐겨찾기에 저장</text></title>
                </tip>
                ↓<string id="favorites.title"><text xml:lang="en">Favorites</text><text xml:lang="ko">즐겨찾기</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open</text><text xml:lang="ko">열기</text></string>
                <string id="menu.open-recent"><text xml:lang="en">Open Recent</text><text xml:lang="ko">최근 항목 열기</text></string>
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" table="Alerts">
                  <alert id="discard" kind="destructive">
                    <title><text xml:lang="en">Discard your changes?</text><text xml:lang="ko">변경 사항을 버리겠습니까?</text></title>
                    <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                    <button id="discard" role="destructive"><text xml:lang="en">Discard</text><text xml:lang="ko">버리기</text></button>
                  </alert>
                </help>
                """#),
        ])

    public init() {}

    public func check(_ project: ProjectIndex, in context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []

        // Each id's first entry, and the ids more than one entry uses: nearly
        // every id is used once, and a list per id cost a large project more
        // than the rest of the project-wide rules together.
        var firstByID: [String: Int] = [:]
        firstByID.reserveCapacity(project.entries.count)
        var sharedIDs: [String: [Int]] = [:]
        // By index: copying each entry's facts out of the array (five
        // reference counts in, five out) cost more than the lookups.
        for index in project.entries.indices {
            let id = project.entries[index].id
            if let previous = firstByID.updateValue(index, forKey: id) {
                sharedIDs[id, default: [previous]].append(index)
            }
        }
        for (id, indices) in sharedIDs {
            let entries = indices.map { project.entries[$0] }
            for entry in entries {
                let others = entries.filter { $0.location != entry.location }.map { $0.location.description }
                diagnostics.append(context.diagnostic(
                    "the id '\(id)' is also used at \(others.joined(separator: ", ")); ids must be unique across the project",
                    at: entry.location, entry: id, suppressions: entry.suppressions))
            }
        }

        // Uses point into `project.entries` rather than copying an entry per key.
        struct Use { var entry: Int; var location: SourceLocation }
        struct TableKey: Hashable { var table: String; var key: String }
        var firstUse: [TableKey: Use] = [:]
        firstUse.reserveCapacity(project.entries.count * 2)
        var sharedKeys: [TableKey: [Use]] = [:]
        for index in project.entries.indices {
            let table = project.entries[index].table
            for (key, location) in project.entries[index].keys {
                let tableKey = TableKey(table: table, key: key)
                if let previous = firstUse.updateValue(Use(entry: index, location: location), forKey: tableKey) {
                    sharedKeys[tableKey, default: [previous]].append(Use(entry: index, location: location))
                }
            }
        }
        for (tableKey, uses) in sharedKeys {
            // Two entries under one id collide on every key; that is already said.
            let ids = Set(uses.map { project.entries[$0.entry].id })
            if ids.count == 1 && Set(uses.map { project.entries[$0.entry].location }).count > 1 { continue }
            for use in uses {
                let entry = project.entries[use.entry]
                let others = uses.filter { $0.location != use.location }.map { $0.location.description }
                diagnostics.append(context.diagnostic(
                    "the catalog key '\(tableKey.key)' is also produced at \(others.joined(separator: ", ")); rename one of them",
                    at: use.location, entry: entry.id, suppressions: entry.suppressions))
            }
        }
        return diagnostics
    }
}
