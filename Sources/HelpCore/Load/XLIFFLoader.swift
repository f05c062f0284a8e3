/// Reads XLIFF 1.2 — helpc's exports, Xcode's, or a CAT tool's — into units,
/// and into helpc content so the copy rules can check a translator's file at
/// the XLIFF's own lines.
public enum XLIFFLoader {
    public struct Unit: Sendable {
        public var id: String
        /// The catalog key: the id before `|==|`.
        public var key: String
        /// The variation path after `|==|` (`device.mac`, `plural.one`), or "".
        public var path: String
        public var source: String
        public var sourceLocation: SourceLocation
        public var target: String?
        public var targetLocation: SourceLocation?
        public var state: String?
        public var maxWidth: Int?
        public var location: SourceLocation
        /// The source and target with their inline codes (`<g>`, `<x/>`).
        public var sourceRuns: [MarkedRun] = []
        public var targetRuns: [MarkedRun]?
        public var restype: String?
        /// `extradata`: the part of an entry helpc exported the unit for
        /// (`EntryParts`), "alertButton kind=destructive role=cancel".
        public var extradata: String?
        /// `<context context-type>` values: `x-helpc-platforms`, `x-helpc-inputs`.
        public var contexts: [String: String] = [:]
        /// The topic each link code without text shows the title of, by
        /// code id: `<x ctype="x-link" xid="recipes.organize.title"/>`.
        public var linkTargets: [String: String] = [:]
        /// The source's and target's runs whose columns the file counts
        /// otherwise than their values (`&amp;`, CDATA).
        public var escapedRuns: [EscapedRun] = []

        /// A unit of a help topic's page (`TopicBodyUnits`).
        public var isTopicBody: Bool { path.hasPrefix("body.") }

        /// The target's codes whose ids no code of the source has, each
        /// once, in order: a tool or a translator that puts `<g id="9">`
        /// into a target adds markup the copy has no place for.
        public var codesNotInSource: [(id: String, location: SourceLocation)] {
            guard let targetRuns else { return [] }
            var known = Set(Self.codes(in: sourceRuns).map(\.id))
            return Self.codes(in: targetRuns).filter { known.insert($0.id).inserted }
        }

        /// Every code of the runs and of the codes inside them, in order.
        private static func codes(in runs: [MarkedRun]) -> [(id: String, location: SourceLocation)] {
            runs.flatMap { run -> [(id: String, location: SourceLocation)] in
                guard case .code(let id, _, _, let children, let location) = run else { return [] }
                return [(id, location)] + codes(in: children)
            }
        }
    }

    public struct File: Sendable {
        public var original: String
        public var sourceLanguage: String
        public var targetLanguage: String?
        public var units: [Unit]
        /// Which of the root's children the `<file>` is (0 for the first).
        public var position = 0
    }

    public struct Result: Sendable {
        public var files: [File]
        public var diagnostics: [Diagnostic]
    }

    /// The units of each `<file>` (1.2: in its `<body>`; 2.x: anywhere but
    /// in another unit, through `<group>`s), read as the document streams
    /// by: a translator's file of a whole project is a few tables of
    /// hundreds of thousands of units, which as one tree took gigabytes.
    ///
    /// `handingOver`, if given, takes each `<file>` with its units as soon
    /// as the next one's units start, while the rest streams by, so a
    /// caller can check it meanwhile and let its units go: the result lists
    /// the files handed over without their units. It gets files the result
    /// lists (all but the last and any without units), and nothing it took
    /// counts when the document turns out broken.
    public static func load(_ bytes: [UInt8], path: String, handingOver: ((File) -> Void)? = nil) -> Result {
        var options = XMLReader.Options()
        options.allowsDoctype = true
        // Both versions' units are read as they come; the root says which counts.
        var version1: [Int: (units: [Unit], diagnostics: [Diagnostic])] = [:]
        var version2: [Int: (units: [Unit], diagnostics: [Diagnostic])] = [:]
        // Each file's unit ids, with the line of the first: a tool's merge
        // can give an id twice, and an import then takes one and drops the other.
        var idLines: [Int: [String: Int]] = [:]
        func isRepeated(_ unit: Unit, in file: Int) -> Diagnostic? {
            if let first = idLines[file]?[unit.id] {
                return Diagnostic("xml.schema", .error, at: unit.location,
                                  "a second unit with the id “\(unit.id)” (the first is on line \(first)); ids are unique within a <file>: keep one")
            }
            idLines[file, default: [:]][unit.id] = unit.location.line
            return nil
        }
        // The file whose units are coming in, as the result would list it
        // (nil when it would not list it).
        var current: (position: Int, file: File?, isVersion1: Bool)?
        func handOver() {
            guard let handingOver, let current, var file = current.file else { return }
            file.units = (current.isVersion1 ? version1[current.position] : version2[current.position])?.units ?? []
            guard !file.units.isEmpty else { return }
            handingOver(file)
            if current.isVersion1 { version1[current.position]?.units = [] } else { version2[current.position]?.units = [] }
        }
        let parsed = XMLReader.stream(bytes, file: path, options: options, cutting: ["trans-unit", "unit"]) { element, file, ancestors in
            guard ancestors.count >= 2, ancestors[1] == "file" else { return }
            let between = ancestors.dropFirst(2)
            let isVersion1 = element.name == "trans-unit"
            if isVersion1 {
                guard between.first == "body", between.dropFirst().allSatisfy({ $0 == "group" }) else { return }
            } else {
                guard between.allSatisfy({ $0 == "group" }) else { return }
            }
            if handingOver != nil, current?.position != file {
                handOver()
                current = (file, header(of: element, version1: isVersion1, position: file), isVersion1)
            }
            if isVersion1 {
                switch unit(version1: element) {
                case .success(let unit):
                    if let repeated = isRepeated(unit, in: file) { version1[file, default: ([], [])].diagnostics.append(repeated) }
                    version1[file, default: ([], [])].units.append(unit)
                case .failure(let problem): version1[file, default: ([], [])].diagnostics.append(problem.diagnostic)
                }
            } else {
                switch unit(version2: element) {
                case .success(let unit):
                    if let repeated = isRepeated(unit, in: file) { version2[file, default: ([], [])].diagnostics.append(repeated) }
                    version2[file, default: ([], [])].units.append(unit)
                case .failure(let problem): version2[file, default: ([], [])].diagnostics.append(problem.diagnostic)
                }
            }
        }
        guard let root = parsed.document?.root else { return Result(files: [], diagnostics: parsed.diagnostics) }
        guard root.name == "xliff" else {
            return Result(files: [], diagnostics: parsed.diagnostics + [
                Diagnostic("xml.schema", .error, at: root.location, "the root element of an XLIFF file is <xliff>, not <\(root.name)>"),
            ])
        }
        var diagnostics = parsed.diagnostics
        let topLevel = root.elements
        if let version = root["version"], version.hasPrefix("2.") {
            guard root["srcLang"] != nil else {
                diagnostics.append(Diagnostic("xml.schema", .error, at: root.location, "<xliff> needs srcLang"))
                return Result(files: [], diagnostics: diagnostics)
            }
            var files: [File] = []
            for (index, file) in topLevel.enumerated() where file.name == "file" {
                let read = version2[index] ?? ([], [])
                diagnostics += read.diagnostics
                guard var listed = listed(version1: false, file: { file[$0] }, root: { root[$0] }, position: index) else { continue }
                listed.units = read.units
                files.append(listed)
            }
            return Result(files: files, diagnostics: diagnostics)
        }
        if let version = root["version"], version != "1.2" {
            diagnostics.append(Diagnostic("xml.schema", .error, at: root.location,
                                          "XLIFF \(version) is not supported; helpc reads XLIFF 1.2, as Xcode exports it, and 2.x"))
            return Result(files: [], diagnostics: diagnostics)
        }
        var files: [File] = []
        for (index, file) in topLevel.enumerated() where file.name == "file" {
            guard var listed = listed(version1: true, file: { file[$0] }, root: { root[$0] }, position: index) else {
                diagnostics.append(Diagnostic("xml.schema", .error, at: file.location, "<file> needs source-language"))
                continue
            }
            let read = version1[index] ?? ([], [])
            diagnostics += read.diagnostics
            listed.units = read.units
            files.append(listed)
        }
        return Result(files: files, diagnostics: diagnostics)
    }

    /// The `<file>` a unit is in as the result will list it, without its
    /// units; nil when the result will not list it (no source language, or
    /// a unit of the other version of XLIFF than the root's).
    private static func header(of unit: XMLElementView, version1: Bool, position: Int) -> File? {
        var file = unit
        while let parent = file.parent, parent.parent != nil { file = parent }
        guard let root = file.parent, root.name == "xliff", file.name == "file" else { return nil }
        let version = root["version"]
        guard version1 ? version == nil || version == "1.2" : version?.hasPrefix("2.") == true else { return nil }
        return listed(version1: version1, file: { file[$0] }, root: { root[$0] }, position: position)
    }

    /// A `<file>` without its units, from its attributes and the root's
    /// (1.2 names the languages on each file, 2.x on the root); nil without
    /// a source language.
    private static func listed(version1: Bool, file: (String) -> String?, root: (String) -> String?,
                               position: Int) -> File? {
        if version1 {
            guard let sourceLanguage = file("source-language") else { return nil }
            return File(original: file("original") ?? "", sourceLanguage: sourceLanguage,
                        targetLanguage: file("target-language"), units: [], position: position)
        }
        guard let sourceLanguage = root("srcLang") else { return nil }
        return File(original: file("original") ?? file("id") ?? "", sourceLanguage: sourceLanguage,
                    targetLanguage: root("trgLang"), units: [], position: position)
    }

    /// A unit that cannot be read, and why.
    private struct UnreadableUnit: Error {
        var diagnostic: Diagnostic
    }

    /// A 1.2 `<trans-unit>`, read where libxml2 holds it; only inline codes
    /// are made into values (`runs`).
    private static func unit(version1 element: XMLElementView) -> Swift.Result<Unit, UnreadableUnit> {
        // The unit's children are walked once: the streaming thread is a
        // translator's check's critical path, and finding the source, the
        // target and the contexts one walk each was a twentieth of it.
        // Positions are found going forward through the file (`LineCursor`):
        // the unit's own first, then its children's.
        let location = element.location
        let escapedBefore = element.escapedRunCount
        var source: XMLElementView?
        var target: XMLElementView?
        var contexts: [String: String] = [:]
        element.forEachElement { child in
            switch child.name {
            case "source": if source == nil { source = child }
            case "target": if target == nil { target = child }
            case "context-group":
                for context in child.elements(named: "context") {
                    if let type = context["context-type"] { contexts[type] = context.textContent }
                }
            default: break
            }
        }
        guard let id = element["id"], let source else {
            return .failure(UnreadableUnit(diagnostic: Diagnostic("xml.schema", .error, at: location,
                                                                  "<trans-unit> needs an id and a <source>")))
        }
        let (key, path) = keyAndPath(id)
        let sourceChildren = source.children
        // An empty target (<target/>, as tools write for a unit not
        // translated yet) is no translation, not an empty one.
        if target?.children.isEmpty == true { target = nil }
        let targetChildren = target?.children
        var unit = Unit(
            id: id, key: key, path: path,
            source: text(of: source, children: sourceChildren),
            sourceLocation: XMLElementView.firstText(in: sourceChildren)?.location ?? source.location,
            target: target.map { text(of: $0, children: targetChildren ?? []) },
            targetLocation: target.map { XMLElementView.firstText(in: targetChildren ?? [])?.location ?? $0.location },
            state: target?["state"], maxWidth: element["maxwidth"].flatMap(Int.init), location: location)
        unit.sourceRuns = runs(of: sourceChildren)
        unit.targetRuns = targetChildren.map { runs(of: $0) }
        if XMLElementView.onlyText(of: sourceChildren) == nil { unit.linkTargets = linkTargets(in: sourceChildren) }
        unit.restype = element["restype"]
        unit.extradata = element["extradata"]
        unit.contexts = contexts
        unit.escapedRuns = element.escapedRuns(since: escapedBefore)
        return .success(unit)
    }

    /// An element's text: the one run of text its children are, as read
    /// for them already (most sources and targets), or else the text of
    /// everything in it.
    private static func text(of element: XMLElementView, children: [XMLElementView.Node]) -> String {
        if children.isEmpty { return "" }
        return XMLElementView.onlyText(of: children)?.value ?? element.textContent
    }

    /// XLIFF 2.x, as a translator's tool may convert helpc's 1.2 into: each
    /// `<unit>` is a unit, named by its `name` (2.x ids are NMTOKENs, which
    /// helpc's `key|==|path` ids are not, so tools keep them there) or else
    /// its id; its segments' and ignorables' sources and targets, in order,
    /// are its copy.
    private static func unit(version2 element: XMLElementView) -> Swift.Result<Unit, UnreadableUnit> {
        guard let id = element["name"] ?? element["id"] else {
            return .failure(UnreadableUnit(diagnostic: Diagnostic("xml.schema", .error, at: element.location, "<unit> needs an id")))
        }
        let escapedBefore = element.escapedRunCount
        let parts = element.elements.filter { $0.name == "segment" || $0.name == "ignorable" }
        let sources = parts.compactMap { $0.firstElement(named: "source") }
        let targets = parts.compactMap { $0.firstElement(named: "target") }.filter { !$0.children.isEmpty }
        guard let firstSource = sources.first else {
            return .failure(UnreadableUnit(diagnostic: Diagnostic("xml.schema", .error, at: element.location,
                                                                  "<unit> needs a <segment> with a <source>")))
        }
        let firstTarget = targets.first
        let (key, path) = keyAndPath(id)
        var unit = Unit(
            id: id, key: key, path: path,
            source: sources.map(\.textContent).joined(),
            sourceLocation: XMLElementView.firstText(in: firstSource.children)?.location ?? firstSource.location,
            target: targets.isEmpty ? nil : targets.map(\.textContent).joined(),
            targetLocation: firstTarget.map { XMLElementView.firstText(in: $0.children)?.location ?? $0.location },
            state: parts.first { $0.name == "segment" }?["state"], maxWidth: nil, location: element.location)
        unit.sourceRuns = MarkedRun.joined(sources.map { runs(of: $0.children) })
        unit.targetRuns = targets.isEmpty ? nil : MarkedRun.joined(targets.map { runs(of: $0.children) })
        unit.escapedRuns = element.escapedRuns(since: escapedBefore)
        return .success(unit)
    }

    /// The runs of a source's or target's children: most are one run of
    /// text, taken as it is rather than made into nodes first.
    private static func runs(of children: [XMLElementView.Node]) -> [MarkedRun] {
        if children.isEmpty { return [] }
        if let only = XMLElementView.onlyText(of: children) { return [.text(only.value, only.location)] }
        return runs(nodes(children))
    }

    /// A view's children as values: its text as it is, its inline codes
    /// (a few in a unit, if any) made into elements.
    private static func nodes(_ children: [XMLElementView.Node]) -> [XMLNode] {
        children.map { child in
            switch child {
            case .text(let text): .text(text)
            case .element(let element): .element(element.tree)
            }
        }
    }

    /// A unit id's catalog key and variation path: `key|==|path` (a third
    /// part, which helpc never writes, is dropped). Found by byte: through
    /// Foundation's `components(separatedBy:)` it was 3% of checking a
    /// translator's file.
    static func keyAndPath(_ id: String) -> (key: String, path: String) {
        let separator = Array("|==|".utf8)
        let bytes = Array(id.utf8)
        var cuts: [Int] = []
        var index = 0
        while index + separator.count <= bytes.count {
            if bytes[index] == separator[0] && bytes[index..<index + separator.count].elementsEqual(separator) {
                cuts.append(index)
                index += separator.count
            } else {
                index += 1
            }
        }
        guard let first = cuts.first else { return (id, "") }
        let pathStart = first + separator.count
        let pathEnd = cuts.count > 1 ? cuts[1] : bytes.count
        return (String(decoding: bytes[..<first], as: UTF8.self), String(decoding: bytes[pathStart..<pathEnd], as: UTF8.self))
    }

    /// The topics `<x ctype="x-link" xid="….title"/>` codes show the
    /// titles of, by code id.
    /// Read from the parser's nodes where they lie, as most units' codes are not links.
    private static func linkTargets(in nodes: [XMLElementView.Node]) -> [String: String] {
        var targets: [String: String] = [:]
        func visit(_ nodes: [XMLElementView.Node]) {
            for case .element(let element) in nodes {
                if element["ctype"] == "x-link", let id = element["id"], let xid = element["xid"], xid.hasSuffix(".title"),
                   xid.count > ".title".count {
                    targets[id] = String(xid.dropLast(".title".count))
                }
                visit(element.children)
            }
        }
        visit(nodes)
        return targets
    }

    /// XLIFF inline content as marked runs: `<g>` (2.x: `<pc>`) around text,
    /// and the start and end codes a tool may write in its place — 1.2's
    /// `<bx/>`…`<ex/>` and `<bpt>`…`<ept>`, 2.x's `<sc/>`…`<ec/>`, paired
    /// by `rid` (or `id`; 2.x: `startRef`) — as the code around the text
    /// between them; `<x/>` (2.x: `<ph/>`), a start or end code without its
    /// pair, and the other standalone codes (`<it>`) as placeholders named
    /// by their element; `<mrk>` only marks, so its content counts as the
    /// text around it, and 2.x's `<sm/>`/`<em/>` markers are nothing.
    static func runs(_ nodes: [XMLNode]) -> [MarkedRun] {
        var result: [MarkedRun] = []
        // The start codes not yet closed: where their content begins in `result`.
        var open: [(pair: String, id: String, ctype: String, location: SourceLocation, element: String, start: Int)] = []
        func appendText(_ value: String, _ location: SourceLocation) {
            if case .text(let previous, let start)? = result.last, open.last.map({ $0.start < result.count }) ?? true {
                result[result.count - 1] = .text(previous + value, start)
            } else {
                result.append(.text(value, location))
            }
        }
        func placeholder(_ element: XMLElement) -> MarkedRun {
            // An `<x/>` that lost its ctype is still the code its id names; the
            // other standalone codes are none of helpc's, and keep their names.
            let ctype = element["ctype"] ?? (element.name == "x" || element.name == "ph" ? "" : element.name)
            return .code(id: element["id"] ?? "", ctype: ctype, isPlaceholder: true, children: [], location: element.location)
        }
        for node in nodes {
            switch node {
            case .text(let text):
                appendText(text.value, text.location)
            case .element(let element):
                switch element.name {
                case "g", "pc":
                    result.append(.code(id: element["id"] ?? "", ctype: element["ctype"] ?? "", isPlaceholder: false,
                                        children: runs(element.children), location: element.location))
                case "bx", "bpt", "sc":
                    guard element["isolated"] != "yes" else {
                        result.append(placeholder(element))
                        continue
                    }
                    let id = element["id"] ?? ""
                    open.append((element["rid"] ?? id, id, element["ctype"] ?? "", element.location, element.name, result.count))
                case "ex", "ept", "ec":
                    let pair = element["rid"] ?? element["startRef"] ?? element["id"] ?? ""
                    let starts = ["ex": "bx", "ept": "bpt", "ec": "sc"][element.name]!
                    guard element["isolated"] != "yes", let last = open.last, last.pair == pair, last.element == starts else {
                        result.append(placeholder(element))
                        continue
                    }
                    open.removeLast()
                    let children = Array(result[last.start...])
                    result.removeSubrange(last.start...)
                    result.append(.code(id: last.id, ctype: last.ctype, isPlaceholder: false, children: children, location: last.location))
                case "sm", "em":
                    continue
                case "mrk":
                    for run in runs(element.children) {
                        if case .text(let value, let location) = run { appendText(value, location) } else { result.append(run) }
                    }
                default:
                    result.append(placeholder(element))
                }
            }
        }
        // Start codes never closed stand alone, where they were.
        for start in open.reversed() {
            result.insert(.code(id: start.id, ctype: start.element, isPlaceholder: true, children: [], location: start.location),
                          at: start.start)
        }
        return result
    }

    /// The units as content: each key a `<string>` whose texts are the
    /// sources and targets, scoped by their device paths, plural paths as
    /// plural forms, with the unit's `maxwidth` as its width budget.
    public static func content(_ file: File, path: String, platforms: PlatformSet = PlatformSet.all) -> ContentFile {
        // Units are grouped by their place in the file, not copied: a unit
        // holds a dozen strings and locations, and copying each into its
        // group, then into its device's, was a sixth of checking a
        // translator's XLIFF on the thread that turns units into entries.
        let units = file.units
        var order: [String] = []
        var byKey: [String: [Int]] = [:]
        var pages: [String] = []
        var pageUnits: [String: [Int]] = [:]
        for index in units.indices {
            if units[index].isTopicBody {
                let key = units[index].key
                if pageUnits[key] == nil { pages.append(key) }
                pageUnits[key, default: []].append(index)
                continue
            }
            // Substitution variables are checked as copy of their own.
            var key = units[index].key
            let variation = units[index].path
            if !variation.isEmpty, let range = variation.range(of: ".plural.", options: .backwards), variation.hasPrefix("substitutions.") {
                key += "|" + variation[..<range.lowerBound]
            }
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(index)
        }
        var entries: [Entry] = []
        entries.reserveCapacity(order.count)
        // The parts of tooltips, tips, alerts and undo names helpc exported,
        // by entry (and input, as their keys are), rebuilt where their first
        // part stands.
        var parts = EntryParts()
        for key in order {
            let members = byKey[key]!
            let location = units[members[0]].location
            // A key for one input device: `id#remote`.
            let inputMark = key.utf8.lastIndex(of: UInt8(ascii: "#"))
            let input = inputMark.flatMap { InputDevice(rawValue: String(key[key.index(after: $0)...])) }
            // An entry shown on fewer platforms than the project's says which
            // (`x-helpc-platforms`, as the exporter writes it), so its words
            // are judged for those, as in its content file.
            // A context that names none of the project's platforms (a tool
            // emptied it, or the project dropped the platform) is no scope.
            let shown = units[members[0]].contexts["x-helpc-platforms"].flatMap { list -> PlatformSet? in
                let named = PlatformSet(list.split(separator: " ").compactMap { Platform(rawValue: String($0)) }).intersection(platforms)
                return named.isEmpty ? nil : named
            }
            var texts: [LocalizedText] = []
            for (language, side) in [(file.sourceLanguage, true), (file.targetLanguage ?? "", false)] where !language.isEmpty {
                texts += self.texts(members, of: units, language: language, source: side, platforms: shown ?? platforms, input: input)
            }
            let copy = Copy(texts: texts, location: location, widthBudget: members.compactMap { units[$0].maxWidth }.min())
            var plainKey = key
            if input != nil, let inputMark { plainKey = String(key[..<inputMark]) }
            if parts.add(copy, key: plainKey, part: units[members[0]].extradata, input: input, at: entries.count,
                         platforms: shown) { continue }
            entries.append(Entry(id: key, table: file.original, kind: .string(copy), location: location, platforms: shown ?? platforms))
        }
        entries = parts.merged(into: entries, table: file.original, platforms: platforms)
        // Appended where the strings' entries lie: `entries + topics` copied every entry once more.
        entries.reserveCapacity(entries.count + pages.count)
        for key in pages {
            let members = pageUnits[key]!
            let location = units[members[0]].location
            var bodies = [TopicBody(language: file.sourceLanguage,
                                    blocks: members.map { block(units[$0], runs: units[$0].sourceRuns, at: units[$0].sourceLocation) },
                                    location: location)]
            if let language = file.targetLanguage {
                let blocks = members.compactMap { index in
                    units[index].targetRuns.map { block(units[index], runs: $0, at: units[index].targetLocation ?? units[index].location) }
                }
                bodies.append(TopicBody(language: language, blocks: blocks, location: location,
                                        untranslatedBlocks: members.indices.filter { units[members[$0]].targetRuns == nil }))
            }
            entries.append(Entry(id: key, table: file.original, kind: .topic(Topic(bodies: bodies)), location: location,
                                 platforms: platforms))
        }
        return ContentFile(path: path, table: file.original, platforms: platforms, entries: entries,
                           escapedRuns: units.flatMap(\.escapedRuns).sorted { $0.start < $1.start })
    }

    /// One unit of a topic's page as a block, scoped as its context says,
    /// its codes as the inline elements their `ctype`s name.
    private static func block(_ unit: Unit, runs: [MarkedRun], at location: SourceLocation) -> Block {
        var scope = Scope()
        if let list = unit.contexts["x-helpc-platforms"] {
            scope.platforms = PlatformSet(list.split(separator: " ").compactMap { Platform(rawValue: String($0)) })
        }
        if let list = unit.contexts["x-helpc-inputs"] {
            scope.inputs = InputSet(list.split(separator: " ").compactMap { InputDevice(rawValue: String($0)) })
        }
        func inlines(_ runs: [MarkedRun]) -> [Inline] {
            runs.map { run in
                switch run {
                case .text(let value, let location):
                    return Inline(kind: .text(value), location: location)
                case .code(let id, let ctype, _, let children, let location):
                    if ctype == "x-link", let topic = unit.linkTargets[id] {
                        return Inline(kind: .link(.topic(topic), inlines(children)), location: location)
                    }
                    return Inline(kind: TopicBodyUnits.kind(ofCode: ctype, children: inlines(children)), location: location)
                }
            }
        }
        let copy = inlines(runs)
        let kind: Block.Kind = switch unit.restype.map({ $0.hasPrefix("x-helpc-") ? String($0.dropFirst(8)) : $0 }) {
        case "note": .note(copy)
        case "step": .step(copy)
        case "li": .item(copy)
        case "title": .section(title: copy, blocks: [])
        case "alt": .image(src: "", alt: MarkedRun.plainText(runs))
        default: .paragraph(copy)
        }
        return Block(kind: kind, scope: scope, location: location)
    }

    /// The texts in `language` of the units at `members` of `units` (one
    /// key's), a text per device. Most units have no variation path, and
    /// are read without splitting it.
    private static func texts(_ members: [Int], of units: [Unit], language: String, source: Bool,
                              platforms universe: PlatformSet, input: InputDevice?) -> [LocalizedText] {
        // Group by device: "device.mac.plural.one" → device "mac", plural "one".
        var groups: [(device: String?, members: [Int])] = []
        for index in members {
            let variation = units[index].path
            var device: String?
            if !variation.isEmpty {
                let parts = variation.split(separator: ".")
                if parts.first == "device" && parts.count > 1 { device = String(parts[1]) }
            }
            if let group = groups.firstIndex(where: { $0.device == device }) {
                groups[group].members.append(index)
            } else {
                groups.append((device, [index]))
            }
        }
        let named = PlatformSet(groups.compactMap { $0.device }.compactMap { device in Platform.allCases.first { $0.catalogDevice == device } })
        return groups.compactMap { device, members -> LocalizedText? in
            var scope = Scope.everywhere
            // A key for one input device (`key#remote`) holds that device's copy.
            if let input { scope.inputs = InputSet([input]) }
            if let device {
                let platforms = device == "other"
                    ? universe.subtracting(named)
                    : PlatformSet(Platform.allCases.filter { $0.catalogDevice == device })
                guard !platforms.isEmpty else { return nil }
                scope.platforms = platforms
            }
            func value(_ index: Int) -> (String, SourceLocation)? {
                source ? (units[index].source, units[index].sourceLocation)
                    : units[index].target.map { ($0, units[index].targetLocation ?? units[index].location) }
            }
            let forms = members.compactMap { index -> PluralForm? in
                let variation = units[index].path
                guard !variation.isEmpty,
                      let category = variation.split(separator: ".").last.flatMap({ PluralCategory(rawValue: String($0)) }),
                      variation.contains("plural."), let (text, location) = value(index) else { return nil }
                return PluralForm(category: category, value: text, location: location)
            }
            if !forms.isEmpty {
                let other = forms.first { $0.category == .other } ?? forms[0]
                let specifier = Placeholder.all(in: other.value).first { $0.isValid }?.text ?? "%lld"
                return LocalizedText(language: language, scope: scope, value: .plural(PluralText(specifier: specifier, forms: forms)),
                                     location: forms[0].location, valueLocation: forms[0].location)
            }
            guard let (text, location) = value(members[0]) else { return nil }
            return LocalizedText(language: language, scope: scope, value: .single(text), location: location, valueLocation: location)
        }
    }
}
