import HelpCore

/// What a `ValueRule` finds in a text: the message, the characters of the
/// text it is about, and what to write in their place where the rule
/// knows it.
public struct ValueFinding: Equatable, Sendable {
    public var message: String
    public var range: Range<Int>
    public var replacement: String?

    public init(message: String, range: Range<Int>, replacement: String?) {
        self.message = message
        self.range = range
        self.replacement = replacement
    }
}

/// A rule that judges a text by its value alone, the same in copy and in a
/// help page's running text (not in `<ui>`, `<menu>` or `<kbd>`, which
/// quote the screen): it says what it finds in a value, and the checks
/// of both kinds come with it.
public protocol ValueRule: TextRule, TopicTextRule {
    static func findings(in value: String) -> [ValueFinding]
}

extension ValueRule {
    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        Self.findings(in: item.value).map { found in
            context.diagnostic(found.message, about: item, offset: found.range.lowerBound,
                               fix: found.replacement.flatMap { item.fix(replacing: found.range, with: $0) })
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return Self.findings(in: text.value).map { found in
            context.diagnostic(found.message, about: text, offset: found.range.lowerBound,
                               fix: found.replacement.flatMap { text.fix(replacing: found.range, with: $0) })
        }
    }
}

/// A rule whose findings are a function of one text and the project's
/// word lists (the verbs of words/verb-forms.en.txt, say): reported and
/// fixed as a `ValueRule`'s are.
public protocol LexiconValueRule: TextRule, TopicTextRule {
    static func findings(in value: String, lexicon: Lexicon) -> [ValueFinding]
}

extension LexiconValueRule {
    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        Self.findings(in: item.value, lexicon: context.lexicon).map { found in
            context.diagnostic(found.message, about: item, offset: found.range.lowerBound,
                               fix: found.replacement.flatMap { item.fix(replacing: found.range, with: $0) })
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return Self.findings(in: text.value, lexicon: context.lexicon).map { found in
            context.diagnostic(found.message, about: text, offset: found.range.lowerBound,
                               fix: found.replacement.flatMap { text.fix(replacing: found.range, with: $0) })
        }
    }
}
