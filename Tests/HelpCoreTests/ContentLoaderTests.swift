import HelpCore
import Testing

/// Each entry kind loads into the model with the positions of its elements.
struct ContentLoaderTests {
    let file: ContentFile

    init() throws {
        let result = try Fixtures.load("content/all-kinds.xml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        file = try #require(result.file)
    }

    func entry(_ id: String) throws -> Entry {
        try #require(file.entries.first { $0.id == id })
    }

    func at(_ line: Int, _ column: Int) -> Location {
        Location(file: "content/all-kinds.xml", line: line, column: column)
    }

    /// A build parses unchanged files again without the structure checks:
    /// the model must be the one a checked load makes.
    @Test func loadWithoutStructureChecksMakesTheSameModel() throws {
        let loader = try ContentLoader.bundled()
        let bytes = try Fixtures.bytes("content/all-kinds.xml")
        let unchecked = loader.load(bytes, path: "content/all-kinds.xml", config: Config(), checksStructure: false)
        #expect(unchecked.file == file)
        #expect(unchecked.diagnostics.isEmpty)
        // The checks themselves are what is skipped.
        let wrong = try Fixtures.bytes("content/unknown-element.xml")
        #expect(loader.load(wrong, path: "unknown.xml", config: Config()).file == nil)
        #expect(loader.load(wrong, path: "unknown.xml", config: Config(), checksStructure: false).file != nil)
    }

    @Test func fileAttributes() {
        #expect(file.table == "Kitchen")
        #expect(file.platforms == [.ios, .ipados, .macos, .tvos])
        #expect(file.entries.map(\.id) == [
            "timer.start", "timer.mute", "recipes.favorite", "recipe.delete", "undo.rename",
            "photos.selected", "play.hint", "recipes.organize",
        ])
    }

    @Test func tooltip() throws {
        let entry = try entry("timer.start")
        #expect(entry.location == at(3, 3))
        #expect(entry.comment == "The start button on a timer.")
        guard case .tooltip(let tooltip) = entry.kind, case .copy(let copy) = tooltip.content else {
            Issue.record("not a plain tooltip: \(entry.kind)")
            return
        }
        #expect(tooltip.control == "Start")
        #expect(tooltip.maxLength == 60)
        #expect(copy.texts.map(\.language) == ["en", "ko"])
        #expect(copy.texts[1].value == .single("카운트다운 시작"))
        #expect(copy.texts[1].location == at(6, 5))
        #expect(copy.texts[1].valueLocation == at(6, 25))
        #expect(entry.localizableStrings.map(\.key) == ["timer.start"])
        #expect(entry.localizableStrings[0].comment == "The start button on a timer.")
    }

    @Test func tooltipStates() throws {
        let entry = try entry("timer.mute")
        guard case .tooltip(let tooltip) = entry.kind, case .states(let states) = tooltip.content else {
            Issue.record("not a tooltip with states")
            return
        }
        #expect(states.map(\.name) == ["on", "off"])
        #expect(states[1].copy.location == at(10, 5))
        #expect(states[1].copy.texts[1].location == at(10, 67))
        #expect(entry.localizableStrings.map(\.key) == ["timer.mute.on", "timer.mute.off"])
    }

    @Test func tip() throws {
        let entry = try entry("recipes.favorite")
        guard case .tip(let tip) = entry.kind else {
            Issue.record("not a tip")
            return
        }
        #expect(tip.style == .popover)
        #expect(tip.image == "star")
        let message = try #require(tip.message)
        #expect(message.texts.count == 3)
        #expect(message.texts[0].scope == Scope(platforms: [.ios, .ipados]))
        #expect(message.texts[1].scope == Scope(platforms: [.macos, .tvos]))
        #expect(message.texts[2].sourceFingerprint == "0badc0de")
        #expect(message.texts[2].location == at(17, 7))
        #expect(tip.actions.map(\.id) == ["show"])
        #expect(tip.actions[0].copy.comment == "Opens the favorites list.")
        #expect(tip.rules == [
            .parameter(name: "isSignedIn", equals: "true", location: at(21, 7)),
            .event(name: "recipeViewed", minCount: 3, location: at(22, 7)),
        ])
        #expect(tip.options == TipOptions(maxDisplayCount: 3, maxDisplayDuration: 600))
        // Each attribute where its name stands, in document order; an absent one at the element.
        #expect(entry.attributeLocations.map(\.name) == ["id", "style", "image"])
        #expect(entry.location(ofAttribute: "image") == at(12, 46))
        #expect(entry.location(ofAttribute: "style") == at(12, 30))
        #expect(entry.location(ofAttribute: "control") == entry.location)
        #expect(entry.localizableStrings.map(\.key) == [
            "recipes.favorite.title", "recipes.favorite.message", "recipes.favorite.action.show",
        ])
        #expect(entry.localizableStrings.map(\.role) == [.tipTitle, .tipMessage, .tipAction])
    }

    @Test func alert() throws {
        let entry = try entry("recipe.delete")
        guard case .alert(let alert) = entry.kind else {
            Issue.record("not an alert")
            return
        }
        #expect(alert.kind == .destructive)
        #expect(alert.buttons.map(\.id) == ["cancel", "delete"])
        #expect(alert.buttons.map(\.role) == [.cancel, .destructive])
        #expect(alert.buttons[1].copy.location == at(30, 5))
        #expect(alert.message?.texts[0].value == .single("You can't undo this action."))
        #expect(entry.localizableStrings.map(\.key) == [
            "recipe.delete.title", "recipe.delete.message", "recipe.delete.button.cancel", "recipe.delete.button.delete",
        ])
    }

    @Test func undoAndPluralString() throws {
        let undo = try entry("undo.rename")
        #expect(undo.location == at(32, 3))
        guard case .undo(let copy) = undo.kind else {
            Issue.record("not an undo")
            return
        }
        #expect(copy.texts.map(\.strings) == [["Rename"], ["이름 변경"]])

        let plural = try entry("photos.selected")
        guard case .string(let string) = plural.kind, case .plural(let english) = string.texts[0].value,
              case .plural(let korean) = string.texts[1].value else {
            Issue.record("not a plural string")
            return
        }
        #expect(english.specifier == "%lld")
        #expect(english.forms.map(\.category) == [.one, .other])
        #expect(english.forms[1].value == "%lld photos selected")
        #expect(english.forms[1].location == at(36, 14))
        #expect(korean.forms.map(\.category) == [.other])
    }

    @Test func inputScopesAndSuppressions() throws {
        let entry = try entry("play.hint")
        guard case .string(let copy) = entry.kind else {
            Issue.record("not a string")
            return
        }
        #expect(copy.texts[0].scope == Scope(platforms: [.tvos], inputs: [.remote]))
        #expect(copy.texts[1].scope == Scope(platforms: [.tvos], inputs: [.gamecontroller]))
        let suppression = Suppression(ruleIDs: ["translation.missing"],
                                      reason: "Korean copy arrives with the TV release", location: at(40, 26))
        #expect(entry.suppressions == [suppression])
        #expect(copy.texts[0].suppressions == [suppression], "texts inherit their entry's suppressions")
        #expect(file.suppressions == [suppression])
    }

    @Test func topic() throws {
        let entry = try entry("recipes.organize")
        guard case .topic(let topic) = entry.kind else {
            Issue.record("not a topic")
            return
        }
        #expect(topic.order == 2)
        #expect(topic.parent == "recipes")
        #expect(entry.localizableStrings.map(\.key) == ["recipes.organize.title", "recipes.organize.summary"])
        let english = try #require(topic.body(in: "en"))
        #expect(english.location == at(47, 5))
        #expect(english.blocks.count == 6)
        guard case .steps(let steps) = english.blocks[1].kind else {
            Issue.record("second block is not steps")
            return
        }
        #expect(steps.map(\.scope) == [Scope(platforms: [.ios, .ipados]), Scope(platforms: [.macos]), .everywhere])
        #expect(steps[1].location == at(51, 9))
        guard case .step(let inlines) = steps[1].kind else {
            Issue.record("not a step")
            return
        }
        #expect(inlines.map(\.plainText) == ["Choose ", "File > New Collection", "."])
        #expect(inlines[1].location == at(51, 39))
        guard case .menu = inlines[1].kind else {
            Issue.record("not a menu inline")
            return
        }
        guard case .image(let src, let alt) = english.blocks[3].kind else {
            Issue.record("fourth block is not an image")
            return
        }
        #expect(src == "collections.png")
        #expect(alt == "A list of recipe collections")
        guard case .section(let title, let blocks) = english.blocks[4].kind,
              case .paragraph(let paragraph) = blocks.first?.kind else {
            Issue.record("fifth block is not a section with a paragraph")
            return
        }
        #expect(title.map(\.plainText) == ["Sharing"])
        let links = paragraph.compactMap { inline -> LinkTarget? in
            if case .link(let target, _) = inline.kind { target } else { nil }
        }
        #expect(links == [.topic("recipes.share"), .href("https://example.com/help")])
        #expect(topic.body(in: "ko")?.blocks.count == 1)
    }
}
