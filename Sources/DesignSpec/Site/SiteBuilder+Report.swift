extension SiteBuilder {
    /// The check report, findings grouped by file in the report's order, and the paths of
    /// the content folder that were not read.
    func reportFields(_ plan: SitePlan, links: SiteLinks) -> TemplateObject {
        let skipped: TemplateValue = .list(plan.skipped.map { ["path": .string($0.path), "reason": .string($0.reason)] })
        guard let report = plan.report else {
            return ["report": ["notRun": true, "clean": false, "errors": 0, "warnings": 0, "files": [],
                               "hasSkipped": .bool(!plan.skipped.isEmpty), "skipped": skipped]]
        }
        // Positions in `report.findings`, grouped by file: the findings are not copied, and
        // each file's doc is looked up once, not once per finding.
        let findings = report.findings
        var files: [String] = []
        var byFile: [String: [Int]] = [:]
        for position in findings.indices {
            let file = findings[position].range.file
            if byFile[file] == nil { files.append(file) }
            byFile[file, default: []].append(position)
        }
        // The places notes point at, by file, each heading's URL made once (notes point at
        // a few headings of a few docs, again and again).
        var notePlaces: [String: SiteDocPlaces] = [:]
        func noteURL(_ range: SourceRange) -> String? {
            notePlaces[range.file, default: SiteDocPlaces(plan.doc(atPath: range.file), links: links)].url(line: range.start.line)
        }
        let groups: [TemplateValue] = files.map { file in
            let positions = byFile[file] ?? []
            let doc = plan.doc(atPath: file)
            var places = SiteDocPlaces(doc, links: links)
            return [
                "id": .string(Self.reportFileID(file)),
                "path": .string(file),
                "url": TemplateValue(places.url(line: nil)),
                "count": TemplateValue(positions.count),
                "findings": .list(positions.map { position in
                    let finding = findings[position]
                    let notes: [TemplateValue] = finding.notes.map { note in
                        ["location": .string(note.range.description), "message": .string(note.message),
                         "url": TemplateValue(noteURL(note.range))]
                    }
                    return [
                        "severity": .string(finding.severity.rawValue),
                        "severityLabel": .string(strings.severityLabel(finding.severity)),
                        "location": .string(finding.range.description),
                        "url": TemplateValue(places.url(line: finding.range.start.line)),
                        "rule": .string(finding.rule),
                        "message": .string(finding.message),
                        "hasNotes": .bool(!notes.isEmpty),
                        "notes": .list(notes),
                    ]
                }),
            ]
        }
        return ["report": [
            "notRun": false,
            "clean": .bool(report.findings.isEmpty),
            "errors": TemplateValue(report.errorCount),
            "warnings": TemplateValue(report.warningCount),
            "errorsText": .string(strings.counted(report.errorCount, "error")),
            "warningsText": .string(strings.counted(report.warningCount, "warning")),
            "files": .list(groups),
            "hasSkipped": .bool(!plan.skipped.isEmpty),
            "skipped": skipped,
        ]]
    }

    /// The `id` of a file's findings on the report page.
    static func reportFileID(_ path: String) -> String {
        "report-" + SiteSlug.slug(forPath: path)
    }
}
