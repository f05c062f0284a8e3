import HelpCore

/// Unscoped copy that reaches several platforms but uses one platform's word.
public struct NeutralTermRule: ReachTermRule {
    public static let description = RuleDescription(
        id: "term.neutral",
        summary: "Copy shown on several platforms uses words that work on all of them",
        rationale: """
            Text without a platform scope is shown everywhere its file applies. If it says tap and the \
            app also runs on a Mac, Mac users read an instruction for a device they aren't holding. Use \
            a word that fits every platform — choose, select (선택) — or write a text per platform with \
            platform="…". Text scoped to input devices reaches the platforms that have one: "Tap" in \
            input="touch" copy is not read on Apple TV. Words offered as alternatives that together cover the copy's platforms pass: \
            "tap or click", "Face ID, Touch ID, or Optic ID", 탭하거나 클릭, Face ID 또는 Touch ID.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <string id="save.hint"><text xml:lang="en">↓Tap the star to save this recipe.</text><text xml:lang="ko">별표를 선택하여 이 레시피를 저장하세요.</text></string>
                """#),
            Example(#"""
                <string id="save.hint"><text xml:lang="en">Choose the star to save this recipe.</text><text xml:lang="ko">별표를 ↓클릭하여 이 레시피를 저장하세요.</text></string>
                """#),
            Example(#"""
                <string id="unlock.hint"><text xml:lang="en">Unlock the journal with ↓Face ID or Touch ID.</text><text xml:lang="ko">암호로 일기를 잠금 해제하세요.</text></string>
                """#, config: #"{ "platforms": ["ios", "macos", "visionos"] }"#),
            Example(#"""
                <string id="play.hint"><text xml:lang="en">Press the ↓Touch surface to play the recipe video.</text><text xml:lang="ko">↓터치 표면을 눌러 레시피 동영상을 재생하세요.</text></string>
                """#, config: #"{ "platforms": ["ios", "tvos"] }"#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="play.hint">
                  <text xml:lang="en" input="touch">Tap Play to start the recipe video.</text>
                  <text xml:lang="en" input="remote">Press the Touch surface to start the recipe video.</text>
                  <text xml:lang="ko" input="touch">재생을 탭하여 레시피 동영상을 시작하세요.</text>
                  <text xml:lang="ko" input="remote">터치 표면을 눌러 레시피 동영상을 시작하세요.</text>
                </string>
                """#, config: #"{ "platforms": ["ios", "tvos"] }"#),
            Example(#"""
                <string id="save.hint"><text xml:lang="en">Choose the star to save this recipe.</text><text xml:lang="ko">별표를 선택하여 이 레시피를 저장하세요.</text></string>
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" platforms="ios ipados">
                  <string id="save.hint"><text xml:lang="en">Tap the star to save this recipe.</text><text xml:lang="ko">별표를 탭하여 이 레시피를 저장하세요.</text></string>
                </help>
                """#),
            Example(#"""
                <string id="save.hint"><text xml:lang="en">Tap or click the star to save this recipe.</text><text xml:lang="ko">별표를 탭하거나 클릭하여 이 레시피를 저장하세요.</text></string>
                """#, config: #"{ "platforms": ["ios", "ipados", "macos"] }"#),
            Example(#"""
                <string id="unlock.hint"><text xml:lang="en">Unlock the journal with Face ID, Touch ID, or Optic ID.</text><text xml:lang="ko">Face ID, Touch ID 또는 Optic ID로 일기를 잠금 해제하세요.</text></string>
                """#, config: #"{ "platforms": ["ios", "macos", "visionos"] }"#),
        ])

    public init() {}

    func findings(_ matches: [TermMatch], in value: String, _ language: String, _ reach: Reach,
                  _ context: RuleContext) -> [ReachFinding] {
        guard !reach.isScoped, reach.platforms.count > 1 else { return [] }
        // Alternatives are judged together: one finding for a run that
        // leaves platforms out, none for one that covers the copy's.
        var runOf: [Int: TermAlternatives.Run] = [:]
        for run in TermAlternatives.runs(matches, in: value, language: language, reach: reach.platforms,
                                             inputs: reach.inputs) {
            for index in run.indices { runOf[index] = run }
        }
        // A word of a step the sentence says is done on one device (On
        // your Mac, click Open) is for that device's readers, whichever
        // platforms show the copy: term.platform judges it there.
        let places = NamedDevice.places(in: value, language: language)
        let english = !LanguageTag.isKorean(language)
        return matches.indices.compactMap { index in
            let match = matches[index]
            if !places.isEmpty, NamedDevice.platform(of: match.range, places: places, characters: TextSegments.characters(value),
                                                     english: english) != nil {
                return nil
            }
            if let run = runOf[index] {
                guard run.indices.first == index, !reach.platforms.isSubset(of: run.platforms) else { return nil }
                return alternativesFinding(run, matches, language, reach)
            }
            guard let allowed = match.term.platforms(inCopyFor: reach.inputs), !match.term.isDeprecated,
                  !reach.platforms.isSubset(of: allowed), !reach.platforms.isDisjoint(with: allowed) else { return nil }
            let neutral = TermSupport.neutral(match.concept, language: language).map { "“\($0.text)”" }
            let instead = neutral.isEmpty ? "" : "use \(TermSupport.list(neutral, "or")), or "
            return ReachFinding(
                message: "“\(match.text)” is for \(TermSupport.names(allowed)), but this copy is also shown on \(TermSupport.names(reach.platforms.subtracting(allowed))); \(instead)give each platform its own text",
                offset: match.range.lowerBound)
        }
    }

    /// "Face ID or Touch ID" in copy that Apple Vision Pro shows too: the
    /// missing platforms' own words of the same concepts complete it.
    private func alternativesFinding(_ run: TermAlternatives.Run, _ matches: [TermMatch], _ language: String,
                                     _ reach: Reach) -> ReachFinding? {
        let members = run.indices.map { matches[$0] }
        guard !members.contains(where: \.term.isDeprecated), !reach.platforms.isDisjoint(with: run.platforms) else { return nil }
        let missing = reach.platforms.subtracting(run.platforms)
        var written = Set(members.map { $0.term.text })
        var others: [String] = []
        for match in members {
            for term in match.concept.terms(in: language) where term.status == .preferred && !written.contains(term.text) {
                guard let platforms = term.platforms, !platforms.isDisjoint(with: missing) else { continue }
                written.insert(term.text)
                others.append("“\(term.text)”")
            }
        }
        let add = others.isEmpty ? "" : "add \(TermSupport.list(others, "or")), or "
        return ReachFinding(
            message: "\(TermSupport.list(members.map { "“\($0.text)”" }, "or")) is for \(TermSupport.names(run.platforms)), but this copy is also shown on \(TermSupport.names(missing)); \(add)give each platform its own text",
            offset: members[0].range.lowerBound)
    }
}
