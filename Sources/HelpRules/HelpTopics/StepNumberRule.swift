import HelpCore

/// A step that carries its own number, which the page's numbered list
/// shows already.
public struct StepNumberRule: EntryRule {
    public static let description = RuleDescription(
        id: "help.step-number",
        summary: "A step doesn't number itself: the help page numbers its steps",
        rationale: """
            A help page shows `<steps>` as a numbered list, so a step written "Step 1: Choose File > \
            Export" or "2. Click Export" (1단계:, 2., ①), pasted from a document that numbered its own, \
            reads "1. Step 1: Choose…" on the page, and its number is wrong as soon as a step is added \
            before it or scoped to another platform. helpc reports a step whose text starts with Step and \
            a number, a number and a period, parenthesis or colon, a number in parentheses, or a circled \
            number (in Korean, a number and 단계), and `helpc fix` takes the number out with the space \
            after it. A step that starts with a quantity (2 people can share a list, 3.5 GB) passes.
            """,
        severity: .warning,
        isFixable: true,
        triggering: [
            Example(#"""
                <topic id="export">
                  <title><text xml:lang="en">Export a recipe</text><text xml:lang="ko">레시피 내보내기</text></title>
                  <body xml:lang="en"><steps><step>↓Step 1: Choose <menu>File &gt; Export</menu>.</step><step>↓2. Click <ui>Export</ui>.</step></steps></body>
                  <body xml:lang="ko"><steps><step>↓1단계: <menu>파일 &gt; 내보내기</menu>를 선택하십시오.</step><step>↓② <ui>내보내기</ui>를 클릭하십시오.</step></steps></body>
                </topic>
                """#),
            Example(#"""
                <topic id="sync">
                  <title><text xml:lang="en">Sync recipes</text><text xml:lang="ko">레시피 동기화하기</text></title>
                  <body xml:lang="en"><section><title>On iPhone</title><steps><step>↓(1) Open Settings.</step><step>↓3) Tap Sync.</step></steps></section></body>
                  <body xml:lang="ko"><section><title>iPhone에서</title><steps><step>↓1. 설정을 여십시오.</step><step>동기화를 탭하십시오.</step></steps></section></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <topic id="share">
                  <title><text xml:lang="en">Share a list</text><text xml:lang="ko">목록 공유하기</text></title>
                  <body xml:lang="en"><steps><step>Choose <menu>File &gt; Share</menu>.</step><step>2 people or more can edit the list; it needs 3.5 GB.</step></steps></body>
                  <body xml:lang="ko"><steps><step><menu>파일 &gt; 공유</menu>를 선택하십시오.</step><step>2명 이상이 목록을 편집할 수 있습니다.</step></steps></body>
                </topic>
                """#),
            Example(#"""
                <topic id="list">
                  <title><text xml:lang="en">Keep a list</text><text xml:lang="ko">목록 관리하기</text></title>
                  <body xml:lang="en"><p>1. Lists sync.</p><steps><step>Step back and choose a list.</step></steps></body>
                  <body xml:lang="ko"><p>1. 목록이 동기화됩니다.</p><steps><step>목록을 선택하십시오.</step></steps></body>
                </topic>
                """#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        TopicSteps.forEach(in: entry) { inlines, block, language in
            guard let first = inlines.first, case .text(let value) = first.kind,
                  let number = Self.number(startingStep: value) else { return }
            var diagnostic = context.diagnostic(
                "“\(number.written)”: the page numbers its steps; take the number out of the step",
                at: first.location, entry: entry.id, language: language, suppressions: block.suppressions)
            diagnostic.fix = Fix.replacing(number.range, of: value, at: first.sourceBytes, with: "")
            found.append(diagnostic)
        }
        return found
    }

    /// The number a step's text starts with, and the characters to take out
    /// with it (the spaces after it too, up to the step's words or the
    /// element after the number); nil for a step that starts otherwise,
    /// as nearly all do.
    static func number(startingStep text: String) -> (written: String, range: Range<Int>)? {
        // Told by the first byte that is no ASCII white space: a digit, S,
        // s, ( or the lead byte of a circled number or of other white space
        // (C2, E2, E3); nearly every step starts otherwise, a Korean one
        // with a Hangul syllable (EA–ED).
        guard let leadIndex = text.utf8.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return nil }
        let lead = text.utf8[leadIndex]
        if lead | 0x20 == UInt8(ascii: "s") {
            // Step, not Select or Save.
            guard text.utf8[text.utf8.index(after: leadIndex)...].prefix(3).map({ $0 | 0x20 }).elementsEqual("tep".utf8) else { return nil }
        } else {
            guard (0x30...0x39).contains(lead) || [UInt8(ascii: "("), 0xC2, 0xE2, 0xE3].contains(lead) else { return nil }
        }
        let characters = Array(text)
        var index = 0
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        let start = index
        guard index < characters.count else { return nil }
        func digits() -> Bool {
            let first = index
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            return index > first
        }
        func skipSpaces() { while index < characters.count, characters[index] == " " { index += 1 } }
        let first = characters[index]
        if Self.circled.contains(first) {
            index += 1
        } else if first == "(" {
            index += 1
            guard digits(), index < characters.count, characters[index] == ")" else { return nil }
            index += 1
        } else if first == "S" || first == "s" {
            // Step 1, Step 1:, Step 1.
            guard String(characters[index..<min(characters.count, index + 4)]).lowercased() == "step" else { return nil }
            index += 4
            skipSpaces()
            guard digits() else { return nil }
            if index < characters.count, ":.)".contains(characters[index]) { index += 1 }
        } else if first.isASCII, first.isNumber {
            guard digits() else { return nil }
            skipSpaces()
            // 1단계: in Korean.
            if index < characters.count, characters[index] == "단",
               index + 1 < characters.count, characters[index + 1] == "계" {
                index += 2
                if index < characters.count, ":.)".contains(characters[index]) { index += 1 }
            } else {
                guard index < characters.count, ".):".contains(characters[index]) else { return nil }
                index += 1
            }
        } else {
            return nil
        }
        // The number stands before a space and the step's words.
        guard index < characters.count, characters[index] == " " else { return nil }
        let written = String(characters[start..<index])
        skipSpaces()
        return (written, start..<index)
    }

    /// ① to ⑳.
    private static let circled = Set((0x2460...0x2473).compactMap { Unicode.Scalar($0).map(Character.init) })
}
