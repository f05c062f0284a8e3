/// A termbase: concepts, each with terms per language, as TBX holds them.
/// The default one ships with helpc; a project's `content/terms.tbx`
/// overrides concepts with the same id and adds its own.
public struct Termbase: Sendable, Equatable {
    public var concepts: [Concept]

    public init(concepts: [Concept] = []) {
        self.concepts = concepts
    }

    /// This termbase with `other`'s concepts: a concept with an id already
    /// here replaces it; the rest are added.
    public func overridden(by other: Termbase) -> Termbase {
        var concepts = self.concepts
        // Positions by id: a project termbase of thousands of concepts,
        // each looked for among those before it, took seconds to merge.
        var positions = Dictionary(concepts.indices.map { (concepts[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        for concept in other.concepts {
            if let index = positions[concept.id] {
                concepts[index] = concept
            } else {
                positions[concept.id] = concepts.count
                concepts.append(concept)
            }
        }
        return Termbase(concepts: concepts)
    }

    /// Every term in a language, with its concept.
    public func terms(in language: String) -> [(concept: Concept, term: Term)] {
        concepts.flatMap { concept in concept.terms(in: language).map { (concept, $0) } }
    }
}

public struct Concept: Sendable, Equatable {
    public var id: String
    public var definition: String?
    public var terms: [Term]
    public var location: SourceLocation

    public init(id: String, definition: String? = nil, terms: [Term], location: SourceLocation) {
        self.id = id
        self.definition = definition
        self.terms = terms
        self.location = location
    }

    /// The terms for copy in `language`: a language's terms serve its
    /// regional tags (`ko` for `ko-KR`) and a regional term its language
    /// (`en-GB` for `en`), but not another region's (`en-GB` for `en-US`).
    public func terms(in language: String) -> [Term] {
        terms.filter { LanguageTag.isLanguage($0.language, language) || LanguageTag.isLanguage(language, $0.language) }
    }
}

public struct Term: Sendable, Equatable {
    public enum Status: String, Sendable, Equatable, CaseIterable {
        case preferred = "preferredTerm-admn-sts"
        case admitted = "admittedTerm-admn-sts"
        case deprecated = "deprecatedTerm-admn-sts"
        case superseded = "supersededTerm-admn-sts"
    }

    public var text: String
    public var language: String
    public var status: Status
    /// TBX part of speech: noun, verb, adjective, properNoun…
    public var partOfSpeech: String?
    /// The platforms the term is for (`projectSubset`); nil: every platform.
    public var platforms: PlatformSet?
    /// The input devices the term is for (`projectSubset`); nil: every input.
    public var inputs: InputSet?
    /// Platforms the term is right on only in copy for one input device
    /// (`projectSubset` token `ipados+pointer`): the Mac's click is right on
    /// iPad in copy for a trackpad or mouse, not in iPad copy at large.
    public var platformsByInput: [InputDevice: PlatformSet] = [:]
    /// The Hangul reading of a Latin-script term used in Korean copy
    /// (`<termNote type="pronunciation">맥</termNote>`), for particle checks.
    public var pronunciation: String?
    public var note: String?
    public var location: SourceLocation

    public init(text: String, language: String, status: Status = .preferred, partOfSpeech: String? = nil,
                platforms: PlatformSet? = nil, inputs: InputSet? = nil, pronunciation: String? = nil,
                note: String? = nil, location: SourceLocation) {
        self.text = text
        self.language = language
        self.status = status
        self.partOfSpeech = partOfSpeech
        self.platforms = platforms
        self.inputs = inputs
        self.pronunciation = pronunciation
        self.note = note
        self.location = location
    }

    public var isDeprecated: Bool { status == .deprecated || status == .superseded }

    /// The platforms the term is right on in copy for `inputs` (nil: copy
    /// not scoped to input devices): its own, and those it is right on for
    /// every one of the copy's inputs. nil: every platform.
    public func platforms(inCopyFor inputs: InputSet?) -> PlatformSet? {
        guard let platforms, let inputs, !inputs.isEmpty, !platformsByInput.isEmpty else { return platforms }
        var widened: PlatformSet?
        for input in inputs {
            let extra = platformsByInput[input] ?? []
            widened = widened.map { $0.intersection(extra) } ?? extra
        }
        return platforms.union(widened ?? [])
    }
    public var isVerb: Bool { partOfSpeech == "verb" }
}
