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
}
