import HelpCore

/// XLIFF 1.2 for translators, laid out as Xcode exports it: one `<file>` per
/// table, `trans-unit` ids equal to catalog keys, variations as
/// `key|==|device.iphone`, `key|==|plural.one`, `key|==|device.iphone.plural.one`
/// and `key|==|substitutions.NAME.plural.few`; a `<target>` only where a
/// translation exists, its state mapped as Xcode maps catalog states; the
/// translator comment, the platforms and inputs the copy is for, and its width
/// budget in `<note>`s and in `maxwidth`/`size-unit`. After a table's
/// catalog comes its help topics' pages, `<file original="Table.help">`, a
/// unit per block (`TopicBodyUnits`).
public enum XLIFFExporter {
    public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// The units of each entry are made on `jobs` threads, in entry order.
    /// The document is written a table at a time (`XMLWriter.Pieces`), so
    /// at most two tables' units exist as values at once: every table's
    /// together were 0.2 GB of a 100k-entry export's 1.42 GB. The tables'
    /// bytes are handed back as they were written, to be written to the
    /// file one after another rather than joined first.
    public static func export(_ project: Project, language: String, toolVersion: String, jobs: Int = 1) -> PiecedBytes {
        exportCounting(project, language: language, toolVersion: toolVersion, jobs: jobs).document
    }

    /// `export`'s document, and what it asks of the translator. With
    /// `onlyToTranslate`, only the units with no translation or one to
    /// review, and only the `<file>`s that hold one.
    public static func exportCounting(_ project: Project, language: String, toolVersion: String,
                                      jobs: Int = 1, onlyToTranslate: Bool = false)
        -> (document: PiecedBytes, workload: TranslationWorkload) {
        let jobs = max(1, jobs)
        let titles = TopicPageUnits.LinkedTitles(project, language: language)
        var workload = TranslationWorkload()
        if let document = tableByTable(project, language: language, toolVersion: toolVersion, titles: titles, jobs: jobs,
                                       onlyToTranslate: onlyToTranslate, workload: &workload) {
            return (document, workload)
        }
        workload = TranslationWorkload()
        let document = wholeDocument(project, language: language, toolVersion: toolVersion, titles: titles, jobs: jobs,
                                     onlyToTranslate: onlyToTranslate, workload: &workload)
        return (PiecedBytes(document), workload)
    }

    /// The document with each table's files written on a thread of their
    /// own while the next table's units are made; nil without tables (the
    /// root is then written whole, `<xliff …/>`) or when a file could not
    /// be cut out.
    private static func tableByTable(_ project: Project, language: String, toolVersion: String,
                                     titles: TopicPageUnits.LinkedTitles, jobs: Int, onlyToTranslate: Bool,
                                     workload: inout TranslationWorkload) -> PiecedBytes? {
        guard !project.tables.isEmpty, var pieces = XMLWriter.Pieces(root([])) else { return nil }
        let cutter = pieces.cutter
        var writing: BackgroundWork<[ArraySlice<UInt8>]?>?
        for table in project.tables {
            let made = files(of: table, in: project, language: language, toolVersion: toolVersion, titles: titles, jobs: jobs)
            let files = onlyToTranslate ? toTranslate(made) : made
            workload.add(files: files)
            if let writing {
                guard let bytes = writing.wait() else { return nil }
                pieces.append(bytes: bytes)
            }
            writing = BackgroundWork { cutter.bytes(of: files, jobs: files.count) }
        }
        guard let last = writing?.wait() else { return nil }
        pieces.append(bytes: last)
        return pieces.pieced()
    }

    /// `export`'s document written from one tree of every table's files.
    static func wholeDocument(_ project: Project, language: String, toolVersion: String,
                              titles: TopicPageUnits.LinkedTitles? = nil, jobs: Int) -> [UInt8] {
        var workload = TranslationWorkload()
        return wholeDocument(project, language: language, toolVersion: toolVersion, titles: titles, jobs: jobs,
                             onlyToTranslate: false, workload: &workload)
    }

    private static func wholeDocument(_ project: Project, language: String, toolVersion: String,
                                      titles: TopicPageUnits.LinkedTitles?, jobs: Int, onlyToTranslate: Bool,
                                      workload: inout TranslationWorkload) -> [UInt8] {
        let titles = titles ?? TopicPageUnits.LinkedTitles(project, language: language)
        var files = project.tables.flatMap {
            Self.files(of: $0, in: project, language: language, toolVersion: toolVersion, titles: titles, jobs: jobs)
        }
        if onlyToTranslate { files = toTranslate(files) }
        workload.add(files: files)
        return XMLWriter.bytes(root(files), jobs: jobs)
    }

    /// The `<file>`s with only their units that ask something of the
    /// translator: no `<target>`, or one in a state of review or `new`.
    /// A file left with none is left out.
    static func toTranslate(_ files: [XMLNode]) -> [XMLNode] {
        files.compactMap { node in
            guard case .element(let file) = node else { return node }
            var hasUnits = false
            let children = file.children.map { child -> XMLNode in
                guard case .element(let body) = child, body.name == "body" else { return child }
                let units = body.children.filter { unit in
                    guard case .element(let unit) = unit, unit.name == "trans-unit" else { return true }
                    guard let state = unit.firstElement(named: "target")?.attribute("state")?.value, state != "new",
                          !state.hasPrefix("needs-") else { hasUnits = true; return true }
                    return false
                }
                return .element(XMLElement(name: body.name, namespace: body.namespace, attributes: body.attributes,
                                           children: units, location: body.location, span: body.span))
            }
            guard hasUnits else { return nil }
            return .element(XMLElement(name: file.name, namespace: file.namespace, attributes: file.attributes,
                                       children: children, location: file.location, span: file.span))
        }
    }

    private static func root(_ files: [XMLNode]) -> XMLElement {
        .make("xliff", [("xmlns", namespace), ("version", "1.2")], files)
    }

    /// A table's `<file>` of strings, then the one of its help pages when it has topics.
    private static func files(of table: String, in project: Project, language: String, toolVersion: String,
                              titles: TopicPageUnits.LinkedTitles, jobs: Int) -> [XMLNode] {
        let config = project.config
        var inTable: [Entry] = []
        project.forEachEntry(inTable: table) { inTable.append($0) }
        let entries = inTable
        let made = ParallelMap.map(entries.count, jobs: jobs) { index -> (strings: [XMLNode], pages: [XMLNode]) in
            let entry = entries[index]
            var strings: [XMLNode] = []
            for string in entry.localizableStrings {
                for (key, texts) in StringCatalogEmitter.keyedByInput(string) {
                    strings += self.units(key: key, texts: texts, string: string, entry: entry,
                                          language: language, config: config)
                }
            }
            guard case .topic(let topic) = entry.kind else { return (strings, []) }
            return (strings, TopicPageUnits.units(topic, entry: entry, language: language, config: config, titles: titles))
        }
        func file(original: String, datatype: String, units: [XMLNode]) -> XMLNode {
            .element(.make("file", [
                ("original", original), ("source-language", config.sourceLanguage),
                ("target-language", language), ("datatype", datatype),
            ], [
                .element(.make("header", [], [.element(.make("tool", [
                    ("tool-id", "helpc"), ("tool-name", "helpc"), ("tool-version", toolVersion),
                ]))])),
                .element(.make("body", [], units)),
            ]))
        }
        var files = [file(original: "\(table).xcstrings", datatype: "plaintext", units: made.flatMap(\.strings))]
        let pages = made.flatMap(\.pages)
        if !pages.isEmpty { files.append(file(original: "\(table).help", datatype: "xml", units: pages)) }
        return files
    }

    /// Catalog state → XLIFF 1.2 `state`, as Xcode maps them.
    static func state(_ catalogState: String) -> String {
        switch catalogState {
        case "translated": "translated"
        case "needs_review": "needs-review-l10n"
        case "new": "new"
        default: "needs-review-l10n"
        }
    }

    private static func units(key: String, texts: [LocalizedText], string: LocalizableString, entry: Entry,
                              language: String, config: Config) -> [XMLNode] {
        let catalog = StringCatalogEmitter.unit(texts: texts, comment: string.comment, config: config)
        guard let source = catalog["localizations"]?[config.sourceLanguage] else { return [] }
        let target = catalog["localizations"]?[language]
        let categories = PluralRules.shared.categories(for: language) ?? [.other]
        let budget = Self.budget(string, entry: entry, config: config)
        let part = Self.part(string, entry: entry)
        var units: [XMLNode] = []
        for (path, sourceUnit) in VariationPaths.leaves(of: source, targetCategories: categories) {
            let id = path.isEmpty ? key : "\(key)|==|\(path)"
            var attributes: [(String, String)] = [("id", id), ("xml:space", "preserve")]
            if let part { attributes.append(("extradata", part)) }
            if let budget { attributes += [("maxwidth", String(budget)), ("size-unit", "char")] }
            var children: [XMLNode] = [.element(.make("source", [], [.text(sourceUnit["value"]?.stringValue ?? "")]))]
            if let target, let targetUnit = VariationPaths.unit(at: path, in: target) {
                children.append(.element(.make("target", [("state", state(targetUnit["state"]?.stringValue ?? "translated"))],
                                                [.text(targetUnit["value"]?.stringValue ?? "")])))
            }
            // Copy shown on fewer platforms than the project's (a watchOS
            // table, a text for iPhone alone) says so for `helpc check` of
            // the file, as a help page's block does, where the loader makes
            // them its entry's.
            if let shown = shownPlatforms(texts, path: path, entry: entry, config: config) {
                children.append(.element(.make("context-group", [("purpose", "information")], [
                    .element(.make("context", [("context-type", "x-helpc-platforms")],
                                   [.text(shown.sorted().map(\.rawValue).joined(separator: " "))])),
                ])))
            }
            if let comment = string.comment, !comment.isEmpty {
                children.append(.element(.make("note", [], [.text(comment)])))
            }
            children.append(.element(.make("note", [("from", "helpc")], [.text(context(texts, path: path, entry: entry, budget: budget))])))
            units.append(.element(.make("trans-unit", attributes, children)))
        }
        return units
    }

    /// What part of an entry a unit's copy is, in its `extradata` (XLIFF
    /// 1.2's attribute for a tool's own data; `EntryParts` reads it): the
    /// `CopyRole` (tooltip,
    /// tipTitle, alertButton…), then what the rules for that part read
    /// besides its copy — `state` for a tooltip's state, `kind=` an alert's
    /// kind, `role=` a button's role, and last, as it may hold spaces,
    /// `control=` a tooltip's control. The entry and the part's id are the
    /// key's (`play.quit.button.cancel`: ids of parts hold no dots). So a
    /// translator's check rebuilds the tooltip, tip, alert or undo name and
    /// holds the translation to the rules for it (an alert message ends in
    /// a period, a button says no 예). Plain strings and topic titles,
    /// which the check reads as strings, carry none.
    private static func part(_ string: LocalizableString, entry: Entry) -> String? {
        var value = string.role.rawValue
        switch entry.kind {
        case .tooltip(let tooltip):
            if string.key != entry.id { value += " state" }
            if let control = tooltip.control { value += " control=\(control)" }
        case .tip, .undo:
            break
        case .alert(let alert):
            if let kind = alert.kind { value += " kind=\(kind.rawValue)" }
            if string.role == .alertButton, let role = alert.buttons.first(where: { string.key == "\(entry.id).button.\($0.id)" })?.role {
                value += " role=\(role.rawValue)"
            }
        case .string, .topic:
            return nil
        }
        return value
    }

    /// The platforms copy is shown on, when they are fewer than the
    /// project's; nil when it is shown on all. A device variation's are its
    /// entry's (the device path names its own, and `other` the rest of them).
    private static func shownPlatforms(_ texts: [LocalizedText], path: String, entry: Entry, config: Config) -> PlatformSet? {
        let shown = path.hasPrefix("device.") ? entry.platforms
            : texts.first?.scope.platforms(within: entry.platforms) ?? entry.platforms
        return shown == PlatformSet(config.platforms) ? nil : shown
    }

    /// "Shown on iPhone (mac only) …": where the copy appears and its budget.
    private static func context(_ texts: [LocalizedText], path: String, entry: Entry, budget: Int?) -> String {
        var parts: [String] = []
        let device = path.split(separator: ".").first == "device" ? path.split(separator: ".")[1] : nil
        if let device {
            parts.append("Shown on \(Platform.allCases.first { $0.catalogDevice == device }?.displayName ?? String(device)).")
        } else if let scoped = texts.first?.scope.platforms {
            parts.append("Shown on \(scoped.displayNames()).")
        } else {
            parts.append("Shown on \(entry.platforms.displayNames()).")
        }
        if let inputs = texts.first?.scope.inputs {
            parts.append("Input: \(inputs.sorted().map(\.rawValue).joined(separator: ", ")).")
        }
        parts.append("Kind: \(entry.kindName).")
        if let budget { parts.append("Width budget: \(budget) columns; Hangul and other wide characters count 2.") }
        return parts.joined(separator: " ")
    }

    /// The width budget of the copy, as length.limit applies it.
    static func budget(_ string: LocalizableString, entry: Entry, config: Config) -> Int? {
        switch string.role {
        case .tooltip:
            if case .tooltip(let tooltip) = entry.kind, let maxLength = tooltip.maxLength { return maxLength }
            return config.budgets.tooltip
        case .tipTitle: return config.budgets.tipTitle
        case .tipMessage: return config.budgets.tipMessage
        case .alertTitle: return config.budgets.alertTitle
        case .alertMessage: return config.budgets.alertMessage
        case .alertButton: return config.budgets.alertButton
        default: return nil
        }
    }
}

/// Paths into a catalog localization as Xcode's XLIFF ids spell them.
public enum VariationPaths {
    /// Every string unit under a localization with its path: "" for a plain
    /// unit, `device.mac`, `plural.one`, `device.iphone.plural.one`,
    /// `substitutions.NAME.plural.few`. Plural paths use the target
    /// language's categories (a Korean file has `plural.other` only), with the
    /// source's `other` where the source lacks one.
    public static func leaves(of localization: JSONValue, targetCategories: [PluralCategory]) -> [(String, JSONValue)] {
        var result: [(String, JSONValue)] = []
        func visit(_ node: JSONValue, _ prefix: String) {
            func join(_ part: String) -> String { prefix.isEmpty ? part : "\(prefix).\(part)" }
            if let devices = node["variations"]?["device"]?.objectValue {
                for device in devices { visit(device.value, join("device.\(device.key)")) }
            } else if let plural = node["variations"]?["plural"]?.objectValue {
                for category in targetCategories {
                    let form = plural.first { $0.key == category.rawValue } ?? plural.first { $0.key == "other" }
                    if let unit = form?.value["stringUnit"] { result.append((join("plural.\(category.rawValue)"), unit)) }
                }
            } else if let unit = node["stringUnit"] {
                result.append((prefix, unit))
            }
            for substitution in node["substitutions"]?.objectValue ?? [] {
                let plural = substitution.value["variations"]?["plural"]?.objectValue ?? []
                for category in targetCategories {
                    let form = plural.first { $0.key == category.rawValue } ?? plural.first { $0.key == "other" }
                    if let unit = form?.value["stringUnit"] {
                        result.append((join("substitutions.\(substitution.key).plural.\(category.rawValue)"), unit))
                    }
                }
            }
        }
        visit(localization, "")
        return result
    }

    /// The unit at `path` in a localization, falling back the way a device
    /// does: a missing device to `other` or to the plain unit.
    public static func unit(at path: String, in localization: JSONValue) -> JSONValue? {
        var node = localization
        var parts = path.split(separator: ".").map(String.init)
        while !parts.isEmpty {
            let kind = parts.removeFirst()
            switch kind {
            case "device":
                let device = parts.isEmpty ? "" : parts.removeFirst()
                if let devices = node["variations"]?["device"] {
                    guard let chosen = devices[device] ?? devices["other"] else { return nil }
                    node = chosen
                }
            case "plural":
                let category = parts.isEmpty ? "" : parts.removeFirst()
                guard let form = node["variations"]?["plural"]?[category] else { return nil }
                node = form
            case "substitutions":
                let name = parts.isEmpty ? "" : parts.removeFirst()
                guard let substitution = node["substitutions"]?[name] else { return nil }
                node = substitution
            default:
                return nil
            }
        }
        return node["stringUnit"]
    }
}
