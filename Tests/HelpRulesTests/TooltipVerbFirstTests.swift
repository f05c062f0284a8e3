import HelpCore
@testable import HelpRules
import Testing

/// What tooltip.verb-first says about a tooltip's first word.
struct TooltipVerbFirstTests {
    static func messages(_ english: String) throws -> [String] {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><tooltip id="t" control="Filter"><text xml:lang="en">\(english)</text><text xml:lang="ko">거래 필터링</text></tooltip></help>
            """
        return try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TooltipVerbFirstRule.self]).map(\.message)
    }

    @Test(arguments: [
        // How to use the control, before what it does: the advice drops it.
        ("Click to filter transactions", ["a tooltip says what the control does, not how to use it: write “Filter transactions”, not “Click to …”"]),
        ("Double-click to open this month’s report", ["a tooltip says what the control does, not how to use it: write “Open this month’s report”, not “Double-click to …”"]),
        // Verbs of the shipped list, in their descriptive forms too.
        ("Divide this payment among categories", []), ("Estimates what you’ll spend", []), ("Plan next month’s budget", []),
        // A noun phrase is no verb, however common.
        ("Number of transactions in this category", ["a tooltip reads best starting with a verb (“Change…”, “Add or remove…”); “Number” isn’t one helpc knows"]),
        // A using verb further from its purpose; or with none: click is a
        // verb, but the wrong one to begin with.
        ("Click anywhere on the canvas to pick up its color", ["a tooltip says what the control does, not how to use it: write “Pick up its color”, not “Click … to …”"]),
        ("Tap twice to zoom", ["a tooltip says what the control does, not how to use it: write “Zoom”, not “Tap … to …”"]),
        ("Click the arrow", ["a tooltip says what the control does, not how to use it; begin with what “Click …” does"]),
        ("Press and hold to see more options", ["a tooltip says what the control does, not how to use it: write “See more options”, not “Press … to …”"]),
        // "to" before no verb is no purpose.
        ("Click next to a layer", ["a tooltip says what the control does, not how to use it; begin with what “Click …” does"]),
        // The reader or the control before what it does (seventy-seventh session).
        ("Allows you to align text left, center or right", ["a tooltip begins with what the control does: write “Align text left, center or right”, without “Allows you to”"]),
        ("Lets you choose a category.", ["a tooltip begins with what the control does: write “Choose a category”, without “Lets you”"]),
        ("You can add comments here", ["a tooltip begins with what the control does: write “Add comments here”, without “You can”"]),
        ("This button makes the selected text bold", ["a tooltip begins with what the control does: write “Make the selected text bold”, without “This button”"]),
        // The control and what it lets the reader do: "Let you zoom in" was the advice.
        ("This button lets you zoom in on the document", ["a tooltip begins with what the control does: write “Zoom in on the document”, without “This button lets you”"]),
        ("This option allows you to hide the sidebar.", ["a tooltip begins with what the control does: write “Hide the sidebar”, without “This option allows you to”"]),
        ("This option switches the currency", ["a tooltip begins with what the control does: write “Switch the currency”, without “This option”"]),
        ("Allow notifications for this account", []), ("Let the budget roll over", []),
        ("This month’s payments", ["a tooltip reads best starting with a verb (“Change…”, “Add or remove…”); “This” isn’t one helpc knows"]),
    ])
    func firstWords(_ english: String, _ expected: [String]) throws {
        #expect(try Self.messages(english) == expected)
    }

    /// Korean tooltips that say how to use the control, as Click to… is
    /// often translated: the advice is what the control does, as a noun
    /// phrase where the purpose came before the using words.
    @Test(arguments: [
        ("문서 이름을 변경하려면 클릭하십시오.", ["a tooltip says what the control does, not how to use it: write “문서 이름 변경”, without “클릭하십시오”"]),
        // The control named as the subject (seventy-seventh session).
        ("이 버튼은 선택한 텍스트를 굵게 만듭니다", ["a tooltip begins with what the control does: leave out “이 버튼은” and end with what it does (텍스트 굵게 만들기, 통화 변경)"]),
        ("이 옵션으로 통화를 바꿉니다", ["a tooltip begins with what the control does: leave out “이 옵션으로” and end with what it does (텍스트 굵게 만들기, 통화 변경)"]),
        ("이 문서의 이름 변경", []),
        ("클릭하여 사본 공유", ["a tooltip says what the control does, not how to use it: write “사본 공유”, without “클릭하여”"]),
        ("파일을 열려면 클릭", ["a tooltip says what the control does, not how to use it: write “파일 열기”, without “클릭”"]),
        ("문서를 찾으려면 여기를 클릭하세요", ["a tooltip says what the control does, not how to use it: write “문서 찾기”, without “여기를 클릭하세요”"]),
        ("확대해서 보려면 이중 클릭하세요", ["a tooltip says what the control does, not how to use it: write “확대해서 보기”, without “이중 클릭하세요”"]),
        ("클릭 시 문서 잠금", ["a tooltip says what the control does, not how to use it: write “문서 잠금”, without “클릭 시”"]),
        ("길게 누르면 문서 고정", ["a tooltip says what the control does, not how to use it: write “문서 고정”, without “길게 누르면”"]),
        ("탭하세요", ["a tooltip says what the control does, not how to use it: leave out “탭하세요” and end with what it does"]),
        // 탭 is also a tab; a click's place, a pressed state, no command.
        ("다른 탭 모두 닫기", []), ("탭 막대 보기", []), ("클릭한 위치에 메모 추가", []), ("누름 강도 조절", []),
        ("문서 이름 변경", []),
    ])
    func koreanUsage(_ korean: String, _ expected: [String]) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><tooltip id="t" control="Filter"><text xml:lang="en">Filter the list</text><text xml:lang="ko">\(korean)</text></tooltip></help>
            """
        let messages = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TooltipVerbFirstRule.self]).map(\.message)
        #expect(messages == expected)
    }

    /// The advice is the tooltip as it should read: a fragment's period,
    /// which punct.ending reports, is not part of it.
    @Test func theAdviceLeavesAFragmentsPeriodOut() throws {
        #expect(try Self.messages("Click to rename the document.")
            == ["a tooltip says what the control does, not how to use it: write “Rename the document”, not “Click to …”"])
        #expect(try Self.messages("Click to rename it. The old name stays in Versions.")
            == ["a tooltip says what the control does, not how to use it: write “Rename it. The old name stays in Versions.”, not “Click to …”"])
    }

    /// A tooltip that is only its control's name is one mistake, reported by
    /// tooltip.repeats-control; without that rule, by this one.
    @Test func aTooltipThatIsTheControlsNameIsReportedOnce() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><tooltip id="t" control="Brush"><text xml:lang="en">Brush.</text><text xml:lang="ko">브러시</text></tooltip></help>
            """
        let both = try RuleExampleRunner.diagnostics(of: xml, config: Config(),
                                                     rules: [TooltipVerbFirstRule.self, TooltipRepeatsControlRule.self])
        #expect(both.map(\.ruleID) == ["tooltip.repeats-control"])
        let alone = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TooltipVerbFirstRule.self])
        #expect(alone.map(\.ruleID) == ["tooltip.verb-first"])
    }
}

/// A tooltip repeats its control's name when it labels the control with
/// it; a name inside a description of what the control does passes, and a
/// translation that adds the name its source leaves out is reported.
struct TooltipRepeatsControlTests {
    static func findings(_ control: String, _ english: String, _ korean: String) throws -> [String] {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><tooltip id="t" control="\(control)"><text xml:lang="en">\(english)</text><text xml:lang="ko">\(korean)</text></tooltip></help>
            """
        return try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TooltipRepeatsControlRule.self]).map { $0.language ?? "" }
    }

    @Test(arguments: [
        ("Sidebar", "Show or hide the sidebar", "사이드바 보기 또는 가리기", [String]()),
        ("Add", "Add a new budget", "새 예산 추가", []),
        ("Export", "Export as PDF", "PDF로 내보내기", []),
        ("Reconcile", "Reconcile this account with your bank statement", "이 계좌를 은행 내역서와 대조", []),
        ("Notes", "Add a note to this transaction", "이 거래에 메모 추가", []),
        ("Sort", "Sort: sorts the list", "정렬: 목록 정렬", ["en"]),
        ("Sort", "Sort", "정렬", ["en"]),
        ("Sort", "Click the Sort button to change the order", "순서 변경", ["en"]),
        ("AirDrop", "Send to a nearby device", "AirDrop으로 근처 기기에 보내기", ["ko"]),
        ("AirDrop", "Send with AirDrop to a nearby device", "AirDrop으로 근처 기기에 보내기", []),
        ("Share", "Send this recipe", "Share 버튼으로 레시피 보내기", ["ko"]),
    ])
    func labelsAreReportedAndDescriptionsPass(_ control: String, _ english: String, _ korean: String, _ expected: [String]) throws {
        #expect(try Self.findings(control, english, korean) == expected)
    }
}
