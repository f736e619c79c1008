import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// `DistinctFindings` keeps what a `Set<Finding>` keeps of a sorted list: the first of each
/// group of equal findings, whatever else shares its place, rule and message.
@Suite struct DistinctFindingsTests {
    @Test func keepsTheFirstOfEqualFindingsAsASetDoes() {
        var generator = SplitMix64(seed: 13)
        func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
        // Messages of one length, so findings at one place share their key and are told
        // apart by the full comparison.
        let messages = ["aaaa", "bbbb", "cccc", "dd"]
        let files = ["a.md", "b.md"]
        for _ in 0..<200 {
            let findings = (0..<Int(generator.next() % 40)).map { _ -> Finding in
                let file = pick(files)
                let line = Int(generator.next() % 3) + 1
                let range = SourceRange(file: file, line: line, column: 1, endLine: line, endColumn: pick([1, 2]))
                let notes = pick([[], [Finding.Note("n", at: range)], [Finding.Note("m", at: range)]])
                return Finding(rule: pick([.valueMismatch, .offScale]), severity: pick([.error, .warning]),
                               message: pick(messages), at: range, notes: notes)
            }.sorted()
            var seen = Set<Finding>()
            #expect(DistinctFindings.firsts(ofSorted: findings) == findings.map { seen.insert($0).inserted })
        }
    }

    @Test func dropsOnlyRepeats() {
        let range = SourceRange(file: "doc.md", line: 3, column: 5, endLine: 3, endColumn: 9)
        let first = Finding(rule: .offScale, severity: .warning, message: "20pt is off", at: range)
        var sameKey = first
        sameKey.message = "21pt is off"
        var otherRule = first
        otherRule.rule = .tapTarget
        var withNote = first
        withNote.notes = [Finding.Note("see", at: range)]
        var asError = first
        asError.severity = .error
        // Sorted: the ties of `first` (with a note, as an error, again) stay together.
        #expect(DistinctFindings.firsts(ofSorted: [first, withNote, first, asError, withNote, sameKey, otherRule, otherRule])
            == [true, true, false, true, false, true, true, false])
    }
}
