import HelpCore

/// A list, section or page that a platform's help page shows empty.
public struct EmptyBlockRule: EntryRule {
    public static let description = RuleDescription(
        id: "help.empty-block",
        summary: "Steps, lists and sections have something to show on every platform they reach",
        rationale: """
            The help site renders each topic once per platform, showing the blocks scoped to it. When \
            every step of a <steps> is scoped to other platforms, the tvOS page promises steps and \
            gives none: the reader learns only that the feature exists. The same goes for a <ul> whose \
            items are all for other platforms, a <section> with nothing under its title, and a page \
            with nothing in its body. A section with nothing under it at all, for any platform, is \
            reported as unwritten. Add what that platform's reader does, or scope the block (or \
            the file, with platforms="…") to the platforms it covers. The site leaves such a block \
            out of the page; this rule says so, once per block, naming the platforms.
            """,
        severity: .warning,
        triggering: [
            Example(#"""
                <topic id="help.save">
                  <title><text xml:lang="en">Save recipes</text><text xml:lang="ko">레시피 저장하기</text></title>
                  <body xml:lang="en"><p>Saved recipes are in Favorites.</p>↓<steps><step platform="ios">Tap the star.</step><step platform="macos">Click the star.</step></steps></body>
                  <body xml:lang="ko"><p>저장한 레시피는 즐겨찾기에 있습니다.</p>↓<steps><step platform="ios">별표를 탭하세요.</step><step platform="macos">별표를 클릭하세요.</step></steps></body>
                </topic>
                """#, config: #"{ "platforms": ["ios", "macos", "tvos"] }"#),
            Example(#"""
                <topic id="help.keys">
                  <title><text xml:lang="en">Keyboard shortcuts</text><text xml:lang="ko">키보드 단축키</text></title>
                  <body xml:lang="en"><p>Shortcuts save time.</p>↓<section><title>Editing</title><ul><li platform="macos">Press <kbd>Command-S</kbd> to save.</li></ul></section></body>
                  <body xml:lang="ko"><p>단축키로 시간을 아낄 수 있습니다.</p>↓<section><title>편집</title><ul><li platform="macos"><kbd>Command-S</kbd>를 눌러 저장하세요.</li></ul></section></body>
                </topic>
                """#, config: #"{ "platforms": ["ios", "macos"] }"#),
        ],
        nonTriggering: [
            Example(#"""
                <topic id="help.save">
                  <title><text xml:lang="en">Save recipes</text><text xml:lang="ko">레시피 저장하기</text></title>
                  <body xml:lang="en"><steps><step platform="ios">Tap the star.</step><step platform="macos">Click the star.</step><step platform="tvos">Select the star.</step></steps></body>
                  <body xml:lang="ko"><steps><step platform="ios">별표를 탭하세요.</step><step platform="macos">별표를 클릭하세요.</step><step platform="tvos">별표를 선택하세요.</step></steps></body>
                </topic>
                """#, config: #"{ "platforms": ["ios", "macos", "tvos"] }"#),
            Example(#"""
                <topic id="help.keys">
                  <title><text xml:lang="en">Keyboard shortcuts</text><text xml:lang="ko">키보드 단축키</text></title>
                  <body xml:lang="en"><p>Shortcuts save time.</p><section platform="macos"><title>Editing</title><ul><li>Press <kbd>Command-S</kbd> to save.</li></ul></section></body>
                  <body xml:lang="ko"><p>단축키로 시간을 아낄 수 있습니다.</p><section platform="macos"><title>편집</title><ul><li><kbd>Command-S</kbd>를 눌러 저장하세요.</li></ul></section></body>
                </topic>
                """#, config: #"{ "platforms": ["ios", "macos"] }"#),
        ])

    public init() {}

    public func check(_ entry: Entry, in context: RuleContext) -> [Diagnostic] {
        guard case .topic(let topic) = entry.kind else { return [] }
        var found: [Diagnostic] = []
        for body in topic.bodies {
            func report(_ what: (finding: String, parts: String), _ empty: PlatformSet, _ shown: PlatformSet, at location: SourceLocation,
                        _ suppressions: [Suppression], scoping: String) {
                let scope = shown.isEmpty ? "" : ", or \(scoping)=\"\(shown.sorted().map(\.rawValue).joined(separator: " "))\""
                found.append(context.diagnostic(
                    "\(what.finding) on \(TermSupport.names(empty)): \(what.parts) scoped to other platforms; add what \(TermSupport.names(empty)) readers do\(scope)",
                    at: location, entry: entry.id, language: body.language, suppressions: suppressions))
            }
            /// Reports the outermost empty block for each platform, then
            /// looks inside for the platforms where it has something.
            func visit(_ blocks: [Block], reaching reach: PlatformSet) {
                for block in blocks {
                    let blockReach = block.scope.platforms(within: reach)
                    guard let children = block.children, !blockReach.isEmpty else { continue }
                    let shown = block.platformsShowing(within: blockReach)
                    let empty = blockReach.subtracting(shown)
                    // Nothing under it for any platform: a section left
                    // unwritten, not one scoped away.
                    if children.isEmpty {
                        found.append(context.diagnostic(
                            "\(Self.name(of: block.kind).finding): nothing is under it; write what goes there, or take it out",
                            at: block.location, entry: entry.id, language: body.language, suppressions: block.suppressions))
                    } else if !empty.isEmpty {
                        report(Self.name(of: block.kind), empty, shown, at: block.location, block.suppressions,
                               scoping: "scope it platform")
                    }
                    visit(children, reaching: shown)
                }
            }
            var shown = PlatformSet()
            for block in body.blocks where shown != entry.platforms {
                shown.formUnion(block.platformsShowing(within: entry.platforms))
            }
            let empty = entry.platforms.subtracting(shown)
            if !empty.isEmpty, !shown.isEmpty {
                report(("this page is empty", "every block of it is"), empty, shown, at: body.location, body.suppressions,
                       scoping: "move the topic to a file with platforms")
            }
            visit(body.blocks, reaching: shown)
        }
        return found
    }

    /// What the finding calls a list or section shown empty, and its parts.
    private static func name(of kind: Block.Kind) -> (finding: String, parts: String) {
        switch kind {
        case .steps: ("these steps are empty", "every step is")
        case .list: ("this list is empty", "every item is")
        default: ("this section has only its title", "everything under it is")
        }
    }
}
