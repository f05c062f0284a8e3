import HelpCore

/// A text with nothing in it.
public struct TextEmptyRule: TextRule {
    public static let description = RuleDescription(
        id: "text.empty",
        summary: "A text holds copy: an empty one is a blank label in the app",
        rationale: """
            An empty <text> goes into the string catalog as an empty string, and the app shows nothing \
            where the label, button title or message should be: no rule reads it, no translator sees \
            it, and Xcode doesn't fall back to another language for it. It is usually a placeholder \
            left for later, or a translation started and not finished. Write the copy; a translation \
            not made yet is better left out (translation.missing then tracks it, and the app shows \
            the source language meanwhile). Where the app is meant to show nothing on some platform, \
            say so with ignore="text.empty" and a because. An empty <target/> in a translator's XLIFF, \
            and a string catalog's unit in state new with no value, are translations not made yet, \
            not empty ones.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <string id="menu.delete"><text xml:lang="en">Delete</text>↓<text xml:lang="ko"></text></string>
                """#),
            Example(#"""
                <string id="menu.keep">↓<text xml:lang="en"></text><text xml:lang="ko">유지</text></string>
                """#),
            Example(#"""
                <string id="recipes.count">
                  <text xml:lang="en" plural="%lld"><one>%lld recipe</one><other>%lld recipes</other></text>
                  <text xml:lang="ko" plural="%lld">↓<other></other></text>
                </string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="menu.delete"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></string>
                """#),
            Example(#"""
                <string id="player.subtitle">
                  <text xml:lang="en" platform="ios macos">Now Playing</text>
                  <text xml:lang="en" platform="watchos" ignore="text.empty" because="the watch face has no room for it"></text>
                  <text xml:lang="ko" platform="ios macos">지금 재생 중</text>
                  <text xml:lang="ko" platform="watchos" ignore="text.empty" because="the watch face has no room for it"></text>
                </string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard item.value.isEmpty else { return [] }
        let message = item.language == context.config.sourceLanguage
            ? "this text is empty, so the app would show nothing here; write the copy"
            : "this \(item.language) text is empty, so the app would show nothing here; translate the \(context.config.sourceLanguage) text, or leave this element out until it is translated"
        return [context.diagnostic(message, about: item, offset: 0)]
    }
}
