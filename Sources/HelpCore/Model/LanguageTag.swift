/// The language tags helpc reads: `[a-z]{2,3}(-[A-Za-z0-9]{2,8})*`, the
/// schema's pattern for `xml:lang` (schema/helpc.rng), which takes the tags
/// Xcode names its localizations with (`en`, `ko`, `pt-BR`, `zh-Hant`).
/// helpc.json's languages, a catalog's localizations and a content file's
/// `xml:lang` are held to the same one.
public enum LanguageTag {
    public static func isValid<Tag: StringProtocol>(_ tag: Tag) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
              language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count)
                && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
        }
    }

    /// Whether `tag` is Korean, `ko` or a regional `ko-…`: a project's
    /// regional tag is checked as its language (docs/format.md).
    @inlinable public static func isKorean(_ tag: String) -> Bool { isLanguage(tag, "ko") }

    /// Whether `tag` is English, `en` or a regional `en-…`.
    @inlinable public static func isEnglish(_ tag: String) -> Bool { isLanguage(tag, "en") }

    /// Whether `tag` is `language` itself or a regional tag of it.
    @inlinable public static func isLanguage(_ tag: String, _ language: String) -> Bool {
        tag == language || (tag.hasPrefix(language) && tag.utf8.dropFirst(language.utf8.count).first == UInt8(ascii: "-"))
    }
}
