import Foundation
import HelpCore

/// The device a sentence says its step is done on — "On your Mac, click
/// Open", "On iPhone, tap Share", "Mac에서 열기를 클릭하세요" — which a
/// verb after it in the sentence is for, whatever platforms the copy is
/// scoped to: help for iPhone tells the reader what to do on their Mac
/// too (Continuity, syncing), and copy moved between platforms keeps a
/// device it no longer matches.
enum NamedDevice {
    /// Device names, longest first, with their platforms.
    private static let devices: [(words: [String], platform: Platform)] = ([
        ("Apple Vision Pro", .visionos), ("Apple Watch", .watchos), ("Apple TV", .tvos), ("MacBook", .macos),
        ("iPhone", .ios), ("iPad", .ipados), ("Mac", .macos),
    ] as [(String, Platform)]).map { (name, platform) in (name.split(separator: " ").map(String.init), platform) }
    /// The starts of the names, each found by its capital: iPhone and
    /// iPad by P, Mac and MacBook by M, the Apple devices by A. Capitals
    /// are few in copy, and memchr passes over the rest.
    private static let nameStarts: [(capital: UInt8, around: [UInt8], before: Int)] = [
        (UInt8(ascii: "P"), Array("iP".utf8), 1), (UInt8(ascii: "M"), Array("Mac".utf8), 0),
        (UInt8(ascii: "A"), Array("Apple".utf8), 0),
    ]

    /// Whether `copy` may name a device, told by its bytes.
    static func mayNameDevice(_ copy: String) -> Bool {
        copy.withUTF8Bytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            for (capital, around, before) in nameStarts {
                var start = 0
                while start < bytes.count, let found = memchr(base + start, Int32(capital), bytes.count - start) {
                    let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    let from = index - before
                    if from >= 0, from + around.count <= bytes.count, bytes[from..<from + around.count].elementsEqual(around) {
                        return true
                    }
                    start = index + 1
                }
            }
            return false
        }
    }

    /// Where each device is named as the place of a step in `copy`: the
    /// character offset after the name, and the device's platform. "on"
    /// (or "on your") before the name in English, 에서 after it in Korean.
    static func places(in copy: String, language: String) -> [Place] {
        // Most copy names no device: told by its bytes.
        guard mayNameDevice(copy) else { return [] }
        let words = TextSegments.words(copy)
        let korean = LanguageTag.isKorean(language)
        var found: [Place] = []
        for (index, word) in words.enumerated() {
            if korean {
                for device in devices where word.text.hasPrefix(device.words.last!) {
                    // Mac에서, Watch에서 (of Apple Watch): the name's last word with 에서.
                    let rest = word.text.dropFirst(device.words.last!.count)
                    guard rest == "에서" || rest == "에서는" else { continue }
                    let parts = device.words
                    guard parts.count == 1 || (index >= parts.count - 1
                        && zip(parts.dropLast(), words[(index - parts.count + 1)..<index]).allSatisfy { $0 == $1.text })
                    else { continue }
                    let first = words[index - parts.count + 1]
                    found.append(Place(start: first.offset, end: word.offset + word.text.count, platform: device.platform))
                    break
                }
            } else {
                guard word.text == "on" || word.text == "On" else { continue }
                var next = index + 1
                if next < words.count, words[next].text == "your" { next += 1 }
                for device in devices {
                    let parts = device.words
                    guard next + parts.count <= words.count,
                          zip(parts, words[next..<next + parts.count]).allSatisfy({ $0 == $1.text }) else { continue }
                    let last = words[next + parts.count - 1]
                    found.append(Place(start: word.offset, end: last.offset + last.text.count, platform: device.platform))
                    break
                }
            }
        }
        return found
    }

    /// Where a device is named, in characters of the copy, and its platform.
    struct Place {
        var start: Int
        var end: Int
        var platform: Platform
    }

    /// The platform of the device a word at `range` is done on: in English
    /// one named after it in its clause (tap Done on your iPhone), else
    /// the one named last before it in its sentence (On your Mac, click
    /// Open, then …; Mac에서 … 클릭하세요), if any.
    static func platform(of range: Range<Int>, places: [Place], characters: [Character], english: Bool) -> Platform? {
        if english, let after = places.first(where: { $0.start >= range.upperBound }),
           after.start <= characters.count,
           !characters[range.upperBound..<after.start].contains(where: { ",;.!?".contains($0) }) {
            return after.platform
        }
        guard let place = places.last(where: { $0.end <= range.lowerBound }) else { return nil }
        let between = characters[place.end..<range.lowerBound]
        return between.contains(where: { ".!?。".contains($0) }) ? nil : place.platform
    }
}
