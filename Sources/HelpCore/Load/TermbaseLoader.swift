/// Reads a TBX termbase: TBX-Basic v3 (`<tbx>` in the ISO 30042 namespace,
/// DCA style) and Microsoft-style TBX v2 (`<martif>`), into `Termbase`
/// values. Mistakes are diagnostics with positions (xml.syntax for XML that
/// doesn't parse, xml.schema for TBX structure); docs/terminology.md has the
/// conventions, including which platforms and inputs a term is for.
public enum TermbaseLoader {
    public static let namespace = "urn:iso:std:iso:30042:ed-2"

    public struct Result: Sendable {
        public var termbase: Termbase
        public var diagnostics: [Diagnostic]

        public init(termbase: Termbase, diagnostics: [Diagnostic]) {
            self.termbase = termbase
            self.diagnostics = diagnostics
        }
    }

    public static func load(_ bytes: [UInt8], path: String) -> Result {
        var options = XMLReader.Options()
        options.allowsDoctype = true
        let parsed = XMLReader.parse(bytes, file: path, options: options)
        guard let document = parsed.document else {
            return Result(termbase: Termbase(), diagnostics: parsed.diagnostics)
        }
        var reader = Reader()
        let root = document.root
        switch root.name {
        case "tbx": reader.readV3(root)
        case "martif": reader.readV2(root)
        default:
            reader.fail(root.location, "the root element of a termbase is <tbx> (TBX v3) or <martif> (TBX v2), not <\(root.name)>")
        }
        var seen: [String: SourceLocation] = [:]
        for concept in reader.concepts {
            if let first = seen[concept.id] {
                reader.fail(concept.location, "the concept id '\(concept.id)' is also used at \(first); concept ids must be unique")
            }
            seen[concept.id] = concept.location
        }
        return Result(termbase: Termbase(concepts: reader.concepts), diagnostics: parsed.diagnostics + reader.diagnostics)
    }

    private struct Reader {
        var concepts: [Concept] = []
        var diagnostics: [Diagnostic] = []

        mutating func fail(_ location: SourceLocation, _ message: String) {
            diagnostics.append(Diagnostic("xml.schema", .error, at: location, message))
        }

        // MARK: TBX v3

        mutating func readV3(_ root: XMLElement) {
            if root.namespace != TermbaseLoader.namespace {
                fail(root.location, "<tbx> must be in the TBX namespace: xmlns=\"\(TermbaseLoader.namespace)\"")
            }
            guard let body = root.firstElement(named: "text")?.firstElement(named: "body") else {
                fail(root.location, "a TBX file holds its concepts in <text><body>…</body></text>")
                return
            }
            for (index, entry) in body.elements(named: "conceptEntry").enumerated() {
                let id = entry["id"] ?? "concept-\(index + 1)"
                let definition = entry.elements(named: "descrip").first { $0["type"] == "definition" }?.textContent
                var terms: [Term] = []
                for section in entry.elements(named: "langSec") {
                    guard let language = section["xml:lang"] else {
                        fail(section.location, "<langSec> needs xml:lang naming its language")
                        continue
                    }
                    for termSection in section.elements(named: "termSec") {
                        if let term = term(from: termSection, language: language, notes: termSection.elements) {
                            terms.append(term)
                        }
                    }
                }
                concepts.append(Concept(id: id, definition: definition, terms: terms, location: entry.location))
            }
        }

        // MARK: TBX v2 (martif)

        mutating func readV2(_ root: XMLElement) {
            guard let body = root.firstElement(named: "text")?.firstElement(named: "body") else {
                fail(root.location, "a TBX file holds its entries in <text><body>…</body></text>")
                return
            }
            for (index, entry) in body.elements(named: "termEntry").enumerated() {
                let id = entry["id"] ?? "entry-\(index + 1)"
                let definition = entry.elements(named: "descrip").first { $0["type"] == "definition" }?.textContent
                    ?? entry.elements(named: "descripGrp").flatMap { $0.elements(named: "descrip") }
                        .first { $0["type"] == "definition" }?.textContent
                var terms: [Term] = []
                for section in entry.elements(named: "langSet") {
                    guard let language = section["xml:lang"] ?? section["lang"] else {
                        fail(section.location, "<langSet> needs xml:lang naming its language")
                        continue
                    }
                    for group in section.elements.filter({ $0.name == "tig" || $0.name == "ntig" }) {
                        // <ntig> nests the term and its notes in <termGrp>.
                        let holder = group.firstElement(named: "termGrp") ?? group
                        let notes = holder.elements + group.elements.filter { $0.name != "termGrp" }
                        if let term = term(from: holder, language: language, notes: notes) {
                            terms.append(term)
                        }
                    }
                }
                concepts.append(Concept(id: id, definition: definition, terms: terms, location: entry.location))
            }
        }

        // MARK: Terms

        mutating func term(from holder: XMLElement, language: String, notes: [XMLElement]) -> Term? {
            guard let termElement = holder.firstElement(named: "term") else {
                fail(holder.location, "<\(holder.name)> has no <term>")
                return nil
            }
            let text = termElement.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else {
                fail(termElement.location, "an empty <term>")
                return nil
            }
            var term = Term(text: text.precomposedStringWithCanonicalMapping, language: language,
                            location: termElement.location)
            for note in notes where note.name != "term" {
                let value = note.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
                switch (note.name, note["type"]) {
                case ("termNote", "administrativeStatus"):
                    guard let status = Term.Status(rawValue: value) else {
                        // "preferred" for preferredTerm-admn-sts: TBX's values are written in full.
                        let meant = Term.Status.allCases.first { $0.rawValue.lowercased().hasPrefix(value.lowercased() + "term") }
                        let hint = meant.map { " (did you mean '\($0.rawValue)'?)" } ?? ""
                        fail(note.location, "administrativeStatus \"\(value)\"\(hint) is not one of \(Term.Status.allCases.map(\.rawValue).joined(separator: ", "))")
                        continue
                    }
                    term.status = status
                case ("termNote", "partOfSpeech"):
                    // TBX-Basic's picklist; helpc matches adjectives and adverbs as written, as it does other.
                    let known = ["noun", "verb", "adjective", "adverb", "properNoun", "other"]
                    guard known.contains(value) else {
                        fail(note.location, "partOfSpeech \"\(value)\"\(ClosestName.hint(value, among: known)) is not one of \(known.joined(separator: ", "))")
                        continue
                    }
                    term.partOfSpeech = value
                case ("termNote", "pronunciation"):
                    term.pronunciation = value.precomposedStringWithCanonicalMapping
                case ("admin", "projectSubset"):
                    for token in value.split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init) {
                        let pair = token.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
                        if pair.count == 2 {
                            guard let platform = Platform(rawValue: pair[0]), let input = InputDevice(rawValue: pair[1]) else {
                                fail(note.location, "projectSubset \"\(token)\" is not a platform+input pair; write a platform (\(Platform.allCases.map(\.rawValue).joined(separator: " "))), a plus sign and an input (\(InputDevice.allCases.map(\.rawValue).joined(separator: " "))), as in ipados+pointer")
                                continue
                            }
                            term.platformsByInput[input, default: []].insert(platform)
                        } else if let platform = Platform(rawValue: token) {
                            term.platforms = (term.platforms ?? []).union([platform])
                        } else if let input = InputDevice(rawValue: token) {
                            term.inputs = (term.inputs ?? []).union([input])
                        } else {
                            let meant = Platform(rawValue: token.lowercased())?.rawValue ?? InputDevice(rawValue: token.lowercased())?.rawValue
                            let hint = meant.map { " (did you mean '\($0)'?)" } ?? ""
                            fail(note.location, "projectSubset \"\(token)\"\(hint) is neither a platform (\(Platform.allCases.map(\.rawValue).joined(separator: " "))) nor an input (\(InputDevice.allCases.map(\.rawValue).joined(separator: " ")))")
                        }
                    }
                case ("note", _), ("descrip", "context"):
                    term.note = value
                default:
                    break
                }
            }
            // A term with only platform+input pairs is for no platform at large.
            if term.platforms == nil && !term.platformsByInput.isEmpty { term.platforms = [] }
            return term
        }
    }
}
