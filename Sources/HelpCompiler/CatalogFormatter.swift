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
                throw HelpcFailure("\(error.location): \(error.message); the file is not valid JSON", at: error.location)
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
