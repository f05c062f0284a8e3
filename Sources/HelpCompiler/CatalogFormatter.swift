import Foundation
import HelpCore
import HelpEmit

/// `helpc format-xcstrings`: puts catalogs in Xcode's exact layout.
public enum CatalogFormatter {
    public struct Result: Sendable {
        public var path: String
        public var wouldChange: Bool
    }

    /// Formats each file (or only compares, with `checkOnly`). A file that
    /// isn't readable JSON stops everything before anything is written.
    public static func format(_ paths: [String], in directory: URL, checkOnly: Bool) throws(HelpcFailure) -> [Result] {
        var outputs: [(URL, [UInt8])] = []
        var results: [Result] = []
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL
            let bytes = try Workspace.read(url, display: path)
            let catalog: JSONValue
            do {
                catalog = try StringCatalogFormat.read(bytes, file: path)
            } catch {
                throw HelpcFailure("\(error.message); the file is not valid JSON", at: error.location)
            }
            let formatted = StringCatalogFormat.formatted(catalog)
            results.append(Result(path: path, wouldChange: formatted != bytes))
            if formatted != bytes { outputs.append((url, formatted)) }
        }
        if !checkOnly {
            for (url, bytes) in outputs {
                try OutputWriter.write([url.lastPathComponent: bytes], into: url.deletingLastPathComponent(), display: { $0.path })
            }
        }
        return results
    }
}

/// `helpc import-xcstrings`: an existing catalog as a new content file.
public enum CatalogImport {
    public struct Result: Sendable {
        public var output: String
        public var imported: Int
        public var skipped: [(key: String, reason: String)]
        /// Languages the catalog has that helpc.json doesn't list.
        public var unconfiguredLanguages: [String]
    }

    /// Writes the content file (default `<content>/<Table>.xml`), never over
    /// an existing one.
    public static func run(_ path: String, output: String?, workspace: Workspace) throws(HelpcFailure) -> Result {
        let url = URL(fileURLWithPath: path, relativeTo: workspace.displayBase).standardizedFileURL
        let bytes = try Workspace.read(url, display: path)
        let catalog: JSONValue
        do {
            catalog = try StringCatalogFormat.read(bytes, file: path)
        } catch {
            throw HelpcFailure("\(error.message); the file is not valid JSON", at: error.location)
        }
        // Nothing is imported from a catalog helpc would read only in part.
        let problems = CatalogShape.problems(in: catalog, file: path)
        guard problems.isEmpty else { throw HelpcFailure(problems) }
        let table = url.deletingPathExtension().lastPathComponent
        let destination = output.map { URL(fileURLWithPath: $0, relativeTo: workspace.displayBase).standardizedFileURL }
            ?? workspace.contentDirectory.appendingPathComponent("\(table).xml")
        if FileManager.default.fileExists(atPath: destination.path) {
            throw HelpcFailure("\(workspace.display(destination)) already exists; choose another file with --out")
        }
        let result = StringCatalogImporter.importCatalog(catalog, table: table, platforms: workspace.config.platforms)
        try OutputWriter.write([destination.lastPathComponent: result.document],
                               into: destination.deletingLastPathComponent(), display: workspace.display)
        return Result(output: workspace.display(destination), imported: result.imported, skipped: result.skipped,
                      unconfiguredLanguages: result.languages.filter { !workspace.config.languages.contains($0) })
    }
}
