import HelpCore
import Testing

/// An entry's catalog strings are made with it and made again whenever
/// what they come from changes.
struct EntryTests {
    static let at = SourceLocation(file: "t.xml", line: 1, column: 1)
    static func copy(_ english: String, comment: String? = nil) -> Copy {
        Copy(texts: [LocalizedText(language: "en", value: .single(english), location: at)], comment: comment, location: at)
    }

    @Test func stringsFollowIdKindAndComment() {
        var entry = Entry(id: "save", table: "Main", kind: .string(Self.copy("Save")), comment: "A button.", location: Self.at)
        #expect(entry.localizableStrings.map(\.key) == ["save"])
        #expect(entry.localizableStrings.map(\.comment) == ["A button."])
        entry.id = "store"
        #expect(entry.localizableStrings.map(\.key) == ["store"])
        entry.comment = "Saves the recipe."
        #expect(entry.localizableStrings.map(\.comment) == ["Saves the recipe."])
        entry.kind = .topic(Topic(title: Self.copy("Saving"), summary: Self.copy("How to save."), bodies: []))
        #expect(entry.localizableStrings.map(\.key) == ["store.title", "store.summary"])
        #expect(entry.localizableStrings.map(\.role) == [.topicTitle, .topicSummary])
    }
}

/// Copies of a text share its fields until one of them is changed.
struct LocalizedTextTests {
    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let at = SourceLocation(file: "t.xml", line: 1, column: 1)
        let original = LocalizedText(language: "en", value: .single("Save"), location: at)
        var copy = original
        #expect(copy == original && copy.hashValue == original.hashValue)
        copy.value = .single("Store")
        copy.substitutions.append(Substitution(name: "n", language: "en", scope: .everywhere, argument: nil,
                                               specifier: "%lld", forms: [], location: at))
        #expect(original.value == .single("Save") && original.substitutions.isEmpty)
        #expect(copy.value == .single("Store") && copy.substitutions.count == 1)
        #expect(copy != original)
        var same = LocalizedText(language: "en", value: .single("Store"), location: at)
        same.substitutions = copy.substitutions
        #expect(same == copy && same.hashValue == copy.hashValue)
    }
}
