import Foundation
import HelpCore
import Testing

/// `composedCanonically` skips Foundation for copy of scalars NFC never
/// changes; it must give Foundation's answer for every one of them, alone
/// and beside any other, and for copy that needs composing.
struct CanonicalCompositionTests {
    static let stable: [Unicode.Scalar] = (0...0xFFFF).compactMap(Unicode.Scalar.init).filter(\.isStableUnderNFC)

    @Test func everyStableScalarIsItsOwnNFC() {
        #expect(Self.stable.count > 10_000)
        let neighbours: [Unicode.Scalar] = ["a", "가", "\u{2026}", "\u{3001}", "\u{00C5}", "\u{02FF}"]
        for scalar in Self.stable {
            let alone = String(scalar)
            // Scalar by scalar: `==` on strings would call U+2000 and U+2002 equal.
            #expect(alone.composedCanonically.unicodeScalars.elementsEqual(alone.precomposedStringWithCanonicalMapping.unicodeScalars),
                    "U+\(String(scalar.value, radix: 16))")
            for neighbour in neighbours {
                for pair in [String(scalar) + String(neighbour), String(neighbour) + String(scalar)] {
                    #expect(pair.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(pair.unicodeScalars),
                            "U+\(String(scalar.value, radix: 16)) beside U+\(String(neighbour.value, radix: 16))")
                }
            }
        }
    }

    /// The string's answer, read from its bytes, is every scalar's.
    @Test func stringIsStableWhenEveryScalarIs() {
        var generator = SeededGenerator(seed: 5)
        let pool: [Unicode.Scalar] = ["a", "~", "\u{7F}", "\u{80}", "\u{2FF}", "\u{300}", "\u{301}", "\u{7FF}", "\u{800}",
                                      "\u{2001}", "\u{2002}", "\u{206F}", "\u{2070}", "\u{2FFF}", "\u{3000}", "\u{303F}",
                                      "\u{3040}", "\u{ABFF}", "가", "\u{D7A3}", "\u{D7A4}", "\u{FFFD}", "\u{10000}", "\u{1F600}"]
        var unstable = 0
        for _ in 0..<20_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...6, using: &generator) { scalars.append(pool.randomElement(using: &generator)!) }
            let text = String(scalars)
            let expected = text.unicodeScalars.allSatisfy(\.isStableUnderNFC)
            #expect(text.isStableUnderNFC == expected, "\(text.unicodeScalars.map { $0.value })")
            if !expected { unstable += 1 }
        }
        #expect(unstable > 1_000)
    }

    @Test func generatedCopyComposesAsFoundationDoes() {
        var generator = SeededGenerator(seed: 7)
        let others: [Unicode.Scalar] = ["\u{0301}", "\u{0308}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{212B}", "\u{F900}", "\u{1F600}"]
        for _ in 0..<5_000 {
            let length = Int.random(in: 1...12, using: &generator)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length {
                let pool = Int.random(in: 0..<5, using: &generator) == 0 ? others : Self.stable
                scalars.append(pool.randomElement(using: &generator)!)
            }
            let text = String(scalars)
            #expect(text.composedCanonically.unicodeScalars.elementsEqual(text.precomposedStringWithCanonicalMapping.unicodeScalars),
                    "\(text.unicodeScalars.map { $0.value })")
        }
        // Decomposed copy is composed: A and a combining ring, ᄀ and ᅡ.
        #expect("A\u{030A}".composedCanonically.unicodeScalars.elementsEqual("\u{00C5}".unicodeScalars))
        #expect("\u{1100}\u{1161}".composedCanonically.unicodeScalars.elementsEqual("가".unicodeScalars))
        // The quads are the only general punctuation NFC changes.
        #expect("a\u{2000}b\u{2001}".composedCanonically.unicodeScalars.elementsEqual("a\u{2002}b\u{2003}".unicodeScalars))
    }
}
