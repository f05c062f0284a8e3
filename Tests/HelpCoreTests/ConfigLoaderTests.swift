import HelpCore
import Testing

struct ConfigLoaderTests {
    let rules: Set<String> = ["length.limit", "tip.promotional", "xml.syntax"]

    /// CAT tools write `ko-KR` or `ko_KR` for the project's `ko`.
    @Test func languageTagsFromOtherToolsMeanTheProjectsLanguages() {
        var config = Config()
        config.languages = ["en", "ko"]
        #expect(config.language(forTag: "ko") == "ko")
        #expect(config.language(forTag: "ko-KR") == "ko")
        #expect(config.language(forTag: "KO_kr") == "ko")
        #expect(config.language(forTag: "en-US") == "en")
        #expect(config.language(forTag: "ja-JP") == "ja", "not configured: its primary subtag")
        config.languages = ["en", "ko-KR", "ko"]
        #expect(config.language(forTag: "ko-kr") == "ko-KR", "a configured tag named exactly wins")
    }

    func load(_ json: String) -> (Config, [Diagnostic]) {
        ConfigLoader.load(Array(json.utf8), file: "helpc.json", knownRules: rules)
    }

    @Test func everyKeyIsOptional() {
        let (config, diagnostics) = load("{}")
        #expect(diagnostics.isEmpty)
        #expect(config == Config())
        #expect(config.sourceLanguage == "en")
        #expect(config.languages == ["en", "ko"])
        #expect(config.platforms == Platform.allCases)
        #expect(config.budgets.tooltip == 75)
        #expect(config.koreanRegister == .formal)
        #expect(config.tipDisplayFrequency == nil)
    }

    @Test func theDocumentedExampleLoads() {
        let (config, diagnostics) = load("""
            {
              "sourceLanguage": "en",
              "languages": ["en", "ko"],
              "platforms": ["ios", "ipados", "macos", "tvos", "visionos", "watchos"],
              "tips": { "displayFrequency": "daily" },
              "korean": { "register": "polite" },
              "rules": { "length.limit": "warning", "tip.promotional": "off" },
              "budgets": { "tooltip": 70, "alertMessage": 300 },
              "site": { "title": "Recipes Help", "templates": "templates" },
              "content": "help",
              "output": "out"
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(config.tipDisplayFrequency == .daily)
        #expect(config.koreanRegister == .polite)
        #expect(config.ruleSeverities == ["length.limit": .warning, "tip.promotional": .off])
        #expect(config.budgets.tooltip == 70 && config.budgets.alertMessage == 300)
        #expect(config.site.title == "Recipes Help")
        #expect(config.siteTitle(in: "ko") == "Recipes Help" && config.siteTitle == "Recipes Help")
        #expect(config.contentDirectory == "help")
        #expect(config.outputDirectory == "out")
    }

    /// The site's title per language, or each language's default.
    @Test func siteTitlesByLanguage() {
        let (config, diagnostics) = load(#"{"site": {"title": {"en": "Recipes Help", "ko": "레시피 도움말"}}}"#)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(config.siteTitle(in: "ko") == "레시피 도움말")
        #expect(config.siteTitle == "Recipes Help")
        let (plain, _) = load("{}")
        #expect(plain.siteTitle(in: "en") == "Help" && plain.siteTitle(in: "ko") == "도움말" && plain.siteTitle(in: "ko-KR") == "도움말")
    }

    struct BadCase: Sendable, CustomTestStringConvertible {
        var json: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { message }
    }

    static let badCases: [BadCase] = [
        BadCase(json: "{\n  \"langauges\": [\"en\"]\n}", line: 2, column: 3, message: "unknown key 'langauges' (did you mean 'languages'?); known keys here:"),
        BadCase(json: "{\n  \"tips\": { \"frequency\": \"daily\" }\n}", line: 2, column: 13, message: "unknown key 'tips.frequency'"),
        BadCase(json: "{\n  \"site\": { \"title\": 3 }\n}", line: 2, column: 22, message: "'site.title' must be a string, not a number"),
        BadCase(json: "{\"site\": {\"title\": {\"en\": \"Help\"}}}", line: 1, column: 20,
                message: "'site.title' has no title for \"ko\"; give one for every language of 'languages' (en, ko), or one string for all"),
        BadCase(json: "{\"site\": {\"title\": {\"en\": \"Help\", \"ko\": \"도움말\", \"ja\": \"ヘルプ\"}}}", line: 1, column: 48,
                message: "'site.title.ja' names a language not in 'languages' (en, ko); remove it or add the language"),
        BadCase(json: "{\"site\": {\"title\": {\"en\": 3, \"ko\": \"도움말\"}}}", line: 1, column: 27,
                message: "'site.title.en' must be a string, not a number"),
        BadCase(json: "{\"languages\": \"en\"}", line: 1, column: 15, message: "'languages' must be an array of strings, not a string"),
        BadCase(json: "{\"languages\": [\"en\", \"kr\"]}", line: 1, column: 15,
                message: "'languages' holds \"kr\", the country code of Korea: Korean is \"ko\", as Xcode names its localization"),
        BadCase(json: "{\"sourceLanguage\": \"eng\", \"languages\": [\"en\"]}", line: 1, column: 20,
                message: "'sourceLanguage' is \"eng\": English is \"en\""),
        BadCase(json: "{\"languages\": [\"en\", 2]}", line: 1, column: 22, message: "'languages[1]' must be a string, not a number"),
        BadCase(json: "{\"tips\": {\"displayFrequency\": \"often\"}}", line: 1, column: 31, message: "'tips.displayFrequency' must be one of"),
        BadCase(json: "{\"korean\": []}", line: 1, column: 12, message: "'korean' must be an object, not an array"),
        BadCase(json: "{\"rules\": {\"length.limt\": \"off\"}}", line: 1, column: 12, message: "unknown rule id 'length.limt' in 'rules' (did you mean 'length.limit'?)"),
        BadCase(json: "{\"rules\": {\"length.limit\": \"fatal\"}}", line: 1, column: 28, message: "'rules.length.limit' must be one of"),
        BadCase(json: "{\"budgets\": {\"tooltip\": -4}}", line: 1, column: 25, message: "'budgets.tooltip' must be a positive whole number"),
        BadCase(json: "{\"budgets\": {\"tooltips\": 4}}", line: 1, column: 14, message: "unknown key 'budgets.tooltips' (did you mean 'tooltip'?)"),
        BadCase(json: "{\"platforms\": [\"ios\", \"android\"]}", line: 1, column: 15,
                message: "'platforms' must list one or more of ios, ipados, macos, tvos, visionos, watchos; 'android' is none"),
        BadCase(json: "{\"platforms\": [\"ios\", \"Apple Watch\"]}", line: 1, column: 15,
                message: "'platforms' must list one or more of ios, ipados, macos, tvos, visionos, watchos; 'Apple Watch' is none (did you mean 'watchos'?)"),
        BadCase(json: "{\"languages\": [\"ko\"]}", line: 1, column: 15, message: "must include the source language \"en\""),
        BadCase(json: "{\"sourceLanguage\": \"English\"}", line: 1, column: 20, message: "must be a language tag"),
        BadCase(json: "{\"content\": \"a\", \"content\": \"b\"}", line: 1, column: 18, message: "'content' is given twice"),
        BadCase(json: "[1, 2]", line: 1, column: 1, message: "'(top level)' must be an object"),
        BadCase(json: "{\"legacyStrings\": \"yes\"}", line: 1, column: 19, message: "'legacyStrings' must be true or false"),
        BadCase(json: "{\n  \"languages\": [\"en\",]\n}", line: 2, column: 22, message: "not valid JSON"),
        // The output may not land among the files writers edit or the templates.
        BadCase(json: "{\"output\": \"content\"}", line: 1, column: 12,
                message: "the output folder (\"content\") is the content folder: a build would write its pages and catalogs among the content"),
        BadCase(json: "{\"output\": \"./content/site/\"}", line: 1, column: 12,
                message: "the output folder (\"./content/site/\") is inside the content folder (\"content\")"),
        BadCase(json: "{\"content\": \"help\", \"output\": \"help/../help/out\"}", line: 1, column: 31,
                message: "is inside the content folder (\"help\")"),
        BadCase(json: "{\"site\": {\"templates\": \"build\"}}", line: 1, column: 24,
                message: "the output folder (\"build\") is the templates folder"),
        BadCase(json: "{\"content\": \"build\"}", line: 1, column: 13, message: "is the content folder: a build would write"),
        BadCase(json: "{\"output\": \"\"}", line: 1, column: 12, message: "'output' must name a folder"),
        BadCase(json: "{\"content\": \"\"}", line: 1, column: 13, message: "'content' must name a folder"),
    ]

    /// Folders that hold each other the other way round, or side by side,
    /// are the writer's choice.
    @Test(arguments: ["{\"output\": \".\"}", "{\"output\": \"../Site\"}", "{\"output\": \"contents\"}",
                      "{\"site\": {\"templates\": \"build/templates\"}}", "{\"output\": \"/tmp/help-out\"}"])
    func outputFoldersApartFromContentAreAccepted(_ json: String) {
        #expect(load(json).1.isEmpty, "\(json)")
    }

    @Test(arguments: badCases)
    func badKeysAreReportedWithTheirPath(_ testCase: BadCase) throws {
        let (_, diagnostics) = load(testCase.json)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message.contains(testCase.message), "\(diagnostic.message)")
        #expect(diagnostic.location == Location(file: "helpc.json", line: testCase.line, column: testCase.column))
        #expect(diagnostic.ruleID == "config")
        #expect(diagnostic.severity == .error)
    }
}
