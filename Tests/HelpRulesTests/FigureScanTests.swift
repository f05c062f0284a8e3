@testable import HelpRules
import Testing

/// The eight-bytes-at-a-time search finds what a byte-at-a-time search finds.
struct FigureScanTests {
    @Test func findsWhatAByteSearchFinds() {
        var numbers = SeededNumbers(seed: 29)
        let pieces = ["a", " ", "0", "9", "%", "/", ":", "$", "&", "é", "한", "…", "\u{7F}", "\u{80}", "Z", "5", "abcdefgh", "%@"]
        for _ in 0..<3000 {
            let text = numbers.text(of: pieces, fewerThan: 20)
            let bytes = Array(text.utf8)
            let expected = bytes.indices.filter { bytes[$0] &- 0x30 < 10 || bytes[$0] == 0x25 }
            let found: [Int] = bytes.withUnsafeBufferPointer { buffer in
                var found: [Int] = []
                var from = 0
                while let index = FigureScan.next(in: buffer, from: from) {
                    found.append(index)
                    from = index + 1
                }
                return found
            }
            #expect(found == expected, "\(text.debugDescription)")
        }
    }

    /// Every byte value, at every place in a word of eight.
    @Test func everyByteIsToldInEveryPlace() {
        for value in 0...255 {
            for place in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[place] = UInt8(value)
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(FigureScan.mayHold(UInt64(littleEndian: word)) == FigureScan.isFigureOrPercent(UInt8(value)), "\(value) at \(place)")
            }
        }
    }
}
