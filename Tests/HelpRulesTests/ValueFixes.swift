@testable import HelpRules

/// A text as `helpc fix` leaves it once a value rule's findings are fixed:
/// each replacement written in its place, the last first so the earlier
/// ranges still hold.
enum ValueFixes {
    static func applying(_ found: [ValueFinding], to text: String) -> String {
        var characters = Array(text)
        for finding in found.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            characters.replaceSubrange(finding.range, with: Array(finding.replacement ?? ""))
        }
        return String(characters)
    }
}
