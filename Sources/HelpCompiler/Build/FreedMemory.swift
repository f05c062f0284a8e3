#if canImport(Glibc)
import Glibc
#endif

/// Gives the system back the pages malloc holds free, for a build too large
/// to keep its models (`Compiler.keepsModelsUpTo`) as it lets a phase's
/// values go: the models of the check, a table's files read again, a
/// batch of topic files.
///
/// glibc returns freed memory to the system only from the top of each
/// arena; what is freed below a value still in use stays resident, and
/// its pages were never reused whole by the next phase, whose values are
/// of other sizes. At a million entries a clean build's resident memory
/// peaked at 3.7 GB while its heap peaked at 2.6 GB (docs/builds.md).
enum FreedMemory {
    /// Hands back every whole free page of every arena. It walks the free
    /// lists with each arena locked in turn: tens of milliseconds at a
    /// heap of gigabytes, so it is called once a phase has let its values
    /// go, not per file.
    static func giveBack() {
        _ = trim?(0)
    }

    /// glibc's `malloc_trim`, looked up once: Swift's Glibc module leaves
    /// out `<malloc.h>`, and another C library has no such call.
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()
}
