@testable import DesignSpecCore

/// How one run of `check` on an accuracy corpus compares with the corpus's manifest: the
/// planted disagreements it found and missed, and the findings no `expect` line accounts for.
struct AccuracyScore {
    var expected: [AccuracyManifest.Expected]
    var missed: [AccuracyManifest.Expected]
    var falsePositives: [Finding]
    var silent: [AccuracyManifest.Silent]

    /// Scores `findings` against `expected`; `silent` only says, in the report, which quiet
    /// part a false positive broke.
    init(expected: [AccuracyManifest.Expected], silent: [AccuracyManifest.Silent], findings: [Finding]) {
        self.expected = expected
        self.silent = silent
        missed = expected.filter { planted in !findings.contains(where: planted.matches) }
        falsePositives = findings.filter { finding in !expected.contains { $0.matches(finding) } }
    }

    var found: Int { expected.count - missed.count }


    /// `NAME: 9 of 11 planted disagreements found (recall 81.8%), 2 false positives, 12 silent
    /// parts`, then one line per miss and per false positive.
    func report(_ name: String) -> String {
        let recall = Double(found) / Double(max(expected.count, 1)) * 100
        var lines = ["\(name): \(found) of \(expected.count) planted disagreements found "
            + "(recall \(DesignValue.format((recall * 10).rounded() / 10))%), \(falsePositives.count) false positives, "
            + "\(silent.count) silent parts"]
        lines += missed.map { "  missed: \($0)" }
        lines += falsePositives.map { finding in
            let part = silent.first { $0.contains(finding) }.map { " — in a silent part: \($0.note)" } ?? ""
            return "  false positive: \(finding.range.start): \(finding.rule): \(finding.message)\(part)"
        }
        return lines.joined(separator: "\n")
    }
}
