import HelpCore

/// Any project's `.xcstrings`, read keeping every field — including ones
/// helpc doesn't use — and written back in Xcode's exact layout, so a
/// catalog Xcode wrote reads and writes back byte for byte.
public enum StringCatalogFormat {
    public static func read(_ bytes: [UInt8], file: String) throws(JSONParser.Error) -> JSONValue {
        try JSONParser.parse(bytes, file: file)
    }

    /// The catalog in Xcode's layout.
    public static func formatted(_ catalog: JSONValue) -> [UInt8] {
        JSONWriter.xcode.bytes(catalog)
    }
}
