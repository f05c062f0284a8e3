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
        let normalized = text.composedCanonically
        return String(SHA256.hex(Array(normalized.utf8)).prefix(8))
    }
}

extension LocalizedText {
    /// Whether this translation records a source that differs from `source`.
    public func isStale(against source: LocalizedText) -> Bool {
        guard let sourceFingerprint else { return false }
        return sourceFingerprint != Fingerprint.of(source.value)
    }

    /// The source texts this translation's scope overlaps, when it records
    /// a fingerprint that none of them has any more; empty when current.
    /// A translation may span several source texts (one Korean text for
    /// iPhone's plural and the other devices' sentence); it was made from one.
    public func staleness(among sources: [LocalizedText], within platforms: PlatformSet) -> [LocalizedText] {
        guard let sourceFingerprint else { return [] }
        let overlapping = sources.filter { $0.scope.overlaps(scope, within: platforms) }
        let candidates = overlapping.isEmpty ? sources : overlapping
        return candidates.contains { Fingerprint.of($0.value) == sourceFingerprint } ? [] : candidates
    }
}
