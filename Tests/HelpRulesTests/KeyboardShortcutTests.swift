@testable import HelpRules
import Testing

/// `help.shortcut` rewrites a shortcut as Apple's help writes it, and
/// leaves alone what it can't read as one.
struct KeyboardShortcutTests {
    @Test(arguments: [
        ("Command-Shift-N", "Shift-Command-N"),
        ("Cmd+Alt+N", "Option-Command-N"),
        ("ctrl-click", "Control-click"),
        ("Command-Option-Control-Shift-Fn-F", "Fn-Control-Option-Shift-Command-F"),
        ("command-s", "Command-S"),
        ("Cmd", "Command"),
        ("Opt-Cmd-Esc", "Option-Command-Esc"),
        (" Command+Q ", "Command-Q"),
        // Keys beyond ASCII, read by their characters rather than bytes.
        ("Cmd-é", "Command-é"),
        ("Shift+Alt+Ü", "Option-Shift-Ü"),
        // A plus with spaces around it, as other systems' help writes it.
        ("Command + Shift + S", "Shift-Command-S"),
    ])
    func shortcutsAreRewritten(_ written: String, _ expected: String) {
        #expect(KeyboardShortcutRule.applesWriting(of: written) == expected)
    }

    @Test(arguments: [
        "Shift-Command-N", "Option-Command-Esc", "Control-Option-Shift-Command-Q", "Return", "Esc", "⌘Q", "⌘-Q",
        "Command--", "Command-Command-S", "Page Down", "Command-Shift", "F5-Command-Q", "",
        "Command-\tS", "Command-\u{00A0}S", "Cmd-é-S", "Command-é", "Command +S", "Command - S",
    ])
    func shortcutsWrittenAsAppleDoesOrUnreadableAreLeftAlone(_ written: String) {
        #expect(KeyboardShortcutRule.applesWriting(of: written) == nil)
    }

    /// In running text, a shortcut ending in a punctuation key Apple names
    /// in words (Period, Comma) is read as one, as one ending in a letter is.
    @Test func punctuationKeysNamedInWordsEndAShortcut() {
        #expect(KeyboardShortcutRule.proseShortcuts(in: "Press Cmd+Period to stop, or Cmd+Comma for settings.").map(\.written)
                == ["Command-Period", "Command-Comma"])
        #expect(KeyboardShortcutRule.proseShortcuts(in: "Press Command-Period to stop.").isEmpty)
        let symbols = KeyboardShortcutRule.proseShortcuts(in: "Press ⌘R or ⌘⌥⇧N, ⌃⌘/ or Cmd+S. Hold ⌘, then click; the ⌘ key; ⌘Return; 👩‍👩‍👧⌥A")
        #expect(symbols.map(\.written) == ["Command-R", "Option-Shift-Command-N", "Control-Command-Slash", "Command-S", "Option-A"])
        #expect(symbols.map(\.range) == [6..<8, 12..<16, 18..<21, 25..<30, 73..<75])
        let korean = KeyboardShortcutRule.proseShortcuts(in: "레시피를 Cmd-Alt-드래그하거나 Alt-클릭하세요. Control-클릭도 됩니다. 마이크-클릭")
        #expect(korean.map(\.written) == ["Option-Command-드래그", "Option-클릭"])
        #expect(korean.map(\.range) == [5..<16, 20..<26])
        #expect(KeyboardShortcutRule.proseShortcuts(in: "A half-period later, a comma-separated list.").isEmpty)
    }

    /// "Press ⌘-P" and "⌘-click" passed (eighty-first session): symbols
    /// joined by a hyphen or a plus, and a click with them held.
    @Test func symbolsJoinedByAHyphenAndClicksAreRead() {
        let found = KeyboardShortcutRule.proseShortcuts(in: "Press ⌘-P or ⌘+P, ⇧-⌘-N, then ⌘-click or ⌥Click a file; ⌘-클릭하세요. ⌘-clickable, ⌘- then.")
        #expect(found.map(\.written) == ["Command-P", "Command-P", "Shift-Command-N", "Command-click", "Option-click", "Command-클릭"])
        #expect(found.map(\.range) == [6..<9, 13..<16, 18..<23, 30..<37, 41..<47, 56..<60])
    }

    /// "Press Cmd + C" passed: running text joins keys with a spaced plus
    /// too. A spaced hyphen is a dash, and a plus between other words is
    /// no shortcut.
    @Test func keysJoinedByASpacedPlusAreAShortcut() {
        let found = KeyboardShortcutRule.proseShortcuts(in: "Press Cmd + C, then Control + Alt + Delete. Photos + Videos; Cmd - C; 2 + 2.")
        #expect(found.map(\.written) == ["Command-C", "Control-Option-Delete"])
        #expect(found.map(\.range) == [6..<13, 20..<42])
    }

    /// 커맨드-쉬프트-E passed: Apple's Korean copy names the keys in Latin
    /// letters, as on the keyboard.
    @Test func keysNamedInHangulAreRewritten() {
        #expect(KeyboardShortcutRule.applesWriting(of: "커맨드-쉬프트-E") == "Shift-Command-E")
        #expect(KeyboardShortcutRule.applesWriting(of: "컨트롤+옵션+시프트+코맨드+Q") == "Control-Option-Shift-Command-Q")
        let found = KeyboardShortcutRule.proseShortcuts(in: "커맨드-C를 누르고 옵션-클릭하세요. 시프트+커맨드+N 키. 옵션-기능, 옵션 -, 커맨드-")
        #expect(found.map(\.written) == ["Command-C", "Option-클릭", "Shift-Command-N"])
        #expect(found.map(\.range) == [0..<5, 11..<16, 21..<30])
        #expect(KeyboardShortcutRule.proseShortcuts(in: "추가 옵션-설정과 커맨드 라인").isEmpty)
        // A hyphen after the last key is not part of the shortcut.
        #expect(KeyboardShortcutRule.proseShortcuts(in: "커맨드-C-를 누르세요.").map(\.written) == ["Command-C"])
    }

    /// A text is searched for the menus' symbols by the bytes they start
    /// with (E2 8C, E2 87), past the quotes, dashes and ellipses that start
    /// E2 80: a symbol after many of them, or last, is still found.
    @Test func symbolsAreFoundAfterOtherPunctuationOfTheirFirstByte() {
        let quoted = String(repeating: "“Save” — then… ", count: 40)
        #expect(KeyboardShortcutRule.proseShortcuts(in: quoted + "press ⌘S").map(\.written) == ["Command-S"])
        #expect(KeyboardShortcutRule.proseShortcuts(in: quoted + "⇧⌘N").map(\.written) == ["Shift-Command-N"])
        #expect(KeyboardShortcutRule.proseShortcuts(in: quoted).isEmpty)
        #expect(KeyboardShortcutRule.proseShortcuts(in: "\u{2026}").isEmpty)
    }
}
