/// The content format's structure in a form the loader can explain: which
/// attributes and children each element takes. libxml2 applies the full
/// RELAX NG schema (schema/helpc.rng) first; when it rejects a file, this
/// table is walked so the common mistakes — an unknown element, a misspelt
/// or missing attribute — are reported in a sentence that says what to
/// write instead. Each mistake explained here must be one the schema
/// rejects: a valid file is never walked.
enum ContentGrammar {
    struct Element {
        var attributes: [String]
        var required: [String] = []
        var children: [String] = []
        var allowsText = false
        /// Children of which the element needs one at least, and what the
        /// finding tells the writer to do without one.
        var needsOneOf: (names: [String], advice: String)?
        /// Whether the children come in the order `children` lists them.
        var isOrdered = false
        /// A child the element must have, which comes before the others
        /// but `comment` (an alert's and a topic's title, a section's).
        var leading: String?
    }

    private static let suppression = ["ignore", "because"]
    private static let scope = ["platform", "input"]
    private static let copyChildren = ["comment", "text", "substitution"]
    static let entries = ["tooltip", "tip", "alert", "undo", "string", "topic"]
    private static let blocks = ["p", "note", "steps", "ul", "image", "section"]
    private static let inlines = ["ui", "menu", "kbd", "term", "em", "link"]
    static let pluralCategories = PluralCategory.allCases.map(\.rawValue)

    private static let copy = Element(attributes: suppression, children: copyChildren, needsOneOf: textNeeded, isOrdered: true)
    private static let textNeeded = (["text"], "give it a <text xml:lang=\"…\"> for each language")
    private static let inline = Element(attributes: scope + suppression, children: inlines, allowsText: true)

    /// Keyed by `parent/child` where the meaning depends on the parent, else
    /// by the element name.
    private static let elements: [String: Element] = {
        var table: [String: Element] = [
            "help": Element(attributes: ["version", "table", "platforms"] + suppression,
                            required: ["version"], children: entries),
            "tooltip": Element(attributes: ["id", "control", "max-length"] + suppression,
                               required: ["id"], children: ["comment", "text", "substitution", "state"],
                               needsOneOf: (["text", "state"], "give it a <text xml:lang=\"…\"> for each language, or a <state> for each of the control's states"),
                               isOrdered: true),
            "substitution": Element(attributes: ["name", "xml:lang", "argument", "plural"] + scope,
                                    required: ["name", "xml:lang", "plural"], children: pluralCategories),
            "state": Element(attributes: ["name"] + suppression, required: ["name"], children: copyChildren, needsOneOf: textNeeded,
                             isOrdered: true),
            "text": Element(attributes: ["xml:lang", "plural", "source"] + scope + suppression,
                            required: ["xml:lang"], children: pluralCategories, allowsText: true),
            "comment": Element(attributes: [], allowsText: true),
            "tip": Element(attributes: ["id", "style", "image"] + suppression, required: ["id"],
                           children: ["comment", "title", "message", "action", "rules", "options"], isOrdered: true),
            "title": copy,
            "message": copy,
            "summary": copy,
            "action": Element(attributes: ["id"] + suppression, required: ["id"], children: copyChildren, needsOneOf: textNeeded,
                              isOrdered: true),
            "rules": Element(attributes: [], children: ["parameter", "event"],
                             needsOneOf: (["parameter", "event"], "add the <parameter> or <event> that decides when the tip shows, or remove <rules>")),
            "parameter": Element(attributes: ["name", "equals"], required: ["name", "equals"]),
            "event": Element(attributes: ["name", "min-count"], required: ["name"]),
            "options": Element(attributes: ["max-display-count", "max-display-duration", "ignores-display-frequency"]),
            "alert": Element(attributes: ["id", "kind"] + suppression, required: ["id"],
                             children: ["comment", "title", "message", "button"], isOrdered: true, leading: "title"),
            "button": Element(attributes: ["id", "role"] + suppression, required: ["id"], children: copyChildren, needsOneOf: textNeeded,
                              isOrdered: true),
            "undo": Element(attributes: ["id"] + suppression, required: ["id"], children: copyChildren, needsOneOf: textNeeded,
                            isOrdered: true),
            "string": Element(attributes: ["id"] + suppression, required: ["id"], children: copyChildren, needsOneOf: textNeeded,
                              isOrdered: true),
            "topic": Element(attributes: ["id", "order", "parent"] + suppression, required: ["id"],
                             children: ["comment", "title", "summary", "body"], isOrdered: true, leading: "title"),
            "body": Element(attributes: ["xml:lang", "source"] + suppression, required: ["xml:lang"], children: blocks),
            "p": inline,
            "note": inline,
            "step": inline,
            "li": inline,
            "steps": Element(attributes: scope + suppression, children: ["step"],
                             needsOneOf: (["step"], "add a <step>, or remove the empty <steps>")),
            "ul": Element(attributes: scope + suppression, children: ["li"],
                          needsOneOf: (["li"], "add an <li>, or remove the empty <ul>")),
            "image": Element(attributes: ["src", "alt"] + scope + suppression, required: ["src"]),
            "section": Element(attributes: scope + suppression, children: ["title"] + blocks, leading: "title"),
            "section/title": Element(attributes: suppression, children: inlines, allowsText: true),
            "link": Element(attributes: ["topic", "href"] + scope + suppression, children: inlines, allowsText: true),
        ]
        for name in pluralCategories {
            table[name] = Element(attributes: [], allowsText: true)
        }
        for name in ["ui", "menu", "kbd", "term", "em"] {
            table[name] = inline
        }
        return table
    }()

    /// Attributes whose values come from a fixed set (space-separated lists
    /// where `isList`).
    private static let attributeValues: [String: (values: [String], isList: Bool)] = [
        "platform": (Platform.allCases.map(\.rawValue), true),
        "platforms": (Platform.allCases.map(\.rawValue), true),
        "input": (InputDevice.allCases.map(\.rawValue), true),
        "version": (["1"], false),
        "style": (["inline", "popover"], false),
        "kind": (["informational", "confirmation", "destructive"], false),
        "role": (["default", "cancel", "destructive"], false),
    ]

    private static let positiveNumbers: Set<String> = ["max-length", "min-count", "max-display-count", "max-display-duration", "argument"]

    /// Children that may appear once at most.
    private static let single: Set<String> = ["comment", "title", "message", "summary", "rules", "options"]

    private static func isIdentifier(_ value: String, allowingDots: Bool) -> Bool {
        guard let first = value.unicodeScalars.first, first.isASCIIAlphanumeric || first == "_" else { return false }
        return value.unicodeScalars.allSatisfy {
            $0.isASCIIAlphanumeric || $0 == "_" || $0 == "-" || (allowingDots && $0 == ".")
        }
    }

    /// A value as XML Schema's `token` reads it, without the white space around it.
    private static func token(_ value: String) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = value.firstIndex(where: { !isSpace($0) }), let last = value.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return value[first...last]
    }

    /// `%([1-9][0-9]*[$])?(ll|l|h|hh|z|t|j|q)?[dioux]`, the schema's
    /// pattern for the integer a plural's count fills.
    static func isIntegerFormat(_ value: Substring) -> Bool {
        var rest = value.unicodeScalars[...]
        guard rest.popFirst() == "%" else { return false }
        if let first = rest.first, ("1"..."9").contains(first) {
            rest = rest.drop(while: { ("0"..."9").contains($0) })
            guard rest.popFirst() == "$" else { return false }
        }
        for length in ["ll", "hh", "l", "h", "z", "t", "j", "q"] where rest.starts(with: length.unicodeScalars) {
            rest = rest.dropFirst(length.unicodeScalars.count)
            break
        }
        guard rest.count == 1, let conversion = rest.first else { return false }
        return "dioux".unicodeScalars.contains(conversion)
    }

    /// `[a-z][a-z0-9-]*(\.[a-z0-9-]+)*`, the schema's pattern for each
    /// rule id `ignore` names.
    static func isRuleID(_ word: Substring) -> Bool {
        guard let first = word.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return word.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        }
    }

    private static func explainValue(_ attribute: XMLAttribute, of element: XMLElement) -> Diagnostic? {
        let value = attribute.value
        if let allowed = attributeValues[attribute.name] {
            // Every element has attributes to look at, nearly all of them right: the
            // list of choices is spelt out only for a message.
            let words = allowed.isList ? value.split(whereSeparator: \.isBlankSpace) : [value[...]]
            var choices: String { allowed.values.joined(separator: ", ") }
            if words.isEmpty {
                return Diagnostic("xml.schema", .error, at: attribute.location,
                                  "\(attribute.name)=\"\" is empty; use one or more of \(choices)")
            }
            if let wrong = words.first(where: { word in !allowed.values.contains { $0 == word } }) {
                let meant = switch attribute.name {
                case "platform", "platforms": Platform.meant(by: String(wrong)).map { " (did you mean '\($0.rawValue)'?)" } ?? ""
                case "input": InputDevice.meant(by: String(wrong)).map { " (did you mean '\($0.rawValue)'?)" } ?? ""
                default: ""
                }
                return Diagnostic("xml.schema", .error, at: attribute.location,
                                  "\(attribute.name)=\"\(value)\": '\(wrong)' is not allowed on <\(element.name)>\(meant); use \(allowed.isList ? "one or more of" : "one of") \(choices)")
            }
        }
        if attribute.name == "ignores-display-frequency", !["true", "false", "1", "0"].contains(token(value)) {
            return Diagnostic("xml.schema", .error, at: attribute.location,
                              "ignores-display-frequency=\"\(value)\" must be true or false")
        }
        if attribute.name == "order", Int(token(value)) == nil {
            return Diagnostic("xml.schema", .error, at: attribute.location,
                              "order=\"\(value)\" must be a whole number: the topic's place among the topics beside it (1, 2, 3…)")
        }
        if positiveNumbers.contains(attribute.name), (Int(value) ?? 0) <= 0 {
            return Diagnostic("xml.schema", .error, at: attribute.location,
                              "\(attribute.name)=\"\(value)\" must be a positive whole number\(attribute.name == "max-display-duration" ? " of seconds (300 for five minutes)" : "")")
        }
        if attribute.name == "id" || attribute.name == "table" || (attribute.name == "name" && element.name == "state") {
            let allowsDots = attribute.name == "id" && entries.contains(element.name)
            if !isIdentifier(value, allowingDots: allowsDots) {
                let allowed = allowsDots ? "letters, digits, _, - and ." : "letters, digits, _ and -"
                return Diagnostic("xml.schema", .error, at: attribute.location,
                                  "\(attribute.name)=\"\(value)\" may hold only \(allowed), starting with a letter, digit or _")
            }
        }
        // The schema's patterns (schema/helpc.rng) in words: the pattern
        // itself is what the reader reports for an attribute not explained.
        if attribute.name == "xml:lang", !LanguageTag.isValid(token(value)) {
            return Diagnostic("xml.schema", .error, at: attribute.location,
                              "xml:lang=\"\(value)\" is not a language code; write one such as en, ko or pt-BR (lower-case language, then a region or script after “-”)")
        }
        if attribute.name == "plural", ["zero", "one", "two", "few", "many", "other"].contains(token(value)) {
            // A text per category, as .stringsdict and other formats write it.
            return Diagnostic("xml.schema", .error, at: attribute.location,
                              "plural=\"\(value)\" names a plural category; plural= takes the integer placeholder the count fills, and one <text> holds every form: <text xml:lang=\"en\" plural=\"%lld\"><one>…</one><other>…</other></text>")
        }
        if attribute.name == "plural", !isIntegerFormat(token(value)) {
            return Diagnostic("xml.schema", .error, at: attribute.location,
                              "plural=\"\(value)\" is not the integer placeholder the count fills; write %lld or %d, or with its position %1$lld")
        }
        if attribute.name == "ignore" {
            let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            if words.isEmpty {
                return Diagnostic("xml.schema", .error, at: attribute.location,
                                  "ignore=\"\" names no rule; write the ids of the rules to silence, such as term.platform (helpc rules lists them), or remove it")
            }
            if let wrong = words.first(where: { !isRuleID($0) }) {
                return Diagnostic("xml.schema", .error, at: attribute.location,
                                  "ignore=\"\(value)\": '\(wrong)' is not a rule id; ids are lower-case words joined by dots, such as term.platform (helpc rules lists them)")
            }
        }
        if attribute.name == "source",
           !(value.count == 8 && value.allSatisfy { $0.isHexDigit && !$0.isUppercase }) {
            return Diagnostic("xml.schema", .error, at: attribute.location,
                              "source=\"\(value)\" must be 8 lower-case hex digits, the fingerprint helpc writes when it imports a translation")
        }
        return nil
    }

    /// Whether text between elements is only white space; mostly it is a
    /// line break and indentation, told from its bytes.
    private static func isBlank(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D } || text.allSatisfy(\.isWhitespace)
    }

    static func element(_ name: String, parent: String?) -> Element? {
        if let parent, parentSpecific.contains(name), let specific = elements["\(parent)/\(name)"] { return specific }
        return elements[name]
    }

    /// Names whose rule depends on the parent (`section/title`), so other
    /// lookups skip building a `parent/child` key.
    private static let parentSpecific = Set(elements.keys.compactMap { key in key.split(separator: "/").last.map(String.init) }
        .filter { name in elements.keys.contains { $0.hasSuffix("/\(name)") } })

    /// Structural problems in words a writer can act on. An empty result
    /// does not mean the file is valid: the schema decides that.
    static func explain(_ document: XMLDocument) -> [Diagnostic] {
        let root = document.root
        if root.name == "help", let namespace = root.namespace {
            return [inNamespace(root, namespace)]
        }
        guard root.name == "help" else {
            return [Diagnostic(
                "xml.schema", .error, at: root.location,
                "the root element must be <help version=\"1\">, not <\(root.name)>; is this a helpc content file?")]
        }
        var diagnostics: [Diagnostic] = []
        if let rule = element(root.name, parent: nil) { explain(root, rule: rule, into: &diagnostics) }
        return diagnostics
    }

    /// Walks every element of every file `check` and `build` load: it
    /// reads the children in place rather than through filtered copies.
    private static func explain(_ element: XMLElement, rule: Element, into diagnostics: inout [Diagnostic]) {
        for attribute in element.attributes where !rule.attributes.contains(attribute.name) {
            let known = rule.attributes.isEmpty
                ? "<\(element.name)> takes no attributes"
                : "<\(element.name)> takes \(rule.attributes.joined(separator: ", "))"
            // A scope put on the entry (<string platform="watchos">) belongs on its texts or the file.
            let scoping = entries.contains(element.name) && ["platform", "platforms", "input", "inputs"].contains(attribute.name)
                ? "; scope each <text> with \(attribute.name.hasPrefix("input") ? "input" : "platform")=\"…\""
                    + (attribute.name.hasPrefix("platform") ? ", or every entry of the file with <help platforms=\"…\">" : "")
                : ""
            diagnostics.append(Diagnostic(
                "xml.schema", .error, at: attribute.location,
                "unknown attribute '\(attribute.name)' on <\(element.name)>\(ClosestName.hint(attribute.name, among: rule.attributes)); \(known)\(scoping)"))
        }
        for attribute in element.attributes where rule.attributes.contains(attribute.name) {
            if let problem = explainValue(attribute, of: element) { diagnostics.append(problem) }
        }
        for name in rule.required where element.attribute(name) == nil {
            diagnostics.append(Diagnostic(
                "xml.schema", .error, at: element.location,
                "<\(element.name)> is missing its required attribute '\(name)'"
                    + (name == "id" && entries.contains(element.name)
                        ? "; every entry needs an id, unique across the project, that becomes its catalog key" : "")))
        }
        if !rule.allowsText, let text = element.children.lazy.compactMap({ child -> XMLText? in
            if case .text(let text) = child, !isBlank(text.value) { text } else { nil }
        }).first {
            let hint = rule.children.contains("text")
                ? "; put copy inside <text xml:lang=\"…\">"
                : ""
            diagnostics.append(Diagnostic(
                "xml.schema", .error, at: text.location,
                "<\(element.name)> cannot hold text directly\(hint)"))
        }
        // Unless an element it doesn't know is there, which is explained instead.
        if let needed = rule.needsOneOf,
           !hasChild(element, where: needed.names.contains),
           !hasChild(element, where: { !rule.children.contains($0) }) {
            let names = needed.names.map { "<\($0)>" }.joined(separator: " or ")
            diagnostics.append(Diagnostic("xml.schema", .error, at: element.location,
                                          "<\(element.name)> has no \(names); \(needed.advice)"))
        }
        if (element.name == "text" || element.name == "substitution"), element.attribute("plural") != nil {
            if !hasChild(element, where: pluralCategories.contains) {
                diagnostics.append(Diagnostic("xml.schema", .error, at: element.location,
                                              "<\(element.name) plural=…> has no plural forms; write each form the language uses in its own element, <one>…</one><other>…</other> (Korean: <other> alone)"))
            } else if let text = element.children.lazy.compactMap({ child -> XMLText? in
                if case .text(let text) = child, !isBlank(text.value) { text } else { nil }
            }).first {
                diagnostics.append(Diagnostic("xml.schema", .error, at: text.location,
                                              "<\(element.name) plural=…> holds only its forms; put this text inside them (<one>…</one><other>…</other>), each a whole sentence"))
            }
        }
        explainOrder(element, rule: rule, into: &diagnostics)
        if element.name == "link" {
            switch (element.attribute("topic") != nil, element.attribute("href") != nil) {
            case (true, true):
                diagnostics.append(Diagnostic("xml.schema", .error, at: element.location,
                                              "<link> takes topic=\"…\" or href=\"…\", not both; keep the one it goes to"))
            case (false, false):
                diagnostics.append(Diagnostic("xml.schema", .error, at: element.location,
                                              "<link> needs topic=\"…\" (a topic's id) or href=\"…\" (an http(s) or mailto address)"))
            default:
                break
            }
        }
        var seen: Set<String> = []
        for case .element(let child) in element.children where single.contains(child.name) && rule.children.contains(child.name) {
            if !seen.insert(child.name).inserted {
                diagnostics.append(Diagnostic(
                    "xml.schema", .error, at: child.location,
                    "<\(element.name)> has more than one <\(child.name)>; keep one"))
            }
        }
        for case .element(let child) in element.children {
            if rule.children.contains(child.name), let namespace = child.namespace {
                diagnostics.append(inNamespace(child, namespace))
                continue
            }
            guard rule.children.contains(child.name),
                  let childRule = self.element(child.name, parent: element.name) else {
                let allowed = rule.children.isEmpty
                    ? "<\(element.name)> takes no child elements"
                    : rule.children == pluralCategories && element.attribute("plural") == nil
                    // Markup in a string (<b>, <br/>): copy is plain text.
                    ? "copy in <\(element.name)> is plain text, shown as written; plural forms (<one>, <other>…) go inside <\(element.name) plural=\"%lld\">"
                    : "inside <\(element.name)> use \(rule.children.map { "<\($0)>" }.joined(separator: ", "))"
                diagnostics.append(Diagnostic(
                    "xml.schema", .error, at: child.location,
                    "unknown element <\(child.name)> inside <\(element.name)>\(ClosestName.hint(child.name, among: rule.children) { "<\($0)>" }); \(allowed)"))
                continue
            }
            explain(child, rule: childRule, into: &diagnostics)
        }
    }
}

extension ContentGrammar {
    /// Whether a child element of `element` has a name `matches` takes.
    private static func hasChild(_ element: XMLElement, where matches: (String) -> Bool) -> Bool {
        element.children.contains { if case .element(let child) = $0 { matches(child.name) } else { false } }
    }

    /// Children out of the order the format gives them: a leading child
    /// (an alert's, a topic's or a section's title) missing or not first,
    /// a tooltip with both texts and states, or an element's parts out of
    /// their order. One finding per element: the first child out of place.
    private static func explainOrder(_ element: XMLElement, rule: Element, into diagnostics: inout [Diagnostic]) {
        guard rule.isOrdered || rule.leading != nil else { return }
        var children: [XMLElement] = []
        for case .element(let child) in element.children where rule.children.contains(child.name) { children.append(child) }
        if let leading = rule.leading {
            guard let found = children.first(where: { $0.name == leading }) else {
                diagnostics.append(Diagnostic("xml.schema", .error, at: element.location,
                                              "<\(element.name)> has no <\(leading)>; it starts with its <\(leading)>\(rule.children.contains("comment") ? ", after an optional <comment>" : "")"))
                return
            }
            if !rule.isOrdered, let first = children.first(where: { $0.name != "comment" }), first.name != leading {
                diagnostics.append(Diagnostic("xml.schema", .error, at: found.location,
                                              "<\(leading)> comes first in <\(element.name)>, before <\(first.name)>; move it up"))
                return
            }
        }
        guard rule.isOrdered else { return }
        if element.name == "tooltip", children.contains(where: { $0.name == "state" }),
           let text = children.first(where: { $0.name == "text" || $0.name == "substitution" }) {
            diagnostics.append(Diagnostic("xml.schema", .error, at: text.location,
                                          "<tooltip> holds <text>s for one control or a <state> for each of its states, not both; put this <\(text.name)> inside a <state name=\"…\">"))
            return
        }
        var latest: (rank: Int, name: String)?
        for child in children {
            guard let rank = rule.children.firstIndex(of: child.name) else { continue }
            if let latest, rank < latest.rank {
                let order = rule.children.map { "<\($0)>" }.joined(separator: ", ")
                diagnostics.append(Diagnostic("xml.schema", .error, at: child.location,
                                              "<\(child.name)> comes before <\(latest.name)> in <\(element.name)>; its parts go in this order: \(order)"))
                return
            }
            if rank > latest?.rank ?? -1 { latest = (rank, child.name) }
        }
    }

    /// One of helpc's element names in a namespace (an `xmlns="…"` on it or
    /// above it, or a prefix): the schema, whose elements are in none,
    /// knows no such element, and "unknown element <help>" would not say why.
    private static func inNamespace(_ element: XMLElement, _ namespace: String) -> Diagnostic {
        Diagnostic("xml.schema", .error, at: element.location,
                   "<\(element.name)> is in the namespace “\(namespace)”, and helpc's elements are in none; remove the xmlns=\"…\" that puts it there (or the prefix before its name)")
    }
}

private extension Unicode.Scalar {
    var isASCIIAlphanumeric: Bool {
        (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    }
}
