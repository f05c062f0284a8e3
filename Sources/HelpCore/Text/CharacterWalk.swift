/// Where the character offsets of one text fall: their index, the UTF-8
/// bytes before them, and how far they move a location.
///
/// Rules report findings by character offset, and each offset used to be
/// turned into a location (and a fix into bytes) by walking the text from
/// its start: a 40 KB paragraph with a few thousand findings took five
/// seconds to check, an 800 KB one did not finish in five minutes. A walk
/// goes on from where it last stopped, and keeps a checkpoint every
/// `checkpointSpacing` characters to start from for any offset it has
/// passed, so a text's findings cost one pass over it and at most a
/// checkpoint's spacing each, whatever their number and order.
public struct CharacterWalk {
    /// One character offset of the text.
    public struct Position: Sendable {
        public var offset: Int
        public var index: String.Index
        /// UTF-8 bytes before the offset.
        public var utf8Offset: Int
        /// Line breaks (`\n`) before the offset.
        public var newlines: Int
        /// Unicode scalars since the last line break, or since the start.
        public var scalarsOnLine: Int
    }

    public static let checkpointSpacing = 256

    public let text: String
    private var current: Position
    private var checkpoints: [Position]
    /// Characters stepped over so far: the work done, for tests to bound.
    public private(set) var steps = 0

    public init(_ text: String) {
        self.text = text
        current = Position(offset: 0, index: text.startIndex, utf8Offset: 0, newlines: 0, scalarsOnLine: 0)
        checkpoints = [current]
    }

    /// The position of character `offset`; an offset past the end is the end.
    public mutating func position(at offset: Int) -> Position {
        // Back, or forward past a checkpoint already made: from the
        // checkpoint nearest before the offset.
        let nearest = checkpoints[min(max(offset, 0) / Self.checkpointSpacing, checkpoints.count - 1)]
        if offset < current.offset || nearest.offset > current.offset {
            current = nearest
        }
        while current.offset < offset, current.index < text.endIndex {
            let character = text[current.index]
            for scalar in character.unicodeScalars {
                if scalar == "\n" {
                    current.newlines += 1
                    current.scalarsOnLine = 0
                } else {
                    current.scalarsOnLine += 1
                }
            }
            current.utf8Offset += character.utf8.count
            current.index = text.index(after: current.index)
            current.offset += 1
            steps += 1
            if current.offset == checkpoints.count * Self.checkpointSpacing {
                checkpoints.append(current)
            }
        }
        return current
    }
}

extension SourceLocation {
    /// The location of `position` in copy that starts here, counted in the
    /// copy's value: where the file writes a character as `&amp;` (or holds
    /// CDATA or CR LF), the engine moves the finding to the file's column
    /// (`EscapedRun`).
    public func advanced(to position: CharacterWalk.Position) -> SourceLocation {
        var result = self
        if position.newlines > 0 {
            result.line += position.newlines
            result.column = 1 + position.scalarsOnLine
        } else {
            result.column += position.scalarsOnLine
        }
        return result
    }
}

/// Each thread's walk over the text it last asked about, for the findings
/// of the rules that read that text one after another.
public enum CharacterPositions {
    /// Shorter texts are walked from their start each time: as cheap as
    /// recognising them, and a small string has no storage of its own to
    /// recognise it by.
    static let shortestRemembered = 64

    public static func position(at offset: Int, in text: String) -> CharacterWalk.Position {
        guard text.utf8.count >= shortestRemembered else {
            var walk = CharacterWalk(text)
            return walk.position(at: offset)
        }
        return LastWalk.withCurrent { last in
            // The walk holds its text, so while it is remembered no other
            // text can take that storage's place.
            if last.walk?.text.isSameValue(as: text) != true {
                last.walk = CharacterWalk(text)
            }
            return last.walk!.position(at: offset)
        }
    }

    /// Where character `offset` of `text` stands, `text` starting at `start`.
    public static func location(of offset: Int, in text: String, startingAt start: SourceLocation) -> SourceLocation {
        start.advanced(to: position(at: offset, in: text))
    }

    private final class LastWalk {
        var walk: CharacterWalk?

        private static let slot = ThreadLocal { LastWalk() }
        static func withCurrent<Result>(_ body: (LastWalk) -> Result) -> Result { slot.withObject(body) }
    }
}
