import Foundation
import Testing
@testable import DesignSpecSite

/// Pins the HTML of the overview and one doc page of `SiteFixture`. Re-record with
/// `DESIGNSPEC_RECORD=1 swift test --filter SiteGoldenTests`, then read the diff.
@Suite struct SiteGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/site")

    static func check(_ text: String?, against name: String) throws {
        let url = folder.appendingPathComponent(name)
        let text = try #require(text)
        if ProcessInfo.processInfo.environment["DESIGNSPEC_RECORD"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
            print("Recorded \(url.path)")
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "\(name) differs from its golden file")
    }

    @Test func overviewPage() throws {
        let site = try SiteBuilder(version: "0.0.0").build(SiteFixture.input)
        try Self.check(site["index.html"], against: "index.html")
    }

    @Test func docPage() throws {
        let site = try SiteBuilder(version: "0.0.0").build(SiteFixture.input)
        try Self.check(site["docs/guide/spacing.html"], against: "guide-spacing.html")
    }

    @Test func koreanChromeDocPage() throws {
        let site = try SiteBuilder(strings: .korean, version: "0.0.0").build(SiteFixture.input)
        try Self.check(site["docs/motion.html"], against: "motion.ko.html")
    }
}
