@testable import HelpRules
import Testing

/// -ㄹ 것입니다 for English's will, and the present tense the fix writes.
struct KoreanFutureTenseTests {
    @Test(arguments: [
        // 하다 and 되다, any verb's -ㄹ form in 합니다체, a consonant stem's -을 form.
        ("PDF가 생성될 것입니다.", ["생성될 것입니다→됩니다"]),
        ("파일이 열릴 겁니다. 앱을 만들 것입니다.", ["열릴 겁니다→립니다", "만들 것입니다→듭니다"]),
        ("사진을 받을 것입니다. 목록이 없을 것입니다.", ["받을 것입니다→받습니다", "없을 것입니다→없습니다"]),
        ("계속할 것입니까? 해야 할 것입니다.", ["계속할 것입니까→합니까", "할 것입니다→합니다"]),
        // 해요체: 하다, 되다, 있다 and 없다 only.
        ("공유할 수 있을 거예요. 삭제될 거예요. 저장할 거에요.", ["있을 거예요→있어요", "삭제될 거예요→돼요", "저장할 거에요→해요"]),
        ("파일이 열릴 거예요.", ["열릴 거예요→nil"]),
        // Run together with the verb, as copy types it.
        ("%lld초 후에 시작될거에요. 저장할거예요. 삭제될것입니다.", ["시작될거에요→돼요", "저장할거예요→해요", "삭제될것입니다→됩니다"]),
        ("사진일것입니다. 그것입니다. 할 거리가 많아요.", []),
        // Irregular verbs written as regular ones are: no fix.
        ("음악을 들을 것입니다. 친구를 도울 것입니다. 새 버전이 나을 겁니다.",
         ["들을 것입니다→nil", "도울 것입니다→nil", "나을 겁니다→nil"]),
        // A guess about what something is, a past adnominal form, other uses of 것.
        ("이 파일은 사진일 것입니다. 내보낸 것입니다. 할 것이 많습니다. 저장할 것을 고르세요.", []),
        ("거의 다 됐습니다. 겁이 나도 괜찮습니다.", []),
        // A past form's -을 and an adverb of a guess say a guess, not what happens.
        ("아마 파일이 깨졌을 겁니다. 저장되지 않았을 것입니다. 어쩌면 다시 시도해야 할 것입니다.", []),
        ("이 값은 너무 옛날 것입니다. 이 사진은 오늘 거예요.", []),
        ("아마 괜찮습니다. 파일이 삭제될 것입니다.", ["삭제될 것입니다→됩니다"]),
    ])
    func futureTense(_ text: String, _ expected: [String]) {
        let found = KoreanFutureTenseRule.findings(in: text).map { finding in
            let written = finding.message.split(separator: "“")[0].split(separator: "”")[0]
            return "\(written)→\(finding.replacement ?? "nil")"
        }
        #expect(found == expected, "\(text)")
        #expect(expected.isEmpty || KoreanFutureTenseRule.mayHoldFuture(text), "\(text): the byte test")
    }

    /// The byte test passes over copy that holds 거 or 것 elsewhere.
    @Test func theByteTestPassesOverOtherCopy() {
        #expect(!KoreanFutureTenseRule.mayHoldFuture("사진을 선택하거나 삭제하세요. 거의 다 됐습니다."))
        #expect(!KoreanFutureTenseRule.mayHoldFuture("내보낸 것입니다."))
        #expect(!KoreanFutureTenseRule.mayHoldFuture("고객님, 가격을 확인하세요."))
        #expect(KoreanFutureTenseRule.mayHoldFuture("할 것"))
    }

    /// The fix's range covers the syllables it rewrites and the ending.
    @Test func theFixRewritesTheVerbAndTheEnding() {
        let text = "사진을 받을 것입니다."
        let found = KoreanFutureTenseRule.findings(in: text)
        #expect(found.count == 1)
        var characters = Array(text)
        if let finding = found.first, let replacement = finding.replacement {
            characters.replaceSubrange(finding.range, with: Array(replacement))
        }
        #expect(String(characters) == "사진을 받습니다.")
    }
}
