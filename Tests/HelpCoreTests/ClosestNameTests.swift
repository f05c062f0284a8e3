import HelpCore
import Testing

/// "Did you mean" hints: near enough to help, never a wild guess.
struct ClosestNameTests {
    static let attributes = ["xml:lang", "plural", "source", "platform", "input", "ignore", "because"]

    @Test func oneEditAway() {
        #expect(ClosestName.to("platfrom", among: Self.attributes) == "platform", "two letters swapped")
        #expect(ClosestName.to("plural", among: Self.attributes) == nil, "a known name is no mistake")
        #expect(ClosestName.to("inputs", among: Self.attributes) == "input", "a letter added")
        #expect(ClosestName.to("becuse", among: Self.attributes) == "because", "a letter dropped")
        #expect(ClosestName.to("Platform", among: Self.attributes) == "platform", "case alone")
    }

    @Test func nothingFarOff() {
        #expect(ClosestName.to("banner", among: ["tooltip", "tip", "alert", "undo", "string", "topic"]) == nil)
        #expect(ClosestName.to("x", among: ["tip"]) == nil)
        #expect(ClosestName.to("colour", among: ["--format", "--config"]) == nil)
    }

    @Test func longerNamesAllowMoreEdits() {
        #expect(ClosestName.to("translaton.mising", among: ["translation.missing", "translation.stale"]) == "translation.missing")
        #expect(ClosestName.to("tip", among: ["tip.title", "tooltip"]) == nil, "six letters away is too far for three")
    }

    @Test func nearestWinsAndTiesGoToTheFirstListed() {
        #expect(ClosestName.to("tipe", among: ["tips", "type"]) == "tips")
        #expect(ClosestName.to("tipe", among: ["type", "tips"]) == "type")
        #expect(ClosestName.to("tooltps", among: ["tooltip", "tooltips"]) == "tooltips")
    }

    @Test func hintReadsAsAnAside() {
        #expect(ClosestName.hint("chek", among: ["check", "build"]) == " (did you mean 'check'?)")
        #expect(ClosestName.hint("tooltp", among: ["tooltip"]) { "<\($0)>" } == " (did you mean <tooltip>?)")
        #expect(ClosestName.hint("zzz", among: ["check"]).isEmpty)
    }
}
