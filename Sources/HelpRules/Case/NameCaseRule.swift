import HelpCore

/// Apple's names written with other capitals.
public struct NameCaseRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "case.name",
        summary: "Product and feature names keep their own capitals",
        rationale: """
            Apple writes its names one way everywhere: iPhone, never IPhone or Iphone, even at the start \
            of a sentence; AirDrop, FaceTime, macOS, Apple TV, Face ID, Wi-Fi; Home Screen, Control \
            Center, Do Not Disturb. A name written otherwise looks careless, and the spelling check \
            lets it through (Airdrop and Macbook pass as the names they misspell). helpc compares the words of every text, \
            Latin names in Korean copy included, with the proper-nouns list that ships with it, the \
            termbase's names and the project's own (content/words/proper-nouns.txt). A name with a \
            capital inside (AirDrop, Apple TV) is reported in any other writing but all lower case \
            (airdrop is also a word) or all capitals; one starting in lower case (iPhone, macOS) in any \
            other writing at all. A name of plain words (Home Screen) is reported where a word lost its \
            capital and another shows the name was meant (the Home screen), not where a capital only \
            starts a sentence (Do not disturb the dough) or title case adds one (the Files App); Korean \
            starts no sentence with a capital, so there a name's first capital always shows it was meant \
            (App store에서 → App Store에서). A name \
            written all in lower case is reported where that writing is no English word (siri, \
            bluetooth, wi-fi, apple tv, english), as Hunspell's en_US dictionary says, and left alone \
            where it is one (airdrop, settings, finder); a name of plain words in lower case, where \
            one of them is no English word (siri remote). Names of everyday words that make no \
            everyday phrase (apple watch, face id, digital crown: the unmistakable-names list, which a \
            project extends) are reported in lower case too, and where a capital is lost at a \
            sentence's start (Digital crown). URLs, \
            addresses and names in <ui>, <menu> and <kbd> are skipped. `helpc fix` writes the name as the \
            list does.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <string id="share.hint"><text xml:lang="en">Send the recipe with ↓Airdrop or Messages.</text><text xml:lang="ko">AirDrop 또는 메시지로 레시피를 보내세요.</text></string>
                """#),
            Example(#"""
                <string id="ok.hint"><text xml:lang="en">Choose ↓Ok when the timer ends.</text><text xml:lang="ko">타이머가 끝나면 확인을 선택하세요.</text></string>
                """#),
            Example(#"""
                <string id="sync.hint"><text xml:lang="en">Your recipes stay in sync on iPhone and iPad.</text><text xml:lang="ko">↓Iphone과 iPad에서 레시피가 동기화됩니다.</text></string>
                """#),
            Example(#"""
                <string id="siri.hint"><text xml:lang="en">Ask ↓siri to start a timer over ↓bluetooth.</text><text xml:lang="ko">↓siri에게 타이머를 시작해 달라고 요청하세요.</text></string>
                """#),
            Example(#"""
                <string id="timer.hint"><text xml:lang="en">Start the timer on your ↓apple watch.</text><text xml:lang="ko">↓apple watch에서 타이머를 시작하세요.</text></string>
                """#),
            Example(#"""
                <string id="widget.hint"><text xml:lang="en">Add the widget to the ↓Home screen.</text><text xml:lang="ko">홈 화면에 위젯을 추가하세요.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="share.hint"><text xml:lang="en">iPhone keeps your recipes in iCloud, and AirDrop sends them to a friend.</text><text xml:lang="ko">iPhone은 레시피를 iCloud에 보관하고, AirDrop으로 친구에게 보냅니다.</text></string>
                """#),
            Example(#"""
                <string id="rest.hint"><text xml:lang="en">Do not disturb the dough while it rises; see www.icloud.com/recipes for more, or open settings and find the airdrop.</text><text xml:lang="ko">반죽이 부푸는 동안 건드리지 마세요.</text></string>
                """#),
            Example(#"""
                <tip id="tips.files">
                  <title><text xml:lang="en">Keep Recipes in the Files App</text><text xml:lang="ko">파일 앱에 레시피 보관하기</text></title>
                </tip>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        Self.located(Self.findings(in: item.value, language: item.language, context), in: item.value).map { found, characters in
            return context.diagnostic(Self.message(found), about: item, offset: characters.lowerBound,
                                      fix: item.fix(replacing: characters, with: found.replacement))
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return Self.located(Self.findings(in: text.value, language: text.language, context), in: text.value).map { found, characters in
            return context.diagnostic(Self.message(found), about: text, offset: characters.lowerBound,
                                      fix: text.fix(replacing: characters, with: found.replacement))
        }
    }

    /// The names written with other capitals, less those written in lower
    /// case where each word is one the English dictionary knows (airdrop,
    /// settings): Latin names are English in Korean copy too. Without the
    /// dictionary, no lower-case writing is reported.
    private static func findings(in value: String, language: String, _ context: RuleContext) -> [NameCapitals.Finding] {
        // Told by the first byte before the string compares: every text is asked.
        let korean = LanguageTag.isKorean(language)
        let found = context.lexicon.nameCapitals.findings(in: value, capitalizesSentences: !korean)
        guard found.contains(where: \.unlessEverydayWords) else { return found }
        return found.filter { finding in
            !finding.unlessEverydayWords || finding.written.split(separator: " ").contains { word in
                context.speller.dictionaryAccepts(String(word), language: "en") == false
            }
        }
    }

    private static func message(_ found: NameCapitals.Finding) -> String {
        "“\(found.written)” should be written “\(found.replacement)”: a name keeps its own capitals"
    }

    /// Each finding with its bytes as characters of `value`: a name is
    /// ASCII, so it is as many characters as bytes, starting after the
    /// characters of the bytes before it, counted on from the finding
    /// before (counted from the start for each, a long text with a name
    /// in every sentence took time with the square of its length).
    private static func located(_ found: [NameCapitals.Finding], in value: String)
        -> [(NameCapitals.Finding, Range<Int>)] {
        var counted = value.startIndex
        var before = 0
        return found.sorted { $0.bytes.lowerBound < $1.bytes.lowerBound }.map { finding in
            let start = value.utf8.index(value.utf8.startIndex, offsetBy: finding.bytes.lowerBound)
            before += value[counted..<start].count
            counted = start
            return (finding, before..<before + finding.bytes.count)
        }
    }
}
