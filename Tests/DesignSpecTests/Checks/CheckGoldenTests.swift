import Foundation
import Testing
@testable import DesignSpecChecks
@testable import DesignSpecCore

/// `designspec check` on the repository's `content/`, run from the repository's root, in
/// text and JSON, against `Golden/check/`. Re-record with
/// `DESIGNSPEC_RECORD=1 swift test --filter CheckGoldenTests`, then read the diff line by line.
@Suite struct CheckGoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/check")
    static let recording = ProcessInfo.processInfo.environment["DESIGNSPEC_RECORD"] == "1"

    @Test(arguments: [("text", "content.txt"), ("json", "content.json")])
    func contentReport(format: String, file: String) throws {
        let result = runTool(["check", "--format", format], in: CheckFixture.repositoryRoot)
        #expect(result.err == "")
        #expect(result.status == 0, "the sample content has warnings only")
        let url = Self.golden.appendingPathComponent(file)
        if Self.recording {
            try FileManager.default.createDirectory(at: Self.golden, withIntermediateDirectories: true)
            try Data(result.out.utf8).write(to: url)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(result.out == expected, "\(file) differs; re-record with DESIGNSPEC_RECORD=1 and read the diff")
    }

    /// The sample content's findings are exactly the contradictions its author listed
    /// (notes/CONTENT-FINDINGS.md), at the places of the values.
    @Test func contentFindingsAreTheKnownContradictions() throws {
        let model = try ProjectLoader(workingDirectory: CheckFixture.repositoryRoot).load()
        let places = Checker().check(model).findings.map { "\($0.rule) \($0.range.start.line):\($0.range.start.column)" }
        #expect(places == [
            "off-scale 30:3", "off-scale 32:3", "tap-target 87:5",
            "off-scale 117:17", "off-scale 121:23", "off-scale 121:46", "off-scale 154:32", "off-scale 154:56",
        ])
    }

    /// One token value changed in a copy of the content, and nothing else: exactly one new
    /// finding, a `value-mismatch` at that doc cell.
    @Test func changingOneTokenValueMakesExactlyOneValueMismatchAtItsCell() throws {
        let copy = try CheckFixture([:])
        defer { copy.remove() }
        try FileManager.default.createDirectory(at: copy.folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CheckFixture.repositoryRoot.appendingPathComponent("content"),
                                         to: copy.folder.appendingPathComponent("content"))
        let before = Checker().check(try copy.model()).findings

        let path = "content/tokens/semantic/grid-layout.tokens.json"
        let original = try String(contentsOf: copy.folder.appendingPathComponent(path), encoding: .utf8)
        let edited = original.replacingOccurrences(of: #""iphone": { "$value": "36px" }"#, with: #""iphone": { "$value": "40px" }"#)
        try #require(edited != original)
        try copy.write(path, edited)
        let after = Checker().check(try copy.model()).findings

        let new = after.filter { !before.contains($0) }
        #expect(after.count == before.count + 1)
        #expect(new.map { TextReportFormatter(colors: false).format(CheckReport(findings: [$0], rules: [])) } == ["""
            content/02-ios-tokens-and-patterns.md:14:23: error: 36pt here, but `gridLayout.dayHeaderHeight.iphone` is 40px [value-mismatch]
                content/tokens/semantic/grid-layout.tokens.json:12:7: note: `gridLayout.dayHeaderHeight.iphone` defined here
            1 error, 0 warnings

            """])
        #expect(runTool(["check"], in: copy.folder).status == 1)
    }
}
