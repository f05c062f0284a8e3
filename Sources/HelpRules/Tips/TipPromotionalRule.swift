import HelpCore

public struct TipPromotionalRule: TextRule {
    public static let description = RuleDescription(
        id: "tip.promotional",
        summary: "Tips teach a feature; they don't sell",
        rationale: """
            Apple's guidance keeps promotional content out of tips: anything that advertises, sells or \
            isn't about the feature at hand. A tip that says buy, upgrade, subscribe or free trial \
            (구매, 구독, 할인, 무료 체험, 프리미엄…), or sells the feature with hype (amazing, \
            revolutionary, 놀라운), spends people's attention on a pitch and teaches them to ignore tips. The word lists ship with helpc (promotional.en, promotional.ko) and a project \
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
                  <title><text xml:lang="en">Try Our ↓Amazing PDF Export</text><text xml:lang="ko">↓놀라운 PDF 내보내기</text></title>
                  <message><text xml:lang="en">Export any recipe as a PDF.</text><text xml:lang="ko">레시피를 PDF로 내보낼 수 있습니다.</text></message>
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
        ])

    public static let copyRoles: Set<CopyRole> = [.tipTitle, .tipMessage, .tipAction]

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        switch item.role {
        case .tipTitle, .tipMessage, .tipAction: break
        default: return []
        }
        let list = context.lexicon.needleList("promotional", language: item.language)
        guard list.mayOccur(in: item.value) else { return [] }
        let korean = item.language == "ko" || item.language.hasPrefix("ko-")
        guard let (word, offset) = list.firstMatch(in: TextSearch.Haystack(item.value, ignoringCase: true),
                                                   wholeWords: !korean) else { return [] }
        return [context.diagnostic("“\(word)” is promotional; a tip describes the feature and how to use it", about: item, offset: offset)]
    }
}
