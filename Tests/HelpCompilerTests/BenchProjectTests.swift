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

    /// Topic pages are made a run of topics at a time on each thread
    /// (`SiteEmitter.topicsPerRun`), the report a table at a time: a site
    /// of a few hundred topics, over several runs, is the same for any
    /// number of threads and with or without the cache.
    @Test func aSiteOfManyRunsIsTheSameOnAnyNumberOfThreads() throws {
        let project = try Helpc.emptyFolder().appendingPathComponent("project")
        _ = try Self.generate(size: 3_000, into: project)
        let build = try Helpc.run(["build", "--jobs", "1"], in: project)
        #expect(build.status == 0, "\(build.standardOutput)\(build.standardError)")
        let first = Helpc.outputs(of: project)
        let pages = first.keys.filter { $0.hasPrefix("site/en/ios/") && $0.hasSuffix(".html") }
        #expect(pages.count > 3 * 64, "\(pages.count) pages")
        #expect(try Helpc.run(["build", "--jobs", "3", "--no-cache"], in: project).status == 0)
        #expect(Helpc.outputs(of: project) == first)
    }
}
