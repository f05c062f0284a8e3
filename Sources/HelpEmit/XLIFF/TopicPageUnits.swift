import HelpCore

/// A help topic's page as XLIFF 1.2 units: one per block of the source
/// language's body (`TopicBodyUnits`), its inline elements as `<g>` codes (a
/// link with no text of its own as `<x/>`), the translation from the target
/// language's body when that body's blocks line up with the source's.
enum TopicPageUnits {
    /// `restype` of each kind of unit (XLIFF 1.2 allows `x-` values).
    static func restype(_ role: TopicBodyUnits.Role) -> String {
        "x-helpc-\(role.rawValue)"
    }

    /// Each topic's title in the source language and in the translation's,
    /// for the note of a unit with a link that shows one (`<x ctype="x-link"/>`):
    /// the translator sees which title stands there, and writes the particle
    /// after it to fit (키보드 단축키를). An unscoped title, else the first.
    struct LinkedTitles: Sendable {
        private var titles: [String: (source: String, translation: String?)] = [:]

        init(_ project: Project, language: String) {
            func title(_ copy: Copy?, in language: String) -> String? {
                let texts = copy?.texts.filter { $0.language == language } ?? []
                guard let text = texts.first(where: { $0.scope.isUnscoped }) ?? texts.first,
                      case .single(let value) = text.value else { return nil }
                return value
            }
            for file in project.files {
                for entry in file.entries {
                    guard case .topic(let topic) = entry.kind,
                          let source = title(topic.title, in: project.config.sourceLanguage) else { continue }
                    titles[entry.id] = (source, title(topic.title, in: language))
                }
            }
        }

        init() {}

        subscript(id: String) -> (source: String, translation: String?)? { titles[id] }
    }

    static func units(_ topic: Topic, entry: Entry, language: String, config: Config,
                      titles: LinkedTitles = LinkedTitles()) -> [XMLNode] {
        guard let source = topic.body(in: config.sourceLanguage) else { return [] }
        let sourceUnits = TopicBodyUnits.units(of: source)
        let translated = topic.body(in: language)
        let linedUp = translated.map { TopicBodyUnits.haveSameShape(source.blocks, $0.blocks) } ?? false
        let targetUnits = linedUp ? translated.map(TopicBodyUnits.units(of:)) ?? [] : []
        // A page translated from an English page edited since (`translation.stale`) is for review.
        let isStale = translated?.sourceFingerprint.map { $0 != TopicBodyUnits.fingerprint(of: source) } ?? false
        let targetState = XLIFFExporter.state(isStale ? "needs_review" : "translated")
        let title = topic.title?.texts.first { $0.language == config.sourceLanguage && $0.scope.isUnscoped }
            .flatMap { if case .single(let value) = $0.value { value } else { nil } }

        return sourceUnits.enumerated().compactMap { index, unit -> XMLNode? in
            let source = TopicBodyUnits.sourceMarkup(unit)
            // A block with nothing to translate (an image with no description) is left out.
            guard !source.isEmpty else { return nil }
            // A link without text names the title unit it shows (`xid`), so
            // a tool, and `helpc check`, know which title stands there.
            var xids: [String: String] = [:]
            for (number, code) in TopicBodyUnits.codes(unit.inlines).enumerated() {
                if case .link(.topic(let id), let children) = code.kind, children.isEmpty { xids[String(number + 1)] = id + ".title" }
            }
            var children: [XMLNode] = [.element(.make("source", [], nodes(source, xids: xids)))]
            // An empty block of the translated page is not a translation.
            if index < targetUnits.count {
                let runs = TopicBodyUnits.translationMarkup(targetUnits[index], source: unit)
                if !runs.isEmpty {
                    children.append(.element(.make("target", [("state", targetState)], nodes(runs, xids: xids))))
                }
            }
            // A block's own scope, for `helpc check` of the file: as with a
            // catalog's device variations, copy for some platforms is judged
            // by theirs, unscoped copy as shown everywhere.
            var context: [XMLNode] = []
            if unit.scope.platforms != nil {
                let platforms = unit.scope.platforms(within: entry.platforms)
                context.append(.element(.make("context", [("context-type", "x-helpc-platforms")],
                                              [.text(platforms.sorted().map(\.rawValue).joined(separator: " "))])))
            }
            if let inputs = unit.scope.inputs {
                context.append(.element(.make("context", [("context-type", "x-helpc-inputs")],
                                              [.text(inputs.sorted().map(\.rawValue).joined(separator: " "))])))
            }
            if !context.isEmpty {
                children.append(.element(.make("context-group", [("purpose", "information")], context)))
            }
            if let comment = entry.comment, !comment.isEmpty {
                children.append(.element(.make("note", [], [.text(comment)])))
            }
            children.append(.element(.make("note", [("from", "helpc")], [.text(note(
                unit, title: title, entry: entry, hasCodes: !TopicBodyUnits.codes(unit.inlines).isEmpty,
                laidOutDifferently: translated != nil && !linedUp, language: language, titles: titles))])))
            return .element(.make("trans-unit", [
                ("id", "\(entry.id)|==|\(unit.path)"), ("xml:space", "preserve"), ("restype", restype(unit.role)),
            ], children))
        }
    }

    private static func note(_ unit: TopicBodyUnits.Unit, title: String?, entry: Entry, hasCodes: Bool,
                             laidOutDifferently: Bool, language: String, titles: LinkedTitles) -> String {
        var parts = ["Help topic \(title.map { "“\($0)”" } ?? entry.id): \(unit.role.displayName)."]
        let platforms = unit.scope.platforms(within: entry.platforms)
        parts.append("Shown on \(platforms.displayNames()).")
        if let inputs = unit.scope.inputs {
            parts.append("Input: \(inputs.sorted().map(\.rawValue).joined(separator: ", ")).")
        }
        if hasCodes {
            parts.append("Keep each code around the words it marks: x-ui an on-screen name, x-menu a menu path, x-kbd a key, x-term a term, italic emphasis, link a link; x-link stands for the linked page’s title.")
            for (number, code) in TopicBodyUnits.codes(unit.inlines).enumerated() {
                guard case .link(.topic(let id), let children) = code.kind, children.isEmpty,
                      let linked = titles[id] else { continue }
                let translation = linked.translation.map { ", in \(language) “\($0)”" } ?? ""
                parts.append("x-link \(number + 1) shows “\(linked.source)”\(translation).")
            }
        }
        if laidOutDifferently {
            parts.append("The \(language) page is laid out differently from this one, so it is edited in the content file, not here.")
        }
        return parts.joined(separator: " ")
    }

    /// Marked runs as XLIFF inline content; `xids`: the trans-unit a
    /// placeholder code's content is in, by code id.
    static func nodes(_ runs: [MarkedRun], xids: [String: String] = [:]) -> [XMLNode] {
        runs.map { run in
            switch run {
            case .text(let text, _):
                return .text(text)
            case .code(let id, let ctype, let isPlaceholder, let children, _):
                if isPlaceholder {
                    return .element(.make("x", [("id", id), ("ctype", ctype)] + (xids[id].map { [("xid", $0)] } ?? [])))
                }
                return .element(.make("g", [("id", id), ("ctype", ctype)], nodes(children, xids: xids)))
            }
        }
    }
}
