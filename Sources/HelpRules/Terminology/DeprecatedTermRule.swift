import HelpCore

public struct DeprecatedTermRule: ReachTermRule {
    public static let description = RuleDescription(
        id: "term.deprecated",
        summary: "Copy doesn't use terms the termbase marks deprecated",
        rationale: """
            A deprecated term is one the team has decided against — an old name (System Preferences), \
            a word Apple's style avoids (long-press, log in for sign in, click on and tap on for click and tap), a spelling Apple doesn't use (WiFi for Wi-Fi), a developer's word in user documentation (tooltip \
            for help tag), a product name in Hangul where Apple's Korean keeps it in Latin letters (아이폰 for \
            iPhone, 에어드롭 for AirDrop). The termbase names the preferred term, and translators see the same decision \
            in their CAT tool. Where it names one, helpc fix writes it in the deprecated term's place, in its \
            form and with its capital (Logged out → Signed out).
            """,
        severity: .warning,
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="menu.hint"><text xml:lang="en" platform="ios ipados">↓Long-press a recipe to see more.</text><text xml:lang="ko" platform="ios ipados">레시피를 길게 터치하면 더 볼 수 있습니다.</text></string>
                """#),
            Example(#"""
                <string id="sync.hint"><text xml:lang="en">Recipes sync over ↓WiFi.</text><text xml:lang="ko">레시피는 Wi-Fi를 통해 동기화됩니다.</text></string>
                """#),
            Example(#"""
                <string id="mail.hint"><text xml:lang="en">Enter your ↓e-mail address.</text><text xml:lang="ko">이메일 주소를 입력하세요.</text></string>
                """#),
            Example(#"""
                <string id="share.hint"><text xml:lang="en">Share the recipe with AirDrop from your iPhone.</text><text xml:lang="ko">↓아이폰에서 ↓에어드롭으로 레시피를 공유하세요.</text></string>
                """#),
            Example(#"""
                <string id="share.hint"><text xml:lang="en" platform="macos">↓Click on Share.</text><text xml:lang="ko" platform="macos">공유를 클릭하세요.</text><text xml:lang="en" platform="ios ipados watchos visionos tvos">Choose Share.</text><text xml:lang="ko" platform="ios ipados watchos visionos tvos">공유를 선택하세요.</text></string>
                """#),
            Example(#"""
                <string id="draw.hint"><text xml:lang="en" platform="ipados">Double-tap your ↓stylus to erase.</text><text xml:lang="ko" platform="ipados">↓페이스 아이디로 잠그고 Apple Pencil을 이중 탭해 지우세요.</text></string>
                """#),
            Example(#"""
                <string id="sync.hint"><text xml:lang="en">↓Log into iCloud to sync, or ↓log out to stop.</text><text xml:lang="ko">동기화하려면 iCloud에 로그인하고, 멈추려면 로그아웃하세요.</text></string>
                """#),
            Example(#"""
                <string id="settings.hint"><text xml:lang="en" platform="macos">Open System Settings.</text><text xml:lang="ko" platform="macos">↓시스템 환경설정을 여세요.</text><text xml:lang="en" platform="ios ipados watchos visionos tvos">Open Settings.</text><text xml:lang="ko" platform="ios ipados watchos visionos tvos">설정을 여세요.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="menu.hint"><text xml:lang="en">Touch and hold a recipe to see more.</text><text xml:lang="ko">레시피를 길게 터치하면 더 볼 수 있습니다.</text></string>
                """#, config: #"{ "platforms": ["ios", "ipados"] }"#),
            Example(#"""
                <string id="login.hint"><text xml:lang="en" platform="macos">Sign in to iCloud, then add the app to Login Items in the login window.</text><text xml:lang="ko" platform="macos">iCloud에 로그인한 다음 로그인 윈도우에서 앱을 로그인 항목에 추가하세요.</text></string>
                """#),
            Example(#"""
                <string id="settings.hint"><text xml:lang="en" platform="macos">Open System Settings.</text><text xml:lang="ko" platform="macos">시스템 설정을 여세요.</text><text xml:lang="en" platform="ios ipados watchos visionos tvos">Open Settings.</text><text xml:lang="ko" platform="ios ipados watchos visionos tvos">설정을 여세요.</text></string>
                """#),
        ])

    public init() {}

    /// The concepts whose deprecated term the match is, for the copy's
    /// platforms: a word several concepts deprecate names the one of the
    /// platforms it is written for ("touchpad": a Mac's trackpad, the Siri
    /// Remote's Touch surface), and all of them in copy for both. Matches
    /// of deprecated terms are few, so the termbase is searched when one
    /// is found.
    static func concepts(deprecating match: TermMatch, for reach: Reach, in termbase: Termbase) -> [Concept] {
        let text = match.term.text.lowercased()
        let namesakes = termbase.concepts.filter { concept in
            concept.id != match.concept.id && concept.terms.contains { term in
                term.isDeprecated && term.language == match.term.language && term.text.lowercased() == text
                    && isFor(term, reach)
            }
        }
        guard !namesakes.isEmpty else { return [match.concept] }
        return isFor(match.term, reach) ? [match.concept] + namesakes : namesakes
    }

    /// Whether `term` is for one of the platforms of copy for `reach`.
    private static func isFor(_ term: HelpCore.Term, _ reach: Reach) -> Bool {
        term.platforms(inCopyFor: reach.inputs).map { !$0.isDisjoint(with: reach.platforms) } ?? true
    }

    /// Whether the match's word is deprecated in copy for `reach`. A term
    /// deprecated for some platforms only (augmented reality and headset,
    /// visionOS's) is right on the others, unless its concept names other
    /// words for them (click on in iPhone copy: tap; the platforms there
    /// pick the advice) or another concept deprecates the same word for
    /// them (touchpad: tvOS's and the Mac's).
    static func isDeprecated(_ match: TermMatch, _ language: String, for reach: Reach, in termbase: Termbase) -> Bool {
        if isFor(match.term, reach) { return true }
        let preferred = match.concept.terms(in: language).filter { $0.status == .preferred }
        if preferred.contains(where: { $0.platforms != nil }) && preferred.contains(where: { isFor($0, reach) }) { return true }
        return concepts(deprecating: match, for: reach, in: termbase).contains { $0.id != match.concept.id }
    }

    /// A term's letters without the spaces and hyphens that set its words
    /// apart, so that FaceID and 페이스아이디 read as Face ID.
    /// A name's letters with each of its words written as itself or as its
    /// reading: Face ID read 페이스 아이디 gives 페이스아이디, 페이스id, face아이디
    /// and faceid, as copy half spelt out in Hangul writes it (페이스ID).
    /// The reading alone where its words don't pair with the name's.
    static func mixedReadings(of name: String, _ reading: String) -> Set<String> {
        let names = name.split(separator: " "), readings = reading.split(separator: " ")
        guard names.count == readings.count, names.count <= 4 else { return [letters(of: reading)] }
        var spellings: Set<String> = [""]
        for (word, read) in zip(names, readings) {
            spellings = Set(spellings.flatMap { [$0 + letters(of: String(word)), $0 + letters(of: String(read))] })
        }
        return spellings
    }

    static func letters(of text: String) -> String {
        String(text.unicodeScalars.filter { !" -\u{2010}\u{2011}".unicodeScalars.contains($0) }.map(Character.init))
    }

    func findings(_ matches: [TermMatch], in value: String, _ language: String, _ reach: Reach,
                  _ context: RuleContext) -> [ReachFinding] {
        matches.compactMap { match in
            guard match.term.isDeprecated else { return nil }
            guard Self.isDeprecated(match, language, for: reach, in: context.lexicon.termbase) else { return nil }
            // Written as another concept's name for the copy's platforms
            // ("Use double tap" on Apple Watch), it is that name.
            if match.inflection.isEmpty, match.source.homonyms.contains(where: { homonym in
                homonym.platforms.map { reach.platforms.isSubset(of: $0) } ?? true
            }) {
                return nil
            }
            let allPreferred = Self.concepts(deprecating: match, for: reach, in: context.lexicon.termbase).flatMap { concept in
                concept.terms(in: language).filter { $0.status == .preferred }
            }
            let preferred = allPreferred.filter { term in term.platforms.map { !$0.isDisjoint(with: reach.platforms) } ?? true }
            // A deprecated term that is a preferred one with a word more
            // (click on, tap on) names that one alone.
            let deprecated = match.term.text.lowercased()
            let shorter = preferred.filter { deprecated.hasPrefix($0.text.lowercased() + " ") }
            // A name spelt out in Hangul (페이스 아이디) or run together
            // (FaceID) names the one it reads, not every name of its concept
            // (Touch ID, Optic ID), whatever the copy's platforms.
            let letters = Self.letters(of: deprecated)
            let read = allPreferred.filter { term in
                Self.letters(of: term.text.lowercased()) == letters
                    || term.pronunciation.map { Self.mixedReadings(of: term.text.lowercased(), $0).contains(letters) } ?? false
            }
            let chosen = !read.isEmpty ? read : shorter.isEmpty ? preferred : shorter
            // A word for some of the copy's platforms ("tap" for "Tap on" in
            // copy a Mac shows too) would trade this finding for a
            // term.neutral one: the words for all of them are advised
            // where the termbase has any.
            func coversReach(_ term: HelpCore.Term) -> Bool {
                guard term.platforms(inCopyFor: reach.inputs).map({ reach.platforms.isSubset(of: $0) }) ?? true else { return false }
                // A word for one input device (the Siri Remote's Touch
                // surface) covers copy for that device alone.
                guard let inputs = term.inputs else { return true }
                return reach.inputs.map { !$0.isEmpty && $0.isSubset(of: inputs) } ?? false
            }
            let covering = chosen.filter(coversReach)
            let everywhere = preferred.filter(coversReach)
            let advisable = !read.isEmpty ? read : !covering.isEmpty ? covering : !everywhere.isEmpty ? everywhere : chosen
            // A word that is a noun and a 하다-verb (싱크, 싱크하세요) is
            // advised as the part of speech it was written as, once.
            let samePart = advisable.filter { $0.isVerb == match.term.isVerb }
            var seen = Set<String>()
            let terms = (samePart.isEmpty ? advisable : samePart).filter { seen.insert($0.text).inserted }
            // A term ending in a period (e.g.) is matched as a word, without it.
            let abbreviation = match.term.text.hasSuffix(".") && !match.text.hasSuffix(".")
            let written = abbreviation ? match.text + "." : match.text
            // Rewritten where one term is advised, in the match's form and
            // capital; not an abbreviation, whose period may end the sentence,
            // nor a name advised as a verb ("Use 3D Touch to preview" would
            // read "Use touch and hold"), which the writer rephrases.
            let rewritable = terms.count == 1 && !abbreviation
                && (match.term.partOfSpeech == nil || terms[0].partOfSpeech == nil || match.term.isVerb == terms[0].isVerb)
            let replacement = rewritable
                ? TermSupport.rewrite(match, as: terms[0], language: language).map { (match.range, $0) } : nil
            // An inflected term is advised in its form, as the fix writes it
            // (logged in → signed in, not sign in), and a title-cased one in
            // title case (Log Out → Sign Out).
            let asWritten = !match.inflection.isEmpty || TermSupport.isTitleCased(match.text)
            let advised = if asWritten, let replacement {
                ["“\(replacement.1)”"]
            } else if asWritten {
                // aborted → stopped or canceled: each advised term in the match's form.
                terms.map { "“\(TermSupport.rewrite(match, as: $0, language: language) ?? $0.text)”" }
            } else {
                terms.map { "“\($0.text)”" }
            }
            let advice = advised.isEmpty ? "" : "; write \(TermSupport.list(advised, "or"))"
            return ReachFinding(message: "“\(written)” is deprecated in the termbase\(advice)", offset: match.range.lowerBound,
                                replacement: replacement)
        }
    }
}
