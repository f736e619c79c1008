/// `path:line:col: error: message [rule]`, notes indented below, then the summary line.
/// Colors (ANSI) only when writing to a terminal.
public struct TextReportFormatter: Sendable {
    public var colors: Bool

    public init(colors: Bool) { self.colors = colors }

    public func format(_ report: CheckReport) -> String {
        var output = ""
        // Piece by piece into one string (no temporary per `+`): a report can hold tens
        // of thousands of findings.
        output.reserveCapacity(report.findings.count * 96)
        for finding in report.findings {
            output.append(paint(TerminalText.sanitize(finding.range.start.description) + ":", .bold))
            output.append(" ")
            output.append(paint("\(finding.severity.rawValue):", finding.severity == .error ? .red : .yellow))
            output.append(" ")
            output.append(TerminalText.sanitize(finding.message))
            output.append(" [")
            output.append(finding.rule)
            output.append("]\n")
            for note in finding.notes {
                output.append("    ")
                output.append(TerminalText.sanitize(note.range.start.description))
                output.append(": ")
                output.append(paint("note:", .cyan))
                output.append(" ")
                output.append(TerminalText.sanitize(note.message))
                output.append("\n")
            }
        }
        output += report.summary + "\n"
        return output
    }

    private enum Style: String {
        case bold = "1", red = "1;31", yellow = "1;33", cyan = "36"
    }

    private func paint(_ text: String, _ style: Style) -> String {
        colors ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
