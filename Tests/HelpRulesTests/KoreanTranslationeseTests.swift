@testable import HelpRules
import Testing

/// English constructions carried word for word into Korean, and the fixes.
struct KoreanTranslationeseTests {
    @Test(arguments: [
        ("성공적으로 저장되었습니다.", ["저장되었습니다."]),
        ("파일을 편집하는 것이 가능합니다. 사진이 저장되는 것이 가능해요. 공유하는 것이 가능하면 보내세요.",
         ["파일을 편집할 수 있습니다. 사진이 저장될 수 있어요. 공유할 수 있으면 보내세요."]),
        ("레시피 3개를 가지고 있습니다. 계정을 가지고 있으면 로그인하세요.", ["레시피 3개가 있습니다. 계정이 있으면 로그인하세요."]),
        // The subject's particle by the noun's sound, even where the object's was a slip.
        ("목록이 너무 많은 항목를 가지고 있습니다. iOS 18을 필요로 합니다.", ["목록이 너무 많은 항목이 있습니다. iOS 18이 필요합니다."]),
        ("앱을 업데이트할 필요가 있습니다. 다시 로그인할 필요가 있어요. 동기화하는 중에 있습니다. 저장하는 중에 있어요.",
         ["앱을 업데이트해야 합니다. 다시 로그인해야 해요. 동기화하는 중입니다. 저장하는 중이에요."]),
        ("앱을 재시작하는 것이 필요합니다. 기기가 연결되는 것이 필요해요. 저장하려면 로그인이 요구됩니다. 요구되는 권한을 허용하세요.",
         ["앱을 재시작해야 합니다. 기기가 연결돼야 해요. 저장하려면 로그인이 필요합니다. 필요한 권한을 허용하세요."]),
        // Seventieth session: more, one of the, and a noun of action in progress.
        ("보다 쉽고 보다 안전하게 공유하십시오. 사진을 보다 빠르게 여십시오. 업데이트가 설치 중에 있습니다. 옵션 중의 하나를 고르십시오.",
         ["더 쉽고 더 안전하게 공유하십시오. 사진을 더 빠르게 여십시오. 업데이트가 설치 중입니다. 옵션 중 하나를 고르십시오."]),
        // Seventy-first session: from, is located, requires, in order to.
        ("서버로부터 응답을 받았습니다. 친구로부터 초대를 받고 앱으로부터 알림이 옵니다.",
         ["서버에서 응답을 받았습니다. 친구에게서 초대를 받고 앱에서 알림이 옵니다."]),
        ("파일은 다운로드 폴더에 위치해 있습니다. 상단에 위치한 버튼을 탭하십시오. 설정은 메뉴에 위치합니다.",
         ["파일은 다운로드 폴더에 있습니다. 상단에 있는 버튼을 탭하십시오. 설정은 메뉴에 있습니다."]),
        ("이 기능은 iOS 18을 필요로 합니다. 인터넷 연결을 필요로 하는 기능입니다.",
         ["이 기능은 iOS 18이 필요합니다. 인터넷 연결이 필요한 기능입니다."]),
        ("이 기능을 사용하기 위해서는 로그인하십시오. 사진을 찾기 위해서는 검색하고 파일을 만들기 위해서는 탭하고 메일을 읽기 위해서는 여십시오.",
         ["이 기능을 사용하려면 로그인하십시오. 사진을 찾으려면 검색하고 파일을 만들려면 탭하고 메일을 읽으려면 여십시오."]),
        // Seventy-second session: a large number of.
        ("많은 수의 파일을 한 번에 가져오고 많은 수의 사진도 봅니다.", ["많은 파일을 한 번에 가져오고 많은 사진도 봅니다."]),
        // Seventy-sixth session: perform, after a noun of an action that takes 하다 itself.
        ("업데이트를 수행하십시오. 백업을 수행할 수 없습니다. 동기화를 수행하는 중입니다. 검사를 수행했습니다.",
         ["업데이트하십시오. 백업할 수 없습니다. 동기화하는 중입니다. 검사했습니다."]),
        // Seventy-seventh session: cannot be …, in the passive.
        ("이 항목은 삭제될 수 없습니다. 이 작업은 실행 취소될 수 없음.", ["이 항목은 삭제할 수 없습니다. 이 작업은 실행 취소할 수 없음."]),
        // Seventy-ninth session: automatically with -적.
        ("사진이 자동적으로 백업됩니다. 자동적으로는 켜지지 않습니다.", ["사진이 자동으로 백업됩니다. 자동으로는 켜지지 않습니다."]),
    ])
    func fixesRewriteTheConstruction(_ text: String, _ expected: [String]) {
        let found = KoreanTranslationeseRule.findings(in: text)
        #expect(!found.isEmpty && found.allSatisfy { $0.replacement != nil }, "\(text)")
        let fixed = ValueFixes.applying(found, to: text)
        #expect([fixed] == expected)
        #expect(KoreanTranslationeseRule.findings(in: fixed).isEmpty)
    }

    @Test(arguments: [
        // Reported for the writer to reword: the doer becomes the subject; a verb not of 하다 or 되다.
        ("이 레시피는 소유자에 의해 삭제되었습니다.", ["“소유자에 의해” carries English's passive with by into Korean; make the doer the subject (소유자가 …했습니다)"]),
        ("관리자 계정에 의한 변경입니다.", ["“계정에 의한” carries English's passive with by into Korean; make the doer the subject (계정이 …했습니다)"]),
        ("보는 것이 가능합니다.", ["“보는 것이 가능합니다” carries English's it is possible to into Korean; write the verb with -ㄹ 수 있다"]),
        ("이 기능은 사진을 공유하는 것을 허용합니다.", ["“공유하는 것을 허용합니다” carries English's allows you to into Korean; say what the reader can do (…할 수 있습니다)"]),
        ("그것을 탭하여 여세요.", ["“그것을” carries English's it into Korean; name the thing, or leave it out as Korean does"]),
        ("할 필요가 있습니다.", ["“할 필요가 있습니다” carries English's need to into Korean; write the verb with -아야/-어야 하다"]),
        ("사진을 받는 것이 필요합니다.", ["“받는 것이 필요합니다” carries English's it is necessary to into Korean; write the verb with -아야/-어야 하다"]),
        ("사람들을 팔로우하여 그들의 게시물을 확인하세요. 그녀에게 메시지를 보내세요.",
         ["“그들의” carries English's they into Korean; name the person, or leave it out as Korean does",
          "“그녀에게” carries English's she into Korean; name the person, or leave it out as Korean does"]),
        ("앱에 의해 삭제됩니다.", ["“앱에 의해” carries English's passive with by into Korean; make the doer the subject (앱이 …했습니다)"]),
        // A number is read for its particle; a Latin name's reading is unknown here, so both forms.
        ("iPhone 15에 의해 촬영되었습니다. Safari에 의해 열립니다.", ["“15에 의해” carries English's passive with by into Korean; make the doer the subject (iPhone 15가 …했습니다)",
                                                   "“Safari에 의해” carries English's passive with by into Korean; make the doer the subject (Safari이(가) …했습니다)"]),
        // A placeholder names the doer (Shared by %@): it was passed over as a one-letter word.
        ("%@에 의해 공유됨. %1$@에 의한 변경 사항", ["“%@에 의해” carries English's passive with by into Korean; make the doer the subject (%@이(가) …했습니다)",
                                          "“%1$@에 의한” carries English's passive with by into Korean; make the doer the subject (%1$@이(가) …했습니다)"]),
        ("‘품질’에 의해 정해집니다.", ["“품질’에 의해” carries English's passive with by into Korean; make the doer the subject (품질이 …했습니다)"]),
        ("파일을 관리함에 있어서 폴더를 쓰십시오.", ["“관리함에 있어서” carries English's in doing into Korean; say when or how (…할 때, …하려면)"]),
        ("문서를 편집하는 데 있어서 주의하십시오.", ["“편집하는 데 있어서” carries English's in doing into Korean; say when or how (…할 때, …하려면)"]),
        ("이 기능은 함께 편집하는 것을 가능하게 합니다.",
         ["“가능하게 합니다” carries English's makes it possible to into Korean; say what the reader can do (…할 수 있습니다)"]),
        // Korean as Korean writes it.
        ("업데이트할 필요가 없습니다. 사용 중에 있던 파일, 회의 중에 저장됩니다. 접근을 허용합니다. 그것보다 이것이 낫습니다.", []),
        ("로그인이 필요합니다. 필요한 것이 있으면 요구 사항을 확인하세요. 요구하는 권한입니다.", []),
        ("그들판에서 그녀석을 만나세요. 그 들판에서 만나세요.", []),
        // 보다 as a particle set apart or an auxiliary verb; 중에 among; 있어서 as because.
        ("이전 보다 빠릅니다. 한번 사용해 보다 보면 압니다. 사진 중에 있습니다. 파일이 폴더에 있어서 보입니다. 가능하게 되었습니다.", []),
        ("성공적인 출시였습니다. 편집이 가능합니다. 가능하면 저장하세요. 가지고 다니세요. 이에 의해 바뀝니다.", []),
        ("저장되었습니다. 편집할 수 있습니다. 소유자가 삭제했습니다. 레시피가 3개 있습니다.", []),
        ("노래를 듣기 위해서는 연결하십시오.", ["“듣기 위해서는” carries English's in order to into Korean; write the verb with -(으)려면"]),
        ("지금으로부터 3일 후입니다. 위치를 공유하고 위치 서비스를 켜십시오. 폴더의 위치한 곳, 사용하기 위해 로그인하세요.", []),
        ("파일이 많은 데 있어서 다행입니다. 많은 수를 셉니다. 수의 많은 종류, 저장하는 데 시간이 걸립니다.", []),
        ("작업을 수행합니다. 명령을 수행하십시오. 수행 결과를 보십시오. 업데이트 수행 중입니다.", []),
        // Seventy-seventh session: one of the most, and please note that.
        ("가장 인기 있는 기능 중 하나입니다.", ["“가장 … 중 하나입니다” carries English's one of the most into Korean; say what it is (…한 기능입니다) without ranking it"]),
        ("실행 취소할 수 없다는 것을 참고해 주십시오.",
         ["“없다는 것을 참고해” carries English's please note that into Korean; say it (…없습니다), or put 참고: before it"]),
        ("가격은 변경될 수 있습니다. 가장 많이 쓰는 기능입니다. 그 중 하나를 고르세요. 될 수 없는 일, 사람이 될 수 없습니다. 가장 빠릅니다. 셋 중 하나입니다.", []),
        ("저장했다는 것을 확인하세요. 참고: 실행 취소할 수 없습니다.", []),
    ])
    func reportedWithoutAFix(_ text: String, _ expected: [String]) {
        let found = KoreanTranslationeseRule.findings(in: text)
        #expect(found.map(\.message) == expected)
        #expect(found.allSatisfy { $0.replacement == nil })
    }

    /// The one-pass byte test says what a search for each word said, on
    /// texts that hold the words anywhere, among other scripts.
    @Test func bytesTellWhatTheWordsWouldHaveTold() {
        let pieces = ["성공적으로", "가능", "의해", "의한", "가지고", "필요가", "허용", "중에", "그것", "그들", "그녀", "요구", "요구됩", "필요", "것이", "것이 필요", "되", "저장", "합니다", " ", "é", "😀",
                      "보다", "중의", "하나", "에", "있어서", "데", "많은", "수의", "는", "될", "수", "없", "것을", "참고", "명심",
                      "A", "가", "필", "중", "그", "허", "성", "의", "ㄱ", "\u{1100}\u{1161}"]
        var generator = SeededNumbers(seed: 67)
        for _ in 0..<3000 {
            let text = generator.text(of: pieces, fewerThan: 6)
            let expected = KoreanTranslationeseRule.needles.contains { text.containsBytes($0) }
            #expect(KoreanTranslationeseRule.mayHoldTranslationese(text) == expected, "\(text)")
        }
    }
}
