import HelpCore

public struct TipPromotionalRule: TextRule {
    public static let description = RuleDescription(
        id: "tip.promotional",
        summary: "Tips teach a feature; they don't sell",
        rationale: """
            Apple's guidance keeps promotional content out of tips: anything that advertises, sells or \
            isn't about the feature at hand. A tip that says upgrade, subscribe or free trial \
            (구독, 할인, 무료 체험, 프리미엄…), or tells the reader to buy (Buy Pro; 구매하세요: the nouns, \
            "each purchase" or 결제 금액, and how-to wording, "To buy an item, tap Buy" or 결제하려면, name what a \
            shopping or banking app's features are about and pass), or sells the feature with hype (amazing, \
            revolutionary, brand-new, don't miss, 놀라운, 획기적인), or names a paid tier (Pro plan, paid version; 유료 버전, Pro 요금제), or offers a deal or asks for a rating (50% off, \
            free for 7 days, ad-free, rate us; 무료로 사용해 보세요, 광고 없이, 평가해 주세요), spends people's \
            attention on a pitch and teaches them to ignore tips. The word lists ship with helpc (promotional.en and .ko, promotional-calls.en and .ko) and a project \
            extends them in content/words/.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <tip id="tips.export">
                  <title><text xml:lang="en">Export to PDF</text><text xml:lang="ko">PDF로 내보내기</text></title>
                  <message><text xml:lang="en">↓Upgrade to export any recipe as a PDF.</text><text xml:lang="ko">레시피를 PDF로 내보낼 수 있습니다.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.export">
                  <title><text xml:lang="en">Export to PDF</text><text xml:lang="ko">↓프리미엄 PDF 내보내기</text></title>
                  <message><text xml:lang="en">Export any recipe as a PDF.</text><text xml:lang="ko">↓구독하면 레시피를 PDF로 내보낼 수 있습니다.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.export">
                  <title><text xml:lang="en">Export to PDF</text><text xml:lang="ko">PDF로 내보내기</text></title>
                  <message><text xml:lang="en">Export any recipe as a PDF. ↓Buy the full version to export whole collections.</text><text xml:lang="ko">레시피를 PDF로 내보낼 수 있습니다. 모음 전체를 내보내려면 정식 버전을 ↓구매하십시오.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.export">
                  <title><text xml:lang="en">Try Our ↓Amazing PDF Export</text><text xml:lang="ko">↓놀라운 PDF 내보내기</text></title>
                  <message><text xml:lang="en">Export any recipe as a PDF.</text><text xml:lang="ko">레시피를 PDF로 내보낼 수 있습니다.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.trails">
                  <title><text xml:lang="en">Trail Picks</text><text xml:lang="ko">트레일 추천</text></title>
                  <message><text xml:lang="en">Check out our ↓brand-new trail picks.</text><text xml:lang="ko">↓획기적인 트레일 추천을 확인해 보세요.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.tags">
                  <title><text xml:lang="en">Organize with Tags</text><text xml:lang="ko">태그로 정리하기</text></title>
                  <message><text xml:lang="en">Type # and a word to add a tag. Our ↓Pro plan gives you unlimited tags.</text><text xml:lang="ko">#과 단어를 입력하여 태그를 추가하세요. ↓Pro 요금제에서는 태그를 무제한으로 쓸 수 있어요.</text></message>
                </tip>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <tip id="tips.export">
                  <title><text xml:lang="en">Export to PDF</text><text xml:lang="ko">PDF로 내보내기</text></title>
                  <message><text xml:lang="en">Export any recipe as a PDF to print or share.</text><text xml:lang="ko">레시피를 PDF로 내보내 인쇄하거나 공유할 수 있습니다.</text></message>
                </tip>
                """#),
            Example(#"""
                <string id="store.upgrade"><text xml:lang="en">Upgrade</text><text xml:lang="ko">업그레이드</text></string>
                """#),
            Example(#"""
                <tip id="tips.split">
                  <title><text xml:lang="en">Split a Purchase</text><text xml:lang="ko">결제 금액 나누기</text></title>
                  <message><text xml:lang="en">Touch and hold a purchase, then tap Split to share its cost.</text><text xml:lang="ko">결제 내역을 길게 터치한 다음 나누기를 탭하여 비용을 나누십시오.</text></message>
                </tip>
                """#),
            Example(#"""
                <tip id="tips.one-tap">
                  <title><text xml:lang="en">Check Out Faster</text><text xml:lang="ko">더 빠르게 결제하기</text></title>
                  <message><text xml:lang="en">To buy an item in one step, tap Buy Now.</text><text xml:lang="ko">한 번에 결제하려면 바로 구매를 탭하십시오.</text></message>
                </tip>
                """#),
        ])

    public static let copyRoles: Set<CopyRole> = [.tipTitle, .tipMessage, .tipAction]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        switch item.role {
        case .tipTitle, .tipMessage, .tipAction: break
        default: return []
        }
        let korean = LanguageTag.isKorean(item.language)
        let list = context.lexicon.needleList("promotional", language: item.language)
        var found = list.mayOccur(in: item.value)
            ? list.firstMatch(in: TextSearch.Haystack(item.value, ignoringCase: true), wholeWords: !korean) : nil
        // Nearly no tip names buying: the list's letters rule most out.
        if context.lexicon.needleList("promotional-calls", language: item.language).mayOccur(in: item.value),
           let call = Self.callToBuy(in: item.value, calls: context.lexicon.list("promotional-calls", language: item.language),
                                     korean: korean),
           found == nil || call.offset < found!.1 {
            found = (call.word, call.offset)
        }
        guard let (word, offset) = found else { return [] }
        return [context.diagnostic("“\(word)” is promotional; a tip describes the feature and how to use it", about: item, offset: offset)]
    }

    /// The first word of `promotional-calls` that tells the reader to buy,
    /// with its character offset: in English first in its sentence (Buy
    /// Pro.), in Korean followed by an imperative of 하다 (구매하세요,
    /// 구매하십시오, 구매해 보세요). The nouns ("each purchase", 결제 금액),
    /// how-to wording ("To buy an item, tap Buy", 결제하려면) and the -기
    /// form Korean tip titles take (더 빠르게 결제하기) name what a shopping
    /// or banking app's feature is about.
    static func callToBuy(in text: String, calls: [String], korean: Bool) -> (word: String, offset: Int)? {
        guard !calls.isEmpty else { return nil }
        let characters = TextSegments.characters(text)
        if korean {
            var best: (word: String, offset: Int)?
            for call in calls {
                let pattern = Array(call)
                guard !pattern.isEmpty, pattern.count + 1 < characters.count else { continue }
                for start in 0..<(characters.count - pattern.count - 1) where best == nil || start < best!.offset {
                    guard characters[start..<start + pattern.count].elementsEqual(pattern) else { continue }
                    let stem = characters[start + pattern.count], next = characters[start + pattern.count + 1]
                    let imperative = stem == "하" ? "세십".contains(next)
                        : stem == "해" && characters[(start + pattern.count + 1)...].starts(with: " 보")
                    if imperative {
                        best = (call, start)
                        break
                    }
                }
            }
            return best
        }
        let lowered = Set(calls.map { $0.lowercased() })
        let words = TextSegments.words(text)
        for word in words where lowered.contains(word.text.lowercased()) {
            var before = word.offset - 1
            while before >= 0, characters[before].isWhitespace { before -= 1 }
            if before < 0 || ".!?:…".contains(characters[before]) { return (word.text, word.offset) }
        }
        return nil
    }
}
