import HelpCore

/// Keyboard shortcuts as Apple's help writes them.
public struct KeyboardShortcutRule: EntryRule {
    public static let description = RuleDescription(
        id: "help.shortcut",
        summary: "Keyboard shortcuts spell out their modifier keys, in the menus' order, joined by hyphens",
        rationale: """
            Apple's help writes a shortcut as the names of its keys joined by hyphens, the modifier keys in \
            the order the menus show them (Fn, Control, Option, Shift, Command) and the key last: \
            Shift-Command-N, Option-Command-Esc. Cmd, Ctrl and Opt are abbreviations Apple doesn't use, Alt \
            is another system's name for Option, and Command+N is how other platforms join keys. People \
            read a shortcut key by key while their fingers find the keys; a shortcut in another order or \
            with other names makes them stop and translate. The rule reads the <kbd> elements of help \
            pages in every language; a <kbd> it can't read as a shortcut (a symbol such as ⌘, a key it \
            doesn't know before the last) is left alone.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <topic id="help.new-collection">
                  <title><text xml:lang="en">Make a collection</text><text xml:lang="ko">모음 만들기</text></title>
                  <body xml:lang="en"><p>Press ↓<kbd>Command-Shift-N</kbd>.</p></body>
                  <body xml:lang="ko"><p><kbd>Shift-Command-N</kbd> 키를 누르세요.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.new-collection">
                  <title><text xml:lang="en">Make a collection</text><text xml:lang="ko">모음 만들기</text></title>
                  <body xml:lang="en"><p>Press <kbd>Shift-Command-N</kbd>.</p></body>
                  <body xml:lang="ko"><p>↓<kbd>Cmd+Alt+N</kbd> 키를 누르세요.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <topic id="help.new-collection">
                  <title><text xml:lang="en">Make a collection</text><text xml:lang="ko">모음 만들기</text></title>
                  <body xml:lang="en"><p>Press <kbd>Shift-Command-N</kbd>, or <kbd>Return</kbd> to confirm.</p></body>
                  <body xml:lang="ko"><p><kbd>Shift-Command-N</kbd> 키를 누르세요.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.force-quit">
                  <title><text xml:lang="en">Quit the app</text><text xml:lang="ko">앱 종료하기</text></title>
                  <body xml:lang="en"><p>Press <kbd>Option-Command-Esc</kbd> or <kbd>⌘Q</kbd>.</p></body>
                  <body xml:lang="ko"><p><kbd>Control-Option-Shift-Command-Q</kbd> 키를 누르세요.</p></body>
                </topic>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        entry.topicInlines(.kbd).compactMap { inline, language in
            guard let written = Self.applesWriting(of: inline.plainText) else { return nil }
            return context.diagnostic(
                "write this shortcut as Apple does: “\(written)” (modifier keys spelled out, in the order Fn, Control, Option, Shift, Command, joined by hyphens)",
                at: inline.location, entry: entry.id, language: language, suppressions: inline.suppressions)
        }
    }

    /// The modifier keys in the order Apple's menus show them, each with
    /// the names written for it, its own first.
    static let modifiers: [(name: String, spellings: Set<String>)] = [
        ("Fn", ["fn"]),
        ("Control", ["control", "ctrl", "ctl"]),
        ("Option", ["option", "opt", "alt"]),
        ("Shift", ["shift"]),
        ("Command", ["command", "cmd"]),
    ]

    /// Each spelling of a modifier key, lowercased, with the key's place
    /// in `modifiers`: one lookup a key, where asking each modifier's set
    /// lowercased and hashed the key five times.
    static let modifierRanks: [String: Int] = Dictionary(
        uniqueKeysWithValues: modifiers.indices.flatMap { rank in modifiers[rank].spellings.map { ($0, rank) } })

    /// The shortcut written Apple's way, or nil when `text` is written so
    /// already or is not a shortcut the rule can read: keys joined by `-`
    /// or `+`, every key but the last a modifier, none twice.
    static func applesWriting(of text: String) -> String? {
        let shortcut = text.trimmingWhitespace
        guard let keys = keys(of: shortcut) else { return nil }
        var ranks: [Int] = []
        for key in keys.dropLast() {
            guard let rank = modifierRanks[key.lowercased()], !ranks.contains(rank) else { return nil }
            ranks.append(rank)
        }
        let last = keys[keys.count - 1]
        // A letter key is written as on the keycap: Command-S.
        let lastKey = modifierRanks[last.lowercased()].map { modifiers[$0].name }
            ?? (last.count == 1 && last.first?.isASCII == true && last.first?.isLetter == true ? last.uppercased() : last)
        let written = (ranks.sorted().map { modifiers[$0].name } + [lastKey]).joined(separator: "-")
        return written == shortcut ? nil : written
    }

    /// The keys of a shortcut, the parts between `-` and `+`; nil when it
    /// is empty, has white space or an empty part. ASCII, the usual case,
    /// is cut by its bytes: walking its characters was most of the rule's
    /// time.
    static func keys(of shortcut: String) -> [String]? {
        guard !shortcut.isEmpty else { return nil }
        let isSeparator: (UInt8) -> Bool = { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
        if shortcut.utf8.allSatisfy({ $0 < 0x80 }) {
            guard !shortcut.utf8.contains(where: { $0 == 0x20 || (0x09...0x0D).contains($0) }) else { return nil }
            let parts = shortcut.utf8.split(omittingEmptySubsequences: false, whereSeparator: isSeparator)
            guard !parts.contains(where: \.isEmpty) else { return nil }
            return parts.map { String(decoding: $0, as: UTF8.self) }
        }
        guard !shortcut.contains(where: \.isWhitespace) else { return nil }
        let keys = shortcut.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "+" }.map(String.init)
        return keys.contains(where: \.isEmpty) ? nil : keys
    }
}
