import HelpCore

/// Where copy is read, for terminology: the platforms it reaches, whether
/// the writer scoped it to them, and the input devices it is for.
struct Reach {
    var platforms: PlatformSet
    /// The copy (or its block) names its platforms, or its file reaches one.
    var isScoped: Bool
    var inputs: InputSet?

    /// Copy for input devices reaches only the platforms that have one of
    /// them (a text for the Siri Remote is read on Apple TV alone), unless
    /// none of its platforms does. `available`: the entry's platforms (the
    /// entry is not passed: a call copied it whole).
    init(scope: Scope, within available: PlatformSet) {
        var platforms = scope.platforms(within: available)
        if let inputs = scope.inputs {
            let narrowed = platforms.intersection(inputs.platforms)
            if !narrowed.isEmpty { platforms = narrowed }
        }
        self.platforms = platforms
        isScoped = scope.platforms != nil || platforms.count == 1
        inputs = scope.inputs
    }
}

enum TermSupport {
    static func names(_ platforms: PlatformSet) -> String {
        platforms.displayNames()
    }

    static func list(_ items: [String], _ conjunction: String = "and") -> String {
        items.joinedAsList(conjunction)
    }

    /// The term of the match's concept to use on `platform`: a preferred
    /// term made for the platform, else a preferred term for every platform.
    static func replacement(for match: TermMatch, on platform: Platform, language: String) -> Term? {
        let candidates = match.concept.terms(in: language).filter { !$0.isDeprecated }
        let ranked = candidates.filter { $0.platforms?.contains(platform) ?? false }
            .sorted { ($0.status == .preferred ? 0 : 1) < ($1.status == .preferred ? 0 : 1) }
        return ranked.first ?? neutral(match.concept, language: language).first
    }

    /// Terms of the concept for every platform, preferred first; not a
    /// term for one input device (Apple TV Remote), which fits no more
    /// platforms than the one it would replace.
    static func neutral(_ concept: Concept, language: String) -> [Term] {
        concept.terms(in: language).filter { !$0.isDeprecated && $0.platforms == nil && $0.inputs == nil }
            .sorted { ($0.status == .preferred ? 0 : 1) < ($1.status == .preferred ? 0 : 1) }
    }

    /// `replacement` written the way `match` was: same inflection, and a
    /// capital first letter where the original had one, unless it is a
    /// name, whose capitals are its own.
    static func rewrite(_ match: TermMatch, as replacement: Term, language: String) -> String? {
        var text = replacement.text
        if LanguageTag.isEnglish(language) {
            if !match.inflection.isEmpty {
                var words = text.split(separator: " ").map(String.init)
                if replacement.partOfSpeech == "noun" {
                    // menubars → menu bars: a noun's plural is its last word's.
                    words[words.count - 1] = TermIndex.plural(of: words[words.count - 1])
                } else {
                    // logged out → signed out; tapping and holding → touching
                    // and holding: a verb changes its first word, and its
                    // last too where "and" or "or" joins two.
                    let coordinated = words.dropFirst().dropLast().contains { $0 == "and" || $0 == "or" }
                    words[0] = TermIndex.inflect(words[0], match.inflection)
                    if coordinated { words[words.count - 1] = TermIndex.inflect(words[words.count - 1], match.inflection) }
                }
                text = words.joined(separator: " ")
            }
            if replacement.partOfSpeech == "properNoun" {
                // A name keeps its own capitals: Mac OS → macOS, not MacOS.
                return text
            } else if isTitleCased(match.text) && !isTitleCased(match.term.text) {
                // Log Out → Sign Out: a name written with every word capitalized keeps that;
                // not a term whose capitals are its own (MacBook Pros → MacBook Pro computers).
                text = text.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
            } else if match.text.first?.isUppercase == true, let first = text.first {
                text = first.uppercased() + text.dropFirst()
            }
            return text
        }
        // Korean 하다-verbs are matched by their noun; a -다 verb has other forms.
        return text.hasSuffix("다") ? nil : text
    }
}

extension TermSupport {
    /// Whether `text` has two words or more, each starting with a capital
    /// (a button's or a menu item's title case: Log Out, Tap And Hold).
    static func isTitleCased(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        return words.count > 1 && words.allSatisfy { $0.first?.isUppercase == true }
    }
}

/// What a `ReachTermRule` reports about a match: its message, where, and
/// the text that replaces the match's characters when one word fits.
struct ReachFinding {
    var message: String
    var offset: Int
    var replacement: (range: Range<Int>, text: String)?
}

/// A term rule that judges each termbase match by the platforms the text
/// reaches, in help copy and topic text alike.
protocol ReachTermRule: TextRule, TopicTextRule {
    /// The findings for the matches this rule reports, in the copy `value`.
    func findings(_ matches: [TermMatch], in value: String, _ language: String, _ reach: Reach,
                  _ context: RuleContext) -> [ReachFinding]
}

/// Copy without termbase matches, most copy, is passed over before its
/// reach is worked out: a rule reports only about matches.
extension ReachTermRule {
    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        let matches = context.lexicon.termMatches(item)
        guard !matches.isEmpty else { return [] }
        return findings(matches, in: item.value, item.language, Reach(scope: item.text.scope, within: item.entry.platforms), context).map {
            context.diagnostic($0.message, about: item, offset: $0.offset,
                               fix: $0.replacement.flatMap { item.fix(replacing: $0.range, with: $0.text) })
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        let matches = context.lexicon.termMatches(text)
        guard !matches.isEmpty else { return [] }
        return findings(matches, in: text.value, text.language, Reach(scope: text.scope, within: text.entry.platforms), context).map {
            context.diagnostic($0.message, about: text, offset: $0.offset,
                               fix: $0.replacement.flatMap { text.fix(replacing: $0.range, with: $0.text) })
        }
    }
}
