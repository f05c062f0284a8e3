import HelpCore

/// Platform words written as alternatives — "tap or click", "Face ID,
/// Touch ID, or Optic ID", 탭하거나 클릭, Face ID 또는 Touch ID — give every
/// reader their own word: together they are as neutral as "select", when
/// their platforms cover the copy's.
enum TermAlternatives {
    /// The indices of `matches` (in the order of their places in `value`)
    /// joined to the next or the previous by a word or a sign of
    /// alternatives, as runs: [[0, 1], [3, 4, 5]].
    static func runs(_ matches: [TermMatch], in value: String, language: String) -> [[Int]] {
        guard matches.count > 1 else { return [] }
        // Most matches are words apart: the copy's characters (the memo's,
        // shared with the rules after) are read only for a short gap.
        var characters: [Character]?
        var runs: [[Int]] = []
        var current: [Int] = [0]
        for index in 1..<matches.count {
            let gapStart = matches[index - 1].range.upperBound, gapEnd = matches[index].range.lowerBound
            var joins = false
            // Alternatives are the same part of speech: "On your Mac, tap"
            // joins a name and a verb with a comma, and offers no choice.
            if gapStart <= gapEnd, gapEnd - gapStart <= longestJoiner,
               matches[index - 1].term.isVerb == matches[index].term.isVerb {
                if characters == nil { characters = TextSegments.characters(value) }
                joins = gapEnd <= characters!.count && isJoiner(String(characters![gapStart..<gapEnd]), language: language)
            }
            if joins {
                current.append(index)
            } else {
                if current.count > 1 { runs.append(current) }
                current = [index]
            }
        }
        if current.count > 1 { runs.append(current) }
        return runs
    }

    /// Whether the words between two matches offer the second as the
    /// first's alternative: "or", ", or", "(or", "," and "/" in English;
    /// 또는, 혹은, the particle (이)나 and a verb's …거나 (탭하거나) in Korean.
    static func isJoiner(_ gap: String, language: String) -> Bool {
        let words = gap.split(whereSeparator: { $0 == " " || $0 == "\u{A0}" }).map(String.init)
        if LanguageTag.isKorean(language) {
            let joined = words.joined()
            return koreanJoiners.contains(joined)
        }
        let joined = words.joined(separator: " ").lowercased()
        return englishJoiners.contains(joined)
    }

    /// The most characters a joiner takes with its spaces (", or ", "하거나, ").
    private static let longestJoiner = 6

    /// "(or" and "(또는" offer the alternative in parentheses: Tap (or
    /// click) the star.
    private static let englishJoiners: Set<String> = [",", "or", ", or", "/", "or,", "(or"]
    private static let koreanJoiners: Set<String> = [
        ",", "/", "또는", ",또는", "혹은", ",혹은", "나", "이나", "거나", "하거나", "나,", "이나,", "하거나,", "(또는", "(혹은",
    ]

    /// A run of alternatives and the platforms its words are for together.
    struct Run {
        var indices: [Int]
        var platforms: PlatformSet
    }

    /// The runs of alternatives among `matches` in copy that reaches
    /// `reach`, each with the union of its words' platforms in copy for
    /// `inputs` (every platform when one of them is for all). A word for
    /// none of the copy's platforms (tap in "tap or click" on a Mac page)
    /// is no alternative for its readers: it is left out of its run, and
    /// a run left with one word is none.
    static func runs(_ matches: [TermMatch], in value: String, language: String, reach: PlatformSet,
                     inputs: InputSet?) -> [Run] {
        runs(matches, in: value, language: language).compactMap { indices in
            var union: PlatformSet = []
            var members: [Int] = []
            for index in indices {
                guard let allowed = matches[index].term.platforms(inCopyFor: inputs) else {
                    members.append(index)
                    union = .all
                    continue
                }
                guard !allowed.isDisjoint(with: reach) else { continue }
                members.append(index)
                union.formUnion(allowed)
            }
            return members.count > 1 ? Run(indices: members, platforms: union) : nil
        }
    }
}
