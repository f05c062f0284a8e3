import HelpCore
import HelpRules

/// Each content file's findings and facts from a check earlier in this
/// process, with the digest of the bytes that check read. `helpc fix`
/// checks again after each round of fixes; a file no fix touched keeps its
/// findings instead of being parsed and checked again (they depend on the
/// file and the setup alone, as the build cache's do), and the
/// project-wide rules run over every file's facts as before.
struct EarlierFindings: Sendable {
    struct File: Sendable {
        var digest: String
        var loaderFindings: [Diagnostic]
        var findings: [Diagnostic]
        var facts: ProjectIndex
    }

    var files: [String: File] = [:]

    /// What the earlier check found in the file shown as `display`, when
    /// `bytes` are the bytes it read.
    func file(_ display: String, bytes: [UInt8]) -> File? {
        guard let file = files[display], file.digest == ContentDigest.hex(bytes) else { return nil }
        return file
    }
}
