/// The tooltips, tips, alerts and undo names of a translator's XLIFF,
/// rebuilt from the units helpc exported for their parts: each says which
/// in its `extradata` (`XLIFFExporter`), "alertButton kind=destructive
/// role=cancel", "tooltip state control=Music", "tipTitle", and the entry
/// and the part's id come from its key (`play.quit.button.cancel`; the ids
/// of buttons, actions and states hold no dots). As plain strings they
/// escaped the rules for what they are: an alert message without its
/// period, 예 on a button, a tooltip's ending. A unit without it
/// (an XLIFF from Xcode or another tool), or whose key doesn't fit its
/// part, stays a string.
struct EntryParts {
    private struct Builder {
        var id: String
        var position: Int
        var location: SourceLocation
        var kind: EntryKind
        /// The platforms its first part's unit named, when fewer than the project's.
        var platforms: PlatformSet?
    }

    private var builders: [Builder] = []
    private var byID: [String: Int] = [:]

    /// What a unit's `extradata` says.
    struct Part {
        var role: CopyRole
        var isState = false
        var details: [String: String] = [:]

        init?(_ value: String) {
            var rest = Substring(value)
            // `control=` comes last and takes the rest, spaces and all.
            if let control = value.range(of: " control=") {
                details["control"] = String(value[control.upperBound...])
                rest = value[..<control.lowerBound]
            }
            let words = rest.split(separator: " ")
            guard let first = words.first, let role = CopyRole(rawValue: String(first)) else { return nil }
            self.role = role
            for word in words.dropFirst() {
                if word == "state" {
                    isState = true
                } else if let equals = word.firstIndex(of: "=") {
                    details[String(word[..<equals])] = String(word[word.index(after: equals)...])
                }
            }
        }
    }

    /// Takes a key's copy when its unit names the part of an entry it is;
    /// false when it is a plain string. `key` is without its input device
    /// (`#remote`), which `input` gives; `position` is where the entry
    /// stands among the file's entries made so far.
    mutating func add(_ copy: Copy, key: String, part value: String?, input: InputDevice?, at position: Int,
                      platforms: PlatformSet? = nil) -> Bool {
        guard let value, let part = Part(value),
              let (entry, partID) = Self.entryAndPart(of: key, part) else { return false }
        // An entry's keys for one input device make an entry of their own,
        // as their catalog keys stand apart (`id#remote`).
        let id = input.map { "\(entry)#\($0.rawValue)" } ?? entry
        let index: Int
        if let known = byID[id] {
            index = known
        } else {
            guard let kind = Self.emptyKind(for: part, at: copy.location) else { return false }
            index = builders.count
            byID[id] = index
            builders.append(Builder(id: id, position: position, location: copy.location, kind: kind, platforms: platforms))
        }
        return Self.add(copy, part: part, id: partID, to: &builders[index].kind)
    }

    /// The entry's id and the part's own id (a button's, an action's, a
    /// state's), read off the key as the exporter made it.
    static func entryAndPart(of key: String, _ part: Part) -> (entry: String, part: String?)? {
        func before(_ suffix: String) -> String? {
            key.hasSuffix(suffix) && key.count > suffix.count ? String(key.dropLast(suffix.count)) : nil
        }
        func split(after marker: String) -> (String, String?)? {
            guard let dot = key.lastIndex(of: "."), let entry = before(marker + key[key.index(after: dot)...]),
                  dot < key.index(before: key.endIndex) else { return nil }
            return (entry, String(key[key.index(after: dot)...]))
        }
        switch part.role {
        case .tooltip: return part.isState ? split(after: ".") : (key, nil)
        case .tipTitle, .alertTitle: return before(".title").map { ($0, nil) }
        case .tipMessage, .alertMessage: return before(".message").map { ($0, nil) }
        case .tipAction: return split(after: ".action.")
        case .alertButton: return split(after: ".button.")
        case .undo: return (key, nil)
        case .string, .topicTitle, .topicSummary: return nil
        }
    }

    /// The rebuilt entries put among `strings` where their first parts
    /// stood, in one pass.
    func merged(into strings: [Entry], table: String, platforms: PlatformSet) -> [Entry] {
        guard !builders.isEmpty else { return strings }
        var entries: [Entry] = []
        entries.reserveCapacity(strings.count + builders.count)
        var next = 0
        for (position, string) in strings.enumerated() {
            while next < builders.count, builders[next].position == position {
                entries.append(entry(builders[next], table: table, platforms: platforms))
                next += 1
            }
            entries.append(string)
        }
        while next < builders.count {
            entries.append(entry(builders[next], table: table, platforms: platforms))
            next += 1
        }
        return entries
    }

    private func entry(_ builder: Builder, table: String, platforms: PlatformSet) -> Entry {
        Entry(id: builder.id, table: table, kind: builder.kind, location: builder.location, platforms: builder.platforms ?? platforms)
    }

    private static func emptyKind(for part: Part, at location: SourceLocation) -> EntryKind? {
        switch part.role {
        case .tooltip:
            return .tooltip(Tooltip(control: part.details["control"], content: .states([])))
        case .tipTitle, .tipMessage, .tipAction:
            return .tip(Tip())
        case .alertTitle, .alertMessage, .alertButton:
            return .alert(Alert(kind: part.details["kind"].flatMap(Alert.Kind.init(rawValue:))))
        case .undo:
            return .undo(Copy(texts: [], location: location))
        case .string, .topicTitle, .topicSummary:
            return nil
        }
    }

    /// Puts the copy where its role says in the entry; false when the
    /// entry is of another kind or already has that part (a file edited
    /// by hand), so the copy stays a string of its own.
    private static func add(_ copy: Copy, part: Part, id: String?, to kind: inout EntryKind) -> Bool {
        switch (kind, part.role) {
        case (.tooltip(var tooltip), .tooltip):
            guard case .states(var states) = tooltip.content else { return false }
            if let id {
                guard !states.contains(where: { $0.name == id }) else { return false }
                states.append(TooltipState(name: id, copy: copy))
                tooltip.content = .states(states)
            } else {
                guard states.isEmpty else { return false }
                tooltip.content = .copy(copy)
            }
            kind = .tooltip(tooltip)
        case (.tip(var tip), .tipTitle), (.tip(var tip), .tipMessage):
            let slot: WritableKeyPath<Tip, Copy?> = part.role == .tipTitle ? \.title : \.message
            guard tip[keyPath: slot] == nil else { return false }
            tip[keyPath: slot] = copy
            kind = .tip(tip)
        case (.tip(var tip), .tipAction):
            guard let id, !tip.actions.contains(where: { $0.id == id }) else { return false }
            tip.actions.append(TipAction(id: id, copy: copy))
            kind = .tip(tip)
        case (.alert(var alert), .alertTitle), (.alert(var alert), .alertMessage):
            let slot: WritableKeyPath<Alert, Copy?> = part.role == .alertTitle ? \.title : \.message
            guard alert[keyPath: slot] == nil else { return false }
            alert[keyPath: slot] = copy
            kind = .alert(alert)
        case (.alert(var alert), .alertButton):
            guard let id, !alert.buttons.contains(where: { $0.id == id }) else { return false }
            let role = part.details["role"].flatMap(AlertButton.Role.init(rawValue:))
            alert.buttons.append(AlertButton(id: id, role: role, copy: copy))
            kind = .alert(alert)
        case (.undo(let existing), .undo):
            guard existing.texts.isEmpty else { return false }
            kind = .undo(copy)
        default:
            return false
        }
        return true
    }
}
