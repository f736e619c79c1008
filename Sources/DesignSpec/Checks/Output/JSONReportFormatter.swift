/// `{"version": 1, "findings": [...], "summary": {...}, "coverage": {...}}`, keys in a
/// fixed order. `coverage` holds the counts of the coverage line, the line itself, and
/// `notChecked`: every place not checked (the ones a finding reports carry its `rule`).
public struct JSONReportFormatter: Sendable {
    public init() {}

    public func format(_ report: CheckReport) -> String {
        var output: JSONObject = [
            "version": 1,
            "findings": .array(report.findings.map(Self.finding)),
            "summary": [
                "errors": .int(report.errorCount),
                "warnings": .int(report.warningCount),
            ],
        ]
        if let coverage = report.coverage { output.append("coverage", CoverageJSON.output(coverage, places: true)) }
        return JSONOutput.object(output).serialized(pretty: true) + "\n"
    }

    private static func finding(_ finding: Finding) -> JSONOutput {
        [
            "rule": .string(finding.rule),
            "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message),
            "file": .string(finding.range.file),
            "line": .int(finding.range.start.line),
            "column": .int(finding.range.start.column),
            "endLine": .int(finding.range.end.line),
            "endColumn": .int(finding.range.end.column),
            "notes": .array(finding.notes.map { note in
                [
                    "message": .string(note.message),
                    "file": .string(note.range.file),
                    "line": .int(note.range.start.line),
                    "column": .int(note.range.start.column),
                ]
            }),
        ]
    }
}
