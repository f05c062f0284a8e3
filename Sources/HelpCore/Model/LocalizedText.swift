/// One `<text xml:lang>`: a piece of copy in one language for one scope.
public struct LocalizedText: Hashable, Sendable {
    private struct Fields: Hashable, Sendable {
        var language: String
        var scope: Scope
        var value: TextValue
        var sourceFingerprint: String?
        var location: SourceLocation
        var valueLocation: SourceLocation
        var suppressions: [Suppression]
        var valueBytes: Range<Int>?
        var substitutions: [Substitution]
    }

    /// The fields, in one object that copies share until one of them is
    /// changed: rules and emitters copy texts as they walk entries, and a
    /// copy counted some ten references; texts are changed only while
    /// they are made.
    private final class Box: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// The box to change: this text's own, copied first if shared.
    private mutating func changed() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        return box
    }

    public var language: String {
        get { box.fields.language }
        set { changed().fields.language = newValue }
    }
    public var scope: Scope {
        get { box.fields.scope }
        set { changed().fields.scope = newValue }
    }
    public var value: TextValue {
        get { box.fields.value }
        set { changed().fields.value = newValue }
    }
    /// The first 8 hex digits of SHA-256 over the source text this
    /// translation was made from (`source="…"`), when recorded.
    public var sourceFingerprint: String? {
        get { box.fields.sourceFingerprint }
        set { changed().fields.sourceFingerprint = newValue }
    }
    /// Where the `<text>` element starts.
    public var location: SourceLocation {
        get { box.fields.location }
        set { changed().fields.location = newValue }
    }
    /// Where its copy starts (the first character after `>`).
    public var valueLocation: SourceLocation {
        get { box.fields.valueLocation }
        set { changed().fields.valueLocation = newValue }
    }
    /// Suppressions in force on this text (its own and its ancestors').
    public var suppressions: [Suppression] {
        get { box.fields.suppressions }
        set { changed().fields.suppressions = newValue }
    }
    /// Byte offsets of a single value's raw source in the file, for fixes
    /// that rewrite it in place.
    public var valueBytes: Range<Int>? {
        get { box.fields.valueBytes }
        set { changed().fields.valueBytes = newValue }
    }
    /// Plural variables the copy refers to as `%#@name@`.
    public var substitutions: [Substitution] {
        get { box.fields.substitutions }
        set { changed().fields.substitutions = newValue }
    }

    /// Whether the value has plural forms, told without copying it out.
    public var isPlural: Bool {
        if case .plural = box.fields.value { true } else { false }
    }

    public init(
        language: String, scope: Scope = .everywhere, value: TextValue,
        sourceFingerprint: String? = nil, location: SourceLocation,
        valueLocation: SourceLocation? = nil, suppressions: [Suppression] = [],
        valueBytes: Range<Int>? = nil
    ) {
        box = Box(Fields(language: language, scope: scope, value: value, sourceFingerprint: sourceFingerprint,
                         location: location, valueLocation: valueLocation ?? location, suppressions: suppressions,
                         valueBytes: valueBytes, substitutions: []))
    }

    public static func == (a: LocalizedText, b: LocalizedText) -> Bool {
        a.box === b.box || a.box.fields == b.box.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.fields)
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
