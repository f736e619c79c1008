import Foundation
import Testing
@testable import DesignSpecCore

/// `fix` on a copy of the sample `content/` with drift planted in its tables: every
/// fixable finding goes, the check afterwards reports what it reports on the sample, and
/// every doc is byte for byte the sample's again.
@Suite struct FixSampleContentTests {
    /// (doc, the sample's text, the drift planted in its place).
    static let drift: [(String, String, String)] = [
        ("01-foundations-spacing.md", "| `Spacing.large` | 24pt |", "| `Spacing.large` | 20pt |"),
        ("01-foundations-spacing.md", "| `Spacing.small` | 12pt |", "| `Spacing.smal` | 12pt |"),
        ("02-ios-tokens-and-patterns.md", "| `dayHeaderHeight` | 36pt | 48pt |", "| `dayHeaderHeight` | 36pt | 50pt |"),
        ("02-ios-tokens-and-patterns.md", "| `fontSize scale` | 1.0x | 1.2x |", "| `fontSize scale` | 1.0x | 1.5x |"),
        ("02-ios-tokens-and-patterns.md", "| `{motion.duration.panel}` | 0.25s |", "| `{motion.duration.panel}` | 0.3s |"),
        ("02-ios-tokens-and-patterns.md", "| `{motion.easing.ease-out}` | `.easeOut` |", "| `{motion.easing.ease-out}` | `.easeInOut` |"),
        ("02-ios-tokens-and-patterns.md", "| `{radius.container}` | 14pt |", "| `{radius.contaner}` | 14pt |"),
        ("03-token-architecture.md", "| `BaseColor.white` | #FFFFFF |", "| `BaseColor.gray900` | #1B1D22 |"),
        ("03-token-architecture.md", "| `BaseColor.gray100` | #EEF0F3 |", "| `BaseColor.gray200` | #EEF0F3 |"),
        ("03-token-architecture.md", "| `BaseColor.blue500` | #2F6BFF |", "| `BaseColor.blue500` | #2F6BFE |"),
        ("03-token-architecture.md", "|  | fontSize | 28pt |", "|  | fontSize | 26pt |"),
        ("03-token-architecture.md", "|  | fontWeight | 500 |", "|  | fontWeight | 600 |"),
    ]

    @Test func plantedDriftIsFixedBackToTheSample() throws {
        let root = CheckFixture.repositoryRoot
        let fixture = try CheckFixture([:])
        defer { fixture.remove() }
        try FileManager.default.createDirectory(at: fixture.folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent("content"), to: fixture.folder.appendingPathComponent("content"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("designspec.json"),
                                         to: fixture.folder.appendingPathComponent("designspec.json"))
        let sampleCheck = runTool(["check"], in: fixture.folder)
        for (doc, sample, planted) in Self.drift {
            let url = fixture.folder.appendingPathComponent("content/" + doc)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.components(separatedBy: sample).count == 2, "\(sample) is in \(doc) once")
            try Data(text.replacingOccurrences(of: sample, with: planted).utf8).write(to: url)
        }
        let drifted = runTool(["check"], in: fixture.folder)
        #expect(drifted.status == 1)
        #expect(drifted.out.hasSuffix("""
            12 errors, 8 warnings
            read 5 docs, 10 token files (71 tokens); checked 9 token tables (47 rows), 12 recipes; nothing left unchecked

            """))

        let fixed = runTool(["fix"], in: fixture.folder)
        #expect(fixed.status == 1)  // the sample's own off-scale and tap-target warnings
        #expect(fixed.out.hasSuffix("fixed 13 cells in 3 files; 8 not fixable automatically\n"))
        #expect(runTool(["check"], in: fixture.folder).out == sampleCheck.out)
        for doc in Set(Self.drift.map(\.0)) {
            let original = try Data(contentsOf: root.appendingPathComponent("content/" + doc))
            #expect(try Data(contentsOf: fixture.folder.appendingPathComponent("content/" + doc)) == original, "\(doc)")
        }
    }
}
