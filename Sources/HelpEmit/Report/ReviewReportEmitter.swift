import HelpCore

/// The review report, for writers and translators reviewing copy:
/// `report/<Table>.html` for each table lists every entry with its source
/// and translations side by side per platform and input scope, each text's
/// width against its budget, and the entry's diagnostics inline, with filters
/// by rule, kind, language and severity; `report/index.html` links the
/// tables with their counts. One page per table keeps each page a size a
/// browser opens (a single page for 100,000 entries was 78 MB) and lets a
/// build make again only the pages of the tables an edit reaches.
public enum ReviewReportEmitter {
    public static func emit(_ project: Project, diagnostics: [Diagnostic], width: DisplayWidth) -> [String: [UInt8]] {
        let byEntry = Dictionary(grouping: diagnostics.filter { $0.entry != nil }, by: { $0.entry! })
        let tables = tables(of: project)
        var outputs: [String: [UInt8]] = [:]
        for (table, ids) in tables {
            outputs["report/\(pageName(table))"] = tablePage(table, files: project.files.filter { $0.table == table },
                                                             findings: ids.flatMap { byEntry[$0] ?? [] },
                                                             byEntry: byEntry, config: project.config, width: width)
        }
        outputs["report/index.html"] = index(tables: tables, diagnostics: diagnostics, byEntry: byEntry, config: project.config)
        return outputs
    }

    /// Every table with the ids of its entries, in table order.
    public static func tables(of project: Project) -> [(name: String, entries: [String])] {
        project.tables.map { table in (table, project.files.filter { $0.table == table }.flatMap(\.entries).map(\.id)) }
    }

    /// `report/index.html`: every table of the project (`tables`, with its
    /// entries' ids) with its counts, linked to its page. `byEntry` holds
    /// `diagnostics` by the entry they are about.
    public static func index(tables: [(name: String, entries: [String])], diagnostics: [Diagnostic],
                             byEntry: [String: [Diagnostic]], config: Config) -> [UInt8] {
        var summaries: [String] = []
        for (table, ids) in tables {
            let findings = ids.flatMap { byEntry[$0] ?? [] }
            let errors = findings.filter { $0.severity == .error }.count, warnings = findings.filter { $0.severity == .warning }.count
            summaries.append("<tr><th scope=\"row\"><a href=\"\(esc(pageName(table)))\">\(esc(table))</a></th><td>\(ids.count)</td><td>\(errors)</td><td>\(warnings)</td></tr>")
        }
        return OutputChunk.collected { write in page(title: "Copy review: \(config.siteTitle)", config: config, script: false, to: write) { page, _ in
            page += """
            <p>\(tables.map(\.entries.count).reduce(0, +)) entries in \(tables.count) tables; \(diagnostics.filter { $0.severity == .error }.count) errors, \(diagnostics.filter { $0.severity == .warning }.count) warnings. Each table has a page of its own.</p>
            <table>
            <thead><tr><th scope="col">Table</th><th scope="col">Entries</th><th scope="col">Errors</th><th scope="col">Warnings</th></tr></thead>
            <tbody>
            \(summaries.joined(separator: "\n"))
            </tbody>
            </table>
            """.utf8
        } }
    }

    /// The key a table's page is made from: its files and the findings about
    /// its entries, which project-wide rules may have made from other files.
    public static func key(_ table: String, files: [String], findings: [Diagnostic], reuse: PageReuse) -> String {
        reuse.key("report/\(pageName(table))", files: files, outline: findingsDigest(findings))
    }

    /// `Library` → `Library.html`; a table name is a file name in catalogs too.
    public static func pageName(_ table: String) -> String { "\(table).html" }

    /// A stable digest of findings, for the key of the page that shows them.
    private static func findingsDigest(_ findings: [Diagnostic]) -> String {
        var hasher = SHA256.Hasher()
        for finding in findings.sorted(by: Diagnostic.reportOrder) {
            for field in [finding.ruleID, finding.severity.rawValue, finding.message, finding.location.description,
                          finding.language ?? "-", finding.entry ?? "-"] {
                hasher.update(field)
                hasher.update([0])
            }
        }
        return SHA256.hex(digest: hasher.finalize())
    }

    /// The page of one table, written row by row into its bytes: at a
    /// million entries a table's page is hundreds of megabytes, and its rows
    /// as strings, joined and then copied into the page took four times that.
    /// `files` are the table's; `findings` are those about their entries; `byEntry` holds them (and
    /// maybe others) by the entry they are about.
    public static func tablePage(_ table: String, files: [ContentFile], findings: [Diagnostic], byEntry: [String: [Diagnostic]],
                                 config: Config, width: DisplayWidth) -> [UInt8] {
        OutputChunk.collected {
            writeTablePage(table, files: files, findings: findings, byEntry: byEntry, config: config, width: width, to: $0)
        }
    }

    /// `tablePage`, handed to `write` a chunk at a time (`OutputChunk`) as
    /// its rows are made: a build writes each chunk to disk as it comes.
    /// The entries are read where they are in `files`: gathered into one
    /// array, a table of a million-entry project was 0.28 GB more.
    public static func writeTablePage(_ table: String, files: [ContentFile], findings: [Diagnostic],
                                      byEntry: [String: [Diagnostic]], config: Config, width: DisplayWidth,
                                      chunkSize: Int = OutputChunk.size, to write: ([UInt8]) -> Void) {
        let rules = Set(findings.map(\.ruleID)).sorted()
        var kindNames: Set<String> = []
        var places: [(file: Int, entry: Int)] = []
        for (file, contents) in files.enumerated() {
            for (entry, value) in contents.entries.enumerated() {
                kindNames.insert(value.kindName)
                places.append((file, entry))
            }
        }
        let kinds = kindNames.sorted()
        // By id rather than file order, so moving an entry to another file
        // leaves the report as it was.
        places.sort { files[$0.file].entries[$0.entry].id < files[$1.file].entries[$1.entry].id }
        func options(_ values: [String]) -> String {
            values.map { "<option value=\"\(esc($0))\">\(esc($0))</option>" }.joined()
        }
        page(title: "Copy review: \(config.siteTitle), \(table)", config: config, script: true, to: write) { page, handOn in
            page += """
                <p><a href="index.html">All tables</a></p>
                <p>\(places.count) entries; \(findings.filter { $0.severity == .error }.count) errors, \(findings.filter { $0.severity == .warning }.count) warnings. Widths count columns (wide characters such as Hangul count two) against each kind's budget.</p>
                <form id="filters">
                <label>Rule <select id="rule"><option value="">all</option>\(options(rules))</select></label>
                <label>Kind <select id="kind"><option value="">all</option>\(options(kinds))</select></label>
                <label>Language <select id="language"><option value="">all</option>\(options(config.languages))</select></label>
                <label>Severity <select id="severity"><option value="">all</option><option value="error">error</option><option value="warning">warning</option></select></label>
                </form>
                <table>
                <thead><tr><th scope="col">Key</th>\(config.languages.map { "<th scope=\"col\">\(esc($0))</th>" }.joined())</tr></thead>
                <tbody>

                """.utf8
            var first = true
            func row(_ html: String) {
                if !first { page.append(UInt8(ascii: "\n")) }
                first = false
                page += html.utf8
            }
            for (file, index) in places {
                let entry = files[file].entries[index]
                for string in entry.localizableStrings {
                    let sources = string.copy.texts(in: config.sourceLanguage)
                    for source in sources {
                        var cells = "<td>\(cell(source, budget: budget(string, entry, config), width: width))</td>"
                        for language in config.targetLanguages {
                            let translations = string.copy.texts(in: language).filter { $0.scope.overlaps(source.scope, within: entry.platforms) }
                            cells += "<td lang=\"\(esc(language))\">" + (translations.isEmpty ? "<span class=\"missing\">—</span>"
                                : translations.map { cell($0, budget: budget(string, entry, config), width: width) }.joined(separator: "<hr>")) + "</td>"
                        }
                        row("<tr data-kind=\"\(esc(entry.kindName))\"><th scope=\"row\"><code>\(esc(string.key))</code><span class=\"scope\">\(esc(describe(source.scope, entry)))</span></th>\(cells)</tr>")
                    }
                }
                let found = byEntry[entry.id] ?? []
                if !found.isEmpty {
                    let items = found.map { diagnostic in
                        "<li class=\"\(diagnostic.severity.rawValue)\" data-rule=\"\(esc(diagnostic.ruleID))\" data-severity=\"\(diagnostic.severity.rawValue)\" data-language=\"\(esc(diagnostic.language ?? ""))\"><span class=\"severity\">\(diagnostic.severity.rawValue)</span> <code>\(esc(diagnostic.ruleID))</code> \(esc(diagnostic.message)) <span class=\"where\">\(esc(diagnostic.location.description))</span></li>"
                    }.joined()
                    row("<tr class=\"findings\" data-kind=\"\(esc(entry.kindName))\"><td colspan=\"\(config.languages.count + 1)\"><ul>\(items)</ul></td></tr>")
                }
                OutputChunk.handOnWhenFull(&page, size: chunkSize, to: handOn)
            }
            page += """

                </tbody>
                </table>
                """.utf8
        }
    }

    /// A page around the body `body` writes into its bytes, handed to
    /// `write` as they are made: `body` is given the bytes so far and
    /// `write`, to hand them on (`OutputChunk`) as it goes.
    private static func page(title: String, config: Config, script: Bool, to write: ([UInt8]) -> Void,
                             body: (inout [UInt8], _ handOn: ([UInt8]) -> Void) -> Void) {
        var page: [UInt8] = []
        page += """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(esc(title))</title>
            <style>
            :root { --line: #d2d2d7; --error: #c9184a; --warning: #b26b00; }
            body { font: 15px/1.5 -apple-system, "Apple SD Gothic Neo", "Noto Sans KR", system-ui, sans-serif; margin: 1.5rem; }
            table { border-collapse: collapse; width: 100%; }
            th, td { border-top: 1px solid var(--line); padding: .5rem; vertical-align: top; text-align: left; }
            th .scope { display: block; font-weight: normal; font-size: .85em; opacity: .7; }
            meter { width: 8rem; display: block; }
            .width { font-size: .8em; opacity: .8; }
            .missing { opacity: .5; }
            .findings ul { margin: 0; padding-left: 1rem; }
            .error .severity { color: var(--error); font-weight: 600; }
            .warning .severity { color: var(--warning); font-weight: 600; }
            .where { opacity: .6; font-size: .85em; }
            form { display: flex; gap: 1rem; flex-wrap: wrap; margin-bottom: 1rem; }
            [hidden] { display: none; }
            </style>
            </head>
            <body>
            <main>
            <h1>\(esc(title))</h1>

            """.utf8
        withoutActuallyEscaping(write) { body(&page, $0) }
        page += """

            </main>
            \(script ? filterScript : "")
            </body>
            </html>

            """.utf8
        OutputChunk.handOnRest(&page, to: write)
    }

    private static let filterScript = """
            <script>
            (function () {
              var ids = ["rule", "kind", "language", "severity"];
              function apply() {
                var wanted = {};
                ids.forEach(function (id) { wanted[id] = document.getElementById(id).value; });
                var findingFilter = wanted.rule || wanted.language || wanted.severity;
                document.querySelectorAll("tbody tr").forEach(function (row) {
                  var show = !wanted.kind || row.dataset.kind === wanted.kind;
                  if (row.classList.contains("findings")) {
                    var any = false;
                    row.querySelectorAll("li").forEach(function (item) {
                      var match = (!wanted.rule || item.dataset.rule === wanted.rule) && (!wanted.language || item.dataset.language === wanted.language) && (!wanted.severity || item.dataset.severity === wanted.severity);
                      item.hidden = !match;
                      any = any || match;
                    });
                    show = show && any;
                  } else if (findingFilter) {
                    show = false;
                  }
                  row.hidden = !show;
                });
              }
              // Filters can come in the address too: Library.html?rule=punct.quotes
              var query = new URLSearchParams(location.search);
              ids.forEach(function (id) {
                var select = document.getElementById(id);
                if (query.get(id)) select.value = query.get(id);
                select.addEventListener("change", apply);
              });
              apply();
            })();
            </script>
            """

    private static func esc(_ text: String) -> String { MustacheTemplate.escape(text) }

    private static func cell(_ text: LocalizedText, budget: Int?, width: DisplayWidth) -> String {
        text.strings.map { value in
            let columns = width.columns(value)
            var html = "<div>\(esc(value))</div>"
            if let budget {
                html += "<meter min=\"0\" max=\"\(budget)\" high=\"\(budget)\" value=\"\(min(columns, budget * 2))\">\(columns)/\(budget)</meter><span class=\"width\">\(columns) of \(budget) columns</span>"
            } else {
                html += "<span class=\"width\">\(columns) columns</span>"
            }
            return html
        }.joined()
    }

    private static func budget(_ string: LocalizableString, _ entry: Entry, _ config: Config) -> Int? {
        XLIFFExporter.budget(string, entry: entry, config: config)
    }

    private static func describe(_ scope: Scope, _ entry: Entry) -> String {
        var parts = [scope.platforms.map { $0.sorted().map(\.displayName).joined(separator: ", ") } ?? "all platforms"]
        if let inputs = scope.inputs { parts.append(inputs.sorted().map(\.rawValue).joined(separator: ", ")) }
        return parts.joined(separator: " · ") + " · \(entry.kindName)"
    }
}
