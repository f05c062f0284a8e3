import HelpCore
import Testing

/// `Scope` answers from bit masks; these hold it to the set arithmetic it
/// stands for, over every pair of platform sets.
struct ScopeTests {
    static let platformSets: [PlatformSet] = (0..<64).map { bits in
        PlatformSet(Platform.allCases.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element))
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
        let inputs: [InputSet?] = [nil, [.touch], [.remote, .gamecontroller], [.touch, .remote]]
        for available in Self.platformSets where available.count >= 2 {
            for a in Self.platformSets + [nil] {
                for b in [nil, [.ios], [.tvos, .macos], PlatformSet.all] as [PlatformSet?] {
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

/// `EnumSet` (platforms, input devices) answers as `Set` does for the same
/// elements, over every pair of platform sets, and lists them in order.
struct EnumSetTests {
    static let subsets: [[Platform]] = (0..<64).map { bits in
        Platform.allCases.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element)
    }

    @Test func setAlgebraIsSetsOverEveryPair() {
        for a in Self.subsets {
            let (mine, theirs) = (PlatformSet(a), Set(a))
            #expect(Array(mine) == theirs.sorted())
            #expect(mine.count == theirs.count && mine.isEmpty == theirs.isEmpty && mine.first == theirs.min())
            #expect(Platform.allCases.allSatisfy { mine.contains($0) == theirs.contains($0) })
            for b in Self.subsets {
                let (other, others) = (PlatformSet(b), Set(b))
                #expect(Array(mine.union(other)) == theirs.union(others).sorted())
                #expect(Array(mine.intersection(other)) == theirs.intersection(others).sorted())
                #expect(Array(mine.subtracting(other)) == theirs.subtracting(others).sorted())
                #expect(Array(mine.symmetricDifference(other)) == theirs.symmetricDifference(others).sorted())
                #expect(mine.isSubset(of: other) == theirs.isSubset(of: others))
                #expect(mine.isSuperset(of: other) == theirs.isSuperset(of: others))
                #expect(mine.isDisjoint(with: other) == theirs.isDisjoint(with: others))
                #expect((mine == other) == (theirs == others))
            }
        }
    }

    @Test func insertingAndRemovingReportWhatChanged() {
        var inputs: InputSet = [.touch]
        #expect(inputs.insert(.remote).inserted)
        #expect(!inputs.insert(.touch).inserted)
        #expect(inputs.remove(.pointer) == nil)
        #expect(inputs.remove(.touch) == .touch)
        #expect(Array(inputs) == [.remote])
        #expect(InputSet.all.count == InputDevice.allCases.count)
        // Bits past the last case stand for nothing.
        #expect(Array(PlatformSet(mask: 0xFF)) == Platform.allCases)
        #expect(InputSet(mask: 0xE0).isEmpty)
    }

    /// A set of input devices reaches the platforms of each, read from its
    /// bits: every one of the 32 sets against the union of its devices'.
    @Test func inputSetsReachTheirDevicesPlatforms() {
        for bits in 0..<32 {
            let inputs = InputSet(InputDevice.allCases.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element))
            let expected = inputs.reduce(into: PlatformSet()) { $0.formUnion($1.platforms) }
            #expect(inputs.platforms == expected, "\(inputs)")
        }
        #expect(InputDevice.touch.platforms == [.ios, .ipados, .visionos, .watchos])
        #expect(InputDevice.pointer.platforms == [.ipados, .macos, .visionos])
        #expect(InputDevice.keyboard.platforms == [.ios, .ipados, .macos, .tvos, .visionos])
        #expect(InputDevice.gamecontroller.platforms == [.ios, .ipados, .macos, .tvos, .visionos])
        #expect(InputSet([.remote]).platforms == [.tvos])
        #expect(!InputSet([.touch]).platforms.contains(.macos) && !InputSet([.touch]).platforms.contains(.tvos))
    }
}
