import HelpCore

/// A quotation or bracket opened and not closed, or closed and not opened.
public struct PairedPunctuationRule: TextRule {
    public static let description = RuleDescription(
        id: "punct.pairs",
        summary: "Quotation marks and brackets that open also close",
        rationale: """
            A quotation mark or a parenthesis left open — “Export with no closing mark, (smaller files \
            with no closing parenthesis — is a slip of editing or of a translation tool, and readers \
            can't tell where the quotation or the aside ends. Curly double quotes, parentheses, square \
            brackets and the corner brackets 「」『』 must pair up in each piece of copy, in every \
            language. A closing parenthesis alone is left alone (numbered steps write 1) and 2)), and \
            so are single quotes, whose closing mark is also the apostrophe. The particle notation 을(를) \
            pairs like any parenthesis. Not in the design's catalog: added as the bracket check \
            translators know from pofilter.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <string id="export.hint"><text xml:lang="en">Export as HEIC (smaller files)</text><text xml:lang="ko">HEIC로 내보내기 ↓(더 작은 파일</text></string>
                """#),
            Example(#"""
                <string id="export.tap"><text xml:lang="en">Tap ↓“Export to save a copy.</text><text xml:lang="ko">사본을 저장하려면 “내보내기”를 탭하세요.</text></string>
                """#),
            Example(#"""
                <string id="export.saved"><text xml:lang="en">Saved %@↓” to Photos.</text><text xml:lang="ko">「%@」을(를) 사진에 저장했어요.</text></string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="export.hint"><text xml:lang="en">Export as HEIC (smaller files) and share “%@” [beta].</text><text xml:lang="ko">HEIC로 내보내고(더 작은 파일) “%@”을(를) 공유하세요. 1) 열기 2) 공유</text></string>
                """#),
            Example(#"""
                <string id="export.nested"><text xml:lang="en">Choose “Export (HEIC)” or “Export (JPEG)”.</text><text xml:lang="ko">‘내보내기’를 선택하고 사용자의 사진을 확인하세요.</text></string>
                """#),
        ])

    public init() {}

    public func check(_ item: CopyItem, in context: RuleContext) -> [Diagnostic] {
        guard Self.mayHoldPairs(item.value), let (mark, offset) = Self.unpaired(in: TextSegments.characters(item.value)) else { return [] }
        let message = switch mark {
        case "“", "(", "[", "「", "『":
            "“\(mark)” opens \(Self.what(mark)) that doesn’t close; add “\(Self.closing[mark]!)” where it ends"
        default:
            "“\(mark)” closes \(Self.what(mark)) that doesn’t open; add “\(Self.opening[mark]!)” where it starts, or remove this one"
        }
        return [context.diagnostic(message, about: item, offset: offset)]
    }

    private static let closing: [Character: Character] = ["“": "”", "(": ")", "[": "]", "「": "」", "『": "』"]
    private static let opening: [Character: Character] = ["”": "“", ")": "(", "]": "[", "」": "「", "』": "『"]

    private static func what(_ mark: Character) -> String {
        switch mark {
        case "“", "”", "「", "」", "『", "』": "a quotation"
        case "(", ")": "a parenthesis"
        default: "a bracket"
        }
    }

    /// The first mark without its partner, and its character offset: a
    /// closing mark that closes nothing open (a lone “)” excepted), else
    /// the first opening mark still open at the end.
    static func unpaired(in characters: [Character]) -> (Character, Int)? {
        var open: [(mark: Character, offset: Int)] = []
        for (offset, character) in characters.enumerated() {
            if closing[character] != nil {
                open.append((character, offset))
            } else if let opener = opening[character] {
                if let index = open.lastIndex(where: { $0.mark == opener }) {
                    open.removeSubrange(index...)
                } else if character != ")" {
                    return (character, offset)
                }
            }
        }
        return open.first.map { ($0.mark, $0.offset) }
    }

    /// Whether `string` holds a mark this rule pairs, told from its bytes:
    /// ( ) [ ], or the first two bytes of “ ” (E2 80) or of 「」『』 (E3 80).
    static func mayHoldPairs(_ string: String) -> Bool {
        var previous: UInt8 = 0
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"): return true
            case 0x9C where previous == 0x80, 0x9D where previous == 0x80, 0x8C...0x8F where previous == 0x80: return true
            default: previous = byte
            }
        }
        return false
    }
}
