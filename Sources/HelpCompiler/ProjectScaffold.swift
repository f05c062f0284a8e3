import Foundation
import HelpCore

/// `helpc init`: a new project that builds and checks clean from the start,
/// so a writer sees every part of the format working before changing it.
public enum ProjectScaffold {
    public static let configuration = """
        {
          "sourceLanguage": "en",
          "languages": ["en", "ko"],
          "platforms": ["ios", "ipados", "macos"],
          "tips": { "displayFrequency": "daily" },
          "korean": { "register": "formal" },
          "site": { "title": { "en": "Help", "ko": "도움말" } }
        }

        """

    public static let starterContent = """
        <?xml version="1.0" encoding="UTF-8"?>
        <?xml-model href="../schema/helpc.rng" type="application/xml" schematypens="http://relaxng.org/ns/structure/1.0"?>
        <!-- Your first content file. docs/format.md in the helpc repository
             describes every element; the line above points an editor at
             schema/helpc.rng, the schema helpc checks with, for completion
             and live validation (copy it into each new file). -->
        <help version="1" table="Main">
          <string id="main.open">
            <comment>The Open menu item.</comment>
            <text xml:lang="en">Open</text>
            <text xml:lang="ko">열기</text>
          </string>
          <tooltip id="main.share" control="Share">
            <text xml:lang="en">Send a copy to someone</text>
            <text xml:lang="ko">다른 사람에게 사본 보내기</text>
          </tooltip>
        </help>

        """

    /// Where the schema goes in a project, for editors: content files point
    /// at it from content/.
    public static let schemaPath = "schema/helpc.rng"

    /// Creates the files and returns their paths relative to `folder`.
    /// Refuses when the folder already has a project, so nothing is overwritten.
    public static func create(in folder: URL) throws(HelpcFailure) -> [String] {
        let fileManager = FileManager.default
        for existing in ["helpc.json", "content", schemaPath] {
            let url = folder.appendingPathComponent(existing)
            if fileManager.fileExists(atPath: url.path) {
                throw HelpcFailure("\(url.path) already exists; helpc init only starts new projects and never overwrites")
            }
        }
        let files: [String: [UInt8]] = [
            "helpc.json": Array(configuration.utf8),
            "content/main.xml": Array(starterContent.utf8),
            "templates/.gitkeep": [],
            schemaPath: try schema(),
        ]
        try OutputWriter.write(files, into: folder, display: { $0.path })
        return files.keys.sorted()
    }

    /// `helpc init --schema`: the project's copy of the schema replaced by
    /// this helpc's, after an upgrade, so the editor checks what helpc does.
    /// Whether it changed.
    public static func refreshSchema(in folder: URL) throws(HelpcFailure) -> Bool {
        let bytes = try schema()
        let url = folder.appendingPathComponent(schemaPath)
        if let current = FileManager.default.contents(atPath: url.path), [UInt8](current) == bytes { return false }
        try OutputWriter.write([schemaPath: bytes], into: folder, display: { $0.path })
        return true
    }

    private static func schema() throws(HelpcFailure) -> [UInt8] {
        try HelpcFailure.wrapping { try Resources.bytes(schemaPath) }
    }
}
