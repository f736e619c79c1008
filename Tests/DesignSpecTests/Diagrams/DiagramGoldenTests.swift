import Foundation
import Testing
@testable import DesignSpecCore

/// One golden SVG per diagram kind, under `Golden/diagrams/`. Set `DESIGNSPEC_RECORD=1` to
/// rewrite them, then read the diff before committing.
@Suite struct DiagramGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/diagrams")
    static let recording = ProcessInfo.processInfo.environment["DESIGNSPEC_RECORD"] == "1"

    @Test(arguments: DiagramFixtures.goldens.map(\.name))
    func matchesGolden(_ name: String) throws {
        let render = try #require(DiagramFixtures.goldens.first { $0.name == name }?.render)
        let svg = render() + "\n"
        let url = Self.folder.appendingPathComponent(name + ".svg")
        if Self.recording {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(svg == golden, "\(name).svg differs from its golden; re-record with DESIGNSPEC_RECORD=1 and read the diff")
    }

    @Test(arguments: DiagramFixtures.goldens.map(\.name))
    func isByteIdenticalRunToRun(_ name: String) throws {
        let render = try #require(DiagramFixtures.goldens.first { $0.name == name }?.render)
        #expect(render() == render())
    }

    /// Labels are readable at 1x (bar labels rendered at about 6 px): every text
    /// is 11 px or more, except a type specimen's sample, which is drawn at the token's
    /// own size. The site never scales a diagram down (test_looks measures it in Chromium).
    @Test(arguments: DiagramFixtures.goldens.map(\.name))
    func labelsAreAtLeastElevenPixels(_ name: String) throws {
        let render = try #require(DiagramFixtures.goldens.first { $0.name == name }?.render)
        let svg = render()
        let sizes = svg.components(separatedBy: "font-size=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
        let samples = svg.components(separatedBy: "class=\"ds-specimen-sample\"").count - 1
        #expect(!sizes.isEmpty || samples > 0, "\(name) has no text")
        #expect(sizes.filter { $0 < 11 }.count <= samples, "\(name): text under 11 px: \(sizes.filter { $0 < 11 })")
    }

    /// Every diagram is an accessible image with no script, no foreign content and no
    /// reference to anything outside itself.
    @Test(arguments: DiagramFixtures.goldens.map(\.name))
    func isSelfContainedAndLabelled(_ name: String) throws {
        let render = try #require(DiagramFixtures.goldens.first { $0.name == name }?.render)
        let svg = render()
        #expect(svg.hasPrefix("<svg id=\""))
        #expect(svg.contains(" role=\"img\""))
        let id = try #require(svg.split(separator: "\"").dropFirst().first)
        #expect(svg.contains("aria-labelledby=\"\(id)-title\""))
        #expect(svg.contains("<title id=\"\(id)-title\">"))
        #expect(svg.contains("<desc id=\"\(id)-desc\">"))
        for forbidden in ["script", "foreignObject", "href", "url(", "http", "style=", "e+", "-0 ", "-0\""] {
            #expect(!svg.lowercased().contains(forbidden.lowercased()), "\(name) contains \(forbidden)")
        }
        #expect(svg.utf8.count < 16_000, "\(name) is \(svg.utf8.count) bytes")
    }
}
