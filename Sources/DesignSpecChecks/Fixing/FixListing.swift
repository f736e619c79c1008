import DesignSpecCore

/// What `designspec fix` prints about a plan: a line per edit
/// (`path:line:col: fixed value-mismatch: 20pt → 24pt`), a line per finding left
/// (`path:line:col: not fixable automatically: MESSAGE [rule]`, with an indented note
/// saying why when the message does not), then a summary. With `dryRun`, "would fix" and
/// the summary says nothing was written.
package enum FixListing {
    package static func text(_ plan: FixPlan, dryRun: Bool) -> String {
        var lines: [(place: SourceRange, text: String)] = []
        for edit in plan.edits {
            let quote = edit.finding.rule == .valueMismatch ? "" : "`"
            lines.append((edit.finding.range, TerminalText.sanitize(
                "\(edit.finding.range.start): \(dryRun ? "would fix" : "fixed") \(edit.finding.rule): "
                    + "\(quote)\(edit.oldText)\(quote) → \(quote)\(edit.newText)\(quote)")))
        }
        for left in plan.left {
            var text = TerminalText.sanitize("\(left.finding.range.start): not fixable automatically: \(left.finding.message)")
                + " [\(left.finding.rule)]"
            if let reason = left.reason { text += "\n    note: " + TerminalText.sanitize(reason) }
            lines.append((left.finding.range, text))
        }
        var output = lines.sorted { $0.place < $1.place }.map { $0.text + "\n" }.joined()
        output += summary(plan, dryRun: dryRun) + "\n"
        return output
    }

    /// `fixed 3 cells in 2 files; 8 not fixable automatically`: cells, since fixing a name or an
    /// alias also fixes the row's values that the check could not compare before.
    static func summary(_ plan: FixPlan, dryRun: Bool) -> String {
        let files = Set(plan.edits.map(\.file)).count
        var parts: [String] = []
        if plan.edits.isEmpty {
            parts.append("nothing to fix")
        } else {
            parts.append("\(dryRun ? "would fix" : "fixed") \(count(plan.edits.count, "cell")) in \(count(files, "file"))")
        }
        if !plan.left.isEmpty { parts.append("\(plan.left.count) not fixable automatically") }
        if dryRun { parts.append("nothing written (--dry-run)") }
        return parts.joined(separator: "; ")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
