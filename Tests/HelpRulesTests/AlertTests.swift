import HelpCore
@testable import HelpRules
import Testing

struct AlertTests {
    static func messages(_ alert: String) throws -> [String] {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\">\(alert)</help>\n"
        return try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [AlertCancelButtonRule.self]).map(\.message)
    }

    /// A title that asks a question asks for a decision whatever the
    /// alert's kind: OK alone there is told to name the answer; an
    /// informational title that states passes.
    @Test func aQuestionTitleAsksForADecision() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1">
              <alert id="delete" kind="informational">
                <title><text xml:lang="en">Delete this photo?</text><text xml:lang="ko">이 사진을 삭제하겠습니까?</text></title>
                <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
              </alert>
              <alert id="deleted" kind="informational">
                <title><text xml:lang="en">Photo deleted</text><text xml:lang="ko">사진이 삭제됨</text></title>
                <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
              </alert>
            </help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [AlertOKButtonRule.self])
        #expect(found.map(\.message) == [
            "“OK” on an alert whose title asks a question; name the button for its answer, and offer Cancel",
            "“확인” on an alert whose title asks a question; name the button for its answer, and offer Cancel",
        ])
        #expect(found.allSatisfy { $0.entry == "delete" })
    }

    /// An informational alert's only button, OK, given the cancel role (as
    /// SwiftUI code often writes it) is told which role to give it, in both
    /// languages; a cancel button misnamed beside others is told its title.
    /// "Something went wrong. Please try again later." under "Couldn't
    /// Save Note" passed: it says only that something failed.
    @Test(arguments: [
        ("Something went wrong. Please try again later.", "문제가 발생했습니다. 나중에 다시 시도하십시오.", true),
        ("An unknown error occurred.", "알 수 없는 오류가 발생했습니다.", true),
        ("The operation couldn’t be completed.", "작업을 완료할 수 없습니다.", true),
        ("Please try again later.", "나중에 다시 시도하십시오.", false),
        ("Check your internet connection, then try again.", "인터넷 연결을 확인한 다음 다시 시도하십시오.", false),
        ("Something went wrong while exporting page 3. Try again later.", "3쪽을 내보내는 중 문제가 발생했습니다.", false),
    ])
    func aMessageThatOnlySaysItFailed(_ english: String, _ korean: String, _ reported: Bool) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><alert id="save" kind="informational">
              <title><text xml:lang="en">Couldn’t Save Note</text><text xml:lang="ko">메모를 저장할 수 없음</text></title>
              <message><text xml:lang="en">\(english)</text><text xml:lang="ko">\(korean)</text></message>
              <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
            </alert></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [AlertMessageValueRule.self])
        #expect(found.map(\.language) == (reported ? ["en", "ko"] : []), "\(found.map(\.message))")
    }

    @Test func aLoneOKButtonIsToldItsRole() throws {
        let lone = try Self.messages("""
            <alert id="offline" kind="informational">
              <title><text xml:lang="en">You’re offline</text><text xml:lang="ko">오프라인 상태임</text></title>
              <button id="ok" role="cancel"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
            </alert>
            """)
        #expect(lone == [
            "a cancel button is titled “Cancel”, not “OK”; an informational alert's only OK button takes role=\"default\"",
            "a cancel button is titled “취소”, not “확인”; an informational alert's only OK button takes role=\"default\"",
        ])
        let beside = try Self.messages("""
            <alert id="discard" kind="confirmation">
              <title><text xml:lang="en">Discard changes?</text><text xml:lang="ko">변경 사항을 버리겠습니까?</text></title>
              <button id="keep" role="cancel"><text xml:lang="en">OK</text><text xml:lang="ko">취소</text></button>
              <button id="discard" role="destructive"><text xml:lang="en">Discard</text><text xml:lang="ko">버리기</text></button>
            </alert>
            """)
        #expect(beside == ["a cancel button is titled “Cancel”, not “OK”"])
    }

    /// "Not Now" beside "Turn On" was an error: an alert that offers
    /// something may decline it as Apple's prompts do. An alert that
    /// destroys still needs Cancel.
    @Test func notNowDeclinesAnOfferButCancelsNoDeletion() throws {
        let offer = try Self.messages("""
            <alert id="alerts" kind="confirmation">
              <title><text xml:lang="en">Turn on notifications?</text><text xml:lang="ko">알림을 켜겠습니까?</text></title>
              <button id="later" role="cancel"><text xml:lang="en">Not Now</text><text xml:lang="ko">나중에</text></button>
              <button id="on" role="default"><text xml:lang="en">Turn On</text><text xml:lang="ko">켜기</text></button>
            </alert>
            """)
        #expect(offer.isEmpty)
        let deletion = try Self.messages("""
            <alert id="delete" kind="destructive">
              <title><text xml:lang="en">Delete this note?</text><text xml:lang="ko">이 메모를 삭제하겠습니까?</text></title>
              <button id="later" role="cancel"><text xml:lang="en">Not Now</text><text xml:lang="ko">나중에</text></button>
              <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
            </alert>
            """)
        #expect(deletion == ["a cancel button is titled “Cancel”, not “Not Now”", "a cancel button is titled “취소”, not “나중에”"])
        // Later and Remind Me Later (나중에, 나중에 알림) decline an update as Apple's own prompt does.
        let update = try Self.messages("""
            <alert id="update" kind="confirmation">
              <title><text xml:lang="en">Update available</text><text xml:lang="ko">업데이트 가능</text></title>
              <button id="later" role="cancel"><text xml:lang="en">Remind Me Later</text><text xml:lang="ko">나중에 알림</text></button>
              <button id="update" role="default"><text xml:lang="en">Update</text><text xml:lang="ko">업데이트</text></button>
            </alert>
            <alert id="update2" kind="confirmation">
              <title><text xml:lang="en">Update available</text><text xml:lang="ko">업데이트 가능</text></title>
              <button id="later" role="cancel"><text xml:lang="en">Later</text><text xml:lang="ko">나중에</text></button>
              <button id="update" role="default"><text xml:lang="en">Update</text><text xml:lang="ko">업데이트</text></button>
            </alert>
            <alert id="rate" kind="confirmation">
              <title><text xml:lang="en">Enjoying Tunes?</text><text xml:lang="ko">Tunes가 마음에 드십니까?</text></title>
              <button id="later" role="cancel"><text xml:lang="en">Not Now</text><text xml:lang="ko">다음에</text></button>
              <button id="rate" role="default"><text xml:lang="en">Rate</text><text xml:lang="ko">평가</text></button>
            </alert>
            <alert id="rate2" kind="confirmation">
              <title><text xml:lang="en">Enjoying Tunes?</text><text xml:lang="ko">Tunes가 마음에 드십니까?</text></title>
              <button id="later" role="cancel"><text xml:lang="en">Not Now</text><text xml:lang="ko">다음에 하기</text></button>
              <button id="rate" role="default"><text xml:lang="en">Rate</text><text xml:lang="ko">평가</text></button>
            </alert>
            """)
        // 다음에 and 다음에 하기 (seventy-seventh session): Korean apps' Not Now too.
        #expect(update.isEmpty)
    }

    /// An error's number or code says nothing wherever it stands in the
    /// title; a title that names the situation passes with its numbers.
    @Test(arguments: [
        ("Error Code -1009", "오류 11313 발생", 2), ("Unknown Error", "알 수 없는 오류가 발생했습니다", 2),
        ("Error 0x8004", "오류 코드", 2), ("3 Photos Couldn’t Be Saved", "사진 3장을 저장할 수 없음", 0),
        ("iOS 18 Required", "iOS 18 필요", 0),
        // Interjections and a failure of nothing in particular.
        ("Uh-oh", "이런", 2), ("Operation Failed", "작업 실패", 2), ("Whoops", "작업을 완료할 수 없습니다.", 2),
        ("Upload Failed", "업로드 실패", 0),
        // A title of generic sentences; one that names the situation after
        // an interjection is reported by punct.exclamation, not here.
        ("Oops! Something went wrong.", "이런! 문제가 발생했습니다.", 2), ("Error. An unknown error occurred.", "오류. 오류 발생", 2),
        ("Oops! The upload failed.", "이런! 업로드에 실패했습니다.", 0),
    ])
    func errorCodesSayNothing(_ english: String, _ korean: String, _ count: Int) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><alert id="a" kind="informational">
              <title><text xml:lang="en">\(english)</text><text xml:lang="ko">\(korean)</text></title>
              <button id="ok" role="default"><text xml:lang="en">OK</text><text xml:lang="ko">확인</text></button>
            </alert></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [AlertGenericTitleRule.self])
        #expect(found.count == count, "\(found.map(\.message))")
    }
}
