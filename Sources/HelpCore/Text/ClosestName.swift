/// The known name a mistyped one most likely meant, for "did you mean"
/// hints: `platfrom` → `platform`, `ko.particles` → `ko.particle`,
/// `<tooltp>` → `<tooltip>`. Letters are compared without case; a name is
/// suggested when it is at most a third of the typed name's length of
/// edits away (one edit for short names: a letter added, dropped, changed,
/// or two swapped), the nearest one, the first listed among equals.
public enum ClosestName {
    public static func to(_ name: String, among known: [String]) -> String? {
        let typed = Array(name.lowercased().unicodeScalars)
        let limit = max(1, (typed.count + 2) / 3)
        var best: (name: String, distance: Int)?
        for candidate in known where candidate != name {
            let distance = editDistance(typed, Array(candidate.lowercased().unicodeScalars), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Optimal string alignment distance (Levenshtein with swaps of two
    /// neighbours), given up past `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
                rowBest = min(rowBest, current[j])
            }
            if rowBest > limit { return limit + 1 }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }

    /// " (did you mean 'x'?)" to follow the unknown name, or "" when
    /// nothing known is close.
    public static func hint(_ name: String, among known: [String], quoted: (String) -> String = { "'\($0)'" }) -> String {
        to(name, among: known).map { " (did you mean \(quoted($0))?)" } ?? ""
    }
}
