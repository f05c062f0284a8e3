/// The Apple platforms copy can be written for. Raw values are the names used
/// in content files and helpc.json.
public enum Platform: String, CaseIterable, Sendable, Hashable, Comparable {
    case ios, ipados, macos, tvos, visionos, watchos

    /// The `device` variation Xcode's string catalogs use for the platform.
    public var catalogDevice: String {
        switch self {
        case .ios: "iphone"
        case .ipados: "ipad"
        case .macos: "mac"
        case .tvos: "appletv"
        case .visionos: "applevision"
        case .watchos: "applewatch"
        }
    }

    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .ipados: "iPadOS"
        case .macos: "macOS"
        case .tvos: "tvOS"
        case .visionos: "visionOS"
        case .watchos: "watchOS"
        }
    }

    public static func < (a: Platform, b: Platform) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// The input devices copy can be written for.
public enum InputDevice: String, CaseIterable, Sendable, Hashable, Comparable {
    case touch, pointer, keyboard, remote, gamecontroller

    public static func < (a: InputDevice, b: InputDevice) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// Where a piece of copy applies. `nil` means "not narrowed": every platform
/// the file reaches, every input device.
public struct Scope: Hashable, Sendable, CustomStringConvertible {
    public var platforms: Set<Platform>?
    public var inputs: Set<InputDevice>?

    public static let everywhere = Scope(platforms: nil, inputs: nil)

    public init(platforms: Set<Platform>? = nil, inputs: Set<InputDevice>? = nil) {
        self.platforms = platforms
        self.inputs = inputs
    }

    public var isUnscoped: Bool { platforms == nil && inputs == nil }

    /// The platforms this scope reaches among those a file applies to.
    public func platforms(within available: Set<Platform>) -> Set<Platform> {
        platforms.map { $0.intersection(available) } ?? available
    }

    /// Two scopes overlap when some platform and some input device are in
    /// both (an unnarrowed dimension contains everything).
    public func overlaps(_ other: Scope, within available: Set<Platform>) -> Bool {
        let sharedPlatforms = platforms(within: available)
            .intersection(other.platforms(within: available))
        guard !sharedPlatforms.isEmpty else { return false }
        switch (inputs, other.inputs) {
        case (nil, _), (_, nil): return true
        case let (a?, b?): return !a.isDisjoint(with: b)
        }
    }

    /// The scope inside another one, as block-level scopes narrow a topic page.
    public func narrowed(by inner: Scope) -> Scope {
        Scope(
            platforms: Self.intersect(platforms, inner.platforms),
            inputs: Self.intersect(inputs, inner.inputs))
    }

    private static func intersect<T>(_ a: Set<T>?, _ b: Set<T>?) -> Set<T>? {
        switch (a, b) {
        case (nil, nil): nil
        case (let a?, nil): a
        case (nil, let b?): b
        case let (a?, b?): a.intersection(b)
        }
    }

    public var description: String {
        var parts: [String] = []
        if let platforms { parts.append("platform=\"\(platforms.sorted().map(\.rawValue).joined(separator: " "))\"") }
        if let inputs { parts.append("input=\"\(inputs.sorted().map(\.rawValue).joined(separator: " "))\"") }
        return parts.isEmpty ? "unscoped" : parts.joined(separator: " ")
    }
}
