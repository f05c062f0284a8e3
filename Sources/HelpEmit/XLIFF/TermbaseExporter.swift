import HelpCore

/// The termbase helpc checks with — its default one and the project's —
/// as TBX-Basic v3 (DCA style) in the translation's two languages, written
/// beside a translator's XLIFF so a CAT tool shows the same terms helpc will
/// hold the translation to: which verb is for which platform, which terms
/// are deprecated, how a Latin name reads before a Korean particle.
/// `TermbaseLoader` reads it back to the same concepts (a test holds it to
/// that); docs/terminology.md has the conventions.
public enum TermbaseExporter {
    public static func export(_ termbase: Termbase, languages: [String], toolVersion: String) -> [UInt8] {
        var entries: [XMLNode] = []
        for concept in termbase.concepts {
            let sections = languages.compactMap { language -> XMLNode? in
                let terms = concept.terms(in: language)
                guard !terms.isEmpty else { return nil }
                return .element(.make("langSec", [("xml:lang", language)], terms.map(termSection)))
            }
            guard !sections.isEmpty else { continue }
            let definition: [XMLNode] = concept.definition.map {
                [.element(.make("descrip", [("type", "definition")], [.text($0)]))]
            } ?? []
            entries.append(.element(.make("conceptEntry", [("id", concept.id)], definition + sections)))
        }
        let root = XMLElement.make("tbx", [
            ("type", "TBX-Basic"), ("style", "dca"), ("xml:lang", languages.first ?? "en"),
            ("xmlns", TermbaseLoader.namespace),
        ], [
            .element(.make("tbxHeader", [], [.element(.make("fileDesc", [], [
                .element(.make("sourceDesc", [], [.element(.make("p", [], [
                    .text("The terms helpc \(toolVersion) checks this project's copy with, in \(languages.joined(separator: " and ")).")
                ]))])),
            ]))])),
            .element(.make("text", [], [.element(.make("body", [], entries))])),
        ])
        return XMLWriter.bytes(root)
    }

    private static func termSection(_ term: Term) -> XMLNode {
        var children: [XMLNode] = [.element(.make("term", [], [.text(term.text)]))]
        func note(_ type: String, _ value: String?) {
            if let value { children.append(.element(.make("termNote", [("type", type)], [.text(value)]))) }
        }
        note("partOfSpeech", term.partOfSpeech)
        note("administrativeStatus", term.status.rawValue)
        note("pronunciation", term.pronunciation)
        let subset = (term.platforms?.sorted().map(\.rawValue) ?? []) + (term.inputs?.sorted().map(\.rawValue) ?? [])
            + term.platformsByInput.sorted { $0.key < $1.key }.flatMap { input, platforms in
                platforms.sorted().map { "\($0.rawValue)+\(input.rawValue)" }
            }
        if !subset.isEmpty {
            children.append(.element(.make("admin", [("type", "projectSubset")], [.text(subset.joined(separator: " "))])))
        }
        if let text = term.note {
            children.append(.element(.make("note", [], [.text(text)])))
        }
        return .element(.make("termSec", [], children))
    }
}
