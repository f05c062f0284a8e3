import HelpCore

/// An `ignore` without a reason, or naming a rule that does not exist.
public struct SuppressionReasonRule: ProjectRule {
    public static let description = RuleDescription(
        id: "suppression.reason",
        summary: "Every ignore needs a because, and must name existing rules",
        rationale: """
            A suppression is a decision someone made about a rule in one place; without the reason, the \
            next writer or translator cannot tell whether it still holds. The reason is listed in the \
            JSON and SARIF reports. An ignore that names no existing rule (a typo) silences nothing and \
            is reported too.
            """,
        severity: .error,
        languages: .independent,
        triggering: [
            Example(#"""
                <string id="menu.open"><text xml:lang="en" ↓ignore="translation.missing">Open</text></string>
                """#),
            Example(#"""
                <string id="menu.open" ↓ignore="translation.mising" because="Shown only in the English beta">
                  <text xml:lang="en">Open</text><text xml:lang="ko">열기</text>
                </string>
                """#),
            Example(#"""
                <string id="menu.open" ↓because="The English is final">
                  <text xml:lang="en">Open</text><text xml:lang="ko">열기</text>
                </string>
                """#),
            Example(#"""
                <string id="menu.open" ↓ignore="id.duplicate" because=" ">
                  <text xml:lang="en">Open</text><text xml:lang="ko">열기</text>
                </string>
                """#),
        ],
        nonTriggering: [
            Example(#"""
                <string id="menu.open"><text xml:lang="en" ignore="translation.missing" because="English-only beta menu">Open</text></string>
                """#),
            Example(#"""
                <string id="menu.open"><text xml:lang="en">Open</text><text xml:lang="ko">열기</text></string>
                """#),
        ])

    public init() {}

    public func check(_ project: ProjectIndex, in context: RuleContext) -> [Diagnostic] {
        project.declaredSuppressions.flatMap { suppression -> [Diagnostic] in
            var diagnostics: [Diagnostic] = []
            if suppression.ruleIDs.isEmpty {
                return [context.diagnostic(
                    "because without ignore silences nothing; add ignore=\"rule.id\" or remove because",
                    at: suppression.location)]
            }
            let reason = suppression.reason?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if reason.isEmpty {
                diagnostics.append(context.diagnostic(
                    "ignore=\"\(suppression.ruleIDs.joined(separator: " "))\" needs because=\"…\" saying why the rule does not apply here",
                    at: suppression.location))
            }
            for id in suppression.ruleIDs where !context.knownRuleIDs.contains(id) {
                diagnostics.append(context.diagnostic(
                    "ignore names '\(id)', which is not a rule\(ClosestName.hint(id, among: context.knownRuleIDs.sorted())); `helpc rules` lists the rule ids",
                    at: suppression.location))
            }
            return diagnostics
        }
    }
}
