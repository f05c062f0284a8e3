import Foundation
import HelpCore

/// Test inputs live in Tests/HelpCoreTests/Fixtures and are found from this
/// source file's path, so the tests need no resource bundle.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(path)))
    }

    static func load(_ path: String, config: Config = Config()) throws -> ContentLoader.Result {
        try ContentLoader.bundled().load(try bytes(path), path: path, config: config)
    }
}

/// Swift Testing has a `SourceLocation` of its own.
typealias Location = HelpCore.SourceLocation
