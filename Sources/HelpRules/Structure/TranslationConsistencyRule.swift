import HelpCore

/// One source text translated more than one way across a project.
public struct TranslationConsistencyRule: ProjectRule {
    public static let description = RuleDescription(
        id: "translation.consistency",
        summary: "The same source text is translated the same way throughout the project",
        rationale: """
            People meet the same words again and again in an app: a button, a menu item, a status. When \
            "Done" is 완료 on one screen and 끝 on the next, the app reads as if two teams wrote it, and \
            people wonder whether the two do different things. Every translation of each source text is \
            compared across the project's files, in strings, alerts, tips, tooltips, undo names and topic \
            titles and summaries (texts of one value, each with the source text of its own scope; plural \
            texts and help pages are left out), and each translation that differs from the one used most \
            (the first written, on a tie) is reported with the place of that one. A text translated \
            differently on purpose, for another context, takes `ignore="translation.consistency"` with its \
            reason.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <string id="editor.done"><text xml:lang="en">Done</text><text xml:lang="ko">완료</text></string>
                <string id="settings.done"><text xml:lang="en">Done</text>↓<text xml:lang="ko">끝</text></string>
                """#),
            Example(#"""
                <string id="list.delete"><text xml:lang="en">Delete Recipe</text>↓<text xml:lang="ko">레시피 제거</text></string>
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete Recipe</text><text xml:lang="ko">레시피 삭제</text></button>
                </alert>
                <undo id="edit.delete"><text xml:lang="en">Delete Recipe</text><text xml:lang="ko">레시피 삭제</text></undo>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="editor.done"><text xml:lang="en">Done</text><text xml:lang="ko">완료</text></string>
                <string id="settings.done"><text xml:lang="en">Done</text><text xml:lang="ko">완료</text></string>
                """#),
            Example(#"""
                <string id="editor.done"><text xml:lang="en">Done</text><text xml:lang="ko">완료</text></string>
                <string id="download.state"><text xml:lang="en">Done</text><text xml:lang="ko" ignore="translation.consistency" because="a download's state, not a command">완료됨</text></string>
                """#),
            Example(#"""
                <string id="open.hint">
                  <text xml:lang="en" platform="ios">Tap to open</text><text xml:lang="ko" platform="ios">탭하여 열기</text>
                  <text xml:lang="en" platform="macos">Click to open</text><text xml:lang="ko" platform="macos">클릭하여 열기</text>
                </string>
                <string id="open.more"><text xml:lang="en" platform="macos">Click to open</text><text xml:lang="ko" platform="macos">클릭하여 열기</text></string>
                """#),
        ])

    public init() {}

    /// A source text in one language it is translated into.
    private struct Group: Hashable {
        var source: UInt64
        var language: String
    }

    /// One way a group's source text is translated: how many times, and
    /// where first (the translation's place in the index's list).
    private struct Rendering {
        var text: UInt64
        var count: Int
        var first: Int
    }

    public func check(_ project: ProjectIndex, in context: RuleContext) -> [Diagnostic] {
        let sourceLanguage = context.config.sourceLanguage
        let translations = project.translations
        // Nearly every group is translated once or one way: a group holds
        // its renderings in a short list, in the order first met.
        var renderings: [Group: [Rendering]] = [:]
        for position in translations.indices {
            let group = Group(source: translations[position].source, language: translations[position].language)
            let text = translations[position].text
            if let known = renderings[group]?.firstIndex(where: { $0.text == text }) {
                renderings[group]![known].count += 1
            } else {
                renderings[group, default: []].append(Rendering(text: text, count: 1, first: position))
            }
        }
        // The rendering each group of more than one keeps: the most used,
        // the first met on a tie.
        var kept: [Group: Rendering] = [:]
        for (group, list) in renderings where list.count > 1 {
            let most = list.lazy.map(\.count).max() ?? 0
            kept[group] = list.first { $0.count == most }
        }
        guard !kept.isEmpty else { return [] }
        var found: [Diagnostic] = []
        for translation in translations {
            guard let keep = kept[Group(source: translation.source, language: translation.language)],
                  keep.text != translation.text else { continue }
            let there = project.location(of: translations[keep.first])
            let uses = keep.count == 1 ? "" : " (and \(keep.count - 1) more place\(keep.count == 2 ? "" : "s"))"
            found.append(context.diagnostic(
                "this \(sourceLanguage) text is translated into \(translation.language) otherwise at \(there)\(uses); "
                    + "translate it the same way, or keep this one with ignore=\"translation.consistency\" and a reason",
                at: project.location(of: translation), entry: project.entries[Int(translation.entry)].id,
                language: translation.language, suppressions: translation.suppressions))
        }
        return found
    }
}
