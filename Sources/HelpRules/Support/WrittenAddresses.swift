import HelpCore

/// Web and email addresses written out in copy (not in a `<link href>`):
/// "Learn more at example.com/help", "Write to support@example.com". A
/// translator types them again or a tool mangles them, and a mistyped one
/// sends readers nowhere, so `translation.links` compares a translation's
/// with its source's.
struct WrittenAddress: Equatable {
    enum Kind { case web, email }

    /// As the copy writes it, without the punctuation after it.
    var text: String
    var kind: Kind
    /// What must match the source's: an email address whole, a web
    /// address's site (its host without `www.`), since a translation may
    /// point to its own language's page of the site. Lower case.
    var key: String
    /// In characters from the start of the copy.
    var offset: Int

    /// The addresses of `string`, in order. A word counts as a web address
    /// when it starts with http:// or https:// or www., or when it is a
    /// host (example.com, help.example.co.kr) ending in one of the common
    /// top-level domains, with or without a path: a file name (photo.png,
    /// Notes.app), a version (17.2) or an abbreviation (e.g.) is not one.
    static func all(in string: String) -> [WrittenAddress] {
        guard mayHoldOne(string) else { return [] }
        let characters = Array(string)
        var found: [WrittenAddress] = []
        for run in characters.maximalRuns(where: isAddressCharacter) {
            var last = run.upperBound
            while last > run.lowerBound, trailingPunctuation.contains(characters[last - 1]) { last -= 1 }
            if last > run.lowerBound, let address = address(String(characters[run.lowerBound..<last]), at: run.lowerBound) {
                found.append(address)
            }
        }
        return found
    }

    /// Whether the text, in any of its forms, may hold an address.
    static func mayHoldOne(_ text: LocalizedText) -> Bool {
        switch text.value {
        case .single(let value): mayHoldOne(value)
        case .plural(let plural): plural.forms.contains { mayHoldOne($0.value) }
        }
    }

    /// Whether the inlines' text may hold an address, told without joining it.
    static func mayHoldOne(_ inlines: [Inline]) -> Bool {
        inlines.contains { $0.anyText(mayHoldOne) }
    }

    /// Whether `string` may hold an address: an @ after a letter or digit
    /// (not a placeholder's %@), or a period right before a letter (a
    /// sentence's period is followed by a space or nothing). Told from its
    /// bytes: every translated text is asked.
    static func mayHoldOne(_ string: String) -> Bool {
        string.withUTF8Bytes { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                if byte == UInt8(ascii: "@"), (previous | 0x20) &- UInt8(ascii: "a") < 26 || previous &- UInt8(ascii: "0") < 10 {
                    return true
                }
                if previous == UInt8(ascii: "."), (byte | 0x20) &- UInt8(ascii: "a") < 26 { return true }
                previous = byte
            }
            return false
        }
    }

    private static func address(_ word: String, at offset: Int) -> WrittenAddress? {
        let lowered = word.lowercased()
        if let at = lowered.firstIndex(of: "@"), !lowered.contains("://") {
            let local = lowered[..<at], domain = lowered[lowered.index(after: at)...]
            guard !local.isEmpty, isHost(domain) else { return nil }
            return WrittenAddress(text: word, kind: .email, key: lowered, offset: offset)
        }
        var rest = Substring(lowered)
        var explicit = false
        for scheme in ["https://", "http://"] where rest.hasPrefix(scheme) {
            rest = rest.dropFirst(scheme.count)
            explicit = true
        }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }
        let site = host.hasPrefix("www.") ? host.dropFirst(4) : host
        guard !site.isEmpty, explicit || host.hasPrefix("www.") || isHost(host) else { return nil }
        return WrittenAddress(text: word, kind: .web, key: String(site), offset: offset)
    }

    /// A host name ending in a common top-level domain: labels of letters,
    /// digits and hyphens, at least two of them.
    private static func isHost(_ host: Substring) -> Bool {
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, topLevelDomains.contains(String(last)) else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }

    /// Common top-level domains. Not app, which names a Mac app's bundle
    /// (Notes.app), nor file extensions.
    private static let topLevelDomains: Set<String> = [
        "com", "net", "org", "edu", "gov", "info", "biz", "io", "co", "me", "dev", "ai", "tv",
        "kr", "jp", "cn", "tw", "hk", "sg", "us", "uk", "ca", "au", "de", "fr", "es", "it", "nl",
    ]

    private static func isAddressCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~:/?#@%&=+".utf8.contains(ascii)
        }
    }

    /// Punctuation that ends a sentence or clause after an address.
    private static let trailingPunctuation: Set<Character> = [".", ",", ":", "?", "!", ";"]
}
