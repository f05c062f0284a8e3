/// How much a diagnostic matters. `off` only appears in configuration: a rule
/// set to `off` produces no diagnostics at all.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    case off
    case warning
    case error

    private var rank: Int {
        switch self {
        case .off: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One finding, from the loader or a rule. Reporters render these; nothing
/// below the command line prints.
public struct Diagnostic: Hashable, Sendable {
    public var location: SourceLocation
    public var severity: Severity
    public var ruleID: String
    public var message: String
    /// The id of the entry the finding belongs to, when there is one.
    public var entry: String?
    /// The language of the copy the finding is about, when there is one.
    public var language: String?
    /// Suppressions in force where the diagnostic points; the rule engine
    /// moves a diagnostic whose rule one of them names to the suppressed list.
    public var suppressions: [Suppression]
    /// A mechanical correction `helpc fix` can apply.
    public var fix: Fix?

    public init(
        _ ruleID: String,
        _ severity: Severity,
        at location: SourceLocation,
        _ message: String,
        entry: String? = nil,
        language: String? = nil,
        suppressions: [Suppression] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.location = location
        self.message = message
        self.entry = entry
        self.language = language
        self.suppressions = suppressions
    }

    /// Report order: file, line, column, then rule id, then message, so the
    /// output never depends on which thread finished first.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        if a.message != b.message { return a.message < b.message }
        return (a.language ?? "") < (b.language ?? "")
    }
}

/// Replace the bytes `range` of the diagnostic's file, which must still read
/// `original`, with `replacement`. The check keeps a fix from landing on a
/// file that changed.
public struct Fix: Hashable, Sendable {
    public var range: Range<Int>
    public var original: String
    public var replacement: String
    /// Where the fix's characters are in a run of text that may be written
    /// with character references (Privacy &amp; Security): `range` counts
    /// them as the characters they stand for, and the applier finds the
    /// run's real bytes from its source.
    public var text: TextPlace?

    /// A run of text: its raw source's bytes, its value, and the characters
    /// of the value the fix replaces. The replacement is text, whose & and
    /// < the applier writes as references, unless it is markup (<ui>…</ui>,
    /// its text escaped by the rule that made it).
    public struct TextPlace: Hashable, Sendable {
        public var bytes: Range<Int>
        public var value: String
        public var characters: Range<Int>
        public var replacementIsMarkup: Bool

        public init(bytes: Range<Int>, value: String, characters: Range<Int>, replacementIsMarkup: Bool = false) {
            self.bytes = bytes
            self.value = value
            self.characters = characters
            self.replacementIsMarkup = replacementIsMarkup
        }
    }

    public init(range: Range<Int>, original: String, replacement: String, text: TextPlace? = nil) {
        self.range = range
        self.original = original
        self.replacement = replacement
        self.text = text
    }

    /// A fix replacing the characters `characters` of `value`, whose raw
    /// source is `bytes`; nil when the bytes are not known. Where the raw
    /// source writes a character as a reference (&amp;, &#x2026;), the
    /// applier places the fix by reading the source.
    public static func replacing(_ characters: Range<Int>, of value: String, at bytes: Range<Int>?,
                                 with replacement: String, markup: Bool = false) -> Fix? {
        guard let bytes else { return nil }
        let start = CharacterPositions.position(at: characters.lowerBound, in: value)
        let end = CharacterPositions.position(at: characters.upperBound, in: value)
        let byteStart = bytes.lowerBound + start.utf8Offset
        let written = bytes.count != value.utf8.count
            ? TextPlace(bytes: bytes, value: value, characters: characters, replacementIsMarkup: markup) : nil
        return Fix(range: byteStart..<bytes.lowerBound + end.utf8Offset, original: String(value[start.index..<end.index]),
                   replacement: replacement, text: written)
    }
}

/// An `ignore="rule.id …" because="…"` attribute pair, in force on its element
/// and everything inside it.
public struct Suppression: Hashable, Sendable {
    public var ruleIDs: [String]
    public var reason: String?
    public var location: SourceLocation

    public init(ruleIDs: [String], reason: String?, location: SourceLocation) {
        self.ruleIDs = ruleIDs
        self.reason = reason
        self.location = location
    }

    public func covers(_ ruleID: String) -> Bool { ruleIDs.contains(ruleID) }
}
