/// Applies fixes to a file's bytes, touching nothing else: fixes are applied
/// from the end of the file backwards, one that overlaps another already
/// taken is left for the next round, and one whose bytes no longer read as
/// expected is skipped.
public enum FixApplier {
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        var result = bytes
        var applied = 0
        var lowestTaken = Int.max
        let unique = Array(Set(fixes)).sorted {
            ($0.range.lowerBound, $0.range.upperBound, $0.replacement) > ($1.range.lowerBound, $1.range.upperBound, $1.replacement)
        }
        for fix in unique {
            guard fix.range.upperBound <= lowestTaken, fix.range.lowerBound >= 0,
                  fix.range.upperBound <= result.count,
                  Array(result[fix.range]) == Array(fix.original.utf8) else { continue }
            result.replaceSubrange(fix.range, with: Array(fix.replacement.utf8))
            lowestTaken = fix.range.lowerBound
            applied += 1
        }
        return (result, applied)
    }
}
