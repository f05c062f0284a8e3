@testable import HelpCore
import Testing

/// `helpc fix --diff` shows its changes as a unified diff, which `git apply`
/// and `patch` must take: each diff here is applied back (by the small
/// reader below, which trusts only what the format says) to give the new
/// file exactly.
struct UnifiedDiffTests {
    @Test func aChangedLineWithItsContext() {
        let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
        let new = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n"
        #expect(UnifiedDiff.of(Array(old.utf8), Array(new.utf8), path: "content/a.xml") == """
            --- a/content/a.xml
            +++ b/content/a.xml
            @@ -2,7 +2,7 @@
             2
             3
             4
            -5
            +five
             6
             7
             8

            """)
    }

    @Test func changesFarApartAreHunksOfTheirOwnAndNearOnesOne() {
        let old = (1...30).map { "\($0)\n" }.joined()
        var lines = (1...30).map { "\($0)" }
        lines[1] = "two"; lines[6] = "seven"; lines[27] = "twenty-eight"
        let new = lines.map { $0 + "\n" }.joined()
        let diff = UnifiedDiff.of(Array(old.utf8), Array(new.utf8), path: "a")
        #expect(diff.components(separatedBy: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,10 +1,10 @@", "@@ -25,6 +25,6 @@"])
        #expect(Self.applying(diff, to: old) == new)
    }

    @Test func linesAddedAtTheStartAndRemovedAtTheEnd() {
        let old = "a\nb\nc\n"
        let new = "new\na\nb\n"
        let diff = UnifiedDiff.of(Array(old.utf8), Array(new.utf8), path: "a")
        #expect(diff.contains("@@ -1,3 +1,3 @@\n+new\n a\n b\n-c\n"), "\(diff)")
        #expect(Self.applying(diff, to: old) == new)
        #expect(Self.applying(UnifiedDiff.of([], Array("x\n".utf8), path: "a"), to: "") == "x\n")
        #expect(UnifiedDiff.of([], Array("x\n".utf8), path: "a").contains("@@ -0,0 +1 @@\n+x\n"))
    }

    @Test func aLastLineWithoutANewlineIsMarked() {
        let diff = UnifiedDiff.of(Array("a\nb".utf8), Array("a\nc".utf8), path: "a")
        #expect(diff.hasSuffix("-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"), "\(diff)")
        #expect(Self.applying(diff, to: "a\nb") == "a\nc")
        #expect(Self.applying(UnifiedDiff.of(Array("a\nb".utf8), Array("a\nb\n".utf8), path: "a"), to: "a\nb") == "a\nb\n")
    }

    @Test func theSameBytesAreNoDiff() {
        #expect(UnifiedDiff.of(Array("a\n".utf8), Array("a\n".utf8), path: "a").isEmpty)
    }

    /// Random edits of random files, each diff applied back: the shortest
    /// script, its hunks and their ranges, whatever the edits.
    @Test func randomEditsApplyBack() {
        var generator = SeededGenerator(seed: 60)
        for round in 0..<300 {
            let count = Int(generator.next() % 40)
            var lines = (0..<count).map { _ in String(generator.next() % 6) }
            let old = lines.map { $0 + "\n" }.joined()
            for _ in 0..<Int(generator.next() % 6) {
                let position = lines.isEmpty ? 0 : Int(generator.next() % UInt64(lines.count))
                switch generator.next() % 3 {
                case 0: lines.insert("x\(generator.next() % 3)", at: position)
                case 1: if !lines.isEmpty { lines.remove(at: position) }
                default: if !lines.isEmpty { lines[position] = "y" }
                }
            }
            let new = lines.map { $0 + "\n" }.joined() + (round % 7 == 0 ? "tail" : "")
            let diff = UnifiedDiff.of(Array(old.utf8), Array(new.utf8), path: "a")
            #expect(Self.applying(diff, to: old) == new, "round \(round):\n\(old)→\n\(new)\n\(diff)")
        }
    }

    /// A rewrite past the edit budget is still a true diff: the lines
    /// between the common start and end removed, then added.
    @Test func aWholesaleRewriteFallsBackToReplacingTheMiddle() {
        let old = (0..<50).map { "a\($0)\n" }.joined()
        let new = (0..<50).map { "b\($0)\n" }.joined()
        let lines = { (text: String) in UnifiedDiff.lines(Array(text.utf8)) }
        let edits = UnifiedDiff.script(lines(old), lines(new), maximumEdits: 10)
        #expect(edits.map(\.kind) == Array(repeating: .removed, count: 50) + Array(repeating: .added, count: 50))
        #expect(Self.applying(UnifiedDiff.of(Array(old.utf8), Array(new.utf8), path: "a"), to: old) == new)
    }

    /// Applies a unified diff of one file: each hunk's old lines must be
    /// where its header says.
    static func applying(_ diff: String, to old: String) -> String? {
        var source = UnifiedDiff.lines(Array(old.utf8)).map { (String(decoding: $0.text, as: UTF8.self), $0.endsInNewline) }
        var lines = diff.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        guard lines.count >= 2 || diff.isEmpty else { return nil }
        var result: [(String, Bool)] = []
        var next = 0
        var index = 2
        while index < lines.count {
            let header = lines[index].split(separator: " ")
            guard header.first == "@@", header.count >= 3 else { return nil }
            let oldStart = Int(header[1].dropFirst().split(separator: ",")[0])!
            let oldCount = header[1].contains(",") ? Int(header[1].split(separator: ",")[1])! : 1
            let first = oldCount == 0 ? oldStart : oldStart - 1
            guard first >= next else { return nil }
            result += source[next..<first]
            next = first
            index += 1
            while index < lines.count, !lines[index].hasPrefix("@@") {
                let line = lines[index]
                let endsInNewline = !(index + 1 < lines.count && lines[index + 1].hasPrefix("\\"))
                let text = String(line.dropFirst())
                switch line.first {
                case " ", "-":
                    guard next < source.count, source[next] == (text, endsInNewline) else { return nil }
                    if line.first == " " { result.append(source[next]) }
                    next += 1
                case "+": result.append((text, endsInNewline))
                case "\\": break
                default: return nil
                }
                index += 1
            }
        }
        result += source[next...]
        source = result
        return source.map { $0.0 + ($0.1 ? "\n" : "") }.joined()
    }
}
