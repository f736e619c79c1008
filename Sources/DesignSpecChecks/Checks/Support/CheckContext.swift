import DesignSpecCore

/// What several rules read from the model, worked out once per `Checker.check` instead of
/// once per rule: every token name the docs write (`unknown-token`, `ambiguous-token`,
/// `deprecated-token` and `undocumented-token` each walked every table and recipe for
/// them). What only one rule reads (`documentedTokenNames`) is left to that rule, which
/// runs beside the others.
struct CheckContext: Sendable {
    /// `DesignModel.docTokenNames`.
    let docTokenNames: [DocTokenName]

    init(_ model: DesignModel) {
        docTokenNames = model.docTokenNames
    }
}

/// A rule that reads the `CheckContext`: the `Checker` passes the one it made for the
/// check; called alone (`findings(in:)`), the rule makes its own.
protocol ContextCheckRule: CheckRule {
    func findings(in model: DesignModel, context: CheckContext) -> [Finding]
}

extension ContextCheckRule {
    func findings(in model: DesignModel) -> [Finding] {
        findings(in: model, context: CheckContext(model))
    }
}
