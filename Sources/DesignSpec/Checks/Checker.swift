/// Runs every rule on a model and makes the report: each rule's findings (and the model's
/// own, from token loading and extraction) with the configuration's severities, without
/// the ones a `<!-- designspec-ignore: RULE reason -->` silences, warnings made errors
/// under `strict`, sorted by place.
public struct Checker: Sendable {
    /// Every rule, in the order `designspec check` documents them.
    static let rules: [any CheckRule.Type] = [
        // Docs against tokens.
        ValueMismatchRule.self, AliasMismatchRule.self, UnknownTokenRule.self, AmbiguousTokenRule.self,
        UndocumentedTokenRule.self, DeprecatedTokenRule.self, OffScaleRule.self, TapTargetRule.self,
        // The token files, as the token loader and the JSON reader find them.
        BrokenReferenceRule.self, CircularReferenceRule.self, AliasChainTooLongRule.self, InvalidValueRule.self,
        DuplicateTokenRule.self, JSONSyntaxRule.self, DuplicateKeyRule.self,
        // The configuration, the extraction and the ignore comments.
        ConfigRule.self, AmbiguousInferenceRule.self, IgnoreWithoutReasonRule.self, UnknownRuleRule.self,
    ]

    /// The descriptions of every rule, for SARIF's `rules` and the docs.
    public static var ruleDescriptions: [RuleDescription] { rules.map { $0.description } }

    /// Every rule id, for validating configuration keys.
    public static var ruleIDs: [String] { rules.map { $0.description.id } }

    /// `--strict`: warnings are reported, and fail, as errors.
    public var strict: Bool

    public init(strict: Bool = false) {
        self.strict = strict
    }

    /// The report for `model`, with `model.configuration`'s severities.
    public func check(_ model: DesignModel) -> CheckReport {
        check(model, rules: Self.rules)
    }

    func check(_ model: DesignModel, rules: [any CheckRule.Type]) -> CheckReport {
        let known = Set(Self.ruleIDs)
        // What several rules read, made once for all of them.
        let context = CheckContext(model)
        // Rules are independent: they run on all cores, and their findings are joined in
        // rule order, as a serial loop would.
        var findings = IndexedConcurrentMap.map(count: rules.count) { index in
            let rule = rules[index].init()
            if let rule = rule as? any ContextCheckRule { return rule.findings(in: model, context: context) }
            return rule.findings(in: model)
        }.flatMap { $0 }
        // Model findings of a rule no one describes still reach the user.
        findings += model.findings.filter { !known.contains($0.rule) }
        let ignores = IgnoreScopes(model)
        let isFirst = DistinctFindings.firsts(of: findings)
        // Kept findings move to the front in place, in order: no copy of each one.
        var kept = 0
        for index in findings.indices where isFirst[index] {
            if let configured = model.configuration.severities[findings[index].rule] {
                guard let severity = configured else { continue }
                findings[index].severity = severity
            }
            if ignores.silences(findings[index]) { continue }
            if strict, findings[index].severity == .warning { findings[index].severity = .error }
            findings.swapAt(kept, index)
            kept += 1
        }
        findings.removeLast(findings.count - kept)
        return CheckReport(findings: findings, rules: rules.map { $0.description })
    }
}
