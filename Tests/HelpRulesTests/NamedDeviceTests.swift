import HelpCore
@testable import HelpRules
import Testing

/// A sentence that names the device a step is done on ("On your Mac,
/// click Open") is judged for that device, whatever the copy's scope.
struct NamedDeviceTests {
    @Test(arguments: [
        // Copy for iPhone that moved a step to the Mac, or the other way round.
        ("On your Mac, tap Share to send it.", "en", Platform.ios, ["“tap” is for iOS, iPadOS, visionOS and watchOS; on macOS write “click”"]),
        ("On iPhone, click Allow.", "en", .macos, ["“click” is for macOS; on iOS write “tap”"]),
        ("Mac에서 공유를 탭하세요.", "ko", .ios, ["“탭” is for iOS, iPadOS, visionOS and watchOS; on macOS write “클릭”"]),
        // Cross-device steps written right pass, though the copy is for another platform.
        ("On your Mac, click Open in Finder, then tap Done on your iPhone.", "en", .ios, []),
        ("Click Open. On your iPhone, tap Allow.", "en", .macos, []),
        ("Mac에서 열기를 클릭한 다음 iPhone에서 완료를 탭하세요.", "ko", .ios, []),
        ("On your Apple Watch, tap Start.", "en", .ios, []),
        // A device in another sentence says nothing of this one.
        ("Open the app on your Mac. Tap Share.", "en", .ios, []),
        ("Open the app on your Mac. Click Share.", "en", .ios, ["“Click” is for macOS; on iOS write “tap”"]),
    ])
    func theNamedDeviceDecidesTheVerb(_ text: String, _ language: String, _ platform: Platform, _ expected: [String]) throws {
        let found = try TerminologyTests.findings(PlatformTermRule.self, text: text, language: language, platform: platform)
        #expect(found.map(\.message) == expected, "\(text)")
    }

    /// Unscoped copy shown on several platforms: a step on a named device
    /// is that device's, not every reader's.
    @Test func unscopedCopyWithANamedDeviceIsNotNeutralsConcern() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios macos">
              <string id="s"><text xml:lang="en">On your Mac, click Open in Finder. On your iPhone, tap Allow. Click Done.</text><text xml:lang="ko">Mac에서 열기를 클릭하세요. iPhone에서 허용을 탭하세요.</text></string>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [NeutralTermRule.self, PlatformTermRule.self])
        #expect(found.map(\.message) == ["“Click” is for macOS, but this copy is also shown on iOS; use “select”, “choose” or “press”, or give each platform its own text"])
    }

    @Test func placesAreNamedWithOnOrEseo() {
        #expect(NamedDevice.places(in: "On your Apple Vision Pro, look at it, then on iPad tap it.", language: "en").map(\.platform) == [.visionos, .ipados])
        #expect(NamedDevice.places(in: "Apple Watch에서 탭하고 Mac에서는 클릭하세요.", language: "ko").map(\.platform) == [.watchos, .macos])
        #expect(NamedDevice.places(in: "Use your Mac and iPhone; turn on the Mac.", language: "en").isEmpty)
        // The byte test finds every name and passes over copy with none.
        for name in ["iPhone", "iPad", "Mac", "MacBook", "Apple Watch", "Apple TV", "Apple Vision Pro"] {
            #expect(NamedDevice.mayNameDevice("Then tap Done on your \(name)."), "\(name)")
        }
        #expect(!NamedDevice.mayNameDevice("Tap Done. Map the Patch, then Add to Photos."))
    }
}
