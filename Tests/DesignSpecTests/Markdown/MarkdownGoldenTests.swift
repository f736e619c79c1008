import Foundation
import Testing
@testable import DesignSpecCore
@testable import DesignSpecSite

/// Pins the HTML of a small Korean doc with a table, code and raw HTML. Re-record with
/// `DESIGNSPEC_RECORD=1 swift test --filter MarkdownGoldenTests`, then read the diff.
@Suite struct MarkdownGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/markdown")

    @Test func sampleDocument() throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent("sample.md"), encoding: .utf8)
        let html = MarkdownHTMLRenderer().render(MarkdownParser.parse(source, file: "sample.md")).html
        let expectedURL = Self.folder.appendingPathComponent("sample.html")
        if ProcessInfo.processInfo.environment["DESIGNSPEC_RECORD"] == "1" {
            try html.write(to: expectedURL, atomically: true, encoding: .utf8)
            print("Recorded \(expectedURL.path)")
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(html == expected)
    }
}
