import Foundation
import Testing
@testable import DesignSpec

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
