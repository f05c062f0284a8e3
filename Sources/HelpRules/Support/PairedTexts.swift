import HelpCore

/// A string's translations side by side with their source, for the rules
/// that compare the two (translation.numbers, translation.links), as
/// `PairedBlocks` lines up a help page's blocks: each translated text with
/// the strings of the source texts for the same platforms, or of the first
/// source text when none overlaps.
enum PairedTexts {
    /// Calls `body` for each translated text of `entry`'s strings that
    /// `translationMatters`, with its source's strings. A string whose texts
    /// don't `stringMatters` (told from their bytes, as a rule) is passed
    /// over before any text is compared.
    static func forEachTranslation(in entry: Entry, sourceLanguage: String,
                                   if stringMatters: ([LocalizedText]) -> Bool,
                                   where translationMatters: (LocalizedText) -> Bool,
                                   _ body: (_ translation: LocalizedText, _ source: [String]) -> Void) {
        // By index: copying each string out of the entry counted its references.
        for index in entry.localizableStrings.indices {
            let texts = entry.localizableStrings[index].copy.texts
            guard stringMatters(texts) else { continue }
            let sources = texts.filter { $0.language == sourceLanguage }
            guard !sources.isEmpty else { continue }
            for text in texts where text.language != sourceLanguage && translationMatters(text) {
                let overlapping = sources.filter { $0.scope.overlaps(text.scope, within: entry.platforms) }
                body(text, (overlapping.isEmpty ? [sources[0]] : overlapping).flatMap(\.strings))
            }
        }
    }
}
