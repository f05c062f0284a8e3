import Foundation
import HelpCore

/// Copy in decomposed Unicode.
public struct TextNFCRule: TextRule {
    public static let description = RuleDescription(
        id: "text.nfc",
        summary: "Copy must be in Unicode NFC",
        rationale: """
            The same word can be stored as precomposed characters (NFC) or as letters plus combining \
            marks. Korean pasted from a macOS file name is the usual case: 한 arrives as the three jamo \
            ᄒ ᅡ ᆫ. It looks identical but breaks search, sorting, string comparison, particle checks and \
            width budgets. Normalize the copy to NFC.
            """,
        severity: .error,
        isFixable: true,
        triggering: [
            Example("<string id=\"menu.open\"><text xml:lang=\"en\">Open</text><text xml:lang=\"ko\">↓\u{1105}\u{1166}\u{1109}\u{1175}\u{1111}\u{1175} \u{110B}\u{1167}\u{11AF}\u{1100}\u{1175}</text></string>"),
            Example("<string id=\"menu.cafe\"><text xml:lang=\"en\">Caf↓e\u{301} Recipes</text><text xml:lang=\"ko\">카페 레시피</text></string>"),
            // An en quad, which NFC makes an en space (U+2002).
            Example("<string id=\"menu.save\"><text xml:lang=\"en\">Save↓\u{2000}Recipe</text><text xml:lang=\"ko\">레시피 저장</text></string>"),
        ],
        nonTriggering: [
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open</text><text xml:lang="ko">레시피 열기</text></string>
                """#),
            Example(#"""
                <string id="menu.cafe"><text xml:lang="en">Café Recipes</text><text xml:lang="ko">카페 레시피</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard !item.value.isStableUnderNFC else { return [] }
        let normalized = item.value.precomposedStringWithCanonicalMapping
        guard !normalized.unicodeScalars.elementsEqual(item.value.unicodeScalars) else { return [] }
        let scalars = Array(item.value.unicodeScalars)
        let first = zip(scalars, normalized.unicodeScalars).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(scalars.count, normalized.unicodeScalars.count)
        let offset = String(String.UnicodeScalarView(scalars[..<first])).count
        return [context.diagnostic(
            "copy is not in Unicode NFC (decomposed characters, often from a pasted file name); normalize it to NFC",
            about: item, offset: offset,
            fix: item.fix(replacing: 0..<item.value.count, with: normalized))]
    }
}
