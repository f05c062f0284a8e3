@testable import HelpCore
import Testing

/// A finding's character offset becomes a location and a fix's bytes by
/// walking its text; the walk must give what walking from the start gives,
/// for any order of offsets, and must not walk the text again per finding.
struct CharacterWalkTests {
    static let pieces = ["Tap ", "탭하세요. ", "e\u{301}", "\r\n", "\n", "👍🏽", "가\u{302}", "&", " ", "“x”", "…", "\t", "ㄱ"]

    /// The location and bytes of `offset` as the first versions of helpc
    /// made them: from the start of the text every time.
    static func fromStart(_ offset: Int, of text: String, at start: HelpCore.SourceLocation) -> (HelpCore.SourceLocation, Int) {
        let prefix = text.prefix(offset)
        var location = start
        for scalar in prefix.unicodeScalars {
            if scalar == "\n" {
                location.line += 1
                location.column = 1
            } else {
                location.column += 1
            }
        }
        return (location, prefix.utf8.count)
    }

    @Test func positionsAgreeWithWalkingFromTheStartInAnyOrder() {
        var generator = SeededGenerator(seed: 21)
        let start = HelpCore.SourceLocation(file: "a.xml", line: 4, column: 9)
        for _ in 0..<200 {
            let count = Int.random(in: 1...400, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            var walk = CharacterWalk(text)
            for _ in 0..<30 {
                let offset = Int.random(in: 0...text.count + 2, using: &generator)
                let position = walk.position(at: offset)
                let (location, bytes) = Self.fromStart(offset, of: text, at: start)
                #expect(start.advanced(to: position) == location, "\(offset) in \(text.debugDescription)")
                #expect(position.utf8Offset == bytes)
                #expect(position.index == text.index(text.startIndex, offsetBy: min(offset, text.count)))
                #expect(CharacterPositions.location(of: offset, in: text, startingAt: start) == location)
            }
        }
    }

    @Test func findingsInOrderWalkTheTextOnce() {
        let text = String(repeating: "버튼을 클릭 하세요 . ", count: 2_000)
        var walk = CharacterWalk(text)
        for offset in stride(from: 0, through: text.count, by: 7) { _ = walk.position(at: offset) }
        #expect(walk.steps <= text.count)
    }

    /// Findings of several rules, each from the start of the text again:
    /// a walk back starts from the last checkpoint before the offset, not
    /// from the start of the text.
    @Test func aWalkBackStartsFromTheNearestCheckpoint() {
        let text = String(repeating: "Click the button, then click again. ", count: 1_000)
        var walk = CharacterWalk(text)
        _ = walk.position(at: text.count)
        let once = walk.steps
        #expect(once == text.count)
        var generator = SeededGenerator(seed: 5)
        let jumps = 500
        for _ in 0..<jumps { _ = walk.position(at: Int.random(in: 0...text.count, using: &generator)) }
        #expect(walk.steps - once <= jumps * CharacterWalk.checkpointSpacing)
    }

    @Test func aFixCutsTheCharactersItReplaces() {
        let value = String(repeating: "탭 하세요. e\u{301}\r\n", count: 50)
        let characters = Array(value)
        let bytes = 100..<100 + value.utf8.count
        for lower in stride(from: 0, to: characters.count, by: 13) {
            let range = lower..<min(lower + 3, characters.count)
            let fix = Fix.replacing(range, of: value, at: bytes, with: "X")
            let before = String(characters[..<range.lowerBound]).utf8.count
            let original = String(characters[range])
            #expect(fix == Fix(range: 100 + before..<100 + before + original.utf8.count, original: original, replacement: "X"))
        }
        #expect(Fix.replacing(0..<1, of: value, at: nil, with: "X") == nil)
    }

    /// The same long text held twice (a string's copy and a paragraph) is
    /// one memo entry for both: the answer is the same whichever asks.
    @Test func equalTextsInTwoStoragesShareTheirSegments() {
        let first = String(repeating: "레시피를 저장하세요. ", count: 300)
        var second = String(repeating: "레시피를 저장하세요", count: 1)
        second += String(first.dropFirst(10))
        #expect(second == first && !second.isSameValue(as: first))
        let words = TextSegments.words(first)
        #expect(TextSegments.words(second) == words)
        #expect(TextSegments.words(first) == words)
        #expect(TextSegments.sentences(second) == TextSegments.sentences(first))
    }
}
