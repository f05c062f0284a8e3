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
    /// 탭하세요", "측면 버튼을 두 번 탭하세요") name a control in `names`.
    static func isObject(of range: Range<Int>, in characters: [Character], language: String, names: [String]) -> Bool {
        guard !names.isEmpty, range.upperBound <= characters.count else { return false }
        if language == "ko" || language.hasPrefix("ko-") {
            var before = String(characters[max(0, range.lowerBound - 40)..<range.lowerBound])
            before = trimmingTrailingSpaces(before)
            for adverb in koreanAdverbs where before.hasSuffix(adverb) {
                before = trimmingTrailingSpaces(String(before.dropLast(adverb.count)))
            }
            if before.hasSuffix("을") || before.hasSuffix("를") { before.removeLast() }
            return names.contains { before.hasSuffix($0) }
        }
        var after = Substring(String(characters[range.upperBound..<min(characters.count, range.upperBound + 60)]))
        after = after.drop { $0 == " " }
        if after.lowercased().hasPrefix("the ") { after = after.dropFirst(4) }
        let lowered = after.lowercased()
        return names.contains { name in
            let name = name.lowercased()
            guard lowered.hasPrefix(name) else { return false }
            let next = lowered.dropFirst(name.count).first
            return next.map { !$0.isLetter } ?? true
        }
    }

    /// Words Korean copy puts between a control and its verb: 두 번 클릭,
    /// 길게 누르기 (the last first, as they are taken off from the end).
    private static let koreanAdverbs = ["길게", "빠르게", "세 번", "두 번", "한 번"]

    private static func trimmingTrailingSpaces(_ string: String) -> String {
        var result = string
        while result.last == " " { result.removeLast() }
        return result
    }

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
