/// Text from the files helpc reads, made safe to print: a control character
/// in a message (a config value or a catalog key with "\n" or "\u{1B}" in
/// it, which JSON allows) broke a report's one line per finding, and an
/// escape sequence coloured or cleared the terminal or CI log that showed it.
public enum PrintableText {
    /// `text` with each control character written as Swift writes it in a
    /// string (`\n`, `\t`, `\r`, `\u{1B}`); with `keepingLineBreaks`, line
    /// feeds and carriage returns are left for the caller's own format.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0, keepingLineBreaks) }) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.unicodeScalars {
            guard isControl(scalar, keepingLineBreaks) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    /// C0 and C1 controls and DEL: none prints as itself.
    private static func isControl(_ scalar: Unicode.Scalar, _ keepingLineBreaks: Bool) -> Bool {
        if keepingLineBreaks && (scalar == "\n" || scalar == "\r") { return false }
        return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
