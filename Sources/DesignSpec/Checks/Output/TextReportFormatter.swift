/// `path:line:col: error: message [rule]`, notes indented below, then the summary line.
/// Colors (ANSI) only when writing to a terminal.
public struct TextReportFormatter: Sendable {
    public var colors: Bool

    public init(colors: Bool) { self.colors = colors }

    public func format(_ report: CheckReport) -> String {
        var output = ""
        for finding in report.findings {
            output += paint(TerminalText.sanitize(finding.range.start.description) + ":", .bold)
            output += " " + paint("\(finding.severity.rawValue):", finding.severity == .error ? .red : .yellow)
            output += " \(TerminalText.sanitize(finding.message)) [\(finding.rule)]\n"
            for note in finding.notes {
                output += "    \(TerminalText.sanitize(note.range.start.description)): \(paint("note:", .cyan)) \(TerminalText.sanitize(note.message))\n"
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
