import Foundation
import HelpCore
import HelpEmit

/// `helpc import-xliff`: a translator's XLIFF written into the content files
/// in place. Only `<text>` elements of the target language whose copy changes
/// are touched — their content and their `source` fingerprint; a translation
/// for copy that has none yet is added as a new `<text>` beside the source's;
/// help topics' pages are written block by block (`TopicPageImport`).
/// Everything else — comments, attribute order, indentation — stays byte for
/// byte. All units are validated first; then each file is written once,
/// atomically. Exporting and importing an untouched file changes nothing.
public enum XLIFFImport {
    public struct Result: Sendable {
        public var language: String
        /// Units whose translation was written.
        public var imported: Int
        /// Of those, units translated from an older source: written as stale.
        public var stale: [String]
        /// Units whose translation was reviewed against the current
        /// source and returned as it was (a reviewed `state`): only their
        /// fingerprint was brought up to date, so they are no longer stale.
        public var reviewed: [String] = []
        /// Units whose ids no longer exist in the content.
        public var orphans: [String]
        /// Units that could not be placed, with the reason.
        public var skipped: [(id: String, reason: String)]
        public var files: [String]
    }

    private struct Edit {
        var fix: Fix
    }

    public static func run(_ path: String, compiler: Compiler) throws(HelpcFailure) -> Result {
        let workspace = compiler.workspace
        let url = URL(fileURLWithPath: path, relativeTo: workspace.displayBase).standardizedFileURL
        var xliffURL = url
        if url.pathExtension.lowercased() == "xcloc" {
            let contents = url.appendingPathComponent("Localized Contents")
            guard let name = (try? FileManager.default.contentsOfDirectory(atPath: contents.path))?.first(where: { $0.hasSuffix(".xliff") }) else {
                throw HelpcFailure("\(path) has no Localized Contents/*.xliff")
            }
            xliffURL = contents.appendingPathComponent(name)
        }
        // The XLIFF streams by on a thread of its own while the project's
        // files are read on the others; its mistakes are still told first.
        let bytes = try Workspace.read(xliffURL, display: path)
        let display = workspace.display(xliffURL)
        let loading = BackgroundWork { XLIFFLoader.load(bytes, path: display) }
        let project = Swift.Result { () throws(HelpcFailure) in try compiler.loadedProject() }
        let loaded = loading.wait()
        if loaded.diagnostics.contains(where: { $0.severity == .error }) { throw HelpcFailure(loaded.diagnostics) }
        let config = workspace.config
        let tags = Set(loaded.files.compactMap(\.targetLanguage))
        let languages = Set(tags.map(config.language(forTag:)))
        guard languages.count == 1, let language = languages.first else {
            throw HelpcFailure("\(path) must have one target-language for all its files (found \(tags.sorted().joined(separator: ", ")))")
        }
        guard config.targetLanguages.contains(language) else {
            throw HelpcFailure("\(path) is a translation into \(tags.sorted().joined(separator: ", ")), which helpc.json doesn't list as a target language")
        }

        let checked = try project.get()
        let unreadable = checked.outcome.diagnostics.filter { $0.ruleID == "xml.syntax" || $0.ruleID == "xml.schema" }
        if !unreadable.isEmpty { throw HelpcFailure(unreadable) }

        // Where each key's copy is.
        var strings: [String: (entry: Entry, texts: [LocalizedText], all: [LocalizedText])] = [:]
        for entry in checked.project.entries {
            for string in entry.localizableStrings {
                for (key, texts) in StringCatalogEmitter.keyedByInput(string) {
                    strings[key] = (entry, texts, string.copy.texts)
                }
            }
        }
        // The files as XML, for element spans: those the units' keys are in
        // read side by side first (nearly every unit reads its file's), any
        // other when asked for.
        var documents: [String: (bytes: [UInt8], elements: [String: XMLElement])] = [:]
        @Sendable func read(_ file: String) throws(HelpcFailure) -> (bytes: [UInt8], elements: [String: XMLElement]) {
            guard let url = checked.fileURLs[file] else { throw HelpcFailure("\(file) is not a content file of this project") }
            let bytes = try Workspace.read(url, display: file)
            var elements: [String: XMLElement] = [:]
            func index(_ element: XMLElement) {
                elements["\(element.location.line):\(element.location.column)"] = element
                element.elements.forEach(index)
            }
            if let root = XMLReader.parse(bytes, file: file).document?.root { index(root) }
            return (bytes, elements)
        }
        func document(_ file: String) throws(HelpcFailure) -> (bytes: [UInt8], elements: [String: XMLElement]) {
            if let cached = documents[file] { return cached }
            let read = try read(file)
            documents[file] = read
            return read
        }
        var topicFiles: [String: String] = [:]
        for entry in checked.project.entries {
            if case .topic = entry.kind { topicFiles[entry.id] = entry.location.file }
        }
        var unitFileSet: Set<String> = []
        for file in loaded.files {
            for unit in file.units {
                if let found = unit.isTopicBody ? topicFiles[unit.key] : strings[unit.key]?.entry.location.file {
                    unitFileSet.insert(found)
                }
            }
        }
        let unitFiles = unitFileSet.sorted()
        let read = ParallelMap.map(unitFiles.count, jobs: compiler.jobs) { index in
            Swift.Result { () throws(HelpcFailure) in try read(unitFiles[index]) }
        }
        for (file, result) in zip(unitFiles, read) { documents[file] = try result.get() }

        var fixes: [String: [Fix]] = [:]
        // One source fingerprint per <text>: a stale form anywhere marks it stale.
        var fingerprints: [String: (file: String, fix: Fix)] = [:]
        var stale: [String] = []
        var orphans: [String] = []
        var skipped: [(String, String)] = []
        var imported = 0
        var reviewed: [String] = []
        // Units grouped by the target text they land in, to catch a text
        // that would need different copy per device.
        var planned: [String: (value: String, id: String)] = [:]

        // The help topics' pages, block by block.
        let pages = try TopicPageImport.plan(loaded.files.flatMap { $0.units.filter(\.isTopicBody) }, language: language,
                                             project: checked.project, document: document)
        fixes.merge(pages.fixes) { $0 + $1 }
        orphans += pages.orphans
        skipped += pages.skipped
        imported += pages.imported
        reviewed += pages.reviewed

        for file in loaded.files {
            for unit in file.units where !unit.isTopicBody {
                guard let target = unit.target else { continue }
                guard let copy = strings[unit.key] else { orphans.append(unit.id); continue }
                let parts = unit.path.split(separator: ".").map(String.init)
                let device = parts.first == "device" && parts.count > 1 ? parts[1] : nil
                let platform = device.flatMap { name in Platform.allCases.first { $0.catalogDevice == name } }
                let category = parts.last.flatMap(PluralCategory.init(rawValue:)).flatMap { parts.contains("plural") ? $0 : nil }
                if let index = parts.firstIndex(of: "substitutions"), index + 3 < parts.count,
                   let category = PluralCategory(rawValue: parts[index + 3]) {
                    // A substitution form: `…substitutions.NAME.plural.few`.
                    let name = parts[index + 1]
                    let substitution = copy.all.flatMap(\.substitutions).first { $0.language == language && $0.name == name }
                    let (bytes, elements) = try document(copy.entry.location.file)
                    guard let substitution, let element = elements["\(substitution.location.line):\(substitution.location.column)"],
                          let form = element.elements.first(where: { $0.name == category.rawValue }),
                          let current = substitution.forms.first(where: { $0.category == category })?.value else {
                        skipped.append((unit.id, "add the \(language) <substitution name=\"\(name)\"> with a <\(category.rawValue)> form first"))
                        continue
                    }
                    guard target != current else { continue }
                    imported += 1
                    let original = String(decoding: bytes[form.span.contentStart..<form.span.contentEnd], as: UTF8.self)
                    fixes[copy.entry.location.file, default: []].append(
                        Fix(range: form.span.contentStart..<form.span.contentEnd, original: original, replacement: escape(target)))
                    continue
                }
                func covers(_ text: LocalizedText) -> Bool {
                    guard let platform else { return text.scope.platforms == nil || device == "other" }
                    return text.scope.platforms(within: copy.entry.platforms).contains(platform)
                }
                let sourceText = copy.texts.first { $0.language == config.sourceLanguage && covers($0) }
                    ?? copy.texts.first { $0.language == config.sourceLanguage }
                guard let sourceText else { skipped.append((unit.id, "no \(config.sourceLanguage) text for it")); continue }
                let currentSource: String? = {
                    switch sourceText.value {
                    case .single(let value): return category == nil ? value : nil
                    case .plural(let plural): return category.flatMap { plural.form($0)?.value ?? plural.form(.other)?.value }
                    }
                }()
                let isStale = currentSource != unit.source
                let fingerprint: String = {
                    if !isStale { return Fingerprint.of(sourceText.value) }
                    if category == nil { return Fingerprint.of(.single(unit.source)) }
                    return "00000000"
                }()

                let (bytes, elements) = try document(copy.entry.location.file)
                if let existing = copy.texts.first(where: { $0.language == language && covers($0) }) {
                    guard let element = elements["\(existing.location.line):\(existing.location.column)"] else {
                        skipped.append((unit.id, "its text could not be found in \(copy.entry.location.file)"))
                        continue
                    }
                    // The element whose content is the copy: the text, or its plural form.
                    var content = element
                    var current: String
                    switch existing.value {
                    case .single(let value):
                        guard category == nil else { skipped.append((unit.id, "the \(language) text isn't plural")); continue }
                        current = value
                    case .plural(let plural):
                        guard let category else { skipped.append((unit.id, "the \(language) text is plural")); continue }
                        guard let form = element.elements.first(where: { $0.name == category.rawValue }),
                              let value = plural.form(category)?.value else {
                            skipped.append((unit.id, "the \(language) text has no <\(category.rawValue)> form to fill"))
                            continue
                        }
                        content = form
                        current = value
                    }
                    let slot = "\(copy.entry.location.file):\(content.span.contentStart)"
                    if let earlier = planned[slot], earlier.value != target {
                        skipped.append((unit.id, "its \(language) text is shared with \(earlier.id), which has other copy; give each platform its own <text>"))
                        continue
                    }
                    planned[slot] = (target, unit.id)
                    let attribute = "\(copy.entry.location.file):\(element.span.start)"
                    guard target != current else {
                        // Reviewed against the current English and sent back as it was:
                        // the translation now follows that English (its copy stays).
                        if !isStale, Self.isReviewed(unit.state), let recorded = existing.sourceFingerprint,
                           recorded != fingerprint, fingerprints[attribute] == nil {
                            fingerprints[attribute] = (copy.entry.location.file, sourceAttribute(fingerprint, in: element, bytes: bytes))
                            reviewed.append(unit.id)
                        }
                        continue
                    }
                    if fixes[copy.entry.location.file]?.contains(where: { $0.range.lowerBound == content.span.contentStart }) == true { continue }
                    let original = String(decoding: bytes[content.span.contentStart..<content.span.contentEnd], as: UTF8.self)
                    fixes[copy.entry.location.file, default: []].append(
                        Fix(range: content.span.contentStart..<content.span.contentEnd, original: original, replacement: escape(target)))
                    if fingerprints[attribute] == nil || fingerprint == "00000000" {
                        fingerprints[attribute] = (copy.entry.location.file, sourceAttribute(fingerprint, in: element, bytes: bytes))
                    }
                } else {
                    // No translation yet: a new text beside the source's, scoped as it is.
                    guard category == nil, case .single = sourceText.value,
                          let anchor = elements["\(copy.all.last!.location.line):\(copy.all.last!.location.column)"] else {
                        skipped.append((unit.id, "add a \(language) <text> for this copy first"))
                        continue
                    }
                    let slot = "\(copy.entry.location.file):new:\(unit.key):\(sourceText.location)"
                    if planned[slot] != nil { continue }
                    planned[slot] = (target, unit.id)
                    var attributes = "xml:lang=\"\(language)\""
                    if let platforms = sourceText.scope.platforms {
                        attributes += " platform=\"\(platforms.sorted().map(\.rawValue).joined(separator: " "))\""
                    }
                    if let inputs = sourceText.scope.inputs {
                        attributes += " input=\"\(inputs.sorted().map(\.rawValue).joined(separator: " "))\""
                    }
                    attributes += " source=\"\(fingerprint)\""
                    let indentation = Self.indentation(before: anchor.span.start, in: bytes)
                    fixes[copy.entry.location.file, default: []].append(Fix(
                        range: anchor.span.end..<anchor.span.end, original: "",
                        replacement: "\n\(indentation)<text \(attributes)>\(escape(target))</text>"))
                }
                imported += 1
                if isStale { stale.append(unit.id) }
            }
        }

        for (_, attribute) in fingerprints { fixes[attribute.file, default: []].append(attribute.fix) }

        // Everything validated: every changed file staged, then all renamed
        // into place together.
        var written: [String] = []
        var outputs: [String: [UInt8]] = [:]
        for (file, edits) in fixes.sorted(by: { $0.key < $1.key }) {
            let (bytes, _) = try document(file)
            let (updated, applied) = FixApplier.apply(edits, to: bytes)
            guard applied > 0, updated != bytes, let url = checked.fileURLs[file] else { continue }
            outputs[String(url.path.drop { $0 == "/" })] = updated
            written.append(file)
        }
        try OutputWriter.write(outputs, into: URL(fileURLWithPath: "/"), display: workspace.display)
        compiler.release((loaded, checked, strings, documents, fixes, outputs))
        return Result(language: language, imported: imported, stale: stale, reviewed: reviewed, orphans: orphans, skipped: skipped,
                      files: written)
    }

    /// Whether a target's `state` says a translator confirmed it: XLIFF
    /// 1.2's `translated`, `final` and `signed-off`, 2.x's `translated`,
    /// `reviewed` and `final`. No state, or one that asks for review, is not.
    static func isReviewed(_ state: String?) -> Bool {
        ["translated", "final", "signed-off", "reviewed"].contains(state ?? "")
    }

    /// Copy as element content: &, < and > escaped.
    static func escape(_ value: String) -> String {
        value.escapedAsXMLText(greaterThan: true)
    }

    /// Sets `source="…"` on a start tag.
    private static func sourceAttribute(_ fingerprint: String, in element: XMLElement, bytes: [UInt8]) -> Fix {
        setting("source", to: fingerprint, in: element, bytes: bytes)
    }

    /// Sets an attribute on a start tag: its value replaced, whichever quote
    /// it is in, or the attribute added at the tag's end.
    static func setting(_ name: String, to value: String, in element: XMLElement, bytes: [UInt8]) -> Fix {
        let escaped = escape(value).replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&apos;")
        let tagEnd = element.span.contentStart
        let tag = Array(bytes[element.span.start..<tagEnd])
        let needle = Array(" \(name)=".utf8)
        if tag.count > needle.count,
           let index = (0...(tag.count - needle.count - 1)).first(where: { Array(tag[$0..<$0 + needle.count]) == needle }) {
            let valueStart = element.span.start + index + needle.count + 1
            let quote = bytes[valueStart - 1]
            var valueEnd = valueStart
            while valueEnd < tagEnd, bytes[valueEnd] != quote { valueEnd += 1 }
            return Fix(range: valueStart..<valueEnd, original: String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self),
                       replacement: escaped)
        }
        var close = tagEnd - 1
        if close > element.span.start, bytes[close - 1] == UInt8(ascii: "/") { close -= 1 }
        return Fix(range: close..<close, original: "", replacement: " \(name)=\"\(escaped)\"")
    }

    /// The white space that starts the line an element starts on.
    static func indentation(before offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}
