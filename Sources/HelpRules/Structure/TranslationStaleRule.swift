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
            fingerprint.
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
        ],
        nonTriggering: [
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
        return entry.localizableStrings.flatMap { string -> [Diagnostic] in
            let sources = string.copy.texts(in: source)
            return string.copy.texts.compactMap { text -> Diagnostic? in
                guard text.language != source, let recorded = text.sourceFingerprint,
                      let original = text.staleness(among: sources, within: entry.platforms).first else { return nil }
                let current = Fingerprint.of(original.value)
                return context.diagnostic(
                    "the \(source) text changed since this \(text.language) translation was made (source=\"\(recorded)\", now \(current)); review the translation and set source=\"\(current)\"",
                    about: text, of: entry)
            }
        }
    }
}
