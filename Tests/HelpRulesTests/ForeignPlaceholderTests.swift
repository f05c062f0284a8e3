@testable import HelpRules
import Testing

/// Placeholders of other systems, which Apple's formats print as written
/// (placeholder.invalid).
struct ForeignPlaceholderTests {
    @Test(arguments: [
        ("Welcome, {name}.", "{name}", 9),
        ("{0} items", "{0}", 0),
        ("Hi {{user.first_name}}!", "{{user.first_name}}", 3),
        ("Total: ${amount}", "${amount}", 7),
        ("{} and {not a name} then {count}", "{count}", 25),
    ])
    func foreignPlaceholdersAreFound(_ text: String, _ placeholder: String, _ offset: Int) {
        let found = PlaceholderInvalidRule.foreignPlaceholder(in: text)
        #expect(found?.text == placeholder && found?.offset == offset, "\(String(describing: found))")
    }

    @Test(arguments: ["Use {} for an empty set.", "{ name }", "{이름}", "%1$@ {", "}{"])
    func bracesAroundAnythingElseAreLeftAlone(_ text: String) {
        #expect(PlaceholderInvalidRule.foreignPlaceholder(in: text) == nil)
    }
}
