import DesignSpecCore

/// One check: a stable id with its words (`description`), examples that double as tests,
/// and the findings it makes on a model. SwiftLint keeps a rule and its examples side by
/// side; so do we (`ValueMismatchRule.swift`, `ValueMismatchRuleExamples.swift`).
///
/// Rules made elsewhere (the token loader's `broken-reference`, the extraction's
/// `ignore-without-reason`) are rules here too: their `findings(in:)` passes on the
/// model's findings with their id, so every rule has a description and examples.
package protocol CheckRule: Sendable {
    static var description: RuleDescription { get }
    /// Small doc-and-token fixtures with the findings they must produce.
    static var examples: [RuleExample] { get }

    init()

    /// The rule's findings, at the rule's default severity; the `Checker` applies the
    /// configuration, the ignores and `--strict` afterwards.
    func findings(in model: DesignModel) -> [Finding]
}

extension CheckRule {
    /// A finding of this rule at its default severity.
    func finding(_ message: String, at range: SourceRange, notes: [Finding.Note] = []) -> Finding {
        Finding(rule: Self.description.id, severity: Self.description.defaultSeverity, message: message, at: range, notes: notes)
    }

    /// A finding of this rule at its default severity, in English and Korean, fixed as `fix` says.
    func finding(_ message: FindingMessage, at range: SourceRange, notes: [Finding.Note] = [], fix: FindingFix? = nil) -> Finding {
        Finding(rule: Self.description.id, severity: Self.description.defaultSeverity, message, at: range, notes: notes, fix: fix)
    }
}

/// A rule whose findings are made while the model is built (token loading, extraction):
/// the check passes them on.
protocol ModelFindingRule: CheckRule {}

extension ModelFindingRule {
    func findings(in model: DesignModel) -> [Finding] {
        model.findings.filter { $0.rule == Self.description.id }
    }
}
