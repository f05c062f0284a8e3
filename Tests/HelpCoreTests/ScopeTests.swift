import HelpCore
import Testing

/// `Scope` answers from bit masks; these hold it to the set arithmetic it
/// stands for, over every pair of platform sets.
struct ScopeTests {
    static let platformSets: [Set<Platform>] = (0..<64).map { bits in
        Set(Platform.allCases.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element))
    }

    @Test func platformsWithinAreTheIntersection() {
        for available in Self.platformSets {
            #expect(Scope().platforms(within: available) == available)
            for own in Self.platformSets {
                let scope = Scope(platforms: own)
                #expect(scope.platforms(within: available) == own.intersection(available))
            }
        }
    }

    @Test func overlapsWhenAPlatformAndAnInputAreShared() {
        let inputs: [Set<InputDevice>?] = [nil, [.touch], [.remote, .gamecontroller], [.touch, .remote]]
        for available in Self.platformSets where available.count >= 2 {
            for a in Self.platformSets + [nil] {
                for b in [nil, [.ios], [.tvos, .macos], Set(Platform.allCases)] as [Set<Platform>?] {
                    for (x, y) in [(inputs[0], inputs[1]), (inputs[1], inputs[2]), (inputs[3], inputs[2]), (inputs[1], inputs[3])] {
                        let first = Scope(platforms: a, inputs: x), second = Scope(platforms: b, inputs: y)
                        let platforms = (a ?? available).intersection(b ?? available).intersection(available)
                        let devices = x.flatMap { x in y.map { !x.isDisjoint(with: $0) } } ?? true
                        #expect(first.overlaps(second, within: available) == (!platforms.isEmpty && devices))
                    }
                }
            }
        }
    }

    @Test func orderFollowsTheCaseList() {
        #expect(Platform.allCases.sorted() == Platform.allCases)
        #expect(Platform.allCases.map(\.index) == Array(0..<Platform.allCases.count))
        #expect(InputDevice.allCases.map(\.index) == Array(0..<InputDevice.allCases.count))
        #expect(InputDevice.allCases.reversed().sorted() == InputDevice.allCases)
    }
}
