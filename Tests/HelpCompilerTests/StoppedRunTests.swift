import Foundation
@testable import HelpCompiler
import Testing

/// A run stopped halfway leaves no temporary files among the outputs:
/// stopped by a signal, it removes them itself; killed outright, the next
/// run does.
struct StoppedRunTests {
    /// Every path under `folder` whose name marks it as a run's temporary
    /// (`.x.<token>.tmp`) or as the marker of a run under way.
    private static func leftovers(under folder: URL) -> [String] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        return paths.filter { path in
            let name = (path as NSString).lastPathComponent
            return name.hasSuffix(".tmp") || name.hasPrefix(".helpc-staging.")
        }.sorted()
    }

    @Test func anAbandonedStagingRemovesWhatItStagedAndStagesNoMore() throws {
        let folder = try Helpc.emptyFolder()
        try OutputWriter.write(["catalogs/Library.xcstrings": Array("old".utf8)], into: folder, display: { $0.path })
        let before = Helpc.files(under: folder)
        let staging = OutputWriter.Staging(into: folder, leavesMarker: true)
        staging.stage("catalogs/Library.xcstrings", Array("new".utf8))
        staging.stage("site/en/a.html", Array("a".utf8))
        #expect(!Self.leftovers(under: folder).isEmpty, "staged files and the marker are on disk until the end")
        #expect(staging.abandon())
        #expect(Self.leftovers(under: folder) == [])
        staging.stage("site/ko/b.html", Array("b".utf8))
        #expect(Self.leftovers(under: folder) == [], "nothing is staged once abandoned")
        #expect(Helpc.files(under: folder) == before)
    }

    /// A streamed output still being made when the run is stopped (for
    /// longer than the stop waits for writes to end) is removed with the
    /// rest, and the file it was to replace stays as it was.
    @Test func aStreamedOutputStillBeingWrittenWhenStoppedIsRemoved() throws {
        let folder = try Helpc.emptyFolder()
        try OutputWriter.write(["catalogs/Library.xcstrings": Array("old".utf8)], into: folder, display: { $0.path })
        let before = Helpc.files(under: folder)
        let staging = OutputWriter.Staging(into: folder, leavesMarker: true)
        let stopped = DispatchSemaphore(value: 0)
        staging.stage("catalogs/Library.xcstrings", streaming: { write in
            write(Array("{ \"first\" : ".utf8))
            Thread {
                _ = staging.abandon()
                stopped.signal()
            }.start()
            stopped.wait()
            write(Array("\"chunk\" }".utf8))
        })
        #expect(Self.leftovers(under: folder) == [])
        #expect(Helpc.files(under: folder) == before)
    }

    /// Only a build's output folder gets a marker: writes to content files
    /// where they lie (`fix`, `import-xliff`, which stages from `/`) must
    /// not leave one beside them, or fail where they cannot.
    @Test func onlyABuildsStagingLeavesAMarker() throws {
        let folder = try Helpc.emptyFolder()
        let marked = OutputWriter.Staging(into: folder.appendingPathComponent("build"), leavesMarker: true)
        marked.stage("site/a.html", Array("a".utf8))
        let unmarked = OutputWriter.Staging(into: folder.appendingPathComponent("content"))
        unmarked.stage("main.xml", Array("<help/>".utf8))
        let entries = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        #expect(entries.filter { $0.contains(".helpc-staging.") }.count == 1, "\(entries)")
        #expect(entries.contains { $0.hasPrefix("build/.helpc-staging.") })
        marked.discard()
        unmarked.discard()
        #expect(Self.leftovers(under: folder) == [])
    }

    /// A marker whose process is gone names the temporaries the next build
    /// removes, at any depth and whole staged folders; another run's (still
    /// going: this process) and files of other names stay.
    @Test func theNextBuildRemovesWhatAKilledRunLeft() throws {
        let project = try Helpc.scratchProject("clean")
        #expect(try Helpc.run(["build"], in: project).status == 0)
        let build = project.appendingPathComponent("build")
        let gone = "2147483647-9"
        let running = "\(ProcessInfo.processInfo.processIdentifier)-1"
        let planted = [
            ".helpc-staging.\(gone)", ".index.html.\(gone).tmp", "catalogs/.Library.xcstrings.\(gone).tmp",
            ".report.\(gone).tmp/index.html", ".report.\(gone).tmp/deep/page.html",
        ]
        let kept = [".helpc-staging.\(running)", "catalogs/.Library.xcstrings.\(running).tmp", "notes.tmp"]
        for path in planted + kept { try Helpc.write("x", to: "build/" + path, in: project) }
        let run = try Helpc.run(["build"], in: project)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(Self.leftovers(under: build) == kept.sorted())
    }

    /// Control-C during a build: the process ends by the signal (so a shell
    /// script stops too) and leaves no temporary file, marker or half-made
    /// folder.
    @Test func aBuildStoppedByControlCLeavesNothingHalfMade() throws {
        let project = try Helpc.scratchProject("clean")
        // Enough pages that the build is still writing when stopped.
        for file in 0..<24 {
            var topics = ""
            for topic in 0..<20 {
                let id = "guide.f\(file).t\(topic)"
                topics += """
                  <topic id="\(id)">
                    <title><text xml:lang="en">Keep recipe \(file)-\(topic)</text><text xml:lang="ko">레시피 \(file)-\(topic) 보관하기</text></title>
                    <body xml:lang="en"><p>Open the recipe, then tap Keep.</p><steps><step>Open a recipe.</step><step>Tap Keep.</step></steps></body>
                    <body xml:lang="ko"><p>레시피를 연 다음 보관을 탭하세요.</p><steps><step>레시피를 여세요.</step><step>보관을 탭하세요.</step></steps></body>
                  </topic>

                """
            }
            try Helpc.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<help version=\"1\" table=\"Guide\">\n\(topics)</help>\n",
                            to: "content/guide/part\(file).xml", in: project)
        }
        let build = project.appendingPathComponent("build")
        let process = Process()
        process.executableURL = Helpc.executable
        process.arguments = ["build"]
        process.currentDirectoryURL = project
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Stopped once it has begun writing: its marker is on disk.
        var writing = false
        while process.isRunning, !writing {
            writing = ((try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? [])
                .contains { $0.hasPrefix(".helpc-staging.") }
            if !writing { usleep(500) }
        }
        try #require(writing, "the build ended before it could be stopped")
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGINT)
        #expect(Self.leftovers(under: build) == [])
        #expect(!FileManager.default.fileExists(atPath: build.appendingPathComponent("site").path),
                "the new site folder is staged whole, so a stopped build leaves none")
    }

    /// A second build of a project waits for the first (two started
    /// together raced to rename their staged folders, and one failed), and
    /// says so.
    @Test func aSecondBuildWaitsForTheFirst() throws {
        let project = try Helpc.scratchProject("clean")
        // This test stands in for the first build: it holds the project's lock.
        let held = open(project.path, O_RDONLY | O_DIRECTORY)
        try #require(held >= 0 && flock(held, LOCK_EX) == 0)
        let process = Process()
        process.executableURL = Helpc.executable
        process.arguments = ["build"]
        process.currentDirectoryURL = project
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var said = ""
        while process.isRunning, !said.contains("\n") {
            said += String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
        }
        #expect(said.hasPrefix("helpc: another build of this project is running; waiting for it to finish\n"), "\(said)")
        usleep(200_000)
        #expect(process.isRunning, "it waits while the lock is held")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("build").path))
        close(held)
        _ = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("build/catalogs/Library.xcstrings").path))
    }
}
