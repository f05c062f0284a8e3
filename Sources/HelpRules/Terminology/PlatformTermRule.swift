import HelpCore

/// An interaction word that doesn't exist on the platform the copy is for.
public struct PlatformTermRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "term.platform",
        summary: "Interaction words match the platform the copy is shown on",
        rationale: """
            People can't click on iPhone or tap on a Mac, and on Apple TV they press and select. Copy \
            that uses another platform's word reads as written for someone else, and tells people to do \
            something their device can't. helpc knows which platforms each term is for from the \
            termbase (content/terms.tbx over the default one) and, for copy scoped to one platform's \
            word, rewrites it: click → tap, clicking → tapping, 클릭하여 → 탭하여. Verbs are recognized in \
            all their forms; names inside <ui>, <menu> and <kbd> are left alone. A control on the device \
            itself (the side button, the Digital Crown, the TV button: words/hardware-controls.<lang>.txt) \
            is pressed, or clicked ("double-click the side button"), on every platform: a screen word \
            for one is wrong even on iPhone, and a clicking word is right even on Apple Watch. On \
            iPad a trackpad or mouse clicks as a Mac's does: the Mac's pointer words are right in iPad \
            copy scoped to input="pointer" (the termbase's ipados+pointer), and only there. Words \
            offered as alternatives that together fit every platform of the copy ("Tap or click" in \
            copy for iPhone and Mac, 탭하거나 클릭) pass. A sentence that names the device a step is done \
            on (On your Mac, click Open; tap Done on your iPhone; Mac에서 … 클릭하세요) is judged for that \
            device, whatever the copy's scope: iPhone help tells its reader what to do on their Mac too. \
            Copy scoped to input devices is judged on the platforms that have one (input="remote" is Apple \
            TV's, input="touch" no Mac's), and the Siri Remote and its Touch surface are Apple TV's. \
            Press is for keys and the device's own buttons (Press Return, press the side button); an \
            onscreen control named after it (Press Save) is tapped on a touchscreen and clicked on a Mac, \
            and reported so, unless the copy reaches Apple TV, whose remote presses.
            """,
        severity: .error,
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="save.hint">
                  <text xml:lang="en" platform="ios ipados">↓Click the star to save this recipe.</text>
                  <text xml:lang="en" platform="macos">Click the star to save this recipe.</text>
                  <text xml:lang="ko" platform="ios ipados">별표를 탭하여 이 레시피를 저장하세요.</text>
                  <text xml:lang="ko" platform="macos">별표를 ↓탭하여 이 레시피를 저장하세요.</text>
                </string>
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" platforms="tvos">
                  <string id="play.hint"><text xml:lang="en">↓Tapping Play starts the timer.</text><text xml:lang="ko">재생을 ↓클릭하면 타이머가 시작됩니다.</text></string>
                </help>
                """#),
            Example(#"""
                <topic id="help.save">
                  <title><text xml:lang="en">Save recipes</text><text xml:lang="ko">레시피 저장</text></title>
                  <body xml:lang="en"><steps><step platform="watchos">↓Double-click the recipe.</step><step platform="macos">Double-click the recipe.</step></steps></body>
                  <body xml:lang="ko"><steps><step platform="watchos">레시피를 ↓이중 클릭하세요.</step><step platform="macos">레시피를 이중 클릭하세요.</step></steps></body>
                </topic>
                """#),
            Example(#"""
                <string id="lock.hint">
                  <text xml:lang="en" platform="ios">↓Tap the side button to lock the screen.</text>
                  <text xml:lang="ko" platform="ios">측면 버튼을 ↓탭하여 화면을 잠그세요.</text>
                </string>
                """#),
            Example(#"""
                <string id="open.hint">
                  <text xml:lang="en" platform="ios" input="pointer">↓Click a recipe to open it.</text>
                  <text xml:lang="en" platform="ipados" input="pointer touch">↓Click a recipe to open it.</text>
                  <text xml:lang="ko" platform="ios" input="pointer">레시피를 ↓클릭하여 여세요.</text>
                  <text xml:lang="ko" platform="ipados" input="pointer touch">레시피를 ↓클릭하여 여세요.</text>
                </string>
                """#),
            Example(#"""
                <string id="play.hint">
                  <text xml:lang="en" input="touch">Tap Play to start the recipe video.</text>
                  <text xml:lang="en" input="remote">↓Click Play to start the recipe video.</text>
                  <text xml:lang="ko" input="touch">재생을 탭하여 레시피 동영상을 시작하세요.</text>
                  <text xml:lang="ko" input="remote">재생을 ↓클릭하여 레시피 동영상을 시작하세요.</text>
                </string>
                """#, config: #"{ "platforms": ["ios", "tvos"] }"#),
            Example(#"""
                <string id="save.hint">
                  <text xml:lang="en" platform="macos">↓Tap or click the star to save this recipe.</text>
                  <text xml:lang="ko" platform="macos">별표를 ↓탭하거나 클릭하여 이 레시피를 저장하세요.</text>
                </string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="pay.hint">
                  <text xml:lang="en" platform="watchos">Double-click the side button, then tap Pay.</text>
                  <text xml:lang="ko" platform="watchos">측면 버튼을 두 번 클릭한 다음 결제를 탭하세요.</text>
                </string>
                """#),
            Example(#"""
                <string id="save.hint">
                  <text xml:lang="en" platform="ios ipados watchos visionos">Tap the star to save this recipe.</text>
                  <text xml:lang="en" platform="macos">Click the star to save this recipe.</text>
                  <text xml:lang="en" platform="tvos">Select the star to save this recipe.</text>
                  <text xml:lang="ko" platform="ios ipados watchos visionos">별표를 탭하여 이 레시피를 저장하세요.</text>
                  <text xml:lang="ko" platform="macos">별표를 클릭하여 이 레시피를 저장하세요.</text>
                  <text xml:lang="ko" platform="tvos">별표를 선택하여 이 레시피를 저장하세요.</text>
                </string>
                """#),
            Example(#"""
                <topic id="help.sort">
                  <title><text xml:lang="en">Sort recipes</text><text xml:lang="ko">레시피 정렬</text></title>
                  <body xml:lang="en"><steps><step platform="ios">Tap <ui>Click to Sort</ui>.</step></steps><p>Rinse the pan under tap water first.</p></body>
                  <body xml:lang="ko"><steps><step platform="ios"><ui>클릭하여 정렬</ui>을 탭하세요.</step></steps><p>탭 목록에서 클릭 수를 확인할 수 있습니다.</p></body>
                </topic>
                """#, config: #"{ "platforms": ["ios", "ipados"] }"#),
            Example(#"""
                <topic id="help.trackpad">
                  <title><text xml:lang="en">Use a trackpad</text><text xml:lang="ko">트랙패드 사용하기</text></title>
                  <body xml:lang="en"><p platform="ipados" input="pointer">Click a recipe to open it, or Control-click it to see more options.</p><p platform="ipados" input="touch">Tap a recipe to open it.</p></body>
                  <body xml:lang="ko"><p platform="ipados" input="pointer">레시피를 클릭하여 열거나 Control-클릭하여 추가 옵션을 보세요.</p><p platform="ipados" input="touch">레시피를 탭하여 여세요.</p></body>
                </topic>
                """#, config: #"{ "platforms": ["ipados"] }"#),
            Example(#"""
                <string id="save.hint">
                  <text xml:lang="en" platform="ios macos">Tap or click the star to save this recipe.</text>
                  <text xml:lang="ko" platform="ios macos">별표를 탭하거나 클릭하여 이 레시피를 저장하세요.</text>
                </string>
                """#),
        ])

    public init() {}

    /// Copy without termbase matches, most copy, is passed over before
    /// its reach is worked out.
    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        let matches = context.lexicon.termMatches(item)
        guard !matches.isEmpty else { return [] }
        return findings(in: matches, of: item.value, language: item.language,
                        reach: Reach(scope: item.text.scope, within: item.entry.platforms), context: context) { message, match, fix in
            context.diagnostic(message, about: item, offset: match.range.lowerBound,
                               fix: fix.flatMap { item.fix(replacing: $0.range, with: $0.text) })
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        let matches = context.lexicon.termMatches(text)
        guard !matches.isEmpty else { return [] }
        return findings(in: matches, of: text.value, language: text.language,
                        reach: Reach(scope: text.scope, within: text.entry.platforms), context: context) { message, match, fix in
            context.diagnostic(message, about: text, offset: match.range.lowerBound,
                               fix: fix.flatMap { text.fix(replacing: $0.range, with: $0.text) })
        }
    }

    private func findings(
        in matches: [TermMatch], of copy: String, language: String, reach: Reach, context: RuleContext,
        make: (String, TermMatch, Replacement?) -> Diagnostic
    ) -> [Diagnostic] {
        // The copy's characters, for the words around a platform verb: made
        // only for copy with one, which most copy has not.
        var characters: [Character]?
        var controls: [[Character]]?
        // Where the copy names the device a step is done on, found once.
        var places: [NamedDevice.Place]?
        // Alternatives that cover the copy's platforms ("Tap or click" in
        // copy for iPhone and Mac) give every reader their word.
        // Each match of such a run, with the platforms its run is for.
        var alternatives: [PlatformSet?] = []
        if matches.count > 1 {
            for run in TermAlternatives.runs(matches, in: copy, language: language, reach: reach.platforms, inputs: reach.inputs)
            where reach.platforms.isSubset(of: run.platforms) {
                if alternatives.isEmpty { alternatives = Array(repeating: nil, count: matches.count) }
                for index in run.indices { alternatives[index] = run.platforms }
            }
        }
        return matches.indices.compactMap { index in
            let match = matches[index]
            let isPress = match.term.text == "press" && LanguageTag.isEnglish(language)
            let allowed = match.term.platforms(inCopyFor: reach.inputs)
            guard isPress || allowed != nil, !match.term.isDeprecated else { return nil }
            // The memo's characters: made from the copy's scalars where
            // each is a character, and kept for the rules after; only once
            // a word around the match is read.
            func copyCharacters() -> [Character] {
                if let characters { return characters }
                let made = TextSegments.characters(copy)
                characters = made
                return made
            }
            // Only a verb takes a control on the device as its object (tap
            // the side button); a name or a noun (the Siri Remote) does not.
            if isPress || match.term.isVerb {
                if controls == nil { controls = context.lexicon.hardwareControls(language) }
                if HardwareControl.isObject(of: match.range, in: copyCharacters(), language: language, names: controls ?? []) {
                    return control(match, in: copyCharacters(), language: language, make: make)
                }
            }
            if isPress {
                return pressedOnScreen(match, in: copyCharacters(), reach: reach, make: make)
            }
            guard let allowed else { return nil }
            // A device the sentence names before the word ("On your Mac,
            // click") is where the step is done, whatever the copy's scope.
            if places == nil { places = NamedDevice.places(in: copy, language: language) }
            let device = places!.isEmpty ? nil
                : NamedDevice.platform(of: match.range, places: places!, characters: copyCharacters(),
                                       english: !LanguageTag.isKorean(language))
            let platforms = device.map { PlatformSet([$0]) } ?? reach.platforms
            let wrong = platforms.subtracting(allowed)
            guard !wrong.isEmpty,
                  alternatives.isEmpty || alternatives[index].map({ platforms.isSubset(of: $0) }) != true else { return nil }
            // Unscoped copy that is right somewhere is term.neutral's concern.
            guard device != nil || reach.isScoped || reach.platforms.isDisjoint(with: allowed) else { return nil }
            let suggestions = Self.suggestions(for: match, on: wrong, language: language)
            let advice = Self.advice(suggestions)
            // A word right on a platform in copy for one input device (the
            // Mac's right-click on iPad with a pointer) says how to scope it.
            let byInput = match.term.platformsByInput.filter { !$0.value.isDisjoint(with: wrong) }.sorted { $0.key < $1.key }
            let alsoFor = byInput.map { input, platforms in
                ", and for \(TermSupport.names(platforms.intersection(wrong))) in copy for a \(input.rawValue)"
            }.joined()
            let scoping = byInput.isEmpty ? "" : (advice.isEmpty ? ": " : ", or ")
                + "scope the text input=\"\(byInput.map(\.key.rawValue).joined(separator: " "))\" and give the other inputs their own"
            let message = "“\(match.text)” is for \(TermSupport.names(allowed))\(alsoFor); "
                + (advice.isEmpty ? "this copy is for \(TermSupport.names(wrong))" : TermSupport.list(advice)) + scoping
            // A fix when the whole copy is for platforms with one right word.
            var fix: String?
            if platforms.isDisjoint(with: allowed), suggestions.count == 1,
               !Self.nameGoesOn(after: match, in: copyCharacters()),
               let replacement = match.concept.terms(in: language).first(where: { $0.text == suggestions.keys.first! }) {
                fix = TermSupport.rewrite(match, as: replacement, language: language)
            }
            return make(message, match, fix.map { Replacement(range: match.range, text: $0) })
        }
    }

    /// Whether a term ending in a name is followed by more of a name — a
    /// model (this iPad Pro, this iPhone 15, this Mac Studio) — which a
    /// fix would turn into another device's model that doesn't exist.
    static func nameGoesOn(after match: TermMatch, in characters: [Character]) -> Bool {
        guard match.term.text.split(separator: " ").last?.contains(where: \.isUppercase) == true,
              match.range.upperBound + 1 < characters.count, characters[match.range.upperBound] == " " else { return false }
        let next = characters[match.range.upperBound + 1]
        return next.isNumber || next.isUppercase
            || String(characters[(match.range.upperBound + 1)...].prefix(5)).hasPrefix("mini")
    }

    /// The concept's word for each of `platforms`, with the platforms it is for.
    private static func suggestions(for match: TermMatch, on platforms: PlatformSet, language: String) -> [String: PlatformSet] {
        var suggestions: [String: PlatformSet] = [:]
        for platform in platforms {
            if let term = TermSupport.replacement(for: match, on: platform, language: language) {
                suggestions[term.text, default: []].insert(platform)
            }
        }
        return suggestions
    }

    /// "on iOS write “tap”", one for each suggested word, in a steady order.
    private static func advice(_ suggestions: [String: PlatformSet]) -> [String] {
        suggestions.sorted { $0.key < $1.key }.map { "on \(TermSupport.names($0.value)) write “\($0.key)”" }
    }

    /// "Press Save" on iPhone or a Mac: an onscreen control named after
    /// press, which is for keys and the device's buttons (Press Return,
    /// press the side button); it is tapped on a touchscreen and clicked
    /// on a Mac. Apple TV's remote presses, so copy that reaches it is
    /// left alone, and so is a name that is a key's (Press Esc, Press
    /// Command-S).
    private func pressedOnScreen(_ match: TermMatch, in characters: [Character], reach: Reach,
                                 make: (String, TermMatch, Replacement?) -> Diagnostic) -> Diagnostic? {
        guard !reach.platforms.isEmpty, !reach.platforms.contains(.tvos),
              let object = Self.nameAfter(match, in: characters) else { return nil }
        let key = object.lowercased()
        // A letter or a controller's button (Press A, press L1) is a key's
        // or a button's, and a name with a hyphen or a plus a shortcut's
        // (Command-S; Command+R, which help.shortcut rewrites).
        guard object.count > 2 || object == "OK", !object.contains("-"), !object.contains("+"),
              !KeyboardShortcutRule.keyNames.contains(key),
              !KeyboardShortcutRule.modifiers.contains(where: { $0.spellings.contains(key) }),
              !Self.otherKeysAndButtons.contains(key) else { return nil }
        let suggestions = Self.suggestions(for: match, on: reach.platforms, language: "en")
        guard !suggestions.isEmpty else { return nil }
        let advice = Self.advice(suggestions)
        let written = String(characters[match.range.lowerBound..<(Self.nameEnd(after: match, in: characters) ?? match.range.upperBound)])
        let message = "“\(written)”: press is for keys and the device's buttons, and \(object) is on the screen; "
            + TermSupport.list(advice)
        var fix: Replacement?
        if suggestions.count == 1,
           let replacement = match.concept.terms(in: "en").first(where: { $0.text == suggestions.keys.first! }),
           let text = TermSupport.rewrite(match, as: replacement, language: "en") {
            fix = Replacement(range: match.range, text: text)
        }
        return make(message, match, fix)
    }

    /// Keys and buttons of keyboards and devices that copy presses by a
    /// name of capitals, besides the keycaps' names: a keyboard's media
    /// keys among them (Press Play).
    private static let otherKeysAndButtons: Set<String> = [
        "caps", "up", "down", "left", "right", "page", "power", "volume", "sleep", "play/pause", "play", "pause", "next",
        "previous", "menu", "siri", "home",
        "print", "insert", "clear", "help", "mute", "num", "scroll", "fn", "globe", "touch",
    ]

    /// The name right after a verb (Press Save, press the Save button):
    /// the first word, past "the", when it starts with a capital letter;
    /// nil otherwise.
    static func nameAfter(_ match: TermMatch, in characters: [Character]) -> String? {
        guard let end = nameEnd(after: match, in: characters) else { return nil }
        var start = end
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return String(characters[start..<end])
    }

    /// Where the name after a verb ends, or nil when no name follows it.
    static func nameEnd(after match: TermMatch, in characters: [Character]) -> Int? {
        var start = match.range.upperBound
        guard start < characters.count, characters[start] == " " else { return nil }
        start += 1
        if characters.count >= start + 4, String(characters[start..<start + 4]) == "the " { start += 4 }
        guard start < characters.count, characters[start].isASCII, characters[start].isUppercase else { return nil }
        var end = start
        while end < characters.count, !characters[end].isWhitespace, !",.;:!?)”’".contains(characters[end]) { end += 1 }
        return end
    }

    /// A fix: characters of the copy and what they become.
    private struct Replacement {
        var range: Range<Int>
        var text: String
    }

    /// A platform's word for the screen used on a control of the device
    /// ("Tap the side button"): wrong on every platform, so reported even
    /// where the word is right for the screen. Pressing and clicking words
    /// are right for a control everywhere ("Double-click the side button"
    /// on Apple Watch), so not reported where they would be for the screen.
    private func control(_ match: TermMatch, in characters: [Character], language: String,
                         make: (String, TermMatch, Replacement?) -> Diagnostic) -> Diagnostic? {
        guard !HardwareControl.isPressing(match.term.text), !HardwareControl.isClicking(match.term.text) else { return nil }
        let english = !LanguageTag.isKorean(language)
        let term = HardwareControl.pressingTerm(in: match.concept, language: language)
        let word = term?.text ?? (english ? (match.term.text.contains("hold") ? "press and hold" : "press") : "누르다")
        let message = "“\(match.text)” is for the screen; a control on the device is pressed, on every platform: write “\(word)”"
        var fix: Replacement?
        if let term, HardwareControl.isPressing(term.text), !english {
            // 탭하여 → 눌러, 길게 터치하세요 → 길게 누르세요: 누르다 takes the 하다 ending's place.
            let after = String(characters[match.range.upperBound...].prefix(6))
            if let (length, form) = HardwareControl.koreanPressForm(replacing: after) {
                let head = term.text.hasPrefix("길게 ") ? "길게 " : ""
                fix = Replacement(range: match.range.lowerBound..<match.range.upperBound + length, text: head + form)
            }
        } else if let term, let text = TermSupport.rewrite(match, as: term, language: language) {
            fix = Replacement(range: match.range, text: text)
        }
        return make(message, match, fix)
    }
}
