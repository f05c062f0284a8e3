import HelpCore

/// Copy that talks about "the user" to the person reading it.
public struct SecondPersonRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "text.second-person",
        summary: "Copy speaks to the reader as you, not as the user",
        rationale: """
            Apple's copy speaks to the person reading it: "You can export any account", "Choose where to \
            save your file". "The user can export", "Users can export" and "lets the user choose" are the \
            team's word for that person, left in from a specification; they make the reader a third party \
            in their own app, and a translator carries the distance into every language. Apple's own \
            guidelines say people, not users, where they mean others. English copy is read where the \
            user or users is the subject of a modal verb (can, must, should, will, may), follows a verb \
            that lets or asks it to act (the app lets, allows, enables, helps, asks, prompts, requires), \
            or is the possessive the user's. An imperative (Allow users to edit) is a setting about \
            other people and passes. helpc fix writes you or your. Other users (other users, all \
            users, invited users) are other people and pass, and so does a user after a word such as \
            a or each (a user who shares the budget), which is not the reader, and so does the user in copy \
            that speaks to the reader as you already (If you remove someone, the user can't see it). \
            Korean copy is not read: \
            Apple's Korean writes 사용자 for you. A warning, not in the design's catalog.
            """,
        severity: .warning,
        languages: .only(["en"]),
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="export.hint"><text xml:lang="en">↓The user can export any account as a CSV file.</text><text xml:lang="ko">모든 계정을 CSV 파일로 내보낼 수 있습니다.</text></string>
                """#),
            Example(#"""
                <tip id="tips.tags">
                  <title><text xml:lang="en">Tag Transactions</text><text xml:lang="ko">거래에 태그 지정하기</text></title>
                  <message><text xml:lang="en">↓Users can tag a transaction, and the app lets ↓the user filter by tag.</text><text xml:lang="ko">거래에 태그를 지정하고 태그별로 필터링할 수 있습니다.</text></message>
                  <rules><parameter name="hasTransactions" equals="true"/></rules>
                </tip>
                """#),
            Example(#"""
                <topic id="help.accounts">
                  <title><text xml:lang="en">Add an account</text><text xml:lang="ko">계정 추가하기</text></title>
                  <body xml:lang="en"><p>Ledger asks ↓users to name each account, and shows it in ↓the user’s sidebar.</p></body>
                  <body xml:lang="ko"><p>Ledger에서 각 계정의 이름을 지정하면 사이드바에 표시됩니다.</p></body>
                </topic>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="export.hint"><text xml:lang="en">You can export any account as a CSV file.</text><text xml:lang="ko">사용자는 모든 계정을 CSV 파일로 내보낼 수 있습니다.</text></string>
                """#),
            Example(#"""
                <string id="share.hint"><text xml:lang="en">Invite other users to your budget; invited users can add transactions, and a user who leaves keeps a copy. Each user can see the budget.</text><text xml:lang="ko">다른 사용자를 예산에 초대하세요.</text></string>
                """#),
            Example(#"""
                <string id="accounts.title"><text xml:lang="en">Users and Groups</text><text xml:lang="ko">사용자 및 그룹</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        Self.references(in: item.value).map { found in
            context.diagnostic(found.message, about: item, offset: found.range.lowerBound,
                               fix: item.fix(replacing: found.range, with: found.replacement))
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return Self.references(in: text.value).map { found in
            context.diagnostic(found.message, about: text, offset: found.range.lowerBound,
                               fix: text.fix(replacing: found.range, with: found.replacement))
        }
    }

    struct Reference: Equatable {
        /// Character offsets of "the user", "users" or "the user's".
        var range: Range<Int>
        var replacement: String
        var message: String
    }

    /// The verbs the reader is the subject of.
    static let modals: Set<String> = [
        "can", "can't", "can’t", "cannot", "must", "should", "will", "won't", "won’t", "may", "might", "could", "would",
    ]
    /// The verbs whose object the reader is, asked or let to act, in the
    /// form the app or a feature takes as their subject: an imperative
    /// (Allow users to edit, Show users) is a setting about other people.
    static let lettingVerbs: Set<String> = [
        "lets", "allows", "enables", "helps", "asks", "prompts", "requires", "tells", "reminds",
    ]

    private static let serBytes = Array("ser".utf8)
    private static let secondPerson: Set<String> = [
        "you", "your", "yours", "yourself", "you’re", "you're", "you’ll", "you'll", "you’ve", "you've", "you’d", "you'd",
    ]

    /// Where `string` calls its reader the user: "the user" or "users" as
    /// the subject of a modal or the object of a letting verb, and "the
    /// user's". Copy without "ser" is told by its bytes.
    static func references(in string: String) -> [Reference] {
        // One pass for "user" and "User" alike.
        guard string.containsBytes(serBytes) else { return [] }
        let words = TextSegments.words(string)
        // Copy that speaks to its reader already names someone else "the
        // user" (If you remove someone, the user can't see the budget).
        guard !words.contains(where: { secondPerson.contains($0.text.lowercased()) }) else { return [] }
        var found: [Reference] = []
        for index in words.indices {
            let word = words[index].text.lowercased()
            guard word.hasPrefix("user") else { continue }
            let previous = index > 0 ? words[index - 1].text.lowercased() : nil
            let possessive = word == "user's" || word == "user’s"
            guard word == "user" || word == "users" || possessive else { continue }
            // "the user": the article is part of what is replaced; "user"
            // after any other word (a user, each user) is not the reader.
            let start: Int
            if previous == "the" {
                start = index - 1
            } else if word == "users", previous == nil || lettingVerbs.contains(previous!) {
                start = index
            } else {
                continue
            }
            let before = start > 0 ? words[start - 1].text.lowercased() : nil
            let next = index + 1 < words.count ? words[index + 1].text.lowercased() : nil
            let isSubject = !possessive && next.map(modals.contains) == true
            let isObject = !possessive && before.map(lettingVerbs.contains) == true
            guard possessive || isSubject || isObject else { continue }
            let range = words[start].offset..<words[index].offset + words[index].text.count
            let capital = words[start].text.first?.isUppercase == true
            let replacement = possessive ? (capital ? "Your" : "your") : (capital ? "You" : "you")
            let written = String(TextSegments.characters(string)[range])
            found.append(Reference(range: range, replacement: replacement,
                                   message: "copy speaks to its reader: write “\(replacement)”, not “\(written)”"))
        }
        return found
    }
}
