import HelpCore
import HelpEmit

/// The site's and the Help Book's pages, made a batch of topic files at a time.
extension Compiler {
    /// Makes the site and the Help Book of `topics`, rendering only the
    /// pages `reuse` cannot keep. The check kept no topic bodies (at a
    /// million entries they were gigabytes held to the end of the build):
    /// each file with a page to render is read again here, from the bytes
    /// the build checked, a batch of files at a time, and its bodies are let
    /// go once its pages are made (and, with `givesBackMemory`, given back
    /// to the system: `FreedMemory`). Topics given with their bodies are not
    /// read again. Returns what was made and the positions of the files read.
    func topicOutputs(_ topics: [SiteEmitter.Topic], inputs: BuildInputs, templates: [String: String], images: [String: [UInt8]],
                      reuse: PageReuse, searchTexts: SearchTexts, givesBackMemory: Bool = false, sink: OutputSink)
        throws(HelpcFailure) -> (pages: EmittedPages, parsed: Set<Int>) {
        let config = workspace.config
        let jobs = self.jobs
        // Side by side: each orders, keys and lays out every topic.
        let (madeSite, madeBook) = ParallelMap.both(jobs: jobs, {
            Result { () throws(MustacheTemplate.Error) in
                try SiteEmitter.Site(topics, config: config, templates: templates, images: images, jobs: jobs, reuse: reuse,
                                     searchTexts: searchTexts, sink: sink)
            }
        }, {
            Result { () throws(MustacheTemplate.Error) in
                try HelpBookEmitter.Book(topics, config: config, templates: templates, images: images, jobs: jobs, reuse: reuse,
                                         searchTexts: searchTexts, sink: sink)
            }
        })
        let (site, book) = try rendering { () throws(MustacheTemplate.Error) in (try madeSite.get(), try madeBook.get()) }
        @Sendable func pages(of read: [SiteEmitter.Topic]) throws(HelpcFailure) -> EmittedPages {
            let made = ParallelMap.map(2, jobs: jobs) { part -> Result<EmittedPages, HelpcFailure> in
                do throws(HelpcFailure) {
                    return .success(try rendering { () throws(MustacheTemplate.Error) in
                        part == 0 ? try site.pages(of: read) : try book.pages(of: read)
                    })
                } catch {
                    return .failure(error)
                }
            }
            var pages = EmittedPages(sink: sink)
            for part in made { pages.merge(try part.get()) }
            return pages
        }

        // Where each topic's pages from the last build stand, when all of
        // them can be kept: asked side by side, a run of topics at a time.
        let run = 256
        let keptRuns = ParallelMap.map((topics.count + run - 1) / run, jobs: jobs) { part -> [[Int]?] in
            topics[(part * run)..<min(topics.count, (part + 1) * run)].map { topic in
                guard let onSite = site.keptPages(of: topic), let inBook = book.keptPages(of: topic) else { return nil }
                return onSite + inBook
            }
        }
        let keptPages = keptRuns.flatMap { $0 }
        // A file's topics, by position, files in the order their topics come.
        var files: [String] = []
        var byFile: [String: [Int]] = [:]
        for (index, topic) in topics.enumerated() {
            if byFile[topic.outline.file] == nil { files.append(topic.outline.file) }
            byFile[topic.outline.file, default: []].append(index)
        }
        // A file whose pages all stay is neither read nor given again.
        var kept = OutputPositionSet()
        var given: [SiteEmitter.Topic] = []
        var toRead: [String] = []
        for file in files {
            let here = byFile[file]!
            if here.allSatisfy({ keptPages[$0] != nil }) {
                for index in here { for position in keptPages[index]! { kept.insert(position) } }
            } else if here.allSatisfy({ topics[$0].hasBodies }) {
                given += here.map { topics[$0] }
            } else {
                toRead.append(file)
            }
        }
        var emitted = try pages(of: given)
        emitted.kept.formUnion(kept)
        let positions = Dictionary(inputs.contentFiles.enumerated().map { ($1.display, $0) }, uniquingKeysWith: { first, _ in first })
        var parsed: Set<Int> = []
        var alsoRead: [String: SiteEmitter.Topic] = [:]
        var next = 0
        while next < toRead.count {
            // The last batch's files and pages are let go by now.
            if givesBackMemory && next > 0 { FreedMemory.giveBack() }
            var batch: [String] = []
            var count = 0
            while next < toRead.count && count < topicsPerBatch {
                batch.append(toRead[next])
                count += byFile[toRead[next]]!.count
                next += 1
            }
            var batchPositions: [Int] = []
            for file in batch {
                guard let position = positions[file] else { throw HelpcFailure("\(file) is no longer among the content files; run helpc build again") }
                batchPositions.append(position)
            }
            parsed.formUnion(batchPositions)
            var read: [SiteEmitter.Topic] = []
            for (file, model) in zip(batch, try parsedAgain(batchPositions, inputs: inputs)) {
                let known = byFile[file]!.map { topics[$0] }
                let made = SiteEmitter.topics(of: model, outlines: known.map(\.outline))
                read += made
                // Outlines from the cache have no search texts; these have.
                for (topic, outlined) in zip(made, known) where outlined.outline.searchBodies == nil {
                    alsoRead[topic.outline.id] = SiteEmitter.Topic(outline: topic.outline, bodies: nil, wasRead: outlined.wasRead)
                }
            }
            emitted.merge(try pages(of: read))
        }
        emitted.merge(try rendering { () throws(MustacheTemplate.Error) in try site.rest(alsoRead: alsoRead) })
        emitted.merge(try rendering { () throws(MustacheTemplate.Error) in try book.rest(alsoRead: alsoRead) })
        return (emitted, parsed)
    }

    /// `body`'s result, a template's mistake told as the writer needs it:
    /// where in which template.
    func rendering<Made>(_ body: () throws(MustacheTemplate.Error) -> Made) throws(HelpcFailure) -> Made {
        do {
            return try body()
        } catch {
            throw HelpcFailure([Diagnostic("template", .error, at: workspace.templateLocation(error.location), error.message)])
        }
    }
}
