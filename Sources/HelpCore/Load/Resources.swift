import Foundation

/// Files that ship with helpc (the schema, later word lists and the default
/// termbase). SwiftPM copies them into `helpc_HelpCore.resources` next to the
/// executable; `HELPC_RESOURCES` points elsewhere for an installed helpc.
/// Looked up by hand rather than through `Bundle.module`, which stops the
/// process when the folder is missing instead of letting helpc say so.
public enum Resources {
    public struct Missing: Error, CustomStringConvertible {
        public var path: String
        public var description: String {
            "helpc's resource file \(path) is missing; reinstall helpc, keeping the helpc_HelpCore.resources folder next to the executable, or set HELPC_RESOURCES to that folder"
        }
    }

    public static func url(_ relativePath: String) throws -> URL {
        for folder in candidateFolders() {
            let url = folder.appendingPathComponent(relativePath)
            if FileManager.default.isReadableFile(atPath: url.path) { return url }
        }
        throw Missing(path: relativePath)
    }

    public static func bytes(_ relativePath: String) throws -> [UInt8] {
        let url = try url(relativePath)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Missing(path: relativePath)
        }
        return [UInt8](data)
    }

    private static func candidateFolders() -> [URL] {
        var folders: [URL] = []
        if let override = ProcessInfo.processInfo.environment["HELPC_RESOURCES"], !override.isEmpty {
            folders.append(URL(fileURLWithPath: override))
        }
        let bundleName = "helpc_HelpCore.resources"
        var executables = [Bundle.main.bundleURL]
        if let path = Bundle.main.executablePath {
            let executable = URL(fileURLWithPath: path).resolvingSymlinksInPath()
            executables.append(executable.deletingLastPathComponent())
        }
        for folder in executables {
            folders.append(folder.appendingPathComponent(bundleName))
        }
        return folders
    }

    private static let schemaResult: Swift.Result<XMLSchema, Error> = Swift.Result {
        try XMLSchema(relaxNG: try bytes("schema/helpc.rng"), name: "schema/helpc.rng", validatesRootChildrenApart: true)
    }

    /// The compiled content schema, compiled once per process.
    public static func contentSchema() throws -> XMLSchema {
        try schemaResult.get()
    }
}

extension Resources {
    private static let termbaseResult: Swift.Result<Termbase, Error> = Swift.Result {
        let path = "termbase/default.tbx"
        let loaded = TermbaseLoader.load(try bytes(path), path: path)
        guard loaded.diagnostics.isEmpty else {
            throw Missing(path: "\(path) (unreadable: \(loaded.diagnostics.map(\.message).joined(separator: "; ")))")
        }
        return loaded.termbase
    }

    /// The termbase that ships with helpc.
    public static func defaultTermbase() throws -> Termbase { try termbaseResult.get() }
}
