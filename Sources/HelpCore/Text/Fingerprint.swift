import Foundation

/// The `source="…"` fingerprint of a translation: the first 8 hex digits of
/// SHA-256 over the source text in NFC, UTF-8. A plural source is hashed as
/// its forms in CLDR order, one `category:value` line each, so changing any
/// form makes translations stale.
public enum Fingerprint {
    public static func of(_ value: TextValue) -> String {
        let text: String
        switch value {
        case .single(let string):
            text = string
        case .plural(let plural):
            text = plural.forms.sorted { $0.category < $1.category }
                .map { "\($0.category.rawValue):\($0.value)" }
                .joined(separator: "\n")
        }
        let normalized = text.precomposedStringWithCanonicalMapping
        return String(SHA256.hex(Array(normalized.utf8)).prefix(8))
    }
}

extension LocalizedText {
    /// Whether this translation records a source that differs from `source`.
    public func isStale(against source: LocalizedText) -> Bool {
        guard let sourceFingerprint else { return false }
        return sourceFingerprint != Fingerprint.of(source.value)
    }
}
