import HelpCore

/// Copy written for platforms where its kind of entry is never shown
/// (tooltips on Apple TV, undo names on Apple Watch): the entry when none
/// of its platforms shows it, otherwise each text whose platforms are all
/// among those that don't.
enum UnshownPlatforms {
    /// `whole`: the message for an entry none of whose platforms shows
    /// it, given their names; `text`: the message for one text, likewise.
    static func findings(of entry: Entry, shownOn showing: PlatformSet, in context: RuleContext,
                         whole: (String) -> String, text: (String) -> String) -> [Diagnostic] {
        // An entry that reaches no platform at all (a file scoped to none
        // of the project's) is xml.schema's error, not one of these.
        guard !entry.platforms.isEmpty else { return [] }
        guard !entry.platforms.isDisjoint(with: showing) else {
            return [context.diagnostic(whole(entry.platforms.displayNames("and")), at: entry.location, entry: entry.id,
                                       suppressions: entry.suppressions)]
        }
        var found: [Diagnostic] = []
        for string in entry.localizableStrings {
            for copy in string.copy.texts {
                let reach = copy.scope.platforms(within: entry.platforms)
                guard !reach.isEmpty, reach.isDisjoint(with: showing) else { continue }
                found.append(context.diagnostic(text(reach.displayNames("and")), about: copy, of: entry))
            }
        }
        return found
    }
}
