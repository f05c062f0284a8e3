import CLibXML2
import Foundation

/// The one place helpc talks to libxml2. It parses with options that keep the
/// parser off the network and the disk (no external entities, no DTD loading,
/// no entity substitution), refuses `<!DOCTYPE …>` outright, records the byte
/// span of every element, applies a RELAX NG schema, and returns plain values.
public enum XMLReader {
    /// Options for one parse. Content, termbases and XLIFF all go through here.
    public struct Options: Sendable {
        /// The rule id parse failures are reported under.
        public var syntaxRule = "xml.syntax"
        /// The rule id schema violations are reported under.
        public var schemaRule = "xml.schema"
        /// Accept a `<!DOCTYPE>` that only names an external DTD (as TBX and
        /// XLIFF exports do). The DTD is never loaded, and an entity
        /// declaration is refused all the same.
        public var allowsDoctype = false
        public init() {}
    }

    public struct Result: Sendable {
        /// Nil when the file is not well-formed or was refused.
        public var document: XMLDocument?
        public var diagnostics: [Diagnostic]
    }

    /// How many times libxml2 asked to load an external resource (always
    /// refused). Tests read it to prove that nothing was fetched.
    public static var externalLoadAttempts: Int { ExternalLoads.count }

    /// Parses `bytes` and validates it against `schema` (libxml2, then the
    /// schema's attribute patterns). When the schema rejects the document
    /// (or there is none), `precheck` runs: the errors it finds replace the
    /// terser schema messages, so a loader can explain structural mistakes
    /// in its own words. A valid document, the usual case, skips the
    /// precheck, so every mistake it explains must be one the schema
    /// rejects too (the loader's tests hold each one to that).
    public static func parse(
        _ bytes: [UInt8], file: String, schema: XMLSchema? = nil, options: Options = Options(),
        precheck: ((XMLDocument) -> [Diagnostic])? = nil
    ) -> Result {
        let read = read(bytes, file: file, schema: schema, options: options, precheck: precheck) {
            XMLDocument(file: file, root: $0.tree)
        }
        return Result(document: read.model, diagnostics: read.diagnostics)
    }

    /// `parse`, the document handed to `build` as it lies in libxml2's
    /// tree rather than made into `XMLElement` values first; `build` makes
    /// the model and keeps none of the views. The model is nil where
    /// `parse`'s document would be.
    static func read<Model>(
        _ bytes: [UInt8], file: String, schema: XMLSchema? = nil, options: Options = Options(),
        precheck: ((XMLDocument) -> [Diagnostic])? = nil, build: (XMLElementView) -> Model
    ) -> (model: Model?, diagnostics: [Diagnostic]) {
        LibXML.initializeOnce()
        let lines = LineTable(file: file, bytes: bytes)
        let state = ParseState(bytes: bytes, lines: lines, options: options)
        // The views read the state unowned: it lives to the end of this call.
        return withExtendedLifetime(state) {
            DocumentArena.reading {
                read(bytes, state: state, schema: schema, precheck: precheck, build: build)
            }
        }
    }

    private static func read<Model>(
        _ bytes: [UInt8], state: ParseState, schema: XMLSchema?,
        precheck: ((XMLDocument) -> [Diagnostic])?, build: (XMLElementView) -> Model
    ) -> (model: Model?, diagnostics: [Diagnostic]) {
        let options = state.options
        let file = state.lines.file
        if let refused = refusedEncoding(bytes, file: file, rule: options.syntaxRule) {
            return (nil, [refused])
        }
        guard let context = xmlNewParserCtxt() else {
            return (nil, [
                Diagnostic(options.syntaxRule, .error, at: .file(file),
                           "libxml2 could not create a parser (out of memory?)"),
            ])
        }
        defer { DocumentArena.unlessLetGoWhole { xmlFreeParserCtxt(context) } }
        context.pointee._private = Unmanaged.passUnretained(state).toOpaque()
        installCallbacks(context.pointee.sax)

        // COMPACT keeps short text (the indentation between elements) inside
        // its node rather than in an allocation of its own; the tree is only
        // read, never changed, which is what the option asks.
        let parseOptions = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue)
        let doc: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                xmlCtxtReadMemory(context, $0, Int32(buffer.count), file, nil, parseOptions)
            }
        }
        defer { if let doc { DocumentArena.unlessLetGoWhole { xmlFreeDoc(doc) } } }

        guard let doc, context.pointee.wellFormed != 0, !state.refused else {
            if state.diagnostics.isEmpty {
                state.diagnostics.append(Diagnostic(
                    options.syntaxRule, .error, at: .file(file),
                    "the file is not well-formed XML"))
            }
            return (nil, state.diagnostics)
        }
        if let encoding = doc.pointee.encoding.map({ String(cString: $0) }), encoding.uppercased() != "UTF-8" {
            state.diagnostics.append(declared(encoding, file: file, rule: options.syntaxRule))
            return (nil, state.diagnostics)
        }

        guard let rootNode = xmlDocGetRootElement(doc) else {
            state.diagnostics.append(Diagnostic(
                options.syntaxRule, .error, at: .file(file), "the document has no root element"))
            return (nil, state.diagnostics)
        }
        let root = XMLElementView(rootNode, in: state)
        let parsed = state.diagnostics
        var mismatches: [Diagnostic] = []
        schema?.patterns.mismatches(in: root, rule: options.schemaRule, into: &mismatches)
        if let schema, validate(doc, against: schema, state: state), mismatches.isEmpty {
            return (build(root), state.diagnostics)
        }
        let explained = precheck.map { $0(XMLDocument(file: file, root: root.tree)) } ?? []
        if explained.contains(where: { $0.severity == .error }) {
            // The precheck's sentences, and the patterns' for attributes it said nothing about.
            let said = Set(explained.map(\.location))
            return (nil, parsed + explained + mismatches.filter { !said.contains($0.location) })
        }
        if schema != nil {
            return (nil, state.diagnostics + mismatches + explained)
        }
        return (build(root), state.diagnostics + explained)
    }

    /// `parse` for a document too large to hold as one tree (a translator's
    /// XLIFF of a whole project): each element named in `cutting`, once
    /// complete, is handed to `each` — as a view, read there and never kept
    /// — with the position of the root's child it is in (0 for the first)
    /// and the names of the elements around it (the root's first), in
    /// document order, and dropped from libxml2's tree with the text before
    /// it. The document returned is what is left: the root and what lies
    /// outside the cut elements. Only elements below the root's children
    /// are cut.
    ///
    /// libxml2 is fed `chunkSize` bytes at a time and the complete elements
    /// are taken after each chunk, so memory follows the largest chunk, not
    /// the file. 64 KB at a time, the elements a chunk makes are read and
    /// freed while still in the processor's cache, and the slab hands the
    /// same blocks to the next chunk: a translator's check of a 100k-entry
    /// XLIFF took a fifth longer fed a megabyte at a time, and longer again
    /// fed 16 KB (more chunks to hand over). When the document turns out
    /// not to be well-formed, the document is nil and the diagnostics are
    /// `parse`'s; what `each` was handed should then be dropped.
    static func stream(
        _ bytes: [UInt8], file: String, options: Options = Options(), cutting names: Set<String>,
        chunkSize: Int = 1 << 16, each: (XMLElementView, _ topLevelIndex: Int, _ ancestors: [String]) -> Void
    ) -> Result {
        LibXML.initializeOnce()
        let state = ParseState(bytes: bytes, lines: LineTable(file: file, bytes: bytes), options: options)
        state.cuts = names
        return withExtendedLifetime(state) {
            DocumentArena.streaming {
                stream(bytes, state: state, chunkSize: max(chunkSize, 1), each: each)
            }
        }
    }

    private static func stream(
        _ bytes: [UInt8], state: ParseState, chunkSize: Int, each: (XMLElementView, Int, [String]) -> Void
    ) -> Result {
        let options = state.options
        let file = state.lines.file
        if let refused = refusedEncoding(bytes, file: file, rule: options.syntaxRule) {
            return Result(document: nil, diagnostics: [refused])
        }
        // The first bytes go in with the context, where libxml2 tells the encoding from them.
        let head = min(4, bytes.count)
        let created: xmlParserCtxtPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                xmlCreatePushParserCtxt(nil, nil, $0, Int32(head), file)
            }
        }
        guard let context = created else {
            return Result(document: nil, diagnostics: [
                Diagnostic(options.syntaxRule, .error, at: .file(file), "libxml2 could not create a parser (out of memory?)"),
            ])
        }
        defer {
            if let doc = context.pointee.myDoc { xmlFreeDoc(doc) }
            xmlFreeParserCtxt(context)
        }
        context.pointee._private = Unmanaged.passUnretained(state).toOpaque()
        installCallbacks(context.pointee.sax)
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue))

        var offset = head
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) { base in
                while offset < buffer.count && !state.refused {
                    let count = min(chunkSize, buffer.count - offset)
                    xmlParseChunk(context, base + offset, Int32(count), 0)
                    offset += count
                    handOverCompleted(state: state, context: context, each: each)
                }
                xmlParseChunk(context, nil, 0, 1)
            }
        }
        handOverCompleted(state: state, context: context, each: each)

        guard let doc = context.pointee.myDoc, context.pointee.wellFormed != 0, !state.refused else {
            // Fed in pieces, libxml2 names some mistakes less well (an empty
            // file as content after the root, bad UTF-8 split between chunks
            // as an internal error): a broken file, the rare case, is read
            // again whole for `parse`'s words.
            return Result(document: nil, diagnostics: parse(bytes, file: file, options: options).diagnostics)
        }
        if let encoding = doc.pointee.encoding.map({ String(cString: $0) }), encoding.uppercased() != "UTF-8" {
            state.diagnostics.append(declared(encoding, file: file, rule: options.syntaxRule))
            return Result(document: nil, diagnostics: state.diagnostics)
        }
        guard let rootNode = xmlDocGetRootElement(doc) else {
            state.diagnostics.append(Diagnostic(options.syntaxRule, .error, at: .file(file), "the document has no root element"))
            return Result(document: nil, diagnostics: state.diagnostics)
        }
        return Result(document: XMLDocument(file: file, root: state.element(from: rootNode)), diagnostics: state.diagnostics)
    }

    /// Hands the cut elements completed so far to `each` and frees them.
    /// The last child of the element being parsed stays until the next
    /// chunk: libxml2 may still add the next text to the text node before
    /// it, by lengths it keeps for that node alone.
    private static func handOverCompleted(state: ParseState, context: xmlParserCtxtPtr,
                                          each: (XMLElementView, Int, [String]) -> Void) {
        guard !state.completed.isEmpty else { return }
        let stillOpenLast = context.pointee.node?.pointee.last
        var handed = 0
        for (node, topLevelIndex) in state.completed {
            if node == stillOpenLast { break }
            var ancestors: [String] = []
            var parent = node.pointee.parent
            while let current = parent, current.pointee.type == XML_ELEMENT_NODE {
                ancestors.append(state.name(current.pointee.name))
                parent = current.pointee.parent
            }
            each(XMLElementView(node, in: state), topLevelIndex, ancestors.reversed())
            if let before = node.pointee.prev, before.pointee.type == XML_TEXT_NODE {
                xmlUnlinkNode(before)
                xmlFreeNode(before)
            }
            xmlUnlinkNode(node)
            xmlFreeNode(node)
            handed += 1
        }
        state.completed.removeFirst(handed)
        if let doc = context.pointee.myDoc, let root = xmlDocGetRootElement(doc) {
            state.keepSpans(of: root)
        }
    }

    /// A file in an encoding other than UTF-8, refused before libxml2 reads
    /// it: libxml2 would read it, but every position helpc keeps, and every
    /// in-place edit, counts UTF-8 bytes. A declared encoding is refused
    /// before parsing too: where the bytes are not in it (a Shift_JIS
    /// declaration over other bytes), libxml2 prints its own message to
    /// standard error, not through the parser's handler, and stops where the
    /// conversion failed, so the file would seem cut short.
    static func refusedEncoding(_ bytes: [UInt8], file: String, rule: String) -> Diagnostic? {
        if let encoding = otherUnicodeEncoding(bytes) {
            return Diagnostic(rule, .error, at: .file(file),
                              "the file is \(encoding) (its first bytes say so); helpc reads UTF-8 only: save it as UTF-8 and declare encoding=\"UTF-8\"")
        }
        if let encoding = declaredEncoding(bytes), encoding.uppercased() != "UTF-8" {
            return declared(encoding, file: file, rule: rule)
        }
        return nil
    }

    /// The refusal of a file that declares `encoding`. libxml2 says what a
    /// declaration holds only after parsing, so a declaration the first
    /// lines do not show is refused then, in the same words.
    private static func declared(_ encoding: String, file: String, rule: String) -> Diagnostic {
        // XML's EncName: a letter, then letters, digits, “.”, “_” and “-”.
        let isName = encoding.first.map { $0.isASCII && $0.isLetter } == true
            && encoding.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-") }
        // Anything else (a line break or other control in it) is shown escaped, on one line.
        let declaration = isName ? "the file declares encoding \(encoding)"
            : "the XML declaration's encoding “\(encoding.debugDescription.dropFirst().dropLast())” is not an encoding's name"
        return Diagnostic(rule, .error, at: .file(file),
                          "\(declaration); helpc reads UTF-8 only: save it as UTF-8 and declare encoding=\"UTF-8\"")
    }

    /// The `encoding` an XML declaration at the start of the file names
    /// (after a UTF-8 byte order mark), or nil when there is none. Only the
    /// declaration's first line is read; libxml2 reads the rest and
    /// reports any mistake in it.
    static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let head = bytes[start..<min(bytes.count, start + 512)]
        guard head.starts(with: Array("<?xml".utf8)),
              let end = firstIndex(of: Self.declarationEnd, in: head),
              let name = firstIndex(of: Self.encodingName, in: head[..<end]).map({ $0 + Self.encodingName.count })
        else { return nil }
        var index = name
        while index < end && head[index].isXMLWhiteSpace { index += 1 }
        guard index < end, head[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        while index < end && head[index].isXMLWhiteSpace { index += 1 }
        guard index < end, head[index] == UInt8(ascii: "\"") || head[index] == UInt8(ascii: "'") else { return nil }
        let quote = head[index]
        guard let close = head[(index + 1)..<end].firstIndex(of: quote) else { return nil }
        return String(decoding: head[(index + 1)..<close], as: UTF8.self)
    }

    private static let declarationEnd = Array("?>".utf8)
    private static let encodingName = Array("encoding".utf8)

    /// Where `pattern` first starts in `bytes`. Foundation's `firstRange(of:)`
    /// made arrays for the positions it compared, several for every file.
    private static func firstIndex(of pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        for start in bytes.startIndex...(bytes.endIndex - pattern.count)
        where bytes[start..<start + pattern.count].elementsEqual(pattern) {
            return start
        }
        return nil
    }

    /// UTF-16 or UTF-32 told by a file's first bytes, as XML's appendix F
    /// tells them: a byte order mark, or `<` and `?` spelt in wide units.
    static func otherUnicodeEncoding(_ bytes: [UInt8]) -> String? {
        let start = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (start[0], start[1], start[2], start[3]) {
        case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, 0x3C): return "UTF-32 (big-endian)"
        case (0xFF, 0xFE, 0x00, 0x00), (0x3C, 0x00, 0x00, 0x00): return "UTF-32 (little-endian)"
        case (0xFE, 0xFF, _, _), (0x00, 0x3C, 0x00, _): return "UTF-16 (big-endian)"
        case (0xFF, 0xFE, _, _), (0x3C, 0x00, _, 0x00): return "UTF-16 (little-endian)"
        default: return nil
        }
    }

    /// The most root children validated together, when the schema lets
    /// them be validated apart.
    static let validationGroup = 256

    private static func validate(_ doc: xmlDocPtr, against schema: XMLSchema, state: ParseState) -> Bool {
        let reported = state.diagnostics.count
        let valid: Bool
        if schema.validatesRootChildrenApart, let root = xmlDocGetRootElement(doc),
           let groups = groups(ofChildrenOf: root), groups.count > 1 {
            // libxml2's validation takes time quadratic in the number of
            // mistakes it meets in one document (a file of 16,000 entries,
            // each with one, took 30 s; xmllint takes as long): the root's
            // children are validated a group at a time instead, each
            // group alone under the root, and put back.
            let (first, last) = (root.pointee.children, root.pointee.last)
            var allValid = true
            for group in groups {
                let (before, after) = (group.first.pointee.prev, group.last.pointee.next)
                group.first.pointee.prev = nil
                group.last.pointee.next = nil
                root.pointee.children = group.first
                root.pointee.last = group.last
                if !validateWhole(doc, against: schema, state: state) { allValid = false }
                group.first.pointee.prev = before
                group.last.pointee.next = after
            }
            root.pointee.children = first
            root.pointee.last = last
            // What each group said of the root itself (its attributes), once.
            var seen: Set<Diagnostic> = []
            state.diagnostics = Array(state.diagnostics[..<reported])
                + state.diagnostics[reported...].filter { seen.insert($0).inserted }
            valid = allValid
        } else {
            valid = validateWhole(doc, against: schema, state: state)
        }
        if !valid && !state.diagnostics.contains(where: { $0.severity == .error }) {
            state.diagnostics.append(Diagnostic(
                state.options.schemaRule, .error, at: .file(state.lines.file),
                "the document does not match the schema"))
        }
        return valid
    }

    private static func validateWhole(_ doc: xmlDocPtr, against schema: XMLSchema, state: ParseState) -> Bool {
        guard let validator = xmlRelaxNGNewValidCtxt(schema.compiled) else { return false }
        defer { xmlRelaxNGFreeValidCtxt(validator) }
        let statePointer = Unmanaged.passUnretained(state).toOpaque()
        xmlRelaxNGSetValidStructuredErrors(validator, { userData, error in
            guard let userData, let error else { return }
            let state = Unmanaged<ParseState>.fromOpaque(userData).takeUnretainedValue()
            state.recordSchemaError(error.pointee)
        }, statePointer)
        return xmlRelaxNGValidateDoc(validator, doc) == 0
    }

    /// The root's children cut into runs of at most `validationGroup`
    /// elements, each run with the text and comments after its elements;
    /// nil for a root without children.
    private static func groups(ofChildrenOf root: xmlNodePtr) -> [(first: xmlNodePtr, last: xmlNodePtr)]? {
        guard var node = root.pointee.children else { return nil }
        var groups: [(first: xmlNodePtr, last: xmlNodePtr)] = []
        var first = node
        var elements = 0
        while true {
            if node.pointee.type == XML_ELEMENT_NODE {
                if elements == validationGroup, let previous = node.pointee.prev {
                    groups.append((first, previous))
                    first = node
                    elements = 0
                }
                elements += 1
            }
            guard let next = node.pointee.next else { break }
            node = next
        }
        groups.append((first, node))
        return groups
    }

    private static func installCallbacks(_ sax: UnsafeMutablePointer<xmlSAXHandler>?) {
        guard let sax else { return }
        sax.pointee.startElementNs = { context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes in
            xmlSAX2StartElementNs(context, localName, prefix, uri, namespaceCount, namespaces,
                                  attributeCount, defaulted, attributes)
            guard let parser = ParseState.parser(context) else { return }
            ParseState.with(parser) { $0.elementStarted(parser) }
        }
        sax.pointee.endElementNs = { context, localName, prefix, uri in
            guard let parser = ParseState.parser(context), parser.pointee._private != nil else {
                xmlSAX2EndElementNs(context, localName, prefix, uri)
                return
            }
            ParseState.with(parser) { state in
                state.elementEnded(parser)
                let ended = parser.pointee.node
                let depth = Int(parser.pointee.nodeNr)
                xmlSAX2EndElementNs(context, localName, prefix, uri)
                if state.cuts != nil, let ended { state.elementCompleted(ended, depth: depth) }
            }
        }
        sax.pointee.internalSubset = { context, name, externalID, systemID in
            guard let parser = ParseState.parser(context), let state = ParseState.of(parser) else { return }
            if state.options.allowsDoctype {
                xmlSAX2InternalSubset(context, name, externalID, systemID)
            } else {
                state.refuseDoctype(parser)
            }
        }
        sax.pointee.entityDecl = { context, _, _, _, _, _ in
            guard let parser = ParseState.parser(context), let state = ParseState.of(parser) else { return }
            state.refuseDoctype(parser, entity: true)
        }
        sax.pointee.serror = { userData, error in
            guard let error, let parser = ParseState.parser(userData),
                  let state = ParseState.of(parser) else { return }
            state.recordParseError(error.pointee, parser: parser)
        }
    }
}

/// A compiled RELAX NG schema. Compiled once and shared: libxml2 validates
/// against one compiled schema from several threads, each with its own
/// validation context.
public final class XMLSchema: @unchecked Sendable {
    fileprivate let compiled: xmlRelaxNGPtr
    /// The schema's attribute patterns, applied by helpc after libxml2 has
    /// validated everything else (see `AttributePatterns`).
    fileprivate let patterns: AttributePatterns

    public struct CompileError: Error, CustomStringConvertible {
        public var description: String
    }

    /// How many attributes, by element, have their pattern applied by
    /// helpc rather than by libxml2 (0 when the schema is compiled as it is).
    public var attributesCheckedByPattern: Int { patterns.count }

    /// How many of those are matched by byte tables (`ClassRunPattern`).
    var attributesMatchedByTables: Int { patterns.countMatchedByTables }

    /// How many attributes' `token` or `string` values libxml2 reads as
    /// text (see `FreeTextAttributes`; 0 when the schema is compiled as it is).
    public let attributesReadAsText: Int

    /// Whether the root's children may be validated a group at a time:
    /// true for a schema whose root holds any number of its children in
    /// any order (the content format's `<help>`), where a document is valid
    /// exactly when every group of its root's children is.
    let validatesRootChildrenApart: Bool

    public init(relaxNG bytes: [UInt8], name: String, validatesRootChildrenApart: Bool = false) throws {
        self.validatesRootChildrenApart = validatesRootChildrenApart
        LibXML.initializeOnce()
        let collector = MessageCollector()
        // The schema outlives any file read, including one it is first compiled for.
        let (compiled, patterns, readAsText) = DocumentArena.outside { () -> (xmlRelaxNGPtr?, AttributePatterns, Int) in
            Self.compile(bytes, collector: collector)
        }
        guard let compiled else {
            throw CompileError(description: "\(name): the schema does not compile: "
                               + collector.messages.joined(separator: "; "))
        }
        self.compiled = compiled
        self.patterns = patterns
        attributesReadAsText = readAsText
    }

    private static func compile(_ bytes: [UInt8], collector: MessageCollector) -> (xmlRelaxNGPtr?, AttributePatterns, Int) {
        let installErrors: (xmlRelaxNGParserCtxtPtr) -> Void = { parser in
            xmlRelaxNGSetParserStructuredErrors(parser, { userData, error in
                guard let userData, let error else { return }
                let collector = Unmanaged<MessageCollector>.fromOpaque(userData).takeUnretainedValue()
                collector.messages.append("line \(error.pointee.line): " + LibXML.message(error.pointee))
            }, Unmanaged.passUnretained(collector).toOpaque())
        }
        var patterns = AttributePatterns()
        var compiled: xmlRelaxNGPtr?
        var readAsText = 0
        if let document = AttributePatterns.schemaDocument(bytes) {
            defer { xmlFreeDoc(document) }
            if let taken = AttributePatterns(takingFrom: document) {
                let relaxed = FreeTextAttributes.readAsText(in: document)
                if let parser = xmlRelaxNGNewDocParserCtxt(document) {
                    defer { xmlRelaxNGFreeParserCtxt(parser) }
                    installErrors(parser)
                    compiled = xmlRelaxNGParse(parser)
                    if compiled != nil { (patterns, readAsText) = (taken, relaxed) }
                }
            }
        }
        if compiled == nil {
            collector.messages = []
            // libxml2 reads the schema from the buffer during xmlRelaxNGParse, not
            // when the context is made, so both happen while the buffer is pinned.
            compiled = bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) { start in
                    guard let parser = xmlRelaxNGNewMemParserCtxt(start, Int32(buffer.count)) else { return nil }
                    defer { xmlRelaxNGFreeParserCtxt(parser) }
                    installErrors(parser)
                    return xmlRelaxNGParse(parser)
                }
            }
        }
        return (compiled, patterns, readAsText)
    }

    deinit { xmlRelaxNGFree(compiled) }
}

/// Reading a RELAX NG schema's elements, for the changes made to it
/// before libxml2 compiles it (`AttributePatterns`, `FreeTextAttributes`).
fileprivate enum SchemaNode {
    private static let relaxNG = "http://relaxng.org/ns/structure/1.0"

    static func isRelaxNG(_ node: xmlNodePtr) -> Bool {
        node.pointee.ns?.pointee.href.map { String(cString: $0) } == relaxNG
    }

    static func name(_ node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    /// The attribute's value, white space trimmed.
    static func attribute(_ name: String, of node: xmlNodePtr) -> String? {
        guard let raw = xmlGetNoNsProp(node, name) else { return nil }
        defer { xmlFree(raw) }
        return String(cString: raw).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func text(_ node: xmlNodePtr) -> String? {
        guard let raw = xmlNodeGetContent(node) else { return nil }
        defer { xmlFree(raw) }
        return String(cString: raw)
    }
}

/// Attribute values the schema types as XML Schema's `token` or `string`
/// with no facet left (their patterns taken out by `AttributePatterns`):
/// every string is one, and libxml2 accepts every value for them, but it
/// looks the type up by name in its table of built-in types and validates
/// the value against it for every attribute it meets (every `xml:lang`,
/// every id), 1.3% of a check's instructions. Such a `<data>` directly in
/// an `<attribute>` is made `<text/>`, which accepts the same values
/// without a lookup. Inside a `<list>` (where `<text/>` is not allowed) or
/// a `<define>` the `<data>` stays.
enum FreeTextAttributes {
    private static let schemaDatatypes = "http://www.w3.org/2001/XMLSchema-datatypes"

    /// Replaces them in `document` (a RELAX NG schema); how many.
    static func readAsText(in document: xmlDocPtr) -> Int {
        guard let root = xmlDocGetRootElement(document) else { return 0 }
        var found: [xmlNodePtr] = []
        func visit(_ node: xmlNodePtr) {
            if isFreeText(node) { found.append(node) }
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { visit(current) }
                child = current.pointee.next
            }
        }
        visit(root)
        var replaced = 0
        for data in found {
            guard let text = xmlNewDocNode(document, data.pointee.ns, "text", nil) else { continue }
            xmlReplaceNode(data, text)
            xmlFreeNode(data)
            replaced += 1
        }
        return replaced
    }

    private static func isFreeText(_ node: xmlNodePtr) -> Bool {
        guard SchemaNode.isRelaxNG(node), SchemaNode.name(node) == "data", let parent = node.pointee.parent,
              parent.pointee.type == XML_ELEMENT_NODE, SchemaNode.isRelaxNG(parent), SchemaNode.name(parent) == "attribute",
              let type = SchemaNode.attribute("type", of: node), type == "token" || type == "string",
              library(of: node) == schemaDatatypes else { return false }
        // No facet and no `except`: any child element keeps the type.
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { return false }
            child = current.pointee.next
        }
        return true
    }

    /// The datatype library in effect at `node`: its own or its nearest
    /// ancestor's `datatypeLibrary`.
    private static func library(of node: xmlNodePtr) -> String? {
        var current: xmlNodePtr? = node
        while let element = current, element.pointee.type == XML_ELEMENT_NODE {
            if let library = SchemaNode.attribute("datatypeLibrary", of: element) { return library }
            current = element.pointee.parent
        }
        return nil
    }
}

/// The `pattern` facets of a RELAX NG schema's attributes, taken out of the
/// schema libxml2 compiles and applied here, each regular expression
/// compiled once. libxml2 compiles a pattern facet's expression again for
/// every value it validates, which was most of the time it spent
/// validating content (every `xml:lang`, every id). The expressions stay in
/// the schema file, the one statement of the format, and libxml2's own
/// regular expressions (XML Schema's dialect) apply them.
///
/// Patterns are taken out only when the schema states them in a form this
/// reads exactly: every attribute named, each with at most one pattern on a
/// `token` value (or a list of them), and the same pattern wherever an
/// element of that name may carry the attribute. Otherwise the schema is
/// compiled as it is and libxml2 applies its patterns.
fileprivate final class AttributePatterns: @unchecked Sendable {
    struct Pattern {
        let expression: xmlRegexpPtr
        let source: String
        /// A whitespace-separated list, each of whose items must match.
        let isList: Bool
        /// The expression as byte tables, when it has their shape.
        let classRun: ClassRunPattern?
    }

    /// By element name, then by attribute name (as written: `xml:lang`).
    private let byElement: [String: [String: Pattern]]
    private let expressions: [xmlRegexpPtr]

    var count: Int { byElement.values.reduce(0) { $0 + $1.count } }
    var countMatchedByTables: Int { byElement.values.reduce(0) { $0 + $1.values.filter { $0.classRun != nil }.count } }

    init() {
        byElement = [:]
        expressions = []
    }

    deinit { expressions.forEach { xmlRegFreeRegexp($0) } }

    static func schemaDocument(_ bytes: [UInt8]) -> xmlDocPtr? {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                xmlReadMemory($0, Int32(buffer.count), nil, nil, Int32(XML_PARSE_NONET.rawValue))
            }
        }
    }

    /// Reads the patterns of `document` (a RELAX NG schema) and removes
    /// them from it; nil, leaving the document as it was, when the schema
    /// says something this does not read exactly.
    init?(takingFrom document: xmlDocPtr) {
        guard let root = xmlDocGetRootElement(document) else { return nil }
        var defines: [String: xmlNodePtr] = [:]
        var elements: [xmlNodePtr] = []
        var params: [xmlNodePtr] = []
        var unreadable = false
        func visit(_ node: xmlNodePtr) {
            guard SchemaNode.isRelaxNG(node) else { unreadable = true; return }
            switch SchemaNode.name(node) {
            case "define":
                guard let name = SchemaNode.attribute("name", of: node), defines[name] == nil, SchemaNode.attribute("combine", of: node) == nil
                else { unreadable = true; return }
                defines[name] = node
            case "element": elements.append(node)
            case "param": params.append(node)
            case "include", "externalRef", "parentRef": unreadable = true
            default: break
            }
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { visit(current) }
                child = current.pointee.next
            }
        }
        visit(root)
        guard !unreadable else { return nil }

        var reached: Set<xmlNodePtr> = []
        /// The attributes `node` allows, by name, each with its pattern's
        /// source and list-ness (nil source: no pattern), not looking
        /// inside child elements.
        func attributes(in node: xmlNodePtr, following visited: Set<String>) -> [String: (String?, Bool)]? {
            var found: [String: (String?, Bool)] = [:]
            /// Adds attributes found further in; false when one is there twice.
            func merge(_ more: [String: (String?, Bool)]) -> Bool {
                for (key, value) in more {
                    guard found[key] == nil else { return false }
                    found[key] = value
                }
                return true
            }
            var child = node.pointee.children
            while let current = child {
                defer { child = current.pointee.next }
                guard current.pointee.type == XML_ELEMENT_NODE else { continue }
                switch SchemaNode.name(current) {
                case "element":
                    continue
                case "attribute":
                    // Named as the loader names it: no namespace, or the fixed `xml:` prefix.
                    guard let name = SchemaNode.attribute("name", of: current), found[name] == nil,
                          !name.contains(":") || name.hasPrefix("xml:"), SchemaNode.attribute("ns", of: current)?.isEmpty ?? true,
                          let pattern = Self.pattern(in: current, defines: defines, visited: [], inList: false,
                                                     reached: &reached),
                          pattern.count <= 1 else { return nil }
                    found[name] = pattern.first ?? (nil, false)
                case "ref":
                    guard let name = SchemaNode.attribute("name", of: current), !visited.contains(name), let define = defines[name],
                          let more = attributes(in: define, following: visited.union([name])), merge(more) else { return nil }
                default:
                    guard let more = attributes(in: current, following: visited), merge(more) else { return nil }
                }
            }
            return found
        }

        var sources: [String: [String: (String?, Bool)]] = [:]
        for element in elements {
            guard let name = SchemaNode.attribute("name", of: element), !name.contains(":"),
                  let allowed = attributes(in: element, following: []) else { return nil }
            for (attribute, pattern) in allowed {
                if let known = sources[name]?[attribute] {
                    guard known.0 == pattern.0, known.1 == pattern.1 else { return nil }
                }
                sources[name, default: [:]][attribute] = pattern
            }
        }
        // Every pattern in the schema must be one read above, on an attribute:
        // one anywhere else (an element's text) would be taken out and not applied.
        // Each source compiled, and read into byte tables, once: many
        // elements share one (every entry's id).
        var compiled: [String: (expression: xmlRegexpPtr, classRun: ClassRunPattern?)] = [:]
        var byElement: [String: [String: Pattern]] = [:]
        for (element, attributes) in sources {
            for (attribute, (source, isList)) in attributes {
                guard let source else { continue }
                if compiled[source] == nil {
                    guard let expression = xmlRegexpCompile(source) else {
                        compiled.values.forEach { xmlRegFreeRegexp($0.expression) }
                        return nil
                    }
                    compiled[source] = (expression, ClassRunPattern(source: source, expression: expression))
                }
                let (expression, classRun) = compiled[source]!
                byElement[element, default: [:]][attribute] = Pattern(
                    expression: expression, source: source, isList: isList, classRun: classRun)
            }
        }
        guard params.allSatisfy({ reached.contains($0) }) else {
            compiled.values.forEach { xmlRegFreeRegexp($0.expression) }
            return nil
        }
        for param in params {
            xmlUnlinkNode(param)
            xmlFreeNode(param)
        }
        self.byElement = byElement
        expressions = compiled.values.map(\.expression)
    }

    /// The patterns `node` (an attribute's content) holds, following refs:
    /// nil for content this does not read exactly.
    private static func pattern(in node: xmlNodePtr, defines: [String: xmlNodePtr], visited: Set<String>,
                                inList: Bool, reached: inout Set<xmlNodePtr>) -> [(String?, Bool)]? {
        var found: [(String?, Bool)] = []
        var child = node.pointee.children
        while let current = child {
            defer { child = current.pointee.next }
            guard current.pointee.type == XML_ELEMENT_NODE else { continue }
            switch SchemaNode.name(current) {
            case "param":
                guard SchemaNode.attribute("name", of: current) == "pattern", isPatternOfToken(current), let source = SchemaNode.text(current) else { return nil }
                found.append((source, inList))
                reached.insert(current)
            case "ref":
                guard let name = SchemaNode.attribute("name", of: current), !visited.contains(name), let define = defines[name],
                      let more = pattern(in: define, defines: defines, visited: visited.union([name]), inList: inList,
                                         reached: &reached) else { return nil }
                found += more
            case "list":
                guard !inList, let more = pattern(in: current, defines: defines, visited: visited, inList: true,
                                                  reached: &reached) else { return nil }
                found += more
            case "choice", "element", "attribute", "anyName", "nsName", "except":
                // A pattern among alternatives would be one of several: not read here.
                guard let more = pattern(in: current, defines: defines, visited: visited, inList: inList,
                                         reached: &reached) else { return nil }
                if !more.isEmpty { return nil }
            default:
                guard let more = pattern(in: current, defines: defines, visited: visited, inList: inList,
                                         reached: &reached) else { return nil }
                found += more
            }
        }
        return found
    }

    /// A `pattern` param of `<data type="token">`: the value is the
    /// attribute's with white space collapsed, as `matches` reads it.
    private static func isPatternOfToken(_ param: xmlNodePtr) -> Bool {
        guard let data = param.pointee.parent, SchemaNode.name(data) == "data", SchemaNode.attribute("type", of: data) == "token" else { return false }
        var sibling = data.pointee.children
        var patterns = 0
        while let current = sibling {
            if current.pointee.type == XML_ELEMENT_NODE { patterns += 1 }
            sibling = current.pointee.next
        }
        return patterns == 1
    }

    /// Each attribute of `element` and its children whose value its pattern
    /// does not match.
    func mismatches(in element: XMLElementView, rule: String, into diagnostics: inout [Diagnostic]) {
        var lookup = Lookup()
        mismatches(in: element, rule: rule, lookup: &lookup, into: &diagnostics)
    }

    /// What one document's walk has learnt: each attribute's pattern, and
    /// the values a pattern matched lately. Most values recur (every
    /// text's `xml:lang` is one of a few), and a regular expression run
    /// over a value costs some fifty times comparing it with one known.
    private struct Lookup {
        /// A document names a few dozen element and attribute pairs: a list
        /// read in order found one sooner than hashing three pointers.
        var patterns: [(key: AttributeKey, pattern: Pattern?)] = []
        /// By pattern (its expression), the last few values it matched, as
        /// libxml2's bytes: compared where libxml2 holds a value, with no
        /// string made of it. Ids, unique by design, never match one.
        var matched: [(expression: xmlRegexpPtr, values: [[UInt8]], next: Int)] = []
        static let valuesKept = 4

        mutating func pattern(for key: AttributeKey, _ find: () -> Pattern?) -> Pattern? {
            for index in patterns.indices where patterns[index].key == key { return patterns[index].pattern }
            let found = find()
            patterns.append((key, found))
            return found
        }

        /// Whether `value` (NUL-terminated, `count` bytes) is among the values `expression` matched lately.
        func isKnown(_ value: UnsafePointer<xmlChar>, count: Int, for expression: xmlRegexpPtr) -> Bool {
            for kept in matched where kept.expression == expression {
                return kept.values.contains { $0.count == count && memcmp($0, value, count) == 0 }
            }
            return false
        }

        /// Keeps `value` in place of the oldest one kept, in that one's
        /// bytes: a unique id, remembered in vain, costs no allocation.
        mutating func remember(_ value: UnsafePointer<xmlChar>, count: Int, for expression: xmlRegexpPtr) {
            let bytes = UnsafeBufferPointer(start: value, count: count)
            guard let index = matched.firstIndex(where: { $0.expression == expression }) else {
                matched.append((expression, [Array(bytes)], 1 % Self.valuesKept))
                return
            }
            let slot = matched[index].next
            if slot == matched[index].values.count {
                matched[index].values.append(Array(bytes))
            } else {
                matched[index].values[slot].removeAll(keepingCapacity: true)
                matched[index].values[slot].append(contentsOf: bytes)
            }
            matched[index].next = (slot + 1) % Self.valuesKept
        }
    }

    /// An attribute of an element by libxml2's pointers to their names,
    /// which its parser keeps one copy of each.
    private struct AttributeKey: Equatable {
        let element: UnsafePointer<xmlChar>?
        let prefix: UnsafePointer<xmlChar>?
        let local: UnsafePointer<xmlChar>?
    }

    private func mismatches(in element: XMLElementView, rule: String, lookup: inout Lookup,
                            into diagnostics: inout [Diagnostic]) {
        element.forEachAttributeNode { attribute in
            let key = AttributeKey(element: element.node.pointee.name, prefix: attribute.pointee.ns?.pointee.prefix,
                                   local: attribute.pointee.name)
            guard let pattern = lookup.pattern(for: key, { byElement[element.name]?[element.withState { $0.qualifiedName(of: attribute) }] })
            else { return }
            // Nearly every value is one run of text with no white space,
            // which XML Schema's `token` leaves as it is (and a list reads
            // as one item): matched where libxml2 holds it.
            if let only = attribute.pointee.children, only.pointee.next == nil, only.pointee.type == XML_TEXT_NODE,
               let content = only.pointee.content {
                let count = strlen(UnsafeRawPointer(content).assumingMemoryBound(to: CChar.self))
                if !UnsafeBufferPointer(start: content, count: count).contains(where: { $0.isXMLWhiteSpace }) {
                    if lookup.isKnown(content, count: count, for: pattern.expression) { return }
                    if let verdict = pattern.classRun?.matches(content, count: count) {
                        // A mismatch is explained below.
                        if verdict { return }
                    } else if (count > 0 || !pattern.isList) && xmlRegexpExec(pattern.expression, content) == 1 {
                        lookup.remember(content, count: count, for: pattern.expression)
                        return
                    }
                }
            }
            let value = ParseState.value(of: attribute)
            guard !matches(value, pattern) else { return }
            let name = element.withState { $0.qualifiedName(of: attribute) }
            diagnostics.append(Diagnostic(
                rule, .error, at: element.attribute(name)?.location ?? element.location,
                "\(name)=\"\(value)\" is not allowed on <\(element.name)>: "
                    + (pattern.isList ? "each of its words must match " : "it must match ") + pattern.source))
        }
        element.forEachElement { mismatches(in: $0, rule: rule, lookup: &lookup, into: &diagnostics) }
    }

    private func matches(_ value: String, _ pattern: Pattern) -> Bool {
        let words = Self.collapsed(value)
        if pattern.isList {
            let items = words.split(separator: " ")
            return !items.isEmpty && items.allSatisfy { Self.matches(String($0), pattern.expression) }
        }
        return Self.matches(words, pattern.expression)
    }

    private static func matches(_ value: String, _ expression: xmlRegexpPtr) -> Bool {
        value.withCString { xmlRegexpExec(expression, UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) == 1 }
    }

    /// The value as XML Schema's `token` reads it: white space (space, tab,
    /// line feed, carriage return) collapsed to single spaces, none at the ends.
    static func collapsed(_ value: String) -> String {
        guard value.withUTF8Bytes({ $0.contains { $0.isXMLWhiteSpace } }) else { return value }
        return value.utf8.split(whereSeparator: \.isXMLWhiteSpace).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
    }
}

private final class MessageCollector {
    var messages: [String] = []
}

private enum LibXML {
    private static let initialized: Bool = {
        DocumentArena.install()
        xmlInitParser()
        // What libxml2 would otherwise set up on first use, which may be
        // inside a read: the datatypes a schema names, and catalogs (a
        // `<?oasis-xml-catalog?>` instruction in a file would load them),
        // turned off, as helpc loads nothing from outside the file.
        xmlRelaxNGInitTypes()
        xmlCatalogSetDefaults(XML_CATA_ALLOW_NONE)
        xmlSetExternalEntityLoader { _, _, _ in
            ExternalLoads.increment()
            return nil
        }
        return true
    }()

    static func initializeOnce() { _ = initialized }

    static func message(_ error: xmlError) -> String {
        guard let raw = error.message else { return "unknown libxml2 error" }
        return String(cString: raw).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

private enum ExternalLoads {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var attempts = 0

    static func increment() { lock.withLock { attempts += 1 } }
    static var count: Int { lock.withLock { attempts } }
}

/// What one parse collects while libxml2 calls back: element spans (indexed
/// from each node's `_private`), diagnostics, and the refusal flag.
final class ParseState {
    let bytes: [UInt8]
    let lines: LineTable
    let options: XMLReader.Options
    var spans: [XMLSpan] = []
    var diagnostics: [Diagnostic] = []
    /// The runs of text read so far whose source is not their value, in
    /// the order read, with their first bytes (a run read twice is noted once).
    private(set) var escapedRuns: [(start: Int, run: EscapedRun)] = []
    private var escapedRunStarts: Set<Int> = []
    var refused = false
    /// A syntax error broke the document's structure: libxml2's later
    /// errors follow from it and are not reported.
    var structureBroken = false
    /// Where the last malformed character reference was: libxml2 follows
    /// one (`&#65` without its “;”) with a second error at the same place,
    /// that it names U+0000.
    private var malformedReference: (line: Int, column: Int)?

    /// Notes the run of text read from `start..<end`, whose source is not
    /// its value: every reference, CDATA section, comment and CR LF makes
    /// the source longer than the value (the caller compares).
    func noteRun(_ start: Int, _ end: Int, at location: SourceLocation) {
        guard start < end, end <= bytes.count, escapedRunStarts.insert(start).inserted else { return }
        escapedRuns.append((start, EscapedRun(start: location, source: Array(bytes[start..<end]))))
    }

    init(bytes: [UInt8], lines: LineTable, options: XMLReader.Options) {
        self.bytes = bytes
        self.lines = lines
        self.options = options
        cursor = LineCursor(lines)
    }

    static func parser(_ context: UnsafeMutableRawPointer?) -> xmlParserCtxtPtr? {
        context?.assumingMemoryBound(to: xmlParserCtxt.self)
    }

    static func of(_ parser: xmlParserCtxtPtr) -> ParseState? {
        guard let raw = parser.pointee._private else { return nil }
        return Unmanaged<ParseState>.fromOpaque(raw).takeUnretainedValue()
    }

    /// `body` given the parser's state without retaining it (the reader
    /// holds it while libxml2 parses): `of` retained and released it around
    /// each element's start and end, each an atomic operation.
    static func with(_ parser: xmlParserCtxtPtr, _ body: (ParseState) -> Void) {
        guard let raw = parser.pointee._private else { return }
        Unmanaged<ParseState>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
    }

    /// The parser's position as a byte offset into the file.
    private func offset(_ parser: xmlParserCtxtPtr) -> Int {
        guard let input = parser.pointee.input, let base = input.pointee.base,
              let cur = input.pointee.cur else { return 0 }
        return Int(input.pointee.consumed) + (cur - base)
    }

    private func lastOpenBracket(before offset: Int) -> Int {
        var index = min(offset, bytes.count - 1)
        while index > 0 && bytes[index] != UInt8(ascii: "<") { index -= 1 }
        return index
    }

    /// Called right after the start tag: libxml2 stands on its `>` or `/>`.
    /// Attribute values cannot hold a raw `<`, so the tag starts at the last one.
    func elementStarted(_ parser: xmlParserCtxtPtr) {
        guard let node = parser.pointee.node else { return }
        if parser.pointee.nodeNr == 2 { topLevelElements += 1 }
        let here = offset(parser)
        let start = lastOpenBracket(before: here)
        let isEmpty = here < bytes.count && bytes[here] == UInt8(ascii: "/")
        let contentStart = isEmpty ? here + 2 : here + 1
        spans.append(XMLSpan(start: start, contentStart: contentStart,
                             contentEnd: contentStart, end: contentStart))
        node.pointee._private = UnsafeMutableRawPointer(bitPattern: spans.count)
    }

    /// Called right after the end tag (or `/>`): libxml2 stands past its `>`.
    func elementEnded(_ parser: xmlParserCtxtPtr) {
        guard let node = parser.pointee.node, let index = spanIndex(node) else { return }
        let here = offset(parser)
        var span = spans[index]
        span.end = here
        if here > span.contentStart {
            span.contentEnd = lastOpenBracket(before: here - 1)
        }
        spans[index] = span
    }

    // MARK: Streaming

    /// The names of the elements `XMLReader.stream` cuts out; nil for a
    /// whole parse.
    var cuts: Set<String>?
    /// Cut elements parsed to their end and not yet handed over, each with
    /// the position of the root's child it is in.
    var completed: [(node: xmlNodePtr, topLevelIndex: Int)] = []
    /// The root's children started so far.
    private var topLevelElements = 0

    func elementCompleted(_ node: xmlNodePtr, depth: Int) {
        guard depth > 2, let cuts, cuts.contains(name(node.pointee.name)) else { return }
        completed.append((node, topLevelElements - 1))
    }

    /// Keeps the spans of the elements still in the tree under `root`,
    /// renumbered, and forgets those of the elements cut out and freed.
    func keepSpans(of root: xmlNodePtr) {
        var kept: [XMLSpan] = []
        func visit(_ node: xmlNodePtr) {
            if let index = spanIndex(node) {
                kept.append(spans[index])
                node.pointee._private = UnsafeMutableRawPointer(bitPattern: kept.count)
            }
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { visit(current) }
                child = current.pointee.next
            }
        }
        visit(root)
        spans = kept
    }

    func refuseDoctype(_ parser: xmlParserCtxtPtr, entity: Bool = false) {
        guard !refused else { return }
        refused = true
        let at = lines.location(ofByte: lastDoctype(before: offset(parser)))
        let message = entity && options.allowsDoctype
            ? "entity declarations are not allowed: they can read files or expand without bound. Remove them from the DOCTYPE and write characters directly (or as &#…; references)"
            : "<!DOCTYPE …> is not allowed: a DTD can define entities that read files or expand without bound. Remove the DOCTYPE and write characters directly (or as &#…; references)"
        diagnostics.append(Diagnostic(options.syntaxRule, .error, at: at, message))
        xmlStopParser(parser)
    }

    private func lastDoctype(before offset: Int) -> Int {
        let marker = Array("<!DOCTYPE".utf8)
        var index = min(offset, bytes.count - marker.count)
        while index >= 0 {
            if Array(bytes[index..<index + marker.count]) == marker { return index }
            index -= 1
        }
        return 0
    }

    func recordParseError(_ error: xmlError, parser: xmlParserCtxtPtr) {
        // After a refusal libxml2 may add its own follow-up errors; the
        // refusal already says what to do. After a mistake in the
        // structure, the rest are its consequences.
        if refused || structureBroken { return }
        // libxml2 is inside a <!DOCTYPE …> from its first word to its
        // “]>” (`inSubset` 1, in both the whole and the streamed parse).
        let insideDoctype = parser.pointee.inSubset == 1
        if insideDoctype && !options.allowsDoctype {
            // A file that may hold none is told to remove it, however it
            // is written.
            refuseDoctype(parser)
            return
        }
        let severity: Severity = error.level.rawValue >= XML_ERR_ERROR.rawValue ? .error : .warning
        let line = max(Int(error.line), 1)
        let column = max(Int(error.int2), 1)
        let at = offset(parser)
        let parserError = XMLSyntaxExplanation.ParserError(
            code: Int(error.code), message: LibXML.message(error), str1: error.str1.map { String(cString: $0) },
            str2: error.str2.map { String(cString: $0) }, int1: Int(error.int1),
            fileIsBlank: error.code == XML_ERR_DOCUMENT_EMPTY.rawValue
                && bytes.allSatisfy(\.isXMLWhiteSpace),
            fileEndsInsideCharacter: error.code == XML_ERR_INTERNAL_ERROR.rawValue
                && XMLSyntaxExplanation.endsInsideCharacter(bytes),
            // No “>” left to end a tag: the error is the file's end,
            // wherever in the last markup libxml2 noticed it.
            fileEndsHere: !bytes[min(at, bytes.count)...].contains(UInt8(ascii: ">")),
            insideDoctype: insideDoctype,
            qualifiedName: error.code == XML_ERR_ATTRIBUTE_WITHOUT_VALUE.rawValue
                ? XMLSyntaxExplanation.prefixedName(endingBefore: at, in: bytes,
                                                    local: error.str1.map { String(cString: $0) } ?? "")
                : nil)
        if severity == .error && !XMLSyntaxExplanation.leavesStructureWhole(parserError) { structureBroken = true }
        if XMLSyntaxExplanation.isMalformedReference(parserError) {
            malformedReference = (line, column)
        } else if let reference = malformedReference, reference == (line, column),
                  XMLSyntaxExplanation.followsMalformedReference(parserError) {
            return
        }
        if XMLSyntaxExplanation.isCutByTheEnd(parserError) { return }
        diagnostics.append(Diagnostic(
            options.syntaxRule, severity,
            at: SourceLocation(file: lines.file, line: line, column: column),
            XMLSyntaxExplanation.message(parserError)))
    }

    func recordSchemaError(_ error: xmlError) {
        var location = SourceLocation(file: lines.file, line: max(Int(error.line), 1), column: 1)
        if let raw = error.node {
            let node = raw.assumingMemoryBound(to: xmlNode.self)
            if let index = spanIndex(node) {
                location = lines.location(ofByte: spans[index].start)
            }
        }
        diagnostics.append(Diagnostic(
            options.schemaRule, .error, at: location, LibXML.message(error)))
    }

    private func spanIndex(_ node: xmlNodePtr) -> Int? {
        guard node.pointee.type == XML_ELEMENT_NODE,
              let raw = node.pointee._private else { return nil }
        let index = Int(bitPattern: raw) - 1
        return spans.indices.contains(index) ? index : nil
    }

    // MARK: Tree to values

    /// Locations are asked for in document order, so a cursor counts each
    /// line's characters once instead of once per element on it. Not
    /// `lazy`: a lazy property is an optional, copied out and back with its
    /// table's three buffers retained and released for every location.
    private var cursor: LineCursor

    /// Element and attribute names as Swift strings, by libxml2's pointer:
    /// the parser keeps one copy of each name in its dictionary, so a file
    /// of a hundred thousand elements turns a few dozen names into strings.
    private var names: [UnsafePointer<xmlChar>: String] = [:]

    func name(_ raw: UnsafePointer<xmlChar>) -> String {
        if let known = names[raw] { return known }
        let name = String(cString: raw)
        names[raw] = name
        return name
    }

    /// Qualified attribute names (`xml:lang`), by libxml2's pointers to the
    /// prefix and the local name.
    private struct PrefixedName: Hashable {
        let prefix: UnsafePointer<xmlChar>
        let local: UnsafePointer<xmlChar>
    }

    private var prefixedNames: [PrefixedName: String] = [:]

    func qualifiedName(of attribute: xmlAttrPtr) -> String {
        let local = name(attribute.pointee.name)
        guard let prefix = attribute.pointee.ns?.pointee.prefix else { return local }
        let key = PrefixedName(prefix: prefix, local: attribute.pointee.name)
        if let known = prefixedNames[key] { return known }
        let qualified = name(prefix) + ":" + local
        prefixedNames[key] = qualified
        return qualified
    }

    /// The element's span; all zero for a node the parse did not record.
    func span(of node: xmlNodePtr) -> XMLSpan {
        spanIndex(node).map { spans[$0] } ?? XMLSpan(start: 0, contentStart: 0, contentEnd: 0, end: 0)
    }

    func location(ofByte offset: Int) -> SourceLocation {
        cursor.location(ofByte: offset)
    }

    /// An attribute's qualified name and where that name stands in the start tag.
    func nameAndLocation(of attribute: xmlAttrPtr, in span: XMLSpan) -> (String, SourceLocation) {
        let qualified = qualifiedName(of: attribute)
        return (qualified, cursor.location(ofByte: attributeOffset(qualified, in: span)))
    }

    /// An attribute as a value, located at its name in the start tag.
    func attribute(_ attribute: xmlAttrPtr, in span: XMLSpan) -> XMLAttribute {
        let qualified = qualifiedName(of: attribute)
        return XMLAttribute(name: qualified, value: Self.value(of: attribute),
                            location: cursor.location(ofByte: attributeOffset(qualified, in: span)))
    }

    /// The element and everything in it as values, read through the view
    /// the content loader uses, so both meet the same attributes and runs
    /// of text.
    func element(from node: xmlNodePtr) -> XMLElement {
        let view = XMLElementView(node, in: self)
        let span = view.span
        let location = cursor.location(ofByte: span.start)
        let namespace = node.pointee.ns?.pointee.href.map { String(cString: $0) }
        let children = view.children.map { child -> XMLNode in
            switch child {
            case .element(let element): .element(self.element(from: element.node))
            case .text(let text): .text(text)
            }
        }
        return XMLElement(name: view.name, namespace: namespace, attributes: view.attributes,
                          children: children, location: location, span: span)
    }

    /// An attribute's value: its one text node read in place, or (for the
    /// rare value libxml2 keeps in several nodes) their joined content.
    static func value(of attribute: xmlAttrPtr) -> String {
        if let only = attribute.pointee.children, only.pointee.next == nil, only.pointee.type == XML_TEXT_NODE {
            return only.pointee.content.map { String(cString: $0) } ?? ""
        }
        guard let raw = xmlNodeGetContent(UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: xmlNode.self)) else {
            return ""
        }
        defer { xmlFree(raw) }
        return String(cString: raw)
    }

    /// Finds `name=` inside the element's start tag, so attribute diagnostics
    /// point at the attribute rather than at the element.
    private func attributeOffset(_ name: String, in span: XMLSpan) -> Int {
        var name = name
        return name.withUTF8 { needle in
            bytes.withUnsafeBufferPointer { bytes in
                guard !needle.isEmpty else { return span.start }
                let end = min(span.contentStart, bytes.count)
                var index = span.start + 1
                while index + needle.count <= end {
                    if bytes[index - 1].isXMLWhiteSpace, memcmp(bytes.baseAddress! + index, needle.baseAddress!, needle.count) == 0 {
                        var after = index + needle.count
                        while after < end, bytes[after].isXMLWhiteSpace { after += 1 }
                        if after < end && bytes[after] == UInt8(ascii: "=") { return index }
                    }
                    index += 1
                }
                return span.start
            }
        }
    }
}

extension UInt8 {
    /// XML's white space (production S): space, tab, line feed, carriage
    /// return, the bytes XML Schema's `token` collapses.
    var isXMLWhiteSpace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}
