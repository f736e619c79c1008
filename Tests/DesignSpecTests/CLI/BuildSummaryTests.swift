import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCommands
@testable import DesignSpecCore

/// `designspec build` ends with one line on standard error: the pages built and what the
/// check found, and where to read it. The exit status stays 0: a site with errors is
/// still a site.
@Suite struct BuildSummaryTests {
    static func fixture(value: String) throws -> CheckFixture {
        try CheckFixture([
            "content/a.md": "# A\n\n| Token | Value |\n| --- | --- |\n| `{size.s}` | \(value) |\n",
            "content/b.md": "# B\n",
            "content/tokens/size.json": #"{"size": {"s": {"$type": "dimension", "$value": "8px"}}}"#,
        ])
    }

    @Test func aCleanBuildSaysNoFindings() throws {
        let fixture = try Self.fixture(value: "8px")
        defer { fixture.remove() }
        let result = runTool(["build"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.err == "built 7 pages; no findings\n")
    }

    @Test func aBuildWithErrorsSaysSoAndWhere() throws {
        let fixture = try Self.fixture(value: "12px")
        defer { fixture.remove() }
        let result = runTool(["build", "--output", "public/site"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.out == "wrote \(fixture.folder.appendingPathComponent("public/site").standardizedFileURL.path)/index.html\n")
        #expect(result.err == "built 7 pages; 1 error, 0 warnings — see public/site/report.html\n")
    }

    @Test func aSingleFileBuildPointsAtItsReportPage() throws {
        let fixture = try Self.fixture(value: "12px")
        defer { fixture.remove() }
        let result = runTool(["build", "--single-file", "handoff.html"], in: fixture.folder)
        #expect(result.status == 0)
        #expect(result.err == "built handoff.html; 1 error, 0 warnings — see its report page\n")
    }

    @Test func countsAreSingularAndPlural() {
        let warning = Finding(rule: .offScale, severity: .warning, message: "m",
                              at: SourceRange(start: SourceLocation(file: "a.md", line: 1, column: 1),
                                              end: SourceLocation(file: "a.md", line: 1, column: 1)))
        var error = warning
        error.severity = .error
        let report = CheckReport(findings: [error, error, warning], rules: [])
        #expect(BuildSummary(built: BuildSummary.pages(1), report: report, reportPlace: "r.html").line
                == "built 1 page; 2 errors, 1 warning — see r.html\n")
    }
}
