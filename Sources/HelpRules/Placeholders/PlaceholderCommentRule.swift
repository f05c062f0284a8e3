import HelpCore

public struct PlaceholderCommentRule: TextRule {
    public static let description = RuleDescription(
        id: "placeholder.comment",
        summary: "Copy with an object placeholder or several placeholders has a comment saying what they stand for",
        rationale: """
            A translator sees “Added to %@” or “%1$@ shared %2$@” without the app around it: %@ may be \
            a collection, a person or a date, and each needs other words around it in Korean (에 추가됨, \
            님이 공유함) and its own particle. Apple asks for a comment on every localizable string, and \
            Xcode's exports carry it to the translator as the unit's note; helpc writes the entry's \
            <comment> into the catalog and the XLIFF alike. A source text with an object placeholder \
            (%@, %1$@) or with two arguments or more, in an entry or part that has no <comment>, is \
            reported at its first placeholder. A count alone (%lld recipes) says what it counts, and a \
            substitution (%#@recipes@) is described by its own forms. Translations are not reported: \
            the comment is the source writer's to give.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <string id="library.added"><text xml:lang="en">Added to ↓%@</text><text xml:lang="ko">%@에 추가됨</text></string>
                """#),
            Example(#"""
                <string id="share.done"><text xml:lang="en">↓%1$@ shared %2$lld recipes</text><text xml:lang="ko">%1$@ 님이 레시피 %2$lld개를 공유함</text></string>
                """#),
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete ↓%@?</text><text xml:lang="ko">%@을(를) 삭제하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <string id="greeting"><text xml:lang="ko">↓%@ 님, 환영합니다</text><text xml:lang="en">Welcome, %@</text></string>
                """#, config: #"{ "sourceLanguage": "ko", "languages": ["ko", "en"] }"#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="library.added"><comment>%@ is the collection’s name.</comment><text xml:lang="en">Added to %@</text><text xml:lang="ko">%@에 추가됨</text></string>
                """#),
            Example(#"""
                <string id="library.count"><text xml:lang="en" plural="%lld"><one>%lld recipe</one><other>%lld recipes</other></text><text xml:lang="ko" plural="%lld"><other>레시피 %lld개</other></text></string>
                """#),
            Example(#"""
                <string id="progress"><text xml:lang="en">Downloaded %lld%% of the recipe</text><text xml:lang="ko">레시피 %lld%% 다운로드됨</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        // One finding for a plural text, at its other form (every language has one).
        guard item.language == context.config.sourceLanguage, item.pluralCategory == nil || item.pluralCategory == .other,
              item.string.comment?.isEmpty ?? true else { return [] }
        let arguments = Placeholder.all(in: item.value).filter { $0.isValid && $0.readsArgument }
        guard let first = arguments.first, arguments.contains(where: { $0.conversion == "@" }) || arguments.count > 1 else {
            return []
        }
        let what = arguments.count == 1 ? "what \(first.text) stands for" : "what \(arguments.map(\.text).joinedAsList("and")) stand for"
        return [context.diagnostic(
            "say in a <comment> \(what) (a collection’s name, a person, a date), so a translator can place it",
            about: item, offset: first.offset)]
    }
}
