import Foundation
@testable import HelpCompiler
import Testing

/// Memory freed between values still in use stays resident until it is
/// given back: what a large build's phases left behind.
struct FreedMemoryTests {
    @Test func freedPagesBetweenLiveValuesLeaveTheProcess() throws {
        let blocks = 4096
        let blockSize = 64 << 10
        var allocated: [UnsafeMutableRawPointer] = []
        for _ in 0..<blocks {
            let block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 8)
            // Touched, so each page is resident.
            block.initializeMemory(as: UInt8.self, repeating: 1, count: blockSize)
            allocated.append(block)
        }
        // Every other block is let go; the ones kept between them (made one
        // after another from the heap's top, or in holes as large) keep
        // free() from handing the memory back itself.
        for block in allocated.indices.filter({ $0 % 2 == 0 }).map({ allocated[$0] }) { block.deallocate() }
        defer { for index in allocated.indices where index % 2 == 1 { allocated[index].deallocate() } }
        let before = try Self.residentBytes()
        FreedMemory.giveBack()
        let after = try Self.residentBytes()
        // 128 MB were freed; other tests running beside this one move the
        // figure by far less than half of that.
        #expect(before - after > (blocks / 2 * blockSize) / 2, "resident \(before) → \(after) bytes")
    }

    private static func residentBytes() throws -> Int {
        let fields = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8).split(separator: " ")
        return (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
