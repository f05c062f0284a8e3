/// An enumeration of a few cases (at most eight), each with its place in
/// `allCases`: the elements of an `EnumSet`.
public protocol SmallEnumeration: CaseIterable, Hashable, Comparable, Sendable where AllCases == [Self] {
    /// The case's place in `allCases`.
    var index: Int { get }
}

/// A set of a small enumeration's cases, a bit each: the platforms and
/// input devices copy is written for. A value with no storage of its own,
/// where a `Set` of them was an object that every copy of a scope, a text
/// or an entry counted a reference to, and every intersection made anew.
/// It iterates in the cases' order.
public struct EnumSet<Element: SmallEnumeration>: SetAlgebra, Sequence, Hashable, Sendable, CustomStringConvertible {
    /// A bit per case, by `index`.
    public private(set) var mask: UInt8

    public init() { mask = 0 }

    /// The set of the cases whose bits `mask` has; bits past the last
    /// case are dropped, so that every bit set stands for a case.
    public init(mask: UInt8) {
        let cases = Element.allCases.count
        self.mask = cases >= 8 ? mask : mask & (1 << UInt8(cases) - 1)
    }

    public init<Elements: Sequence>(_ elements: Elements) where Elements.Element == Element {
        mask = 0
        for element in elements { mask |= Self.bit(element) }
    }

    public init(arrayLiteral elements: Element...) { self.init(elements) }

    /// Every case.
    public static var all: EnumSet { EnumSet(Element.allCases) }

    private static func bit(_ element: Element) -> UInt8 { 1 << UInt8(element.index) }

    public var count: Int { mask.nonzeroBitCount }
    public var isEmpty: Bool { mask == 0 }
    public var first: Element? { first { _ in true } }

    public func contains(_ member: Element) -> Bool { mask & Self.bit(member) != 0 }

    public func union(_ other: EnumSet) -> EnumSet { EnumSet(bits: mask | other.mask) }
    public func intersection(_ other: EnumSet) -> EnumSet { EnumSet(bits: mask & other.mask) }
    public func symmetricDifference(_ other: EnumSet) -> EnumSet { EnumSet(bits: mask ^ other.mask) }
    public func subtracting(_ other: EnumSet) -> EnumSet { EnumSet(bits: mask & ~other.mask) }

    /// Bits of two sets combined, which stand for cases already.
    private init(bits: UInt8) { mask = bits }
    public func isSubset(of other: EnumSet) -> Bool { mask & ~other.mask == 0 }
    public func isSuperset(of other: EnumSet) -> Bool { other.mask & ~mask == 0 }
    public func isDisjoint(with other: EnumSet) -> Bool { mask & other.mask == 0 }

    @discardableResult
    public mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element) {
        let inserted = !contains(newMember)
        mask |= Self.bit(newMember)
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: Element) -> Element? {
        guard contains(member) else { return nil }
        mask &= ~Self.bit(member)
        return member
    }

    @discardableResult
    public mutating func update(with newMember: Element) -> Element? {
        insert(newMember).inserted ? nil : newMember
    }

    public mutating func formUnion(_ other: EnumSet) { mask |= other.mask }
    public mutating func formIntersection(_ other: EnumSet) { mask &= other.mask }
    public mutating func formSymmetricDifference(_ other: EnumSet) { mask ^= other.mask }
    public mutating func subtract(_ other: EnumSet) { mask &= ~other.mask }

    public struct Iterator: IteratorProtocol {
        fileprivate let cases: [Element]
        fileprivate var remaining: UInt8

        public mutating func next() -> Element? {
            guard remaining != 0 else { return nil }
            let index = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            return cases[index]
        }
    }

    public func makeIterator() -> Iterator { Iterator(cases: Element.allCases, remaining: mask) }

    public var underestimatedCount: Int { count }

    public var description: String { "[" + map { "\($0)" }.joined(separator: ", ") + "]" }
}

public typealias PlatformSet = EnumSet<Platform>
public typealias InputSet = EnumSet<InputDevice>
