import DesignSpecCore

extension SiteBuilder {
    /// The check report, findings grouped by file in the report's order, the coverage (its
    /// line, and the places not checked with links to them), and the paths of the content
    /// folder that were not read and that the coverage does not list already.
    func reportFields(_ plan: SitePlan, links: SiteLinks) -> TemplateObject {
        let skipped: TemplateValue = .list(plan.skipped.map { ["path": .string($0.path), "reason": .string($0.reason)] })
        guard let report = plan.report else {
            return ["report": ["notRun": true, "clean": false, "errors": 0, "warnings": 0, "files": [],
                               "hasSkipped": .bool(!plan.skipped.isEmpty), "skipped": skipped]]
        }
        // Positions in `report.findings`, grouped by file in the order the files first
        // appear: the findings are not copied, and each file's doc is looked up once, not
        // once per finding. A finding in the same file as the one before it (most: the
        // report is in file order) joins its group without hashing the path.
        let findings = report.findings
        var files: [(path: String, positions: [Int])] = []
        var groupByFile: [String: Int] = [:]
        for position in findings.indices {
            let file = findings[position].range.file
            if let last = files.indices.last, files[last].path == file {
                files[last].positions.append(position)
            } else if let group = groupByFile[file] {
                files[group].positions.append(position)
            } else {
                groupByFile[file] = files.count
                files.append((file, [position]))
            }
        }
        // The places of the file the last note pointed at, each heading's URL made once:
        // notes point at a few places again and again, most at the token file, which has no
        // page. (A dictionary of every file's places hashed the path for every note, and its
        // `default:` value copied the whole plan each time.)
        var lastNote: (file: String, places: SiteDocPlaces)?
        func noteURL(_ range: SourceRange) -> String? {
            if lastNote?.file != range.file {
                lastNote = (range.file, SiteDocPlaces(plan.doc(atPath: range.file), links: links))
            }
            return lastNote?.places.url(line: range.start.line)
        }
        let severityLabels = SeverityLabels(strings)
        let notChecked: [TemplateValue] = (report.coverage?.notes ?? []).map { place in
            ["kind": .string(place.kind.rawValue), "location": .string(place.location),
             "url": TemplateValue(place.range.flatMap(noteURL)),
             "messageHTML": .string(place.message(in: severityLabels.language).html)]
        }
        let coveredPaths = Set((report.coverage?.notChecked ?? []).map(\.path))
        let notListed = plan.skipped.filter { !coveredPaths.contains($0.path) }
        let groups: [TemplateValue] = files.map { file, positions in
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
                        ["location": .string(note.range.description),
                         "messageHTML": .string(note.text(in: severityLabels.language).html),
                         "url": TemplateValue(noteURL(note.range))]
                    }
                    return [
                        "severity": .string(finding.severity.rawValue),
                        "severityLabel": .string(severityLabels[finding.severity]),
                        "location": .string(finding.range.description),
                        "url": TemplateValue(places.url(line: finding.range.start.line)),
                        "rule": .string(finding.rule.rawValue),
                        "messageHTML": .string(finding.text(in: severityLabels.language).html),
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
            "hasCoverage": .bool(report.coverage != nil),
            "coverageLine": .string(report.coverage?.line(in: severityLabels.language) ?? ""),
            "hasNotChecked": .bool(!notChecked.isEmpty),
            "notChecked": .list(notChecked),
            "hasSkipped": .bool(!notListed.isEmpty),
            "skipped": .list(notListed.map { ["path": .string($0.path), "reason": .string($0.reason)] }),
        ]]
    }

    /// The `id` of a file's findings on the report page.
    static func reportFileID(_ path: String) -> String {
        "report-" + SiteSlug.slug(forPath: path)
    }
}
