import HelpCore

/// Two texts of one piece of copy, in one language, that both claim a
/// platform and input device.
public struct ScopeOverlapRule: EntryRule {
    public static let description = RuleDescription(
        id: "scope.overlap",
        summary: "Texts of one entry and language must not claim the same platform and input",
        rationale: """
            Each reader sees exactly one text: the one scoped to their platform and input device. When \
            two texts both reach, say, an iPhone, helpc cannot tell which one the writer meant, and the \
            catalog can hold only one. Unscoped text reaches every platform the file applies to, so it \
            cannot sit beside a scoped text of the same language; scope both, without overlap. A topic \
            with two bodies in one language is the same mistake: the site shows only the first.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <string id="save.hint">
                  <text xml:lang="en" platform="ios ipados">Tap the star to save this recipe.</text>
                  ↓<text xml:lang="en" platform="ipados macos">Click the star to save this recipe.</text>
                  <text xml:lang="ko">별표를 선택하여 이 레시피를 저장하세요.</text>
                </string>
                """#),
            Example(#"""
                <string id="save.hint">
                  <text xml:lang="en">Choose the star to save this recipe.</text>
                  <text xml:lang="ko">별표를 선택하여 이 레시피를 저장하세요.</text>
                  ↓<text xml:lang="ko" platform="macos">별표를 클릭하여 이 레시피를 저장하세요.</text>
                </string>
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" platforms="tvos">
                  <string id="play.hint">
                    <text xml:lang="en" input="remote gamecontroller">Press Play to start the timer.</text>
                    ↓<text xml:lang="en" input="remote">Press the Touch surface to start the timer.</text>
                    <text xml:lang="ko">재생 버튼을 눌러 타이머를 시작하세요.</text>
                  </string>
                </help>
                """#),
            Example(#"""
                <topic id="help.save">
                  <title><text xml:lang="en">Save recipes</text><text xml:lang="ko">레시피 저장하기</text></title>
                  <body xml:lang="en"><p>Tap the star to save a recipe.</p></body>
                  ↓<body xml:lang="en"><p>Saved recipes are in Favorites.</p></body>
                  <body xml:lang="ko"><p>별표를 탭하여 레시피를 저장하세요.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="save.hint">
                  <text xml:lang="en" platform="ios ipados watchos visionos tvos">Select the star to save this recipe.</text>
                  <text xml:lang="en" platform="macos">Click the star to save this recipe.</text>
                  <text xml:lang="ko">별표를 선택하여 이 레시피를 저장하세요.</text>
                </string>
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" platforms="tvos">
                  <string id="play.hint">
                    <text xml:lang="en" input="remote">Press the Touch surface to start the timer.</text>
                    <text xml:lang="en" input="gamecontroller touch pointer keyboard">Press Play to start the timer.</text>
                    <text xml:lang="ko">재생 버튼을 눌러 타이머를 시작하세요.</text>
                  </string>
                </help>
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" platforms="ios macos">
                  <string id="save.hint">
                    <text xml:lang="en" platform="ios ipados">Tap the star to save this recipe.</text>
                    <text xml:lang="en" platform="macos">Click the star to save this recipe.</text>
                    <text xml:lang="ko">별표를 선택하여 이 레시피를 저장하세요.</text>
                  </string>
                </help>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // By index: copying each string out of the entry counted its references.
        for position in entry.localizableStrings.indices {
            let texts = entry.localizableStrings[position].copy.texts
            // One text for each language, as nearly every string has, cannot overlap.
            guard texts.count > 1, !(texts.count == 2 && texts[0].language != texts[1].language) else { continue }
            for (index, text) in texts.enumerated() {
                guard let earlier = texts[..<index].first(where: {
                    $0.language == text.language && $0.scope.overlaps(text.scope, within: entry.platforms)
                }) else { continue }
                diagnostics.append(context.diagnostic(
                    "this \(text.language) text (\(text.scope)) overlaps the one at line \(earlier.location.line) (\(earlier.scope)) on \(Self.sharedReach(earlier.scope, text.scope, entry.platforms)); give each text its own platforms or inputs",
                    about: text, of: entry))
            }
        }
        if case .topic(let topic) = entry.kind {
            for (index, body) in topic.bodies.enumerated() {
                guard let earlier = topic.bodies[..<index].first(where: { $0.language == body.language }) else { continue }
                diagnostics.append(context.diagnostic(
                    "this topic has a second \(body.language) body; the first is at line \(earlier.location.line), and the site shows only that one: merge them into one <body xml:lang=\"\(body.language)\">",
                    at: body.location, entry: entry.id, language: body.language, suppressions: body.suppressions))
            }
        }
        return diagnostics
    }

    private static func sharedReach(_ a: Scope, _ b: Scope, _ platforms: PlatformSet) -> String {
        let shared = a.platforms(within: platforms).intersection(b.platforms(within: platforms))
        var reach = shared.sorted().map(\.rawValue).joined(separator: " ")
        switch (a.inputs, b.inputs) {
        case let (x?, y?): reach += " with " + x.intersection(y).sorted().map(\.rawValue).joined(separator: " ")
        case let (x?, nil), let (nil, x?): reach += " with " + x.sorted().map(\.rawValue).joined(separator: " ")
        case (nil, nil): break
        }
        return reach
    }
}
