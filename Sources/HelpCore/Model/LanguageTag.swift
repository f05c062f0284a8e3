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
    /// Asked for every text by many rules: the tag's bytes are compared,
    /// where `hasPrefix` compared characters.
    @inlinable public static func isKorean(_ tag: String) -> Bool {
        tag == "ko" || isRegional(tag, UInt8(ascii: "k"), UInt8(ascii: "o"))
    }

    /// Whether `tag` is English, `en` or a regional `en-…`.
    @inlinable public static func isEnglish(_ tag: String) -> Bool {
        tag == "en" || isRegional(tag, UInt8(ascii: "e"), UInt8(ascii: "n"))
    }

    /// Whether `tag` is a regional tag (`xx-…`) of the two-letter language `first` `second`.
    @inlinable static func isRegional(_ tag: String, _ first: UInt8, _ second: UInt8) -> Bool {
        let bytes = tag.utf8
        guard bytes.count > 3 else { return false }
        var index = bytes.startIndex
        guard bytes[index] == first else { return false }
        index = bytes.index(after: index)
        guard bytes[index] == second else { return false }
        return bytes[bytes.index(after: index)] == UInt8(ascii: "-")
    }

    /// Whether `tag` is `language` itself or a regional tag of it.
    @inlinable public static func isLanguage(_ tag: String, _ language: String) -> Bool {
        if tag == language { return true }
        let bytes = tag.utf8, prefix = language.utf8
        guard bytes.count > prefix.count, bytes.starts(with: prefix) else { return false }
        return bytes[bytes.index(bytes.startIndex, offsetBy: prefix.count)] == UInt8(ascii: "-")
    }
}
