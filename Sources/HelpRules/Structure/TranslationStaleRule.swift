import HelpCore

/// A translation recording a source fingerprint that no longer matches.
public struct TranslationStaleRule: EntryRule {
    public static let description = RuleDescription(
        id: "translation.stale",
        summary: "A translation must be reviewed when its source text has changed",
        rationale: """
            When helpc imports a translation it records which English text it was made from (source=, \
            the first 8 hex digits of SHA-256 over the NFC text). If the English changes later, the \
            translation may say something the English no longer says. The catalog marks such strings \
            needs_review; this warning says which ones, so the translator can update the copy and the \
            fingerprint. A help page's translation records the English page it was made from the same \
            way, on its <body> (over each block's copy and inline elements, in order): an English page \
            edited since makes the translated page stale as a whole.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open</text>↓<text xml:lang="ko" source="00000000">열기</text></string>
                """#),
            Example(#"""
                <string id="save.copy">
                  <text xml:lang="en" platform="ios ipados watchos visionos tvos">Save a copy</text>
                  <text xml:lang="en" platform="macos">Save a Copy</text>
                  ↓<text xml:lang="ko" platform="macos" source="2c2a765c">사본 저장</text>
                  <text xml:lang="ko" platform="ios ipados watchos visionos tvos" source="2c2a765c">사본 저장</text>
                </string>
                """#),
            Example(#"""
                <topic id="help.save">
                  <title><text xml:lang="en">Save</text><text xml:lang="ko">저장</text></title>
                  <body xml:lang="en"><p>Choose <ui>Save</ui> or press <kbd>Command-S</kbd>.</p></body>
                  ↓<body xml:lang="ko" source="11ca023a"><p><ui>저장</ui>을 선택하십시오.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <topic id="help.save">
                  <title><text xml:lang="en">Save</text><text xml:lang="ko">저장</text></title>
                  <body xml:lang="en"><p>Choose <ui>Save</ui>.</p></body>
                  <body xml:lang="ko" source="11ca023a"><p><ui>저장</ui>을 선택하십시오.</p></body>
                </topic>
                """#),
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open</text><text xml:lang="ko" source="ed077f3d">열기</text></string>
                """#),
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open</text><text xml:lang="ko">열기</text></string>
                """#),
            Example(#"""
                <string id="recipes.count">
                  <text xml:lang="en" plural="%lld"><one>%lld recipe</one><other>%lld recipes</other></text>
                  <text xml:lang="ko" plural="%lld" source="941cf474"><other>레시피 %lld개</other></text>
                </string>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        let source = context.config.sourceLanguage
        // By index: copying each string out of the entry counted its references.
        let strings = entry.localizableStrings.indices.flatMap { index -> [Diagnostic] in
            let texts = entry.localizableStrings[index].copy.texts
            // Only a translation that records its source can be stale.
            guard texts.contains(where: { $0.sourceFingerprint != nil && $0.language != source }) else { return [] }
            let sources = texts.filter { $0.language == source }
            return texts.compactMap { text -> Diagnostic? in
                guard text.language != source, let recorded = text.sourceFingerprint,
                      let original = text.staleness(among: sources, within: entry.platforms).first else { return nil }
                let current = Fingerprint.of(original.value)
                return context.diagnostic(
                    "the \(source) text changed since this \(text.language) translation was made (source=\"\(recorded)\", now \(current)); review the translation and set source=\"\(current)\"",
                    about: text, of: entry)
            }
        }
        return strings + pages(of: entry, source: source, context)
    }

    /// A translated page records the source page it was made from on its
    /// `<body>` (`TopicBodyUnits.fingerprint`).
    private func pages(of entry: Entry, source: String, _ context: RuleContext) -> [Diagnostic] {
        guard case .topic(let topic) = entry.kind, let original = topic.bodies.first(where: { $0.language == source }) else {
            return []
        }
        let translated = topic.bodies.filter { $0.language != source && $0.sourceFingerprint != nil }
        guard !translated.isEmpty else { return [] }
        let current = TopicBodyUnits.fingerprint(of: original)
        return translated.compactMap { body -> Diagnostic? in
            guard let recorded = body.sourceFingerprint, recorded != current else { return nil }
            return context.diagnostic(
                "the \(source) page changed since this \(body.language) page was translated (source=\"\(recorded)\", now \(current)); review the page and set source=\"\(current)\"",
                at: body.location, entry: entry.id, language: body.language, suppressions: body.suppressions)
        }
    }
}
