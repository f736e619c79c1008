import DesignSpecCore

/// Runs every rule on a model and makes the report: each rule's findings (and the model's
/// own, from token loading and extraction) with the configuration's severities, without
/// the ones a `<!-- designspec-ignore: RULE reason -->` silences, warnings made errors
/// under `strict`, sorted by place.
public struct Checker: Sendable {
    /// Every rule, in the order `designspec check` documents them: `RuleID`'s.
    static let rules: [any CheckRule.Type] = RuleID.allCases.map(\.rule)

    /// The descriptions of every rule, for SARIF's `rules` and the docs.
    public static var ruleDescriptions: [RuleDescription] { rules.map { $0.description } }

    /// `--strict`: warnings are reported, and fail, as errors.
    public var strict: Bool

    /// A checker; `strict` reports warnings as errors.
    public init(strict: Bool = false) {
        self.strict = strict
    }

    /// The report for `model`, with `model.configuration`'s severities.
    public func check(_ model: DesignModel) -> CheckReport {
        check(model, rules: Self.rules)
    }

    func check(_ model: DesignModel, rules: [any CheckRule.Type]) -> CheckReport {
        // What several rules read, made once for all of them.
        let context = CheckContext(model)
        let ignores = IgnoreScopes(model)
        // Rules are independent: they run on all cores, the rules that walk every table
        // cell first, so the cores finish together. Each task also makes its findings the
        // report's (see `reported`) and sorts them, and the report sorts the sorted lists
        // joined in rule order: the standard library's stable sort finds the runs already
        // in order and only merges them, so little is left to one core. (The one sort of
        // all findings, with the repeats and ignores before it, took ~15 ms on one core
        // for drift1000's 15,000 findings.)
        let schedule = Self.heavyFirst(rules)
        let lists = IndexedConcurrentMap.map(count: schedule.count) { slot -> (index: Int, findings: [Finding]) in
            let index = schedule[slot]
            let rule = rules[index].init()
            let findings = if let rule = rule as? any ContextCheckRule {
                rule.findings(in: model, context: context)
            } else {
                rule.findings(in: model)
            }
            return (index, reported(findings, model, ignores))
        }.sorted { $0.index < $1.index }.map(\.findings)
        var findings = lists.flatMap { $0 }
        let withheld = Self.withholdMissingTokenFindings(&findings, model)
        let coverage = Coverage(model: model, findings: findings, withheld: withheld)
        return CheckReport(findings: findings, rules: rules.map { $0.description }, coverage: coverage)
    }

    /// While a token file does not parse, removes the findings that may exist only because
    /// its tokens are missing (`Coverage.missingTokenRuleIDs`) and returns how many of each
    /// rule were removed: the file's note in the coverage says so once.
    private static func withholdMissingTokenFindings(_ findings: inout [Finding], _ model: DesignModel) -> [RuleID: Int] {
        guard model.findings.contains(where: { $0.rule == .jsonSyntax }) else { return [:] }
        var withheld: [RuleID: Int] = [:]
        findings.removeAll { finding in
            guard Coverage.missingTokenRuleIDs.contains(finding.rule) else { return false }
            withheld[finding.rule, default: 0] += 1
            return true
        }
        return withheld
    }

    /// The report's share of one rule's findings, sorted: without repeats, with the
    /// configuration's severities, without the ones an ignore silences, warnings made
    /// errors under `strict`. A finding repeats only one of its own rule (its id is part
    /// of it), so repeats are found within each rule's list, once it is sorted, and before
    /// the severities change (two findings that differ only in severity both stay).
    /// `found` is consumed: a rule's list is sorted where it is, not copied first.
    private func reported(_ found: consuming [Finding], _ model: DesignModel, _ ignores: IgnoreScopes) -> [Finding] {
        var findings = found
        findings.sort()
        let isFirst = DistinctFindings.firsts(ofSorted: findings)
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
        return findings
    }

    /// The rules that walk every table cell or token, which take the most time on a large
    /// project (drift1000: value-mismatch ~95 M instructions, off-scale ~60 M, unknown-token
    /// ~30 M, undocumented-token ~22 M; most others under 1 M).
    private static let heavyRuleIDs: [RuleID] = [.valueMismatch, .offScale, .unknownToken, .undocumentedToken, .aliasMismatch]

    /// The positions of `rules` in the order their tasks start: the heavy ones first.
    private static func heavyFirst(_ rules: [any CheckRule.Type]) -> [Int] {
        let heavy = heavyRuleIDs.compactMap { id in rules.firstIndex { $0.description.id == id } }
        return heavy + rules.indices.filter { !heavy.contains($0) }
    }
}
