import Foundation
import HelpCore

/// The bilingual help site: `site/<lang>/<platform>/<topic>.html` for every
/// language and platform a topic reaches, showing only the blocks and inline
/// elements scoped to that page's platform, with navigation, language and
/// platform switchers that keep the reader on the same topic, a search page
/// with its index as a script (so it works from `file://`), and
/// `site/index.html`, which sends readers to their language.
public enum SiteEmitter {
    /// Templates by name (`layout`, `topic`, …) with their source.
    public typealias Templates = [String: String]

    /// The site's own words, in the languages helpc ships help in.
    static let chrome: [String: [String: String]] = [
        "en": ["skip": "Skip to content", "search": "Search", "topics": "Topics", "switchers": "Language and platform",
               "searchHint": "Type a word to find the topics that mention it.", "noResults": "No topics match.",
               "language": "English"],
        "ko": ["skip": "본문으로 건너뛰기", "search": "검색", "topics": "주제", "switchers": "언어 및 플랫폼",
               "searchHint": "단어를 입력하면 그 단어가 나오는 주제를 찾습니다.", "noResults": "일치하는 주제가 없습니다.",
               "language": "한국어"],
    ]

    static func strings(_ language: String) -> [String: String] {
        chrome[language] ?? chrome["en"]!
    }

    /// `strings` as a template value, made once rather than for each page.
    private static let chromeValues = chrome.mapValues { MustacheValue.object(MustacheObject($0.mapValues(MustacheValue.string))) }

    static func stringsValue(_ language: String) -> MustacheValue {
        chromeValues[language] ?? chromeValues["en"]!
    }

    /// A topic: its outline, and its bodies when its file was read. A
    /// class: every folder's lists, sidebars and lookups share one copy of
    /// each topic rather than copying its body.
    public final class Topic: Sendable {
        public let outline: TopicOutline
        /// Nil when the topic's file was not read (its outline came from
        /// the build cache): its pages can only be kept.
        let bodies: [TopicBody]?
        let platforms: PlatformSet
        var id: String { outline.id }
        /// Whether the topic's file was read this build: its outline (and
        /// search text) is the file's as it is now. Its bodies may have been
        /// let go since, to be read again for its pages.
        public let wasRead: Bool
        /// Whether the topic's bodies are here, so its pages can be made.
        public var hasBodies: Bool { bodies != nil }

        /// `wasRead` defaults to whether `bodies` are given.
        public init(outline: TopicOutline, bodies: [TopicBody]?, wasRead: Bool? = nil) {
            self.outline = outline
            self.bodies = bodies
            self.wasRead = wasRead ?? (bodies != nil)
            platforms = PlatformSet(outline.platforms)
        }

        convenience init(entry: Entry, topic: HelpCore.Topic) {
            self.init(outline: TopicOutline(entry, topic), bodies: topic.bodies)
        }

        func body(in language: String) -> TopicBody? {
            bodies?.first { $0.language == language }
        }
    }

    /// Every topic of `project`, in project order.
    public static func topics(of project: Project) -> [Topic] {
        project.files.flatMap { topics(of: $0) }
    }

    /// A file's topics, in document order, with their `outlines` when the
    /// caller has them already (the file's own, in order).
    public static func topics(of file: ContentFile, outlines: [TopicOutline]? = nil) -> [Topic] {
        let bodies = file.entries.compactMap { entry -> [TopicBody]? in
            if case .topic(let topic) = entry.kind { topic.bodies } else { nil }
        }
        if let outlines, outlines.count == bodies.count {
            return zip(outlines, bodies).map { outline, bodies in
                // An outline from the cache has no search texts; the bodies give them.
                var outline = outline
                if outline.searchBodies == nil {
                    outline.searchBodies = TopicOutline.searchBodies(of: bodies)
                }
                return Topic(outline: outline, bodies: bodies)
            }
        }
        return file.entries.compactMap { entry -> Topic? in
            if case .topic(let topic) = entry.kind { Topic(entry: entry, topic: topic) } else { nil }
        }
    }

    /// Topics in the order the site lists them.
    static func listed(_ topics: [Topic]) -> [Topic] {
        topics.sorted { ($0.outline.order ?? Int.max, $0.id) < ($1.outline.order ?? Int.max, $1.id) }
    }

    public static func emit(_ project: Project, templates: Templates, images: [String: [UInt8]] = [:],
                            jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws(MustacheTemplate.Error) -> [String: [UInt8]] {
        try emit(topics(of: project), config: project.config, templates: templates, images: images, jobs: jobs, reuse: .none).outputs
    }

    /// Topics whose pages a thread makes at a time: enough that handing
    /// them out costs nothing, few enough that both cores end together.
    static let topicsPerRun = 64

    /// The site, rendering only the pages `reuse` cannot keep. A page that
    /// must be rendered for a topic without its bodies is not: its file is
    /// named in the result's `missingBodies`, for the caller to read and
    /// ask again.
    public static func emit(_ allTopics: [Topic], config: Config, templates: Templates, images: [String: [UInt8]] = [:],
                            jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                            reuse: PageReuse, searchTexts: SearchTexts? = nil, sink: OutputSink? = nil)
        throws(MustacheTemplate.Error) -> EmittedPages {
        let site = try Site(allTopics, config: config, templates: templates, images: images, jobs: jobs, reuse: reuse,
                            searchTexts: searchTexts, sink: sink)
        var emitted = try site.pages(at: Array(site.topics.indices))
        emitted.merge(try site.rest())
        return emitted
    }

    /// The site made in parts: the pages of some topics at a time
    /// (`pages(of:)`), so a build can read topic files a batch at a time
    /// and let each go, and then the rest (`rest()`). What a page shows of
    /// other topics (sidebars, links, titles) comes from their outlines, and
    /// is worked out once here for every page.
    public struct Site: Sendable {
        /// Every topic, in the order the site lists them.
        let topics: [Topic]
        private let allTopics: [Topic]
        private let config: Config
        private let templates: Templates
        private let images: [String: [UInt8]]
        private let jobs: Int
        private let reuse: PageReuse
        private let sink: OutputSink?
        private let topicsByID: [String: Topic]
        /// Where each topic is in `topics`, by id (the first, should two share one).
        private let positions: [String: Int]
        private let platforms: [Platform]
        private let pageTemplates: PageTemplates
        /// Each language and platform is a folder of its own.
        private let folders: [(language: String, platform: Platform)]
        private let folderLanguages: [Int]
        private let texts: SearchTexts
        /// Each topic's title and summary in each language (by the topic's
        /// position): the same for every platform's folder.
        private let labels: [[(title: String, summary: String?)]]
        /// Each topic's page key, the same in every folder: made once, not
        /// once per page (a hundred thousand pages in a large site).
        private let pageKeys: [String]
        private let shown: [(positions: [Int], tree: Navigation.Tree)]
        private let navigations: [Navigation]
        private let folderKey: String

        public init(_ allTopics: [Topic], config: Config, templates: Templates, images: [String: [UInt8]] = [:],
                    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                    reuse: PageReuse, searchTexts: SearchTexts? = nil, sink: OutputSink? = nil) throws(MustacheTemplate.Error) {
            let topics = listed(allTopics)
            self.topics = topics
            self.allTopics = allTopics
            self.config = config
            self.templates = templates
            self.images = images
            self.jobs = jobs
            self.reuse = reuse
            self.sink = sink
            topicsByID = byID(topics)
            positions = SiteEmitter.firstPositions(of: topics)
            let platforms = config.platforms.filter { platform in topics.contains { $0.platforms.contains(platform) } }
            self.platforms = platforms
            pageTemplates = try PageTemplates(templates)
            let folders = config.languages.flatMap { language in platforms.map { (language, $0) } }
            self.folders = folders
            texts = searchTexts ?? SearchTexts(allTopics, config: config, jobs: jobs)
            let labels = SiteEmitter.labels(topics, config: config, jobs: jobs)
            self.labels = labels
            let outline = PageReuse.outline(topics, labels: labels)
            let titles = SiteEmitter.titles(topics, labels: labels)
            pageKeys = topics.map { reuse.key(file: $0.outline.file, outline: outline) }
            let shown = ParallelMap.map(platforms.count, jobs: jobs) { index in
                let here = topics.indices.filter { topics[$0].platforms.contains(platforms[index]) }
                return (here, Navigation.Tree(here.map { topics[$0] }))
            }
            self.shown = shown
            let folderLanguages = folders.map { language, _ in config.languages.firstIndex(of: language)! }
            self.folderLanguages = folderLanguages
            navigations = folders.indices.map { folder in
                Navigation(tree: shown[platforms.firstIndex(of: folders[folder].1)!].1, titles: titles[folderLanguages[folder]])
            }
            folderKey = reuse.key(file: nil, outline: outline)
        }

        private func page(_ folder: Int, _ name: String, title: String, content: String, topicID: String?) throws(MustacheTemplate.Error) -> [UInt8] {
            let (language, platform) = folders[folder]
            let context = pageContext(config, language: language, platform: platform, platforms: platforms,
                                      navigation: navigations[folder], current: topicID, file: name, title: title, content: content)
            return try pageTemplates.layout.renderBytes(context, partials: pageTemplates.partials)
        }

        /// Where the last build's pages of `topic` stand among its outputs,
        /// when every one of them can be kept (none for a topic the site does
        /// not list); nil when some page must be rendered. A rebuild asks
        /// once per topic and keeps the answer: asked again when the pages
        /// were made, the lookups were a fifth of a one-file rebuild.
        public func keptPages(of topic: Topic) -> [Int]? {
            guard let position = positions[topic.id] else { return [] }
            var kept: [Int] = []
            for (language, platform) in folders where topic.platforms.contains(platform) {
                guard let found = reuse.kept("site/\(language)/\(platform.rawValue)/\(topic.id).html", key: pageKeys[position]) else {
                    return nil
                }
                kept.append(found)
            }
            return kept
        }

        /// The pages of `read`, topics of this site given again, with their
        /// bodies when they have pages to render.
        public func pages(of read: [Topic]) throws(MustacheTemplate.Error) -> EmittedPages {
            try pages(at: read.compactMap { positions[$0.id] }, bodies: Dictionary(read.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
        }

        /// The pages of the topics at `chosen` positions, a run of topics at
        /// a time, each topic's pages in every folder together: the content
        /// its platforms' pages share is made once and let go. Made folder by
        /// folder, every topic's content was kept until the last folder was
        /// done (half a gigabyte at a million entries). A topic in `bodies`
        /// is rendered from that copy.
        func pages(at chosen: [Int], bodies: [String: Topic] = [:]) throws(MustacheTemplate.Error) -> EmittedPages {
            let runs = (chosen.count + SiteEmitter.topicsPerRun - 1) / SiteEmitter.topicsPerRun
            let rendered = ParallelMap.map(runs, jobs: jobs) { run -> Result<EmittedPages, MustacheTemplate.Error> in
                var pages = EmittedPages(sink: sink)
                do throws(MustacheTemplate.Error) {
                    for position in chosen[run * SiteEmitter.topicsPerRun..<min(chosen.count, (run + 1) * SiteEmitter.topicsPerRun)] {
                        let topic = bodies[topics[position].id] ?? topics[position]
                        var contents: [TopicContent: String] = [:]
                        for (folder, (language, platform)) in folders.enumerated() where topic.platforms.contains(platform) {
                            let path = "site/\(language)/\(platform.rawValue)/\(topic.id).html"
                            if topic.bodies == nil {
                                // Not read, so kept or missing: decided by one lookup.
                                if let kept = reuse.kept(path, key: pageKeys[position]) { pages.kept.insert(kept) } else { pages.missingBodies.insert(topic.outline.file) }
                                continue
                            }
                            let languageIndex = folderLanguages[folder]
                            let (title, summary) = labels[languageIndex][position]
                            try pages.add(path, key: pageKeys[position], reuse: reuse) { () throws(MustacheTemplate.Error) in
                                let blocks = topic.body(in: language)?.blocks
                                let key = TopicContent(language: languageIndex, shown: blocks.map { BodyRenderer.shownParts($0, on: platform) } ?? [])
                                let content: String
                                if let made = contents[key] {
                                    content = made
                                } else {
                                    let body = blocks.map {
                                        BodyRenderer(platform: platform, topics: topicsByID, language: language, config: config).render($0)
                                    } ?? ""
                                    content = try pageTemplates.topic.render(.object([
                                        "title": .string(title), "summary": summary.map(MustacheValue.string) ?? .null, "body": .string(body),
                                    ]), partials: pageTemplates.partials)
                                    contents[key] = content
                                }
                                return try page(folder, "\(topic.id).html", title: title, content: content, topicID: topic.id)
                            }
                        }
                    }
                } catch {
                    return .failure(error)
                }
                return .success(pages)
            }
            return try SiteEmitter.joined(rendered, sink: sink)
        }

        /// Each folder's index, search page and search index, the root page,
        /// the assets and the images. A search index made whole takes the
        /// texts of the topics in `alsoRead` (by id) from there: topics whose
        /// outlines came without them and whose files were read since.
        public func rest(alsoRead: [String: Topic] = [:]) throws(MustacheTemplate.Error) -> EmittedPages {
            let allTopics = alsoRead.isEmpty ? self.allTopics : self.allTopics.map { alsoRead[$0.id] ?? $0 }
            guard !topics.isEmpty else { return EmittedPages() }
            let renderedFolders = ParallelMap.map(folders.count, jobs: jobs) { folder -> Result<EmittedPages, MustacheTemplate.Error> in
                let (language, platform) = folders[folder]
                var pages = EmittedPages(sink: sink)
                do throws(MustacheTemplate.Error) {
                    let (positions, _) = shown[platforms.firstIndex(of: platform)!]
                    let here = positions.map { topics[$0] }
                    let path = "site/\(language)/\(platform.rawValue)"
                    let languageIndex = folderLanguages[folder]
                    try pages.add("\(path)/index.html", key: folderKey, reuse: reuse) { () throws(MustacheTemplate.Error) in
                        let index = try pageTemplates.indexContent(here, language: language, config: config)
                        return try page(folder, "index.html", title: config.siteTitle(in: language), content: index, topicID: nil)
                    }
                    try pages.add("\(path)/search.html", key: folderKey, reuse: reuse) { () throws(MustacheTemplate.Error) in
                        let search = try pageTemplates.searchContent(language: language)
                        return try page(folder, "search.html", title: strings(language)["search"]!, content: search, topicID: nil)
                    }
                    let indexPath = "\(path)/search-index.js"
                    pages.put(indexPath, key: folderKey, SiteEmitter.searchIndex(
                        count: positions.count, language: language, previous: reuse.previousSearchIndex(indexPath, key: folderKey),
                        texts: texts, allTexts: { SearchTexts(allTopics, config: config, jobs: 1) },
                        wasRead: { topics[positions[$0]].wasRead }, file: { topics[positions[$0]].outline.file }
                    ) { index, texts in
                        let topic = topics[positions[index]]
                        let (title, summary) = labels[languageIndex][positions[index]]
                        return SiteEmitter.searchDocument(topic, title: title, text: texts.text(of: topic.id, in: language, on: platform)
                                                              ?? SiteEmitter.plainText(summary, topic.body(in: language), platform: platform))
                    })
                } catch {
                    return .failure(error)
                }
                return .success(pages)
            }
            var emitted = try SiteEmitter.joined(renderedFolders, sink: sink)
            let root = try MustacheTemplate(templates["root"] ?? "", name: "root.mustache").render(.object([
                "lang": .string(config.sourceLanguage), "siteTitle": .string(config.siteTitle),
                "platform": .string(platforms.first?.rawValue ?? "ios"),
                "platforms": .list(platforms.enumerated().map { index, platform in .object([
                    "id": .string(platform.rawValue), "last": .bool(index == platforms.count - 1),
                ]) }),
                "languages": .list(config.languages.enumerated().map { index, language in .object([
                    "code": .string(language), "name": .string(strings(language)["language"] ?? language),
                    "last": .bool(index == config.languages.count - 1),
                ]) }),
            ]), partials: pageTemplates.partials)
            emitted.put("site/index.html", Array(root.utf8))
            for (name, bytes) in templates.filter({ $0.key.hasPrefix("assets/") }) {
                emitted.put("site/\(name)", Array(bytes.utf8))
            }
            for (path, bytes) in images { emitted.put("site/images/\(path)", bytes) }
            return emitted
        }
    }

    /// Where each topic is in `topics`, by id: the first, should two share one.
    static func firstPositions(of topics: [Topic]) -> [String: Int] {
        var positions: [String: Int] = [:]
        for (position, topic) in topics.enumerated() where positions[topic.id] == nil { positions[topic.id] = position }
        return positions
    }

    /// The pages of parts made side by side, or the first part's mistake.
    static func joined(_ parts: [Result<EmittedPages, MustacheTemplate.Error>], sink: OutputSink?) throws(MustacheTemplate.Error) -> EmittedPages {
        var emitted = EmittedPages(sink: sink)
        for part in parts { emitted.merge(try part.get()) }
        return emitted
    }

    /// Each topic's title and summary in each language, by language (as
    /// `config.languages`), then topic.
    static func labels(_ topics: [Topic], config: Config, jobs: Int) -> [[(title: String, summary: String?)]] {
        ParallelMap.map(config.languages.count, jobs: jobs) { index in
            topics.map { (title: SiteEmitter.title($0, config.languages[index], config),
                          summary: SiteEmitter.summary($0, config.languages[index], config)) }
        }
    }

    /// Each topic's title by id, one table per language of `labels`
    /// (`labels(_:config:jobs:)`).
    static func titles(_ topics: [Topic], labels: [[(title: String, summary: String?)]]) -> [[String: String]] {
        labels.map { labels in
            Dictionary(zip(topics, labels).map { ($0.id, $1.title) }, uniquingKeysWith: { first, _ in first })
        }
    }

    static func byID(_ topics: [Topic]) -> [String: Topic] {
        Dictionary(topics.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func title(_ topic: Topic, _ language: String, _ config: Config) -> String {
        topic.outline.title(in: language, config: config) ?? topic.id
    }

    /// A page's `<title>`: the page's title, then the site's; the index
    /// page, titled as the site is, shows it once.
    static func documentTitle(_ pageTitle: String, _ siteTitle: String) -> String {
        pageTitle == siteTitle ? siteTitle : "\(pageTitle) – \(siteTitle)"
    }

    static func summary(_ topic: Topic, _ language: String, _ config: Config) -> String? {
        topic.outline.summary(in: language, config: config)
    }

    private static func pageContext(_ config: Config, language: String, platform: Platform, platforms: [Platform],
                                    navigation: Navigation, current: String?, file: String, title: String,
                                    content: String) -> MustacheValue {
        let root = "../../"
        let siteTitle = config.siteTitle(in: language)
        let currentTopic = current.flatMap { navigation.byID[$0] }
        func exists(_ other: Platform) -> Bool { currentTopic.map { $0.platforms.contains(other) } ?? true }
        let nav = navigation.items(current: current)
        return .object([
            "lang": .string(language), "siteTitle": .string(siteTitle), "pageTitle": .string(title),
            "documentTitle": .string(SiteEmitter.documentTitle(title, siteTitle)),
            "root": .string(root), "content": .string(content),
            "strings": stringsValue(language),
            "languages": .list(config.languages.map { other in .object([
                "code": .string(other), "name": .string(strings(other)["language"] ?? other),
                "url": .string("../../\(other)/\(platform.rawValue)/\(file)"), "current": .bool(other == language),
            ]) }),
            "platforms": .list(platforms.filter(exists).map { other in .object([
                "id": .string(other.rawValue), "name": .string(other.displayName),
                "url": .string("../\(other.rawValue)/\(file)"), "current": .bool(other == platform),
            ]) }),
            "alternates": .list(config.languages.filter { $0 != language }.map { other in .object([
                "lang": .string(other), "url": .string("../../\(other)/\(platform.rawValue)/\(file)"),
            ]) }),
            "nav": .list(nav),
        ])
    }

    /// The page templates the site and the Help Book share, parsed once per
    /// build rather than once per page.
    struct PageTemplates {
        let layout, topic, index, search: MustacheTemplate
        let partials: MustacheTemplate.Partials

        init(_ templates: Templates) throws(MustacheTemplate.Error) {
            partials = MustacheTemplate.Partials(templates)
            layout = try MustacheTemplate(templates["layout"] ?? "", name: "layout.mustache")
            topic = try MustacheTemplate(templates["topic"] ?? "", name: "topic.mustache")
            index = try MustacheTemplate(templates["index"] ?? "", name: "index.mustache")
            search = try MustacheTemplate(templates["search"] ?? "", name: "search.mustache")
        }

        /// The index page's content: every topic with its title and summary.
        func indexContent(_ topics: [Topic], language: String, config: Config) throws(MustacheTemplate.Error) -> String {
            try index.render(.object([
                "siteTitle": .string(config.siteTitle(in: language)),
                "topics": .list(topics.map { topic in .object([
                    "title": .string(SiteEmitter.title(topic, language, config)), "url": .string("\(topic.id).html"),
                    "summary": SiteEmitter.summary(topic, language, config).map(MustacheValue.string) ?? .null,
                ]) }),
            ]), partials: partials)
        }

        /// The search page's content, in `language`.
        func searchContent(language: String) throws(MustacheTemplate.Error) -> String {
            try search.render(.object(["strings": SiteEmitter.stringsValue(language)]),
                              partials: partials)
        }
    }

    /// A topic's entry in a search index.
    struct SearchDocument {
        let id, title, text: String
    }

    static func searchDocument(_ topic: Topic, title: String, text: String) -> SearchDocument {
        SearchDocument(id: topic.id, title: title, text: text)
    }

    /// The sidebar of one language and platform, worked out once for all its
    /// pages. Up to `fullListLimit` top-level topics, every page lists them
    /// all with their children; beyond that a full list on every page would
    /// make the site grow with the square of its topics, so each page lists
    /// only its own branch (its top-level topic and that topic's children)
    /// and the index page lists everything.
    struct Navigation {
        static let fullListLimit = 100

        /// Which topics are top-level and which belong under them: the
        /// same for every language of a platform, so worked out once per platform.
        struct Tree: Sendable {
            let roots: [Topic]
            let children: [String: [Topic]]
            let rootOf: [String: String]
            let byID: [String: Topic]

            /// In one pass over the topics, each id hashed about three
            /// times: made for every platform's folder and the Help Book, the
            /// trees were a twentieth of a one-file rebuild when each took a
            /// set, two filters, a grouping and a table of their own.
            init(_ topics: [Topic]) {
                var byID: [String: Topic] = [:]
                byID.reserveCapacity(topics.count)
                for topic in topics where byID[topic.id] == nil { byID[topic.id] = topic }
                var roots: [Topic] = []
                var children: [String: [Topic]] = [:]
                for topic in topics {
                    if let parent = topic.outline.parent, byID[parent] != nil {
                        children[parent, default: []].append(topic)
                    } else {
                        roots.append(topic)
                    }
                }
                var rootOf: [String: String] = [:]
                rootOf.reserveCapacity(topics.count)
                for root in roots {
                    rootOf[root.id] = root.id
                    for child in children[root.id] ?? [] { rootOf[child.id] = root.id }
                }
                self.roots = roots
                self.children = children
                self.rootOf = rootOf
                self.byID = byID
            }
        }

        let tree: Tree
        let titles: [String: String]
        var roots: [Topic] { tree.roots }
        var children: [String: [Topic]] { tree.children }
        var byID: [String: Topic] { tree.byID }

        /// `titles` may hold more topics than `tree` (a language's titles
        /// serve all its platforms).
        /// The full list with no topic current, when every page shows it:
        /// made once per folder, and on each page only the current topic's
        /// item is made again. (Made for every page, the list and its
        /// children were a third of the site's page contexts, and freeing
        /// them as much again.)
        private let fullList: [MustacheValue]?

        init(tree: Tree, titles: [String: String]) {
            self.tree = tree
            self.titles = titles
            fullList = tree.roots.count <= Self.fullListLimit
                ? tree.roots.map { Self.item($0, current: nil, tree: tree, titles: titles) } : nil
        }

        func items(current: String?) -> [MustacheValue] {
            if var list = fullList {
                if let current, let position = roots.firstIndex(where: { $0.id == current }) {
                    list[position] = Self.item(roots[position], current: current, tree: tree, titles: titles)
                }
                return list
            }
            guard let current, let root = tree.rootOf[current], let topic = byID[root] else { return [] }
            return [Self.item(topic, current: current, tree: tree, titles: titles)]
        }

        private static func item(_ topic: Topic, current: String?, tree: Tree, titles: [String: String]) -> MustacheValue {
            let branch = tree.children[topic.id] ?? []
            return .object([
                "title": .string(titles[topic.id] ?? topic.id), "url": .string("\(topic.id).html"),
                "current": .bool(topic.id == current),
                "hasChildren": .bool(!branch.isEmpty),
                "children": .list(branch.map { child in .object([
                    "title": .string(titles[child.id] ?? child.id), "url": .string("\(child.id).html"),
                ]) }),
            ])
        }
    }

    /// The index as a script: documents and the page's words for no
    /// results, written straight out (every page of a site shares it, and
    /// a rebuild writes it again after any edit).
    static func searchIndex(_ documents: [SearchDocument], language: String) -> [UInt8] {
        searchIndex(count: documents.count, language: language) { documents[$0] }
    }

    /// `searchIndex` of `count` documents, each made as it is written:
    /// made first, a folder's documents held every topic's text a second
    /// time, beside the index's bytes.
    static func searchIndex(count: Int, language: String, document: (Int) -> SearchDocument) -> [UInt8] {
        var script: [UInt8] = []
        func literal(_ text: String) { script.append(contentsOf: text.utf8) }
        // JSON outside strings holds no "<"; inside them "</" is written "<\/".
        func string(_ value: String) { JSONWriter.writeScriptString(value, into: &script) }
        literal("window.HELPC_SEARCH = {\"docs\":[")
        for index in 0..<count {
            if index > 0 { literal(",") }
            write(document(index), into: &script)
        }
        literal("],\"strings\":{\"noResults\":")
        string(strings(language)["noResults"]!)
        literal("}};\n")
        return script
    }

    /// One document of an index: `{"id":…,"title":…,"url":…,"text":…}`.
    private static func write(_ document: SearchDocument, into script: inout [UInt8]) {
        func literal(_ text: StaticString) { text.withUTF8Buffer { script.append(contentsOf: $0) } }
        literal("{\"id\":")
        JSONWriter.writeScriptString(document.id, into: &script)
        literal(",\"title\":")
        JSONWriter.writeScriptString(document.title, into: &script)
        literal(",\"url\":")
        JSONWriter.writeScriptString("\(document.id).html", into: &script)
        literal(",\"text\":")
        JSONWriter.writeScriptString(document.text, into: &script)
        literal("}")
    }

    /// A search index, or the files to read before it can be made.
    enum SearchIndex {
        case made([UInt8])
        /// The last build's index, at this position of its outputs, is
        /// the index still: no topic in it was read again, or those read
        /// again show the words they showed.
        case kept(position: Int)
        /// Files of topics whose texts are not known (`SearchTexts.unknown`).
        case needs(Set<String>)
    }

    /// A folder's search index over `count` documents (`document` makes
    /// the one at an index from the texts it is given; `file` names the
    /// topic's file): the last build's index (`previous`, made from the same
    /// outline, at `position` of its outputs) kept or patched where topics
    /// were read again, when it reads as one; otherwise written whole, from
    /// every topic's text (`allTexts` when `texts` holds only some), once
    /// every one is known. `bytes` reads the last index only when a topic
    /// in it was read again.
    static func searchIndex(count: Int, language: String, previous: (position: Int, bytes: () -> [UInt8]?)?, texts: SearchTexts,
                            allTexts: () -> SearchTexts, wasRead: (Int) -> Bool, file: (Int) -> String,
                            document: (Int, SearchTexts) -> SearchDocument) -> SearchIndex {
        if let previous {
            let read = (0..<count).filter(wasRead)
            if read.isEmpty { return .kept(position: previous.position) }
            if let bytes = previous.bytes(),
               let patched = patchedSearchIndex(bytes, replacing: read, with: read.map { document($0, texts) }) {
                return patched == bytes ? .kept(position: previous.position) : .made(patched)
            }
        }
        let whole = texts.isPartial ? allTexts() : texts
        if !whole.unknown.isEmpty {
            let needed = Set((0..<count).lazy.map(file).filter(whole.unknown.contains))
            if !needed.isEmpty { return .needs(needed) }
        }
        return .made(searchIndex(count: count, language: language) { document($0, whole) })
    }

    /// `searchIndex` of a folder's documents, made from the index the last
    /// build wrote from the same outline (so the same topics in the same
    /// order) with the documents at `positions` (ascending) replaced by
    /// `documents`; nil when that index does not read as one (then the
    /// caller writes the index whole). A document starts with `{"id":` and
    /// ends where the next starts or the list ends: inside a JSON string a
    /// quote is always escaped, so these bytes occur nowhere else.
    static func patchedSearchIndex(_ previous: [UInt8], replacing positions: [Int], with documents: [SearchDocument]) -> [UInt8]? {
        guard positions.count == documents.count else { return nil }
        guard !positions.isEmpty else { return previous }
        let opening = Array("{\"docs\":[".utf8), start = Array("{\"id\":".utf8), end = Array("],\"strings\":".utf8)
        // Where each document starts, and where the list ends.
        let found = previous.withUnsafeBufferPointer { bytes -> [Int]? in
            func matches(_ marker: [UInt8], at index: Int) -> Bool {
                index >= 0 && index + marker.count <= bytes.count && marker.indices.allSatisfy { bytes[index + $0] == marker[$0] }
            }
            guard let base = bytes.baseAddress,
                  let list = (0..<min(bytes.count, 64)).first(where: { matches(opening, at: $0) }).map({ $0 + opening.count })
            else { return nil }
            var starts: [Int] = []
            var cursor = list
            while true {
                if matches(end, at: cursor) { break }
                guard matches(start, at: cursor) else { return nil }
                starts.append(cursor)
                // The document ends at the next `,{"id":` or the list's `],"strings":`.
                var next = cursor + start.count
                while true {
                    guard next < bytes.count, let hit = memchr(base + next, 0x2C, bytes.count - next) ?? nil else { return nil }
                    let comma = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if matches(start, at: comma + 1) { cursor = comma + 1; break }
                    if matches(end, at: comma - 1) { cursor = comma - 1; break }
                    next = comma + 1
                }
            }
            starts.append(cursor + 1)
            return starts
        }
        guard let starts = found else { return nil }
        guard let last = positions.last, last < starts.count - 1 else { return nil }
        var script: [UInt8] = []
        script.reserveCapacity(previous.count + documents.reduce(0) { $0 + $1.text.utf8.count + $1.title.utf8.count })
        var copied = 0
        for (position, document) in zip(positions, documents) {
            script.append(contentsOf: previous[copied..<starts[position]])
            write(document, into: &script)
            // The next document's comma, or the list's end, follows.
            copied = starts[position + 1] - 1
        }
        script.append(contentsOf: previous[copied...])
        return script
    }

    /// A topic's words on one platform's page, for searching: the summary,
    /// then each paragraph, step, item, section title and image text,
    /// separated by spaces. The definition `SearchTexts` is held to (it
    /// gives the same text from one walk per language) and the fallback for
    /// a topic it does not hold.
    static func plainText(_ summary: String?, _ body: TopicBody?, platform: Platform) -> String {
        var text = ""
        var isFirst = true
        func startPart() {
            if !isFirst { text.append(" ") }
            isFirst = false
        }
        func append(_ inline: Inline) {
            switch inline.kind {
            case .text(let words): text.append(words)
            case .ui(let children), .menu(let children), .kbd(let children), .term(let children), .emphasis(let children),
                 .link(_, let children):
                for child in children { append(child) }
            }
        }
        func visit(_ blocks: [Block]) {
            for block in blocks where block.shows(on: platform) {
                switch block.kind {
                case .paragraph(let inlines), .note(let inlines), .step(let inlines), .item(let inlines):
                    startPart()
                    for inline in inlines where inline.scope.platforms?.contains(platform) ?? true { append(inline) }
                case .steps(let children), .list(let children): visit(children)
                case .section(let title, let children):
                    startPart()
                    for inline in title { append(inline) }
                    visit(children)
                case .image(_, let alt):
                    if let alt {
                        startPart()
                        text.append(alt)
                    }
                }
            }
        }
        if let summary {
            startPart()
            text.append(summary)
        }
        if let body { visit(body.blocks) }
        return text
    }
}

/// What a topic page's content (title, summary, body) is made from in a
/// language besides the topic: the parts of the body a platform shows. A
/// body's platform-scoped parts are usually a few steps, so of a topic's
/// six platform pages in a language most share their content, made once
/// for all of them.
struct TopicContent: Hashable {
    var language: Int
    /// `BodyRenderer.shownParts` of the body on the page's platform.
    var shown: [Bool]
}

/// Topic blocks as HTML for one platform's page; every piece of copy escaped.
struct BodyRenderer {
    let platform: Platform
    /// Every topic by id, for resolving links.
    let topics: [String: SiteEmitter.Topic]
    let language: String
    let config: Config
    var images = "../../images/"

    func shown(_ scope: Scope) -> Bool { scope.platforms?.contains(platform) ?? true }

    /// Whether `platform` shows each block and inline of `blocks` that names
    /// platforms, in document order, hidden ones' insides included. The
    /// platform enters a rendering only through `shown`, which is true for
    /// every other part: two platforms with the same answers here render
    /// the blocks alike.
    static func shownParts(_ blocks: [Block], on platform: Platform) -> [Bool] {
        var shown: [Bool] = []
        func visit(_ inlines: [Inline]) {
            for inline in inlines {
                if let platforms = inline.scope.platforms { shown.append(platforms.contains(platform)) }
                switch inline.kind {
                case .text: break
                case .ui(let children), .menu(let children), .kbd(let children), .term(let children), .emphasis(let children),
                     .link(_, let children):
                    visit(children)
                }
            }
        }
        func visit(_ blocks: [Block]) {
            for block in blocks {
                if let platforms = block.scope.platforms { shown.append(platforms.contains(platform)) }
                switch block.kind {
                case .paragraph(let inlines), .note(let inlines), .step(let inlines), .item(let inlines): visit(inlines)
                case .steps(let children), .list(let children): visit(children)
                case .image: break
                case .section(let title, let children):
                    visit(title)
                    visit(children)
                }
            }
        }
        visit(blocks)
        return shown
    }

    /// The blocks' HTML. Written into one string as it goes: made as a
    /// string per block and inline, joined, the body of every topic page was
    /// a tenth of rendering a site.
    func render(_ blocks: [Block]) -> String {
        var html = ""
        write(blocks, into: &html)
        return html
    }

    /// A list or section whose every part is for other platforms is left
    /// out, not written as an empty <ol> or a lone heading (help.empty-block
    /// reports it).
    private func write(_ blocks: [Block], into html: inout String) {
        var first = true
        for block in blocks where block.shows(on: platform) {
            if !first { html += "\n" }
            first = false
            write(block, into: &html)
        }
    }

    private func label(_ scope: Scope) -> String {
        guard let inputs = scope.inputs else { return "" }
        let names = inputs.sorted().map { input -> String in
            switch (input, language) {
            case (.remote, "ko"): "Siri Remote"
            case (.remote, _): "Siri Remote"
            case (.gamecontroller, "ko"): "게임 컨트롤러"
            case (.gamecontroller, _): "Game controller"
            case (.keyboard, "ko"): "키보드"
            case (.keyboard, _): "Keyboard"
            case (.pointer, "ko"): "포인터"
            case (.pointer, _): "Pointer"
            case (.touch, "ko"): "터치"
            case (.touch, _): "Touch"
            }
        }
        return "<span class=\"input-label\">\(MustacheTemplate.escape(names.joined(separator: ", ")))</span>"
    }

    private func write(_ block: Block, into html: inout String) {
        let input = block.scope.inputs.map { " data-input=\"\($0.sorted().map(\.rawValue).joined(separator: " "))\"" } ?? ""
        switch block.kind {
        case .paragraph(let inlines): write(inlines, in: "p", attributes: input, labeled: block.scope, into: &html)
        case .note(let inlines):
            write(inlines, in: "aside", attributes: " class=\"note\" role=\"note\"" + input, labeled: block.scope, into: &html)
        case .step(let inlines), .item(let inlines): write(inlines, in: "li", attributes: input, labeled: block.scope, into: &html)
        case .steps(let children): write(children, in: "ol", attributes: " class=\"steps\"" + input, into: &html)
        case .list(let children): write(children, in: "ul", attributes: input, into: &html)
        case .image(let src, let alt):
            let path = src.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }.joined(separator: "/")
            html += "<figure\(input)><img src=\"\(images)\(MustacheTemplate.escape(path))\" alt=\"\(MustacheTemplate.escape(alt ?? ""))\"></figure>"
        case .section(let title, let children):
            html += "<section"
            html += input
            html += ">\n<h2>"
            write(title, into: &html)
            html += "</h2>\n"
            write(children, into: &html)
            html += "\n</section>"
        }
    }

    /// `<tag attributes>`, the scope's input label, the inlines, `</tag>`.
    private func write(_ inlines: [Inline], in tag: String, attributes: String, labeled scope: Scope, into html: inout String) {
        html += "<" + tag
        html += attributes
        html += ">"
        html += label(scope)
        write(inlines, into: &html)
        html += "</" + tag + ">"
    }

    /// `<tag attributes>`, the blocks on lines of their own, `</tag>`.
    private func write(_ blocks: [Block], in tag: String, attributes: String, into html: inout String) {
        html += "<" + tag
        html += attributes
        html += ">\n"
        write(blocks, into: &html)
        html += "\n</" + tag + ">"
    }

    private func write(_ inlines: [Inline], into html: inout String) {
        for inline in inlines where shown(inline.scope) {
            switch inline.kind {
            case .text(let text): html += MustacheTemplate.escape(text)
            case .ui(let children): wrap(children, "<span class=\"ui\">", "</span>", into: &html)
            case .menu(let children): wrap(children, "<span class=\"menu\">", "</span>", into: &html)
            case .kbd(let children): wrap(children, "<kbd>", "</kbd>", into: &html)
            case .term(let children): wrap(children, "<span class=\"term\">", "</span>", into: &html)
            case .emphasis(let children): wrap(children, "<em>", "</em>", into: &html)
            case .link(let target, let children):
                switch target {
                case .topic(let id):
                    guard let topic = topics[id] else {
                        write(children, into: &html)
                        continue
                    }
                    html += "<a href=\""
                    html += MustacheTemplate.escape(id)
                    html += ".html\">"
                    if children.isEmpty { html += MustacheTemplate.escape(SiteEmitter.title(topic, language, config)) } else { write(children, into: &html) }
                    html += "</a>"
                case .href(let href):
                    let scheme = href.split(separator: ":", maxSplits: 1).first.map { $0.lowercased() } ?? ""
                    guard href.contains(":"), ["http", "https", "mailto"].contains(scheme) else {
                        write(children, into: &html)
                        continue
                    }
                    html += "<a href=\""
                    html += MustacheTemplate.escape(href)
                    html += "\">"
                    if children.isEmpty { html += MustacheTemplate.escape(href) } else { write(children, into: &html) }
                    html += "</a>"
                }
            }
        }
    }

    private func wrap(_ children: [Inline], _ open: String, _ close: String, into html: inout String) {
        html += open
        write(children, into: &html)
        html += close
    }
}

/// The macOS Help Book: `HelpBook/<Name>.help` with `Contents/Info.plist`
/// and a `<lang>.lproj` folder of macOS pages per language, each topic with
/// its help anchor and the index page with its `AppleTitle`.
public enum HelpBookEmitter {
    /// `Recipes Help` → `RecipesHelp`.
    public static func bookName(_ config: Config) -> String {
        let name = config.siteTitle.filter { $0.isLetter || $0.isNumber }
        return name.isEmpty ? "Help" : name
    }

    public static func emit(_ project: Project, templates: SiteEmitter.Templates, images: [String: [UInt8]] = [:]) throws(MustacheTemplate.Error) -> [String: [UInt8]] {
        try emit(SiteEmitter.topics(of: project), config: project.config, templates: templates, images: images, reuse: .none).outputs
    }

    /// The Help Book, rendering only the pages `reuse` cannot keep.
    /// A page that must be rendered for a topic without its bodies is
    /// not, as with `SiteEmitter.emit`.
    public static func emit(_ allTopics: [SiteEmitter.Topic], config: Config, templates: SiteEmitter.Templates,
                            images: [String: [UInt8]] = [:], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                            reuse: PageReuse, searchTexts: SearchTexts? = nil, sink: OutputSink? = nil)
        throws(MustacheTemplate.Error) -> EmittedPages {
        let book = try Book(allTopics, config: config, templates: templates, images: images, jobs: jobs, reuse: reuse,
                            searchTexts: searchTexts, sink: sink)
        var emitted = try book.pages(at: Array(book.topics.indices))
        emitted.merge(try book.rest())
        return emitted
    }

    /// The Help Book made in parts, as `SiteEmitter.Site` makes the site.
    public struct Book: Sendable {
        /// The topics on macOS, in the order the book lists them.
        let topics: [SiteEmitter.Topic]
        private let allTopics: [SiteEmitter.Topic]
        private let config: Config
        private let templates: SiteEmitter.Templates
        private let images: [String: [UInt8]]
        private let jobs: Int
        private let reuse: PageReuse
        private let sink: OutputSink?
        private let positions: [String: Int]
        private let bundle: String
        private let pageTemplates: SiteEmitter.PageTemplates
        private let texts: SearchTexts
        private let pageKeys: [String]
        private let folderKey: String
        /// By language, as `config.languages`.
        private let navigations: [SiteEmitter.Navigation]
        /// Whether there is a book: the project is on macOS and has topics there.
        private var isMade: Bool { !topics.isEmpty && config.platforms.contains(.macos) }

        public init(_ allTopics: [SiteEmitter.Topic], config: Config, templates: SiteEmitter.Templates,
                    images: [String: [UInt8]] = [:], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                    reuse: PageReuse, searchTexts: SearchTexts? = nil, sink: OutputSink? = nil) throws(MustacheTemplate.Error) {
            let topics = SiteEmitter.listed(allTopics.filter { $0.platforms.contains(.macos) })
            self.topics = topics
            self.allTopics = allTopics
            self.config = config
            self.templates = templates
            self.images = images
            self.jobs = jobs
            self.reuse = reuse
            self.sink = sink
            positions = SiteEmitter.firstPositions(of: topics)
            bundle = "HelpBook/\(bookName(config)).help/Contents"
            let labels = SiteEmitter.labels(topics, config: config, jobs: jobs)
            let outline = PageReuse.outline(topics, labels: labels)
            pageTemplates = try SiteEmitter.PageTemplates(templates)
            let isMade = !topics.isEmpty && config.platforms.contains(.macos)
            texts = isMade ? searchTexts ?? SearchTexts(allTopics, config: config, jobs: jobs) : SearchTexts([], config: config, jobs: 1)
            pageKeys = topics.map { reuse.key(file: $0.outline.file, outline: outline) }
            folderKey = reuse.key(file: nil, outline: outline)
            // One tree for every language: which topics sit under which is the same in each.
            let tree = isMade ? SiteEmitter.Navigation.Tree(topics) : nil
            navigations = tree.map { tree in
                SiteEmitter.titles(topics, labels: labels).map { SiteEmitter.Navigation(tree: tree, titles: $0) }
            } ?? []
        }

        private func folder(_ language: String) -> String { "\(bundle)/Resources/\(language).lproj" }

        private func page(_ language: Int, _ file: String, title: String, content: String, current: String?,
                          appleTitle: String?) throws(MustacheTemplate.Error) -> [UInt8] {
            let code = config.languages[language]
            var context: MustacheObject = [
                "lang": .string(code), "siteTitle": .string(config.siteTitle(in: code)), "pageTitle": .string(title),
                "documentTitle": .string(SiteEmitter.documentTitle(title, config.siteTitle(in: code))),
                "root": .string("../"), "content": .string(content),
                "strings": SiteEmitter.stringsValue(code),
                "languages": .list(config.languages.map { other in .object([
                    "code": .string(other), "name": .string(SiteEmitter.strings(other)["language"] ?? other),
                    "url": .string("../\(other).lproj/\(file)"), "current": .bool(other == code),
                ]) }),
                "platforms": .list([]),
                "alternates": .list([]),
                "nav": .list(navigations[language].items(current: current)),
            ]
            if let appleTitle { context["appleTitle"] = .string(appleTitle) }
            return try pageTemplates.layout.renderBytes(.object(context), partials: pageTemplates.partials)
        }

        /// Where the last build's pages of `topic` stand among its outputs,
        /// when every one of them can be kept (`Site.keptPages`).
        public func keptPages(of topic: SiteEmitter.Topic) -> [Int]? {
            guard isMade, let position = positions[topic.id] else { return [] }
            var kept: [Int] = []
            for language in config.languages {
                guard let found = reuse.kept("\(folder(language))/\(topic.id).html", key: pageKeys[position]) else { return nil }
                kept.append(found)
            }
            return kept
        }

        /// The pages of `read`, topics given again, with their bodies when
        /// they have pages to render.
        public func pages(of read: [SiteEmitter.Topic]) throws(MustacheTemplate.Error) -> EmittedPages {
            try pages(at: read.compactMap { positions[$0.id] }, bodies: Dictionary(read.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
        }

        /// The pages of the topics at `chosen` positions, each language on a
        /// thread of its own.
        func pages(at chosen: [Int], bodies: [String: SiteEmitter.Topic] = [:]) throws(MustacheTemplate.Error) -> EmittedPages {
            guard isMade, !chosen.isEmpty else { return EmittedPages() }
            let rendered = ParallelMap.map(config.languages.count, jobs: jobs) { index -> Result<EmittedPages, MustacheTemplate.Error> in
                let language = config.languages[index]
                var pages = EmittedPages(sink: sink)
                do throws(MustacheTemplate.Error) {
                    for position in chosen {
                        let topic = bodies[topics[position].id] ?? topics[position]
                        let title = SiteEmitter.title(topic, language, config)
                        let summary = SiteEmitter.summary(topic, language, config)
                        let path = "\(folder(language))/\(topic.id).html"
                        if topic.bodies == nil {
                            if let kept = reuse.kept(path, key: pageKeys[position]) { pages.kept.insert(kept) } else { pages.missingBodies.insert(topic.outline.file) }
                            continue
                        }
                        try pages.add(path, key: pageKeys[position], reuse: reuse) { () throws(MustacheTemplate.Error) in
                            var renderer = BodyRenderer(platform: .macos, topics: navigations[index].byID, language: language, config: config)
                            renderer.images = "../images/"
                            let body = topic.body(in: language).map { renderer.render($0.blocks) } ?? ""
                            let content = try pageTemplates.topic.render(.object([
                                "title": .string(title), "summary": summary.map(MustacheValue.string) ?? .null, "body": .string(body),
                                "anchor": .string(topic.id),
                            ]), partials: pageTemplates.partials)
                            return try page(index, "\(topic.id).html", title: title, content: content, current: topic.id, appleTitle: nil)
                        }
                    }
                } catch {
                    return .failure(error)
                }
                return .success(pages)
            }
            return try SiteEmitter.joined(rendered, sink: sink)
        }

        /// Each language's index, search page and search index, the assets,
        /// the images and `Info.plist`; `alsoRead` as `SiteEmitter.Site.rest`.
        public func rest(alsoRead: [String: SiteEmitter.Topic] = [:]) throws(MustacheTemplate.Error) -> EmittedPages {
            guard isMade else { return EmittedPages() }
            let allTopics = alsoRead.isEmpty ? self.allTopics : self.allTopics.map { alsoRead[$0.id] ?? $0 }
            let rendered = ParallelMap.map(config.languages.count, jobs: jobs) { index -> Result<EmittedPages, MustacheTemplate.Error> in
                let language = config.languages[index]
                let folder = folder(language)
                var pages = EmittedPages(sink: sink)
                do throws(MustacheTemplate.Error) {
                    try pages.add("\(folder)/index.html", key: folderKey, reuse: reuse) { () throws(MustacheTemplate.Error) in
                        let content = try pageTemplates.indexContent(topics, language: language, config: config)
                        return try page(index, "index.html", title: config.siteTitle(in: language), content: content, current: nil,
                                        appleTitle: config.siteTitle)
                    }
                    try pages.add("\(folder)/search.html", key: folderKey, reuse: reuse) { () throws(MustacheTemplate.Error) in
                        let search = try pageTemplates.searchContent(language: language)
                        return try page(index, "search.html", title: SiteEmitter.strings(language)["search"]!, content: search,
                                        current: nil, appleTitle: nil)
                    }
                    let indexPath = "\(folder)/search-index.js"
                    pages.put(indexPath, key: folderKey, SiteEmitter.searchIndex(
                        count: topics.count, language: language, previous: reuse.previousSearchIndex(indexPath, key: folderKey),
                        texts: texts, allTexts: { SearchTexts(allTopics, config: config, jobs: 1) },
                        wasRead: { topics[$0].wasRead }, file: { topics[$0].outline.file }
                    ) { position, texts in
                        let topic = topics[position]
                        return SiteEmitter.searchDocument(
                            topic, title: SiteEmitter.title(topic, language, config),
                            text: texts.text(of: topic.id, in: language, on: .macos)
                                ?? SiteEmitter.plainText(SiteEmitter.summary(topic, language, config), topic.body(in: language), platform: .macos))
                    })
                } catch {
                    return .failure(error)
                }
                return .success(pages)
            }
            var emitted = try SiteEmitter.joined(rendered, sink: sink)
            for (asset, text) in templates.filter({ $0.key.hasPrefix("assets/") }) {
                emitted.put("\(bundle)/Resources/\(asset)", Array(text.utf8))
            }
            for (path, bytes) in images { emitted.put("\(bundle)/Resources/images/\(path)", bytes) }
            emitted.put("\(bundle)/Info.plist", infoPlist(config, name: bookName(config)))
            return emitted
        }
    }

    static func infoPlist(_ config: Config, name: String) -> [UInt8] {
        let identifier = config.site.helpBookIdentifier ?? "org.helpc.\(name).help"
        let entries: [(String, String)] = [
            ("CFBundleDevelopmentRegion", config.sourceLanguage),
            ("CFBundleIdentifier", identifier),
            ("CFBundleInfoDictionaryVersion", "6.0"),
            ("CFBundleName", config.siteTitle),
            ("CFBundlePackageType", "BNDL"),
            ("CFBundleShortVersionString", "1"),
            ("CFBundleSignature", "hbwr"),
            ("CFBundleVersion", "1"),
            ("HPDBookAccessPath", "index.html"),
            ("HPDBookTitle", config.siteTitle),
            ("HPDBookType", "3"),
        ]
        var children: [XMLNode] = []
        for (key, value) in entries {
            children.append(.element(.make("key", [], [.text(key)])))
            children.append(.element(.make("string", [], [.text(value)])))
        }
        let plist = XMLElement.make("plist", [("version", "1.0")], [.element(.make("dict", [], children))])
        return XMLWriter.bytes(plist, indent: "\t", doctype: XMLWriter.Doctype(
            name: "plist", publicID: "-//Apple//DTD PLIST 1.0//EN", systemID: "http://www.apple.com/DTDs/PropertyList-1.0.dtd"))
    }
}

/// The search text of every topic in every language on every platform
/// (`SiteEmitter.plainText`), worked out from one walk of each body: the
/// body becomes a list of pieces, each marked with the platforms it shows
/// on, and a page set only strings together the pieces of its platform.
/// The site has a folder per language and platform and the Help Book one
/// per language; walking every body again for each was a large part of
/// rebuilding them.
public struct SearchTexts: Sendable {
    /// A piece of a topic's text, or the start of a new part (a paragraph,
    /// step, item, section title or image text) when `text` is nil.
    public struct Piece: Sendable, Equatable {
        public let text: String?
        /// A bit per platform, by its position in `Platform.allCases`.
        public let platforms: UInt8

        public init(text: String?, platforms: UInt8) {
            self.text = text
            self.platforms = platforms
        }
    }

    /// One topic's words in one language: its summary and its body's
    /// pieces, the outline's own (not copied), joined for a platform only
    /// when its search index is written. Joined ahead for every platform,
    /// they were held from the first page of a build to the last, 0.44 GB
    /// at a million entries.
    struct Walk: Sendable {
        let summary: String?
        let body: TopicOutline.SearchBody?

        /// `SiteEmitter.plainText`'s walk of the summary, then the body's
        /// pieces, on `platform`.
        func text(on platform: Platform) -> String {
            let bit = SearchTexts.bit(platform)
            var text = summary ?? ""
            // The summary is a part of its own: the body's first part is
            // set off from it by a space.
            var isFirst = summary == nil
            body?.forEachPiece { words, platforms in
                guard platforms & bit != 0 else { return }
                if let words {
                    text.append(contentsOf: words)
                } else {
                    if !isFirst { text.append(" ") }
                    isFirst = false
                }
            }
            return text
        }
    }

    private let walks: [String: [String: Walk]]
    /// Whether only some topics' texts were made (`init(_:config:jobs:only:)`).
    public let isPartial: Bool
    /// The files of topics whose texts are not known (their outlines came
    /// from the build cache and their files were not read): an index that
    /// must show them is made once those files are read.
    public let unknown: Set<String>

    /// `Platform.allCases`, made once: asking for it makes a new array.
    static let platforms = Platform.allCases

    static func bit(_ platform: Platform) -> UInt8 {
        1 << UInt8(platforms.firstIndex(of: platform)!)
    }

    static func mask(_ scope: Scope) -> UInt8 {
        scope.platforms.map { $0.reduce(0) { $0 | bit($1) } } ?? 0xFF
    }

    public init(_ project: Project, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.init(SiteEmitter.topics(of: project), config: project.config, jobs: jobs)
    }

    /// The texts of `topics`, from their outlines; of those whose ids are
    /// in `only` alone, when given (`isPartial`): a rebuild that patches its
    /// search indexes needs the texts of the topics it read again only.
    public init(_ topics: [SiteEmitter.Topic], config: Config, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                only: Set<String>? = nil) {
        isPartial = only != nil
        unknown = Set(topics.lazy.filter { topic in topic.outline.searchBodies == nil && (only?.contains(topic.id) ?? true) }
            .map(\.outline.file))
        let walked = ParallelMap.map(config.languages.count, jobs: jobs) { index -> [String: Walk] in
            let language = config.languages[index]
            var byTopic: [String: Walk] = [:]
            for topic in topics where byTopic[topic.id] == nil && only.map({ $0.contains(topic.id) }) ?? true {
                guard let bodies = topic.outline.searchBodies else { continue }
                let body = bodies.first { $0.language == language }
                byTopic[topic.id] = Walk(summary: SiteEmitter.summary(topic, language, config), body: body)
            }
            return byTopic
        }
        walks = Dictionary(zip(config.languages, walked), uniquingKeysWith: { first, _ in first })
    }

    /// The text of topic `id` in `language` on `platform`; nil for a topic this set does not hold.
    func text(of id: String, in language: String, on platform: Platform) -> String? {
        walks[language]?[id]?.text(on: platform)
    }

    /// A body's part of `SiteEmitter.plainText`'s walk: blocks shown only
    /// within visible parents, top-level inlines of a block filtered by
    /// their own scope, anything nested inside an inline always kept.
    public static func bodyPieces(_ body: TopicBody) -> [Piece] {
        var pieces: [Piece] = []
        func append(_ inline: Inline, _ platforms: UInt8) {
            switch inline.kind {
            case .text(let words): pieces.append(Piece(text: words, platforms: platforms))
            case .ui(let children), .menu(let children), .kbd(let children), .term(let children), .emphasis(let children),
                 .link(_, let children):
                for child in children { append(child, platforms) }
            }
        }
        func visit(_ blocks: [Block], _ parent: UInt8) {
            for block in blocks {
                let platforms = parent & mask(block.scope)
                guard platforms != 0 else { continue }
                switch block.kind {
                case .paragraph(let inlines), .note(let inlines), .step(let inlines), .item(let inlines):
                    pieces.append(Piece(text: nil, platforms: platforms))
                    for inline in inlines {
                        let shown = platforms & mask(inline.scope)
                        if shown != 0 { append(inline, shown) }
                    }
                case .steps(let children), .list(let children): visit(children, platforms)
                case .section(let title, let children):
                    // A section with nothing under its title on a platform is left off its page.
                    let shown = Platform.allCases.reduce(UInt8(0)) { $0 | (block.shows(on: $1) ? bit($1) : 0) } & platforms
                    guard shown != 0 else { continue }
                    pieces.append(Piece(text: nil, platforms: shown))
                    for inline in title { append(inline, shown) }
                    visit(children, shown)
                case .image(_, let alt):
                    if let alt {
                        pieces.append(Piece(text: nil, platforms: platforms))
                        pieces.append(Piece(text: alt, platforms: platforms))
                    }
                }
            }
        }
        visit(body.blocks, 0xFF)
        return pieces
    }
}
