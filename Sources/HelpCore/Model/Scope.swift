/// The Apple platforms copy can be written for. Raw values are the names used
/// in content files and helpc.json.
public enum Platform: String, CaseIterable, Sendable, Hashable, Comparable, SmallEnumeration {
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

    /// The platform's place in `allCases`, which is also its order.
    public var index: Int {
        switch self {
        case .ios: 0
        case .ipados: 1
        case .macos: 2
        case .tvos: 3
        case .visionos: 4
        case .watchos: 5
        }
    }

    public static func < (a: Platform, b: Platform) -> Bool {
        a.index < b.index
    }

    /// The platform a name people write for it means: its name in other
    /// capitals (watchOS, iOS), a device as string catalogs and Apple name
    /// it (iphone, mac, applewatch, Apple TV, Vision Pro), or macOS's older
    /// name; nil for anything else. For the hint after a wrong name.
    public static func meant(by name: String) -> Platform? {
        let squeezed = name.lowercased().filter { $0.isLetter }
        if let platform = Platform(rawValue: squeezed) { return platform }
        switch squeezed {
        case "iphone": return .ios
        case "ipad": return .ipados
        case "mac", "osx", "macosx": return .macos
        case "appletv", "tv": return .tvos
        case "applewatch", "watch": return .watchos
        case "applevision", "visionpro", "applevisionpro", "vision", "xros": return .visionos
        default: return nil
        }
    }
}

/// The input devices copy can be written for.
public enum InputDevice: String, CaseIterable, Sendable, Hashable, Comparable, SmallEnumeration {
    case touch, pointer, keyboard, remote, gamecontroller

    /// The input device a name people write for it means: its name in
    /// other capitals or with a hyphen (Game-Controller), or a device of
    /// its kind (mouse, trackpad, Siri Remote, gamepad); nil for anything
    /// else. For the hint after a wrong name.
    public static func meant(by name: String) -> InputDevice? {
        let squeezed = name.lowercased().filter { $0.isLetter }
        if let device = InputDevice(rawValue: squeezed) { return device }
        switch squeezed {
        case "mouse", "trackpad", "cursor", "magicmouse", "magictrackpad": return .pointer
        case "finger", "fingers", "touchscreen", "multitouch": return .touch
        case "siriremote", "appletvremote", "tvremote": return .remote
        case "gamepad", "controller", "joystick", "joypad": return .gamecontroller
        case "keys", "hardwarekeyboard": return .keyboard
        default: return nil
        }
    }

    /// The device's place in `allCases`, which is also its order.
    public var index: Int {
        switch self {
        case .touch: 0
        case .pointer: 1
        case .keyboard: 2
        case .remote: 3
        case .gamecontroller: 4
        }
    }

    public static func < (a: InputDevice, b: InputDevice) -> Bool {
        a.index < b.index
    }

    /// The platforms people use the device with, as the inputs pages of
    /// Apple's Human Interface Guidelines name them: copy for the Siri
    /// Remote is read on Apple TV, copy for touch on no Mac.
    public var platforms: PlatformSet { PlatformSet(mask: platformMask) }

    /// `platforms` as the bits of `Platform.index` (ios 0, ipados 1, macos
    /// 2, tvos 3, visionos 4, watchos 5), built without an array: every
    /// term match in copy scoped to inputs asks.
    var platformMask: UInt8 {
        switch self {
        case .touch: 0b110011 // iOS, iPadOS, visionOS, watchOS
        case .pointer: 0b010110 // iPadOS, macOS, visionOS
        case .keyboard: 0b011111 // iOS, iPadOS, macOS, tvOS, visionOS
        case .remote: 0b001000 // tvOS
        case .gamecontroller: 0b011111 // iOS, iPadOS, macOS, tvOS, visionOS
        }
    }
}

extension EnumSet where Element == InputDevice {
    /// The platforms that have at least one of the devices: read from the
    /// set's bits, as every term match in copy scoped to inputs asks.
    public var platforms: PlatformSet {
        var having: UInt8 = 0
        for input in self { having |= input.platformMask }
        return PlatformSet(mask: having)
    }
}

/// Where a piece of copy applies. `nil` means "not narrowed": every platform
/// the file reaches, every input device.
public struct Scope: Hashable, Sendable, CustomStringConvertible {
    public var platforms: PlatformSet?
    public var inputs: InputSet?

    public static let everywhere = Scope(platforms: nil, inputs: nil)

    public init(platforms: PlatformSet? = nil, inputs: InputSet? = nil) {
        self.platforms = platforms
        self.inputs = inputs
    }

    public var isUnscoped: Bool { platforms == nil && inputs == nil }

    /// The platforms this scope reaches among those a file applies to.
    public func platforms(within available: PlatformSet) -> PlatformSet {
        platforms.map { $0.intersection(available) } ?? available
    }

    /// `platforms(within:)` as its `mask`.
    public func platformMask(within available: PlatformSet) -> UInt8 {
        let availableMask = available.mask
        return platforms.map { $0.mask & availableMask } ?? availableMask
    }

    /// Two scopes overlap when some platform and some input device are in
    /// both (an unnarrowed dimension contains everything).
    public func overlaps(_ other: Scope, within available: PlatformSet) -> Bool {
        let availableMask = available.mask
        let shared = (platforms?.mask ?? availableMask) & (other.platforms?.mask ?? availableMask) & availableMask
        guard shared != 0 else { return false }
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

    private static func intersect<T>(_ a: EnumSet<T>?, _ b: EnumSet<T>?) -> EnumSet<T>? {
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
