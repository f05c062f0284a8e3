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
            fix: \(description.isFixable ? "yes, `helpc fix` applies it" : "no")

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

extension RuleDocumentation {
    /// docs/rules.md: the catalog as Markdown, generated from the rules so
    /// the page can't drift from the code (a test compares them).
    public static func markdown(_ rules: [any Rule.Type]) -> String {
        var text = """
            # helpc rules

            Generated from the rules' own descriptions (`helpc rules ID` prints the same with \
            examples). Severities are the defaults; change them in helpc.json under `rules`, or \
            suppress one place with `ignore="id" because="…"`.

            | id | default | languages | fix | what it catches |
            | --- | --- | --- | --- | --- |

            """
        for rule in rules.map({ $0.description }) {
            text += "| `\(rule.id)` | \(rule.severity.rawValue)\(rule.isConfigurable ? "" : " (fixed)") | \(rule.languages) | \(rule.isFixable ? "yes" : "") | \(rule.summary) |\n"
        }
        for rule in rules.map({ $0.description }) {
            text += "\n## \(rule.id)\n\n\(rule.summary).\n\n\(rule.rationale)\n"
        }
        return text
    }
}
