/// One entry of a content file: a tooltip, tip, alert, undo name, string or
/// help topic. Its id is unique across the project and is the catalog key
/// (or the prefix of its keys).
public struct Entry: Hashable, Sendable {
    public var id: String { didSet { makeStrings() } }
    /// The string catalog the entry's copy goes to.
    public var table: String
    public var kind: EntryKind { didSet { makeStrings() } }
    public var comment: String? { didSet { makeStrings() } }
    public var location: SourceLocation
    /// The platforms the entry's file applies to.
    public var platforms: PlatformSet
    public var suppressions: [Suppression]
    /// Where each attribute of the entry's element stands, in document
    /// order, so findings about one (`image`, `control`, `max-length`) can
    /// point at it. A list: an element has a handful, and a dictionary for
    /// every entry was hashed, made and freed for a look-up a few entries
    /// ever need.
    public var attributeLocations: [AttributeLocation]

    /// An attribute's name (`id`, `xml:lang`) and where it stands.
    public struct AttributeLocation: Hashable, Sendable {
        public var name: String
        public var location: SourceLocation

        public init(name: String, location: SourceLocation) {
            self.name = name
            self.location = location
        }
    }

    public init(id: String, table: String, kind: EntryKind, comment: String? = nil,
                location: SourceLocation, platforms: PlatformSet = PlatformSet.all,
                suppressions: [Suppression] = [], attributeLocations: [AttributeLocation] = []) {
        self.id = id
        self.table = table
        self.kind = kind
        self.comment = comment
        self.location = location
        self.platforms = platforms
        self.suppressions = suppressions
        self.attributeLocations = attributeLocations
        makeStrings()
    }

    /// Where an attribute stands, or the element when it has none.
    public func location(ofAttribute name: String) -> SourceLocation {
        attributeLocations.first { $0.name == name }?.location ?? location
    }

    /// The element name, as written in content files.
    public var kindName: String {
        switch kind {
        case .tooltip: "tooltip"
        case .tip: "tip"
        case .alert: "alert"
        case .undo: "undo"
        case .string: "string"
        case .topic: "topic"
        }
    }

    /// Every catalog key of the entry with its copy, in document order.
    /// Made when the entry is (and again if its id, kind or comment
    /// change): the rules and emitters ask for it some ten times an entry,
    /// and making it each time was 2% of a check.
    public private(set) var localizableStrings: [LocalizableString] = []

    private mutating func makeStrings() {
        localizableStrings = Self.strings(id: id, kind: kind, comment: comment)
    }

    private static func strings(id: String, kind: EntryKind, comment: String?) -> [LocalizableString] {
        var strings: [LocalizableString] = []
        func add(_ key: String, _ role: CopyRole, _ copy: Copy?) {
            guard let copy else { return }
            strings.append(LocalizableString(key: key, role: role, copy: copy, comment: copy.comment ?? comment))
        }
        switch kind {
        case .tooltip(let tooltip):
            switch tooltip.content {
            case .copy(let copy):
                add(id, .tooltip, copy)
            case .states(let states):
                strings.reserveCapacity(states.count)
                for state in states { add("\(id).\(state.name)", .tooltip, state.copy) }
            }
        case .tip(let tip):
            strings.reserveCapacity(2 + tip.actions.count)
            add("\(id).title", .tipTitle, tip.title)
            add("\(id).message", .tipMessage, tip.message)
            for action in tip.actions { add("\(id).action.\(action.id)", .tipAction, action.copy) }
        case .alert(let alert):
            strings.reserveCapacity(2 + alert.buttons.count)
            add("\(id).title", .alertTitle, alert.title)
            add("\(id).message", .alertMessage, alert.message)
            for button in alert.buttons { add("\(id).button.\(button.id)", .alertButton, button.copy) }
        case .undo(let copy):
            add(id, .undo, copy)
        case .string(let copy):
            add(id, .string, copy)
        case .topic(let topic):
            strings.reserveCapacity(2)
            add("\(id).title", .topicTitle, topic.title)
            add("\(id).summary", .topicSummary, topic.summary)
        }
        return strings
    }
}

public enum EntryKind: Hashable, Sendable {
    case tooltip(Tooltip)
    case tip(Tip)
    case alert(Alert)
    case undo(Copy)
    case string(Copy)
    case topic(Topic)
}

public struct Tooltip: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case copy(Copy)
        case states([TooltipState])
    }

    /// The control's visible name, so the tooltip can be checked for repeating it.
    public var control: String?
    /// A per-entry width budget that replaces the project's tooltip budget.
    public var maxLength: Int?
    public var content: Content

    public init(control: String? = nil, maxLength: Int? = nil, content: Content) {
        self.control = control
        self.maxLength = maxLength
        self.content = content
    }
}

/// A tooltip for one state of a control (`<state name="on">`).
public struct TooltipState: Hashable, Sendable {
    public var name: String
    public var copy: Copy

    public init(name: String, copy: Copy) {
        self.name = name
        self.copy = copy
    }
}

public struct Tip: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable { case inline, popover }

    public var style: Style?
    /// An SF Symbol name.
    public var image: String?
    public var title: Copy?
    public var message: Copy?
    public var actions: [TipAction]
    public var rules: [TipRule]
    public var options: TipOptions?

    public init(style: Style? = nil, image: String? = nil, title: Copy? = nil, message: Copy? = nil,
                actions: [TipAction] = [], rules: [TipRule] = [], options: TipOptions? = nil) {
        self.style = style
        self.image = image
        self.title = title
        self.message = message
        self.actions = actions
        self.rules = rules
        self.options = options
    }
}

public struct TipAction: Hashable, Sendable {
    public var id: String
    public var copy: Copy

    public init(id: String, copy: Copy) {
        self.id = id
        self.copy = copy
    }
}

/// A TipKit eligibility rule.
public enum TipRule: Hashable, Sendable {
    /// `#Rule(Self.$name) { $0 == value }`
    case parameter(name: String, equals: String, location: SourceLocation)
    /// `#Rule(Self.name) { $0.donations.count >= minCount }`
    case event(name: String, minCount: Int?, location: SourceLocation)
}

public struct TipOptions: Hashable, Sendable {
    public var maxDisplayCount: Int?
    /// Seconds the tip may be shown in all before TipKit invalidates it.
    public var maxDisplayDuration: Int?
    public var ignoresDisplayFrequency: Bool?

    public init(maxDisplayCount: Int? = nil, maxDisplayDuration: Int? = nil, ignoresDisplayFrequency: Bool? = nil) {
        self.maxDisplayCount = maxDisplayCount
        self.maxDisplayDuration = maxDisplayDuration
        self.ignoresDisplayFrequency = ignoresDisplayFrequency
    }
}

public struct Alert: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case informational, confirmation, destructive }

    public var kind: Kind?
    public var title: Copy?
    public var message: Copy?
    public var buttons: [AlertButton]

    public init(kind: Kind? = nil, title: Copy? = nil, message: Copy? = nil, buttons: [AlertButton] = []) {
        self.kind = kind
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

public struct AlertButton: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable { case `default`, cancel, destructive }

    public var id: String
    public var role: Role?
    public var copy: Copy

    public init(id: String, role: Role? = nil, copy: Copy) {
        self.id = id
        self.role = role
        self.copy = copy
    }
}
