import Foundation
import Testing

/// `make bench` times helpc on the project bench/generate.py writes; the
/// figures mean something only if that project is valid help (a link cut
/// off at the size limit once made small projects fail) and the same every
/// time.
struct BenchProjectTests {
    static func generate(size: Int, into folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Helpc.repositoryRoot.appendingPathComponent("bench/generate.py").path,
                             "--size", "\(size)", folder.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test(arguments: [7, 120, 400])
    func generatedProjectChecksWithoutErrorsAndIsDeterministic(size: Int) throws {
        let folder = try Helpc.emptyFolder()
        let first = folder.appendingPathComponent("first"), second = folder.appendingPathComponent("second")
        let summary = try Self.generate(size: size, into: first)
        _ = try Self.generate(size: size, into: second)
        #expect(Helpc.files(under: first) == Helpc.files(under: second))

        let counts = try JSONSerialization.jsonObject(with: Data(summary.utf8)) as? [String: Int]
        #expect((counts?["entries"] ?? 0) >= size)
        let check = try Helpc.run(["check"], in: first)
        #expect(check.status == 0, "\(check.standardOutput)")
        let build = try Helpc.run(["build"], in: first)
        #expect(build.status == 0, "\(build.standardOutput)\(build.standardError)")
    }
}
