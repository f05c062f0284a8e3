import HelpCore

public struct ImageAltRule: EntryRule {
    public static let description = RuleDescription(
        id: "image.alt",
        summary: "Every image in a topic has alt text in its body's language",
        rationale: """
            Alt text is what VoiceOver reads and what shows when the image can't load. Each body is in \
            one language, so each image needs alt text written in that language; an image without it is \
            invisible to some readers. Alt text that is only the file's name (collections.png) or only \
            says that there is an image (Image, Screenshot, 이미지) tells those readers nothing more, \
            as VoiceOver already says "image": it counts as none. Alt text that starts by saying so \
            (Image of a photo being dragged; …드래그하는 이미지) makes VoiceOver say it twice: a warning, \
            asking for what the image shows alone.
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
            Example(#"""
                <topic id="help.collections">
                  <title><text xml:lang="en">Collections</text><text xml:lang="ko">모음</text></title>
                  <body xml:lang="en">↓<image src="images/collections.png" alt="collections.png"/></body>
                  <body xml:lang="ko">↓<image src="images/collections.png" alt="스크린샷"/></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.collections">
                  <title><text xml:lang="en">Collections</text><text xml:lang="ko">모음</text></title>
                  <body xml:lang="en">↓<image src="drag.png" alt="Image of a recipe being dragged into a collection"/></body>
                  <body xml:lang="ko">↓<image src="drag.png" alt="레시피를 모음으로 드래그하는 이미지"/></body>
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
            guard case .image(let src, let alt) = block.kind else { return nil }
            let text = (alt ?? "").trimmingWhitespace
            let message: String
            if text.isEmpty {
                message = "the image \(src) has no alt text in \(language); describe what it shows"
            } else if Self.saysNothing(text, about: src) {
                message = "the alt text “\(text)” of the image \(src) only names the file or says it is an image; describe what it shows"
            } else {
                return nil
            }
            return context.diagnostic(message, at: block.location, entry: entry.id, language: language,
                                      suppressions: block.suppressions)
        } + entry.images.compactMap { block, language in
            guard case .image(_, let alt?) = block.kind, let said = Self.saysItIsAnImage(alt.trimmingWhitespace) else { return nil }
            return context.diagnostic(
                "the alt text says “\(said)”, which VoiceOver says itself; describe only what the image shows",
                at: block.location, entry: entry.id, language: language, suppressions: block.suppressions, severity: .warning)
        }
    }

    /// The words of a description that say it is of an image: Image of…,
    /// A picture of…; in Korean, …하는 이미지 at the end.
    static func saysItIsAnImage(_ alt: String) -> String? {
        let lowered = alt.lowercased()
        for prefix in ["an image of ", "image of ", "a picture of ", "picture of ", "a graphic of ", "graphic of "]
        where lowered.hasPrefix(prefix) && lowered.count > prefix.count + 2 {
            return String(alt.prefix(prefix.count - 1))
        }
        // A verb's -는 form or 의 before it: 프로필 이미지 and 선택한 이미지
        // name an image the reader sees, and pass.
        for suffix in ["는 이미지", "의 이미지"] where alt.hasSuffix(suffix) && alt.count > suffix.count + 2 {
            return "이미지"
        }
        return nil
    }

    /// Words that say only that there is an image, which VoiceOver says itself.
    private static let imageWords: Set<String> = [
        "image", "picture", "photo", "screenshot", "screen shot", "graphic", "figure", "icon", "illustration",
        "이미지", "사진", "그림", "스크린샷", "화면", "아이콘", "삽화",
    ]
    private static let imageExtensions = [".png", ".jpg", ".jpeg", ".gif", ".heic", ".svg", ".webp", ".pdf", ".tiff"]

    /// Whether `alt` is the image's file name, a file name, or only a word
    /// for an image. A word from the file's name (Sidebar for sidebar.png)
    /// may be all the image shows, and is left alone.
    static func saysNothing(_ alt: String, about src: String) -> Bool {
        // A description is longer than any of the words, and holds no period
        // unless it ends a sentence: most alt text is told by its length.
        guard alt.utf8.count <= 18 || alt.utf8.dropLast().contains(UInt8(ascii: ".")) else { return false }
        let lowered = alt.lowercased()
        let fileName = src.split(separator: "/").last.map { String($0).lowercased() } ?? src.lowercased()
        return lowered == fileName || imageWords.contains(lowered)
            || imageExtensions.contains(where: lowered.hasSuffix)
    }
}
