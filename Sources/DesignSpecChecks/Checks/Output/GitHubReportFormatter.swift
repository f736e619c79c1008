import DesignSpecCore
import Foundation

/// GitHub Actions workflow commands: the summary and the coverage line first (GitHub shows
/// only the first ten annotations of each kind in a step), then one `::error`/`::warning`
/// per finding, then one `::notice` per place not checked, at its file and line. Text
/// from the user's files goes through `TerminalText` first, as in the text report: a token
/// name holding ESC or NUL would otherwise colour or cut the workflow log.
public struct GitHubReportFormatter: Sendable {
    /// A formatter; it has no options.
    public init() {}

    /// The workflow commands for `report`, one per line.
    public func format(_ report: CheckReport) -> String {
        var output = "::notice title=designspec check::\(Self.escapeData(report.summary + Self.truncationNote(report)))\n"
        if let coverage = report.coverage {
            output += "::notice title=designspec coverage::\(Self.escapeData(TerminalText.sanitize(coverage.line)))\n"
        }
        for finding in report.findings {
            let kind = finding.severity == .error ? "error" : "warning"
            let range = finding.range
            let properties = [
                ("file", TerminalText.sanitize(range.start.file)), ("line", "\(range.start.line)"), ("col", "\(range.start.column)"),
                ("endLine", "\(range.end.line)"), ("endColumn", "\(range.end.column)"), ("title", finding.rule.rawValue),
            ].map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
            var message = TerminalText.sanitize(finding.message)
            for note in finding.notes {
                message += "\n\(TerminalText.sanitize(note.range.start.description)): note: \(TerminalText.sanitize(note.message))"
            }
            output += "::\(kind) \(properties)::\(Self.escapeData(message))\n"
        }
        for place in report.coverage?.notes ?? [] {
            var properties = [("file", TerminalText.sanitize(place.path))]
            if let range = place.range {
                properties += [("line", "\(range.start.line)"), ("col", "\(range.start.column)"),
                               ("endLine", "\(range.end.line)"), ("endColumn", "\(range.end.column)")]
            }
            properties.append(("title", NotCheckedPlace.ruleName))
            let text = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
            output += "::notice \(text)::\(Self.escapeData(TerminalText.sanitize(place.message)))\n"
        }
        return output
    }

    private static func truncationNote(_ report: CheckReport) -> String {
        report.errorCount > 10 || report.warningCount > 10
            ? " (GitHub shows the first 10 of each kind; run designspec check for all)" : ""
    }

    /// The message part: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as data, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
