extension String {
    /// The string as the text of an XML element: & and < written as
    /// references, which element content can't hold as themselves, and >
    /// as &gt; where `greaterThan` asks (a menu path written with &gt;,
    /// XLIFF copy written as tools write it). Fixes and imports write
    /// copy into files through it, so a name with an ampersand (Q&A)
    /// never breaks the file.
    public func escapedAsXMLText(greaterThan: Bool = false) -> String {
        guard utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") })
        else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">" where greaterThan: result += "&gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
