import Foundation
import HelpCore

/// The help topics' pages in a translator's XLIFF (`TopicBodyUnits`),
/// planned as edits to the content files for `helpc import-xliff`.
///
/// A page in the target language whose blocks line up with the source
/// language's takes each changed unit into its block, touching only that
/// block's content (an alt text: its attribute). A topic with no page in the
/// target language gets one, made from the source page's own lines — its
/// blocks, attributes and comments — with every block's copy replaced, when
/// every block is translated. Anything else is skipped with its reason:
/// a page laid out differently, English changed since the export, codes the
/// source does not have.
enum TopicPageImport {
    typealias Document = (bytes: [UInt8], elements: [String: XMLElement])

    struct Plan {
        var fixes: [String: [Fix]] = [:]
        var imported = 0
        /// Units of pages reviewed and returned as they were (`XLIFFImport.Result.reviewed`).
        var reviewed: [String] = []
        var orphans: [String] = []
        var skipped: [(String, String)] = []
    }

    static func plan(_ units: [XLIFFLoader.Unit], language: String, project: Project,
                     document: (String) throws(HelpcFailure) -> Document) throws(HelpcFailure) -> Plan {
        var plan = Plan()
        var topics: [String: (entry: Entry, topic: Topic)] = [:]
        for entry in project.entries {
            if case .topic(let topic) = entry.kind { topics[entry.id] = (entry, topic) }
        }
        var order: [String] = []
        var byTopic: [String: [XLIFFLoader.Unit]] = [:]
        // An empty target is copy not translated yet, not copy to empty a block with.
        for unit in units where !MarkedRun.isBlank(unit.targetRuns ?? []) {
            if byTopic[unit.key] == nil { order.append(unit.key) }
            byTopic[unit.key, default: []].append(unit)
        }
        let sourceLanguage = project.config.sourceLanguage
        for key in order {
            let units = byTopic[key]!
            guard let (entry, topic) = topics[key], let sourceBody = topic.body(in: sourceLanguage) else {
                plan.orphans += units.map(\.id)
                continue
            }
            let file = entry.location.file
            let doc = try document(file)
            let sources = Dictionary(TopicBodyUnits.units(of: sourceBody).map { ($0.path, $0) }) { first, _ in first }

            // Each unit's copy, checked against the current source.
            var ready: [(unit: XLIFFLoader.Unit, source: TopicBodyUnits.Unit, runs: [MarkedRun])] = []
            for unit in units {
                guard let source = sources[unit.path] else { plan.orphans.append(unit.id); continue }
                let current = TopicBodyUnits.sourceMarkup(source)
                guard MarkedRun.signature(MarkedRun.collapsed(unit.sourceRuns)) == MarkedRun.signature(current) else {
                    plan.skipped.append((unit.id, "its \(sourceLanguage) copy changed after the export (now “\(MarkedRun.plainText(current))”); export again and translate the new copy"))
                    continue
                }
                let runs = MarkedRun.collapsed(unit.targetRuns ?? [])
                if let problem = PageMarkup.problem(with: runs, source: source) {
                    plan.skipped.append((unit.id, problem))
                    continue
                }
                ready.append((unit, source, runs))
            }

            if let translated = topic.body(in: language) {
                guard TopicBodyUnits.haveSameShape(sourceBody.blocks, translated.blocks) else {
                    plan.skipped += ready.map { ($0.unit.id, "the \(language) page of \(key) is laid out differently from the \(sourceLanguage) one; edit it in \(file)") }
                    continue
                }
                let targets = Dictionary(TopicBodyUnits.units(of: translated).map { ($0.path, $0) }) { first, _ in first }
                var changed = 0
                var confirmed: Set<String> = []
                for (unit, source, runs) in ready {
                    guard let target = targets[unit.path] else { continue }
                    switch PageMarkup.edit(runs, source: source, target: target, in: doc) {
                    case .unchanged:
                        confirmed.insert(unit.path)
                    case .edit(let fix):
                        plan.fixes[file, default: []].append(fix)
                        plan.imported += 1
                        changed += 1
                        confirmed.insert(unit.path)
                    case .skip(let reason): plan.skipped.append((unit.id, reason))
                    }
                }
                // A page written here records the source page it now
                // follows, when the translator sent every block of it back
                // for the current source (a block left out may still follow
                // an older one); so does a stale page every block of which
                // came back reviewed as it was. An untouched page is left as it was.
                let fingerprint = TopicBodyUnits.fingerprint(of: sourceBody)
                let everyBlock = sources.values.allSatisfy { TopicBodyUnits.sourceMarkup($0).isEmpty || confirmed.contains($0.path) }
                let wasReviewed = translated.sourceFingerprint.map { $0 != fingerprint } == true
                    && ready.allSatisfy { XLIFFImport.isReviewed($0.unit.state) }
                if everyBlock, changed > 0 || wasReviewed, let element = doc.elements[PageMarkup.key(translated.location)] {
                    plan.fixes[file, default: []].append(XLIFFImport.setting("source", to: fingerprint, in: element, bytes: doc.bytes))
                    if changed == 0 { plan.reviewed += ready.map(\.unit.id) }
                }
            } else {
                // No page in this language yet: one made from the source's,
                // once every block of it is translated.
                let untranslated = sources.values.filter { source in
                    !TopicBodyUnits.sourceMarkup(source).isEmpty && !ready.contains { $0.source.path == source.path }
                }.map(\.path).sorted()
                guard untranslated.isEmpty, ready.count == units.count,
                      let sourceElement = doc.elements[PageMarkup.key(sourceBody.location)] else {
                    let reason = untranslated.isEmpty
                        ? "\(key) has no \(language) page yet, and helpc makes one only from a complete set of its blocks"
                        : "\(key) has no \(language) page yet; translate all of its blocks for helpc to make it (\(untranslated.map { "\(key)|==|\($0)" }.joined(separator: ", ")) \(untranslated.count == 1 ? "is" : "are") not)"
                    plan.skipped += ready.map { ($0.unit.id, reason) }
                    continue
                }
                var edits: [Fix] = []
                var unplaced: [(String, String)] = []
                for (unit, source, runs) in ready {
                    switch PageMarkup.edit(runs, source: source, target: source, in: doc, replacingSource: true) {
                    case .unchanged: break
                    case .edit(let fix): edits.append(fix)
                    case .skip(let reason): unplaced.append((unit.id, reason))
                    }
                }
                // A block left in the source language would make a page in two.
                guard unplaced.isEmpty else {
                    plan.skipped += unplaced
                    continue
                }
                let page = PageMarkup.translatedPage(sourceElement, edits: edits, language: language,
                                                     sourceLanguage: sourceLanguage,
                                                     fingerprint: TopicBodyUnits.fingerprint(of: sourceBody), in: doc.bytes)
                plan.fixes[file, default: []].append(Fix(range: sourceElement.span.end..<sourceElement.span.end, original: "",
                                                         replacement: "\n" + XLIFFImport.indentation(before: sourceElement.span.start, in: doc.bytes) + page))
                plan.imported += ready.count
            }
        }
        return plan
    }
}

/// Reading and writing one unit's copy as content XML.
enum PageMarkup {
    static func key(_ location: SourceLocation) -> String { "\(location.line):\(location.column)" }

    /// Why a translation's codes can't be written into the page, if they can't.
    static func problem(with runs: [MarkedRun], source: TopicBodyUnits.Unit) -> String? {
        let codes = TopicBodyUnits.codes(source.inlines)
        func check(_ runs: [MarkedRun]) -> String? {
            for run in runs {
                guard case .code(let id, let ctype, let isPlaceholder, let children, _) = run else { continue }
                guard let number = Int(id), number >= 1, number <= codes.count else {
                    return "its code <\(isPlaceholder ? "x" : "g") id=\"\(id)\"> is not one of the source’s; keep the source’s codes (\(codes.isEmpty ? "it has none" : codes.count == 1 ? "id 1" : "ids 1–\(codes.count)"))"
                }
                // Some tools drop ctype; the id still names the element, if the
                // code is of its form (`<x/>` for a link with no text, `<g>` else).
                let expected = TopicBodyUnits.ctype(of: codes[number - 1])
                guard expected == ctype || (ctype.isEmpty && isPlaceholder == (expected == "x-link")) else {
                    return "its code id=\"\(id)\" is ctype \(ctype.isEmpty ? "(none)" : ctype); in the source it is \(expected)"
                }
                if let problem = check(children) { return problem }
            }
            return nil
        }
        if source.role == .imageAlt, runs.contains(where: { if case .code = $0 { true } else { false } }) {
            return "an image’s description is plain text; take the codes out"
        }
        return check(runs)
    }

    enum Edit {
        case unchanged
        case edit(Fix)
        case skip(String)
    }

    /// The edit that puts `runs` into the block of `target`: nothing when the
    /// block already says it. With `replacingSource`, `target` is the source
    /// block itself, whose copy is replaced (a page being made from it).
    static func edit(_ runs: [MarkedRun], source: TopicBodyUnits.Unit, target: TopicBodyUnits.Unit,
                     in doc: TopicPageImport.Document, replacingSource: Bool = false) -> Edit {
        guard let element = doc.elements[key(target.location)] else {
            return .skip("its block could not be found in \(target.location.file)")
        }
        if source.role == .imageAlt {
            let value = MarkedRun.plainText(runs)
            if !replacingSource, target.inlines.map(\.plainText).joined() == value { return .unchanged }
            return .edit(XLIFFImport.setting("alt", to: value, in: element, bytes: doc.bytes))
        }
        // Codes by number: the elements they stand for, as this page writes them.
        let sourceCodes = TopicBodyUnits.codes(source.inlines)
        var tags: [Int: XMLElement] = [:]
        for (index, code) in sourceCodes.enumerated() { tags[index + 1] = doc.elements[key(code.location)] }
        if !replacingSource {
            let current = TopicBodyUnits.translationMarkup(target, source: source)
            if MarkedRun.signature(current) == MarkedRun.signature(runs) { return .unchanged }
            let translated = TopicBodyUnits.codes(target.inlines)
            let matched = TopicBodyUnits.codeIDs(source: source.inlines, translation: target.inlines)
            guard matched.count == translated.count else {
                return .skip("its block in the \(target.location.file) page has inline elements the source’s hasn’t; edit it there")
            }
            // The page's own elements keep their attributes (a link to a page in its language).
            for (index, code) in translated.enumerated() {
                if let id = matched[index].flatMap(Int.init), let element = doc.elements[key(code.location)] { tags[id] = element }
            }
        }
        var content = element
        if source.role == .sectionTitle {
            guard let title = element.firstElement(named: "title") else { return .skip("its section has no <title> to fill") }
            content = title
        }
        let range = content.span.contentStart..<content.span.contentEnd
        let replacement = xml(runs, tags: tags, bytes: doc.bytes)
        if content.span.contentStart == content.span.end {
            // An empty element written `<p/>`: opened up to hold the copy.
            let tag = String(decoding: doc.bytes[content.span.start..<content.span.end], as: UTF8.self)
            guard tag.hasSuffix("/>") else { return .skip("its block could not be found in \(target.location.file)") }
            let opened = String(tag.dropLast(2)).trimmingWhiteSpace() + ">" + replacement + "</\(content.name)>"
            return .edit(Fix(range: content.span.start..<content.span.end, original: tag, replacement: opened))
        }
        return .edit(Fix(range: range, original: String(decoding: doc.bytes[range], as: UTF8.self), replacement: replacement))
    }

    /// Runs as content XML: text escaped, each code the element it stands
    /// for, with that element's own start tag.
    static func xml(_ runs: [MarkedRun], tags: [Int: XMLElement], bytes: [UInt8]) -> String {
        runs.map { run in
            switch run {
            case .text(let text, _):
                return XLIFFImport.escape(text)
            case .code(let id, _, let isPlaceholder, let children, _):
                guard let element = Int(id).flatMap({ tags[$0] }) else { return xml(children, tags: tags, bytes: bytes) }
                let isEmpty = element.span.contentStart == element.span.end
                if isPlaceholder {
                    return String(decoding: bytes[element.span.start..<element.span.end], as: UTF8.self)
                }
                let start = isEmpty
                    ? String(String(decoding: bytes[element.span.start..<element.span.end], as: UTF8.self).dropLast(2)).trimmingWhiteSpace() + ">"
                    : String(decoding: bytes[element.span.start..<element.span.contentStart], as: UTF8.self)
                return start + xml(children, tags: tags, bytes: bytes) + "</\(element.name)>"
            }
        }.joined()
    }

    /// The source page's lines with its copy replaced, its language
    /// changed and the source page's `fingerprint` recorded (`source=`).
    static func translatedPage(_ body: XMLElement, edits: [Fix], language: String, sourceLanguage: String,
                               fingerprint: String, in bytes: [UInt8]) -> String {
        let start = body.span.start
        let shifted = edits.map { edit in
            Fix(range: (edit.range.lowerBound - start)..<(edit.range.upperBound - start),
                original: edit.original, replacement: edit.replacement,
                text: edit.text.map { Fix.TextPlace(bytes: ($0.bytes.lowerBound - start)..<($0.bytes.upperBound - start),
                                                   value: $0.value, characters: $0.characters) })
        }
        var page = FixApplier.apply(shifted, to: Array(bytes[start..<body.span.end])).bytes
        let tagLength = body.span.contentStart - start
        let tag = String(decoding: page[0..<min(tagLength, page.count)], as: UTF8.self)
        var newTag = tag
        for quote in ["\"", "'"] {
            let old = "xml:lang=\(quote)\(sourceLanguage)\(quote)"
            if tag.contains(old) { newTag = tag.replacingOccurrences(of: old, with: "xml:lang=\(quote)\(language)\(quote)"); break }
        }
        if newTag == tag { newTag = "<body xml:lang=\"\(language)\"" + tag.dropFirst("<body".count) }
        // The source page's own `source=`, if it had one, is not this page's.
        newTag = newTag.replacingOccurrences(of: #"\s+source\s*=\s*("[^"]*"|'[^']*')"#, with: "", options: .regularExpression)
        newTag = String(newTag.dropLast()) + " source=\"\(fingerprint)\">"
        page.replaceSubrange(0..<tagLength, with: Array(newTag.utf8))
        return String(decoding: page, as: UTF8.self)
    }
}
