import Foundation
import HelpCore

/// Menu paths as Apple's help writes them: File > Export To > PDF.
public struct MenuPathRule: EntryRule, TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "help.menu-path",
        summary: "A menu path joins its items with “ > ”, without the items’ ellipses",
        rationale: """
            Apple's help leads a reader through the menus as File > Export To > PDF: the items as the menu \
            bar shows them, joined by a greater-than sign with a space on each side. Arrows (→, ->), \
            guillemets (», ›), a fullwidth ＞ from a Korean keyboard, slashes or a sign without its spaces \
            make the reader stop to work out whether they are part of an item's name; the site's search and \
            a translator's memory see two paths where there is one. The ellipsis an item shows in the menu \
            (Save As…, Print…) says a dialog follows, and Apple's help leaves it out of the path. Since \
            macOS Ventura the app menu's Preferences item is Settings (환경설정 is 설정), which is what \
            the reader's menu says; a string for macOS that is that item (Preferences…) is reported too. \
            In a Mac's help a menu command is chosen (Choose File > Duplicate; 파일 > 복제를 선택하십시오): \
            "Select" or "Click" right before a path of the menu bar, or 클릭 right after its particle, is \
            reported in copy for macOS only (select is the neutral verb where the copy reaches other platforms, \
            and a menu's own name, Click Edit, is clicked). The rule reads the <menu> elements of help pages in every language; \
            helpc fix writes the path (a <menu> holding one run of text), keeping &gt; if the file wrote it. \
            In running text (strings, tips, alerts, a page's sentences) it reads arrows between the items of \
            a path the sentence tells the reader to go to or choose (Go to Settings → Privacy; 설정 → 개인정보 \
            보호로 이동하세요), leaving arrows elsewhere alone (Sort A → Z). A path a page's sentence tells \
            the reader to choose, written “ > ” outside <menu> (Choose File > Export as PDF), is reported too: \
            the site and the Help Book show a <menu> as the menu's words, and a translator's tools keep it \
            whole; helpc fix wraps the path in <menu> without its last item's ellipsis (Export Photos…, 사진 내보내기...를), its items told in English by their capitals (the menu \
            before the first sign, a menu item's title after the last: Export as PDF) and in Korean by the \
            particle before the verb that chooses it (파일 > PDF로 내보내기를 선택 → <menu>파일 > PDF로 내보내기</menu>를), \
            and leaves a path it cannot tell (Apple menu > System Settings) to the writer.
            """,
        severity: .warning,
        isFixable: true,
        triggering: [
            Example(#"""
                <topic id="help.revert">
                  <title><text xml:lang="en">Revert a document</text><text xml:lang="ko">문서 되돌리기</text></title>
                  <body xml:lang="en"><p>Choose ↓<menu>File → Revert To → Browse All Versions</menu>.</p></body>
                  <body xml:lang="ko"><p>↓<menu>파일&gt;되돌리기&gt;모든 버전 탐색</menu>을 선택하십시오.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.export">
                  <title><text xml:lang="en">Export a document</text><text xml:lang="ko">문서 내보내기</text></title>
                  <body xml:lang="en"><p>Choose ↓<menu>File &gt; Export As…</menu>, then ↓<menu>Inkwell &gt; Preferences</menu>.</p></body>
                  <body xml:lang="ko"><p>↓<menu>Inkwell ＞ 환경설정</menu>을 선택하십시오.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.duplicate">
                  <title><text xml:lang="en">Duplicate a document</text><text xml:lang="ko">문서 복제하기</text></title>
                  <body xml:lang="en"><steps><step platform="macos">↓Select <menu>File &gt; Duplicate</menu>, then ↓click <menu>File &gt; Rename</menu>.</step></steps></body>
                  <body xml:lang="ko"><steps><step platform="macos"><menu>파일 &gt; 복제</menu>를 ↓클릭하십시오.</step></steps></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.pdf">
                  <title><text xml:lang="en">Export a PDF</text><text xml:lang="ko">PDF 내보내기</text></title>
                  <body xml:lang="en"><p>Choose ↓File &gt; Export as PDF, then click Save.</p></body>
                  <body xml:lang="ko"><p>↓파일 &gt; PDF로 내보내기를 선택한 다음 저장을 클릭하십시오.</p></body>
                </topic>
                """#),
            Example(#"""
                <string id="menu.settings"><text xml:lang="en" platform="macos">↓Preferences…</text><text xml:lang="ko" platform="macos">설정…</text></string>
                """#),
            Example(#"""
                <string id="camera.denied"><text xml:lang="en">To scan receipts, go to Settings↓ → Inkwell -> Camera and turn it on.</text><text xml:lang="ko">영수증을 스캔하려면 설정↓ → 개인정보 보호 및 보안 → 카메라로 이동하여 Inkwell을 켜십시오.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <topic id="help.revert">
                  <title><text xml:lang="en">Revert a document</text><text xml:lang="ko">문서 되돌리기</text></title>
                  <body xml:lang="en"><p>Choose <menu>File &gt; Revert To &gt; Browse All Versions</menu>, or <menu>Edit</menu>.</p></body>
                  <body xml:lang="ko"><p><menu>파일 > 되돌리기 > 모든 버전 탐색</menu>을 선택하십시오. <menu>Inkwell &gt; 설정</menu>도 있습니다.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.io">
                  <title><text xml:lang="en">Choose an output</text><text xml:lang="ko">출력 선택하기</text></title>
                  <body xml:lang="en"><p>Choose <menu>Window &gt; Input/Output</menu>, then <menu>Help &gt; System Preferences Help</menu>.</p></body>
                  <body xml:lang="ko"><p><menu>윈도우 &gt; 입력/출력</menu>을 선택하십시오.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.duplicate">
                  <title><text xml:lang="en">Duplicate a document</text><text xml:lang="ko">문서 복제하기</text></title>
                  <body xml:lang="en"><steps><step>Select <menu>File &gt; Duplicate</menu>.</step><step platform="macos">Click <menu>Edit</menu> in the menu bar.</step></steps></body>
                  <body xml:lang="ko"><steps><step platform="macos"><menu>파일 &gt; 복제</menu>를 선택하십시오. <menu>편집</menu>을 클릭하십시오.</step></steps></body>
                </topic>
                """#),
            Example(#"""
                <string id="menu.preferences"><text xml:lang="en" platform="ios">Preferences</text><text xml:lang="ko" platform="ios">환경</text></string>
                """#),
            Example(#"""
                <string id="sort.hint"><text xml:lang="en">Sort A → Z, or go to Settings &gt; Privacy &amp; Security &gt; Camera.</text><text xml:lang="ko">이름순 A → Z로 정렬됩니다. 설정 &gt; 카메라로 이동하세요.</text></string>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for site in entry.topicInlines(.menu) {
            let inline = site.inline, plain = inline.plainText
            if let verb = Self.clickedCommand(site, path: plain) {
                var finding = context.diagnostic(
                    "on a Mac, Apple’s help chooses a menu command (Choose File > Save; 파일 > 저장을 선택하십시오): "
                        + "write “\(verb.replacement)”, not “\(verb.written)”",
                    at: CharacterPositions.location(of: verb.characters.lowerBound, in: verb.value,
                                                    startingAt: verb.run.location),
                    entry: entry.id, language: site.language, suppressions: inline.suppressions)
                finding.fix = Fix.replacing(verb.characters, of: verb.value, at: verb.run.sourceBytes,
                                            with: verb.replacement)
                found.append(finding)
            }
            guard let path = Self.applesWriting(of: plain) else { continue }
            var finding = context.diagnostic(
                "write this menu path as Apple’s help does: “\(path.written)” (\(path.reasons.joined(separator: "; ")))",
                at: inline.location, entry: entry.id, language: site.language, suppressions: inline.suppressions)
            if case .menu(let children) = inline.kind, children.count == 1, case .text(let value) = children[0].kind,
               let bytes = children[0].sourceBytes {
                finding.fix = Self.fix(value, at: bytes, with: path.written)
            }
            found.append(finding)
        }
        return found
    }

    /// The verb that clicks or selects a menu path of the menu bar (a path
    /// of two items or more) in a Mac's copy: Select File > Duplicate,
    /// Click File > Save, 파일 > 저장을 클릭하십시오. Apple's help chooses
    /// menu commands; click and select are for buttons and items in a
    /// window, and on the other platforms select is the neutral verb.
    static func clickedCommand(_ site: Entry.TopicInlineSite, path: String)
        -> (run: Inline, value: String, characters: Range<Int>, written: String, replacement: String)? {
        guard site.platforms == [.macos], path.containsByte(UInt8(ascii: ">")) || path.contains("＞") else { return nil }
        if LanguageTag.isKorean(site.language) {
            // The particle after the path, then 클릭: 파일 > 저장을 클릭하십시오.
            guard let run = site.next, case .text(let value) = run.kind,
                  let particle = ["을 ", "를 ", "을", "를"].first(where: value.hasPrefix) else { return nil }
            let rest = value.dropFirst(particle.count)
            guard rest.hasPrefix("클릭") else { return nil }
            return (run, value, particle.count..<particle.count + 2, "클릭", "선택")
        }
        guard LanguageTag.isEnglish(site.language),
              let run = site.previous, case .text(let value) = run.kind, value.hasSuffix(" ")
        else { return nil }
        // The run's last word, right before the path: "Select " or "then click ".
        guard let last = TextSegments.words(value).last, value.count == last.offset + last.text.count + 1
        else { return nil }
        let replacement: String
        switch last.text {
        case "Select", "Click": replacement = "Choose"
        case "select", "click": replacement = "choose"
        default: return nil
        }
        return (run, value, last.offset..<last.offset + last.text.count, last.text, replacement)
    }

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        var found = Self.proseSeparators(in: item.value, language: item.language).map { range, replacement, written in
            context.diagnostic(Self.proseMessage(written), about: item, offset: range.lowerBound,
                               fix: item.fix(replacing: range, with: replacement))
        }
        if let old = Self.oldSettingsItem(item.value),
           item.text.scope.platforms(within: item.entry.platforms).contains(.macos) {
            found.append(context.diagnostic(
                "since macOS Ventura the app menu’s item is “Settings…”, not “\(item.value)”; people look for Settings",
                about: item, offset: 0, fix: item.fix(replacing: old, with: "Settings")))
        }
        return found
    }

    /// Where "Preferences" stands in a string that is the app menu's old
    /// item (Preferences…, Preferences..., Preferences) or its window's
    /// title: the whole text, an ellipsis aside. Korean's 환경설정 is
    /// term.deprecated's (the termbase's preferences-ko), in any copy.
    static func oldSettingsItem(_ value: String) -> Range<Int>? {
        guard value.withUTF8Bytes({ $0.first }) == UInt8(ascii: "P") else { return nil }
        for ending in ["", "…", "..."] where value == "Preferences" + ending {
            return 0..<11
        }
        return nil
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        var found = Self.proseSeparators(in: text.value, language: text.language).map { range, replacement, written in
            context.diagnostic(Self.proseMessage(written), about: text, offset: range.lowerBound,
                               fix: text.fix(replacing: range, with: replacement))
        }
        for path in Self.unmarkedPaths(in: text.value, language: text.language) {
            let fix = path.items.flatMap { items in
                text.link == nil ? text.fix(replacing: items, with: "<menu>\(path.written.escapedAsXMLText(greaterThan: true))</menu>", markup: true) : nil
            }
            let shown = path.items == nil ? "" : ": <menu>\(path.written)</menu>"
            found.append(context.diagnostic(
                "a menu path in a help page goes in <menu>, as the site shows it and a translator sees it\(shown)",
                about: text, offset: path.start, fix: fix))
        }
        return found
    }

    /// " >", found by its rarer last byte (" > " would stop at every space).
    private static let spacedGreaterThan = Array(" >".utf8)
    /// Words a menu item's title writes in lower case (Export as PDF, Move to Trash).
    private static let minorWords: Set<String> = ["a", "an", "the", "and", "or", "as", "at", "by", "for", "in", "of", "on", "to", "with", "from", "into"]

    /// Menu paths written “ > ” in a page's running text, outside <menu>:
    /// where the first item starts (for the finding), the path as written,
    /// and, in English, the characters of the whole path, told by its items'
    /// capitals (Choose File > Export as PDF, then…), for a fix that wraps
    /// it in <menu>. A path is told by its sentence, as for arrows.
    static func unmarkedPaths(in value: String, language: String) -> [(start: Int, written: String, items: Range<Int>?)] {
        guard value.containsBytes(spacedGreaterThan) else { return [] }
        let characters = TextSegments.characters(value)
        var separators: [Int] = []
        for index in 1..<max(characters.count - 1, 1) where characters[index] == ">" && characters[index - 1] == " " && characters[index + 1] == " " {
            if index >= 2, index + 2 < characters.count, isItemEnd(characters[index - 2]), isItemStart(characters[index + 2]) {
                separators.append(index)
            }
        }
        guard !separators.isEmpty else { return [] }
        let paths = Self.paths(of: separators, in: characters) { $0..<$0 + 1 }
        let korean = LanguageTag.isKorean(language)
        return paths.compactMap { path in
            let first = path.first! - 1, last = path.last! + 2
            guard isPath(characters, from: first, to: last, korean: korean) else { return nil }
            let items = korean ? koreanItems(characters, first: first, last: last) : englishItems(characters, first: first, last: last)
            // Without items, the words on either side of the separators.
            var start = first, end = last
            while start > 0, characters[start - 1] != " " { start -= 1 }
            while end < characters.count, characters[end] != " ", !".,;!?".contains(characters[end]) { end += 1 }
            let span = items ?? (start..<end)
            // The path without its item's ellipsis (Export Photos…): the
            // menu shows it, and Apple's help leaves it out.
            var written = String(characters[span])
            if items != nil, let ellipsis = ["…", "..."].first(where: { written.hasSuffix($0) && written.count > $0.count }) {
                written.removeLast(ellipsis.count)
            }
            return (span.lowerBound, written, items)
        }
    }

    /// Verbs a Korean path's particle comes right before: 파일 > 복제를 선택하십시오.
    private static let koreanChoosingVerbs = ["선택", "클릭", "이동", "탭", "누르"]
    private static let objectParticles = ["을", "를", "으로", "로"]

    /// The characters of a Korean path's items: the word before its first
    /// separator (with Apple before 메뉴), and the words after its last up
    /// to the particle before the verb that chooses it (PDF로 내보내기 of
    /// PDF로 내보내기를 선택하십시오); nil where no such verb follows.
    private static func koreanItems(_ characters: [Character], first: Int, last: Int) -> Range<Int>? {
        var start = first
        while start > 0, characters[start - 1] != " " { start -= 1 }
        guard start < first else { return nil }
        if String(characters[start..<first]) == "메뉴", start >= 2, characters[start - 1] == " " {
            var before = start - 1
            while before > 0, characters[before - 1] != " " { before -= 1 }
            if characters[before..<(start - 1)].allSatisfy({ $0.isASCII && $0.isLetter }) { start = before }
        }
        var words: [Range<Int>] = []
        var cursor = last
        while cursor < characters.count {
            var end = cursor
            while end < characters.count, characters[end] != " ", !",;!?".contains(characters[end]),
                  characters[end] != "." || !endsSentence(characters, at: end) { end += 1 }
            guard end > cursor else { return nil }
            let word = String(characters[cursor..<end])
            if !words.isEmpty, koreanChoosingVerbs.contains(where: word.hasPrefix) {
                let object = String(characters[words.last!])
                guard let particle = objectParticles.first(where: { object.hasSuffix($0) && object.count > $0.count }) else { return nil }
                return start..<(words.last!.upperBound - particle.count)
            }
            words.append(cursor..<end)
            guard end < characters.count, characters[end] == " " else { return nil }
            cursor = end + 1
        }
        return nil
    }

    /// The characters of an English path's items: the capitalized words
    /// right before its first separator (the menu: File, Format), and
    /// after its last the words of a menu item's title (capitalized words,
    /// numbers, and lower-case minor words between them: Export as PDF);
    /// nil where an item has no such word.
    private static func englishItems(_ characters: [Character], first: Int, last: Int) -> Range<Int>? {
        func wordStart(before end: Int) -> Int {
            var start = end
            while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber || "-’'&".contains(characters[start - 1]) { start -= 1 }
            return start
        }
        func wordEnd(from start: Int) -> Int {
            var end = start
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || "-’'&".contains(characters[end]) { end += 1 }
            return end
        }
        func isTitleWord(_ range: Range<Int>) -> Bool {
            guard let first = characters[range].first else { return false }
            return first.isUppercase || first.isNumber
        }
        // The menu: capitalized words back from the first separator.
        var start = first
        while start > 0 {
            let wordFrom = wordStart(before: start)
            guard wordFrom < start, isTitleWord(wordFrom..<start) else { break }
            start = wordFrom
            guard start >= 2, characters[start - 1] == " " else { break }
            let previous = wordStart(before: start - 1)
            guard previous < start - 1, isTitleWord(previous..<(start - 1)),
                  !englishPathVerbs.contains(String(characters[previous..<(start - 1)]).lowercased()) else { break }
            start -= 1
        }
        guard start < first, isTitleWord(start..<wordEnd(from: start)) else { return nil }
        // The item: a title's words after the last separator.
        var end = last
        var cursor = last
        while cursor < characters.count {
            let wordTo = wordEnd(from: cursor)
            guard wordTo > cursor else { break }
            let word = String(characters[cursor..<wordTo])
            if isTitleWord(cursor..<wordTo) {
                end = wordTo
            } else if !minorWords.contains(word) {
                break
            }
            guard wordTo < characters.count, characters[wordTo] == " " else { break }
            cursor = wordTo + 1
        }
        guard end > last else { return nil }
        // The item's ellipsis, which the fix takes out with the path.
        if end < characters.count, characters[end] == "…" {
            end += 1
        } else if end + 2 < characters.count, characters[end..<end + 3].allSatisfy({ $0 == "." }) {
            end += 3
        }
        return start..<end
    }

    static func proseMessage(_ written: String) -> String {
        "join a menu path’s items with “ > ”, as Apple’s help does, not “\(written)”"
    }

    /// Whether `value` may hold a separator, told by the first byte of
    /// each (> of ->, E2 of → ⇒ › ➔ ➜, C2 of », EF of ＞), found with
    /// memchr: every text is asked, and Korean text is made of bytes
    /// that end the separators' UTF-8 as often as they end syllables.
    private static func mayHoldSeparator(_ value: String) -> Bool {
        value.withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            func find(_ byte: UInt8, where isSeparator: (Int) -> Bool) -> Bool {
                var start = 0
                while start < bytes.count, let found = memchr(base + start, Int32(byte), bytes.count - start) {
                    let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if isSeparator(index) { return true }
                    start = index + 1
                }
                return false
            }
            func follows(_ index: Int, _ second: UInt8, _ third: UInt8?) -> Bool {
                guard index + 1 < bytes.count, bytes[index + 1] == second else { return false }
                guard let third else { return true }
                return index + 2 < bytes.count && bytes[index + 2] == third
            }
            return find(0x3E) { $0 > 0 && bytes[$0 - 1] == 0x2D }
                || find(0xE2) { follows($0, 0x86, 0x92) || follows($0, 0x87, 0x92) || follows($0, 0x80, 0xBA)
                    || follows($0, 0x9E, 0x94) || follows($0, 0x9E, 0x9C) }
                || find(0xC2) { follows($0, 0xBB, nil) }
                || find(0xEF) { follows($0, 0xBC, 0x9E) }
        }
    }

    private static let englishPathVerbs: Set<String> = [
        "choose", "go", "open", "select", "tap", "click", "navigate", "see", "visit", "find",
    ]
    private static let koreanPathVerbs = ["이동", "선택", "탭", "클릭", "열", "여십시오", "여세요", "누르", "켜", "끄", "꺼", "확인"]

    /// The separators of menu paths in running text written otherwise than
    /// “ > ”: for each path, the characters from its first separator to the
    /// end of its last, their text with each separator written “ > ”, and
    /// the first separator as written. A path is told by its sentence: one
    /// that tells the reader to go to or choose it (go to, choose, open; in
    /// Korean 이동, 선택, 탭 after it), so Sort A → Z is no path.
    static func proseSeparators(in value: String, language: String) -> [(Range<Int>, String, String)] {
        guard mayHoldSeparator(value) else { return [] }
        let characters = TextSegments.characters(value)
        var separators: [(span: Range<Int>, mark: Range<Int>)] = []
        var index = 0
        while index < characters.count {
            let length: Int
            switch characters[index] {
            case "→", "⇒", "»", "›", "＞", "➔", "➜": length = 1
            case "-" where index + 1 < characters.count && characters[index + 1] == ">": length = 2
            default: length = 0
            }
            guard length > 0 else {
                index += 1
                continue
            }
            var lower = index
            while lower > 0, characters[lower - 1] == " " { lower -= 1 }
            var upper = index + length
            while upper < characters.count, characters[upper] == " " { upper += 1 }
            if lower > 0, upper < characters.count, isItemEnd(characters[lower - 1]), isItemStart(characters[upper]) {
                separators.append((lower..<upper, index..<index + length))
            }
            index += length
        }
        guard !separators.isEmpty else { return [] }
        let paths = Self.paths(of: separators, in: characters) { $0.span }
        let korean = LanguageTag.isKorean(language)
        return paths.compactMap { path in
            let start = path.first!.span.lowerBound, end = path.last!.span.upperBound
            guard isPath(characters, from: start, to: end, korean: korean) else { return nil }
            var replacement = ""
            var cursor = start
            for separator in path {
                replacement += String(characters[cursor..<separator.span.lowerBound]) + " > "
                cursor = separator.span.upperBound
            }
            return (start..<end, replacement, String(characters[path.first!.mark]))
        }
    }

    /// Separators grouped into paths, in order: those of one path have
    /// nothing between them that ends a sentence or a clause. `span`: the
    /// characters a separator covers.
    private static func paths<Separator>(of separators: [Separator], in characters: [Character],
                                         span: (Separator) -> Range<Int>) -> [[Separator]] {
        var paths: [[Separator]] = []
        for separator in separators {
            if let previous = paths.last?.last,
               !characters[span(previous).upperBound..<span(separator).lowerBound].contains(where: { ".!?,;\n".contains($0) }) {
                paths[paths.count - 1].append(separator)
            } else {
                paths.append([separator])
            }
        }
        return paths
    }

    /// Whether the sentence around the separators tells the reader to go
    /// to or choose what they join.
    private static func isPath(_ characters: [Character], from start: Int, to end: Int, korean: Bool) -> Bool {
        var sentenceStart = start
        while sentenceStart > 0, !endsSentence(characters, at: sentenceStart - 1) { sentenceStart -= 1 }
        var sentenceEnd = end
        while sentenceEnd < characters.count, !endsSentence(characters, at: sentenceEnd) { sentenceEnd += 1 }
        if korean {
            let after = String(characters[end..<sentenceEnd])
            return koreanPathVerbs.contains { after.contains($0) }
        }
        let before = TextSegments.words(String(characters[sentenceStart..<start]).lowercased())
        // The verb with an item after it: in "Choose → to move on" the arrow is the item.
        guard let last = before.last, !englishPathVerbs.contains(last.text), last.text != "to" else { return false }
        return before.contains { englishPathVerbs.contains($0.text) }
    }

    /// Whether the character at `index` ends a sentence: ! ? or a line
    /// break, or a period before a space or the end; not the periods of an
    /// item's ellipsis written as three (사진 내보내기...를 선택하세요).
    private static func endsSentence(_ characters: [Character], at index: Int) -> Bool {
        switch characters[index] {
        case "!", "?", "\n": return true
        case ".": return index + 1 == characters.count || characters[index + 1].isWhitespace
        default: return false
        }
    }

    private static func isItemEnd(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "”’)".contains(character)
    }

    private static func isItemStart(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "“‘(".contains(character)
    }

    /// The path as Apple writes it, with what changed; nil when the path is
    /// written so already, or has an empty item (File > > Save), whose
    /// missing name helpc can't supply.
    static func applesWriting(of path: String) -> (written: String, reasons: [String])? {
        guard !isWrittenAsApplesWrites(path) else { return nil }
        // Scalars, not Characters: comparing a Hangul Character with ">"
        // takes the slow path of String comparison.
        let scalars = Array(path.unicodeScalars)
        var items: [String] = []
        var item = String.UnicodeScalarView()
        var joinedOtherwise = false
        var index = 0
        while index < scalars.count {
            if let length = separatorLength(scalars, at: index) {
                let spaced = index > 0 && scalars[index - 1].properties.isWhitespace
                    && index + length < scalars.count && scalars[index + length].properties.isWhitespace
                if scalars[index] != ">" || length != 1 || !spaced { joinedOtherwise = true }
                items.append(String(item))
                item = String.UnicodeScalarView()
                index += length
                continue
            }
            item.append(scalars[index])
            index += 1
        }
        items.append(String(item))
        items = items.map(\.trimmingWhitespace)
        guard !items.contains(where: \.isEmpty) else { return nil }
        var reasons: [String] = []
        if joinedOtherwise { reasons.append("items joined by “ > ”") }
        var withoutEllipses = false
        items = items.map { name in
            for ellipsis in ["…", "..."] where name.hasSuffix(ellipsis) && name.count > ellipsis.count {
                withoutEllipses = true
                return String(name.dropLast(ellipsis.count)).trimmingWhitespace
            }
            return name
        }
        if withoutEllipses { reasons.append("without the menu’s ellipsis") }
        if items.count > 1, let settings = settingsItem[items[1]] {
            reasons.append("the app menu’s \(items[1]) is \(settings) since macOS Ventura")
            items[1] = settings
        }
        guard !reasons.isEmpty else { return nil }
        return (items.joined(separator: " > "), reasons)
    }

    /// Whether the path is surely right, read in one pass over its scalars:
    /// every separator a spaced > and no ellipsis or old settings name to
    /// look at. Nearly every path is, and is not taken apart into items.
    private static func isWrittenAsApplesWrites(_ path: String) -> Bool {
        if path.containsBytes(ellipsis) || path.containsBytes(twoPeriods) { return false }
        if settingsNames.contains(where: path.containsBytes) { return false }
        var before: Unicode.Scalar = " "
        var iterator = path.unicodeScalars.makeIterator()
        var current = iterator.next()
        while let scalar = current {
            let next = iterator.next()
            switch scalar {
            case ">":
                guard before.properties.isWhitespace, let next, next.properties.isWhitespace else { return false }
            case "→", "⇒", "➔", "➜", "»", "›", "＞", "〉", "▸", "▶":
                return false
            case "/", "|":
                if before == " " && next == " " { return false }
            default:
                break
            }
            before = scalar
            current = next
        }
        return true
    }

    private static let ellipsis = Array("…".utf8)
    private static let twoPeriods = Array("..".utf8)
    private static let settingsNames = ["Preferences", "환경"].map { Array($0.utf8) }

    /// The app menu's item for the app's settings, by its old name.
    private static let settingsItem: [String: String] = [
        "Preferences": "Settings", "환경설정": "설정", "환경 설정": "설정",
    ]

    /// The length of a separator between items starting at `index`: > (the
    /// one Apple writes, or doubled), arrows, guillemets, Korean keyboards'
    /// fullwidth ＞ and 〉; a slash or bar only with spaces around it, as
    /// Input/Output is one item's name.
    private static func separatorLength(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        let scalar = scalars[index]
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        switch scalar {
        case ">": return next == ">" ? 2 : 1
        case "-", "=": return next == ">" ? 2 : nil
        case "→", "⇒", "➔", "➜", "»", "›", "＞", "〉", "▸", "▶": return 1
        case "/", "|":
            let spaced = index > 0 && scalars[index - 1] == " " && next == " "
            return spaced ? 1 : nil
        default: return nil
        }
    }

    /// Replaces the whole text of the <menu>, whose source may have written
    /// its > as &gt; (as the format's examples do): then so does the fix.
    private static func fix(_ value: String, at bytes: Range<Int>, with written: String) -> Fix? {
        if bytes.count == value.utf8.count {
            return Fix(range: bytes, original: value, replacement: written)
        }
        let escaped = value.escapedAsXMLText(greaterThan: true)
        guard bytes.count == escaped.utf8.count else { return nil }
        return Fix(range: bytes, original: escaped, replacement: written.escapedAsXMLText(greaterThan: true))
    }
}
