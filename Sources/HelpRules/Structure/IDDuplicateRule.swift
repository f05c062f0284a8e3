import Foundation
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
        // than the rest of the project-wide rules together. First uses are
        // found by a 64-bit hash of the bytes the entry's facts carry
        // (`ProjectIndex.IdentifierHash`), checked against the strings when
        // it matches, in a table over the hashes themselves (`FirstByHash`):
        // hashing every id and key again made this rule the last to finish
        // in a large check, alone on one thread.
        var firstByID = FirstByHash(capacity: project.entries.count)
        var sharedIDs: [String: [Int]] = [:]
        // Ids whose hash an earlier, different id has.
        var firstOfCollided: [String: Int] = [:]
        // By index: copying each entry's facts out of the array (five
        // reference counts in, five out) cost more than the lookups.
        for index in project.entries.indices {
            guard let first = firstByID.first(of: project.entries[index].idHash, orRecord: index) else { continue }
            let id = project.entries[index].id
            if project.entries[first].id == id {
                sharedIDs[id, default: [first]].append(index)
            } else if let earlier = firstOfCollided[id] {
                sharedIDs[id, default: [earlier]].append(index)
            } else {
                firstOfCollided[id] = index
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

        // Uses point into `project.entries` and its keys rather than copying
        // an entry or a location per key.
        struct Use { var entry: Int; var key: Int }
        struct TableKey: Hashable { var table: String; var key: String }
        func tableKey(_ use: Use) -> TableKey {
            TableKey(table: project.entries[use.entry].table, key: project.entries[use.entry].keys[use.key].key)
        }
        // A use is recorded in the table as one number, its entry's index
        // in the high 32 bits and the key's in the low.
        var firstUse = FirstByHash(capacity: project.entries.count * 2)
        var sharedKeys: [TableKey: [Use]] = [:]
        var firstOfCollidedKey: [TableKey: Use] = [:]
        for index in project.entries.indices {
            for position in project.entries[index].keys.indices {
                let use = Use(entry: index, key: position)
                guard let recorded = firstUse.first(of: project.entries[index].keys[position].hash,
                                                    orRecord: index << 32 | position) else { continue }
                let first = Use(entry: recorded >> 32, key: recorded & 0xFFFF_FFFF)
                let key = tableKey(use)
                if tableKey(first) == key {
                    sharedKeys[key, default: [first]].append(use)
                } else if let earlier = firstOfCollidedKey[key] {
                    sharedKeys[key, default: [earlier]].append(use)
                } else {
                    firstOfCollidedKey[key] = use
                }
            }
        }
        func location(_ use: Use) -> SourceLocation { project.entries[use.entry].keys[use.key].location }
        for (tableKey, uses) in sharedKeys {
            // Two entries under one id collide on every key; that is already said.
            let ids = Set(uses.map { project.entries[$0.entry].id })
            if ids.count == 1 && Set(uses.map { project.entries[$0.entry].location }).count > 1 { continue }
            for use in uses {
                let entry = project.entries[use.entry]
                let others = uses.filter { location($0) != location(use) }.map { location($0).description }
                diagnostics.append(context.diagnostic(
                    "the catalog key '\(tableKey.key)' is also produced at \(others.joined(separator: ", ")); rename one of them",
                    at: location(use), entry: entry.id, suppressions: entry.suppressions))
            }
        }
        return diagnostics
    }
}
