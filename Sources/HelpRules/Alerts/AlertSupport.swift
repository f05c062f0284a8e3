import HelpCore

extension Alert {
    /// Every button title in a language.
    func buttonTitles(in language: String) -> [String] {
        buttons.flatMap { $0.copy.texts(in: language).flatMap(\.strings) }
    }
}

/// Compares copy with a word list the way a reader would: ignoring case,
/// surrounding punctuation and white space.
enum WordMatch {
    static func normalized(_ string: String) -> String {
        normalizedByByte(string) ?? normalizedByCharacter(string)
    }

    static func normalizedByCharacter(_ string: String) -> String {
        string.lowercasedIgnoringCaseless()
            .filter { !$0.isPunctuation || $0 == "-" }
            .split(whereSeparator: \.isBlankSpace).joined(separator: " ")
    }

    /// `normalizedByCharacter` for copy of ASCII and Hangul syllables, where
    /// every byte below 0x80 is a character of its own (but a carriage
    /// return, which joins a line feed) and a syllable has no case: read
    /// byte by byte, each ASCII byte told by `asciiBytes`. Nil for any
    /// other text.
    static func normalizedByByte(_ string: String) -> String? {
        var string = string
        return string.withUTF8 { bytes -> String? in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var spacePending = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    switch asciiBytes[Int(byte)] {
                    case .joinsNext:
                        return nil
                    case .dropped:
                        break
                    case .blank:
                        spacePending = !output.isEmpty
                    case .kept(let lowered):
                        if spacePending { output.append(0x20); spacePending = false }
                        output.append(lowered)
                    }
                    index += 1
                    continue
                }
                guard (0xEA...0xED).contains(byte), index + 2 < bytes.count else { return nil }
                let value = bytes.threeByteScalar(at: index)
                guard (0xAC00...0xD7A3).contains(value) else { return nil }
                if spacePending { output.append(0x20); spacePending = false }
                output.append(contentsOf: bytes[index..<index + 3])
                index += 3
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    enum ASCIIByte: Equatable {
        case kept(UInt8), dropped, blank, joinsNext
    }

    /// What `normalizedByCharacter` does with each ASCII character, asked
    /// of the character itself.
    static let asciiBytes: [ASCIIByte] = (0..<0x80).map { value -> ASCIIByte in
        let character = Character(Unicode.Scalar(UInt8(value)))
        if value == 0x0D { return .joinsNext }
        if character.isPunctuation && character != "-" { return .dropped }
        if character.isBlankSpace { return .blank }
        return .kept(String(character).lowercased().utf8.first!)
    }

    /// Whether `string` reads as one of a word list's entries, given as
    /// `Lexicon.forms(_:language:)` holds them.
    static func equalsAny(_ string: String, _ forms: WordForms) -> Bool {
        !forms.isEmpty && forms.mayMatch(string) && forms.entries.contains(normalized(string))
    }
}
