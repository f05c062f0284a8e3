extension Config {
    /// The settings the rules read, as a helpc.json object that
    /// `ConfigLoader` reads back to them: languages, platforms, the Korean
    /// register, rule severities, budgets and the tips' frequency. Folders
    /// and the site are left out; a translator's check has neither.
    public var checkSettingsJSON: JSONValue {
        var members: [(String, JSONValue)] = [
            ("sourceLanguage", .string(sourceLanguage)),
            ("languages", .array(languages.map(JSONValue.string))),
            ("platforms", .array(platforms.map { .string($0.rawValue) })),
            ("korean", .object([("register", .string(koreanRegister.rawValue))])),
            ("rules", .object(ruleSeverities.keys.sorted().map { ($0, .string(ruleSeverities[$0]!.rawValue)) })),
            ("budgets", .object(Budgets.keys.map { ($0, .number(budgets[$0] ?? 0)) })),
        ]
        if let tipDisplayFrequency {
            members.append(("tips", .object([("displayFrequency", .string(tipDisplayFrequency.rawValue))])))
        }
        return .object(members)
    }
}
