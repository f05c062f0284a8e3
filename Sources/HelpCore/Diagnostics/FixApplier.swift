/// Applies fixes to a file's bytes, touching nothing else: fixes are applied
/// from the end of the file backwards, one that overlaps another already
/// taken is left for the next round, and one whose bytes no longer read as
/// expected is skipped. A fix in a run written with character references
/// is placed by reading the run's source.
public enum FixApplier {
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        var result = bytes
        var applied = 0
        var lowestTaken = Int.max
        let unique = Array(Set(fixes)).sorted {
            ($0.range.lowerBound, $0.range.upperBound, $0.replacement) > ($1.range.lowerBound, $1.range.upperBound, $1.replacement)
        }
        for fix in unique {
            guard let range = place(fix, in: result), range.upperBound <= lowestTaken else { continue }
            result.replaceSubrange(range, with: replacementBytes(of: fix))
            lowestTaken = range.lowerBound
            applied += 1
        }
        return (result, applied)
    }

    /// The replacement as the file writes it: text placed in a run with
    /// references has its & and < written as references too (the rule
    /// made it from the run's characters: Privacy & Security).
    static func replacementBytes(of fix: Fix) -> [UInt8] {
        guard let text = fix.text, !text.replacementIsMarkup else { return Array(fix.replacement.utf8) }
        return Array(fix.replacement.escapedAsXMLText().utf8)
    }

    /// The bytes a fix replaces: its range where they still read its
    /// original, or, for a run written with character references, the
    /// bytes its characters are written in. Fixes keep their order within
    /// a run: references only make its bytes longer.
    static func place(_ fix: Fix, in bytes: [UInt8]) -> Range<Int>? {
        if let text = fix.text {
            return placeInText(text, in: bytes)
        }
        guard fix.range.lowerBound >= 0, fix.range.upperBound <= bytes.count,
              bytes[fix.range].elementsEqual(fix.original.utf8) else { return nil }
        return fix.range
    }

    /// The raw bytes of `text.characters`, read from the run's source:
    /// each reference (&amp;, &lt;, &#233;, &#xE9;) is the character it
    /// stands for, and a carriage return before a line feed is none, as
    /// an XML reader takes them. Nil when the run no longer reads `value`.
    static func placeInText(_ text: Fix.TextPlace, in bytes: [UInt8]) -> Range<Int>? {
        guard text.bytes.lowerBound >= 0, text.bytes.upperBound <= bytes.count else { return nil }
        var scalars = String.UnicodeScalarView()
        var offsets: [Int] = []
        var index = text.bytes.lowerBound
        while index < text.bytes.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                guard let semicolon = bytes[index..<min(text.bytes.upperBound, index + 12)].firstIndex(of: UInt8(ascii: ";")),
                      let scalar = reference(bytes[(index + 1)..<semicolon]) else { return nil }
                scalars.append(scalar)
                offsets.append(index)
                index = semicolon + 1
                continue
            }
            if byte == 0x0D, index + 1 < text.bytes.upperBound, bytes[index + 1] == 0x0A {
                index += 1
                continue
            }
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            guard index + length <= text.bytes.upperBound,
                  let scalar = String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.first
            else { return nil }
            scalars.append(scalar)
            offsets.append(index)
            index += length
        }
        offsets.append(text.bytes.upperBound)
        guard String(scalars) == text.value else { return nil }
        var scalarStart = 0
        var lower: Int?
        var upper: Int?
        for (offset, character) in text.value.enumerated() {
            if offset == text.characters.lowerBound { lower = offsets[scalarStart] }
            if offset == text.characters.upperBound { upper = offsets[scalarStart] }
            scalarStart += character.unicodeScalars.count
        }
        if text.characters.lowerBound == text.value.count { lower = offsets[scalarStart] }
        if text.characters.upperBound == text.value.count { upper = offsets[scalarStart] }
        guard let lower, let upper, lower <= upper else { return nil }
        return lower..<upper
    }

    /// The character a reference's name or number stands for.
    private static func reference(_ name: ArraySlice<UInt8>) -> Unicode.Scalar? {
        let text = String(decoding: name, as: UTF8.self)
        switch text {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard text.hasPrefix("#") else { return nil }
        let number = text.dropFirst()
        let value = number.hasPrefix("x") || number.hasPrefix("X") ? UInt32(number.dropFirst(), radix: 16) : UInt32(number)
        return value.flatMap(Unicode.Scalar.init)
    }
}
