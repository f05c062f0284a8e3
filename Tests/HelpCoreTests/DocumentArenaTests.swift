import CLibXML2
import Foundation
@testable import HelpCore
import Testing

/// libxml2 allocates from a slab while a file is read and the slab is let
/// go whole after (`DocumentArena`): the slab must behave as `malloc` does
/// for every size and `realloc`, and nothing libxml2 keeps past a read (a
/// schema, its thread's last error) may be made there.
struct DocumentArenaTests {
    /// A slab over `size` bytes of fresh memory, kept alive by `body`.
    static func withSlab<Result>(size: Int, _ body: (inout DocumentArena.Slab, UInt) throws -> Result) rethrows -> Result {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        defer { memory.deallocate() }
        var slab = DocumentArena.Slab(start: UInt(bitPattern: memory), size: size)
        return try body(&slab, UInt(bitPattern: memory))
    }

    @Test func allocationsAreAlignedApartAndKeepTheirSize() throws {
        try Self.withSlab(size: 4096) { slab, _ in
            var previousEnd: UInt = 0
            for size in [0, 1, 15, 16, 17, 100, 3] {
                let allocated = slab.allocate(size)
                let pointer = try #require(allocated)
                let address = UInt(bitPattern: pointer)
                #expect(address % 16 == 0)
                #expect(address >= previousEnd)
                #expect(DocumentArena.Slab.size(of: pointer) == size)
                pointer.initializeMemory(as: UInt8.self, repeating: 0xAB, count: size)
                previousEnd = address + UInt(size)
            }
        }
    }

    @Test func theLastAllocationGrowsInPlaceAndOthersMoveWithTheirBytes() throws {
        try Self.withSlab(size: 4096) { slab, _ in
            let allocatedFirst = slab.allocate(10)
            let first = try #require(allocatedFirst)
            first.copyMemory(from: Array("0123456789".utf8), byteCount: 10)
            let allocatedLast = slab.allocate(20)
            let last = try #require(allocatedLast)
            #expect(slab.reallocate(last, to: 100) == last)
            #expect(DocumentArena.Slab.size(of: last) == 100)
            #expect(slab.reallocate(last, to: 5) == last)
            let reallocated = slab.reallocate(first, to: 50)
            let moved = try #require(reallocated)
            #expect(moved != first)
            #expect(UInt(bitPattern: moved) >= UInt(bitPattern: last) + 100)
            #expect(Array(UnsafeRawBufferPointer(start: moved, count: 10)) == Array("0123456789".utf8))
            #expect(DocumentArena.Slab.size(of: moved) == 50)
        }
    }

    @Test func aFullSlabRefusesAndAResetStartsOver() throws {
        Self.withSlab(size: DocumentArena.Slab.headsSize + 256) { slab, start in
            #expect(slab.allocate(-1) == nil)
            #expect(slab.allocate(Int.max) == nil)
            #expect(slab.allocate(256) == nil)
            var count = 0
            while slab.allocate(16) != nil { count += 1 }
            #expect(count == 8)
            let heads = UInt(DocumentArena.Slab.headsSize)
            #expect(slab.reset(keeping: Int(heads) + 64) == (start + heads + 64)..<(start + heads + 256))
            #expect(slab.allocate(1).map(UInt.init(bitPattern:)) == start + heads + 16)
            #expect(slab.reset(keeping: Int(heads) + 64) == nil)
            #expect(slab.allocate(0) != nil)
        }
    }

    @Test func aRecyclingSlabUsesFreedBlocksAgainBySize() throws {
        try Self.withSlab(size: 8192) { slab, _ in
            slab.begin(recycling: true)
            let first = slab.allocate(40), second = slab.allocate(100)
            let freed = try #require(first), other = try #require(second)
            slab.release(freed)
            #expect(slab.allocate(33) == freed)
            #expect(slab.allocate(40) != freed)
            slab.release(other)
            #expect(slab.allocate(20) != other)
            #expect(slab.allocate(100) == other)
            #expect(slab.allocate(DocumentArena.largestRecycled + 1) == nil)

            let small = try #require(slab.allocate(10) as UnsafeMutableRawPointer?)
            small.copyMemory(from: Array("0123456789".utf8), byteCount: 10)
            #expect(slab.reallocate(small, to: 16) == small)
            _ = slab.allocate(10)
            let grown = slab.reallocate(small, to: 200)
            let moved = try #require(grown)
            #expect(moved != small)
            #expect(Array(UnsafeRawBufferPointer(start: moved, count: 10)) == Array("0123456789".utf8))
            #expect(slab.allocate(16) == small)

            // Let go, the lists are gone; a read's slab leaves what is freed.
            _ = slab.reset(keeping: 0)
            slab.begin(recycling: false)
            let block = try #require(slab.allocate(40) as UnsafeMutableRawPointer?)
            slab.release(block)
            #expect(slab.allocate(40) != block)
        }
    }

    /// A stream frees each element it has handed over: its slab must use
    /// that memory again, or a translator's XLIFF would need its whole
    /// tree's worth of slab. Fed 64 KB at a time, this one holds about half
    /// a megabyte at once; left in its slab, what it frees came to 44 MB.
    @Test func aStreamUsesItsMemoryAgainAsItFreesElements() {
        let text = String(repeating: "word ", count: 200)
        var xml = "<root><file><body>"
        for index in 0..<20_000 { xml += "<unit id=\"u\(index)\"><source>\(text)</source></unit>\n" }
        xml += "</body></file></root>"
        var reached = 0
        var handed = 0
        let result = XMLReader.stream(Array(xml.utf8), file: "s.xml", cutting: ["unit"]) { _, _, _ in
            handed += 1
            reached = max(reached, DocumentArena.reachedInSlab ?? Int.max)
        }
        #expect(result.document != nil)
        #expect(handed == 20_000)
        #expect(reached < 4 << 20, "a 20 MB document streamed in \(reached) bytes of slab")
    }

    @Test func libxml2AllocatesFromASlabOnlyWhileAFileIsRead() throws {
        _ = XMLReader.parse(Array("<a/>".utf8), file: "a.xml")
        try #require(DocumentArena.isInstalled)
        let outside = try #require(xmlStrdup("outside"))
        #expect(!DocumentArena.holds(UnsafeMutableRawPointer(outside)))
        xmlFree(outside)
        let read = XMLReader.read(Array("<a>text</a>".utf8), file: "a.xml") { _ -> Bool in
            guard DocumentArena.isReading, let inside = xmlStrdup("inside") else { return false }
            let small = UnsafeMutableRawPointer(inside)
            // Larger than a slab: glibc's, and freed there.
            guard DocumentArena.holds(small), let huge = xmlMalloc(DocumentArena.slabSize + 1) else { return false }
            defer { xmlFree(huge) }
            guard !DocumentArena.holds(huge) else { return false }
            // Grown past a slab: moved to glibc with its bytes.
            guard let grown = xmlRealloc(small, DocumentArena.slabSize + 1) else { return false }
            defer { xmlFree(grown) }
            let bytes = Array(UnsafeRawBufferPointer(start: grown, count: 7))
            xmlFree(small)
            return !DocumentArena.holds(grown) && bytes == Array("inside\0".utf8)
        }
        #expect(read.model == true)
        #expect(!DocumentArena.isReading)
    }

    /// A read's tree is not freed node by node when letting its slab go
    /// frees it all; it must be when anything of the read is glibc's, or
    /// that memory would leak, and in a stream, whose slab reuses what is
    /// freed.
    @Test func aReadSkipsFreeingItsTreeOnlyWhenItsSlabHoldsAllOfIt() throws {
        _ = XMLReader.parse(Array("<a/>".utf8), file: "a.xml")
        try #require(DocumentArena.isInstalled)
        #expect(!DocumentArena.letsGoWhole)
        var freed: [Bool] = []
        let read = XMLReader.read(Array("<a>text</a>".utf8), file: "a.xml") { _ -> [Bool] in
            var seen = [DocumentArena.letsGoWhole]
            var ran = false
            DocumentArena.unlessLetGoWhole { ran = true }
            freed.append(ran)
            guard let huge = xmlMalloc(DocumentArena.slabSize + 1) else { return [] }
            xmlFree(huge)
            seen.append(DocumentArena.letsGoWhole)
            ran = false
            DocumentArena.unlessLetGoWhole { ran = true }
            freed.append(ran)
            return seen
        }
        #expect(read.model == [true, false])
        #expect(freed == [false, true])
        // A read that grows a block past its slab spills too.
        let grown = XMLReader.read(Array("<a/>".utf8), file: "a.xml") { _ -> Bool in
            guard let small = xmlMalloc(16), let moved = xmlRealloc(small, DocumentArena.slabSize + 1) else { return true }
            xmlFree(moved)
            return DocumentArena.letsGoWhole
        }
        #expect(grown.model == false)
        var streamed: [Bool] = []
        _ = XMLReader.stream(Array("<r><f><u>a</u><u>b</u></f></r>".utf8), file: "s.xml", cutting: ["u"]) { _, _, _ in
            streamed.append(DocumentArena.letsGoWhole)
        }
        #expect(streamed == [false, false])
        #expect(!DocumentArena.letsGoWhole)
    }

    /// What libxml2 keeps past a read is made outside the slab, even when
    /// it is first needed inside one: the schema compiled there, and the
    /// thread's last error (its strings are made in the slab and let go
    /// before the slab is). Reads on every core then reuse the slabs many
    /// times over; a schema made in one would be overwritten.
    @Test func whatOutlivesAReadIsNotInTheSlab() throws {
        let schemaBytes = try Resources.bytes("schema/helpc.rng")
        let compiledInside = XMLReader.read(Array("<a/>".utf8), file: "a.xml") { _ in
            try? XMLSchema(relaxNG: schemaBytes, name: "helpc.rng", validatesRootChildrenApart: true)
        }
        let inside = try #require(compiledInside.model ?? nil)
        let outside = try XMLSchema(relaxNG: schemaBytes, name: "helpc.rng", validatesRootChildrenApart: true)
        let documents: [[UInt8]] = (0..<64).map { index in
            switch index % 3 {
            case 0: SchemaValidationGroupsTests.document(count: 300, mistaken: [index, 200])
            case 1: Array("<help version=\"1\" table=\"T\"><string id=\"s\(index)\"><text xml:lang=\"en\">A</text></strin>".utf8)
            default: SchemaValidationGroupsTests.document(count: 20, mistaken: [])
            }
        }
        let expected = documents.map { XMLReader.parse($0, file: "t.xml", schema: outside).diagnostics }
        let found = ParallelMap.map(documents.count, jobs: 4) { index in
            XMLReader.parse(documents[index], file: "t.xml", schema: inside).diagnostics
        }
        #expect(found == expected)
        #expect(expected.contains { !$0.isEmpty } && expected.contains { $0.isEmpty })
    }

    /// libxml2 sets its catalogs up the first time a document names one,
    /// which would be inside a read, in a slab: helpc turns catalogs off,
    /// and files naming one read as any other, on every thread.
    @Test func aCatalogInstructionSetsNothingUp() {
        let bytes = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <?oasis-xml-catalog catalog="file:///etc/xml/catalog"?>
            <a>text</a>
            """.utf8)
        let before = XMLReader.externalLoadAttempts
        let read = ParallelMap.map(16, jobs: 4) { _ in XMLReader.parse(bytes, file: "c.xml").document?.root.name }
        #expect(read == Array(repeating: "a", count: 16))
        #expect(xmlCatalogGetDefaults() == XML_CATA_ALLOW_NONE)
        #expect(XMLReader.externalLoadAttempts == before)
    }
}
