@testable import HelpRules
import Testing

/// Web and email addresses written out in copy, and a translation's
/// against its source's (translation.links).
struct WrittenAddressTests {
    @Test(arguments: [
        ("Visit https://www.example.com/help, or write to support@example.com.", ["https://www.example.com/help", "support@example.com"]),
        ("Go to example.com/help. Or www.example.org?", ["example.com/help", "www.example.org"]),
        ("support@example.co.kr로 문의하세요. help.example.com에서 확인하세요.", ["support@example.co.kr", "help.example.com"]),
        ("Open Notes.app, e.g. on iOS 17.2, and save photo.png or %@.com.", []),
        ("Mr.Kim wrote 3.5 km. Done.Next", []),
    ])
    func addressesAreFoundInCopy(_ text: String, _ expected: [String]) {
        #expect(WrittenAddress.all(in: text).map(\.text) == expected)
    }

    @Test func aWebAddressIsKeyedByItsSite() {
        let found = WrittenAddress.all(in: "See https://www.Example.com/ko/help or Support@Example.com")
        #expect(found.map(\.key) == ["example.com", "support@example.com"])
        #expect(found.map(\.offset) == [4, 39])
    }

    @Test(arguments: [
        ("Write to support@example.com.", "support@example.com으로 문의하세요."),
        ("See www.example.com/help.", "example.com/ko/help를 참고하세요."),
        ("Visit https://example.com.", "https://www.example.com을 방문하세요."),
        ("Open Notes.app.", "메모 앱을 여세요."),
        ("Write to support@example.com.", " "),
    ])
    func keptAddressesPass(_ english: String, _ korean: String) {
        #expect(TranslationLinksRule.addressProblem([korean], language: "ko", source: [english], sourceLanguage: "en") == nil)
    }

    @Test(arguments: [
        ("Write to support@example.com.", "suport@example.com으로 문의하세요.",
         "this ko text has the address suport@example.com, which the en text doesn’t (it has support@example.com)"),
        ("See example.com/help.", "exmaple.com/help를 참고하세요.",
         "has the web address exmaple.com/help, on a site the en text doesn’t name (it has example.com/help)"),
        ("Save your recipes.", "example.com에 레시피를 저장하세요.", "(it has none)"),
        ("Write to support@example.com.", "고객 지원에 문의하세요.",
         "this ko text doesn’t have the address support@example.com, which the en text has; keep it in the translation"),
    ])
    func changedAddressesAreReported(_ english: String, _ korean: String, _ expected: String) {
        let message = TranslationLinksRule.addressProblem([korean], language: "ko", source: [english], sourceLanguage: "en")
        #expect(message?.contains(expected) == true, "\(message ?? "nil")")
    }
}
