import Foundation
import Testing
@testable import DesignSpecCore

/// `POSIXFiles.read`, how every doc is read: the whole file, whatever its size says, or
/// why not.
@Suite struct POSIXFilesReadTests {
    private func file(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("posix-read-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        return url.path
    }

    private func bytes(_ outcome: POSIXFiles.ReadOutcome) -> [UInt8]? {
        if case .bytes(let bytes) = outcome { return bytes }
        return nil
    }

    @Test func aFileIsReadWhole() throws {
        let content = Array("# 간격\n\n| 토큰 | 값 |\n".utf8) + (0..<70_000).map { UInt8(truncatingIfNeeded: $0) }
        #expect(bytes(POSIXFiles.read(try file(content), maximumSize: 1 << 20)) == content)
        #expect(bytes(POSIXFiles.read(try file([]), maximumSize: 1 << 20)) == [])
    }

    @Test func aFileOverTheLimitIsNotRead() throws {
        let path = try file(Array(repeating: 0x61, count: 1001))
        guard case .tooLarge(let size) = POSIXFiles.read(path, maximumSize: 1000) else {
            Issue.record("read a file over the limit")
            return
        }
        #expect(size == 1001)
        #expect(bytes(POSIXFiles.read(path, maximumSize: 1001))?.count == 1001)
    }

    @Test func aFolderOrAMissingFileIsAFailure() throws {
        for path in [FileManager.default.temporaryDirectory.path, "/nonexistent/designspec/a.md"] {
            guard case .failed = POSIXFiles.read(path, maximumSize: 1 << 20) else {
                Issue.record("read \(path)")
                continue
            }
        }
    }

    /// A file whose size says 0 but that has content (Linux's /proc) is read to its end.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func aFileLargerThanItsSizeIsReadToItsEnd() throws {
        let status = try #require(bytes(POSIXFiles.read("/proc/self/status", maximumSize: 1 << 20)))
        #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        #expect(status.count > 100)
    }
}
