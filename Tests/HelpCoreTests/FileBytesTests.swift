import Foundation
import HelpCore
import Testing

struct FileBytesTests {
    @Test func readsRegularFilesWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for size in [0, 1, 65_535, 65_536, 200_003] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let file = folder.appendingPathComponent("\(size).bin")
            try Data(bytes).write(to: file)
            #expect(FileBytes.read(atPath: file.path) == bytes, "\(size) bytes")
        }
        #expect(FileBytes.read(atPath: folder.appendingPathComponent("missing").path) == nil)
        #expect(FileBytes.read(atPath: folder.path) == nil)
    }
}
