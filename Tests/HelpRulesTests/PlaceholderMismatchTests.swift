import HelpCore
@testable import HelpRules
import Testing

/// What `placeholder.mismatch` says of a translation's placeholders against
/// its source's, in words a translator reads without knowing the format.
struct PlaceholderMismatchTests {
    @Test(arguments: [
        ("몇 초 후에 찍어요", "Taking a photo in %lld seconds", "no placeholder here, where the source has %lld"),
        ("%@ 사진", "Photos", "placeholders %@ here, where the source has none"),
        ("%@", "%@ of %lld", "placeholders %@ don’t match the source’s %@ %lld"),
        ("%lld개 중 %@", "%@ of %lld",
         "argument 1 is read as %lld here but as %@ in the source (%lld %@ vs %@ %lld); to change the order of arguments, number them (%1$@, %2$lld)"),
    ])
    func messagesSayWhatDiffers(_ translation: String, _ source: String, _ expected: String) {
        #expect(PlaceholderMismatchRule.compare(Placeholder.all(in: translation), with: Placeholder.all(in: source)) == expected)
    }

    @Test func theSamePlaceholdersInAnotherOrderByNumberAreNoMismatch() {
        #expect(PlaceholderMismatchRule.compare(Placeholder.all(in: "%2$lld개 중 %1$@"), with: Placeholder.all(in: "%1$@ of %2$lld")) == nil)
    }
}
