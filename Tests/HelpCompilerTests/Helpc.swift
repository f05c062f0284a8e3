import Foundation
import Testing

/// The scratch folder's path for the `atexit` handler, which cannot capture.
nonisolated(unsafe) private var scratchRootPath: UnsafeMutablePointer<CChar>?

/// Runs the real `helpc` executable, as writers and CI do, in a scratch copy
/// of a fixture project.
enum Helpc {
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The helpc SwiftPM built next to this test binary.
    static let executable: URL = {
        var candidates: [URL] = []
        if let test = Bundle.main.executableURL {
            candidates.append(test.deletingLastPathComponent().appendingPathComponent("helpc"))
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("helpc"))
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug/helpc"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    static func run(_ arguments: [String], in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   standardOutput: String(decoding: outData, as: UTF8.self),
                   standardError: String(decoding: errData, as: UTF8.self))
    }

    /// One temporary folder for every scratch project of this test run,
    /// removed when the run ends, so tests leave nothing behind in /tmp.
    static let scratchRoot: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("helpc-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        scratchRootPath = strdup(root.path)
        atexit {
            guard let path = scratchRootPath else { return }
            try? FileManager.default.removeItem(atPath: String(cString: path))
        }
        return root
    }()

    /// A fresh copy of `Fixtures/projects/<name>` in a temporary folder.
    static func scratchProject(_ name: String) throws -> URL {
        let folder = scratchRoot.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let destination = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("projects/\(name)"), to: destination)
        return destination
    }

    static func emptyFolder() throws -> URL {
        let folder = scratchRoot.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A fresh copy of the repository's demo help (helpc.json and content/).
    static func demoProject() throws -> URL {
        let folder = try emptyFolder()
        for item in ["helpc.json", "content"] {
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        return folder
    }

    /// Replaces text in a file, each `old` expected to be there: what a
    /// translator's tool or a writer changes.
    static func edit(_ url: URL, _ replacements: [(String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        var text = try String(contentsOf: url, encoding: .utf8)
        for (old, new) in replacements {
            #expect(text.contains(old), "\(old) not in the file", sourceLocation: sourceLocation)
            text = text.replacingOccurrences(of: old, with: new)
        }
        try Data(text.utf8).write(to: url)
    }

    static func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// What a build wrote into the project's build folder, without the
    /// build cache and the spelling memory (bookkeeping: file times, and
    /// every answer Hunspell gave since the cache was last discarded; not
    /// outputs).
    static func outputs(of project: URL) -> [String: Data] {
        files(under: project.appendingPathComponent("build")).filter { $0.key != ".helpc-cache" && $0.key != ".helpc-spelling" }
    }

    static func files(under folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [:] }
        for case let url as URL in enumerator {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
                result[relative] = FileManager.default.contents(atPath: url.path)
            }
        }
        return result
    }
}
