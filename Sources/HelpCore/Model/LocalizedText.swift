/// One `<text xml:lang>`: a piece of copy in one language for one scope.
public struct LocalizedText: Hashable, Sendable {
    public var language: String
    public var scope: Scope
    public var value: TextValue
    /// The first 8 hex digits of SHA-256 over the source text this
    /// translation was made from (`source="…"`), when recorded.
    public var sourceFingerprint: String?
    /// Where the `<text>` element starts.
    public var location: SourceLocation
    /// Where its copy starts (the first character after `>`).
    public var valueLocation: SourceLocation
    /// Suppressions in force on this text (its own and its ancestors').
    public var suppressions: [Suppression]
    /// Byte offsets of a single value's raw source in the file, for fixes
    /// that rewrite it in place.
    public var valueBytes: Range<Int>?
    /// Plural variables the copy refers to as `%#@name@`.
    public var substitutions: [Substitution] = []

    public init(
        language: String, scope: Scope = .everywhere, value: TextValue,
        sourceFingerprint: String? = nil, location: SourceLocation,
        valueLocation: SourceLocation? = nil, suppressions: [Suppression] = [],
        valueBytes: Range<Int>? = nil
    ) {
        self.valueBytes = valueBytes
        self.language = language
        self.scope = scope
        self.value = value
        self.sourceFingerprint = sourceFingerprint
        self.location = location
        self.valueLocation = valueLocation ?? location
        self.suppressions = suppressions
    }

    /// The format specifiers of each string a reader may see, in order.
    public var placeholders: [[Placeholder]] { strings.map(Placeholder.all(in:)) }

    /// Every string a reader may see: the single value, or each plural form.
    public var strings: [String] {
        switch value {
        case .single(let string): [string]
        case .plural(let plural): plural.forms.map(\.value)
        }
    }
}

public enum TextValue: Hashable, Sendable {
    case single(String)
    case plural(PluralText)
}

/// A text with `plural="%lld"`: one string per CLDR category.
public struct PluralText: Hashable, Sendable {
    /// The format specifier that selects the form, e.g. `%lld`.
    public var specifier: String
    public var forms: [PluralForm]

    public init(specifier: String, forms: [PluralForm]) {
        self.specifier = specifier
        self.forms = forms
    }

    public func form(_ category: PluralCategory) -> PluralForm? {
        forms.first { $0.category == category }
    }
}

public struct PluralForm: Hashable, Sendable {
    public var category: PluralCategory
    public var value: String
    public var location: SourceLocation
    /// Byte offsets of the form's raw source in the file.
    public var valueBytes: Range<Int>?

    public init(category: PluralCategory, value: String, location: SourceLocation, valueBytes: Range<Int>? = nil) {
        self.category = category
        self.value = value
        self.location = location
        self.valueBytes = valueBytes
    }
}

/// CLDR plural categories, in CLDR's order.
public enum PluralCategory: String, CaseIterable, Sendable, Hashable, Comparable {
    case zero, one, two, few, many, other

    public static func < (a: PluralCategory, b: PluralCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A plural variable inside copy (`%#@recipes@`), as string catalogs hold
/// them: `<substitution name="recipes" xml:lang="en" plural="%lld">` with
/// one form per CLDR category, where `%arg` stands for the number.
public struct Substitution: Hashable, Sendable {
    public var name: String
    public var language: String
    public var scope: Scope
    /// The 1-based argument the variable formats; nil: its place among the
    /// copy's specifiers.
    public var argument: Int?
    /// The specifier of the argument, e.g. `%lld`.
    public var specifier: String
    public var forms: [PluralForm]
    public var location: SourceLocation

    public init(name: String, language: String, scope: Scope = .everywhere, argument: Int? = nil, specifier: String,
                forms: [PluralForm], location: SourceLocation) {
        self.name = name
        self.language = language
        self.scope = scope
        self.argument = argument
        self.specifier = specifier
        self.forms = forms
        self.location = location
    }
}
