import HelpCore
@testable import HelpEmit
import Testing

/// A topic page's content is made once for the platforms that show the
/// same platform-scoped parts of its body; that is sound only if those
/// platforms render the body alike.
struct TopicContentsTests {
    /// Generated bodies: paragraphs, steps, lists, sections and notes with
    /// inlines, any of them scoped to a few platforms.
    private struct Bodies {
        private var state: UInt64

        init(seed: UInt64) { state = seed }

        private mutating func next(_ limit: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % limit
        }

        private mutating func scope() -> Scope {
            guard next(3) == 0 else { return .everywhere }
            return Scope(platforms: PlatformSet((0..<1 + next(3)).map { _ in Platform.allCases[next(Platform.allCases.count)] }))
        }

        private let location = SourceLocation(file: "topics.xml", line: 1, column: 1)

        mutating func inlines(depth: Int) -> [Inline] {
            (0..<1 + next(3)).map { _ in
                let kind: Inline.Kind
                switch depth > 0 ? next(4) : 0 {
                case 0: kind = .text(["Tap ", "Save", "저장", " & more", "<b>"][next(5)])
                case 1: kind = .ui(inlines(depth: depth - 1))
                case 2: kind = .emphasis(inlines(depth: depth - 1))
                default: kind = .link(.href("https://example.com"), inlines(depth: depth - 1))
                }
                return Inline(kind: kind, scope: scope(), location: location)
            }
        }

        mutating func blocks(depth: Int) -> [Block] {
            (0..<1 + next(3)).map { _ in
                let kind: Block.Kind
                switch depth > 0 ? next(5) : next(2) {
                case 0: kind = .paragraph(inlines(depth: 2))
                case 1: kind = .note(inlines(depth: 1))
                case 2: kind = .steps((0..<1 + next(3)).map { _ in Block(kind: .step(inlines(depth: 1)), scope: scope(), location: location) })
                case 3: kind = .list((0..<1 + next(2)).map { _ in Block(kind: .item(inlines(depth: 1)), scope: scope(), location: location) })
                default: kind = .section(title: inlines(depth: 0), blocks: blocks(depth: depth - 1))
                }
                return Block(kind: kind, scope: scope(), location: location)
            }
        }
    }

    @Test func platformsShowingTheSamePartsRenderAlike() {
        var bodies = Bodies(seed: 5)
        var shared = 0, differing = 0
        for _ in 0..<500 {
            let blocks = bodies.blocks(depth: 2)
            for first in Platform.allCases {
                for second in Platform.allCases where first != second {
                    let rendered = [first, second].map {
                        BodyRenderer(platform: $0, topics: [:], language: "en", config: Config()).render(blocks)
                    }
                    if BodyRenderer.shownParts(blocks, on: first) == BodyRenderer.shownParts(blocks, on: second) {
                        shared += 1
                        #expect(rendered[0] == rendered[1])
                    } else if rendered[0] != rendered[1] {
                        differing += 1
                    }
                }
            }
        }
        #expect(shared > 1_000 && differing > 1_000, "\(shared) pairs shared, \(differing) differed")
    }
}
