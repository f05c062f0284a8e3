@testable import HelpRules
import Testing

/// Alt text that tells a VoiceOver reader nothing the word "image" does not
/// counts as none (image.alt); a word from the file's name may be what the
/// image shows.
struct ImageAltTests {
    @Test(arguments: [
        ("collections.png", "images/collections.png", true),
        ("IMG_0042.JPG", "images/collections.png", true),
        ("Screenshot", "images/collections.png", true),
        ("이미지", "images/collections.png", true),
        ("Sidebar", "images/sidebar.png", false),
        ("A library with three recipe collections", "images/collections.png", false),
        ("레시피 모음 세 개가 있는 보관함", "images/collections.png", false),
        ("Photo library with the Favorites album open", "images/photos.png", false),
    ])
    func altTextThatOnlyNamesTheFileSaysNothing(_ alt: String, _ src: String, _ saysNothing: Bool) {
        #expect(ImageAltRule.saysNothing(alt, about: src) == saysNothing)
    }
}
