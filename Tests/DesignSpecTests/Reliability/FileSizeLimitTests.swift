import Foundation
import Testing
@testable import DesignSpecCore

/// Files over `Limits.maximumFileSize` are refused with their size before they are read.
/// The files here are sparse (`ftruncate`), so the test writes almost nothing.
@Suite struct FileSizeLimitTests {
    private func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("filesize-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content/tokens"), withIntermediateDirectories: true)
        try Data("# Doc\n".utf8).write(to: root.appendingPathComponent("content/a.md"))
        try Data("{}".utf8).write(to: root.appendingPathComponent("content/tokens/t.json"))
        return root
    }

    private func makeSparse(_ url: URL, bytes: Int) throws {
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(bytes))
        try handle.close()
    }

    @Test func aHugeDocIsRefusedWithItsSize() throws {
        let root = try project()
        try makeSparse(root.appendingPathComponent("content/huge.md"), bytes: 80 << 20)
        let result = runTool(["check"], in: root)
        #expect(result.status == 2)
        #expect(result.err == "designspec: error: cannot read content/huge.md: 80.0 MiB, over the 64 MiB file size limit\n")
    }

    @Test func aHugeTokenFileIsAFinding() throws {
        let root = try project()
        try makeSparse(root.appendingPathComponent("content/tokens/huge.json"), bytes: 65 << 20)
        let result = runTool(["check"], in: root)
        #expect(result.status == 1)
        #expect(result.out.hasPrefix("content/tokens/huge.json:1:1: error: cannot read the file: 65.0 MiB, over the 64 MiB file size limit [json-syntax]\n"))
    }
}
