import HelpCore

public struct ImageAltRule: EntryRule {
    public static let description = RuleDescription(
        id: "image.alt",
        summary: "Every image in a topic has alt text in its body's language",
        rationale: """
            Alt text is what VoiceOver reads and what shows when the image can't load. Each body is in \
            one language, so each image needs alt text written in that language; an image without it is \
            invisible to some readers.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <topic id="help.collections">
                  <title><text xml:lang="en">Collections</text><text xml:lang="ko">모음</text></title>
                  <body xml:lang="en">↓<image src="collections.png"/></body>
                  <body xml:lang="ko"><image src="collections.png" alt="레시피 모음 목록"/></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.collections">
                  <title><text xml:lang="en">Collections</text><text xml:lang="ko">모음</text></title>
                  <body xml:lang="en"><image src="collections.png" alt="A list of recipe collections"/></body>
                  <body xml:lang="ko"><section><title>목록</title>↓<image src="collections.png" alt=" "/></section></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <topic id="help.collections">
                  <title><text xml:lang="en">Collections</text><text xml:lang="ko">모음</text></title>
                  <body xml:lang="en"><image src="collections.png" alt="A list of recipe collections"/></body>
                  <body xml:lang="ko"><image src="collections.png" alt="레시피 모음 목록"/></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.collections">
                  <title><text xml:lang="en">Collections</text><text xml:lang="ko">모음</text></title>
                  <body xml:lang="en"><p>Collections hold recipes.</p></body>
                  <body xml:lang="ko"><p>모음에는 레시피가 들어 있습니다.</p></body>
                </topic>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        entry.images.compactMap { block, language in
            guard case .image(let src, let alt) = block.kind,
                  (alt ?? "").trimmingWhitespace.isEmpty else { return nil }
            return context.diagnostic(
                "the image \(src) has no alt text in \(language); describe what it shows",
                at: block.location, entry: entry.id, language: language, suppressions: block.suppressions)
        }
    }
}
