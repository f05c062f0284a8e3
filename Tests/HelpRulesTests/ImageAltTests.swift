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

    /// A description that starts by saying it is of an image makes
    /// VoiceOver say "image" twice; an image the reader sees (a profile
    /// image, the selected image) is what it shows.
    @Test(arguments: [
        ("Image of a recipe being dragged into a collection", "Image of"),
        ("A picture of the Share sheet", "A picture of"), ("an image of the sidebar", "an image of"),
        ("레시피를 모음으로 드래그하는 이미지", "이미지"), ("보관함의 이미지", "이미지"),
        ("Imagery settings in the sidebar", nil), ("A screenshot of the Share sheet", nil), ("Image of", nil),
        ("프로필 이미지", nil), ("선택한 이미지", nil), ("레시피 모음 세 개가 있는 보관함", nil),
    ] as [(String, String?)])
    func altTextThatSaysItIsAnImage(_ alt: String, _ said: String?) {
        #expect(ImageAltRule.saysItIsAnImage(alt) == said)
    }
}
