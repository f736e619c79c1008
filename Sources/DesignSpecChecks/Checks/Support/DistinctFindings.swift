import DesignSpecCore

/// Which findings of a sorted list repeat an earlier one (the same rule, severity, message,
/// place and notes): `Set<Finding>` semantics, without hashing. Equal findings are ties of
/// `Finding.<` (same place, rule and message), and a sorted list holds each tie together,
/// so a finding is compared only with the ones before it in its tie, almost always none.
/// (Hashing each finding's place and lengths into a dictionary was 26 M instructions for
/// drift1000's 15,000 findings; this is a comparison of neighbours.)
enum DistinctFindings {
    /// Per finding of `findings`, sorted by `<`, whether it repeats no finding before it.
    static func firsts(ofSorted findings: [Finding]) -> [Bool] {
        var isFirst = [Bool](repeating: true, count: findings.count)
        findings.withUnsafeBufferPointer { findings in
            var tieStart = 0
            for index in findings.indices.dropFirst() {
                // Read in place (no copy of either finding to count).
                guard findings[index].range == findings[index - 1].range, findings[index].rule == findings[index - 1].rule,
                      findings[index].message == findings[index - 1].message else {
                    tieStart = index
                    continue
                }
                isFirst[index] = !(tieStart..<index).contains { isFirst[$0] && findings[$0] == findings[index] }
            }
        }
        return isFirst
    }
}
