import HelpCore

public struct PlaceholderMismatchRule: EntryRule {
    public static let description = RuleDescription(
        id: "placeholder.mismatch",
        summary: "A translation has the source's placeholders, of the same types, in order or numbered",
        rationale: """
            The app passes the same arguments to every language. A translation that drops a placeholder \
            loses information; one that changes %lld to %@ crashes at run time; one that reorders plain \
            specifiers swaps the arguments. To reorder, number them: %2$@ … %1$@.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <string id="added"><text xml:lang="en">Added %lld recipes to %@</text>↓<text xml:lang="ko">%@에 레시피 %@개 추가됨</text></string>
                """#),
            Example(#"""
                <string id="shared"><text xml:lang="en">%@ shared %@</text>↓<text xml:lang="ko">%@ 님이 공유함</text></string>
                """#),
            Example(#"""
                <string id="added"><text xml:lang="en">Added %lld recipes to %@</text>↓<text xml:lang="ko">%@에 레시피 %lld개 추가됨</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="added"><text xml:lang="en">Added %1$lld recipes to %2$@</text><text xml:lang="ko">%2$@에 레시피 %1$lld개 추가됨</text></string>
                """#),
            Example(#"""
                <string id="count">
                  <text xml:lang="en" plural="%lld"><one>One recipe</one><other>%lld recipes</other></text>
                  <text xml:lang="ko" plural="%lld"><other>레시피 %lld개</other></text>
                </string>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        let sourceLanguage = context.config.sourceLanguage
        // By index: copying each string out of the entry counted its references.
        return entry.localizableStrings.indices.flatMap { index -> [Diagnostic] in
            let texts = entry.localizableStrings[index].copy.texts
            // Without a “%” in any of its texts a string has no placeholder
            // to differ in, and most strings have none.
            guard texts.indices.contains(where: { Self.mayHoldPlaceholder(texts[$0]) }) else { return [] }
            let sources = texts.filter { $0.language == sourceLanguage }
            return texts.compactMap { text -> Diagnostic? in
                guard text.language != sourceLanguage, !sources.isEmpty else { return nil }
                // A translation spanning several source texts (one Korean
                // sentence for iPhone's plural and the Mac's sentence) must
                // match one of them.
                let overlapping = sources.filter { $0.scope.overlaps(text.scope, within: entry.platforms) }
                var firstProblem: String?
                for source in overlapping.isEmpty ? [sources[0]] : overlapping {
                    let expected = Self.reference(source)
                    let problem = Self.strings(text).lazy.compactMap {
                        Self.compare(Placeholder.all(in: $0).filter(\.isValid), with: expected)
                    }.first
                    guard let problem else { return nil }
                    firstProblem = firstProblem ?? problem
                }
                return firstProblem.map { context.diagnostic($0, about: text, of: entry) }
            }
        }
    }

    /// Whether any of the text's values has a “%”, which every placeholder starts with.
    private static func mayHoldPlaceholder(_ text: LocalizedText) -> Bool {
        switch text.value {
        case .single(let value): value.containsByte(UInt8(ascii: "%"))
        case .plural(let plural): plural.forms.contains { $0.value.containsByte(UInt8(ascii: "%")) }
        }
    }

    /// The source's placeholders: those of its single value, or of its
    /// `other` form (the one every language has).
    private static func reference(_ text: LocalizedText) -> [Placeholder] {
        switch text.value {
        case .single(let value): Placeholder.all(in: value).filter(\.isValid)
        case .plural(let plural): Placeholder.all(in: (plural.form(.other) ?? plural.forms.last)?.value ?? "").filter(\.isValid)
        }
    }

    /// The strings to compare: the value, or the `other` form and any form
    /// that has placeholders (a language's `one` may say "One recipe").
    private static func strings(_ text: LocalizedText) -> [String] {
        switch text.value {
        case .single(let value): [value]
        case .plural(let plural):
            plural.forms.filter { $0.category == .other || !Placeholder.all(in: $0.value).isEmpty }.map(\.value)
        }
    }

    private static func describe(_ placeholders: [Placeholder]) -> String {
        placeholders.isEmpty ? "none" : placeholders.map(\.text).joined(separator: " ")
    }

    static func compare(_ found: [Placeholder], with expected: [Placeholder]) -> String? {
        // The same specifiers in the same order (none at all, in most
        // copy) read the same arguments: told without the tables below,
        // which every text of every string made.
        if found.count == expected.count,
           zip(found, expected).allSatisfy({ $0.position == $1.position && $0.conversion == $1.conversion }) {
            return nil
        }
        /// Argument position → the specifier that reads it.
        func byPosition(_ list: [Placeholder]) -> [Int: Placeholder] {
            var result: [Int: Placeholder] = [:]
            for (index, placeholder) in list.enumerated() { result[placeholder.position ?? index + 1] = placeholder }
            return result
        }
        let expectedArguments = byPosition(expected)
        let foundArguments = byPosition(found)
        if found.count != expected.count || Set(foundArguments.keys) != Set(expectedArguments.keys) {
            if found.isEmpty { return "no placeholder here, where the source has \(describe(expected))" }
            if expected.isEmpty { return "placeholders \(describe(found)) here, where the source has none" }
            return "placeholders \(describe(found)) don’t match the source’s \(describe(expected))"
        }
        for (position, source) in expectedArguments.sorted(by: { $0.key < $1.key }) {
            guard let here = foundArguments[position], here.argumentType != source.argumentType else { continue }
            let reordered = found.allSatisfy { $0.position == nil }
                && found.map(\.argumentType).sorted() == expected.map(\.argumentType).sorted()
            let hint = reordered ? "; to change the order of arguments, number them (%1$@, %2$lld)" : ""
            return "argument \(position) is read as \(here.text) here but as \(source.text) in the source (\(describe(found)) vs \(describe(expected)))\(hint)"
        }
        return nil
    }
}
