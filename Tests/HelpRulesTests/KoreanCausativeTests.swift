@testable import HelpRules
import Testing

/// `ko.causative` finds 시키다 after a verbal noun that takes 하다 and
/// writes the same form of 하다.
struct KoreanCausativeTests {
    @Test(arguments: [
        ("활성화시키세요", "활성화하세요"), ("연결시켜요", "연결해요"), ("설치시킨", "설치한"), ("변경시킬", "변경할"),
        ("적용시킵니다", "적용합니다"), ("이동시켰어요", "이동했어요"), ("삭제시킴", "삭제함"), ("자동연결시키면", "자동연결하면"),
        ("표시시키려면", "표시하려면"),
    ])
    func formsOfSikidaBecomeFormsOfHada(_ word: String, _ expected: String) {
        let found = KoreanCausativeRule.findings(in: word + " 다음")
        #expect(found.count == 1)
        guard let first = found.first, let replacement = first.replacement else { return }
        var characters = Array(word)
        characters.replaceSubrange(first.range, with: Array(replacement))
        #expect(String(characters) == expected)
    }

    /// The byte test finds 시 and a syllable of 시키다's forms wherever
    /// they stand, and passes over 하십시오.
    @Test func theByteTestFindsSikidaAnywhere() {
        #expect(KoreanCausativeRule.mayHoldSikida("설정을 변경시킵니다"))
        #expect(KoreanCausativeRule.mayHoldSikida("시켜"))
        #expect(!KoreanCausativeRule.mayHoldSikida("설정을 변경하십시오. 시간이 걸립니다."))
        #expect(!KoreanCausativeRule.mayHoldSikida("시"))
    }

    @Test(arguments: ["앱을 종료시키세요.", "앱을 실행시켜요.", "커피를 시키세요.", "시키는 대로 하세요.", "표시됩니다.", "시간이 걸립니다.", "활성화  시키세요"])
    func otherCausativesAndOtherWordsPass(_ text: String) {
        #expect(KoreanCausativeRule.findings(in: text).isEmpty)
    }

    /// 활성화 시키세요 passed: apart from the noun, the space goes too.
    @Test func sikidaWrittenApartIsJoinedAsHada() {
        let text = "Bluetooth를 활성화 시키세요."
        let found = KoreanCausativeRule.findings(in: text)
        #expect(found.map(\.message) == ["“활성화 시키세요”: 활성화하다 takes its object itself, without 시키다; write “활성화하세요”"])
        guard let first = found.first, let replacement = first.replacement else { return }
        var characters = Array(text)
        characters.replaceSubrange(first.range, with: Array(replacement))
        #expect(String(characters) == "Bluetooth를 활성화하세요.")
    }
}
