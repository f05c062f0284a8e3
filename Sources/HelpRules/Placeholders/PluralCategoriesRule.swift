import HelpCore

public struct PluralCategoriesRule: EntryRule {
    public static let description = RuleDescription(
        id: "plural.categories",
        summary: "Plural forms match the language's CLDR categories",
        rationale: """
            Each language picks plural forms by its own CLDR rules: English has one and other, Korean \
            only other, Russian one, few, many and other. A missing category shows the wrong form (1 \
            recipes); an extra one is never used and misleads translators. zero is accepted in any \
            language as an explicit form, as string catalogs allow. The table ships with helpc \
            (unicode/plural-categories.txt). An English text without plural forms that counts \
            with an integer placeholder and names what it counts in the plural right after it \
            (%lld workouts, %d more photos, %lld service alerts, %lld people) is missing every \
            category but other, and is reported too: it shows 1 workouts; so is one that hedges with \
            (s) (%lld file(s)), which plural forms make unnecessary, and English forms whose one and \
            other are written alike (%lld layer twice), which show 5 layer.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <string id="count">
                  ↓<text xml:lang="en" plural="%lld"><other>%lld recipes</other></text>
                  <text xml:lang="ko" plural="%lld"><other>레시피 %lld개</other></text>
                </string>
                """#),
            Example(#"""
                <string id="count">
                  <text xml:lang="en" plural="%lld"><one>%lld recipe</one><other>%lld recipes</other></text>
                  ↓<text xml:lang="ko" plural="%lld"><one>레시피 %lld개</one><other>레시피 %lld개</other></text>
                </string>
                """#),
            Example(#"""
                <string id="count">
                  <text xml:lang="en">You have ↓%lld unread messages.</text>
                  <text xml:lang="ko">읽지 않은 메시지가 %lld개 있습니다.</text>
                </string>
                """#),
            Example(#"""
                <string id="deleted">
                  <text xml:lang="en">Deleted %lld ↓layer(s).</text>
                  <text xml:lang="ko">레이어 %lld개를 삭제했습니다.</text>
                </string>
                """#),
            Example(#"""
                <string id="count">
                  ↓<text xml:lang="en" plural="%lld"><one>%lld layer</one><other>%lld layer</other></text>
                  <text xml:lang="ko" plural="%lld"><other>레이어 %lld개</other></text>
                </string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="count">
                  <text xml:lang="en" plural="%lld"><zero>No recipes</zero><one>%lld recipe</one><other>%lld recipes</other></text>
                  <text xml:lang="ko" plural="%lld"><other>레시피 %lld개</other></text>
                </string>
                """#),
            Example(#"""
                <string id="count">
                  <text xml:lang="en" plural="%lld"><one>%lld recipe</one><other>%lld recipes</other></text>
                  <text xml:lang="ko" plural="%lld"><other>레시피 %lld개</other></text>
                </string>
                """#),
            Example(#"""
                <string id="progress">
                  <text xml:lang="en">Step %lld of %lld is done.</text>
                  <text xml:lang="ko">%lld/%lld단계가 완료되었습니다.</text>
                </string>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        let table = PluralRules.shared
        // By index: copying each string out of the entry counted its references.
        return entry.localizableStrings.indices.flatMap { index -> [Diagnostic] in
            let texts = entry.localizableStrings[index].copy.texts
            // Plural forms come from plural texts and substitutions; most strings have neither.
            let counted = texts.compactMap { countedWithoutForms($0, of: entry, in: context) }
            guard texts.indices.contains(where: { texts[$0].isPlural || !texts[$0].substitutions.isEmpty }) else { return counted }
            var seen: Set<SourceLocation> = []
            let checked: [(LocalizedText, [PluralForm])] = texts.flatMap { text -> [(LocalizedText, [PluralForm])] in
                var forms: [(LocalizedText, [PluralForm])] = []
                if case .plural(let plural) = text.value { forms.append((text, plural.forms)) }
                for substitution in text.substitutions where seen.insert(substitution.location).inserted {
                    var at = text
                    at.location = substitution.location
                    forms.append((at, substitution.forms))
                }
                return forms
            }
            return counted + checked.compactMap { text, forms -> Diagnostic? in
                guard let required = table.categories(for: text.language) else { return nil }
                let plural = PluralText(specifier: "", forms: forms)
                let present = Set(plural.forms.map(\.category))
                let missing = required.filter { !present.contains($0) }
                let extra = present.filter { !required.contains($0) && $0 != .zero }.sorted()
                var problems: [String] = []
                if !missing.isEmpty { problems.append("missing \(missing.map(\.rawValue).joined(separator: ", "))") }
                if !extra.isEmpty { problems.append("\(extra.map(\.rawValue).joined(separator: ", ")) not used in \(text.language)") }
                let duplicates = Dictionary(grouping: plural.forms, by: \.category).filter { $0.value.count > 1 }.keys.sorted()
                if !duplicates.isEmpty { problems.append("\(duplicates.map(\.rawValue).joined(separator: ", ")) given twice") }
                // English one and other written alike: a form copied and not made plural (5 layer).
                if LanguageTag.isEnglish(text.language),
                   let one = plural.forms.first(where: { $0.category == .one })?.value,
                   let other = plural.forms.first(where: { $0.category == .other })?.value, one == other {
                    problems.append("one and other are the same (“\(other)”), so every count reads alike; write other in the plural")
                }
                guard !problems.isEmpty else { return nil }
                return context.diagnostic(
                    "\(text.language) plural forms: \(problems.joined(separator: "; ")) (\(text.language) uses \(required.map(\.rawValue).joined(separator: ", ")))",
                    about: text, of: entry)
            }
        }
    }

    /// An English text with no plural forms that counts something in the
    /// plural: only English is read, as the plural it looks for is English.
    private func countedWithoutForms(_ text: LocalizedText, of entry: Entry, in context: RuleContext) -> Diagnostic? {
        guard LanguageTag.isEnglish(text.language), case .single(let string) = text.value else { return nil }
        guard let counted = CountedPlural.first(in: string) else {
            guard let hedged = CountedPlural.hedged(in: string) else { return nil }
            return context.diagnostic(
                "“\(hedged.word)” hedges the plural; give the text one and other forms (plural=\"%lld\") so each count reads right",
                at: CharacterPositions.location(of: hedged.offset, in: string, startingAt: text.valueLocation),
                entry: entry.id, language: text.language, suppressions: text.suppressions)
        }
        return context.diagnostic(
            "“\(counted.words)” counts without plural forms, so a count of 1 reads “1 \(counted.words.drop { $0 != " " }.dropFirst())”: "
                + "give the text one and other forms (plural=\"%lld\"), or a substitution",
            at: CharacterPositions.location(of: counted.offset, in: string, startingAt: text.valueLocation),
            entry: entry.id, language: text.language, suppressions: text.suppressions)
    }
}

