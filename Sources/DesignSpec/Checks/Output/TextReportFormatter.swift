/// `path:line:col: error: message [rule]`, notes indented below, then the summary line.
/// Colors (ANSI) only when writing to a terminal.
public struct TextReportFormatter: Sendable {
    public var colors: Bool

    public init(colors: Bool) { self.colors = colors }

    public func format(_ report: CheckReport) -> String {
        var output = ""
        // Piece by piece into one string (no temporary per `+`, per place or per painted
        // word): a report can hold tens of thousands of findings.
        output.reserveCapacity(report.findings.count * 96)
        for finding in report.findings {
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
        output += report.summary + "\n"
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
