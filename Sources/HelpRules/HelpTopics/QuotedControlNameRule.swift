import Foundation
import HelpCore

/// Control names quoted in a help page instead of marked as what they are.
public struct QuotedControlNameRule: TopicTextRule {
    public static let description = RuleDescription(
        id: "help.ui-name",
        summary: "A help page marks a control's name with <ui>, not quotation marks",
        rationale: """
            Apple's help sets the names of buttons, menus and settings apart by their look, not by \
            quotation marks: Click Share, <ui>공유</ui>를 탭하십시오. helpc's format marks them with <ui>, \
            which the site shows as Apple's help does, the spelling and term checks read as the screen's \
            words rather than the writer's, and a translator's tool keeps as a code. A name in quotes \
            (click the “Share” button, “공유” 버튼을 클릭) gets none of that, and quotes around every \
            name make a page look like it is quoting someone. The rule reports a quoted name of a few \
            words next to a control's noun (button, menu, tab; 버튼, 메뉴, 탭) or after a verb that \
            works a control (click, tap, choose, select; in Korean, the quote and its particle before 탭, \
            클릭, 선택, 누르다); `helpc fix` writes it in <ui>. Quotations and titles are left alone.
            """,
        severity: .warning,
        isFixable: true,
        triggering: [
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share a document</text><text xml:lang="ko">문서 공유하기</text></title>
                  <body xml:lang="en"><p>Click the ↓“Share” button, then choose ↓“Send Copy”.</p></body>
                  <body xml:lang="ko"><p>↓“공유” 버튼을 클릭한 다음 ↓‘사본 보내기’를 선택하십시오.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.autosave">
                  <title><text xml:lang="en">Turn off autosave</text><text xml:lang="ko">자동 저장 끄기</text></title>
                  <body xml:lang="en"><steps><step>Open the ↓"General" tab.</step><step>Tap ↓“Autosave” to turn it off.</step></steps></body>
                  <body xml:lang="ko"><steps><step>↓“일반” 탭을 여십시오.</step><step>↓“자동 저장”을 탭하여 끄십시오.</step></steps></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <topic id="help.share">
                  <title><text xml:lang="en">Share a document</text><text xml:lang="ko">문서 공유하기</text></title>
                  <body xml:lang="en"><p>Click <ui>Share</ui>, then choose <ui>Send Copy</ui>. The song “Share the Road” plays; people say “thanks” when they’re done.</p></body>
                  <body xml:lang="ko"><p><ui>공유</ui>를 클릭한 다음 <ui>사본 보내기</ui>를 선택하십시오. “함께 쓰기”라는 말처럼 편집합니다.</p></body>
                </topic>
                """#),
            Example(#"""
                <topic id="help.name">
                  <title><text xml:lang="en">Name a document</text><text xml:lang="ko">문서 이름 지정하기</text></title>
                  <body xml:lang="en"><p>Type “Meeting notes, draft 2” as the name, then tap <ui>Done</ui>. A book’s cover shows its name.</p></body>
                  <body xml:lang="ko"><p>이름으로 “회의록 초안 2”를 입력한 다음 <ui>완료</ui>를 탭하십시오.</p></body>
                </topic>
                """#),
        ])

    public init() {}

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral, Self.mayHoldQuote(text.value) else { return [] }
        return Self.quotedNames(in: text.value, language: text.language).map { range, name in
            context.diagnostic(
                "a control’s name goes in <ui>, not in quotation marks: <ui>\(name)</ui>",
                about: text, offset: range.lowerBound,
                fix: text.link == nil ? text.fix(replacing: range, with: "<ui>\(name.escapedAsXMLText())</ui>", markup: true) : nil)
        }
    }

    /// Whether the text holds a quotation mark at all, by its bytes: most
    /// runs of a page hold none.
    private static func mayHoldQuote(_ value: String) -> Bool {
        value.containsBytes(straightQuote) || value.containsBytes(leftDoubleQuote) || value.containsBytes(leftSingleQuote)
    }

    private static let straightQuote: [UInt8] = [0x22]
    private static let leftDoubleQuote = Array("“".utf8)
    private static let leftSingleQuote = Array("‘".utf8)

    /// The quote that closes one opening at `character`, told by its
    /// scalar: a dictionary of Characters hashed every character of a page.
    private static func closingQuote(for character: Character) -> Character? {
        switch character.unicodeScalars.first?.value {
        case 0x22: "\""
        case 0x201C: "”"
        case 0x2018: "’"
        default: nil
        }
    }

    /// The quoted names that are controls', by character range (quotes
    /// included), each with the name.
    static func quotedNames(in value: String, language: String) -> [(Range<Int>, String)] {
        let characters = TextSegments.characters(value)
        let korean = LanguageTag.isKorean(language)
        var result: [(Range<Int>, String)] = []
        var index = 0
        while index < characters.count {
            guard let closing = closingQuote(for: characters[index]),
                  let end = characters[(index + 1)...].firstIndex(of: closing), end > index + 1 else {
                index += 1
                continue
            }
            let name = String(characters[(index + 1)..<end])
            defer { index = end + 1 }
            guard isNameShaped(name) else { continue }
            // Two words either side decide it: a window of them, not the
            // text's whole ends, which every quoted word would copy and split.
            let before = String(characters[max(0, index - Self.window)..<index])
            let after = String(characters[(end + 1)..<min(characters.count, end + 1 + Self.window)])
            let isControl = korean
                ? koreanControl(after: after)
                : englishControl(before: before, after: after)
            if isControl { result.append((index..<end + 1, name)) }
        }
        return result
    }

    /// Characters read either side of a quoted name: the verb and the, or
    /// the noun or particle and verb, fit in them.
    private static let window = 32

    /// A name of up to four words, no sentence inside it (a closing
    /// ellipsis is a menu item's: Save As…).
    private static func isNameShaped(_ name: String) -> Bool {
        guard name.count <= 40, name.first?.isWhitespace == false, name.last?.isWhitespace == false else { return false }
        guard name.split(separator: " ").count <= 4 else { return false }
        return !name.contains { ".!?,;:".contains($0) }
    }

    private static let englishNouns: Set<String> = [
        "button", "buttons", "menu", "tab", "option", "checkbox", "switch", "field", "icon", "command", "setting",
        "control", "toggle", "pop-up",
    ]
    private static let englishVerbs: Set<String> = [
        "click", "tap", "choose", "select", "press", "double-click", "double-tap", "control-click", "hold",
    ]

    private static func englishControl(before: String, after: String) -> Bool {
        if let next = after.split(separator: " ", maxSplits: 1).first, after.first == " " {
            let word = next.lowercased().trimmingCharacters(in: .punctuationCharacters)
            if englishNouns.contains(word) { return true }
        }
        var words = before.split(separator: " ")
        if words.last?.lowercased() == "the" { words.removeLast() }
        guard before.last == " ", let verb = words.last else { return false }
        return englishVerbs.contains(verb.lowercased())
    }

    private static let koreanNouns = ["버튼", "메뉴", "탭", "옵션", "체크상자", "스위치", "필드", "아이콘", "설정", "항목", "명령"]
    private static let koreanVerbs = ["탭", "클릭", "선택", "누르", "눌러", "이중", "Control-클릭"]

    /// 버튼, 메뉴 after the quote; or its particle, then 탭하다, 클릭하다,
    /// 선택하다 or 누르다.
    private static func koreanControl(after: String) -> Bool {
        if after.first == " ", let next = after.dropFirst().split(separator: " ", maxSplits: 1).first,
           koreanNouns.contains(where: { next.hasPrefix($0) }) {
            return true
        }
        var rest = Substring(after)
        for particle in ["을", "를"] where rest.hasPrefix(particle) { rest = rest.dropFirst() }
        guard rest.first == " ", let next = rest.dropFirst().split(separator: " ", maxSplits: 1).first else { return false }
        return koreanVerbs.contains { next.hasPrefix($0) }
    }
}
