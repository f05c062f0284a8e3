import HelpCore
import HelpRules

/// What one build leaves for the next in `build/.helpc-cache`: the digests
/// of its inputs, each content file's own findings, the whole outcome, and
/// every output with the key it was rendered from and its size and
/// modification time as written.
///
/// The file is lines of tab-separated fields ending in a line with a
/// checksum of everything before it (`CacheChecksum`), so a truncated or edited cache is
/// recognised and thrown away rather than trusted.
public struct BuildCache: Sendable, Equatable {
    /// Bumped whenever the layout or the meaning of a field changes.
    public static let formatVersion = 5
    public static let header = "helpc build cache \(formatVersion)"

    /// What a build needs of a content file it does not parse again.
    public struct FileRecord: Sendable, Equatable {
        public var digest: String
        public var table: String
        /// Findings of the rules that judge the file's entries on their own.
        public var findings: [Diagnostic]
        /// What the loader said about the file (warnings: a file with
        /// errors stops the build, which then writes no cache).
        public var loaderFindings: [Diagnostic]
        public var holdsTopics: Bool
        public var holdsTips: Bool
        /// The file's facts for the project-wide rules, encoded: a build
        /// decodes only the files it does not parse, and writes back the
        /// lines of files that did not change as they were.
        var encodedIndex: String

        public init(digest: String, table: String, findings: [Diagnostic], loaderFindings: [Diagnostic], index: ProjectIndex) {
            self.init(digest: digest, table: table, findings: findings, loaderFindings: loaderFindings,
                      holdsTopics: index.entries.contains { $0.kind == .topic }, holdsTips: index.entries.contains { $0.kind == .tip },
                      encodedIndex: ProjectIndexCoding.encode(index))
        }

        init(digest: String, table: String, findings: [Diagnostic], loaderFindings: [Diagnostic],
             holdsTopics: Bool, holdsTips: Bool, encodedIndex: String) {
            self.digest = digest
            self.table = table
            self.findings = findings
            self.loaderFindings = loaderFindings
            self.holdsTopics = holdsTopics
            self.holdsTips = holdsTips
            self.encodedIndex = encodedIndex
        }

        /// The file's facts for the project-wide rules; nil if the cache's
        /// line for them does not decode.
        public var index: ProjectIndex? { ProjectIndexCoding.decode(encodedIndex) }
    }

    public struct OutputRecord: Sendable, Equatable {
        /// The digest of what the output was rendered from, for outputs a
        /// build can skip rendering; nil for outputs always rendered.
        public var key: String?
        public var stamp: FileStamp

        public init(key: String?, stamp: FileStamp) {
            self.key = key
            self.stamp = stamp
        }
    }

    /// Digest of everything every output depends on besides the content
    /// files: helpc itself, configuration, templates, word lists, termbase.
    public var setup: String
    /// Digest of the setup and every file under the content folder.
    public var inputs: String
    public var checkedFiles: [String]
    public var files: [String: FileRecord]
    public var diagnostics: [Diagnostic]
    public var suppressed: [Diagnostic]
    public var outputs: [String: OutputRecord]

    public init(setup: String, inputs: String, checkedFiles: [String], files: [String: FileRecord],
                diagnostics: [Diagnostic], suppressed: [Diagnostic], outputs: [String: OutputRecord]) {
        self.setup = setup
        self.inputs = inputs
        self.checkedFiles = checkedFiles
        self.files = files
        self.diagnostics = diagnostics
        self.suppressed = suppressed
        self.outputs = outputs
    }

    public func encoded() -> [UInt8] {
        var text = ""
        text.reserveCapacity(64 * (outputs.count + files.count * 8))
        func line(_ fields: String...) {
            for (index, field) in fields.enumerated() {
                if index > 0 { text.append("\t") }
                text.append(field)
            }
            text.append("\n")
        }
        line(Self.header)
        line("setup", setup)
        line("inputs", inputs)
        for path in checkedFiles { line("checked", Self.escape(path)) }
        for path in files.keys.sorted() {
            let record = files[path]!
            let holds = [record.holdsTopics ? "topics" : nil, record.holdsTips ? "tips" : nil].compactMap { $0 }
            line("file", Self.escape(path), record.digest, Self.escape(record.table), holds.isEmpty ? "-" : holds.joined(separator: ","))
            for finding in record.findings { line("finding", DiagnosticCoding.encode(finding)) }
            for finding in record.loaderFindings { line("loaded", DiagnosticCoding.encode(finding)) }
            line("index", record.encodedIndex)
        }
        for diagnostic in diagnostics { line("reported", DiagnosticCoding.encode(diagnostic)) }
        for diagnostic in suppressed { line("suppressed", DiagnosticCoding.encode(diagnostic)) }
        for path in outputs.keys.sorted() {
            let record = outputs[path]!
            line("output", Self.escape(path), record.key ?? "-", String(record.stamp.size), String(record.stamp.modified))
        }
        var bytes = Array(text.utf8)
        bytes += Array("end\t\(CacheChecksum.hex(bytes[...]))\n".utf8)
        return bytes
    }

    /// The cache in `bytes`, or nil when they are not a whole cache of this
    /// format (truncated, edited, another helpc's, or not a cache at all).
    public static func decode(_ bytes: [UInt8]) -> BuildCache? {
        let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t")
        guard bytes.last == newline, let endLine = bytes.dropLast().lastIndex(of: newline) else { return nil }
        let trailer = String(decoding: bytes[(endLine + 1)...].dropLast(), as: UTF8.self)
        guard trailer == "end\t\(CacheChecksum.hex(bytes[...endLine]))" else { return nil }
        var cache = BuildCache(setup: "", inputs: "", checkedFiles: [], files: [:], diagnostics: [], suppressed: [], outputs: [:])
        var currentFile: String?
        var start = 0
        var isFirst = true
        while start <= endLine {
            let end = bytes[start...endLine].firstIndex(of: newline)!
            defer { start = end + 1 }
            var fields: [String] = []
            var fieldStart = start
            for index in start...end where index == end || bytes[index] == tab {
                fields.append(String(decoding: bytes[fieldStart..<index], as: UTF8.self))
                fieldStart = index + 1
            }
            if isFirst {
                guard fields == [header] else { return nil }
                isFirst = false
                continue
            }
            switch (fields.first, fields.count) {
            case ("setup", 2): cache.setup = fields[1]
            case ("inputs", 2): cache.inputs = fields[1]
            case ("checked", 2): cache.checkedFiles.append(unescape(fields[1]))
            case ("file", 5):
                let path = unescape(fields[1])
                let holds = Set(fields[4].split(separator: ","))
                cache.files[path] = FileRecord(digest: fields[2], table: unescape(fields[3]), findings: [], loaderFindings: [],
                                               holdsTopics: holds.contains("topics"), holdsTips: holds.contains("tips"),
                                               encodedIndex: "")
                currentFile = path
            case ("finding", 2):
                guard let path = currentFile, let finding = DiagnosticCoding.decode(fields[1]) else { return nil }
                cache.files[path]!.findings.append(finding)
            case ("loaded", 2):
                guard let path = currentFile, let finding = DiagnosticCoding.decode(fields[1]) else { return nil }
                cache.files[path]!.loaderFindings.append(finding)
            case ("index", 2):
                guard let path = currentFile else { return nil }
                cache.files[path]!.encodedIndex = fields[1]
            case ("reported", 2):
                guard let diagnostic = DiagnosticCoding.decode(fields[1]) else { return nil }
                cache.diagnostics.append(diagnostic)
            case ("suppressed", 2):
                guard let diagnostic = DiagnosticCoding.decode(fields[1]) else { return nil }
                cache.suppressed.append(diagnostic)
            case ("output", 5):
                guard let size = Int(fields[3]), let modified = Int64(fields[4]) else { return nil }
                cache.outputs[unescape(fields[1])] = OutputRecord(key: fields[2] == "-" ? nil : fields[2],
                                                                  stamp: FileStamp(size: size, modified: modified))
            default:
                return nil
            }
        }
        guard !isFirst, !cache.setup.isEmpty, !cache.inputs.isEmpty else { return nil }
        return cache
    }

    /// Paths may hold any character; tabs, line ends and `%` are written as
    /// `%XX` so every record stays one line of fields.
    static func escape(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 == 9 || $0 == 10 || $0 == 13 || $0 == UInt8(ascii: "%") }) else { return path }
        return path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\t", with: "%09")
            .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
    }

    static func unescape(_ field: String) -> String {
        guard field.utf8.contains(UInt8(ascii: "%")) else { return field }
        return field.replacingOccurrences(of: "%09", with: "\t").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
    }
}

/// A file's size and modification time (nanoseconds since 1970) as a build
/// left it: an output whose stamp still matches is the one that build wrote.
public struct FileStamp: Sendable, Equatable {
    public var size: Int
    public var modified: Int64

    public init(size: Int, modified: Int64) {
        self.size = size
        self.modified = modified
    }
}
