#if canImport(Glibc)
import Glibc
#endif

/// How the allocator is set for streaming a translator's XLIFF of a whole
/// project: its units are made on the streaming thread and let go on the
/// checking threads a file at a time.
///
/// With glibc's fast bins, a free that merges into the top of the heap
/// first coalesces every fast-bin chunk, and streaming frees next to the top
/// all the time: half the streaming thread's time went to `malloc_consolidate`,
/// and the stream is what the check of a 100k-unit XLIFF waits on. A whole
/// project's check or build frees otherwise and gains nothing from it (its
/// clean build came out slower), so it keeps the default.
public enum StreamingAllocation {
    /// Turns fast bins off for the rest of the process, where the C library
    /// is glibc.
    public static func prepare() {
        #if canImport(Glibc)
        // `mallopt` and `M_MXFAST` are in <malloc.h>, which the Glibc module
        // does not bring in.
        typealias Option = @convention(c) (Int32, Int32) -> Int32
        guard let found = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let maximumFastBinRequest: Int32 = 1
        _ = unsafeBitCast(found, to: Option.self)(maximumFastBinRequest, 0)
        #endif
    }
}
