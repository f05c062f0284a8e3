import HelpCore
@testable import HelpRules
import Testing

/// What help.menu-path makes of a <menu>'s path.
struct MenuPathTests {
    @Test(arguments: [
        // Written as Apple's help writes it, or with line breaks inside.
        ("File > Export To > PDF", nil), ("Edit", nil), ("File >\n  Export To", nil),
        // Names with a slash, a hyphen or an old name that is no app menu item.
        ("Window > Input/Output", nil), ("File > Sign-In Options", nil), ("Help > System Preferences Help", nil),
        // Other joins.
        ("File → Revert To → Browse All Versions", "File > Revert To > Browse All Versions"),
        ("File -> Save", "File > Save"), ("File>Save", "File > Save"), ("File >> Save", "File > Save"),
        ("File » Save", "File > Save"), ("File / Save", "File > Save"), ("파일 ＞ 저장", "파일 > 저장"),
        // The menu's ellipsis, and the app menu's old item.
        ("File > Save As…", "File > Save As"), ("File > Print...", "File > Print"), ("Print…", "Print"),
        ("Inkwell > Preferences…", "Inkwell > Settings"), ("Inkwell > 환경설정", "Inkwell > 설정"),
        // An item left empty is the writer's to name.
        ("File > > Save", nil), ("File >", nil),
    ] as [(String, String?)])
    func paths(_ path: String, _ expected: String?) {
        #expect(MenuPathRule.applesWriting(of: path)?.written == expected)
    }

    /// Arrows between the items of a path a sentence tells the reader to go
    /// to or choose are rewritten “ > ”; arrows elsewhere are no path.
    @Test(arguments: [
        ("en", "Go to Settings → Privacy & Security → Camera, then turn on Inkwell.",
         ["Settings > Privacy & Security > Camera, then turn on Inkwell."]),
        ("en", "Choose File->Export.", ["File > Export."]),
        ("en", "To allow access, open Settings » Inkwell. Then try again.", ["Settings > Inkwell. Then try again."]),
        ("ko", "설정 → 개인정보 보호 및 보안 → 카메라로 이동하여 켜십시오.", ["설정 > 개인정보 보호 및 보안 > 카메라로 이동하여 켜십시오."]),
        ("ko", "파일＞내보내기를 선택하세요.", ["파일 > 내보내기를 선택하세요."]),
        // No path: a sort order, a conversion, a quotation, the format's own >.
        ("en", "Sort A → Z.", []), ("en", "Converts Celsius → Fahrenheit as you type.", []),
        ("en", "Go to Settings > Privacy.", []), ("ko", "이름순 A → Z로 정렬됩니다.", []),
        ("en", "Choose → to move on.", []),
    ])
    func proseArrows(_ language: String, _ text: String, _ expected: [String]) {
        let found = MenuPathRule.proseSeparators(in: text, language: language)
        var fixed = Array(text)
        for (range, replacement, _) in found.reversed() { fixed.replaceSubrange(range, with: Array(replacement)) }
        let rest = expected.first.map { String($0.prefix(8)) }
        #expect(found.isEmpty == expected.isEmpty, "\(text)")
        if let rest, let wanted = expected.first {
            #expect(String(fixed).hasSuffix(wanted), "\(String(fixed)) from \(rest)")
        }
    }

    /// A path written “ > ” in a page's running text, outside <menu>: the
    /// path's items, in English by their capitals, in Korean by the particle
    /// before the verb that chooses it.
    @Test(arguments: [
        ("en", "Choose File > Export as PDF.", [("File > Export as PDF" as String?)]),
        ("en", "Choose File > Save to save it, then Format > Font > Show Fonts, or press Command-S.", ["File > Save", "Format > Font > Show Fonts"]),
        ("en", "Go to Apple menu > System Settings.", [nil]),
        ("ko", "파일 > PDF로 내보내기를 선택하십시오.", ["파일 > PDF로 내보내기"]),
        ("ko", "Apple 메뉴 > 시스템 설정으로 이동하십시오. 파일 > 최근 항목 열기를 보십시오.", ["Apple 메뉴 > 시스템 설정", nil]),
        // An item's ellipsis, as … or three periods, is left out of the path.
        ("en", "Choose File > Export > Export Photos... from the menu bar.", ["File > Export > Export Photos"]),
        ("en", "Choose File > Save As… to keep a copy.", ["File > Save As"]),
        ("ko", "메뉴 막대에서 파일 > 내보내기 > 사진 내보내기...를 선택하세요.", ["파일 > 내보내기 > 사진 내보내기"]),
        ("ko", "파일 > 다른 이름으로 저장…을 선택하세요.", ["파일 > 다른 이름으로 저장"]),
        // No path: no verb that goes to or chooses it, an arrow's own rule, a comparison.
        ("en", "Values > 10 are shown.", []), ("en", "Go to Settings → Privacy.", []), ("en", "The menu shows File > Save.", []),
    ] as [(String, String, [String?])])
    func pathsOutsideMenu(_ language: String, _ text: String, _ expected: [String?]) {
        let found = MenuPathRule.unmarkedPaths(in: text, language: language)
        #expect(found.map { path in path.items.map { _ in path.written } } == expected, "\(text)")
    }

    /// The fix wraps the path in <menu>, the sign written &gt;.
    @Test func aPathOutsideMenuIsWrappedInIt() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><topic id="t">
              <title><text xml:lang="en">Export a PDF</text><text xml:lang="ko">PDF 내보내기</text></title>
              <body xml:lang="en"><steps><step>Choose File &gt; Export as PDF, then click Save.</step></steps></body>
              <body xml:lang="ko"><steps><step>파일 &gt; PDF로 내보내기를 선택한 다음 저장을 클릭하십시오.</step></steps></body>
            </topic></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [MenuPathRule.self])
        #expect(found.map(\.message) == [
            "a menu path in a help page goes in <menu>, as the site shows it and a translator sees it: <menu>File > Export as PDF</menu>",
            "a menu path in a help page goes in <menu>, as the site shows it and a translator sees it: <menu>파일 > PDF로 내보내기</menu>",
        ])
        let (bytes, applied) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        #expect(applied == 2)
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains("<step>Choose <menu>File &gt; Export as PDF</menu>, then click Save.</step>"))
        #expect(fixed.contains("<step><menu>파일 &gt; PDF로 내보내기</menu>를 선택한 다음"))
        #expect(try RuleExampleRunner.diagnostics(of: fixed, config: Config(), rules: [MenuPathRule.self]).isEmpty)
    }

    /// The fix takes the item's ellipsis out with the path: three periods
    /// before the particle had ended the Korean sentence, and no path was found.
    @Test func theFixLeavesNoEllipsisAfterTheMenu() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><topic id="t">
              <title><text xml:lang="en">Export photos</text><text xml:lang="ko">사진 내보내기</text></title>
              <body xml:lang="en"><steps><step>Choose File &gt; Export Photos... from the menu bar.</step></steps></body>
              <body xml:lang="ko"><steps><step>파일 &gt; 사진 내보내기...를 선택하세요.</step></steps></body>
            </topic></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [MenuPathRule.self])
        let (bytes, applied) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        #expect(applied == 2)
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains("<step>Choose <menu>File &gt; Export Photos</menu> from the menu bar.</step>"))
        #expect(fixed.contains("<step><menu>파일 &gt; 사진 내보내기</menu>를 선택하세요.</step>"))
    }

    /// A <menu> written with &gt;, as the format's examples write it, is
    /// fixed with &gt;; one written with > keeps >.
    @Test func theFixKeepsTheFilesWayOfWritingTheSign() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><topic id="t">
              <title><text xml:lang="en">Save a copy</text><text xml:lang="ko">사본 저장하기</text></title>
              <body xml:lang="en"><p>Choose <menu>File &gt; Save As…</menu> or <menu>File→Duplicate</menu>.</p></body>
              <body xml:lang="ko"><p><menu>파일 &gt; 복제...</menu>를 선택하십시오.</p></body>
            </topic></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [MenuPathRule.self])
        #expect(found.map(\.message) == [
            "write this menu path as Apple’s help does: “File > Save As” (without the menu’s ellipsis)",
            "write this menu path as Apple’s help does: “File > Duplicate” (items joined by “ > ”)",
            "write this menu path as Apple’s help does: “파일 > 복제” (without the menu’s ellipsis)",
        ])
        let (bytes, applied) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        #expect(applied == 3)
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains("<menu>File &gt; Save As</menu> or <menu>File > Duplicate</menu>"))
        #expect(fixed.contains("<menu>파일 &gt; 복제</menu>"))
        #expect(try RuleExampleRunner.diagnostics(of: fixed, config: Config(), rules: [MenuPathRule.self]).isEmpty)
    }

    /// In a Mac's help a menu command is chosen: "Select" or "click" right
    /// before a path of the menu bar, and 클릭 after its particle, in copy
    /// for macOS only; a menu's own name is clicked, and select is the
    /// neutral verb where the copy reaches another platform.
    @Test func menuCommandsAreChosenOnAMac() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><topic id="t">
              <title><text xml:lang="en">Duplicate a draft</text><text xml:lang="ko">초안 복제하기</text></title>
              <body xml:lang="en"><steps>
                <step platform="macos">Select <menu>File &gt; Duplicate</menu>, then click <menu>Edit &gt; Rename</menu>.</step>
                <step platform="macos">Click <menu>Edit</menu> in the menu bar, or choose <menu>File &gt; Close</menu>.</step>
                <step>Select <menu>File &gt; Duplicate</menu>.</step>
                <step platform="ipados">Select <menu>File &gt; Duplicate</menu>.</step>
              </steps></body>
              <body xml:lang="ko"><steps>
                <step platform="macos"><menu>파일 &gt; 복제</menu>를 클릭한 다음 <menu>편집</menu>을 클릭하십시오.</step>
                <step><menu>파일 &gt; 복제</menu>를 클릭하십시오.</step>
              </steps></body>
            </topic></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [MenuPathRule.self])
        #expect(found.map { "\($0.location.line):\($0.location.column) \($0.message.components(separatedBy: "write ").last!)" } == [
            "5:28 “Choose”, not “Select”",
            "5:74 “choose”, not “click”",
            "11:53 “선택”, not “클릭”",
        ])
        let (bytes, applied) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
        #expect(applied == 3)
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains("Choose <menu>File &gt; Duplicate</menu>, then choose <menu>Edit"))
        #expect(fixed.contains("</menu>를 선택한 다음 <menu>편집</menu>을 클릭하십시오."))
        #expect(try RuleExampleRunner.diagnostics(of: fixed, config: Config(), rules: [MenuPathRule.self]).isEmpty)
    }

    /// A string for macOS that is the app menu's old Preferences item.
    @Test(arguments: [
        ("macos", "Preferences…", true), ("macos", "Preferences...", true), ("macos", "Preferences", true),
        ("macos", "Settings…", false), ("macos", "Privacy Preferences", false), ("ios", "Preferences…", false),
    ])
    func theOldSettingsItem(_ platform: String, _ value: String, _ reported: Bool) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><string id="menu.settings">
              <text xml:lang="en" platform="\(platform)">\(value)</text><text xml:lang="ko" platform="\(platform)">설정…</text>
            </string></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [MenuPathRule.self])
        #expect(found.count == (reported ? 1 : 0), "\(value) on \(platform)")
        if reported {
            let (bytes, _) = FixApplier.apply(found.compactMap(\.fix), to: Array(xml.utf8))
            #expect(String(decoding: bytes, as: UTF8.self).contains(">Settings\(value.dropFirst(11))</text>"))
        }
    }
}
