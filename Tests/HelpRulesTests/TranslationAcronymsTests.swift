import HelpCore
@testable import HelpRules
import Testing

/// A translation's acronyms against its source's (translation.acronyms).
struct TranslationAcronymsTests {
    @Test(arguments: [
        ("Export PDFs as CSV, then play the MP3.", ["PDF", "CSV", "MP3"]),
        ("Connect over Wi-Fi or USB-C on iOS 18 and macOS.", ["USB"]),
        ("Tap OK at 9 AM, or read the FAQ.", []),
        ("Available in the UK and the EU.", []),
        ("Use %X and %@ in 4K HDR.", ["HDR"]),
        ("A GPS, a GPS and HDR10.", ["GPS", "HDR10"]),
        ("HomeKit, CarPlay, AirPods", []),
    ])
    func acronymsAreWordsOfCapitals(_ text: String, _ expected: [String]) {
        #expect(TranslationAcronymsRule.acronyms(in: text) == expected, "\(text)")
    }

    @Test(arguments: [
        ("CSV", "CSV로 내보내기", true),
        ("CSV", "CSV 파일", true),
        ("PDF", "PDFs를", true),
        ("CSV", "CSVX 파일", false),
        ("CSV", "csv 파일", false),
        ("GPS", "지피에스", false),
        ("HDR", "4KHDR", false),
        // A unit joined to its number, as Korean writes it.
        ("GB", "5GB를", true), ("GB", "64GB 저장 공간", true),
    ])
    func anAcronymIsFoundAsAWordOfItsOwn(_ acronym: String, _ text: String, _ found: Bool) {
        #expect(TranslationAcronymsRule.contains(acronym, in: text) == found, "\(acronym) in \(text)")
    }

    /// A translation that drops or spells out its source's acronym is
    /// reported once per text, naming every acronym it lost; the
    /// dictionary's words in capitals, a text all in capitals and a
    /// termbase term translated without its acronym are not.
    @Test(arguments: [
        ("Export as CSV or OFX.", "파일로 내보내세요.", "“CSV” and “OFX” of the en text are not in this ko text" as String?),
        ("Turn on GPS.", "지피에스를 켜세요.", "“GPS” of the en text is not in this ko text"),
        ("GPS", "위치", "“GPS” of the en text is not in this ko text"),
        ("Do NOT unplug it.", "전원을 뽑지 마세요.", nil),
        ("SAVE ALL RECIPES", "모든 레시피 저장", nil),
        ("Sign in with your Apple ID.", "Apple 계정으로 로그인하세요.", nil),
        ("Export as CSV.", "CSV로 내보내세요.", nil),
        ("Free up 5 GB.", "5GB를 확보하세요.", nil),
    ])
    func lostAcronymsAreReported(_ english: String, _ korean: String, _ expected: String?) throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <help version="1"><string id="s"><text xml:lang="en">\(english)</text><text xml:lang="ko">\(korean)</text></string></help>
            """
        let found = try RuleExampleRunner.diagnostics(of: xml, config: Config(), rules: [TranslationAcronymsRule.self])
        #expect(found.map { $0.message.components(separatedBy: ";")[0] } == (expected.map { [$0] } ?? []), "\(found.map(\.message))")
    }
}
