/// A printf-style format specifier in copy, as Apple's string catalogs use
/// them: `%@`, `%lld`, `%1$@`, `%.1f`. `%%` is a literal percent sign and not
/// a placeholder.
public struct Placeholder: Hashable, Sendable {
    /// The specifier as written.
    public var text: String
    /// The 1-based argument position of `%2$@`, when given.
    public var position: Int?
    /// Length modifier and conversion, e.g. `lld`, `@`, `f`.
    public var conversion: String
    /// Character offset of the `%` in the string.
    public var offset: Int
    /// False for a `%` that does not start a valid specifier, or that starts
    /// one only through the space flag (`50% of`).
    public var isValid: Bool

    /// Whether the specifier reads an argument of the call: `%arg` and
    /// `%#@name@` stand for a substitution's number and the substitution.
    public var readsArgument: Bool {
        conversion != "arg" && !conversion.hasPrefix("#@")
    }

    /// The argument type the specifier reads; `%d` and `%lld` differ in width
    /// and crash when swapped, so the length modifier is part of the type.
    public var argumentType: String {
        if conversion == "arg" { return "arg" }
        if conversion.hasPrefix("#@") { return "substitution " + conversion.dropFirst(2).dropLast() }
        guard let last = conversion.last else { return conversion }
        let length = String(conversion.dropLast())
        switch last {
        case "@": return "object"
        case "d", "i": return "int" + length
        case "o", "u", "x", "X": return "uint" + length
        case "f", "F", "e", "E", "g", "G", "a", "A": return "double" + length
        case "c", "C": return "char"
        case "s", "S": return "cstring"
        case "p": return "pointer"
        default: return conversion
        }
    }

    /// Every `%…` in `string`, valid or not, in order.
    public static func all(in string: String) -> [Placeholder] {
        // Every placeholder starts with a “%” byte; most copy has none.
        guard string.containsByte(UInt8(ascii: "%")) else { return [] }
        // Kept for the next rule asking: several read the same text's placeholders.
        return all(inCharacters: TextSegments.characters(string))
    }

    /// `all(in:)` of the text these are the characters of. For a piece of
    /// a text (where a word starts with `%`), whose characters would push
    /// the whole text's out of the memo that the next rule reads them from.
    public static func all(inCharacters characters: [Character]) -> [Placeholder] {
        var result: [Placeholder] = []
        var index = 0
        while index < characters.count {
            guard characters[index].isScalar("%") else { index += 1; continue }
            let start = index
            index += 1
            if index < characters.count && characters[index] == "%" { index += 1; continue }
            // %arg: the number inside a substitution's forms.
            if index + 3 <= characters.count, characters[index..<index + 3].elementsEqual(Self.argument),
               index + 3 == characters.count || !characters[index + 3].isLetter {
                result.append(Placeholder(text: "%arg", position: nil, conversion: "arg", offset: start, isValid: true))
                index += 3
                continue
            }
            // %#@name@: a substitution (a plural variable).
            if index + 1 < characters.count, characters[index] == "#", characters[index + 1] == "@",
               let close = characters[(index + 2)...].firstIndex(of: "@"), close > index + 2 {
                result.append(Placeholder(text: String(characters[start...close]), position: nil,
                                          conversion: "#@" + String(characters[(index + 2)..<close]) + "@",
                                          offset: start, isValid: true))
                index = close + 1
                continue
            }

            var position: Int?
            var lookahead = index
            var digits = ""
            while lookahead < characters.count, let digit = characters[lookahead].wholeNumberValue,
                  characters[lookahead].isASCII {
                digits.append(characters[lookahead])
                _ = digit
                lookahead += 1
            }
            if !digits.isEmpty, lookahead < characters.count, characters[lookahead] == "$" {
                position = Int(digits)
                index = lookahead + 1
            }
            var hasSpaceFlag = false
            while index < characters.count, "-+ 0#'".contains(characters[index]) {
                if characters[index] == " " { hasSpaceFlag = true }
                index += 1
            }
            while index < characters.count, characters[index] == "*" || (characters[index].isASCII && characters[index].isNumber) { index += 1 }
            if index < characters.count, characters[index] == "." {
                index += 1
                while index < characters.count, characters[index] == "*" || (characters[index].isASCII && characters[index].isNumber) { index += 1 }
            }
            var length = ""
            for (modifier, modifierCharacters) in Self.lengthModifiers {
                if index + modifierCharacters.count <= characters.count,
                   characters[index..<index + modifierCharacters.count].elementsEqual(modifierCharacters) {
                    length = modifier
                    index += modifierCharacters.count
                    break
                }
            }
            var valid = false
            var conversion = length
            if index < characters.count, Self.conversions.contains(characters[index]) {
                conversion.append(characters[index])
                // printf reads "50% of" as the space flag and %o; in copy that
                // is always a percent sign that should have been written %%.
                valid = !hasSpaceFlag
                index += 1
            }
            result.append(Placeholder(
                text: String(characters[start..<index]), position: position, conversion: conversion,
                offset: start, isValid: valid))
        }
        return result
    }

    /// `arg`, compared in place: made a string for every `%`, it was an
    /// allocation for each placeholder of every text.
    private static let argument = Array("arg")

    /// Longest first, so `hh` is not read as `h`.
    private static let lengthModifiers = ["hh", "ll", "h", "l", "q", "z", "t", "j", "L"].map { ($0, Array($0)) }
    private static let conversions: Set<Character> = ["@", "d", "i", "o", "u", "x", "X", "f", "F", "e", "E",
                                                      "g", "G", "a", "A", "c", "C", "s", "S", "p"]
}
