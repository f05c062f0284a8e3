/// A word a fix writes in place of another keeps that word's capital, so
/// a fix at a sentence's start starts it still (Your → You’re, More
/// faster → Faster, Is failed → Failed).
enum ReplacementCase {
    /// `replacement` with its first letter capitalized when `written`'s is.
    static func casedLike(_ written: String, _ replacement: String) -> String {
        guard let first = written.unicodeScalars.first, first.properties.isUppercase else { return replacement }
        return replacement.prefix(1).uppercased() + replacement.dropFirst()
    }
}
