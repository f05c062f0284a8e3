/// The tooltips, tips, alerts and undo names of a translator's XLIFF,
/// rebuilt from the units helpc exported for their parts (the contexts
/// `XLIFFExporter` writes: `x-helpc-role`, `x-helpc-entry`, `x-helpc-part`,
/// `x-helpc-alert-kind`, `x-helpc-button-role`, `x-helpc-control`). As
/// plain strings they escaped the rules for what they are: an alert
/// message without its period, 예 on a button, a tooltip's ending. A unit
/// without these contexts (an XLIFF from Xcode or another tool) stays a
/// string.
struct EntryParts {
    private struct Builder {
        var id: String
        var position: Int
        var location: SourceLocation
        var kind: EntryKind
    }

    private var builders: [Builder] = []
    private var byID: [String: Int] = [:]

    /// Takes a key's copy when its unit names the part of an entry it is;
    /// false when it is a plain string. `position` is where the entry
    /// stands among the file's entries made so far.
    mutating func add(_ copy: Copy, of contexts: [String: String], input: InputDevice?, at position: Int) -> Bool {
        guard let roleName = contexts["x-helpc-role"], let role = CopyRole(rawValue: roleName),
              let entry = contexts["x-helpc-entry"], !entry.isEmpty else { return false }
        let part = contexts["x-helpc-part"]
        // An entry's keys for one input device make an entry of their own,
        // as their catalog keys stand apart (`id#remote`).
        let id = input.map { "\(entry)#\($0.rawValue)" } ?? entry
        let index: Int
        if let known = byID[id] {
            index = known
        } else {
            guard let kind = Self.emptyKind(for: role, contexts: contexts, at: copy.location) else { return false }
            index = builders.count
            byID[id] = index
            builders.append(Builder(id: id, position: position, location: copy.location, kind: kind))
        }
        return Self.add(copy, role: role, part: part, contexts: contexts, to: &builders[index].kind)
    }

    /// The rebuilt entries with the positions they go to, in order.
    func entries(table: String, platforms: PlatformSet) -> [(position: Int, entry: Entry)] {
        builders.map { builder in
            (builder.position, Entry(id: builder.id, table: table, kind: builder.kind, location: builder.location,
                                     platforms: platforms))
        }
    }

    private static func emptyKind(for role: CopyRole, contexts: [String: String], at location: SourceLocation) -> EntryKind? {
        switch role {
        case .tooltip:
            return .tooltip(Tooltip(control: contexts["x-helpc-control"], content: .states([])))
        case .tipTitle, .tipMessage, .tipAction:
            return .tip(Tip())
        case .alertTitle, .alertMessage, .alertButton:
            return .alert(Alert(kind: contexts["x-helpc-alert-kind"].flatMap(Alert.Kind.init(rawValue:))))
        case .undo:
            return .undo(Copy(texts: [], location: location))
        case .string, .topicTitle, .topicSummary:
            return nil
        }
    }

    /// Puts the copy where its role says in the entry; false when the
    /// entry is of another kind or already has that part (a file edited
    /// by hand), so the copy stays a string of its own.
    private static func add(_ copy: Copy, role: CopyRole, part: String?, contexts: [String: String],
                            to kind: inout EntryKind) -> Bool {
        switch (kind, role) {
        case (.tooltip(var tooltip), .tooltip):
            guard case .states(var states) = tooltip.content else { return false }
            if let part {
                guard !states.contains(where: { $0.name == part }) else { return false }
                states.append(TooltipState(name: part, copy: copy))
                tooltip.content = .states(states)
            } else {
                guard states.isEmpty else { return false }
                tooltip.content = .copy(copy)
            }
            kind = .tooltip(tooltip)
        case (.tip(var tip), .tipTitle):
            guard tip.title == nil else { return false }
            tip.title = copy
            kind = .tip(tip)
        case (.tip(var tip), .tipMessage):
            guard tip.message == nil else { return false }
            tip.message = copy
            kind = .tip(tip)
        case (.tip(var tip), .tipAction):
            guard let part, !tip.actions.contains(where: { $0.id == part }) else { return false }
            tip.actions.append(TipAction(id: part, copy: copy))
            kind = .tip(tip)
        case (.alert(var alert), .alertTitle):
            guard alert.title == nil else { return false }
            alert.title = copy
            kind = .alert(alert)
        case (.alert(var alert), .alertMessage):
            guard alert.message == nil else { return false }
            alert.message = copy
            kind = .alert(alert)
        case (.alert(var alert), .alertButton):
            guard let part, !alert.buttons.contains(where: { $0.id == part }) else { return false }
            let role = contexts["x-helpc-button-role"].flatMap(AlertButton.Role.init(rawValue:))
            alert.buttons.append(AlertButton(id: part, role: role, copy: copy))
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
