import DesignSpecCore

/// A report's findings by file, sorted by where they start, to find those inside a range
/// (a token's key and value) by binary search: on a token file written on one line, every
/// token and every finding share line 1, and looking findings up by line gave each token
/// row all of them.
struct FindingsByPosition: Sendable {
    /// File → its findings sorted by start, each with its index in the report's order.
    private var byFile: [String: [(start: SourceLocation, order: Int, finding: Finding)]]

    init(_ findings: [Finding]) {
        var byFile: [String: [(start: SourceLocation, order: Int, finding: Finding)]] = [:]
        for (order, finding) in findings.enumerated() {
            byFile[finding.range.file, default: []].append((finding.range.start, order, finding))
        }
        self.byFile = byFile.mapValues { entries in
            entries.sorted { ($0.start, $0.order) < ($1.start, $1.order) }
        }
    }

    /// The findings that start in `range` (its file, from its start to its end), in the
    /// report's order.
    func findings(startingIn range: SourceRange) -> [Finding] {
        guard let entries = byFile[range.file] else { return [] }
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].start < range.start { low = middle + 1 } else { high = middle }
        }
        var found: [(order: Int, finding: Finding)] = []
        var index = low
        while index < entries.count, entries[index].start <= range.end {
            found.append((entries[index].order, entries[index].finding))
            index += 1
        }
        return found.sorted { $0.order < $1.order }.map(\.finding)
    }
}
