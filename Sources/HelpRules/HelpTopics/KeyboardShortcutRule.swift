import Foundation
import HelpCore

/// Keyboard shortcuts as Apple's help writes them.
public struct KeyboardShortcutRule: EntryRule, TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "help.shortcut",
        summary: "Keyboard shortcuts spell out their modifier keys, in the menus' order, joined by hyphens",
        rationale: """
            Apple's help writes a shortcut as the names of its keys joined by hyphens, the modifier keys in \
            the order the menus show them (Fn, Control, Option, Shift, Command) and the key last: \
            Shift-Command-N, Option-Command-Esc. Cmd, Ctrl and Opt are abbreviations Apple doesn't use, Alt \
            is another system's name for Option, and Command+N (or Command + N) is how other platforms join keys. People \
            read a shortcut key by key while their fingers find the keys; a shortcut in another order or \
            with other names makes them stop and translate. The rule reads the <kbd> elements of help \
            pages in every language; a <kbd> it can't read as a shortcut (a symbol such as ⌘, a key it \
            doesn't know before the last) is left alone. It reads shortcuts in running text too — tips, \
            alerts and strings have no <kbd> — where a word starts with a modifier key and ends in a key \
            it knows (a letter, a digit, a key's name, another modifier) or in click or drag, which \
            Apple writes in lower case (Control-click, Option-drag; in Korean Control-클릭, Option-드래그): \
            "option-free" is no shortcut. Apple's Korean copy names the keys in Latin letters too \
            (Shift-Command-N 키), so a shortcut with a key's name in Hangul (커맨드-쉬프트-N, 옵션-클릭) is \
            rewritten as well. The menus' symbols in running text (⌘R, ⇧⌘N, ⌘-P, ⌘-click) are spelled \
            out too (Command-R, Shift-Command-N, Command-P, Command-click): Apple's help keeps them for menus and key tables. \
            helpc fix writes each as Apple does (a <kbd> holding one run of text).
            """,
        severity: .warning,
        isFixable: true,
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
            Example(#"""
                <tip id="tips.search">
                  <title><text xml:lang="en">Search Every Recipe</text><text xml:lang="ko">모든 레시피 검색하기</text></title>
                  <message><text xml:lang="en">Press ↓Cmd-F, or ↓Command-Option-F to find and replace.</text><text xml:lang="ko">↓Cmd+F 키를 누르거나, 찾아서 대치하려면 Option-Command-F 키를 누르십시오.</text></message>
                </tip>
                """#),
            Example(#"""
                <topic id="help.more">
                  <title><text xml:lang="en">See more options</text><text xml:lang="ko">추가 옵션 보기</text></title>
                  <body xml:lang="en"><p>↓<kbd>Ctrl-Click</kbd> a recipe, or press ↓Command-Shift-5.</p></body>
                  <body xml:lang="ko"><p>레시피를 Control-클릭하십시오.</p></body>
                </topic>
                """#),
            Example(#"""
                <string id="reload.hint"><text xml:lang="en">Press ↓⇧⌘R to reload every recipe.</text><text xml:lang="ko">모든 레시피를 다시 불러오려면 ↓⇧⌘R 키를 누르세요.</text></string>
                """#),
            Example(#"""
                <string id="open.hint"><text xml:lang="en">Option-click a recipe to open it in a new window.</text><text xml:lang="ko">새 윈도우에서 열려면 레시피를 ↓Alt-클릭하십시오.</text></string>
                """#),
            Example(#"""
                <topic id="help.export">
                  <title><text xml:lang="en">Export a recipe</text><text xml:lang="ko">레시피 내보내기</text></title>
                  <body xml:lang="en"><p>Press <kbd>Shift-Command-E</kbd>, or Option-click Export.</p></body>
                  <body xml:lang="ko"><p>↓<kbd>커맨드-쉬프트-E</kbd> 키를 누르거나 내보내기를 ↓옵션-클릭하십시오.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tip id="tips.search">
                  <title><text xml:lang="en">Search Every Recipe</text><text xml:lang="ko">모든 레시피 검색하기</text></title>
                  <message><text xml:lang="en">Press Command-F, or Option-Command-F to find and replace. Control-click a result, or Option-drag it.</text><text xml:lang="ko">Command-F 키를 누르거나, 찾아서 대치하려면 Option-Command-F 키를 누르십시오.</text></message>
                </tip>
                """#),
            Example(#"""
                <string id="plan.hint"><text xml:lang="en">An option-free plan with shift-based schedules and command-line tools.</text><text xml:lang="ko">옵션 없는 요금제입니다.</text></string>
                """#),
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
        entry.topicInlines(.kbd).compactMap { site in
            let inline = site.inline, language = site.language
            guard let written = Self.applesWriting(of: inline.plainText) else { return nil }
            var finding = context.diagnostic(
                Self.message(written),
                at: inline.location, entry: entry.id, language: language, suppressions: inline.suppressions)
            // A <kbd> of one run of text is rewritten whole.
            if case .kbd(let children) = inline.kind, children.count == 1, case .text(let value) = children[0].kind {
                finding.fix = Fix.replacing(0..<value.count, of: value, at: children[0].sourceBytes, with: written)
            }
            return finding
        }
    }

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        Self.proseShortcuts(in: item.value).map { range, written in
            context.diagnostic(Self.message(written), about: item, offset: range.lowerBound,
                               fix: item.fix(replacing: range, with: written))
        }
    }

    /// Running text of a help page: a <kbd>'s own text is the entry's to judge.
    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return Self.proseShortcuts(in: text.value).map { range, written in
            context.diagnostic(Self.message(written), about: text, offset: range.lowerBound,
                               fix: text.fix(replacing: range, with: written))
        }
    }

    static func message(_ written: String) -> String {
        "write this shortcut as Apple does: “\(written)” (keys named in full, in Latin letters as on the keyboard, modifier keys in the order Fn, Control, Option, Shift, Command, joined by hyphens)"
    }

    /// Shortcuts in running text written otherwise than Apple does, by
    /// character range, with Apple's writing: a run of ASCII letters and
    /// digits joined by `-` or `+`, starting with a modifier key and ending
    /// in a key `isProseKey` takes. Most copy has no `-` or `+` after a
    /// modifier's first letter and is passed over by its bytes.
    static func proseShortcuts(in value: String) -> [(range: Range<Int>, written: String)] {
        let symbols = symbolShortcuts(in: value)
        // Named keys are joined by `-` or `+`, told from the string's own
        // bytes before any are copied: asked of every text.
        guard value.containsByte(UInt8(ascii: "-")) || value.containsByte(UInt8(ascii: "+")) else { return symbols }
        let named = namedShortcuts(in: value)
        let hangul = hangulNamedShortcuts(in: value)
        guard !symbols.isEmpty || !hangul.isEmpty else { return named }
        return (named + symbols + hangul).sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The last syllables of `hangulModifierSpellings`, as UTF-8.
    private static let hangulNameEnds: [[UInt8]] = Array(Set(hangulModifierSpellings.map { Array(String($0.last!).utf8) }))

    /// Whether a `-` or `+` in `value` follows the last syllable of a
    /// Hangul modifier's name, by bytes: Korean copy with a hyphen (Wi-Fi,
    /// Shift-Command-N) has none.
    static func mayHoldHangulShortcut(_ value: String) -> Bool {
        value.withUTF8Bytes { bytes in
            guard bytes.count >= 4 else { return false }
            for index in 3..<bytes.count where bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                let before = bytes[(index - 3)..<index]
                if hangulNameEnds.contains(where: { before.elementsEqual($0) }) { return true }
            }
            return false
        }
    }

    /// Shortcuts in running text that start with a modifier key's name
    /// in Hangul (커맨드-C, 커맨드-쉬프트-E를), keys joined by `-` or `+`
    /// and each a Hangul modifier's name or a run of ASCII letters and
    /// digits, the last perhaps 클릭 or 드래그. Rare, and told by the
    /// names' bytes before any character is made.
    static func hangulNamedShortcuts(in value: String) -> [(range: Range<Int>, written: String)] {
        guard mayHoldHangulShortcut(value) else { return [] }
        let characters = Array(value)
        func name(at index: Int) -> String? {
            hangulModifierSpellings.first { spelling in
                spelling.count <= characters.count - index && String(characters[index..<index + spelling.count]) == spelling
            }
        }
        var found: [(Range<Int>, String)] = []
        var index = 0
        while index < characters.count {
            guard index == 0 || !characters[index - 1].isLetter, name(at: index) != nil else { index += 1; continue }
            var keys: [String] = []
            var end = index
            while end < characters.count {
                let key: String
                if let modifier = name(at: end) {
                    key = modifier
                } else if let action = koreanPointerActions.first(where: { action in
                    String(characters[end..<min(characters.count, end + action.korean.count)]) == action.korean
                }), !keys.isEmpty {
                    key = action.korean
                } else {
                    key = String(characters[end...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber) })
                }
                guard !key.isEmpty else { break }
                keys.append(key)
                end += key.count
                // A separator joins the next key only if one follows it.
                guard end + 1 < characters.count, characters[end] == "-" || characters[end] == "+",
                      name(at: end + 1) != nil || characters[end + 1].isASCII && (characters[end + 1].isLetter || characters[end + 1].isNumber)
                        || koreanPointerActions.contains(where: { String(characters[(end + 1)...].prefix($0.korean.count)) == $0.korean })
                else { break }
                end += 1
            }
            let run = String(characters[index..<end])
            let action = koreanPointerActions.first { $0.korean == keys.last }
            let english = action.map { String(run.dropLast($0.korean.count)) + $0.english } ?? run
            if keys.count > 1, keys.dropLast().allSatisfy({ modifierRanks[$0.lowercased()] != nil }),
               action != nil || isProseKey(keys[keys.count - 1]), let written = applesWriting(of: english) {
                let korean = action.map { String(written.dropLast($0.english.count)) + $0.korean } ?? written
                found.append((index..<end, korean))
            }
            index = max(end, index + 1)
        }
        return found
    }

    /// The modifier keys' symbols as menus show them (⌃⌥⇧⌘), with each
    /// key's place in `modifiers`.
    static let modifierSymbols: [Unicode.Scalar: Int] = ["⌃": 1, "⌥": 2, "⇧": 3, "⌘": 4]

    /// Punctuation keys after modifier symbols, with the name Apple's help
    /// writes for each (⌘/ is Command-Slash). Not the comma and period:
    /// in "hold ⌘, then click" they are the sentence's.
    static let punctuationKeyNames: [Unicode.Scalar: String] = [
        "/": "Slash", "[": "[", "]": "]", "=": "=", "`": "`",
    ]

    /// Shortcuts written with the menus' symbols in running text (⌘R,
    /// ⇧⌘N): Apple's help spells the keys out in prose and keeps the
    /// symbols for menus. One or more symbols, then one letter, digit or
    /// punctuation key standing alone.
    static func symbolShortcuts(in value: String) -> [(range: Range<Int>, written: String)] {
        // The symbols' UTF-8 all start E2 8C or E2 87, which no quote,
        // dash or ellipsis (E2 80) does: told from the bytes of every text.
        let mayHoldSymbol = value.withUTF8Bytes { bytes -> Bool in
            guard let base = bytes.baseAddress, bytes.count > 1 else { return false }
            var start = 0
            while start < bytes.count - 1, let found = memchr(base + start, 0xE2, bytes.count - 1 - start) {
                let at = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if bytes[at + 1] == 0x8C || bytes[at + 1] == 0x87 { return true }
                start = at + 1
            }
            return false
        }
        guard mayHoldSymbol else { return [] }
        // By character, for offsets in characters: only copy with a symbol gets here.
        let characters = Array(value)
        func scalar(at index: Int) -> Unicode.Scalar? {
            let scalars = characters[index].unicodeScalars
            return scalars.count == 1 ? scalars.first : nil
        }
        var found: [(Range<Int>, String)] = []
        var index = 0
        while index < characters.count {
            guard let first = scalar(at: index), modifierSymbols[first] != nil else { index += 1; continue }
            var end = index
            var ranks: [Int] = []
            while end < characters.count, let symbol = scalar(at: end), let rank = modifierSymbols[symbol] {
                if !ranks.contains(rank) { ranks.append(rank) }
                end += 1
                // ⌘-P, ⌘+P, ⇧-⌘-N: the symbols joined as the keys' names are.
                if end + 1 < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
            }
            guard end < characters.count, let key = scalar(at: end) else { index = end + 1; continue }
            // ⌘-click: a click with the keys held, spelled out as Command-click.
            if let click = clickAfterSymbols(characters, at: end) {
                let written = (ranks.sorted().map { modifiers[$0].name } + [click]).joined(separator: "-")
                found.append((index..<end + click.count, written))
                index = end + click.count
                continue
            }
            let isAlphanumeric = key.isASCII && (key.properties.isAlphabetic || ("0"..."9").contains(key))
            let standsAlone = end + 1 == characters.count || !(scalar(at: end + 1).map { $0.isASCII && $0.properties.isAlphabetic } ?? false)
            if let name = isAlphanumeric ? String(key).uppercased() : punctuationKeyNames[key], standsAlone || !isAlphanumeric {
                let written = (ranks.sorted().map { modifiers[$0].name } + [name]).joined(separator: "-")
                found.append((index..<end + 1, written))
                index = end + 1
            } else {
                index = end
            }
        }
        return found
    }

    /// The word click (or clicks, clicking, clicked) written at `start`
    /// and standing alone, in lower case as Apple writes it after a key
    /// (Option-click), or 클릭 with any ending, or nil.
    private static func clickAfterSymbols(_ characters: [Character], at start: Int) -> String? {
        if start + 2 <= characters.count, String(characters[start..<start + 2]) == "클릭" { return "클릭" }
        for form in ["clicking", "clicked", "clicks", "click"] where start + form.count <= characters.count {
            let written = String(characters[start..<start + form.count])
            guard written.lowercased() == form else { continue }
            let end = start + form.count
            if end == characters.count || !characters[end].isLetter { return form }
        }
        return nil
    }

    /// Shortcuts whose keys are named and joined by `-` or `+`.
    /// `value` holds a `-` or a `+`.
    private static func namedShortcuts(in value: String) -> [(range: Range<Int>, written: String)] {
        let bytes = Array(value.utf8)
        func isAlphanumeric(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        // Characters before a shortcut, counted on from the shortcut before
        // it: counted from the start for each, a long text of shortcuts
        // took time with the square of its length. A shortcut starts with
        // an ASCII letter or digit, which starts a character.
        var countedBytes = 0, countedCharacters = 0
        func characters(before byte: Int) -> Int {
            countedCharacters += String(decoding: bytes[countedBytes..<byte], as: UTF8.self).count
            countedBytes = byte
            return countedCharacters
        }
        var found: [(Range<Int>, String)] = []
        var index = 0
        while index < bytes.count {
            guard isAlphanumeric(bytes[index]), index == 0 || !isAlphanumeric(bytes[index - 1]) else { index += 1; continue }
            var end = index
            while end < bytes.count {
                if isAlphanumeric(bytes[end]) || bytes[end] == UInt8(ascii: "-") || bytes[end] == UInt8(ascii: "+") {
                    end += 1
                } else if Self.isSpacedPlus(bytes, at: end) {
                    // Command + C: keys joined by a plus with spaces around it.
                    end += 3
                } else {
                    break
                }
            }
            if end > index, bytes[end - 1] == UInt8(ascii: "-"),
               let action = koreanPointerActions.first(where: { bytes[end...].starts(with: $0.bytes) }) {
                // Korean writes the pointer's action in Hangul after the
                // modifiers (Option-클릭), read as the English one.
                let modifiers = String(decoding: bytes[index..<end], as: UTF8.self)
                if let keys = keys(of: modifiers + action.english), keys.dropLast().allSatisfy({ modifierRanks[$0.lowercased()] != nil }),
                   let written = applesWriting(of: modifiers + action.english) {
                    let characterOffset = characters(before: index)
                    found.append((characterOffset..<characterOffset + modifiers.utf8.count + action.korean.count,
                                  String(written.dropLast(action.english.count)) + action.korean))
                }
                index = end + action.bytes.count
                continue
            }
            while end > index, !isAlphanumeric(bytes[end - 1]) { end -= 1 }
            let run = String(decoding: bytes[index..<end], as: UTF8.self)
            if let keys = keys(of: run), keys.count > 1, modifierRanks[keys[0].lowercased()] != nil,
               isProseKey(keys[keys.count - 1]), let written = applesWriting(of: run) {
                let characterOffset = characters(before: index)
                found.append((characterOffset..<characterOffset + run.utf8.count, written))
            }
            index = max(end, index + 1)
        }
        return found
    }

    /// Whether " + " stands at `index` with a letter or digit after it.
    private static func isSpacedPlus(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 3 < bytes.count && bytes[index] == 0x20 && bytes[index + 1] == UInt8(ascii: "+") && bytes[index + 2] == 0x20
            && ((bytes[index + 3] | 0x20) &- 0x61 < 26 || bytes[index + 3] &- 0x30 < 10)
    }

    /// Keys a shortcut in running text may end in: one letter or digit, a
    /// modifier, a key's name, or a pointer action.
    static func isProseKey(_ key: String) -> Bool {
        key.utf8.count == 1 || modifierRanks[key.lowercased()] != nil || keyNames.contains(key.lowercased())
            || pointerActions.contains(key.lowercased())
    }

    /// Keys named on their keycaps, lowercased, and the punctuation keys
    /// Apple's help names in words (Command-Period, Command-Comma).
    static let keyNames: Set<String> = {
        var names: Set<String> = ["return", "enter", "esc", "escape", "tab", "space", "delete", "home", "end",
                                  "globe", "eject", "backspace",
                                  "period", "comma", "semicolon", "slash", "backslash", "apostrophe", "hyphen", "minus"]
        for number in 1...19 { names.insert("f\(number)") }
        return names
    }()

    /// What a pointer does while modifier keys are held: Apple writes it
    /// after them in lower case (Control-click, Option-drag).
    static let pointerActions: Set<String> = ["click", "drag"]

    /// The pointer actions as Apple's Korean copy writes them after the
    /// modifier keys (Control-클릭, Option-드래그), with the English each reads as.
    static let koreanPointerActions: [(korean: String, english: String, bytes: [UInt8])] =
        [("클릭", "click"), ("드래그", "drag")].map { ($0.0, $0.1, Array($0.0.utf8)) }

    /// The modifier keys in the order Apple's menus show them, each with
    /// the names written for it, its own first.
    /// Apple's Korean copy writes the keys' names in Latin letters, as on
    /// the keycaps (Shift-Command-N 키), so their Hangul spellings are
    /// among the names to rewrite.
    static let modifiers: [(name: String, spellings: Set<String>)] = [
        ("Fn", ["fn"]),
        ("Control", ["control", "ctrl", "ctl", "컨트롤", "콘트롤"]),
        ("Option", ["option", "opt", "alt", "옵션"]),
        ("Shift", ["shift", "시프트", "쉬프트"]),
        ("Command", ["command", "cmd", "커맨드", "코맨드"]),
    ]
    /// The Hangul spellings of `modifiers`, looked for in running text.
    static let hangulModifierSpellings: [String] = modifiers.flatMap(\.spellings).filter(Hangul.containsHangulScalar).sorted()

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
        // A letter key is written as on the keycap: Command-S; a pointer
        // action in lower case: Control-click.
        let lastKey = modifierRanks[last.lowercased()].map { modifiers[$0].name }
            ?? (pointerActions.contains(last.lowercased()) ? last.lowercased() : nil)
            ?? (last.count == 1 && last.first?.isASCII == true && last.first?.isLetter == true ? last.uppercased() : last)
        let written = (ranks.sorted().map { modifiers[$0].name } + [lastKey]).joined(separator: "-")
        return written == shortcut ? nil : written
    }

    /// The keys of a shortcut, the parts between `-` and `+` (a plus may
    /// have a space on either side: Command + C); nil when it is empty, has
    /// other white space or an empty part. ASCII, the usual case, is cut by
    /// its bytes: walking its characters was most of the rule's time.
    static func keys(of shortcut: String) -> [String]? {
        guard !shortcut.isEmpty else { return nil }
        if shortcut.utf8.contains(UInt8(ascii: "+")), shortcut.utf8.contains(0x20) {
            let joined = shortcut.replacingOccurrences(of: " + ", with: "+")
            if joined != shortcut { return keys(of: joined) }
        }
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
