import Foundation
import Testing
@testable import DesignSpec

/// `--content` naming a symbolic link to the docs folder finds the docs (it used to find
/// none and build an empty site without a word).
@Suite struct SymlinkedContentTests {
    @Test func aSymlinkedContentFolderIsFollowed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("symlinked-\(UUID().uuidString)")
        let real = root.appendingPathComponent("real-docs")
        try FileManager.default.createDirectory(at: real.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try Data("# Spacing\n\n| Token | Value |\n| --- | --- |\n| {spacing.small} | 9pt |\n".utf8)
            .write(to: real.appendingPathComponent("a.md"))
        try Data(#"{"spacing": {"small": {"$type": "dimension", "$value": "8px"}}}"#.utf8)
            .write(to: real.appendingPathComponent("tokens/spacing.json"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("content"), withDestinationURL: real)
        let result = runTool(["check"], in: root)
        #expect(result.status == 1)
        #expect(result.out.hasPrefix("content/a.md:5:21: error: 9pt here, but `spacing.small` is 8px [value-mismatch]"))
        #expect(result.out.hasSuffix("1 error, 0 warnings\n"))
    }
}
