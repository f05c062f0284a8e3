extension Array where Element == String {
    /// The items as an English list for a message: “iOS”, “iOS and macOS”,
    /// “iOS, macOS and visionOS” (no serial comma, as Apple's style writes
    /// lists).
    public func joinedAsList(_ conjunction: String = "and") -> String {
        switch count {
        case 0: ""
        case 1: self[0]
        case 2: "\(self[0]) \(conjunction) \(self[1])"
        default: dropLast().joined(separator: ", ") + " \(conjunction) " + last!
        }
    }
}

extension EnumSet where Element == Platform {
    /// The platforms' names in their order, as a list: “iOS, iPadOS and macOS”.
    public func displayNames(_ conjunction: String = "and") -> String {
        sorted().map(\.displayName).joinedAsList(conjunction)
    }
}
