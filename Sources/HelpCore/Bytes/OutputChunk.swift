/// Outputs made a chunk at a time and handed on as they are made, so the
/// largest never lie whole in memory: at a million entries a table's
/// string catalog, `.stringsdict` or review page runs to hundreds of
/// megabytes, and made in one array that doubled as it grew, each took up
/// to three times that while being made.
///
/// An emitter that streams takes a `write` function and calls it with its
/// bytes in order; `write` may keep what it is given.
public enum OutputChunk {
    /// How many bytes an emitter gathers before handing them on: large
    /// enough that writing them is one system call among few.
    public static let size = 1 << 20

    /// Hands `bytes` to `write` and starts them again empty, once they hold
    /// `size` bytes or more (tests give a smaller size, to see many chunks).
    @inlinable
    public static func handOnWhenFull(_ bytes: inout [UInt8], size: Int = size, to write: ([UInt8]) -> Void) {
        guard bytes.count >= size else { return }
        write(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Hands on what is left of `bytes`, if anything.
    @inlinable
    public static func handOnRest(_ bytes: inout [UInt8], to write: ([UInt8]) -> Void) {
        guard !bytes.isEmpty else { return }
        write(bytes)
        bytes = []
    }

    /// The whole output `produce` streams, in one array: for callers that
    /// keep outputs in memory (tests, small projects' whole-project emitters).
    public static func collected(_ produce: (_ write: ([UInt8]) -> Void) -> Void) -> [UInt8] {
        var all: [UInt8] = []
        produce { chunk in
            if all.isEmpty { all = chunk } else { all += chunk }
        }
        return all
    }
}
