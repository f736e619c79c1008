/// `path:line:col: error: message [rule]`, notes indented below, then the summary line.
/// Colors (ANSI) only when writing to a terminal.
public struct TextReportFormatter: Sendable {
    public var colors: Bool

    public init(colors: Bool) { self.colors = colors }

    public func format(_ report: CheckReport) -> String {
        // Findings are formatted in runs, on all cores, and the runs joined in order (a
        // drift-heavy repo's first check holds tens of thousands of findings; this was the
        // last serial stretch of `check`).
        let findings = report.findings
        let runs = (findings.count + Self.findingsPerRun - 1) / Self.findingsPerRun
        let formatted = IndexedConcurrentMap.map(count: runs) { run in
            let start = run * Self.findingsPerRun
            return format(findings[start..<min(start + Self.findingsPerRun, findings.count)])
        }
        var output = ""
        output.reserveCapacity(formatted.reduce(report.summary.utf8.count + 1) { $0 + $1.utf8.count })
        for text in formatted { output.append(text) }
        output += report.summary + "\n"
        return output
    }

    /// How many findings one parallel run formats.
    private static let findingsPerRun = 1024

    /// The lines of `findings`, in order.
    private func format(_ findings: ArraySlice<Finding>) -> String {
        var output = ""
        // Piece by piece into one string (no temporary per `+`, per place or per painted
        // word).
        output.reserveCapacity(findings.count * 96)
        for finding in findings {
            start(.bold, in: &output)
            appendPlace(finding.range.start, to: &output)
            output.append(":")
            end(in: &output)
            output.append(" ")
            let severity: Style = finding.severity == .error ? .red : .yellow
            start(severity, in: &output)
            output.append(finding.severity.rawValue)
            output.append(":")
            end(in: &output)
            output.append(" ")
            output.append(TerminalText.sanitize(finding.message))
            output.append(" [")
            output.append(finding.rule)
            output.append("]\n")
            for note in finding.notes {
                output.append("    ")
                appendPlace(note.range.start, to: &output)
                output.append(": ")
                start(.cyan, in: &output)
                output.append("note:")
                end(in: &output)
                output.append(" ")
                output.append(TerminalText.sanitize(note.message))
                output.append("\n")
            }
        }
        return output
    }

    private enum Style: String {
        case bold = "1", red = "1;31", yellow = "1;33", cyan = "36"
    }

    /// `location.description` (`path:line:col`), its path made safe for the terminal.
    private func appendPlace(_ location: SourceLocation, to output: inout String) {
        output.append(TerminalText.sanitize(location.file))
        output.append(":")
        output.append(String(location.line))
        output.append(":")
        output.append(String(location.column))
    }

    /// The escape that starts painting in `style`, when painting.
    private func start(_ style: Style, in output: inout String) {
        guard colors else { return }
        output.append("\u{1B}[")
        output.append(style.rawValue)
        output.append("m")
    }

    /// The escape that ends painting, when painting.
    private func end(in output: inout String) {
        guard colors else { return }
        output.append("\u{1B}[0m")
    }
}
