@testable import HelpCompiler
import Testing

/// Where each output stands in a build's sorted outputs, found by path.
struct OutputPathIndexTests {
    @Test(arguments: [1, 2, 5])
    func everyPathIsFoundAtItsPosition(jobs: Int) {
        let paths = (0..<20_000).map { "site/\($0 % 2 == 0 ? "en" : "ko")/ios/topic-\($0).html" }
        let index = OutputPathIndex(paths, jobs: jobs)
        for (position, path) in paths.enumerated() { #expect(index[path] == position) }
        #expect(index["site/en/ios/topic-20000.html"] == nil)
        #expect(index["site/en/ios/topic-1.html"] == nil, "1 is in the Korean folder")
        #expect(index[""] == nil)
    }

    /// Paths are compared by their bytes, as the file system compares names:
    /// a name in another normalization form is another file.
    @Test func pathsAreComparedByTheirBytes() {
        let composed = "site/en/ios/caf\u{E9}.html"
        let decomposed = "site/en/ios/cafe\u{301}.html"
        let index = OutputPathIndex([composed, "site/en/ios/index.html"])
        #expect(index[composed] == 0)
        #expect(index[decomposed] == nil)
        #expect(OutputPathIndex([decomposed])[decomposed] == 0)
    }

    @Test func anEmptyIndexFindsNothingAndARepeatedPathIsFoundFirst() {
        #expect(OutputPathIndex([])["a"] == nil)
        let index = OutputPathIndex(["a", "b", "a"])
        #expect(index["a"] == 0)
        #expect(index["b"] == 1)
        #expect(index == OutputPathIndex(["a", "b", "a"], jobs: 3))
        #expect(index != OutputPathIndex(["a", "b"]))
    }
}
