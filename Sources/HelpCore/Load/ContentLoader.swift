/// Turns a content file into model values: parse and check with libxml2
/// (`XMLReader`), explain structural mistakes (`ContentGrammar`), then map
/// elements to entries. The mapping trusts the schema for structure and
/// checks only what a schema cannot say.
public struct ContentLoader: Sendable {
    public let schema: XMLSchema

    public init(schema: XMLSchema) {
        self.schema = schema
    }

    /// A loader with the schema that ships with helpc.
    public static func bundled() throws -> ContentLoader {
        ContentLoader(schema: try Resources.contentSchema())
    }

    public struct Result: Sendable {
        /// Nil when the file could not be read as helpc content.
        public var file: ContentFile?
        public var diagnostics: [Diagnostic]
    }

    /// `checksStructure` false skips the grammar's explanations and the
    /// schema, for bytes a build already checked under the same setup: the
    /// build cache holds what those checks said, and they would say it again.
    public func load(_ bytes: [UInt8], path: String, config: Config, checksStructure: Bool = true) -> Result {
        var builder = Builder(path: path, config: config)
        let read = checksStructure
            ? XMLReader.read(bytes, file: path, schema: schema, precheck: ContentGrammar.explain) { builder.file($0) }
            : XMLReader.read(bytes, file: path) { builder.file($0) }
        return Result(file: read.model, diagnostics: read.diagnostics + builder.diagnostics)
    }

    private struct Builder {
        let path: String
        let config: Config
        var diagnostics: [Diagnostic] = []
        var declared: [Suppression] = []
        private var declaredOnce: Set<Suppression> = []
        var table = ""

        init(path: String, config: Config) {
            self.path = path
            self.config = config
        }

        mutating func file(_ root: XMLElementView) -> ContentFile {
            let stem = path.split(separator: "/").last.map(String.init) ?? path
            table = root["table"] ?? (stem.hasSuffix(".xml") ? String(stem.dropLast(4)) : stem)
            var platforms = PlatformSet(config.platforms)
            if let attribute = root.attribute("platforms") {
                let narrowed = platforms.intersection(Self.platforms(attribute.value))
                if narrowed.isEmpty {
                    diagnostics.append(Diagnostic(
                        "xml.schema", .error, at: attribute.location,
                        "platforms=\"\(attribute.value)\" names none of the project's platforms (\(config.platforms.map(\.rawValue).joined(separator: " "))); the file would reach no one"))
                }
                platforms = narrowed
            }
            let inherited = suppressions(of: root, inherited: [])
            // As many places as the root has elements, made at once: grown an
            // entry at a time, a file's list ended up to twice as large as
            // its entries, a seventh of a large table's models.
            let elements = root.elements
            var entries: [Entry] = []
            entries.reserveCapacity(elements.count)
            for element in elements {
                if let entry = entry(element, platforms: platforms, inherited: inherited) { entries.append(entry) }
            }
            return ContentFile(path: path, table: table, platforms: platforms, entries: entries,
                               suppressions: declared, escapedRuns: root.escapedRuns)
        }

        // MARK: Entries

        mutating func entry(_ element: XMLElementView, platforms: PlatformSet, inherited: [Suppression]) -> Entry? {
            let id = element["id"] ?? ""
            let own = suppressions(of: element, inherited: inherited)
            let comment = self.comment(in: element)
            let kind: EntryKind
            switch element.name {
            case "tooltip":
                let states = element.elements(named: "state")
                let content: Tooltip.Content = states.isEmpty
                    ? .copy(copy(element, inherited: inherited))
                    : .states(states.map { TooltipState(name: $0["name"] ?? "", copy: copy($0, inherited: own)) })
                kind = .tooltip(Tooltip(control: element["control"], maxLength: element["max-length"].flatMap(Int.init),
                                        content: content))
            case "tip":
                kind = .tip(Tip(
                    style: element["style"].flatMap(Tip.Style.init(rawValue:)),
                    image: element["image"],
                    title: element.firstElement(named: "title").map { copy($0, inherited: own) },
                    message: element.firstElement(named: "message").map { copy($0, inherited: own) },
                    actions: element.elements(named: "action").map { TipAction(id: $0["id"] ?? "", copy: copy($0, inherited: own)) },
                    rules: element.firstElement(named: "rules").map(tipRules) ?? [],
                    options: element.firstElement(named: "options").map {
                        TipOptions(maxDisplayCount: $0["max-display-count"].flatMap(Int.init),
                                   maxDisplayDuration: $0["max-display-duration"].flatMap(Int.init),
                                   ignoresDisplayFrequency: $0["ignores-display-frequency"].map { $0 == "true" || $0 == "1" })
                    }))
            case "alert":
                kind = .alert(Alert(
                    kind: element["kind"].flatMap(Alert.Kind.init(rawValue:)),
                    title: element.firstElement(named: "title").map { copy($0, inherited: own) },
                    message: element.firstElement(named: "message").map { copy($0, inherited: own) },
                    buttons: element.elements(named: "button").map {
                        AlertButton(id: $0["id"] ?? "", role: $0["role"].flatMap(AlertButton.Role.init(rawValue:)),
                                    copy: copy($0, inherited: own))
                    }))
            case "undo":
                kind = .undo(copy(element, inherited: inherited))
            case "string":
                kind = .string(copy(element, inherited: inherited))
            case "topic":
                kind = .topic(Topic(
                    order: element["order"].flatMap(Int.init),
                    parent: element["parent"],
                    title: element.firstElement(named: "title").map { copy($0, inherited: own) },
                    summary: element.firstElement(named: "summary").map { copy($0, inherited: own) },
                    bodies: element.elements(named: "body").map { body($0, inherited: own) }))
            default:
                return nil
            }
            let attributeLocations = element.attributeLocations
            return Entry(id: id, table: table, kind: kind, comment: comment, location: element.location,
                         platforms: platforms, suppressions: own, attributeLocations: attributeLocations)
        }

        func tipRules(_ element: XMLElementView) -> [TipRule] {
            element.elements.compactMap { rule in
                switch rule.name {
                case "parameter":
                    .parameter(name: rule["name"] ?? "", equals: rule["equals"] ?? "", location: rule.location)
                case "event":
                    .event(name: rule["name"] ?? "", minCount: rule["min-count"].flatMap(Int.init), location: rule.location)
                default:
                    nil
                }
            }
        }

        // MARK: Copy

        /// The `<text>` children of `element`, with its comment. `inherited`
        /// are the suppressions of the element's ancestors.
        mutating func copy(_ element: XMLElementView, inherited: [Suppression]) -> Copy {
            let own = suppressions(of: element, inherited: inherited)
            var texts = element.elements(named: "text").map { text($0, inherited: own) }
            let substitutions = element.elements(named: "substitution").map { substitution($0) }
            for index in texts.indices {
                texts[index].substitutions = substitutions.filter {
                    $0.language == texts[index].language
                        && ($0.scope.isUnscoped || $0.scope.overlaps(texts[index].scope, within: PlatformSet.all))
                }
            }
            return Copy(texts: texts, comment: comment(in: element), location: element.location,
                        suppressions: own)
        }

        mutating func text(_ element: XMLElementView, inherited: [Suppression]) -> LocalizedText {
            let own = suppressions(of: element, inherited: inherited)
            let value: TextValue
            // Worked out once: a location is counted from the line table.
            let location = element.location
            var valueLocation = location
            let valueBytes: Range<Int>?
            if let specifier = element["plural"] {
                let forms = element.elements.compactMap { form -> PluralForm? in
                    guard let category = PluralCategory(rawValue: form.name) else { return nil }
                    return Self.pluralForm(category, form)
                }
                valueLocation = forms.first?.location ?? location
                value = .plural(PluralText(specifier: specifier, forms: forms))
                valueBytes = nil
            } else if let only = element.soleText {
                valueLocation = only.location
                value = .single(only.value)
                valueBytes = Self.sourceBytes(of: only)
            } else {
                let children = element.children
                let only = XMLElementView.onlyText(of: children)
                if let first = XMLElementView.firstText(in: children) { valueLocation = first.location }
                value = .single(only?.value ?? element.textContent)
                valueBytes = only.flatMap(Self.sourceBytes)
            }
            return LocalizedText(
                language: element["xml:lang"] ?? config.sourceLanguage,
                scope: scope(of: element),
                value: value,
                sourceFingerprint: element["source"],
                location: location,
                valueLocation: valueLocation,
                suppressions: own,
                valueBytes: valueBytes)
        }

        /// A plural form, its children read once for its value, location and bytes.
        static func pluralForm(_ category: PluralCategory, _ form: XMLElementView) -> PluralForm {
            if let only = form.soleText {
                return PluralForm(category: category, value: only.value, location: only.location,
                                  valueBytes: sourceBytes(of: only))
            }
            let children = form.children
            let only = XMLElementView.onlyText(of: children)
            return PluralForm(category: category, value: only?.value ?? form.textContent,
                              location: XMLElementView.firstText(in: children)?.location ?? form.location,
                              valueBytes: only.flatMap(sourceBytes))
        }

        /// The byte range of a run of text that is all of an element's
        /// content (a fix can then rewrite it; the applier still checks the bytes).
        static func sourceBytes(of text: XMLText) -> Range<Int>? {
            guard text.sourceEnd >= text.sourceStart else { return nil }
            return text.sourceStart..<text.sourceEnd
        }

        mutating func substitution(_ element: XMLElementView) -> Substitution {
            let forms = element.elements.compactMap { form -> PluralForm? in
                guard let category = PluralCategory(rawValue: form.name) else { return nil }
                return Self.pluralForm(category, form)
            }
            return Substitution(name: element["name"] ?? "", language: element["xml:lang"] ?? config.sourceLanguage,
                                scope: scope(of: element), argument: element["argument"].flatMap(Int.init),
                                specifier: element["plural"] ?? "%lld", forms: forms, location: element.location)
        }

        func comment(in element: XMLElementView) -> String? {
            element.firstElement(named: "comment").map {
                $0.textContent.trimmingWhiteSpace()
            }
        }

        // MARK: Topics

        mutating func body(_ element: XMLElementView, inherited: [Suppression]) -> TopicBody {
            let own = suppressions(of: element, inherited: inherited)
            return TopicBody(language: element["xml:lang"] ?? config.sourceLanguage,
                             blocks: element.elements.compactMap { block($0, inherited: own) },
                             location: element.location, suppressions: own,
                             contentBytes: element.span.contentEnd > element.span.contentStart
                                 ? element.span.contentStart..<element.span.contentEnd : nil,
                             sourceFingerprint: element["source"])
        }

        mutating func block(_ element: XMLElementView, inherited: [Suppression]) -> Block? {
            let own = suppressions(of: element, inherited: inherited)
            let kind: Block.Kind
            switch element.name {
            case "p": kind = .paragraph(inlines(element, inherited: own))
            case "note": kind = .note(inlines(element, inherited: own))
            case "step": kind = .step(inlines(element, inherited: own))
            case "li": kind = .item(inlines(element, inherited: own))
            case "steps": kind = .steps(element.elements.compactMap { block($0, inherited: own) })
            case "ul": kind = .list(element.elements.compactMap { block($0, inherited: own) })
            case "image": kind = .image(src: element["src"] ?? "", alt: element["alt"])
            case "section":
                let title = element.firstElement(named: "title")
                kind = .section(
                    title: title.map { inlines($0, inherited: suppressions(of: $0, inherited: own)) } ?? [],
                    blocks: element.elements.filter { $0.name != "title" }.compactMap { block($0, inherited: own) })
            default: return nil
            }
            return Block(kind: kind, scope: scope(of: element), location: element.location, suppressions: own)
        }

        mutating func inlines(_ element: XMLElementView, inherited: [Suppression]) -> [Inline] {
            if let text = element.soleText {
                return [Inline(kind: .text(text.value), location: text.location, suppressions: inherited,
                               sourceBytes: text.sourceStart..<max(text.sourceStart, text.sourceEnd))]
            }
            let nodes = element.children
            // Room for every node at once: a paragraph's runs and elements
            // were appended one by one, the list grown and copied as it went.
            var result: [Inline] = []
            result.reserveCapacity(nodes.count)
            for node in nodes {
                switch node {
                case .text(let text):
                    result.append(Inline(kind: .text(text.value), location: text.location, suppressions: inherited,
                                         sourceBytes: text.sourceStart..<max(text.sourceStart, text.sourceEnd)))
                case .element(let child):
                    let own = suppressions(of: child, inherited: inherited)
                    let children = inlines(child, inherited: own)
                    let kind: Inline.Kind
                    switch child.name {
                    case "ui": kind = .ui(children)
                    case "menu": kind = .menu(children)
                    case "kbd": kind = .kbd(children)
                    case "term": kind = .term(children)
                    case "em": kind = .emphasis(children)
                    case "link":
                        let target: LinkTarget = child["topic"].map(LinkTarget.topic) ?? .href(child["href"] ?? "")
                        kind = .link(target, children)
                    default: continue
                    }
                    result.append(Inline(kind: kind, scope: scope(of: child), location: child.location, suppressions: own))
                }
            }
            return result
        }

        // MARK: Attributes

        /// Platform and input lists already read in this file, by attribute
        /// value: the elements that narrow their scope repeat a few lists.
        var platformLists: [String: PlatformSet] = [:]
        var inputLists: [String: InputSet] = [:]

        mutating func scope(of element: XMLElementView) -> Scope {
            var scope = Scope()
            if let list = element["platform"] {
                scope.platforms = Self.read(list, rememberedIn: &platformLists, by: Self.platforms)
            }
            if let list = element["input"] {
                scope.inputs = Self.read(list, rememberedIn: &inputLists) { list in
                    InputSet(list.split(separator: " ").compactMap { InputDevice(rawValue: String($0)) })
                }
            }
            return scope
        }

        private static func read<Value>(_ list: String, rememberedIn lists: inout [String: Value],
                                        by make: (String) -> Value) -> Value {
            if let known = lists[list] { return known }
            let value = make(list)
            lists[list] = value
            return value
        }

        static func platforms(_ list: String) -> PlatformSet {
            PlatformSet(list.split(whereSeparator: \.isBlankSpace).compactMap { Platform(rawValue: String($0)) })
        }

        /// The element's own `ignore`/`because` (recorded as declared) added
        /// to those it inherits.
        mutating func suppressions(of element: XMLElementView, inherited: [Suppression]) -> [Suppression] {
            guard let ignore = element.attribute("ignore") else {
                if let because = element.attribute("because") {
                    declared.append(Suppression(ruleIDs: [], reason: because.value, location: because.location))
                }
                return inherited
            }
            let suppression = Suppression(
                ruleIDs: ignore.value.split(whereSeparator: \.isBlankSpace).map(String.init),
                reason: element["because"], location: ignore.location)
            // A set beside the list: looking through the list for each
            // `ignore` made a file of thousands of them take seconds.
            if declaredOnce.insert(suppression).inserted { declared.append(suppression) }
            return inherited + [suppression]
        }
    }
}
