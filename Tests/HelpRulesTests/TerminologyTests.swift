import Foundation
import HelpCore
@testable import HelpRules
import Testing

/// Terminology per platform, language, inflection, scope and input device,
/// against the default termbase.
struct TerminologyTests {
    /// Runs one rule over a one-string file for the given platform.
    static func findings(_ rule: any Rule.Type, text: String, language: String, platform: Platform,
                         input: InputDevice? = nil, termbase: Termbase = Termbase()) throws -> [Diagnostic] {
        let other = language == "en" ? "ko" : "en"
        let inputAttribute = input.map { " input=\"\($0.rawValue)\"" } ?? ""
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="\(platform.rawValue)">
              <string id="s"><text xml:lang="\(language)"\(inputAttribute)>\(text)</text><text xml:lang="\(other)"\(inputAttribute)>x</text></string>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let project = Project(config: Config(), files: loaded.file.map { [$0] } ?? [])
        return try RuleEngine.bundled(rules: [rule], termbase: termbase).check(project).diagnostics
            .filter { $0.language == language }
    }

    struct VerbCase: Sendable, CustomTestStringConvertible {
        var text: String
        var language: String
        var platform: Platform
        var flagged: Bool
        var testDescription: String { "\(language) \(platform.rawValue): \(text) → \(flagged ? "flagged" : "fine")" }
    }

    static let verbCases: [VerbCase] = {
        var cases: [VerbCase] = []
        let english: [(String, PlatformSet)] = [
            ("Click the star.", [.macos]), ("Clicking the star saves it.", [.macos]), ("It clicks into place.", [.macos]),
            ("Double-click the recipe.", [.macos]), ("Control-click the recipe.", [.macos]),
            ("Tap the star.", [.ios, .ipados, .watchos, .visionos]), ("Tapped recipes appear here.", [.ios, .ipados, .watchos, .visionos]),
            ("Keep tapping the arrow.", [.ios, .ipados, .watchos, .visionos]), ("Double-tap the recipe.", [.ios, .ipados, .watchos, .visionos]),
            ("Select the star.", PlatformSet.all), ("Choose the star.", PlatformSet.all),
            ("Press Play.", PlatformSet.all),
            // A control on the device is pressed or clicked everywhere, never tapped.
            ("Tap the side button.", []), ("Double-tap the Digital Crown to zoom.", []),
            ("Double-click the side button.", [.ios, .watchos]), ("Press the TV button.", PlatformSet.all),
            ("Tap the Back button.", [.ios, .ipados, .watchos, .visionos]),
            ("Tap Done, then press the side button.", [.ios, .watchos]),
            // iPhone's and Apple Watch's side button; a Mac's and the Siri Remote's power button.
            ("Press the power button to turn it on.", [.macos, .tvos]),
            ("Press the Action button to start a workout.", [.ios, .watchos]), ("Tap the Action button.", []),
            // The Siri Remote's touch surface is clicked, as its clickpad is: a control on the
            // device, and Apple TV's alone.
            ("Click the Touch surface to jump.", [.tvos]),
            // A toolbar's action button is on the screen, and tapped.
            ("Tap the action button in the toolbar.", [.ios, .ipados, .watchos, .visionos]),
            ("Press Camera Control to take a photo.", [.ios]), ("Use the camera controls to zoom.", PlatformSet.all),
            ("Touch and hold the Dynamic Island.", [.ios]),
            // Apple Watch lost Force Touch, and iPhone never had it: a Mac trackpad's.
            ("Force Touch the screen to see more.", [.macos]), ("Force clicking a word looks it up.", [.macos]),
            // On visionOS the gesture is pinch and hold (seventy-seventh session).
            ("Touching and holding a recipe shows more.", [.ios, .ipados, .watchos]),
            ("Pinch and hold a recipe to see more.", [.visionos]),
            // Keys and the Siri Remote are pressed and held; an item on a touchscreen is touched and held.
            ("Press and hold a recipe to rename it.", [.macos, .tvos]),
            ("Pressing and holding Option shows more.", [.macos, .tvos]),
            ("Press and hold the side button and either volume button.", [.ios, .watchos]),
            ("Touch and hold the side button.", []),
            // Files live in the Finder on Mac and in the Files app on iPhone, iPad and Vision Pro.
            ("Find the recipe in the Finder.", [.macos]), ("Open the Files app to find the recipe.", [.ios, .ipados, .visionos]),
            ("Use Quick Look to preview the recipe.", [.macos, .ios, .ipados, .visionos]),
            ("Take a quick look at the recipe.", PlatformSet.all),
            // A name that lost a later word's capital is still the name; at a
            // sentence's start the first capital may be the sentence's alone.
            ("Go back to the Home screen.", [.ios, .ipados, .tvos, .watchos]), ("Unlock it with Face Id.", [.ios, .ipados]),
            ("Press the Digital crown.", [.watchos, .visionos]), ("Quick look at the recipe: it takes an hour.", PlatformSet.all),
            // Touch ID on Mac, iPhone and iPad; Face ID on iPhone and iPad; Optic ID on Vision Pro.
            ("Unlock the recipe with Touch ID.", [.macos, .ios, .ipados]), ("Use Face ID to unlock it.", [.ios, .ipados]),
            ("Use Optic ID to unlock it.", [.visionos]),
            // An app's own Settings (on a Mac, in its app menu) is no platform's word; the system's is.
            ("Open Ledger Settings.", PlatformSet.all), ("Open the app’s Settings window.", PlatformSet.all),
            ("Choose Ledger > Settings.", PlatformSet.all), ("Ledger > Settings has three tabs.", PlatformSet.all),
            ("Choose Apple menu > Settings.", [.ios, .ipados, .watchos, .visionos, .tvos]),
            ("Open Settings, then Privacy.", [.ios, .ipados, .watchos, .visionos, .tvos]),
            ("Done. Settings opens.", [.ios, .ipados, .watchos, .visionos, .tvos]),
            // A Home button only on the iPhone and iPad that have one.
            ("Press the Home button twice.", [.ios, .ipados]), ("Press the home button.", [.ios, .ipados]),
            // Apple Pencil draws on iPad alone; an Apple Pencil Pro is one.
            ("Draw with Apple Pencil or your finger.", [.ipados]), ("Squeeze Apple Pencil Pro to see your tools.", [.ipados]),
            // A mouse moves a Mac's pointer, or an iPad's; a watch, a phone or a TV has none.
            ("Swipe left or use the mouse to see your splits.", [.macos, .ipados]), ("Connect a Magic Mouse.", [.macos, .ipados]),
        ]
        let korean: [(String, PlatformSet)] = [
            ("별표를 클릭하세요.", [.macos]), ("별표를 클릭하여 저장합니다.", [.macos]), ("레시피를 이중 클릭하세요.", [.macos]),
            ("별표를 탭하세요.", [.ios, .ipados, .watchos, .visionos]), ("별표를 탭하면 저장됩니다.", [.ios, .ipados, .watchos, .visionos]),
            ("탭한 레시피가 여기에 표시됩니다.", [.ios, .ipados, .watchos, .visionos]),
            ("별표를 선택하세요.", PlatformSet.all), ("재생 버튼을 누르세요.", PlatformSet.all),
            ("탭 목록에서 클릭 수를 확인하세요.", PlatformSet.all),
            ("측면 버튼을 탭하세요.", []), ("측면 버튼을 두 번 클릭하세요.", [.ios, .watchos]),
            ("터치 표면을 클릭하면 점프합니다.", [.tvos]),
            ("측면 버튼을 누른 다음 레시피를 탭하세요.", [.ios, .watchos]),
            ("전원 버튼을 눌러 Mac을 켜세요.", [.macos, .tvos]), ("카메라 컨트롤을 눌러 사진을 찍으세요.", PlatformSet.all),
            ("Finder에서 레시피를 찾으세요.", [.macos]), ("파일 앱에서 레시피를 찾으세요.", [.ios, .ipados, .visionos]),
            // 훑어보기 is also "skimming": the name only where the copy marks it as one.
            ("‘훑어보기’로 레시피를 미리 보세요.", [.macos, .ios, .ipados, .visionos]), ("레시피를 훑어보기 좋습니다.", PlatformSet.all),
            ("Touch ID로 레시피를 잠그세요.", [.macos, .ios, .ipados]), ("Face ID로 잠금 해제하세요.", [.ios, .ipados]),
            ("Ledger 설정에서 일반을 선택하세요.", PlatformSet.all), ("앱의 설정 윈도우를 여세요.", PlatformSet.all),
            ("Ledger > 설정을 선택하세요.", PlatformSet.all), ("설정에서 알림을 켜세요.", [.ios, .ipados, .watchos, .visionos, .tvos]),
            // A noun before 설정 makes it that noun's settings; an adverb or 다음 leads into the app.
            ("예산 설정에서 공유를 끄세요.", PlatformSet.all), ("개인 정보 설정에서 위치를 끄세요.", PlatformSet.all),
            ("먼저 설정에서 알림을 켜세요.", [.ios, .ipados, .watchos, .visionos, .tvos]),
            ("레시피를 선택한 다음 설정에서 알림을 켜세요.", [.ios, .ipados, .watchos, .visionos, .tvos]),
            ("앱을 열고 설정에서 알림을 켜세요.", [.ios, .ipados, .watchos, .visionos, .tvos]),
            ("홈 버튼을 두 번 누르세요.", [.ios, .ipados]), ("홈 화면으로 돌아가세요.", [.ios, .ipados, .tvos, .watchos]),
            ("Apple Pencil로 그리세요.", [.ipados]), ("Apple Pencil이나 손가락으로 그리세요.", [.ipados]),
            ("경로를 그리려면 마우스를 연결하세요.", [.macos, .ipados]),
        ]
        for (text, allowed) in english {
            for platform in Platform.allCases {
                cases.append(VerbCase(text: text, language: "en", platform: platform, flagged: !allowed.contains(platform)))
            }
        }
        for (text, allowed) in korean {
            for platform in Platform.allCases {
                cases.append(VerbCase(text: text, language: "ko", platform: platform, flagged: !allowed.contains(platform)))
            }
        }
        return cases
    }()

    @Test(arguments: verbCases)
    func verbFamiliesPerPlatform(_ testCase: VerbCase) throws {
        let found = try Self.findings(PlatformTermRule.self, text: testCase.text, language: testCase.language,
                                      platform: testCase.platform)
        #expect(found.isEmpty != testCase.flagged, "\(found.map(\.message))")
    }

    @Test(arguments: [
        ("Click the star.", Platform.ios, "Tap the star."),
        ("Clicking the star saves it.", .ipados, "Tapping the star saves it."),
        ("It clicked.", .watchos, "It tapped."),
        ("Tap the star.", .macos, "Click the star."),
        ("Double-tap the recipe.", .macos, "Double-click the recipe."),
        ("Tap the star.", .tvos, "Select the star."),
        ("Press and hold a recipe to rename it.", .ios, "Touch and hold a recipe to rename it."),
        ("Touch and hold the side button.", .ios, "Press and hold the side button."),
    ])
    func fixesKeepTheInflection(_ text: String, _ platform: Platform, _ expected: String) throws {
        let found = try Self.findings(PlatformTermRule.self, text: text, language: "en", platform: platform)
        let fix = try #require(found.first?.fix)
        #expect(Self.applying(fix, to: text, language: "en", platform: platform) == expected)
    }

    /// `text` with `fix` made, the fix's range read in `findings`' file.
    static func applying(_ fix: Fix, to text: String, language: String, platform: Platform) -> String {
        var bytes = Array(text.utf8)
        let prefix = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\" platforms=\"\(platform.rawValue)\">\n  <string id=\"s\"><text xml:lang=\"\(language)\">"
        let start = fix.range.lowerBound - prefix.utf8.count
        bytes.replaceSubrange(start..<start + fix.range.count, with: Array(fix.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func koreanFixReplacesTheNoun() throws {
        let found = try Self.findings(PlatformTermRule.self, text: "별표를 클릭하여 저장하세요.", language: "ko", platform: .ios)
        #expect(found.first?.fix?.replacement == "탭")
        #expect(found.first?.message.contains("on iOS write “탭”") == true)
    }

    /// Apple Vision Pro's Home View is named where copy for it says Home Screen.
    @Test func visionOSCopyIsToldItsHomeView() throws {
        let found = try Self.findings(PlatformTermRule.self, text: "Open the app from the Home Screen.", language: "en", platform: .visionos)
        #expect(found.map(\.message) == ["“Home Screen” is for iOS, iPadOS, tvOS and watchOS; on visionOS write “Home View”"])
        #expect(try Self.findings(PlatformTermRule.self, text: "Open the app from the Home View.", language: "en", platform: .visionos).isEmpty)
        #expect(try Self.findings(PlatformTermRule.self, text: "홈 화면에서 앱을 여십시오.", language: "ko", platform: .visionos).count == 1)
    }

    @Test func unscopedCopyOnSeveralPlatformsGetsANeutralWarning() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios macos">
              <string id="s"><text xml:lang="en">Tap the star.</text><text xml:lang="ko">별표를 클릭하세요.</text></string>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let outcome = try RuleEngine.bundled(rules: [PlatformTermRule.self, NeutralTermRule.self]).check(project)
        #expect(outcome.diagnostics.map(\.ruleID) == ["term.neutral", "term.neutral"])
        #expect(outcome.diagnostics[0].message.contains("also shown on macOS"))
        #expect(outcome.diagnostics[0].message.contains("“select”, “choose” or “press”"))
    }

    /// The Siri Remote is Apple TV's (HIG: someone using the Siri Remote
    /// with your tvOS experience), so iPhone copy may not name it; and copy
    /// scoped to an input device reaches only the platforms that have one:
    /// "Tap" for touch is not read on Apple TV, "Click" for the remote is.
    @Test func theSiriRemoteAndInputScopedCopyReachAppleTV() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios tvos">
              <string id="a">
                <text xml:lang="en" platform="ios">Use the Siri Remote to play it.</text>
                <text xml:lang="en" platform="tvos">Use the Siri Remote to play it.</text>
                <text xml:lang="ko" platform="ios">Siri Remote로 재생하세요.</text>
                <text xml:lang="ko" platform="tvos">Siri Remote로 재생하세요.</text>
              </string>
              <string id="b">
                <text xml:lang="en" input="touch">Tap Play.</text>
                <text xml:lang="en" input="remote">Click Play.</text>
                <text xml:lang="ko" input="touch">재생을 탭하세요.</text>
                <text xml:lang="ko" input="remote">재생을 선택하세요.</text>
              </string>
              <string id="c"><text xml:lang="en">Use the Siri Remote to play it.</text><text xml:lang="ko">리모컨으로 재생하세요.</text></string>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let found = try RuleEngine.bundled(rules: [PlatformTermRule.self, NeutralTermRule.self]).check(project).diagnostics
        #expect(found.map { "\($0.location.line) \($0.ruleID): \($0.message)" } == [
            "4 term.platform: “Siri Remote” is for tvOS; this copy is for iOS",
            "6 term.platform: “Siri Remote” is for tvOS; this copy is for iOS",
            "11 term.platform: “Click” is for macOS; on tvOS write “select”",
            // Apple TV Remote is no neutral word for iPhone: no word is offered.
            "15 term.neutral: “Siri Remote” is for tvOS, but this copy is also shown on iOS; give each platform its own text",
        ])
    }

    /// Blocks and inlines narrow a topic page: a macOS step may say click,
    /// an iPhone step may not, and a name in <ui> is never an instruction.
    @Test func topicBlocksFollowTheirScopes() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios macos">
              <topic id="t">
                <title><text xml:lang="en">Save</text><text xml:lang="ko">저장</text></title>
                <body xml:lang="en">
                  <steps>
                    <step platform="macos">Click the star.</step>
                    <step platform="ios">Click the star.</step>
                    <step platform="ios">Tap <ui>Click to Save</ui>.</step>
                  </steps>
                  <section platform="ios"><title>More</title><p>Then click <em>Done</em>.</p></section>
                </body>
                <body xml:lang="ko"><p platform="macos">별표를 클릭하세요.</p><p platform="ios">별표를 클릭하세요.</p></body>
              </topic>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let found = try RuleEngine.bundled(rules: [PlatformTermRule.self]).check(project).diagnostics
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.language ?? "")" } == ["8:30 en", "11:58 en", "13:81 ko"])
    }

    @Test(arguments: [
        ("Press the Touch surface.", InputDevice.remote, false),
        ("Use your Siri Remote.", .remote, false),
        ("Use your game controller.", .remote, true),
        ("Use your game controllers.", .remote, true),
        ("Use your Siri Remote.", .gamecontroller, true),
        ("Swipe on the Touch surface.", .gamecontroller, true),
        ("Use your game controller.", .gamecontroller, false),
        // A game controller and a keyboard have nothing to swipe on.
        ("Swipe left to scrub.", .gamecontroller, true),
        ("Swiping down opens the menu.", .keyboard, true),
        ("Swipe left to scrub.", .remote, false),
        ("Swipe left to scrub.", .touch, false),
        // A game controller's sticks, pad and buttons are not the remote's.
        ("Move with the left thumbstick.", .remote, true), ("Use the D-pad or a shoulder button.", .remote, true),
        ("Move with the left thumbstick.", .gamecontroller, false),
        // A controller's face buttons, named with the (seventy-seventh session).
        ("Press the A button to jump.", .remote, true), ("The Y button pauses.", .remote, true),
        ("Press the A button to jump.", .gamecontroller, false),
        ("A button appears when you win. Tap the X button to close.", .remote, false),
    ])
    func inputDevices(_ text: String, _ input: InputDevice, _ flagged: Bool) throws {
        let found = try Self.findings(InputTermRule.self, text: text, language: "en", platform: .tvos, input: input)
        #expect(found.isEmpty != flagged, "\(found.map(\.message))")
    }

    @Test(arguments: [
        ("리모컨을 누르세요.", InputDevice.gamecontroller, true),
        ("게임 컨트롤러를 사용하세요.", .remote, true),
        ("터치 표면을 쓸어넘기세요.", .gamecontroller, true),
        ("터치 표면을 쓸어넘기세요.", .remote, false),
        ("왼쪽으로 스와이프하여 탐색하세요.", .gamecontroller, true),
        ("아래로 쓸어내리면 메뉴가 열립니다.", .gamecontroller, true),
        ("아래로 쓸어내리면 메뉴가 열립니다.", .remote, false),
        ("왼쪽 썸스틱으로 이동하세요.", .remote, true), ("방향 패드로 이동하세요.", .gamecontroller, false),
        ("A 버튼을 눌러 점프하세요.", .remote, true), ("A 버튼을 눌러 점프하세요.", .gamecontroller, false), ("X 버튼을 눌러 닫으세요.", .remote, false),
        // A verb's contracted forms (seventy-seventh session): 쓸어넘겨, 쓸어올렸, 쓸어내려.
        ("클릭패드를 쓸어넘겨 이동하세요.", .gamecontroller, true), ("위로 쓸어올렸습니다.", .gamecontroller, true),
        ("아래로 쓸어내려 메뉴를 여세요.", .gamecontroller, true), ("아래로 쓸어내려 메뉴를 여세요.", .remote, false),
    ])
    func koreanInputDevices(_ text: String, _ input: InputDevice, _ flagged: Bool) throws {
        let found = try Self.findings(InputTermRule.self, text: text, language: "ko", platform: .tvos, input: input)
        #expect(found.isEmpty != flagged, "\(found.map(\.message))")
    }

    /// The stems a verb's -아/-어 forms contract to, as Korean writes them.
    @Test func koreanVerbStemsContract() {
        #expect(TermIndex.contractedStems(of: "쓸어넘기") == ["쓸어넘겨", "쓸어넘겼"])
        #expect(TermIndex.contractedStems(of: "바라보") == ["바라봐", "바라봤"])
        #expect(TermIndex.contractedStems(of: "누르") == ["눌러", "눌렀"])
        #expect(TermIndex.contractedStems(of: "찾").isEmpty)
        #expect(TermIndex.contractedStems(of: "르").isEmpty)
    }

    /// A -다 verb, matched by its stem, is quoted as written, ending and all.
    @Test func koreanVerbsAreQuotedWithTheirEnding() throws {
        let found = try Self.findings(InputTermRule.self, text: "아래로 쓸어내리면 메뉴가 열립니다.", language: "ko", platform: .tvos, input: .gamecontroller)
        #expect(found.map { String($0.message.split(separator: "”")[0].dropFirst()) } == ["쓸어내리면"])
    }

    /// A word the termbase allows on iPad only in copy for a pointer says
    /// so, and how to scope the text, besides the word for touch; scoped
    /// to the pointer, it passes.
    @Test func aPointerWordOnIPadSaysHowToScopeIt() throws {
        let unscoped = try Self.findings(PlatformTermRule.self, text: "Click a layer.", language: "en", platform: .ipados)
        #expect(unscoped.map(\.message) == [
            "“Click” is for macOS, and for iPadOS in copy for a pointer; on iPadOS write “tap”, or scope the text input=\"pointer\" and give the other inputs their own",
        ])
        let rightClick = try Self.findings(PlatformTermRule.self, text: "Right-click a layer.", language: "en", platform: .ipados)
        #expect(rightClick.map(\.message) == [
            "“Right-click” is for macOS, and for iPadOS in copy for a pointer; this copy is for iPadOS: scope the text input=\"pointer\" and give the other inputs their own",
        ])
        #expect(try Self.findings(PlatformTermRule.self, text: "Right-click a layer.", language: "en", platform: .ipados, input: .pointer).isEmpty)
        let onTV = try Self.findings(PlatformTermRule.self, text: "Click a layer.", language: "en", platform: .tvos)
        #expect(onTV.map(\.message).allSatisfy { !$0.contains("input=") }, "\(onTV.map(\.message))")
    }

    /// A tip's image of one device in copy for another is named in plain
    /// words: “pictures a game controller”, not “shows a a game controller”.
    @Test func tipImageFindingNamesTheDevicesOnce() throws {
        // The rule's own example: a game controller pictured, copy for the remote.
        let xml = try #require(InputTermRule.description.triggering.first { $0.content.contains("image=") }).document
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let messages = try RuleEngine.bundled(rules: [InputTermRule.self]).check(project).diagnostics.map(\.message)
        #expect(messages == ["the tip’s image gamecontroller.fill pictures a game controller, but its copy is for the Siri Remote"])
    }

    @Test(arguments: [
        // The connector's name is the weather's lightning (seventy-ninth session).
        ("Connect the lightening cable.", "en", Platform.ios, "“Lightning cable”"),
        ("Check the lighting port.", "en", .ios, "“Lightning port”"), ("라이트닝 케이블을 연결하세요.", "ko", .ios, "“Lightning 케이블”"),
        ("Long-press a recipe.", "en", Platform.ios, "“touch and hold”"),
        ("Long pressing a recipe shows more.", "en", .ios, "“Touching and holding”"),
        ("Tapping and holding a recipe shows more.", "en", .watchos, "“Touching and holding”"),
        ("Use 3D Touch to preview a recipe.", "en", .ios, "“touch and hold”"),
        ("3D Touch로 레시피를 미리 보세요.", "ko", .ios, "“길게 터치”"),
        ("3D 터치로 레시피를 미리 보세요.", "ko", .ios, "“길게 터치”"),
        ("Open System Preferences.", "en", .macos, "“System Settings”"),
        ("툴팁을 확인하세요.", "ko", .macos, "“도움말 태그”"),
        ("시스템 환경설정을 여세요.", "ko", .macos, "“시스템 설정”"),
        ("퀵룩으로 레시피를 미리 보세요.", "ko", .ios, "“훑어보기”"),
        ("Sign in with your Apple ID.", "en", .ios, "“Apple Account”"),
        ("Apple ID로 로그인하세요.", "ko", .macos, "“Apple 계정”"),
        ("Open the recipe on your iWatch.", "en", .watchos, "“Apple Watch”"),
        ("아이워치에서 레시피를 여세요.", "ko", .watchos, "“Apple Watch”"),
        ("아이패드에서 레시피를 여세요.", "ko", .ipados, "“아이패드” is deprecated in the termbase; write “iPad”"),
        ("맥북에서 열립니다.", "ko", .macos, "“맥북” is deprecated in the termbase; write “MacBook”"),
        ("에어드랍으로 보내세요.", "ko", .ios, "; write “AirDrop”"),
        ("시리 리모트로 메뉴를 여세요.", "ko", .tvos, "“시리 리모트” is deprecated in the termbase; write “Siri Remote”"),
        ("Connect a gamepad to play.", "en", .tvos, "“gamepad” is deprecated in the termbase; write “game controller”"),
        ("Pair two game pads.", "en", .ios, "; write “game controllers”"),
        ("게임패드를 연결하세요.", "ko", .tvos, "“게임패드” is deprecated in the termbase; write “게임 컨트롤러”"),
        ("Tapping on a recipe opens it.", "en", .ios, "; write “Tapping”"),
        ("Click on the recipe.", "en", .macos, "; write “click”"),
        ("Click on the recipe.", "en", .tvos, "; write “select” or “choose”"),
        ("Log in to iCloud.", "en", .ios, "; write “sign in to”"),
        ("You logged out.", "en", .ios, "; write “signed out”"),
        ("Double click the recipe.", "en", .macos, "; write “double-click”"),
        ("Double tapping the recipe opens it.", "en", .ios, "; write “Double-tapping”"),
        ("Right click the recipe.", "en", .macos, "; write “Control-click”"),
        ("경로를 우클릭하세요.", "ko", .macos, "“우클릭” is deprecated in the termbase; write “Control-클릭”"),
        ("사진을 길게 탭하여 옵션을 보세요.", "ko", .ios, "“길게 탭” is deprecated in the termbase; write “길게 터치”"),
        ("Drag the file to the Recycle Bin.", "en", .macos, "“Recycle Bin” is deprecated in the termbase; write “Trash”"),
        ("파일을 쓰레기통으로 드래그하세요.", "ko", .macos, "“쓰레기통” is deprecated in the termbase; write “휴지통”"),
        // Apple's apps by their Korean names: 단축키 is a keyboard shortcut.
        ("경로를 단축키 앱에 추가하세요.", "ko", .ios, "“단축키 앱” is deprecated in the termbase; write “단축어 앱”"),
        ("하이킹이 헬스 앱에 저장됩니다.", "ko", .ios, "“헬스 앱” is deprecated in the termbase; write “건강 앱”"),
        ("Open the Find My iPhone app.", "en", .ios, "“Find My iPhone app” is deprecated in the termbase; write “Find My app”"),
        ("Okay", "en", .ios, "“Okay” is deprecated in the termbase; write “OK”"),
        ("You can not undo this.", "en", .macos, "“can not” is deprecated in the termbase; write “cannot”"),
        ("Add the site to your whitelist.", "en", .macos, "“whitelist” is deprecated in the termbase; write “allow list”"),
        ("사이트를 블랙리스트에 추가하십시오.", "ko", .macos, "“블랙리스트” is deprecated in the termbase; write “차단 목록”"),
        ("Add the widget to your homescreen.", "en", .ios, "“homescreen” is deprecated in the termbase; write “Home Screen”"),
        ("파일을 드래그 앤 드롭하십시오.", "ko", .macos, "“드래그 앤 드롭” is deprecated in the termbase; write “드래그”"),
        ("It’s okay to skip this step.", "en", .macos, "; write “OK”"),
        ("Add a tag (e.g. Work) to a note.", "en", .ios, "“e.g.” is deprecated in the termbase; write “for example”"),
        ("Group notes, i.e. put them together.", "en", .ios, "“i.e.” is deprecated in the termbase; write “that is”"),
        // An acronym's word spelt out again.
        ("Pin the note, then enter your PIN number.", "en", .ios, "“PIN number” is deprecated in the termbase; write “PIN”"),
        ("아이튠즈를 여세요.", "ko", .macos, "“아이튠즈” is deprecated in the termbase; write “iTunes”"),
        ("애플뮤직을 여세요.", "ko", .macos, "“애플뮤직” is deprecated in the termbase; write “Apple Music”"),
        // Other phones' Korean names for Apple's settings.
        ("비행기 모드를 켜세요.", "ko", .ios, "“비행기 모드” is deprecated in the termbase; write “에어플레인 모드”"),
        ("배터리가 부족하면 절전 모드를 켜세요.", "ko", .ios, "“절전 모드” is deprecated in the termbase; write “저전력 모드”"),
        ("Swipe towards the top.", "en", .ios, "“towards” is deprecated in the termbase; write “toward”"),
        ("Please double check your entry.", "en", .ios, "“double check” is deprecated in the termbase; write “double-check”"),
        ("방해 금지 모드를 켜세요.", "ko", .ios, "“방해 금지 모드” is deprecated in the termbase; write “방해금지 모드”"),
        ("내 찾기 앱을 여세요.", "ko", .ios, "“내 찾기” is deprecated in the termbase; write “나의 찾기”"),
        ("Press the Enter key to confirm.", "en", .macos, "“Enter key” is deprecated in the termbase; write “Return key”"),
        ("Press Enter to confirm.", "en", .ipados, "“Press Enter” is deprecated in the termbase; write “Press Return”"),
        ("Pressing enter saves it.", "en", .macos, "; write “Pressing Return”"),
        ("확인하려면 Enter 키를 누르세요.", "ko", .macos, "“Enter 키” is deprecated in the termbase; write “Return 키”"),
        ("엔터키를 누르세요.", "ko", .macos, "; write “Return 키”"),
        ("리턴 키를 눌러 완료하세요.", "ko", .macos, "“리턴 키” is deprecated in the termbase; write “Return 키”"),
        ("Hit Return to finish.", "en", .macos, "“Hit Return” is deprecated in the termbase; write “Press Return”"),
        ("Hitting enter saves it.", "en", .macos, "; write “Pressing Return”"),
        // Modifier keys are named as labelled, in Latin letters in Korean too.
        ("커맨드 키를 누른 채로 클릭하세요.", "ko", .macos, "“커맨드 키” is deprecated in the termbase; write “Command 키”"),
        ("옵션키를 누르세요.", "ko", .macos, "; write “Option 키”"),
        ("시프트 키를 누르세요.", "ko", .macos, "; write “Shift 키”"),
        ("컨트롤 키를 누른 채로 클릭하세요.", "ko", .macos, "; write “Control 키”"),
        ("Hold the Cmd key while you drag.", "en", .macos, "“Cmd key” is deprecated in the termbase; write “Command key”"),
        ("Hold down the Ctrl key.", "en", .macos, "; write “Control key”"),
        ("Press the Sleep/Wake button to lock iPhone.", "en", .ios, "“Sleep/Wake button” is deprecated in the termbase; write “side button”"),
        ("잠자기/깨우기 버튼을 누르세요.", "ko", .ios, "; write “측면 버튼”"),
        ("Press the Sleep/Wake button to wake your Mac.", "en", .macos, "; write “power button”"),
        ("액션 버튼을 눌러 앱을 여세요.", "ko", .ios, "“액션 버튼” is deprecated in the termbase; write “동작 버튼”"),
        ("다이내믹 아일랜드를 길게 터치하세요.", "ko", .ios, "; write “Dynamic Island”"),
        ("Click the icon in the menubar.", "en", .macos, "“menubar” is deprecated in the termbase; write “menu bar”"),
        // A deprecated name is wrong however it is capitalized.
        ("Connect to wifi first.", "en", .ios, "“wifi” is deprecated in the termbase; write “Wi\u{2011}Fi”"),
        ("Sign in with your apple id.", "en", .ios, "“apple id” is deprecated in the termbase; write “Apple Account”"),
        ("파인더에서 파일을 여세요.", "ko", .macos, "“파인더” is deprecated in the termbase; write “Finder”"),
        ("파인더를 열고 파일을 찾으세요.", "ko", .macos, "“파인더” is deprecated in the termbase; write “Finder”"),
        // A name spelt out in Hangul names the name it reads, not its concept's others.
        ("페이스 아이디로 잠금 해제하세요.", "ko", .ios, "“페이스 아이디” is deprecated in the termbase; write “Face ID”"),
        // Half spelt out in Hangul, or run together in Korean copy.
        ("페이스ID로 잠금 해제하세요.", "ko", .ios, "“페이스ID” is deprecated in the termbase; write “Face ID”"),
        ("FaceID로 잠금 해제하세요.", "ko", .ios, "“FaceID” is deprecated in the termbase; write “Face ID”"),
        ("터치ID를 사용하세요.", "ko", .macos, "“터치ID” is deprecated in the termbase; write “Touch ID”"),
        ("디지털 크라운을 돌리세요.", "ko", .watchos, "“디지털 크라운” is deprecated in the termbase; write “Digital Crown”"),
        ("앱스토어에서 받으세요.", "ko", .ios, "“앱스토어” is deprecated in the termbase; write “App Store”"),
        ("Rate it on the appstore.", "en", .ios, "“appstore” is deprecated in the termbase; write “App Store”"),
        ("애플 아이디로 로그인하세요.", "ko", .ios, "“애플 아이디” is deprecated in the termbase; write “Apple 계정”"),
        ("Save a pass key for this site.", "en", .macos, "“pass key” is deprecated in the termbase; write “passkey”"),
        ("패스 키로 로그인하세요.", "ko", .ios, "; write “패스키”"),
        ("Visit our Web site.", "en", .macos, "“Web site” is deprecated in the termbase; write “website”"),
        ("Choose a size from the dropdown menu.", "en", .macos, "; write “pop-up menu” or “pull-down menu”"),
        ("드롭다운 메뉴에서 크기를 선택하세요.", "ko", .macos, "; write “팝업 메뉴” or “풀다운 메뉴”"),
        // Apple's Korean keeps these names in Latin letters and writes its own words for the transliterations.
        ("Select the check box.", "en", .macos, "“check box” is deprecated in the termbase; write “checkbox”"),
        ("체크박스를 선택하세요.", "ko", .macos, "“체크박스” is deprecated in the termbase; write “체크상자”"),
        ("확인란을 선택하세요.", "ko", .macos, "“확인란” is deprecated in the termbase; write “체크상자”"),
        // A noun that is also a 하다-verb is advised once, as the part it was written as.
        ("데이터를 싱크하세요.", "ko", .ios, "“싱크” is deprecated in the termbase; write “동기화”"),
        ("싱크가 끝났어요.", "ko", .ios, "“싱크” is deprecated in the termbase; write “동기화”"),
        ("업데이트를 인스톨하세요.", "ko", .ios, "“인스톨” is deprecated in the termbase; write “설치”"),
        ("노티피케이션을 켜세요.", "ko", .ios, "“노티피케이션” is deprecated in the termbase; write “알림”"),
        ("다이얼로그에서 선택하세요.", "ko", .macos, "“다이얼로그” is deprecated in the termbase; write “대화상자”"),
        ("써드파티 앱을 여세요.", "ko", .ios, "“써드파티” is deprecated in the termbase; write “타사”"),
        ("Open the web page in Safari.", "en", .macos, "“web page” is deprecated in the termbase; write “webpage”"),
        ("Double-tap your stylus to erase.", "en", .ipados, "“stylus” is deprecated in the termbase; write “Apple Pencil”"),
        ("Hide the side bar.", "en", .macos, "“side bar” is deprecated in the termbase; write “sidebar”"),
        ("Customize the tool bar.", "en", .macos, "“tool bar” is deprecated in the termbase; write “toolbar”"),
        ("사진을 더블 탭하세요.", "ko", .ios, "“더블 탭” is deprecated in the termbase; write “이중 탭”"),
        ("사진을 더블탭하여 확대하세요.", "ko", .ios, "“더블탭” is deprecated in the termbase; write “이중 탭”"),
        ("와이파이에 연결하세요.", "ko", .ios, "“와이파이” is deprecated in the termbase; write “Wi\u{2011}Fi”"),
        // Seventy-seventh session: the English spellings Apple doesn’t use, in Korean copy too.
        ("wifi에 연결하세요.", "ko", .ios, "“wifi” is deprecated in the termbase; write “Wi\u{2011}Fi”"),
        ("WiFi를 켜세요.", "ko", .ios, "“WiFi” is deprecated in the termbase; write “Wi\u{2011}Fi”"),
        // Loanwords Apple's Korean translates (seventy-seventh session); 플레이리스트 keeps its own.
        ("사용자 리스트를 확인하세요.", "ko", .ios, "“리스트” is deprecated in the termbase; write “목록”"),
        ("폰트를 변경하세요.", "ko", .macos, "“폰트” is deprecated in the termbase; write “서체”"),
        ("어카운트에 로그인하세요.", "ko", .ios, "“어카운트” is deprecated in the termbase; write “계정”"),
        ("프리뷰를 확인하세요.", "ko", .macos, "“프리뷰” is deprecated in the termbase; write “미리보기”"),
        ("히스토리를 지우세요.", "ko", .ios, "“히스토리” is deprecated in the termbase; write “기록”"),
        // The Mac's system by its old names; a name keeps its capitals where a sentence's word was capitalized.
        ("Requires Mac OS 14 or later.", "en", .macos, "“Mac OS” is deprecated in the termbase; write “macOS”"),
        ("Works on Mac OS X 10.15.", "en", .macos, "“Mac OS X” is deprecated in the termbase; write “macOS”"),
        ("맥OS 14 이상이 필요합니다.", "ko", .macos, "“맥OS” is deprecated in the termbase; write “macOS”"),
        ("아이클라우드 드라이브에 저장하세요.", "ko", .macos, "“아이클라우드 드라이브” is deprecated in the termbase; write “iCloud Drive”"),
        // Apple Vision Pro: people look at an item and tap; gaze and air tap are other devices' words.
        ("Gaze at a layer to highlight it.", "en", .visionos, "“Gaze at” is deprecated in the termbase; write “look at”"),
        ("Look at a layer, then air tap to select it.", "en", .visionos, "“air tap” is deprecated in the termbase; write “tap”"),
        ("레이어를 응시하여 강조 표시하세요.", "ko", .visionos, "“응시” is deprecated in the termbase; write “바라보다”"),
        ("레이어를 바라본 다음 에어 탭하세요.", "ko", .visionos, "“에어 탭” is deprecated in the termbase; write “탭”"),
        ("Log onto the website.", "en", .macos, "“Log onto” is deprecated in the termbase; write “sign in to”"),
        // Programmers' words: abort, illegal characters, the long loanword for app.
        ("The download was aborted.", "en", .ios, "“aborted” is deprecated in the termbase; write “stopped” or “canceled”"),
        ("Remove the illegal characters.", "en", .ios, "“illegal characters” is deprecated in the termbase; write “invalid characters”"),
        ("애플리케이션을 다시 여세요.", "ko", .ios, "“애플리케이션” is deprecated in the termbase; write “앱”"),
        // 환경설정 is 설정 since macOS Ventura, on every platform.
        ("환경설정을 여세요.", "ko", .macos, "“환경설정” is deprecated in the termbase; write “설정”"),
        ("앱의 환경 설정에서 바꾸세요.", "ko", .ios, "“환경 설정” is deprecated in the termbase; write “설정”"),
        ("블루투스를 켜세요.", "ko", .ios, "“블루투스” is deprecated in the termbase; write “Bluetooth”"),
        ("패스워드를 입력하세요.", "ko", .ios, "“패스워드” is deprecated in the termbase; write “암호”"),
        ("디폴트 설정으로 되돌리세요.", "ko", .macos, "“디폴트” is deprecated in the termbase; write “기본값”"),
        ("유저 이름을 입력하세요.", "ko", .ios, "“유저” is deprecated in the termbase; write “사용자”"),
        ("모든 디바이스에서 동기화됩니다.", "ko", .ios, "“디바이스” is deprecated in the termbase; write “기기”"),
        ("Log Out", "en", .ios, "“Log Out” is deprecated in the termbase; write “Sign Out”"),
        // Other systems' key names, and the Mac's pop-up menu with its hyphen.
        ("Hold down the Alt key while you drag.", "en", .macos, "“Alt key” is deprecated in the termbase; write “Option key”"),
        ("드래그하는 동안 Alt 키를 누르세요.", "ko", .macos, "“Alt 키” is deprecated in the termbase; write “Option 키”"),
        ("Ctrl 키를 누른 채로 클릭하세요.", "ko", .macos, "“Ctrl 키” is deprecated in the termbase; write “Control 키”"),
        ("Cmd 키를 누르세요.", "ko", .macos, "“Cmd 키” is deprecated in the termbase; write “Command 키”"),
        ("Press the Backspace key to remove it.", "en", .ipados, "“Backspace key” is deprecated in the termbase; write “Delete key”"),
        ("백스페이스 키를 눌러 지우세요.", "ko", .macos, "“백스페이스 키” is deprecated in the termbase; write “Delete 키”"),
        ("Choose a color from the popup menu.", "en", .macos, "“popup menu” is deprecated in the termbase; write “pop-up menu”"),
        // A product name is never made plural: a generic noun follows the name.
        ("Sync your notes across your iPhones.", "en", .ios, "“iPhones” is deprecated in the termbase; write “iPhone models”"),
        ("Older Macs need an update.", "en", .macos, "“Macs” is deprecated in the termbase; write “Mac computers”"),
        ("Pair your Apple Watches.", "en", .watchos, "“Apple Watches” is deprecated in the termbase; write “Apple Watch models”"),
        // Apple's words for a dialog, the screen, a selection undone, and signing in.
        ("Close the dialog box to continue.", "en", .macos, "“dialog box” is deprecated in the termbase; write “dialog”"),
        ("Use the on-screen keyboard.", "en", .ios, "“on-screen” is deprecated in the termbase; write “onscreen”"),
        ("Unselect the photos you don’t want.", "en", .ios, "; write “deselect”"),
        ("Uncheck the box to turn it off.", "en", .macos, "; write “deselect”"),
        ("Sign on to your account.", "en", .ios, "; write “sign in to”"),
        // The Korean button is 확인: OK left in Latin letters names a button no Korean screen shows.
        ("계속하려면 OK를 클릭하세요.", "ko", .macos, "“OK” is deprecated in the termbase; write “확인”"),
        // Apple restarts a device: 재시동, noun and 하다-verb alike.
        ("iPhone을 재부팅하십시오.", "ko", .ios, "“재부팅” is deprecated in the termbase; write “재시동”"),
        ("재부팅 후 다시 여십시오.", "ko", .ios, "“재부팅” is deprecated in the termbase; write “재시동”"),
        // A name spelt out in Hangul names the name it reads, even in copy for a platform the name isn't for.
        ("애플 펜슬로 그리십시오.", "ko", .ios, "“애플 펜슬” is deprecated in the termbase; write “Apple Pencil”"),
    ])
    func deprecatedTermsNameTheirReplacement(_ text: String, _ language: String, _ platform: Platform, _ replacement: String) throws {
        let found = try Self.findings(DeprecatedTermRule.self, text: text, language: language, platform: platform)
        #expect(found.count == 1)
        #expect(found.first?.message.contains(replacement) == true, "\(found.map(\.message))")
    }

    /// Press is for keys and the device's buttons: an onscreen control
    /// pressed is tapped or clicked, and the fix writes the platform's word.
    @Test(arguments: [
        ("Press Save to keep your changes.", Platform.ios, "Tap Save to keep your changes."),
        ("Pressing Done saves the workout.", .watchos, "Tapping Done saves the workout."),
        ("Press the Share button.", .macos, "Click the Share button."),
        ("Press OK to go back.", .ios, "Tap OK to go back."),
    ])
    func anOnscreenControlIsNotPressed(_ text: String, _ platform: Platform, _ expected: String) throws {
        let found = try Self.findings(PlatformTermRule.self, text: text, language: "en", platform: platform)
        let fix = try #require(found.first?.fix)
        #expect(Self.applying(fix, to: text, language: "en", platform: platform) == expected)
    }

    @Test(arguments: [
        ("Press Return to send. Press Esc, Space or Caps Lock.", Platform.ios),
        ("Press Command-S, then press the side button twice.", .ios),
        ("Press Command+R to record, or Cmd+Shift+S.", .macos),
        ("Press Play/Pause on the remote, or press Menu.", .tvos),
        ("Press Save on the remote.", .tvos),
        ("Press A to jump, or press L1.", .ios),
        ("Press the Home button, then press Volume Up.", .ios),
    ])
    func keysAndButtonsArePressed(_ text: String, _ platform: Platform) throws {
        let found = try Self.findings(PlatformTermRule.self, text: text, language: "en", platform: platform)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A phrasal verb Apple drops the preposition of is right as its noun
    /// with the preposition after it: a tap on your wrist.
    @Test(arguments: [
        ("When a ring closes, you’ll feel a tap on your wrist.", Platform.watchos, false),
        ("A quick click on the link opens it.", .macos, false),
        ("Tap on the ring to see it.", .watchos, true),
        ("In the app, tap on Save.", .ios, true),
        ("Then click on the link.", .macos, true),
        ("Avoid a long press on the photo.", .ios, true),
    ])
    func aPhrasalVerbsNounKeepsItsPreposition(_ text: String, _ platform: Platform, _ flagged: Bool) throws {
        let found = try Self.findings(DeprecatedTermRule.self, text: text, language: "en", platform: platform)
        #expect(found.isEmpty != flagged, "\(found.map(\.message))")
    }

    /// A deprecated Korean loanword inside a longer word Apple keeps (the
    /// seventy-seventh session's 리스트 in 플레이리스트) is no match.
    @Test func koreanLoanwordsInsideLongerWordsPass() throws {
        let found = try Self.findings(DeprecatedTermRule.self, text: "플레이리스트를 만들고 체크리스트를 확인하세요.", language: "ko", platform: .ios)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// `helpc fix` writes the one advised term in the deprecated one's
    /// place, in its form and with its capital; where two are advised, or
    /// the term is an abbreviation whose period may end the sentence, the
    /// writer chooses.
    @Test(arguments: [
        ("Logged out of iCloud? Log into it again.", Platform.ios, "Signed out of iCloud? Sign in to it again."),
        ("Long pressing and tapping and holding both work.", .ios, "Touching and holding and touching and holding both work."),
        ("Open the menubars.", .macos, "Open the menu bars."),
        // A hyphenated verb inflects its last part, as tap does: tapping, not taping.
        ("Double tapping the recipe opens it; double tapped ones stay open.", .ios,
         "Double-tapping the recipe opens it; double-tapped ones stay open."),
        // A hyphenated verb with on after it: the verb alone.
        ("Double-click on a course, then double-clicking on a lesson opens it.", .macos,
         "Double-click a course, then double-clicking a lesson opens it."),
        ("Double-tap on a word to hear it.", .ios, "Double-tap a word to hear it."),
        // One word each, without a hyphen.
        ("Select the check-box while you’re on-line or off-line.", .ios, "Select the checkbox while you’re online or offline."),
        ("Join the WiFi network.", .ios, "Join the Wi\u{2011}Fi network."),
        ("Use a dropdown menu, e.g. this one.", .macos, "Use a dropdown menu, e.g. this one."),
        // A title written with every word capitalized keeps that: a button's Log Out.
        ("Log Out", .ios, "Sign Out"),
        ("Tap And Hold to Edit", .ios, "Touch And Hold to Edit"),
        ("Drag and drop the file here; drag-and-drop support is on.", .macos, "Drag the file here; drag-and-drop support is on."),
        // A name keeps its own capitals, whatever the old one's were.
        ("Requires Mac OS 14. OSX Works Too", .macos, "Requires macOS 14. macOS Works Too"),
        // A plural name's capitals are the name's, not title case: the generic noun stays lower case.
        ("Older MacBook Pros and iPads need it.", .macos, "Older MacBook Pro computers and iPad models need it."),
        // An irregular verb advised takes its own past: held, not holded; quit, not quited.
        ("Long-pressed photos open a menu.", .ios, "Touched and held photos open a menu."),
        ("You exited the app before saving; launch the app again.", .macos, "You quit the app before saving; open the app again."),
        ("Check the box, then hover over a swatch. Two factor authentication is on.", .macos,
         "Select the checkbox, then hold the pointer over a swatch. Two-factor authentication is on."),
        // A verb said with the word it means already.
        ("Revert back to the saved version, or merge together both copies. Reverting back is undoable.", .macos,
         "Revert to the saved version, or merge both copies. Reverting is undoable."),
        ("Reboot your Mac, then utilize tags. After rebooting, it utilized them.", .macos,
         "Restart your Mac, then use tags. After restarting, it used them."),
        ("Alright, the plan is comprised of three steps. Scroll thru them.", .ios,
         "All right, the plan is made up of three steps. Scroll through them."),
        // Eighty-first session: more words said twice.
        ("Reply back to the message, then return back home. Connect together your devices at an ATM machine.", .ios,
         "Reply to the message, then return home. Connect your devices at an ATM."),
        ("Your past history is kept, and the end result is saved. The reason is because it syncs. Returning back is quick.", .ios,
         "Your history is kept, and the result is saved. The reason is that it syncs. Returning is quick."),
        // A verb in consonant and y takes ie before -s and -ed: replied, not replyed.
        ("We replied back yesterday; it replies back, replying back at once.", .ios, "We replied yesterday; it replies, replying at once."),
    ])
    func deprecatedTermsAreRewritten(_ text: String, _ platform: Platform, _ expected: String) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="\(platform.rawValue)"><string id="s"><text xml:lang="en">\(text)</text><text xml:lang="ko">x</text></string></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [DeprecatedTermRule.self])
        #expect(!found.isEmpty)
        let (bytes, _) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        #expect(String(decoding: bytes, as: UTF8.self).contains(">\(expected)<"), "\(String(decoding: bytes, as: UTF8.self))")
    }

    /// case.name spells a name as the termbase's preferred term does, never
    /// as a deprecated one: “wifi” is term.deprecated's, naming Wi-Fi.
    @Test func deprecatedNamesAreNoSpellingToOffer() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios"><string id="s"><text xml:lang="en">Connect to wifi or Wifi.</text><text xml:lang="ko">Wi-Fi에 연결하세요.</text></string></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [NameCaseRule.self, DeprecatedTermRule.self])
        #expect(found.map(\.ruleID) == ["term.deprecated", "term.deprecated"], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.hasSuffix("write “Wi\u{2011}Fi”") })
    }

    /// "Tap on" in copy an iPhone and a Mac both show was told to become
    /// "tap", which term.neutral then reported: the advice is the words for
    /// every platform of the copy, and "tap" (with its fix) only where tap
    /// is right for all of them.
    @Test func deprecatedTermsAdviseWordsForEveryPlatformOfTheCopy() throws {
        func found(_ platforms: String) throws -> [Diagnostic] {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" platforms="\(platforms)"><string id="s"><text xml:lang="en">Tap on the chart to see details.</text><text xml:lang="ko">차트를 선택하면 세부 사항이 표시됩니다.</text></string></help>
                """
            return try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [DeprecatedTermRule.self, NeutralTermRule.self])
        }
        let both = try found("ios macos")
        #expect(both.map(\.ruleID) == ["term.deprecated"], "\(both.map(\.message))")
        #expect(both.first?.message == "“Tap on” is deprecated in the termbase; write “select” or “choose”")
        #expect(both.first?.fix == nil)
        let phone = try found("ios ipados")
        #expect(phone.map(\.message) == ["“Tap on” is deprecated in the termbase; write “tap”"])
        #expect(phone.first?.fix != nil)
    }

    /// "touchpad" is no Apple word: on a Mac it is the trackpad, on Apple TV
    /// the Siri Remote's Touch surface; copy for both is told both.
    @Test func aWordTwoConceptsDeprecateNamesThePlatformsOwn() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="tvos macos"><string id="s">
              <text xml:lang="en" platform="tvos">Click the touchpad to play.</text>
              <text xml:lang="en" platform="macos">Scroll with two fingers on the touchpad.</text>
              <text xml:lang="ko" platform="tvos">터치패드를 클릭하여 재생하세요.</text>
              <text xml:lang="ko" platform="macos">터치패드에서 두 손가락으로 스크롤하세요.</text>
            </string><string id="t">
              <text xml:lang="en">Drag on the touchpad.</text><text xml:lang="ko">트랙패드에서 드래그하세요.</text>
            </string></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [DeprecatedTermRule.self])
        #expect(found.map(\.message) == [
            "“touchpad” is deprecated in the termbase; write “Touch surface”",
            "“touchpad” is deprecated in the termbase; write “trackpad”",
            "“터치패드” is deprecated in the termbase; write “터치 표면”",
            "“터치패드” is deprecated in the termbase; write “트랙패드”",
            "“touchpad” is deprecated in the termbase; write “Touch surface” or “trackpad”",
        ])
    }

    /// 페이스 아이디 in copy for iPhone, iPad and Mac was told to write
    /// "Touch ID", the one name of its concept that every platform of the
    /// copy has: a name spelt out or run together names the one it reads.
    @Test func aNameSpeltOtherwiseNamesTheOneItReads() throws {
        #expect(DeprecatedTermRule.mixedReadings(of: "face id", "페이스 아이디") == ["faceid", "face아이디", "페이스id", "페이스아이디"])
        #expect(DeprecatedTermRule.mixedReadings(of: "digital crown", "디지털크라운") == ["디지털크라운"])
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios ipados macos"><string id="s"><text xml:lang="en">Lock notes with FaceID.</text><text xml:lang="ko">페이스 아이디로 메모를 잠그세요. 터치아이디도 됩니다.</text></string></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [DeprecatedTermRule.self])
        #expect(found.map(\.message) == [
            "“FaceID” is deprecated in the termbase; write “Face ID”",
            "“페이스 아이디” is deprecated in the termbase; write “Face ID”",
            "“터치아이디” is deprecated in the termbase; write “Touch ID”",
        ])
        #expect(found.allSatisfy { $0.fix != nil })
    }

    /// helpc fix wrote "Use touch and hold to preview" for "Use 3D Touch to
    /// preview": a name advised as a verb is the writer's to rephrase, and
    /// a verb advised as a verb is still rewritten.
    @Test func aNameAdvisedAsAVerbIsNotRewritten() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios"><string id="s"><text xml:lang="en">Use 3D Touch to preview. Long-press a photo.</text><text xml:lang="ko">3D Touch로 미리 보세요.</text></string></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [DeprecatedTermRule.self])
        #expect(found.map(\.message) == [
            "“3D Touch” is deprecated in the termbase; write “touch and hold”",
            "“Long-press” is deprecated in the termbase; write “touch and hold”",
            "“3D Touch” is deprecated in the termbase; write “길게 터치”",
        ])
        #expect(found.map { $0.fix != nil } == [false, true, false])
    }

    /// "Blacklisted senders" passed where "blacklist" was reported: the
    /// adjectives are deprecated too, and fixed; allowed and blocked ask
    /// no Korean word of their translations.
    @Test func listAdjectivesAreNamedByWhatTheyDo() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios"><string id="s"><text xml:lang="en">Blacklisted senders can’t reach you; whitelisted sites load.</text><text xml:lang="ko">차단된 발신자는 연락할 수 없고 허용한 사이트는 열립니다.</text></string>
            <string id="t"><text xml:lang="en">Pop-ups are blocked. Allowed sites are listed here.</text><text xml:lang="ko">팝업이 차단됩니다. 허용한 사이트가 여기에 표시됩니다.</text></string></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [DeprecatedTermRule.self, TermConsistencyRule.self])
        #expect(found.map(\.message) == [
            "“Blacklisted” is deprecated in the termbase; write “blocked”",
            "“whitelisted” is deprecated in the termbase; write “allowed”",
        ])
        let (bytes, _) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        #expect(String(decoding: bytes, as: UTF8.self).contains(">Blocked senders can’t reach you; allowed sites load.<"))
    }

    /// A controller's triggers are no Siri Remote's: "Pull the right
    /// trigger" in copy for the remote passed, the words being no term.
    @Test func triggersBelongToTheGameController() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="tvos"><string id="s">
              <text xml:lang="en" input="gamecontroller">Press the right trigger to fire.</text>
              <text xml:lang="en" input="remote">Pull the left trigger to fire.</text>
              <text xml:lang="ko" input="gamecontroller">발사하려면 오른쪽 트리거를 누르세요.</text>
              <text xml:lang="ko" input="remote">발사하려면 왼쪽 트리거를 당기세요.</text>
            </string></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [InputTermRule.self, TermConsistencyRule.self])
        #expect(found.map(\.message) == [
            "“left trigger” belongs in copy for a game controller, but this copy is for the Siri Remote",
            "“왼쪽 트리거” belongs in copy for a game controller, but this copy is for the Siri Remote",
        ])
    }

    /// A deprecated Korean term is reported wherever it stands, with any
    /// particle: none is taken for an everyday word that only a 앱 or an
    /// 에서 after it would make a name (파인더를 was missed).
    @Test func deprecatedKoreanTermsAreReportedWithAnyParticle() throws {
        let termbase = try Resources.defaultTermbase()
        let index = TermIndex(termbase: termbase)
        // Verbs take 하다's endings, not particles (더블 탭하세요).
        let deprecated = termbase.concepts.flatMap { $0.terms(in: "ko") }.filter { $0.isDeprecated && !$0.isVerb }.map(\.text)
            .filter { $0.unicodeScalars.contains { TermIndex.isHangul($0) } && !$0.hasSuffix("다") }
        #expect(deprecated.count >= 20)
        for term in deprecated {
            let match = index.matches(in: "\(term)를 보세요.", language: "ko").first { $0.term.text == term }
            #expect(match != nil && match?.isUncertainName == false, "\(term)")
        }
    }

    /// "double tap" is deprecated for the verb double-tap, and is Apple
    /// Watch's gesture by name: not reported in copy for Apple Watch alone,
    /// unless inflected as a verb.
    @Test func doubleTapIsAppleWatchsGesture() throws {
        #expect(try Self.findings(DeprecatedTermRule.self, text: "Use double tap to stop the timer.", language: "en",
                                  platform: .watchos).isEmpty)
        for (text, platform, advice) in [("Use double tap to stop the timer.", Platform.ios, "double-tap"),
                                         ("Double tapping the timer stops it.", .watchos, "Double-tapping")] {
            let found = try Self.findings(DeprecatedTermRule.self, text: text, language: "en", platform: platform)
            #expect(found.map(\.message).first?.hasSuffix("write “\(advice)”") == true, "\(text): \(found.map(\.message))")
        }
    }

    /// "Enter" the verb and the Return key pressed by name are no Enter key.
    @Test func enterAsAVerbIsNoKey() throws {
        for text in ["Enter your name, then press Return.", "Press the Return key to enter the text.", "이름을 입력한 다음 Return 키를 누르세요."] {
            let language = text.first?.isASCII == true ? "en" : "ko"
            #expect(try Self.findings(DeprecatedTermRule.self, text: text, language: language, platform: .macos).isEmpty, "\(text)")
        }
    }

    @Test func consistencyBetweenEnglishAndKorean() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios">
              <string id="a"><text xml:lang="en">Open Settings.</text><text xml:lang="ko">환경을 여세요.</text></string>
              <string id="b"><text xml:lang="en">Open Settings.</text><text xml:lang="ko">설정을 여세요.</text></string>
              <string id="c"><text xml:lang="en">Open the Home Screen.</text><text xml:lang="ko">첫 화면을 여세요.</text></string>
              <string id="d"><text xml:lang="en">Use 3D Touch to preview it.</text><text xml:lang="ko">길게 눌러 미리 보세요.</text></string>
              <string id="e"><text xml:lang="en">Preview it with Quick Look.</text><text xml:lang="ko">빠른 보기로 미리 보세요.</text></string>
              <string id="f"><text xml:lang="en">Preview it with Quick Look.</text><text xml:lang="ko">훑어보기로 미리 보세요.</text></string>
              <string id="g"><text xml:lang="en">Open the Files app.</text><text xml:lang="ko">파일 앱을 여세요.</text></string>
              <string id="h"><text xml:lang="en">Save it to iCloud Drive.</text><text xml:lang="ko">iCloud 드라이브에 저장하세요.</text></string>
              <string id="i"><text xml:lang="en">Open Settings, then Control Center, then Settings again.</text><text xml:lang="ko">환경을 연 다음 제어판을 여세요.</text></string>
              <string id="j"><text xml:lang="en">Trash this draft? Dock your iPad first.</text><text xml:lang="ko">이 초안을 삭제할까요? 먼저 iPad를 거치하세요.</text></string>
              <string id="k"><text xml:lang="en">Move it to the Trash. Trash is emptied daily.</text><text xml:lang="ko">삭제된 항목으로 옮기세요.</text></string>
              <string id="l"><text xml:lang="en">Open the Photos app. Take notes, and check the weather app.</text><text xml:lang="ko">앨범 앱을 여세요. 메모하고 날씨를 확인하세요.</text></string>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let found = try RuleEngine.bundled(rules: [TermConsistencyRule.self]).check(project).diagnostics
        // 3D Touch is deprecated: the English changes (term.deprecated), not the Korean.
        // Each concept the translation lacks, once: Settings and Control Center in i.
        // A one-word name starting a sentence with an object after it is a verb (j).
        // Apple's apps are named with "app" (the Photos app), not every word that is one (notes, weather).
        #expect(found.map(\.entry) == ["a", "c", "e", "h", "i", "i", "k", "l"], "\(found.map(\.message))")
        #expect(found.first?.message.hasSuffix("translates as “설정” or “시스템 설정”; this ko text uses none of them") == true)
        #expect(found[1].message.hasSuffix("translates as “홈 화면”; this ko text doesn’t use it"), "\(found.map(\.message))")
        #expect(found.contains { $0.message.hasSuffix("uses none of them") } == (found.contains { $0.message.contains(" or ") }))
    }

    /// Apple's features named in Hangul (seventy-fifth session): a
    /// translation that names them otherwise is told the name.
    @Test func featureNamesKeepTheirKoreanNames() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="a"><text xml:lang="en">Turn on Personal Hotspot.</text><text xml:lang="ko">개인 핫스팟을 켜세요.</text></string>
              <string id="b"><text xml:lang="en">Set up Family Sharing.</text><text xml:lang="ko">패밀리 공유를 설정하세요.</text></string>
              <string id="c"><text xml:lang="en">Turn on Personal Hotspot, then Screen Mirroring.</text><text xml:lang="ko">개인용 핫스팟을 켠 다음 화면 미러링을 켜세요.</text></string>
              <string id="d"><text xml:lang="en">Add your Medical ID and use Live Text.</text><text xml:lang="ko">의료 정보를 추가하고 라이브 텍스트를 사용하세요.</text></string>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let found = try RuleEngine.bundled(rules: [TermConsistencyRule.self]).check(project).diagnostics
        #expect(found.map(\.entry) == ["a", "b"], "\(found.map(\.message))")
        #expect(found.first?.message.hasSuffix("translates as “개인용 핫스팟”; this ko text doesn’t use it") == true)
    }

    /// "This iPhone" names the device the copy is read on: wrong read on an
    /// iPad or a Mac, rewritten there, and no term a translation owes.
    @Test(arguments: [
        ("Episodes stay on this iPhone.", "en", Platform.ios, nil),
        ("Episodes stay on this iPhone.", "en", .ipados, "Episodes stay on this iPad."),
        ("This iPhone keeps a copy.", "en", .macos, "This Mac keeps a copy."),
        ("Sync this Mac with iCloud.", "en", .watchos, "Sync this Apple Watch with iCloud."),
        ("Send it to your iPhone.", "en", .macos, nil),
        ("에피소드가 이 iPhone에 남습니다.", "ko", .ios, nil),
        ("에피소드가 이 iPhone에 남습니다.", "ko", .tvos, "에피소드가 이 Apple TV에 남습니다."),
        ("데이터가 iPhone에 남습니다.", "ko", .macos, nil),
        // A model's name goes on: reported, but no fix makes an "iPhone Pro".
        ("Draw on this iPad Pro.", "en", .ios, ""),
        ("Charge this iPhone 15 first.", "en", .watchos, ""),
    ] as [(String, String, Platform, String?)])
    func thisDeviceNamesTheReadersDevice(_ text: String, _ language: String, _ platform: Platform, _ expected: String?) throws {
        let found = try Self.findings(PlatformTermRule.self, text: text, language: language, platform: platform)
        guard let expected else {
            #expect(found.isEmpty, "\(found.map(\.message))")
            return
        }
        if expected.isEmpty {
            #expect(found.count == 1 && found.first?.fix == nil, "\(found.map(\.message))")
            return
        }
        let fix = try #require(found.first?.fix)
        #expect(Self.applying(fix, to: text, language: language, platform: platform) == expected)
    }

    @Test func thisDeviceIsNeutralOnSeveralPlatformsAndOwedByNoTranslation() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios ipados">
              <string id="a"><text xml:lang="en">Episodes are removed from this iPhone.</text><text xml:lang="ko">에피소드가 iPhone에서 제거됩니다.</text></string>
              <string id="b"><text xml:lang="en">Episodes are removed from this device.</text><text xml:lang="ko">에피소드가 이 기기에서 제거됩니다.</text></string>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let found = try RuleEngine.bundled(rules: [NeutralTermRule.self, TermConsistencyRule.self]).check(project).diagnostics
        #expect(found.map(\.ruleID) == ["term.neutral"], "\(found.map(\.message))")
        #expect(found.first?.message == "“this iPhone” is for iOS, but this copy is also shown on iPadOS; use “this device”, or give each platform its own text")
    }

    /// Platform words offered as alternatives ("tap or click", Face ID
    /// 또는 Touch ID) are judged together: they pass when their platforms
    /// cover the copy's, and a run that leaves one out is one finding that
    /// names the missing platform's word.
    @Test func alternativesAreJudgedTogether() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios macos visionos">
              <string id="a"><text xml:lang="en">Tap or click the star, or pinch it.</text><text xml:lang="ko">별표를 탭하거나 클릭하세요.</text></string>
              <string id="b"><text xml:lang="en">Unlock it with Face ID, Touch ID, or Optic ID.</text><text xml:lang="ko">Face ID, Touch ID 또는 Optic ID로 잠금 해제하세요.</text></string>
              <string id="c"><text xml:lang="en">Unlock it with Face ID or Touch ID.</text><text xml:lang="ko">Face ID나 Touch ID로 잠금 해제하세요.</text></string>
              <string id="d"><text xml:lang="en">Tap the star, then click Save.</text><text xml:lang="ko">별표를 탭한 다음 저장을 클릭하세요.</text></string>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let found = try RuleEngine.bundled(rules: [NeutralTermRule.self]).check(project).diagnostics
        let messages = found.map { "\($0.location.line):\($0.language ?? "") \($0.message)" }
        #expect(messages == [
            "5:en “Face ID” or “Touch ID” is for iOS, iPadOS and macOS, but this copy is also shown on visionOS; add “Optic ID”, or give each platform its own text",
            "5:ko “Face ID” or “Touch ID” is for iOS, iPadOS and macOS, but this copy is also shown on visionOS; add “Optic ID”, or give each platform its own text",
            "6:en “Tap” is for iOS, iPadOS, visionOS and watchOS, but this copy is also shown on macOS; use “select”, “choose” or “press”, or give each platform its own text",
            "6:en “click” is for macOS, but this copy is also shown on iOS and visionOS; use “select”, “choose” or “press”, or give each platform its own text",
            "6:ko “탭” is for iOS, iPadOS, visionOS and watchOS, but this copy is also shown on macOS; use “선택” or “누르다”, or give each platform its own text",
            "6:ko “클릭” is for macOS, but this copy is also shown on iOS and visionOS; use “선택” or “누르다”, or give each platform its own text",
        ], "\(messages)")
    }

    @Test func alternativeJoinersAreWordsOfChoice() {
        // "Tap (or click) the star" was two term.neutral findings.
        for gap in [" or ", ", ", ", or ", "/", " Or ", " (or "] { #expect(TermAlternatives.isJoiner(gap, language: "en"), "\(gap)") }
        for gap in [" and ", ", then ", " to ", ""] { #expect(!TermAlternatives.isJoiner(gap, language: "en"), "\(gap)") }
        for gap in ["하거나 ", " 또는 ", "나 ", ", ", " 혹은 ", "(또는 "] { #expect(TermAlternatives.isJoiner(gap, language: "ko"), "\(gap)") }
        for gap in ["한 다음 ", "하여 ", "와 ", " 및 "] { #expect(!TermAlternatives.isJoiner(gap, language: "ko"), "\(gap)") }
    }

    /// 누르다 takes the place of the 하다 ending after a screen word, in the
    /// form that ending had; an ending not listed gets no fix.
    @Test func koreanPressFormsFollowTheEnding() {
        let cases = [("하여 화면을", "눌러"), ("하세요.", "누르세요"), ("하면서", "누르면서"), ("하면", "누르면"), ("한 다음", "누른"),
                     ("합니다.", "누릅니다"), ("했습니다", "눌렀습니다"), ("해서", "눌러서"), ("하십시오.", "누르십시오")]
        for (text, form) in cases {
            #expect(HardwareControl.koreanPressForm(replacing: text)?.1 == form, "\(text)")
        }
        #expect(HardwareControl.koreanPressForm(replacing: "하여")?.0 == 2)
        #expect(HardwareControl.koreanPressForm(replacing: "됩니다") == nil)
    }

    /// The Mac's bars and the system's places as Apple's Korean names them:
    /// 메뉴 막대 and 도구 막대, not the transliterated 메뉴바 and 툴바.
    @Test func barsAndPlacesTakeApplesKoreanNames() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <string id="a"><text xml:lang="en">Choose Recipe in the menu bar.</text><text xml:lang="ko">메뉴바에서 레시피를 선택하세요.</text></string>
              <string id="b"><text xml:lang="en">Add it to the toolbar.</text><text xml:lang="ko">툴바에 추가하세요.</text></string>
              <string id="c"><text xml:lang="en">Add it to the toolbar.</text><text xml:lang="ko">도구 막대에 추가하세요.</text></string>
              <string id="d"><text xml:lang="en">Show it on the Lock Screen.</text><text xml:lang="ko">잠금 화면에 표시하세요.</text></string>
              <string id="e"><text xml:lang="en">Open Notification Center.</text><text xml:lang="ko">알림 센터를 여세요.</text></string>
              <string id="f"><text xml:lang="en">Hide the sidebar.</text><text xml:lang="ko">측면 막대를 숨기세요.</text></string>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let found = try RuleEngine.bundled(rules: [TermConsistencyRule.self, DeprecatedTermRule.self]).check(project).diagnostics
        // 메뉴바 and 툴바 are the concept's deprecated Korean terms: named once, by
        // term.deprecated, which also finds them in a help page's body.
        #expect(found.map(\.entry) == ["a", "b", "f"], "\(found.map(\.message))")
        #expect(found.map(\.ruleID) == ["term.deprecated", "term.deprecated", "term.consistency"])
        #expect(found.first?.message == "“메뉴바” is deprecated in the termbase; write “메뉴 막대”")
    }

    /// Translators' loanwords for the bars, screens and names Apple's Korean
    /// writes otherwise passed, or were only unknown words ("패스 코드를"
    /// offered as their spelling). Windows, also the plural of window, has
    /// no English side; Slide Over, a name, is not the verb "slide over".
    @Test func loanwordsForBarsScreensAndNamesAreDeprecated() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios">
              <string id="a"><text xml:lang="en">Hide the tab bar and the status bar.</text><text xml:lang="ko">탭 바와 상태바를 숨기세요.</text></string>
              <string id="b"><text xml:lang="en">Drag the scrollbar.</text><text xml:lang="ko">스크롤바를 드래그하세요.</text></string>
              <string id="c"><text xml:lang="en">Open Control Center on the Lock Screen.</text><text xml:lang="ko">잠금 스크린에서 컨트롤 센터를 여세요.</text></string>
              <string id="d"><text xml:lang="en">Find it in the App Library, or enter your passcode.</text><text xml:lang="ko">앱 라이브러리에서 찾거나 패스코드를 입력하세요.</text></string>
              <string id="e"><text xml:lang="en">Open it in Safari, or search Spotlight.</text><text xml:lang="ko">사파리에서 열거나 스팟라이트에서 검색하세요.</text></string>
              <string id="f"><text xml:lang="en">Send it with iMessage or Gmail.</text><text xml:lang="ko">아이메세지나 지메일로 보내세요.</text></string>
              <string id="g"><text xml:lang="en">Import it from a PC.</text><text xml:lang="ko">윈도우즈 PC에서 가져오세요.</text></string>
              <string id="h"><text xml:lang="en">Windows stay open until you close them.</text><text xml:lang="ko">윈도우는 닫을 때까지 열려 있습니다.</text></string>
              <string id="i"><text xml:lang="en">Open two canvases in Split View, or one in Slide Over.</text><text xml:lang="ko">스플릿 뷰에서 캔버스 두 개를 열거나 슬라이드오버에서 하나를 여세요.</text></string>
              <string id="j"><text xml:lang="en">Slide over to see more tools.</text><text xml:lang="ko">밀어서 더 많은 도구를 보세요.</text></string>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let found = try RuleEngine.bundled(rules: [TermConsistencyRule.self, DeprecatedTermRule.self]).check(project).diagnostics
        #expect(found.map { "\($0.entry ?? "")/\($0.ruleID)" } == [
            "a/term.deprecated", "a/term.deprecated", "b/term.deprecated", "b/term.deprecated", "c/term.deprecated", "c/term.deprecated",
            "d/term.deprecated", "d/term.deprecated", "e/term.deprecated", "e/term.deprecated",
            "f/term.deprecated", "f/term.deprecated", "g/term.deprecated", "i/term.deprecated", "i/term.deprecated",
        ], "\(found.map(\.message))")
        #expect(found.map(\.message).contains("“패스코드” is deprecated in the termbase; write “암호”"))
        #expect(found.map(\.message).contains("“윈도우즈” is deprecated in the termbase; write “Windows”"))
    }

    /// Apple asks that an app for Apple Vision Pro be a spatial computing
    /// app, not augmented or virtual reality, and that the device be named
    /// in full and never a headset: deprecated in copy for visionOS only,
    /// since augmented reality on iPhone and a headset for listening are
    /// right there. A passcode's Korean 암호 is no password's mistake.
    @Test func visionOSWordsAreDeprecatedForVisionOSOnly() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios visionos">
              <string id="a"><text xml:lang="en" platform="visionos">Explore the reef in virtual reality.</text><text xml:lang="ko" platform="visionos">가상 현실에서 산호초를 탐험하세요.</text></string>
              <string id="b"><text xml:lang="en" platform="visionos">Put on your headset. This VR app needs Vision Pro.</text><text xml:lang="ko" platform="visionos">헤드셋을 착용하세요. 이 VR 앱에는 Vision Pro가 필요합니다.</text></string>
              <string id="c"><text xml:lang="en" platform="ios">Place the reef in your room with augmented reality.</text><text xml:lang="ko" platform="ios">증강 현실로 방에 산호초를 배치하세요.</text></string>
              <string id="d"><text xml:lang="en" platform="ios">Connect your headset to listen in AR.</text><text xml:lang="ko" platform="ios">헤드셋을 연결하여 AR로 들으세요.</text></string>
              <string id="e"><text xml:lang="en">Ar you ready? Use Apple Vision Pro in a spatial computing app.</text><text xml:lang="ko">준비됐습니까? 공간 컴퓨팅 앱에서 Apple Vision Pro를 사용하십시오.</text></string>
              <string id="f"><text xml:lang="en">Enter your passcode.</text><text xml:lang="ko">암호를 입력하세요.</text></string>
              <string id="g"><text xml:lang="en">Enter your passcode.</text><text xml:lang="ko">패스코드를 입력하세요.</text></string>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let found = try RuleEngine.bundled(rules: [TermConsistencyRule.self, DeprecatedTermRule.self]).check(project).diagnostics
        #expect(found.map { "\($0.entry ?? "")/\($0.ruleID): \($0.message)" } == [
            "a/term.deprecated: “virtual reality” is deprecated in the termbase; write “spatial computing”",
            "a/term.deprecated: “가상 현실” is deprecated in the termbase; write “공간 컴퓨팅”",
            "b/term.deprecated: “headset” is deprecated in the termbase; write “Apple Vision Pro”",
            "b/term.deprecated: “VR” is deprecated in the termbase; write “spatial computing”",
            "b/term.deprecated: “Vision Pro” is deprecated in the termbase; write “Apple Vision Pro”",
            "b/term.deprecated: “헤드셋” is deprecated in the termbase; write “Apple Vision Pro”",
            "b/term.deprecated: “VR” is deprecated in the termbase; write “공간 컴퓨팅”",
            "b/term.deprecated: “Vision Pro” is deprecated in the termbase; write “Apple Vision Pro”",
            "g/term.deprecated: “패스코드” is deprecated in the termbase; write “암호”",
        ])
    }

    /// A name the translation spells out in Hangul (디지털 크라운 for Digital
    /// Crown) is one mistake: term.deprecated names the name to write, and
    /// term.consistency, which would say the same, reports it only where
    /// term.deprecated is ignored.
    @Test func aNameSpeltOutInHangulIsReportedOnce() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="watchos">
              <string id="a"><text xml:lang="en">Turn the Digital Crown to zoom.</text><text xml:lang="ko">디지털 크라운을 돌려 확대하세요.</text></string>
              <string id="b"><text xml:lang="en">Turn the Digital Crown to zoom.</text><text xml:lang="ko" ignore="term.deprecated" because="a test">디지털 크라운을 돌려 확대하세요.</text></string>
              <string id="c"><text xml:lang="en">Use Face ID to unlock.</text><text xml:lang="ko">Touch ID로 잠금 해제하세요.</text></string>
            </help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        let found = try RuleEngine.bundled(rules: [TermConsistencyRule.self, DeprecatedTermRule.self]).check(project).diagnostics
        #expect(found.map { "\($0.entry ?? "")/\($0.ruleID)" } == ["a/term.deprecated", "b/term.consistency", "c/term.consistency"],
                "\(found.map(\.message))")
    }

    /// A project termbase replaces a default concept by its id.
    /// Terms found in composed copy (each character one scalar, looked up
    /// by scalar) are the ones found in the same copy decomposed (looked
    /// up as characters): every Korean and Latin term of the default
    /// termbase, at the start, inside and at the end of a text.
    @Test func termsAreFoundComposedOrDecomposed() throws {
        let termbase = try Resources.defaultTermbase()
        let index = TermIndex(termbase: termbase)
        var found = 0
        for concept in termbase.concepts {
            for term in concept.terms where term.language == "ko" {
                for text in ["\(term.text)을 누르세요", "먼저 \(term.text)하세요", "(\(term.text))", "설정 \(term.text)"] {
                    let composed = index.matches(in: text, language: "ko")
                    let decomposed = index.matches(in: text.decomposedStringWithCanonicalMapping, language: "ko")
                    #expect(composed.map { "\($0.term.text)@\($0.range)" } == decomposed.map { "\($0.term.text)@\($0.range)" }, "\(text)")
                    found += composed.count
                }
            }
        }
        #expect(found > 50)
    }

    /// A preferred noun of a Korean-only concept is not looked for: no rule
    /// reports it, and every 기기 paid for 기록 (seventy-seventh session).
    /// Its deprecated loanword is, and a preferred term that a reported
    /// term starts is kept, so the longer match still wins.
    @Test func termsNoRuleReportsAreNotLookedFor() throws {
        let index = TermIndex(termbase: try Resources.defaultTermbase())
        #expect(index.matches(in: "기기의 기록과 목록을 지우세요", language: "ko").isEmpty)
        #expect(index.matches(in: "히스토리를 지우세요", language: "ko").map(\.term.text) == ["히스토리"])
        let location = SourceLocation(file: "t.tbx", line: 1, column: 1)
        let termbase = Termbase(concepts: [
            Concept(id: "preview", terms: [
                Term(text: "미리보기", language: "ko", status: .preferred, partOfSpeech: "noun", location: location),
                Term(text: "프리뷰", language: "ko", status: .deprecated, partOfSpeech: "noun", location: location),
            ], location: location),
            Concept(id: "early", terms: [Term(text: "미리", language: "ko", status: .deprecated, partOfSpeech: "noun", location: location)],
                    location: location),
        ])
        let small = TermIndex(termbase: termbase)
        #expect(small.matches(in: "미리보기를 여세요", language: "ko").map(\.term.text) == ["미리보기"])
        #expect(small.matches(in: "미리 여세요", language: "ko").map(\.term.text) == ["미리"])
    }

    /// 설정 is the Settings app and any setting: the platform rules judge
    /// it only where the copy names the app; the consistency rule counts
    /// it wherever it is.
    @Test(arguments: [
        ("이 단계의 타이머 설정", true), ("알림 설정을 변경하십시오.", true), ("설정을 저장했습니다.", true),
        ("설정 앱을 여십시오.", false), ("설정앱", false), ("설정에서 알림을 켜십시오.", false),
        ("설정 > 일반으로 이동하십시오.", false), ("‘설정’을 여십시오.", false), ("“설정”", false),
    ])
    func settingsIsTheAppOnlyWhereTheCopyNamesIt(_ text: String, _ uncertain: Bool) throws {
        let index = TermIndex(termbase: try Resources.defaultTermbase())
        let match = try #require(index.matches(in: text, language: "ko").first { $0.term.text == "설정" })
        #expect(match.isUncertainName == uncertain)
        #expect(index.otherMatches(inCharacters: Array(text)).first { $0.term.text == "설정" }?.isUncertainName == uncertain)
        let neutral = try Self.findings(NeutralTermRule.self, text: text, language: "ko", platform: .ios)
        #expect(neutral.isEmpty, "one platform: nothing to say either way")
    }

    @Test func everydaySettingIsNoPlatformWord() throws {
        var multi = Config()
        multi.platforms = [.ios, .macos]
        for (text, flagged) in [("이 단계의 타이머 설정", false), ("설정에서 알림을 켜십시오.", true), ("설정 앱을 여십시오.", true)] {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1"><string id="s"><text xml:lang="en">Open it.</text><text xml:lang="ko">\(text)</text></string></help>
                """
            let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: multi)
            let project = Project(config: multi, files: [try #require(loaded.file)])
            let found = try RuleEngine.bundled(rules: [NeutralTermRule.self, PlatformTermRule.self]).check(project).diagnostics
            #expect(found.isEmpty != flagged, "\(text): \(found)")
        }
        // The consistency rule still reads 설정 as the translation of Settings.
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1" platforms="ios"><string id="s"><text xml:lang="en">Open Settings.</text><text xml:lang="ko">설정을 여십시오.</text></string></help>
            """
        let loaded = try ContentLoader.bundled().load(Array(xml.utf8), path: "t.xml", config: Config())
        let project = Project(config: Config(), files: [try #require(loaded.file)])
        #expect(try RuleEngine.bundled(rules: [TermConsistencyRule.self]).check(project).diagnostics.isEmpty)
    }

    /// The same on generated copy: terms, particles, verb endings, Latin
    /// letters and the Kelvin sign (one scalar, canonically "K"), which
    /// the scalar path must compare as characters.
    @Test func generatedCopyFindsTheSameTermsByScalarAndByCharacter() throws {
        let termbase = try Resources.defaultTermbase()
        let index = TermIndex(termbase: termbase)
        let terms = termbase.concepts.flatMap(\.terms).filter { $0.language == "ko" }.map(\.text)
        var numbers = SeededNumbers(seed: 11)
        let pieces = ["을", "하세요", " ", "하", "되", "Mac", "K", "\u{212A}", "é", "1", "(", "탭", "앱", "에서", " > ", "‘", "타이머 "]
        var found = 0
        for _ in 0..<3000 {
            let text = (0..<numbers.next() % 6).map { _ in
                numbers.next() % 2 == 0 ? terms[numbers.next() % terms.count] : pieces[numbers.next() % pieces.count]
            }.joined()
            guard TextSegments.scalars(text) != nil else { continue }
            let byScalar = index.matches(in: text, language: "ko")
            let byCharacter = index.otherMatches(inCharacters: Array(text))
            #expect(byScalar.map { "\($0.term.text)@\($0.range)" } == byCharacter.map { "\($0.term.text)@\($0.range)" }, "\(text)")
            #expect(byScalar.map(\.text) == byCharacter.map(\.text))
            #expect(byScalar.map(\.isUncertainName) == byCharacter.map(\.isUncertainName), "\(text)")
            found += byScalar.count
        }
        #expect(found > 1000)
    }

    @Test func projectTermbaseOverridesTheDefault() throws {
        let tbx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2">
              <text><body>
                <conceptEntry id="activate">
                  <langSec xml:lang="en">
                    <termSec><term>click</term><termNote type="partOfSpeech">verb</termNote>
                      <admin type="projectSubset">macos ios</admin></termSec>
                  </langSec>
                </conceptEntry>
                <conceptEntry id="recipe-box">
                  <langSec xml:lang="en">
                    <termSec><term>recipe card</term><termNote type="partOfSpeech">noun</termNote>
                      <termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></termSec>
                    <termSec><term>recipe</term><termNote type="partOfSpeech">noun</termNote></termSec>
                  </langSec>
                </conceptEntry>
              </body></text>
            </tbx>
            """
        let loaded = TermbaseLoader.load(Array(tbx.utf8), path: "terms.tbx")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        // The project says click is fine on iOS too.
        #expect(try Self.findings(PlatformTermRule.self, text: "Click the star.", language: "en", platform: .ios,
                                  termbase: loaded.termbase).isEmpty)
        #expect(try !Self.findings(PlatformTermRule.self, text: "Click the star.", language: "en", platform: .ios).isEmpty)
        let deprecated = try Self.findings(DeprecatedTermRule.self, text: "Print a recipe card.", language: "en",
                                           platform: .ios, termbase: loaded.termbase)
        #expect(deprecated.first?.message.contains("“recipe”") == true)
        // Concepts the project doesn't mention stay.
        #expect(try !Self.findings(InputTermRule.self, text: "Use a game controller.", language: "en", platform: .tvos,
                                   input: .remote, termbase: loaded.termbase).isEmpty)
    }
}

struct PossessiveBytesTests {
    /// The possessive told by byte is the one `hasSuffix` tells, for words
    /// ending in apostrophes, s, marks and letters of several scripts.
    @Test func bytesTellPossessivesAsCharactersDo() {
        let pieces = ["’", "'", "s", "’s", "'s", "S", "a", "iPhone", "é", "e\u{301}", "\u{301}", "맥", "\u{D4E}", "\u{600}", "\r", "\n", "‘", "ʼ"]
        var numbers = SeededNumbers(seed: 31)
        var possessives = 0
        for _ in 0..<20_000 {
            let word = numbers.text(of: pieces, fewerThan: 6)
            for possessive in ["’s", "'s"] {
                let expected = word.hasSuffix(possessive)
                if expected { possessives += 1 }
                #expect(TermIndex.hasPossessive(word, possessive) == expected, "\(word.debugDescription) \(possessive)")
            }
        }
        #expect(possessives > 1_000)
    }
}
