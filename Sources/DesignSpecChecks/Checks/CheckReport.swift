import DesignSpecCore

/// The result of `designspec check`: the findings after severities and ignores were
/// applied, sorted by place, the rules that can produce them, and what was read, checked
/// and not checked.
public struct CheckReport: Sendable {
    /// The findings, sorted by place, at the severity the configuration and `--strict` give them.
    public var findings: [Finding]
    /// The rules that can produce findings, for SARIF's `rules`.
    public var rules: [RuleDescription]
    /// What was read and checked; nil for a report made without a model (the
    /// configuration's own findings).
    public var coverage: Coverage?

    /// `findings` sorted in place: the checker hands over lists it no longer holds, so no
    /// finding is copied (a sorted copy retained and released every field of 15,000 findings
    /// on drift1000).
    public init(findings: consuming [Finding], rules: [RuleDescription], coverage: Coverage? = nil) {
        self.findings = findings
        self.findings.sort()
        self.rules = rules
        self.coverage = coverage
    }

    /// How many findings are errors.
    public var errorCount: Int { findings.count { $0.severity == .error } }
    /// How many findings are warnings.
    public var warningCount: Int { findings.count { $0.severity == .warning } }

    /// `2 errors, 1 warning` / `no findings`.
    public var summary: String {
        if findings.isEmpty { return "no findings" }
        return [EnglishCount.of(errorCount, "error"), EnglishCount.of(warningCount, "warning")].joined(separator: ", ")
    }

    /// 1 with errors, or with warnings under `strict`; 0 otherwise.
    public func hasFailures(strict: Bool) -> Bool {
        errorCount > 0 || (strict && warningCount > 0)
    }
}
