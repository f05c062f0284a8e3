/// Project settings from helpc.json. Every key is optional; the defaults
/// here are the documented ones (docs/format.md).
public struct Config: Sendable, Equatable {
    public enum DisplayFrequency: String, Sendable, CaseIterable {
        case immediate, hourly, daily, weekly, monthly
    }

    /// 합니다체 (`formal`, with the polite imperative …세요 accepted) or 해요체 (`polite`).
    public enum KoreanRegister: String, Sendable, CaseIterable {
        case formal, polite
    }

    /// Width budgets per kind of copy, in columns (East Asian wide characters
    /// count two). RULES.md gives the defaults.
    public struct Budgets: Sendable, Equatable {
        public var tooltip = 75
        /// Tooltips wider than this but within `tooltip` get a warning.
        public var tooltipWarning = 60
        public var tipTitle = 40
        public var tipMessage = 150
        public var alertTitle = 80
        /// About six lines of an alert 40 columns wide: past it an alert
        /// scrolls on a small iPhone held sideways.
        public var alertMessage = 240
        public var alertButton = 20

        public init() {}

        public static let keys = ["tooltip", "tooltipWarning", "tipTitle", "tipMessage", "alertTitle", "alertMessage", "alertButton"]

        public subscript(key: String) -> Int? {
            get {
                switch key {
                case "tooltip": tooltip
                case "tooltipWarning": tooltipWarning
                case "tipTitle": tipTitle
                case "tipMessage": tipMessage
                case "alertTitle": alertTitle
                case "alertMessage": alertMessage
                case "alertButton": alertButton
                default: nil
                }
            }
            set {
                guard let newValue else { return }
                switch key {
                case "tooltip": tooltip = newValue
                case "tooltipWarning": tooltipWarning = newValue
                case "tipTitle": tipTitle = newValue
                case "tipMessage": tipMessage = newValue
                case "alertTitle": alertTitle = newValue
                case "alertMessage": alertMessage = newValue
                case "alertButton": alertButton = newValue
                default: break
                }
            }
        }
    }

    public struct Site: Sendable, Equatable {
        /// The title every language's pages show, when helpc.json gives one
        /// string; nil for each language's own default (`Config.siteTitle(in:)`).
        public var title: String?
        /// Titles by language, when helpc.json gives one per language.
        public var titles: [String: String] = [:]
        public var templates = "templates"
        /// Where helpc.json names the templates folder; nil when it does
        /// not. A folder other than the default named there must exist,
        /// where the default one may be missing (helpc's own templates are
        /// used then): a mistyped path must not leave a project's pages on
        /// the defaults unseen.
        public var templatesSetting: SourceLocation?
        /// The Help Book's CFBundleIdentifier; default `org.helpc.<Name>.help`.
        public var helpBookIdentifier: String?
        public init() {}
    }

    /// The help site's title on `language`'s pages: the project's title
    /// for that language, its one title, or "Help" in the language (도움말).
    public func siteTitle(in language: String) -> String {
        if let title = site.titles[language] ?? site.title { return title }
        return LanguageTag.isKorean(language) ? "도움말" : "Help"
    }

    /// The site's title in the source language: the Help Book's name.
    public var siteTitle: String { siteTitle(in: sourceLanguage) }

    public var sourceLanguage = "en"
    public var languages = ["en", "ko"]
    public var platforms: [Platform] = Platform.allCases
    public var tipDisplayFrequency: DisplayFrequency?
    public var koreanRegister: KoreanRegister = .formal
    /// Severity overrides by rule id.
    public var ruleSeverities: [String: Severity] = [:]
    public var budgets = Budgets()
    public var site = Site()
    /// Where content files are, relative to the project folder.
    public var contentDirectory = "content"
    /// Where `helpc build` writes, relative to the project folder.
    public var outputDirectory = "build"
    /// Also write `.strings`/`.stringsdict` for older deployment targets.
    public var legacyStrings = false
    /// `--pedantic` (command line only): rules also report what they cannot
    /// decide, such as a Latin word with no Hangul reading before a particle.
    public var pedantic = false

    public init() {}

    /// The languages other than the source, in configured order.
    public var targetLanguages: [String] { languages.filter { $0 != sourceLanguage } }

    /// The project's language a language tag from another tool means: CAT
    /// tools write `ko-KR` or `ko_KR` where helpc says `ko`. A configured
    /// language the tag names exactly (ignoring case) wins; then one that is
    /// the tag's primary subtag; else the primary subtag itself, which is
    /// what helpc's rules, word lists and dictionaries are keyed by.
    public func language(forTag tag: String) -> String {
        if let exact = languages.first(where: { $0.caseInsensitiveCompare(tag) == .orderedSame }) { return exact }
        let primary = String(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(tag)).lowercased()
        return languages.first { $0.lowercased() == primary } ?? primary
    }
}
