import CLibXML2
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where libxml2 allocates while helpc reads one file.
///
/// libxml2 makes a file's tree out of many small allocations (a node, its
/// name, every text and attribute value, the validator's states) and frees
/// them one by one when the file is done: at 100k entries glibc's `malloc`
/// and `free` under libxml2 were about a fifteenth of a check's CPU, more
/// than libxml2's parse itself. All of it lives exactly as long as one call
/// of `XMLReader.read`, so while a thread reads a file libxml2 takes its
/// memory from that thread's slab, one pointer moved forward per allocation,
/// and the whole slab is let go at once when the read ends; `free` of slab
/// memory does nothing.
///
/// A stream (`XMLReader.stream`, a translator's XLIFF of a whole project)
/// frees its elements as it goes and must not grow with the file: there the
/// slab recycles, each freed block kept on a list by its size (16-byte
/// classes up to `largestRecycled`) for the next allocation of that size,
/// and larger blocks are glibc's. The stream's own thread allocates and
/// frees; the slab is let go whole when the stream ends.
///
/// Everything else libxml2 allocates (the schema and its patterns, which
/// outlive any file; the writers) takes glibc's memory as before: the hooks
/// send every allocation made outside a read, and every pointer outside
/// the slabs, to glibc.
///
/// The slabs are address space reserved once and not committed until used
/// (`MAP_NORESERVE`); a file larger than a slab takes the rest from glibc,
/// and a slab keeps at most `keptAfterUse` bytes of its pages between
/// reads. Where the space cannot be reserved, or where the kernel would
/// count all of it as committed memory (Linux's strict overcommit,
/// `vm.overcommit_memory` 2, which ignores `MAP_NORESERVE`), every read
/// uses glibc.
enum DocumentArena {
    /// Bytes of address space a slab spans: far more than a content file's
    /// tree needs (about 20 times the file).
    static let slabSize = 256 << 20
    /// Slabs reserved: reads at once on different threads, one slab each;
    /// a read finding none free uses glibc.
    static let slabCount = 32
    /// Pages a slab keeps committed between reads, so the next read does
    /// not fault them in again; a larger file's pages go back to the system.
    static let keptAfterUse = 8 << 20
    /// The largest block a recycling slab keeps for reuse; a stream's
    /// larger allocations (its input buffers) are glibc's.
    static let largestRecycled = 2048

    /// One slab's bounds and how far it is used, as addresses. Its first
    /// bytes hold the heads of its lists of freed blocks, by size class,
    /// read only while it recycles.
    struct Slab {
        let start: UInt
        let end: UInt
        var next: UInt
        /// The farthest `next` has been in this read or stream.
        var reached: UInt
        /// Whether freed blocks are kept for reuse (a stream) rather than
        /// left until the slab is let go (a read).
        private(set) var recycles = false
        /// Whether something of this read or stream was given glibc's
        /// memory (the slab full, or a block too large): then letting the
        /// slab go does not free all of it.
        var spilled = false

        static let classes = largestRecycled / 16 + 1
        /// Rounded to 16 bytes, as every block after the heads is aligned.
        static let headsSize = rounded(classes * MemoryLayout<UInt>.stride)

        init(start: UInt, size: Int) {
            self.start = start
            end = start + UInt(size)
            next = start + UInt(Self.headsSize)
            reached = next
        }

        /// Room for `size` bytes after a 16-byte header holding the size,
        /// 16-byte aligned as `malloc`'s; nil when the slab is full or,
        /// recycling, when the block is larger than it keeps.
        mutating func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
            guard size >= 0, size < Int(end - next), let capacity = capacity(ofBlockFor: size) else { return nil }
            if recycles {
                let sizeClass = capacity >> 4
                let head = heads[sizeClass]
                if head != 0 {
                    let block = UnsafeMutableRawPointer(bitPattern: head)!
                    heads[sizeClass] = block.load(as: UInt.self)
                    (block - 16).storeBytes(of: size, as: Int.self)
                    return block
                }
            }
            let needed = UInt(capacity) + 16
            guard end - next >= needed else { return nil }
            let header = next
            next += needed
            if next > reached { reached = next }
            let pointer = UnsafeMutableRawPointer(bitPattern: header)!
            pointer.storeBytes(of: size, as: Int.self)
            return pointer + 16
        }

        /// `free` of `pointer`, an allocation of this slab: kept for the
        /// next allocation of its size class while the slab recycles, left
        /// until the slab is let go otherwise.
        mutating func release(_ pointer: UnsafeMutableRawPointer) {
            guard recycles else { return }
            let sizeClass = Self.sizeClass(Self.size(of: pointer))
            pointer.storeBytes(of: heads[sizeClass], as: UInt.self)
            heads[sizeClass] = UInt(bitPattern: pointer)
        }

        /// `realloc` of `pointer`, an allocation of this slab: a size its
        /// block holds keeps it, the slab's last allocation grows in place,
        /// any other is copied to new room (nil when there is none, the
        /// block left as it is).
        mutating func reallocate(_ pointer: UnsafeMutableRawPointer, to size: Int) -> UnsafeMutableRawPointer? {
            guard size >= 0, size < Int(end - start) else { return nil }
            let old = Self.size(of: pointer)
            // A block of this slab was given a capacity when made.
            let room = capacity(ofBlockFor: old)!
            if size <= room {
                (pointer - 16).storeBytes(of: size, as: Int.self)
                return pointer
            }
            let address = UInt(bitPattern: pointer)
            if address + UInt(room) == next, let grown = capacity(ofBlockFor: size), UInt(grown - room) <= end - next {
                next = address + UInt(grown)
                if next > reached { reached = next }
                (pointer - 16).storeBytes(of: size, as: Int.self)
                return pointer
            }
            guard let moved = allocate(size) else { return nil }
            moved.copyMemory(from: pointer, byteCount: old)
            release(pointer)
            return moved
        }

        /// Starts a read (`recycling` false) or a stream (true) on a slab
        /// let go.
        mutating func begin(recycling: Bool) {
            recycles = recycling
            spilled = false
            // Pages below `reached` are kept committed anyway (`reset`).
            reached = next
            if recycling { heads.initialize(repeating: 0, count: Self.classes) }
        }

        /// Lets every allocation go; returns the range of pages beyond
        /// `kept` bytes that were used since last given back, for the
        /// caller to hand to the system.
        mutating func reset(keeping kept: Int) -> Range<UInt>? {
            next = start + UInt(Self.headsSize)
            recycles = false
            let keptEnd = start + UInt(kept)
            guard reached > keptEnd else { return nil }
            defer { reached = keptEnd }
            return keptEnd..<reached
        }

        /// Whether `pointer` lies in this slab.
        func holds(_ pointer: UnsafeMutableRawPointer) -> Bool {
            let address = UInt(bitPattern: pointer)
            return address >= start && address < end
        }

        private var heads: UnsafeMutablePointer<UInt> {
            UnsafeMutablePointer(bitPattern: start)!
        }

        /// The room a block of `size` bytes takes after its header: its
        /// size class's while the slab recycles (nil for a block larger than
        /// it keeps), `size` rounded to 16 bytes otherwise.
        private func capacity(ofBlockFor size: Int) -> Int? {
            guard recycles else { return Self.rounded(size) }
            let sizeClass = Self.sizeClass(size)
            return sizeClass < Self.classes ? sizeClass * 16 : nil
        }

        static func size(of pointer: UnsafeMutableRawPointer) -> Int {
            (pointer - 16).load(as: Int.self)
        }

        static func rounded(_ size: Int) -> Int { (size + 15) & ~15 }

        /// A recycled block holds at least the pointer to the next.
        static func sizeClass(_ size: Int) -> Int { max(1, (size + 15) >> 4) }
    }

    /// The reserved address space and the slabs cut from it; nil where
    /// it could not be reserved.
    private struct Region {
        let start: UInt
        let end: UInt
        let slabs: UnsafeMutablePointer<Slab>
    }

    nonisolated(unsafe) private static var region: Region?
    nonisolated(unsafe) private static var freeSlabs: [Int] = []
    nonisolated(unsafe) private static var lock = pthread_mutex_t()
    nonisolated(unsafe) private static var currentSlab = pthread_key_t()

    /// Reserves the slabs and routes libxml2's allocations through them.
    /// Runs once, before libxml2 is initialised (libxml2 asks for its hooks
    /// to be set before it allocates anything).
    static func install() {
        guard !countsReservedSpace() else { return }
        let total = slabSize * slabCount
        let reserved = mmap(nil, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        guard let reserved, reserved != MAP_FAILED, pthread_key_create(&currentSlab, nil) == 0 else { return }
        pthread_mutex_init(&lock, nil)
        let start = UInt(bitPattern: reserved)
        let slabs = UnsafeMutablePointer<Slab>.allocate(capacity: slabCount)
        for index in 0..<slabCount {
            (slabs + index).initialize(to: Slab(start: start + UInt(index * slabSize), size: slabSize))
        }
        freeSlabs = Array((0..<slabCount).reversed())
        region = Region(start: start, end: start + UInt(total), slabs: slabs)
        xmlMemSetup(release, allocate, reallocate, duplicate)
    }

    /// Whether reserving address space would take committed memory from
    /// the rest of the machine: Linux with strict overcommit accounting.
    private static func countsReservedSpace() -> Bool {
        guard let file = fopen("/proc/sys/vm/overcommit_memory", "r") else { return false }
        defer { fclose(file) }
        return fgetc(file) == Int32(UInt8(ascii: "2"))
    }

    /// Runs `body` with libxml2 allocating from a slab of this thread's,
    /// and lets all of it go after. libxml2 must not keep anything made in
    /// `body` past it: `XMLReader.read` frees its parser and document
    /// before it returns, and makes Swift values of everything it keeps.
    /// Nested calls share the outer slab.
    static func reading<Result>(_ body: () -> Result) -> Result {
        withSlab(recycling: false, body)
    }

    /// `reading` for a stream, which frees as it goes: the slab reuses
    /// what is freed.
    static func streaming<Result>(_ body: () -> Result) -> Result {
        withSlab(recycling: true, body)
    }

    private static func withSlab<Result>(recycling: Bool, _ body: () -> Result) -> Result {
        guard let region, pthread_getspecific(currentSlab) == nil, let index = takeSlab() else { return body() }
        let slab = region.slabs + index
        // The thread's libxml2 state (its last error) is made, if it is not
        // yet, outside the slab: it outlives the read.
        _ = xmlGetLastError()
        slab.pointee.begin(recycling: recycling)
        pthread_setspecific(currentSlab, slab)
        defer {
            // The last error's strings were made in the slab.
            xmlResetLastError()
            pthread_setspecific(currentSlab, nil)
            if let unused = slab.pointee.reset(keeping: keptAfterUse) {
                madvise(UnsafeMutableRawPointer(bitPattern: unused.lowerBound), Int(unused.upperBound - unused.lowerBound), MADV_DONTNEED)
            }
            giveBack(index)
        }
        return body()
    }

    /// Runs `body` with libxml2 allocating from glibc, for what outlives
    /// the read it may be called from (a schema compiled on first use).
    static func outside<Result>(_ body: () -> Result) -> Result {
        guard region != nil, let slab = pthread_getspecific(currentSlab) else { return body() }
        pthread_setspecific(currentSlab, nil)
        defer { pthread_setspecific(currentSlab, slab) }
        return body()
    }

    /// Whether the slabs are reserved and libxml2's hooks installed.
    static var isInstalled: Bool { region != nil }

    /// Whether libxml2 allocates from a slab on this thread now.
    static var isReading: Bool { region != nil && pthread_getspecific(currentSlab) != nil }

    /// Runs `free` (libxml2's `xmlFreeDoc` or `xmlFreeParserCtxt` of
    /// something made in this read) unless letting the read's slab go will
    /// free all of it at once: the thread reads into a slab that keeps what
    /// is freed until its end, and gave nothing to glibc. Freeing a tree
    /// node by node there only walks it (a hundredth of a check), each
    /// `free` doing nothing.
    static func unlessLetGoWhole(_ free: () -> Void) {
        if !letsGoWhole { free() }
    }

    /// Whether this thread reads into a slab that will free at its end
    /// everything made since the read began (`unlessLetGoWhole`).
    static var letsGoWhole: Bool {
        thisThreadsSlab().map { !$0.pointee.recycles && !$0.pointee.spilled } ?? false
    }

    /// How many bytes of its slab this thread has used since its read or
    /// stream began, at the most; nil outside one.
    static var reachedInSlab: Int? {
        thisThreadsSlab().map { Int($0.pointee.reached - $0.pointee.start) }
    }

    private static func takeSlab() -> Int? {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        return freeSlabs.popLast()
    }

    private static func giveBack(_ index: Int) {
        pthread_mutex_lock(&lock)
        defer { pthread_mutex_unlock(&lock) }
        freeSlabs.append(index)
    }

    /// Whether `pointer` lies in a slab (and is not glibc's to free).
    static func holds(_ pointer: UnsafeMutableRawPointer) -> Bool {
        guard let region else { return false }
        let address = UInt(bitPattern: pointer)
        return address >= region.start && address < region.end
    }

    private static func thisThreadsSlab() -> UnsafeMutablePointer<Slab>? {
        pthread_getspecific(currentSlab)?.assumingMemoryBound(to: Slab.self)
    }

    private static let allocate: xmlMallocFunc = { size in
        guard let slab = thisThreadsSlab() else { return malloc(size) }
        if let pointer = slab.pointee.allocate(size) { return pointer }
        slab.pointee.spilled = true
        return malloc(size)
    }

    /// A slab pointer is freed into this thread's slab when it is one of
    /// its own; any other (never in helpc: libxml2 keeps nothing past a
    /// read) is left for its slab's end.
    /// The slab of a read frees nothing, whichever it is: told from the
    /// pointer's address, without asking which slab is this thread's (a
    /// thread-specific lookup for every one of libxml2's frees).
    private static let release: xmlFreeFunc = { pointer in
        guard let pointer else { return }
        guard let region, holds(pointer) else { return free(pointer) }
        let owner = region.slabs + Int((UInt(bitPattern: pointer) - region.start) / UInt(slabSize))
        guard owner.pointee.recycles else { return }
        if let slab = thisThreadsSlab(), slab == owner { slab.pointee.release(pointer) }
    }

    private static let reallocate: xmlReallocFunc = { pointer, size in
        guard let pointer else { return allocate(size) }
        guard holds(pointer) else { return realloc(pointer, size) }
        let slab = thisThreadsSlab().flatMap { $0.pointee.holds(pointer) ? $0 : nil }
        if let slab, let moved = slab.pointee.reallocate(pointer, to: size) { return moved }
        // The slab is full, or the block too large to recycle: glibc's room.
        thisThreadsSlab()?.pointee.spilled = true
        guard let moved = malloc(size) else { return nil }
        moved.copyMemory(from: pointer, byteCount: min(Slab.size(of: pointer), size))
        slab?.pointee.release(pointer)
        return moved
    }

    private static let duplicate: xmlStrdupFunc = { string in
        guard let string else { return nil }
        let count = strlen(string) + 1
        guard let copy = allocate(count) else { return nil }
        copy.copyMemory(from: string, byteCount: count)
        return copy.assumingMemoryBound(to: CChar.self)
    }
}
