import HelpCore
import HelpEmit
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
    public static let formatVersion = 13
    public static let header = "helpc build cache \(formatVersion)"

    /// What a build needs of a content file it does not parse again.
    public struct FileRecord: Sendable, Equatable {
        public var digest: String
        /// The digest of the file's bytes outside its topic bodies (`PageReuse.tableDigests`).
        public var tableDigest: String
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
        /// The outlines of the file's topics, encoded likewise; empty for a
        /// file without topics.
        var encodedTopics: String

        public init(digest: String, tableDigest: String, table: String, findings: [Diagnostic], loaderFindings: [Diagnostic],
                    index: ProjectIndex, topics: [TopicOutline]) {
            let holdsTopics = index.entries.contains { $0.kind == .topic }
            self.init(digest: digest, tableDigest: tableDigest, table: table, findings: findings, loaderFindings: loaderFindings,
                      holdsTopics: holdsTopics, holdsTips: index.entries.contains { $0.kind == .tip },
                      encodedIndex: ProjectIndexCoding.encode(index),
                      encodedTopics: holdsTopics ? TopicOutlineCoding.encode(topics) : "")
        }

        init(digest: String, tableDigest: String, table: String, findings: [Diagnostic], loaderFindings: [Diagnostic],
             holdsTopics: Bool, holdsTips: Bool, encodedIndex: String, encodedTopics: String) {
            self.digest = digest
            self.tableDigest = tableDigest
            self.table = table
            self.findings = findings
            self.loaderFindings = loaderFindings
            self.holdsTopics = holdsTopics
            self.holdsTips = holdsTips
            self.encodedIndex = encodedIndex
            self.encodedTopics = encodedTopics
        }

        /// The record without its encoded facts and outlines, once they
        /// are in the cache's first part on disk (`CacheSpill`).
        var withoutEncodedFacts: FileRecord {
            var record = self
            record.encodedIndex = ""
            record.encodedTopics = ""
            return record
        }

        /// The file's facts for the project-wide rules; nil if the cache's
        /// line for them does not decode.
        public var index: ProjectIndex? { ProjectIndexCoding.decode(encodedIndex) }

        /// The ids of the file's entries, in order, read from its facts
        /// alone; nil if the cache's line for them does not decode.
        public var entryIDs: [String]? { ProjectIndexCoding.entryIDs(encodedIndex) }

        /// The outlines of the file's topics (the file is at `path`); nil
        /// if the cache's line for them does not decode.
        public func topics(in path: String) -> [TopicOutline]? {
            holdsTopics ? TopicOutlineCoding.decode(encodedTopics, file: path) : []
        }
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
    /// What the rules that look across the whole project found (ids,
    /// links, suppressions, tips), reported or not: a rebuild whose files
    /// all have the facts they had finds the same, and takes these.
    public var projectFindings: [Diagnostic] = []
    /// What the speller learnt from Hunspell (`Speller.Memory`).
    public var spelling: Speller.Memory
    /// The paths of the outputs in order, as the cache lists them: a
    /// rebuild goes through them folder by folder, and keeping the order
    /// spares it sorting a hundred thousand paths twice. An output's place
    /// here is its position (`OutputPositionSet`).
    public private(set) var outputPaths: [String]
    /// The record of each output, in the order of `outputPaths`.
    public private(set) var outputRecords: [OutputRecord]
    /// Each output's place in `outputPaths`, by path.
    public private(set) var outputPositions: OutputPathIndex

    public init(setup: String, inputs: String, checkedFiles: [String], files: [String: FileRecord],
                diagnostics: [Diagnostic], suppressed: [Diagnostic], spelling: Speller.Memory = Speller.Memory(),
                outputs: [String: OutputRecord]) {
        let paths = outputs.keys.sorted()
        self.init(setup: setup, inputs: inputs, checkedFiles: checkedFiles, files: files, diagnostics: diagnostics,
                  suppressed: suppressed, spelling: spelling, outputPaths: paths, outputRecords: paths.map { outputs[$0]! })
    }

    /// `outputPaths` must be sorted, without repeats, with `outputRecords`
    /// in their order. Without `looksUpOutputs`, `outputPositions` stays
    /// empty: a cache made to be written is never asked where an output
    /// stands, and a large build's hundred thousand paths need not be
    /// hashed for it.
    public init(setup: String, inputs: String, checkedFiles: [String], files: [String: FileRecord],
                diagnostics: [Diagnostic], suppressed: [Diagnostic], spelling: Speller.Memory = Speller.Memory(),
                outputPaths: [String], outputRecords: [OutputRecord], looksUpOutputs: Bool = true) {
        precondition(outputPaths.count == outputRecords.count, "every output has one record")
        self.setup = setup
        self.inputs = inputs
        self.checkedFiles = checkedFiles
        self.files = files
        self.diagnostics = diagnostics
        self.suppressed = suppressed
        self.spelling = spelling
        self.outputPaths = outputPaths
        self.outputRecords = outputRecords
        outputPositions = OutputPathIndex(looksUpOutputs ? outputPaths : [])
    }

    /// Gives a cache made before its build's outputs were written their
    /// records (`outputPaths` sorted, without repeats, `records` in their
    /// order).
    mutating func setOutputs(paths: [String], records: [OutputRecord]) {
        precondition(paths.count == records.count, "every output has one record")
        outputPaths = paths
        outputRecords = records
    }

    /// The record of the output at `path`, if the build wrote one.
    public func output(_ path: String) -> OutputRecord? {
        outputPositions[path].map { outputRecords[$0] }
    }

    public static func == (left: BuildCache, right: BuildCache) -> Bool {
        left.setup == right.setup && left.inputs == right.inputs && left.checkedFiles == right.checkedFiles
            && left.files == right.files && left.diagnostics == right.diagnostics && left.suppressed == right.suppressed
            && left.projectFindings == right.projectFindings
            && left.spelling == right.spelling && left.outputPaths == right.outputPaths
            && left.outputRecords == right.outputRecords
    }

    /// The cache's bytes. The records of files and outputs are written in
    /// path order, in slices made side by side on `jobs` threads and put
    /// in order, so the bytes do not depend on `jobs`.
    public func encoded(jobs: Int = 1) -> [UInt8] {
        encodedPieces(jobs: jobs).joined
    }

    /// `encoded`, its slices left as pieces.
    public func encodedPieces(jobs: Int = 1) -> PiecedBytes {
        var pieces: [ArraySlice<UInt8>] = []
        eachPieceBeforeOutputs(jobs: jobs) { pieces.append($0[...]) }
        eachOutputPiece(jobs: jobs) { pieces.append($0[...]) }
        return PiecedBytes(pieces: pieces + [Self.endLine(CacheChecksum.hex(pieces: pieces))[...]])
    }

    /// The cache's bytes as `encoded` has them, handed to `write` a piece
    /// at a time as they are made, never all held at once (joined, they
    /// were a second copy of the cache, 344 MB at a million entries, at the
    /// end of the build, when its memory peaked), with its first part (all
    /// but the outputs' records) read from `spill` when given: what
    /// `eachPieceBeforeOutputs` gave once the check was done (`CacheSpill`).
    /// When the spill cannot be read back, the cache ends without its
    /// checksum line, so the next build discards it rather than trusting it.
    func write(jobs: Int, firstPart spill: CacheSpill?, to write: ([UInt8]) -> Void) {
        var checksum = CacheChecksum.Running()
        func hand(_ piece: UnsafeRawBufferPointer) {
            checksum.add(piece)
            write(Array(piece))
        }
        if let spill {
            guard spill.read(hand) else { return }
        } else {
            eachPieceBeforeOutputs(jobs: jobs) { $0.withUnsafeBytes(hand) }
        }
        eachOutputPiece(jobs: jobs) { $0.withUnsafeBytes(hand) }
        write(Self.endLine(checksum.hex()))
    }

    /// Hands `body` the cache's first lines (its header, inputs and checked
    /// files), the files' records and the outcome, in order: all a build
    /// knows once its check is done, in slices of 256 files made on `jobs`
    /// threads a few at a time.
    func eachPieceBeforeOutputs(jobs: Int, _ body: ([UInt8]) -> Void) {
        var head = Lines()
        head.line(Self.header)
        head.line("setup", setup)
        head.line("inputs", inputs)
        for path in checkedFiles { head.line("checked", Self.escape(path)) }
        body(head.bytes)
        let filePaths = files.keys.sorted()
        let fileSlices = (filePaths.count + Self.fileSlice - 1) / Self.fileSlice
        Self.inOrder(fileSlices + 1, jobs: jobs, body) { [self] part in
            var lines = Lines()
            if part < fileSlices {
                for path in filePaths[(part * Self.fileSlice)..<min(filePaths.count, (part + 1) * Self.fileSlice)] {
                    let record = files[path]!
                    let holds = [record.holdsTopics ? "topics" : nil, record.holdsTips ? "tips" : nil].compactMap { $0 }
                    lines.line("file", Self.escape(path), record.digest, Self.escape(record.table),
                               holds.isEmpty ? "-" : holds.joined(separator: ","), record.tableDigest)
                    for finding in record.findings { lines.line("finding", DiagnosticCoding.encode(finding)) }
                    for finding in record.loaderFindings { lines.line("loaded", DiagnosticCoding.encode(finding)) }
                    lines.line("index", record.encodedIndex)
                    if record.holdsTopics { lines.line("topics", record.encodedTopics) }
                }
            } else {
                for diagnostic in diagnostics { lines.line("reported", DiagnosticCoding.encode(diagnostic)) }
                for diagnostic in suppressed { lines.line("suppressed", DiagnosticCoding.encode(diagnostic)) }
                for diagnostic in projectFindings { lines.line("project", DiagnosticCoding.encode(diagnostic)) }
                for fields in SpellingMemoryCoding.lines(spelling) { lines.line(fields) }
            }
            return lines.bytes
        }
    }

    /// Hands `body` the outputs' records in order, in slices of 4,096 made
    /// on `jobs` threads a few at a time.
    private func eachOutputPiece(jobs: Int, _ body: ([UInt8]) -> Void) {
        let outputSlices = (outputPaths.count + Self.outputSlice - 1) / Self.outputSlice
        Self.inOrder(outputSlices, jobs: jobs, body) { [self] part in
            var lines = Lines()
            let first = part * Self.outputSlice
            for position in first..<min(outputPaths.count, first + Self.outputSlice) {
                let record = outputRecords[position]
                lines.line("output", Self.escape(outputPaths[position]), record.key ?? "-", record.stamp.size,
                           record.stamp.modified)
            }
            return lines.bytes
        }
    }

    /// Makes parts `0..<count` on `jobs` threads, four per thread at a time,
    /// and hands each to `body` in order: the bytes do not depend on `jobs`,
    /// and only a few parts are held at once.
    private static func inOrder(_ count: Int, jobs: Int, _ body: ([UInt8]) -> Void, make: @escaping @Sendable (Int) -> [UInt8]) {
        let window = max(1, jobs) * 4
        for start in stride(from: 0, to: count, by: window) {
            for part in ParallelMap.map(min(window, count - start), jobs: jobs, { make(start + $0) }) { body(part) }
        }
    }

    /// Files' records per slice: a million entries' are 16,000 files, and
    /// a slice of 4,096 was 60 MB.
    private static let fileSlice = 256
    private static let outputSlice = 4096

    private static func endLine(_ checksum: String) -> [UInt8] {
        Array("end\t\(checksum)\n".utf8)
    }

    /// Tab-separated fields, one record a line, written straight as bytes.
    private struct Lines {
        var bytes: [UInt8] = []

        mutating func line(_ fields: String...) {
            line(fields)
        }

        mutating func line(_ fields: [String]) {
            for (index, field) in fields.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: "\t")) }
                bytes.append(contentsOf: field.utf8)
            }
            bytes.append(UInt8(ascii: "\n"))
        }

        /// An output record: its path, key, size and modification time.
        mutating func line(_ kind: String, _ path: String, _ key: String, _ size: Int, _ modified: Int64) {
            bytes.append(contentsOf: kind.utf8)
            for field in [path, key] {
                bytes.append(UInt8(ascii: "\t"))
                bytes.append(contentsOf: field.utf8)
            }
            for number in [Int64(size), modified] {
                bytes.append(UInt8(ascii: "\t"))
                decimal(number)
            }
            bytes.append(UInt8(ascii: "\n"))
        }

        private mutating func decimal(_ number: Int64) {
            if number < 0 { bytes.append(UInt8(ascii: "-")) }
            var magnitude = number.magnitude
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
                var count = 0
                repeat {
                    digits[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                    count += 1
                } while magnitude > 0
                for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(digits[index]) }
            }
        }
    }

    /// The digests of the setup and of the inputs the cache in `bytes` was
    /// made from, read from its first lines alone; nil when they are not a
    /// cache's. Not proof that the rest is whole: `isWhole` and `decode`
    /// check that.
    public static func digests(of bytes: [UInt8]) -> (setup: String, inputs: String)? {
        var lines: [String] = []
        var start = 0
        while lines.count < 3, let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end + 1
        }
        guard lines.count == 3, lines[0] == header, lines[1].hasPrefix("setup\t"), lines[2].hasPrefix("inputs\t") else {
            return nil
        }
        return (String(lines[1].dropFirst("setup\t".count)), String(lines[2].dropFirst("inputs\t".count)))
    }

    /// Whether `bytes` end in the checksum of all before it: a whole
    /// cache, not one cut short or edited (`decode` reads it further).
    public static func isWhole(_ bytes: [UInt8]) -> Bool {
        checkedEnd(of: bytes) != nil
    }

    /// Where the line before the checksum line ends, when the checksum is
    /// that of the bytes up to it.
    private static func checkedEnd(of bytes: [UInt8]) -> Int? {
        let newline = UInt8(ascii: "\n")
        guard bytes.last == newline, let endLine = bytes.dropLast().lastIndex(of: newline) else { return nil }
        let trailer = String(decoding: bytes[(endLine + 1)...].dropLast(), as: UTF8.self)
        return trailer == "end\t\(CacheChecksum.hex(bytes[...endLine]))" ? endLine : nil
    }

    /// The cache in `bytes`, or nil when they are not a whole cache of this
    /// format (truncated, edited, another helpc's, or not a cache at all).
    /// Without `fileRecords` the content files' records are passed over
    /// (`files` stays empty): all a build needs when every input is as the
    /// cache has them and the outputs are as written, and a tenth of a
    /// large project's rebuild to decode. With `filesOnly` the whole
    /// outcome and the output records are passed over instead (the outcome
    /// and `outputPaths` stay empty): all `helpc check` takes from a cache.
    /// Without `outputKeys` the outputs' records have no key: all a build
    /// of another setup needs, to delete the outputs it no longer makes.
    public static func decode(_ bytes: [UInt8], jobs: Int = 1, fileRecords: Bool = true, filesOnly: Bool = false,
                              outputKeys: Bool = true) -> BuildCache? {
        guard let endLine = checkedEnd(of: bytes) else { return nil }
        // Output records come last and are most of the file: they are read
        // side by side, and so are the content files' records before them,
        // cut where a file's record begins.
        let outputMarker = Array("\noutput\t".utf8)
        let outputsStart = Self.firstOccurrence(of: outputMarker, in: bytes, before: endLine + 1).map { $0 + 1 } ?? endLine + 1
        let cuts = fileRecords ? Self.recordCuts(bytes, before: outputsStart, pieces: jobs * 4) : [0, outputsStart]
        let sections = ParallelMap.map(cuts.count - 1, jobs: jobs) { piece in
            Section.read(bytes[cuts[piece]..<cuts[piece + 1]], startsWithHeader: piece == 0, fileRecords: fileRecords,
                         filesOnly: filesOnly)
        }
        var cache = BuildCache(setup: "", inputs: "", checkedFiles: [], files: [:], diagnostics: [], suppressed: [], outputs: [:])
        for section in sections {
            guard let section else { return nil }
            cache.add(section)
        }
        guard !cache.setup.isEmpty, !cache.inputs.isEmpty else { return nil }
        if filesOnly { return cache }
        guard let (paths, records) = outputRecords(bytes[outputsStart...endLine], jobs: jobs, keys: outputKeys) else {
            return nil
        }
        cache.outputPaths = paths
        cache.outputRecords = records
        cache.outputPositions = OutputPathIndex(paths, jobs: jobs)
        return cache
    }

    /// Where the lines before `end` are cut into about `pieces` sections to
    /// read side by side: at the start of a content file's record, so each
    /// record's lines stay in one section. The first cut is 0, the last `end`.
    private static func recordCuts(_ bytes: [UInt8], before end: Int, pieces: Int) -> [Int] {
        let marker = Array("\nfile\t".utf8)
        var cuts = [0]
        for piece in 1..<max(1, pieces) {
            let target = end / pieces * piece
            guard target > cuts.last!, let found = firstOccurrence(of: marker, in: bytes, from: target, before: end) else { continue }
            if found + 1 > cuts.last! { cuts.append(found + 1) }
        }
        cuts.append(end)
        return cuts
    }

    /// The lines of one section of the cache, as read; `add` puts the
    /// sections together in order.
    private struct Section: Sendable {
        var setup = ""
        var inputs = ""
        var checkedFiles: [String] = []
        var files: [String: FileRecord] = [:]
        var diagnostics: [Diagnostic] = []
        var suppressed: [Diagnostic] = []
        var projectFindings: [Diagnostic] = []
        var spelling = Speller.Memory()

        /// nil if a line is not one the cache writes (or the first
        /// section does not start with the header).
        static func read(_ lines: ArraySlice<UInt8>, startsWithHeader: Bool, fileRecords: Bool, filesOnly: Bool) -> Section? {
            let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t")
            let recordKinds = ["file", "finding", "loaded", "index", "topics"].map { Array($0.utf8) }
            let outcomeKinds = ["reported", "suppressed", "project"].map { Array($0.utf8) }
            var section = Section()
            var currentFile: String?
            var start = lines.startIndex
            var isFirst = startsWithHeader
            while start < lines.endIndex {
                let end = lines[start...].firstIndex(of: newline)!
                defer { start = end + 1 }
                if !isFirst, let tabAt = lines[start..<end].firstIndex(of: tab) {
                    let kind = lines[start..<tabAt]
                    if !fileRecords, recordKinds.contains(where: { kind.elementsEqual($0) }) { continue }
                    if filesOnly, outcomeKinds.contains(where: { kind.elementsEqual($0) }) { continue }
                }
                var fields: [String] = []
                var fieldStart = start
                for index in start...end where index == end || lines[index] == tab {
                    fields.append(String(decoding: lines[fieldStart..<index], as: UTF8.self))
                    fieldStart = index + 1
                }
                if isFirst {
                    guard fields == [header] else { return nil }
                    isFirst = false
                    continue
                }
                switch (fields.first, fields.count) {
                case ("setup", 2): section.setup = fields[1]
                case ("inputs", 2): section.inputs = fields[1]
                case ("checked", 2): section.checkedFiles.append(unescape(fields[1]))
                case ("file", 6):
                    let path = unescape(fields[1])
                    let holds = Set(fields[4].split(separator: ","))
                    section.files[path] = FileRecord(digest: fields[2], tableDigest: fields[5], table: unescape(fields[3]),
                                                     findings: [], loaderFindings: [],
                                                     holdsTopics: holds.contains("topics"), holdsTips: holds.contains("tips"),
                                                     encodedIndex: "", encodedTopics: "")
                    currentFile = path
                case ("finding", 2):
                    guard let path = currentFile, let finding = DiagnosticCoding.decode(fields[1]) else { return nil }
                    section.files[path]!.findings.append(finding)
                case ("loaded", 2):
                    guard let path = currentFile, let finding = DiagnosticCoding.decode(fields[1]) else { return nil }
                    section.files[path]!.loaderFindings.append(finding)
                case ("index", 2):
                    guard let path = currentFile else { return nil }
                    section.files[path]!.encodedIndex = fields[1]
                case ("topics", 2):
                    guard let path = currentFile, section.files[path]!.holdsTopics else { return nil }
                    section.files[path]!.encodedTopics = fields[1]
                case ("reported", 2):
                    guard let diagnostic = DiagnosticCoding.decode(fields[1]) else { return nil }
                    section.diagnostics.append(diagnostic)
                case ("project", 2):
                    guard let diagnostic = DiagnosticCoding.decode(fields[1]) else { return nil }
                    section.projectFindings.append(diagnostic)
                case ("suppressed", 2):
                    guard let diagnostic = DiagnosticCoding.decode(fields[1]) else { return nil }
                    section.suppressed.append(diagnostic)
                default:
                    guard SpellingMemoryCoding.read(fields, into: &section.spelling) == true else { return nil }
                }
            }
            return isFirst ? nil : section
        }
    }

    /// Takes in the next section of the cache, read after the ones before it.
    private mutating func add(_ section: Section) {
        if !section.setup.isEmpty { setup = section.setup }
        if !section.inputs.isEmpty { inputs = section.inputs }
        checkedFiles += section.checkedFiles
        files.merge(section.files) { _, later in later }
        diagnostics += section.diagnostics
        suppressed += section.suppressed
        projectFindings += section.projectFindings
        spelling.problems.merge(section.spelling.problems) { _, later in later }
        for (language, answers) in section.spelling.words { spelling.words[language, default: [:]].merge(answers) { _, later in later } }
        for (language, answers) in section.spelling.dictionaryWords {
            spelling.dictionaryWords[language, default: [:]].merge(answers) { _, later in later }
        }
    }

    /// The output records, `output⇥path⇥key⇥size⇥modified` lines to the
    /// end, read in slices side by side; nil if any line is not one, or
    /// the paths are not in order without repeats.
    private static func outputRecords(_ lines: ArraySlice<UInt8>, jobs: Int, keys: Bool) -> (paths: [String], records: [OutputRecord])? {
        let newline = UInt8(ascii: "\n")
        // Slices of about 256 KB, each ending at a line end.
        var bounds = [lines.startIndex]
        while let last = bounds.last, last < lines.endIndex {
            let guess = min(last + 262_144, lines.endIndex - 1)
            bounds.append((lines[guess...].firstIndex(of: newline) ?? lines.endIndex - 1) + 1)
        }
        let cuts = bounds
        let slices = ParallelMap.map(cuts.count - 1, jobs: jobs) { part -> (paths: [String], records: [OutputRecord])? in
            var paths: [String] = []
            var records: [OutputRecord] = []
            var start = cuts[part]
            while start < cuts[part + 1] {
                let end = lines[start..<cuts[part + 1]].firstIndex(of: newline)!
                guard let (path, record) = outputRecord(lines[start..<end], key: keys), paths.last.map({ $0 < path }) ?? true else {
                    return nil
                }
                paths.append(path)
                records.append(record)
                start = end + 1
            }
            return (paths, records)
        }
        var paths: [String] = []
        var records: [OutputRecord] = []
        let count = slices.reduce(0) { $0 + ($1?.paths.count ?? 0) }
        paths.reserveCapacity(count)
        records.reserveCapacity(count)
        for slice in slices {
            guard let slice else { return nil }
            // Each slice is in order; so must be where two slices meet.
            if let last = paths.last, let first = slice.paths.first, !(last < first) { return nil }
            paths += slice.paths
            records += slice.records
        }
        return (paths, records)
    }

    private static func outputRecord(_ line: ArraySlice<UInt8>, key keepsKey: Bool) -> (String, OutputRecord)? {
        // Five tab-separated fields, cut in place: a large build has a
        // hundred thousand of these lines, and `split` made an array of
        // slices for each. A tab in the last field fails its number.
        let tab = UInt8(ascii: "\t")
        guard let first = line.firstIndex(of: tab),
              let second = line[(first + 1)...].firstIndex(of: tab),
              let third = line[(second + 1)...].firstIndex(of: tab),
              let fourth = line[(third + 1)...].firstIndex(of: tab) else { return nil }
        guard line[..<first].elementsEqual("output".utf8),
              let size = Int(decimal: line[(third + 1)..<fourth]), let modified = Int64(decimal: line[(fourth + 1)...])
        else { return nil }
        let key = line[(second + 1)..<third]
        return (unescape(String(decoding: line[(first + 1)..<second], as: UTF8.self)),
                OutputRecord(key: !keepsKey || key.elementsEqual("-".utf8) ? nil : String(decoding: key, as: UTF8.self),
                             stamp: FileStamp(size: size, modified: modified)))
    }

    private static func firstOccurrence(of marker: [UInt8], in bytes: [UInt8], from start: Int = 0, before end: Int) -> Int? {
        var index = start
        while index + marker.count <= end {
            guard let next = bytes[index..<end].firstIndex(of: marker[0]) else { return nil }
            if next + marker.count <= end, bytes[next..<next + marker.count].elementsEqual(marker) { return next }
            index = next + 1
        }
        return nil
    }

    /// Paths may hold any character; tabs, line ends and `%` are written as
    /// `%XX` so every record stays one line of fields.
    static func escape(_ path: String) -> String {
        guard path.withUTF8Bytes({ $0.contains { $0 == 9 || $0 == 10 || $0 == 13 || $0 == UInt8(ascii: "%") } }) else { return path }
        return path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\t", with: "%09")
            .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
    }

    static func unescape(_ field: String) -> String {
        guard field.containsByte(UInt8(ascii: "%")) else { return field }
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

private extension FixedWidthInteger {
    /// The value of ASCII decimal digits with an optional leading `-`, as
    /// `init?(_: String)` reads them, without making a string.
    init?(decimal digits: ArraySlice<UInt8>) {
        var rest = digits[...]
        let negative = rest.first == UInt8(ascii: "-")
        if negative { rest = rest.dropFirst() }
        guard !rest.isEmpty else { return nil }
        var value: Self = 0
        for digit in rest {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative ? times10.subtractingReportingOverflow(Self(digit - UInt8(ascii: "0")))
                                             : times10.addingReportingOverflow(Self(digit - UInt8(ascii: "0")))
            guard !overflow1, !overflow2 else { return nil }
            value = next
        }
        self = value
    }
}
