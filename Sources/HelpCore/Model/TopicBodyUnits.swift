/// A topic body cut into translation units: one for each block that holds
/// copy (a paragraph, note, step, list item, section title) and one for each
/// image's alt text. Translators get the help pages this way, a block at a
/// time with its inline elements as numbered codes, and the import writes each
/// unit back into the block it came from.
///
/// A unit's path names its block by position in the source-language body, one
/// number per level, counting from 1: `body.3` is the third block, `body.2.1`
/// the first step of the second, `body.4.title` the title of a section,
/// `body.5.alt` an image's alt text. Another language's body takes the units'
/// copy only while its blocks line up with the source's (`haveSameShape`):
/// the same kinds in the same places, scoped alike.
public enum TopicBodyUnits {
    public enum Role: String, Sendable, CaseIterable {
        case paragraph = "p", note, step, item = "li", sectionTitle = "title", imageAlt = "alt"

        /// What translators are told the unit is.
        public var displayName: String {
            switch self {
            case .paragraph: "paragraph"
            case .note: "note"
            case .step: "step"
            case .item: "list item"
            case .sectionTitle: "section title"
            case .imageAlt: "image description (alt text)"
            }
        }
    }

    public struct Unit: Sendable {
        /// `body.3`, `body.2.1`, `body.4.title`, `body.5.alt`.
        public var path: String
        public var role: Role
        /// The block's scope narrowed by the blocks around it.
        public var scope: Scope
        /// The copy as written; an alt text is one text run.
        public var inlines: [Inline]
        /// The block's element (for a section title, the section's).
        public var location: SourceLocation
        /// The `ignore`s that hold at the block, its own and its ancestors'.
        public var suppressions: [Suppression] = []
    }

    public static func units(of body: TopicBody) -> [Unit] {
        var units: [Unit] = []
        func visit(_ blocks: [Block], prefix: String, scope: Scope) {
            for (index, block) in blocks.enumerated() {
                let path = "\(prefix).\(index + 1)"
                let scope = scope.narrowed(by: block.scope)
                func add(_ role: Role, _ inlines: [Inline], path: String = path) {
                    units.append(Unit(path: path, role: role, scope: scope, inlines: inlines, location: block.location,
                                      suppressions: block.suppressions))
                }
                switch block.kind {
                case .paragraph(let inlines): add(.paragraph, inlines)
                case .note(let inlines): add(.note, inlines)
                case .step(let inlines): add(.step, inlines)
                case .item(let inlines): add(.item, inlines)
                case .steps(let children), .list(let children): visit(children, prefix: path, scope: scope)
                case .image(_, let alt):
                    add(.imageAlt, [Inline(kind: .text(alt ?? ""), location: block.location)], path: "\(path).alt")
                case .section(let title, let children):
                    add(.sectionTitle, title, path: "\(path).title")
                    visit(children, prefix: path, scope: scope)
                }
            }
        }
        visit(body.blocks, prefix: "body", scope: .everywhere)
        return units
    }

    /// Whether two bodies' blocks line up: the same kinds in the same places,
    /// the same scopes. Inline elements may differ (a translation moves them).
    public static func haveSameShape(_ a: [Block], _ b: [Block]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { first, second in
            guard first.scope == second.scope else { return false }
            switch (first.kind, second.kind) {
            case (.paragraph, .paragraph), (.note, .note), (.step, .step), (.item, .item), (.image, .image): return true
            case (.steps(let x), .steps(let y)), (.list(let x), .list(let y)): return haveSameShape(x, y)
            case (.section(_, let x), .section(_, let y)): return haveSameShape(x, y)
            default: return false
            }
        }
    }

    // MARK: Inline codes

    /// The inline elements of a unit in document order, outer before inner:
    /// code `n` of a unit is the `n`th of them.
    public static func codes(_ inlines: [Inline]) -> [Inline] {
        var result: [Inline] = []
        func visit(_ inlines: [Inline]) {
            for inline in inlines where !inline.isText {
                result.append(inline)
                visit(inline.children)
            }
        }
        visit(inlines)
        return result
    }

    /// The XLIFF 1.2 `ctype` of an inline element's code: the specification's
    /// own for emphasis and links, `x-` names for the rest. A link without
    /// text (the linked topic's title stands in) is a placeholder, `<x/>`.
    public static func ctype(of inline: Inline) -> String {
        switch inline.kind {
        case .text: ""
        case .ui: "x-ui"
        case .menu: "x-menu"
        case .kbd: "x-kbd"
        case .term: "x-term"
        case .emphasis: "italic"
        case .link(_, let children): children.isEmpty ? "x-link" : "link"
        }
    }

    /// The inline element a code's `ctype` stands for, `ctype(of:)` read
    /// back; a link's target is not in the code, so it reads as a link to
    /// no topic. Codes of other tools' kinds (`bold`, `x-…`) read as emphasis.
    public static func kind(ofCode ctype: String, children: [Inline]) -> Inline.Kind {
        switch ctype {
        case "x-ui": .ui(children)
        case "x-menu": .menu(children)
        case "x-kbd": .kbd(children)
        case "x-term": .term(children)
        case "link", "x-link": .link(.topic(""), children)
        default: .emphasis(children)
        }
    }

    /// The copy as marked runs with codes numbered by `id` (nil: the element
    /// has no code, and its text stands in for it), its white space
    /// collapsed as a page shows it.
    public static func markup(_ inlines: [Inline], id: (Inline) -> String?) -> [MarkedRun] {
        MarkedRun.collapsed(marked(inlines, id: id))
    }

    private static func marked(_ inlines: [Inline], id: (Inline) -> String?) -> [MarkedRun] {
        var runs: [MarkedRun] = []
        for inline in inlines {
            if case .text(let text) = inline.kind {
                if case .text(let previous, let location)? = runs.last {
                    runs[runs.count - 1] = .text(previous + text, location)
                } else {
                    runs.append(.text(text, inline.location))
                }
                continue
            }
            let children = marked(inline.children, id: id)
            if let code = id(inline) {
                runs.append(.code(id: code, ctype: ctype(of: inline), isPlaceholder: ctype(of: inline) == "x-link",
                                  children: children, location: inline.location))
            } else {
                for child in children {
                    if case .text(let text, _) = child, case .text(let previous, let location)? = runs.last {
                        runs[runs.count - 1] = .text(previous + text, location)
                    } else {
                        runs.append(child)
                    }
                }
            }
        }
        return runs
    }

    /// The fingerprint of a page's copy that a translation's `<body
    /// source=>` records, as `<text source=>` records a string's: the first 8
    /// hex digits of SHA-256 over each unit's path, kind and copy with its
    /// codes (NFC), a line each. Changing the copy, its inline elements or
    /// the page's blocks changes it; a link's address, an image's file or
    /// the line breaks inside a paragraph do not.
    public static func fingerprint(of body: TopicBody) -> String {
        let lines = units(of: body).map { unit in
            "\(unit.path)\t\(unit.role.rawValue)\t\(MarkedRun.signature(sourceMarkup(unit)))"
        }
        return Fingerprint.of(.single(lines.joined(separator: "\n")))
    }

    /// A source-language unit's copy as the XLIFF carries it: its codes
    /// numbered in document order.
    public static func sourceMarkup(_ unit: Unit) -> [MarkedRun] {
        var ids: [SourceLocation: String] = [:]
        for (number, code) in codes(unit.inlines).enumerated() { ids[code.location] = String(number + 1) }
        return markup(unit.inlines) { ids[$0.location] }
    }

    /// A translated unit's copy as the XLIFF carries it: each element with
    /// the code of the source's element it matches (`codeIDs`), one with no
    /// match as its text.
    public static func translationMarkup(_ translation: Unit, source: Unit) -> [MarkedRun] {
        let matched = codeIDs(source: source.inlines, translation: translation.inlines)
        var ids: [SourceLocation: String] = [:]
        for (number, code) in codes(translation.inlines).enumerated() { ids[code.location] = matched[number] }
        return markup(translation.inlines) { ids[$0.location] }
    }

    /// The codes of a translation's inline elements, matched to the source's:
    /// the `n`th element of a kind (`ctype`) in one is the `n`th of that kind
    /// in the other. Elements with no match in the source get no code.
    public static func codeIDs(source: [Inline], translation: [Inline]) -> [Int: String] {
        var sourceByKind: [String: [Int]] = [:]
        for (index, inline) in codes(source).enumerated() {
            sourceByKind[ctype(of: inline), default: []].append(index + 1)
        }
        var seen: [String: Int] = [:]
        var ids: [Int: String] = [:]
        for (index, inline) in codes(translation).enumerated() {
            let kind = ctype(of: inline)
            let ordinal = seen[kind, default: 0]
            seen[kind] = ordinal + 1
            if let numbers = sourceByKind[kind], ordinal < numbers.count { ids[index] = String(numbers[ordinal]) }
        }
        return ids
    }
}

/// Copy with inline codes, as an XLIFF 1.2 `<source>` or `<target>` carries
/// it: text, and `<g id ctype>` around text (or `<x id ctype/>` standing alone)
/// for each inline element. Only a code is boxed: boxing every run was an
/// allocation for each source and target of a translator's XLIFF, most of
/// them one run of text.
public enum MarkedRun: Sendable, Equatable {
    case text(String, SourceLocation)
    indirect case code(id: String, ctype: String, isPlaceholder: Bool, children: [MarkedRun], location: SourceLocation)

    /// The runs without their locations, for telling whether two are the same copy.
    public static func signature(_ runs: [MarkedRun]) -> String {
        runs.map { run in
            switch run {
            case .text(let text, _): text
            case .code(let id, let ctype, let placeholder, let children, _):
                placeholder ? "\u{1}x\(id)/\(ctype)\u{2}" : "\u{1}g\(id)/\(ctype)\u{2}\(signature(children))\u{1}/g\u{2}"
            }
        }.joined()
    }

    /// Whether `collapsed(runs)` is empty — white space only, no code —
    /// told without making it: a translator's to-do list asks it of every
    /// unit of the file.
    public static func isBlank(_ runs: [MarkedRun]) -> Bool {
        runs.allSatisfy { run in
            guard case .text(let text, _) = run else { return false }
            return text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
        }
    }

    /// Copy as a page shows it: each run of white space one space, the ends trimmed.
    public static func collapsed(_ runs: [MarkedRun]) -> [MarkedRun] {
        // True at the start too, so the copy starts with no space; white
        // space on both sides of an element's edge makes one space, as on a page.
        var afterSpace = true
        func collapse(_ runs: [MarkedRun]) -> [MarkedRun] {
            runs.compactMap { run -> MarkedRun? in
                switch run {
                case .text(let text, let location):
                    var result = ""
                    for scalar in text.unicodeScalars {
                        if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" {
                            if !afterSpace { result.append(" ") }
                            afterSpace = true
                            continue
                        }
                        afterSpace = false
                        result.unicodeScalars.append(scalar)
                    }
                    return result.isEmpty ? nil : .text(result, location)
                case .code(let id, let ctype, let isPlaceholder, let children, let location):
                    if isPlaceholder { afterSpace = false }
                    return .code(id: id, ctype: ctype, isPlaceholder: isPlaceholder, children: collapse(children), location: location)
                }
            }
        }
        var result = collapse(runs)
        func trimEnd(_ runs: inout [MarkedRun]) {
            guard let last = runs.popLast() else { return }
            switch last {
            case .text(var text, let location):
                while text.last == " " { text.removeLast() }
                if text.isEmpty { trimEnd(&runs) } else { runs.append(.text(text, location)) }
            case .code(let id, let ctype, let isPlaceholder, var children, let location):
                trimEnd(&children)
                runs.append(.code(id: id, ctype: ctype, isPlaceholder: isPlaceholder, children: children, location: location))
            }
        }
        trimEnd(&result)
        return result
    }

    /// Runs one after another, a text run at the end of one joined with one
    /// at the start of the next (an XLIFF 2.x unit's segments).
    public static func joined(_ parts: [[MarkedRun]]) -> [MarkedRun] {
        var result: [MarkedRun] = []
        for run in parts.joined() {
            if case .text(let text, _) = run, case .text(let previous, let location)? = result.last {
                result[result.count - 1] = .text(previous + text, location)
            } else {
                result.append(run)
            }
        }
        return result
    }

    /// The reader-visible text, codes left out.
    public static func plainText(_ runs: [MarkedRun]) -> String {
        runs.map { run in
            switch run {
            case .text(let text, _): text
            case .code(_, _, _, let children, _): plainText(children)
            }
        }.joined()
    }
}

extension Inline {
    var isText: Bool {
        if case .text = kind { return true }
        return false
    }

    /// The inline elements and text inside this one.
    public var children: [Inline] {
        switch kind {
        case .text: []
        case .ui(let c), .menu(let c), .kbd(let c), .term(let c), .emphasis(let c), .link(_, let c): c
        }
    }
}
