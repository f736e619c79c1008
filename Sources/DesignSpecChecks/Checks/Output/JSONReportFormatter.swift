import DesignSpecCore

/// `{"version": 1, "findings": [...], "summary": {...}, "coverage": {...}}`, keys in a
/// fixed order. `coverage` holds the counts of the coverage line, the line itself, and
/// `notChecked`: every place not checked (the ones a finding reports carry its `rule`).
///
/// `message` is always English, the stable text; with a `language` other than English each
/// finding and note also has `localizedMessage`, the same message in that language, and the
/// report a top-level `language`.
public struct JSONReportFormatter: Sendable {
    /// The language of `localizedMessage`; English adds none.
    public var language: MessageLanguage

    /// A formatter adding messages in `language` when it is not English.
    public init(language: MessageLanguage = .en) { self.language = language }

    /// The report as JSON, two-space indented, ending with a newline.
    public func format(_ report: CheckReport) -> String {
        var output: JSONObject = [
            "version": 1,
            "findings": .array(report.findings.map(finding)),
            "summary": [
                "errors": .int(report.errorCount),
                "warnings": .int(report.warningCount),
            ],
        ]
        if language != .en { output.append("language", .string(language.rawValue)) }
        if let coverage = report.coverage { output.append("coverage", CoverageJSON.output(coverage, places: true)) }
        return JSONOutput.object(output).serialized(pretty: true) + "\n"
    }

    private func finding(_ finding: Finding) -> JSONOutput {
        var object: JSONObject = [
            "rule": .string(finding.rule.rawValue),
            "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message),
            "file": .string(finding.range.file),
            "line": .int(finding.range.start.line),
            "column": .int(finding.range.start.column),
            "endLine": .int(finding.range.end.line),
            "endColumn": .int(finding.range.end.column),
            "notes": .array(finding.notes.map { note in
                var object: JSONObject = [
                    "message": .string(note.message),
                    "file": .string(note.range.file),
                    "line": .int(note.range.start.line),
                    "column": .int(note.range.start.column),
                ]
                if language != .en { object.append("localizedMessage", .string(note.text(in: language).plain)) }
                return .object(object)
            }),
        ]
        if language != .en { object.append("localizedMessage", .string(finding.text(in: language).plain)) }
        return .object(object)
    }
}
