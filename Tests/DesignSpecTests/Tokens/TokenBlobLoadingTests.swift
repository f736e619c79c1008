import Foundation
import Testing
@testable import DesignSpecCore

/// `TokenLoader.load(files:)` (token files held in memory, as `designspec diff` reads a git
/// revision) gives the same token set as `load(paths:)` on the same files on disk: tokens,
/// modes, files, findings and every location.
@Suite struct TokenBlobLoadingTests {
    /// The files `load(paths:)` reads under `folder`, as blobs keyed by display path.
    private func blobs(under folder: String, workingDirectory: URL) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let loader = TokenLoader(workingDirectory: workingDirectory)
        for url in try loader.tokenFiles(at: workingDirectory.appendingPathComponent(folder).standardizedFileURL).files {
            let display = loader.displayPath(url)
            files[display] = try [UInt8](Data(contentsOf: url))
        }
        return files
    }

    @Test func theSampleTokensLoadTheSameFromMemory() throws {
        let root = TestData.packageRoot
        let loader = TokenLoader(workingDirectory: root)
        let fromDisk = try loader.load(paths: ["content/tokens"])
        let fromMemory = loader.load(files: try blobs(under: "content/tokens", workingDirectory: root))
        #expect(fromMemory.tokens.count == fromDisk.tokens.count)
        #expect(fromMemory == fromDisk)
    }

    @Test(.enabled(if: TestData.isAvailable),
          arguments: ["dtcg-figma-sds", "tokens-studio-lion", "spectrum-tokens", "sd-basic/v3.9.2/examples/basic/tokens"])
    func sharedTokenSetsLoadTheSameFromMemory(_ folder: String) throws {
        let root = try #require(TestData.url("tokens"))
        let loader = TokenLoader(workingDirectory: root)
        let fromDisk = try loader.load(paths: [folder])
        let fromMemory = loader.load(files: try blobs(under: folder, workingDirectory: root))
        #expect(!fromDisk.tokens.isEmpty)
        #expect(fromMemory == fromDisk)
    }

    @Test func aResolverSkipsAFileTheBlobsDoNotHold() {
        let loader = TokenLoader(workingDirectory: URL(fileURLWithPath: "/virtual"))
        let set = loader.load(files: [
            "tokens/ds.resolver.json": Array("""
                { "sets": { "core": { "sources": [{ "$ref": "core.json" }, { "$ref": "missing.json" }] } } }
                """.utf8),
            "tokens/core.json": Array(##"{ "gray": { "$type": "color", "$value": "#111111" } }"##.utf8),
        ])
        #expect(set.tokens.map(\.name) == ["gray"])
        #expect(set.files == ["tokens/core.json", "tokens/ds.resolver.json"])
        #expect(set.findings.isEmpty)
    }

    @Test func aBlobOverTheSizeLimitIsAFinding() {
        let loader = TokenLoader(workingDirectory: URL(fileURLWithPath: "/virtual"))
        let set = loader.load(files: ["big.json": [UInt8](repeating: 0x20, count: Limits.maximumFileSize + 1)])
        #expect(TokenFixture.findings(set) == ["big.json:1:1: json-syntax: cannot read the file: 64.0 MiB, over the 64 MiB file size limit"])
    }
}
