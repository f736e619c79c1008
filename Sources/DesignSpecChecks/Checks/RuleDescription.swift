import DesignSpecCore

/// What a rule is: its stable id, default severity, and the words the outputs and the
/// SARIF `rules` array show for it.
public struct RuleDescription: Sendable, Hashable {
    public var id: String
    public var defaultSeverity: Severity
    /// One line: what the rule reports.
    public var summary: String
    /// Why it matters and how to fix it.
    public var explanation: String

    public init(id: String, defaultSeverity: Severity, summary: String, explanation: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.explanation = explanation
    }
}
