import HelpCore
import HelpRules

/// The rule catalog as `helpc rules` prints it, generated from the rules'
/// own descriptions.
public enum RuleDocumentation {
    public static func list(_ rules: [any Rule.Type]) -> String {
        let descriptions = rules.map { $0.description }
        let width = descriptions.map(\.id.count).max() ?? 0
        return descriptions.map { description in
            let id = description.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = description.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            return "\(id)  \(severity)  \(description.summary)\n"
        }.joined()
    }

    public static func full(_ rule: any Rule.Type) -> String {
        let description = rule.description
        var text = """
            \(description.id): \(description.summary)
            default severity: \(description.severity.rawValue)\(description.isConfigurable ? "" : " (fixed)")
            languages: \(description.languages)

            \(description.rationale)

            """
        func examples(_ title: String, _ list: [Example]) {
            guard !list.isEmpty else { return }
            text += "\n\(title):\n"
            for example in list {
                let body = example.content.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { "    " + $0 }.joined(separator: "\n")
                text += "\n\(body)\n"
                if let config = example.config { text += "    (with helpc.json: \(config))\n" }
            }
        }
        examples("Triggers (↓ marks where the diagnostic points)", description.triggering)
        examples("Does not trigger", description.nonTriggering)
        return text
    }
}
