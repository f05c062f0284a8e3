import HelpCore

public struct TermConsistencyRule: EntryRule {
    public static let description = RuleDescription(
        id: "term.consistency",
        summary: "A source term is translated with the termbase's target term",
        rationale: """
            When the English says Settings, the Korean must say 설정, in every string, or people look for \
            a screen that doesn't exist under the name the help gives it. For each noun or name of the \
            termbase in the source text, the translation of the same copy and scope must use one of the \
            concept's terms in its language; each concept it lacks is reported, so a translator fixes \
            them in one pass. A name the translation keeps as written (Face ID, iCloud) must be that \
            name: Touch ID, of the same concept of ways to unlock, is no translation of Face ID. A name \
            spelt out in Hangul (디지털 크라운) is left to term.deprecated, which names the name to write.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <string id="settings.hint"><text xml:lang="en">Open Control Center to turn it on.</text>↓<text xml:lang="ko">제어판을 열어 켜세요.</text></string>
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" platforms="tvos">
                  <string id="play.hint"><text xml:lang="en" input="gamecontroller">Use your game controller to play.</text>↓<text xml:lang="ko" input="gamecontroller">조이스틱으로 재생하세요.</text></string>
                </help>
                """#),
            Example(#"""
                <string id="lock.hint"><text xml:lang="en" platform="ios">Use Face ID to unlock.</text>↓<text xml:lang="ko" platform="ios">Touch ID로 잠금 해제하세요.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="settings.hint"><text xml:lang="en">Open Control Center to turn it on.</text><text xml:lang="ko">제어 센터를 열어 켜세요.</text></string>
                """#),
            Example(#"""
                <string id="sync.hint"><text xml:lang="en">Recipes sync with iCloud.</text><text xml:lang="ko">레시피가 iCloud와 동기화됩니다.</text></string>
                """#),
            Example(#"""
                <string id="lock.hint"><text xml:lang="en" platform="ios">Use Face ID or Touch ID to unlock.</text><text xml:lang="ko" platform="ios">Face ID 또는 Touch ID로 잠금 해제하세요.</text></string>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        let sourceLanguage = context.config.sourceLanguage
        let terms = context.lexicon.terms
        // By index: copying each string out of the entry counted its references.
        return entry.localizableStrings.indices.flatMap { index -> [Diagnostic] in
            let texts = entry.localizableStrings[index].copy.texts
            // A translation is compared with its source; most strings are
            // one text each in two languages, read by index in place.
            return texts.indices.flatMap { position -> [Diagnostic] in
                guard texts[position].language != sourceLanguage,
                      let sourcePosition = texts.indices.first(where: {
                          texts[$0].language == sourceLanguage
                              && texts[$0].scope.overlaps(texts[position].scope, within: entry.platforms)
                      }) else { return [] }
                let (text, source) = (texts[position], texts[sourcePosition])
                // The translation's concepts, found once the source turns out
                // to name a thing: most source texts name none.
                var used: Set<String>?
                var usedTexts: Set<String> = []
                // Concepts the translation names by a deprecated term, which
                // term.deprecated reports with the term to write.
                var deprecatedUsed: Set<String> = []
                // Every concept the translation lacks, once each: a translator
                // fixes them in one pass.
                var reported: Set<String> = []
                var found: [Diagnostic] = []
                for match in Self.matches(in: source, language: sourceLanguage, terms) {
                    // A deprecated source term is term.deprecated's: the source
                    // changes, and the translation with it.
                    guard match.term.partOfSpeech == "noun" || match.term.partOfSpeech == "properNoun",
                          !match.term.isDeprecated else { continue }
                    if used == nil {
                        let translated = Self.matches(in: text, language: text.language, terms)
                        used = Set(translated.map(\.concept.id))
                        usedTexts = Set(translated.map(\.term.text))
                        if Self.deprecatedTermsReported(in: text, of: entry, context) {
                            deprecatedUsed = Set(translated.filter(\.term.isDeprecated).map(\.concept.id))
                        }
                    }
                    // A name the translation keeps as written (Face ID, of a
                    // concept that also holds Touch ID and Optic ID) is kept.
                    let kept = match.term.partOfSpeech == "properNoun"
                        && match.concept.terms(in: text.language).contains { $0.text == match.term.text && !$0.isDeprecated }
                    // A name spelt out in Hangul (디지털 크라운 for Digital
                    // Crown) is term.deprecated's finding, naming the name.
                    let isUsed = kept ? usedTexts.contains(match.term.text) || deprecatedUsed.contains(match.concept.id)
                        : used?.contains(match.concept.id) == true
                    guard !isUsed, reported.insert(kept ? match.concept.id + "\u{0}" + match.term.text : match.concept.id).inserted
                    else { continue }
                    let expected = kept ? ["“\(match.term.text)”"]
                        : match.concept.terms(in: text.language).filter { !$0.isDeprecated }.map { "“\($0.text)”" }
                    guard !expected.isEmpty else { continue }
                    let lacking = expected.count == 1 ? "doesn’t use it" : "uses none of them"
                    found.append(context.diagnostic(
                        "the \(sourceLanguage) text says “\(match.text)”, which the termbase translates as \(TermSupport.list(expected, "or")); this \(text.language) text \(lacking)",
                        about: text, of: entry))
                }
                return found
            }
        }
    }

    /// Whether term.deprecated runs on `text`: neither off nor ignored there.
    private static func deprecatedTermsReported(in text: LocalizedText, of entry: Entry, _ context: RuleContext) -> Bool {
        let deprecated = DeprecatedTermRule.description.id
        return context.runningRuleIDs.contains(deprecated)
            && !(text.suppressions + entry.suppressions).contains { $0.covers(deprecated) }
    }

    /// The terms of a text's strings. A single value's are its own list:
    /// listing the text's strings, then joining their lists, made two
    /// arrays for every text of every entry.
    private static func matches(in text: LocalizedText, language: String, _ terms: TermIndex) -> [TermMatch] {
        if case .single(let value) = text.value { return terms.matches(in: value, language: language) }
        return text.strings.flatMap { terms.matches(in: $0, language: language) }
    }
}
