/// `{"version": 1, "findings": [...], "summary": {...}}`, keys in a fixed order.
public struct JSONReportFormatter: Sendable {
    public init() {}

    public func format(_ report: CheckReport) -> String {
        let output: JSONOutput = [
            "version": 1,
            "findings": .array(report.findings.map(Self.finding)),
            "summary": [
                "errors": .int(report.errorCount),
                "warnings": .int(report.warningCount),
            ],
        ]
        return output.serialized(pretty: true) + "\n"
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
