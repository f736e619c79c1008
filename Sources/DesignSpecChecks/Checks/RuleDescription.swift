import DesignSpecCore

/// What a rule is: its stable id, default severity, and the words the outputs and the
/// SARIF `rules` array show for it.
public struct RuleDescription: Sendable, Hashable {
    /// The stable id: `value-mismatch`.
    public var id: RuleID
    /// The severity its findings have unless `designspec.json` says otherwise.
    public var defaultSeverity: Severity
    /// One line: what the rule reports.
    public var summary: String
    /// Why it matters and how to fix it.
    public var explanation: String

    /// The rule `id`, with its default severity and its words.
    public init(id: RuleID, defaultSeverity: Severity, summary: String, explanation: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.explanation = explanation
    }
}
