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

    /// Copies of the demo's entries have words of their own, as a real
    /// project's entries do: with the demo's texts copied verbatim, helpc's
    /// memos found nearly every text and word already read, and the bench
    /// timed a workload no project has. The words put in are ones helpc
    /// accepts, so the check still reports only the planted mistakes; and
    /// one English text has one translation, as in a real project, so a
    /// translation differs from another of its text (translation.consistency)
    /// only where a mistake was planted in it.
    @Test func copiesHaveWordsOfTheirOwn() throws {
        let project = try Helpc.emptyFolder().appendingPathComponent("project")
        let summary = try Self.generate(size: 2_000, into: project)
        let planted = try #require((try JSONSerialization.jsonObject(with: Data(summary.utf8)) as? [String: Int])?["mistakes"])
        var texts: [String] = []
        for (path, data) in Helpc.files(under: project) where path.hasSuffix(".xml") {
            let xml = String(decoding: data, as: UTF8.self)
            for language in ["en", "ko"] {
                let opening = "<text xml:lang=\"\(language)\">"
                for piece in xml.components(separatedBy: opening).dropFirst() {
                    texts.append(language + (piece.components(separatedBy: "<").first ?? ""))
                }
            }
        }
        let distinct = Set(texts)
        #expect(texts.count > 5_000)
        #expect(Double(distinct.count) > 0.4 * Double(texts.count), "\(distinct.count) distinct of \(texts.count)")
        #expect(distinct.filter { $0.hasPrefix("ko") }.count > 1_000)
        let check = try Helpc.run(["check", "--format", "json"], in: project)
        #expect(check.status == 0)
        #expect(!check.standardOutput.contains("\"spelling\""), "\(check.standardOutput.prefix(2_000))")
        let inconsistent = check.standardOutput.components(separatedBy: "\"translation.consistency\"").count - 1
        #expect(inconsistent <= planted, "\(inconsistent) translations differ from another of their text; \(planted) mistakes planted")
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
