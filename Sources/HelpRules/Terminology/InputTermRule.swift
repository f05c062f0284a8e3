import Foundation
import HelpCore

/// Words (and tip images) for one input device in copy for another.
public struct InputTermRule: TextRule, TopicTextRule, EntryRule {
    public static let description = RuleDescription(
        id: "term.input",
        summary: "Copy for one input device doesn't mention another",
        rationale: """
            Someone holding a Siri Remote gets nothing from an instruction about a game controller, \
            and the reverse. Apple's guidance is explicit: don't show tips or images that feature a game \
            controller to someone using the remote. Text scoped with input="remote" may not name game \
            controllers (게임 컨트롤러), text for input="gamecontroller" may not name the Siri Remote \
            (리모컨) or its Touch surface, nor may text for another input name a controller's A, B or Y \
            button (the A button, A 버튼; "A button appears" and the X button, which also closes a window, \
            pass), and a tip's SF Symbol must fit every input device its texts are \
            for: one image goes with all of a tip's texts, so a game controller pictured beside the tip's \
            copy for the remote is shown to someone holding the remote.
            """,
        severity: .error,
        triggering: [
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" platforms="tvos">
                  <string id="play.hint">
                    <text xml:lang="en" input="remote">Press ↓the A button on your ↓game controller to play.</text>
                    <text xml:lang="en" input="gamecontroller">Press the ↓Touch surface to play.</text>
                    <text xml:lang="ko" input="remote">↓게임 컨트롤러의 ↓A 버튼을 눌러 재생하세요.</text>
                    <text xml:lang="ko" input="gamecontroller">↓리모컨을 눌러 재생하세요.</text>
                  </string>
                </help>
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" platforms="tvos">
                  <tip id="tips.play" ↓image="gamecontroller.fill">
                    <title>
                      <text xml:lang="en" input="remote">Play from the Couch</text>
                      <text xml:lang="ko" input="remote">소파에서 재생</text>
                    </title>
                  </tip>
                </help>
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" platforms="tvos">
                  <tip id="tips.controller" ↓image="gamecontroller.fill">
                    <title>
                      <text xml:lang="en" input="gamecontroller">Play with a Controller</text>
                      <text xml:lang="en" input="remote">Play with Your Remote</text>
                      <text xml:lang="ko" input="gamecontroller">컨트롤러로 플레이하기</text>
                      <text xml:lang="ko" input="remote">리모컨으로 플레이하기</text>
                    </title>
                  </tip>
                </help>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" platforms="tvos">
                  <string id="play.hint">
                    <text xml:lang="en" input="remote">Press the Touch surface of your Siri Remote to play.</text>
                    <text xml:lang="en" input="gamecontroller">Press the A button on your game controller to play.</text>
                    <text xml:lang="ko" input="remote">Siri Remote의 터치 표면을 눌러 재생하세요.</text>
                    <text xml:lang="ko" input="gamecontroller">게임 컨트롤러의 A 버튼을 눌러 재생하세요.</text>
                  </string>
                </help>
                """#),
            Example(#"""
                <?xml version="1.0" encoding="UTF-8"?>
                <help version="1" platforms="tvos">
                  <tip id="tips.play" image="appletvremote.gen4">
                    <title><text xml:lang="en" input="remote">Play from the Couch</text><text xml:lang="ko" input="remote">소파에서 재생</text></title>
                  </tip>
                </help>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        findings(context.lexicon.termMatches(item), item.value, item.language, item.text.scope.inputs, context).map {
            context.diagnostic($0.0, about: item, offset: $0.1)
        }
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        guard !text.isLiteral else { return [] }
        return findings(context.lexicon.termMatches(text), text.value, text.language, text.scope.inputs, context).map {
            context.diagnostic($0.0, about: text, offset: $0.1)
        }
    }

    private func findings(_ matches: [TermMatch], _ value: String, _ language: String, _ inputs: InputSet?,
                          _ context: RuleContext) -> [(String, Int)] {
        guard let inputs else { return [] }
        var found = matches.compactMap { match -> (String, Int)? in
            guard let devices = match.term.inputs, devices.isDisjoint(with: inputs) else { return nil }
            return ("“\(match.text)” belongs in copy for \(Self.names(devices)), but this copy is for \(Self.names(inputs))", match.range.lowerBound)
        }
        if !inputs.contains(.gamecontroller) {
            let buttons = Self.controllerButtons(in: value, korean: LanguageTag.isKorean(language))
            guard !buttons.isEmpty else { return found }
            for (name, offset) in buttons {
                found.append(("“\(name)” belongs in copy for a game controller, but this copy is for \(Self.names(inputs))", offset))
            }
            found.sort { $0.1 < $1.1 }
        }
        return found
    }

    /// A game controller's face buttons named in a text: the A, B or Y
    /// button after the (the A button; A 버튼 in Korean), by character
    /// offset. Not the termbase's: keyed by "the" or "a", every English
    /// text would look them up. "A button appears" has no the, and the X
    /// button also closes a window on iPhone, so both are left alone.
    static func controllerButtons(in value: String, korean: Bool) -> [(String, Int)] {
        let noun = korean ? koreanButton : englishButton
        guard mayNameControllerButton(value, noun.bytes) else { return [] }
        let characters = TextSegments.characters(value)
        var found: [(String, Int)] = []
        for index in characters.indices where "ABY".contains(characters[index]) {
            let end = index + 1 + noun.characters.count
            guard end <= characters.count, characters[(index + 1)..<end].elementsEqual(noun.characters),
                  index == 0 || !characters[index - 1].isLetter && !characters[index - 1].isNumber else { continue }
            if korean {
                found.append((String(characters[index..<end]), index))
                continue
            }
            // the A button, with the before it and no letter after (buttons).
            guard end == characters.count || !characters[end].isLetter, index >= 4,
                  ["the ", "The "].contains(String(characters[(index - 4)..<index])),
                  index == 4 || !characters[index - 5].isLetter else { continue }
            found.append((String(characters[(index - 4)..<end]), index - 4))
        }
        return found
    }
    /// Whether A, B or Y stands in `value` right before `noun`'s bytes,
    /// found by memchr of each letter: a capital A, B or Y is rare in copy.
    private static func mayNameControllerButton(_ value: String, _ noun: [UInt8]) -> Bool {
        value.withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            for letter in [UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "Y")] {
                var start = 0
                while start < bytes.count, let found = memchr(base + start, Int32(letter), bytes.count - start) {
                    let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if index + 1 + noun.count <= bytes.count,
                       bytes[(index + 1)..<(index + 1 + noun.count)].elementsEqual(noun) { return true }
                    start = index + 1
                }
            }
            return false
        }
    }
    private static let englishButton = (bytes: Array(" button".utf8), characters: Array(" button"))
    private static let koreanButton = (bytes: Array(" 버튼".utf8), characters: Array(" 버튼"))

    /// SF Symbols that picture one input device.
    static let symbolDevices: [(prefix: String, device: InputDevice)] = [
        ("gamecontroller", .gamecontroller), ("appletvremote", .remote), ("tv.remote", .remote),
        ("av.remote", .remote), ("keyboard", .keyboard), ("computermouse", .pointer), ("hand.tap", .touch),
    ]

    /// A tip has one image for all its texts: a text scoped to devices
    /// without the pictured one shows the picture to their users too (a
    /// game controller to someone holding the remote, whose own title and
    /// message the tip carries).
    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .tip(let tip) = entry.kind, let image = tip.image,
              let pictured = Self.symbolDevices.first(where: { image.hasPrefix($0.prefix) })?.device else { return [] }
        let scoped = entry.localizableStrings.flatMap(\.copy.texts).compactMap(\.scope.inputs)
        let others = scoped.filter { !$0.contains(pictured) }
        guard !others.isEmpty else { return [] }
        let message = others.count == scoped.count
            ? "the tip’s image \(image) pictures \(Self.names([pictured])), but its copy is for \(Self.names(InputSet(scoped.flatMap { $0 })))"
            : "the tip’s image \(image) pictures \(Self.names([pictured])), and the tip shows it with its copy for "
                + "\(Self.names(InputSet(others.flatMap { $0 }))) too; choose an image for every device, or make a tip for each"
        return [context.diagnostic(message, at: entry.location(ofAttribute: "image"), entry: entry.id, suppressions: entry.suppressions)]
    }

    static func names(_ inputs: InputSet) -> String {
        TermSupport.list(inputs.sorted().map { device -> String in
            switch device {
            case .touch: "touch"
            case .pointer: "a pointer"
            case .keyboard: "a keyboard"
            case .remote: "the Siri Remote"
            case .gamecontroller: "a game controller"
            }
        }, "or")
    }
}
