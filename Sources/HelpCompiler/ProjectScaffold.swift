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
        <!-- Your first content file. docs/format.md in the helpc repository
             describes every element; schema/helpc.rng lets an editor check it. -->
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

    /// Creates the files and returns their paths relative to `folder`.
    /// Refuses when the folder already has a project, so nothing is overwritten.
    public static func create(in folder: URL) throws(HelpcFailure) -> [String] {
        let fileManager = FileManager.default
        for existing in ["helpc.json", "content"] {
            let url = folder.appendingPathComponent(existing)
            if fileManager.fileExists(atPath: url.path) {
                throw HelpcFailure("\(url.path) already exists; helpc init only starts new projects and never overwrites")
            }
        }
        let files: [String: [UInt8]] = [
            "helpc.json": Array(configuration.utf8),
            "content/main.xml": Array(starterContent.utf8),
            "templates/.gitkeep": [],
        ]
        try OutputWriter.write(files, into: folder, display: { $0.path })
        return files.keys.sorted()
    }
}
