/// The difference between two versions of a file as a unified diff, the
/// form `git diff` and `patch` read: what `helpc fix --diff` shows instead
/// of rewriting content files. Lines are compared as bytes; the shortest
/// edit is found with Myers's algorithm, so a file of thousands of lines
/// with a few fixes costs little more than reading it.
public enum UnifiedDiff {
    /// `---`/`+++` headers naming `path` (as `a/path` and `b/path`), then a
    /// hunk for each run of changes with `context` lines around it; empty
    /// when the two are the same.
    public static func of(_ old: [UInt8], _ new: [UInt8], path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let before = lines(old), after = lines(new)
        let edits = script(before, after)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < edits.count {
            guard edits[index].kind != .same else { index += 1; continue }
            // A hunk: from `context` lines before this change to `context`
            // after the last change that lies within twice that of the next.
            let start = max(0, index - context)
            var end = index
            var last = index
            while end < edits.count {
                if edits[end].kind != .same { last = end }
                if end - last > 2 * context { break }
                end += 1
            }
            end = min(edits.count, last + context + 1)
            let hunk = edits[start..<end]
            let oldStart = hunk.first!.oldLine, newStart = hunk.first!.newLine
            let oldCount = hunk.filter { $0.kind != .added }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for edit in hunk {
                let line = edit.kind == .added ? after[edit.newLine] : before[edit.oldLine]
                let mark = switch edit.kind { case .same: " "; case .removed: "-"; case .added: "+" }
                output += mark + String(decoding: line.text, as: UTF8.self) + "\n"
                if !line.endsInNewline { output += "\\ No newline at end of file\n" }
            }
            index = end
        }
        return output
    }

    /// A hunk's range as unified diffs write it: the first line (counted
    /// from 1; for no lines, the line before) and, unless it is 1, the count.
    private static func range(_ start: Int, _ count: Int) -> String {
        let first = count == 0 ? start : start + 1
        return count == 1 ? "\(first)" : "\(first),\(count)"
    }

    struct Line: Equatable {
        var text: ArraySlice<UInt8>
        var endsInNewline: Bool
    }

    static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            result.append(Line(text: bytes[start..<offset], endsInNewline: true))
            start = offset + 1
        }
        if start < bytes.count { result.append(Line(text: bytes[start...], endsInNewline: false)) }
        return result
    }

    enum Kind { case same, removed, added }

    /// One line of the edit script, with its place in each file (for an
    /// added line, `oldLine` is where it goes in the old file; for a
    /// removed one, `newLine` likewise).
    struct Edit {
        var kind: Kind
        var oldLine: Int
        var newLine: Int
    }

    /// The shortest edit script from `a` to `b`: the lines both start and
    /// end with kept, the rest by Myers's algorithm (1986), or, past
    /// `maximumEdits` (a file rewritten throughout), as every line between
    /// removed and then added, which is as true and far cheaper to find.
    static func script(_ a: [Line], _ b: [Line], maximumEdits: Int = 4_000) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var edits = (0..<prefix).map { Edit(kind: .same, oldLine: $0, newLine: $0) }
        let middleA = Array(a[prefix..<a.count - suffix]), middleB = Array(b[prefix..<b.count - suffix])
        let middle = myers(middleA, middleB, maximumEdits: maximumEdits)
            ?? (0..<middleA.count).map { Edit(kind: .removed, oldLine: $0, newLine: 0) }
                + (0..<middleB.count).map { Edit(kind: .added, oldLine: middleA.count, newLine: $0) }
        edits += middle.map { Edit(kind: $0.kind, oldLine: $0.oldLine + prefix, newLine: $0.newLine + prefix) }
        edits += (0..<suffix).map { Edit(kind: .same, oldLine: a.count - suffix + $0, newLine: b.count - suffix + $0) }
        return edits
    }

    /// Myers's shortest edit script: for each number of edits d, the
    /// furthest reach on each diagonal k = x − y, kept for the diagonals
    /// −d…d of each d to walk back from the end; nil past `maximumEdits`.
    private static func myers(_ a: [Line], _ b: [Line], maximumEdits: Int) -> [Edit]? {
        let n = a.count, m = b.count
        guard n + m > 0 else { return [] }
        let offset = n + m + 1
        var reach = [Int](repeating: 0, count: 2 * offset + 1)
        // trace[d]: the reaches on diagonals −d…d before step d.
        var trace: [[Int]] = []
        var found = false
        for d in 0...min(n + m, maximumEdits) {
            trace.append(Array(reach[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && reach[offset + k - 1] < reach[offset + k + 1])
                    ? reach[offset + k + 1] : reach[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                reach[offset + k] = x
                if x >= n, y >= m { found = true; break }
            }
            if found { break }
        }
        guard found else { return nil }
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let before = trace[d]
            func reached(_ k: Int) -> Int { before[k + d] }
            let k = x - y
            let down = k == -d || (k != d && reached(k - 1) < reached(k + 1))
            let previousK = down ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : reached(previousK), previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                edits.append(Edit(kind: .same, oldLine: x, newLine: y))
            }
            guard d > 0 else { break }
            if down {
                y -= 1
                edits.append(Edit(kind: .added, oldLine: x, newLine: y))
            } else {
                x -= 1
                edits.append(Edit(kind: .removed, oldLine: x, newLine: y))
            }
        }
        return edits.reversed()
    }
}
