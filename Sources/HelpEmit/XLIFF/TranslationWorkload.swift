import HelpCore

/// What an exported XLIFF asks of its translator, counted as translation
/// vendors quote: units and the source's words, all of them, those with no
/// translation yet and those translated from an older source (for review).
/// A placeholder (`%@`, `%1$lld`) is no word; a help page's inline codes
/// count by the words inside them.
public struct TranslationWorkload: Sendable, Equatable {
    public struct Count: Sendable, Equatable {
        public var units = 0
        public var words = 0

        public init(units: Int = 0, words: Int = 0) {
            self.units = units
            self.words = words
        }

        mutating func add(words: Int) {
            units += 1
            self.words += words
        }
    }

    public var all = Count()
    /// Units with no `<target>`.
    public var new = Count()
    /// Units whose target's state is one of review.
    public var review = Count()

    public init() {}

    /// The units of these `<file>` elements.
    mutating func add(files: [XMLNode]) {
        for case .element(let file) in files {
            for case .element(let unit) in file.firstElement(named: "body")?.children ?? [] where unit.name == "trans-unit" {
                add(unit: unit)
            }
        }
    }

    private mutating func add(unit: XMLElement) {
        let words = Self.words(in: unit.firstElement(named: "source")?.textContent ?? "")
        all.add(words: words)
        guard let target = unit.firstElement(named: "target") else {
            new.add(words: words)
            return
        }
        if target.attribute("state")?.value.hasPrefix("needs-review") ?? false { review.add(words: words) }
    }

    static func words(in text: String) -> Int {
        TextSegments.words(text).count { !$0.text.hasPrefix("%") }
    }

    /// One line for the export's output: "ko: 120 units, 940 words; to
    /// translate: 12 new (85 words), 3 to review (20 words)".
    public func summary(language: String) -> String {
        func counted(_ count: Count) -> String {
            "\(count.units) unit\(count.units == 1 ? "" : "s"), \(count.words) word\(count.words == 1 ? "" : "s")"
        }
        let whole = "\(language): \(counted(all))"
        guard new.units + review.units > 0 else { return whole + "; every unit translated" }
        var parts: [String] = []
        if new.units > 0 { parts.append("\(new.units) new (\(new.words) word\(new.words == 1 ? "" : "s"))") }
        if review.units > 0 { parts.append("\(review.units) to review (\(review.words) word\(review.words == 1 ? "" : "s"))") }
        return whole + "; to translate: " + parts.joined(separator: ", ")
    }
}
