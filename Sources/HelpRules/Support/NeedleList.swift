extension TextSearch {
    /// A word list made ready to be looked for in one reading of a text:
    /// each position of the text is compared only with the words that start
    /// with its scalar. Looking for each word in turn read the text once per
    /// word, and a list of promotional words or of the verbs an alert's
    /// message may use was some 5% of a check at 100,000 entries.
    ///
    /// A class: rules get the list from the lexicon for every text, and a
    /// struct of arrays was copied, reference by reference, each time.
    final class NeedleList: Sendable {
        let needles: [Needle]
        /// For ruling out every word at once before a haystack is made.
        let anchors: Anchors
        /// Whether each needle's first character is ASCII (a Latin word,
        /// matched as a whole word, rather than Hangul).
        let startsWithASCII: [Bool]
        /// The needles compared by scalar, by their first scalar value, each
        /// list in list order.
        private let byFirstScalar: [UInt32: [Int]]
        /// The needles' first scalars: a position whose scalar is not one
        /// starts no needle, told without a lookup.
        private let firstScalars: ScalarFilter
        /// The needles with a character of several scalars, which are
        /// compared by character, one by one, as `Haystack.offsets` does.
        private let byCharacter: [Int]

        convenience init(_ words: [String]) {
            self.init(words.map(Needle.init))
        }

        init(_ needles: [Needle]) {
            self.needles = needles
            anchors = Anchors(needles)
            startsWithASCII = needles.map { $0.text.first?.isASCII ?? false }
            var byFirstScalar: [UInt32: [Int]] = [:]
            var firstScalars = ScalarFilter()
            var byCharacter: [Int] = []
            for (index, needle) in needles.enumerated() {
                guard let scalars = needle.scalars else {
                    byCharacter.append(index)
                    continue
                }
                guard let first = scalars.first else { continue }
                byFirstScalar[first, default: []].append(index)
                firstScalars.insert(first)
            }
            self.byFirstScalar = byFirstScalar
            self.firstScalars = firstScalars
            self.byCharacter = byCharacter
        }

        /// False only when no word of the list can occur in `string`,
        /// ignoring case: `needles.contains { $0.mayOccur(in: string) }`
        /// in one reading of the string.
        func mayOccur(in string: String) -> Bool {
            anchors.mayOccur(in: string)
        }

        /// The earliest word of the list in `haystack`, and its character
        /// offset; of words starting at the same place, the first in the
        /// list. With `wholeWords`, a match must not continue a word on
        /// either side. `including` picks the words looked for by their
        /// index. The answer is `TextSearch.firstMatch` over those words.
        func firstMatch(in haystack: Haystack, wholeWords: Bool,
                        including: (Int) -> Bool = { _ in true }) -> (String, Int)? {
            guard let scalars = haystack.scalars else {
                return firstMatch(amongAll: needles.indices, in: haystack, wholeWords: wholeWords, including: including)
                    .map { (needles[$0.index].text, $0.offset) }
            }
            var best = firstMatch(amongAll: byCharacter, in: haystack, wholeWords: wholeWords, including: including)
            // A word compared by character at the same place as one by
            // scalar may still lose to it, by its place in the list.
            let end = best.map { $0.offset + 1 } ?? scalars.count
            var position = 0
            search: while position < end {
                let value = scalars[position]
                if firstScalars.mayContain(value), let candidates = byFirstScalar[value] {
                    for index in candidates where including(index)
                        && Self.matches(needles[index].scalars!, in: scalars, at: position, wholeWords: wholeWords) {
                        if best == nil || position < best!.offset || index < best!.index {
                            best = (index, position)
                        }
                        break search
                    }
                }
                position += 1
            }
            return best.map { (needles[$0.index].text, $0.offset) }
        }

        /// Whether any word of the list is in `haystack`.
        func occurs(in haystack: Haystack, wholeWords: Bool) -> Bool {
            firstMatch(in: haystack, wholeWords: wholeWords) != nil
        }

        /// The earliest match among `indices`, needle by needle.
        private func firstMatch(amongAll indices: some Sequence<Int>, in haystack: Haystack, wholeWords: Bool,
                                including: (Int) -> Bool) -> (index: Int, offset: Int)? {
            var best: (index: Int, offset: Int)?
            for index in indices where including(index) {
                if let offset = haystack.offsets(of: needles[index], wholeWords: wholeWords).first,
                   best == nil || offset < best!.offset {
                    best = (index, offset)
                }
            }
            return best
        }

        private static func matches(_ pattern: [UInt32], in scalars: [UInt32], at position: Int, wholeWords: Bool) -> Bool {
            guard position + pattern.count <= scalars.count else { return false }
            for offset in 1..<max(pattern.count, 1) where scalars[position + offset] != pattern[offset] {
                return false
            }
            guard wholeWords else { return true }
            let before = position > 0 && Haystack.isLetter(scalars[position - 1])
            let after = position + pattern.count < scalars.count && Haystack.isLetter(scalars[position + pattern.count])
            return !before && !after
        }
    }
}
