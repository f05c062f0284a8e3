/// A piece of UI copy in all its languages and scopes: the body of a
/// `<title>`, `<message>`, `<button>`, `<action>`, `<state>`, `<undo>`,
/// `<string>` or an unstated tooltip.
public struct Copy: Hashable, Sendable {
    public var texts: [LocalizedText]
    /// The note for translators (`<comment>`).
    public var comment: String?
    /// Where the element holding the copy starts.
    public var location: SourceLocation
    public var suppressions: [Suppression]
    /// A width budget carried by the copy itself (an XLIFF unit's `maxwidth`),
    /// which length.limit applies whatever the kind.
    public var widthBudget: Int?

    public init(texts: [LocalizedText], comment: String? = nil, location: SourceLocation,
                suppressions: [Suppression] = [], widthBudget: Int? = nil) {
        self.texts = texts
        self.comment = comment
        self.location = location
        self.suppressions = suppressions
        self.widthBudget = widthBudget
    }

    public func texts(in language: String) -> [LocalizedText] {
        texts.filter { $0.language == language }
    }
}

/// What a piece of copy is for; budgets and case rules depend on it.
public enum CopyRole: String, Sendable, Hashable, CaseIterable {
    case tooltip
    case tipTitle, tipMessage, tipAction
    case alertTitle, alertMessage, alertButton
    case undo
    case string
    case topicTitle, topicSummary
}

/// A catalog key and the copy behind it. Every localizable piece of an entry
/// is one of these; rules and emitters iterate them instead of each entry kind.
public struct LocalizableString: Hashable, Sendable {
    public var key: String
    public var role: CopyRole
    public var copy: Copy
    /// The translator comment: the copy's own, else the entry's.
    public var comment: String?

    public init(key: String, role: CopyRole, copy: Copy, comment: String?) {
        self.key = key
        self.role = role
        self.copy = copy
        self.comment = comment
    }
}
