/// Which findings of a list repeat an earlier one (the same rule, severity, message, place
/// and notes): `Set<Finding>` semantics, found by a small key first. Hashing every
/// finding whole (its message and every note) and copying it into a set was a top cost
/// of the check's last step; the key is the place and the lengths, and findings are
/// compared in full only when keys meet.
enum DistinctFindings {
    private struct Key: Hashable {
        var range: SourceRange
        var messageLength: Int
        var noteCount: Int

        init(_ finding: Finding) {
            range = finding.range
            messageLength = finding.message.utf8.count
            noteCount = finding.notes.count
        }
    }

    /// Per finding, whether it repeats no finding before it.
    static func firsts(of findings: [Finding]) -> [Bool] {
        // Per key, the position of the first finding that had it.
        var firstWithKey: [Key: Int] = Dictionary(minimumCapacity: findings.count)
        // The findings whose key an unequal finding had first.
        var others: Set<Finding> = []
        return findings.indices.map { index in
            let key = Key(findings[index])
            guard let first = firstWithKey[key] else {
                firstWithKey[key] = index
                return true
            }
            // An earlier equal finding is that first one, or one that went to `others`.
            if findings[first] == findings[index] { return false }
            return others.insert(findings[index]).inserted
        }
    }
}
