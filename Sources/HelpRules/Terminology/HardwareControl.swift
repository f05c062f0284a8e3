import HelpCore

/// A control on the device itself (the side button, the Digital Crown, the
/// Siri Remote's clickpad) as the object of an interaction verb. Apple's
/// copy presses such a control, or clicks it ("double-click the side
/// button" on iPhone and Apple Watch); it never taps or selects one, whatever
/// the platform's word for the screen is. The names ship as
/// `words/hardware-controls.<lang>.txt`.
enum HardwareControl {
    /// Whether the words right after `range` (English: "Tap the side
    /// button") or right before it (Korean, object first: "측면 버튼을
    /// 탭하세요", "측면 버튼을 두 번 탭하세요") name a control in `names`
    /// (`Lexicon.hardwareControls`: each name's characters as listed).
    /// Compared character by character: every tap and click of a project
    /// is asked.
    static func isObject(of range: Range<Int>, in characters: [Character], language: String, names: [[Character]]) -> Bool {
        guard !names.isEmpty, range.upperBound <= characters.count else { return false }
        if LanguageTag.isKorean(language) {
            var end = range.lowerBound
            func skipSpaces() { while end > 0, characters[end - 1] == " " { end -= 1 } }
            skipSpaces()
            for adverb in koreanAdverbs where end >= adverb.count
                && characters[(end - adverb.count)..<end].elementsEqual(adverb) {
                end -= adverb.count
                skipSpaces()
            }
            if end > 0, characters[end - 1] == "을" || characters[end - 1] == "를" { end -= 1 }
            return names.contains { name in
                end >= name.count && characters[(end - name.count)..<end].elementsEqual(name)
            }
        }
        var start = range.upperBound
        while start < characters.count, characters[start] == " " { start += 1 }
        if matches(theWord, at: start, in: characters) { start += theWord.count }
        return names.contains { name in
            guard matches(name, at: start, in: characters) else { return false }
            let next = start + name.count
            return next == characters.count || !characters[next].isLetter
        }
    }

    private static let theWord = Array("the ")

    /// Whether `name` stands at `start`, ignoring the case of ASCII letters
    /// but a capital that starts the name: the Action button and the Home
    /// button are the device's, "the action button" of a toolbar and "the
    /// home button" of a tab bar are on the screen; "Side button" starts a
    /// sentence.
    private static func matches(_ name: [Character], at start: Int, in characters: [Character]) -> Bool {
        guard start + name.count <= characters.count else { return false }
        for (offset, expected) in name.enumerated() {
            let found = characters[start + offset]
            if offset == 0, expected.isUppercase {
                if found != expected { return false }
            } else if lowercased(found) != lowercased(expected) {
                return false
            }
        }
        return true
    }

    private static func lowercased(_ character: Character) -> Character {
        guard let ascii = character.asciiValue, (0x41...0x5A).contains(ascii) else { return character }
        return Character(Unicode.Scalar(ascii + 0x20))
    }

    /// Words Korean copy puts between a control and its verb: 두 번 클릭,
    /// 길게 누르기 (the last first, as they are taken off from the end).
    private static let koreanAdverbs = ["길게", "빠르게", "세 번", "두 번", "한 번"].map(Array.init)

    /// What to write instead of a screen word for a control on the device:
    /// the concept's term that presses (press, 누르다; 길게 누르기 for touch
    /// and hold), or else one that clicks (double-click, 이중 클릭).
    static func pressingTerm(in concept: Concept, language: String) -> Term? {
        let terms = concept.terms(in: language).filter { !$0.isDeprecated }
        return terms.first { isPressing($0.text) } ?? terms.first { isClicking($0.text) }
    }

    /// Press, 누르다, 길게 누르기: right for a control on every platform.
    static func isPressing(_ term: String) -> Bool {
        term.lowercased().contains("press") || term.contains("누르")
    }

    /// Click, double-click, 클릭, 이중 클릭: how Apple's copy names pressing
    /// the side button or the Digital Crown quickly ("double-click the side
    /// button"), on iPhone and Apple Watch as on a Mac.
    static func isClicking(_ term: String) -> Bool {
        term.lowercased().contains("click") || term.contains("클릭")
    }

    /// 누르다 in the form of the 하다 ending at the start of `text` (what
    /// follows a screen word: 탭하여 → 눌러, 탭하세요 → 누르세요), and how many
    /// characters that ending is; nil for an ending not listed.
    static func koreanPressForm(replacing text: String) -> (Int, String)? {
        for (ending, form) in pressForms where text.hasPrefix(ending) {
            return (ending.count, form)
        }
        return nil
    }

    /// 하다's endings and 누르다's (a 르-irregular verb: 누르 + 어 → 눌러),
    /// longest first so 하면서 is not read as 하면.
    private static let pressForms: [(String, String)] = [
        ("하십시오", "누르십시오"), ("했습니다", "눌렀습니다"), ("하세요", "누르세요"), ("하시면", "누르시면"),
        ("하려면", "누르려면"), ("하면서", "누르면서"), ("하거나", "누르거나"), ("합니다", "누릅니다"),
        ("하면", "누르면"), ("하여", "눌러"), ("해서", "눌러서"), ("해야", "눌러야"), ("하고", "누르고"),
        ("하기", "누르기"), ("하지", "누르지"), ("하는", "누르는"), ("해", "눌러"), ("한", "누른"), ("할", "누를"),
    ]
}
