import Foundation
import HelpCore

/// Straight quotes, and quotes around the names of buttons.
public struct QuotesRule: TextRule, TopicTextRule {
    public static let description = RuleDescription(
        id: "punct.quotes",
        summary: "Use curly quotes and apostrophes, and don’t put quotes around button names or titles",
        rationale: """
            Apple's copy uses typographic quotes: “ ” for quotations and ’ for apostrophes (can’t, \
            recipe’s). Straight quotes look like typewriter leftovers next to them. A button's name \
            in an alert message needs no quotes at all: refer to the button by its title or, better, \
            describe the result. Nor does a button's or a tip action's own title ("Replace", ‘대치’), or \
            a control's name anywhere in copy (Tap “Done”, “완료”를 탭하세요: Tap Done, 완료를 탭하세요; \
            help.ui-name marks it with <ui> on a help page). A \
            straight quote right after a figure and before no letter is a measure's mark (6'2", a pace \
            of 5'30"), written with primes: 6′2″, 5′30″ (1990's is an apostrophe).
            """,
        severity: .warning,
        isFixable: true,
        triggering: [
            Example(#"""
                <string id="status.empty"><text xml:lang="en">You don↓'t have any recipes yet</text><text xml:lang="ko">아직 레시피가 없습니다</text></string>
                """#),
            Example(#"""
                <string id="status.named"><text xml:lang="en">Saved ↓"Soup↓"</text><text xml:lang="ko">↓"수프↓" 저장됨</text></string>
                """#),
            Example(#"""
                <string id="run.pace"><text xml:lang="en">Pace: 5↓'30↓" per km</text><text xml:lang="ko">페이스: km당 5↓'30↓"</text></string>
                """#),
            Example(#"""
                <alert id="delete" kind="destructive">
                  <title><text xml:lang="en">Delete this recipe?</text><text xml:lang="ko">이 레시피를 삭제하겠습니까?</text></title>
                  <message><text xml:lang="en">Choose ↓“Delete” to remove it from all your devices.</text><text xml:lang="ko">모든 기기에서 제거됩니다.</text></message>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="delete" role="destructive"><text xml:lang="en">Delete</text><text xml:lang="ko">삭제</text></button>
                </alert>
                """#),
            Example(#"""
                <alert id="replace" kind="confirmation">
                  <title><text xml:lang="en">Replace the file?</text><text xml:lang="ko">파일을 대치하겠습니까?</text></title>
                  <button id="cancel" role="cancel"><text xml:lang="en">Cancel</text><text xml:lang="ko">취소</text></button>
                  <button id="replace" role="default"><text xml:lang="en">↓“Replace”</text><text xml:lang="ko">↓‘대치’</text></button>
                </alert>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="status.empty"><text xml:lang="en">You don’t have any recipes yet</text><text xml:lang="ko">아직 레시피가 없습니다</text></string>
                """#),
            Example(#"""
                <string id="status.named"><text xml:lang="en">Saved “Soup”</text><text xml:lang="ko">“수프” 저장됨</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        if item.role == .alertButton || item.role == .tipAction, let inner = Self.unquoted(item.value) {
            let count = TextSegments.characters(item.value).count
            return [context.diagnostic(
                "a button’s title takes no quotation marks; write \(inner)",
                about: item, fix: item.fix(replacing: 0..<count, with: inner))]
        }
        var quotes = straightQuotes(in: item.value)
        // Tap “Done”, “완료”를 탭하세요: a control's name in quotes, which
        // the copy names as the screen shows it. One mistake, one finding:
        // its straight quotes are not also told to curl.
        let names = Self.mayHoldQuotes(item.value)
            ? QuotedControlNameRule.quotedNames(in: item.value, language: item.language).filter { Self.looksLikeScreenName($0.1) } : []
        if !names.isEmpty {
            quotes.removeAll { offset, _ in names.contains { $0.0.lowerBound == offset || $0.0.upperBound - 1 == offset } }
        }
        let characters = quotes.isEmpty ? [] : TextSegments.characters(item.value)
        var found = quotes.map { offset, quote in
            context.diagnostic(message(for: quote, at: offset, in: characters), about: item, offset: offset,
                               fix: item.fix(replacing: offset..<offset + 1, with: Self.curly(quote, at: offset, in: characters)))
        }
        if item.role == .alertMessage, case .alert(let alert) = item.entry.kind, Self.mayHoldQuotes(item.value) {
            let titles = alert.buttons.flatMap { $0.copy.texts(in: item.language).flatMap(\.strings) }
            let haystack = TextSearch.Haystack(item.value)
            for title in titles {
                for quoted in ["“\(title)”", "\"\(title)\"", "‘\(title)’", "'\(title)'"] {
                    if let offset = haystack.offsets(of: quoted).first {
                        found.append(context.diagnostic(
                            "don’t put quotes around the button name \(title); name it plainly, or describe what happens",
                            about: item, offset: offset,
                            fix: item.fix(replacing: offset..<offset + quoted.count, with: title)))
                    }
                }
            }
        }
        for (range, name) in names where !found.contains(where: { $0.location == item.location(at: range.lowerBound) }) {
            found.append(context.diagnostic(
                "don’t put quotes around the control’s name \(name); write it as the screen shows it",
                about: item, offset: range.lowerBound, fix: item.fix(replacing: range, with: name)))
        }
        return found
    }

    public func check(_ text: TopicText, in context: RuleContext) -> [Diagnostic] {
        var quotes = straightQuotes(in: text.value)
        guard !quotes.isEmpty else { return [] }
        // A control's name in quotes ("Share" button) is one mistake, which
        // help.ui-name reports when it runs: the quotes go, not curl.
        if context.runningRuleIDs.contains(QuotedControlNameRule.description.id),
           !text.suppressions.contains(where: { $0.covers(QuotedControlNameRule.description.id) }) {
            let names = QuotedControlNameRule.quotedNames(in: text.value, language: text.language).map(\.0)
            quotes.removeAll { offset, _ in names.contains { $0.lowerBound == offset || $0.upperBound - 1 == offset } }
        }
        guard !quotes.isEmpty else { return [] }
        let characters = TextSegments.characters(text.value)
        return quotes.map { offset, quote in
            context.diagnostic(message(for: quote, at: offset, in: characters), about: text, offset: offset,
                               fix: text.fix(replacing: offset..<offset + 1, with: Self.curly(quote, at: offset, in: characters)))
        }
    }

    /// Whether a quoted name reads as a control's on screen (Done, Save
    /// Color Here, 완료) rather than code an app's messages quote (the
    /// "%s" option, "log_statement_stats", "git rebase --continue"): no
    /// placeholder or code punctuation, and a capital first where it is
    /// Latin.
    static func looksLikeScreenName(_ name: String) -> Bool {
        guard !name.contains(where: { "%_$=<>/\\{}[]".contains($0) }), !name.contains("--"), let first = name.first else { return false }
        return first.isUppercase || first.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// The title inside the quotation marks that wrap all of `value`
    /// (“Replace”, "Replace", ‘대치’), or nil when they don't.
    static func unquoted(_ value: String) -> String? {
        guard let first = value.first, let last = value.last, value.count > 2 else { return nil }
        let pairs: [(Character, Character)] = [("“", "”"), ("\"", "\""), ("‘", "’"), ("'", "'"), ("「", "」"), ("『", "』")]
        guard pairs.contains(where: { $0.0 == first && $0.1 == last }) else { return nil }
        let inner = value.dropFirst().dropLast()
        guard !inner.contains(where: { "“”\"‘’'「」『』".contains($0) }), !inner.isEmpty else { return nil }
        return String(inner)
    }

    /// The typographic quote for a straight one: an apostrophe inside or at
    /// the end of a word is ’; a quote after a space or at the start opens.
    static func curly(_ quote: Character, at offset: Int, in characters: [Character]) -> String {
        if isPrime(at: offset, in: characters) { return quote == "'" ? "′" : "″" }
        let before = offset > 0 ? characters[offset - 1] : nil
        let opens = before == nil || before!.isWhitespace || "([{“‘".contains(before!)
        if quote == "'" { return opens ? "‘" : "’" }
        return opens ? "“" : "”"
    }

    /// Whether the straight quote at `offset` follows a figure and no
    /// letter follows it: a measure of feet and inches or minutes and
    /// seconds (6'2", a pace of 5'30"), whose marks are primes; the
    /// apostrophe of 1990's is followed by its s, and a quote that closes
    /// one opened before it ("5") is a quote.
    static func isPrime(at offset: Int, in characters: [Character]) -> Bool {
        guard offset > 0, let before = characters[offset - 1].asciiValue, (0x30...0x39).contains(before),
              offset + 1 == characters.count || !characters[offset + 1].isLetter else { return false }
        let quote = characters[offset]
        return characters[..<offset].count(where: { $0 == quote }) % 2 == 0
    }

    private func message(for quote: Character, at offset: Int, in characters: [Character]) -> String {
        if Self.isPrime(at: offset, in: characters) {
            return "a straight quote after a number; a measure of feet and inches or minutes and seconds takes primes: "
                + (quote == "'" ? "′" : "″")
        }
        return quote == "'" ? "straight apostrophe or quote; use ’ (or ‘ ’ around a quotation)"
                            : "straight double quote; use “ and ”"
    }

    /// Whether the text holds a quote of any kind (" ' “ ‘), told from its
    /// bytes: an alert message without one quotes no button, and most have none.
    static func mayHoldQuotes(_ string: String) -> Bool {
        string.withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
            // memchr for each lead byte: every text of the project is asked.
            if memchr(base, 0x22, bytes.count) != nil || memchr(base, 0x27, bytes.count) != nil { return true }
            var start = 0
            while start + 2 < bytes.count, let found = memchr(base + start, 0xE2, bytes.count - 2 - start) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if bytes[index + 1] == 0x80, bytes[index + 2] == 0x98 || bytes[index + 2] == 0x9C { return true }
                start = index + 1
            }
            return false
        }
    }

    private func straightQuotes(in string: String) -> [(Int, Character)] {
        // Most copy has no straight quote: its bytes say so without comparing characters.
        guard string.withUTF8Bytes({ $0.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") } }) else { return [] }
        return string.enumerated().compactMap { offset, character in
            character.isScalar("\"") || character.isScalar("'") ? (offset, character) : nil
        }
    }
}
